"""Numbered topic headings over bullet notes, in a document whose questions are a
question|answer table (`### 1. **Caching**` over `- Cache GET responses`, then `| No. |
Question | Answer |`): course notes, no questions.

A numbered heading is a question candidate by its number alone, and its notes were taken as
its answer. Where the document's questions are the rows of a question|answer table, a
numbered heading that does not ask, over nothing but bullets of which none asks, is one of
the notes around the table: its lines are text no card holds (reported as such). So is one
over prose (`## 1. Summary` over its paragraph, `## 3. Interview Questions and Answers` over
a line introducing the table): a notes page's sections, each a junk card beside the table's
right ones. A heading that asks (`### 1. What is caching?`, `## 2. Explain X`), or one over
code, a label (`**Answer:**`) or a line that asks, stays a question; so do all of them when
the table's rows are fewer than these headings. An empty heading (`# ` alone, a converter's
leftover between a section's title and its table) is no heading: the notes go on past it.
"""

from __future__ import annotations

from collections.abc import Iterable

from srs.importers.asking import asks, asks_as_task, asks_outright
from srs.importers.common import ANSWER_RE, LIST_ITEM_RE, SEPARATOR_RE
from srs.importers.details import numbered
from srs.importers.values import Line

_MIN_ROWS = 2
"""How many table rows make the table the document's questions."""


def table_topics(
    lines: list[Line],
    headings: dict[int, tuple[int, str]],
    chosen: list[int],
    starts: Iterable[int],
) -> set[int]:
    """The chosen question headings that are topics of notes beside a question table.

    Args:
        lines: the document's body.
        headings: every heading among `lines` -> its level and text.
        chosen: the headings chosen as questions.
        starts: the lines of the structure's starts (a question|answer table's rows among
            them).

    Returns:
        The chosen headings to read as text (none when the table's rows are too few).
    """
    rows = sum(1 for i in starts if lines[i].text.lstrip().startswith("|"))
    if rows < _MIN_ROWS:
        return set()
    topics = {i for i in chosen if _topic(lines, headings, i)}
    return topics if len(topics) <= rows else set()


def _topic(lines: list[Line], headings: dict[int, tuple[int, str]], i: int) -> bool:
    """Whether heading i is numbered, does not ask, and holds notes up to the next heading (a
    rule, `---`, between them): only bullets, or prose (see `_notes`), none of which asks."""
    text = headings[i][1]
    if not text[:1].isdigit() or asks(text) or text.rstrip(" *_").endswith("?"):
        return False
    start = numbered(text)
    if start is not None and (asks(start.label) or asks_as_task(start.label)):
        return False  # `## 2. Explain the roles`: asked after its number
    # an empty heading (`# ` alone, a converter's leftover) ends nothing and says nothing
    end = min((h for h in headings if h > i and headings[h][1].strip()), default=len(lines))
    body = [
        ln
        for k, ln in enumerate(lines[i + 1 : end], i + 1)
        if ln.text.strip() and not SEPARATOR_RE.match(ln.text) and k not in headings
    ]
    return bool(body) and _notes(body)


def _notes(body: list[Line]) -> bool:
    """Whether a heading's lines are notes: no code and no answer's label; only bullets,
    none of which asks, or prose (a paragraph among them, a table or an image beside it)
    none of whose paragraphs asks, nor its bullets as a question does (`_bullet_asks`: a
    bullet that sets a task, `- **Create and manage HR cases.**`, is a point of the notes)."""
    if any(line.code or ANSWER_RE.match(line.text) for line in body):
        return False
    if all(LIST_ITEM_RE.match(line.text) for line in body):
        return not any(asks(line.text) for line in body)
    texts = [line.text for line in body]
    if not any(_paragraph(text) for text in texts):
        return False  # a table or images alone: no notes' prose
    return not any(asks(text) if _paragraph(text) else _bullet_asks(text) for text in texts)


def _bullet_asks(text: str) -> bool:
    """Whether a list item asks as a question does: a question mark, or a question word and
    its verb (`- What is a group`)."""
    item = LIST_ITEM_RE.match(text)
    return asks_outright(text[item.end() :] if item is not None else text)


def _paragraph(text: str) -> bool:
    """A line of prose: no list item, table row, image or HTML tag."""
    lead = text.lstrip()
    return lead[:1] not in ("|", "!", "<") and LIST_ITEM_RE.match(text) is None
