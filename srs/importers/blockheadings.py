"""What a card's question heading says about the lines under it: whether a rule or a heading
below still belongs to its answer. Read by srs.importers.segment while it groups lines."""

from __future__ import annotations

from srs.importers.common import BOLD_LINE_RE, heading_of
from srs.importers.headings import question_label_heading
from srs.importers.values import Block, Line

__all__ = ["asked_in_heading", "label_heading", "opens_answer", "parted_by_rules"]


def asked_in_heading(block: Block) -> bool:
    """Whether a card's question is a heading (`## 20. What is X?`, `### Q: What is X?`):
    a rule then parts its answer rather than ending it."""
    return block.level is not None or heading_of(block.start) is not None


def parted_by_rules(block: Block, after: Line) -> bool:
    """Whether the rule right above the line `after` parts a card's answer rather than
    ending it: the question is a heading, or a whole bold line (`**Q2- What is X?**` over
    `*Two views*`, `***`, the text) and the rule sits tight between two lines of its text.
    Cut there, the card kept only the line above the rule and the rest was reported as text
    in no card. A rule set apart by blank lines under a bold question still ends its answer:
    there it separates the questions (a title or a closing remark may follow it)."""
    if asked_in_heading(block):
        return True
    text = block.start.text.strip()
    if text[:1] not in "*_" or BOLD_LINE_RE.match(text) is None or not block.lines:
        return False
    above = block.lines[-1]
    return bool(above.text.strip()) and after.no == above.no + 2


def label_heading(block: Block) -> bool:
    """Whether a card's question sits under a label heading (`### Question`): its document
    labels every question, so a line that asks past a rule in its answer is the answer's."""
    heading = heading_of(block.start)
    return heading is not None and question_label_heading(heading[1])


def opens_answer(block: Block, level: int) -> bool:
    """A heading under a question that is no heading (`**Q2 How is KNN different from
    k-means?**` over `##### KNN` and `##### K-means`): the answer's, when nothing else is yet
    or the answer already opened with a heading at that level."""
    content = [line for line in block.lines if line.text.strip()]
    if not content:
        return True
    first = heading_of(content[0])
    return first is not None and first[0] == level
