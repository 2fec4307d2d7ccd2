"""Numbered one-line items answered by the bold span that ends them:

    1. 测试用例覆盖业务场景的方法为**场景法**
    2. 输入框应从哪些方面考虑？**A：长度、B：类型**
    3. 下列说法错误的是：**选项C: 判定表…**|解释

Quiz answer sheets (often Chinese) type each question with its chosen answer in bold on the
same line. Read as plain numbered lines, the item split at the first colon anywhere, inside
the bold answer too (srs.importers.cjkcolon), and items with no colon were glued onto the
previous card. Where most numbered lines of the document end so, each numbered line is one
item: its question the text before the bold span (bold words inside the question stay), its
answer that span and what follows it when the question ended just before it (a question
mark or colon: `？**A: x**|why`), else only a span that ends the line (`X为**Y**`, a
fill-in). The other numbered lines of such a document are items too: a question answered
after its question mark (`为什么X？因为Y`) or after a colon that asks in Chinese, else a
statement with no answer (reported, never glued onto its neighbour). Numbered lines that
lead into an unnumbered body (a task's steps over its code) are left to the usual readers.
Each item's answer ends at the next line of text at the margin: a task typed after the
list is no part of the last item (it is reported as text in no card)."""

from __future__ import annotations

import re

from srs.importers.cjkcolon import colon_answered
from srs.importers.common import LIST_QUESTION_RE
from srs.importers.labeltext import tidy_label
from srs.importers.values import Line, Start

__all__ = ["bold_answered_items"]

_ENDS = ("?", "？", ":", "：")
"""Marks that end a question: a bold span right after one is its answer, whatever follows."""


def bold_answered_items(lines: list[Line]) -> dict[int, Start]:
    """Row → question start for each numbered line of a document most numbered lines of
    which end in a bold answer (see the module docstring); {} for any other document. Each
    item's answer ends at the next line of text at the margin: an indented line goes on
    with it, anything else (a task after the list) is no part of it."""
    if not any(line.text.rstrip().endswith("**") for line in lines):
        return {}  # the cheap test: no line ends in bold
    numbered = _numbered(lines)
    split = {i: s for i, m in numbered.items() if (s := bold_split(m.group("text"))) is not None}
    if len(split) < 3 or 2 * len(split) <= len(numbered):
        return {}
    for i, m in numbered.items():
        if i not in split and _stands_alone(lines, i):
            split[i] = _asked_split(m.group("text").strip())
    return {
        i: Start(
            int(numbered[i].group("num")),
            tidy_label(question),
            True,
            rest=answer,
            end=_item_end(lines, i),
        )
        for i, (question, answer) in sorted(split.items())
    }


def _numbered(lines: list[Line]) -> dict[int, re.Match[str]]:
    """Row → match of each numbered line at the margin (`12. text`), outside code."""
    return {
        i: m
        for i, line in enumerate(lines)
        if not line.code
        and line.text[:2].strip()[:1].isdigit()
        and (m := LIST_QUESTION_RE.match(line.text)) is not None
    }


def bold_split(text: str) -> tuple[str, str] | None:
    """A numbered item's text split before its answering bold span; None: no such span."""
    text = text.rstrip()
    opening = text.find("**")
    while 0 < opening < len(text) - 2:
        close = text.find("**", opening + 2)
        if close < 0:
            return None
        question, tail = text[:opening].rstrip(), text[close + 2 :].strip()
        if question.strip("*_ \t") and (question.endswith(_ENDS) or not tail):
            if tail.count("**") % 2 or not text[opening + 2 : close].strip():
                return None
            return question, text[opening + 2 : close].strip() if not tail else text[opening:]
        opening = text.find("**", close + 2)
    return None


def _asked_split(text: str) -> tuple[str, str]:
    """A numbered item with no bold answer: its question and what follows its question mark
    (`为什么X？因为Y`) or its colon (srs.importers.cjkcolon), else the item with no answer."""
    for mark in ("？", "?"):
        cut = text.find(mark)
        if 0 < cut < len(text) - 1:
            return text[: cut + 1], text[cut + 1 :].strip()
    return colon_answered(text) or (text, "")


def _stands_alone(lines: list[Line], i: int) -> bool:
    """Whether numbered line i is an item by itself: the next line with text is numbered too,
    or there is none (a task's steps over its code or body are no such items)."""
    for line in lines[i + 1 :]:
        if line.text.strip():
            return not line.code and LIST_QUESTION_RE.match(line.text) is not None
    return True


def _item_end(lines: list[Line], i: int) -> int:
    """Where numbered line i's item ends: at the next line of text at the margin."""
    for k in range(i + 1, len(lines)):
        text = lines[k].text
        if text.strip() and not text[:1].isspace():
            return k
    return len(lines)
