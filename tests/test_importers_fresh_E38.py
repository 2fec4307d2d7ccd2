"""Importer layouts met in the eighth (2026-11-29) and ninth (2026-11-30) sessions' rounds:
each test is the shape of a real document the importer misread, written small.

None of these is a copy of a document; each is a made-up file of the same layout.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    return [(c.question, c.answer, dict(c.choices)) for c in result(text).deck.cards]


_MIXED_TOPICS = (
    "# Caching notes\n\n"
    "## What is a cache\n\nA fast store in front of a slow one.\n\n"
    "## Why cache at all?\n\nIt cuts latency.\n\n"
    "## Write strategies\n\n"
    "### 1. Write-through\n\nWrites go to both stores.\n\n"
    "### 2. Write-back\n\nWrites go to the cache first.\n\n"
    "## What is eviction?\n\nDropping entries when full.\n\n"
    "## Hot keys\n\nKeys read far more than others.\n\n"
    "## Stampede vs Thundering herd\n\nBoth are bursts of misses.\n\n"
    "## How do you warm a cache?\n\nLoad it before traffic.\n\n"
    "## TTL vs LRU\n\n"
    "#### TTL\n\nEntries expire by age.\n\n"
    "#### LRU\n\nThe least recently used goes first.\n\n"
    "### In short\n\nAge against use.\n\n"
    "### What is a CDN?\n\nA cache near the user.\n\n"
    "### What is a write-around cache?\n\nWrites skip the cache.\n"
)


def test_topic_headings_among_asking_headings_are_cards() -> None:
    """A prep file with one `##` heading per item, some asking (`## Why cache at all?`),
    more naming a topic (`## Hot keys`, `## Stampede vs Thundering herd`): each topic is a
    card too, heading -> its section. The numbered sub-headings of a topic (`### 1.
    Write-through`) and a topic's own sub-headings (`#### TTL`, `### In short`) are parts of
    its answer, not cards (they were; the topics ran on into the question above or were
    dropped). Two deeper headings that ask under one topic are questions of their own."""
    assert _cards(_MIXED_TOPICS) == [
        ("What is a cache", "A fast store in front of a slow one.", {}),
        ("Why cache at all?", "It cuts latency.", {}),
        (
            "Write strategies",
            "### 1. Write-through\n\nWrites go to both stores.\n\n"
            "### 2. Write-back\n\nWrites go to the cache first.",
            {},
        ),
        ("What is eviction?", "Dropping entries when full.", {}),
        ("Hot keys", "Keys read far more than others.", {}),
        ("Stampede vs Thundering herd", "Both are bursts of misses.", {}),
        ("How do you warm a cache?", "Load it before traffic.", {}),
        (
            "TTL vs LRU",
            "#### TTL\n\nEntries expire by age.\n\n#### LRU\n\nThe least recently used goes "
            "first.\n\n### In short\n\nAge against use.",
            {},
        ),
        ("What is a CDN?", "A cache near the user.", {}),
        ("What is a write-around cache?", "Writes skip the cache.", {}),
    ]


def test_numbered_sub_questions_under_topics_stay_questions() -> None:
    """Guard: numbered sub-headings that ask (`### 1. What is a key?` under `## Basics`)
    are the document's questions, its `##` topics their sections: the topic reading leaves
    such a document alone."""
    text = (
        "# Databases\n\n"
        "## Basics\n\nTables hold rows.\n\n"
        "### 1. What is a key?\n\nA column that identifies a row.\n\n"
        "### 2. What is an index?\n\nA lookup structure.\n\n"
        "## Joins\n\nRows meet rows.\n\n"
        "### 1. What is an inner join?\n\nOnly matching rows.\n\n"
        "## Storage\n\nPages on disk.\n\n"
        "## What is a page?\n\nA block of rows.\n\n"
        "## What is WAL?\n\nA log written first.\n\n"
        "## Why vacuum?\n\nTo reclaim space.\n"
    )
    assert [q for q, _, _ in _cards(text)] == [
        "What is a key?",
        "What is an index?",
        "What is an inner join?",
        "What is a page?",
        "What is WAL?",
        "Why vacuum?",
    ]


def test_a_guide_with_one_asking_heading_is_no_topic_list() -> None:
    """Guard: a guide's headings (`## Install`, `## Configure` over numbered steps) with
    one heading that asks: too few ask for the headings to be a prep file's items, and the
    steps are read as they were."""
    text = (
        "# Tool guide\n\n"
        "## Install\n\nRun the installer.\n\n"
        "## Configure\n\n"
        "### 1. Edit the file\n\nSet the port.\n\n"
        "### 2. Restart\n\nRestart the daemon.\n\n"
        "## What is it?\n\nA small daemon.\n\n"
        "## Usage\n\nStart it and watch the log.\n"
    )
    assert [q for q, _, _ in _cards(text)] == ["Edit the file", "Restart", "What is it?"]


def test_a_term_heading_in_a_labelled_guide_is_no_question() -> None:
    """A guide that labels its questions (`**Q: What is a lock?**`) and explains a term in
    a heading of its own under `## Behavioral Questions` (`### PEEL Method` over its
    bullets, which ask nothing): the heading is a term, not a question (it was a card for
    sitting in a questions section). The quoted behavioural question beside it stays one;
    a scenario heading over the questions it sets is still reported (test_importers_fresh_R2).
    """
    text = (
        "# Prep guide\n\n"
        "## Technical Questions\n\n### Basics\n\n"
        "**Q: What is a thread?**\n\nA unit of execution.\n\n"
        "**Q: What is a lock?**\n\nIt guards shared state.\n\n"
        "## Behavioral Questions\n\n"
        "### PEEL Method\n\n- **P**oint: state it\n- **E**vidence: back it\n\n"
        "### Common Questions\n\n"
        '#### "Tell me about a failure."\n\n**Structure:**\n1. Context\n2. Lesson\n'
    )
    assert _cards(text) == [
        ("What is a thread?", "A unit of execution.", {}),
        ("What is a lock?", "It guards shared state.", {}),
        ("Tell me about a failure.", "**Structure:**\n1. Context\n2. Lesson", {}),
    ]


def test_a_plain_heading_among_unlabelled_questions_stays_a_question() -> None:
    """Guard: where the questions are plain headings under `## Interview questions`, a
    heading there that names its topic (`### Repeated payments`) is one of them still."""
    text = (
        "# Payments\n\n## Interview questions\n\n"
        "### How do refunds work?\n\nThey reverse a charge.\n\n"
        "### Repeated payments\n\nA schedule charges the card again.\n\n"
        "### What is a chargeback?\n\nA bank reverses the charge.\n"
    )
    assert [q for q, _, _ in _cards(text)] == [
        "How do refunds work?",
        "Repeated payments",
        "What is a chargeback?",
    ]
