"""Layouts met in a judge's Chinese front-end test and Korean OS notes, on made-up documents: a
key told as a sentence in the quiz's language (`> 答案为 b`, `Die Antwort ist B`), options
lettered with the ideographic comma (`A、GET`), and their near misses."""

from __future__ import annotations

from tests.importing import result

Card = tuple[str, str, dict[str, str], str]


def _cards(text: str) -> list[Card]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices), c.explanation) for c in deck.cards]


def _warnings(text: str) -> list[str]:
    return [w.split(": ", 1)[1] for w in result(text).warnings]


def _choice(stem: str, options: list[str], key: str) -> str:
    """A question over its options one to a paragraph, lettered `a.`, and its key line."""
    lettered = "".join(f"{chr(97 + k)}. {option}\n\n" for k, option in enumerate(options))
    return f"{stem}\n\n{lettered}{key}\n\n"


def test_a_quoted_chinese_key_sentence_keys_its_option() -> None:
    """`> 答案为 b` ("the answer is b") under options one to a paragraph, the explanation under
    `> 解析:`: a choice card keyed B, the label gone, where it was an open card warned of a
    missing letter."""
    text = (
        "#### 练习\n\n"
        + _choice("1. 哪种结构先进先出?", ["栈", "队列", "树"], "> 答案为 b")
        + "> 解析: 队列从一端进另一端出\n\n---\n\n"
        + _choice("2. 哪个是排序算法?", ["快速排序", "哈希", "链表"], ">  答案为: a")
        + "> 解析: 快速排序是分治的排序\n"
    )
    assert _cards(text) == [
        ("哪种结构先进先出?", "B", {"A": "栈", "B": "队列", "C": "树"}, "队列从一端进另一端出"),
        (
            "哪个是排序算法?",
            "A",
            {"A": "快速排序", "B": "哈希", "C": "链表"},
            "快速排序是分治的排序",
        ),
    ]
    assert _warnings(text) == []


def test_key_sentences_in_other_languages_key_their_options() -> None:
    """The same sentence in German (the reason after a comma), Spanish, Italian, and Chinese
    written `正确答案为：C` and `答案是 B`, quoted or not."""
    text = (
        _choice("1. Welches Tier bellt?", ["Katze", "Hund", "Fisch"], "Die Antwort ist B, weil.")
        + _choice("2. ¿Qué número es par?", ["3", "5", "8"], "> La respuesta es c.")
        + _choice("3. Qual è un colore?", ["rosso", "sedia", "pane"], "La risposta è a")
        + _choice("4. 哪个是协议?", ["HTML", "CSS", "HTTP"], "正确答案为：C")
        + _choice("5. 哪个是语言?", ["Rust", "Git", "Vim"], "答案是 A")
    )
    assert [(q, a) for q, a, _, _ in _cards(text)] == [
        ("Welches Tier bellt?", "B"),
        ("¿Qué número es par?", "C"),
        ("Qual è un colore?", "A"),
        ("哪个是协议?", "C"),
        ("哪个是语言?", "A"),
    ]
    assert _cards(text)[0][3] == "weil."
    assert _warnings(text) == []


def test_several_letters_in_a_key_sentence_make_the_warned_open_card() -> None:
    """`答案为 A C`, `答案为 a,b` and glued `答案为 bc`: several right options, the open card
    every reader makes of them, warned; never one of the letters alone."""
    text = (
        _choice("1. 哪些是水果?", ["苹果", "石头", "香蕉"], "> 答案为 A C")
        + _choice("2. 哪些是颜色?", ["红", "绿", "桌子"], "> 答案为 a,b")
        + _choice("3. 哪些是偶数?", ["1", "2", "4"], "> 答案为 bc")
    )
    cards = _cards(text)
    assert [(a, c) for _, a, c, _ in cards] == [
        ("- 苹果\n- 香蕉", {}),
        ("- 红\n- 绿", {}),
        ("- 2\n- 4", {}),
    ]
    assert cards[0][0] == "哪些是水果?\n\n- A) 苹果\n- B) 石头\n- C) 香蕉"
    assert _warnings(text) == [
        "question 1 has 2 right options (A, C); made an open card",
        "question 2 has 2 right options (A, B); made an open card",
        "question 3 has 2 right options (B, C); made an open card",
    ]


