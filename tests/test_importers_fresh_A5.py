"""Layouts met in the 2026-11-29 A5 measurement round (certification question banks and
quizzes with keys): each test builds a small document of the shape met in a real one (never
its text) and checks what the importer makes of it."""

from __future__ import annotations

from srs.importers import ImportResult, import_text


def result(text: str, source: str = "doc.md") -> ImportResult:
    return import_text(text, source=source)


def test_a_solution_hint_under_ticked_boxes_explains_the_ticked_key() -> None:
    """Task boxes mark the key; a `> Solución: ...` line under them is prose, no key: the
    ticked box still keys the question and the hint is its explanation, label off."""
    got = result(
        "# Quiz\n\n"
        "## Which planet is the largest?\n\n"
        "1. [ ] Mars\n2. [x] Jupiter\n3. [ ] Venus\n\n"
        "> Solución: a gas giant, the biggest one.\n\n"
        "## Which gas do plants take in?\n\n"
        "1. [x] Carbon dioxide\n2. [ ] Oxygen\n\n"
        "> Solution: they breathe it in by day.\n"
    )
    cards = got.deck.cards
    assert [(c.answer, c.explanation) for c in cards] == [
        ("B", "a gas giant, the biggest one."),
        ("A", "they breathe it in by day."),
    ]
    assert cards[0].choices == {"A": "Mars", "B": "Jupiter", "C": "Venus"}
    assert not got.skipped


def test_a_quizdown_block_loses_its_markup_and_heads_a_forgotten_question() -> None:
    """`:::{quizdown}` / settings between `---` / questions as headings / `:::`: the markup is
    no text (the closing `:::` ended the last explanation), and a plain question line over
    boxes inside the block is a question like the headed ones."""
    got = result(
        "# Sample test\n\n"
        ":::{quizdown}\n\n"
        '---\nprimaryColor: "#00bda4"\nshuffleAnswers: true\n---\n\n'
        "## Which port does HTTPS use?\n\n"
        "1. [ ] 80\n2. [x] 443\n\n"
        "> Hint: the secure one.\n\n"
        "Which port does SSH use?\n\n"
        "1. [x] 22\n2. [ ] 21\n\n"
        "> Hint: the shell one.\n\n"
        "## Which port does DNS use?\n\n"
        "1. [ ] 25\n2. [x] 53\n\n"
        "> Hint: name lookups.\n\n"
        ":::\n"
    )
    cards = got.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which port does HTTPS use?", "B"),
        ("Which port does SSH use?", "A"),
        ("Which port does DNS use?", "B"),
    ]
    assert cards[2].explanation == "Hint: name lookups."
    assert not any("primaryColor" in w or ":::" in w for w in got.warnings)


def test_records_with_the_right_answer_apart_from_the_wrong_ones_make_choice_cards() -> None:
    """`correct_answer` + `wrong_answers` (or Open Trivia DB's `incorrect_answers`): the
    wrong answers were dropped and every card was open. They are the options now, the right
    one among them, and the record's `references` go under its explanation."""
    got = result(
        '{"title": "Networks", "questions": [\n'
        ' {"question": "Which port does SSH listen on?", "correct_answer": "22",\n'
        '  "wrong_answers": ["21", "23", "25"], "explanation": "Secure shell.",\n'
        '  "references": ["https://example.org/ssh", "Chapter 4"]},\n'
        ' {"question": "Which layer routes packets?", "correct_answer": "Network",\n'
        '  "incorrect_answers": ["Transport", "Session"]}\n'
        "]}\n",
        source="bank.json",
    )
    first, second = got.deck.cards
    assert sorted(first.choices.values()) == ["21", "22", "23", "25"]
    assert first.choices[first.answer] == "22"
    assert [v for v in first.choices.values() if v != "22"] == ["21", "23", "25"]
    assert first.explanation == (
        "Secure shell.\n\nReferences:\n- https://example.org/ssh\n- Chapter 4"
    )
    assert second.choices[second.answer] == "Network"
    assert len(second.choices) == 3


def test_a_record_whose_answer_is_a_list_of_one_answers_that_text() -> None:
    """`correct: ["wall"]` in a record with no options: its card answers `wall`, no bullet."""
    got = result(
        "quiz:\n  questions:\n"
        "    - question: Which command writes to every logged-in user?\n"
        "      correct:\n        - wall\n"
        "    - question: Which command lists loaded kernel modules?\n"
        "      choices: [lsmod, modinfo]\n"
        "      correct: [lsmod]\n",
        source="quiz.yml",
    )
    assert [(c.answer, c.choices) for c in got.deck.cards] == [
        ("wall", {}),
        ("A", {"A": "lsmod", "B": "modinfo"}),
    ]


