"""Layouts met in the 2026-11-29 (second) session's own dry runs and in the measurement rounds'
leftovers: each test builds a small document of the shape met in a real one (never its text)
and checks what the importer makes of it."""

from __future__ import annotations

from pathlib import Path

import pytest

from srs.importers import ImportResult, import_file, import_text


def result(text: str, source: str = "doc.md") -> ImportResult:
    return import_text(text, source=source)


def _exercise(n: int, task: str, code: str, extra: str = "") -> str:
    return f"{n}. {task}\n\n### Solution\n\n```go\n{code}\n```\n\n{extra}"


def test_numbered_exercises_answered_under_part_headings_are_questions() -> None:
    """`1. Write a program ...` over `### Solution` (code), `### Output`, `### Explanation`: the
    numbered line is the question, its part headings its answer (they were read as the
    questions, with the next exercise as their text)."""
    text = "# Go programs\n\n" + "".join(
        [
            _exercise(
                1,
                "Write a program to reverse a string.",
                "func rev() {}",
                "### Output\n\n```\nolleh\n```\n\n",
            ),
            _exercise(
                2,
                "Write a program to test a prime.",
                "func prime() {}",
                "### Explanation\n\nUp to the root.\n\n",
            ),
            _exercise(3, "Write a program to find the largest number.", "func max() {}"),
        ]
    )
    got = result(text)
    cards = got.deck.cards
    assert [c.question for c in cards] == [
        "Write a program to reverse a string.",
        "Write a program to test a prime.",
        "Write a program to find the largest number.",
    ]
    assert "func rev() {}" in cards[0].answer and "olleh" in cards[0].answer
    assert "Solution" not in cards[0].answer
    assert (
        "func prime() {}" in cards[1].answer
        and "Up to the root." in cards[1].answer + cards[1].explanation
    )
    assert "func max() {}" in cards[2].answer
    assert got.skipped == () and got.warnings == ()


def test_numbered_questions_over_answer_headings_under_sections() -> None:
    """`1. What ...?` over `### Answer` under `## Basics` sections, `2)` numbers too."""
    text = (
        "# Docker notes\n\n## Basics\n\n1. What is the lifecycle of a container?\n\n### Answer\n\n"
        "Created, running, stopped.\n\n2) How do you list containers?\n\n### Answer\n\nUse `docker ps`.\n\n"
        "## Advanced\n\n3. How do you limit memory?\n\n### Answer\n\nPass `--memory`.\n\n"
        "### Example\n\n```\ndocker run --memory 512m nginx\n```\n"
    )
    cards = result(text).deck.cards
    assert [c.answer.splitlines()[0] for c in cards] == [
        "Created, running, stopped.",
        "Use `docker ps`.",
        "Pass `--memory`.",
    ]
    assert "docker run --memory 512m nginx" in cards[2].answer


