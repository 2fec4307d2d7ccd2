"""HTML bold (`<b>Q: What is X?</b><br>`, exported from a rich-text tool) as Markdown bold,
for srs.importers.markers: the label or question inside then reads as one in `**...**`.

A bold tag shown inside a code span (`` `<b>x</b>` ``, or on a line a span opened above
closes) is an example of HTML, not bold: such a line stays as written. A code span inside
the bold (`<b>What does `ls -a` show?</b>`) or a raw `>` (`<b>Redirect both (> f 2>&1)?</b>`,
which a page shows as it is) is the question's own text, and the bold is read around it.
"""

from __future__ import annotations

import re

from srs.importers.html import END_BREAKS_RE
from srs.importers.lazyre import lazy

BOLD_TAG_RE = lazy(r"<(b|strong)>(?P<text>[^<\n]+)</\1>", re.IGNORECASE)
"""An HTML bold element on one line; its text holds no tag (a raw `>` is text)."""


def bold_tags(line: str) -> str:
    """`<b>Q: What is X?</b><br>` as `**Q: What is X?**`: a label or question in HTML bold
    reads as in Markdown bold (a line whose bold tag sits inside a code span is left as
    written)."""
    found = list(BOLD_TAG_RE.finditer(line))
    if not found:
        return line
    if "`" in line and _in_code(line, found):
        return line  # `` `<b>x</b>` ``: a tag shown as an example
    plain = END_BREAKS_RE.sub("", BOLD_TAG_RE.sub(_markdown_bold, line))
    return line if "<" in plain else plain  # other HTML on the line (`<summary>`): as it is


def _in_code(line: str, found: list[re.Match[str]]) -> bool:
    """Whether a bold tag may sit in a code span: after an odd number of backticks, or on a
    line whose backticks do not pair (a span opened on the line above closes on this one)."""
    return line.count("`") % 2 == 1 or any(line.count("`", 0, m.start()) % 2 for m in found)


def _markdown_bold(m: re.Match[str]) -> str:
    """`<b>A: </b>` as `**A:** `: the blanks inside the tag outside the stars, where HTML
    shows them; `**A: **` is no Markdown bold (a closing `**` after a blank closes nothing),
    and its label was read as `A:` with stars left over."""
    text = m.group("text")
    inner = text.strip(" \t")
    if not inner:
        return text
    start = text.index(inner)
    return f"{text[:start]}**{inner}**{text[start + len(inner) :]}"
