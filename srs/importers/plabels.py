"""`### P3: ¿Qué es una tupla?`: the Spanish or Portuguese question label `P3:` (`Pregunta 3`,
`Pergunta 3`, as `Q3:` is `Question 3`) on a page's question headings.

The label words (`Pregunta 3:`, `Frage 3:`, `질문 3:`: srs.importers.labelwords) and the English
abbreviation `Q3:` are read as labels and left out of the question; `P3:` was not, and stayed at
the start of every question of a Spanish page. A `P` and a number is a label only where the
page labels its questions so: when at least three headings start with `P<number>:` (or `.`
or `)`) and they are most of the headings at their levels, each is written `Pregunta 3:`, line
for line, which the label reader then reads as it reads `Q3:`. A lone `### P2: priorities` in
an English page, or `### P2P: how peers connect` (no label: a letter after the number), keeps
its text.
"""

from __future__ import annotations

import re

from srs.importers.common import HEADING_RE, holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["p_labels"]

_P_HEADING_RE = lazy(
    r"^(?P<head> {0,3}#{1,6}[ \t]+(?:\*\*|__)?)P(?P<num>\d{1,4})(?P<rest>(?:\*\*|__)?[ \t]*[:：.)]"
    r"(?:\*\*|__)?[ \t]+\S.*)$"
)
_AMONG = 3
"""How many such headings a page must have before any is read as labelled (one or two may be
a plan's `P1: ...` priorities)."""


def p_labels(text: str) -> str:
    """The text with each `P3:` question heading written `Pregunta 3:` when most headings at
    its level are so labelled (see the module doc); unchanged otherwise (a cheap test first)."""
    if not holds(text, "# P1", "# **P1", "# __P1"):
        return text  # (the labels count from P1, or some from P10 to P19)
    lines = text.split("\n")
    found: list[tuple[int, int, re.Match[str]]] = []  # (line, level, label)
    levels: dict[int, int] = {}  # headings at each level, labelled or not
    for k, line in outside_code(lines):
        heading = HEADING_RE.match(line) if line.lstrip(" ")[:1] == "#" else None
        if heading is None:
            continue
        level = len(heading.group("hashes"))
        levels[level] = levels.get(level, 0) + 1
        m = _P_HEADING_RE.match(line)
        if m is not None:
            found.append((k, level, m))
    among = sum(levels[level] for level in {level for _, level, _ in found})
    if len(found) < _AMONG or 2 * len(found) <= among:
        return text
    for k, _, m in found:
        lines[k] = f"{m.group('head')}Pregunta {m.group('num')}{m.group('rest')}"
    return "\n".join(lines)
