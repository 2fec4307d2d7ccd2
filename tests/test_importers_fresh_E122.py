"""A chat assistant's citations under the last question of a list nobody answered
(`Citations:` over `[1] https://...`, then the page's closing notes), found carded as that
question's answer on a real page of PM questions (2026-11-30): a list of sources opening an
answer is no answer, and `[1]`-numbered links are links as bulleted ones are."""

from __future__ import annotations

from srs.importers.linkfooters import only_links
from tests.importing import result

_CITED = """\
# PM

### What was your biggest failure?

### How would you price a new app?

### How big is the market for smart locks?

Citations:
[1] https://example.com/a
[2] https://example.com/b

Total Questions: 3
"""


def test_citations_under_the_last_question_are_no_answer() -> None:
    assert only_links(
        "Citations:\n[1] https://example.com/a\n[2] https://example.com/b\n\nTotal Questions: 3"
    )


def test_an_answer_then_its_sources_is_an_answer() -> None:
    text = _CITED.replace(
        "Citations:", "Count homes, times the share that buys locks.\n\nCitations:"
    )
    (card,) = result(text).deck.cards
    assert card.question == "How big is the market for smart locks?"
    assert card.answer.startswith("Count homes, times the share that buys locks.")
