"""Layouts and reports met in the 2026-11-29 session: each test builds a small document of the
shape met in a real one (never its text) and checks what the importer makes of it."""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
from srs.importers import ImportResult, import_text


def result(text: str, source: str = "doc.md") -> ImportResult:
    return import_text(text, source=source)


INTRO = (
    "This repository collects the questions I was asked in backend interviews over two "
    "years, with the answers I would give today after a lot of reading."
)


def test_a_paragraph_of_introduction_is_reported_once_with_its_first_line() -> None:
    """Text before the first question that no card holds is named, never lost in silence."""
    text = f"# Backend questions\n\n{INTRO}\n\nSome of them are hard.\n\n## What is a router?\n\nIt joins networks.\n"
    got = result(text)
    assert [c.question for c in got.deck.cards] == ["What is a router?"]
    (warning,) = got.warnings
    assert warning.startswith("doc.md:3: 2 lines of introduction before the first question")
    assert "'This repository collects the questions I was asked in bac..." in warning
    assert got.skipped == ()  # no question was left out: the report is no skipped item


def test_a_tagline_a_table_of_contents_and_badges_are_not_reported() -> None:
    text = (
        "# Backend questions\n\n"
        "[![stars](https://img.shields.io/x.svg)](https://example.com)\n\n"
        "Questions asked most often.\n\n"
        "| No. | Question |\n|---|---|\n"
        "| 1 | [What is a router and what does it do in a network?](#what-is-a-router) |\n"
        "| 2 | [What is a switch and how does it differ from a hub?](#what-is-a-switch) |\n\n"
        "- [What is a router?](#what-is-a-router)\n\n"
        "## What is a router?\n\nIt joins networks.\n\n## What is a switch?\n\nIt joins hosts.\n"
    )
    got = result(text)
    assert len(got.deck.cards) == 2
    assert got.warnings == ()


def test_an_outline_naming_the_questions_is_no_introduction() -> None:
    """`#### 0. Outline` over a plain list of the topics the numbered headings then answer."""
    topics = [
        "Class loading in the virtual machine",
        "Garbage collection roots and scope",
        "Anatomy of the collector logs",
        "Memory areas at run time",
    ]
    outline = "".join(f"- {t}\n" for t in topics)
    answers = "".join(
        f"#### {n}. {t}\n\nThe {t.lower()} explained at length here.\n\n"
        for n, t in enumerate(topics, 1)
    )
    got = result(f"# JVM\n\n#### 0. Outline\n\n{outline}\n{answers}")
    assert [c.question for c in got.deck.cards] == topics
    assert not any("introduction" in w for w in got.warnings)


def test_a_yaml_front_matter_with_a_list_is_metadata_not_introduction() -> None:
    """A front matter whose `aliases:` key holds `- /old/path/` items at the margin."""
    text = (
        "---\ndescription: Frequently asked questions about the desktop app for all platforms\n"
        "title: General FAQs\naliases:\n- /old/faqs/\n- /older/faqs/\nweight: 10\n---\n\n"
        "### Can I use it offline?\n\nYes, mostly, but some features need the network.\n"
    )
    got = result(text)
    assert got.deck.name == "General FAQs"
    assert [c.question for c in got.deck.cards] == ["Can I use it offline?"]
    assert got.warnings == ()


def test_questions_misread_before_the_first_one_read_are_reported() -> None:
    """Whatever the reason the first lines were not read as questions, their text is named."""
    text = (
        "## Java\n1 Tell me about Java and what it is mostly used for in big companies today?\n"
        "  Java is a high-level language, object oriented, platform independent and threaded.\n\n"
        "## Scopes\n\n### What is a scope?\n\nWhere a variable can be used.\n"
    )
    got = result(text)
    assert "What is a scope?" in [c.question for c in got.deck.cards]
    assert any(
        "Tell me about Java" in w or "Java is a high-level" in w for w in got.warnings
    ) or any("Tell me about Java" in c.question for c in got.deck.cards)


def test_the_introduction_report_does_not_change_which_layout_reads_the_page() -> None:
    """A page every question of which is labelled reads as labelled lines with or without an
    introduction above it: the report is no mark against that reading."""
    body = "Q1: What is a router?\nA: It joins networks.\n\nQ2: What is a switch?\nA: It joins hosts.\n"
    plain = result(body, "a.txt")
    introduced = result(f"Interview notes\n\n{INTRO}\n\n{body}", "a.txt")
    assert introduced.layout == plain.layout
    assert [c.question for c in introduced.deck.cards] == [c.question for c in plain.deck.cards]
    assert len(introduced.warnings) == 1 and "introduction" in introduced.warnings[0]


