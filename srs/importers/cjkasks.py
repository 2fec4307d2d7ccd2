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
"""

from __future__ import annotations

from srs.importers.brackettails import LONGEST_ASKING_LINE, without_bracketed_tail
from srs.importers.lazyre import lazy

__all__ = ["asks_in_chinese", "ideographs"]

_TASK_RE = lazy(r"^(?:设计|实现|解释|介绍|描述|比较|说说|讲讲|谈谈|列举|简述|阐述)")
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
    return bool(_TASK_RE.match(core) or _QUESTION_WORD_RE.search(core))


def ideographs(text: str) -> int:
    """How many CJK ideographs a text holds: its length in words, for Chinese or Japanese,
    which set no blanks between words (a split on blanks counts a sentence as one word)."""
    return sum("\u4e00" <= ch <= "\u9fff" for ch in text)
