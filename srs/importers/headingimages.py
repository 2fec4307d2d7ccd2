"""A picture at the start of a heading (`### ![badge](https://img.shields.io/...) \\`topic\\``,
`## <img src="icon.png"> What is X?`) is decoration: a badge, an icon, a coloured square.

Read as written, its raw Markdown and address opened every question the heading asked. The
pictures before the heading's first words are dropped, line for line; a heading that holds
nothing but pictures keeps them (it has no other text to ask with), and a picture after the
first words (a diagram named in the question) stays where it is.
"""

from __future__ import annotations

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["heading_images"]

_PICTURE = (
    r"(?:!\[[^\]\n]*\]\([^()\s]*(?:\([^()\s]*\)[^()\s]*)*(?:[ \t]+\"[^\"\n]*\")?\)|<img\b[^>\n]*>)"
)
_LED_RE = lazy(rf"^(?P<hashes>[ \t]{{0,3}}#{{1,6}}[ \t]+)(?:{_PICTURE}[ \t]*)+(?P<rest>\S.*)$")
"""A heading opened by one picture or more, with text after them."""


def heading_images(text: str) -> str:
    """The text with the pictures that open a heading dropped (see the module docstring);
    the text itself when no heading opens with one (the cheap test first)."""
    if not holds(text, "# ![", "# <img", "# <IMG"):
        return text
    lines = text.split("\n")
    changed = False
    for k, line in outside_code(lines):
        if "#" not in line[:4] or (m := _LED_RE.match(line)) is None:
            continue
        if m.group("rest").lstrip().startswith(("![", "<img")):
            continue
        lines[k] = m.group("hashes") + m.group("rest")
        changed = True
    return "\n".join(lines) if changed else text
