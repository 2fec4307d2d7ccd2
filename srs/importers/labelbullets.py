"""An answer written as a list of labelled bullets under its question (`- **Answer:** Y is.`
/ `- **Explanation:** because.` / `- **Example:** a y.`, or `- **Response**: ...` then
`- **Example**: ...`, as interview lists and chat-written quizzes set them out).

The bullets are the answer's labelled parts, not a list of points. Read as written, the
answer's (and the explanation's) label came off its bullet but the parts after it kept
theirs: a `- **Example:**` bullet was left dangling in the card, the one item of a list that
no longer was. Here, when a block's first line past its code (a question's own) is a bullet,
every bullet at its indent opens with a bold label and one labels the answer or its
explanation, the bullet marks go (past a fold's opening tags too: `<details>` /
`<summary>Show answer</summary>` over `- **Answer:**  ` and its text on the next indented
line, then `- **Explanation:**  `; there the answer kept its indent and the explanation's
bullet stayed in it) and the lines under each
are dedented by the mark's width, so each part reads as the labelled paragraph it is.
"""

from __future__ import annotations

import re

from srs.importers.common import ANSWER_RE, EXPLANATION_RE
from srs.importers.lazyre import lazy
from srs.importers.values import Line

__all__ = ["labelled_parts"]

_LABEL_BULLET_RE = lazy(
    r"^(?P<indent>[ \t]*)(?P<mark>[-*+][ \t]+)(?:\*\*|__)[^*_:：\n]{1,40}"
    r"(?:(?:\*\*|__)[ \t]*[:：]|[:：][ \t]*(?:\*\*|__))"
)
"""A bullet that opens with a bold label: `- **Example**: x`, `- **Explanation:** y`."""


def labelled_parts(lines: list[Line]) -> list[Line]:
    """The block's lines with a list of labelled bullets, one the answer's or explanation's
    label, written as labelled paragraphs (see the module docstring); any other block as it
    is. The first line is tested by its first character before any pattern."""
    first = next((k for k, line in enumerate(lines) if _opens_parts(line)), None)
    if first is None or lines[first].text.lstrip()[:1] not in "-*+":
        return lines
    m = _LABEL_BULLET_RE.match(lines[first].text)
    if m is None:
        return lines
    run = _parts(lines, first, m.group("indent"), len(m.group("mark")))
    if run is None:
        return lines
    end, parts, labels, answered = run
    return [*lines[:first], *parts, *lines[end:]] if labels >= 2 and answered else lines


_FOLD_OPENING_RE = lazy(
    r"^[ \t]*(?:<details\b[^>]*>|<summary\b[^>]*>.*?</summary>|<p>|[ \t])+$", re.IGNORECASE
)
"""A fold's opening tags alone on their line (`<details>`, `<summary>Answer</summary>`)."""


def _opens_parts(line: Line) -> bool:
    """Whether a line may open the labelled parts: text, neither code nor a fold's tags."""
    text = line.text
    if not text.strip() or line.code:
        return False
    return text.lstrip()[:1] != "<" or _FOLD_OPENING_RE.match(text) is None


def _parts(
    lines: list[Line], first: int, indent: str, mark: int
) -> tuple[int, list[Line], int, bool] | None:
    """The labelled bullets from `first` (at `indent`, their marks `mark` wide) unbulleted:
    the index after them, their lines, how many labels, and whether one labels the answer
    or its explanation; None when a bullet among them is no labelled part."""
    out: list[Line] = []
    labels, answered = 0, False
    for k in range(first, len(lines)):
        line = lines[k]
        kind = _kind(line, indent, mark)
        if kind == "end":
            return k, out, labels, answered
        if kind == "point":
            return None  # a bullet that is no labelled part: a list of points after all
        if kind == "label":
            label = _LABEL_BULLET_RE.match(line.text)
            out.append(Line(line.no, indent + line.text[label.end("mark") :] if label else ""))
            labels += 1
            answered = answered or bool(
                ANSWER_RE.match(line.text) or EXPLANATION_RE.match(line.text)
            )
        elif kind == "under":  # a part's own lines (its code too): moved left with it
            cut = min(len(line.text) - len(line.text.lstrip()) - len(indent), mark)
            out.append(Line(line.no, indent + line.text[len(indent) + cut :], line.code))
        else:
            out.append(line)
    return len(lines), out, labels, answered


def _kind(line: Line, indent: str, mark: int) -> str:
    """What a line of the run is: `blank`, a `label` bullet, a line `under` a part, a bullet
    that is a `point`, or the `end` of the run (text back at the margin)."""
    stripped = line.text.lstrip()
    lead = len(line.text) - len(stripped)
    if not stripped:
        return "blank"
    if lead > len(indent) and (line.code or lead >= len(indent) + mark):
        return "under"
    if line.code or lead != len(indent):
        return "end"
    label = _LABEL_BULLET_RE.match(line.text)
    if label is not None:
        return "label"
    return "point" if stripped[:1] in "-*+" and stripped[1:2] in (" ", "\t") else "end"
