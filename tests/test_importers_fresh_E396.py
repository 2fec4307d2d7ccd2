"""Importer layouts met on a fresh public document (held-out round Z230: a Chinese exam bank
whose answers hide in `<details>` folds), each written small.

The shapes: a numbered stem `N.**stem**______。` over indented options `A.`-`D.`, then a
fold `<summary> 答案 </summary>` over `<b>答案：X。</b>` and its explanation; a fold nested
in such an answer; the stem's own code block indented in the item; a key written `答案 C。`
(no colon); a section of numbered tasks stated without a question mark, each over its fold.
None of these is a copy of the document.
"""

from __future__ import annotations

from tests.importing import result

_OPTIONS = "   A. 甲  \n   B. 乙  \n   C. 丙  \n   D. 丁  \n"
_CHOICES = {"A": "甲", "B": "乙", "C": "丙", "D": "丁"}


def _fold(body: str) -> str:
    """An answer fold as the bank writes one: blank lines and `<p></p>` spacers round it."""
    return f"<details>\n\n<summary> 答案 </summary>\n\n<p></p>\n\n{body}\n\n<p></p>\n</details>\n\n"


def _mcq(number: int, stem: str, key_line: str, *, code: str = "", extra: str = "") -> str:
    """One multiple-choice question: its stem (its code indented under it), options, fold."""
    return f"{number}.**{stem}**______。  \n{code}{_OPTIONS}\n" + _fold(f"{key_line}{extra}")


_NESTED = "\n\n<details>\n<summary>为什么 UDP 更快 ?</summary>\n<p></p>\n没有握手。\n</details>"
_CODE = "   ```python\n   for i in range(3):\n       print(i)\n   ```  \n"


def _bank(*, nested: str = "", code: str = "", key3: str = "<b>答案：C。</b>") -> str:
    return "### 选择题\n\n" + "".join(
        (
            _mcq(1, "TCP 是面向", "<b>答案：B。</b> 它面向连接。", extra=nested),
            _mcq(2, "下列程序的输出为", "<b>答案：A。</b> 循环三次。", code=code),
            _mcq(3, "IP 地址长度为", key3),
            _mcq(4, "DNS 使用端口", "<b>答案：D。</b> 常用 53。"),
        )
    )


