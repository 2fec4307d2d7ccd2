"""Statements to judge, numbered among a quiz's questions with no answer under them, that the
answer key at the end judges (`3. **True or False: MongoDB stores data in tables.**` over
nothing, then `### Answers` / `3. False`).

The reader takes a numbered item as a question when it asks (a `?`) or has an answer under it;
a statement with neither was reported as a question with no answer, and the key's verdict for
it (`False`, `T`, `Vrai`, `Richtig`) was read and used for nothing. Here such an item, which
no block holds, becomes a question block of its own when the key's one entry for its number is
a verdict (a word of `labelwords.VERDICT_PAIRS`, or `T`/`F` under a statement worded to be
judged, `asking.answered_true_or_false`): the key then answers it as it answers an open
question, and its card is the statement answered True or False. Only where no two questions
share a number, so that the key's number names one item; any other entry (a letter, a
sentence) is left to the key as before, and the item reported as before.
"""

from __future__ import annotations

import bisect

from srs.importers.asking import answered_true_or_false
from srs.importers.common import LIST_QUESTION_RE
from srs.importers.labelwords import VERDICT_LETTERS, VERDICT_PAIRS
from srs.importers.values import Block, KeyEntry, Line

__all__ = ["keyed_statements"]

_VERDICTS = {word: pair for pair in VERDICT_PAIRS for word in pair}


def keyed_statements(
    blocks: list[Block], key: list[KeyEntry], lines: list[Line], items: set[int]
) -> set[int]:
    """Add to `blocks` (in order, positions renumbered) a block for each unanswered numbered
    item (`items`: indexes into `lines`) that a verdict in `key` judges (see the module doc),
    and give its entry the verdict as its text. Returns the line numbers of the items so
    taken (no longer questions left unanswered)."""
    if not key or not items or not blocks:
        return set()
    numbers = [block.number for block in blocks if block.number is not None]
    if len(numbers) != len(set(numbers)):
        return set()
    entries, known = _entries(key), set(numbers)
    taken: set[int] = set()
    for i in sorted(items):
        judged = _judged(lines[i].text, entries, known)
        if judged is None:
            continue
        above = bisect.bisect([block.start.no for block in blocks], lines[i].no)
        if above == 0:
            continue  # before the first question: no quiz's item
        number, question, verdict = judged
        entry = entries[number]
        known.add(number)
        entry.letter, entry.text, entry.open = "", verdict, False
        section = blocks[above - 1].section
        blocks.insert(above, Block(lines[i], number, question, section, above + 1))
        taken.add(lines[i].no)
    for position, block in enumerate(blocks, 1):
        block.position = position
    return taken


def _judged(
    text: str, entries: dict[int, KeyEntry], numbers: set[int]
) -> tuple[int, str, str] | None:
    """A numbered item's number, its statement and the key's verdict on it; None when the
    item is no numbered line, its number a question's already, or its entry no verdict."""
    m = LIST_QUESTION_RE.match(text)
    if m is None or int(m.group("num")) in numbers:
        return None
    number, question = int(m.group("num")), m.group("text").strip().strip("*_").strip()
    verdict = _verdict(entries.get(number), question)
    return None if verdict is None else (number, question, verdict)


def _entries(key: list[KeyEntry]) -> dict[int, KeyEntry]:
    """The key's entries by number, a number keyed twice left out (which one would judge?)."""
    counted: dict[int, list[KeyEntry]] = {}
    for entry in key:
        counted.setdefault(entry.number, []).append(entry)
    return {number: found[0] for number, found in counted.items() if len(found) == 1}


def _verdict(entry: KeyEntry | None, question: str) -> str | None:
    """The verdict an entry gives (`False`, `Vrai`), `T`/`F` spelt out, or None."""
    if entry is None or entry.group is not None:
        return None
    said = (entry.text or entry.letter).strip().strip("*_`.").strip()
    if "\n" in said or not said:
        return None
    if said.casefold() in _VERDICTS:
        return said[:1].upper() + said[1:]
    if said.upper() in VERDICT_LETTERS and answered_true_or_false(question, said):
        return VERDICT_LETTERS[said.upper()]
    return None
