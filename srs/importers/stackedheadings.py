"""Headings stacked on consecutive lines at one level, no blank between: one question.

Writers break a long question over two heading lines, or stack the questions one answer
serves:

    1.  ### What is Semantic in HTML?
        ### Why should we use semantic tags instead of div?

    ### Tell me about a project you're proud of.
    ### Tell me about a time you solved a difficult problem.
    I was leading ...

Read one heading at a time, the first line is a question with no answer (skipped) or the
second a sub-heading of its answer (`### Why ...?` left as a heading in it). No blank line
between them says they are one block, so the run is written as one heading holding all its
lines' words, line for line (the lines after the first go blank).

A run is two or three headings, in a document that stacks few (see `_stacks_are_rare`).
The first asks; none after it is numbered or labelled as a
question of its own, or says `Answer`; a title over a question (`### Arrays` /
`### What is an array?`) is left alone, and so is a longer stack (a list of unanswered
questions), and a run with nothing under it before the next heading as high.

A first heading that ends its question is one with the rest only when they are about one
thing: they share a word past their first (`semantic`, `about`), or the answer under them
names one of the first's. Otherwise the first is a question left unanswered over the next
(`#### Omów typy BigDecimal?` over `#### Czym jest autoboxing?` and its answer), reported
so, never merged into it. A word here is four letters or more, or an acronym (`JVM`):
not `is`, `to`, `jest`.

A numbered question wrapped onto the next heading lines (text copied from a PDF, where
each printed line kept its `###`) is one too, however many the document stacks:

    ### 12. ¿Cuál es el costo de buscar en una tabla hash bien im-
    ### plementada?

Each line after the numbered one goes on with the line above it: that line leaves its
sentence open (no `.`, `?`, `!` at its end), and this one starts in lower case, or ends the
sentence itself (`### C++, explique ...?` under `... como`). None is numbered, labelled or
lettered (`### a) ...`), and the lines read together ask. A word broken at a line's end
(`im-` / `plementada`) is written whole. A numbered title over a question (`### 1. Arrays`
/ `### What is an array?`) and a question that ends over the next stay apart.
"""

from __future__ import annotations

import re

from srs.importers.asking import asks, asks_as_task
from srs.importers.common import (
    ANSWER_RE,
    ANSWER_WORD_RE,
    BARE_QUESTION_LABEL_RE,
    EXPLANATION_RE,
    LIST_ITEM_RE,
    NUMBERED_LABEL_RE,
    NUMBERED_TEXT_RE,
    QUESTION_WORD_RE,
    UNNUMBERED_LABEL_RE,
)
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["stacked_headings"]

_HEADING_RE = lazy(
    r"^(?P<lead>[ \t]*(?:\d{1,3}[.)][ \t]+|[-*+][ \t]+)?)(?P<hashes>#{1,6})[ \t]+(?P<text>\S.*?)"
    r"(?:[ \t]+#+)?[ \t]*$"
)
"""A heading, alone or as a list item's first line (`1.  ### What is HTML?`)."""
_TWO_HEADINGS_RE = lazy(r"#[ \t][^\n]*\n[ \t]*(?:\d{1,3}[.)][ \t]+|[-*+][ \t]+)?#")
"""A heading's marks, the rest of its line, and marks opening the next line."""
_LONGEST = 3
_ENDED_RE = lazy(r"[.?!][*_]*$")
"""A heading that ends its sentence: a whole question, not one wrapped onto the next line."""
_WORD_RE = lazy(r"[^\W\d_][\w'’-]*")
"""A word: letters first, not a number."""
_ANSWER_LINES = 60
"""How far into the answer under a run its words are looked for."""


def stacked_headings(text: str) -> str:
    """The text with each run of stacked headings written as one (see the module doc)."""
    if "#" not in text or _TWO_HEADINGS_RE.search(text) is None:
        return text  # no heading line right over another: the cheap search first
    lines = text.split("\n")
    headed = [False] * len(lines)
    for k, line in outside_code(lines):
        headed[k] = "#" in line and _HEADING_RE.match(line) is not None
    rare = _stacks_are_rare(lines, headed)
    k = 0
    while k < len(lines):
        run = None
        if headed[k] and k + 1 < len(lines) and headed[k + 1]:
            run = _wrapped_at(lines, headed, k)
            if run is None and rare:
                run = _run_at(lines, headed, k)
        if run is None:
            k += 1
            continue
        _join(lines, k, run)
        k += run
    return "\n".join(lines)