def test_a_list_inside_an_answer_over_an_explanation_heading_stays_in_the_answer() -> None:
    """The last point of a numbered list inside a heading question's answer, over that answer's
    `### Explanation`: a point, not a question (each answer's list starts again at 1)."""
    answer = "1. **Queue:** jobs go in.\n2. **Workers:** read jobs.\n3. **Sync:** wait for all.\n\n### Explanation\n\nA pool of workers.\n\n"
    text = "".join(
        f"## {q}\n\n{answer}" for q in ("How do you use a worker pool?", "How do you fan out?")
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["How do you use a worker pool?", "How do you fan out?"]
    assert all("3. **Sync:** wait for all." in c.answer for c in cards)


def _choice(n: int, stem: str, options: list[str], key: str, why: str, info: str = "") -> str:
    lettered = "".join(f"{chr(65 + k)}. {o}\n" for k, o in enumerate(options))
    return f"### {n}. {stem}\n\n{lettered}\n```{info}\nAnswer: {key}\nWhy: {why}\n```\n\n"


def test_a_key_set_in_a_bare_code_block_under_the_options_is_read() -> None:
    """`Answer: B. ReplicaSet` over `Why: ...` in an untagged code block right under the
    options: the key and its explanation (it was the answer of a question with no key)."""
    text = (
        "# Quiz\n\n"
        + _choice(
            1,
            "Which command lists pods?",
            ["kubectl get pods", "kubectl list pods"],
            "A. kubectl get pods",
            "get lists.",
        )
        + _choice(
            2,
            "Which keeps pods running?",
            ["Service", "ReplicaSet", "Secret"],
            "(b)",
            "it reconciles.",
        )
    )
    got = result(text)
    assert [(c.answer, c.explanation) for c in got.deck.cards] == [
        ("A", "get lists."),
        ("B", "it reconciles."),
    ]
    assert got.warnings == ()


def test_code_under_options_stays_code() -> None:
    """A tagged block, or one that does not open with an answer label, is code (the question's
    or the answer's)."""
    tagged = _choice(1, "What does it print?", ["1", "2"], "A", "one.", info="python")
    plain = "### 2. Which is right?\n\nA. x\nB. y\n\n```\nprint(x)\n```\n\nAnswer: B\n"
    cards = result("# Quiz\n\n" + tagged + plain).deck.cards
    assert "Answer: A" in cards[0].answer + cards[0].explanation + cards[0].question
    assert cards[1].answer == "B" and "print(x)" in cards[1].explanation + cards[1].question


def test_options_numbered_with_a_dash_are_options_keyed_by_number() -> None:
    """`1- MySQL` / `2- MongoDB` under each question, `**answer: 2**` below: options (A = 1)
    and the key, not a question holding its options with `2` for an answer."""
    quiz = "".join(
        f"### Q{n}. {stem}\n"
        + "".join(f"{k}- {o}\n" for k, o in enumerate(opts, 1))
        + f"\n**answer: {key}**\n\n"
        for n, (stem, opts, key) in enumerate(
            [
                ("Which is a document store?", ["MySQL", "MongoDB", "Oracle"], 2),
                ("Which removes duplicate rows?", ["UNIQUE", "GROUP", "DISTINCT"], 3),
            ],
            1,
        )
    )
    cards = result("# Quiz\n\n" + quiz).deck.cards
    assert [(c.question, c.choices["B"], c.answer) for c in cards] == [
        ("Which is a document store?", "MongoDB", "B"),
        ("Which removes duplicate rows?", "GROUP", "C"),
    ]


def test_an_expected_output_label_answers_an_exercise_with_no_answer_label() -> None:
    """`**Question N**` over `**Task:** ...` and `**Expected Output:**` over the result table:
    the table answers the task (the document was refused: no question had an answer)."""
    exercises = "".join(
        f"**Question {n}**\n**Task:** {task}\n**Expected Output:**\n| name |\n|---|\n| {row} |\n\n"
        for n, (task, row) in enumerate(
            [("List the names.", "Ann"), ("Find the oldest.", "Bob")], 1
        )
    )
    cards = result("# Practice\n\n" + exercises).deck.cards
    assert ["List the names." in c.question for c in cards] == [True, False]
    assert [c.answer for c in cards] == ["| name |\n|---|\n| Ann |", "| name |\n|---|\n| Bob |"]


def test_an_expected_output_inside_a_question_before_its_answer_stays_there() -> None:
    """A task that shows its expected output before its `Answer:`: the label is the question's."""
    text = "## Q1. Write a loop.\n\nExpected output: 1 2 3\n\nAnswer: `for i in range(1, 4)`\n\n## Q2. Sum.\n\nAnswer: `sum(xs)`\n"
    cards = result(text).deck.cards
    assert "Expected output: 1 2 3" in cards[0].question
    assert cards[0].answer == "`for i in range(1, 4)`"


def test_rules_typed_as_comments_separate_questions_and_stay_out_of_answers() -> None:
    """`//-------` between the questions of notes kept in a source file: a rule, not the last
    line of each answer."""
    qa = [
        ("What is a move constructor?", "It takes the resources over."),
        ("What does std::move do?", "It casts to an rvalue."),
    ]
    body = "".join(f"{n}. {q}\nAnswer: {a}\n\n//{'-' * 40}\n\n" for n, (q, a) in enumerate(qa, 1))
    cards = result(body, "notes.txt").deck.cards
    assert [(c.question, c.answer) for c in cards] == qa


def test_a_front_matter_keeps_its_comment_rules() -> None:
    """`# =====` comments inside a YAML front matter are the front matter's: it stays one."""
    text = "---\n# ==========\ntitle: Networking\n# ==========\n---\n\n## What is a router?\n\nIt joins networks.\n"
    got = result(text)
    assert got.deck.name == "Networking"
    assert [c.question for c in got.deck.cards] == ["What is a router?"]


def test_a_notes_heading_among_numbered_question_headings_is_no_question() -> None:
    """`## Things to keep in mind` over bullets of tips, one level above the `### N. ...?`
    questions of a second part (`# Company questions`, `## Acme` over its own question): a
    section of notes between them, reported, not a card."""
    stories = "".join(
        f"### {n}. Tell me about a time you {verb}?\n\nI once {verb}.\n\n"
        for n, verb in enumerate(["failed", "led a team", "missed a deadline", "disagreed"], 1)
    )
    text = (
        "# [Leadership principles](https://example.com/lp)\n\n"
        + stories
        + "# Company questions\n\n"
        "### 1. Why do you want to work here?\n\nThe product.\n\n## Acme\n\n"
        "### 2. Why Acme?\n\nIts reach.\n\n## Things to keep in mind\n"
        "* Use the STAR shape\n* Research the company\n  1. Read the blog\n\n"
        "### 3. Do you have any questions?\n\nAsk hard ones.\n"
    )
    got = result(text)
    assert [c.question for c in got.deck.cards][-3:] == [
        "Why do you want to work here?",
        "Why Acme?",
        "Do you have any questions?",
    ]
    assert len(got.deck.cards) == 7
    assert any("Use the STAR shape" in w for w in got.warnings)


def test_slides_between_rules_with_a_pause_line_are_cards() -> None:
    """Cards as slides: `---` between cards, the question over a pause line (`. . .`), the
    answer under it; a question wrapped over two lines or holding code stays whole, and no
    answer keeps the pause."""
    slides = [
        ("What command runs a package?", "```sh\ncargo run\n```"),
        ("What command checks a project\nfor errors?", "```sh\ncargo check\n```"),
        ("What does `_` mean here?\n\n```rust\nErr(_) => continue,\n```", "We ignore the value."),
    ]
    text = "---\nname: Rust cards\n---\n\n" + "".join(
        f"---\n\n{q}\n\n. . .\n\n{a}\n\n" for q, a in slides
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [q for q, _ in slides]
    assert [c.answer for c in cards] == [a for _, a in slides]


def _card_page(n: int, question: str, body: str) -> str:
    return (
        '<div class="question-card">\n<div class="question-header">\n'
        f'  <span class="question-number">Q{n}</span>\n  <span class="question-text">{question}</span>\n'
        '  <span class="difficulty-badge">Medium</span>\n  <span class="toggle-icon">+</span>\n</div>\n'
        f'<div class="answer-content">{body}</div>\n</div>\n'
    )


def test_a_pages_badges_and_toggles_stay_out_of_its_questions(tmp_path: Path) -> None:
    """A hand-made Q&A page: `Q3` and the question's text, then its difficulty badge and the
    `+` that folds the answer open, each a span: the badge and the toggle show no question."""
    page = (
        "<html><body><main>\n"
        + _card_page(1, "What is ARP spoofing?", "<p>Forged ARP replies.</p>")
        + _card_page(2, "What is a VLAN?", "<p>A virtual LAN.</p>")
        + "</main></body></html>\n"
    )
    (tmp_path / "network.html").write_text(page, encoding="utf-8")
    cards = import_file(tmp_path / "network.html").deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is ARP spoofing?", "Forged ARP replies."),
        ("What is a VLAN?", "A virtual LAN."),
    ]


def test_bold_numbered_titles_inside_a_labelled_answer_are_its_points() -> None:
    """`**1. Switch spoofing:**` over bullets inside the answer of labelled question `Q6`:
    the answer's points, not questions (each was a card, the answer cut above it)."""
    body = "**Attack methods:**\n\n**1. Switch spoofing:**\n\n- negotiates a trunk\n\n**2. Double tagging:**\n\n- two tags\n\n"
    text = "Q1\nWhat is VLAN hopping?\n\n" + body + "Q2\nWhat is ARP?\n\nAddress resolution.\n"
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["What is VLAN hopping?", "What is ARP?"]
    assert "**2. Double tagging:**" in cards[0].answer and "- two tags" in cards[0].answer


def test_a_short_note_left_at_the_end_is_reported() -> None:
    """`Pickle Unpickle` over its link after the last questions (left unanswered), blank
    lines between: two words, no sentence, but content in no card; reported, never dropped
    in silence."""
    text = (
        "1. What is X?\n    - X is a letter.\n\n2. What is Y?\n    - Y is a letter.\n\n"
        "3. What is Z?\n\n4. What is W?\n\n5. What is V?\n\n\n\n\nPickle Unpickle\nhttps://example.com/watch\n"
    )
    got = result(text, "notes.txt")
    assert any("'Pickle Unpickle'" in w for w in got.warnings)


def test_a_lone_title_between_questions_is_not_reported() -> None:
    """`**Web APIs:**` between two numbered bold questions: a section's title, no lost text."""
    text = "1. **What is HTTP?**\n\n   A protocol.\n\n**Web APIs:**\n\n2. **What is fetch?**\n\n   A browser API.\n"
    got = result(text)
    assert len(got.deck.cards) == 2
    assert got.warnings == ()


def test_plain_prompts_each_over_bullets_are_questions() -> None:
    """Notes with nothing marking a question: a prompt line (its code typed under it, fenced
    or not) right over the bullets that answer it, blank lines between the pairs."""
    text = (
        "\nWhich class holds the assert methods?\n- Assert\n\n"
        "Output of below:\n```java\nif (0) {}\n```\n- A compile error\n- 0 is no boolean\n\n"
        "What is the error here?\nbyte b = 50;\nb = b * 50;\n- int arithmetic needs a cast\n\n"
        "What package holds Calendar?\n- java.util\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which class holds the assert methods?", "- Assert"),
        ("Output of below:\n```java\nif (0) {}\n```", "- A compile error\n- 0 is no boolean"),
        ("What is the error here?\nbyte b = 50;\nb = b * 50;", "- int arithmetic needs a cast"),
        ("What package holds Calendar?", "- java.util"),
    ]


