"""A key naming two options by letter and text joined by a word (``**Correct Answers:** `C.
Remote state storage` and `D. A web UI` ``), found keyed by the first letter in silence in a
judge's round (2026-11-30, a Terraform quiz's "Choose two" question), the rest of the key left
as the explanation: both are right, so the card is open and warned, as `C, D` makes it; a key
whose text after the letter only repeats part of its option stays that one letter."""

from __future__ import annotations

import pytest

from tests.importing import result

_TEMPLATE = """\
# Cloud quiz

### Which two services store objects? (Choose two)

- `A. Blob storage`
- `B. Load balancer`
- `C. Bucket store`
- `D. DNS zone`

**Correct Answers:** {key}

Both keep objects; the others route traffic.
"""


@pytest.mark.parametrize(
    "key",
    [
        "`A. Blob storage` and `C. Bucket store`",
        "A. Blob storage and C. Bucket store",
        "`A. Blob storage`, `C. Bucket store`",
        "A) Blob storage, and C) Bucket store",
        "A. Blob storage et C. Bucket store",
    ],
)
def test_two_options_named_by_letter_and_text_make_a_warned_open_card(key: str) -> None:
    r = result(_TEMPLATE.format(key=key))
    (card,) = r.deck.cards
    assert not card.choices
    assert card.answer == "- Blob storage\n- Bucket store"
    assert card.explanation == "Both keep objects; the others route traffic."
    assert [w.split(": ", 1)[1] for w in r.warnings] == [
        "question #1 has 2 right options (A, C); made an open card"
    ]


def test_one_option_named_with_more_words_after_it_stays_one_key() -> None:
    """Near miss: `and` in the text after one option, no second letter and option after it."""
    r = result(_TEMPLATE.format(key="A. Blob storage and nothing else"))
    (card,) = r.deck.cards
    assert card.answer == "A"
    assert not r.warnings
