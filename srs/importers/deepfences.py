"""A fenced block inside a list item, opened deeper than a fence at the margin may stand:

    Q4. Can arrays nest?
    * Example:
        ```
        [[1, 2], [3]]
       ```
    Q5. How do you test for an array?

CommonMark lets a fence stand up to three blanks into the text of the list item that holds
it: under `* Example:` (its text two columns in) a fence four blanks deep opens code, and its
closing fence may stand up to five deep. Every walk over fences here (the line pass's and
each rewrite's, `FENCE_RE`) knows only the margin's rule, at most three blanks: it passed
over such an opening fence and took its closing fence for an opening one, so every block
after it paired the wrong way, code read as text and questions as code (fourteen questions
of a front-end interview page swallowed). Such a block is moved left, line for line, until
its fences stand three blanks deep: its code keeps its indent under the fence, and every
later walk pairs the fences as the author wrote them.

Only a block in an item whose text starts three columns in or less is moved: there a fence
three deep is still inside the item, so the Markdown reader reads the item as before. A
block in a more deeply nested item stays as written (every walk passes over both its fences
alike, and the Markdown reader reads it right). A fence deeper than its item allows (an
indented code block showing a fence) or under no item is no fence, as CommonMark reads it.
"""

from __future__ import annotations

from srs.importers.common import LIST_ITEM_RE, holds
from srs.importers.fences import closes_fence, fence_after
from srs.importers.lazyre import lazy

__all__ = ["deep_fences"]

_DEEP_FENCE_RE = lazy(r"^(?P<lead> {4,6})(?P<fence>`{3,}(?=[^`]*$)|~{3,})")
"""A fence mark four to six blanks deep: as deep as an item whose text starts three columns
in or less lets it stand (a backtick fence's info string holds no backtick, as `FENCE_RE`
has it)."""
_ANY_FENCE_RE = lazy(r"^(?P<lead> *)(?P<fence>`{3,}(?=[^`]*$)|~{3,})")
_MARGIN = 3
"""How deep a fence may stand at the margin (CommonMark), and so for every walk here."""
_LOOK_BACK = 100
"""How many lines with text above a deep fence are read for the item holding it."""


def deep_fences(text: str) -> str:
    """The text with each block opened inside a list item deeper than three blanks moved
    left until its fences stand three deep (see the module docstring)."""
    if not holds(text, "    ```", "    ~~~"):
        return text  # no fence four blanks deep: the cheap test first
    lines = text.split("\n")
    code = [False] * len(lines)  # whether each line is inside a block (or one of its fences)
    fence: str | None = None
    changed = False
    k = 0
    while k < len(lines):
        was_open = fence is not None
        fence, is_fence = fence_after(fence, lines[k])
        code[k] = was_open or is_fence
        close = None if code[k] else _deep_block(lines, code, k)
        if close is not None:
            _move_left(lines, k, close)
            code[k : close + 1] = [True] * (close + 1 - k)
            changed = True
            k = close
        k += 1
    return "\n".join(lines) if changed else text


def _deep_block(lines: list[str], code: list[bool], k: int) -> int | None:
    """The closing line of the block that line `k` opens four to six blanks deep inside a
    list item whose text starts three columns in or less; None when the line opens none (no
    such fence, no such item, or nothing closes it)."""
    line = lines[k]
    if line[:4] != "    " or ("```" not in line and "~~~" not in line):
        return None  # the cheap test first
    m = _DEEP_FENCE_RE.match(line)
    if m is None:
        return None
    indent = len(m.group("lead"))
    content = _item_content(lines, code, k, indent)
    if content is None or indent > content + _MARGIN:
        return None
    fence = m.group("fence")
    if content > _MARGIN:
        return _margin_close(lines, k, fence, content)
    for j in range(k + 1, len(lines)):
        c = _ANY_FENCE_RE.match(lines[j]) if fence[0] in lines[j] else None
        if (
            c is not None
            and len(c.group("lead")) <= content + _MARGIN
            and c.group("fence")[0] == fence[0]
            and len(c.group("fence")) >= len(fence)
            and closes_fence(lines[j][c.end() :])
        ):
            return j
    return None


