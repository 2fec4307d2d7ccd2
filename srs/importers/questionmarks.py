"""Pictographs that mark a document's questions: `### ✅ What is BERT?` beside `### ✅ MLM vs
CLM` and `### 🔍 Lexical vs Semantic Search`.

A writer who opens every question heading with one pictograph marks the questions by it. A
plain heading of that level carrying the mark is a question set as a topic (`marked_siblings`);
one carrying another mark or none, among three or more that ask (an appendix's `### 🔍 Note`
after the last `### ✅` question), is a note beside them: no sibling of theirs, whatever
srs.importers.headings' `siblings` or srs.importers.sentencesiblings would read it as
(`unmarked_notes`). Its text is reported as text in no card.

A heading deeper than the questions that carries their mark, under one of them, is a
follow-up written a level down (`#### ✅ Compare GET and POST` under `### ✅ HTTP methods`):
when it asks (a request too) and has an answer of its own under it, and the question above
has its own answer before it, it is a question of its own (`marked_follow_ups`), where it
was glued into that answer, `####` and all. A deeper heading that does not ask (`#### 참고`,
`#### Example`, `#### ✅ Key points`) stays a part of the answer.
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Sequence

from srs.importers.asking import asks
from srs.importers.keycapruns import keycap_runs
from srs.importers.values import Line, Start

__all__ = ["marked_follow_ups", "marked_siblings", "pictograph_siblings", "unmarked_notes"]

_FEWEST_MARKED = 3
"""Asking headings that must share a pictograph before it marks their level's questions."""


def marked_siblings(
    lines: list[Line],
    candidates: dict[int, tuple[int, Start, bool]],
    plain: list[tuple[int, int, str]],
) -> None:
    """A plain heading that opens with the same pictograph as the headings that ask at its
    level (`### ✅ MLM vs CLM` among `### ✅ What is BERT?`) is a question too: its author
    marked the questions alike, and a topic set as a question is one of them.

    Only a mark that at least three asking headings share and most asking headings at that
    level carry; the plain headings of other marks (`## 🔹 Language models`) or of none stay.
    """
    marks = _question_marks(lines, candidates) if plain else {}
    for i, level, text in plain:
        if level in marks and _mark_of(lines[i].text) == marks[level]:
            candidates[i] = (level, Start(None, text), False)


def _mark_of(heading: str) -> str:
    """The pictograph a heading line opens with, after its `#`s (`✅`, `❓`), or ''."""
    text = heading.lstrip("#").strip(" \t*_")
    return text[0] if text and unicodedata.category(text[0]) == "So" else ""


def unmarked_notes(
    lines: Sequence[Line],
    candidates: dict[int, tuple[int, Start, bool]],
    plain: list[tuple[int, int, str]],
) -> list[tuple[int, int, str]]:
    """The plain headings (row, level, text) less those at a level whose asking headings
    share a pictograph (three or more, most of them) that do not open with it."""
    marks = _question_marks(lines, candidates) if plain else {}
    if not marks:
        return plain  # the cheap answer almost every document takes
    return [p for p in plain if p[1] not in marks or _mark_of(lines[p[0]].text) == marks[p[1]]]


def _question_marks(
    lines: Sequence[Line], candidates: dict[int, tuple[int, Start, bool]]
) -> dict[int, str]:
    """By level, the pictograph most headings that ask there open with, if one is shared."""
    asking: dict[int, Counter[str]] = {}
    for i, (level, _, _) in candidates.items():
        asking.setdefault(level, Counter())[_mark_of(lines[i].text)] += 1
    marks = {}
    for level, seen in asking.items():
        mark, n = seen.most_common(1)[0]
        if mark and n >= _FEWEST_MARKED and 2 * n > seen.total():
            marks[level] = mark
    return marks


def pictograph_siblings(
    lines: list[Line],
    candidates: dict[int, tuple[int, Start, bool]],
    plain: list[tuple[int, int, str]],
) -> None:
    """The plain headings that pictographs make questions: marked as the questions at their
    level are (`marked_siblings`), or in a run of keycap numbers most of whose headings ask
    (`### 2️⃣ Pod in CrashLoopBackOff`, srs.importers.keycapruns)."""
    marked_siblings(lines, candidates, plain)
    keycap_runs(lines, candidates, plain)


def marked_follow_ups(
    lines: Sequence[Line],
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, tuple[int, Start, bool]],
) -> None:
    """Mark as questions wherever they sit (`always`) the deeper headings that carry the
    questions' pictograph under an answered question heading of the marked level, each
    asking and answered under it (see the module doc)."""
    if len({level for level, _ in headings.values()}) < 2:
        return  # headings all at one level: none under another (the cheap test first)
    marks = _question_marks(lines, candidates)
    if not marks:
        return  # no level whose questions share a mark
    rows = list(headings)
    mark = ""  # the mark of the question heading whose section this is, once answered
    level = 0
    for k, i in enumerate(rows):
        depth = headings[i][0]
        nxt = rows[k + 1] if k + 1 < len(rows) else len(lines)
        if depth <= level or not level:
            opens = i in candidates and marks.get(depth) == _mark_of(lines[i].text)
            answered = opens and _has_text(lines, i + 1, nxt)
            mark, level = (marks[depth], depth) if answered else ("", 0)
        elif i in candidates and _asks_marked(lines, headings[i][1], mark, (i, nxt)):
            candidates[i] = (depth, candidates[i][1], True)


def _asks_marked(lines: Sequence[Line], text: str, mark: str, span: tuple[int, int]) -> bool:
    """Whether the heading at `span`'s first line, its text `text`, opens with `mark`, asks
    and has text of its own up to `span`'s end (the next heading)."""
    i, nxt = span
    return _mark_of(lines[i].text) == mark and asks(text) and _has_text(lines, i + 1, nxt)


def _has_text(lines: Sequence[Line], start: int, end: int) -> bool:
    return any(line.text.strip() for line in lines[start:end])
