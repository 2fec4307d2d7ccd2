"""Bold lines written as headings, for the passes that find a document's questions titled by
bold lines (srs.importers.boldlabels, srs.importers.titledlabels): the one walk and the one
choice of level, so that the headings inside the answers stay parts of them."""

from __future__ import annotations

from collections.abc import Callable

from srs.importers.fences import outside_code
from srs.importers.headings import LevelAbove

__all__ = ["bold_lines_as_headings"]


def bold_lines_as_headings(
    lines: list[str], pick: Callable[[int, str], str | None], fewest: int = 1
) -> bool:
    """Write each line outside code led by emphasis that `pick` (given its index and text)
    names as a heading of what `pick` made of it, one level below the headings above the
    first; whether any was written (none when fewer than `fewest` are named)."""
    found: list[tuple[int, str]] = []
    level = LevelAbove()  # the headings above the first line named
    for k, line in outside_code(lines):
        lead = line.lstrip(" ")[:1]
        if lead == "#" and not found:
            level.see(line)
        elif lead in ("*", "_") and (text := pick(k, line)) is not None:
            found.append((k, text))
    if not found or len(found) < fewest:
        return False
    hashes = "#" * level.below()
    for k, text in found:
        lines[k] = f"{hashes} {text}"
    return True
