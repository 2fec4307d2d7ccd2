"""The sub-headings of a lettered sub-question's answer: parts of that answer, no questions.

Interview guides group a few questions under one heading (`## 📌 5. VPC Related Questions`)
and letter them one level down (`### 🔹 a. What is CIDR in a VPC?`, `### 🔹 b. ...`), each
answer set out in sub-headings at that same level (`### ✅ Example:`, `### ✅ Use Case:`,
`### ✅ Key Characteristics:`). Taken for the group's own questions (a heading under `##
... Questions`), those sub-headings made junk cards, cut each lettered answer at its first
one, and, once marked like the questions at their level, made the sub-headings of every other
answer at that level questions too (`### ✅ CloudWatch Overview:` under `## 📌 4. ...?`, whose
question was then left with no answer).

Here two or more headings lettered one after the other (`a.`, `b)`, `(c)`) at one level of
one section, each asking, are that section's sub-questions; a heading after one of them at
its level, before the next heading at that level or higher that is lettered, asks, or is
numbered, is a part of its answer (its line becomes the answer's text). A lettered run that
does not ask (`### a. Setup`, `### b. Usage`) is a tutorial's steps: left as it was.
"""

from __future__ import annotations

from srs.importers.asking import asks
from srs.importers.common import NUMBERED_TEXT_RE
from srs.importers.labelstart import label_start
from srs.importers.lazyre import lazy

__all__ = ["lettered_parts"]

_LETTERED_RE = lazy(r"^(?:\*\*|__)?(?:\((?P<p>[A-Za-z])\)|(?P<l>[A-Za-z])[.)])(?:\*\*|__)?[ \t]+\S")
"""`a. What is X?`, `b) ...`, `(c) ...`, `**d.** ...`: a sub-question's letter."""


def lettered_parts(headings: dict[int, tuple[int, str]]) -> list[int]:
    """The headings that are parts of a lettered sub-question's answer (see the module doc)."""
    rows = list(headings)
    letters = {k: _letter(headings[i][1]) for k, i in enumerate(rows)}
    if sum(1 for letter in letters.values() if letter) < 2:
        return []  # (the cheap test: no two lettered headings)
    found: list[int] = []
    for k, letter in letters.items():
        if letter and _in_run(rows, headings, letters, k):
            found += _parts_below(rows, headings, letters, k)
    return found


def _letter(text: str) -> str:
    """The letter of a lettered heading that asks, else ''."""
    m = _LETTERED_RE.match(text)
    if m is None or not asks(text[m.end() - 1 :]):
        return ""
    return (m.group("p") or m.group("l")).lower()


def _sibling(
    rows: list[int], headings: dict[int, tuple[int, str]], k: int, step: int
) -> int | None:
    """The row of the nearest heading at row k's level, going `step` (-1 up, 1 down), in
    its section (None past a heading above that level)."""
    level = headings[rows[k]][0]
    j = k + step
    while 0 <= j < len(rows):
        if headings[rows[j]][0] < level:
            return None
        if headings[rows[j]][0] == level:
            return j
        j += step
    return None


def _in_run(
    rows: list[int], headings: dict[int, tuple[int, str]], letters: dict[int, str], k: int
) -> bool:
    """Whether the lettered heading at row k has the letter before it or the letter after it
    on a lettered sibling of its section (past the parts of an answer between them)."""
    letter = letters[k]
    for step in (-1, 1):
        j = _sibling(rows, headings, k, step)
        while j is not None and not letters[j] and not _ends_parts(headings[rows[j]][1]):
            j = _sibling(rows, headings, j, step)
        if j is not None and letters[j] and ord(letters[j]) - ord(letter) == step:
            return True
    return False


def _ends_parts(text: str) -> bool:
    """A heading no answer's part can be: one that asks, is numbered or labelled."""
    return (
        asks(text)
        or NUMBERED_TEXT_RE.match(text) is not None
        or _LETTERED_RE.match(text) is not None
        or label_start(text, in_heading=True) is not None
    )


def _parts_below(
    rows: list[int], headings: dict[int, tuple[int, str]], letters: dict[int, str], k: int
) -> list[int]:
    """The headings at row k's level after it that are parts of its answer."""
    parts: list[int] = []
    j = _sibling(rows, headings, k, 1)
    while j is not None and not letters[j] and not _ends_parts(headings[rows[j]][1]):
        parts.append(rows[j])
        j = _sibling(rows, headings, j, 1)
    return parts