def test_options_each_wrapped_in_one_code_span_with_their_letter_are_lettered_options() -> None:
    """`` - `A. True` `` / `` - `B. False` `` and `` **Correct Answer:** `B. False` ``: the
    options kept their spans and letters (`` `A. True` `` as option A) and the key's closing
    backtick ran into the explanation."""
    got = result(
        "<details>\n<summary>Is every port below 1024 privileged?</summary><br><b>\n\n"
        "**Options:**\n- `A. True`\n- `B. False`\n\n"
        "**Correct Answer:** `A. True`\n\n"
        "**Explanation**:\nBinding one needs root on most systems.\n\n</b></details>\n\n"
        "<details>\n<summary>Which command shows open sockets?</summary><br><b>\n\n"
        "**Options:**\n- `A. ss -tulpn`\n- `B. df -h`\n- `C. du -sh`\n\n"
        "**Correct Answer:** `A. ss -tulpn`\n\n</b></details>\n"
    )
    assert [(c.choices, c.answer, c.explanation) for c in got.deck.cards] == [
        ({"A": "True", "B": "False"}, "A", "Binding one needs root on most systems."),
        ({"A": "ss -tulpn", "B": "df -h", "C": "du -sh"}, "A", ""),
    ]


def test_polish_key_lines_and_bare_questions_among_labelled_ones() -> None:
    """Exam notes: `Question: ... Possible answers:` over `A.`..`D.` and `Poprawne B`
    (Polish "correct", no colon, on each such question), then questions pasted bare over `- option` bullets with
    `Poprawne: text` or `Poprawne:` over the right bullet(s). The key lines were not read and
    the bare questions ran into the card above."""
    got = result(
        "Question: Which port does SSH use? Possible answers:\n"
        "A. 21\nB. 22\nC. 23\n\n\nPoprawne B\n\n\n"
        "Question: Which port does DNS use? Possible answers:\n"
        "A. 25\nB. 80\nC. 53\n\nPoprawne C\n\n\n"
        "Which tool resolves names?\n"
        "- ping\n- dig\n- ls\n\nPoprawne: dig\nIt queries DNS servers.\n\n\n"
        "Which command lists sockets?\n"
        "- df\n- ss\n- du\n\nPoprawne:\n- ss\n\nIt reads socket tables.\n\n\n"
        "Which two are editors?\n(Choose 2)\n"
        "- vim\n- grep\n- nano\nPoprawne:\n- vim\n- nano\n"
    )
    cards = got.deck.cards
    assert [(c.question.split("\n")[0], c.answer) for c in cards] == [
        ("Which port does SSH use?", "B"),
        ("Which port does DNS use?", "C"),
        ("Which tool resolves names?", "B"),
        ("Which command lists sockets?", "B"),
        ("Which two are editors?", "- vim\n- nano"),
    ]
    assert cards[2].explanation == "It queries DNS servers."
    assert cards[3].explanation == "It reads socket tables."
    assert "- A) vim" in cards[4].question
    assert any("2 right options" in w for w in got.warnings)


def test_a_link_in_an_answer_folds_title_is_kept_under_the_key() -> None:
    """`<summary>Answer (Learn more: <a href=...>Resource</a>)</summary>` over `Correct
    answer: B`: the summary is the answer's label, and its link was lost with its words."""
    got = result(
        "1. Which service scales compute capacity?\n"
        "    - A. A budget alarm.\n    - B. An autoscaler.\n\n"
        "    <details markdown=1><summary markdown='span'>Answer (Learn more: "
        '<a href="https://example.org/scaling" target="_blank">Resource</a>) </summary>\n'
        "      Correct answer: B\n    </details>\n\n"
        "2. Which service stores objects?\n"
        "    - A. An object store.\n    - B. A block volume.\n\n"
        "    <details markdown=1><summary markdown='span'>Answer</summary>\n"
        "      Correct answer: A\n    </details>\n"
    )
    assert [(c.answer, c.explanation) for c in got.deck.cards] == [
        ("B", "Learn more: [Resource](https://example.org/scaling)"),
        ("A", ""),
    ]
