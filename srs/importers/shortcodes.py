"""Answers folded in Hugo shortcodes, read as the `<details>` blocks they render to.

A Hugo site hides each answer in a shortcode on lines of its own, which the site renders
as a collapsible block:

    ### Q1
    Why are most LLMs decoder-only?

    {{< spoiler text="Answer" >}}
    **B**. They model generation directly.
    {{< /spoiler >}}

Read as plain Markdown, the shortcode lines are text: the answer runs into the next
question, or the question is left without one. This pass writes each such pair as the block
it renders to, `<details><summary>Answer</summary>` ... `</details>`, one line for one line
(so line numbers in warnings still point into the document), and the `<details>` reader does
the rest. Only folding shortcodes (`spoiler`, `details`, `expand`, `collapse`, `toggle`,
`answer`, `solution`) with a closing tag are rewritten; any other shortcode (`{{< icon >}}`)
stays as it was.
"""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.lazyre import lazy

__all__ = ["folded_shortcodes"]

_OPEN_RE = lazy(
    r"^[ \t]*\{\{(?P<d>[<%])[ \t]*(?P<name>spoiler|details|expand|collapse|toggle|answer"
    r"|solution)\b(?P<args>[^}]*?)[ \t]*[>%]\}\}[ \t]*$",
    re.I,
)
_CLOSE_RE = lazy(r"^[ \t]*\{\{[<%][ \t]*/[ \t]*(?P<name>[\w-]+)[ \t]*[>%]\}\}[ \t]*$")
_TITLE_RE = lazy(r"(?:\b(?:text|title|summary)[ \t]*=[ \t]*)?\"(?P<title>[^\"]*)\"", re.I)
_DEFAULT_TITLES = {"spoiler": "Answer", "answer": "Answer", "solution": "Solution"}
"""The summary of a shortcode named for what it hides and given no title of its own."""


def folded_shortcodes(text: str) -> str:
    """The text with each folding shortcode and its closing tag as a `<details>` block (see
    the module docstring); unchanged when it has none."""
    if not holds(text, "{{"):
        return text  # cheap test first
    lines = text.split("\n")
    out = list(lines)
    open_at: list[tuple[int, str, str]] = []  # (line, name, summary) of shortcodes still open
    changed = False
    for i, line in enumerate(lines):
        if line.lstrip()[:2] != "{{":
            continue
        opened = _OPEN_RE.match(line)
        if opened is not None:
            name = opened.group("name").lower()
            open_at.append((i, name, _summary(name, opened.group("args"))))
            continue
        closed = _CLOSE_RE.match(line)
        if closed is None or not open_at or open_at[-1][1] != closed.group("name").lower():
            continue
        first, _name, summary = open_at.pop()
        out[first] = f"<details><summary>{summary}</summary>"
        out[i] = "</details>"
        changed = True
    return "\n".join(out) if changed else text


def _summary(name: str, args: str) -> str:
    """What the block's summary says: the shortcode's title (`text="Answer + Explanation"`,
    a bare `"Answer"`), else the name's own word (`spoiler` hides an answer)."""
    titled = _TITLE_RE.search(args)
    if titled is not None and titled.group("title").strip():
        return titled.group("title").strip()
    return _DEFAULT_TITLES.get(name, name.capitalize())
