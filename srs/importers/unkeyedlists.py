"""Choice questions nobody keyed, in a quiz that numbers its options: unanswered, not carded.

A practice set writes each question's options as a numbered list under its stem and folds the
key below them (`<details><summary>答えと解説</summary>` over `### 答え` / `1. text`), where
its other questions read as choice questions. Its last questions, still to be written up, have
the stem and the list and no fold: read alone, the stem was the question and its own options
the "answer", a card that answers itself.

So a question whose whole answer is a list numbered 1, 2, ... of two to eight short lines, with
no answer label nor fold in its block, is a choice question without its key when at least two
other questions of the document are choice questions whose options are written the same way
(a numbered list whose first item is option A's text). It is reported ("has options but no
answer letter"), never made a card. A numbered answer in a quiz whose options are lettered
(`A) text`), or in notes with no choice questions, is an answer as before.
"""

from __future__ import annotations

from srs.importers.common import ANSWER_RE, DETAILS_TAG_RE, Draft
from srs.importers.lazyre import lazy

_ITEM_RE = lazy(r"^[ \t]{0,3}(?P<num>\d{1,2})[.)][ \t]+(?P<text>\S.*?)[ \t]*$")
_LONGEST = 160
"""An option's most characters; a longer item is an answer's point, not an option."""
_SIBLINGS = 2
"""How many choice questions must write their options as a numbered list."""


def unkeyed_option_lists(drafts: list[Draft]) -> list[Draft]:
    """The open drafts that are choice questions left without a key (see the module)."""
    found = [d for d in drafts if not d.choices and d.answer[:1].isdigit() and _only_items(d)]
    if not found:
        return []  # the cheap test first: no open answer opens with a number
    numbered = 0
    for draft in drafts:
        numbered += bool(draft.choices) and _options_numbered(draft)
        if numbered >= _SIBLINGS:
            return found
    return []


def _only_items(draft: Draft) -> bool:
    """Whether the draft's answer is nothing but items numbered 1, 2, ... (two to eight, one
    short line each) and its block holds no answer label nor fold."""
    rows = [row for row in draft.answer.strip().split("\n") if row.strip()]
    items = [_ITEM_RE.match(row) for row in rows]
    if not 2 <= len(rows) <= 8 or not all(items):
        return False
    numbers = [int(m.group("num")) for m in items if m is not None]
    if numbers != list(range(1, len(rows) + 1)) or any(len(row) > _LONGEST for row in rows):
        return False
    return not any(
        not line.code and (ANSWER_RE.match(line.text) or DETAILS_TAG_RE.match(line.text))
        for line in draft.block.lines
    )


def _options_numbered(draft: Draft) -> bool:
    """Whether a choice draft's block wrote its options as a numbered list (`1. <option A>`)."""
    first = " ".join(draft.choices.get("A", "").split())
    for line in draft.block.lines:
        m = None if line.code else _ITEM_RE.match(line.text)
        if m is not None and m.group("num") == "1":
            return " ".join(m.group("text").split()) == first
    return False
