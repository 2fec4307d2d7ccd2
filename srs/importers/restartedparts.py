"""A numbered part of an answer written at the question's own level: `### 28. Implement
strlen(), strcpy(), strrev()` over `#### 1. strlen:`, `#### 2. strcpy:`, then `### 3. strrev:`.

The third part's heading level is a slip, so it reads as question 3 and splits question 28
in two, taking the later parts with it. Its number gives it away. It goes back (3 after 28)
inside a run of questions numbered one after another, with no section heading between them,
and a document numbered its questions that way. Its text is a label (it ends with `:` and
asks nothing). A heading like that is a part of the answer above it, not a question. A
count that starts again under a new section (`## Part 2` over `### 1. Basics:`) is not
touched, and neither is one that asks (`### 3. What is X?` has a question's words).
"""

from __future__ import annotations

from srs.importers.asking import asks
from srs.importers.common import UNNUMBERED_LABEL_RE, Start

__all__ = ["restarted_parts"]

_RUN = 3
"""Questions numbered one after another before the part: the count it falls back from."""


def restarted_parts(
    headings: dict[int, tuple[int, str]], candidates: dict[int, tuple[int, Start, bool]]
) -> list[int]:
    """The candidate headings that are parts of the answer above (see the module)."""
    found: list[int] = []
    runs: dict[int, tuple[int, int]] = {}  # per level: the last question's number, its run
    for i in sorted(headings):
        level = headings[i][0]
        for deeper in [lv for lv in runs if lv > level]:
            del runs[deeper]  # a section (or a question one level up) ends the count below it
        cand = candidates.get(i)
        if cand is None or cand[0] != level or cand[2] or cand[1].number is None:
            continue
        number, run = cand[1].number, runs.get(level)
        if run is not None and number < run[0] and run[1] >= _RUN and _label(cand[1].label):
            found.append(i)
            continue
        runs[level] = (number, run[1] + 1 if run is not None and number == run[0] + 1 else 1)
    return found


def _label(text: str) -> bool:
    """Whether a heading's text only names a part (`strrev:`, `**Static local** :`); a
    question's own label with nothing after it (`**Q:**`, an empty question's template) names
    none: it is that question, unanswered."""
    if not text.rstrip(" *_").endswith((":", "：")) or asks(text):
        return False
    return UNNUMBERED_LABEL_RE.match(f"{text} ?") is None  # (`Q: ?`: only a label)
