"""Whole-line bold titles among whole-line bold questions are questions too:

    **What is hoisting?**

    - Variables are moved to the top of their scope.

    **`slice` vs `splice`**

    - `slice` returns a copy; `splice` changes the array.

Notes that set every question as a bold line of its own, its answer in bullets under it,
now and then title one without a question mark (a comparison, `**Give an example of X**`).
Only bold lines that end with `?` were read as questions (common.BOLD_QUESTION_RE), so such
a title's answer was dropped as text in no card; and a first question without `?` was taken
as the deck's title and its answer as an introduction. Where three or more bold questions
stand so, most of them over a bullet, a bold line of the same shape is a question too: at
the margin, after a blank line, over a bullet, three words or more, no label (`**Note:**`,
`**Answer**`), numbered if most bold questions are and not if not: a short bold word over
bullets (`**Advantages**`) or a section title in an answer stays part of that answer.
"""

from __future__ import annotations

from srs.importers.common import (
    ANSWER_RE,
    BOLD_LINE_RE,
    BOLD_QUESTION_RE,
    NUMBERED_TEXT_RE,
    next_content,
)
from srs.importers.labeltext import tidy_label
from srs.importers.lazyre import lazy
from srs.importers.values import Line, Start

__all__ = ["bold_sibling_starts"]

_BULLET_RE = lazy(r"[-*+][ \t]+\S")
"""A bullet at the margin: the answer under a bold question."""
_FEWEST = 3
"""Bold questions a document needs before a bold title among them counts as one."""


def bold_sibling_starts(lines: list[Line]) -> dict[int, Start]:
    """Row → question start of each bold title shaped as the document's bold questions (see
    the module docstring); {} for any other document."""
    bold = [i for i, line in enumerate(lines) if line.text[:2] in ("**", "__") and not line.code]
    if len(bold) < _FEWEST + 1:
        return {}  # the cheap test: too few bold lines at the margin
    asked = {i for i in bold if BOLD_QUESTION_RE.match(lines[i].text)}
    if not _in_bullets(lines, asked):
        return {}  # not a document of bold questions answered in bullets
    numbered = 2 * sum(1 for i in asked if _numbered(lines[i].text)) > len(asked)
    starts: dict[int, Start] = {}
    for i in bold:
        text = _sibling(lines, i, numbered) if i not in asked else None
        if text is not None:
            starts[i] = Start(None, text, weak=True)
    return starts


def _in_bullets(lines: list[Line], asked: set[int]) -> bool:
    """Whether enough bold questions stand in the document, most of them over a bullet."""
    over = sum(1 for i in asked if _over_bullet(lines, i))
    return len(asked) >= _FEWEST and 3 * over >= 2 * len(asked)


def _sibling(lines: list[Line], i: int, numbered: bool) -> str | None:
    """The question of bold line i when it is shaped as the bold questions are (numbered or
    not as most of them): after a blank line, over a bullet, a title (`_titles`)."""
    m = BOLD_LINE_RE.match(lines[i].text)
    if m is None or (i > 0 and lines[i - 1].text.strip()) or not _over_bullet(lines, i):
        return None
    text = tidy_label(m.group("text"))
    return text if _titles(text, numbered) else None


def _numbered(text: str) -> bool:
    """Whether a bold line's text is numbered (`**3. What is X?**`)."""
    return NUMBERED_TEXT_RE.match(text.strip(" *_")) is not None


def _titles(text: str, numbered: bool) -> bool:
    """Whether a bold line's text may title a question: three words or more, no label, and
    numbered when most bold questions are (`**🔐 Credentials setup**` among `**3. What is
    X?**` is a section of an answer, not a question)."""
    return (
        len(text.split()) >= 3
        and _numbered(text) == numbered
        and not text.rstrip(" *_").endswith((":", "："))
        and ANSWER_RE.match(text) is None
    )


def _over_bullet(lines: list[Line], i: int) -> bool:
    """Whether the next line with text after line i is a bullet at the margin."""
    nxt = next_content(lines, i)
    return nxt is not None and not lines[nxt].code and _BULLET_RE.match(lines[nxt].text) is not None
