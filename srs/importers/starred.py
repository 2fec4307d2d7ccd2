"""Options indented under their question, the right one starred at its end: `    State *`.

Exam papers typed as plain text (a course's "special preparation" sheet, pasted from a word
processor) set a question on a line of its own and its options under it, indented, the key
marked by a `*` after the option's text:

    Which pattern lets an object change its behaviour with its state?

        State *
        Observer
        Visitor

Markdown reads the indented options as a code block, so no reader saw options, and the
question's line without a `?` (`The Factory Method`) was read into the answer above it.
Here such a run of options becomes lettered option lines (`A) State ✓`, the tick every reader
knows as a key), on the lines they took, and the question's line, alone in its paragraph, a
heading. A run is two to eight indented lines (blank lines may part them) under a line at the
margin, exactly one of them starred, none of them code.
"""

from __future__ import annotations

from srs.importers.common import holds, outside_code
from srs.importers.lazyre import lazy

__all__ = ["starred_options"]

_STARRED_RE = lazy(r"^(?: {4,}|\t)[ \t]*(?P<text>\S.*?[^*\s])[ \t]+\*[ \t]*$")
"""An indented option whose text ends with a lone `*` after a blank (`    State *`)."""
_CODE_END = (";", "{", "}")
_MAX_OPTIONS = 8


def starred_options(text: str) -> str:
    """The text with each indented run of options with one starred as lettered option lines
    (see the module doc); a text with no line ending in ` *` is returned as it is."""
    if not holds(text, " *\n") and not text.rstrip(" \t").endswith(" *"):
        return text
    lines = text.split("\n")
    done = -1
    for k, line in outside_code(lines):
        if k <= done or not line.endswith("*"):
            continue
        if _STARRED_RE.match(line):
            done = _rewrite_run(lines, k)
    return "\n".join(lines)


def _indented(line: str) -> bool:
    return line.startswith(("    ", "\t")) and bool(line.strip())


def _rewrite_run(lines: list[str], k: int) -> int:
    """Rewrite the run of options around the starred line `k` when it is one (see the module
    doc); returns the last line of the run looked at."""
    first, last = _run_around(lines, k)
    options = [j for j in range(first, last + 1) if lines[j].strip()]
    if first == 0 or not _plain_options(lines, options):
        return last
    for n, j in enumerate(options):
        m = _STARRED_RE.match(lines[j])
        option = f"{m.group('text')} ✓" if m is not None else lines[j].strip()
        lines[j] = f"{chr(ord('A') + n)}) {option}"
    stem = first - 1
    if _STEM_RE.match(lines[stem]) and (stem == 0 or not lines[stem - 1].strip()):
        lines[stem] = f"{_MARKER_HEADING} {lines[stem].strip()}"
    return last


def _run_around(lines: list[str], k: int) -> tuple[int, int]:
    """The first and last line of the indented lines (blank ones among them) around line k."""
    first = k
    while first > 0 and (_indented(lines[first - 1]) or not lines[first - 1].strip()):
        first -= 1
    last = k
    while last + 1 < len(lines) and (_indented(lines[last + 1]) or not lines[last + 1].strip()):
        last += 1
    return first, last


def _plain_options(lines: list[str], options: list[int]) -> bool:
    """Whether the run's lines are a question's options: two to eight, exactly one starred,
    none of them code (`;`, braces, a fence) or already a list item or a lettered option
    (`-   a) *`, a `*` that is the option's text)."""
    if not 2 <= len(options) <= _MAX_OPTIONS:
        return False
    if sum(1 for j in options if _STARRED_RE.match(lines[j])) != 1:
        return False
    return not any(
        lines[j].rstrip().endswith(_CODE_END) or "```" in lines[j] or _MARKED_RE.match(lines[j])
        for j in options
    )


_MARKED_RE = lazy(r"^[ \t]*(?:[-*+>]|\(?[A-Za-z0-9]{1,3}[.)])[ \t]")
"""A line that is a list item, a quote or a lettered or numbered option already."""


_MARKER_HEADING = "######"
"""The level markers become headings at (srs.importers.markers.MARKER_HEADING): the deepest."""
_STEM_RE = lazy(r"^[ \t]{0,3}(?![#>|<*+-][ \t]|\d+[.)][ \t]|[A-Za-z][.)][ \t])\S.{0,298}$")
"""A question's line alone in its paragraph over its starred options (`The Factory Method`,
not a heading, quote, table row, list item or option already): made a heading, so that the
options make it a question even when it does not ask, as a heading over options does."""
