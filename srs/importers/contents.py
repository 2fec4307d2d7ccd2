"""Tables of contents among a document's unanswered questions: a run of questions listed back
to back that the document answers further on names them; it leaves none unanswered."""

from __future__ import annotations

from srs.importers.asking import plain_question
from srs.importers.common import LIST_ITEM_RE


def contents_lists(loose: list[tuple[int, str]], asked: set[str], text: dict[int, str]) -> set[int]:
    """The lines of the tables of contents among the unanswered questions: runs of them
    written back to back, with nothing but other list items, wrapped lines and short titles
    (`Section E:  The basics`) between them, at least two of which the document answers
    further on. Such a list names questions; it does not leave them unanswered (a FAQ's
    contents list that covers more sections than an excerpt answers)."""
    runs: list[list[tuple[int, str]]] = []
    for item in sorted(loose):
        if runs and _listing_between(text, runs[-1][-1][0], item[0]):
            runs[-1].append(item)
        else:
            runs.append([item])
    return {
        no
        for run in runs
        if len(run) >= 3 and sum(1 for _, question in run if plain_question(question) in asked) >= 2
        for no, _ in run
    }


def _listing_between(text: dict[int, str], first: int, last: int) -> bool:
    """Whether the lines between two listed questions are more of the list: blank,
    indented (wrapped), numbered, or at most two short lines (section titles)."""
    titles = 0
    for no in range(first + 1, last):
        line = text.get(no, "")
        if not line.strip() or line[:1] in (" ", "\t") or LIST_ITEM_RE.match(line):
            continue
        if len(line) > 80:
            return False  # a paragraph of prose: the list has ended
        titles += 1
        if titles > 2:
            return False
    return True
