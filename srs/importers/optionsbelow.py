"""Whether options follow a numbered start inside an answer: a quiz after the topic.

srs.importers.markdown keeps a numbered start inside the answer of a heading that asks as a
question of its own when options follow it (`**1.** Which command ...?` over `a) ls`, `b)
cd`); a lettered line that titles the text below it is a sub-step of the answer, no option.
"""

from __future__ import annotations

from srs.importers.common import OPTION_RE, Line, Start

__all__ = ["options_follow"]


def options_follow(
    lines: list[Line], i: int, starts: dict[int, Start], headings: dict[int, tuple[int, str]]
) -> bool:
    """Whether option lines (`- **a)** text`, or task boxes `- [x] text` of a course quiz)
    follow the start at line i before the next one. A lettered line that ends in a colon
    titles the text below it (`a) **Root server** :` over its points, a sub-step of the
    answer's step `**2. Recursive lookup** :`): no option, whose text is its own."""
    for j in range(i + 1, min(len(lines), i + 40)):
        if j in starts or j in headings:
            return False
        text = lines[j].text
        box = text[:1] in "-*+" and text[1:4] in (" [ ", " [x", " [X")
        if not lines[j].code and (box or (OPTION_RE.match(text) and not _titles_below(text))):
            return True
    return False


def _titles_below(text: str) -> bool:
    """Whether a line ends in a colon, bold marks and spaces aside (`a) **Root server** :`)."""
    return text.rstrip(" \t*_")[-1:] in (":", "\uff1a")
