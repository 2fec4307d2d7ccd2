"""A cloze worksheet: numbered statements, each with its answer set in bold inside the
sentence (`1. La fuerza normal es **perpendicular** a la superficie.`), in any language.

A statement does not ask (no `?`), and its answer is on its own line, so read as written the
items were no questions: a sheet of them was dropped as lines of introduction, one warning
naming the first. The bold words are what the sheet asks the reader to fill in: each item is
written as the sentence with a blank (`____`) where each bold span stood, over an `Answer:`
line indented as the item's text is, holding the bold words (`, ` between them): the readers
take a statement with a blank as a question, and the line under it as its answer.

An item is such a statement when it is numbered at the margin, has its text on one line and
nothing under it (a blank, the next item, a heading or the end follows), holds one to three
bold spans inside its words (never opening the item: `1. **Term**: definition` is a
glossary's entry), each a few words that are no label (`**Note:**`) nor a bracketed mark
(`**[correct]**`), and does not ask or set a task (`Explain the **virtual DOM**.`). Only a
run of three such items or more counts (blank lines and headings may part them, any other
line or item ends it), under a heading or the page's top with no list or question between,
and only where nothing else on the page answers: a page with an answer label, a question
heading or bold question, a fold or an answer key keeps its lists as written (a list of
statements with bold keywords is then an answer's points).
"""

from __future__ import annotations

import re

from srs.importers.asking import asks, asks_as_task, ends_asking
from srs.importers.common import (
    ANSWER_RE,
    HEADING_RE,
    LIST_ITEM_RE,
    NUMBERED_LABEL_RE,
    SEPARATOR_RE,
)
from srs.importers.endmatter import end_matter_kind
from srs.importers.fences import outside_code
from srs.importers.holding import any_line, holds
from srs.importers.labelstart import label_start
from srs.importers.lazyre import lazy
from srs.importers.structureasks import NUMBERED_ITEM_RE, asks_in_structure

__all__ = ["cloze_items"]

_CANDIDATE_RE = lazy(r"^ {0,3}\d{1,3}[.)][ \t]+[^\s*_][^\n]*?[ (:](?:\*\*|__)\S", re.M)
"""A numbered line with a bold span inside its words: the cheap test for the layout."""
_INSIDE_RES = (lazy(r"\*\*(?<=[ (:]\*\*)"), lazy(r"__(?<=[ (:]__)"))
"""A bold span opened inside a line (after a blank, a bracket, a colon): found by its marks,
then the character before them (a search for ` **` took four times as long, a blank being
every sixth character)."""
_ITEM_RE = lazy(r"^(?P<lead> {0,3}\d{1,3}[.)][ \t]+)(?P<text>[^\s*_].*?)[ \t]*$")
_SPAN_RE = lazy(r"(?<![\w*])(?P<e>\*\*|__)(?P<words>[^\s*_](?:(?!(?P=e)).)*?)(?<=[^\s*_])(?P=e)")
"""A bold span inside a sentence (`**perpendicular**`, `__reposo__`), never a part of a word
(`__init__` is a name)."""
_AFTER_SPAN_RE = lazy(r"[\w*]")
"""What may not follow a bold span's close: a word it is part of, or more emphasis."""
_ASKING_MARKS = ("?", "？", "¿", "؟")
_MAX_SPANS = 3
_MAX_SPAN_WORDS = 8
"""A bold span longer than this is a sentence stressed, no words to fill in."""
_MIN_WORDS = 3
"""The words a statement needs around its blanks: fewer, and it is a title or a term."""
_MIN_ITEMS = 3
_BLANK = "____"


def cloze_items(text: str) -> str:
    """The text with each cloze statement written as a question with a blank over the bold
    words it hid, labelled `Answer:` (see the module doc); else the text as it is (the cheap
    tests first: a bold span opened inside a line, then a numbered line holding one)."""
    if not _opens_inside(text) or not any_line(_CANDIDATE_RE, text):
        return text
    lines = text.split("\n")
    prose = dict(outside_code(lines))
    blanked: dict[int, tuple[str, list[str]]] = {}
    for k in prose:
        found = _statement(lines, prose, k)
        if found is not None:
            blanked[k] = found
    runs = [run for run in _runs(lines, prose, blanked) if _cloze_run(lines, prose, run)]
    if not runs or _answered_elsewhere(lines, prose, blanked) or _topic_sections(lines, prose):
        return text
    for run in runs:
        for k in run:
            lead = _ITEM_RE.match(lines[k])
            assert lead is not None  # a statement's line, read so above
            sentence, answers = blanked[k]
            indent = " " * len(lead.group("lead").expandtabs())
            lines[k] = f"{lead.group('lead')}{sentence}\n{indent}Answer: {', '.join(answers)}"
    return "\n".join(lines)


def _opens_inside(text: str) -> bool:
    """Whether a bold span opens inside a line of the text: the cheap test first."""
    stars, underscores = _INSIDE_RES
    if holds(text, "**") and stars.search(text) is not None:
        return True
    return holds(text, "__") and underscores.search(text) is not None


def _statement(lines: list[str], prose: dict[int, str], k: int) -> tuple[str, list[str]] | None:
    """The sentence with its blanks and the bold words they hid, for a numbered statement at
    line `k` with nothing under it; else None."""
    m = _ITEM_RE.match(lines[k])
    if m is None or ("**" not in lines[k] and "__" not in lines[k]):
        return None
    blanked = _blanked(m.group("text"))
    if blanked is None or not _bodyless(lines, prose, k):
        return None
    return blanked


