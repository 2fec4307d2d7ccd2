"""Lettered statements to judge, answered by a verdict for each letter (`a.F b.V c.V`): met in
a real exam sheet in the 2026-12 session. Each test builds a small made-up document of that
shape (never the real one's text) and checks the cards, keys and warnings the importer makes;
the near misses (a key naming one option, several, or pairing options with numbers) must
import as they did before."""

from __future__ import annotations

import pytest

from srs.importers import ImportResult, import_text
from srs.importers.judgedstatements import judged_statements, verdict_list


def result(text: str, source: str = "doc.md") -> ImportResult:
    return import_text(text, source=source)


SHEET = """# Networks midterm

1. [2 pts]: Mark each statement as Verdadero or Falso:
    * a. TCP delivers bytes in order.
    * b. UDP resends lost datagrams.
    * c. IP is connectionless.

    * **Solution**

    ```text
    a.V b.F c.V
    ```

1. [2 pts]: Explain what a socket is.

    * **Solution**

    ```text
    One end of a two-way link between programs.
    ```
"""


def test_statements_answered_by_a_fenced_verdict_line_are_an_open_card_with_no_warning() -> None:
    got = result(SHEET)
    first, second = got.deck.cards
    assert first.id == "q01"
    assert first.choices == {}
    assert first.question == (
        "[2 pts]: Mark each statement as Verdadero or Falso:\n\n"
        "- a. TCP delivers bytes in order.\n"
        "- b. UDP resends lost datagrams.\n"
        "- c. IP is connectionless."
    )
    assert first.answer == "```text\na.V b.F c.V\n```"
    assert second.question == "[2 pts]: Explain what a socket is."
    assert got.warnings == ()
    assert got.skipped == ()


def test_a_verdict_pair_after_an_answer_label_is_no_key_naming_the_first_statement() -> None:
    """`Answer: a) T, b) F, c) T` read as the key `A` made a choice card in silence."""
    text = (
        "# Networks quiz\n\n"
        "1. Mark each statement True or False.\n"
        "   a) TCP delivers bytes in order.\n"
        "   b) UDP resends lost datagrams.\n"
        "   c) IP is connectionless.\n\n"
        "   Answer: a) T, b) F, c) T\n\n"
        "2. Which protocol resolves host names?\n"
        "   a) ARP\n   b) DNS\n   c) DHCP\n\n"
        "   Answer: b\n"
    )
    got = result(text)
    judged, chosen = got.deck.cards
    assert judged.choices == {}
    assert judged.question == (
        "Mark each statement True or False.\n\n"
        "- a) TCP delivers bytes in order.\n"
        "- b) UDP resends lost datagrams.\n"
        "- c) IP is connectionless."
    )
    assert judged.answer == "a) T, b) F, c) T"
    assert chosen.choices == {"A": "ARP", "B": "DNS", "C": "DHCP"}
    assert chosen.answer == "B"
    assert got.warnings == ()


def test_yes_no_verdicts_after_a_label_answer_the_cases() -> None:
    """`Respuesta: a-Sí; b-No` was read as no answer letter and the question skipped."""
    text = (
        "# Quiz\n\n"
        "1. Answer each case with Sí or No:\n"
        "   a) Does a hub work at layer 1?\n"
        "   b) Does a switch work at layer 3?\n\n"
        "   Respuesta: a-Sí; b-No\n"
    )
    got = result(text)
    (card,) = got.deck.cards
    assert card.choices == {}
    assert card.answer == "a-Sí; b-No"
    assert card.question.endswith(
        "- a) Does a hub work at layer 1?\n- b) Does a switch work at layer 3?"
    )
    assert got.warnings == ()
    assert got.skipped == ()


