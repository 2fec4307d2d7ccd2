"""Numbered topic headings over bullet notes, in a document whose questions are a
question|answer table (`### 1. **Caching**` over `- Cache GET responses`, then `| No. |
Question | Answer |`): course notes, no questions.

A numbered heading is a question candidate by its number alone, and its notes were taken as
its answer. Where the document's questions are the rows of a question|answer table, a
numbered heading that does not ask, over nothing but bullets of which none asks, is one of
the notes around the table: its lines are text no card holds (reported as such). A heading
that asks (`### 1. What is caching?`), or one over prose, code or a label, stays a question;
so do all of them when the table's rows are fewer than these headings.
"""

from __future__ import annotations

from collections.abc import Iterable

from srs.importers.asking import asks
from srs.importers.common import LIST_ITEM_RE, SEPARATOR_RE, Line

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
    """Whether heading i is numbered, does not ask, and holds only bullets that ask nothing
    up to the next heading (a rule, `---`, between them)."""
    text = headings[i][1]
    if not text[:1].isdigit() or asks(text) or text.rstrip(" *_").endswith("?"):
        return False
    end = min((h for h in headings if h > i), default=len(lines))
    body = [ln for ln in lines[i + 1 : end] if ln.text.strip() and not SEPARATOR_RE.match(ln.text)]
    return bool(body) and all(
        not line.code and LIST_ITEM_RE.match(line.text) and not asks(line.text) for line in body
    )
