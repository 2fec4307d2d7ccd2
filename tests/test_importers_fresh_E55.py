"""Importer layouts met on fresh public documents in the eleventh (2026-11-30) session's
rounds: each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


def test_html_bold_questions_holding_code_spans_or_a_raw_angle_are_questions() -> None:
    """`* <b>What does ```tool -v``` print?</b><br />` over `<br>`-ended answer lines: a code
    span (even in triple backticks) or a raw `>` inside the bold kept the HTML as written, so
    the bullet was no question and its answer went as text between questions."""
    text = (
        "# Shell\n\n"
        "* <b>What does a plain bullet ask?</b><br />\n  Nothing special<br>\n"
        "* <b>What does ```tool -v``` print?</b><br />\n  The tool's version<br>\n"
        "* <b>What does `tool -q` do?</b><br />\n  Runs quietly<br>\n"
        "* <b>How to send both streams to one file (> f 2>&1)?</b><br />\n  Join them<br>\n"
    )
    assert _cards(text) == [
        ("What does a plain bullet ask?", "Nothing special"),
        ("What does `tool -v` print?", "The tool's version"),
        ("What does `tool -q` do?", "Runs quietly"),
        ("How to send both streams to one file (> f 2>&1)?", "Join them"),
    ]


def test_an_html_bold_tag_shown_in_a_code_span_stays_code() -> None:
    """Guard: `` `<b>bold</b>` `` inside a code span is HTML shown as an example, not bold."""
    text = "# HTML\n\n## Which tag makes text bold?\n\nWrite `<b>bold</b>` around it.\n"
    assert _cards(text) == [("Which tag makes text bold?", "Write `<b>bold</b>` around it.")]


_TASKS = (
    "# Drills\n\n"
    "## Practice\n\n"
    "* Unpack the archive a.tgz without any help. <br>\n"
    "  tar xzf a.tgz <br>\n"
    "* How do you split a file into parts? For example 1 GB each. <br>\n"
    "  split -b 1G f <br>\n"
    "* Delete every .tmp file below the folder? <br>\n"
    "  find . -name '*.tmp' -delete <br>\n"
    "* Check that port 8443 answers on host Y <br>\n"
    "  nc -z y 8443\n"
    "* Explain the command `ls | wc -l` <br>\n"
    "* Which process listens on a port? <br>\n"
    "  ss -tlnp\n"
    "* Write a script that compares two folders. <br>\n"
)


def test_task_bullets_ended_by_breaks_among_asking_ones_are_questions() -> None:
    """An exercises list: `* Unpack ... <br>` over `  tar ... <br>`, tasks with no question
    mark among siblings of the same shape that ask: every item is a question, the answered
    ones cards, the others reported one by one (the list went as one block of text)."""
    imported = result(_TASKS)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("Unpack the archive a.tgz without any help.", "tar xzf a.tgz"),
        ("How do you split a file into parts? For example 1 GB each.", "split -b 1G f"),
        ("Delete every .tmp file below the folder?", "find . -name '*.tmp' -delete"),
        ("Check that port 8443 answers on host Y", "nc -z y 8443"),
        ("Which process listens on a port?", "ss -tlnp"),
    ]
    assert [s.line for s in imported.skipped] == [13, 16]
    assert not [w for w in imported.warnings if "between questions" in w]


def test_break_ended_notes_with_one_question_stay_notes() -> None:
    """Guard: a list of `<br>`-ended points over their details where only one item asks is
    no list of questions: its points are not made cards."""
    text = (
        "# Setup\n\n"
        "## How do I install it?\n\nRun the installer.\n\n"
        "## Notes\n\n"
        "* Keep the config in git. <br>\n  It changes often <br>\n"
        "* Back up the data folder. <br>\n  Nightly is enough <br>\n"
        "* Why restart after an upgrade? <br>\n  To load the new code <br>\n"
    )
    assert _cards(text) == [("How do I install it?", "Run the installer.")]


def test_an_html_bold_tag_in_a_code_span_over_two_lines_stays_code() -> None:
    """Guard: a code span opened on one line and closed on the next (`` `<b>x</b> `` /
    `` <strong>y</strong>` ``): the second line's tag is code too, though no backtick is
    before it on its own line."""
    text = (
        "# HTML\n\n## Which tags make text bold?\n\n"
        "Both of these:\n`<b>Plain</b>\n<strong>Strong</strong>`\n"
    )
    assert _cards(text) == [
        ("Which tags make text bold?", "Both of these:\n`<b>Plain</b>\n<strong>Strong</strong>`")
    ]


_FOLLOW_UPS = (
    "Revision notes\n\n"
    "🧠 1️⃣ Basics (warm up)\n\n"
    "##Pergunta 1\n\n"
    "👉 What does a query planner do?\n\n"
    "R:\nIt picks how a query runs.\n\n"
    "##Pergunta 2\n\n"
    "What differs between these two?\n\nSELECT a FROM t;\n\n"
    "R:\nThe first reads one column.\n\n"
    "👉 When would you use each?\n\n"
    "R:\nThe first in reports, the second never.\n\n"
    "🧠 2️⃣ Practice (hands on)\n"
    "##Pergunta 3\n\n"
    "👉 Why end a statement with a semicolon?\n\n"
    "R:\nTo split statements.\n\n\n"
    "🧪 3️⃣ Challenges (hands on)\n"
    "🔹 Challenge 1\n\n"
    "Write the query for:\n\nAll distinct products sold.\n\n"
    "R:\nSELECT DISTINCT p FROM sales;\n"
)


def test_a_follow_up_with_its_own_answer_label_is_a_card_of_its_own() -> None:
    """`##Pergunta 2` / question / `R:` / answer / `👉 When ...?` / `R:` / answer: the
    follow-up and the task set under `🔹 Challenge 1` were the end of the answer above, the
    second label rewritten as text; a keycap-numbered section title (`🧠 2️⃣ Practice`) was
    the answer's last line."""
    assert _cards(_FOLLOW_UPS) == [
        ("What does a query planner do?", "It picks how a query runs."),
        ("What differs between these two?\n\nSELECT a FROM t;", "The first reads one column."),
        ("When would you use each?", "The first in reports, the second never."),
        ("Why end a statement with a semicolon?", "To split statements."),
        ("Write the query for:\n\nAll distinct products sold.", "SELECT DISTINCT p FROM sales;"),
    ]


