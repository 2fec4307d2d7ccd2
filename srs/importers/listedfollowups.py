"""Labelled follow-up pairs listed inside an answer: `1. **Q: Can records be mutable?**` over
a nested `- **A**: Yes, ...`, each a card of its own, the answer above ending before them.

Interview guides answer a main question (`### Question` / `### Suggested Answer`) and then
list the follow-ups an interviewer may ask, each labelled and answered in its list item,
under a heading that names them (`### Follow-up Q&A`, `#### Related questions`) or right
after the answer's own text. No reader looks for a question inside a list item under an
answer: the follow-ups, labels and all, were glued to the end of the main card's answer, in
silence. The same pairs written as paragraphs at the margin (`**Q: ...**` over `**A**: ...`)
are read as cards already.

So each list item that opens with a question label (`Q:`, `**Q:**`, `Question:`, in any
language the labels know: common.UNNUMBERED_LABEL_RE) whose next line, nested under it or a
sibling item, opens with an answer label (common.ANSWER_RE, or a plain `A:`) is written at
the margin, line for line: the question's line without its list mark, the answer's line and
the lines it holds one level less deep. This holds for a run of such pairs under a heading
that names follow-ups (`_FOLLOW_UP_HEADING_RE`), or for a run of two or more after some text
under the heading above them (an answer's own), none of it a labelled question's item, the
run's list starting there (a bullet, or numbered 1). A question label with no answer label under
it, a list of pairs that is all its heading holds (a deck written as a list, read as such
already), and pairs quoted in code are left as they are.
"""

from __future__ import annotations

import re

from srs.importers.common import ANSWER_RE, HEADING_RE, UNNUMBERED_LABEL_RE
from srs.importers.fences import outside_code
from srs.importers.holding import any_line
from srs.importers.labelwords import FOLLOW_UP_LABELS, QUESTION_LABELS
from srs.importers.lazyre import lazy

__all__ = ["listed_follow_ups"]

_ITEM_RE = lazy(r"^(?P<lead>[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+)(?P<text>\S.*)$")
"""A list item: its mark with the indent before and the blanks after it, then its text."""
_PLAIN_ANSWER_RE = lazy(r"^(?:\*\*|__)?A(?:\*\*|__)?[ \t]*[:：](?:\*\*|__)?[ \t]+\S")
"""`A: text` (ANSWER_RE leaves a plain `A:` to options): an answer under a `Q:` item."""
_FOLLOW_UP_HEADING_RE = lazy(
    "(?:" + "|".join(FOLLOW_UP_LABELS) + r"|follow[- ]?ups?|related[ \t]+questions?"
    r"|further[ \t]+questions?|more[ \t]+questions?|q[ \t]*&(?:amp;)?[ \t]*a\b"
    r"|preguntas[ \t]+relacionadas|questions[ \t]+(?:li[ée]es|connexes)|verwandte[ \t]+fragen"
    r"|perguntas[ \t]+relacionadas|相关问题|相關問題|関連質問|관련[ \t]*질문)",
    re.I,
)
"""A heading that names follow-ups (`### Follow-up Q&A`, `#### Related questions`, `### 추가
질문`)."""
_LISTED_LABEL_RE = lazy(
    r"^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+(?:\*\*|__)?(?:q|ques|que|"
    + "|".join(QUESTION_LABELS)
    + r")[ \t]*(?:\*\*|__)?[ \t]*[:：]",
    re.I | re.M,
)
"""A list item opening with a question label and its colon: the cheap test of a whole text
(`holding.any_line`: one search that runs from newline to newline, some 7 ms over a
10,000-question document; a test of literals, one per list mark and label, took twice that)."""
_FIRST_ITEM_RE = lazy(r"^[ \t]*(?:[-*+]|0{0,2}1[.)])[ \t]")
"""A bullet, or the first of a numbered list: where a run of follow-ups starts (`7. Q: ...`
goes on with a list that started above, a deck's questions, not an answer's follow-ups)."""
_MIN_RUN = 2
"""How many pairs after an answer's text, under no follow-up heading, make a run."""

Pair = tuple[int, int, int]
"""A listed pair's question line, answer line, and the line after the answer's last."""


