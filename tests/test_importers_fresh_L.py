"""Fixes from helper L's fresh documents (Git, Kafka, Go, data science, system design): each
test a small document of my own in the layout that failed, not the document itself."""

from __future__ import annotations

from pathlib import Path

import pytest

from srs.importers import import_file, import_text

# -- Anki notes with a reversed card --------------------------------------------------------


def _reversed_package(tmp_path: Path, *, legacy: bool) -> Path:
    """A package with a Basic note, two "Basic (and reversed card)" notes and an optional
    reversed note whose reverse is off: four cards in Anki, one of them turned around twice."""
    anki = pytest.importorskip("anki.collection")
    col = anki.Collection(str(tmp_path / "build.anki2"))
    try:
        deck = col.decks.id("Git") or 1
        notes = [
            ("Basic", "What does git stash do?", "Shelves uncommitted changes.", None),
            (
                "Basic (and reversed card)",
                "git branch -vv",
                "(command) list branches and upstreams",
                None,
            ),
            (
                "Basic (and reversed card)",
                "git log -G regex",
                "(command) commits whose diff matches",
                None,
            ),
            ("Basic (optional reversed card)", "What is HEAD?", "The checked-out commit.", ""),
        ]
        for kind, front, back, add_reverse in notes:
            model = col.models.by_name(kind)
            assert model is not None
            note = col.new_note(model)
            note["Front"], note["Back"] = front, back
            if add_reverse is not None:
                note["Add Reverse"] = add_reverse
            col.add_note(note, deck)
        out = tmp_path / f"git-{'legacy' if legacy else 'current'}.apkg"
        options = anki.ExportAnkiPackageOptions(
            with_scheduling=False, with_deck_configs=False, with_media=False, legacy=legacy
        )
        col.export_anki_package(out_path=str(out), options=options, limit=None)
    finally:
        col.close()
    return out


@pytest.mark.anki
@pytest.mark.parametrize("legacy", [False, True], ids=["anki21b-zstd", "anki21"])
def test_a_reversed_note_makes_its_reverse_card_too(tmp_path: Path, legacy: bool) -> None:
    result = import_file(_reversed_package(tmp_path, legacy=legacy))
    got = [(c.question, c.answer) for c in result.deck.cards]
    assert got == [
        ("What does git stash do?", "Shelves uncommitted changes."),
        ("git branch -vv", "(command) list branches and upstreams"),
        ("(command) list branches and upstreams", "git branch -vv"),
        ("git log -G regex", "(command) commits whose diff matches"),
        ("(command) commits whose diff matches", "git log -G regex"),
        ("What is HEAD?", "The checked-out commit."),  # its reverse is switched off
    ]
    ids = [c.id for c in result.deck.cards]
    assert len(set(ids)) == len(ids) and "reverse" in ids[2] and "reverse" not in ids[1]
    assert result.warnings == () and result.skipped == ()


def test_asks_back_reads_the_question_format() -> None:
    from srs.importers.anki_templates import asks_back

    names = ["Front", "Back", "Add Reverse"]
    assert asks_back("{{Back}}", names)
    assert asks_back("{{#Add Reverse}}{{text:Back}}{{/Add Reverse}}", names)
    assert not asks_back("{{Front}}", names)
    assert not asks_back("{{Back}} {{Front}}", names)
    assert not asks_back("{{Back}}", ["Front"])


# -- `### Theory Question 3`: a worded label heading over its question ----------------------


def test_a_worded_question_label_heading_is_no_part_of_the_question() -> None:
    text = (
        "# Kafka prep\n\n"
        "## Theory\n\n"
        "### Theory Question 1\n\n"
        "Do you know what a broker is ?\n\n"
        "<details><summary><b>Answer</b></summary>\n\n"
        "A single Kafka server.\n\n"
        "</details>\n\n"
        "### Coding Question 2\n\n"
        "How do you commit offsets by hand?\n\n"
        "<details><summary><b>Answer</b></summary>\n\n"
        "Turn auto commit off and call `commitSync()`.\n\n"
        "</details>\n"
    )
    result = import_text(text)
    got = [(c.question, c.answer) for c in result.deck.cards]
    assert got == [
        ("Do you know what a broker is ?", "A single Kafka server."),
        ("How do you commit offsets by hand?", "Turn auto commit off and call `commitSync()`."),
    ]
    assert [c.id for c in result.deck.cards] == ["q01", "q02"]


# -- `### 🔹 Explanation:` opening an open answer ------------------------------------------


def test_an_explanation_label_opening_an_open_answer_goes() -> None:
    text = (
        "# SQL window functions\n\n"
        "## 52. What are window functions?\n\n"
        "### 🔹 Explanation:\n"
        "They compute over a **set of rows** without collapsing them.\n\n"
        "### 🔹 Example Query:\n"
        "```sql\nSELECT SUM(x) OVER (PARTITION BY g) FROM t;\n```\n\n"
        "🔹 **Explanation:**\n"
        "- `PARTITION BY g` resets the sum per group.\n\n"
        "## 53. What does LAG do?\n\n"
        "### 🔹 Explanation:\n"
        "It fetches the previous row's value.\n"
    )
    cards = import_text(text).deck.cards
    assert [c.question for c in cards] == ["What are window functions?", "What does LAG do?"]
    assert cards[0].answer.startswith("They compute over a **set of rows**")
    assert "Explanation" not in cards[0].answer and "SELECT SUM(x)" in cards[0].answer
    assert cards[0].explanation == "- `PARTITION BY g` resets the sum per group."
    assert (cards[1].answer, cards[1].explanation) == ("It fetches the previous row's value.", "")


