"""Layouts met in the twelfth (2026-11-30) session's rounds, on made-up documents: numbered
one-line quiz items answered by a bold span at the end of the line (Chinese answer sheets,
the chosen options listed as `A: x、B: y`), and whole-line bold questions over bullets among
which some are titles without a question mark (`**`x` vs `y`**`), the first one too; and
`<details>` questions folded, inside a wrapper `<div>`, in a section's `<details>`."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices)) for c in deck.cards]


def _skipped(text: str) -> list[str]:
    return [s.reason for s in result(text).skipped]


_SHEET = (
    "一段关于作者的介绍。\n\n"
    "1. 覆盖业务流程时可以使用的方法为**流程法**\n"
    "2. 表单字段应该检查哪些方面？**A: 长度、B: 格式**\n"
    "3. 关于缓存，下列说法错误的是：**选项B: 缓存永不过期**|因为会过期\n"
    "4. 与**队列**有关的工具有？**A：甲、B：乙**\n"
    "5. 接口只能同步调用\n"
    "6. 为什么要加索引？因为查询更快\n"
    "7. 发布流程包括？**A：构建、B：部署**\n\n"
    "给一个数组，统计其中的负数。\n\n"
    "```python\nprint(1)\n```\n"
)


def test_numbered_items_answered_by_a_bold_tail() -> None:
    """`N. stem？**answer**` on most numbered lines: each line is a question (the text before
    the bold span, bold words inside it kept) with its answer (the span and any note after
    it); no split at a colon inside the bold answer, no `A:` read as an answer label."""
    assert _cards(_SHEET) == [
        ("覆盖业务流程时可以使用的方法为", "流程法", {}),
        ("表单字段应该检查哪些方面？", "A: 长度、B: 格式", {}),
        ("关于缓存，下列说法错误的是：", "**选项B: 缓存永不过期**|因为会过期", {}),
        ("与**队列**有关的工具有？", "A：甲、B：乙", {}),
        ("为什么要加索引？", "因为查询更快", {}),
        ("发布流程包括？", "A：构建、B：部署", {}),
    ]


def test_a_plain_statement_among_bold_answered_items_is_reported() -> None:
    """A numbered statement with no bold answer is reported, never glued onto the card above;
    the task typed after the list is reported too, not appended to the last item."""
    reasons = _skipped(_SHEET)
    assert any("question 5 has no answer" in r for r in reasons)
    warnings = result(_SHEET).warnings
    assert any("给一个数组" in w and "no card" in w for w in warnings)


def test_a_few_bold_tails_among_numbered_questions_change_nothing() -> None:
    """Guard: numbered questions most of which have no bold tail keep their usual reading."""
    text = (
        "# Notes\n\n"
        "1. What is a cache?\n\n   A fast store.\n\n"
        "2. What is a queue?\n\n   A line of jobs.\n\n"
        "3. What is a lock?\n\n   A guard, see **mutex**\n\n"
        "4. What is a log?\n\n   A record.\n"
    )
    assert _cards(text) == [
        ("What is a cache?", "A fast store.", {}),
        ("What is a queue?", "A line of jobs.", {}),
        ("What is a lock?", "A guard, see **mutex**", {}),
        ("What is a log?", "A record.", {}),
    ]


def test_chosen_letters_answer_keeps_its_first_letter() -> None:
    """Guard: an `A:` that is a real answer label still goes (`A: Paris` under `Q:`)."""
    text = "Q: Capital of France?\nA: Paris\n\nQ: Capital of Spain?\nA: Madrid\n"
    assert [(q, a) for q, a, _ in _cards(text)] == [
        ("Capital of France?", "Paris"),
        ("Capital of Spain?", "Madrid"),
    ]


def test_a_bold_answer_label_over_lowercase_fields_still_goes() -> None:
    """Guard: `**A:** x { a: 1, b: 2 }` is the answer label and its answer: the lowercase
    fields inside are no chosen letters."""
    text = (
        "**Q:** What does keyof give?\n**A:** A union of keys: `keyof { a: 1, b: 2 }`.\n\n"
        "**Q:** What does typeof give?\n**A:** The type of a value.\n"
    )
    assert [(q, a) for q, a, _ in _cards(text)] == [
        ("What does keyof give?", "A union of keys: `keyof { a: 1, b: 2 }`."),
        ("What does typeof give?", "The type of a value."),
    ]


_BOLD_NOTES = (
    "**Why does a timer leak? Show a case**\n\n"
    "- It keeps a reference alive.\n\n"
    "**What is scope?**\n\n"
    "- Where a name is visible.\n\n"
    "**What is a closure?**\n\n"
    "- A function with its scope.\n\n"
    "## Strings\n\n"
    "**`trim` vs `strip`**\n\n"
    "- `trim` is the JavaScript name.\n"
    "- `strip` is the Python name.\n\n"
    "**What is a template literal?**\n\n"
    "- A string with placeholders.\n"
)


def test_bold_titles_among_bold_questions_are_questions() -> None:
    """Whole-line bold questions over bullets: a bold title of the same shape without `?` is
    a question, and a first one is no deck title (its answer was dropped as introduction)."""
    r = result(_BOLD_NOTES)
    assert r.deck.name != "Why does a timer leak? Show a case"
    assert [(q, a) for q, a, _ in _cards(_BOLD_NOTES)] == [
        ("Why does a timer leak? Show a case", "- It keeps a reference alive."),
        ("What is scope?", "- Where a name is visible."),
        ("What is a closure?", "- A function with its scope."),
        ("`trim` vs `strip`", "- `trim` is the JavaScript name.\n- `strip` is the Python name."),
        ("What is a template literal?", "- A string with placeholders."),
    ]
    assert not r.warnings


def test_a_short_bold_label_inside_a_bold_question_answer_stays_in_it() -> None:
    """Guard: a bold word or a label over bullets inside an answer (`**Pros**`, `**Note:**`)
    is part of that answer, not a question."""
    text = (
        "**What is a cache?**\n\n- A fast store.\n\n**Pros**\n\n- Speed.\n\n"
        "**What is a queue?**\n\n- A line of jobs.\n\n**Note on the order:**\n\n- FIFO.\n\n"
        "**What is a lock?**\n\n- A guard.\n"
    )
    assert [q for q, _, _ in _cards(text)] == [
        "What is a cache?",
        "What is a queue?",
        "What is a lock?",
    ]


def test_an_unnumbered_bold_title_among_numbered_bold_questions_stays_in_the_answer() -> None:
    """Guard: among numbered bold questions (`**3. What is X?**`), an unnumbered bold title
    over bullets (`**🔐 Key store setup**`) is a section of the answer above, no question."""
    text = (
        "**1. What is a pod?**\n\n- The smallest unit.\n\n"
        "**2. What is a node?**\n\n- A machine.\n\n"
        "**3. What is a secret?**\n\n- A hidden value.\n\n"
        "**🔐 Key store setup**\n\n- Keep keys in the vault.\n"
    )
    assert [q for q, _, _ in _cards(text)] == [
        "What is a pod?",
        "What is a node?",
        "What is a secret?",
    ]


_FOLDED = (
    "# Notes\n\n"
    "<details open>\n"
    "  <summary><span>Basics</span> <span>open</span></summary>\n"
    '  <div class="content">\n\n'
    "  <details>\n"
    "    <summary><b>Q1. What is a heap?</b></summary>\n"
    "    <div><p>A tree kept in order.</p></div>\n"
    "  </details>\n\n"
    "  <details>\n"
    "    <summary><b>Q2. What is a trie?</b></summary>\n"
    "    <div><p>A tree of prefixes.</p></div>\n"
    "  </details>\n\n"
    "  </div>\n"
    "</details>\n"
)


def test_details_questions_folded_in_a_wrapped_section_fold() -> None:
    """An outer fold whose body holds two or more folds that ask, inside a wrapper `<div>`,
    is their section: each inner fold is a card (all were merged into one under the
    section's summary)."""
    assert [(q, a) for q, a, _ in _cards(_FOLDED)] == [
        ("What is a heap?", "A tree kept in order."),
        ("What is a trie?", "A tree of prefixes."),
    ]


def test_a_fold_with_one_fold_in_its_answer_stays_one_question() -> None:
    """Guard: a question fold whose answer holds one fold (a detail) is one card."""
    text = (
        "<details>\n<summary>What is a heap?</summary>\n<div>\n\n"
        "A tree kept in order.\n\n"
        "<details>\n<summary>Example</summary>\n\n[1, 3, 2]\n\n</details>\n\n"
        "</div>\n</details>\n\n"
        "<details>\n<summary>What is a trie?</summary>\n\nA tree of prefixes.\n\n</details>\n"
    )
    assert [q for q, _, _ in _cards(text)] == ["What is a heap?", "What is a trie?"]


def test_a_rating_badge_after_a_fold_summary_is_no_question_text() -> None:
    """`<b>Q1. What is X?</b><span>✅🟩🟩</span>`: the badge run goes from the question."""
    text = _FOLDED.replace("heap?</b>", "heap?</b><span>✅🟩🟩🟩</span>")
    assert [q for q, _, _ in _cards(text)] == ["What is a heap?", "What is a trie?"]
