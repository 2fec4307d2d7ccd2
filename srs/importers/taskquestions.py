"""Questions written as task-list items, each ticked when studied, their answers nested.

A prep list kept on GitHub writes every question as a task, its box ticked once the answer
is learnt, and nests the answer under it (bold-labelled sub-bullets, a quote, code); a
question not yet answered keeps the labels with nothing after them:

    ### Networking
    - [x] What does DNS do?
      - **Explanation:**
      > Maps names to addresses.
    - [ ] What is a subnet?
      - **Explanation:**

A box there says "done", not "right option": read as a choice question's options, the items
under each heading made one card of the whole section. A run of task items that is such a
list has its boxes dropped (`- What does DNS do?`), so that each item is read as the bullet
question it is, its nested lines its answer. A run is such a list when all of its items
but one in five ask (srs.importers.asking) and most carry nested lines, and the document has
such a run of two items or more (a lone item under a heading of its own is then one of its
questions too). A quiz's options written as boxes (`- [x] Do no harm` under its question) do
not ask, nor nest anything but a remark: they stay options, keyed by the ticked box. The
labels left empty under a question not yet answered make no answer (placeholders.blank_form).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from srs.importers.asking import asks
from srs.importers.common import holds
from srs.importers.fences import fence_after
from srs.importers.lazyre import lazy

__all__ = ["task_questions"]

_TASK_RE = lazy(r"^(?P<indent>[ \t]*)(?P<lead>(?:[-*+]|\d{1,3}[.)])[ \t]+)\[[ xX]\][ \t]+(?=\S)")
"""A task-list item (`- [x] text`, `1. [ ] text`): its indent, its marker, then its box."""
_ANY_TASK_RE = lazy(r"^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+\[[ xX]\][ \t]+\S", re.M)
"""One search of the whole text for a task item, before its lines are walked."""

_MIN_ITEMS = 2
_MOST_NOT_ASKING = 5
"""One item in five may not ask (`Make this work: ...`, a task said without a question word)."""


def task_questions(text: str) -> str:
    """The text with the boxes off each run of task items that is a list of questions with
    nested answers (see the module doc); the text itself otherwise (the cheap test first: a
    box anywhere in it)."""
    if not holds(text, "[x]", "[ ]", "[X]") or _ANY_TASK_RE.search(text) is None:
        return text
    lines = text.split("\n")
    runs = [run for run in _runs(lines) if _questions(lines, run)]
    if not any(len(run) >= _MIN_ITEMS for run in runs):
        return text  # a lone item (under its heading) is such a question only among others
    for run in runs:
        for k, _ in run:
            m = _TASK_RE.match(lines[k])
            assert m is not None
            lines[k] = m.group("indent") + m.group("lead") + lines[k][m.end() :]
    return "\n".join(lines)


_Item = tuple[int, bool]
"""A task item's line, and whether lines are nested under it."""


def _runs(lines: list[str]) -> list[list[_Item]]:
    """The runs of task items at one indent: items with only blank or deeper lines (or code)
    between them; a line at the items' indent or shallower that is no item ends the run."""
    runs: list[list[_Item]] = [[]]
    indent = -1
    for k, depth, item in _shapes(lines):
        run = runs[-1]
        if item and (not run or depth == indent):
            run.append((k, False))
            indent = depth
        elif run and depth > indent:
            if not run[-1][1] and depth < _BLANK:
                run[-1] = (run[-1][0], True)  # a line nested under the run's last item
        elif depth < _BLANK:
            runs.append([(k, False)] if item else [])
            indent = depth if item else -1
    return [r for r in runs if r]


_BLANK = 1 << 30
_CODE = _BLANK - 1
"""The depth `_shapes` gives a blank line (nested under any item, no text of it) and a line
of code opened under an item (nested under it, whatever its indent)."""


def _shapes(lines: list[str]) -> Iterator[tuple[int, int, bool]]:
    """Each line's index, its depth (the indent; `_BLANK`, `_CODE`), and whether it is a task
    item. A fence at an indent opens code nested as deep; code at the margin is text."""
    fence: str | None = None
    depth_open = 0
    for k, line in enumerate(lines):
        was_code = fence is not None
        if was_code or "`" in line or "~" in line:  # (no fence without its mark: no pattern)
            fence, is_fence = fence_after(fence, line, nested=True)
        else:
            is_fence = False
        body = line.lstrip(" \t")
        depth = len(line) - len(body)
        if not body:
            yield k, _BLANK, False
        elif was_code:
            yield k, _CODE if depth_open else 0, False
        else:
            if is_fence:
                depth_open = depth
            yield k, depth, "[" in line and _TASK_RE.match(line) is not None


def _questions(lines: list[str], run: list[_Item]) -> bool:
    """Whether a run of task items is a list of questions: nearly all ask, most nest lines."""
    asking = 0
    for k, _ in run:
        m = _TASK_RE.match(lines[k])
        assert m is not None
        asking += asks(lines[k][m.end() :].strip())
    nested = sum(1 for _, has in run if has)
    return 2 * nested > len(run) and _MOST_NOT_ASKING * (len(run) - asking) <= len(run)
