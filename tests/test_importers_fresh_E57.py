"""Importer layouts met in the eleventh (2026-11-30) session's rounds: each test is the shape
of one real document, written small (never its text), and the importer's reading of it.

Keys that list several letters with a serial comma or a note (`A, B, and C`, `A, B, C, D (All
of them)`); a file-name heading over a question's picture (`### Q2-C4.png`); the Spanish
question label `P3:`; a `**Solution:**` part inside an answer already begun.
"""

from __future__ import annotations

from tests.importing import result


def _choice(stem: str, options: list[str], key: str) -> str:
    lettered = "".join(
        f"**{letter}.** {text}\n" for letter, text in zip("ABCD", options, strict=False)
    )
    return f"**Question:** {stem}\n{lettered}**Correct Answer: {key}**\n\n---\n\n"


def test_a_key_listing_letters_with_a_serial_comma_or_a_note_names_them_all() -> None:
    text = "# Colours\n\n" + "".join(
        [
            _choice(
                "Which are primary colours?", ["red", "blue", "yellow", "green"], "A, B, and C"
            ),
            _choice(
                "Which are shapes?",
                ["circle", "square", "cube", "line"],
                "A, B, C, D (All of them)",
            ),
            _choice("Which is a warm colour?", ["red", "blue", "teal", "navy"], "A"),
            _choice("Which are even?", ["2", "3", "4", "5"], "A & C"),
        ]
    )
    imported = result(text)
    cards = [(c.question, c.choices, c.answer, c.explanation) for c in imported.deck.cards]
    assert cards == [
        (
            "Which are primary colours?\n\n- A) red\n- B) blue\n- C) yellow\n- D) green",
            {},
            "- red\n- blue\n- yellow",
            "",
        ),
        (
            "Which are shapes?\n\n- A) circle\n- B) square\n- C) cube\n- D) line",
            {},
            "- circle\n- square\n- cube\n- line",
            "(All of them)",
        ),
        (
            "Which is a warm colour?",
            {"A": "red", "B": "blue", "C": "teal", "D": "navy"},
            "A",
            "",
        ),
        ("Which are even?\n\n- A) 2\n- B) 3\n- C) 4\n- D) 5", {}, "- 2\n- 4", ""),
    ]
    assert [w.split(": ", 1)[1] for w in imported.warnings] == [
        "question #1 has 3 right options (A, B, C); made an open card",
        "question #2 has 4 right options (A, B, C, D); made an open card",
        "question #4 has 2 right options (A, C); made an open card",
    ]


def test_an_answer_label_naming_two_letters_in_brackets_or_commas_names_both() -> None:
    text = (
        "# Numbers\n\n"
        "1. Which are odd?\n   A) 1\n   B) 2\n   C) 3\n\n   Answer: (A) and (C)\n\n"
        "2. Which are prime?\n   A) 4\n   B) 5\n   C) 7\n\n   Answer: B, C\n\n"
        "3. Which is zero?\n   A) 0\n   B) 1\n   C) 2\n\n   Answer: A (the only one)\n"
    )
    cards = result(text).deck.cards
    assert [(c.choices, c.answer, c.explanation) for c in cards] == [
        ({}, "- 1\n- 3", ""),
        ({}, "- 5\n- 7", ""),
        ({"A": "0", "B": "1", "C": "2"}, "A", "(the only one)"),
    ]


def _pictured(name: str, title: str, stem: str, options: list[str], key: str) -> str:
    """A question block opened by a heading naming its screenshot, the picture, a title."""
    return f"### {name}\n![{name}](img/{name})\n\n#### Explanation: {title}\n\n" + _choice(
        stem, options, key
    )


def test_a_heading_naming_a_picture_over_only_that_picture_is_no_card() -> None:
    text = (
        "# Networks quiz\n\n## Chapter 1\n\n"
        + _pictured(
            "Q1-C1.png",
            "Bus Network Disadvantages",
            "What is the weakness of a bus network?",
            ["One break stops all traffic.", "It is cheap."],
            "A",
        )
        + _pictured(
            "Q2-C1.png", "Hub Advantages", "Which layer routes packets?", ["Network", "Link"], "A"
        )
        + _pictured(
            "Q3-C1.png",
            "Ring Network Disadvantages",
            "Which cable is fastest?",
            ["Fibre", "Copper"],
            "A",
        )
    )
    imported = result(text)
    cards = [(c.question, c.answer, c.explanation) for c in imported.deck.cards]
    assert cards == [
        ("What is the weakness of a bus network?", "A", ""),
        ("Which layer routes packets?", "A", ""),
        ("Which cable is fastest?", "A", ""),
    ]
    assert [w.split(": ", 1)[1] for w in imported.warnings] == [
        "3 headings naming a picture file ('Q1-C1.png', 'Q2-C1.png', 'Q3-C1.png'): the picture"
        " and the title"
        " under each (e.g. 'Bus Network Disadvantages') in no card; not imported"
    ]


