"""`Esercizio 3. Un semaforo binario serve a`: a numbered exercise label on a plain line, a
question label like `Question 3`.

Quiz banks in many languages number their questions `Exercise N.` (`Esercizio N.`,
`Ejercicio N.`, `Übung N.`, `Упражнение N.`), the stem after the label, often a sentence the
options complete (`... serve a` over `A) ...`) rather than one that asks. Read as a numbered
text, only the stems ending in `?` were questions; the others were glued into the answer
above them. The label itself says "question": its line starts one whatever the stem's end.

Only a plain line: a heading `## Exercise 3` (srs.importers.labelstart `_TASK_RE`) or
`## Exercise 1 - Pods` keeps its reading; and only the label at the line's margin followed by
its number and a separator (`.`, `:`, `)`, a dash) or nothing: `Exercise 3 shows ...` is a
sentence.
"""

from __future__ import annotations

import re

from srs.importers.common import Start
from srs.importers.labeltext import tidy_label
from srs.importers.labelwords import EXERCISE_LABELS
from srs.importers.lazyre import lazy

__all__ = ["exercise_start"]

_WORDS = tuple(word for words in EXERCISE_LABELS for word in words.split("|"))
_FIRST_CHARS = frozenset(c for word in _WORDS for c in (word[0], word[0].upper()))

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
    head = text.lstrip(" \t*_")
    if head[:1] not in _FIRST_CHARS or not head[:12].lower().startswith(_WORDS):
        return None
    m = _EXERCISE_RE.match(text)
    if m is None:
        return None
    return Start(int(m.group("num")), tidy_label(m.group("text") or ""), labelled=True)
