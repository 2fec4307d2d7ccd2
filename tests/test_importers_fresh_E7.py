"""Importer layouts met in the 2026-11-29 sixth session's rounds: each test is the shape of a
real document the importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result


def _pairs(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


_GLUED_LABEL = (
    "# Trees and margins\n\n"
    "  * **Q1**. Why do deep trees overfit?\n\n"
    " **Answer:** They can fit the noise of the training set.\n\n\n\n"
    "  * **Q2**. What does pruning do?\n\n"
    " **Answer:** It cuts the branches that add little.\n\n\n\n"
    "{glued}. What is a margin? (Hint: SVM)\n\n"
    " **Answer:** The gap between the two classes.\n\n\n\n"
    "  * **Q4**. What is a kernel?\n\n"
    " **Answer:** A similarity that maps points to a richer space.\n"
)


def test_a_label_with_digits_glued_before_it_in_sequence_is_that_label() -> None:
    """`* **Qn**.` bullet questions with `**Answer:**` paragraphs, one written `9981Q3.` at
    the margin between Q2 and Q4: question 3, not a paragraph of question 2's answer."""
    res = result(_GLUED_LABEL.format(glued="9981Q3"))
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("Why do deep trees overfit?", "They can fit the noise of the training set."),
        ("What does pruning do?", "It cuts the branches that add little."),
        ("What is a margin? (Hint: SVM)", "The gap between the two classes."),
        ("What is a kernel?", "A similarity that maps points to a richer space."),
    ]
    assert not res.warnings


def test_glued_digits_before_a_label_out_of_sequence_are_left_alone() -> None:
    """Guard: `2021Q7.` between Q2 and Q4 numbers no question of the sequence (a quarter, a
    code): nothing is rewritten, the line stays where it was read."""
    text = _GLUED_LABEL.format(glued="2021Q7")
    assert [c.question for c in result(text).deck.cards] == [
        "Why do deep trees overfit?",
        "What does pruning do?",
        "What is a kernel?",
    ]
    assert "2021Q7. What is a margin?" in result(text).deck.cards[1].answer


def test_a_tip_line_and_a_link_after_the_last_one_line_answer_are_reported() -> None:
    """A pasted post: `N. question?` over one `Answer Tip:` line each, then a closing `Pro
    Tip` line glued under the last answer and the post's link, then a rule and another post:
    the tip and the link are the page's, reported, never the last card's."""
    text = (
        "Cache questions to prepare\n\n"
        "1. What is a cache hit?\n"
        "Answer Tip: Say that the data was found in the cache.\n"
        "2. What is a TTL?\n"
        "Answer Tip: Explain how long an entry lives before it expires.\n"
        "3. How do you cache reads?\n"
        "Answer Tip: Mention read-through caches.\n"
        "🎯 Pro Tip: back every answer with an example from your own work.\n\n"
        "https://example.org/posts/cache-tips-123\n\n"
        "*****\n\n"
        "Another post about queues follows here.\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("What is a cache hit?", "Say that the data was found in the cache."),
        ("What is a TTL?", "Explain how long an entry lives before it expires."),
        ("How do you cache reads?", "Mention read-through caches."),
    ]
    assert any("Pro Tip: back every answer" in w for w in res.warnings)


def test_a_tip_line_in_an_answer_of_several_lines_stays_in_it() -> None:
    """Guard: where the answers run over several lines, a `Pro Tip:` line closing the last
    one is that answer's own tip."""
    text = (
        "1. What is a cache hit?\n"
        "Answer: The data was found in the cache.\nNo trip to the database.\n"
        "2. What is a TTL?\n"
        "Answer: How long an entry lives.\nThen it expires.\n"
        "3. How do you cache reads?\n"
        "Answer: With a read-through cache.\n"
        "Pro Tip: warm the cache before a launch.\n"
    )
    assert _pairs(text)[-1] == (
        "How do you cache reads?",
        "With a read-through cache.\n\nPro Tip: warm the cache before a launch.",
    )


_MCQ = (
    "# Colour quiz\n\n"
    "## MCQ 1\n\nWhich colour is a primary colour?\n\n"
    "A. Green\nB. Red\nC. Orange\n\n**Answer:** B\n{first}\n---\n\n"
    "## MCQ 2\n\nWhich colour mixes red and yellow?\n\n"
    "A. Orange\nB. Purple\nC. Blue\n\n**Answer:** A\n\n---\n\n"
    "### {title}\n\n* {bullet}\n"
)


def test_a_tip_section_only_after_the_last_question_is_the_pages() -> None:
    """`## MCQ N` questions with `**Answer:** X` and rules, then a deeper `### 📌 Study Tip`
    section that sums up the quiz, under the last question only: reported, never MCQ 2's
    explanation."""
    text = _MCQ.format(first="", title="📌 Study Tip", bullet="Revise the colour wheel.")
    res = result(text)
    assert [(c.question, c.choices, c.answer, c.explanation) for c in res.deck.cards] == [
        ("Which colour is a primary colour?", {"A": "Green", "B": "Red", "C": "Orange"}, "B", ""),
        (
            "Which colour mixes red and yellow?",
            {"A": "Orange", "B": "Purple", "C": "Blue"},
            "A",
            "",
        ),
    ]
    assert any("Study Tip" in w for w in res.warnings)


def test_a_section_the_other_questions_have_too_stays_in_the_last_answer() -> None:
    """Guard: `### Study Tip` under the first question as well is each answer's own part; so
    is an `### Example` under the last question only (no tips, no end matter)."""
    first = "\n### Study Tip\n\n* Think of paint.\n"
    text = _MCQ.format(first=first, title="Study Tip", bullet="Mix the paints yourself.")
    cards = result(text).deck.cards
    assert cards[0].explanation == "### Study Tip\n\n* Think of paint."
    assert cards[1].explanation == "### Study Tip\n\n* Mix the paints yourself."
    text = _MCQ.format(first="", title="Example", bullet="Red and yellow paint give orange.")
    assert result(text).deck.cards[1].explanation == (
        "### Example\n\n* Red and yellow paint give orange."
    )
