"""Importer layouts met on fresh public documents (round Z233, fix E401): a course review
written as bullets, each over its answer indented under it: a `` `code span` `` line, a
verdict on a statement (`` `False. (reason)` ``), or a fenced block of SQL under a scenario
and the task it sets.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread (fewer than half its bullets ask, so the list was read as no list of
questions, and one more statement late in the file turned 18 cards into none).
"""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
from tests.importing import result

_ASKED = [
    ("What does TCP stand for?", "Transmission Control Protocol"),
    ("Which layer routes packets?", "The network layer"),
    ("What port does SSH use?", "22"),
]
_JUDGED = [
    ("A switch forwards frames by their IP address.", "False. (By their MAC address)"),
    ("UDP keeps no connection state.", "True"),
    ("A subnet mask of /24 leaves eight bits for hosts.", "TRUE"),
    ("Every router must run a DHCP server.", "FALSE"),
]


def _review(items: list[tuple[str, str]]) -> str:
    """Bullets each over its answer, a code span indented under it (a paragraph's lazy
    continuation line, to CommonMark)."""
    return "".join(f"- {q}\n    `{a}`\n\n" for q, a in items)


def _cards(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


def test_statements_over_verdicts_among_bullet_questions_are_cards() -> None:
    """`- A switch forwards ... .` over `` `False. (...)` ``: a statement judged by its
    answer asks, in a list whose bullets mostly state; every bullet is a card."""
    items = [_ASKED[0], _JUDGED[0], _JUDGED[1], _ASKED[1], _JUDGED[2], _JUDGED[3], _ASKED[2]]
    imported = result(_review(items))
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        (q, f"`{a}`") for q, a in items
    ]
    assert all(not c.choices for c in imported.deck.cards)  # open cards, no options
    assert imported.warnings == ()


def test_a_late_statement_does_not_discard_the_cards_before_it() -> None:
    """Adding one more judged statement at the end adds one card: it never tips the whole
    list out of being one of questions (it turned 18 cards into an error)."""
    items = [_ASKED[0], _JUDGED[0], _ASKED[1], _JUDGED[1], _ASKED[2]]
    before = _cards(_review(items))
    after = _cards(_review([*items, _JUDGED[2]]))
    assert len(before) == len(items)
    assert after == [*before, (_JUDGED[2][0], f"`{_JUDGED[2][1]}`")]


_SCENARIO = (
    "- In a school database there is a Pupil table with columns PupilID, Name and ClassID.\n"
    "\n"
    "    List the names of all pupils in class 3.\n"
    "\n"
    "        ```\n"
    "        SELECT Name FROM Pupil WHERE ClassID = 3;\n"
    "        ```\n"
    "\n"
)
_SCENARIO_SPAN = (
    "- In a school database there is a Class table with columns ClassID and Teacher.\n"
    "\n"
    "    Show every teacher once, in alphabetical order.\n"
    "\n"
    "        `SELECT DISTINCT Teacher FROM Class ORDER BY Teacher;`\n"
    "\n"
)


def test_a_scenario_over_its_task_and_code_is_one_question() -> None:
    """`- In a school database ...` over `    List the names ...` over the SQL, fenced or
    one code span: the question is the scenario and its task, the answer the code alone
    (the task went to the answer; then the long scenario was dropped as a statement)."""
    text = _review(_ASKED[:2]) + _SCENARIO + _review(_JUDGED[:1]) + _SCENARIO_SPAN
    cards = _cards(text)
    assert cards == [
        *((q, f"`{a}`") for q, a in _ASKED[:2]),
        (
            "In a school database there is a Pupil table with columns PupilID, Name and "
            "ClassID.\n\nList the names of all pupils in class 3.",
            "```\nSELECT Name FROM Pupil WHERE ClassID = 3;\n```",
        ),
        (_JUDGED[0][0], f"`{_JUDGED[0][1]}`"),
        (
            "In a school database there is a Class table with columns ClassID and Teacher."
            "\n\nShow every teacher once, in alphabetical order.",
            "`SELECT DISTINCT Teacher FROM Class ORDER BY Teacher;`",
        ),
    ]


def test_a_verdict_word_that_opens_a_sentence_judges_nothing() -> None:
    """Near miss: `- Closures keep state.` over `` `True state lives in the scope.` `` (a
    sentence that happens to open with a verdict's word) is no judged statement: with the
    other bullets of the list stating too, the list is no list of questions, as before."""
    text = (
        "- Closures keep state.\n    `True state lives in the enclosing scope.`\n\n"
        "- Generators are lazy.\n    `Falsehoods aside, they yield values one by one.`\n\n"
    )
    with pytest.raises(DocumentError):
        result(text)


def test_a_short_topic_keeps_its_explanation_in_the_answer() -> None:
    """Near miss: `- List comprehensions.` over an explanation and an example: a topic
    named in a few words, no scenario; its explanation stays in the answer, as before."""
    text = (
        "- What is a generator?\n    A function that yields.\n\n"
        "- List comprehensions.\n\n    They build a list in one expression.\n\n"
        "    ```python\n    squares = [x * x for x in range(5)]\n    ```\n\n"
        "- What is a decorator?\n    A function that wraps another.\n\n"
    )
    cards = _cards(text)
    assert cards[1] == (
        "List comprehensions.",
        "They build a list in one expression.\n\n"
        "```python\nsquares = [x * x for x in range(5)]\n```",
    )
    assert len(cards) == 3


def test_an_outline_with_a_bare_topic_stays_out_of_the_layout_rule() -> None:
    """Near miss: a bulleted outline, topics over nested points, one item in three asking,
    one topic with nothing under it: not every bullet is over its answer, so the layout
    does not make it a list of questions; it stays no list of questions, as before (the
    document has no card, and says so)."""
    text = (
        "# Networking notes\n\n"
        "- Routing\n  - Static routes\n  - Dynamic routes\n"
        "- Why use VLANs?\n  - Smaller broadcast domains\n"
        "- Switching\n  - Frames by MAC\n"
        "- Addressing\n"
        "- Why subnet?\n  - Fewer hosts per segment\n"
        "- Firewalls\n  - Stateful filters\n"
    )
    with pytest.raises(DocumentError, match="2 questions found, none with an answer"):
        result(text)
