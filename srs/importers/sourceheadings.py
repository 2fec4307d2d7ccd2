"""A heading naming an answer's sources at its question's level: a part of that answer.

Korean OS interview notes put each question under a `## #3` heading, the question as the next
heading (`### 캐시의 지역성에 대해 설명해주세요.`), and end each answer with its sources,
`#### Reference` over a list of links: one level down, a sub-heading of the answer, kept. Where
the writer set it at the question's own level (`### Reference` under a `###` question, `####
References` under a `####` one), it ended the answer, and the link list below it, in no card,
was dropped without a word (links are never reported), from three answers of thirteen.

Here a heading that names sources (`headings.REFERENCES_RE`: `Reference(s)`, `Further
reading`, `참고`, `参考`, `Quellen` ...), whose nearest heading above at its level or higher
(past deeper ones and other such parts) is a question at its very level, is a part of that
answer, when a question follows it further down or when the page heads sources so twice or
more (its habit, the last answer's too). A lone `## References` after the last question is
the page's own end matter, as before; one under a higher question (`## Q` over `### X` over
`## References`) is no part of it either.
"""

from __future__ import annotations

from srs.importers.headings import REFERENCES_RE, part_of_answer_above
from srs.importers.values import Candidate

__all__ = ["source_parts"]

_HABIT = 2
"""How many source headings show the page gives every answer its own."""


def source_parts(
    headings: dict[int, tuple[int, str]], candidates: dict[int, Candidate]
) -> list[int]:
    """The source headings that are parts of the answer above them (see the module doc)."""
    sources = [
        i for i, (_, text) in headings.items() if i not in candidates and REFERENCES_RE.match(text)
    ]
    if not sources:
        return []
    rows = sorted(headings)
    last_question = max(candidates, default=-1)
    found = []
    for i in sources:
        if i > last_question and len(sources) < _HABIT:
            continue
        level = headings[i][0]
        above = _nearest_above(rows, headings, candidates, i, level)
        if above is not None and above in candidates and headings[above][0] == level:
            found.append(i)
    return found


def _nearest_above(
    rows: list[int],
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, Candidate],
    i: int,
    level: int,
) -> int | None:
    """The nearest heading above line i at `level` or higher, past other parts of an answer
    (`### Example`, another sources heading) that are no questions."""
    for j in reversed(rows[: rows.index(i)]):
        up, text = headings[j]
        if up > level or (j not in candidates and part_of_answer_above(text)):
            continue
        return j
    return None
