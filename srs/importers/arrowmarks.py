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
question's answer), line for line. A run none of whose arrows says right stays as written. A
note after the right word (`<-- good réponse`) goes with the mark: a line keeps its number,
and an option's line has no room for an explanation.

Where the document's other options are marked so, the same arrow followed by a comment
instead of the word (`[b] non <-- a name cannot open with a digit`) marks its option right
too: the author explains the key rather than saying good. The comment goes with the mark,
and so do the lines it wraps onto under the option (they are no option, nor the option's
text); they are taken out of the run and as many blank lines follow it, so that the lines
after it keep their numbers. A different arrow (`x <- value` in a quiz marked `<--`), or an
arrow in a document none of whose arrows says right, marks nothing.

A run whose every option is marked (`Which can a variable hold?` over four `<-- good`) has
its key written as `Answer: A, B, C, D` on the blank line after it, its marks dropped (the readers'
several-right-options card, reported): read as marks alone, a list all ticked was taken for a list of
points and made an open card without a word.
"""

from __future__ import annotations

import re

from srs.importers.common import LETTERS, OPTION_RE, holds, indent_of
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["arrow_marks"]

_RIGHT_WORDS = (
    r"good|correct|right|bonne|bon|juste|correcte|richtig|korrekt"
    r"|correcto|correcta|cierto|certo|certa|corretto|corretta|giusto|giusta|goed|juist"
    r"|верно|правильно|правильный|đúng|doğru|benar|dobrze|poprawna|poprawne"
)
_MARK_RE = lazy(
    rf"[ \t]+(?P<arrow><(?:-{{1,3}}|={{1,3}}))[ \t]*(?:(?:{_RIGHT_WORDS})\b|정답|正确|正確|正解|[✓✔✅])"
    r"[^\n\r]*$",
    re.IGNORECASE | re.MULTILINE,
)
"""A back-arrow and a word that says right, to the line's end (`<-- good réponse`): the
words after it are dropped with the mark. Not `true` nor `yes`, values an R assignment ends
with (`x <- TRUE`)."""
_ARROW_RE = lazy(r"[ \t]+(?P<arrow><(?:-{1,3}|={1,3}))[ \t]+\S[^\n\r]*$")
"""Any back-arrow set apart by blanks and followed by words, to the line's end: a right
mark when the same arrow says right elsewhere in the document (see the module doc)."""
_BRACKETED_RE = lazy(r"^(?P<lead>[ \t]*(?:[-*+][ \t]+)?)\[(?P<letter>[A-Ha-h])\][ \t]+(?=\S)")
"""`[a] text`: an option lettered in ASCII brackets, small letters too."""
_LEAST = 2


def arrow_marks(text: str) -> str:
    """The text with each arrow-marked run of options written as keyed options (see the
    module doc); the text itself when it has none (the cheap test first)."""
    if not holds(text, "<-", "<=") or not _MARK_RE.search(text):
        return text
    lines = text.split("\n")
    arrows = _right_arrows(text)
    changed = False
    for run in _runs(lines):
        marked = [k for k in run if _mark_of(lines[k], arrows) is not None]
        if marked:
            _rewrite(lines, run, marked, arrows)
            changed = True
    return "\n".join(lines) if changed else text


def _right_arrows(text: str) -> set[str]:
    """The arrows the document marks right options with (`<--` in `[a] def <-- good`)."""
    return {m.group("arrow") for m in _MARK_RE.finditer(text)}


def _mark_of(line: str, arrows: set[str]) -> re.Match[str] | None:
    """The right mark that ends an option line: an arrow and a word that says right, or one
    of the document's right arrows followed by a comment; None for an unmarked line."""
    said = _MARK_RE.search(line)
    if said is not None:
        return said
    bare = _ARROW_RE.search(line)
    return bare if bare is not None and bare.group("arrow") in arrows else None


def _rewrite(lines: list[str], run: list[int], marked: list[int], arrows: set[str]) -> None:
    """The run's lines, from its first option to the end of its last one's wrapped lines,
    written in place as lettered options marked ` (Correct)`: a commented mark's wrapped
    lines dropped (blank lines after the run stand for them), and the key written on the
    blank line after a run whose every option is marked."""
    end = run[-1] + 1
    while end < len(lines) and lines[end].strip() and _letter(lines[end]) is None:
        end += 1
    right = "" if len(marked) == len(run) else " (Correct)"  # all marked: the key says it
    out: list[str] = []
    wrap = -1  # the indent a commented mark's wrapped lines keep, -1 for none
    for k in range(run[0], end):
        if k not in run:
            wrap = wrap if indent_of(lines[k]) >= wrap >= 0 else -1
            if wrap < 0:
                out.append(lines[k].lstrip(" \t") if k < run[-1] else lines[k])
            continue
        mark = _mark_of(lines[k], arrows) if k in marked else None
        said = mark is None or _MARK_RE.search(lines[k]) is not None
        wrap = -1 if said else indent_of(lines[k])
        out.append(_option_line(lines[k] if mark is None else lines[k][: mark.start()] + right))
    lines[run[0] : end] = out + [""] * (end - run[0] - len(out))
    if len(marked) == len(run):
        _write_key(lines, end, len(run))


def _option_line(line: str) -> str:
    """An option's line at the margin (no answer indented under a question), a bracketed
    letter written as the readers know it (`[b] text` as `B. text`)."""
    bracketed = _BRACKETED_RE.match(line)
    if bracketed is not None:
        line = f"{bracketed.group('letter').upper()}. {line[bracketed.end() :]}"
    return line.lstrip(" \t")


def _write_key(lines: list[str], end: int, count: int) -> None:
    """`Answer: A, B, ...` naming all `count` options, on the blank line `end` after them
    (or after the text's last line); nothing when a line of text follows them straight."""
    key = f"Answer: {', '.join(LETTERS[:count])}"
    if end == len(lines):
        lines.append(key)
    elif not lines[end].strip():
        lines[end] = key


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
