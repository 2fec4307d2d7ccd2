"""Numbered headings that drop the dot after their number midway, or write a hyphen for it
(`# 3-What does go vet check?`), or a dash set apart by blanks (`## 24 - ¿Cuáles ...?` among
`## 23. ¿Qué ...?`): the dot put back.

A Docker practice set numbers its questions `### 1.` ... `## 25.`, then goes on `## 26
Docker security scan ...`, `## 27 ...` to `## 40`: the number is still the question's, but
with no dot after it the heading reads as unnumbered text, so the answer key at the end
(`26) B.`) reached none of them. Here a heading that starts with a number and a space (behind
its pictographs or not: `## 📌 28 Can you ...?`), when that number is one more than the last
numbered heading's at the same level (one numbered with a dot, or one such heading before
it), and its text is capitalised or asks (`### 12 explain the states of a process?` among
lower-case questions), gets its dot back: `## 26. Docker ...`; so does one whose text opens
with a capitalised question word, at a level that numbers its questions (`## 📌 31 How ...?`
after another 31). A heading that does not continue the count (`## 2019 Highlights` under
`## 1. Intro`) is left alone. Line for line, like every marker rewrite (srs.importers.markers).
"""

from __future__ import annotations

import bisect
import re

from srs.importers.asking import asks
from srs.importers.common import MARKS, QUESTION_WORD_RE, holds
from srs.importers.fences import fence_after, outside_code
from srs.importers.holding import HEADINGS, any_line, search_led
from srs.importers.lazyre import lazy

__all__ = ["dotted_heading_numbers", "hyphened_heading_numbers", "lost_heading_marks"]

_UNDOTTED_RE = lazy(rf"\n {{0,3}}#{{1,6}}[ \t]+{MARKS}\d{{1,4}}[ \t]+\S")
"""A heading numbered with no dot after its number, searched from a newline (a literal)."""

_NUMBERED_HEADING_RE = lazy(
    rf"^(?P<marks> {{0,3}}#{{1,6}})[ \t]+(?P<pict>{MARKS})(?P<num>\d{{1,4}})(?P<dot>[.)]?)"
    r"(?P<gap>[ \t]+)(?P<rest>\S.*)$"
)
"""A numbered heading, its number behind the pictographs that decorate it or not (`## 📌 28
Can you ...?` among `## 📌 27. What ...?`)."""


def dotted_heading_numbers(text: str) -> str:
    """The text with each bare-numbered heading that continues a dotted count dotted (see
    the module doc)."""
    if not holds(text, "\n#") or not search_led(_UNDOTTED_RE, text, HEADINGS):
        return text  # no heading numbered without a dot: the cheap search first
    lines = text.split("\n")
    last: dict[int, int] = {}  # per heading level: the number the count has reached
    for k, line in enumerate(lines):
        if line[:1] not in ("#", " "):
            continue
        m = _NUMBERED_HEADING_RE.match(line)
        if m is None:
            continue
        level, number = m.group("marks").count("#"), int(m.group("num"))
        dashed = None if m.group("dot") else _DASHED_RE.match(m.group("rest"))
        if m.group("dot"):
            last[level] = number
        elif dashed is not None and _counted(last.get(level), number, dashed.group(1).lstrip("¿¡")):
            lines[k] = f"{m.group('marks')} {m.group('pict')}{number}. {dashed.group(1)}"
            last[level] = number
        elif _counted(last.get(level), number, m.group("rest")):
            marks, pict = m.group("marks"), m.group("pict")
            lines[k] = f"{marks} {pict}{number}.{m.group('gap')}{m.group('rest')}"
            last[level] = number
    return "\n".join(lines)


_DASHED_RE = lazy(r"[-\u2013\u2014][ \t]+([¿¡]?[^\W\d_].*)$")
"""The text of a heading numbered `N - ` (a dash set apart by blanks), a letter after it:
`## 24 - ¿Cuáles ...?` among `## 23. ¿Qué ...?` is numbered as they are, and is dotted when
it counts as they do (`_counted`); `## 2 - 3 = ?` (no letter) is not."""


def _counted(last: int | None, number: int, rest: str) -> bool:
    """Whether a bare-numbered heading is a question of the count at its level: it continues
    the count (see `_titled`), or, the level counting its questions at all, its text opens
    with a capitalised question word (`## 📌 31 How ...?` after another `31`: a number said
    twice, still no part of the question)."""
    if last is None:
        return False
    if last == number - 1 and _titled(rest):
        return True
    return rest[:1].isupper() and QUESTION_WORD_RE.match(rest) is not None


