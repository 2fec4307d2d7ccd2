"""Layouts met in round Z195, on made-up documents: a cloze worksheet, numbered statements
each with its answer in bold inside the sentence (srs.importers.clozeitems), and the lists of
statements with bold words that must import as before: an answer's points under a question
heading or an answer label, a list of prompts, a glossary, two statements alone, topic notes,
an exercise heading over the list."""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
from tests.importing import result

_WORKSHEET = """\
# Cell biology review

## Part A: Complete the sentences

Write the missing word in each gap.

1. The **nucleus** holds most of the cell's genetic material.
2. Energy for the cell is released in the **mitochondria**.

3. Plant cells have a rigid wall made of **cellulose**.
4. Proteins are assembled on **ribosomes** in the cytoplasm and on the **rough** endoplasmic reticulum.

## Part B: Choose one

5. Which organelle carries out photosynthesis?
   - a) Golgi body
   - **b) Chloroplast**
   - c) Vacuole
"""


def _cards(text: str) -> list[tuple[str, str, str, dict[str, str]]]:
    deck = result(text).deck
    return [(c.id, c.question, c.answer, dict(c.choices)) for c in deck.cards]


def test_a_cloze_worksheet_makes_a_card_per_statement() -> None:
    """`1. The **nucleus** holds ...`: the sentence with a blank where the bold words stood,
    answered by them (two spans, `, ` between); they were dropped as lines of introduction,
    one warning naming the first. The choice question after them keeps its key."""
    imported = result(_WORKSHEET)
    assert _cards(_WORKSHEET) == [
        ("q01", "The ____ holds most of the cell's genetic material.", "nucleus", {}),
        ("q02", "Energy for the cell is released in the ____.", "mitochondria", {}),
        ("q03", "Plant cells have a rigid wall made of ____.", "cellulose", {}),
        (
            "q04",
            "Proteins are assembled on ____ in the cytoplasm and on the ____ endoplasmic "
            "reticulum.",
            "ribosomes, rough",
            {},
        ),
        (
            "q05",
            "Which organelle carries out photosynthesis?",
            "B",
            {"A": "Golgi body", "B": "Chloroplast", "C": "Vacuole"},
        ),
    ]
    assert imported.warnings == ()
    assert imported.deck.cards[0].tags == ("complete-the-sentences",)


def test_cloze_statements_apart_ruled_and_after_a_colon() -> None:
    """Statements a blank line apart, a rule between them, the answer after a colon at the
    end (`... égale à : **x**`), in French: each its card."""
    text = (
        "# Révision : l'électricité\n\n## Partie A\n\n"
        "1. Le courant électrique se mesure en **ampères**.\n\n"
        "2. La tension se mesure avec un **voltmètre** branché en **dérivation**.\n\n"
        "3. Selon la loi d'Ohm, la tension est égale à : **résistance fois intensité**\n\n"
        "---\n\n"
        "4. Dans un circuit en série, l'intensité est **la même** partout.\n"
    )
    assert _cards(text) == [
        ("q01", "Le courant électrique se mesure en ____.", "ampères", {}),
        ("q02", "La tension se mesure avec un ____ branché en ____.", "voltmètre, dérivation", {}),
        (
            "q03",
            "Selon la loi d'Ohm, la tension est égale à : ____",
            "résistance fois intensité",
            {},
        ),
        ("q04", "Dans un circuit en série, l'intensité est ____ partout.", "la même", {}),
    ]
    assert result(text).warnings == ()


def test_bold_points_under_a_question_heading_stay_its_answer() -> None:
    """Guard: statements with a bold word each, under a heading that asks, are its answer."""
    text = (
        "# Networking notes\n\n## What does a load balancer do?\n\n"
        "It spreads the incoming requests:\n\n"
        "1. It sends each request to a **healthy** server.\n"
        "2. It may pin a client's **session** to one server.\n"
        "3. It drops a **failed** node from the pool.\n\n"
        "## What is a CDN?\n\nA network of caches close to the users.\n"
    )
    assert _cards(text) == [
        (
            "q01",
            "What does a load balancer do?",
            "It spreads the incoming requests:\n\n"
            "1. It sends each request to a **healthy** server.\n"
            "2. It may pin a client's **session** to one server.\n"
            "3. It drops a **failed** node from the pool.",
            {},
        ),
        ("q02", "What is a CDN?", "A network of caches close to the users.", {}),
    ]


def test_bold_points_under_an_answer_label_stay_its_answer() -> None:
    """Guard: the same list after `A:` in a `Q:`/`A:` page is that answer's points."""
    text = (
        "# Interview notes\n\nQ: How do you keep a service fast?\n\nA: A few habits help.\n\n"
        "1. Cache the **hot** reads close to the caller.\n"
        "2. Batch the **small** writes into larger ones.\n"
        "3. Measure the **tail** latency, not the mean.\n\n"
        "Q: What is back-pressure?\n\nA: Slowing the producer when the consumer lags.\n"
    )
    assert _cards(text) == [
        (
            "q01",
            "How do you keep a service fast?",
            "A few habits help.\n\n"
            "1. Cache the **hot** reads close to the caller.\n"
            "2. Batch the **small** writes into larger ones.\n"
            "3. Measure the **tail** latency, not the mean.",
            {},
        ),
        ("q02", "What is back-pressure?", "Slowing the producer when the consumer lags.", {}),
    ]


