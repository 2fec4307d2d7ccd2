"""A bulleted question answered on its own line, after its question mark, in plain text.

Notes that put every answer under its question (`* What is X?` over ` - X is ...`) now and
then type a short one straight after the question (`* What must you be wary of on
multilingual sites? It is important to think about character encoding ...`). Read as one
line, the item was a question with no answer, and the answer was lost. Bold questions so
answered (`- **What is X?** X is ...`) were read already (srs.importers.listitems); this is
the same in plain text, held to more: the item is that one line and nothing more, its
question asks, and what follows the question mark is a sentence of its own that asks
nothing (a capital first, eight words or more, no label, no second question). A question
that goes on with an instruction (`What is X? Give two examples.`, `Why? Be specific.`)
keeps it: such tails ask, or are too short to be an answer. And only in a bulleted list
some other item of which holds an answer under its question (srs.importers.listitems): a
list of questions answered one by one, not the points of an answer (`1. Why did it fail?
The index was dropped.`, the five whys of a post-mortem told inside one).
"""

from __future__ import annotations

import re

from srs.importers.asking import asks

__all__ = ["inline_plain_answer"]

_SPLIT_RE = re.compile(r"^(?P<q>[^?]{8,}\?)[ \t]+(?P<rest>[A-Z][^?]*)$")
"""A question, its question mark, then a sentence with no question mark of its own."""
_LABEL_RE = re.compile(r"^\S+(?:[ \t]+\S+)?:")
"""`Hint:`, `Note that:`: a label, a remark on the question, no answer."""
ANSWER_WORDS = 8
"""How many words, at the least, the sentence after the question mark has to be an answer."""


def inline_plain_answer(text_lines: list[str]) -> tuple[str, str] | None:
    """The question and its answer when an item's paragraph is one line that asks and then
    answers (see the module doc); None for any other item."""
    if len(text_lines) != 1 or "?" not in text_lines[0]:
        return None  # the cheap test first: most items are no question answered in line
    m = _SPLIT_RE.match(text_lines[0].strip())
    if m is None:
        return None
    question, rest = m.group("q"), m.group("rest").strip()
    if (
        len(rest.split()) < ANSWER_WORDS
        or _LABEL_RE.match(rest)
        or "*" in question
        or "__" in question
    ):
        return None
    if not asks(question) or asks(rest):
        return None
    return question, rest
