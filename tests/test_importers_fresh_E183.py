"""Layouts met in the seventeenth session's rounds (Z172, Z173), on made-up documents: a
question bank kept one question to a fence, each closed by its key line
(`{correctAnswer='B'}`); a key section whose entry headings name each key (`### 問題1：正解
B`); a bold label that repeats a heading's number (`## 1. **Question 1**: ...`); a statement
label alone over the question (`**Enunciado:**`); a titled question heading over the
question's setup and then its labelled words (`**質問：** ...`)."""

from __future__ import annotations

from srs.importers.setupquestions import setup_questions
from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices)) for c in deck.cards]


_BANK = (
    "# Rivers bank\n\n"
    "### Single choice\n\n"
    "```text\n"
    "Question 1:\n"
    "Which river is longest?\n"
    "A. Thames\n"
    "B.Nile\n"
    "C. Seine\n"
    "{correctAnswer='B'}\n"
    "```\n\n"
    "![map](map.png)\n"
    "```js\n"
    "Which loop prints three lines?\n"
    "for (let i = 0; i < 3; i++) log(i)\n"
    "A. this one\n"
    "B. none\n"
    "{correctAnswer='A'}\n"
    "```\n\n"
    "```js\n"
    "Which lines are comments? (pick all)\n"
    "A. // one\n"
    "B. let x\n"
    "C. /* two */\n"
    "{correctAnswer='AC'}\n"
    "```\n\n"
    "### True or false\n\n"
    "```js\n"
    "第4题:\n"
    "Rivers flow uphill.\n"
    "{correctAnswer='false'}\n"
    "```\n\n"
    "### Programs\n\n"
    "```js\n"
    "What does it print?\n"
    "log(2 * 3)\n"
    '{"correct_answer": "6"}\n'
    "```\n"
)


def test_fenced_questions_closed_by_key_lines_are_cards() -> None:
    """Each fence of a run closed by a key line is a question: its label line dropped, its
    options read (a glued `B.Nile` too), its code kept as code; a letter keys a choice card,
    several letters make the warned open card, other keys answer open cards."""
    imported = result(_BANK)
    cards = [(c.question, c.answer, dict(c.choices)) for c in imported.deck.cards]
    assert cards == [
        ("Which river is longest?", "B", {"A": "Thames", "B": "Nile", "C": "Seine"}),
        (
            "Which loop prints three lines?\n```js\nfor (let i = 0; i < 3; i++) log(i)\n```",
            "A",
            {"A": "this one", "B": "none"},
        ),
        (
            "Which lines are comments? (pick all)\n\n- A) // one\n- B) let x\n- C) /* two */",
            "- // one\n- /* two */",
            {},
        ),
        ("Rivers flow uphill.", "false", {}),
        ("What does it print?\n```js\nlog(2 * 3)\n```", "6", {}),
    ]
    assert any("2 right options (A, C)" in w for w in imported.warnings)
    assert [c.tags for c in imported.deck.cards][3:] == [("true-or-false",), ("programs",)]


def test_code_blocks_ending_in_an_answer_variable_stay_answers() -> None:
    """Guard: headings answered by code that ends in `answer = ...` (code, not a key line),
    and a run of only two keyed fences, import as before."""
    code = "".join(
        f"### What does step {n} compute?\n\n```python\nx = {n}\nanswer = x * 2\n```\n\n"
        for n in (1, 2, 3)
    )
    assert [q for q, _, _ in _cards(code)] == [f"What does step {n} compute?" for n in (1, 2, 3)]
    two = "".join(
        f"### What is {name}?\n\n```\nA thing.\n{{correctAnswer='B'}}\n```\n\n" for name in "XY"
    )
    fenced = "```\nA thing.\n{correctAnswer='B'}\n```"
    assert _cards(two) == [("What is X?", fenced, {}), ("What is Y?", fenced, {})]


