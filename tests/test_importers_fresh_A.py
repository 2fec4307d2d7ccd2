"""Importer layouts met on fresh public documents (machine learning, statistics, Python).

Each test is the shape of one real document, written small; none is a copy of one.
"""

from __future__ import annotations

from srs import decks
from srs.importers import ImportResult, import_text


def result(text: str, source: str = "doc.md") -> ImportResult:
    imported = import_text(text, source=source)
    assert decks.loads(decks.dumps(imported.deck)) == imported.deck
    return imported


# -- `Q4 Explain ...` labels without a colon -------------------------------------------------


def test_a_label_without_colon_numbers_a_task_set_as_a_sentence() -> None:
    text = """\
## Interview questions

#### Q1 What is overfitting?
When a model learns the noise of its training set.

#### Q2 Explain how a ROC curve works.
It plots the true positive rate against the false positive rate.

#### Q3 What is Bayes' theorem? How is it used?
It gives a posterior from a prior and a likelihood.

#### Q4 Describe a hash table.
An array of buckets indexed by a hash of the key.
"""
    imported = result(text)
    assert [(c.id, c.question) for c in imported.deck.cards] == [
        ("q01", "What is overfitting?"),
        ("q02", "Explain how a ROC curve works."),
        ("q03", "What is Bayes' theorem? How is it used?"),
        ("q04", "Describe a hash table."),
    ]
    assert imported.deck.cards[1].answer == (
        "It plots the true positive rate against the false positive rate."
    )
    assert imported.warnings == ()


def test_a_quarter_in_a_heading_is_no_question_label() -> None:
    text = """\
## Q3 Roadmap

### What ships first?
The importer.

### Q4 Done.
Nothing yet.
"""
    questions = [c.question for c in result(text).deck.cards]
    assert "Roadmap" not in " ".join(questions)
    assert "What ships first?" in questions

