"""Question and answer blocks told apart by their class, written into a Markdown page.

Jekyll and Hugo sites keep interview pages as Markdown that holds HTML: each question a
`<div class="... question">` beside a button that folds its answer open, the answer a
`<div class="... answer">` (its text often kept in a `<pre>` for its line breaks), and a
`<h5>Question</h5>` label over each:

    <br><h5>Question</h5>
    <div class="bs-example dob-question">What is a document?</div><button>Answer</button>
       <div class="container dob-answer">
         <code><pre>
    A record: a JSON-like object.
         </pre></code>
       </div>

CommonMark reads each as an opaque HTML block, so no reader saw a question at all. Here,
when two or more question blocks open lines of the text, each becomes a `######` heading
(srs.importers.htmlroles says which classes name a question; a heading is one question for
the Markdown readers), its button and the `Question` label above it go, and each answer block
becomes its text: a `<pre>` its lines, dedented (an answer kept in a `<pre>` is text laid
out, not code), anything else converted from HTML. An empty answer block leaves its question
unanswered, which is then reported; the page's `</body>` after the last answer goes too.
"""

from __future__ import annotations

import html
import re
import textwrap

from srs.importers.anytags import ANY_TAG_RE
from srs.importers.common import holds
from srs.importers.fences import fence_after
from srs.importers.html import html_to_markdown
from srs.importers.htmlroles import names_question, question_heading
from srs.importers.lazyre import lazy
from srs.importers.textabove import text_above

_OPEN_RE = lazy(r"^[ \t]*(?:<br[ \t]*/?>[ \t]*)*<div\b(?P<attrs>[^<>]*)>", re.I)
"""A line that opens a block (`<div class="dob-question">`, after a `<br>` or two)."""
_CLASS_RE = lazy(r"""\bclass[ \t]*=[ \t]*(?:"(?P<d>[^"]*)"|'(?P<s>[^']*)')""", re.I)
_ANSWER_CLASS_RE = lazy(r"[a-z0-9_-]*answer|ans", re.I)
"""A class token that names an answer: `answer`, `dob-answer`, `faq-answer` (not
`dob-answer-btn`, the button that shows it)."""
_DIV_TAG_RE = lazy(r"<div\b[^<>]*>|</div[ \t]*>", re.I)
_BUTTON_RE = lazy(r"<button\b[^<>]*>.*?</button[ \t]*>", re.I | re.S)
_LABEL_RE = lazy(r"(?:question|q)[ \t]*[:.]?", re.I)
_PRE_ONLY_RE = lazy(r"^\s*<pre\b[^<>]*>(?P<text>.*?)</pre[ \t]*>\s*$", re.I | re.S)
_CODE_TAG_RE = lazy(r"</?code\b[^<>]*>", re.I)
_REACH = 400
"""A block left open longer than this many lines is left as it is."""
_FRAME_RE = lazy(r"^[ \t]*</?(?:body|html)\b[^<>]*>[ \t]*$", re.I)
"""A page's frame tag alone on its line (`</body>` after the last answer): no content."""


def role_blocks(text: str) -> str:
    """The text with its class-named question and answer blocks as Markdown (see the module
    docstring); unchanged unless two or more question blocks open lines outside code."""
    if not holds(text, "<div") or "question" not in text.lower():
        return text  # cheap test first
    lines = text.split("\n")
    spans, frames = _spans(lines)
    if sum(1 for span in spans if span[2] == "q") < 2:
        return text
    for first, last, role in spans:
        _rewrite(lines, first, last, role)
    for k in frames:
        lines[k] = ""
    return "\n".join(lines)


def _spans(lines: list[str]) -> tuple[list[tuple[int, int, str]], list[int]]:
    """The question and answer blocks outside code (each its first and last line and its
    role), and the lines that hold only a page's frame tag."""
    spans: list[tuple[int, int, str]] = []
    frames: list[int] = []
    fence: str | None = None
    k = 0
    while k < len(lines):
        line = lines[k]
        fence, is_fence = fence_after(fence, line)
        outside = fence is None and not is_fence and "<" in line
        role = _role(line) if outside and "<div" in line else None
        end = _block_end(lines, k) if role is not None else None
        if role is not None and end is not None:
            spans.append((k, end, role))
            k = end + 1
            continue
        if outside and _FRAME_RE.match(line):
            frames.append(k)
        k += 1
    return spans, frames


def _role(line: str) -> str | None:
    """'q' for a line that opens a question block, 'a' for an answer block, else None."""
    m = _OPEN_RE.match(line)
    c = _CLASS_RE.search(m.group("attrs")) if m is not None else None
    if c is None:
        return None
    value = c.group("d") if c.group("d") is not None else c.group("s")
    if names_question([("class", value)]):
        return "q"
    return "a" if any(_ANSWER_CLASS_RE.fullmatch(t) for t in value.split()) else None


def _block_end(lines: list[str], first: int) -> int | None:
    """The line that closes the block opened on line `first` (its `<div>`s all closed)."""
    depth = 0
    for j in range(first, min(len(lines), first + _REACH)):
        for tag in _DIV_TAG_RE.findall(lines[j]):
            depth += -1 if tag.startswith("</") else 1
        if depth <= 0:
            return j
    return None


def _rewrite(lines: list[str], first: int, last: int, role: str) -> None:
    """Write the block over lines `first`..`last` as Markdown (the lines it took, the rest
    blank; more lines than it took go on its last line)."""
    block = "\n".join(lines[first : last + 1])
    inner, tail = _split(block)
    if role == "q":
        # plain words need no HTML parser (a page of thousands of questions stays quick)
        words = html_to_markdown(inner) if "<" in inner else html.unescape(inner)
        heading = question_heading(words)
        if heading is None:
            return  # no one paragraph: options, a whole box, left as it was
        _drop_label_above(lines, first)
        rest = ANY_TAG_RE.sub("", _BUTTON_RE.sub("", tail)).strip()
        new = ["", heading.strip(), "", *([rest] if rest else [])]
    else:
        new = ["", *_answer_lines(inner), ""]
    span = last - first + 1
    if len(new) > span:
        new = [*new[: span - 1], "\n".join(new[span - 1 :])]
    lines[first : last + 1] = new + [""] * (span - len(new))


def _split(block: str) -> tuple[str, str]:
    """A block's inner HTML, and what follows its closing tag on the same line."""
    m = _OPEN_RE.match(block)
    assert m is not None
    depth = 1
    for tag in _DIV_TAG_RE.finditer(block, m.end()):
        depth += -1 if tag.group(0).startswith("</") else 1
        if depth == 0:
            return block[m.end() : tag.start()], block[tag.end() :]
    return block[m.end() :], ""


def _answer_lines(inner: str) -> list[str]:
    """An answer block's text: a `<pre>` (inside a `<code>` or not) as its lines, dedented;
    anything else converted from HTML."""
    pre = _PRE_ONLY_RE.match(_CODE_TAG_RE.sub("", inner))
    if pre is None:
        return html_to_markdown(inner).strip().split("\n")
    body = textwrap.dedent(html.unescape(pre.group("text")).strip("\n").rstrip())
    return [line.rstrip() for line in body.split("\n")] if body.strip() else []


def _drop_label_above(lines: list[str], first: int) -> None:
    """Blank the `Question` label line (`<br><h5>Question</h5>`) right above a question."""
    k = text_above(lines, first)
    if k >= 0 and "<" in lines[k] and _LABEL_RE.fullmatch(ANY_TAG_RE.sub("", lines[k]).strip()):
        lines[k] = ""
