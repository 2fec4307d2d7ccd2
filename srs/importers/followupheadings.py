"""Follow-up questions as headings one level under a question heading that is answered
first (`## What is an ISR used for?`, its answer, then `### What is interrupt latency?` over
an answer of its own), as interview notes kept for oneself are written: the follow-up is a
question of its own, not a part of the answer above it. A statement heading that asks in its
own text and answers under a label before its sub-headings (`## Custom user models` / `But
can X still do Y?` / `**Answer:** Yes ...`) is such a question too: an asking sub-heading
after that answer (`### How to restrict a page?`) follows it up as it would a heading that
asks in its title.

A heading that asks under a question heading is usually a part of that question's answer
(`### Why does it matter?` among `### Example`), so this holds only where every sub-heading
of the question asks and has text of its own under it, the question has an answer of its own
before its first sub-heading, and the document does so under at least two questions, and
under half at least of its questions that have sub-headings: where most questions' answers
hold sub-headings of another kind (`### Example Usage`, `### Key Takeaways`), the few that
all ask (`### What It Does?`, `### Why use it?`) are such an answer's sub-headings too. In
such a document a question left empty over follow-ups all asking (a bank being filled in)
is a question too, reported unanswered with them, not a silent section.

Where fewer questions have them, a follow-up that names its own subject (`### ¿Qué son los
hooks?` under `## ¿Qué es el estado?`, its own answer under it: srs.importers.ownsubject) is
still a question of its own, written a level too deep; one that leans on the question above
(`### Why does it matter?`, `### ¿Por qué es importante?`) stays a part of its answer. So is
one marked with the pictograph the questions open with (`#### ✅ Compare GET and POST` under
`### ✅ HTTP methods`), asking and answered: srs.importers.questionmarks.
"""

from __future__ import annotations

from collections.abc import Sequence

from srs.importers.asking import asks, asks_outright
from srs.importers.common import ANSWER_RE
from srs.importers.koasks import asks_in_korean
from srs.importers.ownsubject import names_own_subject
from srs.importers.questionmarks import marked_follow_ups
from srs.importers.values import Candidate, Line

__all__ = ["follow_up_headings"]

_MIN_PARENTS = 2


def follow_up_headings(
    lines: Sequence[Line],
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, Candidate],
) -> None:
    """Mark as questions wherever they sit (`always`) the follow-up question headings under
    answered question headings (see the module docstring), when at least two questions
    have them, and half at least of the questions that have sub-headings."""
    rows = list(headings)
    found: list[list[int]] = []
    parents = 0  # the questions with sub-headings
    for k in range(len(rows) - 1):
        if not _asking_parent(lines, headings, candidates, rows, k):
            continue
        parents += 1
        subs = _follow_ups(lines, headings, candidates, rows, k)
        if subs:
            found.append(subs)
    if len(found) >= _MIN_PARENTS and 2 * len(found) >= parents:
        found += _empty_parents(lines, headings, candidates, rows)
    else:  # few questions have follow-ups: those that name their own subject still ask
        found = [subs for subs in found if all(_own_question(headings[j][1]) for j in subs)]
    for subs in found:
        for j in subs:
            level, start, _ = candidates[j]
            candidates[j] = (level, start, True)
    marked_follow_ups(lines, headings, candidates)  # `#### ✅ Compare X` under `### ✅ X`


