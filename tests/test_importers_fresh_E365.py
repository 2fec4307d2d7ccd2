"""Findings of a judge's round (Z215): layouts the importer read wrong.

- A `- question` bullet over its fenced answer that opens with a lower-case name (`- scene
  delegate에 대해 설명하시오.`) was glued with its answer onto the card above it.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result

_FENCED_BULLETS = (
    "## Web\n\n"
    "- What is a service worker?\n\n"
    "```\nA script the browser runs apart from the page.\n```\n\n"
    "- {middle}\n\n"
    "```\nIt is parsed, then rendered in stages.\n```\n\n"
    "- Explain the event loop.\n\n"
    "```\nOne task at a time, then the microtasks.\n```\n"
)


def _fenced(text: str) -> str:
    return f"```\n{text}\n```"


def test_a_lower_case_bullet_over_its_fenced_answer_is_its_own_question() -> None:
    """`- explain how ...` among `- What is X?` bullets, each over a fenced answer: a card of
    its own, whatever its first letter's case (in any language: `- webview를 설명하시오.`)."""
    for middle in ("explain how a page loads.", "webview 렌더링 과정을 설명하시오."):
        imported = result(_FENCED_BULLETS.format(middle=middle))
        cards = imported.deck.cards
        assert [(c.question, c.answer) for c in cards] == [
            (
                "What is a service worker?",
                _fenced("A script the browser runs apart from the page."),
            ),
            (middle, _fenced("It is parsed, then rendered in stages.")),
            ("Explain the event loop.", _fenced("One task at a time, then the microtasks.")),
        ]
        assert [c.id for c in cards] == ["q01", "q02", "q03"]
        assert imported.warnings == ()


def test_a_lower_case_bullet_that_does_not_ask_stays_in_the_answer_above() -> None:
    """Guard: a lower-case bullet that asks nothing (`- install it with pip:` over its
    command) is a step of the answer above, as before."""
    text = _FENCED_BULLETS.format(middle="then install it with pip:")
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["What is a service worker?", "Explain the event loop."]
    assert "then install it with pip:" in cards[0].answer
