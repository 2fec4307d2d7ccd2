"""A bulleted question answered on its own line, after its question mark, in plain text.

Notes that put every answer under its question (`* What is X?` over ` - X is ...`) now and
then type a short one straight after the question (`* What must you be wary of on
multilingual sites? It is important to think about character encoding ...`). Read as one
line, the item was a question with no answer, and the answer was lost. Bold questions so
answered (`- **What is X?** X is ...`) were read already (srs.importers.listitems); this is
the same in plain text, held to more: the item is that one line and nothing more, its
question asks, and what follows the question mark is a sentence of its own that asks
nothing (a capital first, eight words or more, no label, no second question). A question
that goes on with an instruction (`What is X? Give two examples.`, `Why? Be specific.`)
keeps it: such tails ask, or are too short to be an answer. A one-line item that ends with
its answer after a label (`... on the z-axis. Answer: False`) is one too, whatever its length.
And only in a bulleted list
some other item of which holds an answer under its question (srs.importers.listitems): a
list of questions answered one by one, not the points of an answer (`1. Why did it fail?
The index was dropped.`, the five whys of a post-mortem told inside one).

A numbered list of one item is read so too, when no answer follows it (srs.importers.listitems
`_answered_in_line`): a blog post files each question under a label of its own (`**Storage:**`
over `1. What is X, and when is it used?` and its answer below) and now and then types one
answered on its line (`1. What is X, and why use it? X is ...`), which was reported "no answer
was found" and dropped. One item is no point of a list of whys; the strict test holds. Where an
answer follows the item, the rest of its line asks more (`1. Have you used X? If yes, tell me
what it solved.`): the question is the whole line, as before.
"""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.lazyre import lazy

__all__ = [
    "NUMBERED_NOTES_ITEMS",
    "answered_in_line",
    "dashed_throughout",
    "inline_plain_answer",
    "tagged_throughout",
]

_SPLIT_RE = lazy(r"^(?P<q>[^?]{8,}\?)[ \t]+(?P<rest>[A-Z][^?]*)$")
"""A question, its question mark, then a sentence with no question mark of its own."""
_LABEL_RE = lazy(r"^\S+(?:[ \t]+\S+)?:")
"""`Hint:`, `Note that:`: a label, a remark on the question, no answer."""
_TAIL_ANSWER_RE = lazy(
    r"^(?P<q>[^*_].{8,}?[.?!)])[ \t]+(?:\*\*|__)?[Aa]nswer[ \t]*(?:\*\*|__)?[ \t]*[:：]"
    r"(?:\*\*|__)?[ \t]*(?P<a>[^\s*_](?:[^*_]{0,58}[^\s*_])?)(?:\*\*|__)?$"
)
"""`The translate() function moves an element on the z-axis. Answer: False`: an item that
states or asks and gives its short answer after the label, on its one line."""
ANSWER_WORDS = 8
"""How many words, at the least, the sentence after the question mark has to be an answer."""


_LOOSE_SPLIT_RE = lazy(r"^(?P<q>[^?？]{8,}(?:\?[ \t]+|？[ \t]*))(?P<rest>[^?？\s][^?？]*)$")
"""In a quiz's notes: a question, its question mark, then the answer in any case. A CJK
question ends with a full-width `？` and its answer follows with no blank."""
_WIDE_SPLIT_RE = lazy(r"^(?P<q>.{4,}？)[ \t]*(?P<rest>[^?？\s][^?？]*)$")
"""A CJK question asked in two (`X 是什么？有什么用？` then the answer): split at its last `？`."""
_TAG_RE = lazy(r"^\[[^\[\]]{1,12}\][ \t]*")
"""`[环境]`, `[basics]`: the topic a bank files a question under, no words of it."""
_BOLD_RE = lazy(r"\*\*(?P<q>[^*]+)\*\*(?=[ \t]*[?？])")
"""`**Why X**？`: a question set in bold short of its question mark, the bold no text of it."""
_LEAD_BOLD_RE = lazy(r"^\*\*(?P<q>[^*]*？[^*]*)\*\*|^\*\*(?P<h>[^*]+)\*\*(?=[，,][^*]*？)")
"""A CJK bank's bold at the head of an item, around its `？` (`**什么是X？有什么用**？...`,
`**各类实体如何声明？var / const**`) or over the head of a question that goes on (`**怎么理解
X**，比如 ...？`): the stress of the question, no text of it."""
_PAST_DASH_RE = lazy(r"^(?:[\u2014\u2013]|--?)[ \t]+(?=\S)")
"""`What is NAT? — Rewriting addresses`: the dash that sets the answer off its question."""
_CREDIT_RE = lazy(r"^\([ \t]*[^\W\d_][\w'.-]*(?:[ \t]+[^\W\d_][\w'.-]*){0,2}[ \t]*\)$")
"""`( Elvin )`, `(Jane Roe)`: a short name in parentheses after the question, who asked or
wrote it (a group's shared list credits each question so), one to three words, no digit: no
answer, though the list's other items were answered in line."""
_TOLD_SPLIT_RE = lazy(r"^(?P<q>[A-Z][^?]{8,}?\.)[ \t]+(?P<rest>\S[^?]*)$")
"""In a quiz's notes: a task told in a sentence (`Give two examples of X.`), then the answer."""
_NOTES_ITEMS = 3
NUMBERED_NOTES_ITEMS = 8
"""A numbered list is a quiz's notes only with this many items or more (a bank: `1. [环境] 如何
格式化代码？gofmt ...`, each item renumbered `1.`); a shorter one may be the points of one answer
(the five whys of a post-mortem, each asked and answered in line), which stay text, unless
every item says it is a bank's (a dash after each question, a topic tag before each: see
`dashed_throughout`, `tagged_throughout`)."""


