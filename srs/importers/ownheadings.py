"""The numbered heading a labelled question sits under alone, as part of its question.

A section heading over one labelled question (`## 4. List vs Tuple` over `**Q: Differences**`)
titles that question: its words go into the card's question unless the question asks alone.
Apart from srs.importers.cards, which only asks for the heading and the joined question.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import cached_property
from typing import NamedTuple

from srs.importers.asking import asks, ends_asking
from srs.importers.cjkasks import ideographs
from srs.importers.common import NUMBERED_TEXT_RE
from srs.importers.labeltext import tidy_label
from srs.importers.values import Block

__all__ = ["Sections", "Title", "own_heading", "with_heading"]

_WORD_RE = re.compile(r"\w+")
"""A word: a run of letters and digits (`save` of `` `save()` ``; a whole CJK phrase)."""


class Sections(Counter[int]):
    """How many questions each section heading holds (by the section's id)."""

    @cached_property
    def several(self) -> bool:
        """Whether some heading holds several labelled questions: the document's headings are
        sections, each over its questions, not each one question's title (asked once per
        document, not once per question: a 10,000-question import reads it 10,000 times)."""
        return any(n > 1 for n in self.values())


class Title(NamedTuple):
    """The heading a labelled question sits under alone, and whether it is that question's
    title: no heading in the document holds several questions (see with_heading)."""

    text: str
    titles: bool


def own_heading(block: Block, per_section: Sections) -> Title | None:
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
    return Title(text, not per_section.several)


def with_heading(title: Title, question: str) -> str:
    """The question with its heading, the title it stands under, unless the question already
    says it. A question that asks alone by its words may still lean on that title for its
    subject (`What distinguishes them?` under `## 12. Difference Between save() and
    update()`, `When are rows fetched?` under `## 3. Lazy Loading`): the title is kept, its
    own paragraph above a full question, as under a heading that asks. Only a question that
    ends asking and says the words of a title that does not ask, in their order, drops it
    (`Where do sessions live?` under `## 3. Sessions`, `如何设计一个延迟消息系统？` under
    `### 2. 设计延迟消息系统`): the title would be said twice. A heading over several labelled
    questions is a section's, which own_heading never hands here, and so is one over a single
    question where another heading holds several (`## 2. Storage` among `## 1. Basics` over
    three): a question that ends asking stands alone under it, as under the others."""
    heading = title.text
    if heading.casefold() in question.casefold() or (
        ends_asking(question.rstrip())
        and not ends_asking(heading)
        and (not title.titles or _reads_out(question, heading))
    ):
        return question
    if asks(heading):  # `What is Python?` over `Q: Explain Python`: the heading asks it
        return heading if _few_words(question) else f"{heading}\n\n{question}"
    if ends_asking(question.rstrip()):
        return f"{heading}\n\n{question}"  # a full question below its title
    return f"{heading}: {question}"


def _reads_out(question: str, heading: str) -> bool:
    """Whether the question says the heading's words in the heading's order (casefolded; each
    ideograph of Chinese or Japanese, which set no blanks between words, a word; a plural
    or other ending aside, `Mutexes` in `What is a mutex?`): a question that reads out its
    title (`Where do sessions live?` under `Sessions`) rather than leaning on it or only
    touching its words (`Why use Routers in Express?` under `Express Routers`)."""
    said = iter(_words(question))
    return all(any(_same_word(word, other) for other in said) for word in _words(heading))


def _same_word(word: str, other: str) -> bool:
    """The same word, or one of four letters or more and the other it with an ending
    (`mutex`, `mutexes`; `join`, `joins`)."""
    short, long = sorted((word, other), key=len)
    return short == long or (len(short) >= 4 and long.startswith(short))


def _words(text: str) -> list[str]:
    """The text's words, casefolded, a CJK run split into its characters."""
    words: list[str] = []
    for word in _WORD_RE.findall(text.casefold()):
        words.extend(word if ideographs(word) else (word,))
    return words


def _few_words(question: str) -> bool:
    """Four words or fewer (`Explain Python`), ten ideographs or fewer in Chinese or Japanese,
    which set no blanks between words (`如何设计一个支持跨集群就近路由的发布体系？` is one
    "word" to a split on blanks): too few to ask without the heading above."""
    return len(question.split()) <= 4 and ideographs(question) <= 10
