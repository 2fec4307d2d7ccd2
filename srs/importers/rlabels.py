"""`R:` as the answer label of Portuguese and Spanish notes (`R:` for `Resposta:` or
`Respuesta:`), under each question, with no other answer label in the document.

Read as written, `R:` is no label: the answer kept it as its first line, or, with the label on
a line of its own, the question ran on into the answer. `R:` is a label only where nothing
else labels the answers: a Q&A page that answers with `A:` may cite its sources with `R:`
(references), and a bullet `- **R**: read quorum` is a term. So when at least two lines outside
code open with a plain `R:` at the margin and no line is an answer label
(srs.importers.common's ANSWER_RE) or opens with `A:`, each `R:` is written as `Resposta:`, line for line.

Spanish course notes from Colombia and its neighbours write the same label with slashes:
`R//=`, `R//`, `R/` (often bold, `**R//=** Un motor de base de datos.`), on the line under
each question. Read as written the label and its bold were the answer's first words, and an
answer that was only an escaped character after it (`**R//=** \\?`, psql's help) was no
answer at all. A slashed `R` at a line's start, set off from what follows, is no word of any
language (`R/W` is, and goes on with no blank), so where two lines or more outside code open
so, each label is written `Respuesta:`, its bold kept, whatever other labels the page has.
Spanish exercise sheets write it `R= text` too (`R=5`, with no blank, stays a formula).
"""

from __future__ import annotations

from srs.importers.common import ANSWER_RE
from srs.importers.fences import outside_code
from srs.importers.holding import holds
from srs.importers.lazyre import lazy

__all__ = ["r_labels"]

_R_RE = lazy(r"^ {0,3}R[ \t]*:(?=[ \t]|$)")
_A_RE = lazy(r"^ {0,3}A[ \t]*:")
"""A plain `A:` line: the answers are labelled `A:` (an option or a label), so `R:` is not."""
_MIN_LABELS = 2
_SLASHED_RE = lazy(
    r"^(?P<lead> {0,3}(?:[-*+][ \t]+)?(?:\*\*|__)?)R[ \t]?(?:/{1,2}[ \t]?=?|=)[ \t]*[:：]?"
    r"(?P<close>(?:\*\*|__)?)(?=[ \t]|$)"
)
"""`**R//=** text`, `R// text`, `R/ text`, `- **R/:** text`, `R= text`: the slashed answer
label (or `R=` alone), its bullet and bold kept apart so that they stay."""


def r_labels(text: str) -> str:
    """The text with its `R:` answer labels written as `Resposta:`, and its slashed ones
    (`**R//=**`) as `Respuesta:` (see the module docstring); unchanged unless at least two
    are found and, for `R:`, no other answer label is."""
    if holds(text, "R/", "R=", "R ="):
        text = _slashed_labels(text)
    if f"\n{text}".count("\nR:") < _MIN_LABELS:
        return text  # the cheap count of the whole text before any line is walked
    lines = text.split("\n")
    found: list[int] = []
    for k, line in outside_code(lines):
        lead = line.lstrip(" ")[:1]
        if lead == "R" and _R_RE.match(line) is not None:
            found.append(k)
        elif (lead == "A" and _A_RE.match(line) is not None) or ANSWER_RE.match(line) is not None:
            return text  # the document labels its answers otherwise: `R:` is something else
    if len(found) < _MIN_LABELS:
        return text
    for k in found:
        lines[k] = _R_RE.sub("Resposta:", lines[k], count=1)
    return "\n".join(lines)


def _slashed_labels(text: str) -> str:
    """The text with its slashed `R` labels (`**R//=**`, `R/`) written `Respuesta:` when two
    lines or more open with one; else unchanged."""
    lines = text.split("\n")
    found = [
        (k, m)
        for k, line in outside_code(lines)
        if "R" in line[:12] and (m := _SLASHED_RE.match(line)) is not None
    ]
    if len(found) < _MIN_LABELS:
        return text
    for k, m in found:
        lines[k] = f"{m.group('lead')}Respuesta:{m.group('close')}{lines[k][m.end() :]}"
    return "\n".join(lines)
