"""Importer layouts met on fresh public documents (helper F's sweep A3: DevOps, cloud,
Linux and networking interview pages, certification quizzes, sheets and data files): each
test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from pathlib import Path

from srs import decks
from srs.importers import ImportResult, import_file


def _file(tmp_path: Path, name: str, text: str) -> ImportResult:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    imported = import_file(path)
    assert decks.loads(decks.dumps(imported.deck)) == imported.deck
    return imported


# -- a sheet typed with `, ` between its fields, quoting the ones that hold commas ------------


def test_a_quoted_field_after_comma_space_is_read_whole(tmp_path: Path) -> None:
    text = (
        "question, answer\n"
        "What does IAM stand for?, Identity and Access Management\n"
        'Which actions need the root user?, "Closing the account, changing the support plan"\n'
        '"Which regions, zones or edges cache content?", Edge locations\n'
        'What is a VPC?, "A private network in the cloud"\n'
    )
    cards = _file(tmp_path, "cloud.csv", text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What does IAM stand for?", "Identity and Access Management"),
        ("Which actions need the root user?", "Closing the account, changing the support plan"),
        ("Which regions, zones or edges cache content?", "Edge locations"),
        ("What is a VPC?", "A private network in the cloud"),
    ]


def test_a_quote_inside_an_unquoted_field_after_comma_space_stays_text(tmp_path: Path) -> None:
    text = (
        "question, answer\n"
        'What does "idempotent" mean?, Running it twice changes nothing more\n'
        'Which flag forces removal?, "-f" as in docker rm -f\n'
        'What does typeof give for a class?, "function"\n'
        "What is DNS?, The name system\n"
    )
    cards = _file(tmp_path, "terms.csv", text).deck.cards
    assert [c.answer for c in cards] == [
        "Running it twice changes nothing more",
        '"-f" as in docker rm -f',
        '"function"',  # quotes that protect no comma are the answer's own
        "The name system",
    ]


# -- a page whose front matter wraps each review question under a key of its own ----------

_REVIEW_PAGE = """\
---
# question: one sentence; answers: 2-4 options; correct_answer: which one
review:
    - questions:
        question: >
            Port 22 is where SSH listens.
        answers:
            - "True"
            - "False"
        correct_answer: 1
        explanation: >
            sshd listens on 22 unless told otherwise.

    - questions:
        question: >
            UDP retransmits lost datagrams.
        answers:
            - "True"
            - "False"
        correct_answer: 2
        explanation: >
            Retransmission is TCP's.
title: "Review"
weight: 20
---
"""


def test_front_matter_review_questions_wrapped_one_by_one_are_read(tmp_path: Path) -> None:
    imported = _file(tmp_path, "_review.md", _REVIEW_PAGE)
    assert [(c.question, c.answer, dict(c.choices)) for c in imported.deck.cards] == [
        ("Port 22 is where SSH listens.", "A", {"A": "True", "B": "False"}),
        ("UDP retransmits lost datagrams.", "B", {"A": "True", "B": "False"}),
    ]
    assert imported.deck.cards[1].explanation == "Retransmission is TCP's."


def test_a_key_list_that_counts_from_zero_is_read_so() -> None:
    from tests.importing import result

    text = _REVIEW_PAGE.replace("correct_answer: 1", "correct_answer: 0").replace(
        "correct_answer: 2", "correct_answer: 1"
    )
    assert [c.answer for c in result(text, "review.md").deck.cards] == ["A", "B"]


# -- exam notes: `* Question N: ...` items, wrapped questions, section titles between --------

_EXAM_NOTES = """\
`Exam 1` 100%
* Question 3: Alice linked a repository to her workspace.
Will a commit start a plan by itself?
    * True

* Question 7: Which command draws the dependency graph?
    * terraform graph

`Exam 2` 98%
* Question 9: Which backends can lock state?
    * S3
    * consul

`Exam 3`

* Question 12: What does init download?
    * providers
