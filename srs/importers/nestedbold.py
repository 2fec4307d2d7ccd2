"""A line all in bold with a bold span of its own inside (`**What does an **&** after a command
do?**`): authors stress a symbol or a word inside a question they set in bold, and Markdown
renders the whole line bold all the same. `BOLD_LINE_RE` reads no marker inside a bold line (a
line of two bold spans, `**Q:** text **bold**`, is not one), so such a line is read here: a
marker inside it counts only as an inner span's, opening after a blank and closing before one
(or before punctuation), as CommonMark pairs them."""

from __future__ import annotations

from srs.importers.common import BOLD_LINE_RE
from srs.importers.lazyre import lazy

__all__ = ["bold_line_text", "nested_bold_text"]

_INNER_SPAN_RE = lazy(
    r"(?<=[ \t])(?P<e>\*\*|__)(?P<text>[^*_\s](?:[^*_\n]*?[^*_\s])?)(?P=e)(?=[ \t?!.,:;)])"
)
"""A bold span inside a bold line: its opening marker after a blank, its closing one before a
blank or punctuation (never `**Q:** text **bold**`, whose second marker closes the first)."""


def nested_bold_text(text: str) -> str | None:
    """The text of a line all in bold whose inner bold spans nest in it, the inner markers kept
    (the author's stress, which renders the same in the card), or None: no inner span, or the
    line is not all bold once they are read."""
    text = text.strip()
    outer = text[:2]
    if outer not in ("**", "__") or text.count(outer) < 4 or not text.endswith(outer):
        return None
    inner = text[2:-2]
    if not _INNER_SPAN_RE.search(inner):
        return None
    flat = _INNER_SPAN_RE.sub(lambda m: m.group("text"), inner)
    if outer in flat or BOLD_LINE_RE.match(f"{outer}{flat}{outer}") is None:
        return None
    return inner


def bold_line_text(text: str) -> str | None:
    """The text of a line all in bold (`BOLD_LINE_RE`), or of one with bold spans nested in it
    (`nested_bold_text`); None for any other line."""
    m = BOLD_LINE_RE.match(text)
    return m.group("text") if m is not None else nested_bold_text(text)
