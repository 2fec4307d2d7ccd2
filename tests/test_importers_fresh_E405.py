"""Importer layouts met on fresh public documents: essay questions as numbered `### N.`
headings, each right over a second heading at its level that titles (restates) its answer,
then the answer; `(a)`/`(b)` answer lines for the parts the question names; a task told
rather than asked at either end of the essay part's numbered run.

Each test is the shape of one real document, written small; none is a copy of one.
"""

from __future__ import annotations

from tests.importing import result

# -- a keyed choice part, then essays each under a restating heading --------------------

_EXAM = """\
# Practice exam: networks

## Part 1: multiple choice

### 1. Which port does SSH listen on by default?
**A.** 21
**B.** 22
**C.** 80
**Correct answer:** B

### 2. Which protocol resolves host names?
**A.** DHCP
**B.** ARP
**C.** DNS
**Correct answer:** C

### 3. Which layer does a router work at?
**A.** Network
**B.** Session
**C.** Physical
**Correct answer:** A

## Part 2: short essays

### 1. A school's single file server keeps failing during exams and the staff lose their work. Describe in three lines how you would make the storage survive a failed disk. (Answer in 3 lines)
### Keeping the school's storage alive after a disk fails
Mirror the disks with RAID 1 and keep nightly backups on a second machine.

### 2. A shop wants to show stock levels in its app. Justify briefly: (a) where a message queue helps, and (b) where it does not. (Answer in 4 lines)
### Message queue in the shop app:
(a) **Helps** when the tills publish each sale as it happens.
(b) **Does not help** for the monthly stock report over the whole history.

### 3. List two sources of large data sets today and give an example of each. (Answer in 2 lines)
### Sources of large data sets:
1. **Sensors** (example: smart meters).
2. **Web logs** (example: page views).
"""


def test_essay_headings_keep_their_question_and_the_restating_heading_opens_the_answer() -> None:
    imported = result(_EXAM)
    cards = imported.deck.cards
    assert [(c.id, c.answer) for c in cards[:3]] == [
        ("s1-q01", "B"),
        ("s1-q02", "C"),
        ("s1-q03", "A"),
    ]
    assert [c.id for c in cards[3:]] == ["s2-q01", "s2-q02", "s2-q03"]
    assert [(c.question, c.answer) for c in cards[3:]] == [
        (
            "A school's single file server keeps failing during exams and the staff lose their "
            "work. Describe in three lines how you would make the storage survive a failed "
            "disk. (Answer in 3 lines)",
            "**Keeping the school's storage alive after a disk fails**\n"
            "Mirror the disks with RAID 1 and keep nightly backups on a second machine.",
        ),
        (
            "A shop wants to show stock levels in its app. Justify briefly: (a) where a message "
            "queue helps, and (b) where it does not. (Answer in 4 lines)",
            "Message queue in the shop app:\n"
            "- (a) **Helps** when the tills publish each sale as it happens.\n"
            "- (b) **Does not help** for the monthly stock report over the whole history.",
        ),
        (
            "List two sources of large data sets today and give an example of each. "
            "(Answer in 2 lines)",
            "**Sources of large data sets:**\n"
            "1. **Sensors** (example: smart meters).\n"
            "2. **Web logs** (example: page views).",
        ),
    ]
    assert all(not c.choices for c in cards[3:])
    assert imported.skipped == ()
    assert imported.warnings == ()


# -- open notes: the same titles, no quiz around them --------------------------------------

_OPEN = """\
# Interview notes

### 1. Our service slows down every evening when traffic peaks, and scaling the database did not help. Walk through how you would find the cause.
### Finding the cause of the evening slowdown
Profile the slow requests first, then look at the cache hit rate and the connection pool.

### 2. What is a race condition, and how do you prevent one?
### What a race condition is
Two threads touch shared state without order; locks or atomics prevent it.

### 3. Explain eventual consistency in a distributed store.
### Eventual consistency in short
Replicas may disagree for a while but converge once writes stop.
"""


def test_a_restating_heading_under_each_numbered_question_opens_its_answer() -> None:
    imported = result(_OPEN)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        (
            "q01",
            "Our service slows down every evening when traffic peaks, and scaling the database "
            "did not help. Walk through how you would find the cause.",
            "**Finding the cause of the evening slowdown**\nProfile the slow requests first, "
            "then look at the cache hit rate and the connection pool.",
        ),
        (
            "q02",
            "What is a race condition, and how do you prevent one?",
            "**What a race condition is**\n"
            "Two threads touch shared state without order; locks or atomics prevent it.",
        ),
        (
            "q03",
            "Explain eventual consistency in a distributed store.",
            "**Eventual consistency in short**\n"
            "Replicas may disagree for a while but converge once writes stop.",
        ),
    ]
    assert imported.skipped == ()
    assert imported.warnings == ()


