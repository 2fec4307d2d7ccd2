"""Lettered statements to judge, answered by a verdict for each letter: `Mark each statement
true or false:` over `a. TCP is reliable.` / `b. UDP retransmits.`, answered `a.V b.F`,
`a) T, b) F`, `(a) True; (b) False` or one letter a line (`a. Falso, porque ...`).

Exam sheets set statements under one task and ask the reader to judge each; the answer gives
every letter its verdict (true/false, yes/no, in any language of srs.importers.labelwords'
VERDICT_PAIRS, or their letters `V`/`F`, `T`/`F`, `Y`/`N`, `S`/`N`). The lettered lines
read as a choice question's options: the verdicts read as no answer letter, so the card was
an open one warning that its key was missing (nothing was), its statements relettered as
options `- A)`; and after an answer label, or as an entry of the key at the end (`1. a) T b)
F`), the first pair read as the key `A`: a choice card answered by the first statement
whatever its verdict.

The shape alone says it: an answer that pairs each lettered line, in order and each once,
with a verdict and says nothing else (a reason may follow a verdict that has a line of its
own) names no option; it judges them (the key `A` read from its first pair is no key). The
card is an open one: its question the task with its statements as the document letters
them, its answer the verdicts as written. A key that names one option (`Answer: b`), several
(`A, C`), or pairs options with items that are no verdicts (`a-2, b-1`) is none.
"""

from __future__ import annotations

import re

from srs.importers.labelwords import VERDICT_PAIRS
from srs.importers.lazyre import lazy
from srs.importers.letteredpoints import written_option
from srs.importers.values import Line

__all__ = ["judged_statements", "verdict_list"]

_YES_NO = ("yes", "no", "sí", "si", "sim", "não", "nao", "oui", "non", "ja", "nein")
"""A yes/no question's two answers, in the languages the verdict pairs are written in."""
_WORDS = sorted({w for pair in VERDICT_PAIRS for w in pair} | set(_YES_NO), key=len, reverse=True)
_VERDICT = rf"(?:{'|'.join(map(re.escape, _WORDS))}|[TFVYNS])"
"""A verdict: a word of a pair, or its letter (`V`erdadero, `F`also, `T`rue, `Y`es, `S`í, `N`o)."""
_JUDGED_RE = lazy(
    r"[ \t]*(?:[-*+][ \t]+)?(?:\*\*|__)?\(?(?P<letter>[A-Ha-h])(?![^\W\d_])[ \t]*"
    r"(?:[.):=\-–—→]|->|=>)?(?:\*\*|__)?[ \t]*(?:\*\*|__)?"
    rf"(?P<verdict>{_VERDICT})(?![^\W_])\.?(?:\*\*|__)?",
    re.IGNORECASE,
)
"""A letter and its verdict (`a.F`, `(b) True`, `**c)** Falso`, `- d - No`), a bullet before it."""
_BETWEEN_RE = lazy(r"[ \t]*[,;/|][ \t]*|[ \t]+")
"""What separates two letters' verdicts on one line."""
_REASON_RE = lazy(r"[ \t]*(?:[,;:.(]|[-–—][ \t])[ \t]*\S")
"""A reason after a verdict on a line of its own (`a) Falso, porque ...`, `b. V - ...`)."""
_FENCE_RE = lazy(r"^[ \t]*(?:`{3,}|~{3,})[^`]*$")
_LETTERS = frozenset("ABCDEFGHabcdefgh(*_-+`~")
"""A verdict list's first character: the cheap test a key takes before the patterns."""


def verdict_list(text: str, choices: dict[str, str]) -> bool:
    """Whether `text` gives each of the options' letters, in order and each once, a verdict
    and says nothing else (see the module docstring): two options at least."""
    if len(choices) < 2 or text.lstrip()[:1] not in _LETTERS:
        return False
    letters: list[str] = []
    for line in text.split("\n"):
        if not line.strip() or _FENCE_RE.match(line):
            continue
        judged = _judged(line)
        if judged is None:
            return False
        letters += judged
    return letters == list(choices)


def _judged(line: str) -> list[str] | None:
    """The letters a line judges, in order (`a.F b.V`, or one letter and its reason); None for
    a line that says anything else."""
    letters: list[str] = []
    at, first = 0, -1  # `first`: where the first verdict ends
    while at < len(line):
        m = _JUDGED_RE.match(line, at)
        if m is None:
            break
        letters.append(m.group("letter").upper())
        at, first = m.end(), m.end() if first < 0 else first
        gap = _BETWEEN_RE.match(line, at)
        at = gap.end() if gap is not None else at
    if not letters or not line[at:].strip():
        return letters or None
    return letters if len(letters) == 1 and _REASON_RE.match(line, first) else None


def judged_statements(
    question: str, choices: dict[str, str], key: str, explanation: str, lines: list[Line]
) -> tuple[str, str] | None:
    """(question, answer) of lettered statements answered by a verdict each (see the module
    docstring): the statements stay in the question as the document letters them, the
    verdicts are the answer; None when `explanation` is no such list, or a `key` names an
    option but the first (the `a` of `a) T b) F`, read as a key at the end: the first verdict's
    letter, no key)."""
    if key not in ("", next(iter(choices), "")) or not verdict_list(explanation, choices):
        return None
    written = "\n".join(f"- {written_option(k, text, lines)}" for k, text in choices.items())
    return f"{question.strip()}\n\n{written}", explanation.strip()
