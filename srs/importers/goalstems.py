"""A `Solution:` line inside a question's stem, as Microsoft's exam series write it.

Certification exams repeat one scenario with a different proposal each time and ask whether
it works:

    You need to make OneDrive data available to remote users.
    Solution: You enable multi-factor authentication.
    Does the solution meet the goal?

The `Solution:` line is the proposal being judged, part of the question; read as the answer
label, it cut the question in two and took the options and the key into the answer. Such a
label is the question's own when its paragraph goes on, with no blank line, to a line that
asks (ends with `?`).
"""

from __future__ import annotations

import re

from srs.importers.common import Line
from srs.importers.lazyre import lazy

__all__ = ["solution_in_stem"]

_SOLUTION_LABEL_RE = lazy(r"^[ \t]*(?:\*\*|__)?solution(?:\*\*|__)?[ \t]*:", re.IGNORECASE)


def solution_in_stem(lines: list[Line], i: int) -> bool:
    """Whether line i is a `Solution:` proposal inside the question (see the module)."""
    if "olution" not in lines[i].text[:16] or not _SOLUTION_LABEL_RE.match(lines[i].text):
        return False  # a cheap test first: most labels are no `Solution:`
    for line in lines[i + 1 :]:
        if line.code or not line.text.strip():
            return False
        if line.text.rstrip().endswith("?"):
            return True
    return False
