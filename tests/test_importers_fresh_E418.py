"""Importer layouts met on fresh public documents: an exam's numbered problems whose parts are
the questions.

A worked exam numbers its problems (`1. Definitions. (10pts)`), sets their parts as bullets
under them (`- **Term**`, `- What ...? (5pts)`), and writes each part's answer indented under
it: a paragraph in a red `<span>`, a list of them, or code; a problem with no parts is
answered by the block under it. Each test is the shape, written small; none is a copy of a
document.
"""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
from srs.importers.html import html_to_markdown
from tests.importing import result

_RED = '<span style="color:red">'

_EXAM = f"""\
# Networks quiz, answered

1. Definitions. (10pts)

    - **Latency**

        {_RED}The time a packet takes to arrive.

    - **Jitter**

        {_RED}The variation in latency.

2. Answer these about routing. (10pts)

    Routers forward packets between networks.

    - What table does a router consult? (5pts)

        {_RED}The routing table.

    - Name two routing protocols. (5pts)

        - {_RED}OSPF
        - {_RED}BGP

3. Write a ping loop in shell. (5pts)

    ```sh
    while true; do ping -c1 host; done
    ```
"""


def test_parts_of_numbered_problems_are_the_questions() -> None:
    imported = result(_EXAM)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "Latency", "The time a packet takes to arrive."),
        ("q02", "Jitter", "The variation in latency."),
        (
            "q03",
            "Routers forward packets between networks.\n\nWhat table does a router consult? (5pts)",
            "The routing table.",
        ),
        ("q04", "Name two routing protocols. (5pts)", "- OSPF\n- BGP"),
        (
            "q05",
            "Write a ping loop in shell. (5pts)",
            "```sh\nwhile true; do ping -c1 host; done\n```",
        ),
    ]
    assert all(c.choices == {} and c.explanation == "" for c in imported.deck.cards)
    assert imported.warnings == ()
    assert imported.skipped == ()


_UNANSWERED = f"""\
1. Definitions. (10pts)

    - **Latency**

        {_RED}The time a packet takes to arrive.

    - **Bandwidth**

    - **Jitter**

        {_RED}The variation in latency.

2. Answer these. (4pts)

    - What does `ping` print when a host is down? (2pts)

        {_RED}0.

    - Which port does SSH use? (2pts)

        {_RED}22.
"""


def test_a_part_left_unanswered_is_reported_and_a_number_answer_kept() -> None:
    imported = result(_UNANSWERED)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "Latency", "The time a packet takes to arrive."),
        ("q03", "Jitter", "The variation in latency."),
        ("q04", "What does `ping` print when a host is down? (2pts)", "0."),
        ("q05", "Which port does SSH use? (2pts)", "22."),
    ]
    assert imported.warnings == ("doc.md:7: question #2 has no answer; skipped",)
    assert [s.line for s in imported.skipped] == [7]


def test_a_number_alone_in_an_inline_tag_is_that_number() -> None:
    assert html_to_markdown(f"{_RED}0.") == "0."
    assert html_to_markdown(f"{_RED}12.</span>") == "12."
    # an `<li>` the next question opened, left empty at an answer's end, still goes
    assert html_to_markdown("<ul><li>x</li><li>") == "- x"


def test_one_problem_whose_parts_ask_is_read_by_its_parts() -> None:
    text = """\
# Notes

1. Answer these about routing.

    - What table does a router consult?

        The routing table.

    - Which protocol runs between providers?

        BGP.
"""
    imported = result(text)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "What table does a router consult?", "The routing table."),
        ("q02", "Which protocol runs between providers?", "BGP."),
    ]
    assert imported.warnings == ()


def test_a_part_answer_labelled_in_its_own_words_keeps_one_label() -> None:
    text = """\
1. Routing. (4pts)

    - What table does a router consult?

        **Answer:** The routing table.

    - Which protocol runs between providers?

        Answer: BGP.

2. Switching. (2pts)

    - What does a switch learn?

        Answer: MAC addresses.
"""
    imported = result(text)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "What table does a router consult?", "The routing table."),
        ("q02", "Which protocol runs between providers?", "BGP."),
        ("q03", "What does a switch learn?", "MAC addresses."),
    ]
    assert imported.warnings == ()


# Near misses: left as they were read.

_SOLID = """\
# Design interview

1. What are the SOLID principles?

    - **Single responsibility**

        A class has one reason to change.

    - **Open/closed**

        Open for extension, closed for modification.

2. What are the kinds of coupling?

    - **Tight**

        Classes depend on each other's details.

    - **Loose**

        Classes depend on interfaces.
"""


def test_a_numbered_question_keeps_its_bullets_and_their_notes_as_its_answer() -> None:
    imported = result(_SOLID)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        (
            "q01",
            "What are the SOLID principles?",
            "- **Single responsibility**\n\n    A class has one reason to change.\n\n"
            "- **Open/closed**\n\n    Open for extension, closed for modification.",
        ),
        (
            "q02",
            "What are the kinds of coupling?",
            "- **Tight**\n\n    Classes depend on each other's details.\n\n"
            "- **Loose**\n\n    Classes depend on interfaces.",
        ),
    ]
    assert imported.warnings == ()


_CLOSING = """\
1. Definitions.

    - **Latency**

        The time a packet takes to arrive.

    - **Jitter**

        The variation in latency.

    Both are measured in milliseconds.

2. More definitions.

    - **Throughput**

        Data moved per second.

    - **Loss**

        Packets that never arrive.

    Loss is a ratio.
"""


def test_problems_with_text_after_their_bullets_are_no_parts() -> None:
    with pytest.raises(DocumentError, match="no questions found"):
        result(_CLOSING)


def test_one_problem_over_terms_is_no_habit() -> None:
    one = _EXAM.split("2. Answer these")[0]  # the definitions alone: terms that do not ask
    with pytest.raises(DocumentError, match="no questions found"):
        result(one)
