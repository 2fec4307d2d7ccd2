"""Layouts met in the ninth and tenth (2026-11-30) sessions' rounds: each test builds a small
made-up document of the shape a real one had (never its text) and checks the exact cards the
importer makes of it."""

from __future__ import annotations

from tests.importing import result

# -- a `+`/`-` quiz whose options open with a task verb and a count --------------------------


def test_sign_marked_options_that_set_tasks_stay_options() -> None:
    text = (
        "Generated quiz\n\n1. How does the rank grow?\n+ list\n- write 2 rows\nMore rows, more work.\n\n"
        "2. Which step sorts the shards?\n- data\n+ rank 3 shards\n- list 2 nodes\n"
    )
    cards = result(text, "quiz.md").deck.cards
    assert [(c.question, c.choices, c.answer, c.explanation) for c in cards] == [
        ("How does the rank grow?", {"A": "list", "B": "write 2 rows"}, "A", "More rows, more work."),
        ("Which step sorts the shards?", {"A": "data", "B": "rank 3 shards", "C": "list 2 nodes"}, "B", ""),
    ]  # fmt: skip


def test_a_task_bullet_outside_a_sign_marked_run_still_asks() -> None:
    """Guard: only a run with a `+` and a `-` is options; a lone `- List 2 ...` bullet over
    its answer is a question as before."""
    text = "# Notes\n\n- List 2 kinds of cache.\n\n  Write-through and write-back.\n\n- What is a TLB?\n\n  A cache of page translations.\n"
    cards = result(text, "notes.md").deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("List 2 kinds of cache.", "Write-through and write-back."),
        ("What is a TLB?", "A cache of page translations."),
    ]


def test_a_bullet_that_sets_a_ranking_task_is_a_question() -> None:
    text = (
        "Hardware\n^^^^^^^^\n- Rank the following by latency: a cache hit, a disk seek, a ping\n"
        "1 A cache hit, a few cycles.\n2 A disk seek, milliseconds.\n3 A ping, more.\n\n"
        "- What is a TLB?\nA cache of page translations.\n"
    )
    cards = result(text, source="hw.rst").deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "Rank the following by latency: a cache hit, a disk seek, a ping",
            "1 A cache hit, a few cycles.\n2 A disk seek, milliseconds.\n3 A ping, more.",
        ),
        ("What is a TLB?", "A cache of page translations."),
    ]


# -- a question led by a tag naming who asked it -----------------------------------------------


def test_bullets_led_by_an_askers_tag_ask_and_are_no_answer() -> None:
    """`* (acme)How would ...` over bullets led by tags: each bullet is a question of its own
    (unanswered, reported), not the answer of the first."""
    text = (
        "Design\n------\n\n* (acme)How would you design a mailer?\n"
        "* (acme)How do you shard huge logs? (think of hashing)\n"
        "* (zeta)Outline a scalable feed service\n\n"
        "* What is a queue?\nA buffer of messages.\n"
    )
    imported = result(text, source="design.rst")
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is a queue?", "A buffer of messages.")
    ]
    assert len(imported.skipped) == 3


def test_a_parenthesised_word_before_a_statement_does_not_make_it_ask() -> None:
    """Guard: the tag goes only before a question word or a task; `(Optional) Caches help.`
    under a question stays its answer."""
    text = "# Notes\n\n## What is a cache?\n\n(Optional) Caches help reads.\n"
    cards = result(text, "notes.md").deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a cache?", "(Optional) Caches help reads.")
    ]
