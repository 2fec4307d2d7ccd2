"""`**Expected Output:**` over a table: the answer of an exercise that has no answer label.

Practice sets of queries and programs write each exercise as its task and the result it must
give (`**Question 3**`, `**Task:** Find all products under 100.`, `**Expected Output:**` over
the result table), with no `Answer:`. Read without a marker, the whole exercise was one
paragraph of question: every exercise was unanswered and the document refused. When a block
has no answer marker, a line labelled as the expected result (`Expected output:`, `Expected
result:`, `Sample output:`), with text above it, is its marker; its answer is what the label
opens.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from srs.importers.common import Line
from srs.importers.lazyre import lazy

__all__ = ["after_working", "output_before", "result_marker"]

_RESULT_LABEL_RE = lazy(
    r"^[ \t]{0,3}(?:\*\*|__)?(?:expected|sample|example)[ \t]+(?:output|result)s?[ \t]*"
    r"(?:\*\*|__)?[ \t]*[:：][ \t]*(?:\*\*|__)?[ \t]*(?P<rest>.*?)[ \t]*$",
    re.I,
)


def result_marker(lines: list[Line]) -> tuple[int, str] | None:
    """The first expected-result label of a block with text above it, and the text after it
    on its line (see the module docstring); None when there is none."""
    told = False
    for i, line in enumerate(lines):
        if line.code:
            continue
        if told and line.text[:1] in " \t*_EeSs" and (m := _RESULT_LABEL_RE.match(line.text)):
            return i, m.group("rest")
        told = told or bool(line.text.strip())
    return None


_WORKING_LINES = 2
"""How many lines of text above a `Final answer:` make them the working, not the question."""


def after_working(lines: list[Line], options: Sequence[object], i: int, rest_at: int) -> bool:
    """Whether line i is a `Final answer:` under the working that reached it (two lines of
    text or more above it in the block, no option among them): the close of the answer, not
    the marker that parts the question from it (the working was read as more question)."""
    if "inal" not in lines[i].text[:rest_at] or "final" not in lines[i].text[:rest_at].lower():
        return False
    above = [k for k in range(i) if lines[k].text.strip() and not lines[k].code]
    return len(above) >= _WORKING_LINES and not any(options[k] is not None for k in range(i))


_OUTPUT_LABEL_RE = lazy(
    r"^[ \t]{0,3}(?:\*\*|__)?(?:output|result)s?[ \t]*(?:\*\*|__)?[ \t]*[:：][ \t]*(?:\*\*|__)?[ \t]*$",
    re.I,
)


def output_before(lines: list[Line], stop: int) -> tuple[int, str] | None:
    """An `**Output:**` label alone on its line right under the question's code, the block
    holding nothing else above it, before the answer label at line `stop` with nothing asked
    between (`## What happens when you run this?`, the code, `**Output:**` over the compiler's
    error, `Problem:`, `Solution:`): the output answers, so the answer starts there, not at
    the later label. Text above the code (an overview, a task) makes the output context."""
    seen_code = False
    for i in range(stop):
        line = lines[i]
        if line.code:
            seen_code = True
            continue
        text = line.text.strip()
        if not text:
            continue
        if not seen_code or text[:1] not in "*_Oo" or _OUTPUT_LABEL_RE.match(text) is None:
            return None
        after = [ln.text for ln in lines[i + 1 : stop] if not ln.code]
        return None if any(t.rstrip().endswith("?") for t in after) else (i, "")
    return None
