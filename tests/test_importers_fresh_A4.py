"""Importer layouts met on fresh public documents (helper F's sweep A4: course quizzes and
FAQs in reStructuredText, AsciiDoc, Org, CSV and plain text): each test is the shape of one,
written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from pathlib import Path

from srs import decks
from srs.importers import ImportResult, import_file
from tests.importing import result


def _file(tmp_path: Path, name: str, text: str) -> ImportResult:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    imported = import_file(path)
    assert decks.loads(decks.dumps(imported.deck)) == imported.deck
    return imported


# -- a reST title whose underline is shorter than the title -------------------------------------
# (docutils still reads a run of four or more as the title's underline, with a warning)

_SHORT_UNDERLINES = """\
Garden questions
================

Soil
----

How deep should a raised bed be for most vegetables?
~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
About thirty centimetres; roots of carrots and parsnips like more.

When is the best time to add compost to the beds?
~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

In autumn, so that worms work it in over winter.

Water
-----

How often should seedlings be watered?
~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
Little and often: keep the surface moist, never soaked.
"""


def test_a_rest_title_with_a_short_underline_is_still_a_question() -> None:
    cards = result(_SHORT_UNDERLINES, "faq.rst").deck.cards
    assert [c.question for c in cards] == [
        "How deep should a raised bed be for most vegetables?",
        "When is the best time to add compost to the beds?",
        "How often should seedlings be watered?",
    ]
    assert cards[0].answer == "About thirty centimetres; roots of carrots and parsnips like more."
    assert cards[1].answer == "In autumn, so that worms work it in over winter."
    assert cards[2].answer == "Little and often: keep the surface moist, never soaked."


# -- reST named and embedded links ----------------------------------------------------------------

_LINKED_FAQ = """\
Questions
=========

Where are the grants announced?
-------------------------------

In the `Official Gazette`_, usually in March.

.. _Official Gazette: https://example.org/gazette

Who sets the medical standard?
------------------------------

The `ICAO <https://icao.int/>`_ does, and Sphinx_ renders this page.

.. _sphinx: https://www.sphinx-doc.org/
"""


def test_rest_links_become_markdown_links_and_their_targets_go() -> None:
    cards = result(_LINKED_FAQ, "faq.rst").deck.cards
    assert [c.answer for c in cards] == [
        "In the [Official Gazette](https://example.org/gazette), usually in March.",
        "The [ICAO](https://icao.int/) does, and [Sphinx](https://www.sphinx-doc.org/) renders"
        " this page.",
    ]


# -- a quiz sheet whose header row names its columns in Korean or Chinese -------------------------

_KOREAN_SHEET = """\
문제,정답,출처
"광합성에 필요한 세 가지를 쓰시오.","빛, 물, 이산화탄소",
식물의 잎에서 기체가 드나드는 구멍은?,기공,
"""

_CHINESE_SHEET = "问题\t答案\t解析\n水的化学式是什么？\tH2O\t两个氢原子和一个氧原子\n"


def test_a_korean_header_row_is_no_card(tmp_path: Path) -> None:
    cards = _file(tmp_path, "quiz.csv", _KOREAN_SHEET).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("광합성에 필요한 세 가지를 쓰시오.", "빛, 물, 이산화탄소"),
        ("식물의 잎에서 기체가 드나드는 구멍은?", "기공"),
    ]


def test_a_chinese_header_row_names_the_explanation_column(tmp_path: Path) -> None:
    (card,) = _file(tmp_path, "quiz.tsv", _CHINESE_SHEET).deck.cards
    assert (card.question, card.answer) == ("水的化学式是什么？", "H2O")
    assert card.explanation == "两个氢原子和一个氧原子"


# -- a quiz bank's bulleted fields between the options and the key --------------------------------

_FIELDS_BEFORE_KEY = """\
Q1. Which planet is closest to the Sun?
a) Venus
b) Mercury
c) Mars
d) Earth
- Topic: Planets
- Difficulty: Basic
- Resource:
- Correct: b) Mercury