def test_words_that_only_look_like_a_key_sentence_key_nothing() -> None:
    """Guard: `答案为什么是 b` ("why is the answer b") asks, and `答案是 ba`, letters out of
    order, is a word: neither keys its question (the open card warned as before)."""
    text = _choice("1. 哪个是动词?", ["跑", "桌"], "> 这道题答案为什么是 b 呢") + _choice(
        "2. 哪个是名词?", ["跑", "桌"], "答案是 ba"
    )
    cards = _cards(text)
    assert [(a, c) for _, a, c, _ in cards] == [
        ("这道题答案为什么是 b 呢", {}),
        ("答案是 ba", {}),
    ]
    assert _warnings(text) == [
        "question 1 has options but no answer letter; made an open card "
        "(its explanation is the answer)",
        "question 2 has options but no answer letter; made an open card "
        "(its explanation is the answer)",
    ]


def test_options_lettered_with_the_ideographic_comma_are_options() -> None:
    """`A、GET` one to a paragraph (`B、`, `C、` ...) under a question keyed `> 答案为 c`: a
    choice card, where the options and the raw key were its answer, with no warning."""
    text = (
        "1. 哪个不是 HTTP 方法?\n\nA、GET\n\nB、POST\n\nC、FETCH\n\n> 答案为 c\n\n"
        "> 解析: 没有 FETCH 方法\n\n"
        "2. 哪个端口是 HTTPS?\n\nA、443\nB、80\n\n> 答案为 a\n"
    )
    assert _cards(text) == [
        ("哪个不是 HTTP 方法?", "C", {"A": "GET", "B": "POST", "C": "FETCH"}, "没有 FETCH 方法"),
        ("哪个端口是 HTTPS?", "A", {"A": "443", "B": "80"}, ""),
    ]
    assert _warnings(text) == []


def test_a_lone_letter_and_ideographic_comma_is_no_option() -> None:
    """Guard: one line opening `A、B` in an answer (`A、B 两种写法都可以`) is a sentence, not
    a run of options: the answer stays as written."""
    text = "1. 哪种写法对?\n\nA、B 两种写法都可以。\n\n2. 什么是栈?\n\n后进先出的结构。\n"
    assert _cards(text) == [
        ("哪种写法对?", "A、B 两种写法都可以。", {}, ""),
        ("什么是栈?", "后进先出的结构。", {}, ""),
    ]


def _fenced_key(number: int, stem: str, options: list[str], key: str, note: str) -> str:
    """A question whose options and key its author wrapped in a fence never closed: the fence
    meant to open the explanation closes it, the one meant to close it opens a block."""
    lettered = "".join(f"{chr(97 + k)}. {option}\n\n" for k, option in enumerate(options))
    return f"{number}. {stem}\n\n```\n{lettered}> Answer: {key}\n\n> Explanation:\n```\n{note}\n```\n\n"


def _plain_key(number: int, stem: str, options: list[str], key: str, note: str) -> str:
    lettered = "".join(f"{chr(97 + k)}. {option}\n\n" for k, option in enumerate(options))
    return (
        f"{number}. {stem}\n\n{lettered}> Answer: {key}\n\n> Explanation:\n\n```\n{note}\n```\n\n"
    )


def test_a_stray_fence_that_hides_the_next_questions_is_dropped() -> None:
    """One question's options and key fenced by a ``` never closed: every later fence paired
    the wrong way, questions 2 and 3 sat in code or ran into card 1's answer. The stray is
    dropped: three choice cards, each explanation its fenced note."""
    text = (
        _fenced_key(1, "Which port does SSH use?", ["22", "80"], "a", "SSH listens on 22.")
        + _plain_key(2, "Which port does HTTP use?", ["443", "80"], "b", "Plain web traffic.")
        + _plain_key(3, "Which port does DNS use?", ["53", "25"], "a", "Name lookups.")
    )
    cards = _cards(text)
    assert [(q, a, c) for q, a, c, _ in cards] == [
        ("Which port does SSH use?", "A", {"A": "22", "B": "80"}),
        ("Which port does HTTP use?", "B", {"A": "443", "B": "80"}),
        ("Which port does DNS use?", "A", {"A": "53", "B": "25"}),
    ]
    assert "Name lookups." in cards[2][3]
    assert _warnings(text) == []


def test_questions_two_strays_hide_are_named() -> None:
    """Two such strays pair with each other, no fence is left open, and what lies between
    them cannot be re-paired safely: each numbered question code hides is named, not lost."""
    text = (
        _fenced_key(1, "Which port does SSH use?", ["22", "80"], "a", "SSH listens on 22.")
        + _plain_key(2, "Which port does HTTP use?", ["443", "80"], "b", "Plain web traffic.")
        + _fenced_key(3, "Which port does SMTP use?", ["25", "53"], "a", "Mail relays.")
        + "4. Which port does HTTPS use?\n\na. 443\n\nb. 21\n\n> Answer: a\n"
    )
    warnings = _warnings(text)
    assert (
        "'2. Which port does HTTP use?' looks like a question, but it is inside the code "
        "block that starts at line 13; not imported"
    ) in warnings
    assert [q for q, _, _, _ in _cards(text)] == ["Which port does HTTPS use?"]


