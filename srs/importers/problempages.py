"""A coding problem written up on a page of its own: its title, then sections that set the
problem and sections that solve it.

    # Capacity To Ship Packages Within D Days
    `Amazon` • `Google`

    ## Problem Statement
    ...
    ## Examples
    ...
    ## Constraints
    ...
    ## Approach (Binary Search on the Answer)
    ...
    ## Code
    ...
    ## Complexity Analysis

The title was read as the deck's name and each section as a question of its own ("Examples",
"Code"). Such a page is one question: its title with the sections that set the problem
(the first names it: `Problem`, `Problem Statement`, `Description`, `Task`; the examples
and constraints that follow it) is the question, and from the first section that solves it
(`Approach`, `Solution`, `Intuition`, `Algorithm`, `Code`, `Implementation`, `Complexity`)
on is the answer. The page is written so, line for line: the title as a `## Question:`
heading, the sections under it a level down, and an `**Answer:**` label on the blank line
over the first solving section. Only a page of one title over such sections, none asking.
"""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy
from srs.importers.pageoutline import moved_under_title, page_outline

__all__ = ["problem_pages"]

_SETS_RE = lazy(
    r"^(?:the[ \t]+)?(?:problem(?:[ \t]+(?:statement|description|definition))?|description"
    r"|task|statement|prompt)\b",
    re.I,
)
"""A section's name that sets the problem (the first of the page)."""
_SOLVES_RE = lazy(
    r"^(?:my[ \t]+|the[ \t]+|optimal[ \t]+|brute[ \t]+force[ \t]+|efficient[ \t]+)?"
    r"(?:approach(?:es)?|solutions?|intuition|algorithm|code|implementation"
    r"|(?:time[ \t]+(?:and|&)[ \t]+space[ \t]+)?complexity(?:[ \t]+analysis)?|explanation)\b",
    re.I,
)
"""A section's name that solves it (the answer starts at the first)."""
_CHEAP_RE = lazy(
    r"^#{2,4}[ \t]+[^\w\n]*(?:\d+[.)][ \t]*)?(?:problem|description|task)", re.I | re.M
)
_OPENING = 4000
"""How far into the page its first section (the one that sets the problem) is looked for."""
_LEAD_RE = lazy(r"^[^\w]*(?:\d{1,2}[.)][ \t]*)?")
"""Pictographs, marks and a number before a section's name (`📝 1. Problem`)."""


def problem_pages(text: str) -> str:
    """The text as one question over its answer (see the module doc); itself otherwise."""
    if _CHEAP_RE.search(text, 0, _OPENING) is None:
        return text  # the problem is set right under the title, at the page's top
    lines = text.split("\n")
    outline = page_outline(lines)
    if outline is None or len(outline[1]) < 3:
        return text
    first, headings = outline
    level = headings[0].level
    if level > 2 or any(h.level <= level for h in headings[1:]):
        return text  # a page of more than one title
    sections = [(h.row, _LEAD_RE.sub("", h.text)) for h in headings if h.level == level + 1]
    if not sections or not _SETS_RE.match(sections[0][1]):
        return text
    if any(name.rstrip(" *_:").endswith(("?", "？")) for _, name in sections):
        return text  # a section that asks: a question of its own
    solving = next((k for k, name in sections[1:] if _SOLVES_RE.match(name)), None)
    if solving is None or lines[solving - 1].strip():
        return text
    out = moved_under_title(lines, headings[1:])
    out[first] = f"## Question: {headings[0].text}"
    out[solving - 1] = "**Answer:**"
    return "\n".join(out)
