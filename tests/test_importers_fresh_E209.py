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


_LONG = (
    "Sales are expected to grow by half next year. However, the number of public chargers is "
    "a large factor in what buyers decide, and many towns have so few of them that drivers "
    "run out of power between two. Range matters too: last year the average range was 210 "
    "miles, while most people asked say they will not buy until a car goes 300 miles on one "
    "charge, which no model in the lower price band does yet"
)


def _course(second: str) -> str:
    """A course challenge: scenario stems, bulleted options, the right one in bold."""
    return (
        "## Course challenge\n\n"
        "### Question 1\n\n"
        "After the workshop it is time to pick a headline. The survey found three things:\n\n"
        "1. Sales will grow.\n2. Chargers are scarce.\n3. Range matters.\n\n"
        "**Using these findings, which headline fits best?**\n\n"
        f"* Chargers are scarce\n* {second}\n* Demand is soaring\n"
        "* **Demand is rising but chargers and range hold it back**\n\n"
        "> A headline is short and direct.\n\n&nbsp;\n\n"
        "### Question 2\n\n"
        "A team wants to share a dashboard with managers. Which tool fits best?\n\n"
        "* A spreadsheet\n* **A data visualization tool**\n* A word processor\n\n"
        "> Visualization tools are built for dashboards.\n\n&nbsp;\n\n"
        "### Question 3\n\n"
        "Which step comes first in the analysis process?\n\n"
        "* Share\n* **Ask**\n* Act\n\n"
        "> Ask comes first.\n"
    )


_STEM = (
    "After the workshop it is time to pick a headline. The survey found three things:\n\n"
    "1. Sales will grow.\n2. Chargers are scarce.\n3. Range matters.\n\n"
    "**Using these findings, which headline fits best?**"
)


def test_a_paragraph_long_option_in_a_quiz_keyed_in_bold_is_an_option() -> None:
    """A stem whose intro ends in `:` over a numbered list and a bold question, then options
    of which one runs to a paragraph (over 300 characters), the right one in bold: in a
    document keyed so by two other runs, the numbered list is the stem's and the bullets
    are the options (it was an open card holding them all, unwarned)."""
    got = result(_course(_LONG))
    assert len(_LONG) > 300
    assert _cards(_course(_LONG))[0] == (
        _STEM,
        "D",
        {
            "A": "Chargers are scarce",
            "B": _LONG,
            "C": "Demand is soaring",
            "D": "Demand is rising but chargers and range hold it back",
        },
        "A headline is short and direct.",
    )
    assert [c.answer for c in got.deck.cards] == ["D", "B", "B"]
    assert got.warnings == ()


def test_a_long_point_outside_a_quiz_keyed_in_bold_stays_an_answer() -> None:
    """Guard: with only one other run keyed by a short option in bold, the document is no
    quiz written so, and a long point among bullets stays a point of the answer."""
    text = _course(_LONG).split("### Question 3")[0]
    first = result(text).deck.cards[0]
    assert first.choices == {}
    assert _LONG in first.answer


def test_an_item_longer_than_any_option_keys_nothing() -> None:
    """Guard: in a quiz keyed in bold, a bullet of a whole page (over 1,200 characters) is no
    option: its run stays as written."""
    page = " ".join([_LONG] * 4)
    first = result(_course(page)).deck.cards[0]
    assert first.choices == {}
    assert page in first.answer


def _quiz(options: str, number: str = "1. ") -> str:
    """A course site's quiz block: a question element over option elements, one a line."""
    return (
        "# Quiz 4 - Branches\n\n"
        '--8<-- "assets/quiz.html"\n\n'
        '<div class="quiz-container">\n'
        f'  <div class="quiz-question">{number}Which command creates a branch?</div>\n'
        f"{options}"
        '  <div class="quiz-feedback"></div>\n'
        "</div>\n\n"
        '<div class="quiz-container">\n'
        '  <div class="quiz-question">2. Which command lists remotes?</div>\n'
        '  <div class="quiz-option" data-correct="true" data-feedback="Right: &quot;-v&quot; '
        'shows URLs.">git remote -v</div>\n'
        '  <div class="quiz-option" data-correct="false" data-feedback="No.">git log</div>\n'
        '  <div class="quiz-feedback"></div>\n'
        "</div>\n"
    )


_BRANCH = (
    '  <div class="quiz-option" data-correct="false" data-feedback="No, it merges.">'
    "git merge</div>\n"
    '  <div class="quiz-option" data-correct="true" data-feedback="Yes! It makes one.">'
    "git <code>branch</code> name</div>\n"
    '  <div class="quiz-option" data-correct="false" data-feedback="No.">git stash</div>\n'
)


def test_option_elements_marked_by_data_correct_are_a_keyed_choice_question() -> None:
    """`<div class="quiz-option" data-correct="true" data-feedback=...>`: the marked option
    is the key, its feedback the explanation (unescaped), the question's number and the
    page's tags no text of the card."""
    got = result(_quiz(_BRANCH))
    assert _cards(_quiz(_BRANCH)) == [
        (
            "Which command creates a branch?",
            "B",
            {"A": "git merge", "B": "git `branch` name", "C": "git stash"},
            "Yes! It makes one.",
        ),
        (
            "Which command lists remotes?",
            "A",
            {"A": "git remote -v", "B": "git log"},
            'Right: "-v" shows URLs.',
        ),
    ]
    assert got.warnings == ()


def test_option_elements_marked_true_by_other_attributes_and_several_right() -> None:
    """`data-answer="1"` on list items marks the right option as `data-correct` does; two
    marked are several right options: the warned open card naming both."""
    options = (
        '  <li data-answer="0">git merge</li>\n'
        '  <li data-answer="1">git branch name</li>\n'
        '  <li data-answer="1">git switch -c name</li>\n'
    )
    got = result(_quiz(options, number=""))
    first = got.deck.cards[0]
    assert (first.question, first.answer) == (
        "Which command creates a branch?\n\n- A) git merge\n- B) git branch name\n"
        "- C) git switch -c name",
        "- git branch name\n- git switch -c name",
    )
    assert [w for w in got.warnings if "right options" in w] == [
        "doc.md:9: question #1 has 2 right options (B, C); made an open card"
    ]


def test_option_elements_with_no_right_or_wrong_mark_stay_as_written() -> None:
    """Guard: option elements that carry no `data-correct` (nothing says which is right) are
    left to the readers as before: an open card whose answer is the options."""
    text = _quiz(_BRANCH).replace("data-correct", "data-state")
    assert [(c.question, c.choices) for c in result(text).deck.cards] == [
        ("Which command creates a branch?", {}),
        ("Which command lists remotes?", {}),
    ]
    assert "git merge" in result(text).deck.cards[0].answer


def test_option_elements_shown_in_a_code_block_stay_code() -> None:
    """Guard: a tutorial showing the markup in a fence is no quiz."""
    text = (
        "### How do I mark the right option?\n\n"
        "Give it the attribute:\n\n"
        "```html\n"
        '<div class="quiz-question">1. Pick one</div>\n'
        '<div class="quiz-option" data-correct="true">yes</div>\n'
        '<div class="quiz-option" data-correct="false">no</div>\n'
        "```\n"
    )
    assert [(q, a[:15]) for q, a, _, _ in _cards(text)] == [
        ("How do I mark the right option?", "Give it the att")
    ]
