"""A margin item after a list indented under a paragraph, read as its own list, as the author
(and kramdown, which such a Jekyll page was written for) meant it.

A page of bullet questions answered in margin paragraphs wrote a list inside one answer a
blank or two in from the margin:

    - What does a load balancer do?

    It spreads traffic over several servers. Typical algorithms:

      - round robin
      - least connections

    - What is a reverse proxy?

CommonMark starts that list at its first item's indent, with no item to nest under, and takes
the next margin item `- What is a reverse proxy?` as its third: the question, and its answer,
ran on in the answer above (seven questions of a French security page, in silence). A margin
item after such a list, bulleted as its items are, is given the other bullet (`*` for `-`,
else `-`), which starts a list of its own, line for line; nothing else changes.
"""

from __future__ import annotations

import re

from srs.importers.fences import outside_code
from srs.importers.holding import any_line
from srs.importers.lazyre import lazy

__all__ = ["margin_items_apart"]

_INDENTED_ITEM_RE = lazy(r"^ {1,3}(?P<b>[-*+])[ \t]+\S")
"""An item a blank to three in from the margin: a list with no item to nest under."""
_INDENTED_ITEM_LINE_RE = lazy(r"^ {1,3}[-*+][ \t]+\S", re.M)
_MARGIN_ITEM_RE = lazy(r"^(?P<b>[-*+])[ \t]+\S")
_OTHER = {"-": "*", "*": "-", "+": "-"}


def margin_items_apart(text: str) -> str:
    """The text with each margin item after a list indented under a margin paragraph given
    the other bullet (see the module doc); the text itself when it has none."""
    if not any_line(_INDENTED_ITEM_LINE_RE, text):
        return text  # cheap test first: no item in from the margin
    lines = text.split("\n")
    bullet = ""  # the bullet of the indented list open, if any
    paragraph = False  # the last line with text is a margin paragraph's, opened past a blank
    blank = True
    changed = False
    for k, line in outside_code(lines):
        if not line.strip():
            blank = True
            continue
        indented = _INDENTED_ITEM_RE.match(line)
        margin = _MARGIN_ITEM_RE.match(line)
        was_paragraph, paragraph = paragraph, _paragraph(line) and (blank or paragraph)
        blank = False
        if indented is not None and not bullet and was_paragraph:
            bullet = indented.group("b")
        elif margin is not None and bullet:
            if margin.group("b") == bullet:
                lines[k] = _OTHER[bullet] + line[1:]
                changed = True
            bullet = ""
        elif bullet and line[:1] not in (" ", "\t"):
            bullet = ""  # a margin line of text: the list has ended
    return "\n".join(lines) if changed else text


def _paragraph(line: str) -> bool:
    """Whether a line may be a margin paragraph's: words at the margin, no item, heading,
    quote, table, fence or HTML. (A line right under an item goes on with the item: the
    caller takes only a paragraph opened past a blank line.)"""
    return bool(line) and line[:1] not in " \t-*+#>|`~<" and not line[:1].isdigit()
