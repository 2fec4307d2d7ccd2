"""Bold written twice over (`****Answer:****`), as an editor leaves it when bold text is made
bold again: Markdown renders it as plain bold, so it is rewritten as `**Answer:**` and every
label reader sees the label it is. Line for line, code left alone."""

from __future__ import annotations

import re

from srs.importers.common import fence_after

__all__ = ["single_bold"]

_DOUBLED_RE = re.compile(r"\*\*\*\*(?=[^*\s])([^*\n]*?[^*\s])\*\*\*\*(?!\*)")
"""`****text****`: four stars each side of some text (never a rule, `****` alone)."""


def single_bold(text: str) -> str:
    """The text with each `****text****` outside code as `**text**`."""
    if "****" not in text:
        return text  # cheap test first: most documents have none
    lines = text.split("\n")
    fence: str | None = None
    for k, line in enumerate(lines):
        fence, is_fence = fence_after(fence, line)
        if fence is None and not is_fence and "****" in line:
            lines[k] = _outside_code_spans(line)
    return "\n".join(lines)


_CODE_SPAN_RE = re.compile(r"(`+[^`]*`+)")


def _outside_code_spans(line: str) -> str:
    """The line rewritten outside its code spans (`` `****` `` stays as written)."""
    if "`" not in line:
        return _DOUBLED_RE.sub(r"**\1**", line)
    parts = _CODE_SPAN_RE.split(line)
    return "".join(p if k % 2 else _DOUBLED_RE.sub(r"**\1**", p) for k, p in enumerate(parts))
