"""Question labels typed behind a dash (`-Q1) What is HTML?`, `- Q3) What is a tree?`,
`-Q) Why?`), over the answer's bullets.

Course notes write each question as a `Q1)` label led by a dash, glued on or spaced as a
bullet, and the answer as bullets under it (`- It is the structure of a webpage.`). Glued,
the dash stayed in the question (`-Q1) What is CSS?`) and the first question, under its
topic heading, was lost; spaced, the question was one bullet among its answer's bullets and
no card was found. The label is what the line is: written without its dash, it reads as the
labelled question it is, its bullets the answer (`-Q) Why?`, with no number, as `Q: Why?`,
the label the readers know). Only where two such lines or more are met
(the notes' layout, not a bullet that happens to start with a `Q1)`).
"""

from __future__ import annotations

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["dashed_labels"]

_DASHED_RE = lazy(r"^(?P<indent>[ \t]{0,3})-[ \t]?(?P<label>Q\d{0,6}\)[ \t]*\S.*)$")
"""`-Q1) text`, `- Q1) text`, `-Q) text`: a dash, then a `Q` label closed by `)`."""
_LAYOUT = 2
"""How many dashed labels make the notes' layout."""


def dashed_labels(text: str) -> str:
    """The text with each dashed question label written without its dash (a substring test
    first: most documents hold none)."""
    if not holds(text, "-Q", "- Q"):
        return text
    lines = text.split("\n")
    found: list[tuple[int, str]] = []
    for k, line in outside_code(lines):
        if line.lstrip(" \t")[:1] != "-":
            continue
        m = _DASHED_RE.match(line)
        if m is not None:
            label = m.group("label")
            if label[1] == ")":  # `Q) Why?`: no number, the label as the readers know it
                label = "Q:" + label[2:]
            found.append((k, m.group("indent") + label))
    if len(found) < _LAYOUT:
        return text
    for k, label in found:
        lines[k] = label
    return "\n".join(lines)
