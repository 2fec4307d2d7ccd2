"""Headings numbered with keycap pictures in a run whose headings mostly ask: each a question.

A guide numbers its questions `### 1️⃣ Pod is stuck in Pending state` ... `### 2️⃣0️⃣ ...`,
and then, under a section of its own, a second run of the same topics told short:

    ## Top 20 scenarios (STAR style)
    ### 1️⃣ Pod stuck in Pending
    **Perfect Answer:** ...
    ### 2️⃣ Pod in CrashLoopBackOff
    **Perfect Answer:** ...

The keycaps are decoration to the heading reader, so each heading is judged by its words:
the ones that read as sentences were questions, and a title of three words (`Pod in
CrashLoopBackOff`, `Service not accessible`) was taken for a sub-heading of the answer above
and its card ran into that answer with no warning. Its author numbered it with its siblings:
within a run of keycap-numbered headings at one level (numbers going up; a number that does
not go up starts another run), where three or more ask and they are most of the run, every
plain heading of the run is a question too.

A run that mostly does not ask stays as it is: an answer's own numbered parts (`### 1️⃣
Control Plane`, `### 2️⃣ Worker Nodes` under `### Explain Kubernetes architecture.`) are
parts of it, wherever the questions around them are keycap-numbered as well.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from srs.importers.lazyre import lazy
from srs.importers.values import Candidate, Line, Start

__all__ = ["keycap_runs"]


_KEYCAP_RE = lazy(
    r"^[ \t]*#{1,6}[ \t]+[*_]{0,2}[ \t]*(?P<n>\d{0,3}(?:[0-9]\ufe0f?\u20e3)+|\U0001f51f)"
)
"""A heading line whose text opens with a keycap number (`1️⃣`, `11️⃣`, `1️⃣2️⃣`, `🔟`)."""
_FEWEST = 3


def keycap_runs(
    lines: Sequence[Line],
    candidates: dict[int, Candidate],
    plain: Sequence[tuple[int, int, str]],
) -> None:
    """Make the plain headings of each run of keycap-numbered headings that mostly ask
    candidates (see the module docstring)."""
    if not plain or not any(
        "\u20e3" in lines[i].text or "\U0001f51f" in lines[i].text for i, _, _ in plain
    ):
        return  # no plain heading numbered so (a cheap test first)
    rows = sorted(
        [(i, level, None) for i, (level, _, _) in candidates.items()]
        + [(i, level, text) for i, level, text in plain if i not in candidates],
        key=lambda row: row[0],
    )
    for run in _runs(lines, rows):
        asking = sum(1 for _, _, text in run if text is None)
        if asking >= _FEWEST and 2 * asking > len(run):
            for i, level, text in run:
                if text is not None:
                    candidates[i] = (level, Start(None, text), False)


def _runs(
    lines: Sequence[Line], rows: Sequence[tuple[int, int, str | None]]
) -> Iterator[list[tuple[int, int, str | None]]]:
    """Each run of keycap-numbered headings at one level, in order: its headings (row,
    level, text: None for one that asks)."""
    last: dict[int, tuple[int, list[tuple[int, int, str | None]]]] = {}  # level: (number, run)
    for row in rows:
        m = _KEYCAP_RE.match(lines[row[0]].text)
        if m is None:
            continue
        number = _number(m.group("n"))
        level = row[1]
        held = last.get(level)
        if held is not None and number > held[0]:
            held[1].append(row)
            last[level] = (number, held[1])
            continue
        if held is not None:
            yield held[1]
        last[level] = (number, [row])
    for _, run in last.values():
        yield run


def _number(keycaps: str) -> int:
    """The number keycaps write (`1️⃣2️⃣` and `11️⃣` as 12 and 11, `🔟` as 10)."""
    if keycaps == "\U0001f51f":
        return 10
    return int(keycaps.replace("\ufe0f", "").replace("\u20e3", ""))
