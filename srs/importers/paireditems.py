"""Numbered items written `paired`: one paragraph at the margin, the question's line(s) over
its answer on the very next line, no blank line and no indent between (`1) What is X?` /
`X is ...`), as a student's notes answer a book's reading questions.

Two things follow from the shape (the first for srs.importers.renumbered):

- `paired_mark`: the list is so written throughout, with its delimiter (`)` or `.`); a list
  written so after a prose paragraph (the exercises it sets, restarted at `1)`) is one of
  questions where the document's questions are written so, though its items do not ask.
- `wrapped_tasks`: in a list most of whose items have no answer (a chapter not done yet),
  an item that tells a task (no `?` ends its first line) over more lines of its paragraph
  is a task wrapped over two lines (`2) Write a C expression that computes X.` / `Try it
  out and confirm that ...`), reported unanswered, not a card whose answer is its own second
  sentence. Where most items are answered, the line under a task is its answer, as always.
  A quote right under the item (`> It joins strings ...`) is no line of its paragraph but a
  block of its own, the answer the author set apart: the item is answered, however few of
  its siblings are (a list of questions most of which wait for an answer).
"""

from __future__ import annotations

import dataclasses

from srs.importers.itemafter import quote_answer
from srs.importers.lazyre import lazy
from srs.importers.listitems import ListItems
from srs.importers.values import Line, Start

__all__ = ["ASKING_LEAST", "paired_item", "paired_mark", "wrapped_tasks"]

ASKING_LEAST = 2
"""How many answered items make a list's layout (and how many asking items, in
srs.importers.renumbered, show one)."""


_PAIRED_RE = lazy(r"^\d{1,4}([.)])[ \t]+\S")


def paired_mark(listed: ListItems, lines: list[Line]) -> str:
    """The delimiter of a numbered list written `paired` (see the module's doc), else "":
    two or more items answered, each an unindented `N)` (or `N.`) line over its answer on
    the very next line, not indented, with nothing indented after that paragraph (no item
    holding more blocks)."""
    if not listed.ordered:
        return ""  # the cheap test first: bullets are never `paired`
    answered = [first for first, start in listed.items if start is not None]
    answered += [first for first, _ in listed.quiet]
    if len(answered) < ASKING_LEAST:
        return ""
    marks = {paired_item(lines, first) for first in answered}
    return marks.pop() if len(marks) == 1 else ""


def paired_item(lines: list[Line], first: int) -> str:
    """The item's delimiter if it opens a paragraph at the margin of two or more lines, none
    indented, and nothing indented follows the paragraph; else ""."""
    match = _PAIRED_RE.match(lines[first].text)
    k = first + 1
    if match is None or k >= len(lines) or not _unindented(lines[k]):
        return ""
    while k < len(lines) and lines[k].text.strip():
        if not _unindented(lines[k]):
            return ""
        k += 1
    while k < len(lines) and not lines[k].text.strip():
        k += 1
    return match.group(1) if k >= len(lines) or _unindented(lines[k]) else ""


def _unindented(line: Line) -> bool:
    """A line of text at the margin, not in a fence."""
    return not line.code and line.text[:1] not in (" ", "\t", "")


def wrapped_tasks(listed: ListItems, lines: list[Line]) -> ListItems:
    """The list with each task wrapped over its paragraph read as unanswered, when most of
    its items have no answer (see the module's doc); else the list as it is."""
    if not listed.ordered or 2 * len(listed.bare) <= len(listed.items):
        return listed
    answered = [(i, s) for i, s in listed.items if s is not None] + listed.quiet
    tasks = {i for i, s in answered if _wrapped_task(lines, i, s.label)}
    if not tasks:
        return listed
    return dataclasses.replace(
        listed,
        items=[(i, None if i in tasks else s) for i, s in listed.items],
        quiet=[(i, s) for i, s in listed.quiet if i not in tasks],
        bare=sorted([*listed.bare, *tasks]),
        asking_bare=sorted([*listed.asking_bare, *tasks]),
        unanswered=listed.unanswered + len(tasks),
        asked=[
            *listed.asked,
            *((i, Start(None, s.label, weak=True)) for i, s in answered if i in tasks),
        ],
    )


def _wrapped_task(lines: list[Line], first: int, label: str) -> bool:
    """Whether the item at line `first` (its question `label`) is a task wrapped over its
    paragraph: it does not ask with a question mark, no quote opens right under it (its
    answer, set apart), and its paragraph is `paired`."""
    if _asks_marked(label):
        return False
    under = lines[first + 1] if first + 1 < len(lines) else None
    return (under is None or not quote_answer(under)) and bool(paired_item(lines, first))


def _asks_marked(label: str) -> bool:
    """Whether the item's question ends with a question mark: a question, whose next line
    is its answer (a wrapped question's `?` line is in its label already)."""
    return label.rstrip(" *_").endswith(("?", "？", "؟"))
