"""Labels inside a heading question's answer (`**问题：**` under `**答案：**`): no questions.

A page of notes asks each question in a heading and answers it under an answer label; an
answer may go on to name the problem it solves and how (`### 7. 深分页问题如何优化？` over
`**答案：**`, then `**问题：** LIMIT 1000000, 10 ...` and `**优化方案：**`). `问题` is the
word for a question as well as for a problem: read as a question's label, it made the heading
over it a section (a heading over labelled questions is one), so the heading's question was
lost and the problem's words became a question answered by the rest.

So a labelled line is no question when it stands in the span of a heading that asks (it ends
with a question mark, or is numbered) after an answer label in that span: it is part of the
answer that label began. A labelled line before any answer label (`**Q:**` / `**A:**` pairs
under a topic heading), or one that numbers its question (`Question 2` after the last
answer's `Correct`), is left as it is, and so are the labels after it.
"""

from __future__ import annotations

from srs.importers.common import ANSWER_RE, NUMBERED_TEXT_RE
from srs.importers.values import Line, Start

__all__ = ["without_answer_labels"]


def without_answer_labels(
    lines: list[Line], headings: dict[int, tuple[int, str]], starts: dict[int, Start]
) -> dict[int, Start]:
    """The labelled starts (`starts`) but those inside an answer under a heading that asks
    (see the module docstring); `starts` itself when there are none."""
    if not starts or not headings:
        return starts
    rows = sorted(headings)
    inside: set[int] = set()
    for k, i in enumerate(rows):
        text = headings[i][1].rstrip(" *_")
        if not (text.endswith(("?", "？")) or NUMBERED_TEXT_RE.match(text)):
            continue
        end = rows[k + 1] if k + 1 < len(rows) else len(lines)
        answered = False
        for j in range(i + 1, end):
            if j in starts:
                if not answered or starts[j].number is not None or not starts[j].label:
                    break  # a label before any answer, or one numbering the next question
                inside.add(j)
            elif not lines[j].code and ANSWER_RE.match(lines[j].text):
                answered = True
    return {i: s for i, s in starts.items() if i not in inside} if inside else starts