_KEY_AT_END = (
    "# 復習テスト\n\n"
    "## 問題1：配列\n\n"
    "**質問：** 添字が0から始まる言語はどれですか？\n\n"
    "A) Fortran  \n"
    "B) C  \n"
    "C) COBOL\n\n"
    "## 問題2：関数\n\n"
    "**質問：** 正しい説明を全て選んでください：\n\n"
    "A) 値を返せる  \n"
    "B) 引数を取れる  \n"
    "C) 常に副作用がある\n\n"
    "## 解答と解説\n\n"
    "### 問題1：正解 B\n\n"
    "**解説：** C の配列は0から数えます。\n\n"
    "### 問題2：正解 A、B（両方）\n\n"
    "**解説：** 副作用は必須ではありません。\n"
)


def test_a_key_section_whose_headings_name_each_key() -> None:
    """`### 問題1：正解 B` entries at the end key the questions their numbers name, their
    `**解説：**` the explanation; several letters make the warned open card; neither the
    entries nor the section become cards."""
    imported = result(_KEY_AT_END)
    cards = [(c.question, c.answer, c.explanation) for c in imported.deck.cards]
    assert cards == [
        ("添字が0から始まる言語はどれですか？", "B", "C の配列は0から数えます。"),
        (
            "正しい説明を全て選んでください：\n\n- A) 値を返せる\n- B) 引数を取れる\n- C) 常に副作用がある",
            "- 値を返せる\n- 引数を取れる",
            "副作用は必須ではありません。",
        ),
    ]
    assert imported.deck.cards[0].choices == {"A": "Fortran", "B": "C", "C": "COBOL"}
    assert any("2 right options (A, B)" in w for w in imported.warnings)


def test_key_headings_in_other_languages_keep_an_explanations_leading_dash() -> None:
    """`### Problem 2: answer B`, `### Questão 1: resposta A`: the same key, in any language;
    an explanation that opens with a flag (`-p maps ...`) keeps its dash."""
    english = (
        "# Shell\n\n## Problem 1: listing\n\n**Question:** Which command lists files?\n\n"
        "A) ls  \nB) cd\n\n## Problem 2: ports\n\n**Question:** Which flag publishes a port?\n\n"
        "A) -v  \nB) -p\n\n## Answers\n\n### Problem 1: answer A\n\n**Explanation:** ls lists.\n\n"
        "### Problem 2: answer B\n\n**Explanation:** -p maps a host port.\n"
    )
    assert [(c.answer, c.explanation) for c in result(english).deck.cards] == [
        ("A", "ls lists."),
        ("B", "-p maps a host port."),
    ]
    portuguese = (
        "# Redes\n\n## Questão 1\n\nQual camada roteia pacotes?\n\nA) Rede  \nB) Sessão\n\n"
        "## Questão 2\n\nQual camada cifra?\n\nA) Física  \nB) Apresentação\n\n"
        "## Gabarito\n\n### Questão 1: resposta A\n\n### Questão 2: resposta B\n"
    )
    assert [(c.question, c.answer) for c in result(portuguese).deck.cards] == [
        ("Qual camada roteia pacotes?", "A"),
        ("Qual camada cifra?", "B"),
    ]


def test_headings_that_name_a_letter_but_key_no_question_stay() -> None:
    """Guard: headings `### Question 1: Answer A` over prose, with no lettered options above,
    are questions as before, not a key."""
    text = (
        "# Notes\n\n### Question 1: Answer A\n\nWhy the first reply matters.\n\n"
        "### Question 2: Answer B\n\nWhy the second reply matters.\n"
    )
    assert [(c.question, c.answer) for c in result(text).deck.cards] == [
        ("Answer A", "Why the first reply matters."),
        ("Answer B", "Why the second reply matters."),
    ]


def test_a_bold_numbered_label_after_a_headings_number_is_no_text() -> None:
    """`## 1. **Question 1**: text`, `## 2. **Frage 2:** text`, `## 3. **Q3.** text`: the
    bold label repeats the number, the question is the words after it."""
    text = (
        "# Birds\n\n## 1. **Question 1**: Which bird cannot fly?\n- [ ] Crow\n- [x] Penguin\n"
        "> It swims.\n\n## 2. **Frage 2:** Welcher Vogel jagt nachts?\n\nDie Eule.\n\n"
        "## 3. **Q3.** Which bird mimics speech?\n\nThe parrot.\n"
    )
    assert _cards(text) == [
        ("Which bird cannot fly?", "B", {"A": "Crow", "B": "Penguin"}),
        ("Welcher Vogel jagt nachts?", "Die Eule.", {}),
        ("Which bird mimics speech?", "The parrot.", {}),
    ]


