"""Right options marked by a back-arrow at the end of their line: `[b] text <-- good`.

Quizzes typed as plain text (a docstring, a `.txt` handout) list each question's options one
to a line, lettered in brackets or as the readers know them, and point at the right ones
from the end of the line, an arrow and a word that says right:

    Q3. Which types are immutable?
        [a] tuple <-- good
        [b] list
        [c] str <- correct

No reader knew the arrow: each question became an open card whose answer was the raw option
list, arrows and all, with no warning. Here, a run of two or more option lines (`[a]` ...
lettered in order from A, or options the readers know: `a)`, `B.`), a blank line or the end
of the text closing it, where at least one line ends with a back-arrow (`<--`, `<-`, `<==`)
and a word that says right in the quiz's language (`good`, `correct`, `bonne`, `richtig`,
`正确`), is written with each such mark as ` (Correct)` (the mark the readers key) and each
bracketed letter as `A.`, at the margin (indented under its question, the run was read as that
question's answer), line for line. An arrow followed by other words (a comment, `<--
see above`) marks nothing, and a run none of whose arrows says right stays as written. A
note after the right word (`<-- good réponse`) goes with the mark: a line keeps its number,
and an option's line has no room for an explanation.
"""

from __future__ import annotations

import re

from srs.importers.common import LETTERS, OPTION_RE, holds, outside_code
from srs.importers.lazyre import lazy

__all__ = ["arrow_marks"]

_RIGHT_WORDS = (
    r"good|correct|right|bonne|bon|juste|correcte|richtig|korrekt"
    r"|correcto|correcta|cierto|certo|certa|corretto|corretta|giusto|giusta|goed|juist"
    r"|верно|правильно|правильный|đúng|doğru|benar|dobrze|poprawna|poprawne"
)
_MARK_RE = lazy(
    rf"[ \t]+<(?:-{{1,3}}|={{1,3}})[ \t]*(?:(?:{_RIGHT_WORDS})\b|정답|正确|正確|正解|[✓✔✅])"
    r"[^\n\r]*$",
    re.IGNORECASE | re.MULTILINE,
)
"""A back-arrow and a word that says right, to the line's end (`<-- good réponse`): the
words after it are dropped with the mark. Not `true` nor `yes`, values an R assignment ends
with (`x <- TRUE`)."""
_BRACKETED_RE = lazy(r"^(?P<lead>[ \t]*(?:[-*+][ \t]+)?)\[(?P<letter>[A-Ha-h])\][ \t]+(?=\S)")
"""`[a] text`: an option lettered in ASCII brackets, small letters too."""
_LEAST = 2


def arrow_marks(text: str) -> str:
    """The text with each arrow-marked run of options written as keyed options (see the
    module doc); the text itself when it has none (the cheap test first)."""
    if not holds(text, "<-", "<=") or not _MARK_RE.search(text):
        return text
    lines = text.split("\n")
    changed = False
    for run in _runs(lines):
        marked = [k for k in run if _MARK_RE.search(lines[k])]
        if not marked:
            continue
        for k in range(run[0], run[-1] + 1):
            line = _MARK_RE.sub(" (Correct)", lines[k]) if k in marked else lines[k]
            bracketed = _BRACKETED_RE.match(line)
            if bracketed is not None:
                letter = bracketed.group("letter").upper()
                line = f"{letter}. {line[bracketed.end() :]}"
            lines[k] = line.lstrip(" \t")  # at the margin: no answer indented under a question
        changed = True
    return "\n".join(lines) if changed else text


def _letter(line: str) -> str | None:
    """The upper-case letter an option line opens with, or None for no option line."""
    m = _BRACKETED_RE.match(line)
    if m is not None:
        return m.group("letter").upper()
    o = OPTION_RE.match(line)
    if o is None:
        return None
    return (o.group("pl") or o.group("l")).upper()


def _runs(lines: list[str]) -> list[list[int]]:
    """The option lines of each run: two or more lines lettered in order from A, outside
    code, with text under a line of its own (the question), a blank line ending it (lines of
    text between two options go on the option above)."""
    runs: list[list[int]] = []
    current: list[int] = []
    for k, line in outside_code(lines):
        letter = _letter(line) if line.strip() else None
        if letter is not None and letter == LETTERS[len(current) % len(LETTERS)]:
            if not current and (k == 0 or not lines[k - 1].strip()):
                continue  # no question right above it
            current.append(k)
            continue
        if current and (not line.strip() or letter is not None):
            if len(current) >= _LEAST:
                runs.append(current)
            current = []
    if len(current) >= _LEAST:
        runs.append(current)
    return runs
