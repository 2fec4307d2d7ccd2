"""Two shapes from judges' rounds (2026-11-30): numbered questions answered by bare fenced
blocks, with a section's title line (`🔹 Replikation`, `Advanced Questions`) between an
answer's fence and the next question, which made that question unanswered and its answer
text in no card; and a list of `1.` items each over an indented `<details>` fold, whose
last item after `---` rules was reported as text, not as the unanswered question it is."""

from __future__ import annotations

from tests.importing import result

_FENCED = """\
1. Was ist ein Index?
```
Eine Struktur, die Suchen beschleunigt.
```
2. Was ist eine Transaktion?
```
Eine Folge von Schritten, die ganz oder gar nicht gilt.
```
🔹 Replikation
3. Was ist ein Replikat?
```
Eine Kopie der Daten auf einem anderen Server.
```
4. Wozu dient eine Wahl?
```
Sie bestimmt, welcher Server schreibt.
```

🔸 Sicherung
5. Was ist ein Schnappschuss?
```
Ein eingefrorener Stand der Daten.
```
"""


def test_a_fence_under_a_question_answers_it_over_a_pictograph_title() -> None:
    imported = result(_FENCED)
    cards = imported.deck.cards
    assert [c.id for c in cards] == ["q01", "q02", "q03", "q04", "q05"]
    assert [c.question for c in cards] == [
        "Was ist ein Index?",
        "Was ist eine Transaktion?",
        "Was ist ein Replikat?",
        "Wozu dient eine Wahl?",
        "Was ist ein Schnappschuss?",
    ]
    assert [c.answer for c in cards] == [
        "```\nEine Struktur, die Suchen beschleunigt.\n```",
        "```\nEine Folge von Schritten, die ganz oder gar nicht gilt.\n```",
        "```\nEine Kopie der Daten auf einem anderen Server.\n```",
        "```\nSie bestimmt, welcher Server schreibt.\n```",
        "```\nEin eingefrorener Stand der Daten.\n```",
    ]
    assert imported.warnings == ()
    assert imported.skipped == ()


_LEVELS = """\
Basic Questions
1. What is a topic?
```
A named stream of events.
```
2. What is a partition?
```
An ordered slice of a topic.
```
Advanced Questions
3. What is a consumer group?
```
Consumers sharing the partitions of a topic.
```
"""


def test_a_level_title_under_an_answer_fence_titles_the_next_question() -> None:
    imported = result(_LEVELS)
    cards = imported.deck.cards
    assert [(c.id, c.question, c.answer) for c in cards] == [
        ("q01", "What is a topic?", "```\nA named stream of events.\n```"),
        ("q02", "What is a partition?", "```\nAn ordered slice of a topic.\n```"),
        (
            "q03",
            "What is a consumer group?",
            "```\nConsumers sharing the partitions of a topic.\n```",
        ),
    ]
    assert cards[2].tags == ("advanced-questions",)
    assert imported.warnings == ()


_TABLES = """\
Basic Questions

1. How do SQL and NoSQL compare on schema?

| SQL | NoSQL |
| --- | --- |
| fixed | flexible |

2. How do they compare on scaling?

| SQL | NoSQL |
| --- | --- |
| vertical | horizontal |
Advanced Questions
3. How do they compare on joins?

| SQL | NoSQL |
| --- | --- |
| native | application side |
"""


def test_a_table_under_a_question_answers_it_over_a_level_title() -> None:
    imported = result(_TABLES)
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "How do SQL and NoSQL compare on schema?",
        "How do they compare on scaling?",
        "How do they compare on joins?",
    ]
    assert cards[1].answer == "| SQL | NoSQL |\n| --- | --- |\n| vertical | horizontal |"
    assert imported.warnings == ()


_OWN_CODE = """\
1. What does this print?
```
print(2 + 3)
```
✅ Five
2. What does this print?
```
print("a" * 3)
```
✅ Three letters a
3. What does this print?
```
print(len("abc"))
```
It prints 3.
"""


def test_a_line_a_tick_leads_under_the_questions_code_stays_its_answer() -> None:
    """Near miss: a pictograph line under a fence that is the question's own code is the
    answer (a tick leads it, or it is a sentence), no section's title."""
    imported = result(_OWN_CODE)
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "What does this print?\n\n```\nprint(2 + 3)\n```",
        'What does this print?\n\n```\nprint("a" * 3)\n```',
        'What does this print?\n\n```\nprint(len("abc"))\n```',
    ]
    assert [c.answer for c in cards] == ["✅ Five", "✅ Three letters a", "It prints 3."]
    assert imported.warnings == ()


