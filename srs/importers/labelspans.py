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
    marks = _Marks(lines, headings)
    kept: dict[int, Start] = {}
    for i, start in structural.items():
        k = bisect_left(rows, i) - 1
        if k < 0 or _asks(start.label) or not marks.answered_between(rows[k], i):
            kept[i] = start
    return kept


def line_points_of_labelled_answers(
    lines: list[Line], headings: dict[int, tuple[int, str]], line_starts: dict[int, Start]
) -> dict[int, Start]:
    """The line starts, less the unlabelled ones that ask nothing after a labelled question's
    answer label (`**1. Gantt Chart**` under `**Answer 2:**`): its answer's points, as with
    the structure's starts (`points_of_labelled_answers`)."""
    labelled = {i: s for i, s in line_starts.items() if s.labelled}
    if not labelled or len(labelled) == len(line_starts):
        return line_starts
    others = {i: s for i, s in line_starts.items() if not s.labelled}
    kept = points_of_labelled_answers(lines, headings, labelled, others)
    return {i: s for i, s in line_starts.items() if s.labelled or i in kept}


def titled_points(starts: dict[int, Start]) -> dict[int, Start]:
    """The line starts, less the bold numbered titles that end with a colon and ask nothing
    (`**1. Switch spoofing:**` over its bullets) below a labelled question (`Q6`), where two
    or more questions are labelled: the points of a labelled question's answer, not
    questions of their own."""
    if sum(1 for start in starts.values() if start.labelled) < _LABELLED_FEWEST:
        return starts
    first = min(i for i, start in starts.items() if start.labelled)
    return {
        i: start
        for i, start in starts.items()
        if start.labelled
        or i < first
        or _asks(start.label)
        or not start.label.rstrip().endswith(":")
    }


_LABELLED_FEWEST = 2


def _asks(label: str) -> bool:
    """Whether a start's text asks; a title that ends with a colon (`**Define a metric**:`)
    names a point, imperative as its first word may be."""
    return asks(label) and not label.rstrip(" \t*_").endswith(":")


class _Marks:
    """For each line, the last heading and the last answer label at or above it, found in
    one pass when first asked: a question far below its labelled question (a long run of
    labelled questions read as structure too) is then answered in constant time, not by
    reading every line between again."""

    def __init__(self, lines: list[Line], headings: dict[int, tuple[int, str]]) -> None:
        self.lines = lines
        self.headings = headings
        self.last_heading: list[int] = []
        self.last_answer: list[int] = []

    def _scan(self) -> None:
        heading = answer = -1
        for j, line in enumerate(self.lines):
            if j in self.headings:
                heading = j
            elif not line.code and ANSWER_RE.match(line.text):
                answer = j
            self.last_heading.append(heading)
            self.last_answer.append(answer)

    def answered_between(self, first: int, end: int) -> bool:
        """Whether an answer label opens a line after the question at `first` and before
        `end`, in one section (a heading between them starts another part of the
        document)."""
        if end - 1 <= first:
            return False
        if not self.last_heading:
            self._scan()
        return self.last_heading[end - 1] <= first and self.last_answer[end - 1] > first
