"""Where a question starts on a line: a label (`Question 3:`, `**Q3.**`, `Frage 3`,
`Q: ...`) or a number (`3. What ...?`), and the question's text after it. One rule for every
reader (Markdown headings and lines, plain text, list items, `<details>` summaries)."""

from __future__ import annotations

import dataclasses
import re

from srs.importers.answerlabelstarts import without_answer_labels
from srs.importers.common import (
    ANSWER_WORD_RE,
    BARE_QUESTION_LABEL_RE,
    BOLD_START_RE,
    LABEL_FIRST_CHARS,
    NUMBERED_LABEL_RE,
    NUMBERED_TEXT_RE,
    SERIAL_WORDS,
    SPACED_LABEL_RE,
    START_FIRST_CHARS,
    SUB_NUMBERED_LABEL_RE,
    UNNUMBERED_LABEL_RE,
    indent_of,
)
from srs.importers.exerciselabels import EXERCISE_PREFIXES, exercise_start
from srs.importers.foldedpoints import points_in_folds
from srs.importers.innerlabels import labels_inside_headed
from srs.importers.labelspans import titled_points
from srs.importers.labeltext import drop_grade_tag, numbered_text, tidy_label
from srs.importers.labelwords import NUMBERING_LABELS, QUESTION_LABELS, SELF_MARKS, TASK_LABELS
from srs.importers.lazyre import lazy
from srs.importers.twocores import LINES_PER_BLOCK, map_halves
from srs.importers.values import Line, Start

_LEAD_PICTOGRAPHS_RE = lazy(
    r"^(?:(?:[\u2190-\u2bff\U0001f000-\U0001faff][\ufe0f\u200d]*|:[a-z0-9_+\-]{2,40}:)[ \t]*)+"
)
"""Pictographs before a label line, GitHub's `:shortcode:` spelling too (`:white_check_mark:
__Q1__` over `### Generators`): decoration, as they render."""


def plain_line_start(line: Line) -> Start | None:
    """`Reader._line_start` for a line already known not to be a heading."""
    text = line.text
    if text[:1] == ":" or text[:1] >= "\u2190":
        text = _LEAD_PICTOGRAPHS_RE.sub("", text, count=1)
    if text[:1] not in START_FIRST_CHARS:  # `Aufgabe 3. ...`: a label of another kind
        return None if text[:3] not in EXERCISE_PREFIXES or line.code else exercise_start(text)
    if line.code or indent_of(text) > 3:
        return None
    start = label_start(text, in_heading=False)
    if start is None and (text[:2] in ("**", "__") or text[:3] in EXERCISE_PREFIXES):
        return _unlabelled_start(text)  # (a cheap test first: most lines are neither)
    return start


def _unlabelled_start(text: str) -> Start | None:
    """`plain_line_start` for a bold line, or one opening with an exercise label's letters,
    that no question label opens: an exercise label (`Esercizio 5. ...`, `**Exercise 4.**`),
    or a label inside bold after pictographs."""
    bold = text[:2] in ("**", "__")
    if text[:3] in EXERCISE_PREFIXES or (bold and text[2:5] in EXERCISE_PREFIXES):
        return exercise_start(text)
    if bold and text[2:3] >= "\u2190":
        return _label_inside_bold(text)
    return None


def _label_inside_bold(text: str) -> Start | None:
    """`**⚠️ Q3: How do you retry?**`: a label after pictographs inside the bold, read as the
    label it is (else the card's question kept `Q3:`). Only a label: a bold numbered point
    (`**🔁 1. Messaging**`, a solution's section) stays what it was without the pictograph."""
    start = label_start(
        text[:2] + _LEAD_PICTOGRAPHS_RE.sub("", text[2:], count=1), in_heading=False
    )
    return start if start is not None and start.labelled else None


DIFFICULTY_RE = lazy(
    r"^[(\[]?(?:easy|medium|hard|difficult|beginner|intermediate|advanced|expert|basic"
    r"|moderate)[)\]]?[\W_]*$",
    re.I,
)
"""A label's rest that only grades the question (`Question 3 — Hard`, `Q2 (Medium)`): no text
of the question, which then is the paragraph below."""


_SELF_MARK_RE = lazy(
    rf"^[(\[]?(?:{'|'.join(SELF_MARKS)})[)\]]?[ \t]*[.!]?$",
    re.I,
)


