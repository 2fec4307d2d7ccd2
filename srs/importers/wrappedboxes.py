"""Where a marked option's text ends: the lines under it that go on with it.

An option goes on over the lines indented under its box (`- [ ] inner: 1` / `     outer: 2`,
the two lines a snippet prints). A task-list option also goes on over a plain line at the
box's own indent when more boxes follow, as text copied from a printed exam or typed at a
fixed width wraps it:

    - [ ] Control data and file data of FTP share one
    TCP connection
    - [x] HTTP runs over TCP

Markdown reads `TCP connection` as the first option's own (a lazy continuation line), and so
does this: read as a line of its own, it cut the run of boxes in two, the options above it
went into the question with their boxes and the rest became a question of fewer options, or
none, its key shifted. Only a line that opens nothing of its own (`options.opens_nothing`:
no list item, quote, heading, table row, label or key) right under a box, with another box
of the run right below it (after more such lines or not), goes on with it: the line after a
run's last box (`- [x] 443` / `The usual HTTPS port.`) is as likely a note on the options,
and stays one.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from srs.importers.optionrest import broken_off, wraps_on
from srs.importers.options import opens_nothing
from srs.importers.values import Line

__all__ = ["continued", "wrapped_lines"]


def continued(
    lines: list[Line], i: int, text: str, indent: int, pattern: re.Pattern[str], boxed: bool
) -> tuple[str, int]:
    """An option's text with the lines from i that go on with it (one line, as Markdown shows
    a list item's paragraph), and the index after them: lines indented under its marker, and
    for a task-list box (`boxed`) the plain lines wrapped at its indent before the next box
    (see the module doc). A line at the marker's indent, a blank line or code ends it, unless
    a code span the option opened is still open (an option `'Line 1` over `Line 2'` at the
    margin: the span wraps there)."""
    more: list[str] = []
    while i < len(lines) and not lines[i].code and lines[i].text.strip():
        line = lines[i].text
        wrapped = " ".join([text, *more]).count("`") % 2 == 1 and not pattern.match(line)
        if not wrapped and (len(line) - len(line.lstrip()) <= indent or pattern.match(line)):
            if boxed and not pattern.match(line):
                texts = (lines[j].text for j in range(i, len(lines)))
                count = wrapped_lines(texts, _box_at(pattern, indent), broken_off(text))
                more.extend(ln.text.strip() for ln in lines[i : i + count])
                i += count
            break
        more.append(line.strip())
        i += 1
    return " ".join([text, *more]), i


def _box_at(pattern: re.Pattern[str], indent: int) -> Callable[[str], bool]:
    """Whether a line is a box of the run: written as `pattern`, at `indent`."""

    def box(text: str) -> bool:
        m = pattern.match(text)
        return m is not None and len(m.group("indent")) == indent

    return box


def wrapped_lines(texts: Iterable[str], box: Callable[[str], bool], broken: bool = False) -> int:
    """How many of the lines `texts`, right under a box, go on with its text: plain lines
    that open nothing, then another box (`box` tells one). 0 when a blank line, a line that
    opens something of its own or the end comes before a box; but one plain line at the
    margin with a blank line (or the end) after it goes on with a box whose text stops
    mid-sentence (`broken`: `- [ ] D) Die Eintreffen` / `swahrscheinlichkeit der ...`, the
    run's last box wrapped), never with one whose text ends its sentence (a note below)."""
    count, first = -1, ""
    for count, text in enumerate(texts):
        if not text.strip():
            return 1 if broken and count == 1 and wraps_on(first) else 0
        if not (box(text) or opens_nothing(text)):
            return 0
        if box(text):
            return count
        first = first or text
    return 1 if broken and count == 0 and wraps_on(first) else 0