def test_a_bullet_glued_to_its_bold_question_is_a_bullet() -> None:
    """`-**How to schedule a job?**` among `- **Q?**` bullets: CommonMark reads it as a
    paragraph; a person reads a bullet typed without its space."""
    text = (
        "# Jenkins\n\n- **What is a pipeline?**\n\n   - A chain of stages that build and ship.\n\n"
        "-**How to schedule a job at a particular time?**\n\n  - With the cron trigger.\n\n"
        "-__What is an agent?__\n\n  - The machine the steps run on.\n"
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What is a pipeline?", "A chain of stages that build and ship."),
        ("How to schedule a job at a particular time?", "With the cron trigger."),
        ("What is an agent?", "The machine the steps run on."),
    ]
    assert got.warnings == ()


def test_a_glued_dash_in_code_or_prose_stays() -> None:
    text = (
        "# Shell\n\n## What does this print?\n\n```\necho -**x**\n-**y**\n```\n\n"
        "It prints the words.\n"
    )
    (card,) = result(text).deck.cards
    assert "echo -**x**\n-**y**" in card.question


def test_bold_topic_bullets_among_bold_question_bullets_are_questions() -> None:
    """`- **Purpose of agent**` over its indented answer, among `- **How ...?**` bullets
    answered the same way: a question worded as a topic, never text between questions."""
    text = (
        "# Jenkins\n\n"
        "- **What is continuous integration?**\n\n    - Merging and testing every change.\n\n"
        " - **On which port Jenkins runs**\n\n    - 8080 by default.\n\n"
        "- **How do you write a declarative pipeline?**\n\n    - With a pipeline block.\n\n"
        "- **Purpose of agent**\n\n    - It names the machine the steps run on.\n"
    )
    got = result(text)
    assert [c.question for c in got.deck.cards] == [
        "What is continuous integration?",
        "On which port Jenkins runs",
        "How do you write a declarative pipeline?",
        "Purpose of agent",
    ]
    assert got.deck.cards[3].answer == "It names the machine the steps run on."
    assert got.warnings == ()


def test_bold_points_of_one_answer_stay_points() -> None:
    """A list of bold points, few of them asking, is the text of one answer."""
    text = (
        "## What makes a good pipeline?\n\n"
        "- **Fast feedback**\n\n  - Builds finish in minutes.\n\n"
        "- **Reproducible**\n\n  - The same commit builds the same artefact.\n\n"
        "- **Why does it matter?**\n\n  - Teams trust it.\n\n"
        "- **Secure**\n\n  - Secrets never reach the logs.\n"
    )
    (card,) = result(text).deck.cards
    assert "Secrets never reach the logs." in card.answer


def test_html_character_references_read_as_they_render_outside_code() -> None:
    """`TCP &amp; UDP`, `READY &rarr; running`: a Markdown viewer shows the character, so the
    card does; code keeps its text, and `&lt;`/`&gt;` stay (read, they would open a tag)."""
    text = (
        "# Notes\n\n## Differentiate between TCP &amp; UDP?\n\n"
        "READY &rarr; running&nbsp;now &ndash; see `a &amp;&amp; b` and &lt;div&gt;.\n\n"
        "```\nx &amp; y\n```\n"
    )
    (card,) = result(text).deck.cards
    assert card.question == "Differentiate between TCP & UDP?"
    assert card.answer == (
        "READY → running now – see `a &amp;&amp; b` and &lt;div&gt;.\n\n```\nx &amp; y\n```"
    )


def test_answer_headings_titled_by_their_question_are_the_questions() -> None:
    """A page of answers, each heading `Answer N – <the question>`: the card asks the
    question, without the label."""
    text = (
        "# Channels – Answers\n\n## Answer 1 – What is a channel in Go?\n\nA typed pipe.\n\n"
        "## Answer 2 — How do you close a channel?\n\nWith `close(ch)`.\n"
    )
    got = result(text)
    assert [(c.id, c.question, c.answer) for c in got.deck.cards] == [
        ("q01", "What is a channel in Go?", "A typed pipe."),
        ("q02", "How do you close a channel?", "With `close(ch)`."),
    ]


