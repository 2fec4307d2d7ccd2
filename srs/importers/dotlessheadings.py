"""A question heading whose number lost its dot (`### 45 view vs stored procedure`) among
sibling headings numbered `N.` (`### 44. What are aggregate functions?`).

A number with no dot or bracket after it reads as a heading's own words (`## 2024 review`),
so the last question of a sheet typed so was no question: its answer was dropped as text
between questions, and the warning quoted the answer, never the question. A heading so
numbered is one of its siblings' count when the heading numbered before it at its level is
`N-1.` and two or more at that level are numbered `N.`: it is written with the dot, line for
line, outside code. A number that does not continue the count (a year, `### 3 tips` after
`### 7.`) stays words.
"""

from __future__ import annotations

from collections import Counter

from srs.importers.common import HEADING_RE, outside_code
from srs.importers.lazyre import lazy

__all__ = ["dotless_headings"]

_ANY_RE = lazy(r"#[ \t]+\d{1,4}[ \t]+[^\W\d_]")
"""A heading's marks over a number with no dot, searched for once in the whole text (its
marks' first `#` is met far more seldom than a line's start)."""
_NUMBER_RE = lazy(r"^(?P<num>\d{1,4})(?P<dot>\.)?[ \t]+(?P<rest>\S.*)$")
"""A heading's number, dotted (`44. text`) or not (`45 text`), and its words."""
_DOTLESS_TEXT_RE = lazy(r"^[^\W\d_]")
"""Words, not a figure or a dash, after a number with no dot (`45 view ...`)."""
_LEAST = 2
"""How many dotted siblings make a level's headings a numbered count."""


def dotless_headings(text: str) -> str:
    """The text with each question heading that lost its number's dot written with it (see the
    module doc); the text itself when it has none (one search first)."""
    if _ANY_RE.search(text) is None:
        return text
    lines = text.split("\n")
    numbered = _numbered(lines)
    dotted = Counter(level for _, level, _, is_dotted, _ in numbered if is_dotted)
    last: dict[int, tuple[int, bool]] = {}  # a level's last numbered heading: number, dotted
    for k, level, number, is_dotted, end in numbered:
        counted = last.get(level) == (number - 1, True) and dotted[level] >= _LEAST
        if not is_dotted and counted:
            lines[k] = f"{lines[k][:end]}.{lines[k][end:]}"
        last[level] = (number, is_dotted or counted)
    return "\n".join(lines)


def _numbered(lines: list[str]) -> list[tuple[int, int, int, bool, int]]:
    """The headings numbered `N.`, or `N words` with no dot, outside code: each one's row,
    level, number, whether dotted, and where its number ends on its line."""
    numbered: list[tuple[int, int, int, bool, int]] = []
    for k, line in outside_code(lines):
        if "#" not in line[:4] or (m := HEADING_RE.match(line)) is None or not m.group("text"):
            continue
        n = _NUMBER_RE.match(m.group("text"))
        if n is not None and (n.group("dot") or _DOTLESS_TEXT_RE.match(n.group("rest"))):
            end = m.start("text") + n.end("num")
            numbered.append(
                (k, len(m.group("hashes")), int(n.group("num")), bool(n.group("dot")), end)
            )
    return numbered
