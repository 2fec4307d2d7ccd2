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
from srs.importers.labeltext import PICTURE_LINE_RE, unquoted_answer
from srs.importers.labelwords import QUESTION_MARKS, SETUP_LABELS
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


_NOTE_LABEL_RE = lazy(
    r"^(?:\*\*|__)(?P<label>[^*_:：\n]{2,30}?)[ \t]*(?:[:：](?:\*\*|__)|(?:\*\*|__)[ \t]*[:：])[ \t]*$"
)
"""A bold label alone on its line: `**AI Feedback:**`, `**Coach notes**:`."""
_SETUP_RE = lazy(rf"^(?:{SETUP_LABELS})\b", re.IGNORECASE)
_POINTING_RE = lazy(r"\b(?:following|below|given|shown|attached)\b", re.IGNORECASE)
"""Words by which a question points to what is set under it (`the following screenshot`)."""
_SHORT_NOTE = 200
"""The most characters a note under a question holds: more is a part of the question."""


def note_to_answer(question: list[str], answer: list[str]) -> tuple[list[str], list[str]]:
    """(question, answer) lines with a labelled note between a question asked in full and its
    answer label moved to the answer's end: `### Question: How do you handle stress?`, then
    `**AI Feedback:**` over a screenshot, then `**Answer (STAR):**`. The note is about the
    answer, no word of what is asked; glued to the question, the card asked its label and
    picture too. Only a bold label alone over pictures or one short paragraph that asks
    nothing, under a question that asks on its own without pointing below (`the following
    code`); a label that sets up the question (`**Context:**`, `**Diagram:**`, see
    labelwords.SETUP_LABELS) keeps its note on the question's side."""
    if len(question) < 3 or not answer or not asks(question[0].rstrip(" *_")):
        return question, answer
    k = next((j for j in range(1, len(question)) if question[j].strip()), len(question))
    m = _NOTE_LABEL_RE.match(question[k].strip()) if k < len(question) else None
    if m is None or _SETUP_RE.match(m.group("label").strip()) or _POINTING_RE.search(question[0]):
        return question, answer
    note = trim(question[k + 1 :])
    if not note or not (
        all(PICTURE_LINE_RE.match(ln) for ln in note if ln.strip()) or _short(note)
    ):
        return question, answer
    return trim(question[:k]), [*trim(answer), "", question[k].strip(), "", *note]


def _short(note: list[str]) -> bool:
    """Whether a note is one short paragraph of prose that asks nothing."""
    return (
        "" not in [ln.strip() for ln in note]
        and len(" ".join(note)) <= _SHORT_NOTE
        and all(_prose(ln) and "?" not in ln for ln in note)
    )


_ITEM_LINE_RE = lazy(r"^[ \t]{0,8}(?:[-*+]|\d{1,3}[.)])[ \t]+\S")
"""A list item's line, bulleted or numbered."""


def outline_to_answer(
    question: list[str], answer: list[str], label_line: str
) -> tuple[list[str], list[str]]:
    """(question, answer) lines with a labelled list between a question asked in full and its
    answer label moved to the answer's start: `### How do you handle an incident?`, then
    `**Answer structure:**` (`**Vorgehen:**`, `**Steps:**`) over a list of steps, then
    `**Sample answer:**` over a quote. The list outlines the answer, no word of what is
    asked; glued to the question, the card asked the steps it should answer with. Only a
    bold label alone over a list that asks nothing and nothing else, under a line that asks
    on its own (its `?`, or a request: `Tell me about a time ...`) and points nowhere below;
    a label that sets up the question (`**Requirements:**`, see labelwords.SETUP_LABELS)
    keeps its list on the question's side. The answer label stays,
    between the outline and what it labels; a quote it opens is unquoted, as under it alone."""
    k = _outline_label(question) if answer else None
    if k is None:
        return question, answer
    outline = trim(question[k + 1 :])
    label = label_line.strip()
    head = answer[:1] if label.endswith(answer[0].strip()) and answer[0].strip() else []
    body = answer[len(head) :]
    if body and "\n".join(body).lstrip()[:1] == ">":
        body = unquoted_answer("\n".join(body).strip()).split("\n")
    return trim(question[:k]), [question[k].strip(), *outline, "", label, *body]


def _outline_label(question: list[str]) -> int | None:
    """The index of the bold label over an outline of the answer in a question's lines (see
    `outline_to_answer`), or None."""
    if len(question) < 3:
        return None
    k = next((j for j in range(1, len(question)) if question[j].strip()), len(question))
    m = _NOTE_LABEL_RE.match(question[k].strip()) if k < len(question) else None
    if m is None or _SETUP_RE.match(m.group("label").strip()) or _POINTING_RE.search(question[0]):
        return None
    if not _asks_alone(question[0]):
        return None
    items = [ln for ln in question[k + 1 :] if ln.strip()]
    if not items or not all(_ITEM_LINE_RE.match(ln) and "?" not in ln for ln in items):
        return None  # (`**Follow-up questions:**` over questions: still asked)
    return k


def _asks_alone(line: str) -> bool:
    """Whether a question's first line asks on its own: with its `?`, or as a request with
    none (`Tell me about a time ...`, `Describe a time you ...`)."""
    first = line.rstrip(" *_")
    return first.endswith(QUESTION_MARKS) or asks(first)