def test_a_key_written_as_a_bullet_in_a_solution_fold() -> None:
    """`<details><summary>Solution</summary>` over `- b`: the key, as a bullet."""
    question = (
        "**{n}. Which one is {w}?**  \na) Load balancing  \nb) Self-healing  \n"
        "c) Namespaces  \n\n<details>\n  <summary>Solution</summary>\n- {k}\n</details>\n\n---\n\n"
    )
    text = "# Quiz\n\n" + "".join(
        question.format(n=n, w=w, k=k) for n, w, k in [(1, "first", "b"), (2, "second", "c")]
    )
    got = result(text)
    assert [(c.answer, c.correct_choice) for c in got.deck.cards] == [
        ("B", "Self-healing"),
        ("C", "Namespaces"),
    ]
    assert got.warnings == ()


def test_several_options_in_bold_key_a_select_all_question() -> None:
    """`(Select all that apply.)` over bullets, the right ones wholly in bold: an open card
    naming its right options; a single bold option still keys a plain choice question."""
    text = (
        "# Practice quiz\n\n## Question 1\nWhich provide redundancy? (Select all that apply.)\n\n"
        "- **A secondary instance.**\n- Automatic alerts.\n- **A second vendor.**\n- A rollback.\n\n"
        "*Failover needs a spare.*\n\n"
        "## Question 2\nWhat ships an app with its libraries?\n\n"
        "- Rollback\n- **Containers**\n- Disk image\n\n*They run the same everywhere.*\n"
    )
    first, second = result(text).deck.cards
    assert not first.choices
    assert "A secondary instance." in first.answer and "A second vendor." in first.answer
    assert "Automatic alerts." not in first.answer and "**" not in first.answer
    assert (second.answer, second.correct_choice) == ("B", "Containers")


def test_bold_points_without_a_request_for_several_are_no_key() -> None:
    """Several points in bold under a question that asks for no several: an answer's list."""
    text = (
        "# Notes\n\n## Question 1\nWhat matters in a pipeline?\n\n"
        "- **Speed.**\n- Cost.\n- **Safety.**\n\n## Question 2\nWhat else?\n\n"
        "- **Logs.**\n- Metrics.\n- **Traces.**\n"
    )
    first, _ = result(text).deck.cards
    assert not first.choices and "**Speed.**" in first.answer and "Cost." in first.answer


def test_an_html_bold_question_right_under_a_closing_tag_starts_a_card() -> None:
    """`</ul>` over `<b>2.what is a list ?</b>`: Markdown's HTML block runs on to the blank
    line, so the question was read as more of the answer above, in silence."""
    text = (
        "<b>1. What is Python, and what are its features?</b><br>\nA language.\n<ul>\n"
        "<li>Simple</li>\n</ul>\n<b>2.what is list ? </b>\n<p>Lists store items.\n</p>\n"
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What is Python, and what are its features?", "A language.\n\n- Simple"),
        ("what is list ?", "Lists store items."),
    ]


def test_a_banner_between_equal_signs_is_a_section_title() -> None:
    """An indented `===== Practical Questions =====` (code, to Markdown) after a rule: a
    section title, never the end of the answer above."""
    text = (
        "        ====== Theory Questions ======\n\n## Q1: What is state?\n\n**A**: A record.\n\n"
        "---\n            ====== Practical Questions ======\n\n"
        "## Q1: How do you target two regions?\n\n**A**: Two providers.\n"
    )
    got = result(text)
    assert [c.answer for c in got.deck.cards] == ["A record.", "Two providers."]
    assert not any("=" in c.answer for c in got.deck.cards)


def test_a_quiz_summary_heading_above_the_questions_level_is_end_matter() -> None:
    """`## Question Distribution Summary` after `####` questions: end matter, no question."""
    question = "#### {n}. What is {w}?\n\n1. One\n2. Two\n\n**Answer: B**\n\n"
    text = (
        "# Quiz\n\n"
        + question.format(n=1, w="a container")
        + question.format(n=2, w="an image")
        + "## Question Distribution Summary\n\n- A: 10% (1 question)\n- B: 90% (9 questions)\n"
    )
    got = result(text)
    assert len(got.deck.cards) == 2
    assert any("end matter" in w and "Question Distribution Summary" in w for w in got.warnings)


