"""An open answer that is a code block and a quote under it: the quote is its explanation.

A quiz answers a question with the code it asks for and explains it in a quote below, as it
explains its choice questions' bold keys: `> text` under the options is their explanation
(srs.importers.blocks reads it so). Under a code answer the quote stayed in the answer, the
same remark read two ways. Only an answer that is one fenced block and then quoted lines to
its end is split: text or a second block between them is the answer going on. A quote of a
few words is no explanation but the answer (`> 93` under the code a question asks about: the
code's result), and stays.
"""

from __future__ import annotations

from srs.importers.fences import FENCE_RE
from srs.importers.labeltext import explanation_text

__all__ = ["quoted_after_code"]

_EXPLAINING_WORDS = 4
"""A quote explains in a sentence; fewer words (`> 93`, `> O(n)`) are a value: an answer."""


def quoted_after_code(lines: list[str]) -> tuple[str, str] | None:
    """(the code block, the quote's words) when the answer's lines are those two (see the
    module doc); None otherwise."""
    opening = FENCE_RE.match(lines[0]) if lines and lines[0][:1] in "`~ " else None
    if opening is None:
        return None
    fence = opening.group("fence")
    close = next(
        (
            k
            for k in range(1, len(lines))
            if lines[k].strip().startswith(fence) and not lines[k].strip().strip(fence[0])
        ),
        None,
    )
    if close is None:
        return None
    rest = [line for line in lines[close + 1 :] if line.strip()]
    if not rest or any(not line.lstrip().startswith(">") for line in rest):
        return None
    quote = explanation_text("\n".join(lines[close + 1 :]).strip())
    if len(quote.split()) < _EXPLAINING_WORDS:
        return None
    return "\n".join(lines[: close + 1]), quote
