"""A statement heading that asks in its own text and answers under an answer label (`## Topic` /
context / `But can X do Y?` / `**Answer:** ...`), followed by a sub-heading that asks and is
answered under it (`### How to do Z?`): the sub-heading is a question of its own, as it is
under a heading that asks in its title (srs.importers.followupheadings). Each test builds a
small made-up document of that shape (never a real one's text)."""

from __future__ import annotations

from srs.importers import ImportResult, import_text


def result(text: str) -> ImportResult:
    return import_text(text, source="doc.md")


def cards(got: ImportResult) -> list[tuple[str, str, str]]:
    return [(c.id, c.question, c.answer) for c in got.deck.cards]


STATEMENT = (
    "## Pets that share a flat\n\n"
    "Most cats live alone and most dogs live in packs.\n\n"
    "But the question is: can a cat share a flat with a dog? If yes, then how?\n\n"
    "**Answer:** Yes, most of the time. Here is how:\n\n"
    "- introduce them slowly\n"
    "- feed them in separate rooms\n"
)
STATEMENT_QUESTION = (
    "Pets that share a flat\n\n"
    "Most cats live alone and most dogs live in packs.\n\n"
    "But the question is: can a cat share a flat with a dog? If yes, then how?"
)
STATEMENT_ANSWER = (
    "Yes, most of the time. Here is how:\n\n- introduce them slowly\n- feed them in separate rooms"
)
FIRST = "## What is a cat?\n\nA small animal that purrs.\n\n"


def test_an_asking_sub_heading_after_a_statement_sections_answer_is_its_own_card() -> None:
    text = (
        FIRST + STATEMENT + "\n### How to trim the claws of a cat?\n\n"
        "Use small clippers:\n\n```python\ntrim(cat, tool='clippers')\n```\n\n"
        "Then give a treat.\n"
    )
    got = result(text)
    assert cards(got) == [
        ("q01", "What is a cat?", "A small animal that purrs."),
        ("q02", STATEMENT_QUESTION, STATEMENT_ANSWER),
        (
            "q03",
            "How to trim the claws of a cat?",
            "Use small clippers:\n\n```python\ntrim(cat, tool='clippers')\n```\n\n"
            "Then give a treat.",
        ),
    ]
    assert got.warnings == ()
    assert got.skipped == ()


def test_two_statement_sections_each_with_an_asking_sub_heading() -> None:
    """Two such sections: each follow-up is a card, the plain answer label works as the bold one."""
    second = (
        "## Memory of generators\n\n"
        "A list holds every item at once.\n\n"
        "So which one should you use for a huge file?\n\n"
        "Answer: A generator, since it yields one line at a time.\n\n"
        "### How to read a file lazily?\n\n"
        "Iterate over the file object.\n"
    )
    text = FIRST + STATEMENT + "\n### How to trim the claws of a cat?\n\nUse clippers.\n\n" + second
    got = result(text)
    assert [(c.id, c.question.split("\n")[0]) for c in got.deck.cards] == [
        ("q01", "What is a cat?"),
        ("q02", "Pets that share a flat"),
        ("q03", "How to trim the claws of a cat?"),
        ("q04", "Memory of generators"),
        ("q05", "How to read a file lazily?"),
    ]
    answers = [c.answer for c in got.deck.cards]
    assert answers[1] == STATEMENT_ANSWER
    assert answers[2] == "Use clippers."
    assert answers[3] == "A generator, since it yields one line at a time."
    assert answers[4] == "Iterate over the file object."
    assert got.warnings == ()


def test_a_sub_heading_that_does_not_ask_stays_in_the_statement_sections_answer() -> None:
    """Near miss: `### Example` under such a section is a part of its answer, as before."""
    text = FIRST + STATEMENT + "\n### Example\n\nOur cat Tom and our dog Rex.\n"
    got = result(text)
    assert cards(got) == [
        ("q01", "What is a cat?", "A small animal that purrs."),
        (
            "q02",
            STATEMENT_QUESTION,
            STATEMENT_ANSWER + "\n\n### Example\n\nOur cat Tom and our dog Rex.",
        ),
    ]
    assert got.warnings == ()


def test_a_sub_heading_leaning_on_the_question_above_stays_in_its_answer() -> None:
    """Near miss: `### Why does it work?` points back at the section's question: a part of
    its answer (one such section only), as before."""
    text = FIRST + STATEMENT + "\n### Why does it work?\n\nBoth learn the smells of the other.\n"
    got = result(text)
    assert cards(got) == [
        ("q01", "What is a cat?", "A small animal that purrs."),
        (
            "q02",
            STATEMENT_QUESTION,
            STATEMENT_ANSWER + "\n\n### Why does it work?\n\nBoth learn the smells of the other.",
        ),
    ]
    assert got.warnings == ()
