"""Headings that only name a topic over stems that ask, each answered below it (options and a
key, or a fold hiding the answer): the stems are the questions, the headings their sections;
and on a page whose questions are parted by rules, each unanswered part is named on its own
(judges' rounds, 2026-11-24 and 2026-12-01)."""

from __future__ import annotations

from tests.importing import result

_STEM = "Choose the output of the code below."


def _question(code: str, options: list[str], key: int) -> str:
    lines = [_STEM, "", "```java", code, "```", ""]
    lines += [f"1. {option}" for option in options]
    return "\n".join([*lines, "", f"`Answer: {key}`", "", "----", "", ""])


_EXAM = (
    "# Operators\n\n"
    + _question("print(3 * 2);", ["6", "5", "error"], 1)
    + _question("print(7 / 2);", ["3", "3.5", "error"], 1)
    + "# Loops\n\n"
    + _question("for (;;) {}", ["runs forever", "error"], 1)
    + "# Strings\n\n"
    + _question('print("a" + 1);', ["a1", "error"], 1)
    + _question('print("b".length());', ["1", "0", "error"], 1)
)


def test_topic_headings_over_keyed_stems_are_sections() -> None:
    cards = result(_EXAM).deck.cards
    assert len(cards) == 5
    assert all(c.question.startswith(_STEM) for c in cards)
    assert ["print(7 / 2);" in c.question for c in cards] == [False, True, False, False, False]
    assert [c.answer for c in cards] == ["A"] * 5
    assert cards[2].choices == {"A": "runs forever", "B": "error"}
    assert not any("Loops" in c.question or "Strings" in c.question for c in cards)


def test_one_stem_under_each_heading_keeps_the_heading_as_the_question() -> None:
    text = (
        "# Quiz\n\n## Networking\n\nWhich layer routes packets?\n\nA) Transport\nB) Network\n\n"
        "Answer: B\n\n## Storage\n\nWhich RAID level mirrors?\n\nA) RAID 0\nB) RAID 1\n\n"
        "Answer: B\n"
    )
    cards = result(text).deck.cards
    assert [c.question.split("\n")[0] for c in cards] == ["Networking", "Storage"]
    assert [c.answer for c in cards] == ["B", "B"]


def test_a_sub_numbered_heading_over_a_task_stays_a_question() -> None:
    text = (
        "# Exercises\n\n## 5. Queries\n\n### 5.1 Filters\n\nWrite these queries:\n\n"
        "1. All products.\n\nAnswer: SELECT * FROM products;\n\n"
        "### 5.2 Patterns\n\nWrite these queries:\n\n1. Names with M.\n\n"
        "Answer: SELECT * FROM products WHERE name LIKE 'M%';\n"
    )
    questions = [c.question for c in result(text).deck.cards]
    assert len(questions) == 2
    assert all("Write these queries:" in q for q in questions)


_FOLD = "<details>\n<summary>Answer</summary>\n\n- {}\n\n</details>\n\n---\n\n"

_RULED = (
    "# Past exam\n\n## Session 1\n\n"
    "Name the layer that routes packets between networks.\n- It picks a path.\n\n"
    + _FOLD.format("Network layer")
    + "Explain what a deadlock is.\n\n"
    + _FOLD.format("Two tasks each wait for the other.")
    + "Write the output of the program in the picture.\n![code](code.png)\n\n---\n\n"
    + "Give the output of the second program shown.\n![code](code2.png)\n\n---\n\n"
    + "## Session 2\n\nWhat does DNS resolve?\n\n"
    + _FOLD.format("Names to addresses.")
    + "Describe what a checksum detects.\n\n"
    + _FOLD.format("Corrupted data.")
)


def test_parts_over_answer_folds_are_questions_whatever_their_ending() -> None:
    imported = result(_RULED)
    cards = imported.deck.cards
    assert [c.question.split("\n")[0] for c in cards] == [
        "Name the layer that routes packets between networks.",
        "Explain what a deadlock is.",
        "What does DNS resolve?",
        "Describe what a checksum detects.",
    ]
    assert cards[0].question.endswith("- It picks a path.")
    assert [c.answer for c in cards] == [
        "- Network layer",
        "- Two tasks each wait for the other.",
        "- Names to addresses.",
        "- Corrupted data.",
    ]
    assert [c.tags for c in cards] == [("session-1",)] * 2 + [("session-2",)] * 2


def test_each_unanswered_part_is_named() -> None:
    skipped = [s.reason for s in result(_RULED).skipped]
    assert len(skipped) == 2
    assert "'Write the output of the program in the picture.'" in skipped[0]
    assert "'Give the output of the second program shown.'" in skipped[1]


def test_each_unanswered_part_between_rules_is_named_when_it_reads_as_no_question() -> None:
    text = (
        "## 1회\n\n수도는 어디인가?\n\n"
        + _FOLD.format("서울")
        + "다음 코드의 결과를 쓰시오.\n![code](a.png)\n\n---\n\n"
        + "다음 SQL문의 결과를 쓰시오.\n![code](b.png)\n\n---\n\n"
        + "가장 큰 행성은?\n\n"
        + _FOLD.format("목성")
    )
    imported = result(text)
    assert [c.answer for c in imported.deck.cards] == ["- 서울", "- 목성"]
    named = [w for w in imported.warnings if "between questions in no card" in w]
    assert len(named) == 2
    assert "다음 코드의 결과를 쓰시오." in named[0]
    assert "다음 SQL문의 결과를 쓰시오." in named[1]


def test_closing_notes_parted_by_rules_stay_one_warning() -> None:
    text = (
        "# Notes\n\n---\n\nWhat is DNS?\n\nAnswer: Name resolution.\n\n---\n\n"
        "What is TCP?\n\nAnswer: A reliable stream protocol.\n\n---\n\n"
        "Some closing words about how to study for the exam well.\n\n---\n\n"
        "More closing words about the next steps to take after this.\n"
    )
    imported = result(text)
    assert len(imported.deck.cards) == 2
    named = [w for w in imported.warnings if "in no card" in w]
    assert len(named) == 1


def test_r_equals_is_a_spanish_answer_label() -> None:
    text = (
        "Quiz\n\n1. ¿Qué es un router?\nR= Une redes distintas.\n\n"
        "2. ¿Qué es DNS?\nR= Traduce nombres a direcciones.\n"
    )
    cards = result(text, "quiz.txt").deck.cards
    assert [c.answer for c in cards] == ["Une redes distintas.", "Traduce nombres a direcciones."]


def test_r_equals_glued_to_a_value_stays_a_formula() -> None:
    text = (
        "Quiz\n\n1. ¿Qué vale la resistencia?\nR=5 ohmios en el circuito.\n\n"
        "2. ¿Y la corriente?\nR=2 amperios en el circuito.\n"
    )
    answers = [c.answer for c in result(text, "quiz.txt").deck.cards]
    assert answers == ["R=5 ohmios en el circuito.", "R=2 amperios en el circuito."]


def test_a_heading_titled_by_a_year_is_a_topic_over_its_parts() -> None:
    text = _RULED.replace("## Session 1", "## 2020년 1회").replace("## Session 2", "## 2020년 2회")
    cards = result(text).deck.cards
    assert [c.answer for c in cards] == [
        "- Network layer",
        "- Two tasks each wait for the other.",
        "- Names to addresses.",
        "- Corrupted data.",
    ]