_LONE_AFTER_RULES = """\
# Fragen zum Netzwerk

## Grundlagen

1. Was ist eine IP-Adresse?
    <details><summary> Aufklappen</summary>
    Eine Nummer, die ein Gerät im Netz kennzeichnet.

    ---
    </details>

1. Was ist ein Port?
    <details><summary> Aufklappen</summary>


    ---
    </details>

1. Wozu dient DNS?
    <details><summary> Aufklappen</summary>


    ---
    </details>

## Protokolle

1. Was unterscheidet TCP von UDP?
    <details><summary> Aufklappen</summary>


    ---
    </details>

1. Wie funktioniert ein Handshake?
    <details><summary> Aufklappen</summary>


    ---
    </details>

---
---
1. Aufbau eines Routers
    <details><summary> Aufklappen</summary>


    ---
    </details>
"""


def test_a_lone_renumbered_item_over_an_empty_fold_is_reported_unanswered() -> None:
    imported = result(_LONE_AFTER_RULES, source="netz.md")
    cards = imported.deck.cards
    assert [(c.id, c.question, c.answer) for c in cards] == [
        ("q01", "Was ist eine IP-Adresse?", "Eine Nummer, die ein Gerät im Netz kennzeichnet.")
    ]
    assert imported.warnings == tuple(
        f"netz.md:{line}: question #{n} has no answer (only '---'); skipped"
        for line, n in ((12, 2), (19, 3), (28, 4), (35, 5), (44, 6))
    )
    assert [s.line for s in imported.skipped] == [12, 19, 28, 35, 44]


_LONE_UNDER_HEADING = """\
# Fragen zum Netzwerk

## Grundlagen

1. Was ist eine IP-Adresse?
    <details><summary> Aufklappen</summary>
    Eine Nummer, die ein Gerät im Netz kennzeichnet.
    </details>

1. Was ist ein Port?
    <details><summary> Aufklappen</summary>
    Eine Nummer für einen Dienst auf einem Gerät.
    </details>

1. Wozu dient DNS?
    <details><summary> Aufklappen</summary>
    </details>

## Geräte

1. Aufbau eines Routers
    <details><summary> Aufklappen</summary>
    Ports, ein Prozessor und eine Routing-Tabelle.
    </details>
"""


def test_a_lone_renumbered_item_is_a_question_not_its_headings_answer() -> None:
    """The heading over a one-item list was read as the question, the item as its answer."""
    imported = result(_LONE_UNDER_HEADING, source="netz.md")
    cards = imported.deck.cards
    assert [(c.id, c.question, c.answer, c.tags) for c in cards] == [
        (
            "q01",
            "Was ist eine IP-Adresse?",
            "Eine Nummer, die ein Gerät im Netz kennzeichnet.",
            ("grundlagen",),
        ),
        (
            "q02",
            "Was ist ein Port?",
            "Eine Nummer für einen Dienst auf einem Gerät.",
            ("grundlagen",),
        ),
        (
            "q04",
            "Aufbau eines Routers",
            "Ports, ein Prozessor und eine Routing-Tabelle.",
            ("gerate",),
        ),
    ]
    assert imported.warnings == ("netz.md:15: question #3 has no answer; skipped",)


_STEPS = """\
# Notes

## What is a virtual environment?

An isolated set of installed packages for one project.

## What does pip freeze print?

The installed packages with their versions.

## Setup

1. Clone the repository
    Use the address on the project page.

## Usage

1. Start the server
    It listens on port 8000.
1. Open the page
    Any browser will do.
"""


def test_a_lone_step_where_no_list_of_questions_is_renumbered_stays_text() -> None:
    """Near miss: the document's `1.` lists are steps, none asks; a one-item list is no
    question there (reported as text in no card, as before)."""
    imported = result(_STEPS, source="notes.md")
    assert [c.question for c in imported.deck.cards] == [
        "What is a virtual environment?",
        "What does pip freeze print?",
    ]
    assert imported.warnings == (
        "notes.md:13: 6 lines of text between questions in no card ('1. Clone the repository');"
        " not imported",
    )


_CLOSING_ITEM = """\
# Fragen zum Netzwerk

1. Was ist eine IP-Adresse?
    <details><summary> Aufklappen</summary>
    Eine Nummer, die ein Gerät im Netz kennzeichnet.
    </details>

1. Was ist ein Port?
    <details><summary> Aufklappen</summary>
    Eine Nummer für einen Dienst auf einem Gerät.
    </details>

## Zum Schluss

1. Viel Erfolg beim Lernen
"""


def test_a_lone_item_with_nothing_indented_under_it_is_no_question() -> None:
    """Near miss: a one-item `1.` list with no answer inside it, in a renumbered document,
    is text, not a question (as before)."""
    imported = result(_CLOSING_ITEM, source="netz.md")
    assert [c.id for c in imported.deck.cards] == ["q01", "q02"]
    assert imported.warnings == (
        "netz.md:15: 1 line of text between questions in no card ('1. Viel Erfolg beim Lernen');"
        " not imported",
    )
