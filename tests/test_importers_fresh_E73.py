"""Layouts a judge found converted in silence (2026-11-30), on made-up documents: a question
bank page whose `<details>` question ticks several ballot boxes (`☒`), a question answered
only by a `More reading: [title](url)` line, and a bold key letter followed by a comma or a
colon (`**A**, since`, `**A**，公式`, `**B**：因为`) under options that open with their letters."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices)) for c in deck.cards]


def _box(mark: str, text: str) -> str:
    return f"<p>&nbsp;&nbsp;{mark} {text}</p>"


def _fold(question: str, *options: str) -> str:
    return f"<details><summary>{question}</summary><p></p>{''.join(options)}<p></p></details>\n\n"


_BALLOTS = (
    "## Quiz\n\n"
    + _fold(
        "Which of these are compiled languages?",
        _box("☒", "Rust"),
        _box("☐", "Bash"),
        _box("☒", "Go"),
        _box("☐", "Lua"),
    )
    + _fold("Which tool formats Rust code?", _box("☐", "clippy"), _box("☒", "rustfmt"))
)


def test_several_ticked_ballot_boxes_make_an_open_card_with_a_warning() -> None:
    """`☒` on two options of a `<details>` question: one key will not do, so an open card
    lists the options and names the ticked ones, and says so as `Answer: A, C` does."""
    r = result(_BALLOTS)
    assert _cards(_BALLOTS) == [
        (
            "Which of these are compiled languages?\n\n- A) Rust\n- B) Bash\n- C) Go\n- D) Lua",
            "- Rust\n- Go",
            {},
        ),
        ("Which tool formats Rust code?", "B", {"A": "clippy", "B": "rustfmt"}),
    ]
    assert len(r.warnings) == 1
    assert "question #1 has 2 right options (A, C); made an open card" in r.warnings[0]


def test_one_ticked_ballot_box_still_gives_a_choice_card_in_silence() -> None:
    """Guard: one `☒` is the key of a choice card, and nothing is said of it."""
    text = "## Quiz\n\n" + _fold(
        "Which tool formats Rust code?",
        _box("☐", "clippy"),
        _box("☐", "cargo"),
        _box("☒", "rustfmt"),
    )
    r = result(text)
    assert _cards(text) == [
        ("Which tool formats Rust code?", "C", {"A": "clippy", "B": "cargo", "C": "rustfmt"}),
    ]
    assert not r.warnings


_LINK_ONLY = (
    "## Q1. Why is a set lookup fast?\n\n"
    "It hashes the key, so one probe finds it on average.\n\n"
    "_More reading: [Hash tables (Example Wiki)](https://wiki.example.org/Hash_table)_\n\n"
    "## Q2. What is the difference between a mutex and a semaphore?\n\n"
    "_More reading: [Mutex vs semaphore (Example Q&A)](https://qa.example.org/q/42#a7)_\n\n"
    "## Q3. What does a B-tree keep balanced?\n\n"
    "Every leaf is at the same depth.\n\n"
    "## Q4. 什么是一致性哈希？\n\n"
    "延伸阅读：[一致性哈希 (示例百科)](https://wiki.example.org/Consistent_(hashing))\n\n"
    "## Q5. What is a bloom filter?\n\n"
    "See also: [Bloom filter](https://wiki.example.org/Bloom)\n\n"
    "Further reading: <https://blog.example.org/bloom>\n"
)


def test_a_question_answered_only_by_a_more_reading_link_is_reported() -> None:
    """A heading question whose only text is a `More reading:` link (or `See also:`,
    `延伸阅读：`, a URL with brackets in it, one such line or a few) has no answer: reported
    as unanswered, never carded with the link as its answer."""
    r = result(_LINK_ONLY)
    assert [(q, a) for q, a, _ in _cards(_LINK_ONLY)] == [
        (
            "Why is a set lookup fast?",
            "It hashes the key, so one probe finds it on average.\n\n"
            "_More reading: [Hash tables (Example Wiki)](https://wiki.example.org/Hash_table)_",
        ),
        ("What does a B-tree keep balanced?", "Every leaf is at the same depth."),
    ]
    reasons = [s.reason for s in r.skipped]
    assert len(reasons) == 3
    assert reasons[0].startswith("question 2 has no answer (only 'More reading:")
    assert reasons[1].startswith("question 4 has no answer (only '延伸阅读：")
    assert reasons[2].startswith("question 5 has no answer (only 'See also:")


def test_a_link_that_is_the_answer_stays_a_card() -> None:
    """Guard: a link with no reading label (`[the docs](...)`) or a sentence beside the
    label is an answer: such questions stay cards."""
    text = (
        "## Q1. Where is the style guide?\n\n"
        "[PEP 8](https://peps.example.org/pep-0008/)\n\n"
        "## Q2. What is a heap?\n\n"
        "More reading says a heap is a tree where each parent is no larger than its "
        "children: [Heaps](https://wiki.example.org/Heap)\n"
    )
    assert [q for q, _, _ in _cards(text)] == ["Where is the style guide?", "What is a heap?"]
    assert not result(text).skipped


def _lettered_quiz(key: str) -> str:
    return (
        "#### Q1 - Median\n\nWhat is the median of 1, 5 and 9?\n\n"
        "- A 5\n- B 1\n- C 9\n\n"
        f"<details>\n<summary>Answer</summary>\n\n{key}\n\n</details>\n\n"
        "#### Q2 - Range\n\nWhat is the range of 1, 5 and 9?\n\n"
        "- A 4\n- B 8\n- C 9\n\n"
        "<details>\n<summary>Answer</summary>\n\n**B** since 9 - 1 = 8.\n\n</details>\n"
    )


def test_a_bold_key_letter_then_a_comma_or_colon_is_the_key() -> None:
    """`**A**, since`, `**A**; since`, `**A**: since`, and the full-width `**A**，`, `**A**：`
    of a Chinese answer: the letter is the key and the rest the explanation, as after
    `**A** since` (the second question)."""
    for key, why in (
        ("**A**, since 5 is in the middle.", "since 5 is in the middle."),
        ("**A**; since 5 is in the middle.", "since 5 is in the middle."),
        ("**A**: since 5 is in the middle.", "since 5 is in the middle."),
        ("**A**，因为 5 在中间。", "因为 5 在中间。"),
        ("**A**：因为 5 在中间。", "因为 5 在中间。"),
    ):
        r = result(_lettered_quiz(key))
        cards = r.deck.cards
        assert [(c.answer, c.explanation) for c in cards] == [
            ("A", why),
            ("B", "since 9 - 1 = 8."),
        ], key
        assert cards[0].question == "Median\n\nWhat is the median of 1, 5 and 9?"
        assert dict(cards[0].choices) == {"A": "5", "B": "1", "C": "9"}
        assert not r.warnings


def test_a_chinese_key_with_a_full_width_colon_names_any_letter() -> None:
    """`**C**：` (not the `A:` of a Q&A note) is read the same way under lettered options."""
    text = (
        "## Q1 - 排序\n\n下列哪个排序算法是稳定的？\n\n- A 快速排序\n- B 堆排序\n- C 归并排序\n\n"
        "<details>\n<summary>答案</summary>\n<div>\n\n**C**：归并排序不改变相等元素的次序。\n\n"
        "</div>\n</details>\n"
    )
    cards = result(text).deck.cards
    assert [(c.answer, c.explanation) for c in cards] == [("C", "归并排序不改变相等元素的次序。")]


def test_an_a_label_under_plain_bullets_stays_the_answer_label() -> None:
    """Guard: `Answer:` over `**A**: text` under a question's plain bullet points is a Q&A
    note's `A:` label, not option A: an open card with the text as its answer."""
    text = (
        "## Q1. Name two stable sorts\n\n- merge\n- insertion\n\n"
        "Answer:\n\n**A**: Merge sort and insertion sort keep equal keys in order.\n"
    )
    assert _cards(text) == [
        (
            "Name two stable sorts\n\n- merge\n- insertion",
            "Merge sort and insertion sort keep equal keys in order.",
            {},
        )
    ]


def test_two_key_letters_after_a_comma_are_no_single_key() -> None:
    """Guard: `**A，C**` names two options, not A with `C` as its explanation: an open card
    naming both, with the warning."""
    r = result(_lettered_quiz("**A，C**"))
    assert r.deck.cards[0].answer == "- 5\n- 9"
    assert any("has 2 right options (A, C)" in w for w in r.warnings)
