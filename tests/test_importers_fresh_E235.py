"""Importer layouts met in judge rounds Z186 and Z187: each test is the shape of a real
document the importer misread, written small, with a near miss that must import as before.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    return [(c.question, c.answer, dict(c.choices)) for c in result(text).deck.cards]


def test_a_heading_that_numbers_a_task_is_a_label_over_the_question_below() -> None:
    """`# 1 задание` ("task 1", the number first) over its stem and `+` options, the key
    marked `(+)`: the stem is the question, the options a choice keyed by the mark."""
    text = (
        "# 1 задание\n\nКакой порт у HTTPS?\n\n+ 80\n+ 443 (+)\n\n"
        "# 2 задание\n\nЧто хранит DNS?\n\n+ Имена (+)\n+ Файлы\n\n"
        "# 3 задание\n\nЕсть команда:\n\n```sh\nls -a\n```\n\nЧто она покажет?\n\n"
        "+ Скрытые файлы тоже (+)\n+ Ничего\n"
    )
    res = result(text)
    assert not res.skipped and not res.warnings
    assert _cards(text) == [
        ("Какой порт у HTTPS?", "B", {"A": "80", "B": "443"}),
        ("Что хранит DNS?", "A", {"A": "Имена", "B": "Файлы"}),
        (
            "Есть команда:\n\n```sh\nls -a\n```\n\nЧто она покажет?",
            "A",
            {"A": "Скрытые файлы тоже", "B": "Ничего"},
        ),
    ]


def test_task_word_first_in_other_languages() -> None:
    """`## Task 2`, `### Aufgabe 4`: the word first, the question under it."""
    text = (
        "## Task 1\n\nWhich port does SSH use?\n\n- 22 (+)\n- 80\n\n"
        "## Task 2\n\nWhich port does DNS use?\n\n- 53 (+)\n- 25\n"
    )
    assert _cards(text) == [
        ("Which port does SSH use?", "A", {"A": "22", "B": "80"}),
        ("Which port does DNS use?", "A", {"A": "53", "B": "25"}),
    ]
    german = (
        "### Aufgabe 4\n\nWas ist ein Prozess?\n\nEin laufendes Programm.\n\n"
        "### Aufgabe 5\n\nWas ist ein Thread?\n\nEin Ausführungsstrang.\n"
    )
    assert _cards(german) == [
        ("Was ist ein Prozess?", "Ein laufendes Programm.", {}),
        ("Was ist ein Thread?", "Ein Ausführungsstrang.", {}),
    ]


def test_a_task_heading_with_a_title_is_the_question_as_before() -> None:
    """Guard: `## Task 2: Sum a list` names its task; it stays the question."""
    text = (
        "## Task 1: Reverse a list\n\nWrite code that reverses a list.\n\n```py\nxs[::-1]\n```\n\n"
        "## Task 2: Sum a list\n\nUse sum.\n\n```py\nsum(xs)\n```\n"
    )
    assert _cards(text) == [("Sum a list", "Use sum.\n\n```py\nsum(xs)\n```", {})]


def test_a_leading_correct_word_marks_the_option_as_a_trailing_one_does() -> None:
    """`- (correct) It leaves the loop` beside `- const (Correct)` in the same quiz: both keys
    read, the marks gone from the options."""
    text = (
        "# Review\n\nWhich keyword declares a constant?\n\n- var\n- const (Correct)\n\n"
        "Which statement about break is true?\n\n"
        "- (correct) It leaves the innermost loop\n- It restarts the loop\n"
    )
    res = result(text)
    assert not res.warnings
    assert _cards(text) == [
        ("Which keyword declares a constant?", "B", {"A": "var", "B": "const"}),
        (
            "Which statement about break is true?",
            "A",
            {"A": "It leaves the innermost loop", "B": "It restarts the loop"},
        ),
    ]


def test_other_leading_words_in_brackets_stay_the_answer_text() -> None:
    """Guard: `- (common) -l ...` is no mark: an open card, its bullets as written."""
    text = (
        "## What flags does ls take?\n\n- (common) -l for a long listing\n- (rare) -R to recurse\n"
    )
    assert _cards(text) == [
        ("What flags does ls take?", "- (common) -l for a long listing\n- (rare) -R to recurse", {})
    ]


def test_plus_beside_minus_is_a_list_of_pros_and_cons() -> None:
    """Guard: `(+)` / `(-)` grade points of an answer, before the item or after it: no key,
    the marks left where the author put them."""
    text = (
        "## Which database should we pick?\n\n- fast reads (+)\n- costly writes (-)\n"
        "- simple setup\n\n## Which cache should we pick?\n\n- (+) fast reads\n- (-) costly writes\n"
    )
    assert _cards(text) == [
        (
            "Which database should we pick?",
            "- fast reads (+)\n- costly writes (-)\n- simple setup",
            {},
        ),
        ("Which cache should we pick?", "- (+) fast reads\n- (-) costly writes", {}),
    ]


def test_pointed_questions_under_task_headings_are_the_questions() -> None:
    """`## Task N` over `👉 question <br>` lines, some answered by the paragraph below: each
    answered one a card, its `<br>` gone, the others reported unanswered."""
    text = (
        "# Interview\n\n## Task 1\n👉 What is a stack? <br>\n👉 What is a queue? <br>\n\n"
        "## Task 2\n👉 What is a heap? <br>\nA tree kept in heap order.\n\n"
        "👉 Name a use of a heap. <br>\nPriority queues.\n"
    )
    res = result(text)
    assert _cards(text) == [
        ("What is a heap?", "A tree kept in heap order.", {}),
        ("Name a use of a heap.", "Priority queues.", {}),
    ]
    assert [s.line for s in res.skipped] == [4, 5]
    assert all("no answer" in s.reason for s in res.skipped)


def test_pointed_lines_under_question_headings_stay_their_answers() -> None:
    """Guard: pointed lines under headings that ask, or under a task heading over a question
    that asks, are answer points, as before."""
    text = (
        "# Release\n\n## What changed in 2.0?\n👉 Faster start-up <br>\n👉 Smaller images <br>\n\n"
        "## How do I upgrade?\n👉 Run the migration <br>\n👉 Restart the workers <br>\n"
    )
    assert _cards(text) == [
        ("What changed in 2.0?", "👉 Faster start-up\n\n👉 Smaller images", {}),
        ("How do I upgrade?", "👉 Run the migration\n\n👉 Restart the workers", {}),
    ]
    hinted = (
        "## Task 1\n\nWhat does ls do?\n\n👉 It lists the files <br>\n👉 Try it with -l <br>\n\n"
        "## Task 2\n\nWhat does pwd do?\n\n👉 It prints the directory <br>\n"
    )
    assert _cards(hinted) == [
        ("What does ls do?", "👉 It lists the files\n\n👉 Try it with -l", {}),
        ("What does pwd do?", "👉 It prints the directory", {}),
    ]


_TASK_SETS = {
    "numbered": (
        "1. What is a closure?\n   A function with its scope.\n"
        "2. What is hoisting?\n   Declarations moved up.\n"
    ),
    "labelled": (
        "Q: What is a closure?\nA: A function with its scope.\n\n"
        "Q: What is hoisting?\nA: Declarations moved up.\n"
    ),
    "bold": (
        "**What is a closure?**\n\nA function with its scope.\n\n"
        "**What is hoisting?**\n\nDeclarations moved up.\n"
    ),
    "headed": (
        "### What is a closure?\n\nA function with its scope.\n\n"
        "### What is hoisting?\n\nDeclarations moved up.\n"
    ),
}


def test_a_task_heading_over_several_questions_is_their_section() -> None:
    """Guard: `## Task 1` over two questions of its own (numbered, labelled, bold or under
    headings) numbers a set: their section, as before; its sibling over one question too."""
    second = {
        "numbered": "1. What is a promise?\n   A future value.\n",
        "labelled": "Q: What is a promise?\nA: A future value.\n",
        "bold": "**What is a promise?**\n\nA future value.\n",
        "headed": "### What is a promise?\n\nA future value.\n",
    }
    for name, body in _TASK_SETS.items():
        text = f"# Quiz\n\n## Task 1\n\n{body}\n## Task 2\n\n{second[name]}"
        res = result(text)
        assert not res.warnings, name
        assert [(c.question, c.answer, c.tags) for c in res.deck.cards] == [
            ("What is a closure?", "A function with its scope.", ("task-1",)),
            ("What is hoisting?", "Declarations moved up.", ("task-1",)),
            ("What is a promise?", "A future value.", ("task-2",)),
        ], name
