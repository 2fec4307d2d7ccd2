"""Headings inside a folded answer: the answer's own sections.

Interview write-ups fold each answer (often two: `<summary>My Answer</summary>`, `<summary>GPT
Answer</summary>`) under the question's heading, and give the answer sections of its own
with headings at the question's level (`### Data Analysis Steps:` inside the `<details>`).
A heading between a `<details>` whose summary names an answer (in any of the usual languages:
`Respuesta`, `答案`) and its `</details>` is text
of that answer, never a question nor a section: the question is the heading above the fold.
A heading that labels the answer (`#### Answer: A`) stays one: the block reader reads it.

A fold that answers the heading right above it (its `<details>` the heading's next line with
text), whatever its summary says or without one, holds that answer too: a heading at the
question's level after the answer's first text and before the fold's `</details>`
(`### Steps to configure X` under `### Does X support Y?`) is a section of that answer, even
where the document's questions do not all ask. Not in a fold that opens with such a heading
(the fold holds a section's questions), nor in one left open: a `<details>` before its
`</details>` means the fold above was never closed, and the heading after it is the next
question (`_question_fold_headings`).

So does a bold line that asks (`**Why use the shortcut?**`) in such a fold: quiz pages write
the answer's own follow-ups so (`**Answer: B - ...**`, then `**When does X happen?**` over a
list); they are text of the answer, not questions of their own (`answer_fold_lines`).
"""

from __future__ import annotations

import re

from srs.importers.common import ANSWER_RE, ANSWER_WORD_RE, EXPLANATION_RE
from srs.importers.lazyre import lazy
from srs.importers.structure import Structure
from srs.importers.values import Line, Start

_ANSWER_WORDS = (
    r"(?:\b(?:answers?|solutions?|explanations?|respuestas?|soluci[oó]n|respostas?|solução"
    r"|réponses?|antwort|lösung|ответ|решение|jawaban|cevap)\b|答案|解答|解析|答え|解説|回答|正解|정답|답변|해설)"
)
_SUMMARY_ANSWER_RE = lazy(rf"<summary[^>]*>[^<]*{_ANSWER_WORDS}", re.IGNORECASE)
"""A fold's summary that names an answer (`<summary>Answer</summary>`, `查看答案`), its words
in the languages question banks are written in."""
_TAGGED_LABEL_RE = lazy(
    rf"<summary[^>]*>[ \t]*(?:<[^>/]*>[ \t]*)+(?:[^\s<]+[ \t]+){{0,2}}{_ANSWER_WORDS}[ \t:：]*"
    r"(?:</[^>]*>[ \t]*)+</summary>",
    re.IGNORECASE,
)
"""A summary that is the answer's label in inline tags, alone or after a word or two asking
to show it (`<summary><b>Respuesta</b></summary>`, `<strong>Показать ответ</strong>`); not a
longer title in tags (`<strong>Click to reveal answers (try the quiz first!)</strong>` over
an answer key whose questions are headings)."""


def names_answer(text: str) -> bool:
    """Whether a `<summary>` line says its fold holds an answer (so headings in it are the
    answer's own)."""
    return bool(_SUMMARY_ANSWER_RE.search(text) or _TAGGED_LABEL_RE.search(text))


_NUMBERED_POINT_RE = lazy(r"^\d{1,2}[.)][ \t]+\S")
"""`#### 1. Semantic Elements:`: a numbered point of the answer, whatever its level."""


def headings_in_answers(body: list[Line], headings: dict[int, tuple[int, str]]) -> list[int]:
    """The rows of `headings` inside a `<details>` that folds an answer (see the module)."""
    inside: list[int] = []
    fold = _Fold()
    level = 0  # the level of the last heading outside a fold: the question's, over its fold
    for i, line in enumerate(body):
        text = line.text
        if "<" in text and not line.code:
            fold.read(text.lower(), text)
        elif i not in headings:
            continue
        elif not fold.answer:
            level = headings[i][0]
        elif not _a_label(headings[i][1]) and (
            headings[i][0] >= level or fold.wrapped or _NUMBERED_POINT_RE.match(headings[i][1])
        ):
            # one above the question's level (`## Study Tips` in the last `### 16.`'s fold,
            # its `</details>` misplaced) is the page's next section, not the answer's; not
            # when the fold wraps its answer in a `<p>` still open (`###### **5. ...?**`
            # over `<details>` / `<p>` / `### Examples:` / `</p>`): that heading is in it
            inside.append(i)
    return sorted({*inside, *_question_fold_headings(body, headings)})


