"""A sub-heading that opens a question's answer, written a level above the question:

    <h3> Question 1: What is a decorator? </h3>

    ## Understanding "wrapping"

    <p>A decorator takes a function and returns a changed one.</p>

    <h3> Question 2: What is a lambda? </h3>

The author titled the answer with the first heading mark to hand. Read as written, the `##`
heading ended question 1 (reported "no answer"), its body was text in no card, and its title
became a section tag on every later card. Where three or more questions are labelled or
numbered headings at one level (`Question 1: ...`, `3. ...`), a heading above that level
right under one of them (nothing but blank lines between) is the answer's title when it asks
nothing itself, text follows it, the next heading at the questions' level or above is the
next question, and no heading at its own level stands before the first question (a document
sectioned at that level opens its first section before its first question: `## Basics` over
`### Question 1`). It is then written one level below the questions', line for line (in bold
under `######` questions), and stays in the answer. A section heading right under an
unanswered question in a sectioned document, or one over the next question with nothing of
its own, is left as it is.

Exam sheets title an answer at the question's own level, restating it:

    ### 1. A bank's reports over its SQL database stopped answering. Explain how ...
    ### Keeping the reports running on HDFS
    Put a SQL engine such as Hive over HDFS ...

Read as written, the title was taken for the question and the real one (the scenario and
its task) reported as text around the questions. Under the same conditions, a heading at a
numbered question's level right under it, shorter than it and naming a thing it names (a
word of four letters or more, or an acronym), is written in bold: the top of the answer.
Once the page has titled an answer so, its last question's title is bounded by the page's
or its part's end too. One the readers keep in the answer as written (under a question
that ends in `?`, a title that asks nothing) is left as it is. `## 1. Basics` over `## What is Python used for?` (a title no
shorter than the heading under it, or naming nothing it names) stays as it is.

Some authors write the whole answer a level above its question, one heading line to a
paragraph, with no text of its own:

    ## Q: What is a namespace?
    # A declarative region that scopes identifiers.
    ## Q: Which access specifiers are there?
    # Private, public and internal.
    # Private: within the defined type.

Read as written, every question was unanswered and an answer line that opens with a question
word (`# When ...`) a question of its own: the file was refused. Where three or more
questions are headings at one level carrying a question label (`Q:`, `Question 3:`), and
between each question and the next there is nothing but one or more headings above that
level (no text, no deeper heading, no question label among them), those headings are the
answers' lines: each is written as its text alone, line for line. Under the last question
the run of such headings right under it is its answer, less the last heading of a run that
text follows (a section over its text, `# License`). A document with one question whose
stretch has anything else, or none, is left as it is: one shape for the whole page.
"""

from __future__ import annotations

import sys
from collections import Counter
from itertools import pairwise

from srs.importers.asking import asks
from srs.importers.common import NUMBERED_LABEL_RE, NUMBERED_TEXT_RE, UNNUMBERED_LABEL_RE
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["opening_sub_headings"]

_RAISED_RE = lazy(r"\n(?P<low>#{2,6})[ \t][^\n]*(?=\n(?:[ \t]*\n)*(?P<high>#{1,6})[ \t])")
"""A heading right under a deeper one (blank lines between at most): the cheap search that
finds the shape before any line is read. A heading-led document matches it only where a
section opens right under a heading; `\\n#` is its literal start, which the search runs
ahead on. The heading under is looked ahead at, so that it may be the one over the next."""
_HEADING_RE = lazy(r"^ {0,3}(?P<marks>#{1,6})[ \t]+(?P<text>\S.*?)[ \t#]*$")
_FEWEST = 3
_MARKS_RE = lazy(r"^ {0,3}#{1,6}[ \t]+")
_CLOSING_RE = lazy(r"[ \t]+#+[ \t]*$")
"""A heading's opening marks; its closing run (after a blank, so that `C#` keeps its mark)."""


def opening_sub_headings(text: str) -> str:
    """The text with each answer's title raised above its question's level written one level
    below it (see the module docstring)."""
    if not _may_hold(text):
        return text
    lines = text.split("\n")
    headings = [
        (k, len(m.group("marks")), m.group("text"))
        for k, line in outside_code(lines)
        if line[:4].lstrip()[:1] == "#" and (m := _HEADING_RE.match(line))
    ]
    answers = _heading_answers(lines, headings)
    for k in answers:
        lines[k] = _CLOSING_RE.sub("", _MARKS_RE.sub("", lines[k]))
    if not answers:
        _lower_titles(lines, headings)
    return "\n".join(lines)


def _lower_titles(lines: list[str], headings: list[tuple[int, int, str]]) -> None:
    """Write each answer's title raised above its question's level one level below it, and
    each one at its question's level that restates it in bold, in `lines` (see the module
    docstring)."""
    asking = {k for k, _, title in headings if _asks(title)}
    restated = False  # a title at its question's level lowered already: the page's way
    for i, (k, level, title) in enumerate(headings[1:], start=1):
        above, above_level, question = headings[i - 1]
        if level > above_level or above not in asking or k in asking:
            continue
        if any(line.strip() for line in lines[above + 1 : k]):
            continue  # the question has text of its own above the heading
        if level == above_level:
            if _read_already(question, title):
                continue
            if _restates(question, title) and _titles_answer(
                lines, headings, i, asking, level, last=restated
            ):
                lines[k] = f"**{title}**"
                restated = True
        elif _titles_answer(lines, headings, i, asking, above_level):
            marks = "#" * (above_level + 1)
            lines[k] = f"{marks} {title}" if above_level < 6 else f"**{title}**"


