"""A task list with more boxes than option letters (A-H), several of them ticked.

An exam marks true statements among ten (`Which of these are true?` over ten `- [ ]` boxes,
six ticked). Cut at the eighth box, the last two boxes were read as a question of their own
(`answer 'C' is not one of its options (A, B)`), or went into the explanation with an
invented `Answer: A, B`. Several boxes ticked make an open card in any case (one key per
choice card, srs.importers.cards), so the whole run is that card's text: the options listed
in the question, boxes off and unlettered, the ticked ones its answer, and the card is
reported as any question with several right options is.
"""

from __future__ import annotations

from srs.importers.common import LETTERS
from srs.importers.values import Line

__all__ = ["crowded", "crowded_answer", "crowded_note"]

Ticked = tuple[Line, str, bool]
"""An option's line, its text and whether its box is ticked."""


def crowded(items: list[Ticked]) -> bool:
    """Whether a run of boxes has more than the option letters and two or more ticked."""
    return len(items) > len(LETTERS) and sum(right for _, _, right in items) >= 2


def crowded_answer(items: list[Ticked]) -> list[Line]:
    """The lines that stand for such a run: its options as a list in the question, then an
    answer label over the ticked ones, closed by a blank line (a line right under is the
    explanation)."""
    last = items[-1][0].no
    listed = [Line(items[0][0].no, ""), *(Line(line.no, f"- {text}") for line, text, _ in items)]
    right = [Line(last, f"- {text}") for _, text, is_right in items if is_right]
    return [*listed, Line(last, ""), Line(last, "Answer:"), *right, Line(last, "")]


def crowded_note(items: list[Ticked]) -> str:
    """The warning's words for such a run (after the question's name)."""
    ticked = sum(right for _, _, right in items)
    return (
        f"has {ticked} right options of {len(items)} (more than {LETTERS[0]}-{LETTERS[-1]}); "
        "made an open card"
    )
