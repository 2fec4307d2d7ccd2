"""A plain-text sub-header typed right over the next numbered question, with no blank line
between them (`Medium tasks` over `6) Compute 2+2.`), in a document of `N)` questions.

The title and the question made one paragraph that opened with no question, so the whole
paragraph went on the answer above, and the question was lost. Here the title becomes the
heading it is (`#### Medium tasks`) and a paragraph of its own: a blank line alone left it
the last paragraph of the answer above. Only a short title (six words at most, no sentence's
end, no colon) after a blank line, and only over a question whose number goes on from the numbered line
before it (`6)` after `5)`): a line over `1)` that restarts the count already opens a
paragraph of its own, and a sentence over a numbered line is a task's own text.
"""

from __future__ import annotations

import bisect
import re

from srs.importers.holding import NUMBERED, search_led
from srs.importers.lazyre import lazy

__all__ = ["titled_questions"]

_TITLE_RE = lazy(
    r"(?<=\n\n)(?P<title>[^\W\d_][^\S\n]*(?:[^\s.:?!]+[^\S\n]+){0,5}[^\s.:?!]+)\n(?P<no>\d{1,3})\)[ \t]",
)
_NUMBERED_RE = lazy(r"^(\d{1,3})\)[ \t]", re.MULTILINE)
_ANY_NUMBERED_RE = lazy(r"\n\d{1,3}\)[ \t]")
"""A line opening with `N)`: without one, no title can stand over a question (a scan some
twenty times cheaper than the title's pattern, which looks behind at every character)."""


def titled_questions(text: str) -> str:
    """The text with each such title a heading apart from its question (see the module
    docstring). The title's pattern, anchored at a blank line, rules most documents out."""
    if not search_led(_ANY_NUMBERED_RE, text, NUMBERED):
        return text
    titles = [m for m in _TITLE_RE.finditer(text) if int(m.group("no")) > 1]
    if not titles:
        return text
    numbered = [(m.start(), int(m.group(1))) for m in _NUMBERED_RE.finditer(text)]
    starts = [start for start, _ in numbered]
    cuts = []
    for title in titles:
        before = bisect.bisect_left(starts, title.start()) - 1
        if before >= 0 and numbered[before][1] == int(title.group("no")) - 1:
            cuts.append(title.start())
            cuts.append(title.end("title"))
    if not cuts:
        return text
    pieces = [text[a:b] for a, b in zip([0, *cuts], [*cuts, len(text)], strict=True)]
    return "".join(p if k % 2 == 0 else f"#### {p}\n" for k, p in enumerate(pieces))
