"""A quiz's options written as an HTML list inside its block, its key in an HTML paragraph:

    <ul>
      <li><a href="javascript:void(0);" onclick="pick(1)">Paris</a></li>
      <li><a href="javascript:void(0);" onclick="pick(0)">London</a></li>
    </ul>
    <p id="answer1"><strong>Correct Answer:</strong> Paris</p>

(a `<details>` quiz page's). The block's lines stayed HTML until the card was written, so the
options rule (`marks.listed_options`) saw no list and no key, and the question became an
open card holding the whole list. Here each line that is one `<li>` or `<p>` element is
written as the Markdown it shows (`- Paris`, `**Correct Answer:** Paris`, a blank line after
a paragraph) and the list's own `<ul>` lines go: the rule then reads them as it reads a
Markdown list, and its result is kept only when the key names an item.
"""

from __future__ import annotations

import re

from srs.importers.html import html_to_markdown
from srs.importers.lazyre import lazy
from srs.importers.values import Line

__all__ = ["html_items_as_markdown"]

_ONE_ELEMENT_RE = lazy(
    r"^[ \t]*(?P<html><(?P<tag>li|p)\b[^<>]*>(?:(?!</?(?:li|p|ul|ol|div|details)\b).)*</(?P=tag)[ \t]*>)[ \t]*$",
    re.I,
)
_LIST_TAG_RE = lazy(r"^[ \t]*</?(?:ul|ol)\b[^<>]*>[ \t]*$", re.I)


def html_items_as_markdown(lines: list[Line]) -> list[Line] | None:
    """The lines with each one-line `<li>` or `<p>` element as Markdown and the list tags
    dropped; None when no line is a one-line `<li>` element."""
    out: list[Line] = []
    items = 0
    for line in lines:
        m = _ONE_ELEMENT_RE.match(line.text) if not line.code else None
        if m is not None:
            text = html_to_markdown(m.group("html")).strip()
            item = m.group("tag").lower() == "li"
            items += item
            out.append(Line(line.no, text))
            if not item:
                out.append(Line(line.no, ""))  # a paragraph ends where its element does
        elif line.code or not _LIST_TAG_RE.match(line.text):
            out.append(line)
    return out if items >= 2 else None
