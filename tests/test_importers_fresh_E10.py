"""Layouts met in the 2026-11-29 sixth session's rounds (quizzes with keys: an MDX page's quiz
components, a nested-bullet quiz transcript): each test builds a small made-up document of the
shape met in a real one (never its text) and checks the exact cards the importer makes."""

from __future__ import annotations

from pathlib import Path

from srs.importers import ImportResult, import_file, import_text


def result(text: str, source: str = "doc.md") -> ImportResult:
    return import_text(text, source=source)


_MDX_PAGE = (
    "---\ntitle: Self test\nsidebar_position: 3\n---\n\n"
    "import Quiz from '@site/src/components/Quiz';\n\n"
    "# Self test\n\n"
    "A few questions from the talks.\n\n---\n\n"
    "<details>\n<summary><strong>Part 1</strong></summary>\n\n<br/>\n\n"
    "<Quiz \n"
    '  question="Which planet is closest to the sun?" \n'
    "  options={[\n"
    '    "Venus",\n'
    '    "Mercury",\n'
    '    "Mars"\n'
    "  ]}\n"
    "  answerIndex={1} \n"
    "/>\n\n"
    '<Quiz question="A river that feeds a larger one is called a:" '
    "options={['Delta', \"Tributary\", `Estuary`,]} answerIndex={1} />\n\n"
    "</details>\n\n---\n\n"
    "<details>\n<summary><strong>Part 2: Plants and the gases they use</strong></summary>\n\n"
    "<MultipleChoice\n"
    '  prompt="Which gas do plants take in?"\n'
    '  choices={["Oxygen", "Carbon dioxide"]}\n'
    '  correctAnswer="Carbon dioxide"\n'
    '  explanation={"They fix its carbon."}\n'
    "/>\n\n"
    "</details>\n"
)


def test_an_mdx_page_s_quiz_components_are_choice_questions() -> None:
    """`<Quiz question="..." options={[...]} answerIndex={n} />`, attributes over several lines
    or on one, in `<details>` chapters under front matter, an `import` line and a title: one
    choice card a component, its key from the index counted from 0 (or the right option's
    text), and no card from the page's title."""
    got = result(_MDX_PAGE, "practice.mdx")
    cards = got.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which planet is closest to the sun?", "B"),
        ("A river that feeds a larger one is called a:", "B"),
        ("Which gas do plants take in?", "B"),
    ]
    assert [dict(c.choices) for c in cards] == [
        {"A": "Venus", "B": "Mercury", "C": "Mars"},
        {"A": "Delta", "B": "Tributary", "C": "Estuary"},
        {"A": "Oxygen", "B": "Carbon dioxide"},
    ]
    assert cards[2].explanation == "They fix its carbon."
    assert got.deck.name == "Self test"
    assert not got.skipped
    # a chapter fold's title is its heading, no text lost between questions
    assert not [w for w in got.warnings if "summary" in w]


def test_a_flash_card_component_is_an_open_card() -> None:
    """`<Flashcard front="..." back="..." />`: a question and its answer by the record field
    names a quiz site uses (one rule with the data files' records)."""
    got = result(
        "# Terms\n\n"
        '<Flashcard front="What does a mitochondrion make?" back="ATP, the cell\'s fuel." />\n\n'
        '<Flashcard\n  front="What does a ribosome make?"\n  back={"Proteins."}\n/>\n'
    )
    assert [(c.question, c.answer, dict(c.choices)) for c in got.deck.cards] == [
        ("What does a mitochondrion make?", "ATP, the cell's fuel.", {}),
        ("What does a ribosome make?", "Proteins.", {}),
    ]


def test_components_in_code_and_components_that_ask_nothing_stay_as_they_are() -> None:
    """Guard: a component shown in a code block is the component's example, and one whose
    attributes make no answered question (`<Card title=... href=... />`) is no question; the
    page's own questions are read as before."""
    got = result(
        "# Using the quiz component\n\n"
        '<Card title="Getting started" href="/docs/intro" />\n\n'
        "```jsx\n"
        '<Quiz question="Is this an example?" options={["Yes", "No"]} answerIndex={0} />\n'
        "```\n\n"
        "## What does the component show?\n\n"
        "One question with its options.\n"
    )
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What does the component show?", "One question with its options."),
    ]


_TRANSCRIPT = (
    "- Question 1\n"
    "    - Which metal is liquid at room temperature?\n\n"
    "    - 📌Selected Answer: Iron (x)\n"
    "    - Answers: Iron / **Mercury** / Copper\n\n"
    "- Question 2\n"
    "    - Water boils at 100 C at sea level.\n\n"
    "    - Selected Answer: True\n\n"
    "- Question 3\n"
    "    - Which structure serves the last item in first?\n\n"
    "    - Selected Answer: Stack\n\n"
    "    - Answers: Queue /Stack /Heap\n\n"
    "- Question 4\n"
    "    - How many legs has a spider?\n\n"
    "    - 📌Selected Answer: 6\n"
    "    - Ans : 8, four pairs\n\n"
    "- Question 5\n"
    "    - Name the largest ocean.\n\n"
    "    - Selected Answer:\n"
    "    the Pacific Ocean\n"
)


