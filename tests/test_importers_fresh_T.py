"""Importer layouts met on fresh public documents (helper T's sweep: SQL and NoSQL databases,
cloud practice exams, Linux, networking, security and DevOps tools): each test is the shape of
one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- a shared bold label, alone over some answers and before the first words of others ----------

_STRATEGY_LABELS = """\
# Shell questions

### Q1: How do you list files?

**Level**: Easy

**Strategy**:
Use `ls -l` for details.

### Q2: How do you count lines?

**Level**: Easy

**Strategy**: Use `wc -l`.

### Q3: How do you follow a log?

**Level**: Medium

**Strategy:**
Use `tail -f`.

### Q4: How do you find a file?

**Level**: Medium

**Strategy**: Use `find . -name x`.
"""


def test_a_shared_label_before_the_first_words_is_dropped_as_when_alone() -> None:
    cards = result(_STRATEGY_LABELS).deck.cards
    assert [c.answer for c in cards] == [
        "Use `ls -l` for details.",
        "Use `wc -l`.",
        "Use `tail -f`.",
        "Use `find . -name x`.",
    ]


# -- a bold key line that names its option with more words than the option --------------------

_NAMED_KEYS = """\
# Storage quiz

**Q1.** Which tier costs least to keep data in?
- A) Hot
- B) Archive

> ✅ **Answer: B — Archive**
> Archive costs least but is slow to read.

**Q2.** Which option keeps copies in three zones?
- A) LRS
- B) ZRS

> ✅ **Answer: B — ZRS (Zone-Redundant Storage)**
> It spreads three copies over three zones.
"""


def test_a_bold_key_line_leaves_no_closing_marks_in_the_explanation() -> None:
    cards = result(_NAMED_KEYS).deck.cards
    assert [(c.answer, c.explanation) for c in cards] == [
        ("B", "Archive costs least but is slow to read."),
        ("B", "ZRS (Zone-Redundant Storage)\nIt spreads three copies over three zones."),
    ]


# -- a bold label then the key's letter, no colon, and a bold note label under it --------------

_BARE_BOLD_KEYS = """\
1 : Which command shows the interfaces?

a) ifconfig
b) iptables

**Answer** a)

**Description**

It lists each interface and its addresses.

---

2 : Which command checks that a host answers?

a) wget
b) ping

**Answer** b)

**Description**

It sends echo requests.
"""


def test_a_bold_answer_label_then_a_letter_is_the_key() -> None:
    imported = result(_BARE_BOLD_KEYS)
    cards = imported.deck.cards
    assert [(c.question, c.answer, c.explanation) for c in cards] == [
        ("Which command shows the interfaces?", "A", "It lists each interface and its addresses."),
        ("Which command checks that a host answers?", "B", "It sends echo requests."),
    ]
    assert cards[1].choices == {"A": "wget", "B": "ping"}
    assert not imported.warnings


# -- plain numbered questions under level titles led by a pictograph, numbers with gaps --------

_LEVELS = """\
📘 Tool questions

🔰 Beginner
1. What is an inventory?

The list of hosts to manage.

2. What is a playbook?

A file of plays and tasks.

🔹 Intermediate
6. What is a handler?

A task run when notified.

🔥 Advanced
14. What is serial?

How many hosts change at once.

🏁 Summary

This page covers the questions asked most often.
"""


def test_a_level_title_led_by_a_pictograph_opens_the_next_question() -> None:
    imported = result(_LEVELS)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is an inventory?", "The list of hosts to manage."),
        ("What is a playbook?", "A file of plays and tasks."),
        ("What is a handler?", "A task run when notified."),
        ("What is serial?", "How many hosts change at once."),
    ]
    assert any("Summary" in w for w in imported.warnings)


# -- a review sheet whose answers are lettered points, most of them a lone `a.` -----------------

_POINTS = """\
1.  What does ACID stand for?

    a.  Atomicity, Consistency, Isolation, Durability

2.  What is a table?

    a.  Rows and columns of one kind of record

3.  What are the kinds of NoSQL stores? Which is Redis?

    a.  Document, key-value, wide column and graph

    b.  A key-value store

4.  What is an index?

    a.  A structure that finds rows fast

5.  What is sharding?
"""


def test_lettered_points_under_most_answers_are_answers_not_options() -> None:
    imported = result(_POINTS)
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "What does ACID stand for?",
        "What is a table?",
        "What are the kinds of NoSQL stores? Which is Redis?",
        "What is an index?",
    ]
    assert not any(c.choices for c in cards)
    assert cards[2].answer == (
        "a.  Document, key-value, wide column and graph\n\nb.  A key-value store"
    )
    # the question with no answer is reported, not lost
    assert [s.line for s in imported.skipped] == [19]
    assert "5. What is sharding?" in imported.skipped[0].reason


def test_a_quiz_whose_keys_are_withheld_keeps_its_options() -> None:
    quiz = _POINTS.replace("    a.  Rows and columns", "    a.  Rows and columns\n\n    b.  Files")
    quiz = quiz.replace("    a.  A structure", "    a.  A structure\n\n    b.  A log")
    imported = result(quiz)
    assert [c.question for c in imported.deck.cards] == ["What does ACID stand for?"]
    assert [s.reason.endswith("no answer letter; skipped") for s in imported.skipped] == [
        True,
        True,
        True,
        False,
    ]


# -- the last question a level too deep, over its answer label a level too high ---------------

_FLIPPED_LAST = """\
# Database questions

