"""Importer layouts met in the twelfth (2026-11-30) session's rounds: each test is the shape
of a real document the importer misread, written small.

None of these is a copy of a document; each is a made-up file of the same layout.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    return [(c.question, c.answer, dict(c.choices)) for c in result(text).deck.cards]


_FOLDS = (
    "# Pet quiz\n\n## {one}Basics\n\n"
    "<details>\n<summary>What is a cat?</summary>\n\n* A small animal.\n\n</details>\n\n"
    "<details>\n<summary>Name a loyal pet</summary>\n\n* A dog.\n\n</details>\n\n"
    "## {two}Care\n\n"
    "<details>\n<summary>Why do cats purr?</summary>\n\n1. To calm down.\n2. To heal.\n\n"
    "</details>\n\n"
    "<details>\n<summary>How often to feed a dog</summary>\n\nTwice a day.\n\n</details>\n"
)
_FOLD_CARDS = [
    ("What is a cat?", "* A small animal.", {}),
    ("Name a loyal pet", "* A dog.", {}),
    ("Why do cats purr?", "1. To calm down.\n2. To heal.", {}),
    ("How often to feed a dog", "Twice a day.", {}),
]


def test_numbered_section_headings_over_details_folds_are_sections() -> None:
    """`## 2. Care` over `<details><summary>question</summary>` folds: the section of the
    folds' questions, as an unnumbered `## Care` is; read as a numbered question, it took
    the folds for its answer's points and every summary was lost, without a warning."""
    assert _cards(_FOLDS.format(one="1. ", two="2. ")) == _FOLD_CARDS
    assert _cards(_FOLDS.format(one="", two="")) == _FOLD_CARDS


def test_numbered_heading_over_one_fold_stays_a_question() -> None:
    """Guard: a numbered heading question answered in prose, with one `<details>` fold (its
    hint) under it, is still a question: one fold is no section of questions."""
    text = (
        "# Review\n\n## 1. Explain recursion\n\nA function that calls itself.\n\n"
        "<details>\n<summary>Show a hint</summary>\n\nThink of factorial.\n\n</details>\n\n"
        "## 2. Explain iteration\n\nA loop over steps.\n\n"
        "## 3. Explain memoization\n\nCaching results of calls.\n"
    )
    questions = [q for q, _, _ in _cards(text)]
    assert questions == ["Explain recursion", "Explain iteration", "Explain memoization"]


def test_sub_headings_right_under_a_labelled_question_are_its_answer() -> None:
    """`**Question:** ...` under a topic heading, answered straight in `###` sub-headings
    (no answer label), in a page that also asks under `### Question:` headings: the
    sub-headings are the answer; they were sections, the question was unanswered."""
    text = (
        "# Garden notes\n\n## 1.1 Tools\n\n**Question:** What tools does a gardener need?\n\n"
        "### Cutting tools\n\n* Shears\n* Pruners\n\n### Digging tools\n\n* Spade\n\n"
        "## 1.2 Water\n\n**Question:** How often to water tomatoes?\n\n"
        "**Answer:** Every two days in summer.\n\n"
        "## 2 Compost\n\n### Question:\n\nWhat is compost?\n\n### Answer:\n\n"
        "Rotted plant matter.\n\n"
        "## 3 Mulch\n\n### Question:\n\nWhat is mulch?\n\n### Answer:\n\nA soil cover.\n"
    )
    assert _cards(text) == [
        (
            "What tools does a gardener need?",
            "### Cutting tools\n\n* Shears\n* Pruners\n\n### Digging tools\n\n* Spade",
            {},
        ),
        ("How often to water tomatoes?", "Every two days in summer.", {}),
        ("What is compost?", "Rotted plant matter.", {}),
        ("What is mulch?", "A soil cover.", {}),
    ]


def test_sub_heading_over_the_next_labelled_question_stays_its_section() -> None:
    """Guard: a sub-heading right under an unanswered labelled question, with the next
    labelled question under it, is that question's section, not the first one's answer."""
    text = (
        "# Garden notes\n\n## Soil\n\n**Question:** What is loam?\n\n"
        "### Clay\n\n**Question:** What is clay?\n\n**Answer:** Fine, sticky soil.\n\n"
        "### Sand\n\n**Question:** What is sand?\n\n**Answer:** Coarse grains.\n\n"
        "### Question:\n\nWhat is silt?\n\n### Answer:\n\nFine grains.\n"
    )
    cards = _cards(text)
    assert ("What is clay?", "Fine, sticky soil.", {}) in cards
    assert all(answer != "### Clay" for _, answer, _ in cards)
    assert not any(q == "What is loam?" for q, _, _ in cards)


