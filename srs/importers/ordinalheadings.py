"""Chinese ordinal question headings: `## 第九题、下面代码输出什么？`, `## 第5题：title`,
`## 第三十七题 sync.Map 的用法` ("question 9", "question 5", "question 37").

`第N题` numbers a question as `Question N` does, but the readers know only the latter, so a
heading so numbered was a question only when its title happened to end in `？`; the others
(`## 第十题：请找出下面代码的问题所在。`, a bare `## 第四十题：...` with no answer) ran into the answer
above, and the first one, whose title asks nothing, was dropped as an introduction. Where two
or more headings at one level are so numbered, each is written as the labelled heading the
readers know (`## Question 9: 下面代码输出什么？`; the card shows the title), line for line,
outside code. The number is read from Chinese numerals (`八十七` is 87) or digits.

English exams number their question headings in words as well (`# Question One` over `#
Question Two` ... `# Question Nine`, each heading bare over its question's lines): unread as
a number, the first heading was taken as the page's title (the deck named `question-one`,
its question lost as an introduction) and each later heading, its label unknown, took the
question's own lines below it as an answer. Where two or more headings at one level are so
numbered (one of them `One` or `Two`), each is written `Question 9` in digits, its title
kept after it, line for line.
"""

from __future__ import annotations

import re
from collections import Counter

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["ordinal_headings"]

_ORDINAL_RE = lazy(
    r"^(?P<hashes>#{1,6})[ \t]+第[ \t]*(?P<n>[0-9０-９]{1,4}|[一二三四五六七八九十百零〇两]{1,6})"
    r"[ \t]*[题題](?:[ \t]*[、：:.．,，)）]|[ \t]+|$)[ \t]*(?P<text>.*?)[ \t#]*$"
)
"""A heading numbered `第N题` (its separator `、`, `：`, a blank or none before the title)."""
_ANY_RE = lazy(r"^#{1,6}[ \t]+第", re.M)
_ONES = "one two three four five six seven eight nine".split()
_TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
_TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()
_WORD_NUMBERS = (
    {w: k + 1 for k, w in enumerate(_ONES)}
    | {w: k + 10 for k, w in enumerate(_TEENS)}
    | {w: 10 * (k + 2) for k, w in enumerate(_TENS)}
)
_NUMBER_WORDS = rf"(?:{'|'.join(_TENS)})(?:[ \t-](?:{'|'.join(_ONES)}))?|{'|'.join(_TEENS + _ONES)}"
_WORD_RE = lazy(
    rf"^(?P<hashes>#{{1,6}})[ \t]+(?P<label>question)[ \t]+(?P<n>{_NUMBER_WORDS})(?![\w-])"
    r"(?P<text>.*?)[ \t#]*$",
    re.I,
)
"""A heading numbered in English words (`# Question One`, `## Question Twenty-One: title`)."""
_FIRST_WORDS = (
    *("uestion One", "uestion Two", "uestion one", "uestion two", "UESTION ONE", "UESTION TWO"),
)
"""The cheap test first: a run of word-numbered questions holds `One` or `Two` (a pattern
over the whole text cost a large document tens of milliseconds; these literals, about one;
a run cut to `Question Three` onward stays as it was)."""
_LEAST = 2
_DIGITS = {c: k for k, c in enumerate("零一二三四五六七八九")} | {"〇": 0, "两": 2}
_UNITS = {"十": 10, "百": 100}


def ordinal_headings(text: str) -> str:
    """The text with its `第N题` question headings written `Question N: title`, and its
    `Question Nine` ones `Question 9` (see the module doc); the text itself when no level has
    two (the cheap tests first: the characters, then one search of the text)."""
    text = _word_numbered(text)
    if not holds(text, "题", "題") or _ANY_RE.search(text) is None:
        return text
    lines = text.split("\n")
    found = [
        (k, m) for k, line in outside_code(lines) if (m := _ORDINAL_RE.match(line)) is not None
    ]
    levels = Counter(len(m.group("hashes")) for _, m in found)
    for k, m in found:
        if levels[len(m.group("hashes"))] >= _LEAST:
            title = m.group("text")
            label = f"{m.group('hashes')} Question {chinese_number(m.group('n'))}"
            lines[k] = f"{label}: {title}" if title else label
    return "\n".join(lines)


def chinese_number(numeral: str) -> int:
    """`八十七` -> 87, `十` -> 10, `一百零二` -> 102, `12` -> 12 (full-width digits too)."""
    if numeral.isdigit():
        return int(numeral)
    total = current = 0
    for ch in numeral:
        if ch in _UNITS:
            total += (current or 1) * _UNITS[ch]
            current = 0
        else:
            current = _DIGITS[ch]
    return total + current


def _word_numbered(text: str) -> str:
    """The text with its `Question Nine` headings numbered in digits (`Question 9`), where two
    or more at one level are so numbered; the text itself otherwise."""
    if not holds(text, *_FIRST_WORDS):
        return text
    lines = text.split("\n")
    found = [
        (k, m)
        for k, line in outside_code(lines)
        if line[:1] == "#" and (m := _WORD_RE.match(line)) is not None
    ]
    levels = Counter(len(m.group("hashes")) for _, m in found)
    if max(levels.values(), default=0) < _LEAST:
        return text
    for k, m in found:
        if levels[len(m.group("hashes"))] >= _LEAST:
            number = sum(_WORD_NUMBERS[w] for w in re.split(r"[ \t-]+", m.group("n").casefold()))
            lines[k] = f"{m.group('hashes')} {m.group('label')} {number}{m.group('text')}"
    return "\n".join(lines)