def _empty_parents(
    lines: Sequence[Line],
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, Candidate],
    rows: list[int],
) -> list[list[int]]:
    """In a document whose questions have follow-ups, each question heading left empty over
    follow-ups left empty too (`### 객체 지향 프로그래밍이란 무엇인가요?` over two unanswered
    `####` requests, in a bank being filled in): the question and its follow-ups, all
    questions, each reported unanswered; as a section they went unreported. Not one whose
    sub-headings have text: an answer that opens by restating its question as a sub-heading
    (`24.Explain X.` over `### What is X?` and `### Why is X important?`, each answered)."""
    found: list[list[int]] = []
    for k, i in enumerate(rows):
        level = headings[i][0]
        if i not in candidates or not _asks(headings[i][1]) or k + 1 == len(rows):
            continue
        subs: list[int] = []
        for j in rows[k + 1 :]:
            if headings[j][0] <= level:
                break
            subs.append(j)
        if (
            subs
            and not _has_text(lines, i + 1, subs[0])
            and all(
                headings[j][0] == level + 1 and j in candidates and _asks(headings[j][1])
                for j in subs
            )
            and not any(_has_text(lines, j + 1, nxt) for j, nxt in _spans(lines, rows, k, subs))
        ):
            found.append([i, *subs])
    return found


def _spans(
    lines: Sequence[Line], rows: list[int], k: int, subs: list[int]
) -> list[tuple[int, int]]:
    """Each of the headings `subs` (the rows right after rows[k]) with the row of the heading
    after it (past the last heading: the end of the document)."""
    after = k + 1 + len(subs)
    last = rows[after] if after < len(rows) else len(lines)
    return list(zip(subs, [*subs[1:], last], strict=True))


def _follow_ups(
    lines: Sequence[Line],
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, Candidate],
    rows: list[int],
    k: int,
) -> list[int]:
    """The sub-headings of question heading rows[k], when it is answered before the first and
    each is one level deeper, asks and has text under it; else empty."""
    i = rows[k]
    level = headings[i][0]
    subs: list[int] = []
    for n in range(k + 1, len(rows)):
        j = rows[n]
        if headings[j][0] <= level:
            break
        nxt = rows[n + 1] if n + 1 < len(rows) else len(lines)
        if headings[j][0] != level + 1 or j not in candidates or not _asks(headings[j][1]):
            return []
        if not _has_text(lines, j + 1, nxt):
            return []
        subs.append(j)
    if not subs or not _has_text(lines, i + 1, subs[0]):
        return []
    return subs


def _asks(text: str) -> bool:
    """A follow-up's heading ends with a question mark (`### What is fixed point?`), opens
    with a question word and its verb (`### What is a fixed point`), or is a Korean request
    to explain (`#### call, apply, bind에 대해 설명해주세요`), which Korean question banks
    write in its place."""
    return asks_outright(text) or asks_in_korean(text)


def _own_question(text: str) -> bool:
    """A follow-up that is a question of its own wherever it sits: it asks in its form (a
    question mark, or a question word and its verb) and names its own subject (`### ¿Qué
    son los hooks?`, not `### Why does it matter?`; srs.importers.ownsubject)."""
    return asks_outright(text) and names_own_subject(text)


def _asking_parent(
    lines: Sequence[Line],
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, Candidate],
    rows: list[int],
    k: int,
) -> bool:
    """Whether heading rows[k] (not the last) is a question with sub-headings that may follow
    it up: it asks in its title (`Explain X.` asks too), or it is a statement that asks and
    answers in its own text before them (`_asked_and_answered`)."""
    i, nxt = rows[k], rows[k + 1]
    if i not in candidates or headings[nxt][0] <= headings[i][0]:
        return False  # no question, or none with sub-headings
    return (
        _asks(headings[i][1])
        or asks(candidates[i][1].label)
        or _asked_and_answered(lines, i + 1, nxt)
    )


def _asked_and_answered(lines: Sequence[Line], start: int, end: int) -> bool:
    """Whether lines[start:end], a statement heading's own text, ask a question and answer it
    under an answer label (`## Custom user models` / `But can X still do Y?` / `**Answer:**
    Yes ...`): the heading is a question answered before its sub-headings, as one that asks
    in its title is, and a sub-heading that asks after that answer follows it up."""
    asked = False
    for line in lines[start:end]:
        if line.code:
            continue
        if asked and ANSWER_RE.match(line.text) is not None:
            return True
        asked = asked or "?" in line.text
    return False


def _has_text(lines: Sequence[Line], start: int, end: int) -> bool:
    return any(line.text.strip() for line in lines[start:end])
