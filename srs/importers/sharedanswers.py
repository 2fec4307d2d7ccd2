"""Bullet questions that share one answer: `## Tricky questions` over `- How do you react to
boring tasks?` and `- How do you handle your mistakes?`, then `**Answers:**` over one quote
that answers both.

The plural label says the answer below is the bullets' together. Read as written, each bullet
was a question with no answer and the answer was text in no card: the document answered them
and the import reported them unanswered (a judged German interview page, `**Antworten:**`).
The run is written as one question heading, its questions joined on its line, one level under
the section heading it sits right under, so the answer is that card's; the other bullets'
lines go blank (line numbers stay). Only two or more asking bullets in a row right under a
heading that does not ask (a section's title, not a question the bullets would belong to),
then a plural answer label over a paragraph or a quote: over a list (`1. 4`, `2. 6`) it is an
answer key, each entry a question's, and the text is left as written; so is a run under a
singular `**Answer:**`, which answers the bullet over it alone.
"""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.common import HEADING_RE
from srs.importers.fences import outside_code
from srs.importers.holding import holds
from srs.importers.lazyre import lazy

__all__ = ["shared_answers"]

_SINGULARS = {
    "answers": "Answer",
    "antworten": "Antwort",
    "réponses": "Réponse",
    "reponses": "Reponse",
    "respuestas": "Respuesta",
    "respostas": "Resposta",
    "risposte": "Risposta",
    "antwoorden": "Antwoord",
    "odpowiedzi": "Odpowiedź",
    "ответы": "Ответ",
    "cevaplar": "Cevap",
}
"""Answer labels in the plural, one language each (English, German, French, Spanish,
Portuguese, Italian, Dutch, Polish, Russian, Turkish), and each one's singular: the label the
reader knows (srs.importers.labelwords), written in the plural's place so that it labels the
one answer and is no word of it."""
_PLURALS = "|".join(_SINGULARS)
_LITERALS = ("nswers", "NSWERS", "ntworten", "ponses", "puestas", "postas", "isposte", "ntwoorden")
_LITERALS_MORE = ("dpowiedzi", "тветы", "evaplar")
_LABEL_RE = lazy(
    rf"^[ \t]{{0,3}}(?:\*\*|__)?(?P<plural>{_PLURALS})[ \t]*(?:\*\*|__)?[ \t]*[:：][ \t]*(?:\*\*|__)?"
    r"[ \t]*(?P<rest>.*)$",
    re.I,
)
"""`**Answers:**`, `Antworten:`, the text after it on its line or none."""
_BULLET_RE = lazy(r"^[ \t]{0,3}(?P<mark>[-*])[ \t]+(?P<text>\S.*?)[ \t]*$")
"""A bullet at the margin, `-` or `*` (a `+` quiz marks its right options so)."""
_LIST_RE = lazy(r"^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+\S")
_LEAST = 2
"""Bullets in a run that share an answer: one is a question answered as any other."""


def shared_answers(text: str) -> str:
    """The text with each run of asking bullets under one plural answer label written as one
    question heading (see the module doc)."""
    if not holds(text, "\n- ", "\n* ") or not holds(text, *_LITERALS, *_LITERALS_MORE):
        return text  # the cheap tests: no bullet (asked by other passes too), no plural label
    lines = text.split("\n")
    outside = dict(outside_code(lines))
    changed = False
    for k in sorted(outside):
        label = _LABEL_RE.match(outside[k])
        if label is None or not _answer_below(lines, k, label.group("rest")):
            continue
        run = _asking_run(lines, k)
        level = _section_level(lines, run[0]) if len(run) >= _LEAST else None
        if level is None:
            continue
        asked = [m.group("text") for j in run if (m := _BULLET_RE.match(lines[j]))]
        lines[run[0]] = f"{'#' * min(level + 1, 6)} {' '.join(asked)}"
        plural = label.group("plural")
        lines[k] = (
            f"{lines[k][: label.start('plural')]}{_SINGULARS[plural.lower()]}{lines[k][label.end('plural') :]}"
        )
        for j in run[1:]:
            lines[j] = ""
        changed = True
    return "\n".join(lines) if changed else text


def _answer_below(lines: list[str], k: int, rest: str) -> bool:
    """Whether the label on line k labels a paragraph or a quote, on its line or below it,
    not a list (an answer key's entries)."""
    if rest.strip():
        return not _LIST_RE.match(rest)
    below = next((line for line in lines[k + 1 :] if line.strip()), "")
    return bool(below.strip()) and not _LIST_RE.match(below) and HEADING_RE.match(below) is None


def _asking_run(lines: list[str], k: int) -> list[int]:
    """The lines of the run of asking bullets right over line k (blank lines between them and
    it), written with one mark, first to last; none when the line over k is no such bullet."""
    j = k - 1
    while j >= 0 and not lines[j].strip():
        j -= 1
    run: list[int] = []
    mark = None
    while j >= 0 and (m := _BULLET_RE.match(lines[j])) is not None:
        if mark not in (None, m.group("mark")) or not asks(m.group("text")):
            return []
        mark = m.group("mark")
        run.insert(0, j)
        j -= 1
    return run


def _section_level(lines: list[str], first: int) -> int | None:
    """The level of the heading right over a run's first line (blank lines between), when it
    titles a section and asks nothing; None otherwise."""
    j = first - 1
    while j >= 0 and not lines[j].strip():
        j -= 1
    m = HEADING_RE.match(lines[j]) if j >= 0 else None
    if m is None or not m.group("text") or asks(m.group("text").strip(" #")):
        return None
    return len(m.group("hashes"))
