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

A numbered heading over only whole-bold items (`## 2. Linear algebra` over `- **Compute
tr(A'B) ...**`, answered or not, rules between them) is a section too, when a numbered heading
of its level holds its questions so (`## 1. Probability` over two): a list of bold questions
split into numbered topics, one or none answered under some. Read as a question, the heading
took the item under it for its answer: an unanswered question hidden in a junk card, or an
answered one lost in silence (`## 3. Models` over `- **What is a kernel?**` and its answer).
"""

from __future__ import annotations

from collections.abc import Sequence

from srs.importers.asking import asks
from srs.importers.common import LIST_ITEM_RE, NUMBERED_TEXT_RE, SEPARATOR_RE
from srs.importers.details import DETAILS_OPEN_RE
from srs.importers.headingspans import section_ends
from srs.importers.labelstart import label_start
from srs.importers.lazyre import lazy
from srs.importers.values import Line, Start

__all__ = ["bold_item_sections", "holds_its_questions"]

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


_BOLD_ITEM_RE = lazy(r"^ {0,3}[-*+][ \t]+(?:\*\*|__)[^*_\s].*(?:\*\*|__)[ \t]*$")
"""A bullet item whose whole text is bold (`- **Compute tr(A'B) ...**`): a bold-bullet list's
question."""


def bold_item_sections(
    lines: Sequence[Line], headings: dict[int, tuple[int, str]], starts: dict[int, Start] | None
) -> set[int]:
    """The numbered headings that do not ask over only whole-bold items, at a level where
    such a heading holds its questions (`holds_its_questions`, among `starts`): sections of
    a list of bold questions (see the module doc)."""
    if not starts:
        return set()
    rows = sorted(headings)
    ends = section_ends(rows, [headings[i][0] for i in rows], len(lines))
    over: dict[int, list[int]] = {}  # level -> its numbered headings over bold items only
    held: set[int] = set()  # levels where one of them holds its questions
    for k, (i, end) in enumerate(zip(rows, ends, strict=True)):
        level, text = headings[i]
        if not text.lstrip(" *_#")[:1].isdigit() or not NUMBERED_TEXT_RE.match(text) or asks(text):
            continue  # the cheap test first: most headings are not numbered
        own = rows[k + 1] if k + 1 < len(rows) else len(lines)
        if _bold_items_only(lines, i + 1, min(own, end)):
            over.setdefault(level, []).append(i)
            if holds_its_questions(lines, starts, i, end):
                held.add(level)
    return {i for level in held for i in over[level]}


def _bold_items_only(lines: Sequence[Line], first: int, end: int) -> bool:
    """Whether lines `first` to `end` hold whole-bold items (one at least) and nothing else
    but what is nested under them, blank lines and rules."""
    items = 0
    for line in lines[first:end]:
        text = line.text
        if not text.strip() or (text[:1] in " \t" and not _BOLD_ITEM_RE.match(text)):
            continue  # blank, or nested under the item above (its answer)
        if _BOLD_ITEM_RE.match(text):
            items += 1
        elif not SEPARATOR_RE.match(text):
            return False
    return items > 0