def listed_follow_ups(text: str) -> str:
    """The text with each listed follow-up pair written at the margin (see the module doc);
    the text itself when it lists no question label (the cheap test first)."""
    if not any_line(_LISTED_LABEL_RE, text):
        return text
    lines = text.split("\n")
    free = dict(outside_code(lines))
    pairs = [pair for k in free if (pair := _pair(lines, free, k)) is not None]
    for run in _runs(lines, pairs):
        if _follows_up(lines, run):
            for pair in run:
                _write_at_margin(lines, pair)
    return "\n".join(lines)


def _pair(lines: list[str], free: dict[int, str], k: int) -> Pair | None:
    """The pair whose question is the list item on line k, when the next line with text is
    outside code, no less deep, and opens with an answer label."""
    if not _labelled_item(lines[k]):
        return None
    j = k + 1
    while j < len(lines) and not lines[j].strip():
        j += 1
    if j >= len(lines) or j - k > 2 or j not in free:
        return None
    indent = _indent(lines[k])
    if _indent(lines[j]) < indent or not _answers(_unlisted(lines[j])):
        return None
    return k, j, _answer_end(lines, j, indent)


def _answers(text: str) -> bool:
    """Whether a line, its list mark off, opens with an answer label."""
    return ANSWER_RE.match(text) is not None or _PLAIN_ANSWER_RE.match(text) is not None


def _answer_end(lines: list[str], j: int, indent: int) -> int:
    """The line after the last that the answer on line j holds: the lines indented deeper
    than its question's item (`indent`), up to a sibling item right under the answer."""
    end = j + 1
    while end < len(lines) and (not lines[end].strip() or _indent(lines[end]) > indent):
        if end == j + 1 and _ITEM_RE.match(lines[end]):
            break  # (a sibling item right under the answer: the next pair or the list's)
        end += 1
    while end > j + 1 and not lines[end - 1].strip():
        end -= 1
    return end


def _runs(lines: list[str], pairs: list[Pair]) -> list[list[Pair]]:
    """The pairs in runs: one pair after the other, only blank lines between them."""
    runs: list[list[Pair]] = []
    for pair in pairs:
        last = runs[-1][-1] if runs else None
        if last is not None and all(not line.strip() for line in lines[last[2] : pair[0]]):
            runs[-1].append(pair)
        else:
            runs.append([pair])
    return runs


def _follows_up(lines: list[str], run: list[Pair]) -> bool:
    """Whether a run of pairs follows up an answer: under a heading that names follow-ups,
    or two or more of them after some text under the heading above (see the module doc)."""
    told = False
    for line in reversed(lines[: run[0][0]]):
        m = HEADING_RE.match(line)
        if m is not None:
            if _FOLLOW_UP_HEADING_RE.search(m.group("text") or "") is not None:
                return True
            break
        if _labelled_item(line):
            return False  # the run goes on with a list of questions above it: no follow-ups
        told = told or bool(line.strip())
    return told and len(run) >= _MIN_RUN and _FIRST_ITEM_RE.match(lines[run[0][0]]) is not None


def _labelled_item(line: str) -> bool:
    """Whether a line is a list item that opens with a question label."""
    m = _ITEM_RE.match(line)
    return m is not None and UNNUMBERED_LABEL_RE.match(m.group("text")) is not None


def _write_at_margin(lines: list[str], pair: Pair) -> None:
    """The pair's question and answer lines without their list marks, at the margin, and the
    lines the answer holds one level less deep."""
    k, j, end = pair
    m = _ITEM_RE.match(lines[k])
    assert m is not None  # (a pair's question line is an item)
    lines[k] = m.group("text")
    answer = _unlisted(lines[j])
    cut = len(lines[j]) - len(answer)
    lines[j] = answer
    for n in range(j + 1, end):
        line = lines[n]
        lines[n] = line[min(cut, _indent(line)) :]


def _unlisted(line: str) -> str:
    """A line without its indent and its list mark, if any."""
    m = _ITEM_RE.match(line)
    return m.group("text") if m is not None else line.lstrip()


def _indent(line: str) -> int:
    """How many blanks a line opens with."""
    return len(line) - len(line.lstrip(" \t"))
