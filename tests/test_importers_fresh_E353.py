"""Importer layouts met in rounds Z211 and Z212: each test is the shape of a real document
the importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result

_SECTIONED = (
    "# Storage notes\n\n"
    "## Question 1. What is a write-ahead log?\n\n"
    "# In one line\n\n"
    "A log of changes written before the data pages change.\n\n"
    "# What problem does it solve?\n\n"
    "A crash between two page writes loses nothing.\n\n"
    "### Recovery\n\n"
    "Replay the log from the last checkpoint.\n\n"
    "- Should we flush on every commit?\n"
    "- Can the log grow without bound?\n\n"
    "# Summary for the interview\n\n"
    "> Log first, then change the pages.\n\n"
    "## Question 2. What is a checkpoint?\n\n"
    "# In one line\n\n"
    "A point where every logged change is on disk.\n\n"
    "# Trade-offs\n\n"
    "Frequent checkpoints shorten recovery but cost writes.\n\n"
    "## Question 3. What is a page split?\n"
)


def test_headings_above_a_labelled_questions_level_inside_its_answer_are_its_parts() -> None:
    """`## Question N.` headings whose answers are divided by `#` sections (a level above
    the question) and `###` ones: every such section, asking or not, is part of the answer
    down to the next labelled question, and the rhetorical bullets in it are answer text."""
    res = result(_SECTIONED)
    assert [(c.id, c.question) for c in res.deck.cards] == [
        ("q01", "What is a write-ahead log?"),
        ("q02", "What is a checkpoint?"),
    ]
    first, second = (c.answer for c in res.deck.cards)
    assert first.startswith("# In one line\n\nA log of changes")
    assert "# What problem does it solve?" in first
    assert "### Recovery" in first and "- Can the log grow without bound?" in first
    assert first.endswith("> Log first, then change the pages.")
    assert second == (
        "# In one line\n\nA point where every logged change is on disk.\n\n"
        "# Trade-offs\n\nFrequent checkpoints shorten recovery but cost writes."
    )
    assert [w.split(": ", 1)[1] for w in res.warnings] == ["question 3 has no answer; skipped"]


def test_a_section_heading_right_over_labelled_questions_still_ends_the_answer() -> None:
    """Guard: a heading above the labelled questions' level with no text of its own before
    the next labelled question (`# Part B` right over `## Question 3.`) is a section of the
    page, not a part of the answer above it."""
    text = _SECTIONED.replace(
        "## Question 3. What is a page split?\n",
        "# Part B\n\n## Question 3. What is a page split?\nA full page divides in two.\n",
    )
    res = result(text)
    cards = [(c.id, c.question) for c in res.deck.cards]
    assert cards[-1] == ("q03", "What is a page split?")
    assert "Part B" not in res.deck.cards[1].answer
    assert res.deck.cards[2].answer == "A full page divides in two."


def test_a_statement_heading_that_ends_an_answer_stays_in_it() -> None:
    """An answer whose last line is a deeper heading set as a sentence (`#### Shows where
    the model starts to overfit.`), a rule after it: its closing remark, kept in the answer
    (it was dropped in silence, as a heading that titles what follows is)."""
    text = (
        "# Study notes\n\n"
        "## What does a validation curve show?\n"
        "- It plots the score against one setting of the model.\n\n"
        "#### Shows where the model starts to overfit.\n\n---\n\n"
        "## What is a confusion matrix?\nA table of predicted against true classes.\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        (
            "What does a validation curve show?",
            "- It plots the score against one setting of the model.\n\n"
            "#### Shows where the model starts to overfit.",
        ),
        ("What is a confusion matrix?", "A table of predicted against true classes."),
    ]
    assert not res.warnings


def test_a_title_heading_that_ends_an_answer_still_goes() -> None:
    """Guard: a last heading with no full stop (`#### Key terms`, `#### More to read...`)
    titles what follows, not the answer above it: it still leaves the answer."""
    for title in ("Key terms", "More to read..."):
        text = (
            "## What does a validation curve show?\n"
            "It plots the score against one setting of the model.\n\n"
            f"#### {title}\n\n"
            "## What is a confusion matrix?\nA table of predicted against true classes.\n"
        )
        cards = result(text).deck.cards
        assert cards[0].answer == "It plots the score against one setting of the model."


_TOPICS = (
    "# Deep learning\n\n"
    "### What is a recurrent network?\n\n"
    "A network that carries a state from one step of a sequence to the next.\n\n---\n\n"
    "### Building blocks of an RNN:\n\n"
    "- A hidden state passed along the steps.\n- Shared weights at every step.\n\n---\n\n"
    "### Summary:\n\nGood for text and time series.\n\n"
    "# Attention\n\n"
    "### What is a key vector?\nThe part of a token that others match their queries against.\n"
)


def test_lead_in_headings_at_the_questions_level_before_a_topic_are_the_answers() -> None:
    """`# Topic` headings over `###` questions; one answer goes on past a rule under `###`
    headings of its own that end with a colon and ask nothing (`### Building blocks of an
    RNN:`, `### Summary:`) down to the next topic: they introduce the lines under them,
    parts of that answer (the first was cut off as text in no card, the second as end
    matter)."""
    res = result(_TOPICS)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        (
            "What is a recurrent network?",
            "A network that carries a state from one step of a sequence to the next.\n\n"
            "### Building blocks of an RNN:\n\n"
            "- A hidden state passed along the steps.\n- Shared weights at every step.\n\n"
            "### Summary:\n\nGood for text and time series.",
        ),
        (
            "What is a key vector?",
            "The part of a token that others match their queries against.",
        ),
    ]
    assert not res.warnings


def test_a_lead_in_after_the_last_question_stays_the_pages_end_matter() -> None:
    """Guard: a `### Summary:` after the page's last question sums up the page, not the
    answer above it: it is reported as end matter, as before."""
    text = (
        "# Networks\n\n## Transport\n\n"
        "### What is a socket?\nAn endpoint for sending and receiving data.\n\n"
        "### What is a port?\nA number naming a service on a host.\n\n---\n\n"
        "### Summary:\n\nSockets and ports name the ends of a connection.\n"
    )
    res = result(text)
    assert [c.answer for c in res.deck.cards] == [
        "An endpoint for sending and receiving data.",
        "A number naming a service on a host.",
    ]
    assert [w.split(": ", 1)[1] for w in res.warnings] == [
        "2 lines of end matter in no card ('Summary:'); not imported"
    ]


def test_topic_headings_over_asking_headings_stay_sections() -> None:
    """Guard: `## Transport:` over `### What is a socket?` holds a question: a section of
    the page, not a part of the answer above it, colon or none."""
    text = (
        "# Networks\n\n## Transport:\n\n"
        "### What is a socket?\nAn endpoint for sending and receiving data.\n\n"
        "## Routing:\n\n"
        "### What is a route table?\nA list of where to send packets for each prefix.\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("What is a socket?", "An endpoint for sending and receiving data."),
        ("What is a route table?", "A list of where to send packets for each prefix."),
    ]
    assert not res.warnings
