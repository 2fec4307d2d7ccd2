"""Options written in a row behind ballot boxes, the right one ticked: `☐ Apple ☑ **Microsoft**`.

Quiz posts (a blog's "50 C# quiz questions", printed tests) put a question's options on one
line, each behind a box, and tick the right one (often in bold too):

    ## 1. Who created C#?

    ☐ Apple ☐ Google ☑ **Microsoft** ☐ Ecma

    C# was developed around 2000 by Microsoft ...

No reader takes one line apart into options, so the row was read as the answer's first line.
Here a row of two or more boxes, the first at the line's start, becomes one `A) text` line per
box (on the row's line number) and an `Answer: C` line naming the ticked ones; the text after
the row stays the explanation. A row with no box ticked keeps its options and has no key.
"""

from __future__ import annotations

from srs.importers.lazyre import lazy
from srs.importers.values import Line

__all__ = ["ballot_options"]

_EMPTY = "☐"
BALLOT_EMPTY = _EMPTY
"""The empty box every row of ballot options holds (the cheap test for a row)."""
_TICKED = ("☑", "✅", "✔")
_BOX_RE = lazy(r"(☐|☑️?|✅|✔️?)")
_BOLD_RE = lazy(r"^(\*\*|__)(?P<text>.+)\1$")


def ballot_options(lines: list[Line]) -> list[Line]:
    """A block's lines with each row of ballot-box options as option lines and a key line
    (see the module doc); a block with no empty box is returned as it is (one test a line)."""
    if not any(_EMPTY in line.text for line in lines):
        return lines
    out: list[Line] = []
    for line in lines:
        row = None if line.code or _EMPTY not in line.text else _row(line.text)
        if row is None:
            out.append(line)
            continue
        ticked = [chr(ord("A") + k) for k, (box, _) in enumerate(row) if box != _EMPTY]
        out.extend(Line(line.no, f"{chr(ord('A') + k)}) {text}") for k, (_, text) in enumerate(row))
        if ticked:
            out.extend([Line(line.no, ""), Line(line.no, f"Answer: {', '.join(ticked)}")])
        out.append(Line(line.no, ""))
    return out


def _row(text: str) -> list[tuple[str, str]] | None:
    """The boxes of a row and the option after each, when the line opens with a box, holds two
    or more, each followed by text, and at most 8 (more is a list, not a question's options)."""
    stripped = text.strip()
    if not stripped.startswith((_EMPTY, *_TICKED)):
        return None
    parts = _BOX_RE.split(stripped)[1:]  # box, text, box, text, ...
    row = [(parts[k][0], _plain(parts[k + 1])) for k in range(0, len(parts), 2)]
    if not 2 <= len(row) <= 8 or any(not option for _, option in row):
        return None
    return row


def _plain(option: str) -> str:
    """An option's text without the bold that marks the ticked one (`**Microsoft**`)."""
    option = option.strip()
    m = _BOLD_RE.match(option)
    return m.group("text").strip() if m is not None else option
