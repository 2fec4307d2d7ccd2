"""An interview transcript: the interviewer's turns ask, the candidate's turns answer.

Mock-interview pages and recorded practice sessions write each turn as a paragraph led by its
speaker (`**Interviewer:** How would you ...?` then `**Candidate:** I would ...`). Nothing in
such a line says "question" to the readers, so a transcript was read as one card per heading,
the whole conversation its answer. When at least two interviewer turns are each answered by
the candidate's next turn, each such pair is written as the labelled pair it is (`Q: ...` /
`A: ...`), line for line; an interviewer's turn that no candidate turn answers (a greeting, a
comment on the last answer) is left as written, so it stays with the answer it follows.
An interview guide's scenarios give the interviewer's words and then the answer under its
label (`**Interviewer:** "..."` over `**Your Answer:**`): such a turn is written `Q: ...`
too, the label left to head the answer.
"""

from __future__ import annotations

import re
from itertools import pairwise

from srs.importers.common import ANSWER_RE, holds, outside_code
from srs.importers.lazyre import lazy

__all__ = ["speaker_turns"]

_TURN_RE = lazy(
    r"^[ \t]{0,3}(?P<open>\*\*|__)?(?P<speaker>(?:AI |Mock )?Interviewer|Interviewee|Candidate"
    r"|Applicant)(?:[ \t]*\((?:[^()\n]{1,30})\))?(?::[ \t]*(?P=open)|(?P=open)[ \t]*:|:)"
    r"[ \t]*(?P<text>\S.*)$",
    re.I,
)
"""A turn's first line: the speaker's name (bold or not, maybe with a name in brackets:
`Interviewer (Sam):`), its colon, then what was said."""

_ASKING = "interviewer"
"""The speaker whose turns ask (`AI Interviewer`, `Mock Interviewer` too)."""


def speaker_turns(text: str) -> str:
    """The text with each interviewer turn that the candidate's next turn answers written as
    `Q: ...` and that answer as `A: ...`, when a transcript holds at least two such pairs."""
    if not holds(text, "nterview", "NTERVIEW"):
        return text  # a cheap test first: no interviewer speaks in most documents
    lines = text.split("\n")
    turns: list[tuple[int, bool, str]] = []  # (index, asks, what was said)
    for k, line in outside_code(lines):
        if ":" not in line[:40]:
            continue  # no speaker's colon near the start: no turn (the cheap test per line)
        m = _TURN_RE.match(line)
        if m is not None:
            asks = m.group("speaker").lower().endswith(_ASKING)
            turns.append((k, asks, m.group("text")))
    pairs = [
        (asked, answered) for asked, answered in pairwise(turns) if asked[1] and not answered[1]
    ]
    labelled = [turn for turn in turns if turn[1] and _labelled_answer(lines, turn[0])]
    if len(pairs) + len(labelled) < 2:
        return text
    for (k, _, said), (j, _, answer) in pairs:
        lines[k] = "Q: " + said
        lines[j] = "A: " + answer
    for k, _, said in labelled:
        lines[k] = "Q: " + said
    return "\n".join(lines)


def _labelled_answer(lines: list[str], k: int) -> bool:
    """Whether the next paragraph after the turn on line k opens with an answer's label
    (`**Interviewer:** "The widget is down. What do you check?"` over `**Your Answer:**`, as
    an interview guide's scenarios give the answer to the interviewer's words): the turn is
    the question, the speaker's name no part of it."""
    nxt = k + 1
    while nxt < len(lines) and lines[nxt].strip():
        nxt += 1  # the rest of the turn's paragraph
    while nxt < len(lines) and not lines[nxt].strip():
        nxt += 1
    return nxt < len(lines) and ANSWER_RE.match(lines[nxt]) is not None
