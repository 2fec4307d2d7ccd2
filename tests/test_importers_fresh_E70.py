"""Importer layouts met in the twelfth (2026-11-30) session's rounds: each test is the shape
of a real document the importer misread, written small.

None of these is a copy of a document; each is a made-up file of the same layout.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    return [(c.question, c.answer, dict(c.choices)) for c in result(text).deck.cards]


def _keys(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


def test_answer_line_naming_two_lowercase_options_is_a_several_key() -> None:
    """`Answer: b) Apple, c) Pear` under a "Select two" question: both options are right;
    the first letter alone was the key and `c) Pear` its explanation, with no warning."""
    text = (
        "Question 1\nWhich two are fruits? (Select two)\na) Carrot\nb) Apple\nc) Pear\n"
        "Answer: b) Apple, c) Pear\n\n"
        "Question 2\nWhich is a colour?\na) Red\nb) Stone\nAnswer: a) Red\n\n"
        "Question 3\nWhich three are even? (Choose three)\na) Two.\nb) Four.\nc) Five.\n"
        "d) Six.\nAnswer: a) Two., b) Four. d) Six.\n"
    )
    got = result(text)
    cards = [(c.question, c.answer, dict(c.choices)) for c in got.deck.cards]
    assert cards[0][0].startswith("Which two are fruits?")
    assert cards[0][1] == "- Apple\n- Pear"
    assert cards[1] == ("Which is a colour?", "A", {"A": "Red", "B": "Stone"})
    assert cards[2][1] == "- Two.\n- Four.\n- Six."
    assert len(got.warnings) == 2
    assert "(B, C)" in str(got.warnings[0]) and "(A, B, D)" in str(got.warnings[1])


def test_key_whose_second_letter_is_not_followed_by_its_option_stays_one_letter() -> None:
    """Guard: `b) Apple, c) the rest are roots` names option b by its text; `c)` is not
    followed by option c's text, so it is the explanation's, not a second key."""
    text = (
        "Question 1\nWhich is a fruit?\na) Carrot\nb) Apple\nc) Beet\n"
        "Answer: b) Apple, c) the rest are roots\n\n"
        "Question 2\nWhich is a colour?\na) Red\nb) Stone\nAnswer: a) Red\n"
    )
    got = _keys(text)
    assert [q for q, _ in got] == ["Which is a fruit?", "Which is a colour?"]
    assert [a for _, a in got] == ["B", "A"]


def test_link_reference_definitions_at_the_end_go_inline_with_the_cards_using_them() -> None:
    """`[ref]: https://...` lines at the end of the file: no answer text (they were glued
    onto the last answer); each card using one keeps a working link, written inline."""
    text = (
        "# Notes\n\n## What is X?\n\nX is [a thing][ref] and [Y] too.\n\n"
        "## Last question?\n\n- an answer bullet\n\n"
        "<!-- links -->\n[ref]: https://example.org/x\n[y]: https://example.org/y 'Why'\n"
        "[unused]: https://example.org/u\n"
    )
    assert _cards(text) == [
        (
            "What is X?",
            "X is [a thing](https://example.org/x) and [Y](https://example.org/y 'Why') too.",
            {},
        ),
        ("Last question?", "- an answer bullet", {}),
    ]


def test_bracketed_line_inside_a_paragraph_or_code_is_no_link_definition() -> None:
    """Guard: `[A]: True` right under a question's line (a definition never interrupts a
    paragraph) and `[x]: y` in a fence stay as written."""
    text = (
        "## What does the map hold?\n\nKeys and values:\n[A]: True\n\n"
        "## What does this print?\n\nThe line as written:\n\n```\n[x]: y\n```\n"
    )
    assert _cards(text) == [
        ("What does the map hold?", "Keys and values:\n[A]: True", {}),
        ("What does this print?", "The line as written:\n\n```\n[x]: y\n```", {}),
    ]


def test_numbered_list_of_blanks_is_a_form_not_options() -> None:
    """`1. ***` / `2. ***` under the question: lines to write on, then the sample answers
    under their label. Read as options, they made a choice card keyed `A` by the first
    sample answer, the others its explanation."""
    text = (
        "### **Question 3: Why X?**\n\nWhy is X good?\n\n1. ***\n2. ***\n\n"
        "**Sample Answers:**\n\n1. Reason one\n2. Reason two\n\n---\n\n"
        "### **Question 4: Why Y?**\n\nWhy is Y good?\n\n**Sample Answers:**\n\n1. Reason three\n"
    )
    assert _cards(text) == [
        ("Why X?\n\nWhy is X good?\n\n1. ***\n2. ***", "1. Reason one\n2. Reason two", {}),
        ("Why Y?\n\nWhy is Y good?", "1. Reason three", {}),
    ]


def test_answer_label_over_only_a_blank_is_part_of_the_question() -> None:
    """`Answer: ______` inside the question (a line to write on), the real answer under a
    later `**Answer:**`: the blank stays in the question, the answer is the later label's.
    It was taken as the answer label, the answer opening with the blank and the label."""
    text = (
        "### Question 5: Context\n\nWhat does the last state hold?\nAnswer: __________\n\n"
        "**Answer:** The whole sentence\n\n"
        "### Question 6: Parts\n\nName the parts:\n\n1. **Input**\n   Answer: ***\\_***\n"
        "2. **Output**\n   Answer: ***\\_***\n\n**Answers:** 1-read, 2-write\n\n"
        "### Question 7: Plain\n\nWhat is Z?\n\n**Answer:** A letter\n"
    )
    assert _cards(text) == [
        ("Context\n\nWhat does the last state hold?\nAnswer: __________", "The whole sentence", {}),
        (
            "Parts\n\nName the parts:\n\n1. **Input**\n   Answer: ___\n2. **Output**\n"
            "   Answer: ___",
            "1-read, 2-write",
            {},
        ),
        ("Plain\n\nWhat is Z?", "A letter", {}),
    ]


def test_numbered_options_keyed_by_their_text_stay_options() -> None:
    """Guard: a numbered list with real items, its key naming one by its text, is still
    the question's options (only a list of nothing but blanks is a form)."""
    text = (
        "## Which is a prime?\n\n1. Four\n2. Five\n3. Six\n\nAnswer: 2) Five\n\n"
        "## Which is even?\n\n1. Three\n2. Eight\n\nAnswer: 2) Eight\n"
    )
    got = _cards(text)
    assert got[0][2] == {"A": "Four", "B": "Five", "C": "Six"} and got[0][1] == "B"
    assert got[1][2] == {"A": "Three", "B": "Eight"} and got[1][1] == "B"


