"""Headings numbered as sub-questions: `### 1.2 What is NoSQL?`, `### 2.2 Use Cases for
Key-Value Stores`.

A sub-numbered heading that asks is a question (its number off: `1.2` would take the place
of question `1.`'s). One that does not ask may number a section (`1.2 Setup`), unless a good
share of the sub-numbered headings at its level ask (a quarter: a Q&A guide titles many of
its questions by topic, `2.2 Use Cases for Key-Value Stores` among `2.1 What is a Key-Value
Store?`): then it is one more question of the same series, as a numbered heading titled by
its topic is (`### 3. Closures`), not the answer above going on nor text in no card.
"""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.common import SUB_NUMBERED_LABEL_RE, holds
from srs.importers.labeltext import tidy_label
from srs.importers.labelwords import QUESTION_LABELS
from srs.importers.lazyre import lazy
from srs.importers.values import Section, Start

__all__ = [
    "asking_sub_levels",
    "bold_series",
    "bold_sub_numbered",
    "sub_numbered",
    "sub_question_id",
    "sub_question_of",
    "sub_questions",
]

_SUB_NUMBER_RE = lazy(r"^\d{1,3}(?:\.\d{1,3})+\.?[ \t]+(?P<text>\S.*)$")
"""A heading numbered as a sub-question (`1.2 What is ...?`, `2.4.1 Why ...?`)."""
_FEWEST = 4
"""The fewest sub-numbered headings at a level for their series to count."""


def sub_numbered(text: str, in_series: bool) -> Start | None:
    """A sub-numbered heading's start, with no number and the sub-number off its text: one
    that asks, or any one at a level whose series mostly asks (`in_series`)."""
    m = _SUB_NUMBER_RE.match(text)
    if m is None or not (in_series or asks(m.group("text"))):
        return None
    return Start(None, tidy_label(m.group("text")))


def sub_question_of(text: str, number: int | None) -> bool:
    """Whether a heading's text is sub-numbered under question `number` (`10.2 Why ...?`
    under `## 10.`): a sub-question the page counts, with its own number, not an unnumbered
    part of question 10's answer (srs.importers.unnumberedparts, srs.importers.countedparts
    drop those)."""
    if number is None or not text[:1].isdigit() or _SUB_NUMBER_RE.match(text) is None:
        return False
    return text.split(".", 1)[0] == str(number)


def sub_questions(
    headings: dict[int, tuple[int, str]], candidates: dict[int, tuple[int, Start, bool]]
) -> set[int]:
    """The candidate headings sub-numbered under the numbered question candidate before
    them (`### 10.4 Zustand + React Query` after `## 10.`, a candidate as one of its asking
    series): numbered, though their start carries no number (it would take question 10's)."""
    found: set[int] = set()
    parent: int | None = None
    for i in sorted(candidates):
        number = candidates[i][1].number
        if number is not None:
            parent = number
        elif i in headings and sub_question_of(headings[i][1], parent):
            found.add(i)
    return found


def sub_question_id(text: str, number: int | None, section: Section | None = None) -> str | None:
    """`10_2` for a question start sub-numbered under question `number` (`### 10.2 Why ...?`
    after `## 10.`), or labelled so under that question or the numbered `section` heading it
    stands in (`问： 10.2 ...` under `### 10.Title`: `_labelled_sub_id`), which names its card
    `q10_2`: by its place it took the id of question 11, which then had to take another;
    None for any other start."""
    text = text.lstrip(" #")
    if not sub_question_of(text, number):
        return _labelled_sub_id(text, (number, section.number if section else None))
    sub = text.split(" ", 1)[0].split("\t", 1)[0].rstrip(".")
    return f"{number:02d}_" + "_".join(sub.split(".")[1:])


_LABELLED_SUB_RE = lazy(
    rf"^[ \t]*(?:q|{'|'.join(QUESTION_LABELS)})[ \t]*[:：][ \t]*(?P<sub>\d{{1,3}}(?:\.\d{{1,3}})+)\.?(?:[ \t]|$)",
    re.I,
)
"""A question label over a sub-part's number (`问： 6.1`, `Q: 2.3`: srs.importers.labelledleadins
writes the number a sub-part was set out under after the label)."""


