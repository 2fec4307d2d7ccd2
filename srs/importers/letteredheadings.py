"""Options written as headings: `### a. Container & Nodes` / `### b. Image & Processes`.

Quiz pages styled in HTML give each option a heading of its own (`<h3>a. Master & Nodes
<strong>(Correct)</strong></h3>`, written as `### a. ...` by srs.importers.htmlblocks) so
that it shows large. Read as headings, the options were neither questions nor answer, and
vanished with their key. A run of two or more headings at one level, lettered in order from
`a` (blank lines between them allowed), is the options of the question above: each is
written as a bulleted option line, its mark of the right option kept for the readers of
marks (srs.importers.marks).
"""

from __future__ import annotations

import re

from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["lettered_headings"]

_OPTION_HEADING_RE = lazy(
    r"^[ \t]{0,3}(?P<marks>#{1,6})[ \t]+(?P<text>\(?(?P<letter>[A-Ha-h])[.):][ \t]+\S.*?)[ \t#]*$"
)
_CHEAP_RE = lazy(r"#[ \t]+\(?[Aa][.):][ \t]")
"""A heading opening with the letter `a`: the cheap search before any line is walked."""
_LETTERS = "abcdefgh"


def lettered_headings(text: str) -> str:
    """The text with each run of lettered option headings outside code written as options."""
    if "#" not in text or _CHEAP_RE.search(text) is None:
        return text
    lines = text.split("\n")
    found: dict[int, re.Match[str]] = {}
    for k, line in outside_code(lines):
        m = _OPTION_HEADING_RE.match(line) if line.lstrip().startswith("#") else None
        if m is not None:
            found[k] = m
    for run in _runs(lines, found):
        for k in run:
            lines[k] = f"- {found[k].group('text')}"
    return "\n".join(lines)


def _runs(lines: list[str], found: dict[int, re.Match[str]]) -> list[list[int]]:
    """The runs of two or more option headings at one level lettered in order from `a`,
    with nothing but blank lines between them."""
    runs: list[list[int]] = []
    for k in sorted(found):
        if found[k].group("letter").lower() != "a":
            continue
        run = [k]
        i = k + 1
        while i < len(lines):
            if not lines[i].strip():
                i += 1
                continue
            m = found.get(i)
            if (
                m is None
                or m.group("marks") != found[k].group("marks")
                or len(run) >= len(_LETTERS)
                or m.group("letter").lower() != _LETTERS[len(run)]
            ):
                break
            run.append(i)
            i += 1
        if len(run) >= 2:
            runs.append(run)
    return runs
