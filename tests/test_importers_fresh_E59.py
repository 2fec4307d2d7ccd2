"""Importer layouts met in the eleventh (2026-11-30) session's rounds: each test is the shape
of one real document, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

_LINKED_CONTENTS = (
    "# Structures Notes\n\n"
    "### Table of Contents\n\n"
    "| Questions |\n"
    "| --------- |\n"
    "| [What is a Queue](#What-is-a-Queue) |\n"
    "| [Kinds of Queue](#Kinds-of-Queue) |\n"
    "| [What is a Heap](#What-is-a-Heap) |\n"
    "| [What is a Trie](#What-is-a-Trie) |\n"
    "| [](#) |\n\n"
    "---\n\n"
    "### What is a Queue\n\n"
    "A first-in first-out list.\n\n"
    "### Real-World Example\n\n"
    "People waiting at a ticket window.\n\n"
    "#### 1. **Enqueue**\n\n"
    "Adds at the back.\n\n"
    "**[⬆ Back to Top](#table-of-contents)**\n\n"
    "---\n\n"
    "### Kinds of Queue\n\n"
    "Two kinds are common:\n\n"
    "1. Circular\n"
    "2. Priority\n\n"
    "**[⬆ Back to Top](#table-of-contents)**\n\n"
    "---\n\n"
    "### What is a Heap\n\n"
    "A tree kept in order by parent and child.\n\n"
    "## Min Heap\n\n"
    "The smallest key at the root.\n\n"
    "## Max Heap\n\n"
    "The largest key at the root.\n\n"
    "**[⬆ Back to Top](#table-of-contents)**\n\n"
    "---\n\n"
    "### What is a Trie\n\n"
    "A tree of prefixes.\n\n"
    "### Java Code Example:\n\n"
    "```java\nTrie t = new Trie();\n```\n\n"
    "**[⬆ Back to Top](#table-of-contents)**\n\n"
    "---\n\n"
    "###\n\n"
    "**[⬆ Back to Top](#table-of-contents)**\n"
)


def test_a_contents_list_of_links_names_the_questions_and_the_other_headings_are_parts() -> None:
    """A table of contents whose rows link to the page's headings: the linked headings are
    the questions, a topic title (`Kinds of Queue`) too; every other heading up to the link
    back to the top, at the question's level, deeper or above it, is a part of the answer."""
    got = result(_LINKED_CONTENTS)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        (
            "What is a Queue",
            "A first-in first-out list.\n\n### Real-World Example\n\n"
            "People waiting at a ticket window.\n\n#### 1. **Enqueue**\n\nAdds at the back.",
        ),
        ("Kinds of Queue", "Two kinds are common:\n\n1. Circular\n2. Priority"),
        (
            "What is a Heap",
            "A tree kept in order by parent and child.\n\n## Min Heap\n\n"
            "The smallest key at the root.\n\n## Max Heap\n\nThe largest key at the root.",
        ),
        (
            "What is a Trie",
            "A tree of prefixes.\n\n### Java Code Example:\n\n```java\nTrie t = new Trie();\n```",
        ),
    ]
    assert not got.skipped


_SECTION_CONTENTS = (
    "# Frontend Questions\n\n"
    "- [Basics](#basics)\n"
    "- [Hooks](#hooks)\n"
    "- [Styling](#styling)\n\n"
    "## Basics\n\n"
    "### What is JSX\n\nA syntax for markup in code.\n\n"
    "### Explain the virtual DOM\n\nA copy of the page kept in memory.\n\n"
    "## Hooks\n\n"
    "### What is useState\n\nA hook that keeps state.\n\n"
    "### Why use useEffect?\n\nFor side effects.\n\n"
    "## Styling\n\n"
    "### What are CSS modules\n\nStyles scoped to a file.\n\n"
    "### How do styled components work\n\nStyles written as components.\n"
)


def test_a_contents_list_of_sections_leaves_the_questions_under_them() -> None:
    """A contents list linking the page's sections, each over its questions: the sections
    are no questions, and the questions under them are not made parts of their answers."""
    got = result(_SECTION_CONTENTS)
    assert [c.question for c in got.deck.cards] == [
        "What is JSX",
        "Explain the virtual DOM",
        "What is useState",
        "Why use useEffect?",
        "What are CSS modules",
        "How do styled components work",
    ]


_PARTIAL_CONTENTS = (
    "# Go Notes\n\n"
    "1. [What is a goroutine](#what-is-a-goroutine)\n"
    "2. [What is a channel](#what-is-a-channel)\n"
    "3. [Explain defer](#explain-defer)\n\n"
    "## What is a goroutine\n\nA light thread run by Go.\n\n"
    "### Starting one\n\nWrite go before a call.\n\n"
    "## How do you stop a goroutine\n\nClose a channel it reads.\n\n"
    "## What is a channel\n\nA typed pipe between goroutines.\n\n"
    "## Explain defer\n\nIt runs a call when the function returns.\n"
)


def test_a_question_the_contents_list_left_out_stays_a_question() -> None:
    """A question heading at the linked questions' level that the list does not name (no
    link back to the top bounding the answer) is a question still; a deeper heading under
    a linked question is its answer's part."""
    got = result(_PARTIAL_CONTENTS)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        (
            "What is a goroutine",
            "A light thread run by Go.\n\n### Starting one\n\nWrite go before a call.",
        ),
        ("How do you stop a goroutine", "Close a channel it reads."),
        ("What is a channel", "A typed pipe between goroutines."),
        ("Explain defer", "It runs a call when the function returns."),
    ]


_CLOSING_SUMMARY = (
    "# Caching Round\n\n"
    '## Q1: "What is a cache?"\n\n'
    "**Answer:** Fast storage for data read often.\n\n"
    '## Q2: "What is eviction?"\n\n'
    "**Answer:** Dropping entries when the cache is full. Policies:\n"
    "- LRU\n"
    "- LFU\n\n"
    "Pick by access pattern.\n\n"
    "**Summary:**\n"
    "✅ Caches\n"
    "✅ Eviction\n\n"
    "Good luck with the round!\n"
)


def test_a_closing_summary_glued_to_the_last_answer_is_reported() -> None:
    """A bold `Summary:` label over the page's checklist and its closing words, right under
    the last answer with no rule between: the page's, cut from the answer and warned."""
    got = result(_CLOSING_SUMMARY)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What is a cache?", "Fast storage for data read often."),
        (
            "What is eviction?",
            "Dropping entries when the cache is full. Policies:\n- LRU\n- LFU\n\n"
            "Pick by access pattern.",
        ),
    ]
    assert any("'**Summary:**'" in warning for warning in got.warnings)


def test_a_last_answer_ending_with_its_own_labelled_list_keeps_it() -> None:
    """`**Steps:**` over a list at the end of the last answer names the answer's own points,
    not the page's summary: it stays in the answer."""
    text = _CLOSING_SUMMARY.split("**Summary:**")[0] + "**Steps:**\n- Measure hits\n- Tune size\n"
    got = result(text)
    assert got.deck.cards[-1].answer == (
        "Dropping entries when the cache is full. Policies:\n- LRU\n- LFU\n\n"
        "Pick by access pattern.\n\n**Steps:**\n- Measure hits\n- Tune size"
    )