def test_prompts_with_bold_keywords_are_no_cloze() -> None:
    """Guard: interview prompts (`Explain the **virtual DOM** ...`) ask; their bold words are
    keywords, never answers: still unanswered questions."""
    text = (
        "# Prompts\n\n"
        "1. Explain the **virtual DOM** and why it helps.\n"
        "2. Describe how **closures** capture variables.\n"
        "3. Compare **props** and **state** in a component.\n"
        "4. Walk through the **event loop** step by step.\n"
    )
    with pytest.raises(DocumentError, match="4 questions found, none with an answer"):
        result(text)


@pytest.mark.parametrize(
    "text",
    [
        # a glossary: each item opens with its term in bold
        "# Design terms\n\n1. **Singleton**: one instance for the whole program.\n"
        "2. **Factory**: builds objects without naming their class.\n"
        "3. **Observer**: tells subscribers when state changes.\n",
        # two statements alone: no run
        "# Rappels\n\n1. Le courant se mesure en **ampères**.\n"
        "2. La tension se mesure en **volts**.\n",
    ],
)
def test_a_glossary_or_two_statements_are_no_cloze(text: str) -> None:
    """Guard: a glossary's bold terms and a pair of statements make no cards, as before."""
    with pytest.raises(DocumentError, match="no questions found"):
        result(text)


def test_topic_notes_keep_their_headings_as_cards() -> None:
    """Guard: study notes whose other sections hold prose (topics, each a card): a list of
    statements with bold keywords under one of them is that topic's answer."""
    text = (
        "# Docker notes\n\n## Images\n\n"
        "1. An image is a **read-only** template.\n"
        "2. Images are built from a **Dockerfile**.\n"
        "3. Each instruction adds a **layer**.\n\n"
        "## Containers\n\nA container is a running image with its own writable layer.\n\n"
        "## Volumes\n\nVolumes keep data after the container is gone.\n"
    )
    assert [(q, a) for _, q, a, _ in _cards(text)] == [
        (
            "Images",
            "1. An image is a **read-only** template.\n"
            "2. Images are built from a **Dockerfile**.\n"
            "3. Each instruction adds a **layer**.",
        ),
        ("Containers", "A container is a running image with its own writable layer."),
        ("Volumes", "Volumes keep data after the container is gone."),
    ]


def test_an_exercise_heading_over_the_statements_is_left_alone() -> None:
    """Guard: `## Exercice 1` numbers a question, the list under it its answer: the page is
    read as before (one card), no blanks written into it."""
    text = (
        "# Révision\n\n## Exercice 1\n\n"
        "1. Le courant électrique se mesure en **ampères**.\n\n"
        "2. La tension se mesure avec un **voltmètre**.\n\n"
        "3. La puissance se mesure en **watts**.\n"
    )
    cards = _cards(text)
    assert len(cards) == 1 and "____" not in cards[0][1] + cards[0][2]
    assert "**ampères**" in cards[0][1] + cards[0][2]


def test_a_labelled_answer_wrapped_over_its_quoted_parts_keeps_them_unquoted() -> None:
    """`A. lead-in <br>` wrapped on an indented line, then `> part` lines over indented points,
    in a section fold: the parts and points are the answer's, without their `>` marks (they
    kept them when the label's words went on to a second line)."""
    text = (
        "# Runtime\n\n<details>\n<summary> PROCESSES </summary>\n\n"
        "1. What does a scheduler do ? <br>\nA. It picks the next task to run\n\n"
        "2. How does a process end ? <br>\nA. In two broad ways, <br>\n"
        "   &nbsp;&nbsp; each with its own cleanup <br>\n"
        "> Normal end\n  - return from main\n> Forced end\n  - a signal\n\n"
        "3. What is an orphan ? <br>\nA. A child whose parent died\n\n</details>\n"
    )
    imported = result(text)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "What does a scheduler do ?", "It picks the next task to run"),
        (
            "q02",
            "How does a process end ?",
            "In two broad ways,\n   \xa0\xa0 each with its own cleanup\n\n"
            "Normal end\n  - return from main\nForced end\n  - a signal",
        ),
        ("q03", "What is an orphan ?", "A child whose parent died"),
    ]
    assert imported.warnings == ()


def test_an_indented_line_under_a_label_with_no_quote_below_is_left_alone() -> None:
    """Guard: a labelled answer wrapped on an indented line with no quote after it reads as
    before (nothing moved)."""
    text = (
        "1. What is a zombie ? <br>\nA. A finished child <br>\n"
        "   &nbsp; not yet reaped\n\n"
        "2. What is an orphan ? <br>\nA. A child whose parent died\n"
    )
    assert [c.answer for c in result(text).deck.cards] == [
        "A finished child\n  not yet reaped",
        "A child whose parent died",
    ]
