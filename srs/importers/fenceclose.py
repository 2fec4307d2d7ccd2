"""Where a fenced block that a pass looks ahead into ends.

Passes that read a block as one unit (a JSON record under an answer label, an option that
is a block of code under its lone letter) need the line its fence closes on. The walk is
`common.fence_after`'s, so a block closes exactly where CommonMark closes it; a block that
never closes has no end, and those passes leave it as written.
"""

from __future__ import annotations

from srs.importers.common import fence_after

__all__ = ["fence_close"]


def fence_close(lines: list[str], k: int) -> int | None:
    """The index of the fence closing the block that line `k` opens; None when line `k`
    opens no block or the block never closes."""
    fence, _ = fence_after(None, lines[k])
    if fence is None:
        return None
    for j in range(k + 1, len(lines)):
        after, _ = fence_after(fence, lines[j])
        if after is None:
            return j
    return None