"""


def test_a_question_item_wrapped_onto_the_margin_keeps_its_second_line() -> None:
    from tests.importing import result

    cards = result(_EXAM_NOTES).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "Alice linked a repository to her workspace. Will a commit start a plan by itself?",
            "True",
        ),
        ("Which command draws the dependency graph?", "terraform graph"),
        ("Which backends can lock state?", "* S3\n* consul"),
        ("What does init download?", "providers"),
    ]


def test_a_link_or_code_line_after_a_nested_answer_stays_in_it() -> None:
    from tests.importing import result

    text = (
        "1. How do you hide a widget?\n"
        "   - wrap it in `Visibility`\n\n"
        "https://example.com/hiding-widgets\n\n"
        "2. How do you read route arguments?\n"
        "   - from the route's settings\n\n"
        "`final args = ModalRoute.of(context)!.settings.arguments;`\n\n"
        "3. What is a key?\n"
        "   - an identity for a widget\n"
    )
    first, second, _ = result(text).deck.cards
    assert first.answer.endswith("https://example.com/hiding-widgets")
    assert second.answer.endswith("`final args = ModalRoute.of(context)!.settings.arguments;`")


def test_an_answer_at_the_margin_after_a_question_item_stays_its_answer() -> None:
    from tests.importing import result

    text = (
        "1. What does `terraform plan` do?\n\n"
        "It shows the changes an apply would make\n\n"
        "2. What does `terraform fmt` do?\n\n"
        "It rewrites files in the canonical style\n"
    )
    assert [c.answer for c in result(text).deck.cards] == [
        "It shows the changes an apply would make",
        "It rewrites files in the canonical style",
    ]


# -- a sheet of choice questions whose options sit in one cell, as JSON ----------------------


def test_options_kept_as_a_json_object_in_one_column_make_choice_cards(tmp_path: Path) -> None:
    text = (
        "pregunta;opciones;area;respuesta_correcta;explicacion\n"
        '¿Qué servicio guarda objetos?;"{""A"":""EC2"",""B"":""S3"",""C"":""RDS""}";'
        "Almacenamiento;B;S3 guarda objetos.\n"
        '¿Qué servicio ejecuta código sin servidores?;"{""A"":""Lambda"",""B"":""EBS""}";'
        "Cómputo;A;Lambda no pide servidores.\n"
    )
    imported = _file(tmp_path, "aws.csv", text)
    assert [(c.question, c.answer, dict(c.choices)) for c in imported.deck.cards] == [
        ("¿Qué servicio guarda objetos?", "B", {"A": "EC2", "B": "S3", "C": "RDS"}),
        ("¿Qué servicio ejecuta código sin servidores?", "A", {"A": "Lambda", "B": "EBS"}),
    ]
    assert imported.deck.cards[0].explanation == "S3 guarda objetos."
    assert imported.deck.cards[0].tags == ("almacenamiento",)


def test_options_kept_as_a_json_list_keyed_by_their_text(tmp_path: Path) -> None:
    text = (
        "question,options,answer\n"
        '"Which port does SSH use?","[""21"", ""22"", ""80""]",22\n'
        '"Which layer does IP work at?","[""Transport"", ""Network""]",Network\n'
    )
    cards = _file(tmp_path, "net.csv", text).deck.cards
    assert [(c.answer, dict(c.choices)) for c in cards] == [
        ("B", {"A": "21", "B": "22", "C": "80"}),
        ("B", {"A": "Transport", "B": "Network"}),
    ]


# -- `- Q1) ...` items, an answer under `Examples of answers:`, a line of dots after ---------

_PROCESS_NOTES = """\
## CI/CD

- Q1) What does CI stand for?
  - Ans: Continuous Integration, merging work into a shared branch many times a day.

- Q2) What makes Continuous Integration work?

  - Examples of answers:
      - Keep the build fast
      - Make the build test itself

............................................

- Q3) What is git rebase?

- Q4) How do you deploy to 5000 hosts?
"""


def test_examples_of_answers_is_a_label_and_a_line_of_dots_a_rule() -> None:
    from tests.importing import result

    imported = result(_PROCESS_NOTES)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        (
            "What does CI stand for?",
            "Continuous Integration, merging work into a shared branch many times a day.",
        ),
        (
            "What makes Continuous Integration work?",
            "- Keep the build fast\n- Make the build test itself",
        ),
    ]
    assert len(imported.skipped) == 2  # Q3 and Q4: no answer


def test_a_short_ellipsis_line_stays_in_its_answer() -> None:
    from tests.importing import result

    text = (
        "### 1. How do you follow a log?\n\n"
        "Run `tail -f app.log`, which prints the last lines and then\n\n"
        "...\n\n"
        "every line written after them.\n\n"
        "### 2. How do you count lines?\n\n"
        "Run `wc -l`.\n"
    )
    assert "every line written after them." in result(text).deck.cards[0].answer


# -- plain-text notes parted by long dash lines, one glued under an answer's last line ------

_RULE = "-" * 60


def test_a_separator_glued_under_an_answer_still_closes_it(tmp_path: Path) -> None:
    text = (
        f"How do you list images?\n\ndocker image ls\n\n{_RULE}\n"
        "How do you remove a container?\ndocker rm <id>\n"
        f"Note: stop it first, or force it with -f.\n{_RULE}\n\n"
        f"Which storage driver is the default?\n\n\n{_RULE}\n"
        f"How do you log in to a registry?\ndocker login\n{_RULE}\n"
    )
    imported = _file(tmp_path, "docker.txt", text)
    assert [(c.question, c.answer.split("\n")[0]) for c in imported.deck.cards] == [
        ("How do you list images?", "docker image ls"),
        ("How do you remove a container?", "docker rm <id>"),
        ("How do you log in to a registry?", "docker login"),
    ]
    assert "storage driver" not in imported.deck.cards[1].answer
    assert [s.line for s in imported.skipped] == [11]  # reported, not glued to an answer


def test_a_heading_underlined_long_stays_a_heading() -> None:
    from tests.importing import result

    text = (
        f"What is a container?\n{_RULE}\n\nA process isolated by namespaces and cgroups.\n\n"
        f"What is an image?\n{_RULE}\n\nThe read-only layers a container starts from.\n"
    )
    assert [c.question for c in result(text).deck.cards] == [
        "What is a container?",
        "What is an image?",
    ]