def self_marked(label: str) -> bool:
    """Whether a label's rest is only the reader's own mark on the question (`# 문제 77 -
    틀림`, "wrong": labelwords.SELF_MARKS), as a grade is (`DIFFICULTY_RE`): the question is
    the text below."""
    return len(label) <= _LONGEST_MARK and _SELF_MARK_RE.match(label.strip(" *_")) is not None


_LONGEST_MARK = 16
"""How long a mark may be, brackets and emphasis included (a cheap test first)."""


def _no_question_text(label: str) -> bool:
    """Whether a label's rest only grades (`### Question 1 — Easy`), tags (`## Q3
    [mcq_single, 2pts]`) or marks (`# 문제 77 - 틀림`, the reader's own) the question."""
    if not label:
        return False  # (the cheap test first: most label headings hold a number alone)
    return DIFFICULTY_RE.match(label) is not None or only_tags(label) or self_marked(label)


_NUMBERED_TASK_RE = lazy(
    r"^(?:problem|exercise|task|puzzle|challenge|kata|drill|practice|prompt)[ \t]*#?[ \t]*"
    r"(?P<num>\d{1,5})[ \t]*(?:[:.)\-–—][ \t]*(?P<rest>.*))?$",
    re.I,
)
"""A heading that numbers a task (`Problem 3`, `Exercise 2: Sum`): its text may follow."""


def numbered_task(text: str) -> tuple[int, str] | None:
    """A heading's text numbering a task (`Problem 3`, `Exercise 2: Sum`): its number and
    its own text, '' when none follows or only the reader's mark does (`Problem 12 - wrong`,
    `self_marked`); None for any other text."""
    m = _NUMBERED_TASK_RE.match(text)
    if m is None:
        return None
    said = m.group("rest") or ""
    return int(m.group("num")), "" if self_marked(said) else said


_TAGS_RE = lazy(r"(?:[\[(][^\[\]()?\n]{1,40}[\])][ \t]*)+")
"""Bracketed tags only (`[mcq_single, 2pts]`, `(CSS)`, `(2 points) [hard]`): no question."""


def only_tags(label: str) -> bool:
    """Whether a label's rest only tags the question (its kind, points, topic), which then is
    the text below, as a grade is (`DIFFICULTY_RE`)."""
    return label[:1] in "[(" and _TAGS_RE.fullmatch(label) is not None


_INLINE_ANSWER_RE = lazy(
    r"(?<=\?)[ \t]+(?:\*\*|__)?(?:a|ans|answer)[ \t]*[:.](?:\*\*|__)?[ \t]+"
    r"|(?<=[?.])[ \t]+>[ \t]+(?=\S)",
    re.I,
)
"""`? A: `, `? Answer: ` after a question; or ` > ` after its last sentence (`Q1: Why X? >
Because Y.`, a self-test's answers typed after an arrow): mid-line, no blockquote."""


def _inline_answer(text: str) -> tuple[str, str]:
    """`What is X? A: Y` (or `What is X? > Y`) on one line: the question and its answer (''
    when none follows)."""
    m = _INLINE_ANSWER_RE.search(text)
    if m is None:
        return text, ""
    return text[: m.start()], text[m.end() :].strip()


_DOTTED_NUMBER_RE = lazy(r"^(?P<num>\d{1,4})[ \t]+(?P<text>\S.*\?)[*_ \t]*$")
"""What follows `Q.` when it numbers an asking question (`Q.3 What is X?`)."""
_DOT_NUMBER_RE = lazy(r"^(?P<num>\d{1,4})[ \t]+(?P<text>[^\W\d_].*)$")
"""What follows `Q.` written against its number (`Q.16 Which of these ...`, `Q.27 Access keys
are used to:`): the number, whether the text asks or not (a choice question's stem often
does not); `Q: 3 threads ...` keeps its number as text."""


_COLON_NUMBER_RE = lazy(r"^(?P<num>\d{1,4})(?P<sub>\.\d{1,3})?[ \t]*[:：][ \t]+(?P<text>\S.*)$")
"""What follows `Question:` when the question's number was typed after the label, with a
colon of its own (`Question: 3.2: True or False? ...`): the number, not the question's text
(`Q: 3 threads ...`, with no colon after the number, keeps it as text)."""

_PAREN_NUMBER_RE = lazy(r"^[ \t]*\((?P<num>\d{1,4})\)[ \t]*(?=\S)")
"""`(3)` before a label (`(3)Q: What is X?`): the question's number."""


