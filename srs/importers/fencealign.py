"""The text markdown-it reads: the line pass's fenced code blocks, as markdown-it must see
them (the line pass decides what is code; markdown-it only finds the blocks around it)."""

from __future__ import annotations

import re

from srs.importers.fences import FENCE_RE, fence_after
from srs.importers.lazyre import lazy
from srs.importers.values import Line

__all__ = ["parsed_text"]


def parsed_text(lines: list[Line]) -> str:
    """The lines joined for markdown-it. A fence the line pass found never closed is read as
    text (as its warning says): it is left out, as markdown-it would run it to the end of the
    document. A fence opened a few blanks deep over code less indented than itself (`  ```jsx`
    in a list item, its code at the margin, closed by ```` ```` ```` at the margin) is
    moved to the margin: else markdown-it ends the list item at the first code line, reads
    the code as text and the closing fence as a new fence that swallows every question
    after it."""
    texts = [
        ""
        if not line.code and line.text.lstrip(" ")[:1] in ("`", "~") and FENCE_RE.match(line.text)
        else line.text
        for line in lines
    ]
    if any(line.code and text[:1] == " " for line, text in zip(lines, texts, strict=True)):
        _align_fences(lines, texts)
    text = "\n".join(texts)
    if "<" in text and _fill_fences_in_html(lines, texts, text):
        return "\n".join(texts)
    return text


_HTML_BLOCK_RE = lazy(
    r"^ {0,3}</?(?:address|article|aside|blockquote|center|details|dialog|dd|div|dl|dt"
    r"|figure|footer|form|header|li|main|nav|ol|p|section|summary|table|td|th|tr|ul)"
    r"(?:[ \t>]|/>|$)",
    re.I | re.M,
)
"""A line that opens an HTML block (CommonMark's sixth kind) that may fold an answer."""
_FILLER = "<!---->"


def _fill_fences_in_html(lines: list[Line], texts: list[str], text: str) -> bool:
    """Whether a fenced block opens inside an HTML block, no blank line between
    (`<details><summary>Answer</summary>` / `Example:` / ```` ```java ````), and holds blank
    lines: each of those is given a filler (an empty comment) in `texts`. The page shows one
    fold holding the code; markdown-it takes the fence into the HTML block, ends the block at
    the code's first blank line and reads the closing fence as an opening one, which ran to
    the end of the document and swallowed every later question into one answer. Filled, the
    HTML block runs over the code, as it does when the code has no blank line."""
    filled = False
    row, at = 0, 0  # the line of `at`, counted on from the last match
    for m in _HTML_BLOCK_RE.finditer(text):
        row, at = row + text.count("\n", at, m.start()), m.start()
        if lines[row].code:
            continue  # HTML inside a fenced block is code
        end = row
        while end < len(lines) and texts[end].strip() and not lines[end].code:
            end += 1
        while end < len(lines) and lines[end].code:
            if not texts[end].strip():
                texts[end], filled = _FILLER, True
            end += 1
    return filled


def _align_fences(lines: list[Line], texts: list[str]) -> None:
    """Each fenced block (a run of code lines from its opening fence to its closing one)
    whose opening fence is indented more than a line of its code or its closing fence: its
    opening fence set at the margin, in `texts`."""
    k = 0
    while k < len(lines):
        if not lines[k].code:
            k += 1
            continue
        fence, _ = fence_after(None, texts[k])
        end = k + 1
        while end < len(lines) and lines[end].code and fence is not None:
            fence, _ = fence_after(fence, texts[end])
            end += 1
        indent = _indent(texts[k])
        if indent and any(t.strip() and _indent(t) < indent for t in texts[k + 1 : end]):
            texts[k] = texts[k].lstrip(" ")
        k = end


def _indent(text: str) -> int:
    return len(text) - len(text.lstrip(" "))
