"""What a labelled question owns: the text down to its next labelled question.

A document that labels its questions (`**Q13: Design an experiment ...**`) and their answers
(`**A:** Systematic approach:`) writes the answer's points as it likes: numbered bold titles
(`4. **Validation**:`) broken up by code blocks at the margin, which end a Markdown list and
make each point look like a list of its own. Such a point that does not ask is the answer's
text, never a question.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from srs.importers.asking import asks
from srs.importers.common import ANSWER_RE, BOLD_START_RE
from srs.importers.lazyre import lazy
from srs.importers.values import Line, Start


def points_of_labelled_answers(
    lines: list[Line],
    headings: dict[int, tuple[int, str]],
    labelled: dict[int, Start],
    structural: dict[int, Start],
) -> dict[int, Start]:
    """The structural (unlabelled) starts, less those that sit after the answer label of the
    labelled question above them, with no heading between, and do not ask, or ask as a bold
    line with no answer label of their own where every labelled question is numbered
    (`_asked_inside`)."""
    if not labelled or not structural:
        return structural
    rows = sorted(labelled)
    marks = _Marks(lines, headings)
    numbered = _numbered_labels(labelled)
    order: list[int] = []  # every start, ascending (when first needed)
    kept: dict[int, Start] = {}
    for i, start in structural.items():
        k = bisect_left(rows, i) - 1
        if k >= 0 and _answer_point(lines, rows[k], i):
            continue
        if k < 0 or not marks.answered_between(rows[k], i):
            kept[i] = start
        elif _asks(start.label):
            order = order or sorted({*labelled, *structural})
            if not (numbered and _asked_inside(lines, marks, i, order)):
                kept[i] = start
    return kept


_BULLET_RE = lazy(r"^ {0,3}[-*+][ \t]+\S")
_PLAIN_A_RE = lazy(r"^[ \t]*(?:\*\*|__)?(?:a|answer)(?:\*\*|__)?[ \t]*[:：]", re.I)
"""A plain `A:` label, which ANSWER_RE leaves to options (`A: 4 bytes` among `B:`, `C:`)."""
_BLOCK_REACH = 40


def _answer_point(lines: list[Line], question: int, i: int) -> bool:
    """Whether the start at line i is a bullet of the answer labelled right under the
    labelled question at `question`, all one block (`Q: Explain skew:` / `A: - Skew:` /
    `- Where does the mean fall?` / `Skew == 0`): a point of that answer, even one that asks
    and runs on into plain lines, which Markdown reads as an item answered; not a question
    the answer raises after a break."""
    if i - question > _BLOCK_REACH or not _BULLET_RE.match(lines[i].text):
        return False
    block = lines[question + 1 : i]
    if not all(line.text.strip() and not line.code for line in block):
        return False
    return any(_PLAIN_A_RE.match(line.text) or ANSWER_RE.match(line.text) for line in block)


def _numbered_labels(labelled: dict[int, Start]) -> bool:
    """Whether two or more of the starts are labelled and every labelled one is numbered
    (`**问题 11：...？**`, `**Question 3: ...?**`): the document's own list of questions."""
    numbers = [start.number for start in labelled.values() if start.labelled]
    return len(numbers) >= _LABELLED_FEWEST and None not in numbers


def _asked_inside(lines: list[Line], marks: _Marks, i: int, order: list[int]) -> bool:
    """Whether the start at line i, inside a numbered labelled question's answer, is a bold
    line that asks with no answer label before the next start (`**为什么需要两种日志？**`
    over its bullets): a question the answer raises and answers, in its flow, not one of the
    document's numbered questions."""
    if not BOLD_START_RE.match(lines[i].text):
        return False
    k = bisect_left(order, i + 1)
    end = order[k] if k < len(order) else len(lines)
    return not marks.labelled_after(i, end)


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

    def labelled_after(self, first: int, end: int) -> bool:
        """Whether an answer label opens a line after `first` and before `end`."""
        if end - 1 <= first:
            return False
        if not self.last_answer:
            self._scan()
        return self.last_answer[end - 1] > first
