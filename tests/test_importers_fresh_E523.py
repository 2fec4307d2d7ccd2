"""Importer layouts met in the 2026-12-03 thirty-third session: each test is the shape of one
real document, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result


def _ruled_sources(last_title: str) -> str:
    parts = ["# Networking questions\n"]
    for n, (name, what) in enumerate(
        [("TCP", "a reliable transport"), ("UDP", "a datagram transport"), ("QUIC", "TLS over UDP")]
    ):
        title = "References:" if n < 2 else last_title
        parts.append(
            f"\n## {n + 1}. What is {name}?\n\n{name} is {what}.\n\n---\n\n{title}\n"
            f"- https://en.wikipedia.org/wiki/{name}\n"
        )
    return "".join(parts)


def test_each_answers_sources_past_its_rule_stay_the_last_answers_too() -> None:
    """Every answer ends `---` / `References:` over its links: the last answer's were cut as
    the page's end matter (with a warning) while every other card kept its own."""
    imported = result(_ruled_sources("References:"))
    cards = imported.deck.cards
    assert len(cards) == 3
    assert all("References:" in c.answer for c in cards)
    assert cards[2].answer.endswith("https://en.wikipedia.org/wiki/QUIC")
    assert imported.warnings == ()


def test_a_page_sources_list_under_another_title_is_still_end_matter() -> None:
    """Only the answers' own title is theirs: `Further reading:` past the last rule, a title
    no answer used, is still reported as the page's, not glued to the last card."""
    imported = result(_ruled_sources("Further reading:"))
    cards = imported.deck.cards
    assert len(cards) == 3
    assert "Further reading" not in cards[2].answer
    assert any("Further reading" in w for w in imported.warnings)
