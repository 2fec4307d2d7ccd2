"""Options whose HTML tags are what the question asks about, kept as written (as code).

A web-technology exam lists markup as its options, written literally:

    ### Q1. Which markup shows the word in black?
    - **A.** <body color="black"> WORD </body>
    - **B.** <font color="noir"> WORD </font>
    - **C.** <font color="#000000"> WORD </font> ✅

The readers turn HTML inside a card's text into Markdown (srs.importers.html, and
srs.importers.boldtags before them): `<font>` goes, `<b>` becomes `**`. Here that left B and
C both `WORD`, so the card could no longer be answered, and said nothing. A card shows its
text as written; HTML a document uses as its own markup (`<b>` for emphasis in `A) <b>TCP</b>`)
may be converted, but tags that are the subject of the question must stay.

This pass decides it, in one place, for each run of option lines (lettered as the readers
know them, outside code): the options holding tags are written with their tagged part as
inline code (`` `<font color="noir"> WORD </font>` ``, a key mark after it left outside)
when two or more of the run's options hold a tag that is not inline emphasis or a link (a
tag a page lays out with: `<font>`, `<td>`, `<body>`), or when converting the tags would
make two options read alike. A run whose options all hold the same tags (`<p>` around each,
a quiz exported as HTML), or only emphasis (`<b>`, `<i>`, `<span>`), and stay distinct is
left as it is; so is an option already holding code.
"""

from __future__ import annotations

import re

from srs.importers.common import OPTION_RE, holds
from srs.importers.fences import outside_code
from srs.importers.html import html_to_text
from srs.importers.lazyre import lazy

__all__ = ["as_written", "tag_options"]

_TAG_RE = lazy(r"(?:</|(?<![\w<])<)([a-zA-Z][a-zA-Z0-9]*)\b[^<>\n]*>")
"""A tag, closing, or opening not glued to a word (`List<int>` is a type, not a tag)."""
_INLINE = frozenset(
    "b strong i em u code tt kbd a span mark s del ins small big sup sub br hr img".split()
)
"""Tags a document marks its own words with: converting them keeps the option's words."""
_SPACING = frozenset({"br", "hr", "img"})
"""Tags that hold no words: an option holding only these holds no tag to keep."""
_WORDS_RE = lazy(r"\W+")
_LEAST = 2
"""How many options of a run must hold layout tags for the tags to be the question's subject."""


def tag_options(text: str) -> str:
    """The text with each run of options whose tags are their subject written with those
    tags as code (see the module doc); the text itself when it has none (the cheap test
    first: a closing tag on an option line)."""
    if not holds(text, "</") or not _has_tagged_option(text):
        return text
    lines = text.split("\n")
    changed = False
    for run in _runs(lines):
        changed |= _keep_tags(lines, run)
    return "\n".join(lines) if changed else text


_TAGGED_OPTION_RE = lazy(r"^[ \t]*(?:[-*+][ \t]+)?(?:\*\*|__)?\(?[A-Ha-h][).:]\S*[ \t].*</", re.M)


def _has_tagged_option(text: str) -> bool:
    return _TAGGED_OPTION_RE.search(text) is not None


def _runs(lines: list[str]) -> list[list[tuple[int, str]]]:
    """Each run of two or more option lines outside code (blank lines may part them): the
    index of each line and its option's text."""
    runs: list[list[tuple[int, str]]] = []
    current: list[tuple[int, str]] = []
    for k, line in outside_code(lines):
        if not line.strip():
            continue
        m = OPTION_RE.match(line)
        if m is not None:
            current.append((k, m.group("text")))
            continue
        if len(current) >= _LEAST:
            runs.append(current)
        current = []
    if len(current) >= _LEAST:
        runs.append(current)
    return runs


def _tags(option: str) -> set[str]:
    """The names of the tags an option holds (none when it holds code: it is shown so)."""
    if "<" not in option or "`" in option:
        return set()
    names = {m.group(1).lower() for m in _TAG_RE.finditer(option)}
    return names - _SPACING if names - _SPACING else set()


def _keep_tags(lines: list[str], run: list[tuple[int, str]]) -> bool:
    """Whether the run's tags are its subject; if so its tagged options written with their
    tags as code, in place."""
    tagged = [(k, option) for k, option in run if _tags(option)]
    if not tagged:
        return False
    if not _layout_tagged(run) and not _converted_alike(run):
        return False
    for k, option in tagged:
        lines[k] = lines[k][: len(lines[k]) - len(option)] + _as_code(option)
    return True


def _layout_tagged(run: list[tuple[int, str]]) -> bool:
    """Whether two or more of the run's options hold a layout tag (not inline emphasis), and
    the options do not all hold the same tags: `<p>` around every option (a quiz exported as
    HTML) is the document's markup, `<font>` in one and `<body>` in another its subject."""
    names = [_tags(option) for _, option in run]
    if all(found == names[0] for found in names):
        return False
    return sum(1 for found in names if found - _INLINE) >= _LEAST


def _converted_alike(run: list[tuple[int, str]]) -> bool:
    """Whether converting the tags makes two options of the run that differ read alike (their
    words compared, a key mark or emphasis aside)."""
    seen: dict[str, str] = {}
    for _, option in run:
        converted = _WORDS_RE.sub("", html_to_text(option)).lower()
        written = _WORDS_RE.sub("", option).lower()
        if converted in seen and seen[converted] != written:
            return True
        seen.setdefault(converted, written)
    return False


def _as_code(option: str) -> str:
    """The option with the part from its first tag to the end of its last as a code span
    (the words before and after it, a key mark, as they are)."""
    found = list(_TAG_RE.finditer(option))
    start, end = found[0].start(), found[-1].end()
    return f"{option[:start]}`{option[start:end]}`{option[end:]}"


def as_written(option: str) -> str:
    """An option kept as one code span (see `tag_options`) as its document wrote it, for
    comparing with a key that repeats it (`Answer: B) <div> x </div>`); any other option as
    it is."""
    if len(option) > 2 and option[0] == option[-1] == "`" and "`" not in option[1:-1]:
        return option[1:-1]
    return option