def test_a_follow_up_the_answer_goes_on_to_answer_stays_in_it() -> None:
    """Guard: `👉 And why?` under `##Pergunta 1` with no second `R:` after it is a question
    the one answer below answers (it stays in the card), and `######` questions under a
    section's title, each with its own label, are each a card as before."""
    text = (
        "Notes\n\n##Pergunta 1\n\nWhat is an index?\n\n👉 And why use one?\n\n"
        "R:\nA sorted copy of a column.\n\nIt makes lookups fast.\n\n"
        "##Pergunta 2\n\n👉 What is a view?\n\nR:\nA stored query.\n"
    )
    assert _cards(text) == [
        (
            "What is an index?\n\n👉 And why use one?",
            "A sorted copy of a column.\n\nIt makes lookups fast.",
        ),
        ("What is a view?", "A stored query."),
    ]
    scenes = (
        "# Guide\n\n### 7.1 Questions\n\n"
        "###### 1️⃣ What is a cloud?\n\n**Definition:** Rented computers.\n**Example:** A VM.\n\n"
        '###### 2️⃣ How do you scale an app?\n\n**Lead-level answer:** "Add servers."\n\n'
        "### 7.2 Practice scenarios\n\n"
        '###### Scenario 1: "What if the app is slow?"\n\n**✅ My Answer:** "Add a cache."\n\n'
        '###### Scenario 2: "What if images pile up?"\n\n**✅ My Answer:** "Use storage."\n\n'
        '###### Scenario 3: "What if mail is late?"\n\n**✅ My Answer:** "Queue it."\n\n'
        "### 8 Setup\n\nText.\n"
    )
    assert [q for q, _ in _cards(scenes)] == [
        "What is a cloud?",
        "How do you scale an app?",
        'Scenario 1: "What if the app is slow?"',
        'Scenario 2: "What if images pile up?"',
        'Scenario 3: "What if mail is late?"',
    ]


def test_a_bullet_asking_before_its_break_is_reported_unanswered() -> None:
    """`* What do these commands do?<br>` over ` * `cut`` items (one blank of indent: siblings,
    not its sub-list) after answered bullets: the break after its question mark hid the mark,
    so the item was taken for a point of a list of statements and went as text."""
    text = (
        "# Commands\n\n"
        "* <b>Which command shows free memory?</b><br>\n  free -m <br>\n"
        "* <b>Which command lists hidden files?</b><br>\n  ls -a <br>\n"
        "* What do these commands do?<br>\n"
        " * `cut`\n * `tac`\n * `tee`\n * `wc`\n"
    )
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("Which command shows free memory?", "free -m"),
        ("Which command lists hidden files?", "ls -a"),
    ]
    assert [s.line for s in imported.skipped] == [7]
