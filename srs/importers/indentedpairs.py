"""Notes kept as pairs: a line of question at the margin, its answer on the line below,
indented (a tab or two blanks), a blank line between pairs.

    c2 142  Louis is investigating a malware incident
        A. This is a remote-access Trojan, malware that opens access ...

An answer sheet typed so (the question cut short, the answer under it) had no label, number
or question mark to go by: only the pairs that happened to ask were read, and each took the
pairs after it as its answer. Where four paragraphs or more are such pairs, and they are at
least two thirds of the document's paragraphs (no headings, lists or code among them), each
pair is written `Q:` / `A:`, line for line; a pair's further indented lines are its answer's.
A line over indented task boxes (`    [ ] True` / `    [x] False`) is no pair: a quiz's
question over its options, whose boxes the option readers key (read as a pair, the first box
was the answer's label text and the card an open one holding every box).
"""

from __future__ import annotations

from srs.importers.common import holds
from srs.importers.lazyre import lazy

__all__ = ["indented_pairs"]

_FEWEST = 4
_BOX_RE = lazy(r"^[ \t]+\[[ xX]\][ \t]*\S")
"""An indented task box (`    [x] True`): an option, no answer's line."""
_STRUCTURE_FIRST = frozenset("#>-*+|`~<![=:")
"""How a line of Markdown structure opens (heading, quote, list, table, code, HTML ...)."""


def indented_pairs(text: str) -> str:
    """The text with its pairs written `Q:` / `A:` (see the module docstring)."""
    if not holds(text, "\n\t", "\n  ") or holds(text, "```", "~~~"):
        return text
    lines = text.split("\n")
    paragraphs = _paragraphs(lines)
    pairs = [p for p in paragraphs if _pair(lines, p)]
    if len(pairs) < _FEWEST or len(pairs) * 3 < len(paragraphs) * 2:
        return text
    for start, end in pairs:
        lines[start] = f"Q: {lines[start].strip()}"
        lines[start + 1] = f"A: {lines[start + 1].strip()}"
        for k in range(start + 2, end):
            lines[k] = lines[k].strip()
    return "\n".join(lines)


def _paragraphs(lines: list[str]) -> list[tuple[int, int]]:
    """(first, end) of each run of lines that are not blank (a tab alone is blank)."""
    spans: list[tuple[int, int]] = []
    start: int | None = None
    for k, line in enumerate([*lines, ""]):
        if line.strip():
            start = k if start is None else start
        elif start is not None:
            spans.append((start, k))
            start = None
    return spans


def _pair(lines: list[str], span: tuple[int, int]) -> bool:
    """Whether a paragraph is a line at the margin over lines indented under it."""
    start, end = span
    first = lines[start]
    if end - start < 2 or first[:1] in " \t" or first[:1] in _STRUCTURE_FIRST:
        return False
    if first.rstrip().endswith(":"):
        return False  # `What is X?::` (AsciiDoc), `term:`: a definition list, its own reader
    if first.lstrip()[:1].isdigit() and first.lstrip().split(" ", 1)[0].rstrip(".)").isdigit():
        return False  # `1. text`: a numbered list's item, with its own readers
    if lines[start + 1].lstrip()[:1] == "[" and _BOX_RE.match(lines[start + 1]):
        return False  # `    [x] True` under it: a question's options, read by the box readers
    return all(lines[k][:1] == "\t" or lines[k][:2] == "  " for k in range(start + 1, end))
