"""Importer layouts met on fresh public documents (held-out round E465): an exam handout whose
questions are bare number headings (`### 1`, `### 2`, ... with gaps), each over its task
paragraphs and, when answered, a list.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result


def _exam(third: str, *, last: int = 5) -> str:
    """Bare number headings over tasks and bullet answers; question 3 is `third` under its
    stem, and the last question's number is `last` (4 left out when it is 5)."""
    return (
        "# Exam questions\n\n"
        "### 1\n\nDescribe the role of a compiler.\n\n- It turns source into machine code\n\n"
        "### 2\n\nWhat does a linker do?\n\n- It joins object files\n\n"
        f"### 3\n\nHow do paging and segmentation differ?\n\n{third}\n\n"
        f"### {last}\n\nExplain what a deadlock is.\n\n- Two tasks wait on each other\n"
    )


_WRAPPED_TASK = "Explain the differences in memory layout and\naddress translation with an example."


def _questions_and_answers(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


def test_a_wrapped_second_task_under_a_number_heading_is_no_answer() -> None:
    """`Explain ... and` / `... with an example.` under `How do X and Y differ?`: a second
    instruction wrapped over two lines only sets more of the task. Its second line asks
    nothing, so it was the card's answer, with no warning; it is reported unanswered."""
    res = result(_exam(_WRAPPED_TASK))
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("Describe the role of a compiler.", "- It turns source into machine code"),
        ("What does a linker do?", "- It joins object files"),
        ("Explain what a deadlock is.", "- Two tasks wait on each other"),
    ]
    assert [s.reason for s in res.skipped] == ["question #3 has no answer; skipped"]
    assert [s.line for s in res.skipped] == [15]


def test_tasks_in_another_language_under_a_number_heading_are_no_answer() -> None:
    """The same in German (`Erklären Sie ...` wrapped, then `Wodurch ...?`): every paragraph
    asks or opens with a task verb the importer knows, so nothing answers."""
    third = "Erklären Sie den Unterschied bzgl. Speicher und\nAdressierung.\n\nWodurch entsteht er?"
    res = result(_exam(third))
    assert [c.question for c in res.deck.cards] == [
        "Describe the role of a compiler.",
        "What does a linker do?",
        "Explain what a deadlock is.",
    ]
    assert [s.reason for s in res.skipped] == ["question #3 has no answer; skipped"]


def test_a_number_heading_after_a_gap_has_its_stem_as_question() -> None:
    """`### 5` after `### 3` (4 left out): a bare number among numbered question headings of
    its level is one more of them, however far it jumps. It stayed the card's question (`5`)
    and its stem went into the answer."""
    cards = result(_exam("- Paging uses fixed-size frames", last=5)).deck.cards
    assert [(c.id, c.question, c.answer) for c in cards] == [
        ("q01", "Describe the role of a compiler.", "- It turns source into machine code"),
        ("q02", "What does a linker do?", "- It joins object files"),
        ("q03", "How do paging and segmentation differ?", "- Paging uses fixed-size frames"),
        ("q04", "Explain what a deadlock is.", "- Two tasks wait on each other"),
    ]


def test_a_number_heading_after_an_empty_one_has_its_stem_as_question() -> None:
    """`### 4` empty, then `### 9` over its stem and answer: the gap after an empty number
    heading is no reason to read `9` as the question."""
    text = (
        "### 1\n\nWhat is a mutex?\n\n- A lock one thread holds at a time\n\n"
        "### 2\n\nWhat is a semaphore?\n\n- A counter of permits\n\n"
        "### 4\n\n"
        "### 9\n\nName two scheduling policies.\n\n- Round robin and FIFO\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a mutex?", "- A lock one thread holds at a time"),
        ("What is a semaphore?", "- A counter of permits"),
        ("Name two scheduling policies.", "- Round robin and FIFO"),
    ]


def test_an_imperative_looking_prose_answer_stays_the_answer() -> None:
    """Near miss: `Use L2 regularisation.` under `How do you prevent overfitting?` opens
    like an order but answers; a wrapped prose answer tells; a paragraph that tells and then
    asks (`It depends on memory. Is the GPU small?`) answers. All keep their cards."""
    text = (
        "### 1\n\nHow do you prevent overfitting?\n\nUse L2 regularisation.\n\n"
        "### 2\n\nWhy normalise inputs?\n\nGradients behave better when features\n"
        "share one scale.\n\n"
        "### 3\n\nWhat is dropout?\n\n- Units are switched off at random\n\n"
        "### 4\n\nShould I batch inputs?\n\nIt depends on memory. Is the GPU small?\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("How do you prevent overfitting?", "Use L2 regularisation."),
        ("Why normalise inputs?", "Gradients behave better when features\nshare one scale."),
        ("What is dropout?", "- Units are switched off at random"),
        ("Should I batch inputs?", "It depends on memory. Is the GPU small?"),
    ]
    assert not res.skipped


def test_a_year_heading_at_another_level_keeps_its_text() -> None:
    """Near miss: `## 2024` among `### 1`, `### 2` is a section's year, not a question's
    number; and `## 7` at another level than the numbered questions stays a title."""
    text = (
        "## 2024\n\n"
        "### 1\n\nWhat is a mutex?\n\n- A lock\n\n"
        "### 2\n\nWhat is a semaphore?\n\n- A counter\n\n"
        "## 7\n\n"
        "### 3\n\nWhat is a monitor?\n\n- A lock with conditions\n"
    )
    assert [c.question for c in result(text).deck.cards] == [
        "What is a mutex?",
        "What is a semaphore?",
        "What is a monitor?",
    ]
