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
        "What is a VPC?, A private network in the cloud\n"
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
