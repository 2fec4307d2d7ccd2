"""`<details>` folds each opened on a list item (`- <details>`), written at the margin: each
is a question fold like any other.

A .NET interview page writes every question as a bullet whose text is a fold, its summary
and body indented under the bullet:

    ## Basics
    - <details>
        <summary>What is the CLR?</summary>
        <p>The runtime that runs .NET code.</p>
      </details>

Read as Markdown each fold is a list item's HTML, no fold the `<details>` reader sees: every
summary was lost and every answer merged into one card under the section heading, with no
warning. Here the item's mark goes and the fold's lines are dedented as one block (each
keeps its number), so that the fold stands at the margin as the same text without the
bullets would (`*`, `+` and `1.` items too; the summary on the item's line or below it).

Only an item that is nothing but its fold is taken, in a list of such items: the item starts
at the margin, its fold has a `<summary>` and closes with nothing after it on the closing
line, no indented text goes on after the fold (the item's own text), and the nearest line
above (past blank lines) is the start, a heading, a rule, a code block's closing fence or a
fold's closing tag, and the
next is no plain list item. A fold in an answer's list, among its points, or one nested
under another item, stays the item's.
"""

from __future__ import annotations

import re

from srs.importers.common import LIST_ITEM_RE, holds
from srs.importers.fences import has_fences, outside_code
from srs.importers.lazyre import lazy

__all__ = ["item_folds"]

_ITEM_FOLD_RE = lazy(r"^(?:[-*+]|\d{1,3}[.)])[ \t]+(?=<details\b)", re.I | re.M)
"""A list item at the margin whose text opens a fold."""
_OPEN_RE = lazy(r"<details\b", re.I)
_CLOSE_RE = lazy(r"</details\s*>", re.I)
_ABOVE_RE = lazy(
    r"^(?: {0,3}#{1,6}(?:[ \t]|$)| {0,3}(?:[-*_][ \t]*){3,}$| {0,3}(?:```|~~~)[ \t]*$"
    r"|.*</details\s*>[ \t]*$)"
)
"""What may stand right over a list of folds: a heading, a rule, a bare fence (a code
block's end), a fold's closing tag."""
_SPAN = 400
"""How many lines a fold may run before it is taken for one left open."""


def item_folds(text: str) -> str:
    """The text with each list item that is only a `<details>` fold written at the margin
    (see the module doc).

    Args:
        text: the document's Markdown.

    Returns:
        The text, unchanged unless a margin list item opens a fold that is all it holds.
    """
    if not holds(text, "<details", "<DETAILS") or not _ITEM_FOLD_RE.search(text):
        return text  # the cheap tests first
    lines = text.split("\n")
    code = _in_code(lines) if has_fences(text) else set()
    changed = False
    for k, line in enumerate(lines):
        if "<" not in line or k in code or _ITEM_FOLD_RE.match(line) is None:
            continue
        close = _closing(lines, k)
        if close is not None and _alone(lines, k, close) and _summarised(lines, k):
            _to_margin(lines, k, close)
            changed = True
    return "\n".join(lines) if changed else text


def _in_code(lines: list[str]) -> set[int]:
    """The indexes of the lines in fenced code (fence marks too)."""
    outside = {k for k, _ in outside_code(lines)}
    return set(range(len(lines))) - outside


def _closing(lines: list[str], k: int) -> int | None:
    """The line that closes the fold opened on line k (nested folds counted), if it closes
    with nothing after its tag within `_SPAN` lines."""
    depth = 0
    for c in range(k, min(len(lines), k + _SPAN)):
        line = lines[c]
        if "<" not in line:
            continue
        depth += len(_OPEN_RE.findall(line)) - len(_CLOSE_RE.findall(line))
        if depth <= 0:
            ends = list(_CLOSE_RE.finditer(line))
            return c if ends and not line[ends[-1].end() :].strip() else None
    return None


def _alone(lines: list[str], k: int, close: int) -> bool:
    """Whether the item at line k, its fold closed on line `close`, is only that fold, in a
    list of folds: what stands over it and what follows it (see the module doc)."""
    above = k - 1
    while above >= 0 and not lines[above].strip():
        above -= 1
    if above >= 0 and _ABOVE_RE.match(lines[above]) is None:
        return False
    below = close + 1
    while below < len(lines) and not lines[below].strip():
        below += 1
    if below == len(lines):
        return True
    after = lines[below]
    if after[:1] in (" ", "\t"):
        return False  # the item's text goes on after its fold
    return LIST_ITEM_RE.match(after) is None or _ITEM_FOLD_RE.match(after) is not None


def _summarised(lines: list[str], k: int) -> bool:
    """Whether the fold opened on line k has its `<summary>` on that line or the next
    non-blank one."""
    if "<summary" in lines[k].lower():
        return True
    nxt = k + 1
    while nxt < len(lines) and not lines[nxt].strip():
        nxt += 1
    return nxt < len(lines) and lines[nxt].lstrip().lower().startswith("<summary")


def _to_margin(lines: list[str], k: int, close: int) -> None:
    """Drop the item's mark on line k and dedent lines k+1..close as one block."""
    lines[k] = _ITEM_FOLD_RE.sub("", lines[k], count=1)
    body = range(k + 1, close + 1)
    indent = min(
        (len(lines[i]) - len(lines[i].lstrip(" \t")) for i in body if lines[i].strip()),
        default=0,
    )
    for i in body:
        lines[i] = lines[i][min(indent, len(lines[i]) - len(lines[i].lstrip(" \t"))) :]
