"""The answer to "what does this print?" written as the program's output, labelled so:
`15. What is the output if the key was never set?` / the code / `output: 6`.

Output-reading questions show the code, then give the answer as `Output: 6` right under it.
No reader took `Output:` for an answer label, so such a question was reported as having no
answer and its code and output as text in no card. Where a question line that asks for the
output (its text names output or printing) opens a code block and the first line after the
block is `Output: <value>` (bold or not), that line is written `Answer: <value>` at its
indent; a bold `**Output:**` alone over the output (a quoted line, a block) is written
`**Answer:**`, and so is the label set as a small heading (`#### Output`, `#### 输出` in Chinese
banks) over the output. An `Output:` line anywhere else (a part of an answer showing what the code prints)
is left as it is.
"""

from __future__ import annotations

import re

from srs.importers.common import fence_after, holds
from srs.importers.lazyre import lazy

__all__ = ["output_answers"]

_OUTPUT_LINE_RE = lazy(
    r"^(?P<indent>[ \t]*)(?P<mark>\*\*|__)?output[ \t]*"
    r"(?(mark)(?:(?P=mark)[ \t]*[:：]|[:：][ \t]*(?P=mark))|[:：])[ \t]*(?P<rest>.*)$",
    re.I,
)
"""`output: 6`, `**Output:** 6`, `**Output**: 6`, or the label alone over the output below."""
_OUTPUT_HEADING_RE = lazy(
    r"^(?P<indent>[ \t]{0,3})#{1,6}[ \t]+(?:output|输出|輸出|运行结果|執行結果|出力|출력|salida|sortie"
    r"|ausgabe|saída|вывод)[ \t]*[:：]?[ \t]*$",
    re.I,
)
"""`#### Output`, `#### 输出`: the label as a small heading alone over the output (a quote)."""
_ASKS_OUTPUT_RE = lazy(r"output|print|输出|輸出|印出|salida|sortie|ausgabe|saída", re.I)
"""Words of a question that asks what the code prints."""


def output_answers(text: str) -> str:
    """The text with each output line right under an output question's code written as its
    answer (see the module doc); a text with no `output:` is returned at once."""
    if not holds(text, "utput:", "UTPUT:", "utput**:", "# Output", "# output", "# 输出", "# 輸出"):
        return text  # the cheap test first (a heading in another language is met in these)
    lines = text.split("\n")
    fence: str | None = None
    asked = False  # the open (or last closed) block sits under a question asking its output
    after_code = False
    last_text = ""
    for k, line in enumerate(lines):
        opened = fence is None
        fence, is_fence = fence_after(fence, line.lstrip())  # fences indented in an item too
        if is_fence:
            if opened and fence is not None:
                asked = _ASKS_OUTPUT_RE.search(last_text) is not None
            after_code = fence is None
            continue
        if fence is not None or not line.strip():
            continue
        if after_code and asked and line.lstrip()[:1] in "*_Oo#":
            m = _OUTPUT_LINE_RE.match(line) or _OUTPUT_HEADING_RE.match(line)
            if m is not None:
                rest = (m.groupdict().get("rest") or "").strip()
                lines[k] = f"{m.group('indent')}" + (f"Answer: {rest}" if rest else "**Answer:**")
        after_code, last_text = False, line
    return "\n".join(lines)
