"""Importer layouts met in round Z210: each test is the shape of a real document the importer
misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from srs.importers.fencedquiz import quiz_fences_opened
from tests.importing import result

_FENCED_QUIZ = (
    "# Python basics quiz\n\n"
    "```\n1. What does this print?\nprint(len('abc') * 2)\n```\n"
    "```\nA) 3\n\nB) 6\n\nC) abcabc\n\nAnswer: B\n```\n\n"
    "```\n2. Which type is immutable?\nA) list\n\nB) dict\n\nC) tuple\n\nAnswer: C\n\n"
    "3. Which keyword defines a function?\nA) def\n\nB) fun\n\nC) lambda\n\nAnswer: A\n```\n\n"
    "```text\n4. What is 7 // 2?\nA) 3.5\n\nB) 3\n\nC) 4\n\nAnswer: B\n\n"
    "Hint: floor division drops the fraction.\n```\n"
)


def test_a_quiz_written_inside_plain_fences_is_read_as_the_page() -> None:
    """Every question fenced (its options in the next block, two questions in one block, a
    hint after the last key): the fences are dropped and each question is a choice card."""
    res = result(_FENCED_QUIZ)
    cards = res.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What does this print? print(len('abc') * 2)", "B"),
        ("Which type is immutable?", "C"),
        ("Which keyword defines a function?", "A"),
        ("What is 7 // 2?", "B"),
    ]
    assert [dict(c.choices) for c in cards] == [
        {"A": "3", "B": "6", "C": "abcabc"},
        {"A": "list", "B": "dict", "C": "tuple"},
        {"A": "def", "B": "fun", "C": "lambda"},
        {"A": "3.5", "B": "3", "C": "4"},
    ]
    assert cards[3].explanation == "Hint: floor division drops the fraction."
    assert not res.warnings


def test_a_fenced_quiz_keeps_the_program_a_question_shows() -> None:
    """A blank line between the question and its program keeps the program's lines in the
    question, indents and all."""
    text = _FENCED_QUIZ.replace(
        "1. What does this print?\nprint(len('abc') * 2)\n",
        "1. What does this print?\n\ndef f():\n    return len('abc') * 2\nprint(f())\n",
    )
    card = result(text).deck.cards[0]
    assert card.question == (
        "What does this print?\n\ndef f():\n    return len('abc') * 2\nprint(f())"
    )
    assert card.answer == "B"


def test_code_fenced_under_questions_stays_code() -> None:
    """Guard: questions outside fences, a program fenced under each and the answer after it:
    the fences hold code, no quiz, and the blocks stay in the questions as code."""
    text = (
        "1. How do you start a thread?\n\n```\nThread t = new Thread(task);\nt.start();\n```\n\n"
        "Answer: call start(), never run().\n\n"
        "2. How do you wait for a thread?\n\n```\nt.join();\n```\n\n"
        "Answer: join() blocks until it ends.\n\n"
        "3. How do you stop a thread?\n\n```\nt.interrupt();\n```\n\n"
        "Answer: interrupt it and let it check the flag.\n"
    )
    cards = result(text).deck.cards
    assert [c.answer for c in cards] == [
        "call start(), never run().",
        "join() blocks until it ends.",
        "interrupt it and let it check the flag.",
    ]
    assert cards[0].question == (
        "How do you start a thread?\n\n```\nThread t = new Thread(task);\nt.start();\n```"
    )


def test_a_quiz_in_tagged_fences_keeps_its_fences() -> None:
    """Guard: a block tagged with a language holds code by its author's word: a page with
    one is not opened."""
    assert quiz_fences_opened(_FENCED_QUIZ.replace("```\n1.", "```python\n1.")) is None


def test_fenced_output_under_each_question_stays_code() -> None:
    """Guard: a quiz outside the fences, a terminal's output fenced under each question: the
    fences hold no quiz and stay in the answers' explanations as code."""
    block = "```\n$ echo {0}\n{0}\n```\n\n"
    text = "".join(
        f"{n}. What does `echo {n}` print?\nA) {n}\nB) nothing\nAnswer: A\n\n" + block.format(n)
        for n in (1, 2, 3)
    )
    assert quiz_fences_opened(text) is None
    cards = result(text).deck.cards
    assert [(c.question, c.answer, c.explanation) for c in cards] == [
        (f"What does `echo {n}` print?", "A", f"```\n$ echo {n}\n{n}\n```") for n in (1, 2, 3)
    ]


def test_one_fenced_quiz_example_among_prose_questions_stays_code() -> None:
    """Guard: a page of prose questions that shows the quiz format once in a fence: most of
    the page is outside it, so it stays code and its questions are named, as before."""
    example = (
        "```\n1. Which is a fruit?\nA) apple\nB) brick\nAnswer: A\n\n"
        "2. Which is a colour?\nA) red\nB) run\nAnswer: A\n```\n\n"
    )
    topics = ("caching", "logging", "testing")
    prose = "".join(
        f"## {n}. Why is {topic} useful?\n\nIt saves time and keeps {topic} simple to read.\n\n"
        for n, topic in enumerate(topics, 1)
    )
    text = "# Notes\n\nA quiz file looks like this:\n\n" + example + prose
    assert quiz_fences_opened(text) is None
    res = result(text)
    assert [c.question for c in res.deck.cards] == [f"Why is {t} useful?" for t in topics]
    assert [w.split(": ", 1)[1] for w in res.warnings[1:]] == [
        "skipped: a question inside the code block that starts at line 5",
        "skipped: a question inside the code block that starts at line 5",
    ]