def _titled(rest: str) -> bool:
    """Whether a bare-numbered heading's text reads as a question's: capitalised (`Docker
    security scan`), or asking when the document writes its questions in lower case (`12
    explain all the states of a process?`)."""
    return rest[:1].isupper() or (rest[:1].isalpha() and asks(rest))


_NUMBERED_LINE_RE = lazy(r"^(?P<num>\d{1,4})[.)](?:[ \t]+|(?=[^\s\d.)]))(?P<rest>\S.*)$")
"""A line at the margin numbered `N.` or `N)`, a blank after the mark or none before its text
(`27.string与StringBuffer的区别？`, the same slip as a heading typed `##### 26.抽象类`); never
a figure (`3.14`)."""


def lost_heading_marks(text: str) -> str:
    """The text with each question line that lost its heading marks given them back.

    A gcloud Q&A numbers its questions `### 1.` ... `### 30.` over code, but writes one of
    them as a plain line (`4. How do you check the installed gcloud version?`) between the
    code of question 3 and its own: read as text, question 4 ran into question 3's answer
    and was no card. A Java Q&A in Chinese did the same with no blank after its number
    (`27.string与stringbuffer的区别？` between `##### 26.抽象类与接口？` and `##### 28.`).
    A line at the margin, outside code, numbered `n.` where the numbered headings around it
    are `n-1` and `n+1` of the same level, and that asks, is that level's heading (`### 4.
    How ...?`): it fills the count's gap exactly, so a step list in an answer (`1.`, `2.`
    under `### 7.`) is never taken. So is the last question's (`n-1` the last of two or
    more headings in a row), when it is a paragraph of its own and the first numbered line
    after that heading (`3. Restart it?` under a `1.`, `2.` list is the list's). Line for
    line; before the headings' numbers are spaced (srs.importers.spacednumbers), which the
    line's number then counts among."""
    if not holds(text, "\n#") or not search_led(_ANY_NUMBERED_HEADING_RE, text, HEADINGS):
        return text  # no numbered heading at all: the cheap test first
    lines = text.split("\n")
    numbered, loose = _numbered_rows(lines)
    rows = [h[0] for h in numbered]
    for k in loose:
        at = bisect.bisect(rows, k)
        if 0 < at < len(rows):
            _mark_if_gap(lines, k, numbered[at - 1], numbered[at])
    if len(numbered) > 1 and _counted_on(numbered[-2], numbered[-1]):
        at = bisect.bisect(loose, numbered[-1][0])  # the first numbered line after the last
        if at < len(loose):
            _mark_if_last(lines, loose[at : at + 2], numbered[-1])
    return "\n".join(lines)


_ANY_NUMBERED_HEADING_RE = lazy(r"\n {0,3}#{1,6}[ \t]+\d{1,4}\.")
"""A dotted numbered heading, searched from a newline (a literal first)."""
_DOTTED_HEADING_RE = lazy(
    rf"^(?P<marks> {{0,3}}#{{1,6}})[ \t]+{MARKS}(?P<num>\d{{1,4}})[.)](?![\d.)])"
)
"""A heading numbered `N.` (or `N)`), a blank after its mark or not (`##### 26.抽象类`)."""

_Numbered = tuple[int, str, int]
"""A dotted numbered heading: its line, its marks (`###`), its number."""


def _numbered_rows(lines: list[str]) -> tuple[list[_Numbered], list[int]]:
    """The dotted numbered headings, and the numbered lines at the margin, outside code."""
    numbered: list[_Numbered] = []
    loose: list[int] = []
    fence: str | None = None
    for k, line in enumerate(lines):
        if "`" in line or "~" in line:  # a fence mark can only be such a line
            fence, is_fence = fence_after(fence, line)
            if is_fence:
                continue
        head = line[:1]
        if fence is not None or not head or not (head.isdigit() or head in "# "):
            continue
        m = _DOTTED_HEADING_RE.match(line)
        if m is not None:
            numbered.append((k, m.group("marks").strip(), int(m.group("num"))))
        elif head.isdigit() and _NUMBERED_LINE_RE.match(line):
            loose.append(k)
    return numbered, loose


