"""Importer layouts met in the eleventh (2026-11-30) session's rounds: each test is the shape
of one real document, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from srs.importers.asking import asks
from srs.importers.itemnotes import item_notes
from srs.importers.numberedruns import lettered_runs
from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str], tuple[str, ...]]]:
    return [(c.question, c.answer, dict(c.choices), c.keywords) for c in result(text).deck.cards]


def test_answer_naming_label_over_a_quote_goes_as_the_answer_label_does() -> None:
    """An interview guide answers under `**Answer:**` and a `>` quote, and now and then
    under `**How to answer:**` or `**Sample response:**` and a quote: a label that names the
    answer, no part of it. It goes and the quote is unquoted, code after the quote at the
    margin still the answer's."""
    text = (
        "### Q1: Which language do you like best?\n\n"
        "**How to answer:**\n"
        '> "I like Go for its small standard library."\n\n'
        "### Q2: How do you print in Go?\n\n"
        "**Sample response:**\n"
        "> With the fmt package:\n\n"
        "```go\n"
        'fmt.Println("hi")\n'
        "```\n"
    )
    assert _cards(text) == [
        (
            "Which language do you like best?",
            '"I like Go for its small standard library."',
            {},
            (),
        ),
        (
            "How do you print in Go?",
            'With the fmt package:\n\n```go\nfmt.Println("hi")\n```',
            {},
            (),
        ),
    ]


def test_bold_label_that_ends_on_another_word_over_a_quote_stays() -> None:
    """Guard: a bold line over a quote that says something of its own (`**Why this answer
    works:**`, the answer word not its last) is the answer's own line, kept as written."""
    text = (
        "### Q1: What is a queue?\n\n"
        "**Why this answer works:**\n"
        "> It names the order first.\n\n"
        "Items leave in the order they came.\n\n"
        "### Q2: What is a stack?\n\n"
        "Last in, first out.\n"
    )
    assert _cards(text)[0] == (
        "What is a queue?",
        "**Why this answer works:**\n> It names the order first.\n\n"
        "Items leave in the order they came.",
        {},
        (),
    )


def test_if_asked_about_heading_after_the_labelled_questions_is_a_question() -> None:
    """After `### Q1: ...?` headings, `### If asked about Rust` headings each hold the reply
    to give, in a quote: the interviewer's prompt, asked as `Tell me about Rust` is. They
    were dropped as text in no card."""
    text = (
        "## Core\n\n"
        "### Q1: What is a thread?\n\n"
        "**Answer:**\n"
        "> A path of execution inside a process.\n\n"
        "### Q2: What is a process?\n\n"
        "**Answer:**\n"
        "> A running program with its own memory.\n\n"
        "## Things you are still learning\n\n"
        "### If asked about Rust\n"
        ">\n"
        '> "I have read the book and written a small CLI."\n\n'
        "### If asked about Kubernetes\n\n"
        "I have run a local cluster with kind.\n"
    )
    assert _cards(text) == [
        ("What is a thread?", "A path of execution inside a process.", {}, ()),
        ("What is a process?", "A running program with its own memory.", {}, ()),
        ("If asked about Rust", '"I have read the book and written a small CLI."', {}, ()),
        ("If asked about Kubernetes", "I have run a local cluster with kind.", {}, ()),
    ]


def test_if_asked_sentence_is_advice_not_a_question() -> None:
    """Guard: `If asked about X, ...` as a sentence (a note in an answer) asks nothing."""
    assert asks("If asked about Rust")
    assert not asks("If asked about Rust, say you are learning it.")
    assert not asks("If asked about Rust: be honest")


def test_task_item_with_an_html_tag_in_inline_code_is_one_of_the_list() -> None:
    """A prep list of `- [x] ID) question` tasks, answers nested: an item whose question
    holds inline code with an HTML tag (`` `<template>` ``) is a question like the others,
    and does not turn the section into one question with the ticked tasks as options."""
    text = (
        "### HTML\n\n"
        "- [x] H1) What does the lang attribute do?\n"
        "  - **Explanation:** It names the page's language.\n"
        "- [x] H2) Describe `<template>` vs `<slot>`\n"
        "  - **Explanation:** One holds markup, the other places it.\n"
        "- [ ] H3) What is a landmark role?\n"
        "  - **Explanation:** A region a screen reader can jump to.\n"
    )
    assert _cards(text) == [
        ("H1) What does the lang attribute do?", "It names the page's language.", {}, ()),
        (
            "H2) Describe `<template>` vs `<slot>`",
            "One holds markup, the other places it.",
            {},
            (),
        ),
        ("H3) What is a landmark role?", "A region a screen reader can jump to.", {}, ()),
    ]


