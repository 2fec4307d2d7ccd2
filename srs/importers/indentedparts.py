"""A second part of a document indented, by mistake, under the last item of a list.

    10. **How do you test flows?**
         *Use Turbine ...*
        ## Sample code questions

        ### 1. Collecting values

        **Question:** How do you collect values from a flow?
        ...

A writer pastes a new part, headings and all, right under a numbered list's last item at
the item's indent. CommonMark reads the whole part inside that item, so its questions were
folded into the last answer, in silence. A run of lines that opens with an indented heading
inside a list item, holds two headings or more at that indent and goes on, all of it at
that indent or deeper, to the document's end (or to a heading at the margin) is a part of
its own when its first heading is as high as any at the margin above it (a part, not a
section of the item's answer: `4. ### How is X different?` over `    #### 1. Syntax`): it is
moved to the margin, line for line. An item's own sub-heading, with its answer's text at the
margin after it, is left alone.
"""

from __future__ import annotations

from srs.importers.common import LIST_ITEM_RE, holds
from srs.importers.fences import fence_after
from srs.importers.lazyre import lazy

_INDENTED_HEADING_RE = lazy(r"^(?P<indent> {2,4})#{1,6}[ \t]+\S")
"""A heading indented as a list item's content is (`    ## Sample code`)."""
_CHEAP_RE = lazy(r"#(?<=[^\S\n]{2}#)")
"""A `#` after two blanks: what an indented heading holds."""
_MARGIN_HEADING_RE = lazy(r"^#{1,6}[ \t]")


def dedented_parts(text: str) -> str:
    """The text with an indented part under a list's last item moved to the margin (see the
    module doc)."""
    if not holds(text, "#") or _CHEAP_RE.search(text) is None:
        return text  # (led by the `#`, the search runs ahead on it: twice as fast as `"  #" in`)
    lines = text.split("\n")
    start = _part_start(lines)
    if start is None:
        return text
    k, indent = start
    for j in range(k, len(lines)):
        line = lines[j]
        if line[:1] == "#" and _MARGIN_HEADING_RE.match(line):
            break
        lines[j] = line[indent:] if line[:indent] == " " * indent else line.lstrip(" ")
    return "\n".join(lines)


def _part_start(lines: list[str]) -> tuple[int, int] | None:
    """The first line of the indented part and its indent, or None."""
    fence: str | None = None
    in_item = False  # the lines so far are a list item's, from its marker on
    top = 2  # the highest level of the headings at the margin so far (`##` when none)
    for k, line in enumerate(lines):
        was_code, is_fence = _fenced(fence, line)
        fence = fence_after(fence, line)[0] if is_fence else fence
        if was_code or is_fence or not line.strip():
            continue
        if line[:1] != " ":
            in_item = LIST_ITEM_RE.match(line) is not None
            if line[:1] == "#" and _MARGIN_HEADING_RE.match(line):
                top = min(top, len(line) - len(line.lstrip("#")))
            continue
        if in_item and "#" in line[:7]:
            m = _INDENTED_HEADING_RE.match(line)
            indent = 0 if m is None else len(m.group("indent"))
            if m is not None and _level(line) <= top and _a_part(lines, k, indent):
                return k, indent
    return None


def _level(line: str) -> int:
    """A heading line's level, past its indent."""
    marks = line.lstrip(" ")
    return len(marks) - len(marks.lstrip("#"))


def _a_part(lines: list[str], k: int, indent: int) -> bool:
    """Whether the lines from k on, to the end or a heading at the margin, are all indented
    at least `indent` and hold two headings or more at that indent (outside code)."""
    headings = 0
    fence: str | None = None
    pad = " " * indent
    for line in lines[k:]:
        if line[:1] == "#" and _MARGIN_HEADING_RE.match(line):
            break
        if line.strip() and line[:indent] != pad:
            return False
        was_code, is_fence = _fenced(fence, line)
        fence = fence_after(fence, line)[0] if is_fence else fence
        if not (was_code or is_fence) and line[indent : indent + 1] == "#":
            headings += _INDENTED_HEADING_RE.match(line) is not None
    return headings >= 2


def _fenced(fence: str | None, line: str) -> tuple[bool, bool]:
    """Whether the line is in code, and whether it is a fence mark: a fence's characters
    looked for before the fence pattern, which most lines lack."""
    if "`" not in line and "~" not in line:
        return fence is not None, False
    return fence is not None, fence_after(fence, line)[1]