def label_start(text: str, *, in_heading: bool) -> Start | None:
    """The question start a line's (or a heading's) text holds, if any.

    `**3. What ...**` is one on a line only: in a heading, a numbered text is a question only
    at the level most questions use (see `Reader._starts`). A label may follow its number
    in parentheses (`(3)Q: What is X?`).
    """
    if text[:1] in "( \t" and (paren := _PAREN_NUMBER_RE.match(text)) is not None:
        return _numbered_in_parentheses(text, paren, in_heading=in_heading)
    if in_heading and text[:8].lstrip("*_")[:6].lower() == "answer":
        return _answer_titled(text) or _label_start(text, in_heading=in_heading)
    if (
        in_heading
        and text.lstrip(" \t*_")[:1] in _NUMBERING_FIRST_CHARS
        and (m := _numbering_label(text))
    ):
        return Start(int(m.group("num") or m.group("first")), "", labelled=True)  # below
    return _label_start(text, in_heading=in_heading)


def _answer_titled(text: str) -> Start | None:
    """`## Answer 1 – What is a channel?`: question 1, its text without the label."""
    titled = _ANSWER_TITLED_RE.match(text)
    if titled is None:
        return None
    return Start(int(titled.group("num")), tidy_label(titled.group("text")), labelled=True)


_OTHER_LABEL_WORDS = (
    *(
        word.lower()
        for words in QUESTION_LABELS
        for word in words.split("|")
        if "q" not in word.lower() and word.isascii()
    ),
    "front",
    *SERIAL_WORDS,
)
"""The question labels an ASCII line may hold without a `q` (`Frage 3`, `Front:`, `S.No 3:`)."""

_INNER_Q_WORDS = (
    *(
        word.lower()
        for words in QUESTION_LABELS
        for word in words.split("|")
        if "q" in word.lower()[1:] and word.isascii()
    ),
    "mcq",
)
"""The label words with a `q` after their first letter (`MCQ 3`): every other one with a `q`
opens with it (`Question`, `Q3`, `Ques`, `Quiz Question 2`)."""
_OTHER_LABEL_WORD_RE = lazy("|".join(map(re.escape, (*_OTHER_LABEL_WORDS, *_INNER_Q_WORDS))))
"""Any of `_OTHER_LABEL_WORDS` or `_INNER_Q_WORDS`: one search of a line's head, where a test
of each word in turn ran as Python on every option and answer line of a quiz (some 40,000 in
10,000 questions)."""


def _may_hold_label(head: str) -> bool:
    """A cheap test before the label patterns: a label opens with its first letter, and its
    word (`Question`, `Q`, `Frage`, `Front`, or one in another script) comes within the first
    few words (`Practice Question 3`, `Behavioral Question 2`)."""
    if head[:1] not in LABEL_FIRST_CHARS:
        return False
    window = head[:48]
    if not window.isascii():
        return True
    low = window.lower()
    return _opens_q_word(low) or _OTHER_LABEL_WORD_RE.search(low) is not None


def _opens_q_word(low: str) -> bool:
    """Whether a lower-cased ASCII head has a word opening with `q`. A `q` inside a word
    (`technique`, `require`, the prose of most quizzes) opens no label: every label pattern
    has its word after blanks, emphasis, `[` or another word and a blank, never right after a
    letter, and the words with a `q` inside them are `_INNER_Q_WORDS`. Testing only the `q`s
    keeps such lines from the five label patterns, which any `q` sent them to."""
    at = low.find("q")
    while at >= 0:
        if at == 0 or not low[at - 1].isalpha():
            return True
        at = low.find("q", at + 1)
    return False


def _numbered_in_parentheses(text: str, paren: re.Match[str], *, in_heading: bool) -> Start | None:
    """`(3)Q: What is X?`: the label after the number, numbered by it when it has none."""
    inner = _label_start(text[paren.end() :], in_heading=in_heading)
    if inner is None or not inner.labelled:
        return None
    number = inner.number if inner.number is not None else int(paren.group("num"))
    return dataclasses.replace(inner, number=number)


_ANSWER_TITLED_RE = lazy(
    r"^[*_]{0,2}answer[ \t]+(?P<num>\d{1,4})[*_]{0,2}[ \t]*[:.)\-–—][*_]{0,2}[ \t]+(?P<text>\S.*\?)[*_]{0,2}$",
    re.I,
)
"""`## Answer 1 – What is a channel?`: a page of answers, each titled by its question."""


