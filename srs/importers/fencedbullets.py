"""Bullet questions answered by a bare code block, with what the question shows between:

    * Name these tools and say what each does:

        Whisk
        Ladle

    ```
    Whisk - beats eggs
    ```

    * File 'pantry' holds the following lines

    flour = 2

    With one edit, set flour to 3.

    ```
    - set: flour = 3
    ```

Each `* ` item at the margin is a question, the block after it its answer, and the lines
between (an indented list of terms, a file's lines, a play, a task sentence) the material the
question is about. Read as written, an indented block was taken for the answer and the block
for the question's code, an item that sets an exercise as a statement (no `?`) was no
question (it and all after it glued into the card before, in silence), and a play shown
under `What would the following play do?` moved into the answer.

Where three or more margin items with one marker, two in three of that marker's items, are
each a one-line item over a closed fence that ends the item (only blank lines between it and
the next such item or heading), and most of them set a question (ask, set a task, point at
what they show), each is labelled `Q:` and the blank line over its block `A:`: the lines
between are the question's when the item points at them (`following`, `below`, `these`, a
closing colon) or sets a task as a statement, or when they are indented, lettered options,
or end in a line that asks; else they are the start of the answer (prose then code),
labelled `A:` where they start. Line for line. Notes whose items say things, steps of an
answer (a lower-case item that sets no question: `- then install it with pip:`), items whose
answer is labelled (`Answer:` over the block) and items in the answer of a heading that asks
(`* For example, this line:` over code) are left alone.

The same items glued to their answers, no blank line between (`- Decorator kinds` over
`Function and class decorators`, `- Write a class decorator` over a fence right under it),
are a layout too, where the page is made of them (`_glued_layout`): three or more items of
one marker, each answered at the margin right under it, one answer at least a fence, nothing
between an answer and the next item but blank lines and headings. Each item is labelled `Q:`
and its answer's first text line `A:`, however few items ask (a page of topics: `- GIL`).
"""

from __future__ import annotations

import re
from typing import NamedTuple
from unicodedata import east_asian_width

from srs.importers.asking import asks, asks_as_task
from srs.importers.common import ANSWER_RE, OPTION_RE
from srs.importers.fences import FENCE_RE, closed_fences, has_fences
from srs.importers.holding import holds
from srs.importers.lazyre import lazy
from srs.importers.questioncode import points_at_code

__all__ = ["fenced_bullets"]

_ITEM_RE = lazy(r"^(?P<mark>[-*+])[ \t]+(?P<text>\S.*?)[ \t]*$")
"""A one-line list item at the margin."""
_POINTING_RE = lazy(r"\b(?:following|below|these|this)\b", re.I)
"""An item that points at what it shows (`the following play`, `these parts`): it sets a
question whether it asks or not (`File X holds the following lines`)."""
_MARKS = ("*", "-", "+")
_FEWEST = 3
"""Items answered by a block from which the layout holds."""


class _Item(NamedTuple):
    line: int
    """The item's line."""
    opened: int
    """The line of its answer's opening fence."""


def fenced_bullets(text: str) -> str:
    """The text with each bullet question answered by a code block labelled `Q:`, its answer
    `A:` (see the module docstring); the text as it is when it holds no such questions."""
    if not has_fences(text) or not holds(text, "\n* ", "\n- ", "\n+ "):
        return text
    lines = text.split("\n")
    opening, headings, starts = _outline(lines)
    items = _answered_items(lines, opening, headings, starts)
    if items:
        for item in items:
            _label(lines, item)
        return "\n".join(lines)
    glued = _glued_items(lines, opening, headings, starts)
    if not glued:
        return text
    for k, answered in glued:
        _label_glued(lines, k, answered)
    return "\n".join(lines)


def _answered_items(
    lines: list[str], opening: dict[int, int], headings: set[int], starts: list[int]
) -> list[_Item] | None:
    """The margin items each answered by the fenced block that ends it, when they make the
    layout (most of their marker's items, most of them asking); else None (`_outline`'s
    fences, headings and items)."""
    found: list[_Item] | None = None
    for mark in "*-+":
        marked = [k for k in starts if lines[k][0] == mark and not _step(lines[k])]
        items = _items_of(lines, marked, opening, headings)
        if len(items) < _FEWEST or 3 * len(items) < 2 * len(marked):
            continue
        asking = sum(1 for item in items if _sets_question(lines, item))
        if 2 * asking > len(items) and (found is None or len(items) > len(found)):
            found = items
    return found


def _outline(lines: list[str]) -> tuple[dict[int, int], set[int], list[int]]:
    """The text's closed fenced blocks (closing line by opening line), and the lines of its
    headings and of its one-line items at the margin, outside them."""
    opening = dict(closed_fences(lines))
    inside: set[int] = set()
    for opened, closed in opening.items():
        inside.update(range(opened, closed + 1))
    headings = {k for k, line in enumerate(lines) if line[:1] == "#" and k not in inside}
    starts = [
        k
        for k, line in enumerate(lines)
        if line[:1] in _MARKS and k not in inside and _ITEM_RE.match(line)
    ]
    return opening, headings, starts


