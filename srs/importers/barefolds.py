"""A `<details>` fold with no `<summary>` right after a task: the task's answer, as a fold
with one is.

An R Markdown self-test writes each task as a paragraph and its solution in a fold below it
(`<!-- loesung: start-->`, `<details><summary> <b>Lösung</b> </summary>`, the code, then
`</details>`), but once leaves the summary out. A fold with no summary was no answer to the
readers: the task, its folded solution and the next task ran into one question, with no
warning. Here such a fold's opening tag gets the summary of the document's other answer
folds (`Answer` when it has none), when the fold follows a task's text (not a heading nor
another fold) and either the document's other folds are answers or a comment over it says
so (`<!-- solution -->`, `<!-- loesung: start -->`, in any language the answer words know).
A bare fold under a heading, or among folds that hold no answers with no such comment, is
left as it was. The text keeps its line numbers; folds in fenced code are code."""

from __future__ import annotations

import re
from collections import Counter

from srs.importers.common import ANSWER_WORD_RE, SUMMARY_RE, holds
from srs.importers.fences import outside_code
from srs.importers.html import html_to_text
from srs.importers.labeltext import tidy_label, unwrap
from srs.importers.lazyre import lazy

__all__ = ["bare_folds"]

_OPENING_RE = lazy(r"^(?P<indent>[ \t]*)<details\b[^>]*>[ \t]*$", re.I)
"""An opening tag alone on its line."""
_COMMENT_RE = lazy(r"^[ \t]*<!--[ \t]*(?P<word>[^\W\d_][\w\s]*?)[ \t]*(?::.*)?-->[ \t]*$")
"""`<!-- loesung: start-->`, `<!-- solution -->`: a comment naming what follows it."""
_SUMMARY_SPAN = 3
"""How far below `<details>` its `<summary>` may be."""
_SPELLED = {"loesung": "lösung", "losung": "lösung"}
"""Answer words written without their umlaut, as a comment's ASCII often is."""


def bare_folds(text: str) -> str:
    """The text with each bare answer fold given a summary (see the module).

    Args:
        text: the document's Markdown.

    Returns:
        The text, unchanged unless a `<details>` with no summary follows a task's text.
    """
    if not holds(text, "<details>", "<DETAILS>", "<Details>"):
        return text
    lines = text.split("\n")
    outside = dict(outside_code(lines))
    opening = [k for k, line in outside.items() if line.lstrip()[:8].lower() == "<details"]
    bare = [k for k in opening if _OPENING_RE.match(lines[k]) and not _has_summary(lines, k)]
    if not bare:
        return text
    label = _answer_summary(lines, opening)
    for k in bare:
        if _answers_task(lines, k, sibling=label is not None):
            indent = _OPENING_RE.match(lines[k]).group("indent")  # type: ignore[union-attr]
            lines[k] = f"{indent}<details><summary>{label or 'Answer'}</summary>"
    return "\n".join(lines)


def _answers_task(lines: list[str], k: int, *, sibling: bool) -> bool:
    """Whether the bare fold at line k follows a task's text, right below it or past a
    comment naming an answer, and folds an answer: the document's other folds do (`sibling`)
    or that comment says so."""
    above = _above(lines, k)
    if above is None:
        return False
    marked = _says_answer(lines[above])
    task = _above(lines, above) if marked else above
    return (sibling or marked) and task is not None and _is_task_text(lines[task])


def _has_summary(lines: list[str], k: int) -> bool:
    return any("<summary" in line.lower() for line in lines[k : k + _SUMMARY_SPAN])


def _answer_summary(lines: list[str], opening: list[int]) -> str | None:
    """The summary most of the document's answer folds show (`<b>Lösung</b>`), if any."""
    found: Counter[str] = Counter()
    for k in opening:
        for line in lines[k : k + _SUMMARY_SPAN]:
            m = SUMMARY_RE.match(line)
            if m is not None:
                if ANSWER_WORD_RE.match(unwrap(html_to_text(m.group("summary")))):
                    found[m.group("summary").strip()] += 1
                break
    return found.most_common(1)[0][0] if found else None


def _above(lines: list[str], k: int) -> int | None:
    """The nearest line above k with text on it."""
    return next((i for i in range(k - 1, -1, -1) if lines[i].strip()), None)


def _says_answer(line: str) -> bool:
    """Whether the line is a comment naming an answer (`<!-- loesung: start-->`)."""
    m = _COMMENT_RE.match(line)
    if m is None:
        return False
    word = tidy_label(m.group("word")).lower()
    return ANSWER_WORD_RE.match(_SPELLED.get(word, word)) is not None


def _is_task_text(line: str) -> bool:
    """Prose a task is written in: not a heading, a tag, a comment nor a fence."""
    stripped = line.strip()
    return stripped[:1] not in ("#", "<", "`", "~", "|", "") and not stripped.startswith("---")
