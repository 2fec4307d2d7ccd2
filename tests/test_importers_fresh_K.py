"""Importer layouts met on fresh public documents (helper K's sweep: Anki exports, choice
quizzes, AsciiDoc notes): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

import json
from pathlib import Path

from srs.importers import import_file
from tests.importing import result

# -- quizzes kept as data --------------------------------------------------------------------


def test_an_answer_index_field_keys_the_option_it_counts_from_zero() -> None:
    records = [
        {
            "id": "Q1",
            "topic": "Culture",
            "question": "What is the main goal of DevOps?",
            "options": ["Replace developers", "Shared ownership of delivery", "Fewer admins"],
            "answerIndex": 1,
            "explanation": "Dev and ops share the responsibility.",
        },
        {
            "id": "Q2",
            "topic": "CI",
            "question": "Which tool runs CI pipelines?",
            "options": ["Jenkins", "Terraform"],
            "correct_index": 0,
        },
    ]
    imported = result(json.dumps(records, indent=2), source="quiz.json")
    cards = imported.deck.cards
    assert [(c.question, c.answer, c.explanation) for c in cards] == [
        ("What is the main goal of DevOps?", "B", "Dev and ops share the responsibility."),
        ("Which tool runs CI pipelines?", "A", ""),
    ]
    assert dict(cards[0].choices) == {
        "A": "Replace developers",
        "B": "Shared ownership of delivery",
        "C": "Fewer admins",
    }
    assert not imported.warnings and not imported.skipped


# -- task-list quizzes -----------------------------------------------------------------------


def test_a_double_colon_in_code_is_no_card_mark_and_the_quiz_keeps_its_keys() -> None:
    text = """\
# Question 1
What is the result of `"abc"[::-1]`?
- [ ] "abc"
- [x] "cba"
- [ ] "a"

# Question 2
Which keyword defines a function?
- [ ] func
- [x] def
"""
    imported = result(text)
    assert imported.layout == "markdown"
    cards = imported.deck.cards
    assert [(c.question, c.answer, dict(c.choices)) for c in cards] == [
        ('What is the result of `"abc"[::-1]`?', "B", {"A": '"abc"', "B": '"cba"', "C": '"a"'}),
        ("Which keyword defines a function?", "B", {"A": "func", "B": "def"}),
    ]


def test_a_task_list_option_goes_on_over_the_indented_lines_below_its_box() -> None:
    text = """\
# Question 1
What does the following code print?
```python
print("inner:", 2)
print("outer:", 1)
```
- [ ] inner: 1
     outer: 2
- [x] inner: 2
     outer: 1
- [ ] Error

# Question 2
Which one is mutable?
- [x] list
- [ ] tuple
"""
    imported = result(text)
    cards = imported.deck.cards
    assert [(c.answer, dict(c.choices)) for c in cards] == [
        ("B", {"A": "inner: 1 outer: 2", "B": "inner: 2 outer: 1", "C": "Error"}),
        ("A", {"A": "list", "B": "tuple"}),
    ]
    assert cards[0].question.startswith("What does the following code print?\n```python")
    assert not imported.skipped and not imported.warnings


# -- Anki text exports -----------------------------------------------------------------------


def test_newlines_written_as_escapes_are_read_back_when_a_field_opens_a_fence(
    tmp_path: Path,
) -> None:
    rows = [
        "front\tback\ttags",
        "Swap two variables\t`a, b = b, a`\tsyntax",
        "Define a class\t```python\\nclass Dog:\\n    pass\\n```\\nNo `new` needed.\tsyntax",
        "A record type\t`@dataclass`\\n`class Node:`\tstdlib",
    ]
    path = tmp_path / "python-prep.tsv"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    cards = import_file(path).deck.cards
    assert [c.answer for c in cards] == [
        "`a, b = b, a`",
        "```python\nclass Dog:\n    pass\n```\nNo `new` needed.",
        "`@dataclass`\n`class Node:`",
    ]


def test_an_escape_is_left_as_written_when_no_field_shows_escaped_line_breaks(
    tmp_path: Path,
) -> None:
    rows = [
        "front\tback",
        "How do you write a newline in a string?\t`\\n`",
        "What does print('a\\tb') show?\tA tab between a and b",
    ]
    path = tmp_path / "escapes.tsv"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    cards = import_file(path).deck.cards
    assert [c.answer for c in cards] == ["`\\n`", "A tab between a and b"]
    assert cards[1].question == "What does print('a\\tb') show?"


# -- AsciiDoc notes --------------------------------------------------------------------------


def test_an_empty_section_between_sibling_questions_is_reported_never_dropped() -> None:
    text = """\
= Java questions =

== How does a HashMap work? ==

Buckets chosen by hash code; equals() within a bucket.

== What is the Java memory model? ==

A stack per thread, one shared heap. See link:gc.adoc[the GC notes].

== Inheritance / Encapsulation / Polymorphism ==


== Overloading / Overriding ==

== What is a stream? ==

A pipeline of intermediate and terminal operations.

== Further reading ==
"""
    imported = result(text, source="java.adoc")
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "How does a HashMap work?",
        "What is the Java memory model?",
        "What is a stream?",
    ]
    assert cards[1].answer == "A stack per thread, one shared heap. See [the GC notes](gc.adoc)."
    assert [s.line for s in imported.skipped] == [11, 14]
    assert all("has no answer" in s.reason for s in imported.skipped)


def test_a_typed_answer_quiz_keeps_its_accepted_answers_even_with_its_preamble_indented() -> None:
    text = """\
 # Vim quiz
 # Each entry: a question and the answers accepted.
 ---
