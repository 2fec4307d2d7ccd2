"""Two layouts a judge's round (2026-11-30) found read wrong. A quiz bank kept as records of
tab-separated fields (`G<TAB>group<TAB>points` / `Q<TAB>question` / `A<TAB>answer`) kept
`Q<TAB>` and `A<TAB>` in every card, ran the group lines into the answers and glued each
question not ending in `?` into the answer above, in silence. And a `👉` line inside a
labelled question's own text (`## Pergunta 2` over its paragraph, its code and `👉 what
changes if ...?`, then `R:`) was written as a `######` heading, which stayed in the question."""

from __future__ import annotations

from pathlib import Path

from srs.importers import import_file
from srs.importers.tabrecords import LAYOUT
from tests.importing import result

# -- tab-separated records: a field's name, a TAB, its value -----------------------------------

_BANK = """\
G\tOcean\t100
Q\tName the deepest ocean trench.
A\tThe Mariana Trench

G\tOcean\t200
Q\tWhich ocean is the largest?
A\tThe Pacific

G\tRivers\t100
Q\tWhere does the Nile end

G\tRivers\t200
Q\tThe longest river in Europe
A\tVolga
"""


def test_a_bank_of_tab_separated_records_makes_a_card_of_each_question() -> None:
    r = result(_BANK, source="geo.txt")
    assert r.layout == LAYOUT
    assert [(c.id, c.question, c.answer, c.tags) for c in r.deck.cards] == [
        ("q01", "Name the deepest ocean trench.", "The Mariana Trench", ("ocean",)),
        ("q02", "Which ocean is the largest?", "The Pacific", ("ocean",)),
        ("q04", "The longest river in Europe", "Volga", ("rivers",)),
    ]
    assert r.deck.name == "geo"  # no group line is the title
    assert r.warnings == ("geo.txt:10: question #3 has no answer; skipped",)
    assert [s.line for s in r.skipped] == [10]


def test_a_one_letter_answer_is_the_answer_not_an_option_letter() -> None:
    text = "Q\tWhich language was Unix rewritten in?\nA\tC\n\nQ\tWhich shell came first?\nA\tsh\n"
    cards = result(text, source="unix.txt").deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which language was Unix rewritten in?", "C"),
        ("Which shell came first?", "sh"),
    ]


def test_field_names_in_another_language_a_title_and_records_without_blank_lines() -> None:
    text = (
        "Erdkunde, Runde 1\n\n"
        "Frage\tWie heisst die Hauptstadt von Kanada?\n"
        "Antwort\tOttawa\n"
        "Erklärung\tNicht Toronto.\n"
        "Frage\tNenne den hoechsten Berg der Alpen\n"
        "Antwort\tMont Blanc\n"
        "Punkte\t20\n"
    )
    r = result(text, source="erdkunde.txt")
    assert r.deck.name == "Erdkunde, Runde 1"
    assert [(c.question, c.answer, c.explanation) for c in r.deck.cards] == [
        ("Wie heisst die Hauptstadt von Kanada?", "Ottawa", "Nicht Toronto."),
        ("Nenne den hoechsten Berg der Alpen", "Mont Blanc", ""),
    ]
    assert r.warnings == (
        "erdkunde.txt:8: field 'Punkte' is no question, answer, group or explanation; "
        "left out of the cards",
    )


def test_a_bank_with_one_tab_on_every_line_is_no_anki_export(tmp_path: Path) -> None:
    bank = tmp_path / "space.txt"  # every line one TAB, as two columns of notes would have
    bank.write_text("Q\tWhich planet is red?\nA\tMars\n\nQ\tHow many moons has Mars?\nA\tTwo\n")
    imported = import_file(bank)
    assert imported.layout == LAYOUT
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("Which planet is red?", "Mars"),
        ("How many moons has Mars?", "Two"),
    ]


def test_tab_separated_notes_and_a_vocabulary_list_stay_anki_notes(tmp_path: Path) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("What is A?\tAlpha\nWhat is B?\tBeta\nWhat is C?\tGamma\n")
    imported = import_file(notes)
    assert imported.layout == "anki notes"
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is A?", "Alpha"),
        ("What is B?", "Beta"),
        ("What is C?", "Gamma"),
    ]
    words = tmp_path / "words.txt"  # one-word fronts, a label word among them once
    words.write_text("Hund\tdog\nKatze\tcat\nFrage\tquestion\nHaus\thouse\n")
    imported = import_file(words)
    assert imported.layout == "anki notes"
    assert [c.question for c in imported.deck.cards] == ["Hund", "Katze", "Frage", "Haus"]