def test_answer_going_on_at_the_margin_after_nested_bullets_is_the_items() -> None:
    """A prep list nests each answer's labelled points, then types the rest of it flush
    left (a paragraph, a fence at column 0, a `- **Source:**` bullet) before the next task.
    CommonMark ends the list there: that text was reported as in no card. It is the item's
    answer, up to the next sibling task."""
    text = (
        "### JS\n\n"
        "- [x] J1) What does Array.map return?\n"
        "  - **Explanation:** A new array of the results.\n"
        "  - **Example:**\n\n"
        "Doubling:\n\n"
        "```js\n"
        "[1, 2].map((n) => n * 2);\n"
        "```\n\n"
        "- **Source:** https://example.org/map\n\n"
        "- [x] J2) What does Array.filter return?\n"
        "  - **Explanation:** The items that pass the test.\n"
    )
    assert _cards(text) == [
        (
            "J1) What does Array.map return?",
            "A new array of the results.\n**Example:**\n\nDoubling:\n\n```js\n"
            "[1, 2].map((n) => n * 2);\n```\n\n- **Source:** https://example.org/map",
            {},
            (),
        ),
        ("J2) What does Array.filter return?", "The items that pass the test.", {}, ()),
    ]


def test_margin_text_after_nested_bullets_links_to_read_more() -> None:
    """The same with plain bullets: `Read more:` and its link after the nested points of a
    bold question, before the next one, are the first question's."""
    text = (
        "- **In what order are config files read?**\n"
        "  1. the command line\n"
        "  2. the user's file\n\n"
        "Read more:\n"
        "https://example.org/config\n\n"
        "- **How do I list open ports?**\n"
        "  - `ss -tln` prints them.\n"
    )
    assert _cards(text) == [
        (
            "In what order are config files read?",
            "1. the command line\n2. the user's file\n\nRead more:\nhttps://example.org/config",
            {},
            (),
        ),
        ("How do I list open ports?", "`ss -tln` prints them.", {}, ()),
    ]


def test_title_over_the_next_list_stays_out_of_the_answer_above() -> None:
    """Guard: a bold title alone at the margin between two lists of questions (`**2.
    Timing**` over its own `- ...?` bullets) heads the next list; it is not indented into
    the last item above, whose nested bullets end its answer."""
    text = (
        "**1. Scope**\n"
        "- Which columns do you need?\n"
        "  - Name and total.\n\n"
        "**2. Timing**\n"
        "- How often is it run?\n"
        "  - Daily.\n"
    )
    assert item_notes(text) == text


def test_list_item_after_nested_bullets_is_no_margin_text() -> None:
    """Guard: a bullet that asks nothing right after a question's nested bullets is one more
    item of the list (a bold topic over its own points), never indented into the question."""
    text = (
        "- **What is paging?**\n"
        "    - Memory split into fixed pages.\n"
        "- **Paging vs segmentation.**\n"
        "    - Pages are fixed, segments vary.\n"
        "- **What is a TLB?**\n"
        "    - A cache of page-table entries.\n"
    )
    assert item_notes(text) == text


def test_wrapped_numbered_stem_over_bracket_numbered_options_is_whole() -> None:
    """A placement-test scratchpad: `N.` stems hard-wrapped over lines, options numbered
    `1)` to `4)`, some keyed (`Correct option: 2`) and some only explained. The unkeyed
    one's stem was cut at its first line and its options read as its answer; its options
    are options (explained under them) and its stem is whole, as with `a)` options (an
    open card warned of, the options in its question, its lines as written)."""
    text = (
        "# Practice\n\n"
        "2. A shop buys pens at 6 for 2 dollars and sells them\n"
        "at 5 for 2 dollars. What is its gain percent?\n"
        "1) 10%\n"
        "2) 20%\n"
        "3) 25%\n"
        "Correct option: 2\n"
        "Explanation:\n"
        "Six cost 2 and sell for 2.4.\n"
        "3. Pipe P fills a tank in 6 hours and pipe Q in 9 hours. If both\n"
        "are opened together, find the time it takes to fill\n"
        "the tank.\n"
        "1) 3.6 hours\n"
        "2) 4 hours\n"
        "3) 5 hours\n"
        "Explanation:\n"
        "Together they fill 5/18 of it an hour.\n"
    )
    assert _cards(text) == [
        (
            "A shop buys pens at 6 for 2 dollars and sells them at 5 for 2 dollars. "
            "What is its gain percent?",
            "B",
            {"A": "10%", "B": "20%", "C": "25%"},
            (),
        ),
        (
            "Pipe P fills a tank in 6 hours and pipe Q in 9 hours. If both\nare opened "
            "together, find the time it takes to fill\nthe tank.\n\n"
            "- A) 3.6 hours\n- B) 4 hours\n- C) 5 hours",
            "Together they fill 5/18 of it an hour.",
            {},
            (),
        ),
    ]


