"""Layouts met in the Z39/Z40 measurement rounds, re-checked in sweep B6: each test builds a
small document of the shape met in a real one (never its text) and checks what the importer
makes of it."""

from __future__ import annotations

from srs.importers import ImportResult, import_text


def result(text: str) -> ImportResult:
    return import_text(text, source="doc.md")


def test_a_heading_that_says_which_command_to_run_is_answered_by_the_code_below_it() -> None:
    """`#### To list the images, run the command:` over a fenced command: a statement that
    says the block is the command to run; the block is the card's answer, not the question's
    code, and a remark after it stays in the answer."""
    text = (
        "## Podman notes\n\n"
        "#### Pod\n\nA group of containers sharing a network.\n\n"
        "#### To list every image stored locally you have to run the command:\n"
        "```sh\npodman images\n```\n"
        "Dangling images are listed too.\n\n"
        "#### In order to stop a pod, we run the below command:\n"
        "```sh\npodman pod stop <name>\n```\n\n"
        "#### What does the following command print:\n"
        "```sh\npodman --version\n```\n"
        "The installed version.\n"
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("Pod", "A group of containers sharing a network."),
        (
            "To list every image stored locally you have to run the command:",
            "```sh\npodman images\n```\nDangling images are listed too.",
        ),
        ("In order to stop a pod, we run the below command:", "```sh\npodman pod stop <name>\n```"),
        (
            "What does the following command print:\n\n```sh\npodman --version\n```",
            "The installed version.",
        ),
    ]


def test_a_generators_note_to_go_on_after_the_last_rule_is_no_part_of_the_last_answer() -> None:
    """A generated list closes with the generator's note past the last rule (`Continue
    similar format for the next 40 questions, covering topics like:` over a list, another
    rule, `Continuing from where we left off:`): words about making the document, not the
    last answer's; cut from it and reported."""
    text = (
        "# Flask questions\n\n"
        "### 1. **What is Flask?**\n**Answer**:\nA micro web framework.\n\n---\n\n"
        "### 2. **What is a blueprint?**\n**Answer**:\nA group of routes:\n"
        "```python\nbp = Blueprint('bp', __name__)\n```\n\n---\n\n"
        "Continue similar format for the next 40 questions, covering topics like:\n\n"
        "- Sessions.\n- File uploads.\n\n---\n\n"
        "Continuing from where we left off:\n\n---\n"
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What is Flask?", "A micro web framework."),
        (
            "What is a blueprint?",
            "A group of routes:\n```python\nbp = Blueprint('bp', __name__)\n```",
        ),
    ]
    assert any("Continue similar format" in w for w in got.warnings)


def test_a_numbered_run_under_an_advice_title_after_named_topics_is_reported_advice() -> None:
    """`1. **Topic**` items, some only naming their topic, numbered on to 6; then a section
    `## Key Topics to Emphasize:` numbering from 1 again in the same bold layout: the guide's
    advice, reported, not cards."""
    questions = "".join(
        f"{n}. **{q}**  \n   {a}\n\n"
        for n, q, a in [
            (1, "What is a view?", "A stored query."),
            (2, "Kinds of indexes", "- Clustered\n   - Non-clustered"),
            (3, "What is a trigger?", "Code run on an event."),
            (4, "Normal forms", "- 1NF\n   - 2NF"),
            (5, "What is a cursor?", "A row pointer."),
            (6, "Isolation levels", "- Read committed\n   - Serializable"),
        ]
    )
    text = (
        "## SQL questions\n\n" + questions + "## Key Topics to Emphasize:\n\n"
        "1. **Window functions**  \n   Start with `RANK()`.\n\n"
        "2. **CTEs**  \n   Show modular queries.\n"
    )
    got = result(text)
    assert [c.question for c in got.deck.cards] == [
        "What is a view?",
        "Kinds of indexes",
        "What is a trigger?",
        "Normal forms",
        "What is a cursor?",
        "Isolation levels",
    ]
    assert sum("read as advice" in w for w in got.warnings) == 2


def test_the_one_step_that_reads_as_a_task_in_a_numbered_list_of_steps_is_no_question() -> None:
    """A `## Contributing` list of steps (`1. Fork the repository.`, `2. Create a new branch
    for your change.`, ...) before the questions: the step worded as a task is a step like
    its neighbours, reported with the introduction, not as a question left unanswered."""
    text = (
        "# Make questions\n\n"
        "A collection of questions about make, from easy to hard, for interviews and study.\n\n"
        "## Contributing\n\n"
        "1. Fork the repository.\n"
        "2. Create a new branch for your change.\n"
        "3. Add your question to the right folder.\n"
        "4. Open a pull request.\n\n"
        "### 1. What is a target?\n\nThe file a rule makes.\n\n"
        "### 2. What is a phony target?\n\nA target that names no file.\n"
    )
    got = result(text)
    assert [c.question for c in got.deck.cards] == ["What is a target?", "What is a phony target?"]
    assert got.skipped == ()
    assert len(got.warnings) == 1 and "lines of introduction" in got.warnings[0]


