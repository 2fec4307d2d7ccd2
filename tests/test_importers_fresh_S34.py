"""Importer layouts met in the 2026-12-04 thirty-fourth session: each test is the shape of one
real document, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
from srs.importers import import_text
from tests.importing import result


def _scenario(n: int, title: str, ask: str, label: str) -> str:
    return (
        f"## Question {n}: {title}\n\n### Scenario\nA deploy to 2,000 hosts is slow ({n}).\n\n"
        f"### Interview Question\n{ask}\n\n### {label}\n"
        f"**Initial assessment:** forks is at its default of 5 ({n}).\n\n"
        f"**Technical reasoning:** five hosts at a time ({n}).\n\n"
        f"**Risk controls:** raise it step by step ({n}).\n\n"
        f'### Common Weak Answer\n"Optimise the tasks."\n\n---\n\n'
    )


def _scenarios(label: str) -> str:
    asks = ["Diagnose the bottleneck.", "Explain the fix.", "Design the rollout."]
    return "# Performance\n\n" + "".join(
        _scenario(n, f"The slow deploy number {n}", ask, label)
        for n, ask in enumerate(asks, start=1)
    )


def test_a_graded_answer_heading_of_several_words_ends_the_question() -> None:
    """`### Strong Senior-Level Answer` under `### Scenario` / `### Interview Question`: the
    grade may take more than one word; the answer was read as the question's, and the
    question had only its title."""
    cards = result(_scenarios("Strong Senior-Level Answer")).deck.cards
    assert len(cards) == 3
    first = cards[0]
    assert first.question.startswith("The slow deploy number 1")
    assert "Diagnose the bottleneck." in first.question
    assert "Initial assessment" not in first.question
    assert first.answer.startswith("**Initial assessment:** forks")
    assert "Risk controls" in first.answer and "Explain the fix" not in first.answer


def test_the_first_of_several_labelled_parts_keeps_its_label() -> None:
    """Every answer opens `**Initial assessment:**` over `**Technical reasoning:**` and more
    parts: a template of parts, and its first label was dropped from every card as the
    page's word for "answer"."""
    cards = result(_scenarios("Strong Answer")).deck.cards
    assert [c.answer.split(":**")[0] for c in cards] == ["**Initial assessment"] * 3


def test_one_labelled_short_answer_over_another_part_still_loses_its_label() -> None:
    """`**Simple:** sentence.` over one `**Detailed:** ...`: a card answered twice, the
    first label the page's word for its short answer, as before."""
    doc = "".join(
        f"## {q}?\n\n**Simple:** {a}.\n\n**Detailed:** {a} in depth.\n\n"
        for q, a in [
            ("What is TCP", "A stream"),
            ("What is UDP", "Datagrams"),
            ("What is IP", "Routing"),
        ]
    )
    cards = result(doc).deck.cards
    assert [c.answer.split("\n")[0] for c in cards] == ["A stream.", "Datagrams.", "Routing."]


_PASTED_SCRIPT = """1. What is Docker?
What: a container platform.

2. What is an image?
What: a read-only template.

3. What is a volume?
What: storage outside the container.

# Use an official lightweight Python image as the base image
FROM python:3.11-slim

# Install the dependencies
RUN pip install --no-cache-dir -r requirements.txt

# Define the default command to run the app
CMD ["uvicorn", "app.main:app"]

How to use:
Put this file in your project root.
"""


def test_a_pasted_scripts_comments_are_no_questions() -> None:
    """A Dockerfile pasted without its fence after the last question: its `#` comments are
    headings, and `# Define the default command ...` asked (an order) and made a card of
    the script. Its lines are reported as text in no card."""
    imported = result(_PASTED_SCRIPT)
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "What is Docker?",
        "What is an image?",
        "What is a volume?",
    ]
    assert "FROM" not in cards[2].answer
    assert any("CMD" in w for w in imported.warnings)