def test_prompts_over_bullets_under_question_headings_stay_answers() -> None:
    """`Benefits:` over bullets inside the answers of heading questions: the answers' text."""
    answer = "Benefits:\n- fast\n- small\n\nDrawbacks:\n- new\n\n"
    text = "".join(f"## {q}\n\n{answer}" for q in ("Why Go?", "Why Rust?", "Why Zig?"))
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["Why Go?", "Why Rust?", "Why Zig?"]
    assert all(c.answer.startswith("Benefits:") for c in cards)


def test_a_sheet_with_lettered_option_columns_is_a_quiz(tmp_path: Path) -> None:
    """`id, domain, question, A, B, C, D, answer, simpleExplanation, examTip`: options in
    columns named by bare letters, the key a letter, every explaining column the explanation,
    the domain a tag (the header row was a card, and options and keys were lost)."""
    sheet = tmp_path / "security.tsv"
    rows = [
        ["id", "domain", "question", "A", "B", "C", "D", "answer", "simpleExplanation", "examTip"],
        [
            "1",
            "Crypto",
            "Which protects files at rest?",
            "WAF",
            "File encryption",
            "NAT",
            "VLAN",
            "B",
            "It encrypts.",
            "Think files.",
        ],
        ["2", "Network", "Which splits a LAN?", "VLAN", "TLS", "Hash", "CRL", "A", "Segments.", ""],
    ]
    sheet.write_text("".join("\t".join(r) + "\n" for r in rows), encoding="utf-8")
    cards = import_file(sheet).deck.cards
    assert [(c.question, c.choices["B"], c.answer, c.tags) for c in cards] == [
        ("Which protects files at rest?", "File encryption", "B", ("crypto",)),
        ("Which splits a LAN?", "TLS", "A", ("network",)),
    ]
    assert cards[0].explanation == "It encrypts.\n\nThink files."