def test_an_answer_key_entry_of_verdicts_answers_the_statements() -> None:
    """`1. a) T b) F` in the key at the end: the verdicts, not the key `A`; the other entries
    key their questions as before."""
    text = (
        "# Quiz\n\n"
        "1. Mark true or false:\n"
        "   a) A hub works at layer 1.\n"
        "   b) A switch works at layer 3.\n\n"
        "2. Which layer routes packets?\n"
        "   a) Physical\n"
        "   b) Network\n\n"
        "## Answers\n\n"
        "1. a) T b) F\n"
        "2. b\n"
    )
    got = result(text)
    judged, chosen = got.deck.cards
    assert (judged.id, judged.choices, judged.answer) == ("q01", {}, "a) T b) F")
    assert "- a) A hub works at layer 1." in judged.question
    assert (chosen.id, chosen.answer) == ("q02", "B")
    assert got.warnings == ()


NEAR = """# Networks quiz

1. Which statements hold?
   a) TCP delivers bytes in order.
   b) UDP resends lost datagrams.
   c) IP is connectionless.

   Answer: {key}
"""


def test_a_key_naming_one_statement_is_a_choice_card_as_before() -> None:
    got = result(NEAR.format(key="b"))
    (card,) = got.deck.cards
    assert card.answer == "B"
    assert set(card.choices) == {"A", "B", "C"}
    assert got.warnings == ()


def test_a_key_naming_several_statements_is_an_open_card_with_its_warning_as_before() -> None:
    got = result(NEAR.format(key="a, c"))
    (card,) = got.deck.cards
    assert card.choices == {}
    assert card.answer == "- TCP delivers bytes in order.\n- IP is connectionless."
    assert got.warnings == ("doc.md:8: question 1 has 2 right options (A, C); made an open card",)


def test_a_verdict_for_only_some_statements_is_no_verdict_list() -> None:
    """`a) T` alone judges one of three lines: the key `A`, as before."""
    got = result(NEAR.format(key="a) True"))
    (card,) = got.deck.cards
    assert card.answer == "A"
    assert set(card.choices) == {"A", "B", "C"}


def test_an_unexplained_true_false_pair_of_options_keeps_its_key() -> None:
    text = "# Quiz\n\n1. Is the sky blue?\n   A) True\n   B) False\n\n   Answer: A. True\n"
    (card,) = result(text).deck.cards
    assert (card.answer, card.choices) == ("A", {"A": "True", "B": "False"})


CHOICES = {"A": "one", "B": "two", "C": "three"}


@pytest.mark.parametrize(
    "text",
    [
        "a.F b.V c.V",
        "a) T, b) F, c) T",
        "(a) True; (b) False; (c) True.",
        "**a.** Verdadero\n**b.** Falso\n**c.** Verdadero",
        "- a: yes\n- b: no\n- c: no",
        "```plain\na.V b.F\nc.V\n```",
        "a) Falso, porque no siempre.\nb) Verdadero.\nc) F - ver el teorema.",
    ],
)
def test_a_verdict_for_each_letter_in_order_is_a_verdict_list(text: str) -> None:
    assert verdict_list(text, CHOICES)


@pytest.mark.parametrize(
    "text",
    [
        "b",
        "a, c",
        "a-1, b-3, c-2",
        "a.V b.F",  # a letter left unjudged
        "b.F a.V c.V",  # out of order
        "a.V b.F c.V d.F",  # a letter the question has not
        "a.V b.F c.V\nSee chapter 3.",  # more than the verdicts
        "a.V porque b.F c.V",  # a reason on a line that judges more than one
        "aV bF cV",  # letter and verdict run together: a word
        "A. Very short. B. Fine. C. Vast.",
    ],
)
def test_anything_else_is_no_verdict_list(text: str) -> None:
    assert not verdict_list(text, CHOICES)


def test_a_key_naming_another_option_than_the_first_is_kept() -> None:
    """Only the first letter is what a key read from `a) T b) F` names; `B` is a key."""

    assert judged_statements("Which holds?", CHOICES, "B", "a) F b) T c) F", []) is None
    assert judged_statements("Judge:", CHOICES, "A", "a) F b) T c) F", []) == (
        "Judge:\n\n- a) one\n- b) two\n- c) three",
        "a) F b) T c) F",
    )