SECTIONED = """\
## Question {n}. What is {topic}?

# {title}

## Direct answer

{title} is a pattern.

## Intuition

Think of a {topic} as a queue.

## How does it work?

It retries, then parks the message.

## Interview-ready summary

Say it parks failures.

"""


def test_labelled_questions_answered_under_headings_keep_their_whole_answers() -> None:
    """`## Question N.` headings whose answers are written under headings at the same level
    and above (`# Title`, `## Direct answer`, `## How does it work?`): one card each."""
    text = (
        "# Set 16\n\n"
        + "".join(
            SECTIONED.format(n=n, topic=t, title=t.title())
            for n, t in enumerate(["dead letter queue", "sticky cache", "warm cache"], 1)
        )
        + "## Question 4. What is a quorum?\n"
    )
    got = result(text)
    assert [c.question for c in got.deck.cards] == [
        "What is dead letter queue?",
        "What is sticky cache?",
        "What is warm cache?",
    ]
    last = got.deck.cards[-1].answer
    assert last.startswith("# Warm Cache") and last.endswith("Say it parks failures.")
    assert "It retries, then parks the message." in last
    assert [s.line for s in got.skipped] == [
        text.splitlines().index("## Question 4. What is a quorum?") + 1
    ]


def test_labelled_and_plain_question_headings_mixed_stay_questions() -> None:
    """A page asking with both kinds of heading: the plain ones are questions, not parts."""
    text = (
        "# Git\n\n## Question 1. What is a commit?\n\nA snapshot.\n\n## What is a branch?\n\n"
        "A pointer.\n\n## Question 2. What is a tag?\n\nA name.\n\n## What is a remote?\n\n"
        "Another copy.\n\n## Question 3. What is HEAD?\n\nThe current commit.\n"
    )
    assert len(result(text).deck.cards) == 5


def test_keycap_numbers_inside_bold_headings_are_decoration() -> None:
    text = (
        "# Docker\n\n## **1️⃣ What is Docker?**\n\nA container runtime.\n\n"
        "## **1️⃣1️⃣ What is a volume?**\n\nStorage that outlives a container.\n"
    )
    assert [c.question for c in result(text).deck.cards] == ["What is Docker?", "What is a volume?"]


def test_a_chat_offer_after_the_last_rule_is_reported_not_carded() -> None:
    """`---` then `If you want, I can also provide:` over a list of offers and `Just tell
    me!`: the chat's closing words, however long, never the last answer's."""
    text = (
        "# Kubernetes\n\n## 1. What is a Pod?\n\nThe smallest unit.\n\n---\n\n"
        "## 2. What is a Service?\n\nA stable address.\n\n---\n\n"
        "If you want, I can also provide:\n\n✅ 50 more questions\n✅ Only coding tasks\n"
        "✅ A mock interview\n\nJust tell me!\n"
    )
    got = result(text)
    assert got.deck.cards[-1].answer == "A stable address."
    assert any("If you want, I can also provide:" in w for w in got.warnings)


def test_options_in_bold_italics_under_question_headings_key_them() -> None:
    """`### 1. Statement.` over `* ***True***` / `* False`: two options, the key in bold
    italics, under a heading rather than a line of text."""
    text = "# SQL tuning\n" + "".join(
        f"### {n}. {s}\n* {t}\n* {f}\n\n"
        for n, s, t, f in [
            (1, "Char takes more space than varchar.", "***True***", "False"),
            (2, "Having filters the table's rows.", "True", "***False***"),
        ]
    )
    got = result(text)
    assert [(c.choices, c.answer) for c in got.deck.cards] == [
        ({"A": "True", "B": "False"}, "A"),
        ({"A": "True", "B": "False"}, "B"),
    ]


def test_bold_options_with_a_key_stated_below_are_read_from_the_key() -> None:
    """A run whose key follows it (`> **Correct Answer:** ...`) is keyed by that line."""
    text = "".join(
        f"#### Q{n}. What is {w}?\n- A buzzword.\n- **{r}**\n- Nothing.\n\n"
        f"> **Correct Answer : <br> {r}**\n\n"
        for n, w, r in [(1, "GitOps", "A set of practices."), (2, "Argo", "A GitOps tool.")]
    )
    got = result(text)
    assert [c.correct_choice for c in got.deck.cards] == ["A set of practices.", "A GitOps tool."]


