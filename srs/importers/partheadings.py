"""A heading over bulleted, labelled questions (`### Teil 2: Setup` over `- **Frage 4:** ...`
and an empty `- **Antwort:**` item): their section, never a question of its own.

A blank worksheet groups its questions under `Part N: title` headings. The line reader reads
no list item as a question, so such a heading, with an answer label below it and too few of
its items ending in `?` to count as a list of questions, was taken for a question: its title
and first item made a junk card, the items below were its answer, and questions in it were
named nowhere. Two items or more that are questions labelled with their own numbers cannot
be one heading's wording: the heading is their section (the Markdown reader reads the items).
"""

from __future__ import annotations

from srs.importers.common import Line
from srs.importers.labelstart import plain_line_start

__all__ = ["over_labelled_items"]


def over_labelled_items(span: list[Line]) -> bool:
    """Whether two or more list items among these lines (a heading's, up to the next one)
    are questions labelled with a number (`- **Question 3:** text`, `* Frage 4: text`)."""
    count = 0
    for line in span:
        text = line.text.lstrip(" ")
        if line.code or text[:1] not in ("-", "*", "+") or text[1:2] not in (" ", "\t"):
            continue
        start = plain_line_start(Line(line.no, text[2:].lstrip(" \t")))
        if start is not None and start.labelled and start.number is not None:
            count += 1
            if count >= 2:
                return True
    return False
