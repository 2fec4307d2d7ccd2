"""Importer layouts met in round Z216: each test is the shape of a real document the importer
misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
from srs.importers.fencedbullets import fenced_bullets
from tests.importing import result

_BULLETS_OVER_FENCES = (
    "## Garden quiz\n\n"
    "* Name these beds and say what grows in each:\n\n"
    "    North\n"
    "    South\n\n"
    "```\nNorth - ferns in the shade\nSouth - tomatoes in the sun\n```\n\n"
    "* Write a rota line that waters the roses\n\n"
    "```\nwater: roses\n```\n\n"
    "* Shed 'B' holds the following tools\n\n"
    "rake = 2\nhoe = 4\n\n"
    "With one swap, make the hoes 1.\n\n"
    "```\n- swap: hoe = 1\n```\n\n"
    "* What would the following sprinkler plan water?\n\n"
    "- zone: lawn\n  minutes: 10\n\n"
    "```\nThe lawn, for ten minutes.\n```\n\n"
    "* You have the following seed packet\n\n"
    "seeds: basil\n\n"
    "What does the packet grow?\n\n"
    "```\nIt grows basil.\n```\n"
)


def test_bullet_questions_answered_by_fences_keep_what_they_show() -> None:
    """`* ` items each over a bare fence, some showing material between (an indented list of
    terms, a file's lines, a play, a task sentence): each item a question with what it shows,
    the fence its answer; a statement that sets an exercise is a question too."""
    res = result(_BULLETS_OVER_FENCES)
    assert not res.skipped
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        (
            "Name these beds and say what grows in each:\n\n    North\n    South",
            "```\nNorth - ferns in the shade\nSouth - tomatoes in the sun\n```",
        ),
        ("Write a rota line that waters the roses", "```\nwater: roses\n```"),
        (
            "Shed 'B' holds the following tools\n\nrake = 2\nhoe = 4\n\n"
            "With one swap, make the hoes 1.",
            "```\n- swap: hoe = 1\n```",
        ),
        (
            "What would the following sprinkler plan water?\n\n- zone: lawn\n  minutes: 10",
            "```\nThe lawn, for ten minutes.\n```",
        ),
        (
            "You have the following seed packet\n\nseeds: basil\n\nWhat does the packet grow?",
            "```\nIt grows basil.\n```",
        ),
    ]
    assert all(not c.choices for c in res.deck.cards)


def test_a_bullet_question_answered_by_prose_then_code_keeps_the_prose_as_answer() -> None:
    """Guard: an item that asks without pointing at anything, over a paragraph then a fence,
    is answered by both: the paragraph is no part of the question."""
    text = (
        "## Pond quiz\n\n"
        "* Why do ponds need plants?\n\n"
        "They feed oxygen into the water.\n\n"
        "```\noxygen: up\n```\n\n"
        "* Write a line that adds a lily\n\n"
        "```\nadd: lily\n```\n\n"
        "* How deep should a pond be?\n\n"
        "```\ndepth: 60cm\n```\n"
    )
    res = result(text)
    assert not res.skipped
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("Why do ponds need plants?", "They feed oxygen into the water.\n\n```\noxygen: up\n```"),
        ("Write a line that adds a lily", "```\nadd: lily\n```"),
        ("How deep should a pond be?", "```\ndepth: 60cm\n```"),
    ]


def test_notes_whose_bullets_say_things_over_fences_are_left_as_they_are() -> None:
    """Guard: notes of steps, each a `* ` item that sets no question over its command, are
    not made questions: the text goes to the readers as written (which find no question)."""
    text = (
        "# Garden notes\n\n"
        "* Fill the can from the tank\n\n```\nfill: can\n```\n\n"
        "* Walk it to the beds\n\n```\nwalk: beds\n```\n\n"
        "* Pour slowly at the roots\n\n```\npour: roots\n```\n"
    )
    assert fenced_bullets(text) == text
    with pytest.raises(DocumentError):
        result(text)


def test_fewer_than_three_bullets_over_fences_are_read_as_before() -> None:
    """Guard: two such items are too few to say the document is laid out so."""
    text = (
        "## Shed quiz\n\n"
        "* Shed 'C' holds the following pots\n\npots = 3\n\n"
        "```\n- add: pot\n```\n\n"
        "* Write a line that locks the shed\n\n```\nlock: shed\n```\n"
    )
    res = result(text)
    assert "Shed 'C' holds the following pots" not in [c.question for c in res.deck.cards]


def test_bullet_questions_over_lettered_options_or_labelled_answers_read_as_before() -> None:
    """Guard: lettered options between an asking item and its block are the question's, and
    an `Answer:` label over the block is read as the label it is, not kept in the answer."""
    options = (
        "## Orchard quiz\n\n"
        "* Which one is a fruit?\n\nA) leek\nB) plum\n\n```\nB\n```\n\n"
        "* Which one is green?\n\nA) lime\nB) plum\n\n```\nA\n```\n\n"
        "* Which one is sour?\n\n- A) lemon\n- B) fig\n\n```\nA\n```\n"
    )
    res = result(options)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("Which one is a fruit?\n\n- A) leek\n- B) plum", "```\nB\n```"),
        ("Which one is green?\n\n- A) lime\n- B) plum", "```\nA\n```"),
        ("Which one is sour?\n\n- A) lemon\n- B) fig", "```\nA\n```"),
    ]
    labelled = (
        "## Orchard quiz\n\n"
        "* What is a graft?\n\nAnswer:\n\n```\njoin: stems\n```\n\n"
        "* What is a pip?\n\n**Answer:**\n\n```\nseed: small\n```\n\n"
        "* What is a bud?\n\nAnswer:\n\n```\nshoot: young\n```\n"
    )
    assert fenced_bullets(labelled) == labelled
    assert [(c.question, c.answer) for c in result(labelled).deck.cards] == [
        ("What is a graft?", "```\njoin: stems\n```"),
        ("What is a pip?", "```\nseed: small\n```"),
        ("What is a bud?", "```\nshoot: young\n```"),
    ]


def test_example_bullets_in_the_answers_of_heading_questions_stay_in_the_answers() -> None:
    """Guard: `* For example, this line:` over code in each answer under a `###` question is
    a part of that answer, not a question of its own."""
    text = (
        "# Bakery notes\n\n"
        "### What is proofing?\n\nLetting dough rise.\n\n"
        "* For example, this step proofs a loaf:\n\n```\nproof: 1h\n```\n\n"
        "### What is kneading?\n\nWorking the dough.\n\n"
        "* For example, this step kneads it:\n\n```\nknead: 10m\n```\n\n"
        "### What is scoring?\n\nCutting the top.\n\n"
        "* For example, this step scores it:\n\n```\nscore: x\n```\n"
    )
    assert fenced_bullets(text) == text
    assert [c.question for c in result(text).deck.cards] == [
        "What is proofing?",
        "What is kneading?",
        "What is scoring?",
    ]
