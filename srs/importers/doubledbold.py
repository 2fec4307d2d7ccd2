"""Bold written twice over (`****Answer:****`), as an editor leaves it when bold text is made
bold again: Markdown renders it as plain bold, so it is rewritten as `**Answer:**` and every
label reader sees the label it is. Line for line, code left alone.

An option set wholly in bold italics (`***b) WHERE***`, ` ***a) HAVING***`), as quizzes
written in Spanish and other languages mark the right one, is set in plain bold
(`**b) WHERE**`): the italics add nothing, and the bold option is the key every reader of
lettered options already takes (srs.importers.keyrewrites). A numbered question line wholly
in bold italics (`***1. What is Java?***`, a Q&A's way to set its questions apart) is set in
plain bold alike, the numbered bold question every reader knows."""

from __future__ import annotations

from srs.importers.common import holds
from srs.importers.fences import fence_after
from srs.importers.lazyre import lazy

__all__ = ["single_bold"]

_DOUBLED_RE = lazy(r"\*\*\*\*(?=[^*\s])([^*\n]*?[^*\s])\*\*\*\*(?!\*)")
"""`****text****`: four stars each side of some text (never a rule, `****` alone)."""


_BOLD_ITALIC_OPTION_RE = lazy(
    r"^(?P<head>[ \t]*(?:[-*+][ \t]+)?)(?P<e>\*\*\*|___)"
    r"(?P<option>(?:\(?[A-Ha-h][).:]|\d{1,4}[.)])[ \t]+[^*_\s](?:.*?[^*_\s])?)(?P=e)[ \t]*$"
)
"""`***b) WHERE***`: a lettered option wholly in bold italics (`___b) x___` alike), or a
numbered question so set (`***1. What is Java?***`)."""


def single_bold(text: str) -> str:
    """The text with each `****text****` outside code as `**text**`, and each option wholly
    in bold italics as one in bold."""
    if holds(text, "***", "___"):
        text = _bold_italic_options(text)
    if not holds(text, "****"):
        return text  # cheap test first: most documents have none
    lines = text.split("\n")
    fence: str | None = None
    for k, line in enumerate(lines):
        fence, is_fence = fence_after(fence, line)
        if fence is None and not is_fence and "****" in line:
            lines[k] = _outside_code_spans(line)
    return "\n".join(lines)


_CODE_SPAN_RE = lazy(r"(`+[^`]*`+)")


def _outside_code_spans(line: str) -> str:
    """The line rewritten outside its code spans (`` `****` `` stays as written)."""
    if "`" not in line:
        return _DOUBLED_RE.sub(r"**\1**", line)
    parts = _CODE_SPAN_RE.split(line)
    return "".join(p if k % 2 else _DOUBLED_RE.sub(r"**\1**", p) for k, p in enumerate(parts))


def _bold_italic_options(text: str) -> str:
    """The text with each option line wholly in bold italics (outside code) in plain bold;
    the line's lead (its indent, a bullet) kept."""
    lines = text.split("\n")
    fence: str | None = None
    for k, line in enumerate(lines):
        fence, is_fence = fence_after(fence, line)
        if fence is None and not is_fence and ("***" in line or "___" in line):
            m = _BOLD_ITALIC_OPTION_RE.match(line)
            if m is not None:
                lines[k] = f"{m.group('head')}**{m.group('option')}**"
    return "\n".join(lines)
