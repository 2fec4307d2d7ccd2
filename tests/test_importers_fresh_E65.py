"""Layouts met in the twelfth (2026-11-30) session's first rounds, on made-up documents:
HTML paragraphs indented by an editor, a quote's lazy line, a self-check list after a quiz,
a key repeating an option that opens with a dash, options that repeat a bare letter, and a
figure over a key."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str], str]]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices), c.explanation) for c in deck.cards]


def test_an_indented_paragraph_tag_is_no_code_block() -> None:
    """`    <p>A cache ...` over a blank and `... speed.</p>`: the four blanks are the HTML's
    layout. Kept, the answer opened with an indented code block."""
    text = (
        "# CS\n\n"
        "<details>\n"
        "  <summary>1. What is a cache?</summary>\n"
        "  <br>\n"
        "    <p>A cache keeps recent data close.\n\n"
        "It trades memory for speed.</p>\n"
        "</details>\n\n"
        "<details>\n"
        "  <summary>2. What is a queue?</summary>\n"
        "    <p>A queue is first in, first out.</p>\n"
        "</details>\n"
    )
    assert [(q, a) for q, a, _, _ in _cards(text)] == [
        ("What is a cache?", "A cache keeps recent data close.\n\nIt trades memory for speed."),
        ("What is a queue?", "A queue is first in, first out."),
    ]


def test_a_paragraph_closed_by_its_tag_two_lines_down_is_kept() -> None:
    """`  <p>A ...` / blank / `B ...</p>` under a heading: the second paragraph ends in `>`
    and was read as a section's title under a nested answer, and lost without a word."""
    text = (
        "# T\n\n"
        "## What is a cache?\n\n"
        "  <p>A cache keeps data.\n\n"
        "It trades memory.</p>\n\n"
        "## What is a queue?\n\n"
        "A queue is FIFO.\n"
    )
    assert [(q, a) for q, a, _, _ in _cards(text)] == [
        ("What is a cache?", "A cache keeps data.\n\nIt trades memory."),
        ("What is a queue?", "A queue is FIFO."),
    ]


def test_text_after_an_inline_tag_keeps_its_blank() -> None:
    """Guard: only the blanks before a block's tag at a line's start go (`**a** <div>b`)."""
    from srs.importers.html import html_to_markdown

    assert html_to_markdown("<b>a</b> <div>b</div>") == "**a** b"
    assert html_to_markdown("x\n    <p>A queue</p>") == "x\nA queue"


def test_a_lazy_line_in_a_quoted_answer_keeps_the_quote_going() -> None:
    """`> **Answer:**` / `> * a` / `goes on` / `> * b`: the unmarked line is a lazy line of
    the quote; the `>` after it was left in the card."""
    text = (
        "# Types\n\n"
        "### 1. What are the primitive types?\n\n"
        "> **Answer:**\n"
        "> * `a`: first kind\n"
        "continued line without marker\n"
        "> * `b`: second kind\n\n"
        "### 2. What is a union?\n\n"
        "> **Answer:**\n"
        "> A type that is one of several.\n"
    )
    assert [(q, a) for q, a, _, _ in _cards(text)] == [
        (
            "What are the primitive types?",
            "* `a`: first kind\ncontinued line without marker\n* `b`: second kind",
        ),
        ("What is a union?", "A type that is one of several."),
    ]


_QUIZ = (
    "# Docker Quiz\n\n"
    "### Question 1: Images\n\n"
    "**What does an image hold?**\n\n"
    "A) A running process\n"
    "B) A file system snapshot\n"
    "C) A network\n\n"
    "**Answer:** B) A file system snapshot\n\n"
    "---\n\n"
    "### Question 2: Ports\n\n"
    "**Which flag publishes a port?**\n\n"
    "A) -v\n"
    "B) -e\n"
    "C) -p\n\n"
    "**Answer:** C) -p\n\n"
    "---\n\n"
)


def test_a_self_check_list_after_a_quiz_is_no_card() -> None:
    """`✅ **Can you...**` over unticked boxes that each ask and links to review: a list for
    the reader to tick, reported as having no answer, never a card whose answer is the list."""
    text = _QUIZ + (
        "## Check yourself\n\n"
        "✅ **Are you able to...**\n"
        "- [ ] start a service?\n"
        "- [ ] read its logs?\n\n"
        "**If not**, go back to:\n"
        "- [notes.md](notes.md)\n"
    )
    got = result(text)
    assert [c.answer for c in got.deck.cards] == ["B", "C"]
    assert any("no answer" in skip.reason for skip in got.skipped)


def test_a_key_repeating_an_option_that_opens_with_a_dash_explains_nothing() -> None:
    """`**Answer:** C) -p` for the option `-p`: the dash was read as the separator, and `p`
    became the explanation."""
    cards = _cards(_QUIZ)
    assert [(a, e) for _, a, _, e in cards] == [("B", ""), ("C", "")]


def test_a_checklist_answer_of_statements_stays_an_answer() -> None:
    """Guard: a checklist that does not ask (`- [ ] backups`) answers its question."""
    text = (
        "## What goes on a release checklist?\n\n"
        "- [ ] backups taken\n"
        "- [ ] monitoring on\n\n"
        "## What is a rollback?\n\n"
        "Going back to the last good release.\n"
    )
    assert next(a for _, a, _, _ in _cards(text)) == "- [ ] backups taken\n- [ ] monitoring on"