def answered_in_line(items: list[list[str] | None]) -> bool:
    """Whether a bulleted list is a quiz's notes: three or more items, and two in three or
    more, each one line asking and then answering (`- What is a DOM tree? a hierarchy of
    the elements`, a learner's answers typed after each question of the exercise). There
    every item so split is a question and its answer, whatever their case or length."""
    split = sum(1 for text in items if text is not None and _loose_split(text) is not None)
    return (split >= _NOTES_ITEMS and 3 * split >= 2 * len(items)) or _labelled_throughout(items)


_LABELLED_AFTER_RE = lazy(
    r"[?？][ \t]+(?:\*\*|__)?(?:answer|ans)\.?[ \t]*(?:\*\*|__)?[ \t]*[:：]", re.I
)
"""`What is X? Answer: ...`, `... ? **Ans:** ...`: an answer label right after the question mark."""


def _labelled_throughout(items: list[list[str] | None]) -> bool:
    """Whether every item of a bulleted list, however few, is one line that asks and then
    labels its answer (`- What is Inheritance? Answer: one class ...`): the label says what
    a short list's count cannot (a page's sections of two such items each were reported
    unanswered, item by item)."""
    return bool(items) and all(
        text is not None
        and len(text) == 1
        and _LABELLED_AFTER_RE.search(text[0]) is not None
        and _loose_split(text) is not None
        for text in items
    )


_DASHED_RE = lazy(r"[?？][ \t]+(?:[\u2014\u2013]|--?)[ \t]+\S")
"""`What is NAT? — Rewriting addresses`: the question mark, then the dash before the answer."""


def dashed_throughout(items: list[list[str] | None]) -> bool:
    """Whether every item of a list, three or more, is one line that asks and answers after a
    dash (`1. What is NAT? — Rewriting addresses.`): a quiz's notes however short the list. The
    dash is the author's own mark between question and answer; the points of one answer asked
    and answered in line (the five whys of a post-mortem) are written without one."""
    return len(items) >= _NOTES_ITEMS and all(
        text is not None
        and len(text) == 1
        and _DASHED_RE.search(text[0]) is not None
        and _loose_split(text) is not None
        for text in items
    )


_TOPIC_TAG_RE = lazy(r"^\[(?=[^\]]*[^\W\d_])[^\[\]\s][^\[\]]{0,10}[^\[\]\s]\](?![(\[:])[ \t]*\S")
"""`[环境] 如何...`, `[k8s] What ...`: a topic tag opening an item, two characters or more, a
letter among them (no `[x]` tick, no `[ ]` box, no `[1]` note) and no link or reference after
it (`[text](url)`, `[id]: url`)."""


def tagged_throughout(items: list[list[str] | None]) -> bool:
    """Whether every item of a list, three or more, opens with a topic tag (`1. [并发] 通道关闭后
    还能接收吗？能`), two in three or more asking with a question mark and answering after it:
    each item filed under a topic of a bank, a question of its own however short the list.
    The points of one answer asked and answered in line (the five whys of a post-mortem)
    carry no such tag; a tagged task told with a full stop (`3. [Practical] Write a command.
    *(2 Marks)*`) is an exam's, its marks no answer, so it does not count."""
    if len(items) < _NOTES_ITEMS or not all(
        text is not None and text[0][:1] == "[" and _TOPIC_TAG_RE.match(text[0]) is not None
        for text in items
    ):
        return False
    splits = (_loose_split(text) if text is not None else None for text in items)
    asked = sum(1 for split in splits if split is not None and split[0][-1] in "?？")
    return asked >= _NOTES_ITEMS and 3 * asked >= 2 * len(items)


