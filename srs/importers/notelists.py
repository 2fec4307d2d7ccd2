"""Numbered notes that list questions, answering some: what their numbered lists hold.

Notes gather an interview's questions as a numbered list and answer only some (`1. What is
a tuple?` / `Sol: ...` / `2. What is a set?` / `3. ...`). Two ways their lists read wrong
(for srs.importers.listitems):

- a question wrapped onto a second line at the margin (`7. Can you define a class? How will
  you write its method?` / `Create a method to print it.`) read as a question answered by
  its second line. Where every line of the item asks and the list leaves some other
  question bare on its one line, the lines are the question's, and it has no answer;
- a reference list (`- References:` over `1. [Docs](https://...)`) that CommonMark glues,
  over a blank line, to the questions numbered from 1 again below it (`1. How to add two
  frames`) read as a list numbered `1.` throughout, as Markdown renumbers: the questions'
  numbers were dropped, and the next list (`2. ...`, `3. ...`) could not end their answers.
  A link alone is its own list's item: its number tells nothing of the questions'.

And a paragraph over such bare questions (`AWS -` over `1. What is Glue?`, `2. ...`) is a
section's name, never the answer of the question above it (`bare_questions_after`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from srs.importers.common import next_content
from srs.importers.itemafter import NUMBERED_ITEM_RE
from srs.importers.itemasking import item_asks
from srs.importers.itemtail import lone_question
from srs.importers.lazyre import lazy
from srs.importers.values import Line

if TYPE_CHECKING:  # annotations only: markdown-it loads with the block pass that makes tokens
    from markdown_it.token import Token

__all__ = ["bare_questions_after", "numbered_alike", "wrapped_questions"]

_LINK_ITEM_RE = lazy(r"^[ \t]*\d{1,4}[.)][ \t]+\[[^\]]+\]\([^()\s]*\)[ \t]*$")
"""A numbered item that is a link alone: `1. [Pandas docs](https://pandas.pydata.org/)`."""


def numbered_alike(tokens: list[Token], openings: list[int], lines: list[Line]) -> bool:
    """Whether two or more items of a numbered list (opened at tokens `openings`), links
    alone aside, all print the same number (`1.` on each, as Markdown renumbers)."""
    numbers = [
        tokens[o].info
        for o in openings
        if (span := tokens[o].map) is None or _LINK_ITEM_RE.match(lines[span[0]].text) is None
    ]
    return len(numbers) > 1 and len(set(numbers)) == 1


def wrapped_questions(
    tokens: list[Token], openings: list[int], lines: list[Line]
) -> dict[int, int]:
    """The numbered list's items that are a question wrapped at the margin and nothing more
    (every line asks: itemtail's `lone_question`), by first line, with how many lines each
    holds; none unless some other item is a bare question of one line. An answer glued
    under its question tells (`1. What is X?` / `X is ...`) and stays its answer."""
    if len(openings) < 2:
        return {}
    counts = [(tokens[o].map, lone_question(lines, tokens, o)) for o in openings]
    if not any(count == 1 for _, count in counts):
        return {}  # no bare question of one line: no list of questions left to answer
    return {
        span[0]: count
        for span, count in counts
        if span is not None and count is not None and count > 1
    }


_SENTENCE_RE = lazy(r"[^\W\d_][\w)`'\"”’]*[.!][*_`'\"”’)]*[ \t]*$")
"""A paragraph's last line ending a sentence after a word (`A signal.`), not a title
(`AWS -`) nor code."""


def bare_questions_after(lines: list[Line], start: int) -> bool:
    """Whether the paragraph at `start` is followed by numbered questions with no answers
    between them (`AWS -` over `1. What is Glue?`, `2. What is Athena?`; or an exercise's
    code over `2. 1 + 1 is 2?`, `3. ...`): a list of questions to answer, the paragraph a
    section's name or the last question's own code, never its answer. A paragraph that ends
    a sentence (`A signal.`) is the answer, though questions left unanswered follow it."""
    k = start
    while k < len(lines) and lines[k].text.strip() and not _numbered(lines[k]):
        k += 1
    if k - start >= 1 and _SENTENCE_RE.search(lines[k - 1].text) and not lines[k - 1].code:
        return False  # `A signal.`: a sentence, the question's answer, whatever follows it
    first = k if k < len(lines) and lines[k].text.strip() else next_content(lines, k)
    if first is None or not _numbered(lines[first]):
        return False
    if not item_asks(lines[first].text.split(None, 1)[-1].strip()):
        return False
    second = next_content(lines, first)  # the next item straight after: no answer between
    return second is not None and _numbered(lines[second])


def _numbered(line: Line) -> bool:
    """A numbered item at the margin (a digit first: the cheap test before the pattern)."""
    return line.text[:1].isdigit() and NUMBERED_ITEM_RE.match(line.text) is not None
