"""Importer shapes met on a fresh public document (exam notes, a work in progress): question
headings titled by a topic (`# Question 7 Sharding`, no separator and no `?`), and question
headings whose body is only empty sub-headings (a template still to fill in).

None of these is a copy of a document; each is the shape a real file used and the importer
once misread.
"""

from __future__ import annotations

from tests.importing import result

_NOTES = """\
# Question 1 – What does a reverse proxy do?

It sits in front of servers and forwards requests.

## Uses

- TLS termination
- Caching

# Question 2 – Which consistency models exist?

Strong and eventual.

# Question 7-9 Which patterns keep services apart

## What is the pattern for?

## Draw how it works

## What are its pitfalls?

# Patterns (WIP)

# Question 7 Sharding

Rows are split across nodes by a key.

## Properties

- Scales writes

# Question 8 Circuit Breaker

It stops calls to a failing service.

# Question 9

## Properties

### Pros

### Cons

# Question 7 Sharding

## Properties

### Pros

# Question 10 – What is a saga?
"""


def test_question_headings_titled_by_a_topic_are_cards() -> None:
    """`# Question 7 Sharding` among `# Question 1 – What ...?`: the number, then a topic title
    with no separator and no `?`. It was no question, so it and its siblings were glued to the
    answer of the unanswered heading above them."""
    r = result(_NOTES)
    cards = [(c.id, c.question, c.answer) for c in r.deck.cards]
    assert cards == [
        (
            "q01",
            "What does a reverse proxy do?",
            "It sits in front of servers and forwards requests.\n\n## Uses\n\n"
            "- TLS termination\n- Caching",
        ),
        ("q02", "Which consistency models exist?", "Strong and eventual."),
        (
            "q07",
            "Sharding",
            "Rows are split across nodes by a key.\n\n## Properties\n\n- Scales writes",
        ),
        ("q08", "Circuit Breaker", "It stops calls to a failing service."),
    ]


def test_question_headings_over_empty_sub_headings_are_reported() -> None:
    """`# Question 7-9 ...` over three empty sub-prompts, `# Question 9` over an empty
    `## Properties` / `### Pros` / `### Cons`, and a repeated `# Question 7 Sharding` over
    empty headings: templates still to fill in, each reported unanswered, never a card (the
    empty `# Question 9` took its sub-heading `Properties` for its question)."""
    r = result(_NOTES)
    lines = [s.line for s in r.skipped]
    assert lines == [14, 36, 44, 50]
    assert all("has no answer" in s.reason for s in r.skipped)
    assert [s.reason.split(" has", 1)[0] for s in r.skipped] == [
        "question 7",
        "question 9",
        "question 7",
        "question 10",
    ]
    assert not any("repeats an id" in w for w in r.warnings)  # q07 is the answered one's


def test_a_titled_question_heading_alone_in_a_document() -> None:
    """`## Question 3 Consistent Hashing` headings only: each a card titled by its topic."""
    text = (
        "## Question 1 Consistent Hashing\n\nKeys and nodes share one ring.\n\n"
        "## Question 2 Leader Election\n\nOne node is chosen to coordinate.\n"
    )
    r = result(text)
    assert [(c.id, c.question, c.answer) for c in r.deck.cards] == [
        ("q01", "Consistent Hashing", "Keys and nodes share one ring."),
        ("q02", "Leader Election", "One node is chosen to coordinate."),
    ]
    assert r.skipped == ()


def test_a_label_followed_by_lower_case_words_stays_in_the_answer() -> None:
    """Near miss: `## Question 2 and 3 together` goes on in lower case, naming no topic (nor
    does `Question 1 Answer`, an answer's heading): no question, its text the answer above's,
    as before."""
    text = (
        "## Question 1 – What is a mutex?\n\nA lock one thread holds at a time.\n\n"
        "## Question 2 and 3 together\n\nThey share one lock.\n\n"
        "## Question 4 – What is a semaphore?\n\nA counter of permits.\n"
    )
    r = result(text)
    assert [(c.id, c.question) for c in r.deck.cards] == [
        ("q01", "What is a mutex?"),
        ("q04", "What is a semaphore?"),
    ]
    assert r.deck.cards[0].answer == (
        "A lock one thread holds at a time.\n\n## Question 2 and 3 together\n\nThey share one lock."
    )


def test_sub_headings_with_text_under_them_stay_an_answer() -> None:
    """Near miss: a question answered in sub-headings, each with its text (`## Vertical` over
    a line), is answered; only headings with nothing under any of them are a template."""
    text = (
        "# Question 1 – Which kinds of scaling exist?\n\n"
        "## Vertical\n\nA bigger machine.\n\n## Horizontal\n\nMore machines.\n\n"
        "# Question 2 – What is a CDN?\n\nServers near the readers.\n"
    )
    r = result(text)
    assert [(c.id, c.answer) for c in r.deck.cards] == [
        ("q01", "## Vertical\n\nA bigger machine.\n\n## Horizontal\n\nMore machines."),
        ("q02", "Servers near the readers."),
    ]
    assert r.skipped == ()


def test_numbered_step_headings_with_nothing_under_them_stay_an_answer() -> None:
    """Near miss: an answer written as numbered step headings alone (`### 1. Build the
    image` over `### 2. Push it`) gives the steps in order: an answer, not an empty outline."""
    text = (
        "# Question 1 – How do you ship a service?\n\n"
        "## 1. Build the image\n\n## 2. Push it\n\n## 3. Roll it out\n\n"
        "# Question 2 – What is a registry?\n\nA store of images.\n"
    )
    r = result(text)
    assert [(c.id, c.answer) for c in r.deck.cards] == [
        ("q01", "## 1. Build the image\n\n## 2. Push it\n\n## 3. Roll it out"),
        ("q02", "A store of images."),
    ]
    assert r.skipped == ()
