"""Tiny text charts (sparklines, bars) as plain strings: no markup, safe anywhere."""

from __future__ import annotations

from collections.abc import Sequence

BLOCKS = "▁▂▃▄▅▆▇█"


def sparkline(values: Sequence[int]) -> str:
    """One block per value, scaled to the largest; zero is the lowest block."""
    if not values:
        return ""
    top = max(values) or 1
    return "".join(
        BLOCKS[0] if v <= 0 else BLOCKS[max(1, round(v / top * (len(BLOCKS) - 1)))] for v in values
    )


def bar(fraction: float, width: int) -> str:
    """A horizontal bar of `width` cells, `fraction` (0..1) of them full."""
    fraction = min(1.0, max(0.0, fraction))
    full = round(fraction * width)
    return "█" * full + "░" * (width - full)
