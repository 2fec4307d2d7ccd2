"""Shapes of a judged practice-task page (2026-11-30, Kubernetes tasks under `## Question: N`,
answers under `#### Answer:`): a closing list of unanswered questions under a heading one
level below the questions' was glued to the last card in silence."""

from __future__ import annotations

from tests.importing import result

_CLOSING_LIST = """\
# Shell drills

## Question: 1

Make a directory called logs

#### Answer:

* mkdir logs

---

## Question: 2

Remove the directory logs

#### Answer:

* rmdir logs

---

### Still to study:

What does chmod 755 mean?
How do you follow a growing file?
Explain what a hard link is.
Pipes and redirection
"""


def test_a_closing_list_of_questions_is_no_part_of_the_last_answer() -> None:
    r = result(_CLOSING_LIST)
    assert [(c.id, c.question, c.answer) for c in r.deck.cards] == [
        ("q01", "Make a directory called logs", "* mkdir logs"),
        ("q02", "Remove the directory logs", "* rmdir logs"),
    ]
    assert [s.line for s in r.skipped] == [25, 26, 27]
    assert r.warnings[1] == (
        "doc.md:26: 'How do you follow a growing file?' looks like a question, but no answer "
        "was found for it; not imported"
    )
    assert r.warnings[3] == (
        "doc.md:23: 2 lines of text between questions in no card ('### Still to study:'); "
        "not imported"
    )


def test_a_closing_list_with_no_rule_over_it_too() -> None:
    """Without the `---`, the heading is still one level below the questions': the list is
    the page's all the same."""
    r = result(_CLOSING_LIST.replace("---\n\n### Still", "### Still"))
    assert r.deck.cards[-1].answer == "* rmdir logs"
    assert len(r.skipped) == 3


_FOLLOW_UPS = """\
# Shell drills

## Question: 1

Make a directory called logs

#### Answer:

* mkdir logs

### Follow-up questions

How do you make parents too?
What if it exists already?
Which flag prints each one made?

## Question: 2

Remove the directory logs

#### Answer:

* rmdir logs

### Follow-up questions

What if it is not empty?
How do you remove a tree?
Which flag asks before each one?
"""


def test_follow_up_questions_every_answer_has_stay_in_each() -> None:
    """Near miss: a section of questions under each answer is the answers' own, the last
    one's too: nothing is cut or reported."""
    r = result(_FOLLOW_UPS)
    assert len(r.deck.cards) == 2
    assert r.deck.cards[-1].answer.endswith("Which flag asks before each one?")
    assert not r.skipped


def test_a_last_section_of_statements_stays_in_the_answer() -> None:
    """Near miss: a sub-heading over lines that mostly state things is the answer's part."""
    text = _CLOSING_LIST.replace(
        "What does chmod 755 mean?\nHow do you follow a growing file?\n",
        "The directory must be empty.\nUse rm -r for a tree.\n",
    )
    r = result(text)
    assert r.deck.cards[-1].answer.endswith("Pipes and redirection")
    assert not r.skipped


_TASKS = """\
# Database drills

## Question: 1

> Make a table of users

* an id column as the key
* a unique email column

#### Answer:

* CREATE TABLE users (id INT PRIMARY KEY, email TEXT UNIQUE);

## Question: 2

> Load the sample rows

* take them from rows.csv
* skip the header line

#### Answer:

* COPY users FROM 'rows.csv' CSV HEADER;

## Question: 3

> Back the database up every night

* keep seven copies
* compress each one

## Question: 4

> Count the users

#### Answer:

* SELECT count(*) FROM users;
"""


def test_a_task_with_no_answer_label_among_labelled_ones_is_unanswered() -> None:
    """Its requirement bullets are no answer: reported, not carded."""
    r = result(_TASKS)
    assert [(c.id, c.question, c.answer) for c in r.deck.cards] == [
        (
            "q01",
            "Make a table of users\n\n* an id column as the key\n* a unique email column",
            "* CREATE TABLE users (id INT PRIMARY KEY, email TEXT UNIQUE);",
        ),
        (
            "q02",
            "Load the sample rows\n\n* take them from rows.csv\n* skip the header line",
            "* COPY users FROM 'rows.csv' CSV HEADER;",
        ),
        ("q04", "Count the users", "* SELECT count(*) FROM users;"),
    ]
    assert r.warnings == ("doc.md:25: question 3 has no answer; skipped",)
    assert [s.line for s in r.skipped] == [25]


