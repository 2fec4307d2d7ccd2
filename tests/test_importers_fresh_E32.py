"""Importer layouts met in the eighth (2026-11-29) and ninth (2026-11-30) sessions' rounds of
fresh public documents (a prep list whose questions are GitHub task-list items ticked once
studied, their answers nested under them as bold-labelled sub-bullets, the unanswered ones
keeping empty label skeletons; a `<details>` topic folding `<details>` questions): each test
is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- task-list items that are questions, their answers nested, ticked when studied ----------

_STUDY_LIST = """\
# Ops prep

## Infra

### Storage

- [x] What does RAID 1 give you?
  - **Meaning:**
  > Two disks holding the same blocks.
  - **Why:**
  > One disk may die without data lost.

- [ ] What is a snapshot?
  - **Meaning:**
  - **Why:**

- [x] Explain thin provisioning.
  - Space is handed out as it is written, not up front.

### Queues

- [x] Why put a queue between two services?
  - **Meaning:**
  > The sender does not wait for the receiver.
"""


def test_task_items_that_ask_with_nested_answers_are_questions() -> None:
    """`- [x] What ...?` over nested labelled bullets: the box says studied, not right; each
    item is a question, its nested lines the answer; an item whose labels have nothing after
    them is unanswered (reported), and a lone item under its own heading is a question too."""
    got = result(_STUDY_LIST)
    cards = got.deck.cards
    assert [(c.question, c.answer, dict(c.choices)) for c in cards] == [
        (
            "What does RAID 1 give you?",
            "- **Meaning:**\n> Two disks holding the same blocks.\n"
            "- **Why:**\n> One disk may die without data lost.",
            {},
        ),
        ("Explain thin provisioning.", "Space is handed out as it is written, not up front.", {}),
        (
            "Why put a queue between two services?",
            "- **Meaning:**\n> The sender does not wait for the receiver.",
            {},
        ),
    ]
    assert [s.line for s in got.skipped] == [13]
    assert "no answer (only '**Meaning:** **Why:**')" in got.skipped[0].reason


def test_task_options_of_a_choice_question_stay_options() -> None:
    """Guard: boxes under a question that do not ask are its options, the ticked one the key
    (a remark nested under an option does not make it a question)."""
    quiz = """\
# Quiz

### Which port does SSH listen on?

- [ ] 80
- [x] 22
  - the default in sshd_config
- [ ] 443

### Which command lists files?

- [x] ls
- [ ] cd
"""
    cards = result(quiz).deck.cards
    assert [(c.question, dict(c.choices), c.answer) for c in cards] == [
        (
            "Which port does SSH listen on?",
            {"A": "80", "B": "22 - the default in sshd_config", "C": "443"},
            "B",
        ),
        ("Which command lists files?", {"A": "ls", "B": "cd"}, "A"),
    ]


def test_a_question_skeleton_of_empty_labels_is_unanswered() -> None:
    """`**Situation:**` / `**Action:**` / `**Result:**` with nothing after any, under a
    question heading: the template of an answer still to write, reported, never a card of
    labels."""
    text = """\
# Stories

## Tell me about a deadline you missed.

**Situation:**

**Action:**

**Result:**

## Tell me about a hard bug.

**Situation:** A leak in the cache.

**Result:** Fixed in a day.
"""
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        (
            "Tell me about a hard bug.",
            "**Situation:** A leak in the cache.\n\n**Result:** Fixed in a day.",
        )
    ]
    assert [s.line for s in got.skipped] == [3]


# -- a `<details>` topic folding `<details>` questions ---------------------------------------

_FOLDED_TOPIC = """\
# Notes

## Python

<details><summary>Dictionaries</summary>

<details><summary>How do you merge two dicts?</summary>

`a | b`

</details>

<details><summary>What does dict.get return for a missing key?</summary>

`None`, or the default given.

</details>

</details>

<details><summary>What is a generator?</summary>

A function that yields values lazily.

</details>
"""


def test_a_details_topic_folding_details_questions_makes_a_card_of_each() -> None:
    """`<details><summary>Dictionaries</summary>` folding two `<details>` questions: the outer
    summary names a topic, each inner fold is a card (not one card of the topic whose answer
    is every fold)."""
    cards = result(_FOLDED_TOPIC).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("How do you merge two dicts?", "`a | b`"),
        ("What does dict.get return for a missing key?", "`None`, or the default given."),
        ("What is a generator?", "A function that yields values lazily."),
    ]


def test_folds_written_back_to_back_inside_a_topic_fold_are_cards() -> None:
    """The same, each fold on one line and no blank line between them (one HTML block)."""
    text = (
        "# Notes\n\n<details><summary>Strings</summary>\n"
        "<details><summary>How do you trim a string?</summary> `s.strip()` </details>\n"
        "<details><summary>How do you split one?</summary> `s.split(sep)` </details>\n"
        "</details>\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("How do you trim a string?", "`s.strip()`"),
        ("How do you split one?", "`s.split(sep)`"),
    ]


def test_a_fold_that_asks_keeps_the_folds_inside_as_its_answer() -> None:
    """Guard: an outer summary that asks is the question; the folds inside are its answer,
    each inner summary kept in bold over its text (the question that text answers)."""
    text = _FOLDED_TOPIC.replace(
        "<summary>Dictionaries</summary>", "<summary>Which dict idioms do you use?</summary>"
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["Which dict idioms do you use?", "What is a generator?"]
    assert cards[0].answer.startswith("**How do you merge two dicts?**\n\n`a | b`")


def test_a_fold_with_text_beside_its_folds_stays_one_question() -> None:
    """Guard: a topic summary over a paragraph and folds is one fold (its text is no
    question's), read as before: not split into the folds inside."""
    text = _FOLDED_TOPIC.replace(
        "<details><summary>Dictionaries</summary>\n",
        "<details><summary>Dictionaries</summary>\n\nMappings of keys to values.\n",
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["Dictionaries", "What is a generator?"]
    assert cards[0].answer.startswith("Mappings of keys to values.")


def test_task_options_that_ask_but_nest_nothing_stay_options() -> None:
    """Guard: options that are themselves questions (`- [x] What are your goals?`) but carry
    nothing nested are a choice question's options, keyed by the ticked box."""
    quiz = """\
# Interview etiquette

### Which question may an interviewer ask?

- [ ] How old are you?
- [x] What are your goals?
- [ ] Are you married?

### Which question may a candidate ask?

- [x] What does a normal day look like?
- [ ] Can I skip the probation period?
"""
    cards = result(quiz).deck.cards
    assert [(c.question, dict(c.choices), c.answer) for c in cards] == [
        (
            "Which question may an interviewer ask?",
            {"A": "How old are you?", "B": "What are your goals?", "C": "Are you married?"},
            "B",
        ),
        (
            "Which question may a candidate ask?",
            {"A": "What does a normal day look like?", "B": "Can I skip the probation period?"},
            "A",
        ),
    ]
