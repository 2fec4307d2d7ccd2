"""Section headings of a question bank with no answers: `## 2. Behavioral` over a note and
its numbered questions.

A post lists the questions its author was asked, grouped in `## N. Topic` sections, and
answers none. A section holding only its numbered list was read right (srs.importers.
headingprose's `lists_questions_only`), but one whose list follows a note (`*Questions from
my own projects:*`), one whose title asks by its verb (`## 1. Define yourself`) and one that
holds only prose (`I was never asked an estimation question`) were questions: the note and
the whole list made an answer, and the questions in it were named nowhere.

Where nothing in the document answers anything (no question start the reader found below a
heading, `others`), and at one heading level two headings or more, and half of that level's,
each stand over two list items or more that ask, with at most a note before them (an italic
line, or one ending with a colon; prose there may be the heading's answer), such a heading is
a section when it does not end with `?` (`## 1. Define yourself` asks by its verb, yet titles
the questions under it), and so is one at that level that does not ask and has no answer
label under it (`## 5. Estimation` over a line of prose): it leaves the candidates. A heading
that asks over its prose (`## 1. What is a primary key`, in the answers part) stays, and so
does one with an answer in its own lines: a hands-on task's steps in bullets over the fold
that hides its solution (`### 01-01. Docker Question` over `* Create a container ...` and
`<details><summary>Solution</summary>`: srs.importers.headedsteps), the steps asking by
their verbs. A section's questions are then reported unanswered; its prose is text in no
card.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from srs.importers.asking import asking_items, asks
from srs.importers.common import LIST_ITEM_RE
from srs.importers.lazyre import lazy
from srs.importers.values import Line, Start

__all__ = ["bank_sections"]

_LEAST = 2
"""Headings over lists of questions a level needs to be a question bank's sections."""


def bank_sections(
    lines: list[Line],
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, tuple[int, Start, bool]],
    answered: Callable[[list[Line]], bool],
) -> None:
    """Drop from `candidates` the section headings of a question bank with no answers (see
    the module doc; call it only where no question start was found). `answered`: whether
    some lines hold an answer (a label, a revealed answer, option A)."""
    if not candidates:
        return
    rows = sorted(headings)
    spans = {
        i: lines[i + 1 : rows[k + 1] if k + 1 < len(rows) else len(lines)]
        for k, i in enumerate(rows)
    }
    at_level = Counter(level for level, _ in headings.values())
    banks = Counter(headings[i][0] for i in rows if _plain(headings[i][1]) and _bank(spans[i]))
    for i, (level, start, labelled) in list(candidates.items()):
        if labelled or banks[level] < _LEAST or 2 * banks[level] < at_level[level]:
            continue
        if _section(headings[i][1], start, spans[i], answered):
            del candidates[i]


def _section(
    text: str, start: Start, span: list[Line], answered: Callable[[list[Line]], bool]
) -> bool:
    """Whether a heading (`text`, read as `start`, over `span`) at a question bank's level
    is a section: over the bank's questions, or asking nothing and answered by nothing."""
    if not _plain(text) or answered(span):
        return False  # (a task's steps over the fold that answers it: a question)
    return _bank(span) or not asks(start.label or text)  # (`1. What is X` asks as `What is X`)


def _bank(span: list[Line]) -> bool:
    """Whether a heading's lines are a list of two questions or more, with at most a note
    before it (an italic line, `*Questions I faced:* ...`, or a line ending with a colon):
    no prose that may answer the heading."""
    for line in span:
        text = line.text.strip()
        if not text or line.code:
            continue
        if LIST_ITEM_RE.match(line.text):
            break
        if not (_NOTE_RE.match(text) or text.endswith(":")):
            return False
    return asking_items(span) >= _LEAST


_NOTE_RE = lazy(r"^(?:\*|_)(?![ \t*_])")
"""A line opening in italics: a note over the list, not an answer."""


def _plain(text: str) -> bool:
    """A heading that may title a section: it does not end with a question mark."""
    return not text.rstrip(" *_").endswith("?")