def test_numbered_points_under_a_wrapped_question_with_no_key_stay_points() -> None:
    """Guard: a run numbered `1)` under a wrapped numbered question, with neither a key nor
    an explanation's label after it, is left as written (nothing says it is options)."""
    text = (
        "3. Name the steps a request takes from the browser\n"
        "to the server.\n"
        "1) DNS lookup\n"
        "2) TCP handshake\n"
        "3) HTTP request\n\n"
        "4. What is a cookie?\n"
    )
    assert lettered_runs(text) == text


def test_paragraphs_that_ask_and_answer_on_one_line_after_a_numbered_mcq() -> None:
    """A scratchpad: a numbered MCQ whose stem asks with no `?`, then paragraphs that each
    ask and answer on one line (`... in m/s? Ans- 16.67`). They were read as more of the
    MCQ's explanation; a run of them is questions, each answered after its label."""
    text = (
        "# Practice\n\n"
        "20. Count the two digit numbers made of 1, 2 and 3, each digit used once.\n"
        "a. 3\n"
        "b. 6\n"
        "c. 9\n"
        "Correct option: b\n"
        "Explanation:\n"
        "Three choices for the first digit, two for the second.\n\n"
        "A car covers 90 km in 1.5 hours. What is its speed in km/h? Ans- 60\n\n"
        "A crate holds 12 jars. How many jars do 4 crates hold? Ans- 48\n\n"
        "What is 15% of 200? Ans- 30\n"
    )
    assert _cards(text) == [
        (
            "Count the two digit numbers made of 1, 2 and 3, each digit used once.",
            "B",
            {"A": "3", "B": "6", "C": "9"},
            (),
        ),
        ("A car covers 90 km in 1.5 hours. What is its speed in km/h?", "60", {}, ()),
        ("A crate holds 12 jars. How many jars do 4 crates hold?", "48", {}, ()),
        ("What is 15% of 200?", "30", {}, ()),
    ]


def test_one_asking_paragraph_under_a_stem_that_does_not_ask_stays_its_own() -> None:
    """Guard: under a question that does not end with `?`, a single paragraph that asks over
    a label may be that question's own second line: no run, no new question."""
    text = (
        "1. Consider the code below\n\n"
        "What does it print?\n\n"
        "Answer: 3\n\n"
        "2. What is a loop?\n\n"
        "Answer: Code run again and again.\n"
    )
    first = result(text).deck.cards[0]
    assert first.question.startswith("Consider the code below")


def test_a_line_that_asks_and_answers_typed_under_the_answer_above_is_its_own_question() -> None:
    """Among `Q? Answer: A` paragraphs, one typed right under the last line of the answer
    above (no blank line) was read as that answer's text: the question was lost in it."""
    text = (
        "# Notes\n\n"
        "What is a branch? Answer: A movable pointer to a commit.\n\n"
        "Which commands publish work? Answer: These:\n\n"
        "git commit records the change.\n"
        "git push sends it.\n"
        "What does git fetch do? Answer: It downloads without merging.\n\n"
        "What is a tag? Answer: A fixed name for one commit.\n"
    )
    assert _cards(text) == [
        ("What is a branch?", "A movable pointer to a commit.", {}, ()),
        (
            "Which commands publish work?",
            "These:\n\ngit commit records the change.\ngit push sends it.",
            {},
            (),
        ),
        ("What does git fetch do?", "It downloads without merging.", {}, ()),
        ("What is a tag?", "A fixed name for one commit.", {}, ()),
    ]


def test_a_line_that_asks_and_answers_inside_prose_with_no_such_paragraph_stays() -> None:
    """Guard: with no `Q? Answer: A` paragraph in the document, a line of that shape inside
    an answer's paragraph stays the answer's text (a FAQ quoting a question it was asked)."""
    text = (
        "## What is a remote?\n\n"
        "A named URL of another copy.\n"
        "People ask: is it a server? Answer: not always, it can be a folder.\n\n"
        "## What is a clone?\n\n"
        "A full copy of a repository.\n"
    )
    cards = _cards(text)
    assert [c[0] for c in cards] == ["What is a remote?", "What is a clone?"]
    assert "not always" in cards[0][1]
