"""Layouts met in the 2026-11-29 (sixth) session's measurement rounds: each test builds a
small document of the shape met in a real one (never its text) and checks what the importer
makes of it."""

from __future__ import annotations

import json
from pathlib import Path

from srs.importers import ImportResult, import_file, import_text
from srs.importers.asking import ends_asking


def result(text: str) -> ImportResult:
    return import_text(text, source="doc.md")


def pairs(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


def test_a_two_digit_keycap_number_is_stripped_whole() -> None:
    """`### 11️⃣ What is X?`: a plain `1` before the keycap `1️⃣` is the number's, never the
    question's (one-digit keycaps were stripped, `11️⃣` kept as `11️⃣ What ...`)."""
    heads = "".join(
        f"### {n}\ufe0f\u20e3 What is item {n}?\n\n**Answer:** Item {n} is a thing.\n\n---\n\n"
        for n in (9, 10, 11, 12)
    )
    assert [q for q, _ in pairs("# Notes\n\n" + heads)] == [
        f"What is item {n}?" for n in (9, 10, 11, 12)
    ]


def test_plain_keycap_lines_number_their_questions_past_nine() -> None:
    """`11️⃣ **What is Y?**` on a line of its own: question 11, as `1️⃣1️⃣` is."""
    got = pairs(
        "# Quiz\n\n1\ufe0f\u20e3 **What is X?**\n\nX is a thing.\n\n"
        "11\ufe0f\u20e3 **What is Y?**\n\nY is another.\n\n"
        "1\ufe0f\u20e32\ufe0f\u20e3 **What is Z?**\n\nZ too.\n"
    )
    assert got == [
        ("What is X?", "X is a thing."),
        ("What is Y?", "Y is another."),
        ("What is Z?", "Z too."),
    ]


def test_a_full_width_question_mark_ends_an_asking_line() -> None:
    assert ends_asking("什么是进程？")
    assert not ends_asking("进程是什么。")


def test_a_quiz_sheet_keeps_every_option_column_past_eight(tmp_path: Path) -> None:
    """`Option 1` ... `Option 15` columns, most rows using a few: a row with nine or ten
    options keeps them all (the ninth on were dropped in silence), the key counted as the
    columns are numbered."""
    head = ",".join(["Id", "Question", *(f"Option {n},Image {n}" for n in range(1, 16)), "Answer"])
    ten = ",".join(f"Sort {n}," for n in range(1, 11)) + "," * 10
    three = "yes,,no,,maybe," + "," * 24
    sheet = tmp_path / "quiz.csv"
    sheet.write_text(
        f"{head}\n1,Which is sort ten?,{ten},10\n2,Which is sort nine?,{ten},9\n"
        f"3,Is it so?,{three},2\n",
        encoding="utf-8",
    )
    cards = import_file(sheet).deck.cards
    assert [list(c.choices.values()) for c in cards[:2]] == [
        [f"Sort {n}" for n in range(1, 11)]
    ] * 2
    assert [(c.answer, c.correct_choice) for c in cards] == [
        ("J", "Sort 10"),
        ("I", "Sort 9"),
        ("B", "no"),
    ]


def test_numbered_option_fields_keep_their_numeric_order(tmp_path: Path) -> None:
    """`option1` ... `option10` fields in a JSON quiz: `option10` is the tenth, not the second."""
    quiz = tmp_path / "quiz.json"
    options = {f"option{n}": f"Item {n}" for n in range(1, 11)}
    quiz.write_text(
        json.dumps([{"question": "Which is item ten?", **options, "answer": 10}]),
        encoding="utf-8",
    )
    [card] = import_file(quiz).deck.cards
    assert list(card.choices) == list("ABCDEFGHIJ")
    assert card.choices["J"] == "Item 10" and card.answer == "J"


def test_a_link_back_to_the_contents_in_another_language_is_page_furniture() -> None:
    """`[к оглавлению](#page-title)` under every answer (Russian: "to the contents"), pointing
    at the title's anchor: no part of the answers, as `[Back to top](#top)` is not."""
    got = pairs(
        "# Java basics\n\n"
        "## 1. What is a class?\n\nA blueprint for objects.\n\n[к оглавлению](#java-basics)\n\n"
        "## 2. What is an object?\n\nAn instance of a class.\n\n[к оглавлению](#java-basics)\n\n"
        "## 3. Was ist ein Interface?\n\nEin Vertrag.\n\n[Zurück zum Inhalt](#java-basics)\n"
    )
    assert got == [
        ("What is a class?", "A blueprint for objects."),
        ("What is an object?", "An instance of a class."),
        ("Was ist ein Interface?", "Ein Vertrag."),
    ]


def test_a_lone_link_to_another_question_stays_in_the_answer() -> None:
    """A link alone on its line to another question's anchor is the answer's cross-reference."""
    got = pairs(
        "# Notes\n\n## 1. What is a class?\n\nA blueprint.\n\n[See also: objects](#2-objects)\n\n"
        "## 2. What is an object?\n\nAn instance.\n"
    )
    assert got[0] == ("What is a class?", "A blueprint.\n\n[See also: objects](#2-objects)")


def _bold_keyed(key: str, options: list[str]) -> str:
    bullets = "\n".join(f"-   {option}" for option in options)
    return f"### Q1. Which service fits?\n\n{bullets}\n\n**{key}**\n\n---\n\n"


def test_a_bold_key_may_gloss_its_option_in_brackets() -> None:
    """`**DMS (Database Migration Service)**` under unlettered `- DMS` options: the key is
    DMS, the gloss its explanation (the card was open, its answer the raw bullets)."""
    [card] = result(
        _bold_keyed("DMS (Database Migration Service)", ["RDS", "SCT", "DMS"])
    ).deck.cards
    assert (card.choices, card.answer, card.explanation) == (
        {"A": "RDS", "B": "SCT", "C": "DMS"},
        "C",
        "Database Migration Service",
    )


def test_a_bold_key_may_name_an_option_without_the_options_own_gloss() -> None:
    options = ["Amplify (for front ends)", "AppSync (queries data sources)", "Cognito (sign-in)"]
    [card] = result(_bold_keyed("AppSync", options)).deck.cards
    assert card.answer == "B"


def test_a_bold_key_joining_two_options_or_naming_all_makes_an_open_card_of_them() -> None:
    two = result(
        _bold_keyed(
            "Firewall manager & Security group",
            ["NACL", "WAF", "Firewall manager", "Security group"],
        )
    )
    every = result(_bold_keyed("All of above", ["Pay per run", "Scales itself", "Runs near users"]))
    # (an open card naming its right options, warned as every key naming several is)
    assert [(c.is_choice, c.answer) for c in [*two.deck.cards, *every.deck.cards]] == [
        (False, "- Firewall manager\n- Security group"),
        (False, "- Pay per run\n- Scales itself\n- Runs near users"),
    ]
    assert [len(two.warnings), len(every.warnings)] == [1, 1]
    assert "has 2 right options (C, D); made an open card" in two.warnings[0]


def test_a_bold_line_naming_no_option_is_no_key() -> None:
    """Guard: a bold remark under the options that names none of them keys nothing."""
    [card] = result(_bold_keyed("Think about cost first", ["RDS", "SCT", "DMS"])).deck.cards
    assert not card.is_choice


def test_an_escaped_bold_opener_left_unclosed_is_no_part_of_the_question() -> None:
    """`10. \\*\\*What is X?` among `9. **What is Y?**` items: an editor escaped the stars a
    typist left unclosed; the question is the words after them."""
    got = result(
        "1. **Which service is serverless?**\n\n- EC2\n- Lambda ✅\n\n"
        "2. \\*\\*Which service stores objects?\n\n- S3 ✅\n- EBS\n\n"
        "3. **Which is a CDN?**\n\n- CloudFront ✅\n- VPC\n"
    )
    assert [c.question for c in got.deck.cards] == [
        "Which service is serverless?",
        "Which service stores objects?",
        "Which is a CDN?",
    ]


def test_escaped_stars_inside_a_question_stay() -> None:
    """Guard: an escaped star of the author's (`\\*args`) is kept, even opening a question."""
    got = pairs(
        "## 1. What is \\*args in Python?\n\nVariadic positional arguments.\n\n"
        "## 2. \\*args or a list?\n\nEither.\n"
    )
    assert got == [
        ("What is \\*args in Python?", "Variadic positional arguments."),
        ("\\*args or a list?", "Either."),
    ]


def test_a_loose_bold_question_among_unnumbered_bold_questions_is_one() -> None:
    """`** What is Y?**` (a blank after the stars: no emphasis to CommonMark) among
    `**What is X?**` questions with `**Answer:**` labels: a question of its own, not text
    run into the answer above."""
    got = pairs(
        "**What is a module?**\n\n**Answer:** A unit of code.\n\n"
        "**What is a pipe?**\n\n**Answer:** A value transform.\n\n"
        "** What is a guard?**\n\n**Answer:** A route check.\n\n"
        "**What is a service?**\n\n**Answer:** Shared logic.\n"
    )
    assert got == [
        ("What is a module?", "A unit of code."),
        ("What is a pipe?", "A value transform."),
        ("What is a guard?", "A route check."),
        ("What is a service?", "Shared logic."),
    ]


def test_a_first_line_introducing_the_questions_names_no_deck() -> None:
    """`Here are some basic interview questions and answers:` first: no title (the deck was
    named by the whole sentence); the file's name names it."""
    got = result(
        "Here are some common SQL interview questions with answers:\n\n"
        "1. What is a join?\n\nA join combines rows.\n\n2. What is an index?\n\nA lookup aid.\n"
    )
    assert got.deck.name == "doc"
    assert [c.question for c in got.deck.cards] == ["What is a join?", "What is an index?"]


def test_an_arrow_opening_most_answers_is_their_mark_not_their_text() -> None:
    """`-> NPE, concise code` under each question of a plain-text note: the arrow marks the
    answer (it stayed in 64 of 67); several arrow lines are a list; code keeps its arrows."""
    got = pairs(
        "1. Why Kotlin?\n-> Null safety, concise code\n\n"
        "2. What are scope functions?\n-> let\n-> apply\n\n"
        "3. What is a lambda?\n-> A function literal\n\n"
        "4. Show a lambda.\n```kotlin\nval f = { x: Int -> x + 1 }\n```\n"
    )
    assert got == [
        ("Why Kotlin?", "Null safety, concise code"),
        ("What are scope functions?", "- let\n- apply"),
        ("What is a lambda?", "A function literal"),
        ("Show a lambda.", "```kotlin\nval f = { x: Int -> x + 1 }\n```"),
    ]


def test_an_arrow_opening_one_answer_stays() -> None:
    """Guard: one answer of many opening with `->` keeps it (the author's own arrow)."""
    got = pairs(
        "1. What is X?\nA thing.\n\n2. What is Y?\nAnother thing.\n\n"
        "3. What maps to what?\n-> keys to values\n\n4. What is Z?\nA third.\n"
    )
    assert got[2] == ("What maps to what?", "-> keys to values")


def test_a_first_line_that_is_no_title_is_reported_with_the_introduction() -> None:
    """`Format:` or a chat's opening sentence first: no deck name (the file names it), and
    the line is reported with the introduction, not taken in silence as a title."""
    got = result(
        "Sure! Here's a list with 2 SQL interview questions and answers:\n\n"
        "1. What is a join?\n\nA join combines rows.\n\n2. What is an index?\n\nA lookup aid.\n"
    )
    assert got.deck.name == "doc"
    assert any("introduction" in w and "Sure! Here" in w for w in got.warnings)


def test_a_second_table_header_run_into_the_first_makes_no_card() -> None:
    """A question|answer table whose rows run on (no blank line) into a second table's header
    and its `|---|---|` row: the repeated header and the dashes are no questions (reported as
    unanswered here; with a line between, the dashes became a card `---` answered `---`, a
    case hypothesis found)."""
    got = result(
        "# Notes\n\n| Question | Answer |\n|---|---|\n| What is X? | A thing |\n"
        "| Question | Answer |\n|---|---|\n| What is Y? | Another |\n"
        "| Question | Answer |\n|---|---|\n"
    )
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What is X?", "A thing"),
        ("What is Y?", "Another"),
    ]
    assert got.warnings == ()  # (each header and dash row was a question with no answer)
