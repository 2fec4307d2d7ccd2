"""Numbered statements that a question's options refer to, typed as items of the question list.

`7. Which are fruits?`, then `8. Apple`, `9. Carrot`, `10. Pear` on the lines right under it,
then the indented options (`a) 1 only`, `b) 1 and 3`) and `Correct answer: B`: the statements
are the question's (the options count them from 1), but each is numbered like a question, on
the question list's margin, so each read as a question of its own (the stem and all but the
last statement reported unanswered, the last one taken as the card's question). An author's
list numbering ran on through them (or restarted at 1, as the options count).

Set in the question's item, at the options' indent, they are its text, counted from 1 as the
options count them. Only a run
of two or more lines numbered one after another with no blank between, none of which asks,
straight under a numbered line that asks, with the indented options and their answer line
right after the run: nothing else makes statements of items.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from srs.importers.asking import asks
from srs.importers.common import ANSWER_RE, OPTION_RE, holds
from srs.importers.fences import outside_code
from srs.importers.holding import NUMBERED, search_led
from srs.importers.lazyre import lazy

__all__ = ["stem_statements"]

_CHEAP_RE = lazy(
    r"\n[ \t]{0,3}\d{1,4}[.)][ \t][^\n]*\n[ \t]{0,3}\d{1,4}[.)][ \t][^\n]*\n"
    r"[ \t]+\(?[A-Ha-h][.)][ \t]"
)
"""A numbered line over a numbered line over an indented lettered option: the shape's end."""
_CHEAP_LEAD_RE = lazy(r"\n[ \t]{0,3}\d{1,4}[.)][ \t]")
"""How `_CHEAP_RE` opens, within its first line: searched first in the numbered lines alone
(`search_led`), where most documents stop."""
_ITEM_RE = lazy(r"^(?P<lead>[ \t]{0,3}(?P<num>\d{1,4})[.)][ \t]+)(?P<text>\S.*)$")
_MIN_STATEMENTS = 2
_MIN_OPTIONS = 2


def stem_statements(text: str) -> str:
    """The statements under a numbered question set into its item (see the module doc)."""
    if not search_led(_CHEAP_LEAD_RE, text, NUMBERED) or _CHEAP_RE.search(text) is None:
        return text
    lines = text.split("\n")
    outside = {k for k, _ in outside_code(lines)} if holds(text, "```", "~~~") else None
    done = -1
    for k in _over_numbered(text):
        if k <= done or (outside is not None and k not in outside):
            continue  # a statement of the last run, or a line of code
        end = _statements_end(lines, k)
        if end is None:
            continue
        stem = _ITEM_RE.match(lines[k])
        assert stem is not None
        option = OPTION_RE.match(lines[end])
        assert option is not None
        indent = " " * max(len(stem.group("lead")), len(option.group("indent").expandtabs(4)))
        _set_in(lines, k, end, indent)
        done = end
    return "\n".join(lines)


_OVER_NUMBERED_RE = lazy(r"^[ \t]{0,3}\d{1,4}[.)][ \t][^\n]*\n(?=[ \t]{0,3}\d{1,4}[.)][ \t])", re.M)
"""A numbered line straight over another: where a question's statements may start."""


def _over_numbered(text: str) -> Iterator[int]:
    """The index of each line numbered straight over another numbered line: the few lines a
    walk need read (a whole pattern's search finds them, not a test of every line)."""
    line, at = 0, 0
    for m in _OVER_NUMBERED_RE.finditer(text):
        line += text.count("\n", at, m.start())
        at = m.start()
        yield line


def _set_in(lines: list[str], stem: int, end: int, indent: str) -> None:
    """Set the statements (`stem + 1` to `end`) in at `indent`, counted from 1 again when
    their numbers ran on from the question's (`70.` over `71. Static`): the options count
    them from 1 (`c) 1, 3 and 5`), the numbers the list ran on to are the accident."""
    for n, j in enumerate(range(stem + 1, end), start=1):
        item = _ITEM_RE.match(lines[j])
        assert item is not None
        if int(item.group("num")) != n:
            lead = item.group("lead").strip()
            item_text = f"{n}{lead[-1]} {item.group('text')}"
        else:
            item_text = lines[j].lstrip()
        lines[j] = indent + item_text


def _statements_end(lines: list[str], k: int) -> int | None:
    """When line k (numbered over a numbered line) is a numbered question over a run of
    numbered statements and the options (see the module doc), the index of the first option
    line; else None."""
    stem = _ITEM_RE.match(lines[k])
    if stem is None or not asks(stem.group("text")):
        return None
    j, previous = k + 1, None
    while j < len(lines):
        item = _ITEM_RE.match(lines[j])
        if item is None:
            break
        number = int(item.group("num"))
        follows = (
            number in (int(stem.group("num")) + 1, 1)
            if previous is None
            else number == previous + 1
        )
        if not follows or asks(item.group("text")):
            return None
        j, previous = j + 1, number
    if j - k - 1 < _MIN_STATEMENTS or not _keyed_options(lines, j):
        return None
    return j


def _keyed_options(lines: list[str], start: int) -> bool:
    """Whether indented options start at `start` and an answer line closes them, before any
    blank line."""
    options = 0
    for line in lines[start:]:
        option = OPTION_RE.match(line)
        if option is not None and option.group("indent"):
            options += 1
        else:
            return options >= _MIN_OPTIONS and ANSWER_RE.match(line.strip()) is not None
    return False