def test_fields_inside_a_pages_answer_are_no_bank() -> None:
    text = (
        "# Shell notes\n\n"
        "## What does cut -f read?\n\n"
        "Fields set apart by a TAB, one record to a line:\n\n"
        "Q\tWhich planet is red?\nA\tMars\n\n"
        "Q\tHow many moons has Mars?\nA\tTwo\n"
    )
    r = result(text)
    assert r.layout != LAYOUT
    (card,) = r.deck.cards
    assert card.question == "What does cut -f read?"
    assert card.answer.startswith("Fields set apart by a TAB, one record to a line:\n\nQ\tWhich")


# -- a pictograph line inside a labelled question's own text ----------------------------------

_POINTED = """\
# Repaso de redes

## Pregunta 1

👉 ¿Qué hace un router?

Respuesta:
Reenvía paquetes entre redes.

## Pregunta 2

Mira esta orden:

    ping -c 1 10.0.0.1


👉 ¿Qué significa que no haya respuesta?

Respuesta:
Que el equipo no contesta o un cortafuegos bloquea ICMP.

## Pregunta 3

👉 ¿Qué puerto usa DNS?

Respuesta:
El 53.

👉 ¿Y sobre qué protocolo de transporte?

Respuesta:
UDP, y TCP para respuestas grandes.
"""


def test_a_pointer_line_inside_a_labelled_question_is_its_text() -> None:
    r = result(_POINTED)
    assert [(c.id, c.question, c.answer) for c in r.deck.cards] == [
        ("q01", "¿Qué hace un router?", "Reenvía paquetes entre redes."),
        (
            "q02",
            "Mira esta orden:\n\n    ping -c 1 10.0.0.1\n\n¿Qué significa que no haya respuesta?",
            "Que el equipo no contesta o un cortafuegos bloquea ICMP.",
        ),
        ("q03", "¿Qué puerto usa DNS?", "El 53."),
        # after the answer, not inside the question: a follow-up, its own card as before
        ("q04", "¿Y sobre qué protocolo de transporte?", "UDP, y TCP para respuestas grandes."),
    ]
    assert not any("#" in c.question for c in r.deck.cards)
    assert not r.warnings


_POINTED_OPTIONS = """\
# Networking quiz

## Question 1

📌 Which layer routes packets?

- Transport
- **Network**
- Session

## Question 2

📌 Which layer frames bits?

- **Data link**
- Physical

## Question 3

📌 Which protocol resolves names?

- ARP
- **DNS**
"""


def test_a_pictograph_question_keyed_by_bold_options_and_no_label_stays_a_question() -> None:
    cards = result(_POINTED_OPTIONS).deck.cards
    assert [(c.question, dict(c.choices), c.answer) for c in cards] == [
        ("Which layer routes packets?", {"A": "Transport", "B": "Network", "C": "Session"}, "B"),
        ("Which layer frames bits?", {"A": "Data link", "B": "Physical"}, "A"),
        ("Which protocol resolves names?", {"A": "ARP", "B": "DNS"}, "B"),
    ]


_HEADED_WITH_CODE = """\
# Python quiz

## Question 1: Lists

Look at this code:

    x = [1, 2]

📌 What does len(x) return?

- 1
- **2**

## Question 2: Strings

    s = "ab"

📌 What does s * 2 give?

- **abab**
- ab2

## Question 3: Dicts

    d = {}

📌 What type is d?

- set
- **dict**
"""


def test_a_pictograph_line_under_a_question_heading_and_its_code_is_its_text() -> None:
    cards = result(_HEADED_WITH_CODE).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Lists\n\nLook at this code:\n\n    x = [1, 2]\n\nWhat does len(x) return?", "B"),
        ('Strings\n\n    s = "ab"\n\nWhat does s * 2 give?', "A"),
        ("Dicts\n\n    d = {}\n\nWhat type is d?", "B"),
    ]


_ANSWERED_IN_PROSE = """\
# Containers

Q: What is a container?
An isolated process with its own view of the filesystem.

📌 Which command lists the running containers?

- **docker ps**
- docker images

📌 Which command removes an image?

- docker rm
- **docker rmi**

📌 Which file describes how to build an image?

- **Dockerfile**
- compose.yaml
"""


def test_a_pictograph_line_after_a_labelled_question_answered_in_prose_asks_anew() -> None:
    cards = result(_ANSWERED_IN_PROSE).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a container?", "An isolated process with its own view of the filesystem."),
        ("Which command lists the running containers?", "A"),
        ("Which command removes an image?", "B"),
        ("Which file describes how to build an image?", "A"),
    ]
