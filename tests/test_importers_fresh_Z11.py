"""Importer layouts met on fresh public documents (the held-out round Z11, whose failures the
lead mended afterwards): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result


def _pairs(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


def test_a_series_numbered_with_no_blank_from_its_first_question() -> None:
    """`1.What is X?` then `2.Explain Y?` ... `4.how can you Z?`, `5.\\`A\\` vs \\`B\\`?`,
    separated by rules: the first question was lost in silence (no series known yet), and
    one opening in lower case or with code was not a question."""
    questions = [
        "What is a stateless widget?",
        "Explain the widget lifecycle?",
        "What is tree shaking?",
        "how can you update a list view?",
        "`SizedBox` vs `Container`?",
    ]
    text = "# Flutter questions\n\n" + "".join(
        f"{n}.{q}\n\nAnswer number {n} is here.\n\n---\n\n"
        for n, q in enumerate(questions, start=1)
    )
    assert _pairs(text) == [
        (q, f"Answer number {n} is here.") for n, q in enumerate(questions, start=1)
    ]


def test_a_question_and_its_answer_labelled_in_bold_on_one_line() -> None:
    """`1. **Q:** What is TCP? **A:** A stream protocol.`: a rapid-fire round types each
    pair on one line; every one was reported as a question with no answer."""
    text = "## Rapid fire\n\n" + "".join(
        f"{n}. **Q:** What does layer {n} do? **A:** Layer {n} moves the bits.\n"
        for n in range(1, 5)
    )
    assert _pairs(text) == [
        (f"What does layer {n} do?", f"Layer {n} moves the bits.") for n in range(1, 5)
    ]


def test_a_bold_q_label_with_no_answer_label_on_its_line_is_unchanged() -> None:
    """`**Q:** Why? Because **A** is large.`: no answer label after the question mark (the
    bold `A` is the answer's own word), so the line is not split."""
    text = "**Q:** Why is the log slow? **A** is large, **B** is small.\n\n**A:** Disk waits.\n"
    assert _pairs(text) == [("Why is the log slow? **A** is large, **B** is small.", "Disk waits.")]


def test_sections_well_above_the_questions_are_no_cards() -> None:
    """A blog post asks `####` questions under `##` sections (`## Begin!`, `## Wrapping
    up`); `## What to expect` and `## Your Own Questions?` were cards of the section's
    prose."""
    text = "# Interview questions\n\n## What to expect\n\nA short chat, then code.\n\n"
    for section in ("Begin!", "The hard part", "Wrapping things up"):
        text += f"## {section}\n\nThese are {section.lower()}.\n\n" + "".join(
            f"#### What is {section[0]}{n}?\n\nIt is {section[0]}{n}.\n\n" for n in range(1, 3)
        )
    text += "## Your Own Questions?\n\nTell me how you interview people, I want to know.\n"
    got = result(text)
    assert [c.question for c in got.deck.cards] == [
        f"What is {s}{n}?" for s in "BTW" for n in range(1, 3)
    ]
    assert any("Tell me how you interview" in w for w in got.warnings), got.warnings


def test_a_question_about_two_snippets_keeps_both() -> None:
    """`#### What is the difference in these two code snippets?` over a Java block and a
    Ruby block, then the answer: the second block went to the answer."""
    text = "".join(
        f"#### What is the difference in these two code snippets, case {n}?\n\n"
        f"```java\nboolean f{n}(String s) {{ return s.isEmpty(); }}\n```\n\n"
        f"```ruby\ndef f{n}(s) = s.empty?\n```\n\nJava takes only strings; Ruby anything.\n\n"
        for n in range(1, 3)
    )
    cards = result(text).deck.cards
    assert len(cards) == 2
    for n, card in enumerate(cards, start=1):
        assert f"def f{n}(s)" in card.question and f"boolean f{n}" in card.question
        assert card.answer == "Java takes only strings; Ruby anything."


def test_a_told_question_over_bullets_among_asking_ones() -> None:
    """`Explain the significance of the p-value.` over `- When conducting a test, the
    p-value ...`, among `How would you ...?` paragraphs over bullets: the first question was
    lost, its answer (a sentence opened by `When ...,`) taken for a question."""
    text = (
        "# Statistics\n\n"
        "Explain the significance of the **p-value** in testing.\n\n"
        "- When conducting a test, the p-value measures how likely the data is.\n\n"
        "How would you use **regression** to predict trends?\n\n"
        "- Fit a line to past data and extend it.\n\n"
        "What is **Bayes' theorem** used for?\n\n"
        "- Updating beliefs as evidence comes in.\n"
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        (
            "Explain the significance of the **p-value** in testing.",
            "- When conducting a test, the p-value measures how likely the data is.",
        ),
        (
            "How would you use **regression** to predict trends?",
            "- Fit a line to past data and extend it.",
        ),
        ("What is **Bayes' theorem** used for?", "- Updating beliefs as evidence comes in."),
    ]
    assert got.warnings == ()


def test_a_sentence_opened_by_a_clause_asks_only_when_its_main_clause_does() -> None:
    """`When conducting a test, the p-value ...` tells; `When you join a team, what do you do
    first.` asks, as does `When would you use a map.`"""
    from srs.importers.asking import asks

    assert not asks("When conducting a test, the p-value measures how likely the data is.")
    assert not asks("If the queue is full, the producer blocks.")
    assert asks("When you join a new team, what do you do first.")
    assert asks("When would you use a map over a tree.")


def test_a_list_of_questions_under_a_question_is_its_answer() -> None:
    """`##### 31. Do you have any questions for us?` over bullets of the candidate's own
    questions, some nested under others: the first bullet became a card of the ones under
    it, the rest were reported, and question 31 was lost."""
    text = (
        "##### 30. What could we do better?\n\nShip smaller changes.\n\n"
        "##### 31. Do you have any questions for us?\n\n"
        "- Did you plan top-down?\n\t- Confidence in the plan?\n\t- Why 1500?\n"
        "- How do you catch up?\n- What people are on the team?\n"
    )
    got = result(text)
    assert [c.question for c in got.deck.cards] == [
        "What could we do better?",
        "Do you have any questions for us?",
    ]
    answer = got.deck.cards[1].answer
    assert answer.startswith("- Did you plan top-down?")
    assert "Why 1500?" in answer and answer.endswith("- What people are on the team?")
    assert got.warnings == ()