def test_two_order_headings_over_commands_stay_questions() -> None:
    """Headings that order (`# Define a volume`) each over a command and a paragraph of
    answer are questions: only three or more in a row, each over code alone up to a blank
    line, are a script's comments."""
    doc = (
        "# Define a volume\ndocker volume create data\n\nA named store outside the container.\n\n"
        "# Explain port mapping\ndocker run -p 80:80 web\n\nHost port to container port.\n"
    )
    cards = result(doc).deck.cards
    assert [c.question for c in cards] == ["Define a volume", "Explain port mapping"]


def _mock_question(n: int, asked: str) -> str:
    return (
        f"## Question {n}\n"
        f'**Interviewer asks:** "{asked}"\n\n'
        f"**Expected answer points:**\n- The first point of {n}.\n- The second point of {n}.\n\n"
        f"**Follow-up questions:**\n1. Why {n}?\n2. When {n}?\n\n"
        f'**Model answer:** *"A model answer to {n}."*\n\n---\n\n'
    )


def test_a_mock_interviews_expected_points_are_the_answer_not_the_question() -> None:
    """`**Interviewer asks:** "..."` over `**Expected answer points:**`, follow-ups and a
    `**Model answer:**`: the points were read as part of the question (shown before the
    answer is asked for) and the speaker's label stayed in the question."""
    asked = [
        "Why does the task report changed?",
        "Why did the handler not run?",
        "How do you scale it?",
    ]
    doc = "# Mock interview\n\n" + "".join(
        _mock_question(n, q) for n, q in enumerate(asked, start=1)
    )
    cards = result(doc).deck.cards
    assert [c.question for c in cards] == asked
    assert cards[0].answer.startswith("- The first point of 1.")
    assert "A model answer to 1." in cards[0].answer and "Why 1?" in cards[0].answer


_PRINTS = """# Question {n}
What is the output of the following code?
```python
print("Hello", end="")
print("World")
```
{a}
- [x] HelloWorld
- [ ] Hello World

"""


def test_an_option_on_two_lines_that_would_equal_another_keeps_its_line_break() -> None:
    """`- [ ] Hello` over an indented `World`, beside `- [ ] Hello World`, in a quiz on what
    code prints: joined with a blank, two options read the same; its lines are kept apart."""
    doc = _PRINTS.format(n=1, a="- [ ] Hello\n      World") + _PRINTS.format(
        n=2, a="- [ ] Hello and a wrapped\n      option text"
    )
    cards = result(doc).deck.cards
    assert cards[0].choices == {"A": "Hello\nWorld", "B": "HelloWorld", "C": "Hello World"}
    assert cards[0].answer == "B"
    assert cards[1].choices["A"] == "Hello and a wrapped option text"


def test_a_lettered_option_on_two_lines_that_would_equal_another_keeps_its_line_break() -> None:
    """The same with letters (`A) Hello` over `   World`): joined only when it reads as a
    wrapped sentence, not when that makes it another option."""
    doc = "".join(
        f"### {n}. What does this print?\n```python\nprint('Hello', end='')\nprint('World')\n```\n"
        f"A) {first}\n   {second}\nB) HelloWorld\nC) Hello World\n\nAnswer: B\n\n"
        for n, (first, second) in enumerate([("Hello", "World"), ("Hello and", "more")], start=1)
    )
    cards = result(doc).deck.cards
    assert [c.choices["A"] for c in cards] == ["Hello\nWorld", "Hello and more"]


def _tracker(box: str, tag: str) -> str:
    parts = ["# Concurrency\n\n## Junior\n\n"]
    for n, asked in enumerate(["What is a mutex?", "What is a semaphore?", "What is a race?"], 1):
        parts.append(
            f"### CONC-JN-0{n}\n\n{box}{tag}**Question:** {asked}\n"
            f"> **Covered in:** [Concurrency, topic {n}](README.md#t{n})\n\n"
            f"**Answer:** **Definition.** Answer {n}. **Mechanism.** More of {n}.\n\n"
        )
    return "".join(parts)


