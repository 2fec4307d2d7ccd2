"""The one walk several passes share: find the lines outside code a pattern matches, and
write each anew only when enough of them do (a layout is the document's when it recurs; one
line so written is a slip or a sentence, left as it is).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from srs.importers.fences import outside_code

__all__ = ["rewrite_matched"]


def rewrite_matched(
    text: str,
    match: Callable[[str], re.Match[str] | None],
    fewest: int,
    write: Callable[[re.Match[str]], str],
) -> str:
    """The text with each line outside code that `match` matches written as `write` gives
    it, when `fewest` or more do; else the text itself (the passes after ask `holds` of it,
    whose answers are kept for that text object only)."""
    lines = text.split("\n")
    found = [(k, m) for k, line in outside_code(lines) if (m := match(line)) is not None]
    if len(found) < fewest:
        return text
    for k, m in found:
        lines[k] = write(m)
    return "\n".join(lines)
