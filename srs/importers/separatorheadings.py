"""Empty headings that part a quiz's questions: `##` alone on a line, then the question with
its lead-in (a scenario, a ```yaml block), its options and its key, then `##` again.

A course's quiz notes use the empty heading as a divider, and a question often sets its scene
before it asks:

    ##
    Consider the YAML file below.
    ```yaml
    port: 8080
    ```
    Which port does the server listen on?

    a. 80\\
    b. 8080

    Answer: b

Read as written, the empty heading started nothing, so the question began at its last
sentence: the lead-in above it was reported as text between questions and dropped, and a
question about the code could not be answered. Everything from the divider to the options
is the question. So, in a document whose every section after such a divider holds lettered
options (two dividers at least, at one level, no heading with text anywhere), each divider
goes blank and the first line of text below it becomes the heading at the divider's level,
line for line: the readers take a heading's lines down to its options as its question. The
first question, above the first divider, is written so too when it holds options.

A section whose first line is no plain text (a code fence, a list item, a table, an option
already) keeps its divider, as does every section of a document where one section after a
divider holds no options (the dividers there part prose, not questions).
"""

from __future__ import annotations

import bisect

from srs.importers.common import OPTION_RE
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["separator_headings"]

_DIVIDER_RE = lazy(r"^ {0,3}(?P<hashes>#{1,6})[ \t]*$")
"""An empty heading: `##` alone (blanks after it allowed)."""
_HEADING_RE = lazy(r"^ {0,3}#{1,6}[ \t]+\S")
"""A heading with text of its own: the document has sections, not dividers."""
_NOT_PLAIN = frozenset("#|<>`~-*+![")
"""The first characters of a line that cannot open a heading's text (a list, a table, HTML,
a quote, code, a picture): such a section keeps its divider."""
_MIN_DIVIDERS = 2


def separator_headings(text: str) -> str:
    """The text with its question dividers written as headings (see the module doc)."""
    if "#\n" not in text and "# \n" not in text:
        return text  # the cheap test first: no empty heading anywhere
    lines = text.split("\n")
    found = _dividers(lines)
    if found is None:
        return text
    dividers, options, level = found
    sections = list(zip([-1, *dividers], [*dividers, len(lines)], strict=True))
    if not all(_held(options, start, end) for start, end in sections[1:]):
        return text
    if not _held(options, -1, dividers[0]):
        sections = sections[1:]  # a title or an introduction above the first divider
    for start, end in sections:
        _as_heading(lines, start, end, level)
    return "\n".join(lines)


def _dividers(lines: list[str]) -> tuple[list[int], list[int], str] | None:
    """The empty headings' indexes, the lettered option lines' and the dividers' level (their
    `#`s), outside code; None unless two dividers or more, all at one level, and no heading
    with text of its own."""
    dividers: list[int] = []
    options: list[int] = []
    level = ""
    for k, line in outside_code(lines):
        if "#" not in line[:4]:
            if line[:1] not in " \t" and OPTION_RE.match(line):
                options.append(k)
            continue
        m = _DIVIDER_RE.match(line)
        if m is None:
            if _HEADING_RE.match(line):
                return None  # a heading with text: a document of sections
            continue
        if level and m.group("hashes") != level:
            return None  # dividers at two levels: no one way of parting the questions
        level = m.group("hashes")
        dividers.append(k)
    return (dividers, options, level) if len(dividers) >= _MIN_DIVIDERS else None


def _held(options: list[int], start: int, end: int) -> bool:
    """Whether two option lines (of `options`, in order) lie between start and end."""
    lo = bisect.bisect_right(options, start)
    return bisect.bisect_left(options, end) - lo >= _MIN_DIVIDERS


def _as_heading(lines: list[str], start: int, end: int, level: str) -> None:
    """The section's first line of text written as a heading at `level`, its divider (at
    `start`, -1 for none) blank; left as it is when that line is no plain text."""
    first = next((k for k in range(start + 1, end) if lines[k].strip()), None)
    if first is None:
        return
    line = lines[first]
    if line[:1] in _NOT_PLAIN or line[:1].isspace() or OPTION_RE.match(line):
        return
    lines[first] = f"{level} {line.rstrip()}"
    if start >= 0:
        lines[start] = ""