def test_a_labelled_question_with_a_quoted_note_under_it_keeps_its_answer() -> None:
    """`**Question:** ...` right over `> **Covered in:** [link]`: the quote, followed by an
    answer label, was read as a question of its own that took the answer, and every real
    question was skipped as unanswered."""
    imported = result(_tracker("", ""))
    cards = imported.deck.cards
    assert [c.question.split("\n")[0] for c in cards] == [
        "What is a mutex?",
        "What is a semaphore?",
        "What is a race?",
    ]
    assert "Covered in" in cards[0].question and "topic 1" in cards[0].question
    assert cards[0].answer.startswith("**Definition.** Answer 1.")
    assert imported.warnings == ()


def test_a_question_label_behind_a_study_box_or_a_tag_opens_the_question() -> None:
    """`- [ ] **Code:** **Question:** ...`: a study tracker's box and a category tag before
    the label; the question was read as the heading's text, box and markup and all."""
    for box in ("- [ ] ", "- [x] ", ""):
        cards = result(_tracker(box, "**Code:** ")).deck.cards
        assert [c.question.split("\n")[0] for c in cards] == [
            "What is a mutex? [Code]",
            "What is a semaphore? [Code]",
            "What is a race? [Code]",
        ], box
    cards = result(_tracker("- [ ] ", "")).deck.cards
    assert cards[1].question.split("\n")[0] == "What is a semaphore?"
    assert cards[1].answer.startswith("**Definition.** Answer 2.")


def test_ticked_options_that_name_questions_stay_options() -> None:
    """A box over `Question 3` with no label's colon is an option of a quiz, not a label."""
    doc = (
        "## 1. Which question is about locks?\n\n- [ ] Question 1\n- [x] Question 3\n\n"
        "## 2. Which number is even?\n\n- [x] Two\n- [ ] Three\n"
    )
    cards = result(doc).deck.cards
    assert [(c.answer, dict(c.choices)) for c in cards] == [
        ("B", {"A": "Question 1", "B": "Question 3"}),
        ("A", {"A": "Two", "B": "Three"}),
    ]


def test_layout_wrappers_round_each_scenario_stay_out_of_the_answers() -> None:
    """`<article data-difficulty="junior">` ... `</article>` round each scenario: the
    closing tag and the next one's opening tag were left at the end of every answer."""
    doc = "# Scenarios\n\n" + "".join(
        f'<article data-difficulty="{level}">\n\n## Scenario {n}: Write thing {n}\n\n'
        f"**Scenario:** You added model {n}. Write a description.\n\n"
        f"<details>\n<summary>✅ Solution</summary>\n\nThe solution {n}.\n\n</details>\n\n"
        "</article>\n\n"
        for n, level in enumerate(["junior", "mid", "senior"], start=1)
    )
    cards = result(doc).deck.cards
    assert [c.answer for c in cards] == ["The solution 1.", "The solution 2.", "The solution 3."]


def _graded_quiz(heading: str, label: str) -> str:
    return "# Quiz\n\n" + "".join(
        f"## {heading.format(n=n)}\n\n{label}Which number is {n}?\n\nA) {n}\nB) {n + 1}\n\n"
        f"> [!success]- Answer\n> **Correct Answer: A**\n>\n> Because {n}.\n\n---\n\n"
        for n in (1, 2, 3)
    )


def test_a_grade_in_emphasis_after_a_question_number_is_no_question_text() -> None:
    """`## Question 1 *(Medium)*` over the question and options: the grade in emphasis kept
    `Question 1` as the question's first line. So did `**Question** *(Medium)*: Which ...?`
    under `## Question 1: Title`: the label was not read for the grade before its colon."""
    for heading, label in [
        ("Question {n} *(Medium)*", ""),
        ("Question {n}: Title {n}", "**Question** *(Medium)*: "),
    ]:
        cards = result(_graded_quiz(heading, label)).deck.cards
        assert [c.question for c in cards] == [f"Which number is {n}?" for n in (1, 2, 3)]
        assert [c.answer for c in cards] == ["A", "A", "A"]


def test_a_grade_in_emphasis_after_a_question_is_dropped() -> None:
    """`## What is a slice? *(Hard)*`: the set's grade, in emphasis, is no word of the
    question, as `[Hard]` is not."""
    doc = "".join(
        f"## What is {name}? *(Hard)*\n\n{name} is {what}.\n\n"
        for name, what in [("a slice", "a view"), ("a map", "a table"), ("a channel", "a pipe")]
    )
    cards = result(doc).deck.cards
    assert [c.question for c in cards] == [
        "What is a slice?",
        "What is a map?",
        "What is a channel?",
    ]


