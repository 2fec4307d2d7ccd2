"""Importer layouts met on fresh public documents (helper D3's sweep: computer-science course
quizzes, certification practice sets, and interview notes in Spanish, Portuguese, Russian,
French and German): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from pathlib import Path

from srs.importers import import_file
from tests.importing import result

# -- a lettered option whose box is ticked with a tick glyph ----------------------------------

_TICK_BOX_QUIZ = """\
**Question 1**
Which port does SSH use?
- [✓] a. 22
- b. 25
- c. 110

**Question 2**
What starts a service under systemd?
- a. service up
- [✓] b. systemctl start
- c. initctl go

**Question 3**
Which tool lists processes live?
- a. ls
- b. uname
- [✓] c. top
"""


def test_a_tick_in_the_box_before_an_options_letter_is_the_key() -> None:
    cards = result(_TICK_BOX_QUIZ).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which port does SSH use?", "A"),
        ("What starts a service under systemd?", "B"),
        ("Which tool lists processes live?", "C"),
    ]
    assert cards[0].choices == {"A": "22", "B": "25", "C": "110"}
    assert cards[1].choices["B"] == "systemctl start"


# -- an Anki CSV whose backs are still to be written ------------------------------------------

_TODO_CSV = """\
"What does <b>df</b> do?",report file system disk space usage
"What does <b>du</b> do?",estimate file space usage
"What is an <b>inode</b>?",TODO
"""


def test_an_anki_note_whose_back_is_a_placeholder_is_reported_not_carded(tmp_path: Path) -> None:
    path = tmp_path / "deck.csv"
    path.write_text(_TODO_CSV, encoding="utf-8")
    imported = import_file(path)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What does **df** do?", "report file system disk space usage"),
        ("What does **du** do?", "estimate file space usage"),
    ]
    assert [(s.line, s.reason) for s in imported.skipped] == [
        (3, "skipped: placeholder back (no answer)")
    ]


# -- question numbers written with a dot and a dash (`1.-`) -----------------------------------

_DOT_DASH_HEADINGS = """\
# Examen diagnóstico

## 1.-Define proceso

Un programa en ejecución.

## 2.- ¿Qué es un hilo?

La unidad de ejecución dentro de un proceso.

## 3.-Menciona dos planificadores

* FCFS
* Round Robin
"""


def test_heading_numbers_written_with_a_dot_and_a_dash_are_numbers() -> None:
    cards = result(_DOT_DASH_HEADINGS).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Define proceso", "Un programa en ejecución."),
        ("¿Qué es un hilo?", "La unidad de ejecución dentro de un proceso."),
        ("Menciona dos planificadores", "* FCFS\n* Round Robin"),
    ]


# -- numbered options keyed by a line with no colon (`Ответ 3.`) ------------------------------

_COLONLESS_KEYS = """\
Вопрос 1.
Какой индекс подходит для полнотекстового поиска?

Ответы:
1. B-Tree
2. Hash
3. GIN

Ответ 3.


Вопрос 2.
Какая команда показывает план запроса?

Ответы:
1. show plan
2. explain
3. describe

Выбран 2 ответ, возможно верный был 1.


Вопрос 3.
Что делает VACUUM?

Ответы:
1. Удаляет таблицу
2. Освобождает место мёртвых строк

Ответ 2 точно правильный.
"""


def test_numbered_options_keyed_by_an_answer_line_without_a_colon() -> None:
    cards = result(_COLONLESS_KEYS).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Какой индекс подходит для полнотекстового поиска?", "C"),
        ("Какая команда показывает план запроса?", "B"),
        ("Что делает VACUUM?", "B"),
    ]
    assert cards[0].choices == {"A": "B-Tree", "B": "Hash", "C": "GIN"}
    assert cards[1].explanation == "возможно верный был 1."
    assert cards[2].explanation == "точно правильный."


def test_an_answer_word_and_number_not_under_options_is_left_as_text() -> None:
    text = "## Homework\n\nAnswer 3 questions below.\n\n## What is a page?\n\nA fixed block.\n"
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards][-1] == ("What is a page?", "A fixed block.")
    assert all(c.answer != "3" for c in cards)


# -- a question labelled `**Que:**`, its key under task-list options ---------------------------

_QUE_LABELS = """\
**Tags:** compilers

**Que:** What does a scanner produce?

- [ ] A parse tree
- [x] Tokens
- [ ] Machine code

**Ans:** B

---

**Tags:** compilers

**Que:** Semantic analysis is responsible for:

- [x] Checking types and declarations
- [ ] Removing comments

**Ans:** A
"""


def test_a_question_labelled_que_with_a_colon_is_read_without_its_label() -> None:
    cards = result(_QUE_LABELS).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What does a scanner produce?", "B"),
        ("Semantic analysis is responsible for:", "A"),
    ]
    assert cards[1].choices == {"A": "Checking types and declarations", "B": "Removing comments"}


# -- the first questions of a headed practice set pasted without their headings ----------------

_UNHEADED_FIRST = """\
# Domain 1 practice