## 1. What is a view?

### Answer:
A stored query read as a table.

## 2. What is a CTE?

### Answer:
A named result set for one statement.

### 3. How does a query run?

## Answer:
- Parse
- Plan
- Execute
"""


def test_the_last_numbered_question_over_its_own_answer_label_is_a_question() -> None:
    imported = result(_FLIPPED_LAST)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is a view?", "A stored query read as a table."),
        ("What is a CTE?", "A named result set for one statement."),
        ("How does a query run?", "- Parse\n- Plan\n- Execute"),
    ]
    assert not imported.warnings


# -- numbered questions quoted alone over task-list options, a note for the questions after ----

_QUOTED_QUIZ = """\
network quiz
---
> 1. What does a switch forward on?
- [ ] IP addresses
- [x] MAC addresses
> 2. Which layer routes packets?
- [x] Network
- [ ] Transport

![](https://example.com/figure.png)
Answer the following questions using this figure.
> 3. Which box is TCP?
- [x] The slow, sure one
- [ ] The fast one
"""


def test_a_quoted_numbered_question_over_its_options_is_read() -> None:
    imported = result(_QUOTED_QUIZ)
    cards = imported.deck.cards
    assert [(c.question, c.answer, c.explanation) for c in cards] == [
        ("What does a switch forward on?", "B", ""),
        ("Which layer routes packets?", "A", ""),
        ("Which box is TCP?", "A", ""),
    ]
    # the note about the questions after it is no explanation of question 2: reported
    assert any("Answer the following questions" in w for w in imported.warnings)


# -- a numbered question whose stem goes on in a paragraph of its own, over its options ---------

_STEMS = """\
1 : Which command lists the interfaces?

a) ifconfig
b) iptables

**Answer** a)

---

2 : ip route add default via 10.0.0.1

What does the above command do?

a) Sets the default gateway
b) Deletes a route

**Answer** a)

---

3 : What does `via` name in the following command?

ip route add default via 10.0.0.1

a) The next hop
b) The interface

**Answer** a)
"""


def test_a_numbered_stem_in_two_paragraphs_is_one_question() -> None:
    imported = result(_STEMS)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("Which command lists the interfaces?", "A"),
        ("ip route add default via 10.0.0.1\n\nWhat does the above command do?", "A"),
        (
            "What does `via` name in the following command?\n\nip route add default via 10.0.0.1",
            "A",
        ),
    ]
    assert not imported.warnings


# -- a quiz of task lists where one question has every box ticked -------------------------------

_BOXES = """\
# Network quiz

1. Which device forwards frames by MAC address?
- [ ] Router
- [x] Switch

2. Which of these are private ranges?
- [x] 10.0.0.0/8
- [x] 192.168.0.0/16
- [ ] 8.8.8.0/24

3. Which of these are network types?
- [x] LAN
- [x] WAN
- [x] Internet

4. Which protocol resolves names?
- [x] DNS
- [ ] ARP
"""


def test_every_box_ticked_in_a_quiz_of_task_lists_is_every_option_right() -> None:
    cards = result(_BOXES).deck.cards
    assert [(c.question.split("\n")[0], c.answer) for c in cards] == [
        ("Which device forwards frames by MAC address?", "B"),
        ("Which of these are private ranges?", "- 10.0.0.0/8\n- 192.168.0.0/16"),
        ("Which of these are network types?", "- LAN\n- WAN\n- Internet"),
        ("Which protocol resolves names?", "A"),
    ]
    assert "[x]" not in cards[2].question + cards[2].answer


def test_a_checklist_with_every_box_ticked_stays_as_written() -> None:
    done = "# Setup\n\n## How do you prepare a host?\n\n- [x] Update packages\n- [x] Add a user\n"
    assert result(done).deck.cards[0].answer == "- [x] Update packages\n- [x] Add a user"


# -- a question with no answer, wrapped onto an indented second line ----------------------------

_WRAPPED_UNANSWERED = """\
1.  What is a replica set?

    a.  Copies of the data on several servers

2.  What rules does the store enforce on the documents
    inside a collection?

3.  What is a shard key?

    a.  The field that splits the data

4.  What is an index?

    a.  A structure that finds documents fast
"""


def test_an_unanswered_question_wrapped_onto_a_second_line_is_reported_once() -> None:
    imported = result(_WRAPPED_UNANSWERED)
    assert len(imported.deck.cards) == 3
    assert [s.line for s in imported.skipped] == [5]
    assert not any("inside a collection" in w for w in imported.warnings)