def test_a_no_break_space_in_an_indent_hides_no_label() -> None:
    """`\u00a0 Answer：Yes` under a list item (pasted from a web page): the answer."""
    text = (
        "# Quiz\n\n- Does HTML5 support block-level links?\n   ```\n   <a><h1>x</h1></a>\n   ```\n"
        " \u00a0 Answer：Yes\n\n- Does it reload?\n   Answer: No\n"
    )
    assert [c.answer for c in result(text).deck.cards] == ["Yes", "No"]


def test_one_line_items_ending_with_their_answer_label_among_answered_items() -> None:
    """`- The translate() function can move an element on the z-axis. Answer: False` among
    items answered under them: a card each, statement or question."""
    text = (
        "# CSS quiz\n\n- Are CSS properties case sensitive?\n  Answer: False\n\n"
        "  All CSS syntax is case-insensitive.\n\n"
        "- The pseudo class :root always refers to the html element. Answer: True\n"
        "- Will 10rem text resize with the window? Answer: False\n"
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards][1:] == [
        ("The pseudo class :root always refers to the html element.", "True"),
        ("Will 10rem text resize with the window?", "False"),
    ]
    assert got.warnings == ()


def test_a_paragraph_that_asks_without_ending_on_a_question_mark_over_an_a_label() -> None:
    """`What does it mean? Give a simple example.` or `Give an example of X.` right over an
    `A:` paragraph: a question each, never more of the answer above."""
    text = (
        "# OOP quiz\n\nPolymorphism\n\nWhat does the word 'polymorphism' mean?\n\nA: Many forms.\n\n"
        "What does it mean in OO design? Give a simple Java example.\n\nA: A Staff parent class.\n\n"
        "Give an example of when you could use polymorphism.\n\nA: A Vehicle class.\n\n\n\n"
        "Composition and Aggregation\n\nWhat is composition?\n\nA: Parts that die with the whole.\n"
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What does the word 'polymorphism' mean?", "Many forms."),
        ("What does it mean in OO design? Give a simple Java example.", "A Staff parent class."),
        ("Give an example of when you could use polymorphism.", "A Vehicle class."),
        ("What is composition?", "Parts that die with the whole."),
    ]


def test_a_closing_list_after_the_last_one_paragraph_answer_is_reported() -> None:
    """`Other points of interest:` over a list under the last `A.` answer of a page whose
    answers are one paragraph each: the page's list, not the answer's; `Differences:` over
    a list stays the answer's."""
    body = (
        "Q. What happens in a base constructor?\nA. Initializers run first.\n\n"
        "Q. Describe property attributes.\nA. They mark members.\n\n"
    )
    got = result(f"# C#\n\n{body}Other points of interest:\n1. LINQ.\n2. Reflection.\n")
    assert got.deck.cards[-1].answer == "They mark members."
    assert any("Other points of interest:" in w for w in got.warnings)
    kept = result(f"# C#\n\n{body}Differences:\n- One is public.\n- One is sealed.\n")
    assert kept.deck.cards[-1].answer.endswith("- One is sealed.")


def test_your_answer_labels_with_a_pictograph_are_labels() -> None:
    """`🗣️ **Your Answer**:` over the answer an interview-prep sheet gives: a label."""
    text = (
        "# Terraform\n\n### ✅ 1. What is Terraform?\n\n🗣️ **Your Answer**:\n"
        "> An infrastructure as code tool.\n\n### ✅ 2. What is state?\n\n"
        "🗣️ **Your Answer**:\n> The record of what exists.\n"
    )
    got = result(text)
    assert [c.answer for c in got.deck.cards] == [
        "An infrastructure as code tool.",
        "The record of what exists.",
    ]


def test_a_numbered_question_going_on_below_over_a_short_quoted_answer() -> None:
    """`1. A sample is taken ...` / `Is the following statement true or false?` / `"..."` /
    `> false`: the paragraphs are the question's, the quote's words the answer."""
    text = (
        "## Intervals\n1. A sample of 500 prices gives a 90% interval of 215 +/- 35.\n\n"
        'Is the following statement true or false?\n\n"About 90% of prices are in it."\n> false\n'
        "2. Can you use the formula on skewed data?\n> yes\n"
    )
    first, second = result(text).deck.cards
    assert first.question.endswith('"About 90% of prices are in it."')
    assert "true or false?" in first.question
    assert (first.answer, second.answer) == ("false", "yes")


