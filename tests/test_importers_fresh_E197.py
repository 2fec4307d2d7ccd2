"""Importer layouts met in judge round Z177 (fix helper J6): each test is the shape of a real
document the importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result


def _quiz(summary: str, key: str, asked: int = 6) -> str:
    """`asked` quiz sections, each a bold stem over numbered options and a fold holding the
    key under `summary` (a page of six or more used to split each question in two)."""
    parts = ["# Python quiz\n"]
    for n in range(1, asked + 1):
        parts.append(
            f"## Quiz {n}\n\n**Which value is number {n}?**\n\n"
            f"1. one\n2. two\n3. three\n4. four\n\n"
            f"<details>\n<summary>{summary}</summary>\n\n**{key}**\n\nBecause it counts.\n\n"
            "</details>\n\n---\n"
        )
    return "\n".join(parts)


def test_a_fold_that_shows_the_answer_in_any_language_holds_the_key() -> None:
    """`<summary>정답 보기</summary>` ("show answer"), `查看答案`, `Показать ответ`, `Xem đáp
    án`, `Voir la réponse`: the fold holds the answer of the question above, never a question;
    `2번` / `2号` / `No. 2` after the answer label keys the second option."""
    for summary, key in (
        ("정답 보기", "정답: 2번"),
        ("查看答案", "答案: 2号"),
        ("Показать ответ", "Ответ: No. 2"),
        ("Xem đáp án", "Đáp án: 2"),
        ("Voir la réponse", "Réponse : 2"),
        ("📌 정답 및 해설", "정답: 2번 (two)"),
    ):
        res = result(_quiz(summary, key))
        cards = res.deck.cards
        assert [c.question for c in cards] == [
            f"Which value is number {n}?" for n in range(1, 7)
        ], summary
        assert all(c.choices == {"A": "one", "B": "two", "C": "three", "D": "four"} for c in cards)
        assert [c.answer for c in cards] == ["B"] * 6, summary
        assert [c.explanation for c in cards] == ["Because it counts."] * 6, summary
        assert not res.skipped


def test_a_fold_whose_summary_asks_with_an_answer_word_is_still_a_question() -> None:
    """Guard: a summary that asks (`정답은 무엇일까요?`, "what is the answer?") is a question,
    its fold the answer, as before."""
    text = (
        "# Notes\n\n"
        "<details>\n<summary>정답은 무엇일까요?</summary>\n\n42입니다.\n\n</details>\n\n"
        "<details>\n<summary>What is the answer to everything?</summary>\n\n42.\n\n</details>\n"
    )
    assert [(c.question, c.answer) for c in result(text).deck.cards] == [
        ("정답은 무엇일까요?", "42입니다."),
        ("What is the answer to everything?", "42."),
    ]


def test_a_counter_word_that_is_not_a_number_key_keys_nothing() -> None:
    """Guard: `2번째 줄` ("the 2nd line") is no option number: no key is read from it."""
    res = result(_quiz("정답 보기", "정답: 2번째 줄에서 멈춥니다"))
    assert len(res.deck.cards) == 6
    assert all(c.choices is None or c.answer != "B" for c in res.deck.cards)


_BLANK_CODE = 'Example:\n```java\nString a = "x";\n\nString b = "x";\n```\n'


def test_a_vitepress_fold_whose_code_holds_a_blank_line_ends_at_its_close() -> None:
    """`::: details Answer` over text and a fenced block with a blank line in it, `:::`: the
    later questions stay questions (they were swallowed into this answer)."""
    text = (
        "# Java notes\n\n"
        "#### What does reflection break?\n::: details Answer\n" + _BLANK_CODE + ":::\n\n"
        "#### What is a constructor?\n::: details Câu trả lời\nA method that builds objects.\n"
        ":::\n\n"
        "#### What does final mean?\n::: details Answer\nIt cannot be reassigned.\n:::\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("What does reflection break?", _BLANK_CODE.rstrip("\n")),
        ("What is a constructor?", "A method that builds objects."),
        ("What does final mean?", "It cannot be reassigned."),
    ]
    assert not res.skipped
    assert not res.warnings


def test_a_details_block_whose_code_holds_a_blank_line_ends_at_its_close() -> None:
    """The same written as `<details>` with no blank line under its summary."""
    text = (
        "# Java notes\n\n"
        "<details><summary>What does reflection break?</summary>\n" + _BLANK_CODE + "</details>\n\n"
        "<details><summary>What is a constructor?</summary>\nA method that builds objects.\n"
        "</details>\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("What does reflection break?", _BLANK_CODE.rstrip("\n")),
        ("What is a constructor?", "A method that builds objects."),
    ]


def test_html_inside_a_fenced_block_fills_nothing() -> None:
    """Guard: a `<div>` line inside a fenced block is code, and a fence a blank line below an
    HTML block is a fence: their blank lines stay blank in the answers."""
    code = "```html\n<div>\n\n<p>x</p>\n</div>\n```"
    text = (
        "## What does this page show?\n\n" + code + "\n\n"
        "## Why is it wrapped?\n\n<div>\n\n```js\nlet a = 1;\n\nlet b = 2;\n```\n\n</div>\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("What does this page show?", code),
        ("Why is it wrapped?", "```js\nlet a = 1;\n\nlet b = 2;\n```"),
    ]
    assert not res.skipped


_ARROWS = (
    "        SHELL QUIZ\n\n"
    "Q1. Which command lists files?\n"
    "    [a] ls <-- good\n"
    "    [b] cd\n"
    "    [c] rm\n\n"
    "Q2. The command pwd prints :\n"
    "    [a] the date\n"
    "    [b] the working directory <- correct answer\n\n"
    "Q3. Which of these copy files?\n"
    "    [a] cp <== right\n"
    "    [b] mv\n"
    "    [c] rsync <-- good\n"
)


def test_options_marked_by_a_back_arrow_and_a_right_word_are_keyed() -> None:
    """`[a] ls <-- good`, `<- correct`, `<== right` at the end of a bracketed option: that
    option is the key (two marked: a warned open card naming both); `QN.` is a label."""
    res = result(_ARROWS, "quiz.txt")
    cards = res.deck.cards
    assert [(c.question, c.choices, c.answer) for c in cards[:2]] == [
        ("Which command lists files?", {"A": "ls", "B": "cd", "C": "rm"}, "A"),
        ("The command pwd prints :", {"A": "the date", "B": "the working directory"}, "B"),
    ]
    assert (cards[2].question, cards[2].answer) == (
        "Which of these copy files?\n\n- A) cp\n- B) mv\n- C) rsync",
        "- cp\n- rsync",
    )
    assert len(res.warnings) == 1
    assert "question 3 has 2 right options (A, C); made an open card" in res.warnings[0]


def test_arrows_that_say_nothing_right_key_nothing() -> None:
    """Guard: an arrow with other words (`<-- see the notes`) or an R assignment in an option
    (`x <- TRUE`) marks no option: the quiz reads as before."""
    text = _ARROWS.replace("<-- good", "<-- see the notes").replace("<- correct answer", "")
    text = text.replace("<== right", "").replace("[b] cd", "[b] x <- TRUE")
    before = result(text.replace("<-- see the notes", ""), "quiz.txt")
    after = result(text, "quiz.txt")
    assert not any(c.choices for c in after.deck.cards)
    assert [c.question for c in after.deck.cards] == [c.question for c in before.deck.cards]
