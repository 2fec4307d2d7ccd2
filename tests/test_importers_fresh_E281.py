"""Layouts met in judge round Z195 (a Chinese C/C++ written test), on made-up documents: a
choice question's options lettered `A`, `B`, `C` ... in a code block or as bare `A text`
lines, over a key written as a letter (`正确答案：B`, `` `C` `` in a fold, a fenced `B`)."""

from __future__ import annotations

from tests.importing import result

_Card = tuple[str, str, dict[str, str], str]


def _cards(text: str) -> list[_Card]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices), c.explanation) for c in deck.cards]


def test_fenced_bare_options_over_any_key_are_options() -> None:
    """Options set in a code block with no mark after their letters (`A Physical`), keyed by
    a labelled letter (`正确答案：B`) or a backticked one in a fold: the first was skipped as
    a letter with no options, the second an open card with the block in its question."""
    text = (
        "# Networking drill\n\n"
        "#### 1 Which layer routes packets between networks?\n\n"
        "```\nA Physical\nB Network\nC Session\n```\n\n"
        "正确答案：B\n\n"
        "#### 2 Which port does HTTPS use by default?\n\n"
        "```\nA 21\nB 80\nC 443\nD 8080\n```\n\n"
        "<details><summary><b>Answer</b></summary>\n<p>\n\n`C`\n\n</p>\n</details>\n\n"
        "#### 3 Which command lists open sockets?\n\n"
        "```\nA) ping\nB) netstat\nC) traceroute\n```\n\n"
        "Answer: B\n"
    )
    result_ = result(text)
    assert result_.warnings == ()
    assert _cards(text) == [
        (
            "Which layer routes packets between networks?",
            "B",
            {"A": "Physical", "B": "Network", "C": "Session"},
            "",
        ),
        (
            "Which port does HTTPS use by default?",
            "C",
            {"A": "21", "B": "80", "C": "443", "D": "8080"},
            "",
        ),
        (
            "Which command lists open sockets?",
            "B",
            {"A": "ping", "B": "netstat", "C": "traceroute"},
            "",
        ),
    ]


def test_options_under_the_questions_code_or_words_in_its_answer() -> None:
    """A question's program, then its options (in a block, or bare lines at the margin),
    then the key (a fenced `B`, a backticked `` `B` ``): the program and the words are the
    question's, the text after the key its explanation. They were one open card's answer."""
    text = (
        "# Python quiz\n\n"
        "#### 1 What does this print?\n\n"
        "```python\nx = 7 // 2\nprint(x)\n```\n\n"
        "```\nA 3.5\nB 3\nC 4\n```\n\n"
        "```answer\nB\n```\n\n"
        "#### 2 Which slice is it?\n\n"
        'What does `"hello"[1:3]` give?\n\n'
        "A he\nB el\nC ell\nD llo\n\n"
        "`B`\n\n"
        "Slicing stops before the end index.\n\n"
        "#### 3 Which keyword defines a function?\n\n"
        "```\nA func\nB def\nC lambda\n```\n\n"
        "`B`\n"
    )
    assert result(text).warnings == ()
    assert _cards(text) == [
        (
            "What does this print?\n\n```python\nx = 7 // 2\nprint(x)\n```",
            "B",
            {"A": "3.5", "B": "3", "C": "4"},
            "",
        ),
        (
            'Which slice is it?\n\nWhat does `"hello"[1:3]` give?',
            "B",
            {"A": "he", "B": "el", "C": "ell", "D": "llo"},
            "Slicing stops before the end index.",
        ),
        ("Which keyword defines a function?", "B", {"A": "func", "B": "def", "C": "lambda"}, ""),
    ]


def test_lettered_lines_answered_in_prose_stay_the_answer() -> None:
    """Guard: lettered lines in a block with no key under them (answered in words) are no
    options; the block stays in the answer, as before."""
    text = (
        "# Shell quiz\n\n"
        "#### 1 Which fruits does the list hold?\n\n"
        "```\nA apple\nB banana\nC cherry\n```\n\n"
        "All three, each set after its letter.\n"
    )
    assert _cards(text) == [
        (
            "1 Which fruits does the list hold?",
            "```\nA apple\nB banana\nC cherry\n```\n\nAll three, each set after its letter.",
            {},
            "",
        )
    ]


def test_a_program_assigning_letters_stays_code() -> None:
    """Guard: a program's `A = 1` / `B = 2` lines under a question asking what it prints,
    answered in prose, stay the question's code; even with a letter under them they are no
    options (an assignment is no option's text): both import as before."""
    text = (
        "# Reading code\n\n"
        "#### 1 What does this print?\n\n"
        "```\nA = 1\nB = 2\n```\n\n"
        "It prints nothing: the lines only assign.\n\n"
        "#### 2 Which name holds 2?\n\n"
        "```\nA = 1\nB = 2\n```\n\n"
        "B\n"
    )
    imported = result(text)
    assert [(c.question, c.answer, dict(c.choices)) for c in imported.deck.cards] == [
        (
            "What does this print?\n\n```\nA = 1\nB = 2\n```",
            "It prints nothing: the lines only assign.",
            {},
        ),
        ("Which name holds 2?", "```\nA = 1\nB = 2\n```\n\nB", {}),
    ]
    assert imported.warnings == ()


def test_bare_lettered_lines_with_no_key_stay_the_answer() -> None:
    """Guard: bare `A text` lines at the margin in an answer with no key after them (a
    legend) stay the answer's text."""
    text = (
        "# Grading\n\n"
        "#### 1 What do the report's grades mean?\n\n"
        "A excellent work\nB good work\nC fair work\n\n"
        "Each letter is a grade.\n\n"
        "#### 2 Who sets the grades?\n\n"
        "The teacher of the class.\n"
    )
    assert _cards(text) == [
        (
            "What do the report's grades mean?",
            "A excellent work\nB good work\nC fair work\n\nEach letter is a grade.",
            {},
            "",
        ),
        ("Who sets the grades?", "The teacher of the class.", {}, ""),
    ]


def test_a_block_of_options_right_under_the_question_line_is_read_as_before() -> None:
    """A code block of marked options typed right under the question's line (no blank
    between) over a labelled key: its options, as they were read before."""
    text = (
        "#### 1) Which structure works last in, first out?\n"
        "```\nA. Queue\nB. Stack\nC. Heap\n```\n"
        "**Answer:** B\n\n"
        "#### 2) Which structure works first in, first out?\n"
        "```\nA. Queue\nB. Stack\nC. Heap\n```\n"
        "**Answer:** A\n"
    )
    choices = {"A": "Queue", "B": "Stack", "C": "Heap"}
    assert _cards(text) == [
        ("Which structure works last in, first out?", "B", choices, ""),
        ("Which structure works first in, first out?", "A", choices, ""),
    ]
