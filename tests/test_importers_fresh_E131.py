"""A key naming several options by their texts joined by an ampersand (`**Antwort**: `a = b` &
`a === b``), found keyed A in silence in a judge's round (2026-11-30: the letter `a` of the
first option's code was read as option A): both options are right, so the card is open and
warned, as `a = b, a === b` makes it."""

from __future__ import annotations

from tests.importing import result

_AMPERSAND = """\
**Frage 1**: Which lines raise a SyntaxError?
- `x == y`
- `a = b`
- `a === b`
- `x != y`

**Antwort**: `a = b` & `a === b`

---

**Frage 2**: What is 2 + 2?
- `3`
- `4`

**Antwort**: `4`
"""


def test_options_named_by_text_joined_by_an_ampersand_are_all_right() -> None:
    r = result(_AMPERSAND)
    first, second = r.deck.cards
    assert not first.choices
    assert first.answer == "- `a = b`\n- `a === b`"
    assert second.answer == "B"
    assert [w.split(": ", 1)[1] for w in r.warnings] == [
        "question 1 has 2 right options (B, C); made an open card"
    ]


def test_one_option_holding_an_ampersand_is_one_key() -> None:
    text = _AMPERSAND.replace("`a === b`", "`a & b`").replace(
        "**Antwort**: `a = b` & `a & b`", "**Antwort**: `a & b`"
    )
    assert result(text).deck.cards[0].answer == "C"
