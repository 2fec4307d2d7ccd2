"""Questions numbered inside bullets, a blank before the number's dot (`- 1 . What is X? An
X is ...`, `- 4 . Heap vs Stack` over `  * Heap: ...` sub-bullets), as a hand-typed list of
interview questions numbers them.

Read as written, each was a bullet whose text opened `1 .`: an item answered after its `?`
on the same line was no question (skipped, or a card whose question held the answer), one
answered by sub-bullets or a table was glued to the card above, and the `N .` stayed in
the card's question. Where three such items or more stand at the margin and half of them
ask, each is written as the numbered heading it is (`### 1. What is X?`, a level under the
page's deepest heading), its answer after the first `?` (one that ends no second question:
`Q? quels sont ses types?` is one question) on the line below it: in place of the blank line
after the item when there is one (line for line), else on a line added. The lines indented
under an item are set two blanks less deep, as under a heading. Bullets numbered `1.` (a
list nested in a bullet), two such items alone, or a run of steps that ask nothing (`- 1 .
build`) are left as they are.
"""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.common import HEADING_RE, holds
from srs.importers.fences import fence_after, outside_code
from srs.importers.holding import any_line
from srs.importers.lazyre import lazy

__all__ = ["bullet_numbers"]

_ITEM = r"^[-*+][ \t]+(?P<num>\d{1,4})[ \t]+[.)][ \t]+(?P<text>\S.*?)[ \t]*$"
_ITEM_RE = lazy(_ITEM)
"""`- 1 . text`, `* 12 ) text`: a margin bullet opening with a number typed apart from its dot."""
_ITEM_LINE_RE = lazy(_ITEM, re.M)
_ASKED_RE = lazy(r"[?？][ \t]+(?=\S)")
"""A question mark with text after it on the line: where a same-line answer may start."""
_MIN_ITEMS = 3


def bullet_numbers(text: str) -> str:
    """The text with each bullet numbered `N .` written as a numbered question heading, its
    same-line answer below it (see the module docstring); the text itself when it holds no
    run of them (the cheap test first: ` . ` or ` ) ` anywhere, then such a line)."""
    if not holds(text, " . ", " ) ") or not any_line(_ITEM_LINE_RE, text):
        return text
    lines = text.split("\n")
    items = [(k, m) for k, line in outside_code(lines) if (m := _ITEM_RE.match(line))]
    if len(items) < _MIN_ITEMS:
        return text
    parts = [_split(m.group("text")) for _, m in items]
    if 2 * sum(1 for question, _ in parts if asks(question)) < len(items):
        return text  # steps or points numbered so, not questions
    marks = "#" * min(6, _deepest(lines) + 1)
    out = lines[: items[0][0]]
    ends = [k for k, _ in items[1:]] + [len(lines)]
    for (k, m), end, (question, answer) in zip(items, ends, parts, strict=True):
        out.append(f"{marks} {m.group('num')}. {question}")
        out.extend(_answered(_dedented(lines[k + 1 : end]), answer))
    return "\n".join(out)


def _answered(below: list[str], answer: str) -> list[str]:
    """The lines under an item, its same-line answer first: in place of the blank line after
    the item when there is one (line for line), else on a line of its own added."""
    if not answer:
        return below
    if below and not below[0].strip():
        return [answer, *below[1:]]
    return [answer, *below]


def _split(text: str) -> tuple[str, str]:
    """An item's question and the answer after its first `?` on the line ('' when none, or
    when the rest asks again: a question in two parts); a `?` in a code span is code."""
    for m in _ASKED_RE.finditer(text):
        if text.count("`", 0, m.start()) % 2:
            continue  # inside a code span (`a ? b : c`)
        rest = text[m.end() :]
        if asks(rest):
            return text, ""
        return text[: m.start() + 1], rest
    return text, ""


def _dedented(lines: list[str]) -> list[str]:
    """The lines under an item, two blanks less deep: what was indented under the bullet sits
    under the heading as it did under the item's text; code fenced at the margin (no part of
    the item) is left as it is."""
    out: list[str] = []
    fence: str | None = None
    at_margin = False
    for line in lines:
        was = fence
        fence, is_fence = fence_after(fence, line, nested=True)
        if is_fence and was is None:
            at_margin = not line.startswith("  ")
        in_margin_code = at_margin and (was is not None or is_fence)
        out.append(line[2:] if line.startswith("  ") and not in_margin_code else line)
    return out


def _deepest(lines: list[str]) -> int:
    """The level of the page's deepest heading (2 when it has none: the questions at 3)."""
    levels = [
        len(m.group("hashes")) for _, line in outside_code(lines) if (m := HEADING_RE.match(line))
    ]
    return max(levels, default=2)
