"""Importer layouts met on fresh public documents (helper W's sweep: distributed systems,
Kafka, Redis, NoSQL and PostgreSQL, system design, microservices, message queues and caching
interview pages and quizzes): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- a challenge after a choice quiz: a prompt and its folded sample solution ------------------

_QUIZ_WITH_CHALLENGES = """\
# Queues - Check Yourself

## Multiple Choice

### Question 1
What does a queue decouple?

A) Producers from consumers
B) Disks from memory
C) Nothing

<details>
<summary>Answer</summary>

**A) Producers from consumers**
</details>

### Question 2
Which delivery is the default?

A) Exactly once
B) At least once
C) Never

<details>
<summary>Answer</summary>

**B) At least once**
</details>

### Question 3
What holds a message nobody could process?

A) A dead-letter queue
B) The producer
C) A cache

<details>
<summary>Answer</summary>

**A) A dead-letter queue**
</details>

### Question 4
Which broker keeps a log?

A) Kafka
B) A mailbox
C) A printer

<details>
<summary>Answer</summary>

**A) Kafka**
</details>

### Question 5
What orders messages in Kafka?

A) The clock
B) The partition
C) The consumer

<details>
<summary>Answer</summary>

**B) The partition**
</details>

## Scenarios

### Challenge 1: Split the Mailer

The mailer shares a database with billing. Split it into its own service.

<details>
<summary>Sample Solution</summary>

Give the mailer its own store and feed it events from billing.
</details>

### Challenge 2: Slow Consumer

One consumer lags behind the others. How do you keep up?

<details>
<summary>Sample Solution</summary>

Add consumers to the group and raise the partition count.
</details>
"""


def test_a_challenge_with_its_own_folded_solution_is_a_card_in_a_quiz() -> None:
    imported = result(_QUIZ_WITH_CHALLENGES)
    cards = imported.deck.cards
    assert [c.answer for c in cards[:5]] == ["A", "B", "A", "A", "B"]
    assert len(cards) == 7
    assert cards[5].question == (
        "Split the Mailer\n\nThe mailer shares a database with billing. Split it into its own "
        "service."
    )
    assert cards[5].answer == "Give the mailer its own store and feed it events from billing."
    assert cards[6].answer == "Add consumers to the group and raise the partition count."
    assert "Slow Consumer" in cards[6].question
    assert not any("not imported" in w for w in imported.warnings)


def test_a_numbered_heading_without_an_answer_is_still_text_around_a_quiz() -> None:
    text = _QUIZ_WITH_CHALLENGES.split("## Scenarios")[0] + (
        "### 4. Setting up the broker\n\nInstall the broker and start it.\n"
    )
    imported = result(text)
    assert len(imported.deck.cards) == 5
    assert any("Setting up the broker" in w for w in imported.warnings)


# -- a topic heading whose long answer asks a rhetorical question after its code ---------------

_TOPIC_WITH_RHETORICAL_QUESTION = """\
# Broker Notes

1. ### What is a broker?

   A server that routes messages.

2. ### Retry Strategy

   1. The default retry

   The default retries in place and blocks the queue.

   ```text
   retry.enabled=true
   ```

   2. A retry queue

   A second queue holds the failed messages for a while.

   But how?

   The retry queue dead-letters back into the main queue.

3. ### What is a routing key?

   The address the exchange reads.
"""


def test_a_rhetorical_question_far_below_a_topic_headings_code_is_part_of_its_answer() -> None:
    cards = result(_TOPIC_WITH_RHETORICAL_QUESTION).deck.cards
    assert [c.question for c in cards] == [
        "What is a broker?",
        "Retry Strategy",
        "What is a routing key?",
    ]
    assert cards[1].answer.startswith("1. The default retry")
    assert "But how?" in cards[1].answer
    assert cards[1].answer.endswith("dead-letters back into the main queue.")


def test_a_question_asked_right_after_the_code_it_shows_is_still_the_question() -> None:
    text = """\
1. What is a topic?
   A named stream.

2. Here is a consumer loop

```
for msg in consumer: handle(msg)
```

What happens when handle() raises?
The loop stops and the offset is not committed.

3. What is an offset?
   A position in a partition.
"""
    cards = result(text).deck.cards
    assert cards[1].question.endswith("What happens when handle() raises?")
    assert "for msg in consumer" in cards[1].question
    assert cards[1].answer == "The loop stops and the offset is not committed."


# -- an interviewer's kit: `- Expected answer:` or `- Possible answers:` over the points ---------

_INTERVIEW_KIT = """\
## Consensus

**Q1: What does a leader do?**
- Expected answer: It orders the writes
- Follow-up: What if it fails?

**Q2: What limits this design?**
- Possible answers:
  - No persistence
  - No log replication

**Q3: How could elections be faster?**
- Acceptable answers:
  - Shorter timeouts
  - Randomised backoff
"""


def test_a_possible_answers_label_over_the_points_is_no_part_of_the_answer() -> None:
    cards = result(_INTERVIEW_KIT).deck.cards
    assert [c.question for c in cards] == [
        "What does a leader do?",
        "What limits this design?",
        "How could elections be faster?",
    ]
    assert cards[1].answer == "- No persistence\n- No log replication"
    assert cards[2].answer == "- Shorter timeouts\n- Randomised backoff"


def test_possible_answers_over_lettered_options_and_a_key_heads_the_options() -> None:
    text = """\
1. Which port does Redis listen on by default?
Possible answers:
A) 6379
B) 80
C) 5432
Answer: A

2. Which structure keeps members ordered by score?
Possible answers:
A) A list
B) A sorted set
C) A hash
Answer: B
"""
    cards = result(text).deck.cards
    assert [(c.choices, c.answer) for c in cards] == [
        ({"A": "6379", "B": "80", "C": "5432"}, "A"),
        ({"A": "A list", "B": "A sorted set", "C": "A hash"}, "B"),
    ]


# -- a glossary section after the question sections: term headings over their definitions ------

_QUESTIONS_THEN_GLOSSARY = """\
# Database Questions

## Basics

### What is a transaction?
A unit of work that commits or rolls back whole.

### What is an index?
A structure that finds rows without a full scan.

### What is VACUUM for?
It reclaims space held by dead rows.

## Data Patterns

### Event Sourcing
Storing each change as an event instead of the current state.

### CQRS
Separating the model that reads from the one that writes.

### Data Sharding
Splitting rows across nodes by a key.
"""


def test_term_headings_under_a_section_without_questions_are_glossary_cards() -> None:
    imported = result(_QUESTIONS_THEN_GLOSSARY)
    cards = [(c.question, c.answer) for c in imported.deck.cards]
    assert len(cards) == 6
    assert cards[3] == (
        "Event Sourcing",
        "Storing each change as an event instead of the current state.",
    )
    assert cards[5] == ("Data Sharding", "Splitting rows across nodes by a key.")
    assert not imported.warnings


def test_a_tip_sheet_section_after_the_questions_is_no_glossary() -> None:
    tips = """
## Interview Tips

### Topics to Expect
- Persistence and eviction, asked in every round

### Hands-on Coding
- Write a rate limiter with a sorted set

### Common Pitfalls
- Forgetting to set a TTL on cache keys
"""
    text = _QUESTIONS_THEN_GLOSSARY.split("## Data Patterns")[0] + tips
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "What is a transaction?",
        "What is an index?",
        "What is VACUUM for?",
    ]
