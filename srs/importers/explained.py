"""An explanation written between a question and its answer: the answer's summary.

Generated interview Q&A pages put, under the question, a paragraph labelled as the
explanation the candidate should give (`**Main question**: What is X?` / `**Explanation**:
X lets ...` / `**Follow-up questions**:` ...) and the full answer under a later `## Answer`
heading or label. The explanation says the answer in short: on the question's side it would
give the answer away, so it opens the answer instead, without its label.
"""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.common import trim
from srs.importers.lazyre import lazy

_EXPLANATION_RE = lazy(
    r"^[ \t]{0,3}(?:\*\*|__)?explanation[ \t]*(?:\*\*|__)?[ \t]*:[ \t]*(?:\*\*|__)?[ \t]*(?P<rest>\S.*)$",
    re.IGNORECASE,
)

LINK_RE = lazy(r"^[ \t]*<?https?://\S+[ \t]*$")
"""A label's rest that is a link alone (`Answer: https://...`): a source, not an answer."""


def explanation_to_answer(question: list[str], answer: list[str]) -> tuple[list[str], list[str]]:
    """(question, answer) lines with the labelled explanation paragraph found below the
    question's first line moved to the start of the answer; unchanged when there is none."""
    for k in range(1, len(question)):
        line = question[k]
        if "xplanation" not in line[:16] or (m := _EXPLANATION_RE.match(line)) is None:
            continue
        end = next(
            (j for j in range(k + 1, len(question)) if not question[j].strip()), len(question)
        )
        summary = [m.group("rest").strip(), *question[k + 1 : end]]
        after = trim(question[end:])
        rest = trim(question[:k]) + (["", *after] if after else [])
        return rest, [*summary, *([""] if answer else []), *answer]
    return question, answer


_SAMPLE_LABEL_RE = lazy(
    r"^[ \t>]*(?:\*\*|__)?[ \t]*(?:sample|example|model|suggested|possible|good|best)[ \t]+"
    r"(?:answer|response)\b",
    re.IGNORECASE,
)
"""`**Sample answer**:`, `Example response:`: an answer a coach writes out for a candidate."""


def advice_to_answer(
    question: list[str], answer: list[str], label_line: str
) -> tuple[list[str], list[str]]:
    """(question, answer) lines with the advice between a question asked in full and its
    sample answer moved to the answer's start: `## Q2. What is your greatest strength?`, a
    paragraph on what employers look for, then `**Sample answer**:` (kept over the sample).
    The paragraph is the coach's, no part of what is asked; a stem that goes on asking (a `?`, a `:` over code),
    or one that is a list, quote, table or code, stays the question's."""
    asked = question[0].rstrip(" *_") if question else ""
    if len(question) < 2 or not asks(asked):
        return question, answer  # (`Tell me about a time you led.` asks as `... led?` does)
    if not _SAMPLE_LABEL_RE.match(label_line):
        return question, answer
    advice = trim(question[1:])
    if not advice or not all(_prose(line) for line in advice):
        return question, answer
    label = label_line.strip()  # kept: it tells the advice from the sample answer
    head = answer[:1] if answer and label.endswith(answer[0].strip()) else []
    return question[:1], [*advice, "", label, *([] if head else [""]), *answer[len(head) :]]


def _prose(line: str) -> bool:
    """A line of a plain paragraph (or a blank between two) that asks nothing."""
    text = line.strip()
    if not text:
        return True
    return (
        line[:1] not in " \t"
        and text[:1] not in "-*+>|`~#<"
        and not text[:1].isdigit()
        and not text.rstrip(" *_").endswith(("?", ":", "："))
    )
