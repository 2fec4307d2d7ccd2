"""Layouts met in the seventeenth (2026-12-01) session's rounds, on made-up documents, all one
failure: an answer that swallowed a run of later questions left unanswered, in silence. A
numbered list of questions going on from the question's own number after its answer, numbered
bullets answered by the quote under them, and groups of numbered questions under labels
(`Backend:`), a question wrapped onto a second line among them; and a numbered question whose
answer's first heading restates its first part (the heading was taken for the question)."""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
from srs.importers import import_text
from srs.importers.quotednumbers import quoted_numbers
from srs.importers.restatedheadings import restated_headings
from tests.importing import result

_UNANSWERED = "looks like a question, but no answer was found for it; not imported"


def _cards(text: str, source: str = "doc.md") -> list[tuple[str, str, str]]:
    return [(c.id, c.question, c.answer) for c in result(text, source).deck.cards]


def _skipped(text: str, source: str = "doc.md") -> list[tuple[int, str]]:
    return [(s.line, s.reason) for s in result(text, source).skipped]


_GOES_ON = (
    "## 1. What is a cache?\n"
    "\n"
    "A small fast store in front of a slower one.\n"
    "\n"
    "---\n"
    "\n"
    "## 2. Explain how a cache serves a read. What are the steps?\n"
    "\n"
    "### **How a Read Is Served**\n"
    "\n"
    "1. **Readers** ask the cache for the key first.\n"
    "2. On a miss the cache asks the **store** and keeps the row.\n"
    "3. Hot keys are copied to the other nodes.\n"
    "4. **Writers** update the store and drop the cached row.\n"
    "\n"
    "---\n"
    "So most reads never reach the store, which keeps it cool under load.\n"
    "---\n"
    "3. What is a cache hit?\n"
    "4. What is a cache miss?\n"
    "5. How do you size a cache?\n"
    "6. Explain write-through.\n"
    "7. What is a time to live?\n"
    "\n"
    "### **Harder Level**\n"
    "1. How does LRU eviction work?\n"
    "2. What is a cache stampede?\n"
    "3. How do you warm a cache?\n"
)


def test_a_list_going_on_from_the_questions_own_number_ends_its_answer() -> None:
    """`## 2. Explain ...` over an answer that numbers its own steps (`1.`, `2.`, `3.`), then
    `3. What is a cache hit?` ... `6.`: the questions' own list, going on from question 2,
    every item reported; the answer of question 2 swallowed them (and the level list after
    them) in silence, because its own `2.` step seemed to be what `3.` went on from."""
    assert _cards(_GOES_ON) == [
        ("q01", "What is a cache?", "A small fast store in front of a slower one."),
        (
            "q02",
            "Explain how a cache serves a read. What are the steps?",
            "### **How a Read Is Served**\n\n"
            "1. **Readers** ask the cache for the key first.\n"
            "2. On a miss the cache asks the **store** and keeps the row.\n"
            "3. Hot keys are copied to the other nodes.\n"
            "4. **Writers** update the store and drop the cached row.\n\n"
            "So most reads never reach the store, which keeps it cool under load.",
        ),
    ]
    unanswered = [
        (19, "3. What is a cache hit?"),
        (20, "4. What is a cache miss?"),
        (21, "5. How do you size a cache?"),
        (22, "6. Explain write-through."),
        (23, "7. What is a time to live?"),
        (26, "1. How does LRU eviction work?"),
        (27, "2. What is a cache stampede?"),
        (28, "3. How do you warm a cache?"),
    ]
    assert _skipped(_GOES_ON) == [(no, f"'{q}' {_UNANSWERED}") for no, q in unanswered]
    assert result(_GOES_ON).warnings == tuple(
        f"doc.md:{no}: '{q}' {_UNANSWERED}" for no, q in unanswered
    )


