"""The second labelled answer set (tests/data/graded_answers_2.yaml) is well formed.

The set is the ground truth the grader is judged on (issue 15, item 8), so its shape is held
here: every answer names a card that exists in the decks it was written for
(tests/data/grader_decks/), grades are on the 0-5 rubric, kinds are the nine of the header,
and the fit / held-out split is by card and is the seeded draw the header describes, so no one
can move a card between halves without this test noticing.
"""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml

from srs.decks import load_decks
from srs.model import Deck
from tests import grader_eval

DATA = Path(__file__).resolve().parent / "data"
LABELLED = DATA / "graded_answers_2.yaml"
DECKS_DIR = DATA / "grader_decks"

KINDS = set(grader_eval.KINDS)
FIELDS = {"deck", "card", "split", "kind", "grade", "answer", "note"}
REQUIRED = FIELDS - {"note"}
SEED_PREFIX = "graded-answers-2:"


def heldout_cards(deck: Deck) -> set[str]:
    """The held-out card ids of a deck: the seeded draw written down in the data file's header."""
    ids = sorted(card.id for card in deck.cards)
    return set(random.Random(SEED_PREFIX + deck.id).sample(ids, len(ids) // 2))


@pytest.fixture(scope="module")
def decks() -> dict[str, Deck]:
    loaded, problems = load_decks([DECKS_DIR])
    assert problems == []
    return {deck.id: deck for deck in loaded}


@pytest.fixture(scope="module")
def answers() -> list[dict[str, Any]]:
    data = yaml.safe_load(LABELLED.read_text(encoding="utf-8"))
    items = data["answers"]
    assert isinstance(items, list)
    return items


def test_every_deck_is_a_valid_open_card_deck_with_a_source(decks: dict[str, Deck]) -> None:
    assert decks
    for deck in decks.values():
        assert deck.source, deck.id
        assert 8 <= len(deck.cards) <= 15, deck.id
        for card in deck.cards:
            assert not card.choices, f"{deck.id}/{card.id}: answers are graded as open answers"
            assert card.answer.strip()


def test_every_deck_file_names_repo_path_commit_and_licence() -> None:
    for path in sorted(DECKS_DIR.glob("*.yaml")):
        header = path.read_text(encoding="utf-8").split("\nid:", 1)[0].lower()
        for word in ("repo:", "path:", "commit:", "licence:"):
            assert word in header, f"{path.name}: header lacks {word}"


def test_entries_have_the_fields_and_values_of_the_header(
    answers: list[dict[str, Any]], decks: dict[str, Deck]
) -> None:
    for n, item in enumerate(answers):
        where = f"entry {n}: {item}"
        assert REQUIRED <= set(item) <= FIELDS, where
        assert item["deck"] in decks, where
        assert item["card"] in {card.id for card in decks[item["deck"]].cards}, where
        assert type(item["grade"]) is int and 0 <= item["grade"] <= 5, where
        assert item["kind"] in KINDS, where
        assert item["split"] in ("fit", "heldout"), where
        assert isinstance(item["answer"], str), where
        if item["kind"] != "blank":
            assert item["answer"].strip(), where


def test_no_answer_is_repeated_for_the_same_card(answers: list[dict[str, Any]]) -> None:
    keys = Counter((a["deck"], a["card"], a["answer"].strip().lower()) for a in answers)
    assert [k for k, n in keys.items() if n > 1] == []


def test_split_is_by_card_and_is_the_seeded_draw(
    answers: list[dict[str, Any]], decks: dict[str, Deck]
) -> None:
    halves: dict[tuple[str, str], set[str]] = {}
    for item in answers:
        halves.setdefault((item["deck"], item["card"]), set()).add(item["split"])
    assert all(len(splits) == 1 for splits in halves.values()), "a card sits in both halves"
    for (deck_id, card_id), splits in halves.items():
        expected = "heldout" if card_id in heldout_cards(decks[deck_id]) else "fit"
        assert splits == {expected}, f"{deck_id}/{card_id}"


def test_blank_answers_grade_zero_and_echoes_at_most_one(answers: list[dict[str, Any]]) -> None:
    """The rubric's fixed points: blank / "no idea" is 0, an echo of the question is 1."""
    for item in answers:
        if item["kind"] == "blank":
            assert item["grade"] == 0, item
        if item["kind"] == "echo":
            assert item["grade"] == 1, item


def test_the_set_is_large_and_broad_enough(
    answers: list[dict[str, Any]], decks: dict[str, Deck]
) -> None:
    """Issue 15 item 8: at least 300 answers to cards of at least 6 decks, all decks used."""
    assert len(answers) >= 300
    assert len(decks) >= 6
    assert {a["deck"] for a in answers} == set(decks)
    for deck in decks.values():
        answered = {a["card"] for a in answers if a["deck"] == deck.id}
        assert answered == {card.id for card in deck.cards}, f"{deck.id}: unanswered cards"


def test_every_kind_is_at_least_five_percent(answers: list[dict[str, Any]]) -> None:
    kinds = Counter(a["kind"] for a in answers)
    assert set(kinds) == KINDS
    for kind in KINDS:
        assert kinds[kind] / len(answers) >= 0.05, kind


def test_held_out_half_is_between_40_and_60_percent(answers: list[dict[str, Any]]) -> None:
    share = sum(a["split"] == "heldout" for a in answers) / len(answers)
    assert 0.40 <= share <= 0.60
    for deck_id in {a["deck"] for a in answers}:
        splits = {a["split"] for a in answers if a["deck"] == deck_id}
        assert splits == {"fit", "heldout"}, deck_id


def test_grades_span_the_scale_within_both_halves(answers: list[dict[str, Any]]) -> None:
    """Each half is usable for rank correlation: every grade of the rubric appears in it."""
    for half in ("fit", "heldout"):
        grades = {a["grade"] for a in answers if a["split"] == half}
        assert grades == {0, 1, 2, 3, 4, 5}, half
