"""A key written below the author's working, under a list of options without letters.

Homework answer sheets give each question's options as a numbered list, then show how the
answer was found (the query that was run, a few lines of notes), and only then the key:

    How many records have a fare of 0?
    1- 128,210
    2- 8,333

    ```sql
    select count(*) from trips where fare = 0;
    ```
    **answer:2**

The listed-options rule (srs.importers.marks) reads a list as options only when it stands
right above the key, so such a question became an open card answered "2", its options and
the query in its question. Here a list whose end is parted from the key by a fenced block,
a short paragraph of notes, or one of each (blank lines between), is still the list the key
names, when the key names an option and says nothing more (`2`, `**answer:3**`, `B`): the
working goes below the key, as the card's explanation. A paragraph that asks, a heading, a
rule, another list or another label between them stops it: the list is then no option list
the key is sure to name (`1. Steps` / `Which step fails?` / `Answer: 2` stays as written).
"""

from __future__ import annotations

from collections.abc import Callable

from srs.importers.common import ANSWER_RE, HEADING_RE, OPTION_RE
from srs.importers.lazyre import lazy
from srs.importers.values import Line

__all__ = ["bare_key", "list_past_working"]

_BARE_KEY_RE = lazy(r"^[ \t*_(\[]*(?:\d{1,2}|[A-Ha-h])[ \t*_)\].]*$")
"""A key that is an option's number or letter alone, in emphasis or brackets or not
(`2`, `3***` of `***answer:3***`, `(B)`): one that says nothing the working could explain."""
_RULE_RE = lazy(r"^ {0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,}|={3,})$")
"""A thematic break (`---`, `***`): the end of a question, never its working."""
_PARTS = 2
"""How many pieces of working (fenced blocks, paragraphs) may part the list from its key."""
_PROSE_LINES = 8
"""How many lines of notes may: a longer text is more than a note on the way to the key."""


def bare_key(text: str) -> bool:
    """Whether a key's text is only an option's number or letter (see `_BARE_KEY_RE`)."""
    return _BARE_KEY_RE.match(text) is not None


def list_past_working(lines: list[Line], end: int, item: Callable[[Line], bool]) -> int | None:
    """The index past the last item of the list that the working ending at `end` (the key's
    line, blank lines above it left out) parts from the key; None when no working is there,
    when anything else is, or when no list item (`item`) stands above it."""
    k = end
    parts = prose = 0
    while k > 0:
        line = lines[k - 1]
        if not line.code and item(line):
            return k if parts else None
        if line.code:
            while k > 0 and lines[k - 1].code:
                k -= 1
        else:
            top = _paragraph_top(lines, k, item)
            if top is None:
                return None
            prose += k - top
            k = top
        parts += 1
        if parts > _PARTS or prose > _PROSE_LINES:
            return None
        while k > 0 and not lines[k - 1].code and not lines[k - 1].text.strip():
            k -= 1
    return None


def _paragraph_top(lines: list[Line], end: int, item: Callable[[Line], bool]) -> int | None:
    """The first line of the paragraph of notes ending at `end`; None when a line of it is
    no note: a list item or option, a heading, a rule, a label, a line that asks."""
    k = end
    while k > 0 and not lines[k - 1].code and lines[k - 1].text.strip():
        text = lines[k - 1].text
        if text.rstrip(" \t*_").endswith(("?", "？")) or _RULE_RE.match(text):
            return None
        if HEADING_RE.match(text) or OPTION_RE.match(text) or ANSWER_RE.match(text):
            return None
        if item(lines[k - 1]):
            return None  # another list, or the options' own run with no blank line under it
        k -= 1
    return k