# -- a worked example's answer ending on the heading of the questions after it -------------


def test_an_answer_does_not_end_on_the_heading_of_what_follows() -> None:
    text = (
        "# Pandas\n\n"
        "### **1. Handling Missing Data**\n"
        "#### **Scenario**: A dataset has gaps.\n\n"
        "```python\ndf = df.fillna(0)\n# Key Questions\n```\n\n"
        "#### **Key Questions**\n"
        "1. **Q**: How do you find missing values?\n"
        "   - **A**: Use `isnull()`.\n"
        "2. **Q**: How do you drop them?\n"
        "   - **A**: Use `dropna()`.\n"
    )
    cards = import_text(text).deck.cards
    assert [c.question for c in cards] == [
        "Handling Missing Data",
        "How do you find missing values?",
        "How do you drop them?",
    ]
    assert cards[0].answer.endswith("# Key Questions\n```")  # the code's comment stays
    assert "**Key Questions**" not in cards[0].answer
    assert [c.answer for c in cards[1:]] == ["Use `isnull()`.", "Use `dropna()`."]


# -- a closing cheat sheet under the last question ------------------------------------------


def test_a_closing_cheat_sheet_heading_is_no_question() -> None:
    text = (
        "# Go questions\n\n"
        "## 📝 Beginner Level (Questions 1-2)\n\n"
        "### 1. What is a goroutine?\n\n"
        "**Answer:** A function running concurrently, managed by the Go runtime.\n\n"
        "### 2. What does `defer` do?\n\n"
        "**Answer:**\n- Runs a call when the function returns.\n- LIFO order.\n\n"
        "---\n\n"
        "### Key Commands\n"
        "```bash\ngo test -race ./...\ngo tool pprof cpu.prof\n```\n"
    )
    cards = import_text(text).deck.cards
    assert [c.question for c in cards] == ["What is a goroutine?", "What does `defer` do?"]
    assert cards[1].answer == "- Runs a call when the function returns.\n- LIFO order."


# -- `True or False: <statement>` among multiple-choice questions ---------------------------


def test_a_true_or_false_statement_asks() -> None:
    text = (
        "# DevOps quiz\n\n"
        "## Scaling (3 Questions)\n"
        "1. What is horizontal scaling?  \n"
        "A) Bigger servers  \n"
        "B) More servers  \n"
        "✅ Correct Answer: B) More servers  \n"
        "2. True or False: Vertical scaling is cheaper for high traffic.  \n"
        "✅ Correct Answer: False (horizontal scaling is preferred)  \n"
        "3. T/F: Kubernetes orchestrates containers.  \n"
        "✅ Correct Answer: True  \n"
    )
    result = import_text(text)
    cards = result.deck.cards
    assert [(c.question, c.answer) for c in cards[1:]] == [
        (
            "True or False: Vertical scaling is cheaper for high traffic.",
            "False (horizontal scaling is preferred)",
        ),
        ("T/F: Kubernetes orchestrates containers.", "True"),
    ]
    assert (cards[0].answer, cards[0].choices) == (
        "B",
        {"A": "Bigger servers", "B": "More servers"},
    )
    assert result.skipped == ()


# -- a question bank as custom task lists, its key in italics -------------------------------


def test_custom_task_statuses_and_an_italic_key() -> None:
    text = (
        "## **Branches Question bank**\n\n"
        "- [?] **1. A branch is....**\n\n"
        "  - [D] A. expensive\n"
        "  - [D] _B. just a pointer_\n"
        "  - [D] C. the same as a commit\n\n"
        "- [?] **2. To create a new branch you use:**\n\n"
        "  - [D] A. git merge\n"
        "  - [D] _B. git branch `<name>`_\n\n"
        "- [?] **3. What does this print?**\n\n"
        "  ```python\n  print('_a_')\n  ```\n"
        "  - [D] A. _a_ with its underscores\n"
        "  - [D] *B. a*\n"
    )
    cards = import_text(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("A branch is....", "B"),
        ("To create a new branch you use:", "B"),
        ("What does this print?\n\n```python\nprint('_a_')\n```", "B"),
    ]
    assert cards[0].choices == {
        "A": "expensive",
        "B": "just a pointer",
        "C": "the same as a commit",
    }
    assert cards[1].choices["B"] == "git branch `<name>`"


# -- a folded Source under the folded answer ------------------------------------------------


def test_a_folded_source_is_the_explanation_and_a_placeholder_no_answer() -> None:
    text = (
        "# Kafka prep\n\n"
        "### Theory Question 1\n\n"
        "Do you know what acks are ?\n\n"
        "<details><summary><b>Answer</b></summary>\n\n"
        "How many replicas must have the record.\n\n"
        "</details>\n\n"
        "<details><summary><b>Source</b></summary>\n"
        "Kafka: The Definitive Guide, p. 45\n"
        "</details>\n\n"
        "### Theory Question 2\n\n"
        "Do you know why records have keys ?\n\n"
        "<details><summary><b>Answer</b></summary>\n\n"
        ".......\n\n"
        "</details>\n\n"
        "<details><summary><b>Source</b></summary>\n"
        "Kafka: The Definitive Guide, p. 28\n"
        "</details>\n"
    )
    result = import_text(text)
    assert [(c.question, c.answer) for c in result.deck.cards] == [
        ("Do you know what acks are ?", "How many replicas must have the record.")
    ]
    assert result.deck.cards[0].explanation == "Source:\nKafka: The Definitive Guide, p. 45"
    assert [s.line for s in result.skipped] == [17]
    assert "question 2 has no answer (only '.......')" in result.skipped[0].reason
