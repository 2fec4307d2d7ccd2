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

An exam's solutions part is keyed the same way, by its tasks' numbers, with the tasks' lettered
sub-questions answered part by part (`_task_parts`):

    #### Task 1 (3P)
    Computers have several parts.
    a) What does CPU stand for? (1P)
    b) Name two kinds of memory. (2P)
    ### Solutions
    #### Task 1
    a) Central Processing Unit
    b) RAM and ROM

Read as written, the lettered sub-questions were a choice question's options (or all the
tasks one introduction) and the solutions' first lines the questions. Each sub-question is a
question of its own, asked with its task's title: its line becomes a heading at the task's
level, numbered in order through the exam (`#### 1. Task 1 a) What does CPU stand for?
(1P)`), and the solution that repeats its task's title and its letter answers it (`**Answer
1:**` in place of `a)`, the lines under it down to the next letter its answer). The task's
heading becomes an empty break (srs.importers.htmlroles `ANSWER_BREAK`) and the solutions'
sub-headings blank lines: a title that labels a question (`## Question 2 [4 marks]`) would
otherwise be read as one. The task's setting (its text above the first sub-question, often
code or a figure) is text between questions, reported, rather than repeated over each part:
a rewrite line for line has one place for it, and the sub-question's card names its task.

Only a part under a title that names answers or solutions (`Solutions`, `Lösungen`,
`Musterlösung`, `Model answers`), whose sub-headings are all, once each, a task's title above
(the same words and number, what follows the number aside: `Aufgabe 2` for `Aufgabe 2
(12P)`), each over lettered lines; and only when each task so titled letters its lines from
`a)` on, each asking or setting a task (`... ?`, `Name ...`, `Erläutern Sie ...`) or carrying
its points (`(2P)`, `(2 Punkte)`, `[2 marks]`). Options to choose from (`a) 4`
under `Which of these is prime?`) neither ask nor score: such a quiz is left as it is.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Iterator

from srs.importers.asking import asks, asks_as_task, asks_in_own_language
from srs.importers.common import (
    ANSWER_RE,
    HEADING_RE,
    LIST_QUESTION_RE,
    NUMBERED_LABEL_RE,
    NUMBERED_TEXT_RE,
    OPTION_RE,
    end_matter_kind,
)
from srs.importers.fences import outside_code
from srs.importers.holding import holds
from srs.importers.htmlroles import ANSWER_BREAK
from srs.importers.labelwords import (
    ANSWER_LABELS,
    ANSWER_PHRASE_WORDS,
    KEY_SENTENCE_WORDS,
    NUMBERING_LABELS,
    QUESTION_LABELS,
)
from srs.importers.lazyre import lazy

__all__ = ["key_sheets", "lettered", "sub_question_text", "sub_questions"]

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


_Heading = tuple[int, int, str]
"""A heading's line index, level and text."""


def key_sheets(text: str) -> str:
    """The text with each later key part written as an answer key (see the module doc); a text
    with no heading over a key sentence, nor lettered lines at the margin, is returned as it
    is (a cheap test first)."""
    if not holds(text, "\n#"):
        return text
    keyed = _MAY_HOLD_RE.search(text) is not None
    parted = holds(text, "\na)", "\n(a)", "\n**a)") and _MAY_HOLD_PARTS_RE.search(text) is not None
    if not (keyed or parted):
        return text
    lines = text.split("\n")
    headings = [
        (k, len(m.group("hashes")), (m.group("text") or "").strip())
        for k, line in outside_code(lines)
        if "#" in line[:4] and (m := HEADING_RE.match(line)) is not None
    ]
    ends = {heading[0]: after[0] for heading, after in itertools.pairwise(headings)}
    for i, under in _parts(headings):
        if keyed:
            _key_part(lines, headings[i], under, ends)
        if parted:
            _task_parts(lines, (headings[:i], headings[i], under), ends)
    return "\n".join(lines)


def _parts(headings: list[_Heading]) -> Iterator[tuple[int, list[_Heading]]]:
    """Each heading with sub-headings (its index) and the headings under it."""
    for i, title in enumerate(headings):
        below = i + 1
        while below < len(headings) and headings[below][1] > title[1]:
            below += 1
        if below > i + 1:
            yield i, headings[i + 1 : below]


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


