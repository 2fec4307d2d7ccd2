"""Layouts met in the 2026-11-29 (seventh) session's measurement rounds and regression pool:
each test builds a small document of the shape met in a real one (never its text) and checks
what the importer makes of it."""

from __future__ import annotations

from pathlib import Path

from srs.importers import ImportResult, import_file, import_text


def result(text: str) -> ImportResult:
    return import_text(text, source="doc.md")


def pairs(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


def test_a_break_in_a_pages_list_item_keeps_the_answer_in_the_item(tmp_path: Path) -> None:
    """`<li><p><strong>Q1:</strong> ...?<br>⏎<strong>d) 60</strong></p></li>` (a page an
    editor exported): the line after the `<br>` hangs under the item's text. It was written at
    the margin after a blank line, which ended the item: every question "had no answer"."""
    items = "".join(
        f'<li class="x">\n<p><strong>Q{n}:</strong> What is {n} times ten?<br>\n'
        f"<strong>b) {n}0</strong></p>\n</li>\n"
        for n in (1, 2, 3)
    )
    page = tmp_path / "quiz.html"
    page.write_text(f"<html><body><p>Answers in bold:</p>\n<ul>\n{items}</ul></body></html>")
    got = import_file(page)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        (f"What is {n} times ten?", f"**b) {n}0**") for n in (1, 2, 3)
    ]
    assert not got.skipped


def test_a_break_in_a_numbered_item_hangs_under_its_text(tmp_path: Path) -> None:
    """`<ol><li>What is X?<br>X is ...</li>`: the answer hangs under the item's text (three
    columns in for `1. `), so each item is one question with its answer."""
    items = "".join(f"<li>What is part {n}?<br>Part {n} is a piece.</li>" for n in (1, 2, 3))
    page = tmp_path / "notes.html"
    page.write_text(f"<html><body><h1>Parts</h1><ol>{items}</ol></body></html>")
    got = import_file(page)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        (f"What is part {n}?", f"Part {n} is a piece.") for n in (1, 2, 3)
    ]


def test_a_numbered_section_over_sub_sections_of_unanswered_questions_is_no_question() -> None:
    """`## 1. Basics (5 Questions)` with only `### Intro (3 Questions)` sub-sections under it,
    each a list of questions without answers: a question bank's section. It was a card whose
    "answer" was the sub-sections, its questions lost inside it; now each is reported."""
    got = result(
        "# Bank\n\n## Answered\n\n#### Q1: What is REST?\n**Answer:** A style.\n\n---\n\n"
        "## 1. Basics (5 Questions)\n\n### Intro (3 Questions)\n\n1. What is an API?\n"
        "2. What is a mock?\n3. What is a stub?\n\n### More (2 Questions)\n\n"
        "4. What is an endpoint?\n5. What is a header?\n"
    )
    assert [(c.question, c.answer) for c in got.deck.cards] == [("What is REST?", "A style.")]
    assert [s.line for s in got.skipped] == [14, 15, 16, 20, 21]


def test_a_numbered_heading_over_sub_headings_with_answers_stays_a_question() -> None:
    """The guard: `## 1. Two sums` over `### Problem` and `### Solution` prose is a question
    (its sub-headings hold prose, not lists of questions)."""
    got = pairs(
        "# Tasks\n\n## 1. Two sums\n\n### Problem\n\nFind two numbers that add up to k.\n\n"
        "### Solution\n\nUse a set of the numbers seen.\n\n"
        "## 2. Reverse a list\n\nWalk it from both ends.\n"
    )
    assert [(q.split("\n")[0], a) for q, a in got] == [
        ("Two sums", "Use a set of the numbers seen."),
        ("Reverse a list", "Walk it from both ends."),
    ]


def test_a_list_numbered_again_without_a_heading_is_warned_of_once() -> None:
    """`HTML Questions:` / `**1. ...?**` ... then `CSS Questions:` / `**1. ...?**` again, no
    heading between: the second run's ids take a suffix, told in one warning (it was one per
    question, forty warnings for a plain document)."""
    run = "".join(f"**{n}. What is item {n}?**\n\nItem {n} is a thing.\n\n" for n in (1, 2, 3, 4))
    got = result(f"# Notes\n\nFirst part:\n\n{run}Second part:\n\n{run}")
    assert [c.id for c in got.deck.cards] == [
        *(f"q0{n}" for n in (1, 2, 3, 4)),
        *(f"q0{n}-2" for n in (1, 2, 3, 4)),
    ]
    clashes = [w for w in got.warnings if "repeats an id" in w]
    assert clashes == [
        "doc.md:23: question 1 repeats an id already used (q01); this one is q01-2, "
        "and 3 more after it take a suffix too"
    ]


