"""Answer bullets indented short of their question's text, under a bullet of another mark.

Notes typed as `* What is X?` over ` - X is ...` (the answer's dash one column in, the
question's text two) mean the dash list to sit under the question, as it looks. CommonMark
reads it otherwise: a dash one column in is no deeper than the star's text, so it ends the
star's list and opens a list of its own beside it. Each question then stood alone, its
answer a list of statements after it, and questions that did not ask in so many words
(`* Name 3 ways ...`) were lost with their answers among them.

Such a bullet (a mark other than its question's, indented past the question's mark but short
of its text) is moved right to the question's text, and so is every bullet of that mark at
that column up to the next line back at the question's column (under a numbered question,
two or more columns short, with every line deeper than them: their own points and lines):
the nesting the author meant.
A bullet of the same mark stays: `- Q` over ` - A` is a list whose items are ragged, as often
as it is a question and its answer. A numbered question is such a question too: `18.  What
are the options?` over `  *  How to set the dialect?` (two columns in, its text four) means
the points under it; CommonMark ended the numbered list there, and read every numbered line
after the points (`19.  How ...`) into the last point's paragraph. Line for line, like every marker rewrite
(srs.importers.markers); code fences are left alone.
"""

from __future__ import annotations

import re

from srs.importers.fences import fence_after
from srs.importers.holding import BULLETS, NUMBERED, search_led
from srs.importers.lazyre import lazy

__all__ = ["nested_answer_bullets"]

_BULLET_RE = lazy(r"^(?P<indent> *)(?P<mark>[-*+])(?P<gap>[ \t]+)\S")
_NUMBERED_RE = lazy(r"^(?P<indent> *)(?P<mark>\d{1,3}[.)])(?P<gap>[ \t]+)\S")
_SHORT_UNDER_RE = lazy(
    r"\n(?P<parent> {0,8})(?:[-*+]|\d{1,3}[.)])[ \t]+\S[^\n]*\n (?P=parent) {0,3}[-*+][ \t]"
)
"""A bullet right under another one or a numbered item, one to four columns further in: the
cheap search for the layout."""
_SHORT_LEAD_RE = lazy(r"\n {0,8}(?:[-*+]|\d{1,3}[.)])[ \t]+\S")
"""How `_SHORT_UNDER_RE` opens, within its first line: searched first in the lines a bullet or
a number opens alone (`search_led`), where most documents stop."""


def nested_answer_bullets(text: str) -> str:
    """Bullets under a question's bullet of another mark, indented short of its text, moved
    to its text (see the module doc)."""
    if not search_led(_SHORT_LEAD_RE, text, BULLETS, NUMBERED, first=True):
        return text
    if _SHORT_UNDER_RE.search("\n" + text) is None:
        return text  # no bullet a column in right under another: nothing to move
    lines = text.split("\n")
    fence: str | None = None
    nesting = _Nesting()
    for k, line in enumerate(lines):
        fence, is_fence = fence_after(fence, line)
        if fence is None and not is_fence:
            lines[k] = nesting.moved(line, lines[k - 1] if k else "")
    return "\n".join(lines)


class _Nesting:
    """The question bullet met last and the answer bullets under it being moved."""

    def __init__(self) -> None:
        self.parent: tuple[int, str, int] | None = None  # the question's indent, mark, text column
        self.shift: tuple[int, str, int] | None = None  # the answers' column, mark and move

    def moved(self, line: str, above: str) -> str:
        """The line, moved right when it is an answer bullet under the question."""
        indent = len(line) - len(line.lstrip(" "))
        if self.parent is not None and line.strip() and indent <= self.parent[0]:
            self.parent, self.shift = None, None  # back at the question's column: answer over
        if self.shift is not None and self._under_moved(indent) and line.strip():
            return " " * self.shift[2] + line  # a point under a moved bullet: moved with it
        m = _BULLET_RE.match(line) if line.lstrip(" ")[:1] in ("-", "*", "+") else None
        if m is None:
            self._numbered(line, indent)
            return line
        return self._bullet(line, above, indent, m)

    def _numbered(self, line: str, indent: int) -> None:
        """A numbered item met outside a moved run: the question of the bullets under it."""
        numbered = _NUMBERED_RE.match(line) if line.lstrip(" ")[:1].isdigit() else None
        if numbered is not None and self.shift is None:
            self.parent = (indent, "1", numbered.end() - 1)

    def _bullet(self, line: str, above: str, indent: int, m: re.Match[str]) -> str:
        """A bullet: moved with its run, the first of a run to move, or a question's."""
        mark = m.group("mark")
        if self.shift is not None and indent == self.shift[0] and mark == self.shift[1]:
            return " " * self.shift[2] + line
        if self.parent is not None and _short_under(self.parent, indent, mark, above):
            if self.parent[1] == "1" and self.parent[2] - indent < 2:
                return line  # `1. Q` over `  - A`: one column short, which reads as meant
            self.shift = (indent, mark, self.parent[2] - indent)
            return " " * self.shift[2] + line
        if self.shift is None:
            self.parent = (indent, mark, indent + 1 + len(m.group("gap")))
        return line

    def _under_moved(self, indent: int) -> bool:
        """Whether a line sits deeper than the bullets moved under a numbered question: their
        own points and lines, moved with them (under a bullet's question they stay)."""
        return (
            self.shift is not None
            and self.parent is not None
            and self.parent[1] == "1"
            and indent > self.shift[0]
        )


def _short_under(parent: tuple[int, str, int], indent: int, mark: str, above: str) -> bool:
    """A bullet of another mark than the question's, past its mark but short of its text,
    right under a line of the question (no blank line between)."""
    return mark != parent[1] and parent[0] < indent < parent[2] and bool(above.strip())