def test_questions_going_on_from_the_answers_own_list_stay_in_it() -> None:
    """Guard: questions that go on from the answer's own numbered list past a paragraph (`1.
    Is the hit rate low?`, `2. ...`, then `3.` ... `5.` under question 3, not going on from
    question 3's number) are the answer's checks, kept in it."""
    text = (
        "## 1. What is a cache?\n\nA small fast store.\n\n"
        "## 3. What would you check when a cache is slow?\n\n"
        "First the cheap checks:\n\n"
        "1. Is the hit rate low?\n2. Is eviction too eager?\n\n"
        "Then the deeper ones:\n\n"
        "3. Is the key space skewed?\n4. Is the network slow?\n5. Is serialization costly?\n\n"
        "## 4. What is write-back?\n\nWrites go to the cache first.\n"
    )
    assert _cards(text) == [
        ("q01", "What is a cache?", "A small fast store."),
        (
            "q03",
            "What would you check when a cache is slow?",
            "First the cheap checks:\n\n1. Is the hit rate low?\n2. Is eviction too eager?\n\n"
            "Then the deeper ones:\n\n3. Is the key space skewed?\n4. Is the network slow?\n"
            "5. Is serialization costly?",
        ),
        ("q04", "What is write-back?", "Writes go to the cache first."),
    ]
    assert _skipped(text) == []


_QUOTED = (
    "## Data structures\n\n"
    "- 01. What is a queue?\n"
    "> A list served first in, first out.\n"
    "- 02. What is a stack? `(pilha)`\n"
    "> A list served last in, first out:\n"
    "```\nstack.push(1)\nstack.pop()\n```\n"
    "> Only one end is needed.\n"
    "- 03. What is a deque?\n"
    "> A list open at both ends.\n"
    "- 04. What is a heap?\n"
    "- 05. What is a trie?\n"
    "- 06. What is a graph?\n"
)


def test_a_quote_right_under_a_numbered_bullet_is_its_answer() -> None:
    """`- 01. What is a queue?` over `> A list ...` (the answer's code fenced after the quote
    at times), bullets with no quote after them: each quote answers the bullet above it, and
    the bare bullets are reported. The quotes were read as the questions, each "answered" by
    the next bullet, the first question lost and the bare ones swallowed."""
    assert _cards(_QUOTED) == [
        ("q01", "What is a queue?", "A list served first in, first out."),
        (
            "q02",
            "What is a stack? `(pilha)`",
            "A list served last in, first out:\n```\nstack.push(1)\nstack.pop()\n```\n"
            "Only one end is needed.",
        ),
        ("q03", "What is a deque?", "A list open at both ends."),
    ]
    assert _skipped(_QUOTED) == [
        (14, f"'04. What is a heap?' {_UNANSWERED}"),
        (15, f"'05. What is a trie?' {_UNANSWERED}"),
        (16, f"'06. What is a graph?' {_UNANSWERED}"),
    ]


def test_numbered_bullets_of_steps_over_quotes_are_left_as_they_are() -> None:
    """Guard: `- 1. Install the tool` over `> Needs admin rights.`, steps that do not ask,
    stay bullets (the text is not rewritten), and the page imports as before."""
    text = (
        "## Setup\n\n"
        "- 1. Install the tool\n> Needs admin rights.\n"
        "- 2. Run the setup script\n> Takes a minute.\n\n"
        "## What is a build?\n\nA repeatable output made from the sources.\n"
    )
    assert quoted_numbers(text) == text
    assert _cards(text) == [
        ("q01", "What is a build?", "A repeatable output made from the sources.")
    ]


def test_a_quote_under_one_numbered_bullet_alone_is_left_as_it_is() -> None:
    """Guard: one numbered bullet over a quote is no layout (two make it)."""
    text = "- 1. What is a queue?\n> First in, first out.\n- 2. What is a stack?\n"
    assert quoted_numbers(text) == text


_GROUPS = (
    "Backend:\n"
    "1. What is a thread?\n"
    "2. What is a deadlock?\n"
    "3. What is a mutex?\n\n"
    "Frontend:\n"
    "1. What is the DOM?\n"
    "2. What is a closure?\n"
    "3. Why does hoisting happen in a script\n"
    "engine at all?\n"
)