def _blanked(text: str) -> tuple[str, list[str]] | None:
    """An item's text with a blank for each bold span, and the spans' words, when it is a
    statement to complete; else None."""
    spans = [s for s in _SPAN_RE.finditer(text) if not _AFTER_SPAN_RE.match(text, s.end())]
    if not 1 <= len(spans) <= _MAX_SPANS or not all(_fills(s.group("words")) for s in spans):
        return None
    sentence = text
    for s in reversed(spans):
        sentence = sentence[: s.start()] + _BLANK + sentence[s.end() :]
    plain = sentence.replace(_BLANK, " ")
    if "**" in plain or "__" in plain or any(mark in plain for mark in _ASKING_MARKS):
        return None  # emphasis left over, or a question: no statement to complete
    if len(plain.split()) < _MIN_WORDS or asks_as_task(plain):
        return None  # a term, or a task set (`Explain the **event loop**.`)
    return sentence, [s.group("words").strip() for s in spans]


def _fills(words: str) -> bool:
    """Whether a bold span's words are what a blank hides: a few words, no label (`Note:`) and
    no bracketed mark (`[correct]`)."""
    words = words.strip()
    return (
        any(char.isalnum() for char in words)
        and len(words.split()) <= _MAX_SPAN_WORDS
        and not words.endswith((":", "："))
        and words[:1] not in "[(（【"
    )


def _bodyless(lines: list[str], prose: dict[int, str], k: int) -> bool:
    """Whether nothing is under line `k`'s item: after blank lines, the next line is a numbered
    item or a heading at the margin, a rule, or the end."""
    j = k + 1
    while j < len(lines) and not lines[j].strip():
        j += 1
    if j == len(lines):
        return True
    line = lines[j]
    if j not in prose or line[:1] in " \t":
        return False  # code, or a line nested under the item
    return bool(NUMBERED_ITEM_RE.match(line) or HEADING_RE.match(line) or SEPARATOR_RE.match(line))


def _runs(
    lines: list[str], prose: dict[int, str], blanked: dict[int, tuple[str, list[str]]]
) -> list[list[int]]:
    """The runs of statements: blank lines, headings and rules may part them, any other line
    ends a run."""
    runs: list[list[int]] = []
    run: list[int] = []
    for k, line in enumerate(lines):
        if k in blanked:
            run.append(k)
        elif k not in prose or not (not line.strip() or _parting(line)):
            if run:
                runs.append(run)
            run = []
    return [*runs, run] if run else runs


def _parting(line: str) -> bool:
    """A heading or a rule: what parts a sheet's sections."""
    return bool(HEADING_RE.match(line) or SEPARATOR_RE.match(line))


def _cloze_run(lines: list[str], prose: dict[int, str], run: list[int]) -> bool:
    """Whether a run of statements is a cloze sheet's: three items or more, most of which do
    not ask, under a heading, a rule or the top of the page (`_opens_section`)."""
    if len(run) < _MIN_ITEMS:
        return False
    asking = sum(asks(_ITEM_RE.sub(r"\g<text>", lines[k]).replace("**", "")) for k in run)
    if 2 * asking >= len(run):
        return False  # a list of prompts, its keywords in bold
    return _opens_section(lines, prose, run[0])


def _opens_section(lines: list[str], prose: dict[int, str], first: int) -> bool:
    """Whether line `first` is under a heading, a rule or the top of the page with no list,
    question, code or lead-in (`... as follows:`) between: no answer's points."""
    above = first - 1
    while above >= 0 and not lines[above].strip():
        above -= 1
    if above >= 0 and lines[above].rstrip().endswith((":", "：")) and not _parting(lines[above]):
        return False  # `It does three things:`: a lead-in over an answer's points
    for j in range(above, -1, -1):
        line = lines[j]
        if j in prose and _parting(line):
            return True
        if j not in prose or LIST_ITEM_RE.match(line) or ends_asking(line.strip(" \t*_")):
            return False  # a list's point, code or a question above: an answer's statements
    return True


def _answered_elsewhere(
    lines: list[str], prose: dict[int, str], blanked: dict[int, tuple[str, list[str]]]
) -> bool:
    """Whether the page answers otherwise: an answer label, a heading, bold line or label that
    asks (`## Exercise 1` too, the question its list would answer), a fold, an answer key's
    heading."""
    for k, line in prose.items():
        if k in blanked or not line.strip():
            continue
        if ANSWER_RE.match(line) or NUMBERED_LABEL_RE.match(line) or "<details" in line.lower():
            return True
        if not NUMBERED_ITEM_RE.match(line) and asks_in_structure(line):
            return True
        heading = HEADING_RE.match(line)
        title = (heading.group("text") or "") if heading is not None else ""
        if title and (label_start(title, in_heading=True) or end_matter_kind(title) == "key"):
            return True  # `## Exercise 1` over the list asks; `## Answers` keys it
    return False


def _topic_sections(lines: list[str], prose: dict[int, str]) -> bool:
    """Whether a section of the page (below a heading, up to the next) holds text but no
    numbered item at the margin: study notes, whose headings are topics (each a card), their
    lists' bold words keywords; a worksheet's sections each number what they ask (the text
    above the first heading is the page's own)."""
    headed = text = numbered = False
    for k, line in enumerate(lines):
        if k in prose and HEADING_RE.match(line):
            if headed and text and not numbered:
                return True
            headed, text, numbered = True, False, False
        elif line.strip():
            text = True
            numbered = numbered or (k in prose and NUMBERED_ITEM_RE.match(line) is not None)
    return headed and text and not numbered
