"""Layouts met in the seventeenth session's rounds (Z172, Z173), on made-up documents: a
question bank kept one question to a fence, each closed by its key line
(`{correctAnswer='B'}`)."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices)) for c in deck.cards]


_BANK = (
    "# Rivers bank\n\n"
    "### Single choice\n\n"
    "```text\n"
    "Question 1:\n"
    "Which river is longest?\n"
    "A. Thames\n"
    "B.Nile\n"
    "C. Seine\n"
    "{correctAnswer='B'}\n"
    "```\n\n"
    "![map](map.png)\n"
    "```js\n"
    "Which loop prints three lines?\n"
    "for (let i = 0; i < 3; i++) log(i)\n"
    "A. this one\n"
    "B. none\n"
    "{correctAnswer='A'}\n"
    "```\n\n"
    "```js\n"
    "Which lines are comments? (pick all)\n"
    "A. // one\n"
    "B. let x\n"
    "C. /* two */\n"
    "{correctAnswer='AC'}\n"
    "```\n\n"
    "### True or false\n\n"
    "```js\n"
    "第4题:\n"
    "Rivers flow uphill.\n"
    "{correctAnswer='false'}\n"
    "```\n\n"
    "### Programs\n\n"
    "```js\n"
    "What does it print?\n"
    "log(2 * 3)\n"
    '{"correct_answer": "6"}\n'
    "```\n"
)


def test_fenced_questions_closed_by_key_lines_are_cards() -> None:
    """Each fence of a run closed by a key line is a question: its label line dropped, its
    options read (a glued `B.Nile` too), its code kept as code; a letter keys a choice card,
    several letters make the warned open card, other keys answer open cards."""
    imported = result(_BANK)
    cards = [(c.question, c.answer, dict(c.choices)) for c in imported.deck.cards]
    assert cards == [
        ("Which river is longest?", "B", {"A": "Thames", "B": "Nile", "C": "Seine"}),
        (
            "Which loop prints three lines?\n```js\nfor (let i = 0; i < 3; i++) log(i)\n```",
            "A",
            {"A": "this one", "B": "none"},
        ),
        (
            "Which lines are comments? (pick all)\n\n- A) // one\n- B) let x\n- C) /* two */",
            "- // one\n- /* two */",
            {},
        ),
        ("Rivers flow uphill.", "false", {}),
        ("What does it print?\n```js\nlog(2 * 3)\n```", "6", {}),
    ]
    assert any("2 right options (A, C)" in w for w in imported.warnings)
    assert [c.tags for c in imported.deck.cards][3:] == [("true-or-false",), ("programs",)]


def test_code_blocks_ending_in_an_answer_variable_stay_answers() -> None:
    """Guard: headings answered by code that ends in `answer = ...` (code, not a key line),
    and a run of only two keyed fences, import as before."""
    code = "".join(
        f"### What does step {n} compute?\n\n```python\nx = {n}\nanswer = x * 2\n```\n\n"
        for n in (1, 2, 3)
    )
    assert [q for q, _, _ in _cards(code)] == [f"What does step {n} compute?" for n in (1, 2, 3)]
    two = "".join(
        f"### What is {name}?\n\n```\nA thing.\n{{correctAnswer='B'}}\n```\n\n" for name in "XY"
    )
    fenced = "```\nA thing.\n{correctAnswer='B'}\n```"
    assert _cards(two) == [("What is X?", fenced, {}), ("What is Y?", fenced, {})]
