"""Importer layouts met in the 2026-11-29 eighth session's rounds: each test is the shape of
one real document's layout, written small and made up (never a copy of the document)."""

from __future__ import annotations

from tests.importing import result

_BANNER = "| No. | Questions |\n| --- | --------- |\n"


def test_a_delimiter_row_with_a_blank_inside_its_dashes_still_opens_the_table() -> None:
    """`| --- | ----- ---- |` under the header repeated over each question: the row under it
    was read as text between questions and its question lost (with a warning)."""
    text = (
        "# Shelf notes\n\n"
        f"{_BANNER}| 1 | What is a shelf? <br><br> A board for books.\n"
        "```\nshelf.put(book)\n```\n"
        "| No. | Questions |\n| --- | ----- ---- |\n"
        "| 2 | What is a rack? <br><br> A frame of shelves.\n"
        "```\nrack.add(shelf)\n```\n"
        f"{_BANNER}| 3 | What is a bin? <br><br> An open box.\n"
    )
    imported = result(text)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "What is a shelf?", "A board for books.\n```\nshelf.put(book)\n```"),
        ("q02", "What is a rack?", "A frame of shelves.\n```\nrack.add(shelf)\n```"),
        ("q03", "What is a bin?", "An open box."),
    ]
    assert not imported.warnings


def test_a_spaced_dash_run_outside_a_table_is_left_alone() -> None:
    """Guard: `- ---- ----` in prose or a bullet is no delimiter row (no line of cells above
    it), and stays as written."""
    text = "## 1. What is a dash?\n\nA mark | a line.\n- ---- ---- stays\n\n## 2. What is a dot?\n\nA point.\n"
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a dash?", "A mark | a line.\n- ---- ---- stays"),
        ("What is a dot?", "A point."),
    ]


def test_html_below_a_question_row_is_the_rest_of_its_answer() -> None:
    """`| 5 | What is X? <br><br> X is ...`, a blank line, then `<h5>Uses:</h5>` over
    `<strong>Label:</strong> text` lines, prose and code, before the next question's table:
    all of it was dropped as text between questions."""
    text = (
        "# Crate notes\n\n"
        f"{_BANNER}| 1 | What is a crate? <br><br> A crate is a big box.\n\n"
        "<h5>Uses of crates:</h5>\n"
        "<strong>Shipping:</strong> move goods.\n"
        "<strong>Storage:</strong> keep goods.\n\n"
        "Crates can be stacked.\n"
        "```\nstack(crate)\n```\n"
        f"{_BANNER}| 2 | What is a bag? <br><br> A soft box.\n"
    )
    imported = result(text)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        (
            "q01",
            "What is a crate?",
            "A crate is a big box.\n\n##### Uses of crates:\n**Shipping:** move goods.\n"
            "**Storage:** keep goods.\n\nCrates can be stacked.\n```\nstack(crate)\n```",
        ),
        ("q02", "What is a bag?", "A soft box."),
    ]
    assert not imported.warnings


def test_a_section_heading_below_a_question_table_is_no_part_of_its_last_answer() -> None:
    """Guard: `## Part 2` (the table's own level) or `### See also` under a question table
    whose cells are HTML ends the last row's answer, as before."""
    text = (
        "## Part 1\n\n"
        "| Question | Answer |\n| --- | --- |\n"
        "| What is a crate? | A big box.<br>Made of wood. |\n"
        "| What is a bag? | A soft box.<br>Made of cloth. |\n\n"
        "### See also\n\n<strong>Boxes</strong> elsewhere.\n\n"
        "## Part 2\n\n"
        "| Question | Answer |\n| --- | --- |\n"
        "| What is a tin? | A metal box.<br>Sealed. |\n\n"
        "## Part 3\n\n<strong>Nothing</strong> here yet.\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a crate?", "A big box.\nMade of wood."),
        ("What is a bag?", "A soft box.\nMade of cloth."),
        ("What is a tin?", "A metal box.\nSealed."),
    ]


def test_a_pinned_heading_number_without_its_dot_is_the_questions_number() -> None:
    """`## 📌 3 Can you ...?` among `## 📌 2. What ...?`: the number stayed in the question;
    the same number said twice (`## 📌 3 How ...?` after it) is still a number, not text."""
    text = (
        "## 📌 1. What is a pool?\n\nA set of workers.\n\n"
        "## 📌 2. What is a queue?\n\nA line of jobs.\n\n"
        "## 📌 3 Can you drain a queue?\n\nYes, with a flush.\n\n"
        "## 📌 3 How do you size a pool?\n\nBy the cores.\n"
    )
    imported = result(text)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "What is a pool?", "A set of workers."),
        ("q02", "What is a queue?", "A line of jobs."),
        ("q03", "Can you drain a queue?", "Yes, with a flush."),
        ("q03-2", "How do you size a pool?", "By the cores."),
    ]


def test_a_year_heading_under_numbered_questions_keeps_its_number() -> None:
    """Guard: `## 📌 2019 Highlights` (no question word, and no count it goes on) is no
    numbered question: its number stays in its text."""
    text = (
        "## 📌 1. What is a pool?\n\nA set of workers.\n\n"
        "## 📌 2. What is a queue?\n\nA line of jobs.\n\n"
        "## 📌 2019 Highlights\n\nPools grew.\n"
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards][:2] == ["What is a pool?", "What is a queue?"]
    assert all(not c.question.startswith("Highlights") for c in cards)