_MAY_HOLD_PARTS_RE = lazy(r"\n(?:\*\*|__)?\(?a\)(?:\*\*|__)?[ \t]+\S")
"""The cheap test of `_task_parts`: a line at the margin lettered `a)` (or `(a)`) over text."""
_TITLED_RE = lazy(
    r"^(?:\*\*|__)?(?P<title>(?P<label>[^\W\d_][^\W\d_]*(?:[ \t]+[^\W\d_][^\W\d_]*){0,2})?"
    r"[ \t]*(?P<num>\d{1,3}))(?!\d)(?P<rest>.*)$"
)
"""A task's title on its heading: up to three words and its number (`Aufgabe 2 (12P)`, `Task
3: Sorting`, `1.`), whatever follows; the solutions' sub-heading repeats the words and number."""
_LETTERED_RE = lazy(r"^(?:\*\*|__)?\(?(?P<letter>[a-z])\)(?:\*\*|__)?(?:[ \t]+(?P<text>\S.*))?$")
"""A line lettered at the margin: `a) What ...? (1P)`, `(b) Name ...`, a solution's `c)`
alone over its lines."""
_POINTS = (
    r"[(\[][ \t]*\d{1,3}(?:[.,]\d{1,2})?[ \t]*"
    r"(?:p|pkt|pt|pts|punkte?|punt[oi]s?|pontos?|points?|marks?|m|балл\w*)\.?[ \t]*"
)
_POINTS_RE = lazy(rf"{_POINTS}[)\]]?[ \t]*[.!?]?$", re.IGNORECASE)
"""The points a sub-question scores, at its end: `(2P)`, `(2 Punkte)`, `[2 pts]`, `(6P`."""
_LEAD_POINTS_RE = lazy(rf"^{_POINTS}[)\]](?:\*\*|__)?[ \t]*(?=\S)", re.IGNORECASE)
"""The points written first, after the letter (`**a) (8 P)** Nenne ...`: the bold label's
end with them)."""
_SOLUTIONS_TITLE_RE = lazy(
    rf"^(?:\*\*|__)?(?:{ANSWER_PHRASE_WORDS}|{_ANSWER_WORDS}|solutions?|model[ \t]+answers?)"
    r"(?:en|e|s)?(?:\*\*|__)?(?:[ \t]*[:：.\-–—(][^\n]{0,60})?$",
    re.IGNORECASE,
)
"""A part's title that names answers or solutions in any form: `Solution`, `Musterlösung`,
`Lösung zu Blatt 3`, `Answers:` (a key's title, `end_matter_kind`, names them too)."""

_BREAK = ANSWER_BREAK.strip()
"""What a task's heading becomes: a break that closes the card above and names no section
(the title goes with each of its sub-questions, a heading the readers could take for a
question of its own, `## Question 2 [4 marks]`, no longer stands over them)."""

_Lettered = tuple[int, str, str]
"""A lettered line: its index, its letter and its text (empty when it is the letter alone)."""


def _task_parts(
    lines: list[str],
    found: tuple[list[_Heading], _Heading, list[_Heading]],
    ends: dict[int, int],
) -> None:
    """The tasks above a solutions part (`found`: the headings above it, its title, the
    headings under it) asked part by part and answered from it (see the module doc)."""
    above, title, under = found
    if end_matter_kind(title[2]) != "key" and not _SOLUTIONS_TITLE_RE.match(title[2]):
        return
    entries = _solution_entries(lines, under, ends)
    tasks = _tasks(lines, above, {key[0] for key in entries}, ends) if entries else None
    if tasks is None or not tasks.keys() >= entries.keys():
        return
    if end_matter_kind(title[2]) != "key":
        lines[title[0]] = f"{'#' * title[1]} Answers"
    for k, _ in entries.values():
        lines[k] = ""  # (its title is each answer's question's now)
    number = 0
    for key, (heading, parts) in sorted(tasks.items(), key=lambda item: item[1][0][0]):
        lines[heading[0]] = _BREAK  # the card above ends: the task's setting is no answer
        numbers: dict[str, int] = {}
        for k, letter, _ in parts:
            number += 1
            numbers[letter] = number
            lines[k] = f"{'#' * heading[1]} {number}. {_title(heading[2])} {lines[k].strip()}"
        _answered(lines, entries[key][1] if key in entries else [], numbers)


