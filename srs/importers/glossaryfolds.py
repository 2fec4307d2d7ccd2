"""A glossary of folded terms: `<details><summary>ACID 特性</summary>` its definition
`</details>`, one block per term, under the page's own section headings.

A `<details>` summary that does not ask is taken for a question only among summaries that
do (srs.importers.structure): alone, or among a few others like it, it is a README's fold
(`Translations`, `Windows` / `macOS` / `Linux`). A page of many short terms, each folding its
definition, is a glossary a learner studies term by term; read by that rule its terms were
dropped and its section headings (`## Basic`, `## Intermediate`) became the questions, each
holding several definitions run together. Six such terms or more, each short and none an
answer's label (`答案`, `Show answer`: a fold under its question, not a term), are kept.

So are the folds of a catalogue whose items are its folds (`_fold_catalogue`): an exam's
question list written as `<details><summary>Definition: X</summary>` its answer
`</details>`, most summaries naming a topic (`CAP-Theorem`), some asking (`Why is there ever
more data?`). There every fold is a prompt over its answer: read by the rule above, the few
that ask were the questions and the rest ran into the section heading above them (itself made
a question) or were lost. A catalogue is told by its shape, not its words: at least one fold
asks, the folds are the only questions (no heading asks, no other start was found), and
nothing but headings and an intro line or two stands between them. Folds inside the answers
of other questions (a hint, a collapsed snippet under a heading that asks) never make one.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

from srs.importers.asking import asks
from srs.importers.common import ANSWER_WORD_RE
from srs.importers.details import REVEAL_RE
from srs.importers.lazyre import lazy
from srs.importers.values import Line, Start

__all__ = ["quiet_questions_kept"]

_GLOSSARY_TERMS = 6
"""How many folded terms make a glossary (a README folds a few install steps so)."""
_TERM_LENGTH = 40
"""A term is a few words (`クラスタ化インデックス(Clustered Index)`), no sentence."""


def quiet_questions_kept(
    quiet: set[int],
    starts: Mapping[int, Start],
    headings: Mapping[int, tuple[int, str]],
    lines: list[Line],
) -> set[int]:
    """The summaries that do not ask which are still to be dropped: none when they are a
    glossary's terms or a catalogue's items (see the module doc), else all of them.
    `headings` maps a heading's line to its level and text."""
    if not quiet:
        return quiet
    if len(quiet) >= _GLOSSARY_TERMS:
        labels = [starts[i].label.strip() for i in quiet if i in starts]
        if all(_term(label) for label in labels):
            return set()
    if _fold_catalogue(quiet, starts, headings, lines):
        return set()
    return quiet


_CATALOGUE_FOLDS = 2
"""How many folds make a catalogue of them, where nothing else stands between them."""
_INTRO_LINES = 2
"""How many lines of text may stand in one run between a catalogue's folds and headings
(a section's `Questions from [lecture 1](...)` line, the page's unmarked title)."""


def _fold_catalogue(
    quiet: Collection[int],
    starts: Mapping[int, Start],
    headings: Mapping[int, tuple[int, str]],
    lines: list[Line],
) -> bool:
    """Whether the document's questions are its folds, whatever their summaries say (see the
    module doc): two or more, one at least asking, every start found a fold (one with a
    body), no heading asking, and between them only headings and runs of a line or two of
    text, no more of it than there are folds."""
    if len(starts) < _CATALOGUE_FOLDS or len(starts) == len(quiet):
        return False
    if any(start.body is None for start in starts.values()):
        return False  # other questions than the folds: a fold there is an answer's detail
    if any(asks(text) for _, text in headings.values()):
        return False  # the headings ask: the folds under them are their answers' details
    covered = {k for i, start in starts.items() for k in range(i, i + start.skip + 1)}
    return _little_text_between(covered, headings, lines, len(starts))


def _little_text_between(
    covered: Collection[int], headings: Collection[int], lines: list[Line], most: int
) -> bool:
    """Whether the lines outside the folds (`covered`) and the headings hold runs of no more
    than `_INTRO_LINES` lines of text, `most` lines of it in all: the folds are the page."""
    run = total = 0
    for k, line in enumerate(lines):
        if k in covered or k in headings or (not line.code and _NO_TEXT_RE.match(line.text)):
            run = 0
            continue
        run += 1
        total += 1
        if run > _INTRO_LINES or total > most:
            return False
    return True


_NO_TEXT_RE = lazy(r"^[ \t]*(?:[-=]+|(?:<[^<>]*>[ \t]*)*)[ \t]*$")
"""A line outside the folds that holds no text: blank, a setext heading's underline, or HTML
markup left around the folds (`</details>`, `<br>`)."""


def _term(label: str) -> bool:
    """A short label that is neither an answer's label nor a reveal button's text."""
    return (
        0 < len(label) <= _TERM_LENGTH
        and ANSWER_WORD_RE.match(label) is None
        and REVEAL_RE.match(label) is None
    )