def test_a_quote_set_apart_at_the_end_of_an_answer_stays_the_answers() -> None:
    text = (
        "## Notes\n\n### What did Knuth say about optimisation?\n\nHe warned about it. Why?\n\n"
        "> Premature optimisation is the root of all evil.\n"
    )
    (card,) = result(text).deck.cards
    assert card.answer.startswith("He warned about it.")


def test_an_unnumbered_question_at_the_margin_among_numbered_ones_answered_below() -> None:
    """`What is the branching pattern?` at the margin over ` one master branch ...` between
    `6.` and `7.` of a plain-text list answered by indented lines: a question of its own."""
    text = (
        "git questions:\n\n6. Branches in Git and their purpose?\n   A copy of master.\n\n"
        "What is the common branching pattern in GIT?\n one master branch, many from it\n\n"
        "7. What is a pull request?\n   A request to merge.\n"
    )
    got = result(text, "git.txt")
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("Branches in Git and their purpose?", "A copy of master."),
        ("What is the common branching pattern in GIT?", "one master branch, many from it"),
        ("What is a pull request?", "A request to merge."),
    ]


def test_a_question_line_over_indented_lines_inside_a_heading_answer_stays_in_it() -> None:
    text = (
        "# Notes\n\n## What is a branch?\n\nA pointer.\n\nWhy does it matter?\n"
        "  Because merges are cheap.\n\n## What is a tag?\n\nA name.\n"
    )
    assert len(result(text).deck.cards) == 2


def test_a_one_question_exam_page_keyed_by_its_feedback() -> None:
    """A long scenario stem ending `What should you do?` over `A.`-`D.` paragraphs, keyed
    only by `## Feedback` lines (`B is correct because ...`, the others `is not correct`)."""
    stem = " ".join(["The servers that host this website are older and slow."] * 10)
    options = "".join(f"{letter}. Deploy option {letter} in the cloud.\n\n" for letter in "ABCD")
    feedback = "".join(
        f"{letter} is {'correct' if letter == 'B' else 'not correct'} because of reasons.\n\n"
        for letter in "ABCD"
    )
    text = f"# architect-01\n\n{stem} What should you do?\n\n{options}## Feedback\n\n{feedback}"
    (card,) = result(text).deck.cards
    assert (card.answer, card.correct_choice) == ("B", "Deploy option B in the cloud.")
    assert card.explanation.startswith("A is not correct because")


def test_a_bold_answer_label_closed_by_its_bold_needs_no_colon() -> None:
    """`**Ans** Exploratory testing is ...`: the bold closes the label."""
    text = (
        "## Manual testing\n\n## 1. What is exploratory testing?\n"
        "**Ans** Testing with little planning and much execution.\n\n"
        "## 2. What is a traceability matrix?\n**Ans** A document tying tests to requirements.\n"
    )
    got = result(text)
    assert [c.answer for c in got.deck.cards] == [
        "Testing with little planning and much execution.",
        "A document tying tests to requirements.",
    ]


def test_a_last_question_left_unanswered_under_labelled_answers_is_reported() -> None:
    """Question lines each over `Answer: ...`; the page's last question has none: reported,
    never glued to the answer above."""
    text = (
        "What is Secrets Manager?\nAnswer: A store for secrets.\n\n"
        "How are secrets encrypted?\nAnswer: With KMS keys.\n\nCan you store JSON as a secret?\n"
    )
    got = result(text)
    assert got.deck.cards[-1].answer == "With KMS keys."
    assert [s.line for s in got.skipped] == [7]


def test_bold_numbered_points_set_off_by_a_colon_stay_in_the_answer() -> None:
    """`**2. _Other libraries_** : Install Moq ...` under `**2. How is unit testing done?**`:
    a point of the answer, never question 2 again."""
    text = (
        "# Testing\n\n**1. Explain unit testing ?**\n\nAns\n- Testing units alone.\n\n"
        "**2. How is unit testing done in C# ?**\n\nAns\n\nWith a framework.\n\n"
        "**1 _Choose_ _a_ _framework:_** Pick NUnit or xUnit.\n\n"
        "**2. _Other_ _libraries_** : Install Moq to mock.\n\n"
        "**3. Steps for adding a test ?**\n\nAns\n\nCreate a project.\n"
    )
    got = result(text)
    assert [c.question for c in got.deck.cards] == [
        "Explain unit testing ?",
        "How is unit testing done in C# ?",
        "Steps for adding a test ?",
    ]
    assert "Install Moq to mock." in got.deck.cards[1].answer


