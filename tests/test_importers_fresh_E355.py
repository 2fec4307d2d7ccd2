"""Importer layouts met in round Z214: each test is the shape of a real document the importer
misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from srs.importers.html import html_to_markdown
from tests.importing import result


def _pairs(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


def test_html_emphasis_inside_code_loses_its_tags() -> None:
    """`<code><i>O</i>(<i>n</i>)</code>`: inside a code span emphasis shows as literal stars,
    so the tags inside it go, in answers and in question titles alike."""
    text = (
        "## Costs\n\n"
        "#### Q1: What does a tree search cost? ⭐\n**Answer:**\n"
        "About <code><b>O</b>(<em>log</em> <strong>n</strong>)</code> when balanced.\n\n"
        "#### Q2: Which loop costs <code><i>O</i>(<i>k</i><sup>3</sup>)</code>? ⭐⭐\n"
        "**Answer:**\nThree nested loops over <code><i>k</i></code>.\n"
    )
    assert _pairs(text) == [
        ("What does a tree search cost?", "About `O(log n)` when balanced."),
        ("Which loop costs `O(k³)`?", "Three nested loops over `k`."),
    ]


def test_html_emphasis_outside_code_keeps_its_marks() -> None:
    """Guard: emphasis around or beside a code span is still Markdown emphasis."""
    assert html_to_markdown("<b><code>git add</code></b> then <i>commit</i>") == (
        "**`git add`** then *commit*"
    )
    assert html_to_markdown("<i>x</i> and <code>y</code>") == "*x* and `y`"
