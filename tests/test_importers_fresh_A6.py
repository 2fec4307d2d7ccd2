"""Layouts met again in the A6 re-check of earlier held-out failures: each test builds a small
document of the shape met in a real one (never its text) and checks what the importer makes
of it."""

from __future__ import annotations

from pathlib import Path

from srs.importers import ImportResult, import_file, import_text


def result(text: str) -> ImportResult:
    return import_text(text, source="doc.md")


def test_hash_marker_cards_are_read_as_questions_and_keys(tmp_path: Path) -> None:
    """`#Q` / question with `\\n\\`-escaped option lines / `#A` / key / `#END` (a plain-text
    card file): each block is a card, its letter the key, no escape left. It was "no
    questions found"."""
    doc = tmp_path / "cards.txt"
    doc.write_text(
        "#Q\n"
        "Which layer routes packets between networks? \\n\\\n"
        "      A) the physical layer \\n\\\n"
        "      B) the network layer \\n\\\n"
        "      C) the session layer \\n\\\n"
        "#A\n"
        "b\n"
        "#END\n"
        "#Q\n"
        "What does DNS resolve?\n"
        "#A\n"
        "Names to addresses.\n"
        "#END\n",
        encoding="utf-8",
    )
    got = import_file(doc)
    first, second = got.deck.cards
    assert first.question == "Which layer routes packets between networks?"
    assert dict(first.choices) == {
        "A": "the physical layer",
        "B": "the network layer",
        "C": "the session layer",
    }
    assert first.answer == "B"
    assert (second.question, second.answer) == ("What does DNS resolve?", "Names to addresses.")
    assert got.warnings == () and got.skipped == ()


def test_a_lone_hash_q_heading_is_no_marker_card() -> None:
    """`#Q` alone as a Markdown heading, with no `#A` after it, is left to the other readers."""
    got = result("#Q\n\n## What is DNS?\n\nA name service.\n")
    assert [c.question for c in got.deck.cards] == ["What is DNS?"]


def test_numbers_typed_with_a_paren_and_a_colon_are_numbered_questions() -> None:
    """`1):What is X?` lines (paren, colon, no blank), answers indented below, some as `a:`
    points: each line is a numbered question. It was "no questions found"."""
    got = result(
        "1):What is a thread?\n"
        "    An independent path of execution inside a process.\n"
        "2):What are the kinds of memory in the JVM?\n"
        "    a:Heap: where objects live.\n"
        "    b:Stack: where frames live.\n"
        "3):What is a lambda?\n"
        "    An anonymous function written inline.\n"
    )
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What is a thread?", "An independent path of execution inside a process."),
        (
            "What are the kinds of memory in the JVM?",
            "a:Heap: where objects live.\n\nb:Stack: where frames live.",
        ),
        ("What is a lambda?", "An anonymous function written inline."),
    ]
    assert got.skipped == ()


def test_a_numbered_question_after_an_unanswered_one_keeps_its_bullet_answer() -> None:
    """`N. Q?` lines each over a bullet list at the margin (CommonMark ends the numbered list
    at each): where one question is left unanswered (`2. Q?` over `3. Q?`, blank between or
    not), the next one's bullets are its answer, not "text in no card"."""
    got = result(
        "1. What is a JVM?\n* The machine that runs bytecode\n* It manages memory\n\n"
        "2. What are the differences between C and Java?\n\n"
        "3. List the features of Java?\n* portable, secure, robust\n\n"
        "4. What is the this keyword?\n"
        "5. What are the uses of the this keyword?\n* refers to the current object\n"
        "* calls another constructor\n\n"
        "6. Can this be assigned?\n* No, it is final\n"
    )
    assert [c.question for c in got.deck.cards] == [
        "What is a JVM?",
        "List the features of Java?",
        "What are the uses of the this keyword?",
        "Can this be assigned?",
    ]
    assert got.deck.cards[1].answer == "portable, secure, robust"
    assert "calls another constructor" in got.deck.cards[2].answer
    assert len(got.skipped) == 2
    assert not any("in no card" in str(w) for w in got.warnings)