- id: vim::0
  question: "Enter insert mode at cursor"
  answers: ["i"]
  explanation: "insert before the cursor"
- id: vim::1
  question: "Save file and quit"
  answers: [":wq", ":x", "ZZ"]
  explanation: "write and quit"
"""
    imported = result(text, source="vim_quiz.yaml")
    assert imported.layout == "question records"
    cards = imported.deck.cards
    assert [(c.question, c.answer, c.explanation, dict(c.choices)) for c in cards] == [
        ("Enter insert mode at cursor", "i", "insert before the cursor", {}),
        ("Save file and quit", "- :wq\n- :x\n- ZZ", "write and quit", {}),
    ]


def test_answers_with_a_key_stay_options_to_choose_from() -> None:
    records = [
        {"question": "Which port does HTTPS use?", "answers": ["80", "443"], "correct": "443"},
        {"question": "Which is a VCS?", "answers": ["Git", "Make", "Bash"], "answer": 0},
    ]
    cards = result(json.dumps(records), source="quiz.json").deck.cards
    assert [(c.answer, dict(c.choices)) for c in cards] == [
        ("B", {"A": "80", "B": "443"}),
        ("A", {"A": "Git", "B": "Make", "C": "Bash"}),
    ]


# -- quiz pages with instructions ------------------------------------------------------------


def test_a_label_over_a_range_of_question_numbers_is_an_instruction_never_an_answer() -> None:
    text = """\
# Quiz: Setup

## Instructions
- **MCQ Questions (1-2):** Choose the best answer
- **Short Answer (3-4):** Write brief responses

## Multiple Choice Questions

### Question 1
**What is the minimum RAM for Docker Desktop?**

A) 2 GB
B) 4 GB

**Answer:** B) 4 GB

### Question 2
**Which command shows client and server versions?**

A) `docker --version`
B) `docker version`

**Answer:** B

### Question 3
**Why add your user to the docker group?**

**Answer:** To use the daemon's socket without sudo.

### Question 4
**What does `docker ps -a` add?**

**Answer:** The stopped containers.
"""
    imported = result(text)
    cards = imported.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is the minimum RAM for Docker Desktop?", "B"),
        ("Which command shows client and server versions?", "B"),
        ("Why add your user to the docker group?", "To use the daemon's socket without sudo."),
        ("What does `docker ps -a` add?", "The stopped containers."),
    ]


def test_a_bold_question_under_a_titled_question_heading_loses_its_bold() -> None:
    text = """\
# Quiz

### Question 1: System Requirements
**What is the minimum RAM requirement for Docker?**

A) 2 GB
B) 4 GB

**Answer:** B) 4 GB

### Question 2: Containers and VMs
**In 2-3 sentences, explain how containers differ from virtual machines.**

**Answer:** Containers share the host kernel; a VM carries its own.
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "System Requirements\nWhat is the minimum RAM requirement for Docker?",
        "Containers and VMs\nIn 2-3 sentences, explain how containers differ from virtual machines.",
    ]
    assert [c.answer for c in cards] == [
        "B",
        "Containers share the host kernel; a VM carries its own.",
    ]


def test_sections_after_the_last_labelled_question_are_no_questions() -> None:
    text = """\
# Quiz: Setup

### Question 1: Daemon
**What is the Docker daemon?**

A) A CLI
B) A background service

**Answer:** B

### Question 2: Images
**What is an image?**

**Answer:** A read-only template for containers.

## Common Quiz Mistakes

### Mistake 1: Confusing images and containers
- **Wrong:** "An image is a running container"
- **Right:** "An image is a template"

### Mistake 2: Version command
- **Wrong:** "`docker --version` shows the daemon's version"
- **Right:** "`docker version` shows both"
"""
    imported = result(text)
    assert [c.question for c in imported.deck.cards] == [
        "Daemon\nWhat is the Docker daemon?",
        "Images\nWhat is an image?",
    ]
    assert any("in no card" in w for w in imported.warnings)  # reported, not lost


def test_plain_question_headings_mixed_with_labelled_ones_stay_questions() -> None:
    text = """\
# NLP questions

#### What is a word embedding?

### Word embedding

A vector for each word, learned from the contexts it appears in.

#### Word embedding categories

Context-independent (word2vec, GloVe) and context-dependent (ELMo, BERT).

#### [Question] What is an RNN?

A network that carries a hidden state from step to step.

#### How does TF-IDF work?

Term frequency times inverse document frequency.

#### [Question] What is attention?

Weights over the inputs, learned per output step.

#### What is BERT?

A bidirectional transformer encoder, pre-trained on masked words.

#### What is NER?

Finding the names of people, places and organisations in a text.
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "What is a word embedding?",
        "Word embedding categories",
        "What is an RNN?",
        "How does TF-IDF work?",
        "What is attention?",
        "What is BERT?",
        "What is NER?",
    ]


def test_a_table_row_of_links_closing_a_quiz_is_navigation_not_text_in_no_card() -> None:
    text = """\
# Quiz

### Question 1

What does `docker ps` list?

- A) Images
- B) Running containers

<details>
<summary>Show Answer</summary>

**Correct Answer: B**

</details>

### Question 2

Which flag runs a container in the background?

- A) `-d`
- B) `-it`

<details>
<summary>Show Answer</summary>

**Correct Answer: A**

</details>

## Navigation

| Previous | Up | Next |
|----------|----|------|
| [Basic networking](09-networking.md) | [Part 1 overview](../overview.md) | [Part 2: Compose](../part2/01-compose.md) |
"""
    imported = result(text)
    assert [c.answer for c in imported.deck.cards] == ["B", "A"]
    assert not imported.warnings