_NUMBERING_WORDS = f"{NUMBERING_LABELS}|{'|'.join(TASK_LABELS)}"
"""The words a heading numbers the question below it with: a numbering label (`Problem`,
`Item`) or a task's in any language (`Task`, `Задание`, `Aufgabe`, `Zadanie`)."""
_TASK_RE = lazy(
    rf"^[ \t]*(?:\*\*|__)?(?:(?:{_NUMBERING_WORDS})[ \t]+(?P<num>\d{{1,4}})"
    rf"|(?P<first>\d{{1,4}})[.)]?[ \t]+(?:{_NUMBERING_WORDS}))"
    r"[ \t]*[.:]?[ \t]*(?:\*\*|__)?[ \t]*$",
    re.IGNORECASE,
)
"""`## Problem 3`, `### Exercise 12`, `### Item 4`, `## Task 2`, `# 1 задание` (the number
first, as Russian writes it) and nothing else: a quiz's heading numbering the question written
below it (with a title after the number, `## Problem 1: Two Sum`, it is the question)."""
_NUMBERING_FIRST_CHARS = frozenset(
    "0123456789" + "".join(w[:1] + w[:1].upper() for w in _NUMBERING_WORDS.split("|"))
)
"""The letters (and digits) such a heading can open with: the cheap test before the pattern."""


def numbering_heading(text: str) -> bool:
    """Whether a heading's text only numbers the question below it (`## Problem 3`, `## Task
    2`, `# 1 задание`: see `_TASK_RE`)."""
    return text.lstrip(" \t*_")[:1] in _NUMBERING_FIRST_CHARS and _numbering_label(text) is not None


def _numbering_label(text: str) -> re.Match[str] | None:
    """`_TASK_RE`'s match of a heading's text, past a grade it gives the question (`### Item 1
    ⭐⭐`, `## Problem 4 [Hard]`): still only a label, the question below it."""
    return _TASK_RE.match(drop_grade_tag(text))


def _label_start(text: str, *, in_heading: bool) -> Start | None:
    """`label_start` for a text that does not open with a number in parentheses."""
    if _may_hold_label(text.lstrip(" \t*_")):  # labels start with blanks, emphasis, a word
        m = SUB_NUMBERED_LABEL_RE.match(text)
        if m:  # `**Q1.2: What is X?**`: numbered by its place, the parts repeat the numbers
            return Start(None, tidy_label(m.group("text")), labelled=True)
        m = NUMBERED_LABEL_RE.match(text)
        if m:
            text, answer = _inline_answer(_past_range(text, m))
            label = tidy_label(text)
            if _no_question_text(label):
                label = ""  # `### Question 1 — Easy`: the question is below
            number = None if m.group("sub") else int(m.group("num"))  # `Question 2.3`: the
            return Start(number, label, labelled=True, rest=answer)  # chapters repeat the 2
        m = UNNUMBERED_LABEL_RE.match(text)
        if m:
            return _unnumbered_start(m.group("text"), dotted=m.group("sep") == ".")
        if in_heading and BARE_QUESTION_LABEL_RE.match(text):
            return Start(None, "", labelled=True)  # `## Front`: the question is the text below
        m = SPACED_LABEL_RE.match(text)
        if m:
            return Start(int(m.group("num")), tidy_label(m.group("text")), labelled=True)
        if in_heading:
            return _titled_label(text)
    if not in_heading and BOLD_START_RE.match(text):
        m = NUMBERED_TEXT_RE.match(text)
        if m and not _bold_point(text):
            return Start(int(m.group("num")), numbered_text(m.group("text")))
    return None


_TITLED_LABEL_RE = lazy(
    rf"^[ \t]*(?:\*\*|__)?(?:{'|'.join(QUESTION_LABELS)})[ \t]*(?P<num>\d{{1,4}})[ \t]+"
    r"(?P<text>[^\W\d_][^?？]*?)[ \t]*(?:\*\*|__)?[ \t]*$",
    re.IGNORECASE,
)
"""`# Question 20 Layered`, `## Question 4 Pipe and filters`: a question label, its number and
a title after a blank, with no separator and no `?` (the question is the topic the title
names, the answer the text below)."""


def _titled_label(text: str) -> Start | None:
    """A heading's `Question N Title` (`_TITLED_LABEL_RE`) as question N titled so. Only the
    full label word, in a heading: `Q3 Roadmap` names a quarter, and a line of prose may open
    with `Question 3 was ...`. The title opens with a capital (or a letter of a script
    without case): `Question 1 and 2` or `Question 3 of the exam` go on to name no topic,
    and neither does an answer's label (`Question 1 Answer`, the answer to a question)."""
    m = _TITLED_LABEL_RE.match(text)
    if m is None or m.group("text")[:1].islower() or ANSWER_WORD_RE.match(m.group("text")):
        return None
    label = tidy_label(m.group("text"))  # `Question 1 Easy`: a grade, the question below
    return Start(int(m.group("num")), "" if _no_question_text(label) else label, labelled=True)


