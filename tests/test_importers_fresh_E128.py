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
