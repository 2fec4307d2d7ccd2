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
keeps it: such tails ask, or are too short to be an answer. A one-line item that ends with
its answer after a label (`... on the z-axis. Answer: False`) is one too, whatever its length.
And only in a bulleted list
some other item of which holds an answer under its question (srs.importers.listitems): a
list of questions answered one by one, not the points of an answer (`1. Why did it fail?
The index was dropped.`, the five whys of a post-mortem told inside one).
"""

from __future__ import annotations

from srs.importers.asking import asks
from srs.importers.lazyre import lazy

__all__ = ["answered_in_line", "inline_plain_answer"]

_SPLIT_RE = lazy(r"^(?P<q>[^?]{8,}\?)[ \t]+(?P<rest>[A-Z][^?]*)$")
"""A question, its question mark, then a sentence with no question mark of its own."""
_LABEL_RE = lazy(r"^\S+(?:[ \t]+\S+)?:")
"""`Hint:`, `Note that:`: a label, a remark on the question, no answer."""
_TAIL_ANSWER_RE = lazy(
    r"^(?P<q>[^*_].{8,}?[.?!)])[ \t]+(?:\*\*|__)?[Aa]nswer[ \t]*(?:\*\*|__)?[ \t]*[:：]"
    r"(?:\*\*|__)?[ \t]*(?P<a>[^\s*_](?:[^*_]{0,58}[^\s*_])?)(?:\*\*|__)?$"
)
"""`The translate() function moves an element on the z-axis. Answer: False`: an item that
states or asks and gives its short answer after the label, on its one line."""
ANSWER_WORDS = 8
"""How many words, at the least, the sentence after the question mark has to be an answer."""


_LOOSE_SPLIT_RE = lazy(r"^(?P<q>[^?]{8,}\?)[ \t]+(?P<rest>\S[^?]*)$")
"""In a quiz's notes: a question, its question mark, then the answer in any case."""
_TOLD_SPLIT_RE = lazy(r"^(?P<q>[A-Z][^?]{8,}?\.)[ \t]+(?P<rest>\S[^?]*)$")
"""In a quiz's notes: a task told in a sentence (`Give two examples of X.`), then the answer."""
_NOTES_ITEMS = 3


def answered_in_line(items: list[list[str] | None]) -> bool:
    """Whether a bulleted list is a quiz's notes: three or more items, and two in three or
    more, each one line asking and then answering (`- What is a DOM tree? a hierarchy of
    the elements`, a learner's answers typed after each question of the exercise). There
    every item so split is a question and its answer, whatever their case or length."""
    split = sum(1 for text in items if text is not None and _loose_split(text) is not None)
    return split >= _NOTES_ITEMS and 3 * split >= 2 * len(items)


def _loose_split(text_lines: list[str]) -> tuple[str, str] | None:
    """An item's one line as question and answer, in a quiz's notes (see `answered_in_line`)."""
    if len(text_lines) != 1:
        return None
    line = text_lines[0].strip()
    m = _LOOSE_SPLIT_RE.match(line) if "?" in line else _TOLD_SPLIT_RE.match(line)
    if m is None or "*" in m.group("q") or not asks(m.group("q")) or asks(m.group("rest")):
        return None
    return m.group("q"), m.group("rest").strip()


def inline_plain_answer(text_lines: list[str], *, notes: bool = False) -> tuple[str, str] | None:
    """The question and its answer when an item's paragraph is one line that asks and then
    answers (see the module doc), held to less in a quiz's notes (`notes`, see
    `answered_in_line`); None for any other item."""
    if notes:
        return _loose_split(text_lines)
    if len(text_lines) == 1 and "nswer" in text_lines[0]:
        labelled = _TAIL_ANSWER_RE.match(text_lines[0].strip())
        if labelled is not None:  # `- Statement or question. Answer: False`
            return labelled.group("q"), labelled.group("a")
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
