"""Where a fenced block that a pass looks ahead into ends.

Passes that read a block as one unit (a JSON record under an answer label, an option that
is a block of code under its lone letter) need the line its fence closes on. The walk is
`fences.fence_after`'s, so a block closes exactly where CommonMark closes it; a block that
never closes has no end, and those passes leave it as written.

One thing CommonMark would not close on does close a block here: a star after the closing
fence (```` ``` * ````), as a quiz whose options are code blocks, each under its letter, marks
the right one (`b.` over its block, the star where `b. text *` would have it). The closing line
keeps its star (`closing_fence`) so that the option reader (srs.importers.optioncode) can
mark that option, as it reads `b. text *`; read as CommonMark, the block ran on over the
next options' letters and code, and the key was lost.
"""

from __future__ import annotations

from srs.importers.fences import fence_after

__all__ = ["KEY_STAR", "closing_fence", "fence_close", "starred_close"]

KEY_STAR = " *"
"""What a closing fence line keeps after its fence when a star marks its block's option."""


def fence_close(lines: list[str], k: int) -> int | None:
    """The index of the fence closing the block that line `k` opens; None when line `k`
    opens no block or the block never closes."""
    fence, _ = fence_after(None, lines[k])
    if fence is None:
        return None
    for j in range(k + 1, len(lines)):
        after, _ = fence_after(fence, lines[j])
        if after is None:
            return j
    return None


def closing_fence(text: str, end: int) -> str:
    """A closing fence line as the reader keeps it: its fence mark (`text[:end]`) alone, what
    came after it dropped (the quote closing a quoted answer), or with its key's star (see
    the module doc). Only a line `fences.closes_fence` closes a block on comes here."""
    fence = text[:end]
    return fence + KEY_STAR if "*" in text[end:] else fence


def starred_close(text: str) -> bool:
    """Whether a closing fence line keeps a key's star (see `closing_fence`)."""
    return text.endswith(KEY_STAR)
