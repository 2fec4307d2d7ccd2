"""A numbered heading that does not ask over the questions under it: their section.

`## 2. Machine Learning` reads like a numbered question (`NUMBERED_TEXT_RE`), so the
Markdown reader took the lines under it for its answer and dropped the questions there as
that answer's points. Two or more questions under it say it is their section instead: items
that ask (`1. *What is 1NF?*` under `### 1. Normalization`), or `<details>` folds whose
summary is the question (`<summary>What is bias?</summary>` under `## 2. Basics`, GitBook's
question pages). A fold is a block of its own (srs.importers.structure reads it whole): it
is never a point of the answer above it, whatever its summary's words (a request in the
page's language asks as well as a `?`).

One question is enough when a label says it is one (`- Soru: "Eksik verilerle nasıl
uğraşırsınız?"` under `## 2) ACQUIRE — Veri edinme`, a guide's steps each over the
interview questions they raise): the writer's own word that the heading is no question; with
one such item under it, the heading was carded and the labelled question lost in its answer,
while the steps over two were sections.
"""

from __future__ import annotations

from collections.abc import Sequence

from srs.importers.asking import asks
from srs.importers.common import LIST_ITEM_RE, Line, Start
from srs.importers.details import DETAILS_OPEN_RE
from srs.importers.labelstart import label_start

__all__ = ["holds_its_questions"]

_SECTION_FEWEST = 2
"""How many questions under a numbered heading make it their section."""


def holds_its_questions(
    lines: Sequence[Line], starts: dict[int, Start] | None, first: int, end: int
) -> bool:
    """Whether the `starts` between lines `first` and `end` make the numbered heading at
    `first` their section: a list item labelled a question (`- Soru: ...`), or two or more
    questions: `<details>` folds, and items that ask, numbered (`1. *What is 1NF?*`) or
    bulleted with their answer nested (`* **Q: What is drift?**` over `    - *A:* ...`); a
    bold line inside an answer is no sibling question, nor is a step's title (`1. **Create a
    Job**:` over how), nor a table's row (`| Meaning | Structure of the DB |` under `### 35.
    Difference between Schema and Instance`: the answer's comparison)."""
    if not starts:
        return False
    under = [i for i in starts if first < i < end and _sibling_question(starts[i], lines[i].text)]
    return len(under) >= _SECTION_FEWEST or any(_labelled_item(lines[i].text) for i in under)


def _labelled_item(text: str) -> bool:
    """A list item whose label says it is a question (`- Soru: "..."`, `* Q: ...`)."""
    m = LIST_ITEM_RE.match(text)
    if m is None:
        return False
    start = label_start(text[m.end() :], in_heading=False)
    return start is not None and start.labelled


def _sibling_question(start: Start, text: str) -> bool:
    """A fold, or an unlabelled item that asks (see `holds_its_questions`); `text` is its
    first line."""
    if start.body is not None and DETAILS_OPEN_RE.search(text):
        return True
    return (
        (start.number is not None or start.weak)
        and not start.labelled
        and asks(start.label)
        and not start.label.rstrip(" *_").endswith(":")
    )
