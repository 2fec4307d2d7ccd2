"""Importer layouts met in judge round Z199 (fix session B8): each test is the shape of a
real document the importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from srs.importers.closingquotes import closing_quotes
from tests.importing import result

_QUIZ = (
    "# Quiz: Shell Basics (3 Questions)\n"
    "## Shell Track\n"
    "## Created by Jane Roe on 2/3/21.\n\n"
    "### Quiz Question 1 of 3\n"
    "Please fill in the correct answer in each blank provided below.\n\n"
    "Which operator sends a command's output to a file, replacing it?\n\n"
    "```ls -l __ listing.txt```\n"
    "> \\>\n\n"
    "### Quiz Question 2 of 3\n\n"
    "Please fill in the correct answer in each blank provided below.\n\n"
    "You want every line of a log that holds a word.\n\n"
    "Which command prints them?\n\n"
    "> grep word app.log\n\n"
    "### Quiz Question 3 of 3\n\n"
    "Please fill in the correct answer in each blank provided below.\n\n"
    "Complete the loop header:\n\n"
    "```for f __ *.txt; do echo $f; done```\n\n"
    "> in\n"
)


def test_a_quiz_whose_sections_close_on_a_quoted_answer_asks_its_code_template() -> None:
    """`### Quiz Question N of M` / the question / a one-line code template with blanks /
    `> answer`: the question and its template are the question, the quote's words (its
    Markdown escape read) the answer; a byline heading tags no card."""
    res = result(_QUIZ)
    assert not res.warnings
    assert [(c.question, c.answer, c.tags) for c in res.deck.cards] == [
        (
            "Which operator sends a command's output to a file, replacing it?\n\n"
            "`ls -l __ listing.txt`",
            ">",
            (),
        ),
        (
            "You want every line of a log that holds a word.\n\nWhich command prints them?",
            "grep word app.log",
            (),
        ),
        (
            "Complete the loop header:\n\n`for f __ *.txt; do echo $f; done`",
            "in",
            (),
        ),
    ]
    assert [c.id for c in res.deck.cards] == ["q01", "q02", "q03"]


def test_two_quiz_sections_closing_on_quoted_answers_are_enough() -> None:
    """The layout with two questions, an escaped `\\>>` read as `>>`."""
    text = (
        "# Quiz: Redirects (2 Questions)\n\n"
        "### Quiz Question 1 of 2\n\n"
        "Which operator appends to a file?\n\n"
        "```echo hi __ out.txt```\n\n"
        "> \\>>\n\n"
        "### Quiz Question 2 of 2\n\n"
        "Which command shows the current folder?\n\n"
        "> pwd\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("Which operator appends to a file?\n\n`echo hi __ out.txt`", ">>"),
        ("Which command shows the current folder?", "pwd"),
    ]


def test_notes_closing_each_topic_on_a_quoted_tip_stay_notes() -> None:
    """Guard: topics whose text asks nothing, each closed by a short quoted tip, are topics
    answered by their text, the tip kept in the answer."""
    text = (
        "# Git notes\n\n"
        "## Branches\n\n"
        "A branch is a movable pointer to a commit.\n\n"
        "> Tip: name them after the task.\n\n"
        "## Tags\n\n"
        "A tag marks one commit for good, often a release.\n\n"
        "> Tip: sign the release tags.\n\n"
        "## Stash\n\n"
        "The stash keeps work in progress aside for a while.\n\n"
        "> Tip: give each stash a message.\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "Branches",
            "A branch is a movable pointer to a commit.\n\n> Tip: name them after the task.",
        ),
        (
            "Tags",
            "A tag marks one commit for good, often a release.\n\n> Tip: sign the release tags.",
        ),
        (
            "Stash",
            "The stash keeps work in progress aside for a while.\n\n> Tip: give each stash a message.",
        ),
    ]


def test_a_quote_under_options_stays_their_explanation() -> None:
    """Guard: sections whose question has options (the key in bold) and a quote under them:
    the quote explains the key, it is no open answer."""
    text = (
        "## Quiz\n\n"
        "### Question 1\n\nWhich command prints the date?\n\n"
        "* **date**\n* clock\n\n> date prints today's date.\n\n"
        "### Question 2\n\nWhich command lists files?\n\n"
        "* cat\n* **ls**\n\n> ls lists a folder.\n\n"
        "### Question 3\n\nWhich command removes a file?\n\n"
        "* **rm**\n* mv\n\n> rm removes it.\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer, c.explanation) for c in cards] == [
        ("Which command prints the date?", "A", "date prints today's date."),
        ("Which command lists files?", "B", "ls lists a folder."),
        ("Which command removes a file?", "A", "rm removes it."),
    ]


def test_a_heading_that_names_no_author_still_tags_its_questions() -> None:
    """Guard: `## Created by default` names no one: a topic like any other."""
    text = (
        "# Notes\n\n"
        "## Created by default\n\n"
        "### What does `git init` create?\n\nAn empty repository.\n\n"
        "### What does `mkdir` create?\n\nA folder.\n"
    )
    assert [c.tags for c in result(text).deck.cards] == [
        ("created-by-default",),
        ("created-by-default",),
    ]


def test_a_byline_heading_over_questions_tags_none_of_them() -> None:
    """`## Created by Jane Roe` (or `## Autor: ...`) credits the writer: no topic."""
    for byline in ("Created by Jane Roe", "Autor: Max Muster", "Escrito por Ana Ruiz"):
        text = (
            f"# Notes\n\n## {byline}\n\n"
            "### What does `git init` create?\n\nAn empty repository.\n\n"
            "### What does `mkdir` create?\n\nA folder.\n"
        )
        assert [c.tags for c in result(text).deck.cards] == [(), ()], byline


def _task(title: str, prose: str, task: str, solution: str) -> str:
    return (
        f"## {title}\n\n{prose}\n\n{task}\n\n<!-- loesung: start-->\n"
        f"<details><summary> <b>Lösung</b> </summary>\n\n{solution}\n\n</details>\n"
        "<!-- loesung: ende-->\n\n"
    )


_SELF_TEST = (
    "# Dateien\n\n## {intro}\n\n"
    "Daten liegen meist in Dateien. Bevor wir sie auswerten, müssen wir sie in R\n"
    "einlesen; danach speichern wir die Ergebnisse wieder.\n\n"
    + _task(
        "Lesen",
        "Tabellen liegen oft als CSV vor.",
        "Lies die Datei `daten.csv` ein.",
        "`read.csv()`",
    )
    + _task(
        "Anzeigen", "Große Tabellen zeigt man in Teilen.", "Zeige die ersten Zeilen an.", "`head()`"
    )
    + "\\\nWie zeigst du die letzten Zeilen an?\n\n<!-- loesung: start-->\n"
    "<details><summary> <b>Lösung</b> </summary>\n\n`tail()`\n\n</details>\n<!-- loesung: ende-->\n\n"
    + _task(
        "Speichern",
        "Ergebnisse sichert man als Datei.",
        "Speichere `daten` als CSV.",
        "`write.csv()`",
    )
    + _task("Löschen", "Alte Dateien stören.", "Lösche die Datei `alt.csv`.", "`file.remove()`")
)


def test_an_introduction_in_german_is_no_card_and_a_lone_backslash_no_text() -> None:
    """An R Markdown self-test: `## Einführung` over prose is the introduction (reported,
    as `## Introduction` is), and a `\\` alone on its line after a blank (R Markdown's empty
    line) opens no question."""
    res = result(_SELF_TEST.format(intro="Einführung"))
    assert [(c.question, c.answer, c.tags) for c in res.deck.cards] == [
        (
            "Tabellen liegen oft als CSV vor.\n\nLies die Datei `daten.csv` ein.",
            "`read.csv()`",
            ("lesen",),
        ),
        (
            "Große Tabellen zeigt man in Teilen.\n\nZeige die ersten Zeilen an.",
            "`head()`",
            ("anzeigen",),
        ),
        ("Wie zeigst du die letzten Zeilen an?", "`tail()`", ("anzeigen",)),
        (
            "Ergebnisse sichert man als Datei.\n\nSpeichere `daten` als CSV.",
            "`write.csv()`",
            ("speichern",),
        ),
        ("Alte Dateien stören.\n\nLösche die Datei `alt.csv`.", "`file.remove()`", ("loschen",)),
    ]
    assert len(res.warnings) == 1 and "2 lines of introduction" in res.warnings[0]


def test_a_section_named_more_than_introduction_is_read_as_before() -> None:
    """Guard: `## Einführung in R` names more than an introduction: read as it was, a card."""
    res = result(_SELF_TEST.format(intro="Einführung in R"))
    assert [c.question for c in res.deck.cards][:2] == [
        "Einführung in R",
        "Tabellen liegen oft als CSV vor.\n\nLies die Datei `daten.csv` ein.",
    ]
    assert len(res.deck.cards) == 6
    assert not res.warnings


def test_a_backslash_under_a_broken_line_is_the_paragraphs_second_break() -> None:
    """Guard: `text.\\` over `\\` (pandoc's two breaks in a question's paragraph) keeps the
    paragraph one question, as before; a backslash alone in code stays."""
    text = (
        "1. A team runs a web service.\\\n"
        "\\\n"
        "Which store keeps its sessions?\n\n"
        "A) A queue\n\n"
        "B) A cache\n\n"
        "Answer: B\n\n"
        "2. What does this print?\n\n"
        "```\n"
        "\\\n"
        "```\n\n"
        "Answer: A backslash.\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("A team runs a web service. Which store keeps its sessions?", "B"),
        ("What does this print?\n\n```\n\\\n```", "A backslash."),
    ]


def test_headings_only_inside_code_with_a_quote_do_not_crash() -> None:
    """Found by the never-crash property: every `#` line inside an unclosed fence, a quote
    below; the closing-quote pass found no section and crashed on its empty heading list."""
    text = "\ufeff# What\n```\n### Question 0\n> **Answer:** What"
    assert closing_quotes(text) == text