def _items_of(
    lines: list[str], marked: list[int], opening: dict[int, int], headings: set[int]
) -> list[_Item]:
    """Of the items on the lines `marked`, those answered by the fenced block that ends
    their stretch (to the next one, one of the `headings` or the end), in no heading's
    answer."""
    found: list[_Item] = []
    for n, k in enumerate(marked):
        end = marked[n + 1] if n + 1 < len(marked) else len(lines)
        end = next((j for j in range(k + 1, end) if j in headings), end)
        opened = _answer_block(lines, k, end, opening)
        above = marked[n - 1] if n else -1
        if opened is not None and not _answers_heading(lines, k, above, headings):
            found.append(_Item(k, opened))
    return found


def _answers_heading(lines: list[str], k: int, above: int, headings: set[int]) -> bool:
    """Whether the item at line k sits in the answer of a heading that asks (`### What is X?`
    over its answer's `* For example, this line:` and code), looking up to line `above`."""
    heading = next((lines[j] for j in range(k - 1, above, -1) if j in headings), "")
    return bool(heading) and asks(heading.lstrip("#").strip())


def _answer_block(lines: list[str], k: int, end: int, opening: dict[int, int]) -> int | None:
    """The opening line of the fenced block that answers the item at line k, its stretch
    ending at `end`: the item over a blank line, the block at the margin under a blank line,
    only blank lines after it. None when the stretch is not so, or labels its answer
    (`Answer:` over the block: the readers read the label)."""
    if k + 1 >= end or lines[k + 1].strip():
        return None
    opened = next((j for j in range(k + 2, end) if j in opening), None)
    if opened is None or lines[opened - 1].strip() or lines[opened][:1] not in ("`", "~"):
        return None
    closed = opening[opened]
    if closed >= end or any(lines[j].strip() for j in range(closed + 1, end)):
        return None
    labelled = any(ANSWER_RE.match(lines[j]) for j in range(k + 2, opened))
    return None if labelled else opened


def _sets_question(lines: list[str], item: _Item) -> bool:
    """Whether an item sets a question: it asks, sets a task, points at what it shows, or
    the lines it shows end in asking (`What does it print?`)."""
    asked = _item_text(lines[item.line])
    if asks(asked) or asks_as_task(asked) or _POINTING_RE.search(asked):
        return True
    last = next((lines[j] for j in range(item.opened - 1, item.line, -1) if lines[j].strip()), "")
    return bool(last) and asks(last.strip())


def _step(line: str) -> bool:
    """Whether a margin item is a step of the answer above (`- then install it with pip:`
    over its command): it opens in lower case and sets no question. Taken for one, it
    became a card of its own, the answer above cut short."""
    said = _item_text(line)
    return said[:1].islower() and not (
        asks(said) or asks_as_task(said) or _POINTING_RE.search(said)
    )


def _item_text(line: str) -> str:
    m = _ITEM_RE.match(line)
    return m.group("text") if m is not None else line


def _label(lines: list[str], item: _Item) -> None:
    """Label the item `Q:` and its answer `A:`: over the block, or where the lines between
    start when they are the answer's prose."""
    asked = _item_text(lines[item.line])
    between = [j for j in range(item.line + 1, item.opened) if lines[j].strip()]
    lines[item.line] = f"Q: {asked}"
    if between and not _shown(asked, [lines[j] for j in between]):
        lines[between[0]] = f"A: {lines[between[0]]}"
        return
    lines[item.opened - 1] = "A:"


def _shown(asked: str, between: list[str]) -> bool:
    """Whether the lines between an item and its block belong to the question: the item
    points at them or sets a task without asking, or they are indented, lettered options, or
    end in asking."""
    if points_at_code(asked) or _POINTING_RE.search(asked) or not asks(asked):
        return True
    if any(line[:1] in " \t" or OPTION_RE.match(line) for line in between):
        return True
    return asks(between[-1].strip())


def _glued_items(
    lines: list[str], opening: dict[int, int], headings: set[int], starts: list[int]
) -> list[tuple[int, bool]] | None:
    """The lines of the margin items of one marker that make the glued layout (see
    `_glued_layout`), each with whether it is answered, or None. An item that opens in lower
    case and ends with a colon (`- then run it with:` over its command) leads into what
    follows: a step of the answer above, no item of the layout."""
    for mark in _MARKS:
        marked = [k for k in starts if lines[k][0] == mark and not _leads_in(lines[k])]
        if len(marked) >= _FEWEST:
            found = _glued_layout(lines, marked, opening, headings)
            if found:
                return found
    return None


