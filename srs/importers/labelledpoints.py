"""A `Solution` label that is one of an answer's labelled points, not the answer's label:

    **Q8: What is data skew and how do you solve it?**

    * **The Question:** One task is taking forever. Why?
    * **Beginner Solution:** You gave one worker all the boxes.
    * **Solution (Salting):** Break the boxes into labelled chunks.

The answer is the whole list of labelled (in bold or italics) points; read as the answer's label, the
third point cut the first two into the question and lost its own label. A bulleted
`Solution` label under two or more labelled (in bold or italics) bullets of the same list is one more point.
An `Answer` label is the answer's wherever it stands (`- **Difficulty:** Easy` over
`- **Answer:** B`: fields over the key).
"""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy
from srs.importers.values import Line

__all__ = ["labelled_point"]

_LABELLED_BULLET_RE = lazy(
    r"^(?P<indent>[ \t]*)[-*+][ \t]+(?P<e>\*\*|__|\*|_)(?P<label>[^*_\n]{1,40}?)[:：]?(?P=e)[ \t]*[:：]?"
)
_SOLUTION_RE = lazy(r"solution|sol\b", re.IGNORECASE)
_FEWEST_ABOVE = 2


def labelled_point(lines: list[Line], i: int) -> bool:
    """Whether line i is a bulleted `Solution` label among labelled points (see the module)."""
    m = _LABELLED_BULLET_RE.match(lines[i].text) if not lines[i].code else None
    if m is None or not _SOLUTION_RE.match(m.group("label").lstrip()):
        return False
    above = 0
    for line in reversed(lines[:i]):
        if line.code:
            return False
        if not line.text.strip():
            continue
        point = _LABELLED_BULLET_RE.match(line.text)
        if point is None or point.group("indent") != m.group("indent"):
            break
        above += 1
    return above >= _FEWEST_ABOVE
