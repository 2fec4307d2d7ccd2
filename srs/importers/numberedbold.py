"""A numbered list of options closing a question, the right one wholly in bold:

    Which verb changes a row?
    1. MAKE
    2. **CHANGE**                ->  A) MAKE / B) **CHANGE** / C) DROP  (keyed B)
    3. DROP

Practice tests that letter nothing set the key apart in bold, as lettered quizzes do
(`- **C) text**`, srs.importers.keyrewrites `bold_key`). Read as a numbered list, the
question had no options and its key was lost: in a quiz it was dropped as text around the
questions. The run is lettered in place, line for line, and `bold_key` reads the bold one as
the key. Only a run of three to eight items numbered from 1 that closes the block, right
under a line that asks, with no sub-heading above it in the block (the options of a
question whose heading was read as part of the block above would key that question), one
item wholly in bold and no other bold among them: a numbered
answer's steps (`1. **Plan**` / `2. Build`, prose after them) are no options.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from srs.importers.asking import asks
from srs.importers.common import LETTERS, LIST_ITEM_RE, SEPARATOR_RE
from srs.importers.lazyre import lazy
from srs.importers.runplaces import sub_heading_at
from srs.importers.values import Line

__all__ = ["bold_keyed_numbers", "numbered_bold_options"]

_NUMBERED_RE = lazy(r"^(?P<indent>[ \t]{0,3})(?P<n>\d{1,2})[.)][ \t]+(?P<text>\S.*?)[ \t]*$")
_WHOLE_BOLD_RE = lazy(r"(?P<e>\*\*|__)[^*_\n]*[^*_\s](?P=e)")
_MOST = 8


def numbered_bold_options(lines: list[Line], text: str) -> list[Line]:
    """The block with its closing numbered options lettered (see the module); unchanged when
    it has none. `text` is the block's lines joined, for the cheap test first: most blocks
    hold no item opening in bold."""
    if ". **" not in text and ") **" not in text and ". __" not in text and ") __" not in text:
        return lines  # no item opens in bold (`2. **CHANGE**`): a substring test at C speed
    run = _closing_run(lines)
    if run is None:
        return lines
    out = list(lines)
    for n, (k, m) in enumerate(run):
        out[k] = Line(lines[k].no, f"{m.group('indent')}{LETTERS[n]}) {m.group('text')}")
    return out


def bold_keyed_numbers(lines: Iterable[Line]) -> bool:
    """Whether a heading's lines close with such options (see the module): the heading is a
    question with its options below (`### 103.` over a stem and `1. **INSERT**` / `2.
    ALTER`), as one over lettered options is."""
    return _closing_run(lines if isinstance(lines, list) else list(lines)) is not None


def _closing_run(lines: list[Line]) -> list[tuple[int, re.Match[str]]] | None:
    """The numbered items that close the block (past rules and blank lines), when they are
    options keyed in bold under a line that asks; else None."""
    k, run = _trailing_items(lines)
    if not 3 <= len(run) <= _MOST or k < 0 or not _asks_above(lines[k]):
        return None
    if sub_heading_at(lines) < run[0][0]:
        return None  # `### 8.` inside the block: another question's list, not this one's
    return run if _keyed_in_bold(run) else None


def _trailing_items(lines: list[Line]) -> tuple[int, list[tuple[int, re.Match[str]]]]:
    """The numbered items that close the block, past rules and blank lines, and the index of
    the line above them (-1 at the block's top)."""
    k = len(lines) - 1
    while k >= 0 and _blank_or_rule(lines[k]):
        k -= 1
    run: list[tuple[int, re.Match[str]]] = []
    while k >= 0 and not lines[k].code and (m := _NUMBERED_RE.match(lines[k].text)) is not None:
        run.insert(0, (k, m))
        k -= 1
    return k, run


def _blank_or_rule(line: Line) -> bool:
    """Whether a line is blank or a rule (`---`), outside code."""
    return not line.code and (not line.text.strip() or SEPARATOR_RE.match(line.text) is not None)


def _keyed_in_bold(run: list[tuple[int, re.Match[str]]]) -> bool:
    """Whether the items are numbered from 1 in order, one wholly in bold, no other bold."""
    if [int(m.group("n")) for _, m in run] != list(range(1, len(run) + 1)):
        return False
    texts = [m.group("text") for _, m in run]
    bold = [t for t in texts if _WHOLE_BOLD_RE.fullmatch(t)]
    plain = [t for t in texts if "**" not in t and "__" not in t]
    return len(bold) == 1 and len(plain) == len(run) - 1


def _asks_above(line: Line) -> bool:
    """Whether the line right above the run is a stem's last line that asks."""
    return not line.code and LIST_ITEM_RE.match(line.text) is None and asks(line.text.strip())
