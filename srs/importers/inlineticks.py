"""A code span typed inside a line with three backticks (`- ```<style>``` `, `Use ```ls -a```
to list`) as the span it is: one backtick each side.

Markdown lets a code span open with any run of backticks and close with a run as long; quiz
takers who copy a fence's three backticks to mark code in a line write such spans. Read as
written, the three backticks stayed at each end of the option or answer (```` ```<css>``` ````),
markup no card shows. Outside fenced blocks, a span opened and closed by three or more
backticks on one line, holding no backtick, is written with one; fence lines are left as they
are (a line holding a span is no fence: a fence's info string holds no backtick).

Spans are found as Markdown finds them, run by run from the left: a run opens a span that the
next run of the same length closes, and what lies between is literal. So three backticks
*inside* another span (`` ` ```code``` ` ``, an option that shows how to type a span) are that
span's text, kept as written: rewriting them made the option read `` ` `code` ` `` -- another
option's text -- and a quiz with two identical options, one keyed right, one wrong.
"""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.fences import FENCE_RE, fence_after
from srs.importers.lazyre import lazy

__all__ = ["single_tick_spans"]

_LONG_SPAN_RE = lazy(r"(?<!`)(?P<ticks>`{3,})(?P<code>[^`\n]*[^`\s][^`\n]*?)(?P=ticks)(?!`)")
"""A span opened and closed by the same run of three or more backticks, no backtick inside:
the cheap test that a line may hold one (the run-by-run reading then decides)."""

_RUN_RE = lazy(r"`+")
"""One run of backticks: a span's opener or closer, or literal when nothing closes it."""


def _closer(runs: list[re.Match[str]], start: int) -> int | None:
    """Index of the run closing the span that runs[start] opens (the next run as long), or None
    when none does (the opener is then literal backticks)."""
    size = len(runs[start].group())
    for k in range(start + 1, len(runs)):
        if len(runs[k].group()) == size:
            return k
    return None


def _line_spans(line: str) -> str:
    """The line with each top-level span of three or more backticks around text holding no
    backtick written with one; spans of one or two backticks, and whatever they hold, kept."""
    runs = list(_RUN_RE.finditer(line))
    parts: list[str] = []
    last, k = 0, 0
    while k < len(runs):
        end = _closer(runs, k)
        if end is None:
            k += 1
            continue
        opener, closer = runs[k], runs[end]
        code = line[opener.end() : closer.start()]
        if len(opener.group()) >= 3 and end == k + 1 and code.strip():
            parts += [line[last : opener.start()], f"`{code}`"]
            last = closer.end()
        k = end + 1
    return "".join(parts) + line[last:] if parts else line


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
        if not _LONG_SPAN_RE.search(line):
            continue
        spanned = _line_spans(line)
        if spanned != line:
            lines[k], changed = spanned, True
    return "\n".join(lines) if changed else text