def test_a_groups_label_is_no_answer_of_the_question_above_it() -> None:
    """`Backend:` over `1.` ... `3.`, then `Frontend:` over `1.` again, nothing answered: each
    label titles its group. `Frontend:` was the "answer" of `3. What is a mutex?`, a card; now
    no card is made and each question is reported, the wrapped one by its first line only
    (its second line, `engine at all?`, was reported as a question of its own)."""
    with pytest.raises(DocumentError) as caught:
        import_text(_GROUPS, source="notes.txt")
    assert caught.value.notes == (
        "notes.txt:2: question 1 has no answer; skipped",
        "notes.txt:3: question 2 has no answer; skipped",
        "notes.txt:4: question 3 has no answer; skipped",
        "notes.txt:7: question 1 has no answer; skipped",
        "notes.txt:8: question 2 has no answer; skipped",
        f"notes.txt:9: '3. Why does hoisting happen in a script' {_UNANSWERED}",
    )


def test_a_wrapped_question_among_answered_ones_is_reported_once() -> None:
    """An answered question among the groups is a card; the wrapped question's second line
    goes with it, not reported as a question of its own."""
    text = _GROUPS.replace("1. What is a thread?\n", "1. What is a thread?\n   A unit of work.\n")
    assert _cards(text, "notes.txt") == [("q01", "What is a thread?", "A unit of work.")]
    assert [line for line, _ in _skipped(text, "notes.txt")] == [4, 5, 8, 9, 10]


def test_one_label_over_questions_stays_in_the_answer() -> None:
    """Guard: one line ending in a colon over a numbered list of questions (`Good ones:` under
    `What would you ask the interviewer?`) is the answer's own: the list is the answer."""
    text = (
        "### 4. What would you ask the interviewer?\n\n"
        "Good ones:\n\n"
        "1. How is success measured here?\n"
        "2. What does a normal week look like?\n"
        "3. Who would I work with most?\n\n"
        "### 5. What is a sprint?\n\nA fixed stretch of work.\n"
    )
    assert _cards(text) == [
        (
            "q04",
            "What would you ask the interviewer?",
            "Good ones:\n\n1. How is success measured here?\n"
            "2. What does a normal week look like?\n3. Who would I work with most?",
        ),
        ("q05", "What is a sprint?", "A fixed stretch of work."),
    ]


_RESTATED = (
    "### **Starter Level**\n"
    "1. What is a cache, and where would you put one?\n"
    "### **What is a cache?**\n"
    "A small fast store in front of a slower one.\n\n"
    "#### **Kinds:**\n- In memory\n- On disk\n\n"
    "---\n\n"
    "### **Where caches go:**\n\n"
    "1. **In the browser:**\n   - Keeps pages.\n\n"
    "2. **In front of a database:**\n   - Keeps hot rows.\n\n"
    "So a cache sits wherever the same data is read again.\n\n"
    "## 2. What is an eviction policy?\n\n"
    "The rule that picks what to drop when the cache is full.\n"
)


def test_a_heading_restating_a_numbered_questions_first_part_opens_its_answer() -> None:
    """`1. What is a cache, and where would you put one?` right over `### **What is a
    cache?**`, the answer's second part under `### **Where caches go:**` past a rule: one
    card, the numbered line its question and both parts its answer. The heading was taken
    for the question (the numbered line reported unanswered) and the second part made a
    card of its own."""
    assert _cards(_RESTATED) == [
        (
            "q01",
            "What is a cache, and where would you put one?",
            "### **What is a cache?**\nA small fast store in front of a slower one.\n\n"
            "#### **Kinds:**\n- In memory\n- On disk\n\n"
            "### **Where caches go:**\n\n"
            "1. **In the browser:**\n   - Keeps pages.\n\n"
            "2. **In front of a database:**\n   - Keeps hot rows.\n\n"
            "So a cache sits wherever the same data is read again.",
        ),
        (
            "q02",
            "What is an eviction policy?",
            "The rule that picks what to drop when the cache is full.",
        ),
    ]
    assert _skipped(_RESTATED) == []
    assert result(_RESTATED).warnings == ()


