"""Importer layouts met on fresh public documents (helper A2's sweep: DevOps, Linux, shell,
AWS, Terraform, CI/CD, PostgreSQL and MongoDB interview pages and quizzes): each test is the
shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from pathlib import Path

from srs.importers import import_file
from tests.importing import result

# -- `<details>` flashcards whose summary is a statement with a blank to fill ---------------------
# (`→` is a tab: the deck indented its summary and answer lines with tabs)

_BLANK_DETAILS = """\
<details>
→<summary>
→→The command _____ prints a line of text
→</summary>
→→echo
</details>

<details>
→<summary>
→→The _____ variable lists the directories searched for commands
→</summary>
→→PATH
</details>

<details>
→<summary>
→→The command kill -9 _____
→</summary>
→→sends SIGKILL to a process
</details>
"""


def test_a_details_summary_with_a_blank_to_fill_is_a_question() -> None:
    cards = result(_BLANK_DETAILS.replace("→", "\t")).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("The command _____ prints a line of text", "echo"),
        ("The _____ variable lists the directories searched for commands", "PATH"),
        ("The command kill -9 _____", "sends SIGKILL to a process"),
    ]


def test_a_details_block_that_only_says_something_is_still_no_question() -> None:
    text = "<details>\n<summary>\nSee the notes\n</summary>\nSome notes.\n</details>\n"
    text += "\n<details>\n<summary>\nMore reading\n</summary>\nA link.\n</details>\n"
    imported = result_or_error(text)
    assert imported == "error"


def result_or_error(text: str) -> object:
    from srs.errors import DocumentError

    try:
        return result(text)
    except DocumentError:
        return "error"


# -- an answer that is a shell operator made of exclamation marks ---------------------------------

_BANG_ANSWERS = """\
### 1. Which bash shortcut re-runs the last command?

!!

### 2. Which operator negates a test in `[ ]`?

!

### 3. Which word repeats the last argument of the previous command?

!$
"""


def test_an_answer_of_exclamation_marks_is_an_operator_not_a_placeholder() -> None:
    imported = result(_BANG_ANSWERS)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("Which bash shortcut re-runs the last command?", "!!"),
        ("Which operator negates a test in `[ ]`?", "!"),
        ("Which word repeats the last argument of the previous command?", "!$"),
    ]
    assert not imported.skipped


# -- a page that is only an HTML table with Question and Answer columns ---------------------------

_HTML_QA_TABLE = """\

<table>
    <thead>
        <tr>
            <th><strong>Question</strong></th>
            <th><strong>Answer</strong></th>
        </tr>
    </thead>
    <tbody>
        <tr>
            <td>Which command lists a directory?</td>
            <td>ls</td>
        </tr>
        <tr>
            <td>The .. characters are used to represent:</td>
            <td>The parent directory</td>
        </tr>
        <tr>
            <td>Which option to rm deletes directories
                too?</td>
            <td>-r</td>
        </tr>
    </tbody>
</table>"""


def test_a_document_that_is_one_html_question_answer_table_reads_row_by_row() -> None:
    cards = result(_HTML_QA_TABLE).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which command lists a directory?", "ls"),
        ("The .. characters are used to represent:", "The parent directory"),
        ("Which option to rm deletes directories too?", "-r"),
    ]


def test_an_html_page_keeps_its_question_answer_table_as_a_table(tmp_path: Path) -> None:
    page = tmp_path / "lab.html"
    page.write_text(f"<html><body><h1>Lab 1</h1>{_HTML_QA_TABLE}</body></html>")
    cards = import_file(page).deck.cards
    assert [c.answer for c in cards] == ["ls", "The parent directory", "-r"]


# -- an empty quote marker on the last line --------------------------------------------------------


def test_an_empty_quote_on_the_last_line_is_no_crash() -> None:
    # found by the property test: `>` alone at the end opens a quote with no paragraph
    imported = result("### 1. What is a shell?\n\nA command interpreter.\n>")
    [card] = imported.deck.cards
    assert card.question == "What is a shell?"
    assert card.answer.startswith("A command interpreter.")


# -- a hidden key under a two-digit question, four spaces in --------------------------------------

_COMMENT_KEYS = """\
Here are some questions on MongoDB:

9. **What is the default port of MongoDB?**
   a. 27017␣␣
   b. 28017␣␣
   <!-- **Answer: a** -->

10. **Which method updates one document?**
    a. `updateOne()`␣␣
    b. `modifyOne()`␣␣
    <!-- **Answer: a** -->

11. **Which shell command lists the collections?**
    a. `show dbs`␣␣
    b. `show collections`␣␣
    <!-- **Answer: b** -->
