"""Where a Markdown list's items open: an empty placeholder item none of them, nor the
answer's own numbered lines that restart at 1 inside it.

A study list numbers the questions it means to write and leaves the last number empty
(`23. Are pod IPs static?` / `24. `), or one between (`1. ...?` / `2.` / `3. ...?`). Such an
item asks nothing and holds nothing: no question to report, and no item that keeps a list
of questions from being one. An empty item that does not go on with its list's count
(`1991.` alone, a year a blank line under a question) is text, and stays an item.

An answer may hold a numbered list of its own at the margin, typed right under a line of its
text (`35. Explain StringBuilder.` / `> It joins strings ...` / `1. var sb = ...` / `2.
sb.Append(3);` ... / `36. Next question`). CommonMark ends the quote (or paragraph) there and
reads `1.`, `2.` ... and the questions after them as one list: the answer was cut at the
first, its lines were read as questions. A run numbered 1, 2, ... k from the list's first
item, the first right under a line of text (no blank line between), where the nearest
numbered item above (no heading between) is N > k and the list goes on at N + 1 after the
run, is the answer's own list (`inner_run`): no items, its lines the answer's text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from srs.importers.common import LIST_ITEM_RE
from srs.importers.lazyre import lazy
from srs.importers.values import Line

if TYPE_CHECKING:  # annotations only: markdown-it loads with the block pass that makes tokens
    from markdown_it.token import Token

__all__ = ["introduced", "item_openings", "sibling_follows"]


def item_openings(tokens: list[Token], k: int, lines: list[Line]) -> tuple[list[int], int]:
    """The `list_item_open` tokens of the top-level list opened at token k, but for empty
    placeholder items and an answer's own run restarted at 1 (see the module doc), and the
    index after the list."""
    depth = 0
    openings: list[int] = []
    last = ""  # the number of the list's last item, placeholder or not
    j = k
    while j < len(tokens):
        tok = tokens[j]
        depth += tok.nesting
        if tok.type == "list_item_open" and tok.level == 1:
            if not _placeholder(tokens, j, last):
                openings.append(j)
            last = tok.info
        j += 1
        if depth == 0:
            break
    if tokens[k].type == "ordered_list_open" and openings and tokens[openings[0]].info == "1":
        openings = openings[inner_run(tokens, openings, lines) :]  # (the cheap test first)
    return openings, j


def inner_run(tokens: list[Token], openings: list[int], lines: list[Line]) -> int:
    """How many of a numbered list's first items are an answer's own list restarted at 1 (see
    the module doc): 0 when they are not."""
    above = tokens[openings[0]].map
    if above is None or above[0] == 0 or not lines[above[0] - 1].text.strip():
        return 0  # a list after a blank line starts a list of its own
    if LIST_ITEM_RE.match(lines[above[0] - 1].text) is not None:
        return 0
    run = 0
    while run < len(openings) and tokens[openings[run]].info == str(run + 1):
        run += 1
    outer = _number_above(lines, above[0] - 1)
    if run < _INNER_RUN_LEAST or run == len(openings) or outer is None or outer <= run:
        return 0
    return run if tokens[openings[run]].info == str(outer + 1) else 0


_INNER_RUN_LEAST = 2
"""How many items, at the least, an answer's own restarted list has (a lone `1.` under text
is no list to tell apart)."""
_MARGIN_NUMBER_RE = lazy(r"^(\d{1,4})[.)][ \t]+\S")


def _number_above(lines: list[Line], k: int) -> int | None:
    """The number of the nearest numbered item at the margin at or above line k, outside
    code, with no heading between; None when there is none."""
    while k >= 0:
        line = lines[k]
        if not line.code and line.text[:1].isdigit():
            m = _MARGIN_NUMBER_RE.match(line.text)
            if m is not None:
                return int(m.group(1))
        elif not line.code and line.text[:1] == "#":
            return None
        k -= 1
    return None


def _placeholder(tokens: list[Token], j: int, last: str) -> bool:
    """Whether the item opened at token j is empty and numbered right after `last`."""
    if tokens[j + 1].type != "list_item_close":
        return False
    number = tokens[j].info
    return number.isdigit() and last.isdigit() and int(number) == int(last) + 1


def sibling_follows(tokens: list[Token], j: int) -> bool:
    """Whether another item of its list follows the item opened at token j: an item with
    no answer of its own is then one of a list of questions, never answered by the sibling
    under it (`- Explain recursion` / `- How to reverse a string`, both left unanswered)."""
    level = tokens[j].level
    k = j + 1
    while k < len(tokens) and not (
        tokens[k].type == "list_item_close" and tokens[k].level == level
    ):
        k += 1
    return k + 1 < len(tokens) and tokens[k + 1].type == "list_item_open"


def introduced(lines: list[Line], first: int) -> bool:
    """Whether the text right before line `first` (past blank lines), where a list opens,
    ends with a colon (`Similar phrases are:`): the list is that text's points."""
    k = first - 1
    while k >= 0 and not lines[k].text.strip():
        k -= 1
    return k >= 0 and lines[k].text.rstrip(" *_").endswith((":", "："))