def _mark_if_gap(lines: list[str], k: int, before: _Numbered, after: _Numbered) -> None:
    """Line k as a heading when the numbered headings on each side of it (`before`, `after`)
    leave its number out (see `lost_heading_marks`) and it asks."""
    m = _NUMBERED_LINE_RE.match(lines[k])
    (_, marks, prev), (_, next_marks, nxt) = before, after
    if m is None or marks != next_marks:
        return
    if prev + 1 == int(m.group("num")) == nxt - 1 and asks(m.group("rest")):
        lines[k] = f"{marks} {lines[k]}"


def _counted_on(before: _Numbered, last: _Numbered) -> bool:
    """Whether the last numbered heading goes on from the one before it (same level, the
    next number): a count whose next question a line after it may be."""
    return before[1] == last[1] and before[2] + 1 == last[2]


def _mark_if_last(lines: list[str], loose: list[int], last: _Numbered) -> None:
    """The first numbered line after the last numbered heading (`last`) as a heading when it
    goes on from it, is a paragraph of its own (a blank line above it, no item numbered
    next among the `loose` lines after it: `21. ...?` over `22. ...?` lists questions) and
    asks: the count's last question."""
    k = loose[0]
    m = _NUMBERED_LINE_RE.match(lines[k])
    _, marks, prev = last
    if m is None or prev + 1 != int(m.group("num")) or lines[k - 1].strip():
        return
    listed = [n for n in loose[1:] if _number(lines[n]) == prev + 2]
    if not listed and asks(m.group("rest")):
        lines[k] = f"{marks} {lines[k]}"


def _number(line: str) -> int | None:
    """The number a numbered line at the margin opens with."""
    m = _NUMBERED_LINE_RE.match(line)
    return int(m.group("num")) if m is not None else None


_HYPHENED_RE = lazy(rf"(?m)^ {{0,3}}#{{1,6}}[ \t]+{MARKS}\d{{1,4}}-[^\W\d_]")
"""A heading numbered `N-` with no blank before its text (`# 3-What ...`): the whole-text test."""
_HYPHENED_HEADING_RE = lazy(
    rf"^(?P<marks> {{0,3}}#{{1,6}})[ \t]+(?P<pict>{MARKS})(?P<num>\d{{1,4}})-(?P<rest>[^\W\d_].*)$"
)


def hyphened_heading_numbers(text: str) -> str:
    """The text with each heading numbered `N-` (`# 3-What does go vet check?`, a Go notes
    page's whole layout) dotted, `# 3. What ...`, so its number goes as every heading
    number does; but only where the count runs: a heading whose number follows or is followed
    by the number of the next such heading at its level, three such headings at least. A
    lone `# 3-way handshake`, or `# 2-phase commit` far from a `# 3-...`, is a title whose
    number is its text, and stays. Line for line."""
    if not holds(text, "#") or not any_line(_HYPHENED_RE, text):
        return text  # no heading numbered with a hyphen: the cheap search first
    lines = text.split("\n")
    rows: dict[int, list[tuple[int, int, re.Match[str]]]] = {}  # per level: in order
    for k, line in outside_code(lines):
        m = _HYPHENED_HEADING_RE.match(line) if line[:1] in ("#", " ") else None
        if m is not None:
            rows.setdefault(m.group("marks").count("#"), []).append((k, int(m.group("num")), m))
    for row in rows.values():
        numbers = [number for _, number, _ in row]
        counted = [i for i in range(len(row)) if _in_count(numbers, i)]
        if len(counted) < _LEAST_COUNTED:
            continue  # `### 3-way Handshake` over `### 4-way Handshake`: two titles, no count
        for k, number, m in (row[i] for i in counted):
            lines[k] = f"{m.group('marks')} {m.group('pict')}{number}. {m.group('rest')}"
    return "\n".join(lines)


_LEAST_COUNTED = 3
"""Two hyphen-numbered headings in a row may be titles whose numbers are words (`3-way
Handshake`, `4-way Handshake`; `1-Mark Questions`, `2-Mark Questions`); three make a count."""


def _in_count(numbers: list[int], i: int) -> bool:
    """Whether the i-th hyphen-numbered heading of a level (`numbers`: theirs, in order) is
    one of a count: the one before it is numbered one less, or the one after it one more."""
    before = i > 0 and numbers[i - 1] == numbers[i] - 1
    return before or (i + 1 < len(numbers) and numbers[i + 1] == numbers[i] + 1)
