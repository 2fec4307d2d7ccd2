"""Whether a line asks as a question of a document's structure does: a heading, a bold line,
a label or a numbered item that asks. Read by the marker rewrites (srs.importers.markers,
srs.importers.numberedruns) and by srs.importers.choose, which looks for questions left inside
code blocks.
"""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.lazyre import lazy

__all__ = ["NUMBERED_ITEM_RE", "asks_in_structure"]

_STRUCTURE_LEAD_RE = lazy(
    r"^ {0,3}(?:#{1,6}[ \t]+|\*\*|__|(?:q(?:uestion)?[ \t]*\d*[.:)]))", re.IGNORECASE
)
"""How a line that asks starts when it is a question in a document's structure: a heading,
a bold line, a `Q:` / `Question 3.` label."""
NUMBERED_ITEM_RE = lazy(r"^ {0,3}\d{1,4}[.)][ \t]+\S")


def asks_in_structure(line: str) -> bool:
    """A heading, bold, labelled or numbered line that asks: a question of a Markdown page's
    structure (also how srs.importers.choose spots one left inside a code block).

    A numbered item counts when it ends with a question mark (`2. **What is a volume?**`),
    not for a question word alone (`1. What you need` is a step); bullets are an answer's
    points, not questions.
    """
    lead = _STRUCTURE_LEAD_RE.match(line)
    if lead is not None:
        return asks(line[lead.end() :].strip(" *_#"))
    return line.rstrip(" \t*_").endswith("?") and NUMBERED_ITEM_RE.match(line) is not None
