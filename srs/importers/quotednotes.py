"""A note set as a block quote between the items of an answer's list: its words, unquoted.

Notes of commands often remark on a step with a short quote between the list's items:

    * kubectl drain worker2 --ignore-daemonsets

    > to let pods schedule there again

    * kubectl uncordon worker2

The `>` is the writer's way of setting the remark apart, as the task above it was set off
as a quote; in the card it stayed as a stray mark at the head of the line. Where an answer is
a list and nothing else but such remarks (each a short quote of plain text, a blank line
above it, after at least one item), the remarks lose their marks. An answer that opens with
its quote is unquoted elsewhere (the quote is the answer); one with prose, code or a heading
beside the list, or a longer or nested quote, is kept as written.
"""

from __future__ import annotations

from srs.importers.common import LIST_ITEM_RE
from srs.importers.lazyre import lazy

__all__ = ["unquoted_notes"]

_QUOTE_RE = lazy(r"^ {0,3}>[ \t]?")
_STRUCTURE_RE = lazy(r"^[ \t]*(?:>|#|```|~~~|[-*+][ \t]|\d{1,3}[.)][ \t]|\|)")
"""A quote's line that holds structure (a nested quote, a heading, a fence, a list, a table)."""
_NOTE_LINES = 3
"""The most lines a remark between items has."""


def unquoted_notes(answer: str) -> str:
    """The answer with its quoted remarks between list items unquoted (see the module
    doc); the answer itself when it has none (the cheap test first)."""
    if "\n>" not in answer and "\n >" not in answer:
        return answer
    lines = answer.split("\n")
    runs = _note_runs(lines)
    if not runs:
        return answer
    for start, end in runs:
        lines[start:end] = [_QUOTE_RE.sub("", text, count=1) for text in lines[start:end]]
    return "\n".join(lines)


def _note_runs(lines: list[str]) -> list[tuple[int, int]]:
    """The (start, end) of each quoted remark, when the answer is a list and such remarks
    only; [] otherwise."""
    kinds = "".join(_kind(text) for text in lines)
    if _LIST_WITH_NOTES_RE.fullmatch(kinds) is None:
        return []
    return [(m.start(), m.end()) for m in _QUOTES_RE.finditer(kinds)]


def _kind(text: str) -> str:
    """A line's kind: `b` blank, `i` an item at the margin, `c` a line indented under one,
    `q` a plain quoted line, `x` anything else (prose, a heading, a quote holding structure)."""
    if not text.strip():
        return "b"
    if _QUOTE_RE.match(text):
        return "x" if _STRUCTURE_RE.match(_QUOTE_RE.sub("", text, count=1)) else "q"
    if text[:1] in " \t":
        return "c"
    return "i" if LIST_ITEM_RE.match(text) else "x"


_LIST_WITH_NOTES_RE = lazy(rf"b*i(?:[icb]|(?<=b)q{{1,{_NOTE_LINES}}}(?=b|$))*")
"""A list (an item first), with short quotes between blank lines after its first item."""
_QUOTES_RE = lazy(r"q+")
