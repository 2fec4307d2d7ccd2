"""Headings under a status line with no label, among status lines that carry one.

Notes kept as a checklist put a status line over each question's heading: a pictograph or a
GitHub shortcode saying how far the author got (`:white_check_mark: Q3` / `### Iterators`,
`⬜ Q4` / `### Asyncio`), the `Qn` after it a progress count. The label reader takes such a
line as the bare label `Q3` whose question is the heading below it
(srs.importers.headings.label_over_heading). An author who stops counting writes the status
alone (`:white_check_mark:` / `### Shallow vs deep copy`): no label, so the heading was no
question, and, being a topic among labelled questions, its whole answer was dropped as text
between questions. The status line is the same furniture either way and the heading is the
question either way: so, where at least one status-led label sits over a heading, a heading
at that heading's level right under a status line alone is a question too, unnumbered, its
status line its start (as the label line is the labelled ones'), so the status is no answer's
text. A heading under a status line at another level (a sub-heading in an answer), or a
status line with words after it (`✅ Done: read the docs`), is left as it was.
"""

from __future__ import annotations

import dataclasses

from srs.importers.common import end_matter_kind, heading_of, next_content
from srs.importers.lazyre import lazy
from srs.importers.values import Line, Start

__all__ = ["status_headings"]

_PICTOGRAPH = r"[\u231a-\u23ff\u25a0-\u27bf\u2b00-\u2bff\U0001f000-\U0001faff]"
"""The emoji blocks a status is drawn from (`⏳`, `✅`, `❌`, `⬜`, `🔲`): not arrows (`↓` in a
diagram's flow) nor box drawing (`└───┘`, a rule of `─`), which draw, not mark."""
_STATUS = rf"(?:{_PICTOGRAPH}[\ufe0f\u200d]*|:[a-z0-9_+\-]{{2,40}}:)"
"""One status mark: a pictograph (`✅`, `⬜`) or its GitHub shortcode (`:white_check_mark:`)."""
_MARKS = rf"(?:{_STATUS}[ \t]*){{1,4}}"
"""A status: a few marks (`:white_large_square: :question:`), not a row of them drawn across."""
_STATUS_ONLY_RE = lazy(rf"^[ \t]{{0,3}}{_MARKS}$")
"""A line of status marks and nothing else."""
_STATUS_LED_RE = lazy(rf"^[ \t]{{0,3}}{_MARKS}(?=[^\s:\u2190-\u2bff\U0001f000-\U0001faff])")
"""A line whose text opens with status marks and goes on (a label: `:white_check_mark: Q3`)."""


def _marked(text: str) -> bool:
    """The cheap test before the patterns: a status line opens with `:` or a pictograph."""
    first = text.lstrip(" \t")[:1]
    return first == ":" or first >= "\u2190"


def _status_only(text: str) -> bool:
    """Whether a line is status marks alone (`:white_check_mark:`, `:white_large_square:
    :question:`, `✅`)."""
    return _marked(text) and _STATUS_ONLY_RE.match(text) is not None


def _heading_below(lines: list[Line], i: int) -> tuple[int, int, str] | None:
    """(row, level, text) of the heading on the next line with text after row i, if any: read
    from the line, as a rule before may have taken it out of the headings (the first part of
    a labelled question's answer, srs.importers.labelledsubheadings)."""
    j = next_content(lines, i)
    heading = heading_of(lines[j]) if j is not None else None
    if j is None or heading is None or not heading[1]:
        return None
    return j, *heading


def _status_labels(lines: list[Line], starts: dict[int, Start]) -> set[int]:
    """The levels of the headings that ask the questions of status-led bare labels
    (`:white_check_mark: Q3` over `### Iterators`); each such label not yet given its
    heading's text is given it here, its heading skipped, so that a counted block and an
    uncounted one are read alike."""
    levels: set[int] = set()
    for i, start in list(starts.items()):
        if not start.labelled or not _marked(lines[i].text):
            continue
        below = _heading_below(lines, i) if _STATUS_LED_RE.match(lines[i].text) else None
        if below is None or below[0] in starts:
            continue
        j, level, text = below
        if not start.label and end_matter_kind(text) is None:
            starts[i] = dataclasses.replace(start, label=text, skip=j - i)
        if starts[i].skip == j - i:  # the label asks by this heading
            levels.add(level)
    return levels


def status_headings(lines: list[Line], starts: dict[int, Start]) -> None:
    """Each heading right under a line of status marks alone, at the level of a heading right
    under a status-led bare label (`:white_check_mark: Q3` / `### Iterators`), written into
    `starts` as an unnumbered question started on its status line (see the module docstring)."""
    levels = _status_labels(lines, starts)
    if not levels:
        return
    for k, line in enumerate(lines):
        if k in starts or line.code or not _status_only(line.text):
            continue
        below = _heading_below(lines, k)
        if below is None or below[0] in starts:
            continue
        j, level, text = below
        if level in levels and end_matter_kind(text) is None:
            starts[k] = Start(None, text, labelled=True, skip=j - k)
