"""Where a Markdown list's items open, an empty placeholder item none of them.

A study list numbers the questions it means to write and leaves the last number empty
(`23. Are pod IPs static?` / `24. `), or one between (`1. ...?` / `2.` / `3. ...?`). Such an
item asks nothing and holds nothing: no question to report, and no item that keeps a list
of questions from being one. An empty item that does not go on with its list's count
(`1991.` alone, a year a blank line under a question) is text, and stays an item.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from srs.importers.common import Line

if TYPE_CHECKING:  # annotations only: markdown-it loads with the block pass that makes tokens
    from markdown_it.token import Token

__all__ = ["introduced", "item_openings", "sibling_follows"]


def item_openings(tokens: list[Token], k: int) -> tuple[list[int], int]:
    """The `list_item_open` tokens of the top-level list opened at token k, but for empty
    placeholder items (see the module doc), and the index after the list."""
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
    return openings, j


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