# -- near misses: read as before -----------------------------------------------------------

_SECTION_TITLES = """\
# Notes

## 1. Basics
## What is Python used for?
Scripting, data work and web back ends.

## 2. Tooling
## Which tool installs packages?
pip.

## 3. Testing
## Which test runner is common?
pytest.
"""


def test_numbered_section_titles_over_their_question_stay_titles() -> None:
    """`## 1. Basics` over `## What is Python used for?`: a short title names nothing the
    heading under it does, and is no question whose answer that heading titles."""
    imported = result(_SECTION_TITLES)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q02", "What is Python used for?", "Scripting, data work and web back ends."),
        ("q04", "Which tool installs packages?", "pip."),
        ("q06", "Which test runner is common?", "pytest."),
    ]
    assert [(s.line, s.reason) for s in imported.skipped] == [
        (3, "question 1 has no answer; skipped"),
        (7, "question 2 has no answer; skipped"),
        (11, "question 3 has no answer; skipped"),
    ]


_UNRELATED = """\
# Questions

### 1. What is a mutex?
### How does garbage collection work?
It finds objects nothing refers to and frees them.

### 2. What is a deadlock?
Two threads each wait for a lock the other holds.

### 3. What is a semaphore?
A counter that limits how many threads enter.
"""


def test_an_unanswered_question_over_another_on_another_subject_stays_unanswered() -> None:
    imported = result(_UNRELATED)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("How does garbage collection work?", "It finds objects nothing refers to and frees them."),
        ("What is a deadlock?", "Two threads each wait for a lock the other holds."),
        ("What is a semaphore?", "A counter that limits how many threads enter."),
    ]
    assert [(s.line, s.reason) for s in imported.skipped] == [
        (3, "question 1 has no answer; skipped")
    ]


_LAB_BEFORE_QUIZ = """\
# Lab and quiz

### 1. Deploying the VM
Create the VM from the console and note its address.

### 2. Which command lists the running containers?
- A) docker ps
- B) docker rm
- C) docker pull
Answer: A

### 3. Which file describes an image?
- A) compose.yaml
- B) Dockerfile
- C) .env
Answer: B

### 4. Which flag runs a container in the background?
- A) -it
- B) -d
- C) -p
Answer: B
"""


def test_a_titled_step_numbered_before_a_quiz_is_still_text_around_it() -> None:
    """`### 1. Deploying the VM` opens the run `### 2.`..`### 4.` whose questions ask: a
    title, not a task told in a sentence, so it stays the text around the quiz."""
    imported = result(_LAB_BEFORE_QUIZ)
    assert [(c.id, c.answer) for c in imported.deck.cards] == [
        ("q02", "A"),
        ("q03", "B"),
        ("q04", "B"),
    ]
    assert [(s.line, s.reason) for s in imported.skipped] == [
        (
            3,
            "'Deploying the VM' has no options and does not ask, in a quiz; "
            "read as text around the questions, not imported",
        )
    ]


_KEYED_LETTERS = """\
# Quiz

### 1. Which one is a NoSQL store? Pick (a) or (b) below.
### A store for documents
(a) MongoDB
(b) PostgreSQL
**Answer:** a

### 2. Which one is a message broker?
(a) Kafka
(b) Redis Cluster
**Answer:** a

### 3. Which one is a column store?
(a) Cassandra
(b) SQLite
**Answer:** a
"""


def test_lettered_lines_a_key_names_stay_options() -> None:
    """`(a)`/`(b)` lines under a question that names them are its options when a key picks
    one: only unkeyed ones are the parts of an answer."""
    imported = result(_KEYED_LETTERS)
    cards = imported.deck.cards
    assert [(c.answer, list(c.choices)) for c in cards] == [("A", ["A", "B"])] * 3
    assert (
        cards[0].question
        == "Which one is a NoSQL store? Pick (a) or (b) below.\nA store for documents"
    )
    assert cards[0].choices == {"A": "MongoDB", "B": "PostgreSQL"}
    assert imported.skipped == ()
