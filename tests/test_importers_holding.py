"""`holds`, the whole-text test of some hundred passes: the same answer as a substring search,
whatever the text, its size, or the texts asked about before it."""

from __future__ import annotations

from unittest.mock import patch

from hypothesis import given, settings
from hypothesis import strategies as st

from srs.importers import holding
from srs.importers.holding import holds

PIECES = st.sampled_from(["a", "Q", "*", "\n", " ", "<!--", "nswer ", "x]", "é", "✅", "-", "#"])
TEXTS = st.lists(PIECES, max_size=60).map("".join)
LITERALS = st.lists(st.lists(PIECES, min_size=1, max_size=3).map("".join), min_size=1, max_size=5)


@settings(max_examples=300, deadline=None)
@given(text=TEXTS, literals=LITERALS, large=st.booleans())
def test_holds_answers_as_a_substring_search(text: str, literals: list[str], large: bool) -> None:
    """A large text (its characters' presence remembered) answers as a short one."""
    if large:
        text = "z" * 70_000 + text
    assert holds(text, *literals) == any(literal in text for literal in literals)


def test_a_remembered_text_is_never_taken_for_another() -> None:
    """Two large texts asked about in turn: each answered for itself."""
    first = "z" * 70_000 + "<!-- x -->"
    second = "z" * 70_000 + "plain"
    for _ in range(2):
        assert holds(first, "<!--")
        assert not holds(second, "<!--")
        assert holds(second, "plain") and not holds(first, "plain")


@settings(max_examples=300, deadline=None)
@given(text=TEXTS, literals=LITERALS)
def test_a_large_texts_pairs_rule_out_only_absent_literals(text: str, literals: list[str]) -> None:
    """Once a large text's pairs of adjacent characters are listed (at once here, not after
    `_PAIRS_AFTER` searches), every answer is still a substring search's: blanks, runs of
    blanks and newlines included."""
    text = "z" * 70_000 + " " + text
    with patch.object(holding, "_PAIRS_AFTER", 0):
        for literal in literals:
            assert holds(text, literal) == (literal in text)
        assert holds(text, *literals) == any(literal in text for literal in literals)


def test_pairs_hold_every_pair_of_the_text() -> None:
    """`_pairs`: a superset of the text's pairs, across single and doubled blanks too."""
    text = "a  b\nc d  \n  e f"
    pairs = holding._pairs(text)
    assert {text[i : i + 2] for i in range(len(text) - 1)} <= pairs
