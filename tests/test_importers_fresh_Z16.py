"""Importer layouts met on fresh public documents (the held-out rounds Z15 to Z17, whose
failures the lead mended afterwards): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from srs.errors import DocumentError
from srs.importers import import_file
from tests.importing import result


def test_a_shell_prompt_under_the_line_that_introduces_it_stays() -> None:
    """Numbered questions over answers indented as far as code, each ending on a command
    written after a root prompt (`we run:` over ` # ps -a`): once dedented the command reads
    as a heading, and the answer's last heading was cut as the title of what follows, so
    every command went in silence."""
    text = "# Docker\n\n" + "".join(
        f"{n}. What is the command for task {n}?\n\n"
        f"        For task {n}, we run the below command:\n"
        f"         # docker task{n} -o out.tar\n\n"
        for n in range(1, 4)
    )
    cards = result(text).deck.cards
    assert len(cards) == 3
    for n, card in enumerate(cards, start=1):
        assert card.answer.endswith(f"# docker task{n} -o out.tar")


def test_a_heading_that_titles_what_follows_still_leaves_the_answer() -> None:
    """A heading after a blank line at the end of an answer, with nothing under it, titles
    the next questions: not the answer's text."""
    text = (
        "## What is a pod?\n\nThe smallest unit.\n\n#### **Key Questions**\n\n"
        "## What is a node?\n\nA machine.\n"
    )
    cards = result(text).deck.cards
    assert cards[0].answer == "The smallest unit."


def test_an_answer_written_as_several_heading_lines_is_kept_whole() -> None:
    """`###### Answer: ...` over `######  If you also want ...`: the answer goes on in a
    heading glued under the first; it was cut as a closing title, in silence."""
    text = "# Terraform\n\n" + "".join(
        f"#### {n}. How do you do task {n}?\n\n"
        f"######   Answer: Use command {n}.\n"
        f"######           If you also want more, use tool {n}.\n\n"
        for n in range(1, 4)
    )
    cards = result(text).deck.cards
    assert [c.answer for c in cards] == [
        f"Use command {n}.\nIf you also want more, use tool {n}." for n in range(1, 4)
    ]


def test_difficulty_stars_after_a_question_are_no_part_of_it() -> None:
    """`## Q3: What is CSRF? ⭐⭐⭐`: the set's rating of the question, in stars."""
    text = "".join(
        f"## Q{n}: What is threat {n}? {'⭐' * n}\n\n**Answer:** Threat {n} is bad.\n\n"
        for n in range(1, 4)
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [f"What is threat {n}?" for n in range(1, 4)]


def test_the_label_every_explanation_opens_with_is_no_part_of_it() -> None:
    """`**Correct:** C) ...` then `**Evidence:** ...` under every question of a quiz: the
    quiz's word for the explanation, like the shared label of open answers."""
    text = "".join(
        f"## Q{n}. Which protocol does job {n}?\n\n- A) TCP\n- B) UDP\n- C) IP\n\n"
        f"**Correct:** B) UDP\n\n**Evidence:** Job {n} needs no handshake.\n\n---\n\n"
        for n in range(1, 4)
    )
    cards = result(text).deck.cards
    assert [c.explanation for c in cards] == [f"Job {n} needs no handshake." for n in range(1, 4)]


_PROGRAMS = ["print(1 + 1)", "print('a' * 2)", "print(len([1, 2]))"]


def _programs_quiz(answers: str) -> str:
    text = "# Quiz\n\n## Questions\n"
    for n, program in enumerate(_PROGRAMS, start=1):
        text += f"{n}. What is printed when the following program is executed?\n"
        text += f"    ```\n    {program}\n    ```\n"
    return text + answers


def test_questions_worded_alike_over_different_code_are_no_contents_entries() -> None:
    """Every question of a quiz asks `What is printed ...?` over its own program: an
    unanswered one was taken for a contents entry of a later one asked the same way and
    left out in silence. They are reported."""
    res = result(_programs_quiz("\n## Answers\n3. 2\n"))
    assert len(res.deck.cards) == 1
    assert [s.line for s in res.skipped] == [4, 8]


def test_open_questions_answered_by_a_numbered_list_under_answers() -> None:
    """Numbered questions, then `## Answers` over `1. 2`, `2. aa`: plain answers by number
    (no letters, no labels) answer the open question of that number."""
    cards = result(_programs_quiz("\n## Answers\n1. 2\n2. aa\n3. 2\n")).deck.cards
    assert [c.answer for c in cards] == ["2", "aa", "2"]
    assert "print('a' * 2)" in cards[1].question


def test_open_questions_across_sections_answered_by_number() -> None:
    """Questions numbered on across sections, one `## Answers` list for all of them."""
    text = "# Final quiz\n\n## Section 1: Basics (2 questions)\n\n"
    text += "1. What are the primitive types?\n2. Can `let` be reassigned?\n\n"
    text += "## Section 2: Arrays (1 question)\n\n3. How do you append to an array?\n\n"
    text += "## Answers\n\n1. Number, String, Boolean\n2. Yes\n3. `array.push(x)`\n"
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What are the primitive types?", "Number, String, Boolean"),
        ("Can `let` be reassigned?", "Yes"),
        ("How do you append to an array?", "`array.push(x)`"),
    ]