def _labelled_sub_id(text: str, numbers: tuple[int | None, ...]) -> str | None:
    """`06_2` for a labelled question numbered as sub-part 2 of question 6, one of `numbers`
    (the question above, the section heading over it: `问： 6.2` after `### 6.Title`): by its
    place it took the id of a question the author numbered after it; None for any other."""
    if numbers.count(None) == len(numbers) or (":" not in text and "：" not in text):
        return None  # under no numbered question, or no label: the cheap tests first
    m = _LABELLED_SUB_RE.match(text)
    if m is None:
        return None
    head, *parts = m.group("sub").split(".")
    return f"{int(head):02d}_" + "_".join(parts) if int(head) in numbers else None


def asking_sub_levels(headings: dict[int, tuple[int, str]]) -> set[int]:
    """The heading levels at which sub-numbered headings are a series of questions: at least
    `_FEWEST` of them, a quarter or more asking."""
    counts: dict[int, list[int]] = {}
    for level, text in headings.values():
        if text[:1].isdigit():
            m = _SUB_NUMBER_RE.match(text)
            if m is not None:
                row = counts.setdefault(level, [0, 0])
                row[0] += 1
                row[1] += asks(m.group("text"))
    return {level for level, (n, asking) in counts.items() if n >= _FEWEST and 4 * asking >= n}


_BOLD_SUB_NUMBER = r" {0,3}(?:\*\*|__)(?P<text>\d{1,3}\.\d{1,3}\.?[ \t]+\S[^\n]*)"
_BOLD_SUB_NUMBER_RE = lazy("^" + _BOLD_SUB_NUMBER, re.M)
"""A paragraph opening in bold with a sub-number (`**5.12 Explain why ...**`)."""
_BOLD_SUB_NUMBER_AFTER_NEWLINE_RE = lazy(r"\n" + _BOLD_SUB_NUMBER)
"""The same past the first line: a search for it scans for the newline as a literal, five
times faster than trying `^` at every character of a long text."""


def bold_series(text: str) -> bool:
    """Whether the text's bold paragraphs numbered as sub-questions are a series of
    questions, on the terms sub-numbered headings are (`asking_sub_levels`): a textbook's
    exercises (`**5.12 Discuss how ...**`, `**5.17 Consider the following ...:**`), most
    told rather than asked, all of them questions; their sub-number is the exercise's."""
    if not holds(text, "**", "__"):
        return False  # no bold: a cheap test on the whole text first
    count = asking = 0
    first = _BOLD_SUB_NUMBER_RE.match(text)
    found = ([first] if first is not None else []) + list(
        _BOLD_SUB_NUMBER_AFTER_NEWLINE_RE.finditer(text)
    )
    for m in found:
        count += 1
        inner = _SUB_NUMBER_RE.match(m.group("text").rstrip(" \t*_"))
        asking += inner is not None and asks(inner.group("text"))
    return count >= _FEWEST and 4 * asking >= count


def bold_sub_numbered(line: str) -> bool:
    """Whether a line opens in bold with a sub-number (`**5.11 Of these two types ...:**`):
    a first line so numbered is an exercise or a section, never the document's title."""
    return line[:5].lstrip()[:2] in ("**", "__") and _BOLD_SUB_NUMBER_RE.match(line) is not None


def lettered_number(text: str) -> str | None:
    """`Question 12a: ...`: its printed number and letter (`12a`), which name its card (by
    its place it took the id of question 13, which then had to take another); None for any
    other start. A cheap test for the colon first: a question's start line is read again."""
    if ":" not in text and "：" not in text:
        return None
    m = SUB_NUMBERED_LABEL_RE.match(text.lstrip(" #"))
    if m is None or m.group("letter") is None:
        return None
    return f"{int(m.group('num')):02d}{m.group('letter').lower()}"