def test_question_numbered_past_all_above_ends_a_mistaken_answers_section() -> None:
    """`**Answers:**` over a numbered list under `### Question 6` is read as the answer
    key's title; `### Question 7` and `### Question 8` after it were taken as its entries,
    lost in silence. A question numbered past every one above is no repeat in a key: it
    and the questions after it are cards."""
    text = (
        "### Question 6: Forward\n\nWhat happens?\n\n1. Sum: more\n2. Bias: other\n\n"
        "**Answers:**\n\n1. one\n2. two\n\n---\n\n"
        "### Question 7: Order\n\nPut these in order:\n\n**Correct Order:** 2, 1\n\n---\n\n"
        "### Question 8: Why X?\n\nWhy X?\n\n**Answer:** Because.\n"
    )
    cards = _keys(text)
    assert [q.split("\n")[0] for q, _ in cards] == ["Forward", "Order", "Why X?"]
    assert cards[2][1] == "Because."


def test_repeated_question_headings_in_an_answers_section_still_key_them() -> None:
    """Guard: under `## Answers`, `### Question 2` repeats a question above (numbered no
    further than the last): its key, not a new question."""
    text = (
        "### Question 1\n\nWhich is red?\n\n- A) Sky\n- B) Blood\n\n"
        "### Question 2\n\nWhich is blue?\n\n- A) Sky\n- B) Grass\n\n"
        "## Answers\n\n### Question 1\n\nB\n\n### Question 2\n\nA\n"
    )
    assert _keys(text) == [("Which is red?", "B"), ("Which is blue?", "A")]


def test_answers_label_under_a_list_of_labelled_blanks_is_the_exercise_answer() -> None:
    """`1. Sum: ___` / `2. Bias: ___` end a fill-in exercise; `**Answers:**` right below over
    a numbered list fills them. It was read as the answer key's title: the blanks were the
    answer and the real answers were lost."""
    text = (
        "### Question 6: Forward\n\nWhat happens?\n\n1. Sum: **\\_\\_\\_**\n"
        "2. Bias: **\\_\\_\\_**\n\n**Answers:**\n\n1. [1.6, 3.0]\n2. [2.6, 3.0]\n\n---\n\n"
        "### Question 7: Why X?\n\nWhy is X so?\n\n**Answer:** Because.\n"
    )
    assert _cards(text) == [
        (
            "Forward\n\nWhat happens?\n\n1. Sum: ___\n2. Bias: ___",
            "1. [1.6, 3.0]\n2. [2.6, 3.0]",
            {},
        ),
        ("Why X?\n\nWhy is X so?", "Because.", {}),
    ]