_WORD_RE = lazy(r"[^\W\d_]+")


def _restates(question: str, title: str) -> bool:
    """Whether a heading at a question's own level titles its answer: shorter than the
    question, it names a thing the question names (a word of four letters or more, or an
    acronym), as `Uso de Spark Structured Streaming:` titles a scenario that asks about it.
    A question in a title's words asks nothing the next heading does not repeat."""
    said = _WORD_RE.findall(title)
    asked = _WORD_RE.findall(question)
    if len(said) >= len(asked):
        return False
    return bool(_subject(said) & _subject(asked))


def _read_already(question: str, title: str) -> bool:
    """Whether the readers keep the title in the answer as written: the question over it
    ends in `?` and the title asks nothing (`### What is X used for?` / `### Purpose of X`)."""
    return question.rstrip(" *_").endswith("?") and not asks(title)


def _subject(words: list[str]) -> set[str]:
    """The words that may name a subject: four letters or more, or an acronym (`JVM`)."""
    return {w.casefold() for w in words if len(w) >= 4 or (len(w) >= 2 and w.isupper())}


def _may_hold(text: str) -> bool:
    """Whether some heading stands right under a deeper one (one search of the text)."""
    return any(len(m["high"]) <= len(m["low"]) for m in _RAISED_RE.finditer("\n" + text))


def _titles_answer(
    lines: list[str],
    headings: list[tuple[int, int, str]],
    i: int,
    asking: set[int],
    level: int,
    *,
    last: bool = False,
) -> bool:
    """Whether heading i, right under a question at `level`, titles that question's answer:
    enough questions at that level, text under it, the next heading at that level or above
    the next question, and no heading at its own level before the first question. With
    `last` (the page titled an answer so before) the page's or its part's end bounds it as
    well: its last question's answer is titled like the others."""
    k, own, _ = headings[i]
    questions = [row for row, lvl, _ in headings if lvl == level and row in asking]
    if len(questions) < _FEWEST:
        return False
    if any(lvl == own for row, lvl, _ in headings if row < questions[0]):
        return False  # sectioned at that level from the start: a section heading
    end = _answer_end(headings, i, asking, level, last=last)
    if end is None:
        return False  # no next question bounds it (an appendix under the last), or a section
    return any(line.strip() and line.lstrip()[:1] != "#" for line in lines[k + 1 : end])


def _answer_end(
    headings: list[tuple[int, int, str]], i: int, asking: set[int], level: int, *, last: bool
) -> int | None:
    """The row that ends the answer heading i titles: the next question at `level`; with
    `last`, the next heading above that level or the page's end too (a large row). None when
    no such bound follows."""
    after = next(((row, lvl) for row, lvl, _ in headings[i + 1 :] if lvl <= level), None)
    if after is not None and after[1] == level and after[0] in asking:
        return after[0]
    if last and (after is None or after[1] < level):
        return after[0] if after is not None else sys.maxsize
    return None


def _asks(text: str) -> bool:
    """A heading that is a question by its label (`Question 3: ...`) or number (`3. ...`).
    A bare `What is X?` heading is left to the readers, which keep a title that names its
    question (`### Word Embedding` under `#### What is word embedding?`) as they do."""
    return NUMBERED_LABEL_RE.match(text) is not None or NUMBERED_TEXT_RE.match(text) is not None


def _heading_answers(lines: list[str], headings: list[tuple[int, int, str]]) -> list[int]:
    """The rows of the headings above the labelled questions' level that are their answers'
    lines, when every question answers so (see the module docstring); none otherwise."""
    level, questions = _labelled_questions(headings)
    if level < 2 or len(questions) < _FEWEST:
        return []
    raised = {k for k, lvl, title in headings if lvl < level and not _labelled(title)}
    answers: list[int] = []
    for start, end in pairwise(questions):
        rows = [k for k in range(start + 1, end) if lines[k].strip()]
        if not rows or not raised.issuperset(rows):
            return []  # a question with text of its own, or none: not this shape
        answers += rows
    return answers + _last_answer(lines, raised, questions[-1])


def _labelled_questions(headings: list[tuple[int, int, str]]) -> tuple[int, list[int]]:
    """The level most labelled question headings share, and those headings' rows."""
    labelled = [(k, level) for k, level, title in headings if _labelled(title)]
    if not labelled:
        return 0, []
    level = Counter(lvl for _, lvl in labelled).most_common(1)[0][0]
    return level, [k for k, lvl in labelled if lvl == level]


def _last_answer(lines: list[str], raised: set[int], start: int) -> list[int]:
    """The raised headings right under the last question, down to the first other line; the
    last of them heads the text after it (a closing section), unless the page ends there."""
    rows: list[int] = []
    for k in range(start + 1, len(lines)):
        if k in raised:
            rows.append(k)
        elif lines[k].strip():
            return rows[:-1]
    return rows


def _labelled(title: str) -> bool:
    """A heading that asks by a question label with its text (`Q: ...`, `Question 3: ...`)."""
    if UNNUMBERED_LABEL_RE.match(title) is not None:
        return True
    m = NUMBERED_LABEL_RE.match(title)
    return m is not None and bool(m.group("text"))