def test_part_labels_raised_above_the_last_numbered_question_open_its_answer() -> None:
    """`## 4. Q` (the last) with `# Parts:` right under it and an indented `   # See ...:`:
    labels of its answer written a level above, as between two numbered questions; the
    answer keeps them in bold instead of being left with none."""
    text = (
        "## 1. What is a hook?\nA function that uses state.\n\n"
        "## 2. What is a ref?\nA mutable box.\n\n"
        "## 3. What is context?\nShared values.\n"
        "# Provider::\nGives the value.\n\n"
        "## 4. What are the render phases?\n"
        "# Phases: \n"
        "   # See the docs for more:\n"
        "Render :\nComputes the tree.\nCommit :\nApplies it.\n"
    )
    got = result(text)
    assert got.warnings == () and got.skipped == ()
    assert [(c.question, c.answer) for c in got.deck.cards][2:] == [
        ("What is context?", "Shared values.\n**Provider::**\nGives the value."),
        (
            "What are the render phases?",
            "**Phases:**\n   **See the docs for more:**\n"
            "Render :\nComputes the tree.\nCommit :\nApplies it.",
        ),
    ]


def test_obsidian_term_cards_with_block_ids_are_read_as_cards() -> None:
    """Obsidian Spaced Repetition's one-line cards `TERM:: Definition`, each followed by its
    `^blockid` line, under front matter and a `#flashcards` tag: an acronym glued to the
    `::`, then its expansion; the block ids are no text of any card."""
    text = (
        "---\nTags: NetFlashCards\n---\n\n"
        "[Networking](../Networking.md)\n\n#flashcards\n"
        "DNS:: Domain Name System\n^1652738734001\n"
        "NAT:: Network Address Translation -\n^1652738734002\n"
        "VLAN:: Virtual Local Area Network\n^1652738734003\n"
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("DNS", "Domain Name System"),
        ("NAT", "Network Address Translation -"),
        ("VLAN", "Virtual Local Area Network"),
    ]
    assert got.warnings == ()


def test_a_lower_case_question_heading_that_lost_its_dot_keeps_its_number_out() -> None:
    """`### 3 explain the states of a process?` among `### 2. what is a thread?` headings, a
    document that writes its questions in lower case: the number continues the count and
    is no part of the question."""
    text = (
        "### 1. what is a process?\nA program running.\n\n"
        "### 2. what is a thread?\nA flow of execution.\n\n"
        "### 3 explain the states of a process?\nNew, ready, running.\n\n"
        "### 4. what is a kernel?\nThe core of the system.\n"
    )
    got = result(text)
    assert [c.question for c in got.deck.cards] == [
        "what is a process?",
        "what is a thread?",
        "explain the states of a process?",
        "what is a kernel?",
    ]


def test_an_answer_in_lettered_sections_keeps_the_last_sections_explanation() -> None:
    """An answer in lettered parts (`#### a. Paging`, `#### b. Segmentation`), each with its
    own `#### Explanation:`: the last part's explanation is that part's, kept in place, not
    split off as the whole card's explanation."""
    text = (
        "### 1. what is memory management?\nKeeping track of memory.\n\n"
        "### 2. describe paging and segmentation.\n\n"
        "#### a. Paging\nFixed-size blocks.\n\n#### Explanation:\nPages map to frames.\n\n"
        "#### b. Segmentation\nVariable-size blocks.\n\n#### Explanation:\nSegments are logical units.\n"
    )
    (_, card) = result(text).deck.cards
    assert card.explanation == ""
    assert card.answer.endswith(
        "Variable-size blocks.\n\nExplanation:\nSegments are logical units."
    )


def test_the_shared_opening_label_typed_plain_goes_from_its_answer_too() -> None:
    """Most answers open with `#### Definition:` (the document's word for the answer); one
    types it plain, `Definition:` alone on its line: the same label, gone from that answer
    as from the others."""
    text = "".join(
        f"### {n}. what is {w}?\n{label}\n{w} is a part.\n\n#### Explanation:\nMore on {w}.\n\n"
        for n, w, label in [
            (1, "a cache", "#### Definition:"),
            (2, "a bus", "#### Definition:"),
            (3, "a register", "Definition:"),
            (4, "a page", "#### Definition:"),
        ]
    )
    got = result(text)
    assert [c.answer for c in got.deck.cards] == [
        "a cache is a part.",
        "a bus is a part.",
        "a register is a part.",
        "a page is a part.",
    ]


def test_lettered_parts_answered_under_their_own_headings_are_no_options() -> None:
    """`describe the following types:` over `a. Paging` / `b. Segmentation`, answered under
    `#### a. Paging ...` and `#### b. Segmentation ...`: the question's parts, kept in it as
    written, and the whole text after them its answer (no options, no missing-key
    warning); a plain lettered line after them (another part's own options) would not do."""
    text = (
        "### 1. describe the following memory schemes:\na. Paging\nb. Segmentation\n\n"
        "#### a. Paging Scheme\nFixed-size pages.\n\n#### Explanation:\nPages map to frames.\n\n"
        "#### b. Segmentation Scheme\nVariable-size segments.\n\n"
        "### 2. what is a kernel?\nThe core of the system.\n"
    )
    got = result(text)
    first = got.deck.cards[0]
    assert not first.choices
    assert first.question == "describe the following memory schemes:\na. Paging\nb. Segmentation"
    assert first.answer == (
        "#### a. Paging Scheme\nFixed-size pages.\n\nExplanation:\nPages map to frames.\n\n"
        "#### b. Segmentation Scheme\nVariable-size segments."
    )
    assert got.warnings == ()
