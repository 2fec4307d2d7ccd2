"""A scenario under its heading: the situation, then a bold ask, then the labelled answer.

Scenario-based interview pages title each question with a heading, set the scene in a
paragraph and ask about it in a line of its own before the answer's label:

    ### Scenario 1: "Connection refused"

    **Situation:** curl to port 80 fails with `Connection refused`.

    **How would you troubleshoot this?**

    **Answer:**
    ...

The bold ask was read as the question, and the heading and the situation were dropped
(the same `How would you troubleshoot this?` on card after card). Where a document does this
at least twice, and the ask is the only question under its heading, the ask is not a
question of its own: the heading is, and its question reads on through the situation and
the ask to the answer's label.
"""

from __future__ import annotations

import bisect
from collections.abc import Mapping

from srs.importers.common import ANSWER_RE
from srs.importers.values import Line, Start

__all__ = ["situation_asks"]

_AT_LEAST = 2
"""How many headed scenarios make the layout the document's (one could be a topic heading
over an introduction and a single question)."""


def situation_asks(
    lines: list[Line], starts: dict[int, Start], headings: Mapping[int, tuple[int, str]]
) -> None:
    """Drop from `starts` the bold asks that each finish a headed scenario (see above)."""
    if len(headings) < _AT_LEAST:
        return
    rows = sorted(headings)
    marks = sorted(starts)
    asks = [i for i in marks if _scenario_ask(lines, starts, rows, marks, i)]
    if len(asks) >= _AT_LEAST:
        for i in asks:
            del starts[i]


def _scenario_ask(
    lines: list[Line], starts: dict[int, Start], rows: list[int], marks: list[int], i: int
) -> bool:
    """Whether the start at line i is a one-line bold ask under a heading, after a situation
    and before an answer label, and the only start in its heading's section."""
    start = starts[i]
    if start.rest or start.skip or lines[i].text.lstrip()[:2] not in ("**", "__"):
        return False
    k = bisect.bisect_left(rows, i)
    if k == 0:
        return False
    heading, end = rows[k - 1], rows[k] if k < len(rows) else len(lines)
    inside = bisect.bisect_left(marks, end) - bisect.bisect_right(marks, heading)
    if heading in starts or inside != 1:
        return False
    lead = [line for line in lines[heading + 1 : i] if line.text.strip()]
    after = next((line for line in lines[i + 1 : end] if line.text.strip()), None)
    return bool(lead) and after is not None and ANSWER_RE.match(after.text) is not None
