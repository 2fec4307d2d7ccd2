"""Worked answers written apart from their questions, after all of them.

A study list asks its questions with short answers (`1. **What is a stack?**` / `_LIFO._`),
then, in a section of its own after the last one, works some of them out at length under a
heading that labels an answer and names the question it answers, by its number and often
its words too (`### Model Answer: "What is a stack?" (#1)` over quoted paragraphs). The
segmenter reads that heading as a section's title and its text as text between questions,
so the worked answers were lost inside one lumped "lines in no card" warning. The text
under such a heading (to the next heading) is more of the numbered question's answer: moved
to the end of its card, after a blank line (the heading's answer label goes with the
heading: in the card it would read as the place its answer starts). A heading that names no question the document
numbers, or whose quoted words are not that question's, is left as it was.
"""

from __future__ import annotations

from srs.importers.asking import plain_question
from srs.importers.common import ANSWER_RE, indent_of
from srs.importers.lazyre import lazy
from srs.importers.values import Block, Line

__all__ = ["worked_answers"]

_NUMBER_RE = lazy(r"\(#(?P<n>\d{1,4})\)[ \t]*$")
"""`(#7)` closing the heading: the number of the question it answers."""
_QUOTED_RE = lazy(r"[\"“](?P<q>[^\"”]+)[\"”]")


def worked_answers(
    blocks: list[Block],
    lines: list[Line],
    headings: dict[int, tuple[int, str]],
    dropped: list[tuple[int, str]],
) -> None:
    """Move each worked answer after the questions (see the module doc) from `dropped` (the
    text in no card, as (line number, text)) into its question's block."""
    if not blocks or "(#" not in "".join(text for _, text in headings.values()):
        return  # no heading names a question by its number: the usual case
    by_number = {b.number: b for b in blocks if b.number is not None}
    last = blocks[-1].start.no
    marks = [i for i in sorted(headings) if lines[i].no > last]
    left = {no for no, _ in dropped}
    moved: set[int] = set()
    for k, i in enumerate(marks):
        block = _answered(headings[i][1], by_number)
        end = marks[k + 1] if k + 1 < len(marks) else len(lines)
        if block is not None:
            moved.update(_move(block, lines, (i, end), left))
    if moved:
        dropped[:] = [(no, text) for no, text in dropped if no not in moved]


def _move(block: Block, lines: list[Line], span: tuple[int, int], left: set[int]) -> list[int]:
    """Move the text in no card (line numbers `left`) under the heading at `span[0]`, up to
    the next heading at `span[1]`, into `block`; the line numbers moved."""
    text = [ln for ln in lines[span[0] + 1 : span[1]] if ln.no in left]
    if text:
        block.lines.extend(_under(block, lines[span[0]], text))
    return [ln.no for ln in text]


def _under(block: Block, heading: Line, text: list[Line]) -> list[Line]:
    """The worked answer's lines as more of the block's answer: after a blank line (the
    heading, whose answer label would read as the place the answer starts), blank lines
    between its paragraphs kept, each indented as far as the answer's own lines are (an
    item's answer indented under it: at the margin the old lines would read as code)."""
    pad = " " * min((indent_of(ln.text) for ln in block.lines if ln.text.strip()), default=0)
    out = [Line(heading.no, "")]
    for line in text:
        if line.no > out[-1].no + 1:
            out.append(Line(line.no - 1, ""))
        out.append(line._replace(text=pad + line.text) if pad and not line.code else line)
    return out


def _answered(text: str, by_number: dict[int, Block]) -> Block | None:
    """The block a heading's worked answer belongs to: the heading is an answer label naming
    a question by its number (`Model Answer: "..." (#1)`), the document numbers one
    question so, and the words the heading quotes, if any, are that question's."""
    m = ANSWER_RE.match(text)
    n = _NUMBER_RE.search(text) if m is not None and m.group("rest") else None
    block = by_number.get(int(n.group("n"))) if n is not None else None
    if block is None:
        return None
    quoted = _QUOTED_RE.search(text)
    if quoted is not None and plain_question(quoted.group("q")) not in plain_question(
        block.start.text
    ):
        return None
    return block