def test_a_kahoot_sheet_keys_by_option_number(tmp_path: Path) -> None:
    """`Question, Answer 1 ... Answer 4, Time limit, Correct answer(s)`: the key is an
    option's number (the option columns were read as the answer field)."""
    sheet = tmp_path / "kahoot.csv"
    sheet.write_text(
        "Question,Answer 1,Answer 2,Answer 3,Answer 4,Time limit,Correct answer(s)\n"
        "Which is a fruit?,Carrot,Apple,Leek,Kale,20,2\nWhich is red?,Sky,Grass,Blood,Snow,20,3\n",
        encoding="utf-8",
    )
    cards = import_file(sheet).deck.cards
    assert [(c.choices["A"], c.answer) for c in cards] == [("Carrot", "B"), ("Sky", "C")]


def test_a_question_and_answer_sheet_headed_q_and_a_stays_two_columns(tmp_path: Path) -> None:
    sheet = tmp_path / "qa.csv"
    sheet.write_text(
        "Q,A\nWhat is DNS?,Names to addresses\nWhat is NAT?,Address translation\n", encoding="utf-8"
    )
    cards = import_file(sheet).deck.cards
    assert [(c.question, c.answer, c.choices) for c in cards] == [
        ("What is DNS?", "Names to addresses", {}),
        ("What is NAT?", "Address translation", {}),
    ]


