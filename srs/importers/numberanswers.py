"""An answer that is a number and a full stop (`1991.`, a year or a count) at the margin,
right under a numbered question whose other answers are indented below their questions:

    2. Em que empresa o Java nasceu?
       Sun Microsystems.

    3. Em que ano o Java começou a ser desenvolvido?
    1991.

    4. Qual era o objetivo original?
       Conectar dispositivos em casas inteligentes.

Read as written, `1991.` is the marker of an empty list item (CommonMark reads it so): the
question above was reported unanswered and the answer as a question with none. The author
wrote the answer where the others go, only not indented; it is indented under its question,
line for line, as the others are.

Only a line holding nothing but a number and a full stop, right under the line of a
numbered question that asks (no blank line between), and not the list's next item: the
numbered item after it goes on from the question's number (`4.` after `3.`), or, with none
after it, the number is not the next one. A list's empty item (`2.` between `1.` and `3.`)
stays as it is.
"""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.fences import outside_code
from srs.importers.holding import any_line
from srs.importers.lazyre import lazy

__all__ = ["number_answers"]

_BARE_RE = lazy(r"^[ \t]{0,3}(?P<num>\d{1,6})\.[ \t]*$")
"""`1991.` and nothing else on the line."""
_BARE_LINE_RE = lazy(r"^[ \t]{0,3}\d{1,6}\.[ \t]*$", re.M)
"""The same, each line of a whole text at once: the cheap test."""
_ITEM_RE = lazy(r"^(?P<lead>[ \t]{0,3}(?P<num>\d{1,4})\.[ \t]+)(?P<text>\S.*)$")
"""A numbered list item with its text (`3. Em que ano ...?`)."""
_AHEAD = 200
"""How many lines below a bare number the next numbered item is looked for."""


def number_answers(text: str) -> str:
    """The text with each bare-number answer indented under its question (see the module);
    the text itself when no line may be one (the cheap test first)."""
    if not any_line(_BARE_LINE_RE, text):
        return text
    lines = text.split("\n")
    moved = False
    for k, line in outside_code(lines):
        m = _BARE_RE.match(line)
        if m is None or k == 0 or (item := _ITEM_RE.match(lines[k - 1])) is None:
            continue
        if not asks(item.group("text")) or not _not_next(lines, k, int(item.group("num")), m):
            continue
        lines[k] = " " * len(item.group("lead")) + line.strip()
        moved = True
    # the text itself when nothing moved: `holds` keeps its answers for that object only
    return "\n".join(lines) if moved else text


def _not_next(lines: list[str], k: int, asked: int, bare: re.Match[str]) -> bool:
    """Whether the bare number on line k is no item of the list of question `asked`: the
    next numbered item goes on from `asked`, or, with none, the number is not `asked + 1`."""
    for line in lines[k + 1 : k + 1 + _AHEAD]:
        if (m := _ITEM_RE.match(line)) is not None:
            return int(m.group("num")) == asked + 1
    return int(bare.group("num")) != asked + 1