def _glued_layout(
    lines: list[str], marked: list[int], opening: dict[int, int], headings: set[int]
) -> list[tuple[int, bool]] | None:
    """The items on the lines `marked`, each with whether it is answered, when they are a page
    of topics glued to their answers (else None):

        - Decorator kinds
        Function and class decorators
        - Write a class decorator
        ```
        class D: ...
        ```

    Every item is one line with its answer right under it at the margin (text, or a fence),
    nothing but blank lines and headings between one answer and the next item, and one
    answer at least is a fence. CommonMark ends the list at each such fence, so the page
    fell apart into short lists: items that did not ask were glued into the answer above
    (the first lost with no word), and an item right after a closing fence, which no answer
    can hold, was read as one. The fence says the lines under an item are no wrapped
    sentence of a note (`- A long point` / `that goes on here`): a layout of its own.

    An item with nothing under it (`- Beta` right over `- Gamma`) is a question with no
    answer, reported, not lost: one in three items at most (more is a list, not the layout)."""
    found: list[tuple[int, bool]] = []
    for n, k in enumerate(marked):
        after = marked[n + 1] if n + 1 < len(marked) else len(lines)
        glued = _glued_item(lines, (k, after), opening, headings)
        if glued is None:
            return None
        found.append((k, glued))
    fenced = any(k + 1 in opening for k, _ in found)
    bare = sum(1 for _, glued in found if not glued)
    return found if fenced and 3 * bare <= len(found) else None


def _glued_item(
    lines: list[str], span: tuple[int, int], opening: dict[int, int], headings: set[int]
) -> bool | None:
    """`_glued_layout` for the item on line `span[0]`, the next item on `span[1]`: whether it
    is answered (None: no item of the layout). Its stretch ends at a heading, and only
    headings and blank lines may follow up to the next item (else text under a heading is no
    item's: notes, not the layout); an item with no answer must be right over the next item
    or last (over a heading, the heading was read as its answer)."""
    k, after = span
    end = next((j for j in range(k + 1, after) if j in headings), after)
    glued = _glued_answer(lines, k, end, opening)
    if glued is None or (not glued and end < after):
        return None
    if glued and k + 1 not in opening and _wrapped(lines[k]):
        return None  # a long line going on under it: a point's sentence, wrapped
    if any(lines[j].strip() and j not in headings for j in range(end, after)):
        return None
    return glued


def _glued_answer(lines: list[str], k: int, end: int, opening: dict[int, int]) -> bool | None:
    """Whether the item at line k has its answer glued under it: the next line at the margin
    (not indented: CommonMark nests that, the readers read it), its lines and fenced blocks
    running without a blank line between, then only blank lines up to `end`. False: nothing
    but blank lines up to `end` (no answer); None: neither, no item of the layout."""
    j = k + 1
    if not any(lines[i].strip() for i in range(j, end)):
        return False
    if not lines[j].strip() or lines[j][:1] in (" ", "\t"):
        return None
    while j < end and lines[j].strip():
        if j in opening:
            j = opening[j] + 1
        elif ("`" in lines[j] or "~" in lines[j]) and FENCE_RE.match(lines[j]):
            return None  # a fence left open: what follows is code, not items
        else:
            j += 1
    return None if any(lines[i].strip() for i in range(j, end)) else True


_WRAP_WIDTH = 50
"""The width (a wide character counting two) from which an item line that goes on in text
under it, with no hard break or closing mark at its end, is a sentence wrapped by its
author (`- A long point that the author wrapped at the edge of the` / `screen ...`): a
topic or a question is shorter, or ends as one."""
_ENDS = ("?", "？", ":", "：", ".", "。", "!", "！")


def _wrapped(line: str) -> bool:
    """Whether a glued item's line is a sentence wrapped onto its answer's line (`_WRAP_WIDTH`):
    one ended by a hard break (two blanks, `\\`) or a closing mark is not."""
    said = line.rstrip()
    if line.endswith("  ") or said.endswith(("\\", *_ENDS)):
        return False
    return sum(2 if east_asian_width(c) in "WF" else 1 for c in said) >= _WRAP_WIDTH


def _leads_in(line: str) -> bool:
    """Whether a margin item opens in lower case and ends with a colon (see `_glued_items`)."""
    said = _item_text(line)
    return said[:1].islower() and said.endswith((":", "："))


def _label_glued(lines: list[str], k: int, answered: bool) -> None:
    """Label a glued item `Q:` and its answer's first line `A:` (a fence stays as it is: the
    labelled reader takes the block under a question as its answer)."""
    asked = _item_text(lines[k]).removesuffix("\\").rstrip()  # (a hard break's `\`)
    lines[k] = f"Q: {asked}"
    if not answered:
        return  # reported as a question with no answer
    first = lines[k + 1]
    if not (first[:1] in ("`", "~") and FENCE_RE.match(first)) and not ANSWER_RE.match(first):
        lines[k + 1] = f"A: {first}"
