"""A bold numbered topic line right over a bold question (`**2. HTTP**` over `**Which code
means "not found"?**` and its options or answer): the question's title, its number the
question's.

Quiz pages number their items by topic and then ask in bold: `**1. Caching**`, a blank line,
`**Which header sets the cache lifetime?**`, the options `- a) ...` and the key. Read as a
bold line, the numbered topic was a question of its own, reported as one with no answer (a
phantom), and over a stem that does not ask (`**The 404 code means:**`) it was glued to that
stem as the question's first line. The topic line is blanked and its number written onto the
question's bold line (`**2. Which code ...?**`), line for line: the form the numbered bold
question rules read. The question below must be wholly bold, not numbered itself, and ask or
be followed by lettered options; a topic that asks (`**1. What is X?**`) is a question, and a
bold line under it (`**X is ...**`) its answer, as before.
"""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.common import ANSWER_RE, OPTION_RE, holds
from srs.importers.labelstart import plain_line_start
from srs.importers.lazyre import lazy
from srs.importers.values import Line

__all__ = ["topic_titles"]

_TITLED_RE = lazy(
    r"^(?P<title>[ ]{0,3}(?P<b>\*\*|__)(?P<num>\d{1,4})(?P<mark>[.)])[ \t]+(?P<topic>[^*_\n]+?)"
    r"(?P=b)[ \t]*)\n(?P<gap>(?:[ \t]*\n){0,2})"
    r"(?P<lead>[ ]{0,3})(?P<sb>\*\*|__)(?P<stem>(?!\d{1,4}[.)][ \t])[^*_\s\n][^\n]*?)(?P<end>(?P=sb)[ \t]*\n)"
    r"(?=(?:[ \t]*\n)?(?P<after>[^\n]*))",
    re.M,
)
"""A bold numbered line, up to two blank lines, a wholly bold line not numbered, and (looked
at, not consumed) the next line with text below it, after a blank line at most."""
_NUMBER_HEADS = tuple(f"**{d}" for d in "123456789") + tuple(f"__{d}" for d in "123456789")
"""How a bold numbered line opens: the literals looked for before any search."""


def topic_titles(text: str) -> str:
    """The text with each bold numbered topic over a bold question blanked and its number
    carried to that question (see the module docstring); unchanged when none is."""
    if not holds(text, *_NUMBER_HEADS):
        return text  # no bold number anywhere: the cheap test on a long text
    return _TITLED_RE.sub(_carried, text)


def _carried(m: re.Match[str]) -> str:
    if not _titles(m):
        return m.group(0)
    return f"\n{m['gap']}{m['lead']}{m['sb']}{m['num']}{m['mark']} {m['stem']}{m['end']}"


def _titles(m: re.Match[str]) -> bool:
    """Whether the numbered bold line titles the bold line under it: the topic does not ask,
    and the line under it, no label, asks or is followed by a lettered option."""
    topic = m["topic"].strip()
    if asks(topic) or topic.endswith((":", "：")) or _label(m["stem"]):
        return False
    return asks(m["stem"]) or OPTION_RE.match(m["after"]) is not None


def _label(stem: str) -> bool:
    """Whether a bold line labels what follows rather than asking: `**Answer:**`,
    `**Question 3**`, or a word or two over a colon (`**Options:**`, `**Choix :**`)."""
    if ANSWER_RE.match(stem) is not None:
        return True
    start = plain_line_start(Line(0, stem))
    if start is not None and start.labelled:
        return True
    words = stem.rstrip(" :：").split()
    return stem.rstrip().endswith((":", "：")) and len(words) <= 2
