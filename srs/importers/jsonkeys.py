"""Keys kept in a JSON block under each question: an exam converted for machine grading
writes the question and its lettered options as text, then a fenced ```json block holding
the question's record (`"problem_id": "1"`, `"choices": [...]`, `"answer": "B"`).

Read as written, the block was code in the answer: every question was an open card whose
answer was the record. A fenced `json` block that holds `"choices"` and an `"answer"` field of
option letters (`"B"`, `"C, D"`), right under lettered options (the answer-format note between
allowed), is written as the answer line `Answer: B` (its other lines blank, line for line),
and the grader's note on the answer's format (`Your answer should be one letter only ...`)
goes: it tells the grader, not the reader.
"""

from __future__ import annotations

import json
import re

from srs.importers.common import OPTION_RE, holds
from srs.importers.lazyre import lazy

__all__ = ["json_keys"]

_JSON_FENCE_RE = lazy(r"^[ \t]{0,3}(?P<fence>`{3,}|~{3,})[ \t]*json[ \t]*$", re.I)
_LETTERS_RE = lazy(r"^[A-H](?:[ \t]*,[ \t]*[A-H])*$")
_FORMAT_NOTE_RE = lazy(r"^[ \t]*your answer should be\b.*$", re.I)
"""`Your answer should be one letter only (A, B, C, D, or E).`: an instruction to a grader."""
_REACH = 4
"""How many lines above the block (blank ones and the format note) the options may end."""


def json_keys(text: str) -> str:
    """The text with each JSON record under lettered options written as its answer line
    (see the module doc)."""
    if not holds(text, '"answer"') or not holds(text, "json"):
        return text  # the cheap test first: no JSON answer field anywhere
    lines = text.split("\n")
    k = 0
    while k < len(lines):
        m = _JSON_FENCE_RE.match(lines[k]) if "json" in lines[k] else None
        if m is None:
            k += 1
            continue
        close = _closing(lines, k, m.group("fence"))
        key = _key(lines[k + 1 : close]) if close is not None else None
        if close is not None and key is not None and _under_options(lines, k):
            lines[k] = f"Answer: {key}"
            for j in range(k + 1, close + 1):
                lines[j] = ""
            k = close
        k += 1
    return "\n".join(lines)


def _closing(lines: list[str], k: int, fence: str) -> int | None:
    """The index of the fence that closes the block opened at `k`."""
    for j in range(k + 1, len(lines)):
        if lines[j].strip().startswith(fence[:3]) and not lines[j].strip().strip(fence[0]):
            return j
    return None


def _key(body: list[str]) -> str | None:
    """The option letters of the record's `answer` field, or None."""
    try:
        record = json.loads("\n".join(body))
    except ValueError:
        return None
    if not isinstance(record, dict) or not isinstance(record.get("choices"), list):
        return None  # no choices in the record: a free-form part, whose letters are no key
    answer = record.get("answer")
    if not isinstance(answer, str) or not _LETTERS_RE.match(answer.strip()):
        return None
    return answer.strip()


def _under_options(lines: list[str], k: int) -> bool:
    """Whether the block at `k` stands right under lettered options; the grader's format
    note between them is blanked."""
    j = k - 1
    while j >= max(0, k - _REACH) and (not lines[j].strip() or _FORMAT_NOTE_RE.match(lines[j])):
        j -= 1
    if j < 0 or OPTION_RE.match(lines[j]) is None:
        return False
    for n in range(j + 1, k):
        if _FORMAT_NOTE_RE.match(lines[n]):
            lines[n] = ""
    return True
