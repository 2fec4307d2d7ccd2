"""Importer layouts met on a third sweep of fresh documents (distributed systems, Kafka, system
design, databases): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from srs import decks
from srs.importers import ImportResult, import_text


def result(text: str, source: str = "doc.md") -> ImportResult:
    imported = import_text(text, source=source)
    assert decks.loads(decks.dumps(imported.deck)) == imported.deck
    return imported


# -- a numbered question whose `Ans:` label wraps into its paragraph -------------------------


def test_an_answer_begun_by_a_label_inside_a_list_item_runs_on_past_the_item() -> None:
    text = """\
1. What is the CAP theorem?
Ans:
A distributed store cannot give more than two of these:

Consistency: every read sees the latest write.
Availability: every request gets a response.

2. What is a quorum?
Ans:
A majority of the replicas.

Reads and writes that both reach one overlap.
"""
    doc = result(text)
    assert [(c.question, c.answer) for c in doc.deck.cards] == [
        (
            "What is the CAP theorem?",
            "A distributed store cannot give more than two of these:\n\n"
            "Consistency: every read sees the latest write.\n\n"
            "Availability: every request gets a response.",
        ),
        (
            "What is a quorum?",
            "A majority of the replicas.\n\nReads and writes that both reach one overlap.",
        ),
    ]
    assert doc.skipped == ()