def test_step_headings_over_one_labelled_soru_item_are_sections() -> None:
    """`## 2) DIG — Kazma` over one `- Soru: "..."` item (its answer nested, `- Cevap:`):
    a guide's step, the section of the question its label marks, as the steps over two are;
    the heading was carded and the labelled question lost in its answer."""
    text = (
        "# Bahçe rehberi\n\n## 1) PLAN — Planlama\n\nNe yaparım:\n- Toprağı incelerim.\n\n"
        'Sorular:\n- Soru: "Toprağı nasıl incelersiniz?"\n  - Cevap: "Test kitiyle."\n'
        '- Soru: "Hangi bitkileri seçersiniz?"\n  - Cevap: "İklime uygun olanları."\n\n'
        "---\n\n## 2) DIG — Kazma\n\nNe yaparım:\n- Derin kazarım.\n\n"
        'Sorular:\n- Soru: "Ne kadar derin kazarsınız?"\n  - Cevap: "Otuz santim."\n\n'
        "---\n\n## 3) WATER — Sulama\n\n"
        'Sorular:\n- Soru: "Ne sıklıkla sularsınız?"\n  - Cevap: "İki günde bir."\n'
    )
    assert _cards(text) == [
        ("Toprağı nasıl incelersiniz?", '"Test kitiyle."', {}),
        ("Hangi bitkileri seçersiniz?", '"İklime uygun olanları."', {}),
        ("Ne kadar derin kazarsınız?", '"Otuz santim."', {}),
        ("Ne sıklıkla sularsınız?", '"İki günde bir."', {}),
    ]


_CLOSING = (
    "# Interview\n\n## What is a cat?\n\nA small animal.\n\n## What is a dog?\n\n"
    "A loyal animal.\n\n## Why do birds sing?\n\nTo talk.\n\n## {title}\n\n"
    "Reviewing these common questions will raise your confidence in the room.\n\n"
    "Most of what you are asked comes from the same topics.\n"
)


def test_closing_section_last_in_a_heading_per_question_page_is_no_card() -> None:
    """The page's last heading, closing words in any language (`Final Thoughts`,
    `Réflexions finales sur ...`, `Wrapping up`), over prose: reported as text in no card;
    its prose read like an answer and it was carded as one more question."""
    for title in (
        "Final Thoughts",
        "Réflexions finales sur les questions d'entretien",
        "Wrapping up",
        "Fazit",
    ):
        imported = result(_CLOSING.format(title=title))
        assert [c.question for c in imported.deck.cards] == [
            "What is a cat?",
            "What is a dog?",
            "Why do birds sing?",
        ], title
        assert imported.deck.cards[-1].answer == "To talk."
        assert any("Reviewing these common questions" in w for w in imported.warnings), title


def test_closing_words_that_ask_or_stand_mid_page_stay_questions() -> None:
    """Guard: a last heading that asks (`Final thoughts: is it worth it?`) is a question, and
    so is a closing-worded topic among topics that is not the page's last heading."""
    asking = _cards(_CLOSING.format(title="Final thoughts: is remote work worth it?"))
    assert asking[-1][0] == "Final thoughts: is remote work worth it?"
    text = (
        "# Notes\n\n## Recursion\n\nA function calling itself.\n\n"
        "## Final thoughts on recursion\n\nIt needs a base case.\n\n"
        "## Stacks\n\nLast in, first out.\n"
    )
    assert _cards(text) == [
        ("Recursion", "A function calling itself.", {}),
        ("Final thoughts on recursion", "It needs a base case.", {}),
        ("Stacks", "Last in, first out.", {}),
    ]


def test_summary_ending_in_bold_words_keeps_both_marks() -> None:
    """`<summary>Explain the gap between <strong>AI and ML</strong></summary>`: the bold
    words end the question, their closing mark is theirs; it was stripped as if it wrapped
    the whole summary, leaving `**AI and ML` dangling. A summary wholly in bold is still
    unwrapped."""
    text = (
        "# Quiz\n\n<details>\n<summary>Explain the gap between <strong>AI and ML</strong>"
        "</summary>\n\nThey differ in scope.\n\n</details>\n\n"
        "<details>\n<summary><b>What is a tensor?</b></summary>\n\nAn n-d array.\n\n</details>\n"
    )
    assert _cards(text) == [
        ("Explain the gap between **AI and ML**", "They differ in scope.", {}),
        ("What is a tensor?", "An n-d array.", {}),
    ]