Which control is a fence?
A. Technical
B. Physical
C. Managerial
Answer: B.

Explanation: A fence is a physical barrier.

What does a salt defeat?
A. Rainbow tables
B. Phishing
Answer: A.

### 3. What is key stretching for?
A. Making weak keys harder to brute-force
B. Rotating keys
Answer: A. Making weak keys harder to brute-force

### 4. Which control type is a policy?
A. Directive
B. Detective
Answer: A. Directive
"""


def test_plain_stems_over_keyed_options_among_headed_questions_are_questions() -> None:
    imported = result(_UNHEADED_FIRST)
    cards = imported.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which control is a fence?", "B"),
        ("What does a salt defeat?", "A"),
        ("What is key stretching for?", "A"),
        ("Which control type is a policy?", "A"),
    ]
    assert cards[0].explanation == "A fence is a physical barrier."
    assert not imported.warnings


# -- keys kept in a JSON record under each question -------------------------------------------

_JSON_KEYED = """\
# OS Final

## Question 1 [1 point]

A disk's smallest addressable unit is a ______.
A) track

B) sector

C) platter

Your answer should be one letter only (A, B, or C).

```json
{
  "problem_id": "1",
  "choices": ["track", "sector", "platter"],
  "answer": "B"
}
```
---

## Question 2 [1 point]

A scheduling policy that avoids starvation is ______.
A) SCAN

B) SSTF

Your answer should be one letter only (A or B).

```json
{
  "problem_id": "2",
  "choices": ["SCAN", "SSTF"],
  "answer": "A"
}
```
"""


def test_a_json_record_under_lettered_options_gives_the_key() -> None:
    imported = result(_JSON_KEYED)
    cards = imported.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("A disk's smallest addressable unit is a ______.", "B"),
        ("A scheduling policy that avoids starvation is ______.", "A"),
    ]
    assert cards[0].choices == {"A": "track", "B": "sector", "C": "platter"}
    assert all("json" not in c.explanation and "problem_id" not in c.explanation for c in cards)


# -- a key written as a dash glued to the option's letter (`-b`) ------------------------------
# (`␣` is a blank: lines ending in two are Markdown hard breaks, as the document wrote them)

_DASH_KEYED = """\
#card
**1.** Which statement belongs to the DML?␣␣
A) CREATE TABLE␣␣
B) INSERT␣␣
C) GRANT␣␣
-b
#
#card
**2.** Which normal form removes transitive dependencies?␣␣
A) First␣␣
B) Second␣␣
C) Third␣␣
-c
#
"""


def test_a_dash_glued_to_a_letter_under_the_options_is_the_key() -> None:
    cards = result(_DASH_KEYED.replace("␣", " ")).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which statement belongs to the DML?", "B"),
        ("Which normal form removes transitive dependencies?", "C"),
    ]
    assert cards[0].choices == {"A": "CREATE TABLE", "B": "INSERT", "C": "GRANT"}


# -- `* prompt` lines over a tag line, each with its answer below -----------------------------

_TAGGED_PROMPTS = """\
! Java notes
** Questions and answers

* Name the creational patterns
[patterns]
= Builder - builds a complex object step by step.
= Singleton - a class with one instance.

* Struts
[web,mvc]
A framework for web applications.
It follows MVC.

* What is a session?
[servlet]
A dialog between a client and a server.

* What is a servlet container?
[servlet]
The part of a web server that runs servlets.
"""


def test_star_prompts_over_tag_lines_are_questions_with_the_answer_below() -> None:
    cards = result(_TAGGED_PROMPTS, source="notes.txt").deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "Name the creational patterns",
            "= Builder - builds a complex object step by step.\n"
            "= Singleton - a class with one instance.",
        ),
        ("Struts", "A framework for web applications.\nIt follows MVC."),
        ("What is a session?", "A dialog between a client and a server."),
        ("What is a servlet container?", "The part of a web server that runs servlets."),
    ]


# -- task-list options that open with their own letters (`- [x] b. Tokens`) -------------------


def test_a_task_lists_own_letters_are_labels_not_option_text() -> None:
    text = (
        "**Question 1**\nWhat does a scanner emit?\n- [ ] a. A parse tree\n- [x] b. Tokens\n\n"
        "**Question 2**\nWhat does a parser build?\n- [x] a. A syntax tree\n- [ ] b. Tokens\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer, c.choices) for c in cards] == [
        ("What does a scanner emit?", "B", {"A": "A parse tree", "B": "Tokens"}),
        ("What does a parser build?", "A", {"A": "A syntax tree", "B": "Tokens"}),
    ]
