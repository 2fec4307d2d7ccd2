"""What a labelled question owns: the text down to its next labelled question.

A document that labels its questions (`**Q13: Design an experiment ...**`) and their answers
(`**A:** Systematic approach:`) writes the answer's points as it likes: numbered bold titles
(`4. **Validation**:`) broken up by code blocks at the margin, which end a Markdown list and
make each point look like a list of its own. Such a point that does not ask is the answer's
text, never a question.
"""

from __future__ import annotations

from bisect import bisect_left

from srs.importers.asking import asks
from srs.importers.common import ANSWER_RE, Line, Start


def points_of_labelled_answers(
    lines: list[Line],
    headings: dict[int, tuple[int, str]],
    labelled: dict[int, Start],
    structural: dict[int, Start],
) -> dict[int, Start]:
    """The structural (unlabelled) starts, less those that do not ask and sit after the
    answer label of the labelled question above them, with no heading between."""
    if not labelled or not structural:
        return structural
    rows = sorted(labelled)
    kept: dict[int, Start] = {}
    for i, start in structural.items():
        k = bisect_left(rows, i) - 1
        if k < 0 or _asks(start.label) or not _answered_before(lines, headings, rows[k], i):
            kept[i] = start
    return kept


def _asks(label: str) -> bool:
    """Whether a start's text asks; a title that ends with a colon (`**Define a metric**:`)
    names a point, imperative as its first word may be."""
    return asks(label) and not label.rstrip(" \t*_").endswith(":")


def _answered_before(
    lines: list[Line], headings: dict[int, tuple[int, str]], first: int, end: int
) -> bool:
    """Whether an answer label opens a line after the question at `first` and before `end`,
    in one section (a heading between them starts another part of the document)."""
    answered = False
    for j in range(first + 1, end):
        if j in headings:
            return False
        if not answered and not lines[j].code and ANSWER_RE.match(lines[j].text):
            answered = True
    return answered
