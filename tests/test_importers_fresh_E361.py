"""Importer layouts met in round Z216: a numbered item whose indented answer asks a question of
itself on a later line, and a choice quiz keyed at its end that judges statements and has a
question whose options are empty.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from srs.importers.placeholders import empty_options
from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    return [(c.question, c.answer, dict(c.choices)) for c in result(text).deck.cards]


def test_a_question_asked_inside_an_indented_answer_stays_in_the_answer() -> None:
    """`N. topic` over indented answer lines that tell, then one that asks (`... then?`) and
    the answer's label line: the item's question is its first line, the answer every line."""
    text = (
        "1. What does the planner read first?\n"
        "    It reads the statistics of every table.\n"
        "2. Where a new log goes with several folders\n"
        "    Before starting you list the folders in log.paths,\n"
        "    several folders may be listed.\n"
        "    But which folder gets the new log then?\n"
        "    The answer is: the folder with the fewest logs.\n"
        "3. How old logs are removed\n"
        "    By a timer and on access.\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("What does the planner read first?", "It reads the statistics of every table."),
        (
            "Where a new log goes with several folders",
            "Before starting you list the folders in log.paths,\nseveral folders may be "
            "listed.\n\nBut which folder gets the new log then?\n\nThe answer is: the folder "
            "with the fewest logs.",
        ),
        ("How old logs are removed", "By a timer and on access."),
    ]
    assert res.warnings == ()


def test_a_question_asked_inside_a_chinese_answer_stays_in_the_answer() -> None:
    """The same in Chinese, with the full-width `？` and `。`, and `答案是：` labelling the end."""
    text = (
        "1. 为什么要使用索引？\n"
        "    索引可以减少扫描的行数。\n"
        "2. 新表会放在哪个目录\n"
        "    启动之前需要配置 data.dirs 参数，\n"
        "    可以配置多个目录。\n"
        "    但是配置了多个目录时会选哪个呢？\n"
        "    答案是：选择表最少的那个目录。\n"
        "3. 旧表的清理策略\n"
        "    定时清理和按需清理。\n"
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "为什么要使用索引？",
        "新表会放在哪个目录",
        "旧表的清理策略",
    ]
    assert cards[1].answer.startswith("启动之前需要配置 data.dirs 参数，")
    assert cards[1].answer.endswith("答案是：选择表最少的那个目录。")


def test_a_question_wrapped_over_its_lines_or_set_up_by_a_sentence_is_kept_whole() -> None:
    """Guard: a question hard-wrapped with no sentence closed before its `?`, one whose first
    line sets it up (`Consider ... .` / `How ...?`), and one whose `?` line a `Question:` line
    introduces, each run to their `?` as before."""
    text = (
        "1. What happens when the\n"
        "   cache is full and a\n"
        "   writer asks for a page?\n"
        "   The writer waits for a free page.\n"
        "2. Consider a list of ten numbers.\n"
        "   How does sorted() order it?\n"
        "   In ascending order.\n"
        "3. Dashboard design\n"
        "   Scenario: a product with charts and filters.\n"
        "   Question:\n"
        "   How would you structure the app?\n"
        "   By features, each with its own state.\n"
    )
    assert [(q, a) for q, a, _ in _cards(text)] == [
        (
            "What happens when the cache is full and a writer asks for a page?",
            "The writer waits for a free page.",
        ),
        ("Consider a list of ten numbers. How does sorted() order it?", "In ascending order."),
        (
            "Dashboard design Scenario: a product with charts and filters. Question: How would "
            "you structure the app?",
            "By features, each with its own state.",
        ),
    ]


_KEYED_QUIZ = (
    "# Garden quiz\n\n"
    "1. **Which plant climbs a wall?**\n"
    "   - A) Ivy\n"
    "   - B) Cactus\n\n"
    "2. **True or False: Tomatoes need full shade.**\n\n"
    "3. **Which tool cuts a hedge?**\n"
    "   - A) Shears\n"
    "   - B) Spade\n\n"
    "4. **Vrai ou faux : le compost nourrit le sol.**\n\n"
    "5. **Which insect eats aphids?**\n"
    "   - A) \n"
    "   - B) \n"
    "   - C) \n\n"
    "### Answers\n"
    "1. A\n"
    "2. {two}\n"
    "3. A\n"
    "4. Vrai\n"
    "5. C\n"
)


def test_statements_judged_by_the_key_at_the_end_are_cards() -> None:
    """Statements with no options among a choice quiz, the key's verdicts (`False`, `Vrai`)
    answering them; a question whose options are all empty labels is reported, no card."""
    res = result(_KEYED_QUIZ.format(two="False"))
    assert _cards(_KEYED_QUIZ.format(two="False")) == [
        ("Which plant climbs a wall?", "A", {"A": "Ivy", "B": "Cactus"}),
        ("True or False: Tomatoes need full shade.", "False", {}),
        ("Which tool cuts a hedge?", "A", {"A": "Shears", "B": "Spade"}),
        ("Vrai ou faux : le compost nourrit le sol.", "Vrai", {}),
    ]
    assert [c.id for c in res.deck.cards] == ["q01", "q02", "q03", "q04"]
    assert [(s.line, s.reason) for s in res.skipped] == [
        (15, "question 5 has no answer (only option labels, with no text); skipped")
    ]
    assert len(res.warnings) == 1


def test_a_statement_keyed_t_or_f_is_answered_by_its_verdict() -> None:
    """`2. F` keys the statement as False, not an option F."""
    cards = result(_KEYED_QUIZ.format(two="F")).deck.cards
    assert (cards[1].question, cards[1].answer) == (
        "True or False: Tomatoes need full shade.",
        "False",
    )


def test_a_statement_keyed_by_no_verdict_is_reported_as_before() -> None:
    """Guard: a key entry that is a letter or a sentence judges no statement: the item stays
    reported unanswered, and the choice questions keyed as before."""
    res = result(_KEYED_QUIZ.format(two="B"))
    assert [c.question for c in res.deck.cards] == [
        "Which plant climbs a wall?",
        "Which tool cuts a hedge?",
        "Vrai ou faux : le compost nourrit le sol.",
    ]
    assert any(s.line == 7 and "no answer was found" in s.reason for s in res.skipped), res.skipped


def test_only_labels_with_no_text_at_all_are_empty_options() -> None:
    """Guard: an option with text among empty ones, or one empty label alone, is no list of
    lost options (the answer stays as the reader reads it)."""
    assert empty_options("- A) \n- B) \n- C) ")
    assert empty_options("(a)\n(b)\n**C.**")
    assert not empty_options("- A) \n- B) Moss")
    assert not empty_options("- A)")
    assert not empty_options("A) Read the label.\nB) Ask.")