def test_a_heading_repeating_the_whole_numbered_question_is_left_as_it_is() -> None:
    """Guard: `1. What is a cache?` over `### What is a cache?` (the same words, nothing more
    asked) is not rewritten: the heading is that question, as before."""
    text = (
        "### **Starter Level**\n1. What is a cache?\n### What is a cache?\n"
        "A small fast store in front of a slower one.\n\n"
        "### What is an eviction policy?\nThe rule that picks what to drop.\n"
    )
    assert restated_headings(text) == text
    assert _cards(text) == [
        ("q01", "What is a cache?", "A small fast store in front of a slower one."),
        ("q02", "What is an eviction policy?", "The rule that picks what to drop."),
    ]


def test_a_quote_right_under_a_bulleted_question_is_its_answer() -> None:
    """`- What is a stack?` over `> A list ...`, the last bullet with no quote: each quote
    answers the bullet above it. The quotes were taken for questions too ("answered" by the
    next bullet), so no card had an answer and the page imported nothing."""
    text = (
        "## Notes\n\n"
        "- What is a stack?\n> A list you push to and pop from.\n"
        "- Why use one?\n> Undo history fits it.\n"
        "- Where else is one used?\n"
    )
    assert _cards(text) == [
        ("q01", "What is a stack?", "A list you push to and pop from."),
        ("q02", "Why use one?", "Undo history fits it."),
    ]
    assert _skipped(text) == [(7, "question #3 has no answer; skipped")]


def test_a_quote_that_asks_under_an_answers_bullet_is_still_a_question() -> None:
    """Guard: notes that quote each question over its bulleted answer (`> What is a queue?`
    right under the last point of the answer above) keep their quotes as the questions."""
    text = (
        "> What is a stack?\n- A list you push to and pop from.\n- Last in, first out.\n"
        "> What is a queue?\n- A list served in order.\n- First in, first out.\n"
    )
    assert _cards(text) == [
        ("q01", "What is a stack?", "- A list you push to and pop from.\n- Last in, first out."),
        ("q02", "What is a queue?", "- A list served in order.\n- First in, first out."),
    ]


def test_a_bare_link_under_a_groups_last_question_is_the_groups_source() -> None:
    """`3. What is a mutex?` over a bare link, then a blank and the next group's label: the
    link is where the group came from, no answer. It was the question's "answer", and that
    answer ran on over the next group's questions, none of them reported."""
    text = _GROUPS.replace("3. What is a mutex?\n", "3. What is a mutex?\nhttps://example.net/b\n")
    with pytest.raises(DocumentError) as caught:
        import_text(text, source="notes.txt")
    assert caught.value.notes == (
        "notes.txt:4: question 3 has no answer; skipped",
        f"notes.txt:2: '1. What is a thread?' {_UNANSWERED}",
        f"notes.txt:3: '2. What is a deadlock?' {_UNANSWERED}",
        f"notes.txt:8: '1. What is the DOM?' {_UNANSWERED}",
        f"notes.txt:9: '2. What is a closure?' {_UNANSWERED}",
        f"notes.txt:10: '3. Why does hoisting happen in a script' {_UNANSWERED}",
    )


def test_a_bare_link_answering_a_question_outside_groups_stays_its_answer() -> None:
    """Guard: a bare link under a numbered question on a page with no group labels is that
    question's answer, as before."""
    text = (
        "## Links\n\n1. Where is the style guide kept?\nhttps://example.net/style\n\n"
        "2. What is a linter?\nA tool that flags suspicious code.\n"
    )
    assert _cards(text) == [
        ("q01", "Where is the style guide kept?", "https://example.net/style"),
        ("q02", "What is a linter?", "A tool that flags suspicious code."),
    ]