def _keyed_after(title: str, entry: str) -> str:
    asked = [
        ("Maximum timebox for Sprint Planning?", ["4 hours", "6 hours", "8 hours"], "C"),
        ("The Daily Scrum lasts:", ["15 minutes", "30 minutes", "1 hour"], "A"),
        ("Who attends the Retrospective?", ["Scrum Team only", "Stakeholders", "Managers"], "A"),
    ]
    parts = ["# Quiz\n\n## Questions\n\n"]
    for n, (question, options, _) in enumerate(asked, 1):
        lines = "".join(f"{'ABC'[k]}. {text}\n" for k, text in enumerate(options))
        parts.append(f"### Q{n}. {question}\n{lines}\n")
    parts.append(f"---\n\n## {title}\n\n")
    for n, (_, options, key) in enumerate(asked, 1):
        text = options["ABC".index(key)]
        parts.append(entry.format(n=n, key=key, text=text) + f"Because {n}.\n\n")
    return "".join(parts)


def test_a_key_that_repeats_each_questions_label_keys_the_questions() -> None:
    """`## 🎯 Answers + Explanations` over `### Q1: **C. 8 hours**` and its explanation: the
    entries were read as questions (their options lost, every real question skipped)."""
    for title in ("🎯 Answers + Explanations", "Answers"):
        for entry in ("### Q{n}: **{key}. {text}**\n", "### Q{n}: {key}\n", "**Q{n}: {key}.** "):
            cards = result(_keyed_after(title, entry)).deck.cards
            assert [(c.answer, c.explanation) for c in cards] == [
                ("C", "Because 1."),
                ("A", "Because 2."),
                ("A", "Because 3."),
            ], (title, entry)


def test_a_card_note_whose_answer_is_below_a_blank_line_keeps_it() -> None:
    """`How do you scroll?` over `?`, then a blank line and a fence: the card's answer was
    dropped with the code (nothing was found in the note)."""
    doc = "How do you get the scroll position?\n?\n\n```javascript\nconst y = window.scrollY;\n\nconsole.log(y);\n```\n"
    cards = result(doc).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "How do you get the scroll position?",
            "```javascript\nconst y = window.scrollY;\n\nconsole.log(y);\n```",
        )
    ]


def test_a_card_studied_both_ways_is_read_whatever_its_words() -> None:
    """`What keyword starts a goroutine:::go`: `:::` glued to words read as a name in code
    (`a::b`) and the card was lost in silence; `:::` scopes no name."""
    doc = (
        "# Go\n\nWhat is a goroutine::A lightweight thread.\n"
        "What keyword starts a goroutine:::go\n\nWhat closes a channel?\n?\nclose(ch)\n"
    )
    cards = result(doc).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a goroutine", "A lightweight thread."),
        ("What keyword starts a goroutine", "go"),
        ("What closes a channel?", "close(ch)"),
    ]


def test_a_plain_line_of_fields_under_a_question_is_its_tags() -> None:
    """`Difficulty: Foundational | Type: Theoretical` under `#### Q1: ...`: the line stayed in
    the question; bold fields were tags already, plain ones are too."""
    doc = "".join(
        f"#### Q{n}: {title}\nDifficulty: {level} | Type: Theoretical\nAnswer:\n{answer}\n\n"
        for n, (title, level, answer) in enumerate(
            [
                ("Platform selection", "Foundational", "Fabric or BCOS."),
                ("Identity and CAs", "Intermediate", "MSPs bind identities."),
                ("Throughput tuning", "Advanced", "Narrow the policies."),
            ],
            start=1,
        )
    )
    cards = result(doc).deck.cards
    assert [c.question for c in cards] == [
        "Platform selection",
        "Identity and CAs",
        "Throughput tuning",
    ]
    assert [c.tags for c in cards] == [("foundational",), ("intermediate",), ("advanced",)]
    assert cards[0].answer == "Fabric or BCOS."


