"""The shared values of srs/model.py."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

from srs.model import Card

TEXT = st.text(max_size=8)


@given(
    TEXT,
    TEXT,
    TEXT,
    TEXT,
    st.dictionaries(TEXT, TEXT, max_size=3),
    st.lists(TEXT, max_size=3).map(tuple),
    st.lists(TEXT, max_size=3).map(tuple),
    st.none() | st.integers(min_value=1),
)
def test_a_card_from_stored_values_is_the_card_made_the_usual_way(
    id_: str,
    question: str,
    answer: str,
    explanation: str,
    choices: dict[str, str],
    keywords: tuple[str, ...],
    tags: tuple[str, ...],
    line: int | None,
) -> None:
    """`Card.from_stored` skips the frozen dataclass's __init__ for speed; the card it makes
    must be indistinguishable: equal, same repr, same fields, and still frozen."""
    usual = Card(
        id=id_,
        question=question,
        answer=answer,
        explanation=explanation,
        choices=choices,
        keywords=keywords,
        tags=tags,
        line=line,
    )
    stored = Card.from_stored(id_, question, answer, explanation, choices, keywords, tags, line)
    assert stored == usual
    assert repr(stored) == repr(usual)
    assert vars(stored) == vars(usual)
    with pytest.raises(dataclasses.FrozenInstanceError):
        stored.question = "changed"  # type: ignore[misc]
