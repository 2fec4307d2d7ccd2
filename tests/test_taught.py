"""Words taught to the grader: kept per deck, used from then on, listed and removable."""

from __future__ import annotations

from pathlib import Path

import pytest

from srs import taught
from srs.grading import Grade, grade_answer
from srs.store import Store


@pytest.fixture
def store(tmp_path: Path) -> Store:
    s = Store.open(tmp_path / "t.db")
    yield s
    s.close()


def test_teach_list_and_forget(store: Store) -> None:
    a = taught.teach(store, "ml", "backprop", "backpropagation")
    again = taught.teach(store, "ml", "backprop", "backpropagation")
    b = taught.teach(store, taught.ALL_DECKS, "VRAM", "GPU memory")
    taught.teach(store, "other", "snap", "snapshot")
    assert again.id == a.id  # teaching twice is once
    assert [(t.word, t.deck_id) for t in taught.list_taught(store, "ml")] == [
        ("backprop", "ml"),
        ("VRAM", taught.ALL_DECKS),
    ]
    assert len(taught.list_taught(store)) == 3
    assert taught.forget(store, b.id) and not taught.forget(store, b.id)
    assert [t.word for t in taught.list_taught(store, "ml")] == ["backprop"]
    with pytest.raises(ValueError):
        taught.teach(store, "ml", " ", "x")


def test_taught_words_survive_reopening(tmp_path: Path) -> None:
    with Store.open(tmp_path / "t.db") as s:
        taught.teach(s, "ml", "backprop", "backpropagation")
    with Store.open(tmp_path / "t.db") as s:
        assert [t.concept for t in taught.list_taught(s, "ml")] == ["backpropagation"]


def test_a_taught_word_matches_and_never_demotes(store: Store) -> None:
    ref = "Backpropagation computes the gradients layer by layer with the chain rule."
    question = "How are gradients computed?"
    before = grade_answer(
        "backprop with the chain rule", "Uses the chain rule; autodiff.", question
    )
    assert "autodiff" in before.missed
    taught.teach(store, "ml", "autodiff", "automatic differentiation")
    aliases = taught.aliases_with_taught(store, "ml", {"DDP": "DistributedDataParallel"})
    assert aliases["autodiff"] == "automatic differentiation" and "DDP" in aliases
    g = grade_answer(
        "automatic differentiation and the chain rule",
        "Uses the chain rule; autodiff.",
        question,
        aliases=aliases,
    )
    assert "autodiff" in g.matched
    assert g.matched["autodiff"] == ("automatic", "differentiation")
    # a synonym taught for a question word does not make the answer's words question words
    rank_ref = "Each process has a rank, its id from 0 to N-1; rank 0 is the master."
    rank_q = "What is a rank in distributed training?"
    plain = grade_answer("the id of each process, 0 is the master", rank_ref, rank_q)
    widened = grade_answer(
        "the id of each process, 0 is the master", rank_ref, rank_q, aliases={"rank": "process"}
    )
    assert widened.quality >= plain.quality >= 3
    assert "Backpropagation" in grade_answer("backprop", ref, question).matched  # the glossary


def test_offers_pair_missed_concepts_with_the_words_that_stand_for_them() -> None:
    g = Grade(
        0.2,
        2,
        {"chain rule": ("chain", "rule")},
        ("backpropagation", "gradient accumulation", "learning rate"),
    )
    offers = taught.offers("backprop and GA with the chain rule, banana", g)
    assert ("backprop", "backpropagation") in offers
    assert ("GA", "gradient accumulation") in offers
    assert all(word != "banana" for word, _ in offers)
    assert all(word not in ("chain", "rule", "the") for word, _ in offers)
    one = Grade(0.0, 1, {}, ("checkpoint",))
    assert taught.offers("snapshot", one) == [("snapshot", "checkpoint")]
    assert taught.offers("snapshot often", one) == []