def _cloze_items(answers_label: str) -> str:
    items = [
        (
            "The blockchain trilemma is: ___, ___, and ___.",
            ["scalability", "security", "decentralization"],
        ),
        ("A ___ chain is a permissioned blockchain.", ["consortium"]),
        ("___ moves assets between chains.", ["Cross-chain"]),
    ]
    parts = ["# Cloze\n\n## Items 1–3\n\n"]
    for n, (text, blanks) in enumerate(items, start=1):
        listed = "".join(f'- Blank {k}: ["{word}"]\n' for k, word in enumerate(blanks, start=1))
        parts.append(
            f"### Item {n}\n\n**Language:** N/A  \n**Difficulty:** Foundational  \n"
            f"**Bloom:** Remember\n\n**Text:** {text}\n\n{answers_label}\n{listed}\n"
            "**Grader Notes:**\n- Accept variants.\n\n---\n\n"
        )
    return "".join(parts)


def test_a_cloze_items_text_field_is_its_question_and_its_answers_label_its_answer() -> None:
    """`**Text:** ... ___ ...` over `**Answers:**` and the blanks' words: the text was read
    as the answer (its label dropped as the page's word for one), the fields as the
    question, and everything from `**Answers:**` on was lost as an answer key's."""
    for label in ("**Answers:**", "**Answer:**"):
        cards = result(_cloze_items(label)).deck.cards
        assert [c.question for c in cards] == [
            "The blockchain trilemma is: ___, ___, and ___.",
            "A ___ chain is a permissioned blockchain.",
            "___ moves assets between chains.",
        ], label
        assert cards[0].answer.startswith('- Blank 1: ["scalability"]'), label
        assert "Accept variants." in cards[2].answer
        assert cards[0].tags == ("items-13", "foundational")


_ONE_QUESTION_PAGE = """---
title: ¿Cómo evitarías memory leaks en Angular?
difficulty: hard
tags: [async, rxjs]
lastReviewed: 2026-04-04
---

Detrás de "¿Cómo evitarías memory leaks en Angular?" suele haber una tensión real.

## Respuesta sólida
- Cancela las suscripciones.

## Ejemplo de código
```ts
sub.unsubscribe();
```

## Frase corta de entrevista
> Sin limpieza no hay fiabilidad.
"""


def test_a_page_whose_front_matter_title_asks_is_that_one_question() -> None:
    """A question bank kept as a site, one question a file: the front matter's title asked
    and each section of its answer was read as a question of its own."""
    imported = result(_ONE_QUESTION_PAGE, "q10.md")
    (card,) = imported.deck.cards
    assert card.question == "¿Cómo evitarías memory leaks en Angular?"
    assert card.answer.startswith('Detrás de "¿Cómo evitarías')
    assert "### Respuesta sólida" in card.answer and "sub.unsubscribe();" in card.answer
    assert card.answer.endswith("> Sin limpieza no hay fiabilidad.")
    assert card.tags == ("hard", "async", "rxjs")
    assert imported.warnings == ()


def test_a_page_whose_body_asks_keeps_its_questions_under_an_asking_title() -> None:
    """The same title over a body that asks (`## What is X?`): those are the questions."""
    doc = (
        "---\ntitle: Want to know Angular?\n---\n\n## What is a signal?\n\nA value.\n\n"
        "## What is a zone?\n\nA context.\n"
    )
    cards = result(doc, "angular.md").deck.cards
    assert [c.question for c in cards] == ["What is a signal?", "What is a zone?"]


def test_a_parenthesis_saying_what_the_answer_should_hold_is_the_answer() -> None:
    """`- What is X? (should know: Y)`: the answer went to the card with its label and
    brackets, as `(should answer: Y)` no longer does."""
    doc = (
        "# Junior sheet\n\n- What is inheritance? (should know: one class takes another's members)\n"
        "- What is a HashMap? (should answer at least: key-value store, hashing)\n"
        "- What is a thread? (should mention: a unit of execution)\n"
    )
    cards = result(doc).deck.cards
    assert [c.answer for c in cards] == [
        "one class takes another's members",
        "key-value store, hashing",
        "a unit of execution",
    ]