def _past_range(text: str, m: re.Match[str]) -> str:
    """The label's text, past a range the label numbers (`## Question 12-13 [2 points]`:
    one item holding questions 12 and 13, its text below; the `13` is no text of it)."""
    tail = _RANGE_TAIL_RE.match(text, m.end("num"))
    if tail is None or int(tail.group("last")) <= int(m.group("num")):
        return m.group("text") or ""
    return text[tail.end() :].lstrip(" \t:.)-–—").rstrip()


_RANGE_TAIL_RE = lazy(r"[-–][ \t]*(?P<last>\d{1,4})(?![\d.])")
"""The end of a range after a label's number (`12-13`, `12–13`)."""


_BOLD_POINT_RE = lazy(
    r"^[ \t]*(\*\*|__)(?P<bold>.+?)\1[ \t]*(?P<colon>[:：]?)[ \t]*(?P<rest>\S.*)$"
)


def _bold_point(text: str) -> bool:
    """`**2. _Other libraries_** : Install Moq ...`, `**3 Arrange, Act, Assert:** Unit tests
    ...`: a numbered point of an answer, its bold title set off by a colon and explained on
    its line; no question, unless the bold part asks."""
    m = _BOLD_POINT_RE.match(text)
    if m is None:
        return False
    bold = m.group("bold").rstrip(" *_")
    colon = bool(m.group("colon")) or bold.endswith((":", "："))
    return colon and not bold.endswith("?")


def _unnumbered_start(text: str, *, dotted: bool = False) -> Start | None:
    """The start a `Q: text` / `**Question:** text` label makes of the text after it
    (`dotted`: the label ends with a dot, `Q.`, right before the text)."""
    label, answer = _inline_answer(text)
    number = (_DOT_NUMBER_RE if dotted and label[:1].isdigit() else _DOTTED_NUMBER_RE).match(label)
    if number is not None:  # `Q.3 What is X?`: the number after the label's dot
        return Start(int(number["num"]), tidy_label(number["text"]), labelled=True, rest=answer)
    colon = _COLON_NUMBER_RE.match(label) if label[:1].isdigit() else None
    if colon is not None:  # `Question: 3.2: True or False? ...`: numbered between two colons
        num = None if colon["sub"] else int(colon["num"])  # a sub-number repeats: by its place
        return Start(num, tidy_label(colon["text"]), labelled=True, rest=answer)
    if not label.strip("*_ \t") or only_tags(tidy_label(label)):  # `**Question:**` alone,
        return Start(None, "", labelled=True, rest=answer)  # `**Question: (CSS)**`: below
    if label.strip("*_ \t").isdigit() and len(label.strip("*_ \t")) <= 4:
        return Start(int(label.strip("*_ \t")), "", labelled=True, rest=answer)  # `Question:1`
    if not label.strip(" \t.…"):  # `Question: ...`: a template's field, no question
        return None
    return Start(None, tidy_label(label), labelled=True, rest=answer)


def labelled_line_starts(
    lines: list[Line], headings: dict[int, tuple[int, str]]
) -> dict[int, Start]:
    """The lines (not headings) that start a question by a label: `Q3:`, `Question 3`, `Q:`.

    Each line is read once: a heading's span is checked by looking these up.
    """

    def line_start(i: int) -> Start | None:
        first = lines[i].text[:1]
        if (
            first not in START_FIRST_CHARS
            and first != ":"
            and first < "\u2190"
            and lines[i].text[:3] not in EXERCISE_PREFIXES  # `Aufgabe 3.`: an exercise label
        ):
            return None
        return None if i in headings else plain_line_start(lines[i])

    found = map_halves(None, line_start, range(len(lines)), per_block=LINES_PER_BLOCK)
    starts = {i: start for i, start in enumerate(found) if start is not None}
    starts = points_in_folds(lines, titled_points(starts))
    starts = labels_inside_headed(lines, headings, starts, _numbered_label)
    return without_answer_labels(lines, headings, starts)  # `**问题：**` in a heading's answer


def _numbered_label(text: str) -> bool:
    """Whether a heading's text is a question labelled with its number (`Question 3: ...`)."""
    start = label_start(text, in_heading=True)
    return start is not None and start.labelled and start.number is not None