def _question_fold_headings(body: list[Line], headings: dict[int, tuple[int, str]]) -> list[int]:
    """The rows of `headings` in a closed fold that answers the heading right above it, after
    the answer's first text (see the module)."""
    inside: list[int] = []
    walk = _QuestionFold()
    for i, line in enumerate(body):
        text = line.text
        lowered = text.lower() if "<" in text and not line.code else ""
        if "</details" in lowered or lowered.lstrip().startswith("<details"):
            inside.extend(walk.tag(lowered))
        elif i in headings:
            walk.heading(i, *headings[i])
        elif text and (line.code or not _TAG_ONLY_RE.match(text)):
            walk.text()
    return inside


_TAG_ONLY_RE = lazy(r"^[ \t]*(?:<[^>]*>[ \t]*)+$|^[ \t]*<summary.*</summary>[ \t]*$", re.IGNORECASE)
"""A line of tags alone (`<p>`, `<summary>Answer</summary>`): no text of the answer yet."""


class _QuestionFold:
    """A walk down the lines to the headings in a fold answering the heading above it."""

    def __init__(self) -> None:
        self.above: int | None = None
        """The level of the last heading outside a fold while no text has followed it."""
        self.level: int | None = None
        """The level of the heading over the open fold, None outside one (or one that holds
        sections: it opens with a heading at that level or above)."""
        self.started = False
        """Whether the open fold has shown text of its answer yet."""
        self.held: list[int] = []
        """The headings met in the open fold, its own once it closes."""

    def tag(self, lowered: str) -> list[int]:
        """Take in a line that opens or closes a fold (`lowered`: its text in lower case); the
        rows it closes a fold over."""
        closing = "</details" in lowered
        closed = self.held if closing and self.level is not None else []
        # a fold in a fold: the outer one was left open; a one-line fold answers nothing here
        self.level = None if closing else self.above
        self.above, self.started, self.held = None, False, []
        return closed

    def heading(self, row: int, level: int, text: str) -> None:
        """Take in a heading of `level` on `row`."""
        if self.level is None:
            self.above = level
        elif not self.started and level <= self.level:
            self.level = None  # the fold opens with a question's own heading: its section's
        else:
            if level == self.level and not _a_label(text):  # a deeper one: a sub-heading
                self.held.append(row)
            self.started = True

    def text(self) -> None:
        """Take in a line of text that is no heading."""
        self.above = None
        self.started = True


_OPENS_P_RE = lazy(r"</summary>[ \t]*<(?:p|div)\b[^>]*>$")
"""`<details><summary>Show answer</summary><p>`: the answer's `<p>` opened on the summary's
line, wrapping it as one on a line of its own does."""


class _Fold:
    """Where a walk down the lines stands in a `<details>` block: open, folding an answer (its
    summary names one), its answer wrapped in a `<p>` or `<div>` still open."""

    def __init__(self) -> None:
        self.opened = self.answer = self.wrapped = False

    def read(self, lowered: str, text: str) -> None:
        """Take in a line holding a tag (`lowered`: its text in lower case)."""
        bare = lowered.strip()
        if bare.startswith("<details"):  # not one in a table's cell
            self.opened, self.answer, self.wrapped = True, False, False
        if self.opened and "<summary" in lowered and names_answer(text):
            self.answer = True
        if self.answer and (bare == "<p>" or bare.startswith("<div") or _OPENS_P_RE.search(bare)):
            self.wrapped = True
        if "</details" in lowered:
            self.opened = self.answer = self.wrapped = False