def _loose_split(text_lines: list[str]) -> tuple[str, str] | None:
    """An item's one line as question and answer, in a quiz's notes (see `answered_in_line`)."""
    if len(text_lines) != 1:
        return None
    line = _BOLD_RE.sub(r"\g<q>", _TAG_RE.sub("", text_lines[0].strip()))
    if "**" in line and "？" in line:
        line = _LEAD_BOLD_RE.sub(lambda m: m.group("q") or m.group("h"), line, count=1)
    if "?" in line or "？" in line:
        m = _LOOSE_SPLIT_RE.match(line) or _WIDE_SPLIT_RE.match(line)
    else:
        m = _TOLD_SPLIT_RE.match(line)
    if m is None or "*" in m.group("q"):
        return None
    question, rest = m.group("q").strip(), m.group("rest").strip()
    if rest[:1] == "(" and _CREDIT_RE.match(rest):  # (the cheap test first: a parenthesis)
        return None  # `What is X? ( Elvin )`: who asked it, part of the question's line
    probe = question[:-1] + "?" if question.endswith("？") else question  # `？` asks as `?`
    if not asks(probe) or asks(rest):  # (`— Name the ...` after a dash asks nothing)
        return None
    return question, _PAST_DASH_RE.sub("", rest)


_COLON_SPLIT_RE = lazy(
    r"^(?P<q>(?:what|why|how|which|who|como|cómo|qu[eé]|o[ \t]+que|por[ \t]*qu[eé]|quando|cuándo"
    r"|onde|dónde|wie|was|warum|welche[rs]?|comment|pourquoi|quel(?:le)?s?|что|как|почему|зачем"
    r"|nasıl|neden|apa|bagaimana|mengapa|kenapa)\b[^:：?？]{4,}?)[ \t]*[:：][ \t]+(?P<a>\S[^?？]*)$",
    re.I,
)
"""`Como funciona X: the answer`: a question typed with a colon in place of its question mark,
opening with a question word (in the languages such notes are kept in)."""


_BOLD_TERM_RE = lazy(
    r"^(?P<e>\*\*|__)(?P<q>[^*_\s:：?？](?:(?!(?P=e))[^:：?？]){0,60}?)"
    r"(?:[ \t]*[:：](?P=e)|(?P=e)[ \t]*[:：])[ \t]*(?P<a>\S[^?？]*)$"
)
"""`**Useful libraries**：[x](...)，[y](...)` (or `**Term:** ...`): a topic in bold, a colon, what
the bank files under it. Among questions answered in line the topic is one more question,
asked without words (its answer asks nothing: no question mark in it)."""
_REMARK_RE = lazy(
    r"notes?|n\.?b\.?|tips?|hints?|warning|caution|important|remember|update|edit|aside|todo"
    r"|注意|提示|备注|備註|注|小贴士|メモ|ヒント|참고|주의|nota|consejo|hinweis|achtung"
    r"|примечание|внимание",
    re.I,
)
"""`**Note:** ...`, `**提示**：...`: a remark on the notes around it, a label no topic (in the
languages such notes are kept in); it stays text as before."""


def _colon_split(text_lines: list[str]) -> tuple[str, str] | None:
    """In a quiz's notes (never counted to find them: `How to run: npm start` bullets are a
    README's), an item whose question ends with a colon instead of a question mark: a
    question word opens it, or it is a bold topic (`_BOLD_TERM_RE`), after its topic tag."""
    if len(text_lines) != 1 or (":" not in text_lines[0] and "：" not in text_lines[0]):
        return None
    line = _TAG_RE.sub("", text_lines[0].strip())
    term = _BOLD_TERM_RE.match(line) if line[:1] in "*_" else None
    if term is not None:
        topic = term.group("q").strip()
        return None if _REMARK_RE.fullmatch(topic) else (topic, term.group("a").strip())
    m = _COLON_SPLIT_RE.match(line)
    return None if m is None or "*" in m.group("q") else (m.group("q"), m.group("a").strip())


def inline_plain_answer(text_lines: list[str], *, notes: bool = False) -> tuple[str, str] | None:
    """The question and its answer when an item's paragraph is one line that asks and then
    answers (see the module doc), held to less in a quiz's notes (`notes`, see
    `answered_in_line`); None for any other item."""
    if notes:
        return _loose_split(text_lines) or _colon_split(text_lines)
    if len(text_lines) == 1 and "nswer" in text_lines[0]:
        labelled = _TAIL_ANSWER_RE.match(text_lines[0].strip())
        if labelled is not None:  # `- Statement or question. Answer: False`
            return labelled.group("q"), labelled.group("a")
    if len(text_lines) != 1 or "?" not in text_lines[0]:
        return None  # the cheap test first: most items are no question answered in line
    m = _SPLIT_RE.match(text_lines[0].strip())
    if m is None:
        return None
    question, rest = m.group("q"), m.group("rest").strip()
    if (
        len(rest.split()) < ANSWER_WORDS
        or _LABEL_RE.match(rest)
        or "*" in question
        or "__" in question
    ):
        return None
    if not asks(question) or asks(rest):
        return None
    return question, rest