def test_a_question_heading_over_sections_of_its_own_level_owns_them() -> None:
    """`### **Explain X.**` right over `### **X – in short**` and more `###` sections (one
    after a rule), the next question a level higher: the sections are its answer's, titles
    kept. The two headings were joined into one question and the sections' text was warned
    or dropped."""
    got = result(
        "### **1. What is an SLO?**\n\nA target for a service level.\n\n---\n\n"
        "### **2. What is toil?**\n\nManual, repetitive work.\n\n---\n"
        "Clusters\n---\n"
        "### **Explain the cluster architecture.**\n"
        "### **Cluster architecture – in short**\n\n"
        "A cluster has **two parts**:\n\n"
        "### **Control plane**\n\n* Makes the decisions.\n\n---\n\n"
        "### **Worker nodes**\n\n* Run the applications.\n\n---\n"
        "Why do pods restart?\n---\n\nTheir container keeps crashing.\n"
    )
    questions = [c.question for c in got.deck.cards]
    assert questions == [
        "What is an SLO?",
        "What is toil?",
        "Explain the cluster architecture.",
        "Why do pods restart?",
    ]
    answer = got.deck.cards[2].answer
    assert answer.startswith("### **Cluster architecture – in short**")
    assert "Control plane" in answer and answer.endswith("* Run the applications.")
    assert got.warnings == () and got.skipped == ()


def test_a_part_indented_under_a_lists_last_item_is_a_part_of_its_own() -> None:
    """`N. **Q?**` items over indented answers, then, indented under the last item, a new
    part: `## Code questions` / `### 1. Title` / `**Question:** q` / code / result, twice.
    Its questions were folded into the last item's answer in silence."""
    got = result(
        "1. **What is a cold stream?**\n    *One that starts when collected.*\n\n"
        "2. **How do you test streams?**\n     *With a test collector.*\n"
        "    ## Code questions\n\n"
        "    ### 1. Collecting\n\n"
        "    **Question:** How do you print each value?\n\n"
        "    ```kotlin\n    flow.collect { println(it) }\n    ```\n"
        "    *This prints every value.*\n\n    ---\n\n"
        "    ### 2. Mapping\n\n"
        "    **Question:** How do you square each value?\n\n"
        "    ```kotlin\n    flow.map { it * it }\n    ```\n"
        "    *This squares them.*\n"
    )
    cards = got.deck.cards
    assert [c.question for c in cards] == [
        "What is a cold stream?",
        "How do you test streams?",
        "Collecting\n\nHow do you print each value?",  # a title over its one question stays
        "Mapping\n\nHow do you square each value?",
    ]
    assert cards[1].answer == "With a test collector."
    assert cards[3].answer == "```kotlin\nflow.map { it * it }\n```\n*This squares them.*"


def test_an_items_own_indented_sub_heading_stays_in_its_answer() -> None:
    """An indented `#### Example` inside an item's answer, more text at the margin after the
    list: no part of its own."""
    got = result(
        "1. **What is a cold stream?**\n    One that starts when collected.\n"
        "    #### Example\n    `flowOf(1)`\n\n"
        "2. **What is a hot stream?**\n    One that emits without collectors.\n"
    )
    assert [c.question for c in got.deck.cards] == [
        "What is a cold stream?",
        "What is a hot stream?",
    ]
    assert "flowOf(1)" in got.deck.cards[0].answer


def test_a_contents_item_holding_its_sub_entries_is_no_card() -> None:
    """A numbered list of the questions (an index) whose first item holds a nested `1.`/`2.`
    list of sub-entries, then `### N. Q` sections answering them: the index item is no
    duplicate card (its sub-entries were its answer), and no id clash is warned."""
    got = result(
        "## 4 Questions in total\n"
        "1. What is dependency injection?\n"
        "   1. Types of injection and their differences.\n"
        "   2. Which is better for loose coupling?\n"
        "2. What is a bean?\n"
        "3. What is a profile?\n"
        "4. What is an actuator?\n\n"
        "### 1. What is dependency injection?\n"
        "- A pattern that passes dependencies in.\n"
        "  - Constructor or setter injection.\n\n"
        "### 2. What is a bean?\n"
        "- An object the container manages.\n"
    )
    assert [c.question for c in got.deck.cards] == [
        "What is dependency injection?",
        "What is a bean?",
    ]
    assert got.deck.cards[0].answer.startswith("- A pattern")
    # the entries the document never answers are reported, nothing else
    assert all("no answer was found" in str(w) for w in got.warnings)