def test_an_unlabelled_question_that_asks_keeps_its_bullets_as_answer() -> None:
    """Near miss: `What ...?` over bullets is answered by them, label or not."""
    text = _TASKS.replace(
        "> Back the database up every night", "> Which backups does the nightly job keep?"
    )
    r = result(text)
    assert [c.id for c in r.deck.cards] == ["q01", "q02", "q03", "q04"]
    assert r.deck.cards[2].answer == "* keep seven copies\n* compress each one"
    assert not r.skipped


def test_no_listed_requirements_over_the_labels_keeps_the_bullets_as_answer() -> None:
    """Near miss: where the labelled questions list nothing, a list right under an unlabelled
    question is its answer (a label forgotten), as before."""
    text = _TASKS.replace("* an id column as the key\n* a unique email column\n\n", "")
    text = text.replace("* take them from rows.csv\n* skip the header line\n\n", "")
    r = result(text)
    assert [c.id for c in r.deck.cards] == ["q01", "q02", "q03", "q04"]
    assert r.deck.cards[2].answer == "* keep seven copies\n* compress each one"


_NOTES = """\
# Node drills

## Question: 1

> Take the node worker3 out of service

#### Answer:

* kubectl drain worker3 --ignore-daemonsets

> to let pods land there again

* kubectl uncordon worker3

## Question: 2

> Show the labels of every node

* kubectl get nodes --show-labels
"""


def test_quote_marks_go_from_a_task_and_from_a_note_between_items() -> None:
    r = result(_NOTES)
    assert [(c.question, c.answer) for c in r.deck.cards] == [
        (
            "Take the node worker3 out of service",
            "* kubectl drain worker3 --ignore-daemonsets\n\nto let pods land there again"
            "\n\n* kubectl uncordon worker3",
        ),
        ("Show the labels of every node", "* kubectl get nodes --show-labels"),
    ]


def test_a_quote_beside_prose_in_an_answer_stays_quoted() -> None:
    """Near miss: an answer of prose that quotes a source keeps its quote as written."""
    text = _NOTES.replace(
        "* kubectl drain worker3 --ignore-daemonsets\n",
        "Drain it first, as the manual says:\n",
    )
    first = result(text).deck.cards[0]
    assert first.answer == (
        "Drain it first, as the manual says:\n\n> to let pods land there again"
        "\n\n* kubectl uncordon worker3"
    )


def test_a_question_quoting_a_line_under_its_text_keeps_the_quote() -> None:
    """Near miss: only a paragraph quoted whole is a task set off as a quote; a quote under
    the question's own words is what it asks about."""
    text = (
        "# Drills\n\n## Question: 1\n\nExplain what this prompt line means:\n> ls -l | wc -l\n\n"
        "It counts the entries.\n\n## Question: 2\n\n> Name the shell you use\n\nBash.\n"
    )
    r = result(text)
    assert [(c.question, c.answer) for c in r.deck.cards] == [
        ("Explain what this prompt line means:\n> ls -l | wc -l", "It counts the entries."),
        ("Name the shell you use", "Bash."),
    ]


_GIT = """\
# Git drills

## Question: 1

> Start a branch for the fix

* name it fix-login
* base it on main

#### Answer:

* git switch -c fix-login main

## Question: 2

> Save the work in progress

* keep untracked files too

#### Answer:

* git stash push --include-untracked

## Question: 3

> Bring the work back

#### Answer:

* git stash pop

## Question: 4

> Mark the release

* git tag -a v1.0 -m "first release"
* git push origin v1.0

## Question: 5

> Undo the last commit

* keep its changes in the tree

## Question: 6

> List the stashes

#### Answer:

* git stash list
"""


def test_an_unlabelled_list_that_opens_as_the_answers_do_is_its_answer() -> None:
    """Near miss: `* git tag ...` items under a task with no label open with the word the
    labelled answers' items open with, and no requirement does: the commands answer it.
    The task whose items open otherwise is still reported unanswered."""
    r = result(_GIT)
    assert [c.id for c in r.deck.cards] == ["q01", "q02", "q03", "q04", "q06"]
    tagged = r.deck.cards[3]
    assert (tagged.question, tagged.answer) == (
        "Mark the release",
        '* git tag -a v1.0 -m "first release"\n* git push origin v1.0',
    )
    assert r.warnings == ("doc.md:39: question 5 has no answer; skipped",)
