"""Layouts found wrong by the judges of rounds Z140 and Z141 (2026-11-30), on made-up
documents: a Japanese practice set's `### 答え` fold naming two numbered options, and its
last questions with options and no fold at all; a Chinese code quiz asking its question in
a bold line after the code; task boxes holding only their letter over a formula or a picture."""

from __future__ import annotations

from srs.importers.askedbelow import asked_after_code
from srs.importers.labelledboxes import lettered_boxes
from srs.importers.listedkeys import numbered_key
from srs.importers.values import Line
from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices)) for c in deck.cards]


def _fold(*keys: str, why: str = "理由は本文のとおり。") -> str:
    listed = "\n".join(keys)
    return (
        "<details>\n<summary>答えと解説</summary>\n\n"
        f"### 答え\n{listed}\n\n### 解説\n{why}\n\n</details>\n"
    )


_ONE = "## 問題1\n次のうち哺乳類を1つ選びなさい。\n\n1. クジラ\n2. マグロ\n3. サメ\n\n" + _fold(
    "1. クジラ", why="クジラは肺で呼吸する。"
)
_TWO = "\n## 問題2\n次のうち果物を2つ選びなさい。\n\n1. りんご\n2. にんじん\n3. ぶどう\n\n" + _fold(
    "1. りんご", "3. ぶどう", why="にんじんは野菜。"
)
_BARE = "\n## 問題3\n次のうち金属を1つ選びなさい。\n\n1. 木\n2. 鉄\n3. 紙\n"


def test_a_fold_naming_two_numbered_options_makes_an_open_card_naming_both() -> None:
    """Read a line at a time, `1. りんご` was the key (A) and `3. ぶどう` went into the
    explanation: a wrong single key, no warning."""
    got = result(_ONE + _TWO)
    first, second = got.deck.cards
    assert (first.answer, dict(first.choices)) == ("A", {"A": "クジラ", "B": "マグロ", "C": "サメ"})
    assert first.explanation == "クジラは肺で呼吸する。"
    assert second.question == (
        "次のうち果物を2つ選びなさい。\n\n- A) りんご\n- B) にんじん\n- C) ぶどう"
    )
    assert (second.answer, second.explanation, dict(second.choices)) == (
        "- りんご\n- ぶどう",
        "にんじんは野菜。",
        {},
    )
    assert list(got.warnings) == [
        "doc.md:30: question 2 has 2 right options (A, C); made an open card"
    ]


def test_a_fold_naming_one_numbered_option_keys_it() -> None:
    """Guard: one item under `### 答え` is the single key, whichever option it is."""
    text = _ONE + _TWO.replace("1. りんご\n3. ぶどう\n\n### 解説", "3. ぶどう\n\n### 解説")
    assert [(c.answer, c.explanation) for c in result(text).deck.cards] == [
        ("A", "クジラは肺で呼吸する。"),
        ("C", "にんじんは野菜。"),
    ]


def test_numbered_items_that_do_not_repeat_their_options_are_no_key() -> None:
    """Guard: a numbered list under the label whose items are not the options their numbers
    name (an answer's own points) is no list of right options."""
    lines = [Line(1, "1. りんご"), Line(2, "2. ぶどう")]
    assert numbered_key(lines, 0, ["りんご", "にんじん", "ぶどう"]) is None
    assert numbered_key(lines[:1], 0, ["りんご", "にんじん", "ぶどう"]) is None
    lines = [Line(1, "1. りんご"), Line(2, "3. **ぶどう**。")]
    assert numbered_key(lines, 0, ["りんご", "にんじん", "ぶどう"]) == ("A, C", 2)


def test_options_with_no_fold_among_keyed_ones_are_reported_unanswered() -> None:
    """`## 問題3` has its stem and numbered options and no fold: carded, its own options
    were its answer. Its keyed siblings number their options so: it is a choice question
    nobody keyed."""
    got = result(_ONE + _TWO + _BARE)
    assert [c.question.split("\n")[0] for c in got.deck.cards] == [
        "次のうち哺乳類を1つ選びなさい。",
        "次のうち果物を2つ選びなさい。",
    ]
    assert [(s.line, s.reason) for s in got.skipped] == [
        (38, "question 3 has options but no answer letter; skipped")
    ]


def test_a_numbered_answer_in_notes_without_choice_questions_is_an_answer() -> None:
    """Guard: with no choice question numbering its options, a numbered list under a
    question is its answer."""
    text = (
        "## Q1\nName the three states of water.\n\n1. Ice\n2. Liquid water\n3. Steam\n\n"
        "## Q2\nWhat boils water?\n\nHeat.\n"
    )
    assert _cards(text) == [
        ("Name the three states of water.", "1. Ice\n2. Liquid water\n3. Steam", {}),
        ("What boils water?", "Heat.", {}),
    ]


