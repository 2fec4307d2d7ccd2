"""A bare fence that hides the next questions of a numbered series in code: dropped.

A Chinese front-end test (`15. question`, options `a. ...`, `> 答案为 c`, `> 解析:` over the
explanation in a fence) wraps one question's options and key in a ```` ``` ```` the author
never closes; the fence meant to open the explanation closes it instead, and the one meant to
close the explanation opens a block that holds the next question. From there on every fence
pairs the wrong way: questions 16 to 20 sat in code, the explanations between them were read
as text, and the last fence opened nothing. Six questions were lost, none named.

Here, when the fences leave one open at the end of the document and a line that goes on with
the document's numbered series (`16.` after `15.` at the margin, written as the questions
outside code are: the same mark, the same heading marks or none) sits inside code, the bare
fences from the series' last visible line to that block's opener are tried in turn: the first
whose removal pairs every fence, shows every line of the series and hides none that showed
becomes a blank line, line for line. A code block holding `1.` lines (steps, a listing) goes
on with no series, and a document whose fences pair up is left as written; a stray tagged
fence is srs.importers.strayfences'.
"""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from srs.importers.fences import fence_after, has_fences
from srs.importers.lazyre import lazy

__all__ = ["series_fences", "series_in_code"]

_NUMBERED_RE = lazy(
    r"^(?P<lead>#{1,6}[ \t]+|\*\*)?(?P<num>\d{1,4})(?P<mark>[.)、．])(?:[ \t]+\S|(?=[^\s\d]))"
)
"""A numbered line at the margin (`16. text`, `18.text`, `## 3. text`, `**4.** text`, `5、
text`): a question of a numbered series, or a step of a listing (`1.5` is a figure)."""
_MOST_REPAIRS = 4
"""How many stray fences one document may lose (each repair walks the text again)."""


class _Numbered(NamedTuple):
    """A numbered line: its index, number, shape (heading marks and mark), and the line of
    the fence that opens the code block holding it (-1 outside code)."""

    at: int
    number: int
    shape: tuple[str, str]
    block: int


def series_fences(text: str) -> str:
    """The text with each stray bare fence that hides the numbered series in code blank (see
    the module doc); a text whose fences all pair up is returned as it is."""
    if not has_fences(text):
        return text
    lines = text.split("\n")
    changed = False
    for _ in range(_MOST_REPAIRS):
        code, left_open = _in_code(lines)
        if left_open < 0:
            break  # every fence pairs up
        numbered = _numbered(lines, code)
        hidden = _hidden_series(numbered)
        stray = _stray(lines, numbered, hidden[0]) if hidden else None
        if stray is None:
            break
        lines[stray] = ""
        changed = True
    return "\n".join(lines) if changed else text


def series_in_code(lines: list[str]) -> list[tuple[int, int]]:
    """Each line of the numbered series a closed block of code opened by a bare fence still
    hides, with that fence's line (0-based): the fences `series_fences` could not pair
    otherwise (two strays pair with each other), reported so that no question is lost in
    silence. A block never closed is read as text by the readers: none of its lines is."""
    code, left_open = _in_code(lines)
    return [
        (line.at, line.block)
        for line in _hidden_series(_numbered(lines, code))
        if line.block != left_open and _bare_fence(lines[line.block])
    ]


def _in_code(lines: list[str]) -> tuple[list[int], int]:
    """The line of the fence that opens the code block holding each line (-1 outside code;
    a fence line is outside), and that of the block left open at the end (-1: none)."""
    fence: str | None = None
    opened = -1
    code = [-1] * len(lines)
    for k, line in enumerate(lines):
        if "`" in line or "~" in line:
            was_open = fence is not None
            fence, is_fence = fence_after(fence, line)
            if is_fence:
                opened = k if not was_open else opened
                continue
        if fence is not None:
            code[k] = opened
    return code, opened if fence is not None else -1


def _numbered(lines: list[str], code: list[int]) -> list[_Numbered]:
    """The numbered lines at the margin, in code or not."""
    found = []
    for k, line in enumerate(lines):
        if line[:1] in "#*0123456789" and (m := _NUMBERED_RE.match(line)) is not None:
            shape = ((m.group("lead") or "").strip(), m.group("mark"))
            found.append(_Numbered(k, int(m.group("num")), shape, code[k]))
    return found


def _hidden_series(numbered: list[_Numbered]) -> list[_Numbered]:
    """The lines in code that go on with the series of the shape most numbered lines outside
    code have. A block's first such line must number the series' next question (`16.` after
    `15.`): a listing numbered from `1.` in the answer to `1.` goes on with no series; the
    block's later lines then number as the line before them, or one more (`18.` twice)."""
    shown = Counter(line.shape for line in numbered if line.block < 0)
    if not shown:
        return []
    shape = shown.most_common(1)[0][0]
    last, block, goes_on = 0, -1, False
    hidden = []
    for line in numbered:
        if line.shape != shape:
            continue
        if line.block < 0:
            last = line.number
            continue
        if line.block != block:
            block, goes_on = line.block, last > 0 and line.number == last + 1
        if goes_on and line.number in (last, last + 1):
            hidden.append(line)
            last = line.number
    return hidden


def _stray(lines: list[str], numbered: list[_Numbered], first: _Numbered) -> int | None:
    """The first bare fence between the series' last shown line before `first` and the
    opener of the block that holds it whose removal pairs every fence and shows the series,
    hiding none of it; None when no fence does."""
    shown = [line for line in numbered if line.block < 0 and line.shape == first.shape]
    before = [line.at for line in shown if line.at < first.at]
    start = before[-1] if before else 0
    for k in range(start + 1, first.block + 1):
        if not _bare_fence(lines[k]):
            continue
        tried = [*lines[:k], "", *lines[k + 1 :]]
        code, left_open = _in_code(tried)
        if left_open >= 0 or any(code[line.at] >= 0 for line in shown):
            continue
        if not _hidden_series(_numbered(tried, code)):
            return k
    return None


def _bare_fence(line: str) -> bool:
    """A fence line at the margin with no info string (```` ``` ````)."""
    body = line.strip()
    return body in ("```", "~~~") or (body[:3] in ("```", "~~~") and not body.strip("`~"))
