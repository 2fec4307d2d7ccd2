"""Whether a line written in Chinese asks, though it has no question mark.

Chinese interview notes often set each question as a bold bullet without `？`, the company
that asked it in brackets at the end: `设计一个点赞系统（字节跳动）` (design a like system),
`如何设计一个秒杀系统（小红书）` (how would you design a flash sale), `权限管理是如何设计的`.
No English question word opens them, so only the English items of such a list were read as
questions and the rest went, unreported, into an introduction. A line asks here when it opens
with a verb that sets a task (设计 design, 实现 implement, 解释 explain, 介绍 introduce, 描述,
比较, 说说/讲讲/谈谈 talk about, 列举 list) or holds a question word (如何/怎么/怎样 how, 什么
what, 哪些/哪个/哪种 which, 为什么/为何 why, 是否 whether) or ends with 吗/呢; and it is short and
no sentence that ends with 。, as an answer's line is.

The task verb then names a thing when the line is it and a noun of how, nothing more: `实现过程`
(the implementation process), `实现原理` (how it works), `设计思路` (the design's idea), a bullet
title inside an answer (`* 实现过程` over its paragraph under `5. Vue实现数据双向绑定的原理`),
which asks nothing; read as a task, the answer was cut there into a junk card.
"""

from __future__ import annotations

from srs.importers.brackettails import LONGEST_ASKING_LINE, without_bracketed_tail
from srs.importers.lazyre import lazy

__all__ = ["asks_in_chinese", "ideographs"]

_TASK_RE = lazy(
    r"^(?:设计|实现|解释|介绍|描述|比较|说说|讲讲|谈谈|列举|简述|阐述"
    r"|設計|實現|解釋|介紹|比較|說說|講講|談談|列舉|簡述|闡述"
    r"|[说說]明(?![书書文事])(?=\S|[ \t]+\S))"
)
"""A verb that sets a task, in simplified or traditional script. `说明` (explain) also
names a page's notes (`说明`, `说明书` a manual, `说明文档`, `说明事项`): a task only with an
object after it (`说明 Pod 的生命周期`), never alone or before those nouns."""
_TITLE_RE = lazy(
    r"^(?:设计|实现|比较|設計|實現|比較)"
    r"(?:过程|原理|方法|方式|思路|细节|步骤|流程|结果|過程|細節|步驟|結果)$"
)
"""`实现过程`: a task verb and a noun of how, the line's whole text: a title, no task."""
_QUESTION_WORD_RE = lazy(r"如何|怎么|怎样|什么|哪些|哪个|哪种|为什么|为何|是否|[吗呢][)）]*$")


def asks_in_chinese(text: str) -> bool:
    """Whether a line holding Chinese asks (see the module doc); False at once for a line
    with no CJK ideograph (the cheap test first)."""
    if not any("\u4e00" <= ch <= "\u9fff" for ch in text):
        return False
    text = text.strip()
    if len(text) > LONGEST_ASKING_LINE or text.endswith(("。", ".", "：", ":")):
        return False
    core = without_bracketed_tail(text)
    if _TASK_RE.match(core):
        return _TITLE_RE.match(core) is None
    return _QUESTION_WORD_RE.search(core) is not None


def ideographs(text: str) -> int:
    """How many CJK ideographs a text holds: its length in words, for Chinese or Japanese,
    which set no blanks between words (a split on blanks counts a sentence as one word)."""
    return sum("\u4e00" <= ch <= "\u9fff" for ch in text)
