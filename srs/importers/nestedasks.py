"""Questions nested deep in a list of questions nobody answered, and how many there are.

A list of interview questions kept without answers groups some under a label item that does
not ask (`* Main principles` over `    * What is inheritance?`, four blanks deep, as editors
indent a nested list). A line met outside any question asks when it is an item at most three
blanks in (srs.importers.asking.asks_alone: deeper, a line at the margin of a Markdown text
is code), so those questions went into the introduction, or the text between questions, and
were named nowhere; and the refusal counted only the questions at the list's least depth
(`14 questions found` after 18 warnings, of 26 questions).

Here an item four blanks deep or more before the first question block, nested under an
item that does not ask (the nearest line above it that stands less deep is a list item, a
label, with no paragraph or heading at the margin between), is met loose when it asks as an
item at the margin would: each is then named, as its siblings are. Lines in a question's
block never come here: a bullet under a question that has one is its answer's; an item
asking more under a question nobody answered is a follow-up, part of that question, as
before; and between blocks, such questions are named already (srs.importers.lonequestions). So a question is counted unless
it is nested under another question met loose: items under a label are questions of their
own, each counted, and the count is the questions named.
"""

from __future__ import annotations

from collections.abc import Sequence

from srs.importers.asking import asks_alone
from srs.importers.common import LIST_ITEM_RE, indent_of
from srs.importers.values import Line

__all__ = ["nested_asks", "unnested"]

_DEEP = 4
"""How deep an item stands before a line there would be code at a text's margin."""


def nested_asks(
    lines: Sequence[Line], loose: list[tuple[int, str]], intro: list[tuple[int, str]]
) -> None:
    """Move each line of `intro` (the text before the first question block) nested deep
    under a label item and asking (see the module docstring) into `loose`, in line order."""
    moved = _deep_questions(lines, intro)
    if not moved:
        return
    gone = {no for no, _ in moved}
    intro[:] = [t for t in intro if t[0] not in gone]
    loose[:] = sorted([*loose, *moved])


def _deep_questions(lines: Sequence[Line], between: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The lines among `between` nested deep under a list item that ask."""
    deep = [t for t in between if indent_of(t[1]) >= _DEEP]
    if not deep:
        return []  # the cheap test first: most documents nest no item four blanks deep
    found = _nested_items(lines, {no for no, _ in deep}, {no for no, _ in between})
    return [(no, text) for no, text in deep if no in found and _asks(text)]


def _nested_items(lines: Sequence[Line], wanted: set[int], between: set[int]) -> set[int]:
    """The lines numbered in `wanted` that are list items nested under a list item in no
    block (numbered in `between`) that does not ask: a label (under a question, an item
    asking more is a follow-up, part of it: srs.importers.blocks reads it so)."""
    found: set[int] = set()
    above: list[Line] = []  # the lines with text so far, not code
    for line in lines:
        if line.code or not line.text.strip():
            continue
        if line.no in wanted and LIST_ITEM_RE.match(line.text):
            parent = _parent(above, indent_of(line.text))
            if parent is not None and parent.no in between and _label(parent.text):
                found.add(line.no)
        above.append(line)
    return found


def _asks(item: str) -> bool:
    """Whether a list item asks, at whatever depth it stands."""
    return asks_alone(item.lstrip(" \t"))


def _label(text: str) -> bool:
    """Whether a line is a list item that does not ask."""
    return LIST_ITEM_RE.match(text) is not None and not _asks(text)


def _parent(above: Sequence[Line], depth: int) -> Line | None:
    """The nearest line above that stands less deep than `depth`; None if none."""
    for line in reversed(above):
        if indent_of(line.text) < depth:
            return line
    return None


def unnested(questions: list[tuple[int, str]], around: Sequence[tuple[int, str]]) -> int:
    """How many of the questions met loose are not nested under another of them (see the
    module docstring); `around` holds the other lines in no block (labels, text)."""
    asking = {no for no, _ in questions}
    count = 0
    stack: list[
        tuple[int, bool]
    ] = []  # the lines above that stand less deep: depth, a question item
    for no, text in sorted({*questions, *around}):
        depth = indent_of(text)
        while stack and stack[-1][0] >= depth:
            stack.pop()
        question = no in asking
        count += question and not (stack and stack[-1][1])
        stack.append((depth, question and LIST_ITEM_RE.match(text) is not None))
    return count
