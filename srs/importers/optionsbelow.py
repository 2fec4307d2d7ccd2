"""Whether options follow a numbered start inside an answer: a quiz after the topic.

srs.importers.markdown keeps a numbered start inside the answer of a heading that asks as a
question of its own when options follow it (`**1.** Which command ...?` over `a) ls`, `b)
cd`); a lettered line that titles the text below it is a sub-step of the answer, no option.

Options under the last item of a tight numbered run are the run's, not that item's: an exam
question lists its premises in its stem (`1. _____ is the ability to ...`, `2. _____ ...`,
each on the line right under the one before) and then the options that fill them. The last
premise was made a question of its own, with the options, and the stem lost its card. The
last item of a tight run numbered from `1.` (no blank between items, no option on the way),
none of whose lines asks, goes on a list; a quiz's numbered questions each have their
options, or a blank, between them, or ask, and stay questions.
"""

from __future__ import annotations

from srs.importers.common import ITEM_NUMBER_RE, OPTION_RE
from srs.importers.lazyre import lazy
from srs.importers.values import Line, Start

__all__ = ["options_follow"]

_ASKS_RE = lazy(r"[?\uff1f][ \t*_]*$")
"""A line that ends on a question mark, emphasis aside: an item that asks."""


def options_follow(
    lines: list[Line], i: int, starts: dict[int, Start], headings: dict[int, tuple[int, str]]
) -> bool:
    """Whether option lines (`- **a)** text`, or task boxes `- [x] text` of a course quiz)
    follow the start at line i before the next one. A lettered line that ends in a colon
    titles the text below it (`a) **Root server** :` over its points, a sub-step of the
    answer's step `**2. Recursive lookup** :`): no option, whose text is its own. The last
    item of a tight numbered run has none of its own (see the module doc)."""
    if _goes_on_a_run(lines, i, starts):
        return False
    for j in range(i + 1, min(len(lines), i + 40)):
        if j in starts or j in headings:
            return False
        text = lines[j].text
        box = text[:1] in "-*+" and text[1:4] in (" [ ", " [x", " [X")
        if not lines[j].code and (box or (OPTION_RE.match(text) and not _titles_below(text))):
            return True
    return False


def _goes_on_a_run(lines: list[Line], i: int, starts: dict[int, Start]) -> bool:
    """Whether the start at line i ends a tight run of numbered items from `1.` (no blank and
    no option between them) none of which asks: a stem's premises, not the next question. The
    items above need not be starts (a premise that neither asks nor has options is none); a
    run whose items ask (`39. What is X?` over `40. Explain Y?` over `a. ...`) is a list of
    questions and stays one."""
    number = starts[i].number if i in starts else None
    if number is None or number < 2 or _ASKS_RE.search(lines[i].text):
        return False
    for j in range(i - 1, max(-1, i - 40), -1):
        text = lines[j].text
        if lines[j].code or not text.strip() or OPTION_RE.match(text) or _ASKS_RE.search(text):
            return False
        m = ITEM_NUMBER_RE.match(text)
        if m is not None:
            if int(m.group(1)) != number - 1:
                return False
            number -= 1
            if number == 1:
                return True
    return False


def _titles_below(text: str) -> bool:
    """Whether a line ends in a colon, bold marks and spaces aside (`a) **Root server** :`)."""
    return text.rstrip(" \t*_")[-1:] in (":", "\uff1a")
