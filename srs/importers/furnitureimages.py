"""An image a page repeats under many of its questions (the same URL on a line of its own
three times or more: a banner, a placeholder, a divider) is page furniture: its line goes.
Kept, it was the only "answer" of questions the page leaves unanswered (image-only cards,
no warning), and glued to the question text above it where a label follows
(`### Q9: ...?` over the image over `Answer: ...`). Gone, those questions are reported
unanswered and the others read as their text says. An image used once or twice (a diagram
of its answer) stays. Line for line; images in fenced code are code."""

from __future__ import annotations

from collections import Counter

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["furniture_images"]

_IMAGE_LINE_RE = lazy(
    r"^[ \t]*!\[[^\]\n]*\]\([ \t]*<?(?P<url>[^)\s>]+)>?(?:[ \t]+[^)\n]*)?\)[ \t]*$"
)
"""A line holding one Markdown image and nothing else; `url` its address."""
_REPEATS = 3
"""How many lines a page gives the same image before it is furniture, not an answer."""


def furniture_images(text: str) -> str:
    """The text with each line of an image the page repeats (see the module) blank.

    Args:
        text: the document's Markdown.

    Returns:
        The text, unchanged when no image stands alone on three lines or more.
    """
    if not holds(text, "!["):
        return text  # no image at all: the cheap test first
    lines = text.split("\n")
    found = [
        (k, m.group("url"))
        for k, line in outside_code(lines)
        if "![" in line and (m := _IMAGE_LINE_RE.match(line)) is not None
    ]
    counts = Counter(url for _, url in found)
    furniture = {url for url, n in counts.items() if n >= _REPEATS}
    if not furniture:
        return text
    for k, url in found:
        if url in furniture:
            lines[k] = ""
    return "\n".join(lines)
