"""Importer layouts met on fresh public documents (judge round Z259, az_csharp_list.md): a
group's numbered list of questions, each credited `( Author )`, answered by a `>` quote, by
bullets or by plain text, many not answered yet; one answer holds its own numbered lines.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

_UNANSWERED = "looks like a question, but no answer was found for it; not imported"


def _pairs(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


def _reported(text: str) -> list[int | None]:
    got = result(text)
    assert all(_UNANSWERED in s.reason for s in got.skipped)
    return [s.line for s in got.skipped]


_AFTER_UNANSWERED = """# Python questions

1. What is a list? ( Dana )
> An ordered, mutable sequence.

2. What is a tuple? ( Omar )
3. What is a frozenset? ( Omar )
4. Can a list be a dict key? ( Lena )
> No, dict keys must be hashable.
5. What is a generator? ( Dana )
6. Describe the walrus operator. ( Lena )
> It assigns inside an expression.
"""


def test_a_quote_under_a_question_after_unanswered_ones_is_its_answer() -> None:
    """`4. Can a list be a dict key? ( Lena )` over `> No, ...` after `2.` and `3.` with no
    answer: the quote was lost (the item read as a task wrapped over two lines) and the
    question reported unanswered; `6. Describe ...` too, after unanswered `5.`."""
    assert _pairs(_AFTER_UNANSWERED) == [
        ("What is a list? ( Dana )", "An ordered, mutable sequence."),
        ("Can a list be a dict key? ( Lena )", "No, dict keys must be hashable."),
        ("Describe the walrus operator. ( Lena )", "It assigns inside an expression."),
    ]
    assert [c.id for c in result(_AFTER_UNANSWERED).deck.cards] == ["q01", "q04", "q06"]
    assert _reported(_AFTER_UNANSWERED) == [6, 7, 10]


_INNER_RUN = """# Python questions

1. What is a dict? ( Dana )
> A mapping of keys to values.

2. What is a set? ( Omar )
3. What is a deque? ( Omar )
4. What is a heap? ( Dana )
5. Explain list slicing. ( Lena )
> A slice copies part of a list.
1. xs = [1, 2, 3]
2. ys = xs[1:]
3. print(ys)
4. Output: [2, 3]
The original list is unchanged.

6. What is a lambda? ( Omar )
7. What is a closure? ( Dana )
> A function that keeps the scope it was made in.
"""


def test_an_answers_own_numbered_lines_restarted_at_1_stay_in_it() -> None:
    """`1. xs = ...` ... `4. Output: [2, 3]` right under question 5's quoted answer, the
    questions going on at `6.`: the answer's own lines, not four unanswered questions and a
    card `Output: [2, 3]`; its first line is kept, and the questions after it are read."""
    assert _pairs(_INNER_RUN) == [
        ("What is a dict? ( Dana )", "A mapping of keys to values."),
        (
            "Explain list slicing. ( Lena )",
            "A slice copies part of a list.\n1. xs = [1, 2, 3]\n2. ys = xs[1:]\n"
            "3. print(ys)\n4. Output: [2, 3]\nThe original list is unchanged.",
        ),
        ("What is a closure? ( Dana )", "A function that keeps the scope it was made in."),
    ]
    assert _reported(_INNER_RUN) == [6, 7, 8, 17]


_CREDITED = "# Team list\n\n" + "".join(
    f"{n}. What is topic number {n} about? ( {name} )\n"
    for n, name in enumerate(["Dana", "Omar", "Lena", "Omar", "Dana", "Lena", "Omar", "Dana"], 1)
)


def test_a_trailing_credit_is_no_answer_in_line() -> None:
    """Eight numbered questions, each `... about? ( Dana )`, none answered but the last: the
    list was read as a quiz's notes answered in line, each credit the answer of a card."""
    text = _CREDITED + "9. What is the last topic about? ( Lena )\n> The end of the list.\n"
    assert _pairs(text) == [("What is the last topic about? ( Lena )", "The end of the list.")]
    assert _reported(text) == list(range(3, 11))


def test_near_miss_answers_in_line_in_parentheses_stay_answers() -> None:
    """A quiz's notes answered in line, an answer set in parentheses of four words or more
    (`(a list you cannot change)`): an answer, as before, not a credit."""
    items = [
        ("What is a tuple?", "(a list you cannot change)"),
        ("What is a set?", "An unordered collection of unique items."),
        ("What is a dict?", "A mapping from keys to values."),
        ("What is a list?", "An ordered mutable sequence."),
        ("What is a str?", "An immutable sequence of characters."),
        ("What is an int?", "A whole number of any size."),
        ("What is a float?", "A double precision number."),
        ("What is None?", "The value that means nothing."),
    ]
    text = "# Notes\n\n" + "".join(f"{n}. {q} {a}\n" for n, (q, a) in enumerate(items, 1))
    assert _pairs(text) == items


def test_near_miss_a_new_list_restarted_at_1_under_a_line_stays_questions() -> None:
    """`Bonus round` glued over `1. What is C?` / `2. What is D?` after questions 1 and 2,
    the list not going on at 3: a new list of questions, read as before."""
    text = (
        "# Letters\n\n1. What is A?\n\n   A is a letter.\n\n2. What is B?\n\n   B is a letter.\n\n"
        "Bonus round\n1. What is C?\n\n   C is a letter.\n\n2. What is D?\n\n   D is a letter.\n"
    )
    assert [q for q, _ in _pairs(text)] == [
        "What is A?",
        "What is B?",
        "What is C?",
        "What is D?",
    ]


def test_near_miss_a_task_wrapped_over_its_paragraph_stays_unanswered() -> None:
    """`1. Write a function ...` over `Try it out ...` (a line of its paragraph, no quote) in a
    list most of whose items wait for an answer: a task wrapped over two lines, reported
    unanswered as before; only the item over a quote (`5. Describe a heap.` / `> ...`) is
    answered."""
    text = (
        "# Tasks\n\n1. Write a function that adds two numbers.\n"
        "Try it out with negative numbers too.\n2. Write a function that reverses a string.\n"
        "3. Write a class for a stack.\n4. Write a class for a queue.\n5. Describe a heap.\n"
        "> A tree kept in order.\n"
    )
    assert _pairs(text) == [("Describe a heap.", "A tree kept in order.")]
    assert _reported(text) == [3, 5, 6, 7]