def test_a_pictograph_after_a_question_label_marks_its_kind() -> None:
    """`### Question 2 💻` (the quiz marks questions with code so): a bare label over the
    question below, as `### Question 2` is; it was kept as the question's first line."""
    text = (
        "# Quiz\n\n### Question 1\nWhat is X?\n\nA. one\nB. two\n\n**Answer: A**\n\n"
        "### Question 2 💻\nWhat does this print?\n\n```python\nprint(1)\n```\n\n"
        "A. 1\nB. 2\n\n**Answer: A**\n\n### Question 3 ⭐\nWhat is Y?\n\nA. one\nB. two\n\n"
        "**Answer: B**\n"
    )
    cards = result(text).deck.cards
    assert [(c.question.split("\n")[0], c.answer) for c in cards] == [
        ("What is X?", "A"),
        ("What does this print?", "A"),
        ("What is Y?", "B"),
    ]


def test_a_bold_explanation_after_a_bold_key_keeps_its_opening_marks() -> None:
    """`**Correct: B.** **Redis** keeps data in memory.`: the explanation's own bold opens
    right after the key's; stripping the key's marks took its `**` too (`Redis** keeps`)."""
    text = (
        "# Quiz\n\n### Question 1\nWhich store keeps data in memory?\n\nA. Disk\nB. Redis\n\n"
        "<details><summary>Answer</summary>\n\n**Correct: B.** **Redis** keeps data in memory."
        "\n\n</details>\n\n### Question 2\nWhich is slower?\n\nA. Disk\nB. RAM\n\n"
        "<details><summary>Answer</summary>\n\n**Correct: A.** Disks seek.\n\n</details>\n"
    )
    cards = result(text).deck.cards
    assert [(c.answer, c.explanation) for c in cards] == [
        ("B", "**Redis** keeps data in memory."),
        ("A", "Disks seek."),
    ]


def test_an_answer_that_only_cites_its_source_is_no_answer() -> None:
    """`From: https://...` or `Source: <url>` alone under a question: where the question came
    from, its answer never written. Reported unanswered, not a card whose answer is a URL;
    a question answered by a link that says so (`[Answer](url)`) is another rule's."""
    got = result(
        "# Stats\n\n### What is a p-value?\n\nThe chance of data this extreme.\n\n"
        "### What is the chance of two aces?\n\nFrom: https://example.com/puzzles\n\n"
        "### What is a prior?\n\n**Source:** <https://example.com/bayes>\n\n"
        "### What is a median?\n\nThe middle value. Source: https://example.com/median\n"
    )
    assert [c.question for c in got.deck.cards] == ["What is a p-value?", "What is a median?"]
    assert [s.line for s in got.skipped] == [7, 11]


def test_an_answers_heading_may_name_its_part() -> None:
    """`## Réponses - Quiz (1/2)`, `## Answers: chapter 1`: an answer key's heading with a
    word on which part it keys; its `**Q1 : B** - why` entries key the questions above (the
    heading was read as one more question, every question skipped as keyless). A heading that
    only starts with such a word (`## Key-Related Questions`) is no key."""
    quiz = "".join(
        f"## Question {n}\n\nWhat is {n}?\n\nA) one\n\nB) two\n\n---\n\n" for n in (1, 2, 3)
    )
    got = result(
        "# Quiz\n\n" + quiz + "## Réponses - Quiz (1/2)\n\n**Q1 : B** - because.\n\n"
        "**Q2 : A** - since.\n\n---\n\n## Réponses - Quiz (2/2)\n\n**Q3 : B** - as.\n"
    )
    assert [(c.answer, c.explanation) for c in got.deck.cards] == [
        ("B", "because."),
        ("A", "since."),
        ("B", "as."),
    ]
    guard = pairs(
        "# Viva\n\n## Basics\n\n### What is an entity?\n\nA thing.\n\n"
        "## Key-Related Questions\n\n### What is a primary key?\n\nA unique id.\n"
    )
    assert [q for q, _ in guard] == ["What is an entity?", "What is a primary key?"]
