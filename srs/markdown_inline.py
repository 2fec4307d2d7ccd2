"""Inline Markdown of deck text as HTML: code spans, `**bold**`, `*italic*`, soft line breaks.

Split from `srs.markdown_html` (which re-exports `inline_html`) because reading emphasis is a
piece of its own: the block reader there calls it for each paragraph, list item and table
cell, and `html_to_md` must write emphasis back in the forms read here.
"""

from __future__ import annotations

import html
import re

__all__ = ["inline_html"]

_CODE_RE = re.compile(r"(`+)(.+?)(?<!`)\1(?!`)", re.DOTALL)
_BOLD_RE = re.compile(r"\*\*(\*?)(?=[^\s*])(.+?)(?<=[^\s*])\1\*\*")
"""`**bold**`, or `***bold italic***` (group 1 is then `*`); within one line."""
_ITALIC_RE = re.compile(r"(?<![\w*])\*(?=[^\s*])(.+?)(?<=[^\s*])\*(?![\w*])")
_ITALIC_OPEN_RE = re.compile(r"(?<![\w*])\*(?=[^\s*])")
"""Where `_ITALIC_RE` may open an italic."""
_BLANKS_RE = re.compile(r"[ \t]+")


def _needs_escape(text: str) -> bool:
    """Whether html.escape would change a text (most card text has none of these)."""
    return "&" in text or "<" in text or ">" in text


def _italic(text: str) -> str:
    return _ITALIC_RE.sub(r"<i>\1</i>", text)


def _emphasis(text: str) -> str:
    """Bold and italic on already escaped text (runs of spaces collapse, as HTML shows them).

    Italic is applied inside and between bold runs, never across them, so tags always nest.
    """
    text = _BLANKS_RE.sub(" ", text)
    out: list[str] = []
    pos = scan = 0
    while (match := _BOLD_RE.search(text, scan)) is not None:
        if match.group(1) and _closes_italic(text, pos, match.start()):
            scan = match.start() + 1  # the run's first `*` closes an italic: bold after it
            continue
        out.append(_italic(text[pos : match.start()]))
        inner = match.group(2)
        out.append(f"<b><i>{inner}</i></b>" if match.group(1) else f"<b>{_italic(inner)}</b>")
        pos = scan = match.end()
    out.append(_italic(text[pos:]))
    return "".join(out)


def _closes_italic(text: str, pos: int, start: int) -> bool:
    """Whether a `***` run at `start`, right after text, closes an italic still open in
    text[pos:start]: `*i***b**` is `<i>i</i><b>b</b>` (as CommonMark reads it, and as
    `html_to_md` writes an italic run followed by a bold one), not a bold italic opening."""
    if start == 0 or text[start - 1].isspace():
        return False
    return _ITALIC_OPEN_RE.search(_ITALIC_RE.sub("", text[pos:start])) is not None


def inline_html(text: str) -> str:
    """One run of inline Markdown as HTML: escapes, code spans, bold, italic, line breaks.

    Args:
        text: Markdown without block structure (a paragraph, a list item, a table cell).

    Returns:
        HTML with `& < >` escaped in text, its lines joined with a space: a line break inside
        a paragraph is a soft one, as Markdown reads it and the app shows it (`cuts\nlatency`
        is `cuts latency`, not `cuts<br>latency`).
    """
    if "`" not in text and "*" not in text:  # no code span, no emphasis: the common case
        plain = html.escape(text, quote=False) if _needs_escape(text) else text
        if "\t" in plain or "  " in plain:
            plain = _BLANKS_RE.sub(" ", plain)
        if "\n" in plain:
            return _join_lines(plain.split("\n"))
        return plain.strip()
    out: list[str] = []
    pos = 0
    for match in _CODE_RE.finditer(text):
        out.append(_emphasis(html.escape(text[pos : match.start()], quote=False)))
        code = match.group(2).replace("\n", " ")  # as CommonMark: a code span is one line
        if len(code) > 1 and code.startswith(" ") and code.endswith(" ") and code.strip():
            code = code[1:-1]
        out.append(f"<code>{html.escape(code, quote=False)}</code>")
        pos = match.end()
    out.append(_emphasis(html.escape(text[pos:], quote=False)))
    return _join_lines("".join(out).split("\n"))


_MARKER_ONLY_RE = re.compile(r"^(?:[-*+]|\d{1,9}[.)])?$")


def _join_lines(lines: list[str]) -> str:
    """A paragraph's lines joined by a space (a soft line break). When a line is empty or only
    a list marker (`-`), a space after it would make a list item of the text: `<br>` there."""
    first = lines[0].strip()
    rest = " ".join(part for line in lines[1:] if (part := line.strip()))
    if not rest:
        return first
    if "*" in first or "*" in rest or "`" in first or "`" in rest:
        # a stray `*` or backtick left over: joined, it could pair with one on another line
        # when the field is read back, so these lines keep their breaks (the rare case)
        return "<br>".join(line.strip() for line in lines)
    if any(_MARKER_ONLY_RE.match(line.strip()) for line in lines[1:-1]):
        # a bare marker inside: joined to the next line it would start a list item there
        return "<br>".join(part for line in lines if (part := line.strip()))
    return first + ("<br>" if _MARKER_ONLY_RE.match(first) else " ") + rest
