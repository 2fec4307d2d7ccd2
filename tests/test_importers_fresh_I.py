"""Importer layouts met on fresh public documents (sweep I: databases, cloud, Kafka, Redis,
system design): each test is the shape of one, written small, never a copy of a document."""

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


# -- a spreadsheet of choice questions -------------------------------------------------------


def test_a_sheet_with_one_column_per_option_and_a_key_column_makes_choice_cards(
    tmp_path: Path,
) -> None:
    text = (
        "Question,OptionA,OptionB,OptionC,OptionD,CorrectAnswer,Explanation,Category\n"
        '"Which service stores objects?","EC2","S3","RDS","VPC","B","S3 is object storage.",Storage\n'
        '"Which one runs code without servers?","Lambda","EBS","IAM","SQS","A","",Compute\n'
    )
    imported = _file(tmp_path, "aws-quiz.csv", text)
    assert imported.layout == "quiz sheet"
    assert [(c.question, c.answer, dict(c.choices), c.tags) for c in imported.deck.cards] == [
        (
            "Which service stores objects?",
            "B",
            {"A": "EC2", "B": "S3", "C": "RDS", "D": "VPC"},
            ("storage",),
        ),
        (
            "Which one runs code without servers?",
            "A",
            {"A": "Lambda", "B": "EBS", "C": "IAM", "D": "SQS"},
            ("compute",),
        ),
    ]
    assert imported.deck.cards[0].explanation == "S3 is object storage."
    assert imported.warnings == ()


def test_numbered_option_columns_take_the_key_as_the_options_number(tmp_path: Path) -> None:
    text = (
        "question;option 1;option 2;option 3;answer\n"
        "Which isolation level allows dirty reads?;Read uncommitted;Serializable;Repeatable read;1\n"
        "Which join keeps every left row?;INNER;LEFT;CROSS;LEFT\n"
    )
    cards = _file(tmp_path, "sql.csv", text).deck.cards
    assert [(c.answer, c.choices["A"]) for c in cards] == [
        ("A", "Read uncommitted"),
        ("B", "INNER"),
    ]


def test_a_row_whose_key_names_two_options_is_an_open_card_naming_them(tmp_path: Path) -> None:
    text = (
        "Question,Option A,Option B,Option C,Correct Answer\n"
        '"Which two are NoSQL stores? (Choose two)",Redis,PostgreSQL,Cassandra,"A, C"\n'
        '"Default Redis port?",6379,5432,9092,A\n'
    )
    imported = _file(tmp_path, "nosql.csv", text)
    first, second = imported.deck.cards
    assert (first.choices, first.answer) == ({}, "- Redis\n- Cassandra")
    assert (second.answer, second.choices["A"]) == ("A", "6379")
    assert any("2 right options" in w for w in imported.warnings)


def test_a_question_and_answer_sheet_in_camel_case_is_still_a_sheet(tmp_path: Path) -> None:
    text = (
        "QuestionText,CorrectAnswer,Topic\n"
        "What is a partition?,An ordered log,kafka\n"
        "What is AOF?,Redis's append-only file,redis\n"
    )
    cards = _file(tmp_path, "kafka.csv", text).deck.cards
    assert [(c.question, c.answer, c.tags) for c in cards] == [
        ("What is a partition?", "An ordered log", ("kafka",)),
        ("What is AOF?", "Redis's append-only file", ("redis",)),
    ]
