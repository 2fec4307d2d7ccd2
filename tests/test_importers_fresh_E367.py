"""Importer layouts met in rounds Z217 and Z218: each test is the shape of a real document the
importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

import pytest

from tests.importing import result


def _pairs(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


@pytest.mark.parametrize(
    ("opener", "closer"),
    [("***", "***"), ("___", "___"), ("**_", "_**"), ("_**", "**_")],
)
def test_bold_italic_labels_read_as_bold(opener: str, closer: str) -> None:
    """`***Question: ...***` over `***Answer:***`: bold and italic together around a label
    read as bold does, with no stray mark left on a question that ends without `?`."""
    text = (
        "### Pump notes\n\n"
        f"{opener}Question: What moves the water in a pump?{closer}\n\n"
        f"{opener}Answer:{closer}\n\n"
        "A spinning impeller pushes it outward.\n\n"
        f"{opener}Q: Name the part that seals the shaft{closer}\n\n"
        f"{opener}Answer:{closer}\n\n"
        "The mechanical seal keeps the fluid in.\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("What moves the water in a pump?", "A spinning impeller pushes it outward."),
        ("Name the part that seals the shaft", "The mechanical seal keeps the fluid in."),
    ]
    assert not res.skipped
    assert not res.warnings


def test_a_blank_to_fill_at_a_questions_end_stays() -> None:
    """Guard: three underscores after a blank are a gap to fill, no emphasis closing the
    label; and a question that opens with its own italics keeps them paired off as before."""
    text = (
        "Q: The unit of pressure is ___\n"
        "A: pascal\n\n"
        "Q: *What does a check valve stop?***\n"
        "A: Flow going backwards.\n"
    )
    assert _pairs(text) == [
        ("The unit of pressure is ___", "pascal"),
        ("What does a check valve stop?", "Flow going backwards."),
    ]
