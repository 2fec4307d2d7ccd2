"""A heading over bulleted, labelled questions (`### Teil 2: Setup` over `- **Frage 4:** ...`
and an empty `- **Antwort:**` item): their section, never a question of its own.

A blank worksheet groups its questions under `Part N: title` headings. The line reader reads
no list item as a question, so such a heading, with an answer label below it and too few of
its items ending in `?` to count as a list of questions, was taken for a question: its title
and first item made a junk card, the items below were its answer, and questions in it were
named nowhere. Two items or more that are questions labelled with their own numbers cannot
be one heading's wording: the heading is their section (the Markdown reader reads the items).
So are two items or more that ask, two terms of a definition list that ask (a reST FAQ's
`How do I get section numbers?` at the margin over its indented answer, under a `How do I...`
heading that reads as asking), and, under a heading that does not ask, two numbered
stems or more over their lettered options (srs.importers.optionstems).
"""

from __future__ import annotations

from srs.importers.asking import asking_items
from srs.importers.labelstart import plain_line_start
from srs.importers.optionstems import stems_over_options
from srs.importers.values import Line

__all__ = ["asking_terms", "over_labelled_items", "over_questions"]


def over_questions(heading: str, span: list[Line]) -> bool:
    """Whether the heading `heading` over the lines `span` (up to the next heading) stands
    over a list of questions, their section: two items that ask, two labelled items, or,
    where the heading does not ask, two choice stems over their options."""
    if asking_items(span) >= 2 or over_labelled_items(span) or asking_terms(span) >= 2:
        return True
    return not heading.endswith("?") and stems_over_options(span) >= 2


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


def asking_terms(span: list[Line]) -> int:
    """How many definition-list terms among these lines ask: a line at the margin, no list
    item, ending with a question mark, right over an indented line (its definition)."""
    count = 0
    for k, line in enumerate(span[:-1]):
        text, below = line.text, span[k + 1]
        if line.code or not text[:1].strip() or text[:1] in "-*+#>|" or below.code:
            continue
        if text.rstrip(" *_").endswith(("?", "？")) and below.text[:1] in (" ", "\t"):
            count += bool(below.text.strip())
    return count
