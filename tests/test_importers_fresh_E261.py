"""Importer layouts met in the Z189/Z190 judge rounds: each test is the shape of a real
document the importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used: a `* `
question over its answer in an indented quote, the question opened by a short phrase setting
its context (`In the context of X, describe Y ...`); a notes page whose numbered section
headings over prose sit above a `| No. | Interview Question | Answer |` table.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str, source: str = "doc.md") -> list[tuple[str, str, str]]:
    return [(c.id, c.question, c.answer) for c in result(text, source).deck.cards]


_CONTEXT_FIRST = (
    "# Networking notes\n\n"
    "#### Basics\n\n"
    "* What is a load balancer?\n\n"
    "  > It spreads requests over several servers.\n\n"
    "* In the context of caching layers, describe a write-through cache, when it pays off and"
    " what it costs on every write.\n\n"
    "  > Each write goes to the cache and to the store at once.\n"
    "  >\n"
    "  > Reads stay fast; writes pay twice.\n\n"
    "* What is DNS?\n\n"
    "  > It maps names to addresses.\n"
)


def test_a_question_opened_by_its_context_is_a_question() -> None:
    """`* In the context of X, describe Y, ...` over its quoted answer: the phrase before the
    comma sets the question's context, and the verb after it asks (no `?` needed); the
    answered block is a card, not text between questions in no card."""
    res = result(_CONTEXT_FIRST, "net.md")
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        ("q01", "What is a load balancer?", "It spreads requests over several servers."),
        (
            "q02",
            "In the context of caching layers, describe a write-through cache, when it pays off"
            " and what it costs on every write.",
            "Each write goes to the cache and to the store at once.\n\nReads stay fast; writes"
            " pay twice.",
        ),
        ("q03", "What is DNS?", "It maps names to addresses."),
    ]
    assert not res.warnings
    assert not res.skipped


def test_context_phrases_before_question_words_and_task_verbs_in_other_languages() -> None:
    """`Given a sorted array, how would you ...`, `Using SQL, write a query that ...`, and a
    task verb after the context in French (`Dans le contexte des réseaux, expliquez ...`):
    each asks, each answered block is its card."""
    text = (
        "# Backend review\n\n"
        "#### Storage\n\n"
        "* What is an index?\n\n"
        "  > A lookup structure that spares a full scan.\n\n"
        "* Given a sorted array of prices, how would you find the first price above a limit\n\n"
        "  > Binary search for the boundary.\n"
        "  >\n"
        "  > It takes logarithmic time.\n\n"
        "* Using SQL, write a query that lists each team with its head count.\n\n"
        "  > Group the staff table by team and count the rows.\n\n"
        "* Dans le contexte des réseaux, expliquez le rôle d'un routeur.\n\n"
        "  > Il relie des réseaux et choisit le chemin des paquets.\n\n"
        "* What is a replica?\n\n"
        "  > A copy of the data kept in step with the primary.\n"
    )
    res = result(text)
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        ("q01", "What is an index?", "A lookup structure that spares a full scan."),
        (
            "q02",
            "Given a sorted array of prices, how would you find the first price above a limit",
            "Binary search for the boundary.\n\nIt takes logarithmic time.",
        ),
        (
            "q03",
            "Using SQL, write a query that lists each team with its head count.",
            "Group the staff table by team and count the rows.",
        ),
        (
            "q04",
            "Dans le contexte des réseaux, expliquez le rôle d'un routeur.",
            "Il relie des réseaux et choisit le chemin des paquets.",
        ),
        ("q05", "What is a replica?", "A copy of the data kept in step with the primary."),
    ]
    assert not res.warnings


def test_a_sentence_opened_by_a_context_phrase_stays_text() -> None:
    """Guard: an answer's sentence opened the same way (`In the context of web servers, a
    proxy forwards ...`) asks nothing, at the margin or inside an answer; nor does a bullet
    whose words after the comma are a statement (`For example, list comprehensions are
    ...`): they import as before."""
    text = (
        "# Web notes\n\n"
        "* What is a reverse proxy?\n\n"
        "  > A server placed in front of others.\n\n"
        "In the context of web servers, a proxy forwards requests to the servers behind it.\n\n"
        "* What is a CDN?\n\n"
        "  > A network of caches close to the users.\n\n"
        "  In the context of video, a CDN also cuts the load on the origin.\n\n"
        "* For example, list comprehensions are faster than loops.\n\n"
        "* What is gzip?\n\n"
        "  > A compression format.\n"
    )
    res = result(text, "near.md")
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        ("q01", "What is a reverse proxy?", "A server placed in front of others."),
        (
            "q02",
            "What is a CDN?",
            "A network of caches close to the users.\n\nIn the context of video, a CDN also"
            " cuts the load on the origin.",
        ),
        ("q03", "What is gzip?", "A compression format."),
    ]
    assert res.warnings == (
        "near.md:7: 1 line of text between questions in no card ('In the context of web"
        " servers, a proxy forwards requests ...'); not imported",
        "near.md:15: 1 line of text between questions in no card ('* For example, list"
        " comprehensions are faster than loops.'); not imported",
    )
    assert not res.skipped


def test_a_question_named_unanswered_is_not_counted_into_the_introduction() -> None:
    """A list of questions before the first card, each named as a question with no answer:
    the introduction's report counts only the text above them, never one of them again."""
    text = (
        "# Data screening\n\n"
        "These came up in the screening calls for the data team last spring.\n\n"
        "1. Given a large log file, how would you count the error lines in Python\n"
        "2. How do you read a CSV file with pandas?\n"
        "3. What is the difference between a list and a tuple?\n\n"
        "### What is a view?\nA stored query with a name.\n\n"
        "### What is a trigger?\nCode the database runs when a row changes.\n"
    )
    res = result(text, "screen.md")
    assert _cards(text, "screen.md") == [
        ("q01", "What is a view?", "A stored query with a name."),
        ("q02", "What is a trigger?", "Code the database runs when a row changes."),
    ]
    assert [s.line for s in res.skipped] == [5, 6, 7]
    assert [w for w in res.warnings if "introduction" in w] == [
        "screen.md:3: 1 line of introduction before the first question ('These came up in the"
        " screening calls for the data team la...'); not imported"
    ]


_TABLE_NOTES = (
    "# Message queue notes\n\n"
    "A queue decouples the services that produce work from the ones that consume it.\n\n"
    "## 1. Overview\n\n"
    "Producers publish messages to a broker, which stores them until a consumer takes them"
    " off the queue and acknowledges them.\n\n"
    "## 2. Delivery Guarantees\n\n"
    "Brokers offer at-most-once, at-least-once or effectively-once delivery, and each choice"
    " trades speed for safety.\n\n"
    "| Mode | Cost |\n| --- | --- |\n"
    "| At most once | Fast, may lose messages |\n"
    "| At least once | Safe, may duplicate messages |\n\n"
    "## 3. Interview Questions and Answers\n\n"
    "The rows below collect the questions asked most often about queues in backend"
    " interviews.\n\n"
)
_QA_TABLE = (
    "| No. | Interview Question | Answer |\n"
    "| :--- | :--- | :--- |\n"
    "| **1.** | **What is a dead-letter queue?** | A queue that holds the messages no consumer"
    " could process. |\n"
    "| **2.** | **Why make consumers idempotent?** | Redelivery then does no harm. |\n"
    "| **3.** | **What does an acknowledgement tell the broker?** | That the message may be"
    " deleted. |\n"
)
_TABLE_CARDS = [
    (
        "q01",
        "What is a dead-letter queue?",
        "A queue that holds the messages no consumer could process.",
    ),
    ("q02", "Why make consumers idempotent?", "Redelivery then does no harm."),
    ("q03", "What does an acknowledgement tell the broker?", "That the message may be deleted."),
]


def test_numbered_section_headings_over_prose_beside_a_question_table_are_notes() -> None:
    """A notes page whose numbered `##` sections (`Overview`, `Delivery Guarantees` over a
    paragraph and a table of their own, `Interview Questions and Answers` over a line)
    sit above a `| No. | Interview Question | Answer |` table: the table's rows are the
    cards, the sections are text reported once, never cards of their own."""
    res = result(_TABLE_NOTES + _QA_TABLE, "mq.md")
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == _TABLE_CARDS
    assert res.warnings == (
        "mq.md:3: 4 lines of introduction before the first question ('A queue decouples the"
        " services that produce work from the...'); not imported",
    )
    assert not res.skipped


def test_asking_headings_and_headings_over_code_beside_a_question_table_stay_cards() -> None:
    """Guard: beside the same table, a numbered heading that asks (`## 1. What is a
    broker?`) and one over code stay questions, as before."""
    text = (
        "# Message queue notes\n\n"
        "## 1. What is a broker?\n\n"
        "A server that stores messages until a consumer takes them off the queue.\n\n"
        "## 2. Delivery Guarantees\n\n"
        "```python\nchannel.basic_qos(prefetch_count=1)\n```\n\n"
        "## 3. More questions\n\n" + _QA_TABLE
    )
    assert _cards(text) == [
        (
            "q01",
            "What is a broker?",
            "A server that stores messages until a consumer takes them off the queue.",
        ),
        ("q02", "Delivery Guarantees", "```python\nchannel.basic_qos(prefetch_count=1)\n```"),
        ("q03", "What is a dead-letter queue?", _TABLE_CARDS[0][2]),
        ("q04", "Why make consumers idempotent?", _TABLE_CARDS[1][2]),
        ("q05", "What does an acknowledgement tell the broker?", _TABLE_CARDS[2][2]),
    ]


_ROLE_TABLE = (
    "| No. | Interview Question | Answer |\n"
    "| :--- | :--- | :--- |\n"
    "| **1.** | **What does the basic role allow?** | Working on the cases assigned to you. |\n"
    "| **2.** | **Who grants the admin role?** | The platform owner. |\n"
)
_ROLE_CARDS = [
    ("q01", "What does the basic role allow?", "Working on the cases assigned to you."),
    ("q02", "Who grants the admin role?", "The platform owner."),
]


def test_points_of_a_sentence_ended_by_a_colon_are_no_unanswered_questions() -> None:
    """A notes section's sentence ended by a colon over the points that complete it (`...
    has the ability to:` / `- **Create and close support cases.**`): a point that opens
    with a task's verb is no question left unanswered, where at most half the points do."""
    text = (
        "# Access notes\n\n"
        "## 1. Agent access\n\n"
        "An agent who holds the basic role in the help desk has the ability to:\n\n"
        "- **Create and close support cases.**\n"
        "- **Read the profiles** of the people they help.\n\n" + _ROLE_TABLE
    )
    res = result(text, "access.md")
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == _ROLE_CARDS
    assert res.warnings == (
        "access.md:5: 3 lines of introduction before the first question ('An agent who holds"
        " the basic role in the help desk has th...'); not imported",
    )
    assert not res.skipped


def test_a_list_of_requests_under_a_colon_stays_unanswered_questions() -> None:
    """Guard: under a line ended by a colon, a list whose items all set tasks (`- Explain
    ...`, `- Describe ...`) is a list of questions, each named unanswered as before."""
    text = (
        "# Access notes\n\n"
        "The panel may ask any of these:\n\n"
        "- Explain the difference between a role and a group.\n"
        "- Describe how access is taken away from a leaver.\n\n"
        "## Answered questions\n\n" + _ROLE_TABLE
    )
    res = result(text, "panel.md")
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == _ROLE_CARDS
    assert [s.line for s in res.skipped] == [5, 6]
    assert all("no answer was found" in s.reason for s in res.skipped)
