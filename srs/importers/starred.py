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

A quiz exported as plain text and saved as `.md` marks its key with a `#` typed over the
option's indent instead (`#    O(1)` among `    O(n)`, each option a paragraph of its own);
Markdown reads that option as a heading, so the key vanished and the rest were code. Where
two runs or more are keyed so (the `#` then the document's mark, not a heading typed with
wide blanks), the `#` option is the key, and a run of the same shape with no mark is a
question with no key, reported as such. A first paragraph of several lines over options one
to a paragraph is the indented body of the question's code (`def f(n):` at the margin): the
question's, not options.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["starred_options"]

_STARRED_RE = lazy(r"^(?: {4,}|\t)[ \t]*(?P<text>\S.*?[^*\s])[ \t]+\*[ \t]*$")
"""An indented option whose text ends with a lone `*` after a blank (`    State *`)."""
_HASHED_RE = lazy(r"^#(?: {3,}|\t)[ \t]*(?P<text>[^\s#].*?)[ \t]*$")
"""An option marked by a `#` typed over its indent (`#    O(1)` among `    O(n)`): its text
still at the options' indent or past it, where a heading's (`#  Usage`) comes sooner."""
_HASHED_RUNS = 2
"""How many runs keyed by a `#` make it the document's mark: one alone may be a heading
typed with wide spacing between indented code."""
_CODE_END = (";", "{", "}")
_MAX_OPTIONS = 8


def starred_options(text: str) -> str:
    """The text with each indented run of options with one starred as lettered option lines
    (see the module doc); a text with no line ending in ` *` and none opening `#` and wide
    blanks is returned as it is."""
    starred = holds(text, " *\n") or text.rstrip(" \t").endswith(" *")
    if not starred and not holds(text, "\n#   ", "\n#\t"):
        return text
    lines = text.split("\n")
    runs = list(_runs(lines, hashed=True))
    hashed = sum(1 for _, options in runs if _hash_keyed(lines, options)) >= _HASHED_RUNS
    if not hashed:
        runs = list(_runs(lines, hashed=False)) if starred else []
    for first, options in runs:
        marked = _marked(lines, options, hashed=hashed)
        if len(marked) == 1 or (hashed and not marked and _parted(options)):
            _rewrite_run(lines, first, options, hashed=hashed)
    return "\n".join(lines)


def _mark(line: str, *, hashed: bool) -> str | None:
    """A marked option's text (starred at its end, or, in a quiz keyed so, `#` over its
    indent); None for any other line."""
    m = _STARRED_RE.match(line) if line.endswith("*") else None
    if m is None and hashed and line.startswith("#"):
        m = _HASHED_RE.match(line)
    return m.group("text") if m is not None else None


def _hash_keyed(lines: list[str], options: list[int]) -> bool:
    """Whether a run is a plain-text quiz's options keyed by a `#` over one option's indent:
    exactly one so marked, each option a paragraph of its own (commented-out code, `#    x`
    among lines of code, runs on line after line)."""
    hashes = sum(1 for j in options if lines[j].startswith("#"))
    return hashes == 1 and len(_marked(lines, options, hashed=True)) == 1 and _parted(options)


def _parted(options: list[int]) -> bool:
    """Whether blank lines part every option of a run from the next."""
    return all(b > a + 1 for a, b in pairwise(options))


def _marked(lines: list[str], options: list[int], *, hashed: bool) -> list[int]:
    return [j for j in options if _mark(lines[j], hashed=hashed) is not None]


def _indented(line: str, *, hashed: bool) -> bool:
    if hashed and line.startswith("#"):
        return _HASHED_RE.match(line) is not None
    return line.startswith(("    ", "\t")) and bool(line.strip())


def _runs(lines: list[str], *, hashed: bool) -> Iterator[tuple[int, list[int]]]:
    """Each run of two to eight indented lines (blank lines among them) under a line at the
    margin, none of them code or a list item already: its first line and its option lines."""
    done = -1
    for k, line in outside_code(lines):
        if k <= done or not _indented(line, hashed=hashed):
            continue
        first, done = _run_around(lines, k, hashed=hashed)
        found = [j for j in range(first, done + 1) if lines[j].strip()]
        options = _past_code(found)
        if first > 0 and _plain_options(lines, options):
            yield first if options is found else options[0], options  # (the stem: above)


def _past_code(options: list[int]) -> list[int]:
    """The run's lines less a first paragraph of several lines over options one to a
    paragraph: the indented body of the question's code (`def f(n):` at the margin over
    `    for i in range(n):`), the question's, not options."""
    k = 1
    while k < len(options) and options[k] == options[k - 1] + 1:
        k += 1
    rest = options[k:]
    if k < 2 or not rest or not _parted(rest):
        return options
    return rest


def _rewrite_run(lines: list[str], first: int, options: list[int], *, hashed: bool) -> None:
    """Write a run of options as lettered option lines, its key ticked (none: a question
    with no key, reported as such), and the question's line over it a heading."""
    for n, j in enumerate(options):
        option = _mark(lines[j], hashed=hashed)
        option = f"{option} ✓" if option is not None else lines[j].strip()
        lines[j] = f"{chr(ord('A') + n)}) {option}"
    stem = first - 1
    if _STEM_RE.match(lines[stem]) and (stem == 0 or not lines[stem - 1].strip()):
        lines[stem] = f"{_MARKER_HEADING} {lines[stem].strip()}"


def _run_around(lines: list[str], k: int, *, hashed: bool) -> tuple[int, int]:
    """The first and last line of the indented lines (blank ones among them) around line k."""
    first = k
    while first > 0 and (
        _indented(lines[first - 1], hashed=hashed) or not lines[first - 1].strip()
    ):
        first -= 1
    last = k
    while last + 1 < len(lines) and (
        _indented(lines[last + 1], hashed=hashed) or not lines[last + 1].strip()
    ):
        last += 1
    return first, last


def _plain_options(lines: list[str], options: list[int]) -> bool:
    """Whether the run's lines may be a question's options: two to eight, none of them code
    (`;`, braces, a fence) or already a list item or a lettered option (`-   a) *`, a `*`
    that is the option's text)."""
    if not 2 <= len(options) <= _MAX_OPTIONS:
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
