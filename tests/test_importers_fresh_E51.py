"""Importer layouts met in the tenth (2026-11-30) session's rounds: each test is the shape of
one real document, written small (none is a copy of a document's text)."""

from __future__ import annotations

from tests.importing import result


def _numbered(first: int, last: int, form: str) -> str:
    """A quiz numbered from `first` to `last`, each question typed as `form` (`{i}` its
    number) over a one-line answer."""
    return "# Quiz\n\n" + "".join(
        form.format(i=i) + f"\n\nIt is value {i}\n\n" for i in range(first, last + 1)
    )


def _expected(first: int, last: int) -> list[tuple[str, str, str]]:
    return [(f"q{i}", f"Question {i}?", f"It is value {i}") for i in range(first, last + 1)]


def test_bold_numbers_past_four_digits_go_on() -> None:
    """`**10000.** Question 10000?`: a quiz past 9,999 questions keeps its 10,000th."""
    got = result(_numbered(9997, 10002, "**{i}.** Question {i}?"))
    assert [(c.id, c.question, c.answer) for c in got.deck.cards] == _expected(9997, 10002)
    assert got.warnings == ()


def test_listed_and_headed_numbers_past_four_digits() -> None:
    """The same quiz numbered as list items and as `### N.` headings."""
    for form in ("{i}. Question {i}?", "### {i}. Question {i}?"):
        got = result(_numbered(9997, 10002, form))
        assert [(c.question, c.answer) for c in got.deck.cards] == [
            (q, a) for _, q, a in _expected(9997, 10002)
        ]


def test_long_figure_glued_or_dashed_is_no_number() -> None:
    """`50000 - requests a day`: a figure of five digits set off by a dash stays answer text."""
    text = "# Notes\n\n**1.** What load do we serve?\n\n50000 - requests a day at peak\n"
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What load do we serve?", "50000 - requests a day at peak")
    ]


_ASIDE = """# Java

### What is an init block?
    In what order do init blocks run? instance / class
### What is a nested class?

A class declared inside another.

### What is a sealed class?

One whose subclasses are listed.
"""


def test_indented_line_asking_between_choices_is_no_answer() -> None:
    """An indented line under a question heading that asks more and names the choices it
    asks between adds to the question: reported unanswered, no card."""
    got = result(_ASIDE)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What is a nested class?", "A class declared inside another."),
        ("What is a sealed class?", "One whose subclasses are listed."),
    ]
    assert len(got.skipped) == 1
    assert len(got.warnings) == 1 and "has no answer" in got.warnings[0]


def test_indented_line_that_asks_then_tells_is_an_answer() -> None:
    """Guard: an indented line that asks and then answers in a sentence is the answer; so is
    indented code with a `?` in it."""
    told = _ASIDE.replace("instance / class", "Class ones first, then instance ones.")
    got = result(told)
    assert got.deck.cards[0].question == "What is an init block?"
    assert got.deck.cards[0].answer.startswith("In what order do init blocks run?")
    code = _ASIDE.replace("In what order do init blocks run? instance / class", "x = ready ? 1 : 0")
    got = result(code)
    assert got.deck.cards[0].question == "What is an init block?"
    assert "x = ready ? 1 : 0" in got.deck.cards[0].answer


_TOPICS = [
    ("Signals.js", "Signals.js is a library that tracks values."),
    ("Zones", "A zone patches timers to notice async work."),
    ("What is  Hydration in frameworks", "Hydration attaches handlers to server-rendered markup."),
    ("Pipes", "Pipes transform values in templates."),
    ("Host binding", "It binds a host property."),
    ("Providers", "They register services."),
]


def _topics_after_questions() -> str:
    """Numbered questions, then the numbering going on in a list of topic titles each over
    its flush-left answer, one of them asking (`5. What is  X in Y`, no `?`)."""
    head = (
        "Questions and answers\n\n1. What is a router ?\n    It maps URLs to views.\n\n"
        "2. What is a guard ?\n    It allows or blocks a route.\n\n```\nguard()\n```\n\n\n"
    )
    return head + "".join(f"{n}. {q}\n{a}\n\n\n\n" for n, (q, a) in enumerate(_TOPICS, start=3))


def test_asking_item_among_titles_whose_numbering_goes_on_is_a_question() -> None:
    """The one item that asks in a list of titles is a question where its numbering goes on
    from the document's questions, as its titled neighbours are: not lost, nor the items
    after it."""
    got = result(_topics_after_questions())
    assert [(c.id, c.question, c.answer) for c in got.deck.cards] == [
        ("q01", "What is a router ?", "It maps URLs to views."),
        ("q02", "What is a guard ?", "It allows or blocks a route.\n\n```\nguard()\n```"),
        *((f"q{n:02d}", q, a) for n, (q, a) in enumerate(_TOPICS, start=3)),
    ]
    assert got.warnings == ()


def test_asking_item_of_titles_numbered_apart_stays_out() -> None:
    """Guard: where the list of titles is numbered apart from the questions (13..18 after 2),
    its asking item is no question by the numbering: reported, as before, not made a card."""
    text = _topics_after_questions()
    for n in range(3, 9):
        text = text.replace(f"\n{n}. ", f"\n{n + 10}. ")
    got = result(text)
    assert [c.question for c in got.deck.cards] == ["What is a router ?", "What is a guard ?"]
    assert any("'15. What is Hydration in frameworks'" in w for w in got.warnings)
