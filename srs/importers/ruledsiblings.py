"""A plain heading set off by a rule between two rule-separated question headings of its
level: a question of its own, though it does not ask.

    ## ¿Qué es el DOM virtual?
    Es una copia ligera del DOM ...
    ---
    ## Explica el ciclo de vida de un componente
    Un componente se monta, se actualiza y se desmonta.
    ---
    ## ¿Para qué sirven las keys?

A heading between two sibling question headings that does not ask is read as a sub-heading of
the answer above it (srs.importers.headings' `inside_answers`: `### 91. What is CAP?` / `###
How to explain it` / `### 92. ...`), and where few headings ask (`siblings` needs three that
do for every heading that does not) nothing made a statement heading a question: its answer
went into the card above, with no warning. But a writer who closes each answer with a rule
(`---`) and opens the next question right after it has said where the answer above ends: a
heading right after such a rule starts something new, and among questions it is one more
(`## Explica ...`, `## Diferencias entre props y estado`).

So a plain heading (text under it, no question under it) is a question when:

- the last line above it that is not blank is a thematic break;
- the nearest heading above it at its level or higher is an unnumbered, unlabelled question
  heading of its level, and so is the nearest one below it, itself right after a rule (the
  document puts rules between its questions; it sits among them, not after the last one as
  the page's closing notes);
- its words do not name a part of an answer (`## Ejemplo`, `## Explanation`), a section,
  end matter or front matter (srs.importers.labelledsiblings' `named_part`).

Where the questions are numbered or labelled a heading without the number or label is an
introduction or a section, whatever rules surround it: left alone.
"""

from __future__ import annotations

import itertools

from srs.importers.labelledsiblings import named_part
from srs.importers.lastparts import after_rule
from srs.importers.values import Candidate, Line, Start

__all__ = ["ruled_siblings"]


def ruled_siblings(
    lines: list[Line],
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, Candidate],
    plain: list[tuple[int, int, str]],
) -> None:
    """Add the plain headings right after a rule among rule-separated question headings of
    their level to the candidates (see the module doc)."""
    ruled = [(i, level, text) for i, level, text in plain if after_rule(lines, i)]
    if not ruled:
        return  # (the usual case: no plain heading, or none after a rule)
    rows = list(headings)
    where = {i: k for k, i in enumerate(rows)}
    for i, level, text in ruled:
        k = where[i]
        below = _below(rows, k, headings, candidates)
        if (
            below is not None
            and not named_part(text)
            and _plain_question(candidates, _above(rows, k, headings), level)
            and _plain_question(candidates, below, level)
            and after_rule(lines, below)
        ):
            candidates[i] = (level, Start(None, text), False)


def _above(rows: list[int], k: int, headings: dict[int, tuple[int, str]]) -> int | None:
    """The nearest heading above `rows[k]` at its level or higher; None at the top."""
    level = headings[rows[k]][0]
    return next((rows[n] for n in range(k - 1, -1, -1) if headings[rows[n]][0] <= level), None)


def _below(
    rows: list[int], k: int, headings: dict[int, tuple[int, str]], candidates: dict[int, Candidate]
) -> int | None:
    """The nearest heading below `rows[k]` at its level or higher; None at the end, or when a
    question heading comes first under it (it is their section). Each walk stops at the first
    heading of its level or higher, a few rows away."""
    level = headings[rows[k]][0]
    for j in itertools.islice(rows, k + 1, None):
        if headings[j][0] <= level:
            return j
        if j in candidates:
            return None
    return None


def _plain_question(candidates: dict[int, Candidate], i: int | None, level: int) -> bool:
    """Whether heading row `i` is a question heading of `level` with no number or label."""
    cand = candidates.get(i) if i is not None else None
    return cand is not None and cand[0] == level and cand[1].number is None and not cand[2]