def answer_fold_lines(body: list[Line]) -> frozenset[int]:
    """The rows of `body` between a `<details>` whose summary names an answer (and does not
    ask: `<summary>What is the answer key?</summary>` is a question) and its `</details>`."""
    inside: set[int] = set()
    folds_answer = False
    for i, line in enumerate(body):
        text = line.text
        if "<" in text and not line.code:
            lowered = text.lower()
            if lowered.lstrip().startswith("<details"):
                folds_answer = False
            if "<summary" in lowered and names_answer(text) and "?" not in text:
                folds_answer = True
                continue
            if "</details" in lowered:
                folds_answer = False
        elif folds_answer:
            inside.add(i)
    return frozenset(inside)


def folded_point(folded: frozenset[int], i: int, start: Start) -> bool:
    """A bold line or paragraph that asks, unnumbered and unlabelled, on a row of `folded`
    (`**Why use the shortcut?**` in the answer's fold): a point of that answer; so is a
    numbered bold title that does not ask (`1. **Product Backlog**` over its text, in the fold
    answering `What are the three Scrum artifacts?`). A numbered item that asks stays a
    question (a fold of answers may hold the questions it answers)."""
    return (
        i in folded
        and (start.number is None or start.titled)
        and not start.labelled
        and not start.body
    )


def unfolded_notes(structure: Structure, folded: frozenset[int]) -> list[int]:
    """The rows of the structure's question lines (`What is X?` over its answer, listed or
    not), less the plain paragraphs that ask on a row of `folded`: the answer's own words
    (`**B** Plot the points. Does every point count?` in the fold under `## Q2 Support
    vectors`), as a bold line that asks there is (`folded_point`). Counted as notes, two of
    them made the question heading above the fold a section of notes, and its question was
    lost. A listed one stays (a fold of answers may hold the questions it answers)."""
    plain = (i for i in structure.question_lines if i not in folded)
    return sorted({*plain, *structure.listed_question_lines})


def folded_labels(
    lines: list[Line], folded: frozenset[int], starts: dict[int, Start]
) -> dict[int, Start]:
    """The labelled line starts, less those in an answer's fold with no answer label below
    them in it: a label word that also names a part of the answer (Chinese `问题` is both
    "question" and "problem": `**问题 1：slow compile**` over a code block, after `### ✅
    答案`) titles a point of that answer. A fold that holds questions with their answers
    (`**Q1:** ...` over `**A:** ...`) keeps its questions, each answered below it."""
    inside = [i for i, start in starts.items() if start.labelled and i in folded]
    if not inside:
        return starts  # the cheap test: no labelled line in an answer's fold
    answered = _answered_in_fold(lines, folded, min(inside), max(folded))
    return {i: s for i, s in starts.items() if i not in folded or not s.labelled or i in answered}


def _answered_in_fold(lines: list[Line], folded: frozenset[int], first: int, last: int) -> set[int]:
    """The rows from `first` to `last` with an answer label below them in their fold, in one
    walk up the lines (a fold's `<details>` or `</details>` line, not in `folded`, bounds
    it)."""
    answered: set[int] = set()
    below = False
    for j in range(last, first - 1, -1):
        line = lines[j]
        if j not in folded:
            if "details" in line.text:
                below = False
            continue
        if below:
            answered.add(j)
        elif not line.code and _answer_label(line.text):
            below = True
    return answered


def _answer_label(text: str) -> bool:
    """`**A:** ...`, `#### Answer`: a line that labels an answer, a heading's marks or not."""
    bare = text.lstrip(" #")
    return bool(ANSWER_RE.match(bare) or ANSWER_WORD_RE.match(bare))


def _a_label(text: str) -> bool:
    """`Answer: A`, `Explanation`: a label heading, which the block reader reads as such."""
    return bool(ANSWER_RE.match(text) or ANSWER_WORD_RE.match(text) or EXPLANATION_RE.match(text))
