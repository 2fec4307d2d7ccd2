"""Bulleted questions answered at the margin: the paragraph after a list answers its last item.

Notes that answer each `- question` bullet with a paragraph indented under it do not always
keep it up: late in the file the author stops indenting (`- How is X built?` / a blank /
`X is built ...` at the margin). CommonMark ends the list at that paragraph, so the item holds
no answer, and the paragraph lay between questions in no card while the question was reported
unanswered. The same happens to a run of terms the notes list to explain (`- Strong
reference` / its paragraph / `- Weak reference` / its paragraph), each a list of one item.

Only the document's layout tells such an answer from a paragraph that merely follows a list:

- bullets that ask with a question mark over such a paragraph or a quote (listitems' `below`)
  are the notes' layout where two or more are (the rule this module took over from the
  structure pass);
- where the document's bullets are questions answered under them (one at least over its
  indented answer, two at least answered in all), one alone is that layout's question too,
  and so is the last bullet of a list of questions (its siblings are) that asks in words
  with no question mark (`- Explain X`, `- 讲讲 X 的实现`) over its paragraph, never the last
  point of a list of statements that happens to open with a question word (`- Can be used
  for denoising` over a picture);
- a bullet that does not ask (`- Strong reference`) is a question only in such a document and
  only in a run of two or more, each the one item of its list over its own paragraph: the
  terms it lists to be explained, not a point a paragraph follows.

A bullet with nothing under it but the next bullet or a heading stays unanswered, reported.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from srs.importers.common import LIST_ITEM_RE, next_content
from srs.importers.itemafter import answer_follows
from srs.importers.itemtail import prose
from srs.importers.labeltext import tidy_label
from srs.importers.values import Line, Start

if TYPE_CHECKING:  # annotations only
    from srs.importers.listitems import ListItems

__all__ = ["MarginItem", "answered_below", "margin_item"]


class Found(Protocol):
    """What the structure pass found that this rule reads and adds to (its `Structure`,
    named by the fields used: the structure pass imports this module, and a module it
    imports must not import it back)."""

    starts: dict[int, Start]
    asked_items: list[tuple[int, Start]]
    answered_below: list[int]
    margin_items: list[MarginItem]
    nested_bullets: int
    titled_below: list[tuple[int, Start]]


_ANSWERED_BELOW = 2
"""How many bulleted questions answered by a quote or paragraph after their list make them
questions on their own, and the document's other asking bulleted items questions of their
own (see `_asked_items`); how many terms answered so make a run of them."""


@dataclass(frozen=True)
class MarginItem:
    """A bulleted list's last item with no answer, over a paragraph at the margin."""

    first: int
    start: Start
    asking: bool
    """Its words ask (`- Explain X`): else it names a term, the one item of its list."""


def margin_item(
    listed: ListItems, span: list[int] | None, lines: list[Line], starts: dict[int, Start]
) -> MarginItem | None:
    """The last item of the bulleted list over `span` when it has no answer and a paragraph
    at the margin follows the list: one that asks in a list of questions (its siblings in
    `starts`: not the last point of a list of statements, `- Can be used for X`), or a term
    on one line alone in its list. A list a line ending with a colon introduces (`Similar
    questions are:`) has none."""
    if listed.ordered or listed.introduced or span is None or not listed.items:
        return None
    first, start = listed.items[-1]
    if start is not None or first not in listed.bare or not _paragraph_after(lines, span[1]):
        return None
    asked = dict(listed.asked).get(first)
    if asked is not None:
        among = any(i in starts for i, _ in listed.items[:-1])
        return MarginItem(first, asked, asking=True) if among else None
    if len(listed.items) > 1 or any(line.text.strip() for line in lines[first + 1 : span[1]]):
        return None  # a list's last point, or an item of more than one line: no term
    text = tidy_label(LIST_ITEM_RE.sub("", lines[first].text).strip())
    return MarginItem(first, Start(None, text, weak=True), asking=False) if text else None


def _paragraph_after(lines: list[Line], end: int) -> bool:
    """Whether the next block after line `end` is a paragraph at the margin, no label."""
    nxt = next_content(lines, end - 1)
    if nxt is None:
        return False
    line = lines[nxt]
    return line.text[:1] not in (" ", "\t") and prose(line) and not answer_follows(line)


def answered_below(found: Found) -> None:
    """Bulleted questions answered by the quote or paragraph after their list (see the module
    doc): kept where they are the notes' layout (and every asking bullet a question then,
    `_asked_items`); one alone, in a document with no bullets answered under them, is no
    layout, only a list that a paragraph or a quote follows."""
    asking = [item for item in found.margin_items if item.asking]
    terms = [item for item in found.margin_items if not item.asking]
    answered = found.nested_bullets + len(found.answered_below) + len(asking)
    nested = found.nested_bullets >= 1 and answered >= _ANSWERED_BELOW
    if not nested and len(found.answered_below) < _ANSWERED_BELOW:
        for i in found.answered_below:
            found.starts.pop(i, None)
        return
    if nested:
        for item in asking + (terms if len(terms) >= _ANSWERED_BELOW else []):
            found.starts.setdefault(item.first, item.start)
    if len(found.answered_below) >= _ANSWERED_BELOW:
        _asked_items(found)
    for first, start in found.titled_below:  # `- *Sharding*` over its paragraph
        found.starts.setdefault(first, start)


def _asked_items(found: Found) -> None:
    """In notes that answer bulleted questions below the list (`- What is X?` then `> X is
    ...`), an item of a list of questions that asks with no answer is a question too: one
    reported unanswered, not text of the answer above it (CommonMark ends that answer's list
    at the quote; the next list's questions are not its answer)."""
    asked = {start.label for start in found.starts.values()}
    for first, start in found.asked_items:
        if start.label not in asked:  # not a contents entry of a question answered below
            found.starts.setdefault(first, start)
