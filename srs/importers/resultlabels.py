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

from srs.importers.common import EXPLANATION_RE
from srs.importers.lazyre import lazy
from srs.importers.questioncode import points_at_code
from srs.importers.values import Line

__all__ = ["after_working", "output_before", "result_marker", "result_under_code"]

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


_UNDER_CODE_LABEL_RE = lazy(
    r"^[ \t]{0,3}(?:\*\*|__)?(?:(?:打印|运行|運行|执行|執行|输出|輸出|実行|程序)?(?:结果|結果)"
    r"|输出|輸出|现象|現象|出力|결과|출력|output|result|результат|вывод)[ \t]*(?:\*\*|__)?"
    r"[ \t]*[:：][ \t]*(?:\*\*|__)?[ \t]*(?P<rest>.*?)[ \t]*$",
    re.I,
)
"""A label of what the code printed or did (`结果：`, `打印结果：`, `现象:`, `Output:`)."""
_PART_NUMBER_RE = lazy(r"^\d{1,3}(?:\.\d{1,3})*[.)、]?$")
"""`2.1` alone over one of a question's blocks of code: the number of a part of it."""
_ASKS_RESULT_RE = lazy(r"结果|結果|返回值|결과|результат")
"""A question that asks what code gives (`以下代码运行结果？`, `最终返回值`)."""
_HOW_TO_RE = lazy(r"如何|怎么|怎样|怎麼|怎樣|어떻게")
"""A question that asks how to write something: a block under it is its answer's."""


def result_under_code(lines: list[Line], asked: str) -> tuple[int, str] | None:
    """The result label right under the code a question shows, when nothing but that code
    (blocks, each maybe under its part's number `2.1`) is above it, and its line, label and
    all (the answer keeps the label, which says what the lines under it are); else None. A Java puzzle bank writes `### 5.程序运行结果？`, the program, then
    `结果：` over what it prints and `原因：` over why, with no answer label: the code was
    read as the answer's start and the card asked about a program it did not show. Only
    under a question that points at code or asks for its result (not how to write it), or
    when a reason label follows: a tutorial's `Output:` under the code it teaches stays
    the answer's."""
    after_code = False
    for i, line in enumerate(lines):
        text = line.text.strip()
        if line.code or not text or _PART_NUMBER_RE.match(text):
            after_code = line.code or (after_code and not text)
            continue
        m = _UNDER_CODE_LABEL_RE.match(line.text) if after_code else None
        if m is None or not _asks_result(asked, lines[i + 1 :]):
            return None
        return i, line.text.strip()  # the label stays: it says the lines are the output
    return None


def _asks_result(asked: str, after: list[Line]) -> bool:
    """Whether the question is about the code shown, not how to write it (see
    `result_under_code`): it points at code, asks for a result, or a reason label follows."""
    if points_at_code(asked):
        return True
    if _ASKS_RESULT_RE.search(asked) and not _HOW_TO_RE.search(asked):
        return True
    return any(not line.code and EXPLANATION_RE.match(line.text) for line in after)


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
