"""Items of a list of questions that do not ask but are answered as the others are: questions
too, worded as tasks or topics (`1. Write a query ...`, `- **Purpose of agent**`), where the
asking ones are many (three to one) or every answered item is a bold title; never a long
sentence ending with a full stop (a statement, the page's own text).
"""

from __future__ import annotations

from srs.importers.common import Start
from srs.importers.listitems import ListItems

__all__ = ["quiet_questions"]


_STATEMENT_WORDS = 25
"""How many words make an item that does not ask, ending with a full stop, a statement."""


def quiet_questions(listed: ListItems, asking: int) -> list[tuple[int, Start]]:
    """Among `asking` questions, an item answered the same way is one (`1. Write a query
    ...`), but not a long sentence: a statement, the page's text (`- Node.js is a runtime
    that ... efficient.` over a pasted `LEARN MORE`)."""
    if asking < 3 * len(listed.quiet) and not _all_titled(listed, asking):
        return []
    return [(i, s) for i, s in listed.quiet if not _statement(s.label)]


def _all_titled(listed: ListItems, asking: int) -> bool:
    """Whether every answered item, asking or not, is a bold title over its answer (
    `- **Purpose of agent**` among `- **How to ...?**`), and at least as many ask as not: a
    list of questions, some worded as topics, the way headings name topics among questions."""
    answered = [i for i, _ in listed.quiet] + [i for i, s in listed.items if s is not None]
    return asking >= len(listed.quiet) and all(i in listed.bold for i in answered)


def _statement(text: str) -> bool:
    """A long sentence that ends with a full stop: no topic or task named as a question."""
    return text.rstrip(" *_").endswith(".") and len(text.split()) > _STATEMENT_WORDS
