"""A bold question whose own words hold a spaced pair of stars (`* args and ** kwargs`): the
pair is typed text, no emphasis, and the bold around the whole question goes on both sides
(the opener was kept, as if the inner pair had closed it; judges' rounds, 2026-12-01)."""

from __future__ import annotations

import pytest

from tests.importing import result


@pytest.mark.parametrize("bullet", ["* ", "- "])
def test_spaced_stars_inside_a_bold_question_are_text(bullet: str) -> None:
    text = (
        "# Python questions\n\n"
        f"{bullet}**What do * args and ** kwargs mean?**\n\n"
        "    They collect extra positional and keyword arguments.\n\n"
        f"{bullet}**What is a decorator?**\n\n"
        "    A function that wraps another function.\n"
    ).replace("\n    ", "\n" + " " * len(bullet))
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "What do * args and ** kwargs mean?",
        "What is a decorator?",
    ]


def test_a_question_bold_only_in_part_keeps_its_words() -> None:
    text = (
        "**Q1.** What does **kwargs collect?\n\nKeyword arguments.\n\n"
        "**Q2.** What is a decorator?\n\nA function that wraps another.\n"
    )
    cards = result(text).deck.cards
    assert cards[0].question == "What does **kwargs collect?"
