"""The numbered heading a labelled question sits under alone, as part of its question.

A section heading over one labelled question (`## 4. List vs Tuple` over `**Q: Differences**`)
titles that question: its words go into the card's question unless the question asks alone.
Apart from srs.importers.cards, which only asks for the heading and the joined question.
"""

from __future__ import annotations

from collections import Counter

from srs.importers.asking import asks, ends_asking
from srs.importers.cjkasks import ideographs
from srs.importers.common import NUMBERED_TEXT_RE, Block
from srs.importers.labeltext import tidy_label

__all__ = ["own_heading", "with_heading"]


def own_heading(block: Block, per_section: Counter[int]) -> str | None:
    """The numbered heading a labelled question sits under alone (`## 4. List vs Tuple` over
    `**Q: Differences**`): part of the question. Not a part's title over a question that a
    count of its own numbers (`# 3 - Matching` over `5. **Match ...:**`: the worksheet's
    third part, its fifth question; srs.importers.countedsections), unless the heading asks."""
    section = block.section
    if block.level is not None or section is None or per_section[id(section)] != 1:
        return None
    m = NUMBERED_TEXT_RE.match(section.title)
    if m is None:
        return None
    text = tidy_label(m.group("text"))
    if block.number not in (None, int(m.group("num"))) and not asks(text):
        return None  # a part's title: a heading that asks is the question all the same
    return text


def with_heading(heading: str, question: str) -> str:
    """The question with its heading, unless it asks alone: a question mark of either width
    ends it (`Question: What is a mutex?`, `问：如何设计一个延迟消息系统？`) and none ends the
    heading, a title over it however it is worded (`### 2. 设计延迟消息系统`, `## 3. Explain
    the event loop`), as the other labelled questions' section headings are."""
    if heading.casefold() in question.casefold() or (
        ends_asking(question.rstrip()) and not ends_asking(heading)
    ):
        return question
    if asks(heading):  # `What is Python?` over `Q: Explain Python`: the heading asks it
        return heading if _few_words(question) else f"{heading}\n\n{question}"
    return f"{heading}: {question}"


def _few_words(question: str) -> bool:
    """Four words or fewer (`Explain Python`), ten ideographs or fewer in Chinese or Japanese,
    which set no blanks between words (`如何设计一个支持跨集群就近路由的发布体系？` is one
    "word" to a split on blanks): too few to ask without the heading above."""
    return len(question.split()) <= 4 and ideographs(question) <= 10
