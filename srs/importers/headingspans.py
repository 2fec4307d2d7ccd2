"""Where each heading's section ends, found for all headings at once.

A heading's section runs to the next heading at its level or above, and a heading inside a
`<details>` answer ends with that block. Looked up heading by heading, each search walked
the headings after it and every block: a long page of questions at one level under a single
title, or a 10,000-question page of `<details>` answers, took minutes. One walk back over the
headings (a stack of the levels met) and one forward over the blocks (a heap of the open
ones) answer every heading in about linear time.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence

__all__ = ["section_ends"]


def section_ends(
    rows: Sequence[int],
    levels: Sequence[int],
    total: int,
    blocks: Sequence[tuple[int, int]] = (),
) -> list[int]:
    """For each heading (its line `rows[k]`, its level `levels[k]`, rows ascending), the line
    its section ends at: the next heading at its level or above (`total` when none), or
    sooner the close of the innermost block (opening line, closing line) it sits inside."""
    ends = [total] * len(rows)
    above: list[int] = []  # headings after this one, each at a level above the one before it
    for k in range(len(rows) - 1, -1, -1):
        while above and levels[above[-1]] > levels[k]:
            above.pop()
        if above:
            ends[k] = rows[above[-1]]
        above.append(k)
    if not blocks:
        return ends
    opened = sorted(blocks)
    open_closes: list[int] = []  # a heap of the closes of the blocks opened before the row
    n = 0
    for k, row in enumerate(rows):
        while n < len(opened) and opened[n][0] < row:
            heapq.heappush(open_closes, opened[n][1])
            n += 1
        while open_closes and open_closes[0] <= row:
            heapq.heappop(open_closes)  # closed by now: it holds no later heading either
        if open_closes:
            ends[k] = min(ends[k], open_closes[0])
    return ends
