"""The line with text right above a line, past the blank lines between.

Several rules read a block by what stands over it: a question (or any text) over a code
block of options (srs.importers.fencedkeys, srs.importers.fencedoptions), an option over
its key, the list item over a fenced block (srs.importers.itemfences), a `Question` label
over a question (srs.importers.roleblocks). Each walked back over the blank lines in a loop
of its own, and one of them read every line above instead; the walk is written here once.
"""

from __future__ import annotations

__all__ = ["text_above"]


def text_above(lines: list[str], k: int) -> int:
    """The index of the last line with text before line k, blank lines skipped; -1 where
    only blank lines, or none, come before it."""
    j = k - 1
    while j >= 0 and not lines[j].strip():
        j -= 1
    return j
