"""Markdown link reference definitions (`[ref]: https://...` on a line of their own, most
often a block of them at the end of the file): blanked, line for line, and each link that
uses one (`[text][ref]`, `[text][]`, `[ref]`) written inline with its destination.

Read as written, the definitions were text after the last question, glued onto its answer
as debris; and a card whose text used one kept a `[text][ref]` that no longer resolved, the
definition being far from it (or on another card). Written inline, every card that uses a
definition carries its link; a definition no card uses was never visible text (Markdown
shows none) and goes with no warning.
"""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["link_references"]

_DEFINITION_RE = lazy(
    r"^ {0,3}\[(?P<label>[^\[\]\n]*\S[^\[\]\n]*)\]:[ \t]*"
    r"(?P<dest><[^<>\n]*>|[^\s<>]+)"
    r"(?P<title>[ \t]+(?:\"[^\"\n]*\"|'[^'\n]*'|\([^()\n]*\)))?[ \t]*$"
)
"""`[ref]: https://example.org "Title"`: a CommonMark link reference definition on one line
(a destination, then an optional title; no other text, or it is a sentence)."""
_USE_RE = lazy(r"(?<!\\)\[(?P<text>[^\[\]\n]+)\](?:\[(?P<ref>[^\[\]\n]*)\])?(?![(:\[])")
"""`[text][ref]`, `[text][]` or `[ref]` (no `(` after it: an inline link is no use of one)."""


def _label(text: str) -> str:
    """A label as CommonMark matches it: case and runs of blanks do not count."""
    return " ".join(text.split()).casefold()


def _apart(lines: list[str], k: int) -> bool:
    """Whether line k may be a definition: as CommonMark has it, none interrupts a paragraph
    (`Answer:` over `[A]: True` is a key's text), so the line above is blank (or a blanked
    definition), or closes an HTML comment (`<!-- Links -->` over the block)."""
    above = lines[k - 1].rstrip() if k else ""
    return not above.strip() or above.endswith("-->")


def link_references(text: str) -> str:
    """The text with its link reference definitions blank and the links using them inline
    (a cheap test first: most documents define none)."""
    if not holds(text, "]:"):
        return text
    lines = text.split("\n")
    found: dict[str, str] = {}
    for k, line in outside_code(lines):
        if "]:" in line and (m := _DEFINITION_RE.match(line)) is not None and _apart(lines, k):
            found.setdefault(_label(m.group("label")), m.group("dest") + (m.group("title") or ""))
            lines[k] = ""
    if not found:
        return text

    def inline(m: re.Match[str]) -> str:
        ref = m.group("ref")
        key = _label(ref or m.group("text"))
        target = found.get(key)
        return m.group(0) if target is None else f"[{m.group('text')}]({target})"

    for k, line in outside_code(lines):
        if "[" in line:
            lines[k] = _USE_RE.sub(inline, line)
    return "\n".join(lines)
