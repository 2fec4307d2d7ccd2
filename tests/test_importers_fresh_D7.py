"""Importer layouts met in the 2026-11-29 fifth session's rounds (fresh public documents the
judges read, then the failures mended): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

_SUMMARY = """## Answer Summary
Below is a summary of your answers.

### Question 1 of 4
Which two fruits are yellow? Each correct answer presents a complete solution.

Correct Answer
banana
This answer is correct.

lemon
This answer is correct.

Bananas and lemons are yellow; cherries are red.

Fruit basics - Training

### Question 2 of 4
Select the answer that completes the sentence.

A [answer choice] has gills.

fish

This answer is correct.
Fish breathe through gills.

Question 3 of 4
Which planet has rings?

Your Answer
Mars

This answer is incorrect.
Correct Answer
Saturn

This answer is correct.
Saturn has bright rings of ice.

Question 4 of 4
Which gas do plants take in?

Your Answer
carbon dioxide

This answer is correct.
Plants take in carbon dioxide to make sugar.
"""


def test_a_graded_answer_summary_gives_each_stem_the_keys_picks() -> None:
    """A pasted test summary: `Question N of M` counters (headings, then plain lines), the
    stem, picks under `Your Answer` / `Correct Answer` (or under the stem, unlabelled), each
    followed by its verdict. The counter was the question and the stem the answer, plain
    counters were text between questions, verdicts stayed and a wrong pick was taught."""
    cards = result(_SUMMARY).deck.cards
    assert [(c.question, c.answer, c.choices) for c in cards] == [
        (
            "Which two fruits are yellow? Each correct answer presents a complete solution.",
            "banana\n\nlemon\n\nBananas and lemons are yellow; cherries are red.\n\n"
            "Fruit basics - Training",
            {},
        ),
        (
            "Select the answer that completes the sentence.\n\nA [answer choice] has gills.",
            "fish\n\nFish breathe through gills.",
            {},
        ),
        ("Which planet has rings?", "Saturn\n\nSaturn has bright rings of ice.", {}),
        (
            "Which gas do plants take in?",
            "carbon dioxide\n\nPlants take in carbon dioxide to make sugar.",
            {},
        ),
    ]


def test_a_counter_heading_numbers_its_question_without_a_summary() -> None:
    """`### Question 2 of 3` over a stem and its `Answer:` line, no grader's marks: the count
    is no text of the question (the rule is the label's, not the summary's)."""
    text = (
        "# Quiz\n\n### Question 1 of 2\nWhich metal rusts?\n\nAnswer: iron\n\n"
        "Question 2 of 2\nWhich planet is red?\n\nAnswer: Mars\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which metal rusts?", "iron"),
        ("Which planet is red?", "Mars"),
    ]


def test_a_verdict_under_a_labelled_answer_labels_nothing_again() -> None:
    """Guard: `This answer is correct.` under an `Answer: yes` line judges a labelled answer:
    the verdict goes, the label is not doubled; a verdict inside a sentence is text."""
    text = (
        "## Q1: Is 7 prime?\n\nAnswer: yes\n\nThis answer is correct.\n\n"
        "## Q2: Is 9 prime?\n\nAnswer: no. The grader said this answer is correct.\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Is 7 prime?", "yes"),
        ("Is 9 prime?", "no. The grader said this answer is correct."),
    ]


def _missed(lone: str) -> str:
    """Notes of missed practice questions: task-list options, the right ones ticked and bold,
    a quoted explanation under each; one question (`lone`) keeps only its right option."""
    return (
        "# Missed questions\n\n"
        "1. Which service queues messages?\n"
        "    - [ ] Blob\n    - [x] **Queue**\n    - [ ] Table\n\n"
        "    > Queues hold messages between services.\n\n"
        "2. Which tool rotates keys?\n"
        f"{lone}\n"
        "3. Which disk is fastest?\n"
        "    - [x] **Ultra**\n    - [ ] Standard\n\n"
        "    > Ultra disks have the lowest latency.\n\n"
        "4. Which two are regions? (Select TWO.)\n"
        "    - [x] **West**\n    - [ ] Blue\n    - [x] **North**\n\n"
        "    > West and North are regions.\n"
    )


def test_a_question_listing_only_its_ticked_option_is_an_open_card() -> None:
    """`- [x] **KeyTool**` the only box under a question, in notes whose boxes are a quiz's
    options: one option is nothing to choose from, so the card is open, its answer the
    option's text (no box, no bold) and the quote below it the explanation. The answer kept
    `- [x] **...**` and the quote's `>` marks."""
    lone = "    - [x] **KeyTool**\n\n    > KeyTool rotates keys on a schedule.\n    >\n    > It runs daily.\n"
    cards = result(_missed(lone)).deck.cards
    assert [(c.question, c.answer, c.explanation, dict(c.choices)) for c in cards][1] == (
        "Which tool rotates keys?",
        "KeyTool",
        "KeyTool rotates keys on a schedule.\n\nIt runs daily.",
        {},
    )
    assert [(c.answer, len(c.choices)) for c in cards][::2] == [("B", 3), ("A", 2)]