def test_options_that_repeat_a_bare_letter_lose_it_and_a_figure_over_the_key() -> None:
    """`- A (1,2)` / `- B (5,6)` options under a question, the key in a fold after a figure
    (`![fig](x.png)` over `**B** because ...`): the letter stayed in each option (`A) A
    (1,2)`), and the figure hid the key: an open card."""
    text = (
        "# 测验\n\n"
        "## Q1 距离\n\n"
        "下面哪一组点的距离最近？\n\n"
        "- A (1,2), (3,4)\n"
        "- B (5,6), (5,7)\n"
        "- C (0,0), (9,9)\n\n"
        "<details>\n<summary>答案</summary>\n<div>\n\n"
        "![fig](x.png)\n\n"
        "**B** 因为它们只差一。\n\n"
        "</div>\n</details>\n\n"
        "## Q2 计算\n\n"
        "下面哪个是偶数？\n\n"
        "- A 3\n"
        "- B 4\n"
        "- C 5\n\n"
        "<details>\n<summary>答案</summary>\n<div>\n\n"
        "**B** 4 是偶数。\n\n"
        "</div>\n</details>\n"
    )
    cards = _cards(text)
    assert [(c, a, e) for _, a, c, e in cards] == [
        (
            {"A": "(1,2), (3,4)", "B": "(5,6), (5,7)", "C": "(0,0), (9,9)"},
            "B",
            "![fig](x.png)\n\n因为它们只差一。",
        ),
        ({"A": "3", "B": "4", "C": "5"}, "B", "4 是偶数。"),
    ]


def test_options_opening_with_the_word_a_keep_it() -> None:
    """Guard: `- A cat` / `- Bob`: a bare `A` is a word unless every option opens with its
    own letter in turn."""
    text = "## Which is a pet?\n\n- A cat\n- Bob\n\n**Answer:** A cat\n"
    [(_, answer, choices, _)] = _cards(text)
    assert (answer, choices) == ("A", {"A": "A cat", "B": "Bob"})


def test_a_lettered_list_in_an_answer_in_sections_is_no_options() -> None:
    """`### 14. Explain PCB. Also types of schedulers.` over `#### 1. PCB:` / text /
    `#### 2. Types:` / `- (a) ...`: the answer is in sections, its last one a lettered list,
    not options. The question was skipped as having options and no key."""
    text = (
        "# OS\n\n"
        "### 13. What is a process?\n\n"
        "A program in execution.\n\n"
        "### 14. Explain PCB. Also types of schedulers.\n\n"
        "#### 1. PCB:\n"
        "It stores the state of a process.\n\n"
        "#### 2. Types:\n"
        "  - (a) Long-term: picks new jobs\n"
        "  - (b) Short-term: picks next on CPU\n"
    )
    cards = _cards(text)
    assert [(q, c) for q, _, c, _ in cards] == [
        ("What is a process?", {}),
        ("Explain PCB. Also types of schedulers.", {}),
    ]
    assert cards[1][1].endswith("- (b) Short-term: picks next on CPU")


def test_a_stem_under_the_question_keeps_its_options() -> None:
    """Guard: `### Question 5` / stem / `#### Options` / `- a) ...` with a key: the stem is
    under no sub-heading of its own, so the list is the options."""
    text = (
        "### Question 5\n\nPick the even number.\n\n#### Options\n- a) 3\n- b) 4\n\n**Answer:** b\n"
    )
    [(_, answer, choices, _)] = _cards(text)
    assert (answer, choices) == ("B", {"A": "3", "B": "4"})


def test_toml_front_matter_names_the_deck_and_is_no_introduction() -> None:
    """A Hugo or Zola page opens with TOML between `+++` lines: the deck was named `+++` and
    the block warned as the introduction."""
    text = (
        "+++\n"
        'title = "Rust Questions"\n'
        'date = "2024-12-27"\n\n'
        "[extra]\n"
        "meta = [\n"
        '    {property = "og:title", content = "Rust Questions"},\n'
        "]\n"
        "+++\n\n"
        "1. **What is ownership?**\n"
        "   - Each value has one owner.\n\n"
        "2. **What is borrowing?**\n"
        "   - Using a value through a reference.\n"
    )
    got = result(text)
    assert got.deck.name == "Rust Questions"
    assert [c.question for c in got.deck.cards] == ["What is ownership?", "What is borrowing?"]
    assert not got.warnings


def test_a_rule_of_pluses_over_prose_is_no_front_matter() -> None:
    """Guard: `+++` over prose and another `+++` is no TOML front matter."""
    from srs.importers.titles import front_matter
    from srs.importers.values import Line

    def lines(text: str) -> list[Line]:
        return [Line(k + 1, t) for k, t in enumerate(text.split("\n"))]

    assert front_matter(lines("+++\nSome words here.\n+++\n\nText.")) == (0, None)
    assert front_matter(lines('+++\ntitle = "T"\n+++\n\nText.')) == (3, "T")


def test_a_back_to_top_link_with_its_arrow_in_brackets_is_page_furniture() -> None:
    """`[[↑] Back to top](#java)` (the arrow in brackets of its own) after each answer: it was
    the last line of every answer, in any language (`[[↑] 맨 위로](#java)`)."""
    text = (
        "# J\n\n"
        "### What is X?\nX is a thing.\n\n[[↑] Back to top](#java)\n\n"
        "### What is Y?\nY is another.\n\n[[↑] 맨 위로](#java)\n"
    )
    assert [a for _, a, _, _ in _cards(text)] == ["X is a thing.", "Y is another."]


def test_a_bracketed_link_that_goes_elsewhere_stays() -> None:
    """Guard: `[[1] The paper](#refs)` names no top or contents: it is the answer's."""
    text = "### What is Z?\nZ is a letter.\n\n[[1] The paper](#refs)\n"
    assert [a for _, a, _, _ in _cards(text)] == ["Z is a letter.\n\n[[1] The paper](#refs)"]
