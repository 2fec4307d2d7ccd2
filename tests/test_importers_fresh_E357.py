"""Layouts met in round Z214, on made-up documents: an exam answer sheet whose questions are
`Label topic / N) 'question':` lines over a plural answer label (`Odpowiedzi:`), and maths
pasted one glyph a line, whose lone `=` read as a setext underline."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str]]:
    deck = result(text).deck
    return [(c.id, c.question, c.answer) for c in deck.cards]


def test_a_slash_numbered_label_line_starts_a_quoted_question() -> None:
    """`Pytanie zestaw / 2) '...?':` over `Odpowiedzi:`: question 2, no topic, quotes or colon;
    the answer the listed options, no label."""
    text = (
        "\nPytanie zestaw / 2) 'Ile kół ma rower?': \n"
        "Odpowiedzi: \n"
        "        b) dwa \n\n\n"
        "Pytanie zestaw / 1) 'Które zwierzęta latają?': \n"
        "Odpowiedz: \n"
        "        a) wróbel \n"
        "d) nietoperz \n"
    )
    assert _cards(text) == [
        ("q02", "Ile kół ma rower?", "b) dwa"),
        ("q01", "Które zwierzęta latają?", "        a) wróbel\nd) nietoperz"),
    ]
    assert result(text).warnings == ()


def test_the_slash_label_reads_in_english_too() -> None:
    """`Question set A / 4) 'What ...?':`: any language the label lists hold."""
    text = (
        "Question set A / 4) 'What does a mutex guard?':\n"
        "Answer:\n"
        "A critical section.\n\n"
        "Question set A / 5) 'What does DNS resolve?':\n"
        "Answer:\n"
        "Names to addresses.\n"
    )
    assert _cards(text) == [
        ("q04", "What does a mutex guard?", "A critical section."),
        ("q05", "What does DNS resolve?", "Names to addresses."),
    ]


def test_a_slash_numbered_line_without_a_label_is_no_question() -> None:
    """`Part 2 / 3) ...`: no question label first, so the line keeps its reading."""
    text = "Q: What is a port?\nA: A number naming an endpoint.\n\nPart 2 / 3) 'notes':\n"
    assert _cards(text) == [
        ("q01", "What is a port?", "A number naming an endpoint.\n\nPart 2 / 3) 'notes':")
    ]


def test_maths_pasted_a_glyph_a_line_is_one_line_no_heading() -> None:
    """A formula one glyph a line, a lone `=` among them: one line, no setext heading, joined
    to the `e)` it answers and to the sentence it sits in."""
    text = (
        "Pytanie a / 2) 'Koszt\n𝐶\n(\n𝑘\n)\n=\n𝑘\n. Jaki jest rząd?': \n"
        "Odpowiedzi: \n"
        "        e) \n𝛩\n(\n𝑘\n)\n\n\n"
        "Pytanie a / 1) 'Co to stos?': \n"
        "Odpowiedzi: \n"
        "        b) LIFO \n"
    )
    assert _cards(text) == [
        ("q02", "Koszt 𝐶 ( 𝑘 ) = 𝑘 . Jaki jest rząd?", "e) 𝛩 ( 𝑘 )"),
        ("q01", "Co to stos?", "b) LIFO"),
    ]


def test_a_column_of_letters_is_no_formula() -> None:
    """`a` / `e` / `i` lines, no maths glyph among them: kept line for line."""
    text = "Q: Name three vowels.\nA: They are:\na\ne\ni\n"
    assert _cards(text) == [("q01", "Name three vowels.", "They are:\n\na\ne\ni")]


def test_a_numbered_label_whose_text_holds_a_slash_keeps_its_number() -> None:
    """`Question 2. Can host A (10.0.0.1/24) reach B?`: numbered after its label already, the
    slash a netmask's: question 2, whole."""
    text = (
        "Question 1. What does ARP resolve?\nAnswer: MAC addresses.\n\n"
        "Question 2. Can host A (10.0.0.1/24) reach host B (10.0.1.1/24) directly?\nAnswer: No.\n"
    )
    assert _cards(text) == [
        ("q01", "What does ARP resolve?", "MAC addresses."),
        ("q02", "Can host A (10.0.0.1/24) reach host B (10.0.1.1/24) directly?", "No."),
    ]


def test_empty_bullets_to_fill_in_are_no_formula() -> None:
    """`-` / `-` / `-` under a bold label, lines left to fill in: no maths, not joined into
    the label's line (empty bullets, as before, show nothing)."""
    text = "Q: What went well?\nA: The demo.\n\n**Notes for next time:**\n-\n-\n-\n"
    assert _cards(text) == [("q01", "What went well?", "The demo.\n\n**Notes for next time:**")]