def _knowledge_check(key: str) -> str:
    asked = [
        (
            "What is the main purpose of Conditional Access?",
            ["To block all users", "To enforce access by context", "To allow passwords only"],
        ),
        (
            "Which tool gives just-in-time admin access?",
            ["Privileged Identity Management", "Microsoft Intune", "Defender for Endpoint"],
        ),
        (
            "What does least privilege mean?",
            ["Only the access a task needs", "Admin rights for all", "Unrestricted access"],
        ),
    ]
    parts = ["# Module assessment\n\n## Check your knowledge\n\n"]
    for n, (question, options) in enumerate(asked, start=1):
        parts.append(f"{n}.\n\n{question}\n\n" + "".join(f"{o}\n\n" for o in options))
    parts.append(key)
    return "".join(parts)


def test_a_knowledge_check_copied_as_text_reads_its_options() -> None:
    """`1.` / a blank / the question / three one-line options, no letters, none marked: the
    number stayed in the answer before, and the options were one open answer naming them
    all. They are options, keyed by a key at the end."""
    cards = result(_knowledge_check("\n## Answer key\n\n1. B\n2. A\n3. A\n")).deck.cards
    assert [(c.answer, c.choices["A"]) for c in cards] == [
        ("B", "To block all users"),
        ("A", "Privileged Identity Management"),
        ("A", "Only the access a task needs"),
    ]
    assert cards[0].question == "What is the main purpose of Conditional Access?"


def test_a_knowledge_check_without_its_key_is_reported_not_carded() -> None:
    """The same with no key anywhere: each question is reported as having options but no
    answer letter, where every option was made the answer of an open card."""
    with pytest.raises(DocumentError, match="options but no answer letter"):
        import_text(_knowledge_check(""), source="check.md")


def test_short_paragraphs_answering_a_question_heading_stay_its_answer() -> None:
    """Three short paragraphs under `## What ...?` headings are answers, not options: only
    numbered stems over runs of them are a knowledge check."""
    doc = "".join(
        f"## What is {name}?\n\n{a}\n\n{b}\n\n{c}\n\n"
        for name, a, b, c in [
            ("TCP", "A transport", "Reliable", "Ordered"),
            ("UDP", "A transport", "Unreliable", "Unordered"),
            ("IP", "A network layer", "Routed", "Best effort"),
        ]
    )
    cards = result(doc).deck.cards
    assert [c.choices for c in cards] == [{}, {}, {}]
    assert cards[0].answer == "A transport\n\nReliable\n\nOrdered"


_NOTE = """## Normalization
`I2C` `Netsol`

Normalization organises a database to reduce redundancy. It breaks a database into smaller
related tables and defines the relationships between them, so that each fact is stored once.

1. **First Normal Form**: every column holds atomic values.
2. **Second Normal Form**: no partial dependency on a composite key.
3. **Third Normal Form**: no transitive dependency between non-key columns.

It keeps data consistent, at the cost of more joins in queries.
"""


def test_a_titled_note_alone_in_its_file_is_one_card() -> None:
    """An interview repository keeps a question a file, titled by the topic asked and
    explained below; no reader found a question in it (`no questions found`)."""
    (card,) = result(_NOTE, "11- Normalization.md").deck.cards
    assert card.question == "Normalization"
    assert card.answer.startswith("`I2C` `Netsol`")
    assert "Third Normal Form" in card.answer and card.answer.endswith("more joins in queries.")


def test_a_page_of_two_topics_is_no_one_note() -> None:
    """Two sections at the title's level: no one note, and no card made of the first with
    the second glued to its answer; the page is reported as before."""
    doc = _NOTE + "\n## Denormalization\n\nDenormalization adds redundancy back for reads.\n"
    with pytest.raises(DocumentError, match="no questions found"):
        import_text(doc, source="notes.md")


