"""A numbered Chinese question answered on its own line, after a colon:

    1.python有哪些内置模块：os,json,shutil
    2.用过哪些数据库: Mysql,Redis

Interview diaries in Chinese type the answer straight after the question, a colon (ASCII or
full-width) where the question mark would be. Read as one line, each item was a question with
no answer ("looks like a question, but no answer was found"), and its answer was lost. The
item splits at its first colon when what stands before it asks in Chinese
(srs.importers.cjkasks: a question word such as 哪些/什么/如何, or a task verb) and text
follows it, and only where two items or more of the document split so (one such item may be
a remark). Never at a colon that belongs to the question: one after a word that brings in an
example, wherever it stands (`实现X，例如输入是:1->2`), one inside a code span or brackets,
an answer label's (`答案:`, `参考：`, which the label readers know), nor a link's own colon.
"""

from __future__ import annotations

from srs.importers.cjkasks import asks_in_chinese

__all__ = ["colon_answered"]

_COLONS = (":", "：")
_EXAMPLE_WORDS = ("例如", "比如", "如下", "举例", "例子", "示例", "e.g.", "example")
"""Words that bring in an example: a colon after them, however far, opens the example the
question goes on with (`实现X，例如输入的链表是:1->2`), no answer."""
_INTRODUCERS = ("代码", "结果", "输出", "答案", "答", "参考", "回答")
"""Words a colon may follow that introduce code or a labelled answer: such a colon belongs
to the question (or to a label), not between question and answer."""
_OPENERS = "`([（【{\"'“‘<"
"""Marks that open a span a colon inside of which is no separator (code, brackets, quotes)."""


def colon_answered(text: str) -> tuple[str, str] | None:
    """A numbered item's text split into its Chinese question and the answer after its
    colon (see the module docstring); None when the text is no such item."""
    cut = min((k for k in (text.find(c) for c in _COLONS) if k >= 0), default=-1)
    if cut <= 0:
        return None
    question, answer = text[:cut].rstrip(), text[cut + 1 :].strip()
    if (
        not answer
        or answer.startswith("//")
        or any(mark in question for mark in _OPENERS)
        or question.endswith(_INTRODUCERS)
        or any(word in question for word in _EXAMPLE_WORDS)
        or not asks_in_chinese(question)
    ):
        return None
    return question, answer
