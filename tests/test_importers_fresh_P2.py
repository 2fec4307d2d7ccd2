"""Importer layouts met on fresh public documents (helper P2's sweep: DevOps and SRE interview
pages, Linux and Kubernetes practice tasks and course quizzes): each test is the shape of one,
written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- questions underlined by a lone `-` (setext headings), some written as statements ------------

_DASH_UNDERLINED = """\
# Reliability questions

What is an error budget?
-
- The failures an SLO allows
- Spent on releases, saved by freezes

------------------------------------------------------

Describe the first five steps you take when the production service is down.
-
- Acknowledge the page and tell the stakeholders
- Roll back the last change

------------------------------------------------------

Explain toil.
-
- Manual, repetitive work that scales with the service

------------------------------------------------------
"""


def test_a_statement_over_a_lone_dash_is_a_question_heading() -> None:
    imported = result(_DASH_UNDERLINED)
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "What is an error budget?",
        "Describe the first five steps you take when the production service is down.",
        "Explain toil.",
    ]
    assert cards[0].answer.endswith("Spent on releases, saved by freezes")
    assert cards[1].answer.endswith("- Roll back the last change")
    assert "Describe" not in cards[0].answer


def test_a_long_sentence_over_a_rule_of_three_dashes_is_still_an_answer() -> None:
    text = """\
### Q1. What does a load balancer do?

**Answer:**
It spreads incoming requests over several servers so that no single one is overloaded.
---

### Q2. What is a health check?

**Answer:**
A probe that tells the balancer whether a server can take traffic.
---
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "What does a load balancer do?",
        "What is a health check?",
    ]
    assert cards[0].answer.startswith("It spreads incoming requests")


# -- a scenario: heading, situation, a bold ask, the labelled answer ------------------------------

_SCENARIOS = """\
# Troubleshooting scenarios

### Scenario 1: Port refused

**Situation:** `curl localhost:80` answers `Connection refused`.

**How would you troubleshoot this?**

**Answer:**

1. Check that the service runs.
2. Check that it listens on port 80.

---

### Scenario 2: Slow logins

**Situation:** SSH takes twenty seconds to show the password prompt.

**How would you troubleshoot this?**

**Answer:**

Reverse DNS lookups time out: set `UseDNS no`.

---
"""


def test_a_bold_ask_under_a_headed_situation_finishes_the_headings_question() -> None:
    imported = result(_SCENARIOS)
    cards = imported.deck.cards
    assert len(cards) == 2
    assert cards[0].question.startswith("Scenario 1: Port refused")
    assert "`curl localhost:80` answers `Connection refused`." in cards[0].question
    assert cards[0].question.endswith("How would you troubleshoot this?**")
    assert cards[0].answer.startswith("1. Check that the service runs.")
    assert "twenty seconds" in cards[1].question
    assert cards[1].answer == "Reverse DNS lookups time out: set `UseDNS no`."
    assert not imported.warnings


def test_one_bold_question_under_each_topic_heading_stays_the_question() -> None:
    text = """\
## Networking

**What is a subnet?**

**Answer:** A range of addresses.

## Storage

**What is a volume?**

**Answer:** A disk a container mounts.
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["What is a subnet?", "What is a volume?"]


# -- `Question:` and `Solution:` alone on their lines, a title over each question ----------------

_BARE_LABELS = """\
1. Count the lines

Question:
Write a command that counts the lines of notes.txt:

Only the number is wanted.

Solution:

wc -l < notes.txt

Explanation:

Redirecting the file hides its name.



2. List hidden files

Question:
Which ls option shows hidden files?

Solution:

ls -a
"""


def test_bare_question_labels_are_the_starts_when_one_question_ends_with_a_mark() -> None:
    imported = result(_BARE_LABELS)
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "Write a command that counts the lines of notes.txt:\n\nOnly the number is wanted.",
        "Which ls option shows hidden files?",
    ]
    assert cards[0].answer == "wc -l < notes.txt"
    assert cards[0].explanation == "Redirecting the file hides its name."
    assert cards[1].answer == "ls -a"
    assert not imported.warnings


def test_the_last_paragraph_of_a_bare_labels_answer_is_no_title_of_the_next() -> None:
    text = """\
Question:
How do you restart a service?

Solution:

Run systemctl restart.

Question:
How do you read its log?

Solution:

1. Run journalctl -u.

2. Add -f to follow it.

Question:
How do you enable it at boot?

Solution:

systemctl enable
"""
    imported = result(text)
    assert [c.answer for c in imported.deck.cards] == [
        "Run systemctl restart.",
        "1. Run journalctl -u.\n\n2. Add -f to follow it.",
        "systemctl enable",
    ]
    assert not imported.warnings


# -- one practice task to a file: the task, a rule, `Solution Steps` -----------------------------

_ONE_TASK = """\
Create a ConfigMap named app-config in the web namespace.
It must hold the key mode with the value blue.

Mount it in the existing Deployment web at /etc/app.

--------------------------------------------------------------
Solution Steps

kubectl create configmap app-config -n web --from-literal=mode=blue

Then add the volume and its mount to the Deployment.
"""


def test_a_task_over_a_rule_and_a_solution_line_is_one_question() -> None:
    imported = result(_ONE_TASK, source="task.txt")
    cards = imported.deck.cards
    assert len(cards) == 1
    assert cards[0].question == (
        "Create a ConfigMap named app-config in the web namespace.\n"
        "It must hold the key mode with the value blue.\n\n"
        "Mount it in the existing Deployment web at /etc/app."
    )
    assert cards[0].answer == (
        "kubectl create configmap app-config -n web --from-literal=mode=blue\n\n"
        "Then add the volume and its mount to the Deployment."
    )


# -- `N)` questions: one typed `20)How`, one answered on the line under it -----------------------

_PAREN_NUMBERED = """\
<p align="right">

18) What is a playbook?

A YAML file of plays.

19) What is an inventory?
The hosts Ansible manages, in groups.

20) What is a handler?

A task run only when notified.

21)How do you encrypt secrets?

With Ansible Vault.

22) What is a role?

A reusable bundle of tasks and files.

</p>
"""


def test_parenthesis_numbered_questions_glued_or_unspaced_are_each_a_card() -> None:
    imported = result(_PAREN_NUMBERED)
    cards = imported.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a playbook?", "A YAML file of plays."),
        ("What is an inventory?", "The hosts Ansible manages, in groups."),
        ("What is a handler?", "A task run only when notified."),
        ("How do you encrypt secrets?", "With Ansible Vault."),
        ("What is a role?", "A reusable bundle of tasks and files."),
    ]
    assert not imported.warnings
