"""An instruction line a quiz repeats under every question's heading: the quiz's furniture,
not the question.

A course quiz exported page by page heads each question `### Quiz Question 3 of 15`, then
says what to do (`Please fill in the correct answer in each blank provided below.`), then
asks; the answer follows as a quote. The instruction, the heading's first text, was read as
the question and the real question went into the answer. A line that stands first under
three headings or more, word for word, with more text below it before the next heading, is
no question of its own: it is blanked (the text keeps its line numbers), and the text below
it is read as the question. A heading that asks (`### Is X safe?`) keeps the line under it:
there the line is its answer. The line must not ask itself (`What does this print?<br>`
over each question's code is the stem), must be a sentence of some words, not a one-word
answer (`True`), and every copy of it must stand over words, not options, code or a rule.
Nor does a heading that names the answer (`*** Answer` of an org-drill item): the same
first paragraph under three answers is their shared answer, not an instruction. And some
text below a copy must ask (`..., which keyword would I use?`): notes whose topics all open
with the same sentence over more prose hold no question for it to stand over; nor does a
line that asks in form but is the last of its section, with no answer below it."""

from __future__ import annotations

import re
from itertools import islice

from srs.importers.asking import asks
from srs.importers.common import ANSWER_RE, ANSWER_WORD_RE, OPTION_RE, holds
from srs.importers.lazyre import lazy

__all__ = ["quiz_furniture"]

_FIRST_LINE_RE = lazy(
    r"^#{1,6}[ \t][^\n]*[^?？\s][ \t]*\n(?:[ \t]*\n)*(?P<line>[^\s#>`|<*_\-+\d][^\n]*[^?？\s:：])[ \t]*$",
    re.M,
)
"""A heading that does not ask, then (past blank lines) its first text: a plain line."""
_LOOKED_AT = 6
"""How many headings' first lines may name the furniture: it stands under the first ones."""
_OPENING = 20_000
"""How far into the text the furniture is looked for: it stands under the first headings
(a 10,000-question quiz with no such line was searched to its end, 3% of its import)."""
_LEAST_REPEATS = 3
_LEAST_WORDS = 3


def quiz_furniture(text: str) -> str:
    """The text with a repeated instruction line under each heading blanked (see the module).

    Args:
        text: the document's Markdown.

    Returns:
        The text, unchanged unless one line stands first under three headings or more.
    """
    if not holds(text, "\n#"):
        return text
    for m in islice(_FIRST_LINE_RE.finditer(text, 0, _OPENING), _LOOKED_AT):
        line = m.group("line")
        if "?" in line or len(line.split()) < _LEAST_WORDS:
            continue  # a line that asks (`What does this print?<br>`) is the stem itself
        if text.count(f"\n{line}") < _LEAST_REPEATS:
            continue  # the cheap test first: the line written three times at all
        furniture = re.compile(
            r"(?P<head>^#{1,6}[ \t][^\n]*[^?？\s][ \t]*\n(?:[ \t]*\n)*)"
            rf"{re.escape(line)}[ \t]*$\n(?:[ \t]*\n)*(?P<next>[^#\s][^\n]*)",
            re.M,
        )
        found = [
            f
            for f in furniture.finditer(text)
            if _asks_below(f.group("next")) and not _names_answer(f.group("head"))
        ]
        if (
            len(found) >= _LEAST_REPEATS
            and len(found) == text.count(f"\n{line}")
            and any(_asks_over_more(text, f) for f in found)
        ):
            return _blank_furniture(text, [f.end("head") for f in found])
    return text


def _asks_below(text: str) -> bool:
    """Whether the line below the repeated one is a question's text, in words: not code, a
    rule, its options nor its answer (a stem repeated under each heading over its options is
    the question itself; a line repeated over a rule is each section's answer)."""
    return text[0].isalpha() and OPTION_RE.match(text) is None and ANSWER_RE.match(text) is None


def _asks_over_more(text: str, found: re.Match[str]) -> bool:
    """Whether the line below a copy asks and has text of its own below it before the next
    heading: a question's answer. Under notes' topics that all open with one sentence, a
    closing `Rank data.` asks in form but is the last line of its answer, over nothing."""
    if not asks(found.group("next")):
        return False
    below = text.find("\n#", found.end("next"))
    return not text[found.end("next") : below if below >= 0 else len(text)].isspace()


def _names_answer(head: str) -> bool:
    """Whether a heading (with the blank lines after it) only says "answer" (`### Answer`)."""
    words = head.strip().lstrip("#").strip().strip("*_ \t")
    return ANSWER_WORD_RE.match(words) is not None


def _blank_furniture(text: str, starts: list[int]) -> str:
    """The text with the line at each start offset blanked, line numbers kept."""
    parts: list[str] = []
    last = 0
    for start in starts:
        end = text.find("\n", start)
        parts.append(text[last:start])
        last = end
    parts.append(text[last:])
    return "".join(parts)
