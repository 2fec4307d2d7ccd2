"""An HTML list of questions, each answered in the paragraph after its item:

    <ul>
    <li><b>
    R1. What is a router?
    </b></li>
    <p>
    Answer:<br/>
    A device that forwards packets at the network layer.
    </p>

(a course's review answers kept as raw HTML in a `.md` file). Markdown-it reads every tag line
as an opaque HTML block and no reader saw a question: the document was rejected whole ("no
questions found"). The shape is a list item holding nothing but bold text, followed (blank
lines apart) by a `<p>` sibling outside the item; the paragraph answers the item when it
opens with an answer label (`Answer:`, `答案：`) or the bold text asks (ends with `?`).

Here the item becomes an ATX heading (its lines joined, `<br/>` between a multi-part
question's parts kept, which the card writer turns into line breaks) and the paragraph its
text: the `<p>` tags go and a `<br/>` ending a line goes (the line ends there already). Each
line keeps its number (the lines an item or tag took are left blank). An item over a nested
list, or a bold title over a bullet list, is not this shape and stays as it was.
"""

from __future__ import annotations

import re

from srs.importers.common import ANSWER_RE
from srs.importers.lazyre import lazy

__all__ = ["item_question_at", "opens_item"]

_ITEM_RE = lazy(
    r"^[ \t]*<li\b[^<>]*>\s*<(?P<tag>b|strong)\b[^<>]*>(?P<text>(?:(?!</?(?:li|p|ul|ol|div|b|strong)\b).)+?)"
    r"</(?P=tag)[ \t]*>\s*</li[ \t]*>[ \t]*$",
    re.I | re.S,
)
"""A list item holding only bold text (its tags and text over one line or several)."""
_P_OPEN_RE = lazy(r"^[ \t]*<p\b[^<>]*>[ \t]*", re.I)
_P_CLOSE_RE = lazy(r"[ \t]*</p[ \t]*>[ \t]*$", re.I)
_END_BREAK_RE = lazy(r"[ \t]*<br[ \t]*/?>[ \t]*$", re.I)
_BLOCK_TAG_RE = lazy(r"</?(?:li|ul|ol|div|table|h[1-6]|p)\b", re.I)
_ITEM_REACH = 12
"""How many lines an item's tags and text may take."""
_PARAGRAPH_REACH = 200
"""How many lines an answer's paragraph may take."""
_ASKS = ("?", "？")


def opens_item(line: str) -> bool:
    """Whether a line opens with an `<li>` tag (the cheap test before the rule is tried)."""
    return line.lstrip(" \t")[:3].lower() == "<li"


def item_question_at(lines: list[str], k: int) -> list[str] | None:
    """The lines from k on, rewritten, when line k opens a bold-only item answered by the
    paragraph after it (see the module docstring): the item's heading, blank lines, the
    paragraph's text, as many lines as they took; else None."""
    item = _item_end(lines, k)
    if item is None:
        return None
    end, question = item
    p = end + 1
    while p < len(lines) and not lines[p].strip():
        p += 1
    paragraph = _paragraph(lines, p)
    if paragraph is None or not paragraph or not any(line.strip() for line in paragraph):
        return None
    first = next(line for line in paragraph if line.strip())
    if ANSWER_RE.match(first.strip()) is None and not question.endswith(_ASKS):
        return None
    return [f"### {question}", *[""] * (p - k - 1), *paragraph]


def _item_end(lines: list[str], k: int) -> tuple[int, str] | None:
    """The last line of the bold-only item opened at line k and its question (one line,
    `<br/>` kept between parts); None for any other item."""
    for j in range(k, min(len(lines), k + _ITEM_REACH)):
        if "</li" not in lines[j].lower():
            continue
        m = _ITEM_RE.match("\n".join(lines[k : j + 1]))
        if m is None:
            return None
        question = " ".join(line.strip() for line in m.group("text").split("\n") if line.strip())
        return (j, question) if question and "<" not in question.replace("<br", "") else None
    return None


def _paragraph(lines: list[str], p: int) -> list[str] | None:
    """The lines of the `<p>` element opened at line p with its tags and line-ending breaks
    taken off (a line each, the tag-only lines blank); None when line p opens none, or the
    paragraph holds a block (a list, another paragraph) or does not close."""
    if p >= len(lines) or _P_OPEN_RE.match(lines[p]) is None:
        return None
    out: list[str] = []
    for j in range(p, min(len(lines), p + _PARAGRAPH_REACH)):
        line = _P_OPEN_RE.sub("", lines[j], count=1) if j == p else lines[j]
        closed = _P_CLOSE_RE.search(line)
        if closed is not None:
            line = line[: closed.start()]
        if "<" in line and _BLOCK_TAG_RE.search(line):
            return None
        out.append(_END_BREAK_RE.sub("", line).strip())
        if closed is not None:
            return out
    return None