def test_a_numbered_answer_among_lettered_choice_questions_is_an_answer() -> None:
    """Guard: choice questions whose options are lettered (`A) ...`) say nothing of a
    numbered list under another question: that list is its answer."""
    keyed = "\n\nA) Ice\nB) Steam\nC) Sand\n\nAnswer: {}\n\n"
    text = (
        "## Q1\nWhich one is solid water?"
        + keyed.format("A")
        + "## Q2\nWhich one is a gas?"
        + keyed.format("B")
        + "## Q3\nName the three states of water.\n\n1. Ice\n2. Liquid water\n3. Steam\n"
    )
    cards = _cards(text)
    assert [(q, a) for q, a, _ in cards] == [
        ("Which one is solid water?", "A"),
        ("Which one is a gas?", "B"),
        ("Name the three states of water.", "1. Ice\n2. Liquid water\n3. Steam"),
    ]


_CODE_QUIZ = (
    "#### 1. 阅读下面的代码：（字典）\n"
    "```python\nd = {'a': 1}\nd.setdefault('b', 2)\n```\n"
    "**d 现在有几个键？**\n"
    "```python\n2\n```\n"
    "setdefault 在键不存在时插入它。\n"
    "#### 2. 元组可以修改吗？\n"
    "**答案：**不可以，元组不可变。\n"
)


def test_a_bold_question_after_the_code_is_the_questions() -> None:
    """The bold line asks what the card is about: after the code, in the question; the
    answer is what follows it."""
    (first, second) = _cards(_CODE_QUIZ)
    assert first == (
        "阅读下面的代码：（字典）\n\n```python\nd = {'a': 1}\nd.setdefault('b', 2)\n```"
        "\n\nd 现在有几个键？",
        "```python\n2\n```\nsetdefault 在键不存在时插入它。",
        {},
    )
    assert second == ("元组可以修改吗？", "不可以，元组不可变。", {})


def test_a_bold_question_opening_the_answer_to_an_asking_question_stays() -> None:
    """Guard: under a question that asks (`?` of its own), a bold question opening the
    answer is the answer's own follow-up; nor does one move that is the whole answer or
    that follows no code."""
    question = "What does this print?\n\n```python\nprint(1)\n```"
    answer = "**Why not 2?**\n\nIt prints 1."
    assert asked_after_code(question, answer) == (question, answer)
    shown = "Here is some code:\n\n```python\nprint(1)\n```"
    assert asked_after_code(shown, "**What does it print?**") == (shown, "**What does it print?**")
    plain = "Here is some text."
    assert asked_after_code(plain, answer) == (plain, answer)


_BOXES = (
    "**1.** Which number is prime?\n"
    "- [ ] $4$\n"
    "- [x] $7$\n\n"
    "**2.** Which fraction equals one half?\n\n"
    "- [ ] (A)\n\n"
    "$$\\frac{2}{3}$$\n"
    "- [x] (B)\n\n"
    "$$\\frac{3}{6}$$\n"
    "- [ ] (C)\n\n"
    "![three quarters](img/q.png)\n\n"
    "**3.** Which sign means less than?\n\n"
    "- [x] (A)\n\n"
    "$$\n<\n$$\n"
    "- [ ] (B)\n\n"
    "$$\n>\n$$\n"
)


def test_boxes_holding_only_their_letter_take_the_option_below() -> None:
    """`- [x] (B)`, a blank line, then the formula or picture: keyed choice questions with
    those options, no raw boxes left in any card."""
    got = result(_BOXES)
    assert [(c.question, c.answer, dict(c.choices)) for c in got.deck.cards] == [
        ("Which number is prime?", "B", {"A": "$4$", "B": "$7$"}),
        (
            "Which fraction equals one half?",
            "B",
            {
                "A": "$$\\frac{2}{3}$$",
                "B": "$$\\frac{3}{6}$$",
                "C": "![three quarters](img/q.png)",
            },
        ),
        ("Which sign means less than?", "A", {"A": "$$ < $$", "B": "$$ > $$"}),
    ]
    assert not got.warnings


def test_boxes_with_their_text_or_out_of_order_stay_as_written() -> None:
    """Guard: a box whose text is on its own line, a run not lettered from A in order, and a
    letter over two paragraphs are left to the readers as they were."""
    same_line = "- [x] (A) $4$\n\n$$x$$\n- [ ] (B) $7$\n"
    assert lettered_boxes(same_line) == same_line
    unordered = "- [x] (B)\n\n$$x$$\n- [ ] (A)\n\n$$y$$\n"
    assert lettered_boxes(unordered) == unordered
    two_paragraphs = "- [x] (A)\n\n$$x$$\nmore words\n- [ ] (B)\n\n$$y$$\n"
    assert lettered_boxes(two_paragraphs) == two_paragraphs
    alone = "- [x] (A)\n\n$$x$$\n"
    assert lettered_boxes(alone) == alone