def _keys(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


_KEYED = [
    ("**TCP 是面向**______。", "B"),
    ("**下列程序的输出为**______。", "A"),
    ("**IP 地址长度为**______。", "C"),
    ("**DNS 使用端口**______。", "D"),
]


def test_the_bank_as_written_without_the_new_shapes_reads_as_before() -> None:
    """The near miss: the same bank with no nested fold, no code, every key `答案：X。`."""
    imported = result(_bank())
    assert [(c.question, c.answer) for c in imported.deck.cards] == _KEYED
    assert all(c.choices == _CHOICES for c in imported.deck.cards)
    assert imported.warnings == ()


def test_a_fold_nested_in_an_answer_fold_is_that_answer_s_detail() -> None:
    """`<summary>为什么 UDP 更快 ?</summary>` inside the fold of question 1's answer: it was
    read as a card of its own (a question that asks), question 2's stem and key glued to it
    and question 2 lost; it is the explanation's, its summary kept in bold."""
    imported = result(_bank(nested=_NESTED))
    cards = imported.deck.cards
    assert [(c.question, c.answer) for c in cards] == _KEYED
    assert cards[0].explanation == "它面向连接。\n\n**为什么 UDP 更快 ?**\n没有握手。"
    assert imported.warnings == ()


def test_a_question_fold_still_parts_a_nested_fold_that_asks() -> None:
    """The near miss: the outer fold asks (`<summary>What is TCP?</summary>`), so a fold in
    its answer that asks is a follow-up card of its own, as before."""
    text = (
        "<details>\n<summary>What is TCP?</summary>\n\nA reliable stream protocol.\n\n"
        "<details>\n<summary>Why is UDP faster?</summary>\n\nNo handshake.\n\n</details>\n"
        "</details>\n\n"
        "<details>\n<summary>What is DNS?</summary>\n\nThe name service.\n\n</details>\n"
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["What is TCP?", "Why is UDP faster?", "What is DNS?"]
    assert cards[1].answer == "No handshake."


def test_the_stem_s_code_indented_in_its_item_keeps_the_fold_below_as_its_answer() -> None:
    """`2.**stem**` over an indented fence, then `A.`-`D.`: the item held more than options,
    so it was taken to hold its own answer; the fold under it was text in no card and the
    question skipped as having no answer letter."""
    imported = result(_bank(code=_CODE))
    cards = imported.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (_KEYED[0][0], "B"),
        ("**下列程序的输出为**______。\n```python\nfor i in range(3):\n    print(i)\n```", "A"),
        *_KEYED[2:],
    ]
    assert cards[1].choices == _CHOICES
    assert cards[1].explanation == "循环三次。"
    assert imported.warnings == ()
    assert imported.skipped == ()


def test_code_that_answers_the_item_stays_the_item_s_answer() -> None:
    """The near miss: an item whose code is followed by prose, not options, holds its own
    answer (the fence and the text under it), as before."""
    text = (
        "1. How do you print three numbers?\n\n   ```python\n   for i in range(3):\n"
        "       print(i)\n   ```\n\n   A loop over a range.\n\n"
        "2. How do you print a line?\n\n   Call `print`.\n"
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "How do you print three numbers?",
        "How do you print a line?",
    ]
    assert "for i in range(3):" in cards[0].answer
    assert cards[0].answer.endswith("A loop over a range.")


def test_a_key_letter_after_the_label_and_a_blank_with_a_full_stop() -> None:
    """`<b>答案 C。</b>` (no colon; every other key `答案：X。`): the key was not read, and
    the question skipped as having no answer letter."""
    imported = result(_bank(key3="<b>答案 C。</b>\n\n长度为 32 位。"))
    cards = imported.deck.cards
    assert [(c.question, c.answer) for c in cards] == _KEYED
    assert cards[2].explanation == "长度为 32 位。"
    assert imported.warnings == ()


def test_a_label_over_a_sentence_is_no_key() -> None:
    """The near miss: `答案 C 是错的` reads on after the letter; no key, the question skipped
    and warned, as before."""
    imported = result(_bank(key3="<b>答案 C 是错的。</b>"))
    assert [(c.question, c.answer) for c in imported.deck.cards] == [*_KEYED[:2], _KEYED[3]]
    assert any("question 3 has options but no answer letter" in w for w in imported.warnings)


_TASKS = (
    "### 简答题\n"
    "1.若只需在表头插入和删除，应采用哪种结构，并说明理由。  \n"
    "（1）单链表。  \n"
    "（2）顺序表。  \n"
    "<details>\n\n<summary> 答案 </summary>\n<p>(1)</p>\n<p></p>\n头部操作都是 O(1)。\n"
    "<p></p>\n</details>\n\n"
    "2.说明冒泡排序最好情况的比较次数。 \n\n"
    "<details>\n\n<summary> 答案 </summary>\n\n<p></p>\nn-1 次。\n<p></p>\n</details>\n\n"
    "3.给出一个稳定排序的例子。\n\n"
    "<details>\n\n<summary> 答案 </summary>\n\n<p></p>\n归并排序。\n<p></p>\n</details>\n"
)


def test_numbered_tasks_over_answer_folds_are_questions() -> None:
    """`1.说明...。` (a task, no question mark) right over `<summary> 答案 </summary>`: the
    author hid the item's answer, so it asks. The three were one card titled by the section
    heading (`简答题`), their questions inside its answer."""
    imported = result(_bank() + _TASKS)
    cards = imported.deck.cards
    assert [(c.question, c.answer) for c in cards[4:]] == [
        (
            "若只需在表头插入和删除，应采用哪种结构，并说明理由。\n（1）单链表。\n（2）顺序表。",
            "(1)\n\n头部操作都是 O(1)。",
        ),
        ("说明冒泡排序最好情况的比较次数。", "n-1 次。"),
        ("给出一个稳定排序的例子。", "归并排序。"),
    ]
    assert [c.answer for c in cards[:4]] == ["B", "A", "C", "D"]
    assert imported.warnings == ()


def test_numbered_steps_over_a_fold_that_names_no_answer_stay_text() -> None:
    """The near miss: numbered steps, the last over `<summary>Example</summary>` (a fold that
    shows more, no answer): no question, the steps stay one answer's text, as before."""
    text = (
        "## How do you deploy the app?\n\n"
        "1. Build the image.\n"
        "2. Push the image.\n\n"
        "<details>\n<summary>Example</summary>\n\n`docker push app`\n\n</details>\n\n"
        "## How do you roll back?\n\nRedeploy the previous tag.\n"
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["How do you deploy the app?", "How do you roll back?"]
    assert "2. Push the image." in cards[0].answer


def test_steps_listed_over_a_solution_fold_stay_the_heading_s_task() -> None:
    """The near miss: a heading's task set out as bullets (or numbered steps), the last
    right over `<summary>Solution</summary>`: the fold answers the whole list, so the
    heading is the question and the steps its text, as before."""
    for mark in ("-", "1."):
        steps = "".join(
            f"{mark if mark == '-' else f'{n}.'} {step}\n"
            for n, step in enumerate(["Create a pod.", "Expose its port.", "Curl it."], start=1)
        )
        text = (
            f"# Tasks\n\n## Expose a pod\n\n{steps}\n<details><summary>Solution</summary>\n<p>\n\n"
            "```bash\nkubectl expose pod web --port=80\n```\n\n</p>\n</details>\n\n"
            "## Scale a deployment\n\nRun one command.\n\n<details><summary>Solution</summary>\n"
            "<p>\n\n```bash\nkubectl scale deploy web --replicas=3\n```\n\n</p>\n</details>\n"
        )
        cards = result(text).deck.cards
        assert [c.question.split("\n")[0] for c in cards] == ["Expose a pod", "Scale a deployment"]
        assert "kubectl expose pod web" in cards[0].answer