def _stacks_are_rare(lines: list[str], headed: list[bool]) -> bool:
    """Whether the document answers its headings and stacks only a few: no more than three
    headings of one level in a row anywhere, and no more than a third of them stacked. A
    writer who stacks many (a list of questions as headings, answers for some) does not mean
    one block by it; a title over a sub-title is no stack."""
    total = stacked = run = 0
    before: str | None = None
    for line, here in zip([*lines, ""], [*headed, False], strict=True):
        level = _level(line) if here else None
        if level is not None and level == before:
            run += 1
        else:
            if run > _LONGEST:
                return False
            stacked += run if run > 1 else 0
            run = 1
        total += level is not None
        before = level
    return stacked > 0 and 3 * stacked <= total


def _level(line: str) -> str:
    """A heading's marks and where they stand (`    ###`): its level in its list item."""
    m = _HEADING_RE.match(line)
    assert m is not None
    return f"{len(m.group('lead'))}{m.group('hashes')}"


def _run_at(lines: list[str], headed: list[bool], k: int) -> int | None:
    """The number of stacked headings from line k, when they are one question."""
    n = _stack_at(lines, headed, k)
    if n is None or n < 2 or n > _LONGEST:
        return None
    first = _HEADING_RE.match(lines[k])
    assert first is not None
    if not asks(first.group("text")) or _numbered(first.group("text")):
        return None  # a title, a label (`### Question 1:`), or a numbered question
    if any(_own_start(_HEADING_RE.match(lines[k + j])) for j in range(1, n)):
        return None
    if _ENDED_RE.search(first.group("text")) and not _goes_on(lines, headed, k, n):
        return None
    return n if _answered(lines, headed, k + n, len(first.group("hashes"))) else None


def _goes_on(lines: list[str], headed: list[bool], k: int, n: int) -> bool:
    """Whether the headings stacked under a first one that ends its sentence go on with it:
    they all ask (`### Explain X.` over `### X – Simple Explanation` is the answer's title)
    and are about one thing with it (`#### Omów typy BigDecimal?` over `#### Czym jest
    autoboxing?` is a question left unanswered over the next)."""
    if not all(asks(_text(lines[k + j])) for j in range(1, n)):
        return False
    return _one_subject(lines, headed, k, n)


def _one_subject(lines: list[str], headed: list[bool], k: int, n: int) -> bool:
    """Whether the first heading of the run at line k is about what the others are: they
    share a word past their first, or the answer under the run names a word of the first."""
    own = _subject_words(_text(lines[k]))
    level = len(_hashes(lines[k]))
    if any(own & _subject_words(_text(lines[k + j])) for j in range(1, n)):
        return True
    for j in range(k + n, min(len(lines), k + n + _ANSWER_LINES)):
        if headed[j] and len(_hashes(lines[j])) <= level:
            break
        if own.intersection(_WORD_RE.findall(lines[j].casefold())):
            return True
    return False


def _subject_words(text: str) -> set[str]:
    """The words of a heading past its first that may name its subject (see the module)."""
    words = _WORD_RE.findall(text)[1:]
    return {w.casefold() for w in words if len(w) >= 4 or (len(w) >= 2 and w.isupper())}


def _hashes(line: str) -> str:
    m = _HEADING_RE.match(line)
    assert m is not None
    return m.group("hashes")


def _text(line: str) -> str:
    m = _HEADING_RE.match(line)
    assert m is not None
    return m.group("text")


def _stack_at(lines: list[str], headed: list[bool], k: int) -> int | None:
    """How many headings of one level stand on consecutive lines from line k (which none
    stands right above), or None when one of them is of another level or its own item."""
    if not headed[k] or (k > 0 and headed[k - 1]):
        return None
    level = _level(lines[k])
    n = 1
    while k + n < len(lines) and headed[k + n]:
        line = lines[k + n]
        if _level(line) != level or LIST_ITEM_RE.match(line):
            return None  # another level, or a list item of its own
        n += 1
    return n


def _numbered(text: str) -> bool:
    """A label over the question below (`Question 1:`), or a question numbered on its own
    (`Question-1: Tell me about yourself?`, `1. What is X?`): each its own question."""
    return (
        BARE_QUESTION_LABEL_RE.match(text) is not None
        or NUMBERED_LABEL_RE.match(text) is not None
        or NUMBERED_TEXT_RE.match(text) is not None
    )


