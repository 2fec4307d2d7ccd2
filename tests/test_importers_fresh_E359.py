"""Importer layouts met in round Z213: each test is the shape of a real document the importer
misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result

_MOODLE = (
    "Question 1\nWhich keyword declares a block-scoped variable?\nSelect one:\n\n"
    "a.\nvar\n\nb.\nlet ✔\n\nc.\nfunction\n\n"
    "Question 2\nWhich method adds an item at the end of an array?\nSelect one:\n\n"
    "        a.\n        push() ✓\n\n        b.\n        shift()\n"
)


def test_a_quiz_page_with_each_letter_alone_over_its_option_is_read_as_choices() -> None:
    """A quiz review page pasted as text: `a.` alone, the option's text on the next line, the
    key ticked at its end, `Select one:` between question and options (furniture)."""
    res = result(_MOODLE)
    cards = res.deck.cards
    assert [(c.question, c.answer, dict(c.choices)) for c in cards] == [
        (
            "Which keyword declares a block-scoped variable?",
            "B",
            {"A": "var", "B": "let", "C": "function"},
        ),
        (
            "Which method adds an item at the end of an array?",
            "A",
            {"A": "push()", "B": "shift()"},
        ),
    ]
    assert not res.skipped


def test_a_lone_letter_run_in_another_language_with_two_ticks_is_reported() -> None:
    """The same page in Italian with two ticked options: reported as any question with two
    right options is, never a choice card with one of them."""
    text = (
        "Domanda 1\nQuali sono tipi primitivi?\nScegli una o più alternative:\n\n"
        "a.\nstring ✔\n\nb.\nnumber ✔\n\nc.\nobject\n"
    )
    res = result(text)
    assert [c.question for c in res.deck.cards] == [
        "Quali sono tipi primitivi?\n\n- A) string\n- B) number\n- C) object"
    ]
    assert not res.deck.cards[0].choices
    assert any("2 right options (A, B)" in w for w in res.warnings)


def test_a_letter_over_no_text_or_letters_out_of_order_stay_as_they_are() -> None:
    """Guard: `a.` over a blank and then `b.`, and `(a)` / `(c)` skipping a letter, are no
    run of options: the answers keep their lines."""
    text = (
        "Question 1\nWhat does this print?\n\na.\n\nb.\nSome text here.\n\n"
        "Question 2\nList the steps.\n\n(a)\nOpen the file\n(c)\nClose it\n"
    )
    res = result(text)
    assert [(c.question, c.answer, dict(c.choices)) for c in res.deck.cards] == [
        ("What does this print?", "b.\n\nSome text here.", {}),
        ("List the steps.", "(a)\nOpen the file\n(c)\nClose it", {}),
    ]


def test_a_select_one_line_outside_a_quiz_stays_in_its_answer() -> None:
    """Guard: `Select one:` that is no line over options (an answer's own words) stays."""
    text = "Q: How do you pick a row in the grid?\nA: Click it, then the menu says\nSelect one:\n"
    res = result(text)
    assert [c.answer for c in res.deck.cards] == ["Click it, then the menu says\nSelect one:"]


_WHY_QUIZ = (
    "❓ Q1: What does this log?\nconst a = [1, 2];\na.length = 0;\nconsole.log(a[0]);\n"
    "✅ Answer\nundefined\n\n💡 Why?\nsetting the length drops every element\n"
    '❓ Q2: What does this log?\nconst s = "abc";\n\nfunction f() {\n  return s.at(-1);\n}\nf();\n\n'
    "🧾 Result\nc\n\n💡 Why?\nat() counts from the end for a negative index\n"
)


def test_a_why_line_repeated_under_each_labelled_question_labels_its_explanation() -> None:
    """`💡 Why?` alone under each `Qn:` question's answer: the explanation's label, never a
    question; a program set out in paragraphs after its question stays whole there."""
    res = result(_WHY_QUIZ, "quiz.txt")
    assert [(c.question, c.answer, c.explanation) for c in res.deck.cards] == [
        (
            "What does this log?\nconst a = [1, 2];\na.length = 0;\nconsole.log(a[0]);",
            "undefined",
            "setting the length drops every element",
        ),
        (
            'What does this log?\n\nconst s = "abc";\n\nfunction f() {\n  return s.at(-1);\n}\nf();',
            "🧾 Result\nc",
            "at() counts from the end for a negative index",
        ),
    ]
    assert not res.skipped


def test_a_single_why_line_under_one_question_stays_in_its_answer() -> None:
    """Guard: one `Why?` in the whole document is no repeated label: it stays where it was."""
    text = (
        "Q1: Why do we index columns?\nIt makes lookups fast.\n\nWhy?\n"
        "Because a scan reads every row.\n\nQ2: What is a view?\nA stored query.\n"
    )
    res = result(text, "notes.txt")
    assert [(c.question, c.answer, c.explanation) for c in res.deck.cards] == [
        (
            "Why do we index columns?",
            "It makes lookups fast.\n\nWhy?\n\nBecause a scan reads every row.",
            "",
        ),
        ("What is a view?", "A stored query.", ""),
    ]


def test_prose_after_a_question_s_statements_is_its_answer() -> None:
    """Guard: the statements after a question that points at code are its code; the prose
    paragraph after them is the answer, not more of the program."""
    text = (
        "Q1: What does this print?\n\nlet n = 1;\n\nNothing: the value is never logged.\n\n"
        "Q2: What does this print?\n\nlet m = 2;\n\nconsole.log(m);\n\nWhat the console shows: 2.\n"
    )
    res = result(text, "code.txt")
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("What does this print?\n\nlet n = 1;", "Nothing: the value is never logged."),
        ("What does this print?\n\nlet m = 2;\n\nconsole.log(m);", "What the console shows: 2."),
    ]


def test_why_lines_of_a_quiz_quoted_in_a_code_block_are_left_as_written() -> None:
    """Guard: a quiz shown as an example inside a fence keeps its `💡 Why?` lines as written."""
    from srs.importers.whylabels import why_labels

    text = f"# A report\n\n```\n{_WHY_QUIZ}```\n"
    assert why_labels(text) == text