def test_plain_answers_do_not_key_a_quiz_numbered_again_in_each_part() -> None:
    """Parts numbered from 1 each: `1. False` under the key could answer any part's first
    question, so plain lines answer none (they are reported as end matter)."""
    text = "# Quiz\n\n## Part 1\n\n1. What is 1 + 1?\n2. What is 2 + 2?\n\n"
    text += "## Part 2\n\n1. What is 3 + 3?\n2. What is 4 + 4?\n\n"
    text += "## Answers\n\n1. 2\n2. 4\n"
    with pytest.raises(DocumentError, match="4 questions found, none with an answer"):
        result(text)


def test_a_page_of_one_question_answered_in_its_section() -> None:
    """`# What are inodes?` over links to its sections, then `## Answer` and `## Background`,
    then a quiz: the page's first heading is its question, not its title (its answer went
    in silence), and the contents links are no part of it."""
    text = (
        "# What are inodes in Linux?\n\n"
        "- [Answer](https://example.org/inodes.md#answer)\n"
        "- [Background](https://example.org/inodes.md#background)\n\n"
        "## Answer\n\nInodes store file metadata.\n\n"
        "## Background\n\nEach file has one inode.\n\n"
        "## Quiz\n\n"
        "1. Inodes store metadata:\n- a: True\n- b: False\n\n"
        "2. A file has two inodes:\n- a: True\n- b: False\n\n"
        "### Answer key\n\n- 1: a\n- 2: b\n"
    )
    cards = result(text).deck.cards
    assert cards[0].question == "What are inodes in Linux?"
    assert cards[0].answer.startswith("Inodes store file metadata.")
    assert "Each file has one inode." in cards[0].answer
    assert [c.answer for c in cards[1:]] == ["A", "B"]


def test_a_page_title_that_asks_over_plain_sections_stays_the_title() -> None:
    """`# Why learn Go?` over `## Install` and `## Hello world` is a page's title."""
    text = (
        "# Why learn Go?\n\nAn intro.\n\n## What is a goroutine?\n\nA light thread.\n\n"
        "## What is a channel?\n\nA typed pipe.\n"
    )
    res = result(text)
    assert res.deck.name == "Why learn Go?"
    assert [c.question for c in res.deck.cards] == ["What is a goroutine?", "What is a channel?"]


def test_a_question_in_two_wordings_on_two_heading_lines_is_one() -> None:
    """`#### 5. Tell me about a failure. (or)` glued over `#### Tell me about ...`, or the
    second line opening with `or`: one question, not an unanswered one and a card whose
    question opens with `or`."""
    text = (
        "#### 1. Tell me about a failure. (or)\n#### Tell me about a time you failed.\n\n"
        "**Answer.** I missed a deadline once.\n\n"
        "#### 2. How do you support a team mate?\n#### or How do you guide a junior?\n\n"
        "**Answer.** I pair with them.\n\n"
        "#### 3. Why this company?\n\n**Answer.** Its mission.\n"
    )
    res = result(text)
    assert not res.skipped
    assert [c.question for c in res.deck.cards] == [
        "Tell me about a failure. (or) Tell me about a time you failed.",
        "How do you support a team mate? or How do you guide a junior?",
        "Why this company?",
    ]


def test_options_one_to_a_paragraph_the_right_one_marked_correct() -> None:
    """A course quiz copied from its page: `### Question 1`, the question, `--`, then its
    options one to a paragraph with no letters, the right one `**Ports (CORRECT)**` (the
    last at times, which was cut as a bold title in silence)."""
    options = ["Switches", "Ports", "Routers", "Hubs"]

    def question(n: int, right: int) -> str:
        lines = [f"**{o} (CORRECT)**" if k == right else o for k, o in enumerate(options)]
        return f"### Question {n}\n\nWhich device does job {n}?\n\n--\n\n" + "\n\n".join(lines)

    text = "# Quiz\n\n" + "\n\n\n".join(question(n, right) for n, right in ((1, 1), (2, 3), (3, 0)))
    cards = result(text + "\n").deck.cards
    assert [c.answer for c in cards] == ["B", "D", "A"]
    assert all(list(c.choices.values()) == options for c in cards)


