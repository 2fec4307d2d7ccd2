"""An answer key in numbered runs that each restart at 1, one run per part of the quiz.

A recitation or exam sheet asks its parts one after another, each numbered from 1 (15
multiple-choice questions, then `___ 1.` to `___ 10.` true/false statements, then ten
fill-in-the-blank lines), and keys them all in ONE list at the end, one run per part in the
same order:

    Answers
    1. B
    ...
    15. B

    1. F
    2. T

    1. Pop
    2. <<

Read as one list, the second run's `1. F` gave question 1 a second key, its plain lines
(`2. T`) were glued onto the entry above as an explanation, and the parts after the first
were keyed by nothing. Here:

- `run_entry`: in such a key, a line at the margin numbered 1 under an entry numbered
  higher (after a blank line), or numbered one past the entry above once the key has
  restarted, is an entry of its own, whatever it says (`T`, `Pop`, `*this`);
- `key_runs` / `question_runs`: the key's runs and the questions' runs, each cut where the
  count goes back (srs.importers.keymatch `by_runs` pairs them in order);
- `listed_run`: when the key has one run more than the questions, and the last question's
  "answer" is a list numbered exactly as that last run (a part whose items neither ask nor
  offer options, so no reader took them for questions), those items are the last part's
  questions: each becomes a question of its own, the short line over the list (`fill in the
  blank`) its section, and whatever follows the list is reported as text in no card.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Sequence
from typing import TypeVar

from srs.importers.lazyre import lazy
from srs.importers.sections import make_section
from srs.importers.values import Block, KeyEntry, Line, Section

__all__ = ["in_step", "key_runs", "listed_run", "question_runs", "run_entry"]

_ITEM_RE = lazy(r"^(?P<num>\d{1,4})[.)][ \t]+(?P<text>\S.*)$")
"""A numbered line at the margin, its number then its text: a key's entry, or a question of a
part listed under the last answer."""
_HEADING_RE = lazy(r"^ {0,3}#{1,6}[ \t]", re.M)
"""A heading line inside a key entry's text."""
_TITLE_WORDS = 6
"""At most this many words in the line over a listed part for it to be the part's title."""


def run_entry(
    key: Sequence[KeyEntry], text: str, lines: Sequence[Line], no: int
) -> KeyEntry | None:
    """The entry a key line is where the key restarts its count (see the module doc): `1. x`
    after a blank line under an entry numbered 2 or more, or `n. x` right after entry n-1
    of a run that restarted. None for any other line (an entry's explanation goes on)."""
    if not text[:1].isdigit() or not key or key[-1].group is not None:
        return None  # cheap test first; a key grouped by sub-headings is keyed by its groups
    m = _ITEM_RE.match(text)
    if m is None or m.group("text").startswith(("**", "__")) or text.endswith(":"):
        return None  # (`1. **Rollover cable:**`: a bold title over the lines below it)
    number, last = int(m.group("num")), key[-1].number
    if number == 1:
        restart = last >= 2 and _after_blank(lines, no)
    else:
        run_start = len(key) - number + 1  # where entry 1 of this run must stand
        restart = last == number - 1 and run_start >= 1 and key[run_start].number == 1
    if not restart:
        return None
    return KeyEntry(number, "", no, m.group("text"), open=True)


def _after_blank(lines: Sequence[Line], no: int) -> bool:
    """Whether the line numbered `no` has a blank line right above it."""
    at = bisect_left([line.no for line in lines], no)
    return 0 < at <= len(lines) and not lines[at - 1].text.strip()


_T = TypeVar("_T")


def _runs(items: Sequence[_T], number_of: dict[int, int]) -> list[list[_T]]:
    """The items cut into runs where the count goes back (`number_of`: by each item's id)."""
    runs: list[list[_T]] = []
    last = 0
    for item in items:
        number = number_of[id(item)]
        if not runs or number <= last:
            runs.append([])
        runs[-1].append(item)
        last = number
    return runs


