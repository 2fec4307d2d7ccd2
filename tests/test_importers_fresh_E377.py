"""Importer shapes met on fresh public documents: pandoc-converted personal notes whose
`-   *question*` bullets are answered below their list, and review lists of unanswered
bullets. Each test is the shape of one real document, written small; none is a copy of one.
"""

from __future__ import annotations

from srs.importers.result import ImportResult
from tests.importing import result

NOTES = """\
### Storage

-   *What is a B-tree?*

A balanced tree that keeps keys sorted on disk pages.

-   *Why are writes slower with many indexes?*

Every index must be updated on each write.

- *Replication*

Copying the same data to several servers.

- *Compaction*
1. merge small files
2. drop deleted rows

- *When do you denormalise?*
When reads matter more than writes.
1. fewer joins
2. duplicated data

-   What does a write-ahead log hold? (For
    crash recovery)
<ws>
https://example.org/wal

-   *What is MVCC?*

Readers see a snapshot while writers go on.

-   Explain a bloom filter

-   Difference between a row store and a column store

-   How to pick a shard key

-   Difference between RAID 0 and RAID 1
""".replace("<ws>", "    ")  # a line of spaces only, as the converter left it


def _cards(imported: ImportResult) -> list[tuple[str, str, str]]:
    return [(c.id, c.question, c.answer) for c in imported.deck.cards]


def _skipped(imported: ImportResult) -> list[tuple[int, str]]:
    return [(s.line, s.reason) for s in imported.skipped]


def test_emphasised_topic_bullets_in_notes_answered_below_are_cards() -> None:
    imported = result(NOTES)
    cards = _cards(imported)
    assert cards[2] == ("q03", "Replication", "Copying the same data to several servers.")
    assert cards[3] == ("q04", "Compaction", "1. merge small files\n2. drop deleted rows")
    # the topic ends the answer above it: no answer runs on through the next title
    assert cards[1][2] == "Every index must be updated on each write."


def test_numbered_points_glued_under_an_answer_stay_in_it() -> None:
    cards = _cards(result(NOTES))
    assert cards[4] == (
        "q05",
        "When do you denormalise?",
        "When reads matter more than writes.\n1. fewer joins\n2. duplicated data",
    )


def test_wrapped_question_over_a_whitespace_line_keeps_its_answer_clean() -> None:
    cards = _cards(result(NOTES))
    assert cards[5] == (
        "q06",
        "What does a write-ahead log hold? (For crash recovery)",
        "https://example.org/wal",
    )


def test_a_run_of_unanswered_bullets_reports_each_and_answers_none() -> None:
    imported = result(NOTES)
    assert [c.id for c in imported.deck.cards] == ["q01", "q02", "q03", "q04", "q05", "q06", "q07"]
    assert _cards(imported)[6][2] == "Readers see a snapshot while writers go on."
    assert _skipped(imported) == [
        (33, "question #8 has no answer; skipped"),
        (35, "question #9 has no answer; skipped"),
        (39, "question #10 has no answer; skipped"),
        (
            37,
            "'- How to pick a shard key' looks like a question, but no answer was found for"
            " it; not imported",
        ),
    ]
    assert len(imported.warnings) == 4


REVIEW = """\
# Review

### Basics

* What is a port?
  * Answer: A number that names a service on a host.
* Describe what a socket is.
  * Answer: One end of a connection.

***

### Practice

* Identify two uses of a proxy.
* Briefly compare the two uses.
* List one risk of each use.
* Sort the risks by impact.
"""


def test_unanswered_sibling_bullets_set_alike_are_each_reported_as_questions() -> None:
    imported = result(REVIEW)
    assert [(c.id, c.question) for c in imported.deck.cards] == [
        ("q01", "What is a port?"),
        ("q02", "Describe what a socket is."),
    ]
    tail = " looks like a question, but no answer was found for it; not imported"
    assert _skipped(imported) == [
        (14, "'* Identify two uses of a proxy.'" + tail),
        (15, "'* Briefly compare the two uses.'" + tail),
        (16, "'* List one risk of each use.'" + tail),
        (17, "'* Sort the risks by impact.'" + tail),
    ]
    assert imported.warnings == tuple(
        f"doc.md:{line}: {reason}" for line, reason in _skipped(imported)
    )


# -- near misses: similar documents the rules must not touch --------------------------------


def test_a_remark_under_answered_bullets_stays_text() -> None:
    text = """\
# Review

### Basics

* What is a port?
  * Answer: A number that names a service on a host.
* Describe what a socket is.
  * Answer: One end of a connection.
* Identify the layer of a port.
  * Answer: The transport layer.
* Keep these notes short.
"""
    imported = result(text)
    assert [c.id for c in imported.deck.cards] == ["q01", "q02", "q03"]
    assert imported.skipped == ()
    assert imported.warnings == (
        "doc.md:11: 1 line of text between questions in no card ('* Keep these notes short.');"
        " not imported",
    )


def test_an_emphasised_bullet_without_notes_answered_below_is_no_question() -> None:
    text = """\
## What is a cache?

A store of copies close to the reader.

- *Invalidation*

Dropping a copy once its source changes.
"""
    imported = result(text)
    assert [(c.id, c.question) for c in imported.deck.cards] == [("q01", "What is a cache?")]
    assert "*Invalidation*" in imported.deck.cards[0].answer


def test_numbered_questions_answered_at_the_margin_stay_apart() -> None:
    text = """\
1. What is a port?
A number that names a service.
2. What is a socket?
One end of a connection.
3. What is a packet?
A unit of data on the wire.
"""
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is a port?", "A number that names a service."),
        ("What is a socket?", "One end of a connection."),
        ("What is a packet?", "A unit of data on the wire."),
    ]


def test_a_last_bullet_over_a_paragraph_stays_a_remark() -> None:
    text = REVIEW.replace("* Sort the risks by impact.\n", "* Ask a colleague to check these.\n")
    text += "\nNote: the answers follow in the next chapter.\n"
    imported = result(text)
    assert [s.line for s in imported.skipped] == [14, 15, 16]
    assert (
        "doc.md:17: 2 lines of text between questions in no card ('* Ask a colleague to check"
        " these.'); not imported"
    ) in imported.warnings
