"""Folds that are the steps of a task's solution: `<details><summary>Prerequisites</summary>`,
then `<details><summary>Solution</summary>`, under `### 01-02. Name Container Question` and
its task in bullets.

Exam practice pages (a certification's hands-on tasks) state each task under a numbered
heading and hide its solution in folds, one per step, each titled with the step's name. Read
as folds, each step's title was a question of its own (`Prerequisites`, `Overview`, `Clean
Up`: cards that ask nothing, the task reported unanswered). Under a task heading (numbered,
labelled or asking, with text of its own above its first fold), a run of two folds or more,
none of whose titles asks and the first of which is a step (not `Answer`, whose run the
`<details>` reader reads: the answer, then its `Source`), is one answer: the first fold is opened as the answer's fold
(`<summary>Answer</summary>`), each step's title kept as a bold line, the folds between
closed up, line for line. A page needs two such tasks; a single fold, or folds under a
topic heading (`## Closures` over folds titled `Hoisting`, `Scope`: each asks its term),
are left to the `<details>` reader.
"""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.blocklines import labels_answer
from srs.importers.common import HEADING_RE, NUMBERED_LABEL_RE, SUMMARY_RE
from srs.importers.fences import outside_code
from srs.importers.holding import holds
from srs.importers.lazyre import lazy
from srs.importers.summarysections import fold_title

__all__ = ["step_folds"]

_NUMBERED_RE = lazy(r"^(?:\d{1,3}(?:[.-]\d{1,3})*[.):]?|[A-Za-z]+[ \t]+\d{1,3}[.:)]?)[ \t]+\S")
"""`01-01. Docker Question`, `3) Pods`, `Task 2 Pods`: a heading that numbers its item."""
_OPEN_RE = lazy(r"^[ \t]*<details\b[^>]*>[ \t]*$", re.I)
_CLOSE_RE = lazy(r"^[ \t]*</details>[ \t]*$", re.I)
_TAGS_RE = lazy(r"<[^<>]+>")
_BARE_P_RE = lazy(r"^[ \t]*<p>[ \t]*$", re.I)
_LEAST_TASKS = 2


class _Fold:
    __slots__ = ("closing", "opening", "summary", "title")

    def __init__(self, opening: int, summary: int, title: str) -> None:
        self.opening, self.summary, self.title, self.closing = opening, summary, title, -1


def step_folds(text: str) -> str:
    """The text with each task's run of step folds made one answer fold (see the module doc);
    the text itself otherwise."""
    if text.count("<summary") < 2 * _LEAST_TASKS or not holds(text, "<details"):
        return text
    lines = text.split("\n")
    runs = _task_runs(lines)
    if runs is None or sum(1 for run in runs if len(run) >= 2) < _LEAST_TASKS:
        return text
    for run in runs:
        stepped = len(run) >= 2 and not labels_answer(run[0].title)
        if stepped and not any(asks(fold.title) for fold in run):
            _merged(lines, run)
    return "\n".join(lines)


def _merged(lines: list[str], run: list[_Fold]) -> None:
    first = run[0]
    if first.opening == first.summary:
        lines[first.summary] = "<details><summary>Answer</summary>"
        below = first.summary + 1
        if below < len(lines) and (not lines[below].strip() or _BARE_P_RE.match(lines[below])):
            lines[below] = f"**{first.title}**"
    else:
        lines[first.opening] = "<details><summary>Answer</summary>"
        lines[first.summary] = f"**{first.title}**"
    for fold in run[1:]:
        if fold.opening != fold.summary:
            lines[fold.opening] = ""
        lines[fold.summary] = f"**{fold.title}**"
    for fold in run[:-1]:
        lines[fold.closing] = ""


def _task_runs(lines: list[str]) -> list[list[_Fold]] | None:
    """The folds under each task heading, in order (a run each); None when folds nest."""
    runs: list[list[_Fold]] = []
    run: list[_Fold] | None = None  # the open task's folds; None under no task heading
    told = False  # text under the task heading before its first fold: the task
    fold: _Fold | None = None
    for k, line in outside_code(lines):
        lower = line.lower()
        if fold is not None:
            if "<details" in lower:
                return None  # a fold inside a fold: some other layout
            if "<summary" in lower and fold.summary < 0:
                m = SUMMARY_RE.match(line)
                fold.summary, fold.title = k, fold_title(m.group("summary")) if m else ""
            if _CLOSE_RE.match(line):
                fold.closing = k
                if run is not None and told and fold.title and fold.summary >= 0:
                    run.append(fold)
                fold = None
            continue
        if "<details" in lower:
            m = SUMMARY_RE.match(line) if "<summary" in lower else None
            if m is not None and not m.group("rest").strip():
                fold = _Fold(k, k, fold_title(m.group("summary")))
            elif _OPEN_RE.match(line):
                fold = _Fold(k, -1, "")
            continue
        heading = HEADING_RE.match(line)
        if heading is not None:
            words = (heading.group("text") or "").strip(" #*_")
            run = [] if _is_task(words) else None
            if run is not None:
                runs.append(run)
            told = False
        elif line.strip() and not _TAGS_RE.fullmatch(line.strip()):
            told = told or (run is not None and not run)
    return runs


def _is_task(words: str) -> bool:
    """Whether a heading's words number, label or ask its item."""
    return bool(words) and (
        asks(words)
        or NUMBERED_LABEL_RE.match(words) is not None
        or _NUMBERED_RE.match(words) is not None
    )
