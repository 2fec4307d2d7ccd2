"""A follow-up question labelled as such and answered under its own answer label, in notes
that label each pair `Q:` / `A:`: `__Follow-up:__ What are the drawbacks of mark-and-sweep?`
then `__A:__ It pauses the program.`

An interviewer's question bank asks a follow-up after some answers and answers it the same
way. No reader knew the `Follow-up:` label, so the follow-up and its answer, label and all,
were the end of the answer above (with a warning that a second answer label sat inside it).
In a text that labels its questions `Q:`, a `Follow-up:` label whose paragraph an answer
label follows is written as the question label, in the same emphasis: the follow-up is then
a card of its own. A follow-up that no answer label follows (a question the answer above
goes on to answer, or a list) is left as it is.
"""

from __future__ import annotations

import re

from srs.importers.common import ANSWER_RE, holds
from srs.importers.fences import fence_after
from srs.importers.labelledlists import listed_subquestions
from srs.importers.lazyre import lazy

__all__ = ["follow_up_questions", "labelled_note_parts"]

_FOLLOW_UP_LABEL_RE = lazy(
    r"^(?P<heading>#{1,6}[ \t]+)?(?P<mark>\*\*|__)?follow[- ]?up(?:[ \t]+(?:question|q))?[ \t]*(?P<colon>[:：])?(?P=mark)?"
    r"(?(colon)|[ \t]*[:：])[ \t]+(?P<text>\S.*)$",
    re.I,
)
"""`__Follow-up:__ What ...?`, `**Follow up**: What ...?`, `Follow-up question: What ...?`, as a
heading too (`### Follow-up Q: What ...?` under `## Q: ...`)."""


def labelled_note_parts(text: str) -> str:
    """`Q:` / `A:` notes' parts written as labels they do not name: an answered follow-up
    (this module) and a several-part question listed under a bare label
    (srs.importers.labelledlists)."""
    return listed_subquestions(follow_up_questions(text))


def follow_up_questions(text: str) -> str:
    """The text with each answered follow-up labelled as a question (see the module doc);
    substring tests first, most texts hold no follow-up label."""
    if not holds(text, "Q:") or not holds(text, "ollow", "OLLOW"):
        return text
    lines = text.split("\n")
    fence: str | None = None
    for k, line in enumerate(lines):
        fence, is_fence = fence_after(fence, line)
        if fence is not None or is_fence or line[:1] not in "*_Ff#":
            continue
        m = _FOLLOW_UP_LABEL_RE.match(line)
        if m is not None and _answer_label_follows(lines, k + 1, heading=bool(m.group("heading"))):
            mark = m.group("mark") or ""
            lines[k] = f"{m.group('heading') or ''}{mark}Q:{mark} {m.group('text')}"
    return "\n".join(lines)


def _answer_label_follows(lines: list[str], start: int, *, heading: bool = False) -> bool:
    """Whether the line after the paragraph that goes on to line `start` (a heading's line
    alone), past blank lines, opens with an answer label; or a line of that paragraph does
    (`**Follow-up:** ...?␣␣` / `**A:** ...`, the answer right under it)."""
    k = start
    while k < len(lines) and lines[k].strip() and not heading:
        if ANSWER_RE.match(lines[k]) is not None:
            return True
        k += 1  # the follow-up's own paragraph, wrapped
    while k < len(lines) and not lines[k].strip():
        k += 1
    return k < len(lines) and ANSWER_RE.match(lines[k]) is not None
