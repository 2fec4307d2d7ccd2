"""Importer layouts met in the 2026-12-01 round (Z195's shape E): numbered bold titles over
TAB-indented answers, some titles not phrased as questions.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str]]:
    return [(c.id, c.question, c.answer) for c in result(text).deck.cards]


def test_a_bold_title_ending_on_a_preposition_does_not_take_its_answers_first_line() -> None:
    """`4. **for...in vs for...of**` over a TAB-indented answer: the closing `**` ends the
    title, though `of` is a word no sentence ends on; the answer's first line stays the
    answer's, and the last item's answer (`**Log in**`) is found."""
    text = (
        "1. **What is a map?**\n\tKey to value store\n"
        "2. **What is a queue?**\n\tFirst in first out\n"
        "3. **What is a stack?**\n\tLast in first out\n"
        "4. **for...in vs for...of**\n"
        "\tfor...in walks over the keys of an object\n"
        "\tEx: \t\n"
        "\t\tfor (k in obj) log(k)\n"
        "\tfor...of walks over the values of an iterable\n\n"
        "5. **Log in**\n\tthe user gives a name and a password\n"
    )
    res = result(text)
    assert not res.skipped
    assert _cards(text) == [
        ("q01", "What is a map?", "Key to value store"),
        ("q02", "What is a queue?", "First in first out"),
        ("q03", "What is a stack?", "Last in first out"),
        (
            "q04",
            "for...in vs for...of",
            "for...in walks over the keys of an object\nEx:\n    for (k in obj) log(k)\n"
            "for...of walks over the values of an iterable",
        ),
        ("q05", "Log in", "the user gives a name and a password"),
    ]


def test_a_plain_item_broken_off_on_a_preposition_still_wraps() -> None:
    """Guard: an item in plain words whose line stops on `of` goes on in the next line (a
    hard-wrapped question); only a line all in bold is a closed title."""
    text = (
        "1. What is a map?\n   Key to value store\n\n"
        "2. What is a queue?\n   First in first out\n\n"
        "3. Could you describe the use of\n"
        "   signals in an app? Take a small one.\n"
        "   - They notify parts of the app\n"
    )
    res = result(text)
    assert not res.skipped
    assert [c.question for c in res.deck.cards] == [
        "What is a map?",
        "What is a queue?",
        "Could you describe the use of signals in an app? Take a small one.",
    ]


def test_a_numbered_bold_topic_among_two_bold_questions_is_a_question() -> None:
    """`2. **for and while**` between two bold questions, each over its TAB-indented answer
    (a deeper tab for code), numbered in order: a question, whatever its words, though the
    page has only two numbered questions that ask; it was glued into item 1's answer, in
    silence."""
    text = (
        "1. **What is a tuple?**\n\tA sequence that cannot change\n\n"
        "2. **Loops in brief**\n"
        "\tfor walks over the items\n"
        "\tEx:\n"
        "\t\tfor x in xs: print(x)\n\n"
        "3. **What is a frozenset?**\n\tA set that cannot change\n"
    )
    res = result(text)
    assert not res.skipped
    assert _cards(text) == [
        ("q01", "What is a tuple?", "A sequence that cannot change"),
        ("q02", "Loops in brief", "for walks over the items\nEx:\n    for x in xs: print(x)"),
        ("q03", "What is a frozenset?", "A set that cannot change"),
    ]


def test_a_numbered_bold_topic_right_under_an_answer_is_a_question() -> None:
    """The same with no blank line between items and an answer indented by spaces."""
    text = (
        "1. **What is a tuple?**\n    A sequence that cannot change\n"
        "2. **Loops in brief**\n    for walks over the items\n"
        "3. **What is a frozenset?**\n    A set that cannot change\n"
    )
    res = result(text)
    assert not res.skipped
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("What is a tuple?", "A sequence that cannot change"),
        ("Loops in brief", "for walks over the items"),
        ("What is a frozenset?", "A set that cannot change"),
    ]


def test_numbered_bold_terms_under_a_question_stay_its_answer() -> None:
    """Guard: `1. **Fast**` / `2. **Cheap**` under a question heading ask in none: the
    answer's points; and bold items that ask under a question heading, a topic among them,
    are its answer's points too (the heading holds them)."""
    text = (
        "### Why pick a cache?\n\nTwo reasons:\n\n"
        "1. **Fast**\n\treads come from memory\n"
        "2. **Cheap**\n\tone small box serves many\n\n"
        "### What makes a good index?\n\n"
        "1. **Is it selective?**\n\tfew rows per key\n"
        "2. **Is it narrow?**\n\tsmall keys\n"
        "3. **Order**\n\tthe most selective column first\n"
    )
    res = result(text)
    assert not res.skipped
    assert _cards(text) == [
        (
            "q01",
            "Why pick a cache?",
            "Two reasons:\n\n1. **Fast**\n    reads come from memory\n"
            "2. **Cheap**\n    one small box serves many",
        ),
        (
            "q02",
            "What makes a good index?",
            "1. **Is it selective?**\n    few rows per key\n2. **Is it narrow?**\n"
            "    small keys\n3. **Order**\n    the most selective column first",
        ),
    ]


def test_one_bold_step_that_asks_does_not_make_the_others_questions() -> None:
    """Guard: `1. **Install**` / `2. **Why a venv?**` / `3. **Configure**`, a guide's steps
    with one worded as a question: the titles that do not ask are not questions."""
    text = (
        "# Setup\n\n"
        "1. **Install**\n\tRun the installer.\n"
        "2. **Why a venv?**\n\tIt keeps the packages apart.\n"
        "3. **Configure**\n\tEdit the file.\n"
    )
    assert [c.question for c in result(text).deck.cards] == ["Why a venv?"]
