"""Layouts met in judge round Z181, on made-up documents: a key line naming several options
by letter and text joined by a word or a comma in the quiz's language (`A) x e B) y`, `a) X、
c) Y`), a course quiz that sets one option as a whole paragraph, and an HTML quiz whose
option elements carry `data-correct`."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str], str]]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices), c.explanation) for c in deck.cards]


def _folded(key: str) -> str:
    """A quiz whose key is folded in a `<details>` as a heading, as a CSS quiz writes it."""
    return (
        "# Layout quiz\n\n"
        "###### 1. Which units are relative to the font size?\n\n"
        "- A) em\n- B) rem\n- C) px\n- D) cm\n\n"
        "<details><summary><b>Answer</b></summary>\n<p>\n\n"
        f"#### Answer: {key}\n\n"
        "Both scale with a font size.\n\n"
        "</p>\n</details>\n\n---\n\n"
        "###### 2. Which property hides overflow?\n\n"
        "- A) overflow\n- B) clip-all\n- C) hide\n- D) mask-box\n\n"
        "<details><summary><b>Answer</b></summary>\n<p>\n\n"
        "#### Answer: A) `overflow`\n\n"
        "Set it to hidden.\n\n"
        "</p>\n</details>\n"
    )


_UNITS = "Which units are relative to the font size?\n\n- A) em\n- B) rem\n- C) px\n- D) cm"


def test_a_key_naming_two_options_joined_by_a_word_is_several_right_options() -> None:
    """`A) `em` and B) `rem``: two options named by letter and text (in code, as the key sets
    them) joined by "and" (Portuguese `e`, Spanish `y`, German `und`, a comma too): the
    warned open card naming both, the explanation clean of the second option."""
    for joint in (" and ", " e ", " y ", " und ", ", ", "; "):
        got = result(_folded(f"A) `em`{joint}B) `rem`"))
        cards = [(c.question, c.answer, dict(c.choices), c.explanation) for c in got.deck.cards]
        assert cards[0] == (_UNITS, "- em\n- rem", {}, "Both scale with a font size."), joint
        assert cards[1][1:3] == (
            "A",
            {"A": "overflow", "B": "clip-all", "C": "hide", "D": "mask-box"},
        )
        assert [w for w in got.warnings if "right options" in w] == [
            "doc.md:13: question 1 has 2 right options (A, B); made an open card"
        ]


def test_a_key_naming_one_option_then_another_words_keeps_one_letter() -> None:
    """Guard: a key whose second letter is followed by no option's text (`A) `em` and B) is
    wrong`) names one option; the rest is its explanation, as before."""
    got = result(_folded("A) `em` and B) is wrong here"))
    card = got.deck.cards[0]
    assert (card.answer, card.explanation) == (
        "A",
        "`em` and B) is wrong here\n\nBoth scale with a font size.",
    )
    assert not [w for w in got.warnings if "right options" in w]


_JA = (
    "## 演習\n\n"
    "**Q1:** 次のうち電子に関する特性をすべて選んでください。  \n"
    "a) Electronegativity（電気陰性度）  \n"
    "b) MeltingT（融点）  \n"
    "c) IonizationEnergy（イオン化エネルギー）  \n\n"
    "**正解:** {key}\n\n"
    "**解説:** 電子状態に関わる量です。\n\n"
    "**Q2:** 融点の単位は何ですか？\n\n"
    "**正解:** ケルビン\n"
)


def test_a_key_listing_options_with_the_ideographic_comma_is_several_right_options() -> None:
    """`a) X、c) Y`: options named by letter and their words (without the gloss in brackets the
    options carry) joined by the Japanese comma: several right options, warned."""
    got = result(_JA.format(key="a) Electronegativity、c) IonizationEnergy"))
    assert [(c.answer, c.explanation) for c in got.deck.cards] == [
        (
            "- Electronegativity（電気陰性度）\n- IonizationEnergy（イオン化エネルギー）",
            "電子状態に関わる量です。",
        ),
        ("ケルビン", ""),
    ]
    assert [w for w in got.warnings if "right options" in w] == [
        "doc.md:8: question 1 has 2 right options (A, C); made an open card"
    ]


def test_a_key_naming_one_option_then_a_note_after_the_comma_keeps_one_letter() -> None:
    """Guard: `a) X、c) は…` names option A, then says something of C that is no option's
    text: one right option, the note its explanation."""
    got = result(_JA.format(key="a) Electronegativity、c) は別の性質"))
    card = got.deck.cards[0]
    assert (card.answer, sorted(card.choices)) == ("A", ["A", "B", "C"])
    assert not [w for w in got.warnings if "right options" in w]