def test_a_question_answered_by_a_picture_stays_a_card() -> None:
    text = (
        "# Diagrams\n\n### What does the stack look like?\n\n![stack](img/stack.png)\n\n"
        "### What is a tier?\n\nA layer of the app.\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What does the stack look like?", "![stack](img/stack.png)"),
        ("What is a tier?", "A layer of the app."),
    ]


def test_spanish_p_number_labels_on_most_question_headings_are_removed() -> None:
    text = (
        "# Simulacro\n\n## Python\n\n"
        "### P1: ¿Qué es una tupla?\n\n**R:** Una secuencia inmutable.\n\n"
        "### P2: ¿Qué es una lista?\n\n**R:** Una secuencia mutable.\n\n"
        "## Datos\n\n"
        "### P1: ¿Qué es un conjunto?\n\n**R:** Elementos sin repetir.\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("¿Qué es una tupla?", "Una secuencia inmutable."),
        ("¿Qué es una lista?", "Una secuencia mutable."),
        ("¿Qué es un conjunto?", "Elementos sin repetir."),
    ]


def test_a_letter_and_number_that_labels_few_headings_keeps_its_text() -> None:
    text = (
        "# Networks\n\n## P1: What is a peer?\n\nA node.\n\n"
        "## P2P: How do peers connect?\n\nDirectly.\n\n"
        "## H2: What is a heading?\n\nA title.\n\n## What is routing?\n\nPaths.\n"
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "P1: What is a peer?",
        "P2P: How do peers connect?",
        "H2: What is a heading?",
        "What is routing?",
    ]


def test_a_solution_label_inside_an_answer_begun_under_a_full_question_stays_in_it() -> None:
    text = (
        "# Vue\n\n"
        "1.  ### How do you break a circular import?\n\n"
        "    Two components may import each other.\n\n"
        "    **Solution1:**\n\n    ```js\n    lazy()\n    ```\n\n"
        "    **Solution2:**\n\n    ```js\n    later()\n    ```\n\n"
        "2.  ### What is a mixin?\n\n    Shared options.\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "How do you break a circular import?",
            "Two components may import each other.\n\n**Solution1:**\n\n```js\nlazy()\n```"
            "\n\n**Solution2:**\n\n```js\nlater()\n```",
        ),
        ("What is a mixin?", "Shared options."),
    ]


def test_a_solution_label_under_a_task_or_after_code_still_starts_the_answer() -> None:
    text = (
        "# Problems\n\n### Two Sum\n\nFind two numbers that add up to a target.\n\n"
        "**Solution:**\n\nUse a hash map.\n\n"
        "### What does this print?\n\n```js\nconsole.log(1)\n```\n\n**Solution:** 1\n\n"
        "### How do you catch up with main?\n\nScenario: main moved on.\n\nSolution:\n\n"
        "```sh\ngit rebase main\n```\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Two Sum\n\nFind two numbers that add up to a target.", "Use a hash map."),
        ("What does this print?\n\n```js\nconsole.log(1)\n```", "1"),
        (
            "How do you catch up with main?\n\nScenario: main moved on.",
            "```sh\ngit rebase main\n```",
        ),
    ]


def test_a_count_of_questions_closing_a_chapter_is_no_part_of_the_last_explanation() -> None:
    chapter = (
        "**Question:** Which port does {0} use?\n**A.** {1}\n**B.** 80\n**Correct Answer: A**\n\n"
        "**Explanation:**\n\n{0} listens on {1}.\n\n**Total Questions:** 1\n\n---\n\n"
    )
    text = (
        "# Ports\n\n## Chapter 1\n\n"
        + chapter.format("SSH", "22")
        + "## Chapter 2\n\n"
        + chapter.format("SMTP", "25")
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer, c.explanation) for c in cards] == [
        ("Which port does SSH use?", "A", "SSH listens on 22."),
        ("Which port does SMTP use?", "A", "SMTP listens on 25."),
    ]


def test_a_count_inside_an_answer_paragraph_stays() -> None:
    text = (
        "# Exams\n\n### How long is the exam?\n\nTwo hours.\n\nTotal questions: 60\n\nIt has 60.\n\n"
        "### What is the pass mark?\n\nSeventy percent.\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("How long is the exam?", "Two hours.\n\nTotal questions: 60\n\nIt has 60."),
        ("What is the pass mark?", "Seventy percent."),
    ]
