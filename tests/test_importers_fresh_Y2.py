"""Importer layouts met on fresh public documents (helper Y2's sweep: interview and quiz notes
kept by learners in India, Brazil, Indonesia, Vietnam and Bangladesh): each test is the shape
of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- questions numbered by GitHub emoji shortcodes ---------------------------------------------

_SHORTCODE_QA = """\
<h1 align="center">Testing questions</h1>

:one: **What is smoke testing?**

A quick check that the build's main functions work.

- It runs first.
- It is shallow.
#### **Where it is used:**
- after every build

:two: **Explain boundary values.**

Values at the edges of a valid range: the minimum, the maximum and their neighbours.

:one::zero: **Why write a test plan?**
#### It sets the scope and the schedule.
"""


def test_questions_numbered_by_emoji_shortcodes_are_each_a_card() -> None:
    cards = result(_SHORTCODE_QA).deck.cards
    assert [c.question for c in cards] == [
        "What is smoke testing?",
        "Explain boundary values.",
        "Why write a test plan?",
    ]
    assert cards[0].answer.endswith("- after every build")
    assert "Where it is used" in cards[0].answer
    assert cards[1].answer.startswith("Values at the edges")
    assert "scope and the schedule" in cards[2].answer


def test_shortcode_steps_that_do_not_ask_are_left_alone() -> None:
    text = """\
## What does the installer do?

:one: Download the package

:two: Run the setup script

It copies the files and registers the service.
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["What does the installer do?"]
    assert ":one: Download the package" in cards[0].answer


# -- `##Pergunta 3`: heading marks typed without their space ----------------------------------

_GLUED_HEADINGS = """\
Revisão de banco de dados

##Pergunta 1

O que faz um índice?

Resposta:
Acelera a busca de linhas pela coluna indexada.

##Pergunta 2

Quando usar uma view?

Resposta:
Para guardar uma consulta usada muitas vezes.

#include <stdio.h> is C, not a heading.
"""


def test_hashes_glued_to_a_question_label_make_a_heading() -> None:
    cards = result(_GLUED_HEADINGS).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("O que faz um índice?", "Acelera a busca de linhas pela coluna indexada."),
        (
            "Quando usar uma view?",
            "Para guardar uma consulta usada muitas vezes.\n\n#include <stdio.h> is C, not a heading.",
        ),
    ]


# -- `R:` as the answer label of Portuguese and Spanish notes ---------------------------------

_R_LABELS = """\
# Revisão SQL

1.\tQual a diferença entre DELETE e DROP?
R: DELETE remove linhas; DROP remove a tabela.

2.\tPor que a chave primária não pode ser nula?
R: Porque toda linha precisa ser endereçável.
Sem ela, as chaves estrangeiras ficam ambíguas.

3.\tO que é uma view?
R:
Uma consulta guardada com nome.
"""


def test_r_colon_labels_the_answer() -> None:
    cards = result(_R_LABELS).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Qual a diferença entre DELETE e DROP?", "DELETE remove linhas; DROP remove a tabela."),
        (
            "Por que a chave primária não pode ser nula?",
            "Porque toda linha precisa ser endereçável.\nSem ela, as chaves estrangeiras ficam ambíguas.",
        ),
        ("O que é uma view?", "Uma consulta guardada com nome."),
    ]


# -- tasks set in the notes' own language, left unanswered ------------------------------------

_FOREIGN_TASKS = """\
# Soal Latihan

1. Apa itu PHP?

Bahasa skrip yang berjalan di server.

2. Apa perbedaan `while` dan `do...while`?

3. Jelaskan apa yang dimaksud variabel global dan lokal dalam PHP.
"""


def test_a_task_in_indonesian_left_unanswered_is_reported() -> None:
    imported = result(_FOREIGN_TASKS)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("Apa itu PHP?", "Bahasa skrip yang berjalan di server."),
    ]
    reported = " ".join(str(w) for w in imported.warnings)
    assert "2. Apa perbedaan" in reported
    assert "3. Jelaskan apa yang dimaksud" in reported


# -- a worksheet's empty answer boxes ------------------------------------------------------------

_ANSWER_BOXES = """\
# Latihan

1. Apa fungsi `echo` di PHP?

Menampilkan teks ke layar.

2. Tulis satu contoh komentar di PHP:
   ```
   isi jawaban di sini:


   ```

3. Apa hasil dari kode berikut?
   ```php
   echo 2 + 3;
   ```

   ```
   Your answer:

   ```
"""


def test_an_empty_answer_box_is_no_answer() -> None:
    imported = result(_ANSWER_BOXES)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("Apa fungsi `echo` di PHP?", "Menampilkan teks ke layar."),
    ]
    reported = " ".join(str(w) for w in imported.warnings)
    assert "question 2" in reported or "2. Tulis" in reported
    assert "question 3" in reported or "3. Apa hasil" in reported