def _own_start(m: re.Match[str] | None) -> bool:
    """Whether a stacked heading starts a question or an answer of its own."""
    assert m is not None
    text = m.group("text")
    return any(
        rule.match(text)
        for rule in (
            NUMBERED_TEXT_RE,
            NUMBERED_LABEL_RE,
            UNNUMBERED_LABEL_RE,
            BARE_QUESTION_LABEL_RE,
            ANSWER_RE,
            ANSWER_WORD_RE,
            EXPLANATION_RE,
        )
    )


def _answered(lines: list[str], headed: list[bool], k: int, level: int) -> bool:
    """Whether text follows the run before the next heading at its level or higher."""
    for j in range(k, len(lines)):
        if headed[j]:
            m = _HEADING_RE.match(lines[j])
            assert m is not None
            if len(m.group("hashes")) <= level:
                return False
        if lines[j].strip():
            return True
    return False


def _wrapped_at(lines: list[str], headed: list[bool], k: int) -> int | None:
    """The number of heading lines from line k that are one numbered question wrapped onto
    the lines after its first (see the module doc), or None."""
    first = _HEADING_RE.match(lines[k])
    assert first is not None
    question = _numbered_question(first.group("text"))
    if question is None:
        return None
    level = _level(lines[k])
    opens = _opens_question(question)
    words = [question]
    n = 1
    while k + n < len(lines) and headed[k + n]:
        line = lines[k + n]
        if _level(line) != level or LIST_ITEM_RE.match(line) or _own_start(_HEADING_RE.match(line)):
            break
        text = _text(line)
        if not _goes_on_from(words[-1], text, opens):
            break
        words.append(text)
        n += 1
    return n if n > 1 and asks(_joined(words)) else None


def _numbered_question(text: str) -> str | None:
    """A heading's question after its number (`12. ¿Cuál ...`, `Q5: What ...`), or None
    when it is not numbered or is a label alone (`Question 1:`, its question below)."""
    for rule in (NUMBERED_TEXT_RE, NUMBERED_LABEL_RE):
        m = rule.match(text)
        if m is not None:
            return m.group("text") or None
    return None


_OPEN_END_RE = lazy(r"[.?!？。:：][*_)\]\"'”’]*$")
"""A line that ends its sentence (or leads into what follows, `:`): nothing wraps past it."""
_PART_RE = lazy(r"^[*_]*\(?(?:[a-h]|[ivx]{1,4})[.)][ \t]")
"""A lettered or roman part of its own (`a) ...`, `(ii) ...`), however lower its case."""


def _goes_on_from(above: str, text: str, opens: bool) -> bool:
    """Whether a heading's text goes on with the line above it: that one leaves its sentence
    open, and this one starts in lower case, or ends the sentence of a question the first
    line opened (`¿Qué ...` / `C++, explique ...?`) without opening one of its own (`1.
    Arrays` / `What is an array?` is a title over a question)."""
    if _OPEN_END_RE.search(above) or _PART_RE.match(text):
        return False
    if text.lstrip("*_")[:1].islower():
        return True
    return opens and not _opens_question(text) and _OPEN_END_RE.search(text) is not None


def _opens_question(text: str) -> bool:
    """Whether a text starts as a question does: an opening `¿`, a question word or a task
    set by its verb (`Explain`, `Explique`), however it ends."""
    text = text.lstrip("*_ ")
    return text[:1] in "¿¡" or QUESTION_WORD_RE.match(text) is not None or asks_as_task(text)


_BROKEN_RE = lazy(r"[^\W\d_]-$")
"""A line that ends in a word broken at its hyphen (`im-`)."""


def _joined(words: list[str]) -> str:
    """Lines of one question as one text: a word broken at a line's end (`im-` over
    `plementada?`) whole again, the others apart by a blank."""
    text = words[0]
    for more in words[1:]:
        if _BROKEN_RE.search(text) and more[:1].islower():
            text = text[:-1] + more
        else:
            text = f"{text} {more}"
    return text


def _join(lines: list[str], k: int, n: int) -> None:
    """The run's words on its first line, its other lines blank."""
    words = []
    for j in range(k, k + n):
        m = _HEADING_RE.match(lines[j])
        assert m is not None
        words.append(m.group("text"))
        if j > k:
            lines[j] = ""
    first = _HEADING_RE.match(lines[k])
    assert first is not None
    lines[k] = f"{first.group('lead')}{first.group('hashes')} {_joined(words)}"
