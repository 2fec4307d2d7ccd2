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

A mock interview asks a main question under each topic heading (`### Question 3: Docker
volumes`), then one or two follow-ups (`**Interviewer:** Any risks?`, `What would you do
next?`) that lean on it for their subject: a card of such a follow-up asked nothing a
reader could answer alone. A follow-up that does not name its own subject (see
srs.importers.ownsubject) carries its topic as a short labelled question does
(`Docker volumes: Any risks?`, as srs.importers.ownheadings joins a heading to its
question), or, under a heading that names no topic (`### Question 3`), the main question
above it. Under a numbered question heading each follow-up is numbered after it (`Q3a:`,
card `q03a`), so the main questions keep their heading's numbers. Only a heading over two to four asked turns is a topic's: one over more heads a
whole session (`## Round 2`), whose turns follow on from each other, not from it.
"""

from __future__ import annotations

import re
from bisect import bisect
from itertools import groupby, pairwise

from srs.importers.common import ANSWER_RE, HEADING_RE, NUMBERED_LABEL_RE, heading_label, holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy
from srs.importers.ownsubject import names_own_subject

__all__ = ["speaker_turns"]

_TURN_RE = lazy(
    r"^[ \t]{0,3}(?P<open>\*\*|__)?(?P<speaker>(?:AI |Mock )?Interviewer|Interviewee|Candidate"
    r"|Applicant)(?:[ \t]+(?:asks|says))?(?:[ \t]*\((?:[^()\n]{1,30})\))?(?::[ \t]*(?P=open)|(?P=open)[ \t]*:|:)"
    r"[ \t]*(?P<text>\S.*)$",
    re.I,
)
"""A turn's first line: the speaker's name (bold or not, maybe with a name in brackets:
`Interviewer (Sam):`, maybe with a verb: `Interviewer asks:`), its colon, then what was
said."""

_ASKING = "interviewer"
"""The speaker whose turns ask (`AI Interviewer`, `Mock Interviewer` too)."""

_COUNTED_TITLE_RE = lazy(
    r"^(?:[^\W\d_]{1,20}\.?[ \t]*)?#?\d{1,4}[ \t]*(?:[.:：)\-–—][ \t]+(?P<topic>\S.*))?$"
)
"""A heading's count before its topic (`Question 3: Docker volumes`, `3. Caching`, `Topic 2 -
Queues`), in any language; the count alone (`Question 3`) names no topic."""
_MOST_TURNS = 4
"""The most asked turns a topic's heading holds: its main question and three follow-ups."""


def speaker_turns(text: str) -> str:
    """The text with each interviewer turn that the candidate's next turn answers written as
    `Q: ...` and that answer as `A: ...`, when a transcript holds at least two such pairs."""
    if not holds(text, "nterview", "NTERVIEW"):
        return text  # a cheap test first: no interviewer speaks in most documents
    lines = text.split("\n")
    turns = _turns(lines)
    pairs = [
        (asked, answered) for asked, answered in pairwise(turns) if asked[1] and not answered[1]
    ]
    labelled = [turn for turn in turns if turn[1] and _labelled_answer(lines, turn[0])]
    if len(pairs) + len(labelled) < 2:
        return text
    asked = {k: "Q: " + said for (k, _, said), _ in pairs}
    asked |= {k: "Q: " + said for k, _, said in labelled}
    for k, label in _follow_up_labels(lines, asked).items():
        lines[k] = label
    for _, (j, _, answer) in pairs:
        lines[j] = "A: " + answer
    return "\n".join(lines)


def _turns(lines: list[str]) -> list[tuple[int, bool, str]]:
    """Each turn outside code: its line's index, whether the interviewer asks, what was said."""
    turns: list[tuple[int, bool, str]] = []
    for k, line in outside_code(lines):
        if ":" not in line[:40]:
            continue  # no speaker's colon near the start: no turn (the cheap test per line)
        m = _TURN_RE.match(line)
        if m is not None:
            asks = m.group("speaker").lower().endswith(_ASKING)
            turns.append((k, asks, m.group("text")))
    return turns


def _follow_up_labels(lines: list[str], asked: dict[int, str]) -> dict[int, str]:
    """Each asked turn as its `Q:` line, a follow-up with its topic when it leans on it, and
    numbered after its question (`Q3a:`) under a numbered question heading (see the module):
    the turns grouped by the heading above them."""
    headings = [k for k, line in outside_code(lines) if HEADING_RE.match(line) is not None]
    for at, group in groupby(sorted(asked), key=lambda k: bisect(headings, k)):
        under = list(group)
        if at == 0 or not 2 <= len(under) <= _MOST_TURNS:
            continue  # no heading above, or one over a whole session
        topic, number = _topic(lines[headings[at - 1]])
        topic = topic or asked[under[0]][3:]
        for letter, k in zip("abc", under[1:], strict=False):
            said = asked[k][3:]
            if _leans(said):
                said = _joined(topic, said)
            asked[k] = f"Q{number}{letter}: {said}" if number else f"Q: {said}"
    return asked


def _leans(follow_up: str) -> bool:
    """Whether a follow-up leans on its topic: it names no subject of its own, or is too
    short to (`How do you scale?`, four words or fewer)."""
    return len(follow_up.split()) <= 4 or not names_own_subject(follow_up)


def _topic(heading: str) -> tuple[str, str]:
    """A heading's topic, its words past its count (`### Question 3: Docker volumes`; ''
    when it is only a count, `### Question 3`), and the number of the question it labels
    (`3`; '' for a heading no question label counts, `### Round 2: Queues`)."""
    m = HEADING_RE.match(heading)
    title = heading_label((m.group("text") or "") if m is not None else "").rstrip("#: \t")
    label = NUMBERED_LABEL_RE.match(title)
    number = str(int(label.group("num"))) if label is not None and not label.group("sub") else ""
    counted = _COUNTED_TITLE_RE.match(title)
    return ((counted.group("topic") or "") if counted is not None else title), number


def _joined(topic: str, follow_up: str) -> str:
    """A follow-up after its topic: `Docker volumes: Any risks?`; after a main question or a
    heading that ends a sentence, a blank between (`How do you roll back? Any risks?`)."""
    return f"{topic} {follow_up}" if topic[-1:] in "?？.!。:：" else f"{topic}: {follow_up}"


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
