"""Importer layouts met in the 2026-12-04 thirty-fifth session: each test is the shape of one
real document, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

_STRAY = (
    "// Input - Pune\n// Output - [IL, Maharashtra]\n\nlet obj = {\n"
    "India: {\nKarnataka: [1],\n},\n};\n"
)


def _problem(n: int) -> str:
    return f"### {n}. Top customers by revenue, part {n}\n\n```sql\nSELECT {n};\n```\n\n---\n\n"


def test_text_of_any_length_after_the_last_cards_rule_is_no_part_of_its_answer() -> None:
    """Every card closed by `---`, then a stray snippet of eight lines after the last one:
    up to three lines were reported as a closing note, more were glued onto the last
    answer in silence."""
    imported = result("".join(_problem(n) for n in (1, 2, 3)) + _STRAY)
    cards = imported.deck.cards
    assert len(cards) == 3
    assert cards[-1].answer == "```sql\nSELECT 3;\n```"
    assert any("in no card ('// Input - Pune')" in w for w in imported.warnings)


def test_text_after_one_cards_rule_between_two_cards_is_reported() -> None:
    """The same stray text between cards 2 and 3, with or without a rule under it: no
    part of card 2, whose rule ended it as every other card's did."""
    for under in ("\n---\n\n", "\n"):
        text = _problem(1) + _problem(2) + _STRAY + under + _problem(3) + _problem(4)
        imported = result(text)
        cards = imported.deck.cards
        assert [c.answer for c in cards] == [f"```sql\nSELECT {n};\n```" for n in (1, 2, 3, 4)]
        assert any("'// Input - Pune'" in w for w in imported.warnings)


def test_answers_that_go_on_past_their_rules_keep_what_follows() -> None:
    """Several answers part their paragraphs with `---`: rules inside answers, so the
    text after each rule is still its answer's, as before."""
    text = "".join(
        f"## Q{n}. What is thing {n}?\n\nThing {n} is a tool.\n\n---\n\n"
        f"It also does more ({n}).\n\n---\n\n"
        for n in (1, 2, 3, 4)
    )
    imported = result(text)
    assert [c.answer for c in imported.deck.cards] == [
        f"Thing {n} is a tool.\n\nIt also does more ({n})." for n in (1, 2, 3, 4)
    ]
    assert imported.warnings == ()


def test_a_page_that_rules_off_only_some_cards_keeps_text_past_a_rule() -> None:
    """Two cards ruled off, two not: the rule is no separator of that page, and prose
    after the one rule under an answer goes on with it, as before."""
    text = (
        "## Q1. What is A?\n\nA is one.\n\n---\n\n"
        "## Q2. What is B?\n\nB is two.\n\n---\n\nB also has more to say.\n\n"
        "## Q3. What is C?\n\nC is three.\n\n"
        "## Q4. What is D?\n\nD is four.\n"
    )
    cards = result(text).deck.cards
    assert cards[1].answer == "B is two.\n\nB also has more to say."
