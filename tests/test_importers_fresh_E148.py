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