"""


def test_a_comment_key_indented_under_a_two_digit_question_is_its_key() -> None:
    imported = result(_COMMENT_KEYS.replace("␣", " "))
    cards = imported.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is the default port of MongoDB?", "A"),
        ("Which method updates one document?", "A"),
        ("Which shell command lists the collections?", "B"),
    ]
    assert cards[1].choices == {"A": "`updateOne()`", "B": "`modifyOne()`"}
    assert not imported.warnings


# -- an answer label made bold twice over ----------------------------------------------------------

_DOUBLE_BOLD_LABELS = """\
# Shell Scripting Questions

## 1. How do you name the interpreter of a script?
****Answer:**** Put a shebang line first.
```sh
#!/bin/bash
```

## 2. How do you read a line of input?
****Answer:****
Use the read builtin.

## 3. How do you stop on the first error?
**Answer:** Use `set -e`.

## 4. How do you name the shebang?
****Answer:**** It is `#!`, and `****` in code stays.

****
"""


def test_an_answer_label_in_bold_written_twice_is_a_label() -> None:
    cards = result(_DOUBLE_BOLD_LABELS).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "How do you name the interpreter of a script?",
            "Put a shebang line first.\n```sh\n#!/bin/bash\n```",
        ),
        ("How do you read a line of input?", "Use the read builtin."),
        ("How do you stop on the first error?", "Use `set -e`."),
        ("How do you name the shebang?", "It is `#!`, and `****` in code stays."),
    ]


# -- a section title written as a plain line behind a pictograph ----------------------------------

_PICTOGRAPH_SECTION = """\
# Jenkins Questions

## 🧩 Section 1: Basics

### 1. ❓ What is a post block?
- Runs actions after the stages.
```
post { always { echo 'done' } }
```
🧰 Section 2: Advanced Practices
### 2. ❓ What are shared libraries?
- Reusable pipeline code.
"""


def test_a_plain_section_title_led_by_a_pictograph_is_no_part_of_the_answer_above() -> None:
    cards = result(_PICTOGRAPH_SECTION).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "What is a post block?",
            "- Runs actions after the stages.\n```\npost { always { echo 'done' } }\n```",
        ),
        ("What are shared libraries?", "- Reusable pipeline code."),
    ]


# -- a practice exam: `## Question N`, fields, then `### Question` and `### Answer Options` --------

_PRACTICE_EXAM = """\
# Practice Exam 4

## Question 1
**Topic:** Format Command Scope and Recursion␣␣
**Domain:** Objective 3 - Understand Terraform Basics

### Question
Does `terraform fmt` rewrite files in subdirectories by default?

### Answer Options

A) Yes

B) No

**Correct Answer: B**

### Explanation
**B) No** ✅
Only the current directory, unless `-recursive` is given.

---

## Question 2
**Topic:** Where Providers Are Installed From␣␣
**Domain:** Objective 3 - Understand Terraform Basics

### Question
Where can Terraform install providers from? (select two)

### Answer Options

A) the public registry

B) the provider's source code

C) a local plugin cache

**Correct Answer: A, C** (Select two)

### Explanation
Registries and caches, never source code.
"""


def test_a_practice_exam_question_under_fields_and_sub_headings_is_one_card() -> None:
    imported = result(_PRACTICE_EXAM.replace("␣", " "))
    first, second = imported.deck.cards
    assert first.question == "Does `terraform fmt` rewrite files in subdirectories by default?"
    assert (first.choices, first.answer) == ({"A": "Yes", "B": "No"}, "B")
    assert "`-recursive`" in first.explanation
    # two right options: an open card naming both, as every multi-answer key makes
    assert second.question.startswith("Where can Terraform install providers from? (select two)")
    assert second.answer == "- the public registry\n- a local plugin cache"
    assert second.explanation == "Registries and caches, never source code."
    assert len(imported.warnings) == 1


# -- a bigger heading inside an answer, captioning its list ---------------------------------------

_CAPTION_IN_ANSWER = """\
**CI Interview Questions**

---

### **1. What is a pipeline?**
**Answer:**
An automated path from a commit to a release.

---
### **2. What are quality gates?
**Answer:**
Checks a build must pass before it moves on.
## Key aspects of quality gates:
- Automated tests
- Code quality checks

---

## Deployment Questions:

**Q1**. **What is a canary release?**
  - Shipping to a small share of users first.
"""


def test_a_heading_ending_with_a_colon_under_an_answer_label_is_the_answers() -> None:
    cards = result(_CAPTION_IN_ANSWER).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a pipeline?", "An automated path from a commit to a release."),
        (
            "What are quality gates?",
            "Checks a build must pass before it moves on.\n## Key aspects of quality gates:\n"
            "- Automated tests\n- Code quality checks",
        ),
        ("What is a canary release?", "- Shipping to a small share of users first."),
    ]
