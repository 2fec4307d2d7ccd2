"""Layouts met in round Z212, on made-up documents: a `QN:` question whose fenced answer block
was left empty (no answer, reported); ..."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices)) for c in deck.cards]


def _skipped(text: str) -> list[str]:
    return [s.reason for s in result(text).skipped]


_FENCED = (
    "Q1: What does a proxy forward?\n~~~\nRequests from clients to a server.\n~~~\n\n"
    "Q2: What is a sidecar?\n~~~\n\n~~~\n\n"
    "Q3: What is a mesh?\n```text\n```\n\n"
    "Q4: What is an ingress?\n~~~\nThe entry point for outside traffic.\n~~~\n"
)


def test_an_empty_fenced_answer_is_no_answer() -> None:
    """A question whose fence holds nothing (blank lines at most, an info string or not) is
    reported unanswered, never a card whose answer is the two fence lines."""
    assert _cards(_FENCED) == [
        ("What does a proxy forward?", "~~~\nRequests from clients to a server.\n~~~", {}),
        ("What is an ingress?", "~~~\nThe entry point for outside traffic.\n~~~", {}),
    ]
    reasons = _skipped(_FENCED)
    assert len(reasons) == 2
    assert "question 2 has no answer" in reasons[0]
    assert "question 3 has no answer" in reasons[1]


def test_a_fence_holding_one_line_is_an_answer() -> None:
    """Guard: a fenced answer with one line of content (even a lone `0`) stays an answer."""
    text = (
        "Q1: What does `len('')` return?\n```python\n0\n```\n\n"
        "Q2: What is a proxy?\n~~~\nA go-between.\n~~~\n"
    )
    assert [(q, a) for q, a, _ in _cards(text)] == [
        ("What does `len('')` return?", "```python\n0\n```"),
        ("What is a proxy?", "~~~\nA go-between.\n~~~"),
    ]
