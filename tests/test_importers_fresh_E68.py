"""Layouts met in the twelfth (2026-11-30) session's rounds, on made-up documents: a numbered
answer whose last step ends in a query's star, a badge line of code spans under each
question heading, a count started again under a one-question section, a question told on
under a `**Questions Details:**` label and answered only by a link elsewhere, and a labelled
note between a question and its answer label."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices)) for c in deck.cards]


def _skipped(text: str) -> list[str]:
    return [s.reason for s in result(text).skipped]


def test_a_numbered_answer_ending_in_a_query_star_is_no_choice() -> None:
    """`3. Never run SELECT * ` as the last step of a numbered answer: the star is the query's,
    no key; read as a mark, the answer became options A-C with an invented key C."""
    text = (
        "# DB\n\n"
        "### 1.How do you speed up a slow table\n\n"
        "1. Add the missing index.\n"
        "2. Split reads from writes.\n"
        "3. Never run SELECT * \n\n"
        "### 2.What is a view\n\n"
        "A stored query.\n"
    )
    assert _cards(text) == [
        (
            "How do you speed up a slow table",
            "1. Add the missing index.\n2. Split reads from writes.\n3. Never run SELECT *",
            {},
        ),
        ("What is a view", "A stored query.", {}),
    ]


def test_a_ticked_numbered_option_still_keys_its_question() -> None:
    """Guard: a tick after one numbered option (`2. **connect** ✓`) is still its key."""
    text = (
        "### Question 1\n**Which method connects a receiver?**\n\n"
        "1. emit\n2. **connect** ✓\n3. send\n\n"
        "### Question 2\n**Which method sends?**\n\n"
        "1. emit\n2. connect\n3. **send** ✓\n"
    )
    cards = _cards(text)
    assert [(q, a) for q, a, _ in cards] == [
        ("Which method connects a receiver?", "B"),
        ("Which method sends?", "C"),
    ]


def _badged(body: str) -> str:
    questions = [
        ("01.什么是缓存", "`初级` `Web`<br><br>\n缓存保存最近的数据。"),
        ("02.什么是队列", "`中级` `Web`<br><br>\n队列先进先出。"),
        ("03.什么是索引", "`中级` `Web` <br>\n\n索引加快查询。"),
        ("04.你用过哪些云", "`高级` `Web`<br><br>"),
    ]
    parts = ["# Web模块\n"]
    for title, answer in questions:
        parts.append(f"## {title}\n{answer}\n\n[返回目录](#目录)\n<br><br>\n")
    return "\n".join(parts) + body


def test_a_badge_line_under_each_heading_is_no_answer_text() -> None:
    """`` `初级` `Web`<br><br> `` under every question heading: the question's tags, not the
    start of its answer; a question with nothing but badges and a back-link is unanswered.
    A count started again at 01 under a one-question section (`# Shell模块`) is the same
    glued-number slip as the series above, and its code-only answer is a card."""
    text = _badged(
        "# Shell模块\n## 01.列举常用命令\n`初级` `Shell`<br><br>\n\n"
        "```shell\ncd ls pwd\n```\n\n[返回目录](#目录)\n"
    )
    assert _cards(text) == [
        ("什么是缓存", "缓存保存最近的数据。", {}),
        ("什么是队列", "队列先进先出。", {}),
        ("什么是索引", "索引加快查询。", {}),
        ("列举常用命令", "```shell\ncd ls pwd\n```", {}),
    ]
    assert len(_skipped(text)) == 1 and "no answer" in _skipped(text)[0]
    assert [c.tags for c in result(text).deck.cards] == [("web",)] * 3 + [("shell",)]


def test_a_tags_field_over_an_answer_is_the_cards_tags() -> None:
    """`**Tags:** Caching, Web` over the answer under a question heading: the card's tags,
    not the answer's first line."""
    text = (
        "# Web\n\n"
        "## What is a cache?\n**Tags:** Caching, Web\n\n  A cache keeps recent data.\n\n"
        "## What is a queue?\nA queue is first in, first out.\n"
    )
    deck = result(text).deck
    assert [(c.question, c.answer, c.tags) for c in deck.cards] == [
        ("What is a cache?", "A cache keeps recent data.", ("caching", "web")),
        ("What is a queue?", "A queue is first in, first out.", ()),
    ]


def test_a_one_span_answer_under_each_heading_stays() -> None:
    """Guard: a cheat sheet's one command under each heading is its answer, each its own."""
    text = (
        "# Git\n\n"
        "## How do you stage a file?\n`git add f`\n\n"
        "## How do you commit?\n`git commit`\n\n"
        "## How do you see the log?\n`git log`\n\n"
        "## How do you push?\n`git push`\n"
    )
    assert [a for _, a, _ in _cards(text)] == [
        "`git add f`",
        "`git commit`",
        "`git log`",
        "`git push`",
    ]


def test_question_details_answered_only_by_a_link_are_unanswered() -> None:
    """`**Questions Details:**` over more of the question, then only `See 👉 [Answer](...)`:
    the details are the question's, and the question has no answer here. On an answered
    question the label goes from the question's text."""
    text = (
        "# Go Questions\n\n"
        "### Q1: How do you declare a slice? ⭐⭐\n\n"
        "**Questions Details:**\n\n"
        "In C an array is fixed. How is a slice written?\n\n"
        "**Answer:**\n\n"
        "Write `[]int{1, 2}`.\n\n"
        "### Q2: What does this print? ⭐⭐⭐\n\n"
        "**Questions Details:**\n\n"
        "Look at the loop:\n\n"
        "```go\nfor i := range 3 { fmt.Print(i) }\n```\n\n"
        " See 👉 **[Answer](https://example.org/go)**\n\n"
        "### Q3: What is a goroutine? ⭐⭐\n\n"
        " See 👉 **[Answer](https://example.org/go)**\n"
    )
    assert _cards(text) == [
        (
            "How do you declare a slice?\n\nIn C an array is fixed. How is a slice written?",
            "Write `[]int{1, 2}`.",
            {},
        )
    ]
    assert len(_skipped(text)) == 2


def test_a_labelled_note_before_the_answer_label_goes_to_the_answer() -> None:
    """`**Coach notes:**` over a screenshot between the question and `**Answer (STAR):**`: a
    note about the answer, moved to its end, not glued onto the question."""
    text = (
        "### Question: How do you handle stress?\n\n"
        "**Coach notes:**\n\n"
        "![shot](img/stress.png)\n\n"
        "**Answer (STAR):**\n"
        "- S: Exams and a job.\n"
        "- R: I planned the week.\n\n"
        "### Question: How do you learn fast?\n\n"
        "**Answer (STAR):**\n"
        "- S: A new tool.\n"
    )
    assert _cards(text) == [
        (
            "How do you handle stress?",
            "- S: Exams and a job.\n- R: I planned the week.\n\n**Coach notes:**\n\n"
            "![shot](img/stress.png)",
            {},
        ),
        ("How do you learn fast?", "- S: A new tool.", {}),
    ]


def test_a_context_label_stays_with_the_question() -> None:
    """Guard: `**Context:**` over the case the question asks about is the question's own."""
    text = (
        "### Question: How would you cut the bill?\n\n"
        "**Context:**\n\n"
        "A team runs ten idle servers.\n\n"
        "**Answer:**\n"
        "Turn off the idle ones.\n"
    )
    assert _cards(text) == [
        (
            "How would you cut the bill?\n\n**Context:**\n\nA team runs ten idle servers.",
            "Turn off the idle ones.",
            {},
        )
    ]
