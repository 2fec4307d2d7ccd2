"""A true/false question's key written as the verdict and its reason: `Antwort: Falsch.
Korrekt: 1–223, aber ...`, under options that are the two verdicts (`- [ ] Wahr` / `- [ ]
Falsch`).

A key that repeats an option's whole text (`Answer: True.`) names it; one that goes on past
the verdict with the reason named none, so the question became an open card answered by the
verdict and reason, its two boxes left in its text, with no warning. When the options are
the two verdicts of one language (srs.importers.labelwords' VERDICT_PAIRS, either order), a
key opening with one of them, then a stop, a comma, a colon or a dash and more text, keys
that option; the text after it is the explanation.
"""

from __future__ import annotations

import re

from srs.importers.labelwords import VERDICT_PAIRS
from srs.importers.lazyre import lazy

__all__ = ["verdict_key"]

_PAIRS = frozenset(frozenset(pair) for pair in VERDICT_PAIRS)
_VERDICT_RE = lazy(
    r"^[*_]{0,2}(?P<word>[^\W\d_]+)[.!,;:]?[*_]{0,2}(?:[.!,;:]|[ \t]+[-–—])\s*(?P<rest>\S.*)?$",
    re.S,
)
"""A verdict word (bold or not), its stop, and the reason after it."""


def verdict_key(text: str, choices: dict[str, str]) -> tuple[str, str] | None:
    """The letter a true/false key opening with a verdict names, and its reason (see the
    module doc); None when the options are no verdict pair or the key opens with neither."""
    if len(choices) != 2:
        return None
    words = {option.strip(" .*_").casefold(): letter for letter, option in choices.items()}
    if frozenset(words) not in _PAIRS:
        return None
    m = _VERDICT_RE.match(text.strip())
    if m is None or (letter := words.get(m.group("word").casefold())) is None:
        return None
    return letter, (m.group("rest") or "").strip()
