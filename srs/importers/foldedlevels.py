"""Question headings at mixed levels, each answered by a fold right below it (`### What is
wait()?` over `<details><summary>Answer</summary>`, then `#### Explain synchronized.` over
its own fold), as notes typed over time often are.

Read as written, a deeper heading under a question heading is a sub-heading of its answer,
so every question after the first was folded into the first one's answer. A heading whose
next line with text opens a `<details>` fold is answered by that fold and closed by it:
where two or more such headings sit at different levels, each is written at the shallowest
of their levels (only its hashes change, line for line), siblings as they are in meaning.
"""

from __future__ import annotations

import re

from srs.importers.common import HEADING_RE
from srs.importers.fences import outside_code

__all__ = ["folded_levels"]

_FOLDS = 2
"""How many headings answered by a fold make the document's questions written so."""


def folded_levels(text: str) -> str:
    """The text with its fold-answered headings at one level, when they are at several (a
    cheap test first: most documents have no `<details>`)."""
    if "<details" not in text or "#" not in text:
        return text
    lines = text.split("\n")
    folded: list[tuple[int, re.Match[str]]] = []
    for k, line in outside_code(lines):
        m = HEADING_RE.match(line) if "#" in line[:4] else None
        if m is not None and m.group("text") and _fold_below(lines, k):
            folded.append((k, m))
    levels = {len(m.group("hashes")) for _, m in folded}
    if len(folded) < _FOLDS or len(levels) < 2:
        return text
    top = "#" * min(levels)
    for k, m in folded:
        lines[k] = lines[k][: m.start("hashes")] + top + lines[k][m.end("hashes") :]
    return "\n".join(lines)


def _fold_below(lines: list[str], k: int) -> bool:
    """Whether the next line with text after line k opens a `<details>` fold."""
    for line in lines[k + 1 : k + 4]:
        if line.strip():
            return line.lstrip().lower().startswith("<details")
    return False
