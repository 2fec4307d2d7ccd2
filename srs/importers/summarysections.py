"""Folds that hold a section's questions: `<details><summary>Security</summary>` over labelled
questions, as headings.

A page of interview questions may fold each of its sections, numbering the questions again
in each one:

    <details>
    <summary>Security</summary>

    **Q1: How does OAuth 2.0 work?**
    A: A client gets a token from an authorization server.

    **Q2: What is CORS?**
    ...
    </details>

Under headings, such sections give each card its section's id (`s2-q01`); in folds, the
second `Q1` repeated the first's id, and each section after the first was warned about and
its cards suffixed (`q01-2`): fifteen warnings on a clean page of sixteen sections. Here each
such fold is written as the heading it stands for, one level below the heading above it: the
`<summary>` line its title, the `<details>` and `</details>` lines blank (line for line).

A fold is a section when its summary neither asks nor names an answer, and its body holds
two labelled questions or more (`**Q1: ...**`, `Question 3:`): a fold whose summary is the
question, or that hides the answer, is left to the `<details>` reader. A page needs two such
folds: one fold of questions is a page's aside, not its sections. On a page that has them,
its other titled folds are sections too, of no questions (`<summary>Best Practices</summary>`
over a list): left folds, they went on the last answer before them; as sections, their text
is reported, in no card.
"""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.blocklines import labels_answer
from srs.importers.common import HEADING_RE, SUMMARY_RE
from srs.importers.fences import outside_code
from srs.importers.holding import holds
from srs.importers.labelstart import label_start
from srs.importers.lazyre import lazy

__all__ = ["summary_sections"]

_OPEN_RE = lazy(r"^[ \t]*<details\b[^>]*>[ \t]*$", re.I)
_CLOSE_RE = lazy(r"^[ \t]*</details>[ \t]*$", re.I)
_TAGS_RE = lazy(r"<[^<>]+>")
_PICTOGRAPHS_RE = lazy(r"^[\u2000-\u2bff\U0001f000-\U0001faff\ufe0f \t]+")
"""Pictographs a page sets before a label it stresses (`⚡ **Q1: ...**`)."""
_LEAST_QUESTIONS = 2
_LEAST_FOLDS = 2
_LONGEST_TITLE = 80


def summary_sections(text: str) -> str:
    """The text with each fold of a section's questions written as a heading (see the module
    docstring); the text itself when it has fewer than two (a cheap test first)."""
    if text.count("<summary") < _LEAST_FOLDS or not holds(text, "<details"):
        return text
    lines = text.split("\n")
    folds = _folds(lines)
    if sum(1 for fold in folds if _holds_questions(lines, fold)) < _LEAST_FOLDS:
        return text
    levels = [min(_level_above(lines, fold[0]) + 1, 6) for fold in folds]  # as written
    for (opening, summary, closing, title), level in zip(folds, levels, strict=True):
        lines[opening] = "" if opening != summary else lines[opening]
        lines[summary] = f"{'#' * level} {title}"
        lines[closing] = ""
    return "\n".join(lines)


def _folds(lines: list[str]) -> list[tuple[int, int, int, str]]:
    """Each fold outside code that nests no other: its `<details>` line, its `<summary>` line
    (the same one when they share it), its `</details>` line and its summary's text, when
    that text may title a section."""
    found: list[tuple[int, int, int, str]] = []
    opening: int | None = None
    summary: tuple[int, str] | None = None
    for k, line in outside_code(lines):
        m = SUMMARY_RE.match(line) if "<summary" in line.lower() else None
        if m is not None and "<details" in line.lower():
            opening, summary = k, _title(k, m.group("summary"), m.group("rest"))
        elif _OPEN_RE.match(line):
            opening, summary = k, None
        elif m is not None and opening is not None and summary is None:
            summary = _title(k, m.group("summary"), m.group("rest"))
        elif _CLOSE_RE.match(line):
            if opening is not None and summary is not None and summary[1]:
                found.append((opening, summary[0], k, summary[1]))
            opening, summary = None, None
    return found


def _title(k: int, summary: str, rest: str) -> tuple[int, str]:
    """The summary's text as a section title; empty when it cannot be one (it asks, names an
    answer, is long, or text follows it on its line)."""
    title = fold_title(summary)
    if rest.strip() or not title:
        return k, ""
    if asks(title) or labels_answer(title):  # `Answer`, `Show solution`, `查看答案`
        return k, ""
    return k, title


def fold_title(summary: str) -> str:
    """A `<summary>`'s words as a title (tags and bold gone, blanks closed up); empty when
    they are too long to title anything."""
    title = " ".join(_TAGS_RE.sub("", summary).replace("**", "").split())
    return title if len(title) <= _LONGEST_TITLE else ""


def _holds_questions(lines: list[str], fold: tuple[int, int, int, str]) -> bool:
    _, summary, closing, _ = fold
    body = (_PICTOGRAPHS_RE.sub("", lines[k].strip()) for k in range(summary + 1, closing))
    labelled = sum(1 for text in body if text and label_start(text, in_heading=False))
    return labelled >= _LEAST_QUESTIONS


def _level_above(lines: list[str], k: int) -> int:
    """The level of the last heading above line k (1 when there is none: the page's title)."""
    for j in range(k - 1, -1, -1):
        m = HEADING_RE.match(lines[j])
        if m is not None:
            return len(m.group("hashes"))
    return 1
