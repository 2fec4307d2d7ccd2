"""Layouts met in the ninth and tenth (2026-11-30) sessions' rounds: each test builds a small
made-up document of the shape met in a real one (never its text) and checks the exact cards
the importer makes of it."""

from __future__ import annotations

from srs.importers import ImportResult, import_text


def result(text: str, source: str = "doc.md") -> ImportResult:
    return import_text(text, source=source)


def _item(n: int, objective: str, stem: str, options: list[str], key: str) -> str:
    lettered = "".join(f"{letter}) {o}\n" for letter, o in zip("ABCD", options, strict=False))
    return (
        f"### Item {n}\n**Objective:** {objective}\n**Cognitive Level:** Apply\n\n"
        f"**Stem:**\n{stem}\n\n{lettered}\n"
        f"<details>\n<summary>Show Answer</summary>\n\n**Correct Answer:** {key}\n\n"
        f"**Rationale:**\n- **{key} is correct** because it fits.\n\n</details>\n\n---\n\n"
    )


def test_a_generated_exam_item_is_its_stem_without_heading_fields_or_label() -> None:
    """`### Item N` numbers the question as `### Question N` does; the `**Objective:**` and
    `**Cognitive Level:**` fields and the `**Stem:**` label are no words of the question."""
    text = "# Domain 1: Storage\n\nPractice items.\n\n---\n\n" + "".join(
        [
            _item(
                1,
                "Pick a disk",
                "A shop stores logs for a year. Which tier fits?",
                ["Hot", "Cool", "Archive", "Premium"],
                "C",
            ),
            _item(
                2,
                "Pick a queue",
                "An app hands off jobs to workers. Which service fits?",
                ["Queue", "Table", "File", "Blob"],
                "A",
            ),
        ]
    )
    got = result(text)
    cards = got.deck.cards
    assert [c.question for c in cards] == [
        "A shop stores logs for a year. Which tier fits?",
        "An app hands off jobs to workers. Which service fits?",
    ]
    assert [c.answer for c in cards] == ["C", "A"]
    assert dict(cards[0].choices) == {"A": "Hot", "B": "Cool", "C": "Archive", "D": "Premium"}
    assert cards[0].explanation == "- **C is correct** because it fits."
    assert got.warnings == ()


def test_item_and_stem_are_no_question_labels_outside_such_a_heading() -> None:
    """Guard: `Item 1: a book` lines in an answer are its list, and a `Stem:` line opening an
    answer is its text; neither word starts a question anywhere but where the exam puts it."""
    text = (
        "# Notes\n\n## What does the cart hold?\n\nThe lines of an order:\n\n"
        "Item 1: a book\nItem 2: a pen\n\n"
        "## What holds a plant up?\n\nStem: the part above the root.\n"
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What does the cart hold?", "The lines of an order:\n\nItem 1: a book\nItem 2: a pen"),
        ("What holds a plant up?", "Stem: the part above the root."),
    ]
    assert got.warnings == ()


def test_an_item_heading_numbers_a_stem_numbered_as_it_is() -> None:
    """`## Item 7` over `7. Which ...?`: the heading's word is read from the one vocabulary
    (srs.importers.labelwords) by the stem-number rule too, so the stem loses its number."""
    text = "".join(
        f"## Item {n}\n\n{n}. Which port does {name} use?\n\nAnswer: {port}\n\n"
        for n, name, port in ((1, "SSH", "22"), (2, "HTTPS", "443"), (3, "DNS", "53"))
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("Which port does SSH use?", "22"),
        ("Which port does HTTPS use?", "443"),
        ("Which port does DNS use?", "53"),
    ]


def test_a_translated_label_heading_over_a_numbered_stem_keeps_one_question() -> None:
    """`## Frage 2` over `2. Was ...?`: every label word of the vocabulary, not only English."""
    text = "".join(
        f"## Frage {n}\n\n{n}. Was ist {word}?\n\nAntwort: {meaning}\n\n"
        for n, word, meaning in (
            (1, "ein Hund", "Ein Tier."),
            (2, "ein Baum", "Eine Pflanze."),
            (3, "ein Haus", "Ein Bau."),
        )
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("Was ist ein Hund?", "Ein Tier."),
        ("Was ist ein Baum?", "Eine Pflanze."),
        ("Was ist ein Haus?", "Ein Bau."),
    ]


def test_a_chapter_number_comment_inside_a_fence_is_code_not_a_heading() -> None:
    """`# 2. 5 steps` inside a fenced shell block is a comment: the chapter-number rule walks
    headings outside code only (srs.importers.spacednumbers.numbered_headings), so the code
    stays as written while the headings around it are closed up."""
    code = "```bash\n# 2. 5 steps to clean up\nrm -rf build\n```"
    text = (
        "# Course notes\n\n"
        "### 1. 1 What is a build?\n\nThe step that makes the program.\n\n"
        f"### 1. 2 How do you clean a build?\n\nRemove its folder:\n\n{code}\n\n"
        "### 1. 3 What is a target?\n\nA file a build makes.\n"
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What is a build?", "The step that makes the program."),
        ("How do you clean a build?", f"Remove its folder:\n\n{code}"),
        ("What is a target?", "A file a build makes."),
    ]


def test_a_true_false_statement_under_fields_is_keyed_from_the_answer_key_table() -> None:
    """`### Question 2`, `**Type**: true-false` and `**Difficulty**: easy` over a bold
    statement with no options, keyed `True` only in the table at the end: the statement is
    the question (the fields its tags), the table's verdict its answer. It was the answer of
    a card asking the fields, and the key was lost in silence."""
    text = (
        "# Garden quiz\n\n## Questions\n\n"
        "### Question 1\n**Type**: multiple-choice\n**Difficulty**: easy\n\n"
        "**Which part of a plant takes in water?**\n\n- A) Leaf\n- B) Root\n- C) Flower\n\n---\n\n"
        "### Question 2\n**Type**: true-false\n**Difficulty**: easy\n\n"
        "**Seeds need water to sprout.**\n\n---\n\n"
        "### Question 3\n**Type**: true-false\n**Difficulty**: hard\n\n"
        "**Every flower smells sweet.**\n\n---\n\n"
        "## Answer Key\n\n| Question | Answer | Difficulty |\n|---|---|---|\n"
        "| 1 | B | easy |\n| 2 | True | easy |\n| 3 | False | hard |\n"
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("Which part of a plant takes in water?", "B"),
        ("Seeds need water to sprout.", "True"),
        ("Every flower smells sweet.", "False"),
    ]
    assert dict(got.deck.cards[0].choices) == {"A": "Leaf", "B": "Root", "C": "Flower"}
    assert [c.explanation for c in got.deck.cards] == ["", "", ""]
    assert got.warnings == () and got.skipped == ()


def test_a_question_answered_below_its_fields_keeps_its_own_answer() -> None:
    """Guard: fields over a bold question over its answer paragraph: the question is the bold
    line (not the fields), the answer the paragraph; a key table's `True` for another
    question number fills nothing here."""
    text = (
        "### Question 1\n**Type**: open\n**Difficulty**: easy\n\n"
        "**Why do leaves fall?**\n\nTrees shed them to save water in winter.\n\n"
        "### Question 2\n**Type**: open\n**Difficulty**: easy\n\n"
        "**Why are roots deep?**\n\nTo reach water far down.\n"
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("Why do leaves fall?", "Trees shed them to save water in winter."),
        ("Why are roots deep?", "To reach water far down."),
    ]