def test_numbered_questions_quoted_over_their_sql_answers() -> None:
    """`> 1. What is the top salary?` over a SQL block and its result table: a quoted
    numbered item is a question; where the quoted questions are numbered, every numbered
    quote answered below is one (`> 3. Which department ...? Choices: A, B`)."""
    asks_ = [
        "What is the highest salary?",
        "How many employees are there?",
        "Which department is smallest? Choices: Sales, Production",
        "What is the average salary?",
    ]
    text = "# Quiz answers\n\n" + "".join(
        f"> {n}. {q}\n\n```sql\nSELECT {n};\n```\n| a |\n|---|\n| {n} |\n\n"
        for n, q in enumerate(asks_, 1)
    )
    got = result(text)
    assert [c.question for c in got.deck.cards] == asks_
    assert got.deck.cards[2].answer.startswith("```sql\nSELECT 3;")


def test_lettered_question_headings_most_of_them_topics() -> None:
    """`### A1. What is a p-value?` among `### A2. p-value vs. significance level`: a drill
    set numbered by cluster letters, a quarter or more of its headings asking."""
    heads = [
        "A1. What is a p-value?",
        "A2. p-value vs. significance level",
        "A3. Type I vs. Type II error",
        "A4. What is statistical power?",
        "B1. Bayes via natural frequencies",
        "B2. Base-rate neglect",
        "C1. What drives A/B sample size?",
        "C2. Multiple comparisons",
    ]
    text = "# Drill set\n\n" + "".join(f"### {h}\n\n**A:** Its answer.\n\n" for h in heads)
    got = result(text)
    assert [c.question for c in got.deck.cards] == [h.split(". ", 1)[1] for h in heads]


def test_a_quick_summary_table_after_the_questions_is_end_matter() -> None:
    text = (
        "# Static\n\n## 1. What is static?\n\nIt belongs to the class.\n\n"
        "## 2. Can static methods be overridden?\n\nNo, only hidden.\n\n"
        "## ✅ Quick Summary Table\n\n| Concept | Answer |\n|---|---|\n| static | Class |\n"
        "| override | No |\n"
    )
    got = result(text)
    assert len(got.deck.cards) == 2
    assert any("end matter" in w for w in got.warnings)


def test_answer_labels_in_hindi_and_bengali() -> None:
    text = (
        "# TypeScript প্রশ্ন\n\n### ১. What is TypeScript?\n\n**উত্তর:** A typed superset.\n\n"
        "### ২. What is a tuple?\n\n**उत्तर:** A fixed-length array.\n"
    )
    got = result(text)
    assert [c.answer for c in got.deck.cards] == ["A typed superset.", "A fixed-length array."]


def test_a_bold_scenario_lead_in_is_no_part_of_the_question() -> None:
    text = (
        "# Azure\n\n1. **Scenario:** Explain when you would choose App Service over VMs.\n"
        "   - **Answer:** When you want a managed platform.\n\n"
        "2. **Scenario:** Describe how you would store JSON documents.\n"
        "   - **Answer:** In Cosmos DB.\n"
    )
    got = result(text)
    assert [c.question for c in got.deck.cards] == [
        "Explain when you would choose App Service over VMs.",
        "Describe how you would store JSON documents.",
    ]


def test_a_series_numbered_with_dashes_is_a_series_of_questions() -> None:
    """`1 - HTML elements can nest.` over `* A) True` / `* B) False`, then `2 - ...`: each
    line of the dashed series is a question, asking or not; none is keyed here, so the
    import is refused with every question counted."""
    statements = ["HTML elements can nest.", "h1 is smaller than h6.", "HTML is code."]
    text = "# Week 4\n" + "".join(
        f"{n} - {s}\n* A) True\n* B) False\n\n" for n, s in enumerate(statements, 1)
    )
    with pytest.raises(DocumentError, match="3 questions found"):
        result(text)