def test_a_graded_transcript_s_selected_answer_is_an_answer_and_its_key_corrects_it() -> None:
    """`- Question N` over the question as a sub-bullet and the taker's `Selected Answer:`
    (Blackboard's review page): the label is an answer's; an `Ans :` below it corrects it;
    an `Answers: a / **b** / c` line lists the options, the bold one the key, or, with no
    bold, the pick when it names one of them (it stood)."""
    got = result(_TRANSCRIPT)
    cards = got.deck.cards
    assert [(c.question, c.answer, dict(c.choices)) for c in cards] == [
        (
            "Which metal is liquid at room temperature?",
            "B",
            {"A": "Iron", "B": "Mercury", "C": "Copper"},
        ),
        ("Water boils at 100 C at sea level.", "True", {}),
        (
            "Which structure serves the last item in first?",
            "B",
            {"A": "Queue", "B": "Stack", "C": "Heap"},
        ),
        ("How many legs has a spider?", "8, four pairs", {}),
        ("Name the largest ocean.", "the Pacific Ocean", {}),
    ]
    assert not got.skipped


def test_slashes_in_an_answer_make_no_options_without_a_known_key() -> None:
    """Guard: an answer with slashes is a list of options only when one is known right (in
    bold, or named by the taker's pick): `TCP / IP` and `1/2` stay the answer's words."""
    got = result(
        "Q: Which suite carries the web?\n"
        "A: TCP / IP\n\n"
        "Q: What part of a pizza is left after eating half?\n"
        "Selected Answer: 1/2 of it\n"
    )
    assert [(c.answer, dict(c.choices)) for c in got.deck.cards] == [
        ("TCP / IP", {}),
        ("1/2 of it", {}),
    ]


def test_a_signed_number_answers_an_exam_review_item_and_keeps_the_run_numbered(
    tmp_path: Path,
) -> None:
    """An HTML review page, `<ol><li><p>Q</p><p>A</p></li>`: each item converts to a numbered
    line over its answer at the margin. An answer that is a signed number (`-3`) is text, not
    a bullet: the imperative items before it (`Convert ...`, no `?`) stay questions, numbered
    on from the one that asks, and are not dropped as the page's introduction."""
    page = tmp_path / "review.html"
    page.write_text(
        "<!DOCTYPE html>\n<html><head><title>Review</title></head><body>\n"
        "<h1>Review</h1>\n<p>What the test covers, in a few words of preface.</p>\n"
        "<h2>Numbers</h2>\n<ol>\n"
        "<li><p>Convert 12 into binary.</p><p>1100</p></li>\n"
        "<li><p>Convert the signed 4-bit number 1101 into decimal.</p><p>-3</p></li>\n"
        "<li><p>Negate 5 in 4-bit two's complement.</p><p>1011</p></li>\n"
        "<li><p>Which bit tells a negative number?</p><p>The left-most one.</p></li>\n"
        "</ol>\n</body></html>\n",
        encoding="utf-8",
    )
    got = import_file(page)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("Convert 12 into binary.", "1100"),
        ("Convert the signed 4-bit number 1101 into decimal.", "-3"),
        ("Negate 5 in 4-bit two's complement.", "1011"),
        ("Which bit tells a negative number?", "The left-most one."),
    ]
    assert not got.skipped


def test_a_worked_sum_shown_under_its_question_is_its_answer() -> None:
    """`Perform the following addition:` over a block that works it out (operands, a rule of
    dashes, the result): the block holds the answer, so it is the answer's, not code the
    question only shows (the question was reported unanswered)."""
    got = result(
        "# Arithmetic\n\n"
        "1. Why is the carry bit ignored in signed sums?\n\n"
        "It only tells an unsigned sum did not fit.\n\n"
        "2. Perform the following binary addition, noting the carry:\n\n"
        "```\n 0110\n+0011\n-----\n 1001\n```\n\n"
        "3. Perform the following binary subtraction:\n\n"
        "```\n 0110\n-0011\n-----\n 0011\n```\n"
    )
    assert [(c.question, c.answer) for c in got.deck.cards][1:] == [
        (
            "Perform the following binary addition, noting the carry:",
            "```\n 0110\n+0011\n-----\n 1001\n```",
        ),
        ("Perform the following binary subtraction:", "```\n 0110\n-0011\n-----\n 0011\n```"),
    ]
    assert not got.skipped


def test_code_a_question_shows_with_no_result_row_stays_the_question_s() -> None:
    """Guard: a block under a question that can only be about code shown with it, with no sum
    worked out in it, is still the question's own: the question is reported unanswered."""
    got = result(
        "# Code\n\n"
        "1. What does the following print:\n\n"
        "```\nprint(1 + 2)\n```\n\n"
        "2. What does the following print:\n\n"
        "```\nprint('-' * 3)\n---\nprint(2)\n```\n\n"
        "3. What does the following file set:\n\n"
        "```\nname: web\nport: 80\n---\nname: db\n```\n\n"
        "4. Which keyword defines a function?\n\n"
        "`def`\n"
    )
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("Which keyword defines a function?", "`def`"),
    ]
    assert len(got.skipped) == 3


def test_a_component_s_strings_may_wrap_escape_and_hold_dollars() -> None:
    """A JSX string wraps over lines (read as one line of words), a JS string escapes its
    quotes, a template string holds a `$` that opens no expression; an answer given as the
    right option's text keys it."""
    got = result(
        "# Prices\n\n"
        "<Question\n"
        '  prompt="What did the ticket cost\n'
        '    before the rise?"\n'
        "  choices={[`$5`, `$10`, `$15`]}\n"
        '  answer="$10"\n'
        "/>\n\n"
        '<Question prompt={"Which word means \\"cheap\\"?"} choices={["Dear", "Inexpensive"]}'
        " correct={1} />\n"
    )
    assert [(c.question, c.answer, dict(c.choices)) for c in got.deck.cards] == [
        ("What did the ticket cost before the rise?", "B", {"A": "$5", "B": "$10", "C": "$15"}),
        ('Which word means "cheap"?', "B", {"A": "Dear", "B": "Inexpensive"}),
    ]
