"""Section titles set between runs of dashes: `---------- Intermediate Level: -----------`.

A study list parts its questions by level with banner lines, a title between two runs of
dashes, often indented with tabs to centre it. No reader knew the line for a title: Markdown
took the indented one for code and glued it to the answer above (`An endpoint ...` /
`    ---------- Advanced Level: ---------`) or to the list item above it, and a card showed
it as its answer's last line. Such a line, alone in its paragraph (a blank line or the
page's edge above and below it), becomes a top-level heading (`# Intermediate Level`, its
closing colon dropped), as a title between equal signs does (srs.importers.equalsigns). A
dashed line inside a paragraph (`    ------ Extra ------` right under a bullet's text) and one
in fenced code stay as they are. A page that centres its banners so centres its other
section titles too (`\t\t\t\t## Scenarios ##`, alone in its paragraph): a tab-indented
heading there is a top-level heading as well, not code that tags the questions under it
with the banner above.
"""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["dashed_banners"]

_BANNER_RE = lazy(
    r"^[ \t]*-{4,}[ \t]*(?P<text>[^\W\d_][^\n]{0,79}?)[ \t]*[:：]?[ \t]*-{4,}[ \t]*$", re.M
)
"""A title (a letter first, 80 characters at most) between two runs of four dashes or more."""


def dashed_banners(text: str) -> str:
    """The text with each dashed banner alone in its paragraph, outside fenced code, as a
    heading (see the module doc); a text with no such line is returned as it is."""
    if not holds(text, "----") or _BANNER_RE.search(text) is None:
        return text  # cheap tests first: no run of dashes, or none around a title
    lines = text.split("\n")
    found = False
    for k, line in list(outside_code(lines)):
        if "----" not in line or not _alone(lines, k):
            continue
        m = _BANNER_RE.match(line)
        if m is not None:
            lines[k], found = f"# {m.group('text').strip()}", True
    if found and holds(text, "\t#"):
        for k, line in list(outside_code(lines)):
            m = _CENTRED_HEADING_RE.match(line)
            if m is not None and _alone(lines, k):
                lines[k] = f"# {m.group('text')}"
    return "\n".join(lines)


_CENTRED_HEADING_RE = lazy(r"^[ ]*\t[ \t]*#{1,6}[ \t]+(?P<text>[^#\s][^\n]*?)[ \t#]*$")
"""A heading indented with a tab (`\t\t## Scenarios ##`): a title centred as banners are."""


def _alone(lines: list[str], k: int) -> bool:
    """Whether line k has a blank line (or the page's edge) above and below it."""
    above = k == 0 or not lines[k - 1].strip()
    return above and (k + 1 == len(lines) or not lines[k + 1].strip())
