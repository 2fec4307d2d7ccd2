"""Headings that are never a question, whatever is below them (`never_asks`: an answer or
end-matter heading, `## Section 2: ...`, `## How to contribute?`), and closing sections whose
sub-headings are their own (`closing_section`), apart from srs.importers.markdown, which reads
the headings.
"""

from __future__ import annotations

import re

from srs.importers.common import (
    ANSWER_RE,
    ANSWER_WORD_RE,
    EXPLANATION_RE,
    SECTION_PREFIX_RE,
    end_matter_kind,
)
from srs.importers.lazyre import lazy

__all__ = ["CONTRIBUTE_RE", "closing_section", "never_asks"]


def never_asks(text: str) -> bool:
    """A heading that is no question whatever is below it: empty, an answer or end-matter
    heading, `## Section 2: ...`, `#### Answer: C`."""
    return not text or bool(
        CONTRIBUTE_RE.match(text)
        or ANSWER_WORD_RE.match(text)
        or end_matter_kind(text)
        or SECTION_PREFIX_RE.match(text)
        or ANSWER_RE.match(text)
        or EXPLANATION_RE.match(text)
    )


CONTRIBUTE_RE = lazy(
    r"^(?:how\s+(?:to|can\s+I|do\s+I|you\s+can)\s+(?:contribute|help)|want\s+to\s+contribute)\b.*\??$",
    re.I,
)
"""`## How to contribute?`: a note to contributors, never a question."""


def closing_section(text: str) -> bool:
    """`## Interview Preparation Tips`, `## Resources`: end matter that is no key and no
    glossary, whose sub-headings (`### By Experience Level`) are its own, never questions."""
    return end_matter_kind(text) == "other" and not text.strip(" *_:").lower().startswith("gloss")
