"""Where a paragraph stands, deciding that it asks: right over an answer label (ending with a
question mark, or asking in words: `Give an example of X.`), an answer heading, its first option or a `<details>` that hides its answer (past its own code block),
or numbered so (`(3) ...`, an escaped `1\\) ...`)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from srs.importers.answerlabels import answer_opens
from srs.importers.asking import asks
from srs.importers.common import (
    ANSWER_RE,
    ANSWER_WORD_RE,
    DETAILS_CLOSE_RE,
    HEADING_RE,
    OPTION_RE,
    SEPARATOR_RE,
    is_blank,
    next_content,
)
from srs.importers.fences import FENCE_RE
from srs.importers.labeltext import tidy_label
from srs.importers.lazyre import lazy
from srs.importers.values import Line

__all__ = [
    "ESCAPED_NUMBER_RE",
    "LONGEST_ASKING",
    "PAREN_NUMBER_RE",
    "asks_here",
    "asks_over_indented",
]


def asks_here(
    text: str, numbered: re.Match[str] | None, lines: list[Line], span: list[int]
) -> bool:
    """Whether a paragraph is a question by where it stands (see `_asking_paragraph`); one
    numbered as an exporter escapes a number that is no list item (`6\\) Because of its
    clear property, this div will:`) is one when an answer label follows it, past the
    question's own code block."""
    escaped = numbered is not None and numbered.re.pattern == ESCAPED_NUMBER_RE.pattern
    if escaped and _answered_past_code(lines, span[1] - 1):
        return True
    nxt = next_content(lines, span[1] - 1)
    if nxt is not None and _keyed_past_code(lines, nxt) and _sets_choice(text):
        return True  # `What does this print?` over its code, then `A. 3` ... and `Answer: A`
    if text.endswith("?"):
        return numbered is not None or (nxt is not None and _answered_below(lines, span, nxt))
    if nxt is not None and _set_over_label(text, lines[nxt].text):
        return True
    return nxt is not None and (
        _stated_over_answer(lines, span, nxt) or _opens_part_over_fold(lines, span, nxt)
    )


def _answered_below(lines: list[Line], span: list[int], nxt: int) -> bool:
    """Whether a paragraph that ends with `?` is answered below it: a label, its first
    option, a fold hiding the answer right below or past its own lines."""
    return (
        _labels_an_answer(lines[nxt].text, options=True)
        or _hides_answer(lines, nxt)
        or _opens_part_over_fold(lines, span, nxt)
    )


def _set_over_label(text: str, below: str) -> bool:
    """A paragraph that asks in words, or asks and goes on to set a task (`What does it mean?
    Give a simple example.`), right over an answer label (`A: ...`): a question, though no
    question mark ends it."""
    return ("?" in text or asks(text)) and _labels_an_answer(below, options=True)


def _hides_answer(lines: list[Line], nxt: int) -> bool:
    """Whether a `<details>` that hides the answer (`<summary>Answer</summary>`, `click show
    answer`) follows at line `nxt`, or past the question's own code block: the question
    above it is one, asked in a plain paragraph."""
    j = _past_code(lines, nxt)
    return j < len(lines) and "<" in lines[j].text and answer_opens(lines, j)


def _answered_past_code(lines: list[Line], last: int) -> bool:
    """Whether an answer label follows line `last`, past blank lines and one code block."""
    j = next_content(lines, last)
    if j is None:
        return False
    j = _past_code(lines, j)
    return j < len(lines) and ANSWER_RE.match(lines[j].text) is not None


def _keyed_past_code(lines: Sequence[Line], nxt: int) -> bool:
    """Whether the question's own code block opens at line `nxt` and its options follow it
    (option A first, or a list numbered from 1), an answer label under them, or the label
    right under the code: a plain paragraph over them is a choice question's stem."""
    j = _past_code(lines, nxt)
    if j == nxt or j >= len(lines):
        return False
    if _labels_an_answer(lines[j].text, options=True) and not OPTION_RE.match(lines[j].text):
        return True  # the answer's label right under the code
    k = j
    while k < len(lines) and (is_blank(lines[k]) or _OPTION_LINE_RE.match(lines[k].text)):
        k += 1
    first = _OPTION_LINE_RE.match(lines[j].text)
    opens = first is not None and first.group("mark") in ("A", "a", "1")
    return opens and k > j + 1 and k < len(lines) and ANSWER_RE.match(lines[k].text) is not None


_CHOOSE_RE = lazy(
    r"^(?:choose|select|pick|which|выберите|seleccione|elija|selecione|escolha|choisissez"
    r"|sélectionnez|wählen)\b|選(?:びなさい|んで(?:ください|下さい))|选择|선택",
    re.I,
)
"""A stem that asks to choose (`Choose the output.`, `正しいものを選びなさい。`), in a few
languages: over code, options and a key it is the question however it ends."""


