"""A whole page pasted inside one ```` ```markdown ```` fence, under no more than its title.

A study file a chat assistant wrote is often saved as its answer was shown: `# Title`, a
rule, then a ```` ```markdown ```` fence opened over every question and closed on the last
line. srs.importers.markers opens a markdown fence that holds questions it can see from
their lines (a heading, a numbered line that asks); numbered scenarios whose ask is a
paragraph of its own were code to it, and the document had "no questions". A markdown fence
that holds the whole page is a wrapper, whatever its lines look like: what it holds is the
page. A fence tagged so that closes before the page's end, or opens under text, stays code.
"""

from __future__ import annotations

from srs.importers.common import SEPARATOR_RE

__all__ = ["wraps_page"]

_TOP = 8
"""How many lines may come before the fence: a title, a rule, blank lines."""


def wraps_page(lines: list[str], start: int, end: int) -> bool:
    """Whether the fence opened at `start` and closed at `end` holds the whole page: nothing
    after it, and nothing before it but blank lines, headings and rules (see the module)."""
    if start > _TOP or any(line.strip() for line in lines[end + 1 :]):
        return False
    return all(
        not line.strip() or line.startswith("#") or SEPARATOR_RE.match(line)
        for line in lines[:start]
    )
