"""The third labelled answer set (tests/data/graded_answers_3.yaml) is well formed and unchanged.

Its answers were graded before any grader ran on them; the file's digest is pinned so that no
label can be moved after seeing a score without this test noticing (a new label means a new
digest, and saying why in the commit).
"""

from __future__ import annotations

import hashlib
from collections import Counter

from tests import grader_eval

DIGEST = "1cf948d253a60545c2ab4395f129d515735db19331e4273b1c87bc2e08f33c58"


def test_the_labels_are_the_ones_graded_before_any_run() -> None:
    digest = hashlib.sha256(grader_eval.LABELLED_3.read_bytes()).hexdigest()
    assert digest == DIGEST


def test_every_answer_names_a_card_and_each_card_sits_in_one_half() -> None:
    loaded = grader_eval.load_set(3)
    assert loaded is not None
    items, decks = loaded
    assert len(items) >= 200
    halves: dict[tuple[str, str], set[bool]] = {}
    for item in items:
        assert decks[item.deck].card(item.card) is not None
        assert item.kind in grader_eval.KINDS and 0 <= item.grade <= 5
        halves.setdefault((item.deck, item.card), set()).add(item.held)
    assert all(len(sides) == 1 for sides in halves.values())
    kinds = Counter(item.kind for item in items)
    assert min(kinds["correct"], kinds["paraphrase"], kinds["contradiction"]) >= 35
    assert len({deck for deck, _ in halves}) >= 6
