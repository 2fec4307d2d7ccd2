"""A numbered list inside an answer, indented less than the answer's text, in a list of
numbered questions at the margin.

    2. Explain widget kinds :
        Widgets come in two kinds
     1. Small widgets
     2. Large widgets .
    In small ones the frame is thin .

    3. What is a gadget?

Indented one to three blanks, less than the question item's text (`2. ` is three wide), the
inner items are to CommonMark more items of the questions' own list: the answer was cut at
the first, which was reported unanswered, and the second became a question that took the
rest of the answer. A run of such items numbered from 1 on, the first right under a line of
the answer's text (no blank line between), under margin item N, with the
next margin item numbered N + 1 (the questions' count goes on past them), is the answer's
own list: its item lines are indented to the question item's text, which nests them in it.

Only a document in which a search finds an item `1.` indented one to three blanks is walked.
"""

from __future__ import annotations

import itertools

from srs.importers.common import LIST_ITEM_RE
from srs.importers.fences import outside_code
from srs.importers.holding import NUMBERED, search_led
from srs.importers.lazyre import lazy

__all__ = ["nested_sub_lists"]

_CHEAP_RE = lazy(r"\n {1,3}1[.)][ \t]")
_MARGIN_ITEM_RE = lazy(r"^(?P<num>\d{1,3})[.)][ \t]+\S")
_SHALLOW_ITEM_RE = lazy(r"^ {1,3}(?P<num>\d{1,2})[.)][ \t]+\S")
_MARK_RE = lazy(r"\d{1,3}[.)][ \t]+")


def nested_sub_lists(text: str) -> str:
    """The text with each shallow inner numbered list nested in its answer (see the module
    doc)."""
    if not search_led(_CHEAP_RE, text, NUMBERED):
        return text
    lines = text.split("\n")
    margin: list[tuple[int, int, int]] = []  # (line, number, its text's indent)
    shallow: list[tuple[int, int]] = []  # (line, number)
    for k, line in outside_code(lines):
        if line[:1].isdigit() and (m := _MARGIN_ITEM_RE.match(line)):
            margin.append((k, int(m.group("num")), _text_at(line)))
        elif line[:1] == " " and (s := _SHALLOW_ITEM_RE.match(line)):
            num = int(s.group("num"))
            if num > 1 or (k > 0 and _under_text(lines[k - 1])):
                shallow.append((k, num))
    moved = _nested_runs(margin, shallow)
    for k, indent in moved:
        lines[k] = " " * indent + lines[k].lstrip(" ")
    return "\n".join(lines) if moved else text


def _under_text(above: str) -> bool:
    """Whether an item sits right under a line of its answer's text, with no blank line
    between: the slip that gives the inner list away (Markdown lets an item interrupt the
    answer's paragraph). A list after a blank line (a choice question's numbered options,
    indented as its text is) is read as it is."""
    return bool(above.strip()) and LIST_ITEM_RE.match(above) is None


def _text_at(line: str) -> int:
    """Where a margin item's text starts (`2. ` -> 3)."""
    m = _MARK_RE.match(line)
    return m.end() if m else 0


def _nested_runs(
    margin: list[tuple[int, int, int]], shallow: list[tuple[int, int]]
) -> list[tuple[int, int]]:
    """The shallow items to nest, each with the indent of its question item's text: runs
    numbered 1, 2, ... between margin items N and N + 1."""
    found: list[tuple[int, int]] = []
    j = 0
    for (k, num, indent), (nxt, nxt_num, _) in itertools.pairwise(margin):
        run: list[int] = []
        while j < len(shallow) and shallow[j][0] < nxt:
            if shallow[j][0] > k and shallow[j][1] == len(run) + 1:
                run.append(shallow[j][0])
            j += 1
        if run and nxt_num == num + 1 and len(run) >= 2:
            found.extend((line, indent) for line in run)
    return found