def _counted(middle: str, *, gap: bool = False) -> str:
    """Six numbered question headings, the third one's answer `middle` (`### 3.` under `##`
    questions, the next 4; or `## 3.`, the next 5 when `gap`: a number missing after it)."""
    after, marks = (5, "##") if gap else (4, "###")
    return (
        "## 📌 1. What is a pool?\n\nA set of workers.\n\n"
        "## 📌 2. What is a queue?\n\nA line of jobs.\n\n"
        f"{marks} 📌 3. How do you open a connection?\n\nUse one shared client.\n{middle}\n"
        f"## 📌 {after}. What is a lock?\n\nA guard on data.\n\n"
        f"## 📌 {after + 1}. What is a latch?\n\nA one-time gate.\n\n"
        f"## 📌 {after + 2}. What is a barrier?\n\nA meeting point.\n"
    )


def test_headings_inside_a_counted_answer_are_its_parts_at_any_level() -> None:
    """`### 📌 3. How ...?` over `## Example` (a level above) and `### Why is it shared?`
    (asking), before `## 📌 4.`: the count says no question is missing, so both are parts of
    the answer; they were a section that cut the answer (its text dropped) and a card."""
    middle = "\n## Example\n\n```js\nconnect()\n```\n\n### Why is it shared?\n\nTo save sockets.\n"
    imported = result(_counted(middle))
    cards = imported.deck.cards
    assert [(c.id, c.question) for c in cards] == [
        ("q01", "What is a pool?"),
        ("q02", "What is a queue?"),
        ("q03", "How do you open a connection?"),
        ("q04", "What is a lock?"),
        ("q05", "What is a latch?"),
        ("q06", "What is a barrier?"),
    ]
    assert cards[2].answer == (
        "Use one shared client.\n\n## Example\n\n```js\nconnect()\n```\n\n"
        "### Why is it shared?\n\nTo save sockets."
    )
    assert not imported.warnings


def test_numbered_points_of_a_counted_answer_are_no_questions() -> None:
    """`1.  Use nouns.` and `2.  Create versioned URLs.`, each over its code, under
    `### 📌 3. ...?` and before `## 📌 4.`: the answer's points, not two cards (the
    question left with no answer)."""
    middle = "\n1.  Use nouns.\n```\n/users\n```\n2.  Create versioned URLs.\n```\n/v1/users\n```\n"
    cards = result(_counted(middle)).deck.cards
    assert [c.question for c in cards][2:4] == ["How do you open a connection?", "What is a lock?"]
    assert cards[2].answer == (
        "Use one shared client.\n\n1.  Use nouns.\n```\n/users\n```\n"
        "2.  Create versioned URLs.\n```\n/v1/users\n```"
    )


def test_an_unnumbered_question_where_the_count_skips_a_number_stays_a_question() -> None:
    """Guard: `## What is a mutex?` between `3.` and `5.`: the count misses question 4, so
    the unnumbered heading may be it, and stays a card of its own."""
    middle = "\n## What is a mutex?\n\nA lock for one owner.\n"
    cards = result(_counted(middle, gap=True)).deck.cards
    assert [c.question for c in cards] == [
        "What is a pool?",
        "What is a queue?",
        "How do you open a connection?",
        "What is a mutex?",
        "What is a lock?",
        "What is a latch?",
        "What is a barrier?",
    ]
    assert cards[3].answer == "A lock for one owner."


def test_bold_only_html_paragraphs_are_the_titles_answers_hang_from() -> None:
    """`<p id="x"><strong>Hoisting</strong></p>` over loose text and `<pre>` code, topics
    between `<hr/>` rules, a list of links to them at the top: "no questions found". The
    answered topics are cards, the empty ones (one left unbolded) reported unanswered."""
    text = (
        "**TOPICS**\n\n"
        '<a href="#hoist">Hoisting</a>\n\n<a href="#tdz">Temporal Dead Zone</a>\n\n'
        '<a href="#scope">Block scope</a>\n\n<a href="#closure">Closures</a>\n\n'
        '<a href="#loop">Event loop</a>\n\n'
        "**NOTES**\n\n"
        '<p id="hoist"><strong>Hoisting</strong></p>\n'
        "Hoisting moves declarations up.\n"
        "<pre>\nconsole.log(a); var a = 1;\n</pre>\n\n"
        "<hr/>\n"
        '<p id="tdz"><strong>Temporal Dead Zone</strong></p>\n'
        "<hr/>\n"
        '<p id="scope"><strong>Block scope</strong></p>\n'
        "<p>\nA let lives in its block.\n</p>\n\n"
        "<hr/>\n"
        '<p id="loop">Event loop</p>\n'
        "<hr/>\n"
        '<p id="closure"><strong>Closures</strong></p>\n'
        "A function keeps its scope.\n"
    )
    imported = result(text)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        (
            "q01",
            "Hoisting",
            "Hoisting moves declarations up.\n\n```\nconsole.log(a); var a = 1;\n\n```",
        ),
        ("q03", "Block scope", "A let lives in its block."),
        ("q05", "Closures", "A function keeps its scope."),
    ]
    assert [s.line for s in imported.skipped] == [22, 30]


def test_a_bold_label_paragraph_with_text_of_its_own_is_no_title() -> None:
    """Guard: `<p><strong>Note:</strong> text</p>` and a long anchored sentence are answer
    text, never titles."""
    text = (
        "## 1. What is hoisting?\n\nDeclarations move up.\n\n"
        "<p><strong>Note:</strong> only declarations.</p>\n\n"
        '<p id="n2">This paragraph is a whole sentence that explains more.</p>\n\n'
        "## 2. What is a closure?\n\nA function with its scope.\n"
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["What is hoisting?", "What is a closure?"]
    assert "only declarations." in cards[0].answer
    assert "whole sentence" in cards[0].answer
