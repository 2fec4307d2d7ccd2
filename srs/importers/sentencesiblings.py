"""Headings written as sentences among question headings: questions, whatever their marks.

A writer who ends most question headings at a level with `?` sets others as requests, or
asks without the mark, in any language:

    #### Czym jest stos?
    Pamięć na zmienne lokalne.

    #### Jakie znasz typy proste
    int, long, double, boolean.

    #### Omów typy String i StringBuilder
    String jest niezmienny, StringBuilder nie.

Where twice as many headings ask as not, every heading with text is a question there
(srs.importers.headings' `siblings`). Below that, a heading that did not ask was taken for
a sub-heading of the answer above (`inside_answers`) and its question ran into that answer
with no warning: whether a question survived hung on how many others asked.

Where the asking headings at a level are at least as many as the plain ones (text below,
no question), a plain heading there that reads as a sentence (four words or more, or two
ended by a full stop: `#### Omów interfejs Comparator.`) is a question too, unless it
stands inside a question: under one at its level with no text of its own (`### Explain
Kubernetes architecture.` over `### Kubernetes Architecture – Simple Explanation`), or
under a question one level up, past other plain headings. (Where fewer ask, the headings
may be topics, each a card: srs.importers.headings' `topics`.) A sentence that opens with a word
that opens an asking heading at its level (`#### Jak działają metody wait()` beside `####
Jak utworzyć wątek?`: the document's own question word) is a question wherever it stands.

A title stays what it was (`### Trade-offs`, `#### Queues:`, `### Security`), and so do a
part of the answer above (`### Example`), a heading met twice at its level (the same part
under several questions) and one that opens with an English question word that
srs.importers.asking has judged not to ask (`### How to answer this in an interview`). Only among unnumbered, unlabelled questions, as `siblings`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from srs.importers.common import QUESTION_WORD_RE
from srs.importers.headings import part_of_answer_above
from srs.importers.lazyre import lazy
from srs.importers.values import Candidate, Line, Start

__all__ = ["sentence_siblings"]


_FEWEST_ASKING = 3
"""How many asking headings a level needs before its plain headings are read by them: three,
as for `siblings`. Between only two, a sentence heading is a sub-heading of the answer above
unless a rule sets it off (srs.importers.ruledsiblings; tests/test_importers_fresh_E71.py)."""
_SENTENCE_WORDS = 4
"""How many words make a heading a sentence rather than a title."""
_WORD_RE = lazy(r"[^\W\d_][\w'’-]*")
"""A word: letters first (`StringBuilder`, `don't`), not a number or an emoji (`4`, `1️⃣`)."""
_FULL_STOP_RE = lazy(r"(?<![.\s])\.[*_]*$")
"""A sentence's full stop at the end (not an ellipsis `...`)."""


def sentence_siblings(
    lines: Sequence[Line],
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, Candidate],
    plain: Sequence[tuple[int, int, str]],
) -> None:
    """Make the plain headings that read as questions candidates, at each level where the
    unnumbered asking headings are at least as many as the plain ones (see the module)."""
    levels = _asking_levels(candidates, plain)
    if not levels:
        return
    openers = {
        (level, _first_word(start.label))
        for level, start, labelled in candidates.values()
        if level in levels and _plain_question(start, labelled)
    }
    seen = Counter((level, _folded(text)) for _, level, text in plain)
    quiet = {i for i, _, _ in plain}
    rows = list(headings)
    where = {i: k for k, i in enumerate(rows)}
    stops: dict[int, int] = {}
    for i, level, text in plain:
        if level not in levels or i in candidates or not _may_ask(text, seen[level, _folded(text)]):
            continue
        if (level, _first_word(text)) in openers or not _inside_question(
            lines, headings, candidates, rows, where[i], quiet, stops
        ):
            candidates[i] = (level, Start(None, text), False)


def _asking_levels(
    candidates: dict[int, Candidate], plain: Sequence[tuple[int, int, str]]
) -> set[int]:
    """The levels where three or more unnumbered headings ask, at least as many as the plain
    ones there."""
    asking = Counter(
        level for level, start, labelled in candidates.values() if _plain_question(start, labelled)
    )
    quiet = Counter(level for _, level, _ in plain)
    return {level for level, n in asking.items() if n >= _FEWEST_ASKING and n >= quiet[level]}


def _may_ask(text: str, times: int) -> bool:
    """Whether a plain heading met `times` at its level may be a question: a sentence met
    once, no part of the answer above (`### Example`), and not opening with an English
    question word (`How to answer this`: a title, as srs.importers.asking found)."""
    if times > 1 or part_of_answer_above(text) or not _sentence(text):
        return False
    return QUESTION_WORD_RE.match(text.lstrip(" *_")) is None


def _sentence(text: str) -> bool:
    """Four words or more, or two ended by a full stop (`Omów interfejs Comparator.`)."""
    words = len(_WORD_RE.findall(text))
    return words >= _SENTENCE_WORDS or (words >= 2 and _FULL_STOP_RE.search(text) is not None)


def _plain_question(start: Start, labelled: bool) -> bool:
    return start.number is None and not labelled


def _folded(text: str) -> str:
    return " ".join(text.casefold().split())


def _first_word(text: str) -> str:
    m = _WORD_RE.search(text)
    return m.group().casefold() if m else ""


def _inside_question(
    lines: Sequence[Line],
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, Candidate],
    rows: list[int],
    at: int,
    quiet: set[int],
    stops: dict[int, int],
) -> bool:
    """Whether the nearest heading above the heading `rows[at]`, at its level or higher,
    past deeper headings and plain ones at its level, is a question that holds what follows:
    one at that level with no text of its own, or one a level up or more. `stops` keeps,
    for each plain heading asked of, where its walk up ended (a run of plain headings is
    walked once)."""
    level = headings[rows[at]][0]
    k = at - 1
    while k >= 0:
        j = rows[k]
        lv = headings[j][0]
        if lv == level and k in stops and j not in candidates:
            k = stops[k]  # a plain heading walked from before: its walk's end
            break
        if lv < level or not (lv > level or (j in quiet and j not in candidates)):
            break
        k -= 1
    stops[at] = k
    if k < 0 or rows[k] not in candidates:
        return False  # the top, or a section over the questions
    if headings[rows[k]][0] < level:
        return True
    return not any(line.text.strip() for line in lines[rows[k] + 1 : rows[k + 1]])