Q2. Which gas do plants take in?
a) Oxygen
b) Nitrogen
C) Carbon dioxide
d) Helium
- Topic: Plants
- Difficulty: Basic
- Resource: https://example.org/photosynthesis
- Correct: c) Carbon dioxide
"""


def test_fields_between_options_and_key_are_no_options() -> None:
    cards = result(_FIELDS_BEFORE_KEY, "bank.txt").deck.cards
    assert cards[0].question == "Which planet is closest to the Sun?"
    assert cards[0].choices == {"A": "Venus", "B": "Mercury", "C": "Mars", "D": "Earth"}
    assert cards[0].answer == "B"
    assert cards[0].explanation == "- Topic: Planets\n- Difficulty: Basic\n- Resource:"


def test_an_option_letter_in_the_other_case_stays_in_the_run() -> None:
    card = result(_FIELDS_BEFORE_KEY, "bank.txt").deck.cards[1]
    assert card.question == "Which gas do plants take in?"
    assert card.choices == {"A": "Oxygen", "B": "Nitrogen", "C": "Carbon dioxide", "D": "Helium"}
    assert card.answer == "C"


# -- an AsciiDoc FAQ answering with `|===` tables -----------------------------------------------

_ADOC_TABLES = """\
= Bakery FAQ

== Which breads do you bake daily?

These, every morning:

[cols="1,2"]
|===
|Bread |Flour

| Sourdough
| Wheat and rye

| Baguette
| Wheat
|===

== When do you open?

|===
| Weekdays | Weekends

| 7:00 | 8:00
|===
"""


def test_asciidoc_tables_become_markdown_tables() -> None:
    cards = result(_ADOC_TABLES, "faq.adoc").deck.cards
    assert [c.answer for c in cards] == [
        "These, every morning:\n\n| Bread | Flour |\n|---|---|\n| Sourdough | Wheat and rye |\n"
        "| Baguette | Wheat |",
        "| Weekdays | Weekends |\n|---|---|\n| 7:00 | 8:00 |",
    ]


_ADOC_XREFS = """\
= Bakery FAQ

== Do you deliver?

Yes, see <<When do you open?>> for the hours and <<prices,the price list>> for the fee.

== When do you open?

At seven.
"""


def test_asciidoc_cross_references_keep_only_their_text() -> None:
    cards = result(_ADOC_XREFS, "faq.adoc").deck.cards
    assert cards[0].answer == (
        "Yes, see When do you open? for the hours and the price list for the fee."
    )


# -- org-fc cards: `:fc:` headings, drawers, `{{text}@N}` cloze deletions ------------------------

_ORG_FC = """\
* 2.1 Opening                                                      :fc:
:PROPERTIES:
:FC_TYPE:  cloze
:FC_CLOZE_MAX: 1
:END:
:REVIEW_DATA:
| position | ease | box |
|----------+------+-----|
|        0 | 2.50 |   1 |
:END:
Water boils at {{100 degrees}@0} at {{sea
level}{where?}@1}.

* What is a prime number?                                          :fc:
:PROPERTIES:
:FC_TYPE:  cloze
:END:
A number with exactly {{two}@0} divisors, {{$\\{1, p\\}$}@1}.
"""


def test_org_fc_cards_are_read_and_their_clozes_marked() -> None:
    cards = result(_ORG_FC, "cards.org").deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("2.1 Opening", "Water boils at **100 degrees** at **sea\nlevel**."),
        ("What is a prime number?", "A number with exactly **two** divisors, **$\\{1, p\\}$**."),
    ]


# -- Runestone matching and fill-in-the-blank questions -----------------------------------------

_RUNESTONE = """\
Review
======

.. mchoice:: q-moon
   :answer_a: A planet
   :answer_b: A satellite
   :correct: b
   :feedback_a: No.
   :feedback_b: Yes.

   The Moon is best described as

.. dragndrop:: q-match
    :feedback: Try again.
    :match_1: Mercury|||closest to the Sun
    :match_2: Jupiter|||largest planet

    Match each planet to its description.

.. fillintheblank:: q-blank

    How many planets orbit the Sun?

    - :8: Right!
      :.*: Count again.
"""


def test_runestone_matching_and_blank_questions_are_cards() -> None:
    cards = result(_RUNESTONE, "review.rst").deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("The Moon is best described as", "B"),
        (
            "Match each planet to its description.",
            "- Mercury: closest to the Sun\n- Jupiter: largest planet",
        ),
        ("How many planets orbit the Sun?", "8"),
    ]


# -- a one-line program shown as a code span under a question that points below -----------------

_SPAN_PROGRAMS = """\
1. What is printed when the statement below runs?

    `print(2 ** 3)`

    `8`

2. What command prints the working directory?

    `pwd`

    It prints the full path of the current directory.
"""


def test_a_code_span_the_question_points_at_is_the_questions() -> None:
    cards = result(_SPAN_PROGRAMS).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is printed when the statement below runs?\n\n`print(2 ** 3)`", "`8`"),
        (
            "What command prints the working directory?",
            "`pwd`\n\nIt prints the full path of the current directory.",
        ),
    ]
