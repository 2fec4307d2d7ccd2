"""A heading's task set out in bullets, then the fold that hides its solution: the fold
answers the heading, not the last bullet (for srs.importers.listitems).

Exam practice pages state each hands-on task under a numbered heading, one bullet per step,
and hide the solution in a `<details>` fold after the list:

    ### 01-01. Docker Question
    * Create a container from the attached `Dockerfile`.
    * Name the image `my-image`.
    * Run the container on port `8080`.

    <details class="faq box"><summary>Solution</summary> ...

A fold right after a list item answers it (itemafter.details_answer: `* Write a function
that ...` over its fold, the list ended by the fold at the margin), so the last step was
read as the question, its siblings reported as questions with no answer and the heading
lost. Here a bulleted list of two items or more right under a heading, none of which asks
with a question mark or holds a fold of its own, with a fold right after the list, is the
heading's task: its last item is no question of its own. A list of questions each over its
own fold (`- What is X?` / `<details>`, one item a list), questions under a heading over
the fold that answers the last (`## Task` / `- Is the effect needed?` / `- How would you
rewrite it?`) and a list after a paragraph are left as they were.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from srs.importers.common import HEADING_RE, is_blank
from srs.importers.itemafter import details_answer
from srs.importers.values import Line

if TYPE_CHECKING:  # annotations only: markdown-it loads with the block pass that makes tokens
    from markdown_it.token import Token

__all__ = ["steps_over_fold"]


def steps_over_fold(tokens: list[Token], k: int, openings: list[int], lines: list[Line]) -> bool:
    """Whether the bulleted list opened at token `k` (its items at `openings`) is a
    heading's task over the fold that answers the heading (see the module doc)."""
    span = tokens[k].map
    if span is None or len(openings) < 2 or tokens[k].type != "bullet_list_open":
        return False
    first, end = span
    after = _content(lines, end, 1)
    if after is None or not details_answer(lines[after]):
        return False
    above = _content(lines, first - 1, -1)
    if above is None or lines[above].code or HEADING_RE.match(lines[above].text) is None:
        return False
    if any(_asks(tokens[opening].map, lines) for opening in openings):
        return False  # questions (`- Is the effect needed?`), the fold answering the last
    return not any(
        not lines[i].code and "<details" in lines[i].text.lower() for i in range(first, end)
    )


def _asks(item: list[int] | None, lines: list[Line]) -> bool:
    """Whether a list item's first line ends with a question mark: a question, no step."""
    return item is not None and lines[item[0]].text.rstrip(" *_").endswith(("?", "？"))


def _content(lines: list[Line], k: int, step: int) -> int | None:
    """The first line with text from line `k` on, going by `step` (1: down, -1: up)."""
    while 0 <= k < len(lines):
        if not is_blank(lines[k]):
            return k
        k += step
    return None