def test_a_key_of_several_letters_before_a_line_break_tag_is_read() -> None:
    """`Correct Answer: AB</br>` under a `(Select TWO)` question: both options right (an open
    card naming them, with a warning), not the label and letters left as the answer."""
    options = "    - A. EC2\n    - B. RDS\n    - C. S3\n"
    text = (
        f"1. Which can host SQL Server? (Select TWO)\n{options}\n    Correct Answer: AB</br>\n\n"
        "    Both run it.\n\n"
        f"1. Which stores objects?\n{options}\n    Correct Answer: C</br>\n"
    )
    got = result(text)
    first, second = got.deck.cards
    assert first.choices == {} and "- EC2" in first.answer and "- RDS" in first.answer
    assert "Correct Answer" not in first.answer
    assert second.answer == "C"
    assert any("2 right options (A, B)" in w for w in got.warnings)


def test_a_bullet_question_ending_on_is_over_its_answer_line() -> None:
    """`- Explain what a run is` (no stop) over `A run is ...` at the margin: the capital opens
    the answer; the question was read on into it and reported unanswered."""
    pairs = [
        ("Explain what a rune is", "A rune is one Unicode code point."),
        ("Explain what a slice is.", "A slice is a view of an array."),
        ("What is a map?", "A map is a hash table."),
    ]
    text = "".join(f"- {q}\n{a}\n\n" for q, a in pairs)
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == pairs


def test_a_question_wrapped_after_is_stays_one_question() -> None:
    """`1. Which of these is` / `faster, a map or a slice?`: the lowercase line goes on."""
    text = "1. Which of these is\n   faster, a map or a slice?\n\n   A slice.\n\n2. What is Go?\n\n   A language.\n"
    cards = result(text).deck.cards
    assert (
        cards[0].question == "Which of these is\nfaster, a map or a slice?"
        or cards[0].question == "Which of these is faster, a map or a slice?"
    )
    assert cards[0].answer == "A slice."


@pytest.mark.parametrize(
    ("text", "codec", "named"),
    [
        (
            "# Quiz\n\nQ1: What’s a “closure”? Café?\nA: A function and its scope.\n",
            "cp1252",
            "cp1252",
        ),
        ("# クイズ\n\nQ1: データベースとは何ですか？\nA: データの集まり。\n", "shift_jis", "cp932"),
        (
            "# Тест\n\nQ1: Что такое замыкание?\nA: Функция вместе с окружением.\n",
            "cp1251",
            "cp1251",
        ),
        ("# Quiz\n\nQ1: What is DNS?\nA: Names to addresses.\n", "utf-16", "UTF-16"),
    ],
)
def test_a_document_in_a_legacy_encoding_is_read_and_the_encoding_named(
    tmp_path: Path, text: str, codec: str, named: str
) -> None:
    """A Windows code page, Shift-JIS, UTF-16 with its mark: read, not refused; the import
    says which encoding it read the file in, so that a wrong guess is seen."""
    path = tmp_path / "notes.md"
    path.write_bytes(text.encode(codec))
    got = import_file(path)
    question, answer = text.split("\n")[2][4:], text.split("\n")[3][3:]
    assert [(c.question, c.answer) for c in got.deck.cards] == [(question, answer)]
    assert got.warnings[0].startswith(f"notes.md: not UTF-8; read as {named}")


