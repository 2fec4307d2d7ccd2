"""Importer layouts met on fresh public documents (helper O's sweep S2: course questions for
operating systems and databases, certification study notes for Azure, Kubernetes and agile
testing, and a company aptitude bank): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- the key in bold italics after a bold `Answer` label ----------------------------------------

_BOLD_ITALIC_KEYS = """\
# Agile testing quiz

1. **Who writes the unit tests in a scrum team?**
a) Testers
b) Developers
c) Customers
**Answer**: ***b) Developers***
**Explanation**: They write them while building the feature.

2. **Which chart shows the work left in a sprint?**
a) Burndown chart
b) Risk matrix
**Answer**: *a) Burndown chart*
"""


def test_a_key_in_bold_italics_or_italics_names_its_option() -> None:
    cards = result(_BOLD_ITALIC_KEYS).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Who writes the unit tests in a scrum team?", "B"),
        ("Which chart shows the work left in a sprint?", "A"),
    ]
    assert cards[0].choices == {"A": "Testers", "B": "Developers", "C": "Customers"}
    assert cards[0].explanation == "They write them while building the feature."
    assert cards[1].explanation == ""


# -- options in a code block, the key marked by a leading `=` -------------------------------------

_EQUALS_KEYED_FENCES = """\
1. Paging divides main memory into

   ```
     A. variable-length segments
   = B. fixed-length frames
     C. files
   ```

<br>

2. With FIFO and 3 frames, how many page faults does 1 2 3 4 1 2 cause?

    ```
    = a) 6
      b) 4

      ANSWER : 6
    ```
"""


def test_options_in_a_code_block_keyed_by_a_leading_equals_sign() -> None:
    cards = result(_EQUALS_KEYED_FENCES).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Paging divides main memory into", "B"),
        ("With FIFO and 3 frames, how many page faults does 1 2 3 4 1 2 cause?", "A"),
    ]
    assert cards[0].choices == {
        "A": "variable-length segments",
        "B": "fixed-length frames",
        "C": "files",
    }
    assert cards[1].choices == {"A": "6", "B": "4"}


# -- an exam dump's fields: `## Question N - Topic 1`, `**Question Type:**`, `**Question Text:**` --

_EXAM_DUMP_FIELDS = """\
# Cloud fundamentals - exam questions

## Question 1 - Topic 1
**Question Type:** Multiple Choice

**Question Text:**
Which cloud model hosts a website with the least upkeep?

**Answer Choices:**
- A. IaaS
- B. PaaS

**Correct Answer:** B - PaaS

**Explanation:**
The platform runs the web servers.

---

## Question 2 - Topic 1
**Question Type:** HOTSPOT

**Question Text:**
Select Yes if virtual machines are IaaS.

**Answer Choices:**
- A. Yes
- B. No

**Correct Answer:** A - Yes
"""


def test_an_exam_dumps_topic_and_field_labels_are_no_part_of_the_question() -> None:
    cards = result(_EXAM_DUMP_FIELDS).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which cloud model hosts a website with the least upkeep?", "B"),
        ("Select Yes if virtual machines are IaaS.", "A"),
    ]
    assert cards[0].choices == {"A": "IaaS", "B": "PaaS"}
    assert cards[0].explanation == "The platform runs the web servers."


# -- headings written as centred HTML headings behind Markdown heading marks ---------------------

_MARKED_HTML_HEADINGS = """\
# CKA practice

## <h1 align="center"> Task 1: Storage </h1>

Create a PersistentVolume named pv-1 of 1Gi.

### <h1 align="center"> *Solution* </h1>

Apply the manifest with kubectl apply.

## <h1 align="center"> Task 2: Pods </h1>

Run a pod called web with the nginx image.

### <h1 align="center"> *Solution* </h1>

Use kubectl run web --image=nginx.
"""


def test_html_headings_behind_heading_marks_are_headings_at_the_marks_level() -> None:
    cards = result(_MARKED_HTML_HEADINGS).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "Storage\n\nCreate a PersistentVolume named pv-1 of 1Gi.",
            "Apply the manifest with kubectl apply.",
        ),
        (
            "Pods\n\nRun a pod called web with the nginx image.",
            "Use kubectl run web --image=nginx.",
        ),
    ]


# -- a folded answer whose summary titles it after a dash -----------------------------------------

_DASH_TITLED_SUMMARY = """\
# Kubernetes tasks

## 1. List the resources that live in a namespace, by name only.

<details class="faq box"><summary>Solution - kubectl api-resources --namespaced=true</summary>
<p>

List them with the namespaced flag set to true.

</p>
</details>

<details class="faq box"><summary>Names only</summary>
<p>

### Solution

Add -o name to print names alone.

</p>
</details>

## 2. Which namespace is active?

<details class="faq box"><summary>Solution - kubectl config get-contexts</summary>
<p>

The starred context's namespace column.

</p>
</details>
"""


def test_a_summary_titling_the_solution_after_a_dash_hides_the_answer() -> None:
    cards = result(_DASH_TITLED_SUMMARY).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "List the resources that live in a namespace, by name only.",
            "List them with the namespaced flag set to true.\n\nSolution\n\n"
            "Add -o name to print names alone.",
        ),
        ("Which namespace is active?", "The starred context's namespace column."),
    ]


# -- a `Solution:` proposal inside the question of an exam's "does it meet the goal" series -------

_SOLUTION_IN_STEM = """\
## Question 3

**Question Text:**
You must make files available to remote users.
Solution: You enable multi-factor authentication.
Does the solution meet the goal?

**Answer Choices:**
- A. Yes
- B. No

**Correct Answer:** B - No

## Question 4

What does MFA add?

Solution: a second factor at sign-in.
"""


def test_a_solution_line_that_a_question_follows_is_part_of_the_question() -> None:
    cards = result(_SOLUTION_IN_STEM).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "You must make files available to remote users.\n"
            "Solution: You enable multi-factor authentication.\n"
            "Does the solution meet the goal?",
            "B",
        ),
        ("What does MFA add?", "a second factor at sign-in."),
    ]
    assert cards[0].choices == {"A": "Yes", "B": "No"}
