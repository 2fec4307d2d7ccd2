"""A section whose whole text is one link onwards (`## 7. Comprehension in Python` over
`[Read](https://.../comprehension.md)`): a guide's chapter kept in another file, no card.
Its title does not ask and the link's words only say where to go (`Read`, `Read more`,
`Click here`); a question answered by a link (`### What is X?` over `[Answer](...)`) asks,
and stays a card."""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.common import Draft
from srs.importers.lazyre import lazy

__all__ = ["links_onwards"]

_ONWARD_LINK_RE = lazy(
    r"^\[(?:read(?:[ \t]+(?:more|it|here|this))?|more|link|here|click[ \t]+here|details|see[ \t]+more"
    r"|open|go|view|continue(?:[ \t]+reading)?|full[ \t]+(?:article|notes|text))[ \t]*(?:→|»|>>)?\]"
    r"\([^()\s]+\)$",
    re.IGNORECASE,
)


def links_onwards(draft: Draft) -> bool:
    """Whether the draft is a section whose text only links onwards (see the module)."""
    if draft.choices or draft.explanation or not _ONWARD_LINK_RE.match(draft.answer.strip()):
        return False
    return not asks(draft.question)
