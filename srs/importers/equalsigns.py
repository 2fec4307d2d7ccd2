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
(`==与equals()一样，...`), is no title: it stays the answer's text.
"""

from __future__ import annotations

from srs.importers.common import holds, outside_code
from srs.importers.lazyre import lazy

__all__ = ["equals_titles"]

_TITLE_RE = lazy(r"^(?P<marks>={2,6})[ \t]*(?P<text>[^\W\d_][^=\n]{0,79}?)[ \t]*=*[ \t]*$")
_BANNER_RE = lazy(r"^[ \t]*={3,}[ \t]*(?P<text>[^\W\d_][^=\n]{0,79}?)[ \t]*={3,}[ \t]*$")
_PROSE_RE = lazy(r"\w\(\)|[，。；;]")
"""What a title has not and a sentence opening with the `==` operator has (`==与equals()比较
的一样，...；`, "== compares the same as equals()"): a call, a clause's punctuation."""


def equals_titles(text: str) -> str:
    """The text with each equal-signed section title outside code as a heading (see the
    module doc); a text with no line opening with `==` is returned as it is."""
    if not holds(text, "\n==", "====") and not text.startswith("=="):
        return text
    lines = text.split("\n")
    for k, line in outside_code(lines):
        if "===" in line and (banner := _BANNER_RE.match(line)) is not None:
            lines[k] = f"# {banner.group('text').strip()}"
            continue
        if not line.startswith("=="):
            continue
        m = _TITLE_RE.match(line)
        if m is None or (k > 0 and lines[k - 1].strip()):
            continue
        if not line.rstrip().endswith("=") and _PROSE_RE.search(m.group("text")):
            continue  # a sentence about the operator, its marks never closed: no title
        if k + 1 < len(lines) and lines[k + 1].strip() and lines[k + 1][:1] in (" ", "\t"):
            continue  # an indented line goes on from it: not a title alone
        lines[k] = f"{'#' * len(m.group('marks'))} {m.group('text').strip()}"
    return "\n".join(lines)