def test_icon_checkbox_options_under_a_banner_glued_heading() -> None:
    """A knowledge check saved from a learning site: an indented front matter, a link banner
    with the first question heading glued under it, options as icon-font boxes, the right
    one ticked (`<i class='fas fa-check-square'></i> &nbsp;Text`)."""
    box = "<i class='far fa-square'></i> &nbsp;&nbsp;{}\n\n"
    tick = "<i class='fas fa-check-square' style='color: Dodgerblue;'></i> &nbsp;&nbsp;{}\n\n"
    text = (
        "---\n    layout: post\n    title: DevOps pillars\n---\n\n"
        ' <a href="https://example.com/check"><i class="fas fa-external-link-alt"></i></a>\n'
        "####  1. What does DevOps bring?\n\n\n"
        + box.format("Fewer meetings.")
        + tick.format("Faster delivery.")
        + box.format("More code.")
        + "####  2. Why is culture essential?\n\n\n"
        + tick.format("Trust enables speed.")
        + box.format("Tools are enough.")
    )
    got = result(text)
    assert got.deck.name == "DevOps pillars"
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What does DevOps bring?", "B"),
        ("Why is culture essential?", "A"),
    ]


def test_closing_words_in_portuguese_are_the_pages() -> None:
    text = (
        "# Banco de dados\n\n## 1. O que faz a função COUNT?\n\nConta registros.\n\n---\n\n"
        "## 2. O que faz a função LEAD?\n\nRetorna a linha seguinte.\n\n---\n\n"
        "Essas perguntas abrangem funções de janela. Se precisar de mais, estou à disposição!\n"
    )
    got = result(text)
    assert got.deck.cards[-1].answer == "Retorna a linha seguinte."
    assert any("Essas perguntas abrangem" in w for w in got.warnings)


def test_a_question_linked_to_its_own_anchor_has_no_source() -> None:
    """`1. ### [What is YAML?](#what-is-yaml)`: a link into the page is navigation."""
    text = (
        "# YAML\n\n1. ### [What is YAML?](#what-is-yaml)\n\n    A data language.\n\n"
        "2. ### [What is a mapping?](#what-is-a-mapping)\n\n    Keys and values.\n"
    )
    got = result(text)
    assert [(c.question, c.explanation) for c in got.deck.cards] == [
        ("What is YAML?", ""),
        ("What is a mapping?", ""),
    ]


def test_an_overall_explanation_heading_labels_the_explanation() -> None:
    text = (
        "# Practice test\n\n## Question 1\nWhich command removes old files?\n\n"
        "* [ ] OPTIMIZE\n* [x] VACUUM\n\n### Overall explanation\n\nVACUUM deletes unused files.\n\n"
        "## Question 2\nWhich format is Delta built on?\n\n* [x] Parquet\n* [ ] CSV\n\n"
        "### Overall explanation\n\nDelta stores Parquet files.\n"
    )
    got = result(text)
    assert [c.explanation for c in got.deck.cards] == [
        "VACUUM deletes unused files.",
        "Delta stores Parquet files.",
    ]


def test_a_key_entry_restating_a_code_option_then_explaining() -> None:
    """`1. a) \\`x = 1\\` - Data data.` under `## Answers` where A is `` `x = 1` `` and B is
    `data data`: the entry restates its own option (code marks and all), so what follows is
    its explanation, even when it reads like another option (found by the generative test)."""
    text = (
        "# Generated quiz\n\n## Questions\n\n### 1. What is the data?\nA) `x = 1`\nB) data data\n\n"
        "## Answers\n\n1. a) `x = 1` - Data data.\n"
    )
    (card,) = result(text, "gen.md").deck.cards
    assert (card.answer, card.explanation) == ("A", "Data data.")


def test_numbered_questions_set_in_bold_italics() -> None:
    """`***1. What is Java?***` over bullet answers: the numbered bold question every reader
    knows, its italics adding nothing (a whole Q&A was refused: no questions found)."""
    text = (
        "# Java Questions #\n\n***1. What is Java?***\n* A language from 1995.\n\n"
        "***2. Explain OOP concepts.***\n* Six features:\n\n  **i. Class**\n\n"
        "**i. Class:** A blueprint.\n\n***3. JRE Architecture***\n\n**Incomplete**\n\n"
        "***4. Why is Java slower than C?***\n* It interprets bytecode.\n"
    )
    got = result(text)
    assert [c.question for c in got.deck.cards] == [
        "What is Java?",
        "Explain OOP concepts.",
        "Why is Java slower than C?",
    ]
    assert got.deck.cards[1].answer.endswith("**i. Class:** A blueprint.")
    assert [s.line for s in got.skipped] == [
        text.splitlines().index("***3. JRE Architecture***") + 1
    ]
