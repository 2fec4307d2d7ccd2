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

A quiz that keys nothing at all is the same question with no keyed sibling to compare with: a
document of `## 1. What is a RDBMS?` headings (or `<summary>` folds) each over `1.`..`4.`
options and nothing else, no key section, no label, no fold holding an answer. Its lists are
told from notes' answers that are numbered points (`What are the 4 Cs?` over four items) by
reading the whole document: every answered question is answered by such a list and nothing
else, two questions at least; the lists are parallel (three in four at least have one length,
three items or more); none bolds an item (`1. **Batch:** ...`, a point's label); every
question asks; and at most one in four asks for several things (`What are the 4 Cs?`,
`Name ...`), as a list answer's question does. Bulleted lists are left
out: notes answer with short bullets of even length (`- Runtime ...` three to a question) far
more often than quizzes write options so.

A bulleted list counts where the quiz itself bullets its options: a question whose whole answer
is a run of two to eight short bullets (`- Equal` / `- Greater` / `- Not equal`), no label nor
fold in its block and no item bold nor ended by a colon (`* **Pros:**`, a point's title), on a
page where other questions, four to each such list at least, are choice questions whose
options are a bulleted list keyed by a mark (`- 443 (Correct)`, `- [x] 443`), is a question
whose key its author forgot: reported, not a card whose answer is its own options. A question
that asks for several things (`Name two ...`) keeps its bullets as its answer, and so does a
list among fewer marked ones (the page's bullets are answers' points too).
"""

from __future__ import annotations

import re
from collections import Counter

from srs.importers.asking import asks, asks_to_pick
from srs.importers.common import ANSWER_RE
from srs.importers.lazyre import lazy
from srs.importers.values import Draft

_ITEM_RE = lazy(r"^[ \t]{0,3}(?P<num>\d{1,2})[.)][ \t]+(?P<text>\S.*?)[ \t]*$")
_BULLET_RE = lazy(r"^[ \t]{0,3}[-*+][ \t]+(?!\[[ xX]\])\S")
"""A bullet at the margin, no task box: one line of an unkeyed bulleted list."""
_BOXED_BULLET_RE = lazy(r"^[ \t]*[-*+][ \t]+(?:\[[ xX]\][ \t]+)?(?P<text>\S.*?)[ \t]*$")
"""A bullet, a task box after it or not: a bulleted choice question's option."""
_TITLED_RE = lazy(r"\*\*|__|[:：][ \t*_]*$")
"""Bold in a bullet, or a colon ending it: an answer's titled point, never an unmarked option
(a quiz that bolds marks the key with it)."""
_MARKED_SHARE = 4
"""Bulleted choice questions to each unmarked bulleted list, at least, before the list is a
question's options left unkeyed (fewer: the page's bullets are answers' points too), the
share srs.importers.arrownotes asks of a page marked by arrows."""
_LONGEST = 160
"""An option's most characters; a longer item is an answer's point, not an option."""
_SIBLINGS = 2
"""How many choice questions must write their options as a numbered list."""
_TICKED_RE = lazy(r"^[ \t]{0,3}[-*+][ \t]+\[[xX]\][ \t]+\S")
"""A ticked task box at the margin (`- [x] Adapter`): an option its author marked right."""
_FOLD_OPENED_RE = lazy(r"^[ \t]*<(?:details|summary)\b", re.IGNORECASE)
"""A fold opened in a question's block (`<details>`, `<summary>Answer</summary>`): where an
answer hides; the `</details>` closing the fold whose summary is the question is none."""
_SEVERAL_RE = lazy(r"^[ \t*_]*(?:(?:what|which)[ \t]+are|name|list|enumerate|give)\b", re.I)
"""A question that asks for several things (`What are the 4 Cs?`, `Name two types`): a list
answers it, not one of its items (a count inside a question, `between two tables`, is none)."""


def unkeyed_option_lists(drafts: list[Draft], *, keyless: bool = False) -> list[Draft]:
    """The open drafts that are choice questions left without a key (see the module).

    Args:
        drafts: every question of the document, the answer key applied.
        keyless: the document has no answer key of its own (no key section nor fold at its
            end): a quiz all of whose questions are unkeyed lists may be one.
    """
    return _unkeyed_numbered(drafts, keyless=keyless) + _unkeyed_bulleted(drafts)


def _unkeyed_numbered(drafts: list[Draft], *, keyless: bool) -> list[Draft]:
    """The open drafts answered only by a numbered list, among numbered choice questions."""
    found = [d for d in drafts if not d.choices and d.answer[:1].isdigit() and _only_items(d)]
    if not found:
        return []  # the cheap test first: no open answer opens with a number
    if keyless and _keyless_quiz(drafts, found):
        return found
    numbered = 0
    for draft in drafts:
        numbered += bool(draft.choices) and _options_numbered(draft)
        if numbered >= _SIBLINGS:
            return found
    return []


def _unkeyed_bulleted(drafts: list[Draft]) -> list[Draft]:
    """The open drafts answered only by bullets, among bulleted choice questions (see the
    module): four of those at least to each list found."""
    found = [d for d in drafts if not d.choices and d.answer[:1] in "-*+" and _only_bullets(d)]
    if not found:
        return []  # the cheap test first: no open answer opens with a bullet
    keyed = sum(1 for d in drafts if d.choices and _options_bulleted(d))
    return found if keyed >= _MARKED_SHARE * len(found) else []


def _only_bullets(draft: Draft) -> bool:
    """Whether the draft's answer is nothing but two to eight short bullets, one line each,
    under a question that asks for one thing, with no answer label nor fold in its block."""
    rows = [row for row in draft.answer.strip().split("\n") if row.strip()]
    if not 2 <= len(rows) <= 8 or any(len(row) > _LONGEST for row in rows):
        return False
    if not all(_BULLET_RE.match(row) for row in rows) or any(_TITLED_RE.search(r) for r in rows):
        return False  # (a bold or colon-ended item: a point's title, `* **Pros:**`, no option)
    if _SEVERAL_RE.search(draft.question.strip().split("\n", 1)[0]):
        return False
    return not _labelled(draft)


def _options_bulleted(draft: Draft) -> bool:
    """Whether a choice draft's block wrote its options as a bulleted list (`- <option A>`,
    ticked or not, its mark after it or not: `- 22 (Correct)`)."""
    first = " ".join(draft.choices.get("A", "").split())
    for line in draft.block.lines:
        m = None if line.code else _BOXED_BULLET_RE.match(line.text)
        if m is not None:
            return bool(first) and " ".join(m.group("text").split()).startswith(first)
    return False


def _labelled(draft: Draft) -> bool:
    """Whether the draft's block holds an answer label, a fold or a ticked task box: where an
    answer is. A task list of more boxes than letters, several ticked, is one open card whose
    answer is the ticked options as bullets (srs.importers.crowdedboxes): keyed by its ticks,
    not a list its author forgot to key."""
    return any(
        not line.code
        and (
            ANSWER_RE.match(line.text)
            or _FOLD_OPENED_RE.match(line.text)
            or ("[" in line.text[:8] and _TICKED_RE.match(line.text))
        )
        for line in draft.block.lines
    )


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
    return not _labelled(draft)


def _keyless_quiz(drafts: list[Draft], found: list[Draft]) -> bool:
    """Whether the found lists are the options of a quiz that keys nothing (see the module):
    they answer every answered question, parallel, unbolded, under questions that ask for one
    thing."""
    listed = {id(d) for d in found}
    if len(found) < _SIBLINGS or any(
        id(d) not in listed and (d.choices or d.answer.strip()) for d in drafts
    ):
        return False  # one list alone, or a question answered otherwise: notes, not a quiz
    return _parallel(found) and _asked_for_one(found)


def _parallel(found: list[Draft]) -> bool:
    """Whether three in four lists at least have one length, three items or more, and no
    item is bold (`1. **Batch:** ...`, a point's label)."""
    sizes = Counter(sum(1 for row in d.answer.split("\n") if row.strip()) for d in found)
    size, share = sizes.most_common(1)[0]
    return size >= 3 and share * 4 >= len(found) * 3 and not any("**" in d.answer for d in found)


def _asked_for_one(found: list[Draft]) -> bool:
    """Whether every question asks, at most one in four for several things (`_SEVERAL_RE`)."""
    asked = [d.question.strip().split("\n", 1)[0] for d in found]
    if not all(asks(text) or asks_to_pick(text) for text in asked):
        return False
    return sum(_SEVERAL_RE.search(text) is not None for text in asked) * 4 <= len(found)


def _options_numbered(draft: Draft) -> bool:
    """Whether a choice draft's block wrote its options as a numbered list (`1. <option A>`)."""
    first = " ".join(draft.choices.get("A", "").split())
    for line in draft.block.lines:
        m = None if line.code else _ITEM_RE.match(line.text)
        if m is not None and m.group("num") == "1":
            return bool(first) and " ".join(m.group("text").split()).startswith(first)
    return False
