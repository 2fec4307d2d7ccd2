"""A question's kind alone on its line over it (`Multiple Choice`, `**Single choice**`), as a
Word quiz converted by pandoc labels each question.

Left in, the label under the card before, a paragraph of words with no question, went into
that card as its explanation (`E: Multiple Choice`). Such a line is blanked, line for line,
where it stands alone between blank lines right over a numbered question (`17) ...`, `17\\)
...`): it says what kind of question follows, no text of either card. (A bold one was read as
a title already; the plain one says the same.)
"""

from __future__ import annotations

import re

from srs.importers.common import NUMBERED_TEXT_RE, holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["kind_lines"]

_KIND_RE = lazy(
    r"^[ \t]{0,3}(?:\*\*|__)?(?:single|multiple|multi)[ \t-]+(?:choice|select|response)"
    r"(?:[ \t]+questions?)?(?:\*\*|__)?[ \t]*$",
    re.I,
)
"""`Multiple Choice`, `**Single choice**`, `Multiple select`: a question's kind, nothing else."""
_WORDS = ("hoice", "HOICE", "elect", "ELECT", "esponse", "ESPONSE")
"""What every such line holds, as a literal."""


def kind_lines(text: str) -> str:
    """The text with each kind label alone over a numbered question blanked (see the module
    docstring); the text itself when none may be (the cheap test first)."""
    if not holds(text, *_WORDS):
        return text
    lines = text.split("\n")
    for k, line in outside_code(lines):
        if len(line) > 40 or not any(w in line for w in _WORDS) or _KIND_RE.match(line) is None:
            continue  # (the literal test first: the pattern runs on few lines)
        if k == 0 or lines[k - 1].strip() or k + 2 >= len(lines) or lines[k + 1].strip():
            continue  # not a paragraph of its own
        below = next((t for t in lines[k + 1 : k + 4] if t.strip()), "")
        if NUMBERED_TEXT_RE.match(below) is not None:
            lines[k] = ""
    return "\n".join(lines)
