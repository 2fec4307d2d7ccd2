"""Layouts met in judge round Z238 (a Moodle self-test copied into Markdown, a French quiz of
`* option` bullets and `Réponse :` lines): each test builds a small made-up document of the
shape met in a real one (never its text) and checks the cards, keys and warnings made."""

from __future__ import annotations

from srs.importers import ImportResult, import_text


def result(text: str) -> ImportResult:
    return import_text(text, source="doc.md")


def _prompted(stem: str, options: list[str], right: int) -> str:
    """One question as a quiz page prints it: stem, `Select one:`, options, the right one bold."""
    listed = "".join(
        f"- **`{'abcd'[k]})` {o}**\n" if k == right else f"- `{'abcd'[k]})` {o}\n"
        for k, o in enumerate(options)
    )
    return (
        f"{stem}\n\nSeleccione una:\n\n{listed}\nrta : La respuesta correcta es: {options[right]}\n"
    )


PROMPTED = (
    "# Review\n\n## Part one\n\n---\n\n"
    + _prompted("Tables are joined with", ["a cursor", "a join clause", "a trigger"], 1)
    + "\n---\n\n"
    + _prompted("An index speeds up", ["lookups by key", "backups", "schema changes"], 0)
    + "\n## Part two\n\n---\n\n"
    + "A view is a stored query.\n\nSuppose a view joins two tables.\n\n"
    + _prompted("Reading the view", ["copies the tables", "locks the server", "runs its query"], 2)
)


def test_a_stem_over_a_select_one_prompt_is_a_question_under_its_section() -> None:
    """Stems that do not ask, over `Seleccione una:` and options: each its own choice card;
    the section headings over them are titles, never cards holding the questions."""
    got = result(PROMPTED)
    cards = got.deck.cards
    assert [c.question.split("\n")[0] for c in cards] == [
        "Tables are joined with",
        "An index speeds up",
        "A view is a stored query.",
    ]
    assert [c.answer for c in cards] == ["B", "A", "C"]
    assert cards[0].choices == {"A": "a cursor", "B": "a join clause", "C": "a trigger"}
    # a stem that opens after a rule runs from there down to the prompt: its scenario kept
    assert cards[2].question == (
        "A view is a stored query.\n\nSuppose a view joins two tables.\n\nReading the view"
    )
    assert "Seleccione" not in cards[0].question
    assert got.warnings == ()


def test_without_a_rule_only_the_paragraph_over_the_prompt_is_the_stem() -> None:
    """No rule or heading opens the part: the paragraph above may be the last answer's note,
    so the stem is the paragraph right over the prompt."""
    text = (
        "# Review\n\n"
        + _prompted("Tables are joined with", ["a cursor", "a join clause", "a trigger"], 1)
        + "\nJoins are explained in chapter two.\n\n"
        + _prompted("An index speeds up", ["lookups by key", "backups", "schema changes"], 0)
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["Tables are joined with", "An index speeds up"]
    assert [c.answer for c in cards] == ["B", "A"]
    assert "chapter two" in cards[0].explanation


LISTED = (
    "# Quiz\n\n"
    "Which keyword makes a constant?\n* final\n* static\n* const\n\nRéponse : final\n\n"
    "A compiled class is stored in a ____ file.\n* .src\n* .class\n* .obj\n\nRéponse : .class\n\n"
    "Study this code:\n\nint n = 4;\nn *= 2;\nSystem.out.println(n);\nWhat is printed?\n\n"
    "* 8\n* 42\n* 6\n\nRéponse : 8\n\n"
    "Which are loop keywords? (Choose two)\n\n* for\n* goto\n* while\n\n"
    "Réponses: * for* while\n\n"
    "Which name is not valid?\n* _total\n* 9lives\n* count\n\n"
    "Réponse : 9lives, since a name cannot open with a digit.\n"
)


def test_stems_over_plain_bullets_and_a_reponse_line_are_questions_whatever_they_end_with() -> None:
    got = result(LISTED)
    cards = got.deck.cards
    assert [c.question.split("\n")[0] for c in cards] == [
        "Which keyword makes a constant?",
        "A compiled class is stored in a ____ file.",
        "Study this code:",
        "Which are loop keywords? (Choose two)",
        "Which name is not valid?",
    ]
    assert [c.answer for c in cards[:3]] == ["A", "B", "A"]
    # the lead-in, its code and its question are one stem
    assert cards[2].question == (
        "Study this code:\n\nint n = 4;\nn *= 2;\nSystem.out.println(n);\nWhat is printed?"
    )
    assert cards[2].choices == {"A": "8", "B": "42", "C": "6"}
    # two right options named in a `Réponses:` line: an open card holding them, not one key
    assert not cards[3].choices
    assert "for" in cards[3].answer and "while" in cards[3].answer
    # an answer led by an option's text keys that option; its sentence explains
    assert cards[4].answer == "B"
    assert cards[4].choices["B"] == "9lives"
    assert "cannot open with a digit" in cards[4].explanation
    assert got.warnings == ()


def test_a_paragraph_over_a_list_its_answer_does_not_name_stays_in_the_answer() -> None:
    """Near miss: a statement over bullets that the answer label does not name (a Q&A note's
    answer with its points) is no stem: the question above keeps it, as before."""
    text = (
        "# Notes\n\n"
        "What does a load balancer do?\n\nAnswer: It spreads requests over servers.\n\n"
        "It checks health in two ways.\n* active probes\n* passive checks\n\n"
        "Answer: Both keep traffic off dead servers.\n\n"
        "What is a reverse proxy?\n\nAnswer: A server in front of other servers.\n"
    )
    got = result(text)
    questions = [c.question for c in got.deck.cards]
    assert "It checks health in two ways." not in questions


def test_a_select_one_line_with_no_list_below_is_no_prompt() -> None:
    """Near miss: `Select one:` over a paragraph (no options) makes nothing a stem."""
    text = (
        "# Notes\n\n## What is a cache?\n\nA fast store.\n\nSelect one:\n\nthe one you like.\n\n"
        "## What is a queue?\n\nA buffer of messages.\n"
    )
    got = result(text)
    assert [c.question for c in got.deck.cards] == ["What is a cache?", "What is a queue?"]


def test_an_answer_led_by_one_option_that_names_another_keys_neither() -> None:
    """Near miss: `Réponse : final, then static` opens with one option and names another:
    it keys neither, and the question stays open with its answer as written."""
    text = (
        "# Quiz\n\nWhich keyword makes a constant?\n* final\n* static\n* const\n\n"
        "Réponse : final, then static for a shared one.\n"
    )
    (card,) = result(text).deck.cards
    assert card.choices == {}
    assert card.answer.startswith("final, then static")