def test_a_legacy_csv_is_read_with_the_encoding_named(tmp_path: Path) -> None:
    path = tmp_path / "cards.csv"
    path.write_bytes(
        "Question,Answer\nWhat’s DNS?,Names – addresses\nWhat’s NAT?,Translation\n".encode("cp1252")
    )
    got = import_file(path)
    assert [c.question for c in got.deck.cards] == ["What’s DNS?", "What’s NAT?"]
    assert "read as cp125" in got.warnings[0]


def test_a_question_label_with_its_number_after_the_colon() -> None:
    """`**Question:1**` over the question's line: 1 is its number, not its first word."""
    text = "".join(
        f"**Question:{n}**\n{q}\n\nA) {a}\\\nB) {b} \\\nC) {c}\n\n**Correct Answer:** B\n\n---\n\n"
        for n, (q, a, b, c) in enumerate(
            [
                ("What does a prompt do?", "Draws", "Instructs", "Stores"),
                ("What is context?", "Noise", "Facts", "Ink"),
            ],
            1,
        )
    )
    cards = result(text).deck.cards
    assert [(c.id, c.question, c.choices["B"], c.answer) for c in cards] == [
        ("q01", "What does a prompt do?", "Instructs", "B"),
        ("q02", "What is context?", "Facts", "B"),
    ]


def test_ticks_in_a_labelled_answers_bullets_are_its_text() -> None:
    """`**Answer:**` over prose and `* GET ✔️` / `* POST ❌` bullets: the answer's own marks,
    kept; no key and no made-up `Answer:` list of the ticked items."""
    answer = "**Answer:**\nThe same request gives the same result.\n\nExamples:\n\n* GET ✔️\n* PUT ✔️\n* POST ❌\n\n"
    text = f"## What is idempotency?\n\n{answer}---\n\n## What is REST?\n\n**Answer:**\nA style.\n"
    cards = result(text).deck.cards
    assert cards[0].choices == {}
    assert cards[0].answer.endswith("* GET ✔️\n* PUT ✔️\n* POST ❌")


def test_a_quiz_pages_list_items_with_inputs_are_options(tmp_path: Path) -> None:
    """`<li>(correct answer)<input type="radio"> <p>text</p></li>`: a course site's key page
    prints the mark before the right option's input; each item is an option, the marked one
    the key (the inputs were left as raw tags and each question's items were its answer)."""

    def question(n: int, stem: str, options: list[str], right: int) -> str:
        items = "".join(
            f'<li>{"(correct answer)" if k == right else ""}<input disabled="disabled" type="radio" '
            f'name="a{n}" value="v{k}"></input> <p>{o}</p>\n</li>'
            for k, o in enumerate(options)
        )
        return f'<div class="question"><p><strong>Question {n}</strong>: {stem}</p></div><ol class="options">{items}</ol>\n'

    page = "<html><body><h1>Quiz key</h1>\n" + question(
        1, "Which is fastest?", ["disk", "cache", "tape"], 1
    )
    page += question(2, "Which is volatile?", ["RAM", "SSD", "HDD"], 0) + "</body></html>\n"
    path = tmp_path / "key.html"
    path.write_text(page, encoding="utf-8")
    cards = import_file(path).deck.cards
    assert [(c.question, c.choices, c.answer) for c in cards] == [
        ("Which is fastest?", {"A": "disk", "B": "cache", "C": "tape"}, "B"),
        ("Which is volatile?", {"A": "RAM", "B": "SSD", "C": "HDD"}, "A"),
    ]


