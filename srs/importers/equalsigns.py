"""Section titles marked by equal signs in a text that is no AsciiDoc: `==OOP`, `== Basics ==`.

Interview notes typed as plain text (a Kotlin question list saved under a `.kt` name, a wiki
page pasted into a `.txt`) mark their sections the way wikis and AsciiDoc do, often without
the blank after the marks:

    5. What is the difference between var and val?
    -> var: Mutable | val: Immutable

    ==OOP

    6. What is an object in Kotlin?

No reader knew the line for a title, so it ended the answer above it (`... Immutable ==OOP`).
Here such a line, alone in its paragraph, becomes a heading of as many `#` as it has `=`, on
its own line; the AsciiDoc reader's own titles (srs.importers.adoc) are already headings.
A banner, a title between runs of three or more equal signs wherever it is indented
(`        ======= Practical Questions =======`, which Markdown took for code, glued to the
answer above), is a top-level heading. A line that only opens with the `==` operator, in a sentence about it
(`==与equals()一样，...`), is no title: it stays the answer's text. Nor is a lettered option highlighted
(`==A) Mars==`, a quiz's key).

A numbered title underlined with equal signs, as plain-text notes set their questions apart:

    1. Service worker vs web worker.
    ================================

is a setext heading to its writer, but Markdown never underlines a list item: the underline
ran on as the item's text (`... worker. ====`), the item's indented parts were read as its
options, and a table under such a title left the list and was lost. A line numbered `N.` or
`N)` at the margin (after a blank line, or first), directly over a line of three or more
equal signs only, is written the heading it is underlined as, `## N. title`, its underline
blank (at the level numbered questions are read at: as `#`, the first reads as the title of
a document of two questions). A line so underlined after such a title, unnumbered, is a
title within its answer (`Tag - Description` over the table it heads, `Example` over the
code): one level below, `### title`, its underline blank (as the `#` Markdown read it as, it
ranked above the questions and cut the answer off there, and its table was lost). A rule
drawn right under such an underline (a row of `#` under the `====`) underlines the title
twice: blank too (kept, it read as the answer's end, and the answer below it as text
between questions). A numbered line over a dashed underline is left alone (`---` is a rule
as well as an underline, and a list item over a rule is read as such).
"""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy
from srs.importers.thematicbreaks import is_rule

__all__ = ["equals_titles"]

_TITLE_RE = lazy(r"^(?P<marks>={2,6})[ \t]*(?P<text>[^\W\d_][^=\n]{0,79}?)[ \t]*=*[ \t]*$")
_BANNER_RE = lazy(r"^[ \t]*={3,}[ \t]*(?P<text>[^\W\d_][^=\n]{0,79}?)[ \t]*={3,}[ \t]*$")
_NUMBERED_RE = lazy(r"^ {0,3}\d{1,4}[.)][ \t]+\S")
"""A numbered line at the margin (`12. title`): a list item to Markdown."""
_UNDERLINE_RE = lazy(r"^ {0,3}={3,}[ \t]*$")
_UNDERLINED_NUMBER_RE = lazy(r"^ {0,3}\d{1,4}[.)][ \t]+\S[^\n]*\n {0,3}={3,}[ \t]*$", re.M)
"""A numbered line over an `===` underline: the cheap search before any line is walked."""
"""A line of three or more equal signs only: a setext `=` underline."""
_PROSE_RE = lazy(r"\w\(\)|[，。；;]")
"""What a title has not and a sentence opening with the `==` operator has (`==与equals()比较
的一样，...；`, "== compares the same as equals()"): a call, a clause's punctuation."""

_HIGHLIGHTED_OPTION_RE = lazy(r"^==\(?[A-Ha-h]\)[ \t]+\S(?:.*\S)?==[ \t]*$")
"""`==A) Mars==`: a lettered option highlighted (the marks hug its text, as Markdown's
highlight does), a quiz's key (srs.importers.keyrewrites): no title, though it may stand
first in its paragraph."""


def equals_titles(text: str) -> str:
    """The text with each equal-signed section title outside code as a heading (see the
    module doc); a text with no line opening with `==` is returned as it is."""
    if not holds(text, "\n==", "====") and not text.startswith("=="):
        return text
    lines = text.split("\n")
    _underlined_titles(text, lines)
    for k, line in outside_code(lines):
        if "===" in line and (banner := _BANNER_RE.match(line)) is not None:
            lines[k] = f"# {banner.group('text').strip()}"
            continue
        if not line.startswith("=="):
            continue
        m = _TITLE_RE.match(line)
        if m is None or (k > 0 and lines[k - 1].strip()):
            continue
        if _no_title(line, m.group("text")):
            continue
        if k + 1 < len(lines) and lines[k + 1].strip() and lines[k + 1][:1] in (" ", "\t"):
            continue  # an indented line goes on from it: not a title alone
        lines[k] = f"{'#' * len(m.group('marks'))} {m.group('text').strip()}"
    return "\n".join(lines)


def _no_title(line: str, text: str) -> bool:
    """Whether a line read as an equal-signed title with this text is none: a sentence about
    the operator, its marks never closed (`==与equals()一样，...；`), or a lettered option
    highlighted (`==A) Mars==`)."""
    if not line.rstrip().endswith("=") and _PROSE_RE.search(text):
        return True
    return _HIGHLIGHTED_OPTION_RE.match(line) is not None


def _underlined_titles(text: str, lines: list[str]) -> None:
    """Write each numbered title underlined with equal signs as `## N. title`, and each line
    so underlined after the first of them, unnumbered, as `### text` (see the module doc).
    `lines` are the `text`'s, which is searched first (no such title: no walk)."""
    if not holds(text, "\n===") or _UNDERLINED_NUMBER_RE.search(text) is None:
        return
    titled = False
    for k, line in outside_code(lines):
        if line[:1] in _NOT_TITLE or not _underlined(lines, k):
            continue
        if _NUMBERED_RE.match(line) is not None:
            lines[k], lines[k + 1] = f"## {line.strip()}", ""
            titled = True
        elif titled and len(line) - len(line.lstrip(" ")) <= _MARGIN:
            lines[k], lines[k + 1] = f"### {line.strip()}", ""
        else:
            continue
        if k + 2 < len(lines) and is_rule(lines[k + 2]):
            lines[k + 2] = ""  # `====` over `####` (written `***`): an underline drawn twice


_NOT_TITLE = frozenset("\t=#-*+>|")
"""What a line of text a setext underline may head never opens with: a blank (`""`), code
(a tab), markup of its own (a heading, a list item, a quote, a table row)."""
_MARGIN = 3


def _underlined(lines: list[str], k: int) -> bool:
    """Whether line `k`, first or after a blank, is directly over a `===` underline."""
    if k + 1 >= len(lines) or lines[k + 1][:1] not in "= " or (k > 0 and lines[k - 1].strip()):
        return False
    return _UNDERLINE_RE.match(lines[k + 1]) is not None
