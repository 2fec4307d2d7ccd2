"""A lettered HTML list written into Markdown (`<ol type="a">`, one `<li>` a line), as options.

Quizzes kept as Markdown (Android codelab question lists, course quizzes) often list a
question's options as HTML so that they show lettered, and name the key by that letter below:

    ## Which keyword defines a function in Kotlin?
    <ol type="a">
      <li>fun</li>
      <li>func</li>
    </ol>

    **Answer: A**

Markdown-it reads the list as an opaque HTML block, so no reader sees options in it and the
letter below names nothing. Here each item becomes the option line `a) fun` on the line it
took (the `<ol>` and `</ol>` lines left blank), which every reader knows. Only a list whose
items each sit whole on their own line is rewritten; any other HTML is left as it is.
"""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

_OPEN_RE = lazy(r"""^[ \t]*<ol\b[^<>]*\btype=["']?(?P<kind>[aA])\b[^<>]*>[ \t]*$""")
_ITEM_RE = lazy(r"^[ \t]*<li\b[^<>]*>(?P<text>.*?)</li>[ \t]*$", re.IGNORECASE)
_CLOSE_RE = lazy(r"^[ \t]*</ol>[ \t]*$", re.IGNORECASE)
_REACH = 30
"""A lettered list longer than this many lines is not a question's options: left as it is."""


def lettered_lists(text: str) -> str:
    """The text with each `<ol type="a">` list outside code written as option lines (see the
    module doc); a text with no such list is returned as it is (one substring test)."""
    if not holds(text, "type=") or not holds(text, "<ol"):
        return text
    lines = text.split("\n")
    for k, line in outside_code(lines):
        if "<ol" not in line:
            continue
        opened = _OPEN_RE.match(line)
        if opened is not None:
            _rewrite(lines, k, opened.group("kind"))
    return "\n".join(lines)


def _rewrite(lines: list[str], start: int, kind: str) -> None:
    """The list opened on line `start` as option lines, when its items are one a line and it
    closes within reach (blank lines between items are kept)."""
    items: list[tuple[int, str]] = []
    for k in range(start + 1, min(start + 1 + _REACH, len(lines))):
        line = lines[k]
        if not line.strip():
            continue
        if _CLOSE_RE.match(line):
            if not items or len(items) > 26:
                return
            lines[start] = lines[k] = ""
            for n, (at, text) in enumerate(items):
                lines[at] = f"{chr(ord(kind) + n)}) {text}"
            return
        item = _ITEM_RE.match(line)
        if item is None or "<li" in item.group("text").lower():
            return
        items.append((k, item.group("text").strip()))
    return