def test_a_lone_ticked_box_with_its_own_answer_label_keeps_the_label() -> None:
    """Guard: a lone ticked box over `Answer: ...`: the label gives the answer; the box is
    left as written (read with the question, as before), not made a second answer."""
    lone = "    - [x] KeyTool\n\n    Answer: KeyTool, the rotation tool\n"
    card = result(_missed(lone)).deck.cards[1]
    assert (card.question, card.answer) == (
        "Which tool rotates keys?\n- [x] KeyTool",
        "KeyTool, the rotation tool",
    )


def test_a_lone_ticked_box_in_a_checklist_stays_a_done_task() -> None:
    """Guard: a page whose task lists are to-do lists (every box ticked or none), not a
    quiz's options: a lone ticked box under a question is the author's done task, as is."""
    text = (
        "# Setup\n\n## What must you install first?\n\n- [x] **Python**\n\n"
        "## What comes after that?\n\n- [ ] tests\n- [ ] docs\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What must you install first?", "- [x] **Python**"),
        ("What comes after that?", "- [ ] tests\n- [ ] docs"),
    ]


def test_an_explanation_label_over_a_quote_gives_the_quotes_words() -> None:
    """`Explanation:` over a block quote under an open answer: the explanation is the quote's
    text, without its `>` marks."""
    text = (
        "## What stores blobs?\n\nAnswer: BlobBox\n\nExplanation:\n\n> It stores blobs.\n>\n"
        "> It is cheap.\n\n## What rotates keys?\n\nAnswer: KeyTool\n"
    )
    cards = result(text).deck.cards
    assert [(c.answer, c.explanation) for c in cards] == [
        ("BlobBox", "It stores blobs.\n\nIt is cheap."),
        ("KeyTool", ""),
    ]


def _bullet_notes(part: str) -> str:
    """Notes whose questions are `* **question**` bullets under a section heading, each
    answered by lines indented under it; `part` sits at the margin after the first answer."""
    return (
        "# Kotlin notes\n\n## Basics\n\n"
        "* **What are val and var?**\n\n\t**Answer:**\n\tval is read-only; var can change.\n\n"
        f"{part}\n"
        "* **What is a data class?**\n   - A class that holds data.\n\n"
        "* **What is a sealed class?**\n\n\t**Answer:**\n\tA closed set of subclasses.\n\n"
        "* **What is a companion object?**\n\n"
        "## Coroutines\n\n* **What is a suspend function?**\n   - One that can pause.\n"
    )


_LATER = [
    ("What is a data class?", "A class that holds data."),
    ("What is a sealed class?", "A closed set of subclasses."),
    ("What is a suspend function?", "One that can pause."),
]


def test_a_margin_heading_inside_a_bullet_answer_is_more_of_that_answer() -> None:
    """`### Differences between `val` and `var`` at the margin, a table and a note under it,
    inside the answer of a `* **question**` bullet: the heading was a question of its own
    and ran on over the next two bullet questions, lost in silence. It is the answer's part;
    the bullets after it stay cards, the unanswered one reported."""
    part = (
        "### Differences between `val` and `var`\n\n| | val | var |\n|---|---|---|\n"
        "| change | no | yes |\n\n  **Note:**\n   1. Prefer val.\n"
    )
    imported = result(_bullet_notes(part))
    cards = imported.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "What are val and var?",
            "val is read-only; var can change.\n\n### Differences between `val` and `var`\n\n"
            "| | val | var |\n|---|---|---|\n| change | no | yes |\n\n **Note:**\n 1. Prefer val.",
        ),
        *_LATER,
    ]
    assert [s.reason for s in imported.skipped] == [
        "'* **What is a companion object?**' looks like a question, but no answer was found "
        "for it; not imported"
    ]


def test_a_sub_section_heading_over_bullet_questions_stays_a_section() -> None:
    """Guard: `### Classes` right over bullet questions (no text of its own) names the
    questions under it: nothing is moved into the answer above."""
    cards = result(_bullet_notes("### Classes\n")).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What are val and var?", "val is read-only; var can change."),
        *_LATER,
    ]


def test_a_question_heading_among_bullet_questions_keeps_its_own_card() -> None:
    """Guard: `### Why prefer val over var?` (a question, its `?`) with its own answer
    between bullet questions is a card of its own, not part of the answer above."""
    part = "### Why prefer val over var?\n\nFewer changes, fewer bugs.\n"
    cards = result(_bullet_notes(part)).deck.cards
    assert [c.question for c in cards][:2] == ["What are val and var?", "Why prefer val over var?"]
    assert cards[0].answer == "val is read-only; var can change."
