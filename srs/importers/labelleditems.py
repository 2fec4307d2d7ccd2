"""A labelled question typed as a list item (`* Question 30: ...`), its answer nested under it:
where its question and its answer end, as the item's own Markdown says.

Exam notes list each question as a bullet, `* Question 30: Alice has linked a repository to
her workspace.`, wrap its text onto a second line at the margin (`Will a commit start a
plan?`), nest the answer under it (`    * True`), and set each section's title between two
questions at the margin (```` ```Exam 2``` 98% ````). Read by the label, the question was its
first line only, its second line the answer's first, and the next section's title the end of
the answer. CommonMark reads them as written: a line at the margin right under the item's
text (no blank between) goes on with the item's paragraph (a lazy continuation line), and a
paragraph at the margin after a blank line is no longer the item's.

So: in a block begun by such an item, the lines that continue its paragraph join the question
when its first line does not ask, the last of them does and the answer is nested below them;
and in any card whose whole answer is indented under its question, a last one-line paragraph
back at the question's margin that reads as a title (short, no sentence's end, no link, URL or
line of code) is the next section's title, reported as text in no card rather than kept.
Not under a heading, which nests nothing: an answer that opens with an indented line there
(`\t测试时用。`, a stray tab read as a code block) goes on in the paragraph after it (`它检查
一个布尔表达式。`, a sentence whose `。` no title test saw), up to the next question.
"""

from __future__ import annotations

from bisect import insort
from dataclasses import replace

from srs.importers.asking import asks
from srs.importers.common import ANSWER_RE, HEADING_RE, LIST_ITEM_RE
from srs.importers.lazyre import lazy
from srs.importers.values import Block, Line

__all__ = ["item_blocks"]

_ITEM_RE = lazy(r"^(?P<indent>[ \t]*)(?:[-*+]|\d{1,3}[.)])[ \t]+")

_CODE_RE = lazy(r"[=();{}\[\]<>]")
"""A character of code (`final args = f(x);`), never of a section's title (`Exam 2`)."""

_TITLE_WORDS = 10
"""A section's title between questions is short: a name and a score, not a sentence."""


def item_blocks(blocks: list[Block], dropped: list[tuple[int, str]], text: str) -> list[Block]:
    """The blocks with each labelled list item's question and answer where its Markdown ends
    them; the section titles taken out of answers are added to `dropped` (text in no card).
    The item is told by the document's own line (in `text`): a start's line may have been
    read already (its bullet gone, its wrapped lines joined)."""
    raw = text.split("\n") if blocks else []
    out: list[Block] = []
    for block in blocks:
        k = block.start.no - 1
        own = raw[k].expandtabs(4).rstrip() if 0 <= k < len(raw) else ""
        item = _ITEM_RE.match(own)
        if block.start.code:
            out.append(block)
            continue
        if item is not None and block.label and own == block.start.text:
            block = _wrapped(block, len(item.group("indent")))
        lines, title = _without_title(block.lines, _indent(block.start.text))
        if title is not None and not HEADING_RE.match(own):  # a heading nests no answer
            insort(dropped, (title.no, title.text))
            block = replace(block, lines=lines)
        out.append(block)
    return out


def _indent(text: str) -> int:
    return len(text) - len(text.lstrip(" \t"))


def _wrapped(block: Block, margin: int) -> Block:
    """The block with the lines that go on with its item's paragraph joined to its question,
    when its first line does not ask, the last of them does, and the answer is nested under
    them (`... has linked a repository.` / `Will a commit start a plan?` / `    * True`).
    Under a first line that asks, such lines are the answer's first (`1. What is X?` / `X is
    a tool ...` / `- a point`), as the author meant though CommonMark reads otherwise."""
    lines = block.lines
    k = 0
    while k < len(lines) and _continues(lines[k]):
        k += 1
    if k == 0 or k >= len(lines) or asks(block.label) or not lines[k - 1].text.endswith("?"):
        return block  # a first line that asks is the question: the lines under it answer
    nested = lines[k]
    if nested.code or _indent(nested.text) <= margin or not LIST_ITEM_RE.match(nested.text):
        return block
    label = " ".join([block.label.strip(), *(line.text.strip() for line in lines[:k])])
    return replace(block, label=label, lines=lines[k:])


def _continues(line: Line) -> bool:
    """A line that goes on with the item's paragraph: text, not a new item, heading, fence,
    quote, table or answer label."""
    text = line.text.strip()
    return (
        bool(text)
        and not line.code
        and text[:1] not in ("#", ">", "|", "<")
        and not text.startswith(("```", "~~~"))
        and LIST_ITEM_RE.match(line.text) is None
        and HEADING_RE.match(line.text) is None
        and ANSWER_RE.match(text) is None
    )


def _without_title(lines: list[Line], margin: int) -> tuple[list[Line], Line | None]:
    """The lines without a last one-line paragraph at the question's margin that reads as a
    section's title, when the whole answer above it is nested under the question (indented
    past its margin); that line, or None."""
    end = len(lines)
    while end > 0 and not lines[end - 1].text.strip():
        end -= 1
    if end < 3 or lines[end - 2].text.strip():
        return lines, None  # not a paragraph of one line after a blank one
    last = lines[end - 1]
    text = last.text.strip()
    if last.code or _indent(last.text) > margin or not _title_like(text):
        return lines, None
    above = [line for line in lines[: end - 2] if line.text.strip()]
    if not above or any(line.code or _indent(line.text) <= margin for line in above):
        return lines, None  # an answer not all nested: a paragraph at the margin may be its
    return lines[: end - 1], last


def _title_like(text: str) -> bool:
    """A short line that ends no sentence and is no link, URL or line of code (a link or a
    line of code under an answer is the answer's last word)."""
    return (
        text[-1:] not in ".!?:;,)"
        and not (text[-1:] == "`" and _CODE_RE.search(text))
        and "://" not in text
        and len(text.split()) <= _TITLE_WORDS
        and LIST_ITEM_RE.match(text) is None
        and ANSWER_RE.match(text) is None
        and text[:1] not in ("|", ">", "<", "!", "[")
        and _CLOSING_TAG_END_RE.search(text) is None
    )


_CLOSING_TAG_END_RE = lazy(r"</[a-zA-Z][a-zA-Z0-9]*[ \t]*>$")
"""A line ending in a closing tag (`It trades memory.</p>`): the end of an HTML block the
answer opened above (`    <p>A cache ...`), its last words, never a title."""