def test_numbered_steps_in_a_code_block_are_no_hidden_questions() -> None:
    """Guard: a code block holding `2.` and `3.` lines (a listing's steps) under question 1,
    the fences paired, and a last fence left open: nothing is dropped or reported, the
    steps stay code in the answer."""
    text = (
        "1. How do you set up the tool?\n\n```\n1. install it\n2. run init\n3. commit\n```\n\n"
        "2. What does init write?\n\nA config file.\n\n```\n"
    )
    cards = _cards(text)
    assert [(q, a) for q, a, _, _ in cards] == [
        (
            "How do you set up the tool?",
            "```\n1. install it\n2. run init\n3. commit\n```",
        ),
        ("What does init write?", "A config file."),
    ]
    assert not any("inside the code block" in w for w in _warnings(text))


def test_a_sources_heading_at_the_questions_level_stays_in_its_answer() -> None:
    """`### Reference` under a `###` question (`## #1` parts over each), `#### 참고` under a
    `####` one: the answer's sources, kept in it as the deeper `#### Reference` under a `###`
    question is, where they ended the answer and their links vanished without a word."""
    text = (
        "## Contents\n\n- [Mutex?](#1)\n- [Semaphore?](#2)\n- [Deadlock?](#3)\n\n"
        "## #1\n\n### What is a mutex?\n\nA lock only its owner releases.\n\n"
        "### Reference\n\n- [Mutex notes](https://example.org/mutex)\n\n"
        "## #2\n\n#### What is a semaphore?\n\nA counter of free slots.\n\n"
        "#### 참고\n\n- [Semaphore notes](https://example.org/sem)\n\n"
        "## #3\n\n### What is a deadlock?\n\nTwo threads wait on each other.\n\n"
        "#### Reference\n\n- [Deadlock notes](https://example.org/dead)\n"
    )
    assert [(q, a) for q, a, _, _ in _cards(text)] == [
        (
            "What is a mutex?",
            "A lock only its owner releases.\n\nReference\n\n"
            "- [Mutex notes](https://example.org/mutex)",
        ),
        (
            "What is a semaphore?",
            "A counter of free slots.\n\n참고\n\n- [Semaphore notes](https://example.org/sem)",
        ),
        (
            "What is a deadlock?",
            "Two threads wait on each other.\n\nReference\n\n"
            "- [Deadlock notes](https://example.org/dead)",
        ),
    ]


def test_a_pages_own_references_after_the_last_question_stay_out() -> None:
    """Guard: one `## References` at the end of a page whose answers name no sources of their
    own is the page's end matter, not the last answer's (as before)."""
    text = (
        "# Notes\n\n## What is a mutex?\n\nA lock only its owner releases.\n\n"
        "## What is a semaphore?\n\nA counter of free slots.\n\n"
        "## References\n\n- [OS book](https://example.org/os)\n"
    )
    assert [(q, a) for q, a, _, _ in _cards(text)] == [
        ("What is a mutex?", "A lock only its owner releases."),
        ("What is a semaphore?", "A counter of free slots."),
    ]


def test_an_explanation_label_alone_on_its_line_is_dropped() -> None:
    """`> 解析` with no colon, over the explanation in a fence: the label is dropped as
    `> 解析:` is, where it stayed the explanation's first line."""
    text = (
        "1. 哪个是质数?\n\na. 4\n\nb. 7\n\n> 答案为 b\n\n> 解析\n\n```\n7 只能被 1 和 7 整除\n```\n"
    )
    assert _cards(text) == [
        ("哪个是质数?", "B", {"A": "4", "B": "7"}, "```\n7 只能被 1 和 7 整除\n```"),
    ]


def test_a_word_that_opens_with_the_label_stays() -> None:
    """Guard: `解析几何` ("analytic geometry") alone on its line is an answer, no label."""
    text = "1. 哪门课用坐标研究图形?\n\n解析几何\n\n2. 哪门课研究变化率?\n\n微积分\n"
    assert [(q, a) for q, a, _, _ in _cards(text)] == [
        ("哪门课用坐标研究图形?", "解析几何"),
        ("哪门课研究变化率?", "微积分"),
    ]
