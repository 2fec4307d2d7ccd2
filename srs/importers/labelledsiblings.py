"""An unlabelled heading among labelled question headings of its level, an answer under it:
a question its author forgot to label (`### Diff between drop and purge` among `### Q : ...`).

Where the questions are labelled, a heading without the label is mostly an introduction, a
section, or a part of the answer above it (`## Direct answer` under `## Question 1. ...`), and
srs.importers.headings reads it so (`siblings` leaves such pages alone). But a Q&A page typed
by hand labels nearly every question heading and forgets one now and then; its answer then
went to the answer above it or to a warning of text in no card. So a plain heading (text
under it, no question below it) is a question too when:

- at least three headings of its level are labelled questions that carry their question
  (`Q : What is X?`; not `## Question 7` over it, whose plain siblings are lead-ins such as
  `## Information` over "the next questions consider ..."), and at most one plain heading
  at that level for four of them (an odd one out, no pattern of answer parts);
- the nearest heading above it at its level or higher is a labelled question at that level,
  and a labelled question at that level comes after it (it sits among them, not after the
  last one as the page's closing notes); no question heading is under it (a section);
- its words are not the name of an answer's part, of end matter or of front matter, and no
  other plain heading has the same words (a part repeated under each answer).
"""

from __future__ import annotations

import itertools
from collections import Counter

from srs.importers.common import ANSWER_WORD_RE, FRONT_MATTER_RE, SECTION_PREFIX_RE, end_matter_kind
from srs.importers.headings import EXPLANATION_HEADING_RE, part_of_answer_above
from srs.importers.values import Candidate, Start

__all__ = ["labelled_siblings", "named_part"]

_FEWEST_LABELLED = 3
_PLAIN_SHARE = 4
"""At most one plain heading for this many labelled questions at the level."""


def labelled_siblings(
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, Candidate],
    plain: list[tuple[int, int, str]],
) -> None:
    """Add the plain headings that sit among labelled questions of their level to the
    candidates (see the module doc)."""
    if not plain:
        return
    levels = _labelled_levels(candidates, plain)
    words = Counter(" ".join(text.casefold().split()) for _, _, text in plain)
    rows = list(headings)
    where = {i: k for k, i in enumerate(rows)}
    last = {cand[0]: i for i, cand in sorted(candidates.items()) if cand[2]}
    for i, level, text in plain:
        if level not in levels or i > last.get(level, -1) or named_part(text):
            continue  # (after the last labelled question: the page's closing notes)
        if words[" ".join(text.casefold().split())] == 1 and _among(
            rows, where[i], headings, candidates
        ):
            candidates[i] = (level, Start(None, text), False)


def _labelled_levels(
    candidates: dict[int, Candidate], plain: list[tuple[int, int, str]]
) -> set[int]:
    """The levels of three or more labelled questions that carry their question, with at
    most one plain heading for four of them."""
    labelled = Counter(
        level
        for level, start, is_labelled in candidates.values()
        if is_labelled and start.number is None
    )
    quiet = Counter(level for _, level, _ in plain)
    levels = {
        level
        for level, n in labelled.items()
        if n >= _FEWEST_LABELLED and quiet[level] * _PLAIN_SHARE <= n
    }
    return levels


def _among(
    rows: list[int], k: int, headings: dict[int, tuple[int, str]], candidates: dict[int, Candidate]
) -> bool:
    """Whether the heading at `rows[k]` sits right under a labelled question of its level, and
    no question is under it (a section over its questions). Each walk stops at the first
    heading of its level or higher, a few rows away."""
    level = headings[rows[k]][0]
    for j in itertools.islice(rows, k + 1, None):
        if headings[j][0] <= level:
            break
        if j in candidates:
            return False  # a section over its questions
    for j in (rows[n] for n in range(k - 1, -1, -1)):
        if headings[j][0] > level:
            continue
        cand = candidates.get(j)
        return headings[j][0] == level and cand is not None and cand[2]
    return False


def named_part(text: str) -> bool:
    """Whether a heading names a part of an answer (`Answer`, `Example`, `Explanation`), a
    section (`Part 2`), end matter or front matter: never a question of its own."""
    return bool(
        ANSWER_WORD_RE.match(text)
        or EXPLANATION_HEADING_RE.match(text)
        or part_of_answer_above(text)
        or SECTION_PREFIX_RE.match(text)
        or FRONT_MATTER_RE.match(text)
        or end_matter_kind(text)
    )
