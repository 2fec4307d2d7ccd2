"""Maths pasted one glyph a line, joined into the line it was:

    Mamy funkcja
    𝑇
    (
    𝑛
    )
    =
    2

A formula copied out of a PDF or a rendered web page (MathML, KaTeX) comes out one glyph to a
line. A lone `=` or `-` among them reads as a setext heading's underline, the glyph above it as
a heading: each such formula made a junk "question" of `)` or `𝐴 ( 𝑛 )`, the sheet's real
questions glued into the answers around it and lost with no warning. A run of 3+ lines of one
glyph each (short words such as `log` or `dla` between them kept in the run), holding a maths
glyph (`(`, `)`, `=`, a symbol, a mathematical letter; not an empty bullet's `-`), is written as one line, its glyphs
apart by a blank: `𝑇 ( 𝑛 ) = 2`. It joins the line it continues: the non-blank line above it
(`e)` alone, `'Mamy funkcja`), and the line below it when that line goes on lower-case or with
a mark (`. Jaka jest ...?`). Outside code only; a column of letters or digits (`A` / `B` / `C`,
an answer key) holds no maths glyph and stays.
"""

from __future__ import annotations

import unicodedata

from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["glyph_lines"]

_RUN_RE = lazy(r"\n[^\s][ \t]*\n[^\s]{1,3}[ \t]*\n[^\s][ \t]*\n")
"""The cheap test of a whole text: three short lines in a row, the outer two of one glyph."""
_LEAST = 3
"""Lines of one glyph a run holds at the least."""
_SHORT = 3
"""The longest word a run holds between its glyphs (`log`, `dla`, `>=`)."""
_MATHS = frozenset("()=−×·/<>≤≥^")
"""Maths glyphs a run holds one of; not `-`, `*` nor `+` alone, an empty bullet's (`-` / `-` /
`-` under `Notes:`, lines left to fill in)."""
_BULLETS = frozenset("-*+")


def glyph_lines(text: str) -> str:
    """The text with each run of glyph lines joined into one line (see the module doc)."""
    if _RUN_RE.search(text) is None:
        return text
    lines = text.split("\n")
    outside = dict(outside_code(lines))
    out: list[str] = []
    k = 0
    while k < len(lines):
        end = _run_end(lines, outside, k)
        if end is None:
            out.append(lines[k])
            k += 1
            continue
        joined = " ".join(lines[j].strip() for j in range(k, end))
        if out and out[-1].strip() and k - 1 in outside:
            joined = f"{out.pop().rstrip()} {joined}"
        if end < len(lines) and end in outside and _goes_on(lines[end]):
            joined = f"{joined} {lines[end].strip()}"
            end += 1
        out.append(joined)
        k = end
    return "\n".join(out)


def _token(line: str) -> str | None:
    """The line's one short word, if it is only that (no blank before it)."""
    word = line.rstrip(" \t")
    if not word or len(word) > _SHORT or word[0] in " \t" or " " in word or "\t" in word:
        return None
    return word


def _run_end(lines: list[str], outside: dict[int, str], k: int) -> int | None:
    """The end (exclusive) of the run of glyph lines starting at line k, if one does."""
    if k not in outside or (first := _token(lines[k])) is None or len(first) != 1:
        return None
    end = k
    glyphs = 0
    maths = False
    while end < len(lines) and end in outside and (word := _token(lines[end])) is not None:
        if len(word) == 1:
            glyphs += 1
            maths = maths or _is_maths(word)
        end += 1
    while end > k and len(lines[end - 1].strip()) != 1:
        end -= 1  # the run ends on a glyph
    return end if glyphs >= _LEAST and maths and end - k >= _LEAST else None


def _is_maths(glyph: str) -> bool:
    """Whether a glyph is maths: an operator, a bracket, a symbol, a mathematical letter."""
    return (
        glyph in _MATHS or unicodedata.category(glyph) == "Sm" or 0x1D400 <= ord(glyph) <= 0x1D7FF
    )


def _goes_on(line: str) -> bool:
    """Whether the line below a run goes on with its sentence: lower-case, or a mark first."""
    head = line.lstrip(" \t")[:1]
    return bool(head) and (head.islower() or head in ".,;:!?)")
