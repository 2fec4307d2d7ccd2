"""An exam's answers kept in a fenced JSON record under each question.

Exams exported for grading or for a benchmark write each question under a label heading,
its text a paragraph, and then a ```json block: the answer as one field of a record that
also holds the question's id, its points and the grader's rubric:

    ## Question 2a [2 point(s)]

    How many page faults does the trace cause?

    ```json
    {"problem_id": "2a", "answer": "Seven", "llm_judge_instructions": "2 points if ..."}
    ```

The whole record, rubric included, was the answer. Where the block is the first thing after
the question's text under a heading that is only a label (srs.importers.headings
.question_label_heading), and it parses (`json`) as an object with an `"answer"`,
`"solution"` or `"expected_answer"` field, the block becomes `**Answer:**` over that field's
text; an empty field leaves the question with no answer, reported and skipped. A block that
does not parse, or is not such a record, or comes after an answer (an API response shown as
an example) stays code, and so does a choice question's record (`"choices"`), whose
letter srs.importers.jsonkeys reads as the key. A bare ``` typed right above the ```json line (so that the record
read as text in a block of its own) is dropped.

A label alone on its line between the question and its record (`Possible answers:` over a
list of the answers a grader accepts) heads more of the answer, not the answer itself: the
record still holds the exam's own answer. Read as the answer, the label's list became the
card's answer and the record followed it as code. The record's field comes first, as
`**Answer:**`, and the labelled list follows it, as it was (`_labelled_before_record`).
"""

from __future__ import annotations

import json

from srs.importers.common import ANSWER_RE, HEADING_RE
from srs.importers.fenceclose import fence_close
from srs.importers.fences import FENCE_RE
from srs.importers.headings import question_label_heading
from srs.importers.holding import holds

__all__ = ["json_answers"]

_FIELDS = ("answer", "solution", "expected_answer")
"""The record's fields that hold the answer, first found first taken."""


def json_answers(text: str) -> str:
    """The text with each answer record under a labelled question as its answer (see the
    module doc); a text with no JSON fence or no answer field is returned as it is."""
    if not holds(text, "```json", "```JSON", "~~~json") or not holds(
        text, '"answer"', '"solution"', '"expected_answer"'
    ):
        return text
    lines = text.split("\n")
    out: list[str] = []
    k = 0
    under_label = False  # the last heading only labels a question, and no answer came since
    while k < len(lines):
        line = lines[k]
        end = fence_close(lines, k)
        ahead = _labelled_before_record(lines, k) if under_label and _has_text(out) else None
        if ahead is not None:  # `Possible answers:` over a list, then the record
            recorded, fence, end = ahead
            out.extend([f"**Answer:** {recorded}", "", *lines[k:fence]])
            under_label = False
            k = end + 1
            continue
        if end is None:
            under_label = _still_under_label(line, under_label)
            out.append(line)
            k += 1
            continue
        if under_label and _stray_over_record(lines, k, end):
            out.append("")  # a bare ``` left over right above the record: no code of its own
            k += 1
            continue
        answer = None
        if under_label and _info(line) == "json" and _has_text(out):
            answer = _answer_field("\n".join(lines[k + 1 : end]))
        if answer is None:
            out.extend(lines[k : end + 1])  # code, in the question or in its answer
        else:
            out.append(f"**Answer:** {answer}".rstrip())  # empty: no answer, reported
            under_label = False
        k = end + 1
    return "\n".join(out)


def _still_under_label(line: str, under_label: bool) -> bool:
    """Whether the text after `line` is still a label heading's question: a heading says
    anew, an answer's label ends it."""
    heading = HEADING_RE.match(line) if line.lstrip()[:1] == "#" else None
    if heading is not None:
        return question_label_heading((heading.group("text") or "").strip())
    return under_label and ANSWER_RE.match(line) is None


def _labelled_before_record(lines: list[str], k: int) -> tuple[str, int, int] | None:
    """(the record's answer, its fence line, its closing line) when line `k` is an answer
    label alone on its line (`Possible answers:`) and the first fenced block after it, before
    any heading, is a record with a non-empty answer field; None otherwise."""
    label = ANSWER_RE.match(lines[k]) if lines[k].strip() else None
    if label is None or label.group("rest").strip():
        return None
    for j in range(k + 1, len(lines)):
        if lines[j].lstrip()[:1] == "#" and HEADING_RE.match(lines[j]):
            return None
        end = fence_close(lines, j)
        if end is None:
            continue
        if _info(lines[j]) != "json":
            return None
        answer = _answer_field("\n".join(lines[j + 1 : end]))
        return (answer, j, end) if answer else None
    return None


def _stray_over_record(lines: list[str], k: int, end: int) -> bool:
    """Whether the untagged fence at `k` is a stray mark whose block holds only a JSON
    fence's opening and its record: ``` typed above ```json, which then read as text."""
    if _info(lines[k]) != "":
        return False
    body = [line for line in lines[k + 1 : end] if line.strip()]
    return bool(body) and _info(body[0]) == "json" and FENCE_RE.match(body[0]) is not None


def _has_text(out: list[str]) -> bool:
    """Whether a line of text (the question) stands between the heading and here."""
    for line in reversed(out):
        if HEADING_RE.match(line) if line.lstrip()[:1] == "#" else None:
            return False
        if line.strip():
            return True
    return False


def _info(line: str) -> str:
    """A fence line's info string, lower case."""
    return line.strip().lstrip("`~").strip().lower()


def _answer_field(body: str) -> str | None:
    """The answer field's text of a JSON record; None when the body does not parse as an
    object holding one as text or a number."""
    try:
        record = json.loads(body)
    except ValueError:
        return None
    if not isinstance(record, dict) or "choices" in record:
        return None  # a choice question's key: srs.importers.jsonkeys reads it
    for name in _FIELDS:
        value = record.get(name)
        if isinstance(value, str):
            return value.strip()
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return str(value)
    return None
