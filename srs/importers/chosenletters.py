"""A line that lists chosen lettered options, `A: x、B: y`, is no `A:` answer label.

Quiz answer sheets give the options chosen for a multi-select question by their letters,
each with its text (`**A: Swagger、B: har、C: mustache**`). Read as the short answer label
`A:` (srs.importers.common.ANSWER_RE), the line lost its `A: ` and its first option's letter.
A line whose `A:` is followed on the same line, after a list separator, by `B:` is such a
list: the letters are part of the answer, not a label over it.
"""

from __future__ import annotations

from srs.importers.lazyre import lazy

__all__ = ["lists_chosen_letters"]

_CHOSEN_RE = lazy(r"[ \t*_]*A[ \t]*[:：](?![*_])[^\n]*?[、,，;；][ \t*_]*B[ \t]*[:：]")
"""`A: x、B: y` (bold or not; an ASCII or a full-width colon; any list separator); capital
letters only, and not `**A:** x` (a bold label, then its answer)."""


def lists_chosen_letters(text: str) -> bool:
    """Whether a line is a list of chosen lettered options, `A: x、B: y` (see above)."""
    return text.lstrip(" \t*_")[:1] == "A" and _CHOSEN_RE.match(text) is not None
