"""Importer layouts met on fresh public documents (the held-out round Z260, whose failures
were mended afterwards): a quiz page that hides each answer in an HTML comment right below
its question, so the rendered page shows none.

None of these is a copy of a document; each is the shape a real file used and the importer
once misread (every question reported unanswered, no card made).
"""

from __future__ import annotations

import pytest

from srs.importers import DocumentError
from tests.importing import result

_PORTS = "### Question 1 : **Which port does SSH use?**\n- [A] 21.\n- [B] 22.\n- [C] 80.\n\n"
_DNS = (
    "### Question 2 : **What does DNS stand for?**\n"
    "- [A] Domain Name System.\n- [B] Data Network Service.\n- [C] Direct Name Server.\n\n"
)
_GATEWAY = "### Question 3 : **What does a default gateway do?**\n\n"


def _quiz(ports: str, dns: str, gateway: str) -> str:
    """The three questions, each followed by what is given (a comment, a visible answer...)
    and a rule, as a teacher's quiz page sets them."""
    return (
        "# Network quiz\n\n"
        + f"{_PORTS}{ports}---\n\n"
        + f"{_DNS}{dns}---\n\n"
        + f"{_GATEWAY}{gateway}\n---\n"
    )


_HIDDEN_GATEWAY = "<!--\nExpected answer:\nIt forwards packets bound for other networks to the next router.\n-->\n"


def test_the_right_option_repeated_in_a_comment_is_the_key() -> None:
    """`<!--` / `- [B] 22.` / `-->` under the options: the right option, hidden from the
    page's readers; the open question's comment opens with an answer label alone on its
    line (`Expected answer:`), its model answer below."""
    text = _quiz(
        "<!--\n- [B] 22.\n-->\n",
        "<!--\n- [A] Domain Name System.\n-->\n",
        _HIDDEN_GATEWAY,
    )
    imported = result(text)
    cards = imported.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which port does SSH use?", "B"),
        ("What does DNS stand for?", "A"),
        (
            "What does a default gateway do?",
            "It forwards packets bound for other networks to the next router.",
        ),
    ]
    assert cards[0].choices == {"A": "21.", "B": "22.", "C": "80."}
    assert imported.warnings == ()
    assert imported.skipped == ()


def test_a_comment_naming_the_option_by_letter_or_text_alone() -> None:
    """`<!-- B -->` on one line right under the options, and a comment holding only the
    option's text (`Domain Name System`, its stop and case aside); a French label
    (`Réponse attendue :`) for the open question."""
    text = _quiz(
        "<!-- B -->\n",
        "<!--\ndomain name system\n-->\n",
        "<!--\nRéponse attendue :\nIt forwards packets to the next router.\n-->\n",
    )
    cards = result(text).deck.cards
    assert [c.answer for c in cards] == ["B", "A", "It forwards packets to the next router."]


def test_a_note_in_a_comment_stays_hidden_and_the_question_is_reported() -> None:
    """`<!-- TODO: add answer -->` under the options, a markdownlint directive under the
    open question: no answer, so both are reported as before; the answered one is a card."""
    text = _quiz(
        "<!-- TODO: add answer -->\n",
        "<!--\n- [A] Domain Name System.\n-->\n",
        "<!-- markdownlint-disable MD033 -->\n",
    )
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What does DNS stand for?", "A")
    ]
    assert [(s.line, s.reason) for s in imported.skipped] == [
        (3, "question 1 has options but no answer letter; skipped"),
        (21, "question 3 has no answer; skipped"),
    ]


def test_only_notes_in_comments_still_make_no_deck() -> None:
    """Every comment a note to self: nothing answers, the import fails as before."""
    text = _quiz("<!-- TODO: add answer -->\n", "<!-- check this one -->\n", "<!-- TODO -->\n")
    with pytest.raises(DocumentError, match="none with an answer"):
        result(text)


def test_a_visible_answer_wins_over_a_comment() -> None:
    """`Answer: A` shown under the options, then a comment naming another option (an old
    key, left in): the visible key stands; so does an open question's visible answer over a
    labelled comment below it."""
    text = _quiz(
        "Answer: A\n\n<!--\n- [B] 22.\n-->\n",
        "<!--\n- [A] Domain Name System.\n-->\n",
        "It sends packets to other networks.\n\n" + _HIDDEN_GATEWAY,
    )
    cards = result(text).deck.cards
    assert [c.answer for c in cards] == ["A", "A", "It sends packets to other networks."]


def test_a_commented_out_option_is_no_key() -> None:
    """`<!-- - [C] 443. -->` under the options: an option the author took out (its letter
    is one of the question's but its text is not that option's), no key; the question
    stays unanswered."""
    text = _quiz(
        "<!-- - [C] 443. -->\n",
        "<!--\n- [A] Domain Name System.\n-->\n",
        _HIDDEN_GATEWAY,
    )
    imported = result(text)
    assert [c.answer for c in imported.deck.cards] == [
        "A",
        "It forwards packets bound for other networks to the next router.",
    ]
    assert [s.reason for s in imported.skipped] == [
        "question 1 has options but no answer letter; skipped"
    ]


def test_a_comment_away_from_any_question_stays_hidden() -> None:
    """A licence comment at the top and a labelled note below a paragraph of prose: no
    question right above either, so neither becomes text."""
    text = (
        "<!--\nAnswer:\nCopyright the authors, CC BY 4.0.\n-->\n\n"
        "# Notes\n\n## What is ARP?\n\nIt maps IP addresses to MAC addresses.\n\n"
        "Some closing words.\n\n<!--\nAnswer:\nremember to add RARP\n-->\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is ARP?", "It maps IP addresses to MAC addresses.\n\nSome closing words.")
    ]
