"""A line break written inside Markdown emphasis (`**[Summary]<br>**`, `**Note:<br>text**`)
moved out of it: the break becomes a new line, and a mark cut in two by it is no emphasis
but stray stars (`**[Summary]` over a line holding only `**`). Each side of the break keeps
its own marks (`**Note:**<br>**text**`); a side left empty drops them (`**[Summary]**`, the
line's end its break)."""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy

_BREAK_RE = lazy(r"[ \t]*<br[ \t]*/?>[ \t]*", re.IGNORECASE)
_END_BREAKS_RE = lazy(r"(?:[ \t]*<br>)+[ \t]*$")
_MARKS = ("**", "__")


def breaks_out_of_emphasis(text: str) -> str:
    """The text with each `<br>` inside a `**...**` or `__...__` span on one line moved out
    of it (see the module). A line with code (a backtick) or an odd count of marks, whose
    spans cannot be paired, is left as it is.

    Args:
        text: Markdown with a little HTML, outside fenced code.

    Returns:
        The text, unchanged when no emphasis on a line holds a break.
    """
    if ("<br" not in text and "<BR" not in text) or ("**" not in text and "__" not in text):
        return text
    lines = text.split("\n")
    for k, line in enumerate(lines):
        if "`" in line or not _BREAK_RE.search(line):
            continue
        for mark in _MARKS:
            if mark in line:
                line = _split_spans(line, mark)
        if line != lines[k]:  # a break the split left at the line's end: the end breaks it
            lines[k] = _END_BREAKS_RE.sub("", line)
    return "\n".join(lines)


def _split_spans(line: str, mark: str) -> str:
    """The line with each `mark`-delimited span holding a break split at its breaks."""
    parts = line.split(mark)
    if len(parts) % 2 == 0:  # an odd count of marks: the spans cannot be paired
        return line
    out = [parts[0]]
    for i in range(1, len(parts), 2):
        inner, after = parts[i], parts[i + 1]
        if not _BREAK_RE.search(inner) or not inner.strip():
            out.append(f"{mark}{inner}{mark}{after}")
            continue
        pieces = _BREAK_RE.split(inner)
        spans = [f"{mark}{p.strip()}{mark}" if p.strip() else "" for p in pieces]
        out.append("<br>".join(spans) + after)
    return "".join(out)
