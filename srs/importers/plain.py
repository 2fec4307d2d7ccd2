"""Plain-text quizzes whose options are marked by sign: `+` the right one, `-` the others.

    1. Which protocol is connectionless?
    - TCP
    + UDP
    - SCTP

    What does DNS resolve?
    + names to addresses
    - addresses to names

A question is the paragraph right before a run of marked options (its number, if printed,
gives the card id); the lines after the run, up to the next blank line followed by a
question, explain the answer. A run with no `+`, or with more than one, has no key: the
question is skipped with a warning.
"""

from __future__ import annotations

import re

from srs.importers.blocks import BlockReader
from srs.importers.cards import CardBuilder
from srs.importers.common import LETTERS, SEPARATOR_RE, NoQuestions, join_lines
from srs.importers.labeltext import tidy_label
from srs.importers.lazyre import lazy
from srs.importers.lines import Reader as LineReader
from srs.importers.signruns import MARKED_RE, sign_runs
from srs.importers.values import Block, Draft, Line, ParsedDocument

_NUMBER_RE = lazy(
    r"^[ \t]*(?:q(?:uestion)?[ \t]*)?(?P<num>\d{1,4})[.):][ \t]+(?P<text>\S.*)$", re.I
)


class PlainQuizReader(BlockReader, CardBuilder):
    layout = "plain quiz"

    def read(self) -> ParsedDocument:
        lines = LineReader(self.text, self.source)._lines()
        runs = sign_runs(lines)
        if not runs:
            raise NoQuestions(self.source, None, "no options marked with + and - found")
        title = next((ln.text.strip() for ln in lines if ln.text.strip()), None)
        cards = self._cards(self._drafts(lines, runs, title))
        if not cards:
            raise NoQuestions(
                self.source, None, f"{len(runs)} questions found but none usable", len(runs)
            )
        if title is not None and runs and lines[runs[0][0] - 1].text.strip() == title:
            title = None
        return ParsedDocument(
            title, tuple(cards), tuple(self.warnings), tuple(self.skipped), self.layout
        )

    def _drafts(
        self, lines: list[Line], runs: list[tuple[int, int]], title: str | None
    ) -> list[Draft]:
        """One draft per run of options; a question skipped leaves its lines to the next
        question's paragraph search."""
        drafts: list[Draft] = []
        previous_end = 0
        for position, run in enumerate(runs, start=1):
            next_start = runs[position][0] if position < len(runs) else len(lines)
            draft = self._draft(lines, run, (previous_end, next_start), position, title)
            if draft is None:
                previous_end = next_start
                continue
            drafts.append(draft)
            previous_end = run[1]
        return drafts

    def _draft(
        self,
        lines: list[Line],
        run: tuple[int, int],
        between: tuple[int, int],
        position: int,
        title: str | None,
    ) -> Draft | None:
        """The question whose options are `run`: the paragraph right before the run (not
        before the end of the previous question, `between[0]`), explained by the lines after
        it up to the next question's run (`between[1]`). None: no question text (skipped)."""
        start, end = run
        previous_end, next_start = between
        q_start = start
        while q_start > previous_end and lines[q_start - 1].text.strip():
            q_start -= 1
        explanation = self._explanation(lines, end, next_start)
        question_lines = [ln.text for ln in lines[q_start:start]]
        if q_start == 0 and title is not None and len(question_lines) > 1:
            question_lines = question_lines[1:]  # the title line above the first question
        number, question_lines = _numbered(question_lines)
        first = lines[q_start] if q_start < start else lines[start]
        block = Block(first, number, "", None, position)
        choices, key = _options(lines[start:end])
        question = join_lines([tidy_label(" ".join(t.strip() for t in question_lines))])
        if not question:
            self.skip(first.no, f"question #{position} has no question text; skipped")
            return None
        return Draft(block, question, choices, key, lines[start].no, explanation)

    @staticmethod
    def _explanation(lines: list[Line], end: int, next_start: int) -> str:
        """The lines after a run, up to the blank line before the next question's paragraph, or
        up to a separator line (`---`), which closes the question as in every other layout."""
        body = [ln.text for ln in lines[end:next_start]]
        cut = next((k for k, t in enumerate(body) if SEPARATOR_RE.match(t)), None)
        if cut is not None:
            return join_lines(body[:cut])
        last_blank = max((k for k, t in enumerate(body) if not t.strip()), default=len(body))
        return join_lines(body[:last_blank] if next_start < len(lines) else body)


def _numbered(question_lines: list[str]) -> tuple[int | None, list[str]]:
    """The number printed before the question (`1.`, `Q3)`), which gives the card id, and
    the question's lines without it."""
    m = _NUMBER_RE.match(question_lines[0]) if question_lines else None
    if m is None:
        return None, question_lines
    return int(m.group("num")), [m.group("text"), *question_lines[1:]]


def _options(run: list[Line]) -> tuple[dict[str, str], str]:
    """A run's options, lettered by position, and its key: the letter of the one `+` ('' for
    none or several)."""
    marks = [MARKED_RE.match(ln.text) for ln in run if ln.text.strip()]
    choices = {LETTERS[k]: tidy_label(m.group("text")) for k, m in enumerate(marks) if m}
    right = [LETTERS[k] for k, m in enumerate(marks) if m and m.group("mark") == "+"]
    return choices, right[0] if len(right) == 1 else ""


def read(text: str, source: str) -> ParsedDocument:
    """Read a plain-text quiz with `+`/`-` options (see the module docstring)."""
    return PlainQuizReader(text, source).read()
