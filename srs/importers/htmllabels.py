"""Questions written inside an HTML paragraph or division (`<p class="message">` over
`<font color="Black">Question 1</font> – What is CSRF ?` over `</p>`), as blog posts styled
by their theme are.

Markdown-it reads such a block as opaque HTML, so the questions in it are invisible to the
readers and the whole post was refused ("no questions found"). When at least two short
blocks of a document (two to four lines, from a `<p>` or `<div>` line to its closing tag)
hold one line of text that asks or is labelled a question, each is written as that text
alone on the block's first line, the block's other lines left blank (line for line).
Such posts open their answers' lines with `<br>` (`<br>**Ans**:- ...`), which hid the label:
a `<br>` before a line's text goes (`leading_breaks`).
"""

from __future__ import annotations

import html
import re

from srs.importers.asking import asks
from srs.importers.common import end_matter_kind, holds, outside_code
from srs.importers.html import END_BREAKS_RE
from srs.importers.labelstart import label_start
from srs.importers.lazyre import lazy

__all__ = ["bold_after_blocks", "html_question_blocks", "leading_breaks"]

_OPEN_RE = lazy(r"^[ \t]{0,3}<(?P<tag>p|div)\b[^<>]*>", re.I)
_ANY_OPEN_RE = lazy(r"\n[ \t]{0,3}<(?:p|div)\b", re.I)
_TAG_RE = lazy(r"<[^<>]*>")
_LONGEST = 4
"""The most lines a block holding one question takes (its tags on lines of their own)."""


def html_question_blocks(text: str) -> str:
    """The text with each short HTML block that holds one question as its text alone, when
    two or more such blocks are found outside code (a cheap test first)."""
    if _ANY_OPEN_RE.search(f"\n{text}") is None:
        return text  # no line opens with a `<p>` or `<div>`: searched at C speed
    lines = text.split("\n")
    found: list[tuple[int, int, str]] = []  # (first line, last line, the question's text)
    for k, line in outside_code(lines):
        if line.lstrip(" ")[:1] != "<":
            continue
        m = _OPEN_RE.match(line)
        block = _block(lines, k, m.group("tag")) if m is not None else None
        if block is not None:
            found.append(block)
    if len(found) < 2:
        return text
    for first, last, question in found:
        lines[first] = question
        for j in range(first + 1, last + 1):
            lines[j] = ""
    return "\n".join(lines)


def _block(lines: list[str], k: int, tag: str) -> tuple[int, int, str] | None:
    """The block opening at line k, when it closes within a few lines and its text is one
    question; else None."""
    closing = f"</{tag.lower()}>"
    if closing in lines[k].lower():
        return None  # `<p>What is X?</p>` on one line: the readers see those already
    for last in range(k + 1, min(k + _LONGEST, len(lines))):
        if closing in lines[last].lower():
            break
    else:
        return None
    words = " ".join(_plain(line) for line in lines[k : last + 1]).split()
    question = " ".join(words)
    if not question or len(question) > 300:
        return None
    if label_start(question, in_heading=False) is None and not asks(question):
        return None
    return k, last, question


def _plain(line: str) -> str:
    """A line without its tags, its character references read."""
    return html.unescape(_TAG_RE.sub(" ", line)).replace("\xa0", " ")


_LEADING_BREAK_RE = lazy(r"^[ \t]*(?:<br[ \t]*/?>[ \t]*)+(?=[^\s<])", re.I)
"""`<br>**Ans**:- ...`: a line break written before a line's text, which starts on a new
line anyway; it hid the line's label from every reader."""


_BREAKS_ONLY_RE = lazy(r"^[ \t]*(?:<br[ \t]*/?>[ \t]*)+$", re.I)
"""A line of nothing but `<br>`: a spacer between answers. It opened an HTML block that ran
on to the next blank line, taking in the numbered question under it (`<br>` over `57. How
...?`), which was read as more of the answer above, in silence."""


def leading_breaks(text: str) -> str:
    """The text without the `<br>` tags that open its lines outside code, a line of them
    left blank (line for line; a cheap test first)."""
    if not holds(text, "\n<br", "\n<BR"):
        return text
    lines = text.split("\n")
    for k, line in outside_code(lines):
        if line[:3].lower() == "<br":
            lines[k] = "" if _BREAKS_ONLY_RE.match(line) else _between_breaks(line)
    return "\n".join(lines)


def _between_breaks(line: str) -> str:
    """A line past the `<br>` tags that open it, and those that close it when it was set
    between breaks (`<br>**My answers**<br>`: a label spaced from the lines around it, which
    the closing break kept from reading as one). Not a title that names an answer key
    (`<br>**Answers**<br>` under every exercise): alone on its line, it would read as the
    key section's title, ending the questions at the first."""
    text = _LEADING_BREAK_RE.sub("", line)
    bare = END_BREAKS_RE.sub("", text) if text != line else text
    return text if end_matter_kind(bare) == "key" else bare


_CLOSE_LINE_RE = lazy(r"^[ \t]{0,3}</(?:ul|ol|p|div|table|pre|blockquote)>[ \t]*$", re.I)
_BOLD_OPEN_RE = lazy(r"^[ \t]{0,3}<(?:b|strong)>", re.I)


def bold_after_blocks(text: str) -> str:
    """`</ul>` over `<b>2. What is a list?</b>`: a numbered question in HTML bold right under
    the tag that closes the answer above. Markdown-it's HTML block goes on to the next blank
    line, so the question was read as more of that answer, in silence; the closing tag's line
    is left blank (line for line), which ends the block there (a cheap test first)."""
    if not holds(text, "\n<b>", "\n<strong>", "\n<B>"):
        return text
    lines = text.split("\n")
    for k, line in outside_code(lines):
        if k == 0 or not _BOLD_OPEN_RE.match(line) or not _CLOSE_LINE_RE.match(lines[k - 1]):
            continue
        start = label_start(_plain(line).strip(), in_heading=False)
        if start is not None and start.number is not None:
            lines[k - 1] = ""
    return "\n".join(lines)
