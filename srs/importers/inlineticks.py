"""A code span typed inside a line with three backticks (`- ```<style>``` `, `Use ```ls -a```
to list`) as the span it is: one backtick each side.

Markdown lets a code span open with any run of backticks and close with a run as long; quiz
takers who copy a fence's three backticks to mark code in a line write such spans. Read as
written, the three backticks stayed at each end of the option or answer (```` ```<css>``` ````),
markup no card shows. Outside fenced blocks, a span opened and closed by three or more
backticks on one line, holding no backtick, is written with one; fence lines are left as they
are (a line holding a span is no fence: a fence's info string holds no backtick).
"""

from __future__ import annotations

from srs.importers.common import FENCE_RE, fence_after, holds
from srs.importers.lazyre import lazy

__all__ = ["single_tick_spans"]

_LONG_SPAN_RE = lazy(r"(?<!`)(?P<ticks>`{3,})(?P<code>[^`\n]*[^`\s][^`\n]*?)(?P=ticks)(?!`)")
"""A span opened and closed by the same run of three or more backticks, no backtick inside."""


def single_tick_spans(text: str) -> str:
    """The text with each three-backtick code span inside a line written with one backtick
    (see the module doc); a text with no three backticks is returned at once."""
    if not holds(text, "```"):
        return text
    lines = text.split("\n")
    fence: str | None = None
    changed = False
    for k, line in enumerate(lines):
        fence, is_fence = fence_after(fence, line)
        if fence is not None or is_fence or "```" not in line or FENCE_RE.match(line):
            continue
        spanned = _LONG_SPAN_RE.sub(lambda m: f"`{m.group('code')}`", line)
        if spanned != line:
            lines[k], changed = spanned, True
    return "\n".join(lines) if changed else text