def _solution_entries(
    lines: list[str], under: list[_Heading], ends: dict[int, int]
) -> dict[tuple[str, int], tuple[int, list[_Lettered]]]:
    """A solutions part's entries by task (words and number): each sub-heading's line and its
    lettered lines; none unless every sub-heading of the part's first level is a task's title,
    once, over lettered lines."""
    level = under[0][1]
    entries: dict[tuple[str, int], tuple[int, list[_Lettered]]] = {}
    for k, _, text in (heading for heading in under if heading[1] == level):
        key = _task_key(text)
        answers = lettered(lines, k + 1, ends.get(k, len(lines)))
        if key is None or key in entries or not answers:
            return {}
        entries[key] = (k, answers)
    return entries


def _task_key(text: str) -> tuple[str, int] | None:
    """A task title's words (folded) and number: (`aufgabe`, 2) for `Aufgabe 2 (12P)`."""
    m = _TITLED_RE.match(text)
    if m is None:
        return None
    return " ".join((m.group("label") or "").casefold().split()), int(m.group("num"))


def _title(text: str) -> str:
    """A task's title without what follows its number (`Aufgabe 2` of `Aufgabe 2 (12P)`)."""
    m = _TITLED_RE.match(text)
    return text if m is None else m.group("title").strip()


def _tasks(
    lines: list[str], above: list[_Heading], labels: set[str], ends: dict[int, int]
) -> dict[tuple[str, int], tuple[_Heading, list[_Lettered]]] | None:
    """The tasks above, titled with one of `labels`, each with its sub-questions; None when
    one is titled twice or letters what asks nothing (its options, or no lines at all)."""
    tasks: dict[tuple[str, int], tuple[_Heading, list[_Lettered]]] = {}
    for heading in above:
        key = _task_key(heading[2])
        if key is None or key[0] not in labels or not lines[heading[0]].startswith("#"):
            continue
        parts = lettered(lines, heading[0] + 1, ends.get(heading[0], len(lines)))
        if key in tasks or not sub_questions(parts):
            return None
        tasks[key] = (heading, parts)
    return tasks


def sub_questions(parts: list[_Lettered]) -> bool:
    """Whether lettered lines are a task's sub-questions: lettered `a)`, `b)`, ... in turn,
    each asking, setting a task or scoring points (`(2P)` at its end, or first: `**a) (8 P)**
    Nenne ...`). The one test of an exam's sub-questions (srs.importers.callouts too)."""
    if not parts or any(letter != chr(ord("a") + i) for i, (_, letter, _) in enumerate(parts)):
        return False
    return all(text and _sub_question(text) for _, _, text in parts)


def _sub_question(text: str) -> bool:
    """Whether a lettered line's text asks, sets a task or scores points."""
    if _POINTS_RE.search(text) is not None or _LEAD_POINTS_RE.match(text) is not None:
        return True
    return asks(text) or asks_as_task(text) or asks_in_own_language(text)


def sub_question_text(text: str) -> str:
    """A sub-question's words without its points (`(8 P)** Nenne zwei.` -> `Nenne zwei.`,
    `What is X? (2P)` -> `What is X?`), a bold closed after them dropped with them."""
    words = _LEAD_POINTS_RE.sub("", text, count=1)
    bare = _POINTS_RE.sub("", words).rstrip()
    return bare if bare else words


def lettered(lines: list[str], start: int, end: int) -> list[_Lettered]:
    """The lettered lines at the margin between `start` and `end`, outside code."""
    found: list[_Lettered] = []
    for k, line in outside_code(lines[start:end]):
        m = _LETTERED_RE.match(line) if line[:1] in "(*_abcdefghijklmnopqrstuvwxyz" else None
        if m is not None:
            found.append((start + k, m.group("letter"), (m.group("text") or "").strip()))
    return found


def _answered(lines: list[str], answers: list[_Lettered], numbers: dict[str, int]) -> None:
    """Each solution's lettered line labelled as the answer of its sub-question's number; a
    letter out of turn, or one the task does not ask, stays a line of the answer above."""
    last = ""
    for k, letter, text in answers:
        if letter in numbers and letter > last:
            lines[k] = f"**Answer {numbers[letter]}:** {text}".rstrip()
            last = letter
