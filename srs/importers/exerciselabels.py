"""`Esercizio 3. Un semaforo binario serve a`: a numbered exercise label on a plain line, a
question label like `Question 3`.

Quiz banks in many languages number their questions `Exercise N.` (`Esercizio N.`,
`Ejercicio N.`, `Übung N.`, `Упражнение N.`), the stem after the label, often a sentence the
options complete (`... serve a` over `A) ...`) rather than one that asks. Read as a numbered
text, only the stems ending in `?` were questions; the others were glued into the answer
above them. The label itself says "question": its line starts one whatever the stem's end.

Only a plain line: a heading `## Exercise 3` (srs.importers.labelstart `_TASK_RE`) or
`## Exercise 1 - Pods` keeps its reading; and only the label at the line's margin or right
inside its bold (`**Exercise 4.**`), followed by its number and a separator (`.`, `:`, `)`, a
dash) or nothing: `Exercise 3 shows ...` is a sentence. srs.importers.labelstart asks only
lines whose first three letters are a label's (`EXERCISE_PREFIXES`), the cost of one set lookup
a line on a long quiz.
"""

from __future__ import annotations

import re

from srs.importers.labeltext import tidy_label
from srs.importers.labelwords import EXERCISE_LABELS
from srs.importers.lazyre import lazy
from srs.importers.values import Start

__all__ = ["EXERCISE_PREFIXES", "exercise_start"]

_WORDS = tuple(word for words in EXERCISE_LABELS for word in words.split("|"))
EXERCISE_PREFIXES = frozenset(
    head for word in _WORDS for head in (word[:3], word[:3].capitalize(), word[:3].upper())
)
"""The first three letters of an exercise label (`Ese`, `Übu`): the cheap test a line takes
before the pattern, most lines of a long quiz (options, answers, `**Explanation**`) failing
it."""

_EXERCISE_RE = lazy(
    rf"^[ \t]*(?:\*\*|__)?(?:{'|'.join(_WORDS)})[ \t]+(?:n[.º°o]?[ \t]*)?(?P<num>\d{{1,4}})"
    r"(?:[ \t]*(?:\*\*|__)?[ \t]*(?:[.:)]|[-–—](?=[ \t]))[ \t]*(?:\*\*|__)?[ \t]*(?P<text>.*?))?"
    r"[ \t]*(?:\*\*|__)?[ \t]*$",
    re.IGNORECASE,
)
"""`Esercizio 3. text`, `**Exercise 4:** text`, `Übung 2) text`, `Exercise 5 - text`,
`Ejercicio 6.` alone (its stem below)."""


def exercise_start(text: str) -> Start | None:
    """The question start a plain line's numbered exercise label makes, if it holds one.

    Args:
        text: the line's text (no heading).

    Returns:
        A labelled start numbered by the label, its text the stem ('' when below it).
    """
    head = text.lstrip(" \t*_") if text[:1] in " \t*_" else text
    if head[:3] not in EXERCISE_PREFIXES or not head[:12].lower().startswith(_WORDS):
        return None
    m = _EXERCISE_RE.match(text)
    if m is None:
        return None
    return Start(int(m.group("num")), tidy_label(m.group("text") or ""), labelled=True)
