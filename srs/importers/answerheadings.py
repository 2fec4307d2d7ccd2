"""An answers section begun by its first entry's heading (`#### Answer 1` after `#### Question
25`), with no title of its own over it: the segmenter enters the key there.

A quiz may list its questions, then (past a rule and a sentence such as `Here are the answers
and explanations:`) one heading per answer at the questions' own level. Read as headings of
the open card, every answer went into the last question's card and every other question lost
its key. The shape is told by the number: an answer heading naming an EARLIER question than the
open one cannot be the open question's own answer (`#### Answer 3` under `#### Question 3` is,
and stays so).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from srs.importers.keylines import numbered_answer
from srs.importers.values import Block, KeyEntry, Start

__all__ = ["answers_section_headings", "first_answer_heading"]

_FIRST = frozenset("aArRsSlL\u043e\u041e")
"""The first letters of the words `numbered_answer` reads (answer, réponse, respuesta,
solution, lösung, ответ ...): a cheap test before its expression, for each heading."""


def first_answer_heading(
    blocks: Sequence[Block], level: int, text: str, q_level: int | None
) -> KeyEntry | None:
    """The entry a heading opens, when it begins an untitled answers section: it numbers
    (`Answer 1`, `Réponse 2`, `Solution 3`) a question met before the last one, at no
    deeper level than the questions' own (a deeper one is a sub-heading of an answer)."""
    if len(blocks) < 2 or text.lstrip()[:1] not in _FIRST:
        return None
    entry = numbered_answer(text)
    last = blocks[-1]
    if entry is None or last.number is None or entry.number >= last.number:
        return None
    deepest = last.level if last.level is not None else q_level
    if deepest is not None and level > deepest:
        return None
    if not any(b.number == entry.number for b in blocks):
        return None
    return entry


def answers_section_headings(
    headings: dict[int, tuple[int, str]], candidates: Mapping[int, tuple[int, Start, bool]]
) -> set[int]:
    """The headings of an untitled answers section (`first_answer_heading`'s shape, read
    among the Markdown reader's question candidates): from the first `Answer N` that names
    a question met before the last one above it, each `Answer N` down to the next question.
    They stay headings, never parts of the last question's answer, so that the segmenter
    reads them as a key's entries."""
    kept: set[int] = set()
    numbers: set[int] = set()
    last: int | None = None
    for i in sorted(headings):
        candidate = candidates.get(i)
        if candidate is not None and not kept:
            last = candidate[1].number if candidate[1].number is not None else last
            numbers.add(last if last is not None else -1)
            continue
        if last is None or headings[i][1].lstrip()[:1] not in _FIRST:
            continue
        entry = numbered_answer(headings[i][1])
        if entry is not None and (kept or (entry.number < last and entry.number in numbers)):
            kept.add(i)
    return kept
