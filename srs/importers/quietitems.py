"""Items of a list of questions that do not ask but are answered as the others are: questions
too, worded as tasks or topics (`1. Write a query ...`, `- **Purpose of agent**`), where the
asking ones are many (three to one) or every answered item is a bold title; never a long
sentence ending with a full stop (a statement, the page's own text).
"""

from __future__ import annotations

import dataclasses

from srs.importers.intros import names_questions
from srs.importers.listitems import ListItems
from srs.importers.values import Start

__all__ = [
    "bold_titled",
    "break_titled",
    "quiet_questions",
    "titled_list",
    "titled_pattern",
    "unanswered_tasks",
]


_STATEMENT_WORDS = 25
"""How many words make an item that does not ask, ending with a full stop, a statement."""


def quiet_questions(
    listed: ListItems, asking: int, *, like: bool = False
) -> list[tuple[int, Start]]:
    """Among `asking` questions, an item answered the same way is one (`1. Write a query
    ...`), but not a long sentence: a statement, the page's text (`- Node.js is a runtime
    that ... efficient.` over a pasted `LEARN MORE`). `like`: the list is written as the
    document's lists of questions are (every quiet item is then a question)."""
    if not like and asking < 3 * len(listed.quiet) and not titled_list(listed, asking):
        return []
    return [(i, _titled(listed, i, s)) for i, s in listed.quiet if not _statement(s.label)]


def _titled(listed: ListItems, first: int, start: Start) -> Start:
    """A bold title's question without the colon that ends it (`- **ACID Properties:**`
    names the question, as a numbered item's title does)."""
    if first not in listed.bold or start.label[-1:] not in (":", "："):
        return start
    return dataclasses.replace(start, label=start.label.rstrip(" :："))


def titled_list(listed: ListItems, asking: int) -> bool:
    """Whether every answered item, asking or not, is a bold title over its answer (
    `- **Purpose of agent**` among `- **How to ...?**`), and two or more ask (or as many as
    do not): a list of questions, some worded as topics or tasks (`- **Explain paging.**`),
    the way headings name topics among questions. The pattern is the list's, not the count
    of question marks: a chat answer's list of interview questions tells more than it asks."""
    if asking >= min(len(listed.quiet), _TITLED_ASKING) and bold_titled(listed):
        return True
    return asking >= _TITLED_ASKING and break_titled(listed)


def break_titled(listed: ListItems) -> bool:
    """Whether every answered item of a bulleted list ends its first line with an HTML break
    over its answer (`- Unpack a.tar.gz. <br>` / `  tar xf a.tar.gz <br>`) and some do not
    ask: the author's own line between prompt and answer, the same in each item, marks a
    list of questions whose tasks (`Unpack ...`) are questions as its asking items are. (A
    bold item among them, `- **Write a script.**`, is titled the same way.)"""
    if listed.ordered or not listed.quiet or not listed.broken:
        return False
    answered = [i for i, _ in listed.quiet] + [i for i, s in listed.items if s is not None]
    return all(i in listed.broken or i in listed.bold for i in answered)


def unanswered_tasks(listed: ListItems) -> list[int]:
    """The bullets with no answer in a list titled by HTML breaks (`break_titled`) that end
    with one too (`- Write a script. <br>` with nothing under it): tasks left unanswered,
    questions as their answered siblings are, reported one by one however they are worded."""
    if not break_titled(listed):
        return []
    return [i for i in listed.bare if i in listed.broken]


def titled_pattern(listed: ListItems, asking: int) -> bool:
    """Whether a list of bold titles taken as questions sets the document's layout: two or
    more of them ask (see `titled_list`)."""
    return asking >= _TITLED_ASKING and bold_titled(listed)


def bold_titled(listed: ListItems) -> bool:
    """Whether every answered item of a list is a bold title over its answer, and some do
    not ask (with none, there is no pattern of titles to hold)."""
    answered = [i for i, _ in listed.quiet] + [i for i, s in listed.items if s is not None]
    return bool(listed.quiet) and all(i in listed.bold for i in answered)


_TITLED_ASKING = 2
"""How many items of a list of bold titles must ask for the others to be questions too: one
that asks among topics may be a note's own heading (`- **Why use it?**` among
`- **Overview**`, `- **Installation**`)."""


def _statement(text: str) -> bool:
    """A long sentence that ends with a full stop: no topic or task named as a question; or
    a title naming a set of questions (`General Questions:` over what they were about). A
    stem of two paragraphs, a scenario over its task, is a question by its shape."""
    if names_questions(text.rstrip(" *_")):
        return True
    if "\n\n" in text:
        return False  # a scenario over its task, answered by code (srs.importers.stems)
    return text.rstrip(" *_").endswith(".") and len(text.split()) > _STATEMENT_WORDS