def test_plain_paragraphs_with_no_mark_stay_the_answer() -> None:
    """Short paragraphs under a question with no `(correct)` mark are its answer's."""
    text = (
        "## What are the layers?\n\nPhysical\n\nLink\n\nNetwork\n\n## What is TCP?\n\nA protocol.\n"
    )
    cards = result(text).deck.cards
    assert not cards[0].choices
    assert cards[0].answer == "Physical\n\nLink\n\nNetwork"


def test_a_contents_list_of_links_to_sections_is_not_reported() -> None:
    """`## Table of Contents` over `01. [What is X?](#q-what-is-x)` for more questions than
    the page answers (an excerpt): each entry links to a section, it asks nothing; they
    were reported as unanswered questions, one warning each."""
    contents = "".join(
        f"{n:02d}. [What is feature {n}?](#q-what-is-feature-{n})\n" for n in range(1, 7)
    )
    answers = "".join(f"## Q. What is feature {n}?\n\n**A.** Feature {n}.\n\n" for n in (1, 2))
    res = result(f"# Guide\n\n## Table of Contents\n\n{contents}\n{answers}")
    assert [c.question for c in res.deck.cards] == ["What is feature 1?", "What is feature 2?"]
    assert not res.skipped


def test_a_title_glued_under_an_answer_still_leaves_it() -> None:
    """`### SQL Injection` glued under the last line of an answer's prose titles the
    questions after it: it is not kept as the answer's last line."""
    text = (
        "### 1. How do you stop XSS?\n\nEncode output.\n### SQL Injection\n\n"
        "### 2. How do you stop SQL injection?\n\nUse parameters.\n"
    )
    cards = result(text).deck.cards
    assert cards[0].answer == "Encode output."


