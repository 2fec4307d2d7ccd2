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

Revision sheets written in HTML-ish Markdown put each answer in an `<answer>` element under
its question, a plain line (`Define recursion <span class='mark'>[1 mark]</span>` over
`<answer><p>...</p></answer>`, or over `<answer>` / a list, a table, fenced code /
`</answer>`). The element is no HTML the readers know: its tags stood in the text, the
question line (which often asks in no words: `Number Guessing Game FlowChart`) was no
question, and the whole sheet was refused. Where two such elements or more open a line and
close at a line's end, each is its content, its tags gone, and the plain paragraph above it
is the question, a numbered `######` heading (`###### Q3. Define recursion`: the number
says it is a question, as a quiz's `Qn.` does, though its words may not ask); a question
that is a heading, an item or a labelled line already keeps its own mark (`answer_elements`,
line for line).
"""

from __future__ import annotations

import html
import re

from srs.importers.anytags import ANY_TAG_RE
from srs.importers.asking import asks
from srs.importers.common import end_matter_kind, holds
from srs.importers.fences import fence_after, outside_code
from srs.importers.html import END_BREAKS_RE
from srs.importers.labelstart import label_start
from srs.importers.lazyre import lazy

__all__ = ["answer_elements", "bold_after_blocks", "html_question_blocks", "leading_breaks"]

_OPEN_RE = lazy(r"^[ \t]{0,3}<(?P<tag>p|div)\b[^<>]*>", re.I)
_ANY_OPEN_RE = lazy(r"\n[ \t]{0,3}<(?:p|div)\b", re.I)
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
    return html.unescape(ANY_TAG_RE.sub(" ", line)).replace("\xa0", " ")


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


_ANSWER_OPEN_RE = lazy(r"^[ \t]{0,3}<answer(?:[ \t][^<>]*)?>", re.I)
_ANSWER_CLOSE_RE = lazy(r"</answer[ \t]*>[ \t]*$", re.I)
_NOT_PLAIN_RE = lazy(
    r"[ \t]*(?:[#>|]|[-*+][ \t]|\d{1,4}[.)][ \t]|```|~~~|</?(?:div|p|h[1-6]|ul|ol|li|table|t[rdh]"
    r"|thead|tbody|details|summary|answer|pre|blockquote|dl|dt|dd)\b|<!--)",
    re.I,
)
"""What opens a line that is no plain paragraph's: a heading, quote, table, list item, fence,
block tag or comment; such a line over an answer element is no question it names."""
_ANSWERS_AT_LEAST = 2
"""How many answer elements mark a sheet's answers up so (one could be an example's)."""


def answer_elements(text: str) -> str:
    """The text with its `<answer>` elements as their content and the plain paragraph above
    each as its question's heading (see the module docstring), when it has two or more; else
    unchanged (a cheap test first)."""
    if not holds(text, "<answer", "<ANSWER", "<Answer"):
        return text
    lines = text.split("\n")
    elements = _answer_spans(lines)
    if len(elements) < _ANSWERS_AT_LEAST:
        return text
    for number, (first, last) in enumerate(elements, start=1):
        _ask_above(lines, first, number)
        lines[first] = _ANSWER_OPEN_RE.sub("", lines[first], count=1).strip()
        lines[last] = _ANSWER_CLOSE_RE.sub("", lines[last]).rstrip()
    return "\n".join(lines)


def _answer_spans(lines: list[str]) -> list[tuple[int, int]]:
    """(opening line, closing line) of each answer element outside code: its opening tag
    starts a line, its closing tag ends the same line or a later one, before another opens.
    Code is told without the tags: `<answer>```python` opens a fence, and ```` ```</answer> ````
    closes it (as the tag, it would open one that takes the next answers in)."""
    spans: list[tuple[int, int]] = []
    opened: int | None = None
    fence: str | None = None
    for k, line in enumerate(lines):
        bare = line
        if "answer" in line.lower():
            bare = _ANSWER_CLOSE_RE.sub("", _ANSWER_OPEN_RE.sub("", line, count=1))
        fence, is_fence = fence_after(fence, bare)
        if "<" not in line or (fence is not None and not is_fence):
            continue  # no tag, or in code
        if _ANSWER_OPEN_RE.match(line) is not None:
            opened = k
        if opened is not None and _ANSWER_CLOSE_RE.search(line) is not None:
            spans.append((opened, k))
            opened = None
    return spans


def _ask_above(lines: list[str], first: int, number: int) -> None:
    """The plain paragraph right above an answer element (blank lines between allowed) as
    one numbered `######` heading on its first line, its other lines blank; a paragraph that
    is a heading, item, labelled line or markup is left as it is."""
    last = first - 1
    while last >= 0 and not lines[last].strip():
        last -= 1
    top = last
    while top - 1 >= 0 and lines[top - 1].strip():
        top -= 1
    if last < 0 or any(_NOT_PLAIN_RE.match(line) for line in lines[top : last + 1]):
        return
    words = " ".join(line.strip() for line in lines[top : last + 1])
    if _ANSWER_CLOSE_RE.search(words) or label_start(words, in_heading=False) is not None:
        return  # right under the answer above, or labelled a question already
    lines[top] = f"###### Q{number}. {words}"
    for k in range(top + 1, last + 1):
        lines[k] = ""
