"""A section heading as the section it opens: its tag, its number, its title
(`## Section 1: Fundamentals (Questions 1-7)` -> `fundamentals`, 1)."""

from __future__ import annotations

import re

from srs.importers.common import SECTION_PREFIX_RE, Section, slugify
from srs.importers.labeltext import unwrap
from srs.importers.lazyre import lazy

__all__ = ["make_section"]

_SECTION_NUMBER_RE = lazy(r"^(?P<num>\d{1,3})[.):][ \t]+(?P<name>.*)$")
_QUESTION_RANGE_RE = lazy(r"\((?:questions?|qs?\.?)[ \t]*+\d[^()]*\)[ \t]*$", re.I)


def make_section(text: str, ordinal: int) -> Section:
    """A section heading -> its tag (`Section 1: Fundamentals (Questions 1-7)` -> fundamentals)."""
    name = unwrap(text).lstrip("# ")  # `## # 1. Introduction`
    number: int | None = None
    m = SECTION_PREFIX_RE.match(name) or _SECTION_NUMBER_RE.match(name)
    if m:
        number = int(m.group("num")) if m.group("num").isdigit() else None
        name = m.group("name")
    name = _QUESTION_RANGE_RE.sub("", name).rstrip()
    tag = slugify(name) or slugify(text)
    return Section(tag, number, ordinal, unwrap(text).lstrip("# "))