def test_a_bold_number_that_is_no_label_stays() -> None:
    """Guard: a bold span after the number that is no question label and number
    (`**Q1 2023**`, a quarter) stays the question's text."""
    text = "# Sales\n\n## 1. **Q1 2023** results?\n\nGood.\n\n## 2. **Q2 2023** results?\n\nBad.\n"
    assert [q for q, _, _ in _cards(text)] == ["Q1 2023 results?", "Q2 2023 results?"]


def test_a_statement_label_alone_over_the_question_is_dropped() -> None:
    """`**Statement:**` (`**Enunciado:**`) alone on its line over the question's words is a
    label: the card's question is the words below it."""
    text = (
        "# Set\n\n## Question 1\n\n**Statement:**  \nWhich layer routes packets?\n\n"
        "**Options:**  \na) Transport  \nb) Network\n\n**Correct answer:** b\n\n"
        "## Question 2\n\n**Enunciado:**  \nQual porta usa o HTTPS?\n\n"
        "**Alternativas:**  \na) 80  \nb) 443\n\n**Resposta correta:** b\n"
    )
    assert _cards(text) == [
        ("Which layer routes packets?", "B", {"A": "Transport", "B": "Network"}),
        ("Qual porta usa o HTTPS?", "B", {"A": "80", "B": "443"}),
    ]


def test_a_statement_label_inside_a_paragraph_stays() -> None:
    """Guard: a bold label that does not open a paragraph is the question's text."""
    text = (
        "# Set\n\n## Question 1\n\nRead the claim below.\n**Statement:**\nAll swans are white.\n\n"
        "**Answer:** False.\n"
    )
    question = result(text).deck.cards[0].question
    assert "**Statement:**" in question and question.startswith("Read the claim below.")


_SETUP = (
    "# 確認テスト\n\n"
    "## 問題1：ループ\n\n"
    "次のコードを読んでください：\n\n"
    "```python\nfor i in range(2):\n    print(i)\n```\n\n"
    "**質問：** 何行出力されますか？\n\n"
    "A) 1行  \nB) 2行\n\n"
    "## 問題2：変数\n\n"
    "```python\nx = 3\n```\n\n"
    "**質問：** x の型はどれですか？\n\n"
    "A) int  \nB) str\n\n"
    "## 解答と解説\n\n"
    "### 問題1：正解 B\n\n**解説：** 0 と 1 です。\n\n"
    "### 問題2：正解 A\n\n**解説：** 整数です。\n"
)


def test_a_titled_question_heading_over_its_setup_and_labelled_words() -> None:
    """`## 問題1：title` over a setup line and code, then `**質問：** X`: one question asked
    in the label's words, the setup under them; the heading's title makes no card."""
    cards = _cards(_SETUP)
    assert cards == [
        (
            "何行出力されますか？\n\n次のコードを読んでください：\n\n"
            "```python\nfor i in range(2):\n    print(i)\n```",
            "B",
            {"A": "1行", "B": "2行"},
        ),
        ("x の型はどれですか？\n\n```python\nx = 3\n```", "A", {"A": "int", "B": "str"}),
    ]


def test_a_titled_heading_over_two_labelled_questions_stays() -> None:
    """Guard: a titled heading whose section labels two questions, or one with no options or
    answer after it, is read as before."""
    two = (
        "# Drills\n\n## Question 1: Caching\n\nRows are read all day.\n\n"
        "**Question:** What would you cache?\n\n**Answer:** The rows.\n\n"
        "**Question:** For how long?\n\n**Answer:** A day.\n"
    )
    assert [q for q, _, _ in _cards(two)] == ["What would you cache?", "For how long?"]
    unanswered = (
        "# Drills\n\n## Question 1: Caching\n\nRows are read all day.\n\n"
        "**Question:** What would you cache?\n\n## Question 2: Queues\n\nBursts.\n\n"
        "**Question:** How to absorb them?\n"
    )
    assert setup_questions(two) == two
    assert setup_questions(unanswered) == unanswered