def test_long_dash_rules_expert_answer_labels_and_pending_answers() -> None:
    """`⸻` between the cards (a word processor's rule), `Expert Answer:` over each answer, and
    `(Answer Pending)`: rules out of the answers, the label off, the pending one reported."""
    text = (
        "Q1. What is an SLI?\n\nExpert Answer: A measure of the service.\n\n⸻\n\n"
        "Q2. What is an SLO?\n\nExpert Answer: A target for an SLI.\n\n⸻\n\n"
        "Q3. What is toil?\n\nAnswer:\n\n(Answer Pending)\n\n⸻\n"
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What is an SLI?", "A measure of the service."),
        ("What is an SLO?", "A target for an SLI."),
    ]
    assert [s.line for s in got.skipped] == [13]


def test_a_bold_question_closed_lines_below_its_start_is_whole() -> None:
    """`**2. A battery lasts ...` / `What is the chance ...?**` over its answer bullet: the
    bold run is the question, not its first line with the rest (and `**`) in the answer."""
    text = (
        "**1. What is the mean of a fair die?**\n* 3.5\n\n"
        "**2. A battery lasts 10,000 miles on average.\nWhat is the chance it lasts 3,000 miles?**\n"
        "* e^-0.3 = 0.74\n\n**3. What is a median?**\n* The middle value\n"
    )
    cards = result(text).deck.cards
    assert (
        cards[1].question
        == "A battery lasts 10,000 miles on average.\nWhat is the chance it lasts 3,000 miles?"
    )
    assert cards[1].answer == "* e^-0.3 = 0.74"


def test_key_entries_labelled_question_n_in_bold_are_read() -> None:
    """`- **Question 1**: b` under `## Answers`: the bold closes before the colon; each entry
    keys its question (the quiz was refused: no question had a key)."""
    quiz = "".join(
        f"**Question {n}**: {stem}\n\n- a. {a}\n- b. {b}\n\n"
        for n, (stem, a, b) in enumerate([("2+2?", "3", "4"), ("3+3?", "6", "7")], 1)
    )
    text = quiz + "## Answers\n\n- **Question 1**: b\n- **Question 2**: a\n"
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [("2+2?", "B"), ("3+3?", "A")]


def test_a_final_answer_under_its_working_closes_the_answer() -> None:
    """`#### Q?` over two lines of working, then `Final answer: 87%`: the working is the
    answer's (it was read as more question, the answer cut to `87%`); a `Final answer: B`
    under options stays the key."""
    text = (
        "#### Tom wins 40% of hands. What is the chance he wins one of four?\n"
        "He must win at least one hand.\nP = 1 - 0.6^4 = 87.04%\n\nFinal answer: 87.04%\n\n"
        "#### Which is prime?\n\nA) 4\nB) 5\n\nFinal answer: B\n"
    )
    cards = result(text).deck.cards
    assert cards[0].answer.startswith("He must win at least one hand.") and cards[
        0
    ].answer.endswith("87.04%")
    assert cards[0].question == "Tom wins 40% of hands. What is the chance he wins one of four?"
    assert cards[1].answer == "B"


def test_an_output_label_under_the_questions_code_opens_the_answer() -> None:
    """`## Q. What happens when you run this?`, the code, `**Output:**` over the error, then
    `Problem:` and `Solution:`: the answer starts at the output (all of it was read as the
    question, and the answer was only the text after `Solution:`)."""
    block = "~~~c\nswitch (a) { case 10: case 5+5: }\n~~~\n**Output:**\n~~~\nerror: duplicate case value\n~~~\n\nProblem:\n- 5+5 is 10.\n\nSolution:\n- Keep cases unique.\n\n"
    text = f"## Q1. What happens when you compile this?\n{block}## Q2. What happens when you run this?\n{block}"
    cards = result(text).deck.cards
    assert cards[0].question.endswith("~~~") and "duplicate case value" not in cards[0].question
    assert (
        cards[0].answer.startswith("~~~\nerror: duplicate case value")
        and "Keep cases unique." in cards[0].answer
    )


