"""Importer layouts met on fresh public documents: `N) question` with its answer on the very
next line (a student's answers to a book's reading questions).

Each test is the shape of one real document, written small; none is a copy of one.
"""

from __future__ import annotations

from tests.importing import result

# -- exercises a prose paragraph sets, restarted at `1)`, written as the questions are -------

_EXERCISES = """\
## Sockets

1) What is a socket?
An endpoint of a two-way link between two programs.

2) What does `listen` do?
It marks the socket as one that accepts connections.

The `lab` folder holds a small echo server.  Build it and run it next to a client.

1) Start two clients and note which one the server answers first.
The one started first.

2) Stop the server while a client is connected and read the error message that the client prints on its terminal.
Connection reset by peer.
"""


def test_exercises_after_a_paragraph_written_as_the_questions_are_questions() -> None:
    imported = result(_EXERCISES)
    cards = [(c.id, c.question, c.answer) for c in imported.deck.cards]
    assert cards[2:] == [
        (
            "q01-2",
            "Start two clients and note which one the server answers first.",
            "The one started first.",
        ),
        (
            "q02-2",
            "Stop the server while a client is connected and read the error message that"
            " the client prints on its terminal.",
            "Connection reset by peer.",
        ),
    ]
    assert [c.id for c in imported.deck.cards[:2]] == ["q01", "q02"]
    # the question above keeps its own answer: the exercises are not glued into it
    assert imported.deck.cards[1].answer.startswith(
        "It marks the socket as one that accepts connections."
    )
    assert "Start two clients" not in imported.deck.cards[1].answer
    assert imported.skipped == ()
    assert len(imported.warnings) == 1 and "repeats an id" in imported.warnings[0]


def test_exercises_after_questions_answered_indented_stay_as_before() -> None:
    """Near miss: the questions are answered on an indented line, not the very next line at
    the margin, so the document shows no `paired` layout: the steps after the paragraph are
    no questions (reported as text in no card, as before)."""
    text = _EXERCISES.replace("\nAn endpoint", "\n   An endpoint").replace(
        "\nIt marks", "\n   It marks"
    )
    imported = result(text)
    assert [c.id for c in imported.deck.cards] == ["q01", "q02"]
    assert "Start two clients" not in imported.deck.cards[1].answer
    assert len(imported.warnings) == 1
    assert "text between questions in no card ('The `lab` folder" in imported.warnings[0]


def test_exercises_with_another_delimiter_are_no_questions_of_the_layout() -> None:
    """Near miss: steps numbered `1.` after the paragraph are not written as the `1)`
    questions are: nothing changes for them (they stay in the answer above, as before)."""
    text = _EXERCISES.replace("\n1) Start", "\n1. Start").replace("\n2) Stop", "\n2. Stop")
    imported = result(text)
    assert [c.id for c in imported.deck.cards] == ["q01", "q02"]
    assert "1. Start two clients" in imported.deck.cards[1].answer


# -- a chapter of unanswered questions, some wrapped over two lines --------------------------

_UNANSWERED = """\
## Chapter 1

1) What is a port?
A number that names a service on a host.

2) What is DNS?
The service that maps names to addresses.

## Chapter 2

1) What does a cache hold?  Name something that is always
true of caches but not true of main memory.

2) Write a loop that prints every open port.
As a bonus, sort them by number.

3) Suppose a packet is lost on the way.  What does the sender do if it never
hears back?

4) Following the example above, write the header of a packet in binary
IPv4 layout.  What would a single flipped bit change?

5) What is a socket buffer?
"""


def test_wrapped_unanswered_questions_are_reported_whole_not_answered_by_their_second_line() -> (
    None
):
    imported = result(_UNANSWERED)
    assert [(c.id, c.question) for c in imported.deck.cards] == [
        ("q01", "What is a port?"),
        ("q02", "What is DNS?"),
    ]
    # each unanswered question once, by its first line; no junk card, no text in no card
    assert [s.line for s in imported.skipped] == [11, 14, 17, 20, 23]
    assert all("no answer was found" in s.reason for s in imported.skipped)
    assert len(imported.warnings) == 5


def test_a_wrapped_question_in_an_answered_list_is_reported_once() -> None:
    text = """\
1) What is a port?
A number that names a service on a host.

2) What is DNS?
The service that maps names to addresses.

3) Following the example above, write the header of a packet in binary
IPv4 layout.  What would a single flipped bit change?

4) What is a socket?
An endpoint of a two-way link.
"""
    imported = result(text)
    assert [c.id for c in imported.deck.cards] == ["q01", "q02", "q04"]
    assert [s.line for s in imported.skipped] == [7]


def test_tasks_answered_on_the_next_line_in_a_mostly_answered_list_stay_cards() -> None:
    """Near miss: most items are answered, so a task's next line is its answer; and a line in
    lower case under a question that opened no second sentence is an answer too."""
    text = """\
## Chapter 1

1) Write a command that lists the branches.
git branch

2) What is a commit?
A snapshot of the tracked files.

3) Name a merge strategy
recursive, which git picks for two heads.

4) What is a tag?
"""
    imported = result(text)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "Write a command that lists the branches.", "git branch"),
        ("q02", "What is a commit?", "A snapshot of the tracked files."),
        ("q03", "Name a merge strategy", "recursive, which git picks for two heads."),
    ]
    assert [s.line for s in imported.skipped] == [12]
