"""A section heading as the section it opens: its tag, its number, its title
(`## Section 1: Fundamentals (Questions 1-7)` -> `fundamentals`, 1); and where it ends."""

from __future__ import annotations

import re
from collections.abc import Sequence

from srs.importers.bylines import byline
from srs.importers.common import SECTION_PREFIX_RE, slugify
from srs.importers.labeltext import unwrap
from srs.importers.lazyre import lazy
from srs.importers.values import Block, Section, Start

__all__ = ["held_section", "make_section"]

_SECTION_NUMBER_RE = lazy(r"^(?P<num>\d{1,3})[.):][ \t]+(?P<name>.*)$")
_QUESTION_RANGE_RE = lazy(r"\((?:questions?|qs?\.?)[ \t]*+\d[^()]*\)[ \t]*$", re.I)


def make_section(text: str, ordinal: int) -> Section:
    """A section heading -> its tag (`Section 1: Fundamentals (Questions 1-7)` -> fundamentals;
    none for a byline, `Created by Jane Roe`: srs.importers.bylines)."""
    name = unwrap(text).lstrip("# ")  # `## # 1. Introduction`
    number: int | None = None
    m = SECTION_PREFIX_RE.match(name) or _SECTION_NUMBER_RE.match(name)
    if m:
        number = int(m.group("num")) if m.group("num").isdigit() else None
        name = m.group("name")
    name = _QUESTION_RANGE_RE.sub("", name).rstrip()
    tag = "" if byline(name) else slugify(name) or slugify(text)  # `Created by Jane Roe`
    return Section(tag, number, ordinal, unwrap(text).lstrip("# "))


def held_section(
    blocks: Sequence[Block], section: Section | None, level: int, start: Start
) -> Section | None:
    """The section a new question belongs to: `section` (begun by a heading at `level`),
    or none for a heading question at that level or above when the section's last card
    is a question of another kind (`## Why ...?` after `## Dogs` over `**Why ...?**`).

    Args:
        blocks: the cards so far.
        section: the current section, if any.
        level: the level of the heading that began it (0: none).
        start: the new question's start.

    Returns:
        The new question's section.
    """
    if start.level is None or start.level > level or not blocks:
        return section
    last = blocks[-1]
    return None if last.section is section and last.level is None else section