def test_an_output_shown_under_a_tasks_code_stays_its_context() -> None:
    """A task told in text, its command and `Output:`, then `Answer:`: the output is context."""
    block = "Patch the deployment.\n\n```bash\nkubectl explain deployment.spec\n```\n\nOutput:\n\n```console\nKIND: Deployment\n```\n\nAnswer:\n\n```bash\nkubectl patch deployment d\n```\n\n"
    text = f"## Task 1\n\n{block}## Task 2\n\n{block}"
    cards = result(text).deck.cards
    assert "KIND: Deployment" in cards[0].question
    assert cards[0].answer == "```bash\nkubectl patch deployment d\n```"


def test_a_closing_key_list_under_an_unknown_title_keys_the_quiz() -> None:
    """`**Results**:` over `- **Question 1**: b` entries at the end: an answer key, whatever
    its title says (the entries were glued to the last answer, no question had a key)."""
    quiz = "".join(
        f"**Question {n}**: {stem}\n\n- a. {a}\n- b. {b}\n\n<br>\n\n"
        for n, (stem, a, b) in enumerate([("2+2?", "3", "4"), ("3+3?", "6", "7")], 1)
    )
    cards = result(quiz + "**Results**:\n\n- **Question 1**: b\n- **Question 2**: a\n").deck.cards
    assert [(c.question, c.answer) for c in cards] == [("2+2?", "B"), ("3+3?", "A")]


def test_a_closing_list_of_points_is_no_key() -> None:
    """`Tips:` over `1. Read` / `2. Practise`: points, no letters, no key."""
    text = "## What is A?\n\nA letter.\n\n## What is B?\n\nAnother.\n\nTips:\n\n1. Read a lot\n2. Practise\n"
    cards = result(text).deck.cards
    assert cards[0].answer == "A letter."
    assert len(cards) == 2


def test_a_figure_around_a_picture_leaves_no_tags() -> None:
    """GitBook's `<figure><img ...><figcaption>...</figcaption></figure>` in an answer: the
    picture as `![](src)` and its caption, no wrapper tags left as text."""
    figure = '<figure><img src="https://x.org/cap.png" alt=""><figcaption>CAP</figcaption></figure>'
    text = f"## What is CAP?\n\nA theorem.\n\n{figure}\n\n## What is BASE?\n\nA model.\n"
    cards = result(text).deck.cards
    assert "<figure>" not in cards[0].answer and "figcaption" not in cards[0].answer
    assert "![](https://x.org/cap.png)" in cards[0].answer and "CAP" in cards[0].answer


def test_bulleted_metadata_under_a_question_heading_is_no_part_of_the_question() -> None:
    """`* **Asked in**: Intel` / `* **Difficulty**: Medium` under `## Q3. Explain X.`, then
    `### Detailed Answer`: the question's fields, not its words."""
    card = "* **Asked in**: Intel, AMD\n* **Difficulty**: Medium\n\n### Detailed Answer\n* Interrupts are asynchronous.\n\n---\n\n"
    text = f"## Q1. Explain interrupts.\n{card}## Q2. Explain traps.\n{card}"
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["Explain interrupts.", "Explain traps."]
    assert cards[0].answer == "* Interrupts are asynchronous."


def test_slides_opening_with_a_rule_and_no_front_matter_keep_their_first_slide() -> None:
    """`---` first, then slides: a rule, not a front matter (which holds `key: value` lines),
    so the first slide is read like the others."""
    slides = [
        ("What runs a package?", "`cargo run`"),
        ("What builds it?", "`cargo build`"),
        ("What tests it?", "`cargo test`"),
    ]
    text = "".join(f"---\n\n{q}\n\n. . .\n\n{a}\n\n" for q, a in slides)
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == slides


def test_a_first_line_led_by_a_bold_title_names_the_deck_by_it() -> None:
    """`**50 AWS Interview Questions**, grouped into sections ...` first: the deck is named
    by the bold title, not by the whole sentence with its `**`."""
    text = (
        "**50 AWS Interview Questions**, grouped into sections for practice:\n\n"
        "### **Q1. What is IAM?**\n\n**A:** Access management.\n\n### **Q2. What is S3?**\n\n**A:** Object storage.\n"
    )
    got = result(text)
    assert got.deck.name == "50 AWS Interview Questions"
    assert [c.answer for c in got.deck.cards] == ["Access management.", "Object storage."]
