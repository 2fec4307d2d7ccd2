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

A coding task numbered as a question (`### Question 6` / `Write a script that prints hello.`)
is answered the other way round: its solution in a block, then `Output:` alone over what the
solution prints, in a block of its own. Read as an output question, the solution was kept in
the question and only the printout answered it. Where the question's words (under a heading
or on a line that numbers it) set a task, neither asking (`?`) nor pointing at code shown
(`this code`, `below`: srs.importers.questioncode), and its first block is followed by
`Output:` alone over another block, `**Answer:**` is written on the blank line right over the
first block: the solution and its output are the answer, the label `Output:` kept in it.
"""

from __future__ import annotations

import re

from srs.importers.common import NUMBERED_LABEL_RE, holds
from srs.importers.fences import fence_after
from srs.importers.lazyre import lazy
from srs.importers.questioncode import points_at_code

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
    answer, or a task's solution labelled as its answer (see the module doc); a text with no
    `output:` is returned at once."""
    if not holds(text, "utput:", "UTPUT:", "utput**:", "# Output", "# output", "# 输出", "# 輸出"):
        return text  # the cheap test first (a heading in another language is met in these)
    lines = text.split("\n")
    fence: str | None = None
    asked = False  # the open (or last closed) block sits under a question asking its output
    after_code = False
    last_text = ""
    task = _Task()
    for k, line in enumerate(lines):
        opened = fence is None
        fence, is_fence = fence_after(fence, line.lstrip())  # fences indented in an item too
        if is_fence:
            if opened and fence is not None:
                asked = _ASKS_OUTPUT_RE.search(last_text) is not None
                task.opens(lines, k)
            after_code = fence is None
            continue
        if fence is not None or not line.strip():
            continue
        if after_code and (asked or task.solution is not None) and line.lstrip()[:1] in "*_Oo#":
            _label_output(lines, k, asked, task.solution)
        task.read(line)
        after_code, last_text = False, line
    return "\n".join(lines)


def _label_output(lines: list[str], k: int, asked: bool, solution: int | None) -> None:
    """Line k, right after a block, when it is an `Output:` label: the task's solution
    labelled as its answer over its block (`solution`: the blank line there), or else, under a
    question asking the output, the label written as the answer's."""
    m = _OUTPUT_LINE_RE.match(lines[k]) or _OUTPUT_HEADING_RE.match(lines[k])
    if m is None:
        return
    rest = (m.groupdict().get("rest") or "").strip()
    if solution is not None and not rest and _block_follows(lines, k):
        lines[solution] = "**Answer:**"  # the solution's, over its block
    elif asked:
        lines[k] = f"{m.group('indent')}" + (f"Answer: {rest}" if rest else "**Answer:**")


class _Task:
    """What a walk down the text knows of the question it is in, for its solution's label:
    whether its heading (or first line) numbers a question, its words so far, and the blank
    line over its first block when those words set a task (`solution`)."""

    def __init__(self) -> None:
        self.numbered = False
        self.words: list[str] = []
        self.coded = False  # a block came after the heading: later blocks are no solution
        self.solution: int | None = None

    def read(self, line: str) -> None:
        """A line of text outside code: a heading starts a question over, else its words."""
        self.solution = None
        if line[:1] == "#":
            self.numbered = _numbers_a_question(line.lstrip("#").strip())
            self.words, self.coded = [], False
        elif not self.words and not self.coded and line[:1].isdigit():
            self.numbered = _numbers_a_question(line)
            self.words = [line]
        else:
            self.words.append(line)

    def opens(self, lines: list[str], k: int) -> None:
        """A block opens on line k: the solution's, when the task's words stand over it."""
        first, self.coded = not self.coded, True
        self.solution = None
        if first and self.numbered and k > 0 and not lines[k - 1].strip() and lines[k][:1] in "`~":
            self.solution = k - 1 if _sets_a_task(self.words) else None


def _numbers_a_question(text: str) -> bool:
    """Whether a heading's text or a line numbers a question (`Question 6`, `6. Write ...`)."""
    return NUMBERED_LABEL_RE.match(text) is not None or _NUMBERED_RE.match(text) is not None


_NUMBERED_RE = lazy(r"^\d{1,4}[.)][ \t]")
_MOST_WORDS = 8
"""How many lines of words a task may set out before its solution."""


def _sets_a_task(words: list[str]) -> bool:
    """Whether a question's words set a task: a few lines, none asking or ending with a colon,
    none pointing at code shown with them (`What does this print?`, `... the code below:`)."""
    if not words or len(words) > _MOST_WORDS:
        return False
    if any(w.rstrip(" *_").endswith(("?", "？", ":", "：")) for w in words):
        return False
    return not points_at_code(" ".join(words))


def _block_follows(lines: list[str], k: int) -> bool:
    """Whether the next line with text after line k opens a fenced block (the output's)."""
    nxt = _next_text(lines, k)
    return nxt is not None and lines[nxt].lstrip()[:3] in ("```", "~~~")


def _next_text(lines: list[str], k: int) -> int | None:
    """The index of the first line with text after line k, or None."""
    return next((j for j in range(k + 1, len(lines)) if lines[j].strip()), None)