def test_questions_inside_html_paragraphs_and_answers_after_a_line_break() -> None:
    """A blog post styled by its theme: `<p class="message">` over `<font>Question 1</font>
    – What is CSRF ?` over `</p>`, the answer `<br>**Ans**:- ...`. The questions were
    opaque HTML and the post was refused ("no questions found")."""
    text = "---\ntitle: Security questions\n---\n\n" + "".join(
        f'<p class="message">\n  <font color="Black">Question {n}</font> – What is attack {n} ?\n'
        f"</p>\n<br>**Ans**:- Attack {n} tricks the browser.\n<br>It is common.\n\n"
        for n in range(1, 4)
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [f"What is attack {n} ?" for n in range(1, 4)]
    assert cards[0].answer == "Attack 1 tricks the browser.\nIt is common."


def test_an_html_paragraph_that_asks_nothing_stays_html() -> None:
    """`<p align="center">` over a logo and a tagline: no question, left as it is."""
    text = (
        '<p align="center">\n  Interview notes for everyone\n</p>\n\n'
        "## What is a pod?\n\nThe smallest unit.\n\n## What is a node?\n\nA machine.\n"
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["What is a pod?", "What is a node?"]


def test_a_question_banks_fields_become_the_cards_tags() -> None:
    """`**Category:** Theory`, `**Difficulty:** Easy`, `**Tags:** ML Theory, Overfitting`
    between the question and its `**Sample Answer:**`: they leave the question (about it,
    not of it) and were lost; they are the card's tags."""
    text = (
        "### Q: What is the bias-variance trade-off?\n\n**Category:** Theory\n"
        "**Difficulty:** Easy\n**Tags:** ML Theory, Overfitting\n\n"
        "**Sample Answer:** Simple models underfit; complex ones overfit.\n"
    )
    (card,) = result(text).deck.cards
    assert card.question == "What is the bias-variance trade-off?"
    assert card.tags == ("theory", "easy", "ml-theory", "overfitting")


def test_fields_on_one_line_and_hashtags_become_tags() -> None:
    """`**Difficulty:** 🔴 Hard | **Tags:** `Metrics`` and `**Tags:** `#Docker` `#Basics``."""
    text = (
        "### What is a p-value?\n\n**Difficulty:** 🔴 Hard | **Tags:** `Metrics` | "
        "**Asked by:** Acme\n\n**Answer:** A probability.\n\n"
        "### What is an image?\n\n**Tags:** `#Docker` `#Basics`\n\n**Answer:** A template.\n"
    )
    cards = result(text).deck.cards
    assert [c.tags for c in cards] == [("hard", "metrics"), ("docker", "basics")]


def test_a_tags_line_inside_an_answer_tags_nothing() -> None:
    """`**Tags:** ...` written in the answer, after its label, is the answer's text."""
    text = (
        "### What is YAML?\n\n**Answer:** A format.\n**Tags:** are written like this.\n"
        "Then the document.\n"
    )
    (card,) = result(text).deck.cards
    assert card.tags == ()
    assert "**Tags:** are written like this." in card.answer


def test_a_prompt_set_in_a_code_span_over_points_and_an_example_response() -> None:
    """`## ``Design a system to ...``` over `### Key Points to Cover:` and `### Example
    Response:`: the heading in a code span is the question (it was lost in silence, and
    the points heading became the question); both sections answer it."""
    text = "# Design\n\n" + "".join(
        f"## ``Design a system to ship patch {n} to many servers``\n\n"
        f"### Key Points to Cover:\n\n- **Rollout**: phase {n}.\n- **Rollback**: plan it.\n\n"
        f'### Example Response:\n\n"I would roll patch {n} out in waves."\n\n'
        for n in range(1, 4)
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        f"Design a system to ship patch {n} to many servers" for n in range(1, 4)
    ]
    assert "- **Rollout**: phase 1." in cards[0].answer
    assert cards[0].answer.endswith('### Example Response:\n\n"I would roll patch 1 out in waves."')


def test_a_command_or_an_error_in_a_code_span_keeps_its_ticks() -> None:
    """`` `ReferenceError: x is not defined` `` as an option, `` `git rebase -i` `` as a
    heading: code, not prose."""
    text = (
        "## What does `greet()` throw?\n\n- A: `{}`\n- B: `ReferenceError: x is not defined`\n"
        "- C: `undefined`\n\n**Answer:** B\n"
    )
    (card,) = result(text).deck.cards
    assert card.choices["B"] == "`ReferenceError: x is not defined`"


def _challenge(kind: str, question: str, options: list[str], answers: list[str]) -> str:
    parts = [
        "### !challenge\n\n",
        f"* type: {kind}\n* id: 1234\n* title: Check\n* points: 1\n\n",
        f"##### !question\n\n{question}\n\n##### !end-question\n\n",
    ]
    if options:
        parts.append("##### !options\n\n" + "".join(f"* {o}\n" for o in options))
        parts.append("\n##### !end-options\n\n")
    if answers:
        parts.append("##### !answer\n\n" + "".join(f"* {a}\n" for a in answers))
        parts.append("\n##### !end-answer\n\n")
    if answers:
        parts.append("##### !explanation\n\nBecause.\n\n##### !end-explanation\n\n")
    else:
        parts.append("##### !placeholder\n\nType here\n\n##### !end-placeholder\n\n")
    return "".join(parts) + "### !end-challenge\n\n"


def test_learning_platform_challenges_are_questions() -> None:
    """Galvanize-style `### !challenge` blocks: `!question`, `!options` bullets and the
    `!answer` naming one of them, `!explanation`. Read as headings, no question was whole
    and the metadata bullets were reported as stray text."""
    shapes = ["Array", "Linked List", "Binary Tree"]
    text = "# Data structures quiz\n\n" + "".join(
        [
            _challenge("multiple-choice", "What is this structure?", shapes, ["Binary Tree"]),
            _challenge("multiple-choice", "Which is linear?", shapes, ["Array"]),
            _challenge("short-answer", "What is the cost of a lookup?", [], ["O(1)"]),
            _challenge("paragraph", "What questions do you have?", [], []),
        ]
    )
    res = result(text)
    cards = res.deck.cards
    assert [c.question for c in cards] == [
        "What is this structure?",
        "Which is linear?",
        "What is the cost of a lookup?",
    ]
    assert [c.answer for c in cards[:2]] == ["C", "A"]
    assert list(cards[0].choices.values()) == shapes
    assert cards[0].explanation == "Because."
    assert "O(1)" in cards[2].answer
    assert len(res.skipped) == 1 and "no answer" in res.skipped[0].reason


def test_a_field_glued_under_the_answers_terms_stays() -> None:
    """`**User:** ...` over `**Role:** ...`: the answer's terms, the last of which was
    dropped in silence as a closing metadata field."""
    text = (
        "### 1. What is the difference between a user and a role?\n\n📝 **Answer**\n"
        "**User:** Long-term identity.\n**Role:** Temporary credentials.\n\n"
        "### 2. What is a policy?\n\n📝 **Answer**\nA document of permissions.\n"
    )
    cards = result(text).deck.cards
    assert cards[0].answer.endswith("**Role:** Temporary credentials.")


def test_a_key_of_numbered_answer_headings_with_explanations() -> None:
    """`## Answers` over `### Answer 1: **B) 10**` and `**Explanation**: ...` (its text may
    open with a bold word and a hyphen, `**f-strings**`), options in code spans (`` `10` ``)
    that the key writes plain: only the first entry was read, to the wrong question."""
    options = ["5", "10", "15", "NameError"]
    questions = "".join(
        f"### Question {n}\nWhat does snippet {n} print?\n"
        + "".join(f"**{letter})** `{o}`  \n" for letter, o in zip("ABCD", options, strict=True))
        + "\n---\n\n"
        for n in range(1, 4)
    )
    key = "".join(
        f"### Answer {n}: **{letter}) {options['ABCD'.index(letter)]}**\n"
        f"**Explanation**: **f-strings** explain snippet {n}.\n\n---\n\n"
        for n, letter in ((1, "B"), (2, "D"), (3, "A"))
    )
    text = f"# Practice\n\n## Questions\n\n{questions}## Answers\n\n{key}"
    res = result(text)
    cards = res.deck.cards
    assert [c.answer for c in cards] == ["B", "D", "A"]
    assert cards[1].explanation.endswith("explain snippet 2.")
    assert not res.warnings


def _bold_quiz(right: list[int | None], wrong: int | None = None) -> str:
    options = ["Routing Control", "Request For Comments", "Frame Check", "Frame Controller"]
    text = "## Graded quiz\n\n"
    for n, k in enumerate(right, start=1):
        items = [f"**{o}**" if i == k else o for i, o in enumerate(options)]
        if k is None and wrong is not None:
            items[wrong] = f"**{options[wrong]}** [INCORRECT]"
        text += f"### Question {n}\n\nRFC {n} stands for ______.\n\n"
        text += "".join(f"* {item}\n" for item in items)
        text += f"\n> Explanation {n}.\n\n<br>\n\n"
    return text


def test_bulleted_options_keyed_by_the_one_in_bold() -> None:
    """A course quiz copied from its graded page: unlettered `*` options, the right one
    wholly in bold, an explanation quoted below. No option was read."""
    cards = result(_bold_quiz([1, 3, 0])).deck.cards
    assert [c.answer for c in cards] == ["B", "D", "A"]
    assert cards[0].choices["B"] == "Request For Comments"
    assert cards[0].explanation == "Explanation 1."


def test_one_bulleted_list_with_a_bold_point_stays_an_answer() -> None:
    """`What are the methods?` over `- GET`, `- **POST**`, `- PUT`: a single such list is an
    answer's points, one stressed."""
    text = "## What are the methods?\n\n- GET\n- **POST**\n- PUT\n\n## What is REST?\n\nA style.\n"
    cards = result(text).deck.cards
    assert not cards[0].choices
    assert cards[0].answer == "- GET\n- **POST**\n- PUT"


def test_checkbox_options_with_a_box_glued_to_its_text_and_one_left_unkeyed() -> None:
    """A checkbox quiz: `- [ ]Go checks types` (no blank after the box) was no option but
    the explanation's text, and a question with no box ticked became an open card whose
    answer was the raw list; it is reported as a question with no key."""

    def question(n: int, ticks: str) -> str:
        boxes = "".join(f"- [{t}]{' ' if k % 2 else ''}Option {k}\n" for k, t in enumerate(ticks))
        return f"#### Q{n}. Which option is right for case {n}?\n\n{boxes}\n"

    text = "".join(question(n, t) for n, t in enumerate(["x   ", "  x ", " x  ", "    "], 1))
    res = result(text)
    cards = res.deck.cards
    assert [c.answer for c in cards] == ["A", "C", "B"]
    assert list(cards[0].choices.values()) == [f"Option {k}" for k in range(4)]
    assert any("no answer letter" in s.reason for s in res.skipped)


def test_a_to_top_link_in_brackets_is_page_furniture() -> None:
    """`<a href="#Top">[To Top]</a>` under the last answer of a saved page: `[[To Top]](#Top)`
    once read as Markdown, kept as the last answer's last line."""
    text = (
        "## What is TCP?\n\nA stream protocol.\n\n## What is UDP?\n\nA datagram protocol.\n\n"
        "[[To Top]](#Top)\n"
    )
    cards = result(text).deck.cards
    assert cards[-1].answer == "A datagram protocol."


def test_a_topic_heading_about_something_among_questions_is_one() -> None:
    """`### About Python's GIL` among `### What is X?` headings, its answer below: read as
    an `About` section (front matter) and its text reported as between questions."""
    text = "# Python\n\n" + "".join(
        f"### What is feature {n}?\n\nFeature {n} is useful.\n\n" for n in range(1, 5)
    )
    text += "### About Python's GIL\n\nThe GIL lets one thread run at a time.\n"
    cards = result(text).deck.cards
    assert cards[-1].question == "About Python's GIL"
    assert cards[-1].answer == "The GIL lets one thread run at a time."


def test_an_about_this_repo_section_stays_front_matter() -> None:
    """`## About this repo` over the questions is the page's own introduction."""
    text = "## About this repo\n\nNotes I keep.\n\n" + "".join(
        f"## What is feature {n}?\n\nFeature {n} is useful.\n\n" for n in range(1, 5)
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [f"What is feature {n}?" for n in range(1, 5)]


def test_a_bold_pick_marked_incorrect_leaves_its_question_unkeyed() -> None:
    """`* **hub** [INCORRECT]`: the learner's wrong pick on a graded page, no key. The
    question was an open card whose answer was the raw list; it is reported."""
    res = result(_bold_quiz([1, None, 3, 0], wrong=2))
    cards = res.deck.cards
    # with its explanation, the unkeyed question is an open card (the rule for any choice
    # question whose key is unknown), its options listed, none marked or in bold
    assert [c.answer for c in cards] == ["B", "Explanation 2.", "D", "A"]
    assert "C) Frame Check" in cards[1].question
    assert "**" not in cards[1].question and "[ ]" not in cards[1].question
    assert any("no answer letter" in w for w in res.warnings)


def test_topic_headings_among_twice_as_many_questions_are_questions() -> None:
    """`### Prime number detection`, `### Palindrome checking` among `### Write a binary
    search method` and other asking headings: each is a card, not a sub-heading folded into
    the answer above. (A guard: small documents of this shape were read right before; the
    held-out C# page that was not, its topics a third of its headings, is in the dump.)"""
    asking = "".join(f"### Write function {n}\n\nUse a loop {n}.\n\n" for n in range(1, 10))
    topics = "".join(f"### Topic number {n}\n\nTopic {n} has two parts.\n\n" for n in range(1, 5))
    text = f"# Exercises\n\n## Coding\n\n{asking}{topics}### Design a schema\n\nTables.\n"
    cards = result(text).deck.cards
    assert [c.question for c in cards][9:13] == [f"Topic number {n}" for n in range(1, 5)]
    assert cards[8].answer == "Use a loop 9."


def test_an_interview_tips_section_is_end_matter_with_its_sub_headings() -> None:
    """`## Interview Preparation Tips` over `### By Experience Level` after the questions:
    reported once as end matter, never a card."""
    questions = "".join(f"### What is feature {n}?\n\nFeature {n}.\n\n" for n in range(1, 4))
    text = f"## Questions\n\n{questions}## Interview Preparation Tips\n\n"
    text += "### By Experience Level\n\n- Juniors should learn the basics first\n\n### Study Resources\n\n- Docs\n"
    res = result(text)
    assert [c.question for c in res.deck.cards] == [f"What is feature {n}?" for n in range(1, 4)]
    assert any("end matter in no card ('Interview Preparation Tips')" in w for w in res.warnings)


def test_a_folded_follow_up_and_its_folded_answer_are_a_card_of_their_own() -> None:
    """`<details><summary>Question 1</summary>` holding the answer's fold and then a
    `<summary>Follow-up Questions</summary>` fold with its own `<summary>Answer</summary>`:
    the follow-up's title was dropped and its answer's label left as a bare `Answer:`; then
    (fifth session) it was kept in the card's answer; a judge (seventh session, E17) asked
    for the follow-up as a card of its own, as the bank asks it."""
    fold = (
        "<details>\n<summary>Question {n}</summary>\n\nWhat does snippet {n} print?\n\n"
        "<details>\n<summary>Answer</summary>\n\nIt prints {n}.\n</details>\n\n"
        "<details>\n<summary>Follow-up Questions</summary>\n\nHow would you fix it?\n\n"
        "<details>\n<summary>Answer</summary>\n\nUse a closure {n}.\n\n</details>\n\n"
        "</details>\n\n</details>\n\n"
    )
    res = result("## Questions\n\n" + "".join(fold.format(n=n) for n in range(1, 4)))
    got = [(c.question, c.answer) for c in res.deck.cards]
    assert got == [
        pair
        for n in range(1, 4)
        for pair in [
            (f"What does snippet {n} print?", f"It prints {n}."),
            ("How would you fix it?", f"Use a closure {n}."),
        ]
    ]
    assert not res.warnings


def test_mkdocs_answer_admonitions_untitled_and_kindless() -> None:
    """A lab guide's exercises: `## Exercise N` over its tasks, then `??? Answer` (the kind
    alone, shown titled by it) or `??? "Answer - Imperative"` beside `??? "Answer -
    Declarative"` (a title alone). Neither was read as the answer's fold: the tasks went to
    the answer and the `???` lines stayed in it."""
    text = (
        "# CKA lab\n\n## Exercise 1 - Pods\n\n1. Deploy a pod\n2. Find its address\n\n"
        "??? Answer\n\n    Run `kubectl get po -o wide`.\n\n"
        "## Exercise 2 - Services\n\n1. Expose a deployment\n\n"
        '??? "Answer - Imperative"\n\n    ```shell\n    kubectl expose deploy web\n    ```\n\n'
        '??? "Answer - Declarative"\n\n    Apply a Service manifest.\n'
    )
    res = result(text)
    cards = res.deck.cards
    assert cards[0].question.endswith("2. Find its address")
    assert cards[0].answer == "Run `kubectl get po -o wide`."
    assert cards[1].answer.startswith("```shell\nkubectl expose deploy web\n```")
    assert cards[1].answer.endswith("**Answer - Declarative**\n\nApply a Service manifest.")
    assert not res.warnings


def test_an_unbulleted_option_that_is_only_a_star_keeps_it() -> None:
    """`D) *  ` (the pointer operator, two blanks for a line break) among `A) .`, `B) ->`:
    the star was taken for a key mark after the option and the option became `D)`."""
    text = "".join(
        f"**{n}. Which symbol does job {n}?**\nA) .  \nB) ->  \nC) &  \nD) *  \n\n**Answer: B**\n\n"
        for n in range(1, 4)
    )
    cards = result(text).deck.cards
    assert [c.choices["D"] for c in cards] == ["*", "*", "*"]
    assert [c.answer for c in cards] == ["B", "B", "B"]


def test_a_paragraph_tag_named_beside_another_tag_stays() -> None:
    """`- element selector - <p> <h1>`: the line names tags; `<p>` was taken for markup (HTML
    leaves it open) and vanished, while `<h1>` stayed as code."""
    text = "# CSS\n\n# What are the selectors?\n\n- element selector - <p> <h1>\n- class selector\n"
    (card,) = result(text).deck.cards
    assert card.answer.startswith("- element selector - `<p>` `<h1>`")


def test_a_paragraph_tag_alone_is_still_markup() -> None:
    """`<p>Text</p>`-like markup with no tag named in prose beside it stays markup."""
    text = "## What is HTML?\n\n<p>\nA markup language.\n\n## What is CSS?\n\nStyles.\n"
    cards = result(text).deck.cards
    assert cards[0].answer == "A markup language."


def test_a_quizs_notes_answered_after_each_question_on_its_line() -> None:
    """A course's quiz notes: `- What is a DOM tree? a hierarchy of elements`, each item a
    question and the learner's answer on one line, any case, short (`console.dir`), a task
    told as a sentence too (`Give one example of X. document.querySelectorAll()`). The
    whole file was refused: "11 questions found, none with an answer"."""
    text = (
        "# dom-query-quiz-notes\n\n## Quiz Questions\n\n"
        "- Why do we log things to the console? To see values while debugging.\n\n"
        "- What is a DOM tree? a hierarchy of the page's elements\n\n"
        "- Give one example of a method that returns many elements. querySelectorAll()\n\n"
        "- What method shows an element's properties? console.dir\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Why do we log things to the console?", "To see values while debugging."),
        ("What is a DOM tree?", "a hierarchy of the page's elements"),
        ("Give one example of a method that returns many elements.", "querySelectorAll()"),
        ("What method shows an element's properties?", "console.dir"),
    ]


def test_points_that_ask_and_answer_inside_an_answer_stay_its_points() -> None:
    """A post-mortem's whys inside one answer (`- Why did it fail? The index was dropped.`)
    under a heading question: points of that answer, not questions of their own."""
    text = (
        "## What went wrong in the outage?\n\n- Why did it fail? The index was dropped.\n"
        "- Why was it dropped? A migration ran twice.\n- Why twice? No lock was taken.\n\n"
        "## What is an index?\n\nA lookup structure.\n"
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["What went wrong in the outage?", "What is an index?"]


def test_a_bold_keyed_option_keeps_the_words_wrong_and_incorrect() -> None:
    """`* Wrong password`, `* **Incorrect syntax**`: the words are the options' own; only a
    bracketed `[INCORRECT]` after a pick is the page's mark."""
    opts = ["Wrong password", "Incorrect syntax", "Expired token", "Locked account"]

    def question(n: int, k: int) -> str:
        items = [f"**{o}**" if i == k else o for i, o in enumerate(opts)]
        return f"### Question {n}\n\nWhy does login {n} fail?\n\n" + "".join(
            f"* {x}\n" for x in items
        )

    cards = result(
        "# Quiz\n\n" + "\n".join(question(n, k) for n, k in ((1, 0), (2, 1), (3, 2)))
    ).deck.cards
    assert [c.answer for c in cards] == ["A", "B", "C"]
    assert all(list(c.choices.values()) == opts for c in cards)


def test_questions_at_mixed_levels_each_over_its_fold() -> None:
    """`> ### What is wait()?` over `<details><summary>Answer</summary>`, then `> ####
    Explain synchronized.` over its own fold: the deeper heading was a sub-heading of the
    first answer, and every later question was folded into it."""

    def fold(level: int, n: int, answer: str) -> str:
        body = f"\n{answer}\n" if answer else ""
        return (
            f"> {'#' * level} What is concept {n}?\n<details>\n<summary>Answer</summary>\n"
            f"{body}</details>\n\n"
        )

    text = "# Concurrency\n\n" + fold(3, 1, "It waits.") + fold(4, 2, "It locks.")
    text += fold(4, 3, "") + fold(3, 4, "It stops.")
    res = result(text)
    assert [c.question for c in res.deck.cards] == [
        "What is concept 1?",
        "What is concept 2?",
        "What is concept 4?",
    ]
    assert res.deck.cards[1].answer == "It locks."
    assert [s.reason for s in res.skipped] == ["question #3 has no answer; skipped"]


def test_a_section_over_folded_questions_stays_a_section() -> None:
    """`## Threads` over `### What is X?` folds: the section has no fold of its own and
    keeps its level."""
    text = "## Threads\n\n" + "".join(
        f"### What is thread idea {n}?\n<details>\n<summary>Answer</summary>\n\nIdea {n}.\n"
        "</details>\n\n"
        for n in range(1, 4)
    )
    cards = result(text).deck.cards
    assert [c.answer for c in cards] == [f"Idea {n}." for n in range(1, 4)]


def test_a_laravel_views_directive_lines_are_no_content(tmp_path: Path) -> None:
    """A Blade view saved as a page: `@auth` / `@include('partials.footer')` / `@else` /
    `@endauth` around the questions, which a browser never shows; they stayed in the last
    answer."""
    rows = "".join(
        f'<p><span class="q">Question {n}:</span> What is layer {n}? </p>\n'
        f'<p><span class="a">Answer:</span> Layer {n} moves data.</p>\n<br />\n'
        for n in range(1, 4)
    )
    page = (
        "<!DOCTYPE html>\n<html>\n@auth\n    @include('partials.header')\n<body>\n<div>\n"
        f"{rows}</div>\n</body>\n    @include('partials.footer')\n@else\n"
        '    <meta http-equiv="refresh" content="0; URL=/">\n@endauth\n</html>\n'
    )
    path = tmp_path / "review.html"
    path.write_text(page, encoding="utf-8")
    cards = import_file(path).deck.cards
    assert [c.answer for c in cards] == [f"Layer {n} moves data." for n in range(1, 4)]


def test_a_back_to_top_link_to_the_page_by_its_file_is_furniture() -> None:
    """`:arrow_up: [__Back to Top__](README.md#table-of-contents)` under each answer: the
    page named by its file, an emoji shortcode before the link; it ended 20 answers."""
    text = "# Kotlin\n\n" + "".join(
        f"## What is feature {n}?\n\nFeature {n} helps.\n\n"
        ":arrow_up: [__Back to Top__](README.md#table-of-contents)\n\n"
        for n in range(1, 4)
    )
    cards = result(text).deck.cards
    assert [c.answer for c in cards] == [f"Feature {n} helps." for n in range(1, 4)]


def test_text2qti_title_and_points_above_each_question_are_no_explanation() -> None:
    """A text2qti quiz writes `Title: ...` over `Points: 1` above each numbered question:
    they were read as the explanation of the question above."""
    text = "Quiz title: Basics\n\n" + "".join(
        f"Title: Topic {n}\nPoints: 1\n{n}. Which option is right for case {n}?\n"
        "*a) The first\nb) The second\nc) The third\n\n"
        for n in range(1, 4)
    )
    cards = result(text).deck.cards
    assert [c.answer for c in cards] == ["A", "A", "A"]
    assert [c.explanation for c in cards] == ["", "", ""]