_PROBLEM_PAGE = """# Capacity To Ship Packages Within D Days
`Amazon` • `Google`

## Problem Statement

Ship every package within `days` days; return the least capacity that does.

## Examples

```text
Input: weights = [1,2,3,1,1], days = 4
Output: 3
```

## Constraints

- `1 <= days <= weights.length`

## Approach (Binary Search on the Answer)

Search the capacity between `max(weights)` and `sum(weights)`.

## Code

```python
def ship(weights, days): ...
```

## Complexity Analysis

- Time: `O(n log S)`
"""


def test_a_coding_problems_page_is_one_question_over_its_solution() -> None:
    """A problem written up on a page of its own: the title was the deck's name and each
    section (`Examples`, `Code`) a question of its own."""
    (card,) = result(_PROBLEM_PAGE, "25- Capacity to Ship.md").deck.cards
    assert card.question.startswith("Capacity To Ship Packages Within D Days")
    assert "least capacity" in card.question and "Output: 3" in card.question
    assert "1 <= days" in card.question and "Approach" not in card.question
    assert card.answer.startswith("### Approach (Binary Search on the Answer)")
    assert "def ship" in card.answer and card.answer.endswith("- Time: `O(n log S)`")


def test_a_page_whose_sections_ask_keeps_them_as_questions() -> None:
    """Sections that ask under a problem-like title are questions of their own."""
    doc = (
        "# Binary search\n\n## Problem Statement\n\nSearch a sorted array.\n\n"
        "## What is the time complexity?\n\nLogarithmic.\n\n## What is the space complexity?\n\nConstant.\n"
    )
    cards = result(doc).deck.cards
    assert [c.question for c in cards][-2:] == [
        "What is the time complexity?",
        "What is the space complexity?",
    ]


def test_a_task_titled_file_over_its_code_is_one_card() -> None:
    """`## Given a linked list, remove its duplicates ...` over the solution's code: the
    title is the task, the code its answer (no reader found a question)."""
    doc = (
        "## Given a linked list of integers, remove the duplicate nodes, keeping each first.\n\n"
        "`Educative`\n\n```python\ndef remove_duplicates(head):\n    seen = set()\n```\n"
    )
    (card,) = result(doc, "6- Remove Duplicates.md").deck.cards
    assert card.question.startswith("Given a linked list of integers, remove the duplicate")
    assert "def remove_duplicates(head):" in card.answer


def test_a_verb_over_a_number_in_an_answers_list_sets_no_task() -> None:
    """`- rank 2` closing a topic's list of points, a fence after the list: `rank` over a
    number was read as a task (`List 3 ...` is one), which the fence answered, and every
    topic above it was lost (found by the generated layouts' property test)."""
    doc = (
        "# Generated notes\n\n## Topics\n\n### Data data\n\nData data.\n\n### Data parallel\n\n"
        "Data data.\n\n### Data data data\n\nData data.\n\n- data\n- rank 2\n\n"
        "```python\nresult = compute('data')\n```\n"
    )
    cards = result(doc).deck.cards
    assert [c.question for c in cards] == ["Data data", "Data parallel", "Data data data"]
    assert cards[2].answer.endswith("- rank 2\n\n```python\nresult = compute('data')\n```")


def test_a_lone_choice_question_in_its_file_is_read() -> None:
    """A problem kept alone in its file (`How much is 2 + 2?` over task-list options and a
    quoted solution): its one question was taken for the page's title ("no questions
    found"), where two such questions in one file were read."""
    doc = "How much is 2 + 2?\n\n- [ ] 2\n- [ ] 3\n- [x] 4\n- [ ] 5\n\n> The solution is 4.\n"
    (card,) = result(doc, "problem-1.md").deck.cards
    assert (card.question, card.answer, card.explanation) == (
        "How much is 2 + 2?",
        "C",
        "The solution is 4.",
    )
    assert card.choices == {"A": "2", "B": "3", "C": "4", "D": "5"}


def test_a_lone_line_that_asks_over_prose_is_still_no_question() -> None:
    """Guard: a page opening with a line that asks over prose, no options, stays unread."""
    doc = "Ever wondered why caches matter?\n\nThis post walks through a few of them in turn.\n"
    with pytest.raises(DocumentError):
        import_text(doc, source="post.md")