def _margin_close(lines: list[str], k: int, fence: str, content: int) -> int | None:
    """The closing fence at the margin of a block opened at line `k` in an item whose text
    starts more than three columns in, when its code is typed at the margin too (`1.  isOn()`
    / `    ```` / `bool c = ...;` / ```` ``` ````, as a blog converter writes it): the author
    closed it there. CommonMark ends the item at the first margin line, and with it the
    block, so that fence opened another that paired every later fence the wrong way (a
    hundred questions read as code). None when any code line stands in the item's text or
    the next fence mark is no margin close; None too when the code does not start right
    under the fence at the margin, or a fence as deep stands open above it in the item's
    text (then the line closes that block)."""
    below = lines[k + 1] if k + 1 < len(lines) else ""
    if not below.strip() or _lead(below) > 0 or _closes_above(lines, k, content):
        return None
    for j in range(k + 1, len(lines)):
        line = lines[j]
        c = _ANY_FENCE_RE.match(line) if fence[0] in line else None
        if c is not None:
            closing = c.group("fence")[0] == fence[0] and len(c.group("fence")) >= len(fence)
            good = closing and len(c.group("lead")) <= _MARGIN and closes_fence(line[c.end() :])
            return j if good and j > k + 1 else None
        if line.strip() and _lead(line) >= content:
            return None  # code in the item's text: a block CommonMark reads as written
    return None


def _closes_above(lines: list[str], k: int, content: int) -> bool:
    """Whether the fence on line `k` closes a block: an odd count of fence marks in the
    item's text right above it (blank lines and lines at least `content` deep)."""
    marks = 0
    for j in range(k - 1, max(-1, k - _LOOK_BACK), -1):
        line = lines[j]
        if line.strip() and _lead(line) < content:
            break
        marks += _ANY_FENCE_RE.match(line) is not None
    return marks % 2 == 1


def _item_content(lines: list[str], code: list[bool], k: int, indent: int) -> int | None:
    """The column where the text of the list item holding line `k` (`indent` deep) starts;
    None when no item holds it. Read upwards past blank lines, code and the item's own
    deeper text to the first less indented line: the item's marker line, or a line of its
    text (then on up, below that line's indent); a line at the margin that is no item ends
    the search. An item whose marker line opens a fence (`- ```bash`, which no walk here
    takes for a fence) with as many fence marks below it as close it: line `k` closes that
    block, it opens none."""
    bound = indent
    seen = marks = 0
    for j in range(k - 1, -1, -1):
        line = lines[j]
        if code[j] or not line.strip():
            continue
        seen += 1
        lead = len(line) - len(line.lstrip(" "))
        if seen > _LOOK_BACK:
            return None
        if lead >= bound:
            marks += _ANY_FENCE_RE.match(line) is not None
            continue
        m = LIST_ITEM_RE.match(line)
        if m is not None:
            opens = line[m.end() : m.end() + 3] in ("```", "~~~")
            return None if "\t" in m.group(0) or (opens and marks % 2 == 0) else m.end()
        if lead == 0:
            return None
        bound = lead
    return None


def _move_left(lines: list[str], first: int, last: int) -> None:
    """The block from its opening fence `first` to its closing fence `last` moved left until
    its deeper fence stands three blanks deep, so that its code keeps its indent under the
    fence; a line less indented than the move loses only its blanks."""
    shift = max(_lead(lines[first]), _lead(lines[last])) - _MARGIN
    for j in range(first, last + 1):
        lines[j] = lines[j][min(shift, _lead(lines[j])) :]


def _lead(line: str) -> int:
    return len(line) - len(line.lstrip(" "))