def test_topics_over_unanswered_question_bullets_are_no_cards() -> None:
    """`# X Interview Questions` (not the page's title) then `## Topic` headings over `- Q?`
    bullets, only some answered by nested bullets: a topic whose questions are all
    unanswered is no card (heading -> its questions); each question is reported unanswered."""
    got = result(
        "# DevOps revision\n\nNotes for the interviews.\n\n"
        "# Git Interview Questions\n\n"
        "## Basics\n\n- What is Git?\n- What is a commit?\n- What is a branch?\n\n---\n\n"
        "## Remotes\n\n- How do you clone a repository?\n    - `git clone <url>`\n"
        "- What is a remote?\n\n---\n\n"
        "## Tags\n\n- How do you create a tag?\n- What is an annotated tag?\n"
    )
    assert [c.question for c in got.deck.cards] == ["How do you clone a repository?"]
    assert len(got.skipped) == 6


def test_topics_over_numbered_question_lists_spaced_by_nbsp_are_no_cards() -> None:
    """`# Questions` then `## Topic` headings over numbered question-only lists, `&nbsp;`
    spacer lines after each: the spacers are no answer text; the questions are reported."""
    got = result(
        "# SQL\n\n- [Questions](#questions)\n- [Answers](#answers)\n\n"
        "# Questions\n\n"
        "## Data\n\n1. What is data\n2. What is information\n\n&nbsp;\n\n&nbsp;\n\n"
        "## Keys\n\n1. What is a foreign key\n2. Why use keys\n\n&nbsp;\n\n"
        "# Answers\n\n## 1. What is a primary key\n\nThe column that identifies each row.\n"
    )
    assert [c.question for c in got.deck.cards] == ["What is a primary key"]
    assert len(got.skipped) == 4


def _exam_page(n: int, stem: str, options: list[str], key: str) -> str:
    listed = "".join(f"{letter}. {text}\n\n" for letter, text in zip("ABCD", options, strict=False))
    return (
        f"## Exam XYZ topic 1 question {n} discussion\n\n"
        "Actual exam question from\n\nSome Vendor's\nXYZ\n\n"
        f"Question #: {n}\nTopic #: 1\n\n[All XYZ Questions]\n\n"
        f"{stem} \nSuggested Answer: {key} \U0001f5f3\ufe0f \n\n{listed}"
        f"**Answer: {key}**\n\n**Timestamp: Oct. 3, 2023, 2:29 p.m.**\n\n"
        f"[View on ExamTopics](https://www.examtopics.com/discussions/x/view/{n})\n\n"
        "----------------------------------------\n\n"
    )


def test_an_examtopics_scrape_is_read_as_choice_questions() -> None:
    """ExamTopics pages: `## Exam X topic 1 question N discussion`, boilerplate, the stem,
    `Suggested Answer: B 🗳️` right under it, blank-separated options, `**Answer: B**`, a
    timestamp and a link. Each was an open card whose answer held the options, key and
    chrome; now a choice card, stem only, keyed, the chrome in no card."""
    got = result(
        "# Exam questions\n\n"
        + _exam_page(1, "Which object runs a stateless app?", ["Pod", "Deployment", "Job"], "B")
        + _exam_page(2, "What does kube-proxy do?", ["Routes service traffic", "Schedules"], "A")
    )
    first, second = got.deck.cards
    assert first.question == "Which object runs a stateless app?"
    assert dict(first.choices) == {"A": "Pod", "B": "Deployment", "C": "Job"}
    assert (first.answer, second.answer) == ("B", "A")
    assert second.question == "What does kube-proxy do?"
    assert second.choices["B"] == "Schedules"
    assert got.warnings == () and got.skipped == ()
