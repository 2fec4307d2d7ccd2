"""An answer key given as a later part of the quiz: one heading per question, numbered as the
question is (`## A1`, `## Q2`, `## 3`), each over a sentence that names the right option
(`答えは「B」。`, `The answer is B.`, `Answer: B`, `正确答案是 B`, `정답은 B`, full-width
letters `「Ｃ」` too) and then its explanation.

A Japanese practice set keeps its questions (`## Q1. ...` over `- A: ...` options, no key) in
one sheet and its key in another; pasted one under the other, the key's part has a title of
its own (`# 解説`, "explanation") that names no answer key. Read so, the title was a section and
each entry heading (`## Q2`) a question whose text was the key sentence: every choice question
was skipped for want of its letter, and the key made open cards.

Here a part (a heading and the sub-headings under it) whose sub-headings are such entries, two
or more of them, more than its other sub-headings, each number that of a question above the
part, under which lettered options stand, is written as the key every reader knows, line for
line: its title `# Answers` (unless it already titles a key), each entry's heading `## Answer
2: A`, and its key sentence's line the rest of that line after the sentence (the explanation's
first words; blank when the sentence is all of it). A sub-heading that says more than its
number (`## 2. Why ...?`) is no entry, nor is a heading over a key sentence that numbers no
question above it: the part is then left as it is.
"""

from __future__ import annotations

import itertools
import re
import unicodedata

from srs.importers.common import (
    ANSWER_RE,
    HEADING_RE,
    LIST_QUESTION_RE,
    NUMBERED_LABEL_RE,
    NUMBERED_TEXT_RE,
    OPTION_RE,
    end_matter_kind,
    outside_code,
)
from srs.importers.holding import holds
from srs.importers.labelwords import (
    ANSWER_LABELS,
    ANSWER_PHRASE_WORDS,
    KEY_SENTENCE_WORDS,
    NUMBERING_LABELS,
    QUESTION_LABELS,
)
from srs.importers.lazyre import lazy

__all__ = ["key_sheets"]

_ANSWER_WORDS = "|".join(ANSWER_LABELS)
_QUESTION_WORDS = "|".join(QUESTION_LABELS)

_MAY_HOLD_RE = lazy(
    r"\n#{1,6}+[ \t]++[^\d\n]{0,16}+\d{1,4}+"
    r"(?:[^\w\n]{0,3}+\n(?:[ \t]*\n)*+[ \t>*_]*+|[^\w\n]{1,4}+)"
    rf"(?i:{KEY_SENTENCE_WORDS}|{_ANSWER_WORDS}|correct|right)"
)
"""The cheap test: a heading at the margin that may be an entry's (a number at its end), the
next text on a key sentence's first word; or a heading whose number a key word follows on its
line (`### 問題1：正解 C`). Possessive, opening with a newline and `#`: a 10,000-question quiz
of `### Question N` headings is searched in some 9 ms."""
_ENTRY_RE = lazy(
    rf"^(?:\*\*|__)?(?:(?:q|a|{_QUESTION_WORDS}|{_ANSWER_WORDS})[ \t]*)?(?:no\.?[ \t]*|#)?"
    r"(?P<num>\d{1,4})(?:\*\*|__)?[ \t]*[.:)．：]?(?:\*\*|__)?$",
    re.IGNORECASE,
)
"""A heading that is only a number, or a question's or an answer's label and its number
(`A1`, `Q2`, `Answer 3`, `問4`, `**5.**`): an entry of a key, when a key sentence opens it."""
_LETTER = "[A-Ha-h\uff21-\uff28\uff41-\uff48]"
"""A key's letter, ASCII or full-width (`Ｃ`, as a Japanese input method types it)."""
_KEY = (
    "[「『\"“'‘(（\\[【*_`]*" + _LETTER + "(?![A-Za-z0-9])[」』\"”'’)）\\]】*_`]*"
)  # `「B」`, `(B)`, `**B**`, `B`
_KEYS = rf"(?P<keys>{_KEY}(?:[ \t]*[,、，&][ \t]*{_KEY})*)"
_TAIL = (
    r"(?:[ \t]*(?:です|である|だ|입니다|이다|이에요|예요))?"
    r"(?P<sep>[ \t]*(?P<stop>[.。．!！])?[ \t]*)(?P<rest>.*)$"
)
"""What may follow the letters: a copula (`です`, `입니다`), a full stop, the explanation."""
_SENTENCE_RE = lazy(
    rf"^[ \t]*(?:>[ \t]*)?(?:\*\*|__)?(?:{KEY_SENTENCE_WORDS})[ \t]*[:：]?(?:\*\*|__)?[ \t]*"
    rf"(?:(?:options?|choices?)[ \t]+)?{_KEYS}{_TAIL}",
    re.IGNORECASE,
)
_LABELLED_KEYS_RE = lazy(rf"^[ \t]*(?:(?:options?|choices?)[ \t]+)?{_KEYS}{_TAIL}", re.IGNORECASE)
"""The letters after an answer label (`Answer: B`, `Respuesta: (c)`), read by `ANSWER_RE`."""
_LETTER_RE = lazy(_LETTER)
_NUMBERING_RE = lazy(rf"^(?:{NUMBERING_LABELS})[ \t]*(?P<num>\d{{1,4}})(?!\d)", re.IGNORECASE)
"""`## Problem 2: ports`: a heading that numbers the question written under it."""
_HEADED_KEY_RE = lazy(
    rf"^(?:\*\*|__)?(?:q|{_QUESTION_WORDS}|{NUMBERING_LABELS})[ \t]*(?:no\.?[ \t]*|#)?"
    r"(?P<num>\d{1,4})(?:\*\*|__)?[ \t]*[.:)．：\-–—][ \t]*(?:\*\*|__)?"
    rf"(?:{ANSWER_PHRASE_WORDS}|{KEY_SENTENCE_WORDS}|(?:(?:correct|right)[ \t]+)?(?:{_ANSWER_WORDS}))"
    rf"[ \t]*[:：]?(?:\*\*|__)?[ \t]*{_KEYS}[ \t]*(?:\*\*|__)?[ \t]*[.。]?"
    r"(?:[ \t]*[(（][^()（）\n]{1,12}[)）])?[ \t]*$",
    re.IGNORECASE,
)
"""An entry that names its key on its own heading: the question's label and number, then a
key word and the letters (`問題1：正解 C`, `Problem 2: answer B`, `Questão 3: resposta C`), a
short note in brackets after them (`正解 A、B、C（全て）`, "all of them")."""