def key_runs(key: Sequence[KeyEntry]) -> list[list[KeyEntry]]:
    """The key's runs, each restarting at 1 (see the module doc); [] when some run does not
    open with entry 1 or the key is grouped by sub-headings (its groups key it, srs.importers
    .keymatch `groups_as_sections`; a `### Extras` left in an entry's text is one too)."""
    if not key or any(e.group is not None or _HEADING_RE.search(e.text) for e in key):
        return []  # (a sub-heading inside an entry's text: a group the reader did not part)
    runs = _runs(key, {id(e): e.number for e in key})
    return runs if all(run[0].number == 1 for run in runs) else []


def question_runs(blocks: Sequence[Block]) -> list[list[Block]]:
    """The numbered questions' runs, each restarting its count; [] when some question is
    unnumbered (its place in a run is unknown)."""
    numbers: dict[int, int] = {id(b): b.number for b in blocks if b.number is not None}
    if len(numbers) != len(blocks):
        return []
    return _runs(blocks, numbers)


def listed_run(
    blocks: list[Block], key: Sequence[KeyEntry], dropped: list[tuple[int, str]]
) -> list[Block]:
    """The blocks, with the last run of the key's questions listed under the last question
    made questions of their own (see the module doc); the blocks as they are otherwise."""
    if not key or not blocks or key[-1].number < 2 or blocks[-1].number is None:
        return blocks  # cheap test first: no key, or its last run names one question
    runs = key_runs(key)
    if len(runs) < 2 or not in_step(runs[:-1], question_runs(blocks)):
        return blocks
    last = blocks[-1]
    items = _listed_items(last.lines, len(runs[-1]))
    if items is None:
        return blocks
    section = _listed_section(blocks, last.lines[: items[0]], dropped)
    dropped.extend((line.no, line.text) for line in last.lines[items[-1] + 1 :] if line.text)
    listed = [last.lines[i] for i in items]
    del last.lines[:]
    dropped.sort()
    made = [(line, _ITEM_RE.match(line.text)) for line in listed]
    return [
        *blocks,
        *(
            Block(line, k, m.group("text"), section, len(blocks) + k)
            for k, (line, m) in enumerate(made, 1)
            if m is not None
        ),
    ]


def in_step(runs: Sequence[Sequence[KeyEntry]], parts: Sequence[Sequence[Block]]) -> bool:
    """Whether the key's runs and the questions' parts pair one to one, in order, each run
    keying only numbers its part asks."""
    if len(runs) != len(parts):
        return False
    return not any(
        {e.number for e in run} - {b.number for b in part}
        for run, part in zip(runs, parts, strict=True)
    )


def _listed_section(
    blocks: Sequence[Block], above: Sequence[Line], dropped: list[tuple[int, str]]
) -> Section | None:
    """The section of a part listed under the last question: its short title line
    (`fill in the blank`), else the last question's section, any other text above the list
    reported as text in no card."""
    said = [line for line in above if line.text.strip()]
    if len(said) == 1 and _titles(said[0].text):
        ordinals = [b.section.ordinal for b in blocks if b.section is not None]
        return make_section(said[0].text.strip(), 1 + max(ordinals, default=0))
    dropped.extend((line.no, line.text) for line in said)
    return blocks[-1].section


def _listed_items(lines: list[Line], count: int) -> list[int] | None:
    """The indexes of the lines numbered 1 to `count` at the margin, in order, with only
    blank lines between them; None unless there are exactly so many."""
    found: list[int] = []
    for i, line in enumerate(lines):
        if line.code:
            return None  # code in the answer: an answer of its own, not a listed part
        m = _ITEM_RE.match(line.text)
        if m is not None and int(m.group("num")) == len(found) + 1 and len(found) < count:
            if found and any(ln.text.strip() for ln in lines[found[-1] + 1 : i]):
                return None  # text between two items: an answer's steps, not a part
            found.append(i)
        elif m is not None:
            return None
    return found if len(found) == count else None


def _titles(text: str) -> bool:
    """Whether a line over a listed part is its short title (`fill in the blank`): a few
    words, no sentence's end."""
    plain = text.strip()
    return len(plain.split()) <= _TITLE_WORDS and plain[-1:] not in ".?!"