def _sets_choice(text: str) -> bool:
    """Whether a paragraph asks, or asks to choose (`_CHOOSE_RE`)."""
    return "?" in text or "？" in text or asks(text) or _CHOOSE_RE.search(text) is not None


_OPTION_LINE_RE = lazy(r"^[ \t]{0,3}(?:[-*+][ \t]+)?\(?(?P<mark>[A-Ha-h]|\d{1,2})[.):][ \t]+\S")
"""An option's line, lettered (`A. 3`, `- b) 12`) or numbered (`1. 3`)."""


def _past_code(lines: Sequence[Line], j: int) -> int:
    """Line j, or the first line past the code block (and blank lines) that opens there."""
    if lines[j].code or FENCE_RE.match(lines[j].text):
        while j < len(lines) and (
            lines[j].code or FENCE_RE.match(lines[j].text) or is_blank(lines[j])
        ):
            j += 1
    return j


def _stated_over_answer(lines: list[Line], span: list[int], nxt: int) -> bool:
    """A one-line paragraph right over an answer heading (`### Answer`, not a mere label)
    that opens its section: the document's first text, or right after a rule or a heading."""
    if span[1] - span[0] != 1 or HEADING_RE.match(lines[nxt].text) is None:
        return False
    if not _labels_an_answer(lines[nxt].text):
        return False
    return _opens_part(lines, span[0])


def _opens_part_over_fold(lines: list[Line], span: list[int], nxt: int) -> bool:
    """A paragraph that opens its part of the page (its first text, or right after a rule, a
    heading or the fold that answered the task above) whose part runs to a fold hiding the
    answer (`<details><summary>정답`), its own list, picture or second paragraph between: a
    question however it ends (`... 설명하시오.`, "explain ..."), as its siblings that end with
    `?` are."""
    if not (_opens_part(lines, span[0]) or _follows_fold(lines, span[0])):
        return False
    for j in range(nxt, min(len(lines), nxt + _LONGEST_STEM)):
        text = lines[j].text
        if lines[j].code or not text.strip():
            continue
        if SEPARATOR_RE.match(text) or HEADING_RE.match(text):
            return False
        if "<" in text and answer_opens(lines, j):
            return True
    return False


def _opens_part(lines: list[Line], first: int) -> bool:
    """Whether line `first` is the page's first text or follows a rule or a heading."""
    before = next((j for j in range(first - 1, -1, -1) if not is_blank(lines[j])), None)
    return before is None or bool(
        SEPARATOR_RE.match(lines[before].text) or HEADING_RE.match(lines[before].text)
    )


def _follows_fold(lines: list[Line], first: int) -> bool:
    """Whether line `first` follows a fold's end (`</details>`), past blank lines and the
    comments that close a solution (`<!-- loesung: ende-->`): the next task's first text."""
    for j in range(first - 1, -1, -1):
        text = lines[j].text.strip()
        if not text or (text.startswith("<!--") and text.endswith("-->")):
            continue
        return not lines[j].code and DETAILS_CLOSE_RE.search(text) is not None
    return False


_LONGEST_STEM = 30
"""The most lines a question's own list, picture or code may take before its answer's fold."""


PAREN_NUMBER_RE = lazy(r"^\((?P<num>\d{1,4})\)[ \t]+(?P<text>\S.*)$")
"""`(3) What is a pod?`: a question numbered in brackets."""
ESCAPED_NUMBER_RE = lazy(r"^(?P<num>\d{1,4})\\[.)][ \t]+(?P<text>\S.*)$")
"""`1\\) What does this rule do?`: a number escaped so that it is no list item, as editors and
converters export a numbered line."""


def _labels_an_answer(text: str, *, options: bool = False) -> bool:
    """An answer label (`Ans: ...`) or an answer heading (`## Answer`); with `options`, also
    a first option (`- A) 80`: the question's options, its answer marked below them)."""
    heading = HEADING_RE.match(text)
    if heading is not None:
        return ANSWER_WORD_RE.match(tidy_label(heading.group("text") or "")) is not None
    if options and (m := OPTION_RE.match(text)) is not None:
        return (m.group("pl") or m.group("l") or "") in ("A", "a")
    return ANSWER_RE.match(text) is not None


LONGEST_ASKING = 1200
"""A paragraph longer than this is prose, whatever stands below it (an exam's scenario stem
over its options runs to 600 characters and more)."""


def asks_over_indented(lines: list[Line], span: list[int]) -> bool:
    """`What is the common branching pattern?` at the margin over ` one master branch ...`,
    the rest of its paragraph indented (a plain-text Q&A's answer): its first line asks, a
    question mark ending it, and is the question; the indented lines are the answer."""
    first, end = span
    if end - first < 2 or lines[first].text[:1] in (" ", "\t"):
        return False
    head = lines[first].text.strip()
    if not head.endswith("?") or not asks(head):
        return False
    return all(line.text[:1] in (" ", "\t") for line in lines[first + 1 : end])