def key_sheets(text: str) -> str:
    """The text with each later key part written as an answer key (see the module doc); a text
    with no heading over a key sentence is returned as it is (a cheap test first)."""
    if not holds(text, "\n#") or _MAY_HOLD_RE.search(text) is None:
        return text
    lines = text.split("\n")
    headings = [
        (k, len(m.group("hashes")), (m.group("text") or "").strip())
        for k, line in outside_code(lines)
        if "#" in line[:4] and (m := HEADING_RE.match(line)) is not None
    ]
    ends = {heading[0]: after[0] for heading, after in itertools.pairwise(headings)}
    for i, title in enumerate(headings):
        below = i + 1
        while below < len(headings) and headings[below][1] > title[1]:
            below += 1
        if below > i + 1:
            _key_part(lines, title, headings[i + 1 : below], ends)
    return "\n".join(lines)


_Heading = tuple[int, int, str]
"""A heading's line index, level and text."""


def _key_part(
    lines: list[str], title: _Heading, under: list[_Heading], ends: dict[int, int]
) -> None:
    """The part under `title` written as a key when its sub-headings are keyed entries (`ends`:
    each heading's line -> the next heading's)."""
    level = under[0][1]
    subs = [heading for heading in under if heading[1] == level]
    entries = _entries(lines, subs, ends)
    if len(entries) < 2 or 2 * len(entries) <= len(subs):
        return
    numbers = [number for _, number, *_ in entries]
    if len(set(numbers)) < len(numbers) or not _keys_questions(lines[: title[0]], numbers):
        return
    if end_matter_kind(title[2]) != "key":
        lines[title[0]] = f"{'#' * title[1]} Answers"
    for k, number, sentence, keys, rest in entries:
        lines[k] = f"{'#' * level} Answer {number}: {keys}"
        if sentence != k:  # (an entry that names its key on its heading has no sentence)
            lines[sentence] = rest


_Entry = tuple[int, int, int, str, str]
"""A key entry: its heading's line, its number, its key sentence's line, the letters and the
rest of the sentence's line."""


def _entries(lines: list[str], subs: list[_Heading], ends: dict[int, int]) -> list[_Entry]:
    """The sub-headings that are key entries: a number alone or labelled, at the margin,
    over a key sentence."""
    entries: list[_Entry] = []
    for k, _, text in subs:
        if not lines[k].startswith("#"):
            continue
        entry = _ENTRY_RE.match(text)
        told = _key_told(lines, k, ends.get(k, len(lines))) if entry else None
        if entry is not None and told is not None:
            entries.append((k, int(entry.group("num")), *told))
        elif (headed := _HEADED_KEY_RE.match(text)) is not None:
            entries.append((k, int(headed.group("num")), k, _letters(headed.group("keys")), ""))
    return entries


def _key_told(lines: list[str], k: int, end: int) -> tuple[int, str, str] | None:
    """The key sentence right under the heading at `k` (before `end`, the next heading): its
    line, its letters (`B`, `B, D`) and the rest of its line; None when the first text there
    is none."""
    for j in range(k + 1, end):
        if lines[j].strip():
            found = _key_sentence(lines[j])
            return None if found is None else (j, *found)
    return None


def _key_sentence(line: str) -> tuple[str, str] | None:
    """A key sentence's letters and the rest of its line (`答えは「B」。pwd ...` -> `B`,
    `pwd ...`). A sentence that goes on past its letter with no full stop (`The answer is a
    process ...`) names no key."""
    m = _SENTENCE_RE.match(line)
    if m is None:
        label = ANSWER_RE.match(line)
        m = _LABELLED_KEYS_RE.match(label.group("rest")) if label is not None else None
    if m is None or (m.group("rest") and not m.group("stop")):
        return None
    return _letters(m.group("keys")), m.group("rest").strip()


def _letters(keys: str) -> str:
    """A key's letters as `B` or `B, D` (`「Ｂ」`, `(b)` -> `B`)."""
    return ", ".join(
        unicodedata.normalize("NFKC", found).upper() for found in _LETTER_RE.findall(keys)
    )


def _keys_questions(above: list[str], numbers: list[int]) -> bool:
    """Whether lettered options stand above the part and each number is a question's there
    (`## Q1. ...`, `1. ...`, `Question 1`)."""
    asked: set[int] = set()
    options = False
    for _, line in outside_code(above):
        options = options or OPTION_RE.match(line) is not None
        heading = "#" in line[:4]
        text = line.lstrip(" #") if heading else line
        m = NUMBERED_LABEL_RE.match(text) or NUMBERED_TEXT_RE.match(text)
        m = m or LIST_QUESTION_RE.match(text) or (heading and _NUMBERING_RE.match(text)) or None
        if m is not None:
            asked.add(int(m.group("num")))
    return options and asked.issuperset(numbers)
