"""Importer layouts met on fresh public documents (round Z256): a plain-text FAQ whose every
question is a paragraph's first line with `Ans - ...` on the line under it.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread: a question that does not end with `?` (a noun phrase, an order, a
bracketed aside after the `?`) was glued to the answer above, and a question left with no
`Ans -` line was glued there in silence.
"""

from __future__ import annotations

from tests.importing import result

_DASHED = """\
What does a Python list store?
Ans - References to objects, in order.

Generator expressions
Ans - Lazy comprehensions: (x * x for x in xs)

Is a tuple mutable?
Ans - No, a tuple cannot change after it is made.

Name the method that adds a key with a default
Ans - setdefault(key, default)

Does dict.get raise on a missing key? (no default given)
Ans - No, it returns None.
"""


def test_the_line_over_each_dash_label_is_a_question_whatever_it_ends_with() -> None:
    """`Generator expressions` / `Ans - ...` among `What ...?` / `Ans - ...`: where every
    question stands over its answer label, the label says it is one; it was the end of the
    answer above, its own label left inside that answer (and warned of)."""
    for source in ("faq.txt", "faq.md"):
        got = result(_DASHED, source=source)
        assert [(c.id, c.question, c.answer) for c in got.deck.cards] == [
            ("q01", "What does a Python list store?", "References to objects, in order."),
            ("q02", "Generator expressions", "Lazy comprehensions: (x * x for x in xs)"),
            ("q03", "Is a tuple mutable?", "No, a tuple cannot change after it is made."),
            ("q04", "Name the method that adds a key with a default", "setdefault(key, default)"),
            (
                "q05",
                "Does dict.get raise on a missing key? (no default given)",
                "No, it returns None.",
            ),
        ]
        assert got.warnings == ()
        assert got.skipped == ()


_UNANSWERED = """\
Can a set hold a list?
Ans - No, a list is not hashable.
It would need a hash.

Does a frozenset keep insertion order?

Is a deque thread-safe for appends?

What does sorted return?
Ans - A new list.

Why is a string immutable?
"""


def test_a_question_with_no_label_under_it_is_reported_not_glued_to_the_answer_above() -> None:
    """`Does a frozenset keep insertion order?` alone, then the next question: it stands
    where a question does, so it is one left unanswered and reported (two in a row, and one
    at the end, too); the answer above keeps only its own lines."""
    got = result(_UNANSWERED, source="faq.txt")
    assert [(c.id, c.question, c.answer) for c in got.deck.cards] == [
        ("q01", "Can a set hold a list?", "No, a list is not hashable.\n\nIt would need a hash."),
        ("q04", "What does sorted return?", "A new list."),
    ]
    assert [s.line for s in got.skipped] == [5, 7, 12]
    assert got.warnings == (
        "faq.txt:5: question #2 has no answer; skipped",
        "faq.txt:7: question #3 has no answer; skipped",
        "faq.txt:12: question #5 has no answer; skipped",
    )


def test_a_question_whose_label_is_mistyped_keeps_its_own_card() -> None:
    """`Is None a singleton?` over `Anz - Yes ...` (the label mistyped): the paragraph asks
    where a question stands, so it is a card of its own, its second line the answer; it was
    glued to the answer above."""
    text = (
        "What is PEP 8?\nAns - The style guide.\n\n"
        "Is None a singleton?\nAnz - Yes, there is one None.\n\n"
        "What is a wheel?\nAns - A built package.\n"
    )
    got = result(text, source="faq.txt")
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What is PEP 8?", "The style guide."),
        ("Is None a singleton?", "Anz - Yes, there is one None."),
        ("What is a wheel?", "A built package."),
    ]


def test_near_miss_answers_without_labels_are_read_as_before() -> None:
    """No answer label anywhere: a line not ending with `?` and a lone question after an
    answer stay that answer's lines, as before (nothing says where the questions are)."""
    text = (
        "What does a Python list store?\nReferences to objects, in order.\n\n"
        "Is a tuple mutable?\nNo, a tuple cannot change.\n\n"
        "Generator expressions\nare lazy comprehensions.\n\n"
        "Can a set hold a list?\nNo, a list is not hashable.\n\n"
        "Does it matter?\n\n"
        "What does sorted return?\nA new list.\n"
    )
    got = result(text, source="notes.txt")
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What does a Python list store?", "References to objects, in order."),
        (
            "Is a tuple mutable?",
            "No, a tuple cannot change.\n\nGenerator expressions\nare lazy comprehensions.",
        ),
        ("Can a set hold a list?", "No, a list is not hashable.\n\nDoes it matter?"),
        ("What does sorted return?", "A new list."),
    ]
    assert got.skipped == ()


def test_near_miss_a_note_that_does_not_ask_stays_in_the_answer_above() -> None:
    """`See the tutorial's chapter.` alone between labelled questions: it does not ask, so it
    is the answer's, as before; options written `A - list` are no answer labels."""
    text = (
        "What does a Python list store?\nAns - References to objects.\n\n"
        "Is a tuple mutable?\nAns - No.\n\nSee the tutorial's chapter.\n\n"
        "What does sorted return?\nAns - A new list.\n"
    )
    got = result(text, source="faq.txt")
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What does a Python list store?", "References to objects."),
        ("Is a tuple mutable?", "No.\n\nSee the tutorial's chapter."),
        ("What does sorted return?", "A new list."),
    ]
    quiz = "Which is immutable?\nA - list\nB - tuple\nAnswer: B\n\n"
    quiz += "Which keyword defines a function?\nA - def\nB - fun\nAnswer: A\n"
    cards = result(quiz, source="quiz.txt").deck.cards
    assert [(c.question, c.choices, c.answer) for c in cards] == [
        ("Which is immutable?", {"A": "list", "B": "tuple"}, "B"),
        ("Which keyword defines a function?", {"A": "def", "B": "fun"}, "A"),
    ]
