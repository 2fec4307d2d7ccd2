"""Importer layouts met on fresh public documents (the held-out round Z247, Chinese Redis
notes): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread: lettered sub-steps under a numbered step of an answer read as the
options of a choice question with no key, and a bold question after a heading question's
answer merged into that answer.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str]]:
    """(question, answer) of every card the text imports as."""
    return [(c.question, c.answer) for c in result(text).deck.cards]


_STEPS = (
    "# Build notes\n\n"
    "### How does the build run?\n\n"
    "1. The runner checks out the tree;\n"
    "2. Then it does two things:\n"
    "a) it restores the cache;\n"
    "b) it installs the tools;\n"
    "3. It compiles every package;\n"
    "4. Finally it uploads the artefacts.\n\n"
    "### What is a cache key?\n\n"
    "A hash of the lock file.\n"
)


def test_lettered_sub_steps_between_numbered_steps_stay_in_the_answer() -> None:
    imported = result(_STEPS)
    assert [(c.question, c.answer, c.choices) for c in imported.deck.cards] == [
        (
            "How does the build run?",
            "1. The runner checks out the tree;\n2. Then it does two things:\n"
            "a) it restores the cache;\nb) it installs the tools;\n"
            "3. It compiles every package;\n4. Finally it uploads the artefacts.",
            {},
        ),
        ("What is a cache key?", "A hash of the lock file.", {}),
    ]
    assert imported.warnings == ()
    assert imported.skipped == ()


def test_sub_steps_in_brackets_and_full_width_text_with_more_answer_after_the_list() -> None:
    text = (
        "## 部署\n\n"
        "### 发布流程是怎样的？\n\n"
        "1. 先打包镜像；\n"
        "2. 推送时做两件事：\n"
        "(a) 打标签；\n"
        "(b) 上传仓库；\n"
        "3. 最后滚动更新。\n\n"
        "回滚时反向执行。\n\n"
        "### 什么是镜像？\n\n"
        "打包好的运行环境。\n"
    )
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        (
            "发布流程是怎样的？",
            "1. 先打包镜像；\n2. 推送时做两件事：\n(a) 打标签；\n(b) 上传仓库；\n"
            "3. 最后滚动更新。\n\n回滚时反向执行。",
        ),
        ("什么是镜像？", "打包好的运行环境。"),
    ]
    assert imported.warnings == ()


_NO_KEY = (
    "question #1 has options but no answer letter; made an open card "
    "(its explanation is the answer)"
)


def test_near_miss_a_list_that_restarts_its_count_after_the_lettered_lines() -> None:
    """The list below the lettered lines counts from 1 again (no next step of the list above
    them): the lines are read as before, options with no key, warned about."""
    text = _STEPS.replace(
        "3. It compiles every package;\n4. Finally", "1. It compiles every package;\n2. Finally"
    )
    imported = result(text)
    first = imported.deck.cards[0]
    assert (first.question, first.answer) == (
        "How does the build run?\n\n1. The runner checks out the tree;\n"
        "2. Then it does two things:\n\n- A) it restores the cache;\n- B) it installs the tools;",
        "1. It compiles every package;\n2. Finally it uploads the artefacts.",
    )
    assert [w.split(": ", 1)[1] for w in imported.warnings] == [_NO_KEY]


def test_near_miss_a_numbered_step_that_asks_keeps_its_options() -> None:
    """`2. Which one runs first?` over `a)` / `b)` and `3. ...`: a numbered question over its
    options, not a step with sub-steps; read as before."""
    text = _STEPS.replace("2. Then it does two things:", "2. Which one runs first?")
    imported = result(text)
    first = imported.deck.cards[0]
    assert (first.question, first.answer) == (
        "How does the build run?\n\n1. The runner checks out the tree;\n"
        "2. Which one runs first?\n\n- A) it restores the cache;\n- B) it installs the tools;",
        "3. It compiles every package;\n4. Finally it uploads the artefacts.",
    )
    assert [w.split(": ", 1)[1] for w in imported.warnings] == [_NO_KEY]


_CLOSING = (
    "# Cache notes\n\n"
    "### What is eviction?\n\n"
    "Dropping keys when memory is full.\n\n"
    "### How does failover work?\n\n"
    "A replica is promoted when its primary fails.\n\n"
    "**Have you run a cluster, and how did it shard?**\n\n"
    "Yes; keys were spread over slots.\n\n"
    "Each node owned a range.\n\n"
    "### What is a slot?\n\n"
    "One of 16384 buckets.\n"
)


def test_a_bold_question_closing_a_heading_answer_is_a_card_of_its_own() -> None:
    imported = result(_CLOSING)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "What is eviction?", "Dropping keys when memory is full."),
        ("q02", "How does failover work?", "A replica is promoted when its primary fails."),
        (
            "q03",
            "Have you run a cluster, and how did it shard?",
            "Yes; keys were spread over slots.\n\nEach node owned a range.",
        ),
        ("q04", "What is a slot?", "One of 16384 buckets."),
    ]
    assert imported.warnings == ()
    assert imported.skipped == ()


def test_a_closing_bold_question_under_an_answer_with_a_sub_heading_keeps_that_answer() -> None:
    """The heading's answer opens on a sub-heading of its own (`#### Sentinel`): it stays
    that card's answer, the bold question after it a card of its own (full-width `？`)."""
    text = _CLOSING.replace(
        "A replica is promoted", "#### Sentinel\n\nA replica is promoted"
    ).replace("how did it shard?**", "how did it shard？**")
    assert _cards(text)[1:3] == [
        (
            "How does failover work?",
            "#### Sentinel\n\nA replica is promoted when its primary fails.",
        ),
        (
            "Have you run a cluster, and how did it shard？",
            "Yes; keys were spread over slots.\n\nEach node owned a range.",
        ),
    ]


def test_near_miss_bold_sub_titles_of_an_answer_stay_in_it() -> None:
    """A bold question followed by another bold title (the answer titles its parts), one
    after a bold title of the answer's, one that opens the answer (the heading has no answer
    of its own above it), and one under a heading that labels its question (`## Q.`): each
    stays in its heading's answer."""
    titled = _CLOSING.replace("Each node owned a range.", "**Drawbacks**\n\nResharding is manual.")
    opening = _CLOSING.replace("A replica is promoted when its primary fails.\n\n", "")
    labelled = _CLOSING.replace("### ", "## Q. ")
    parts = _CLOSING.replace(  # the last of the answer's bold titles asks
        "A replica is promoted when its primary fails.\n\n",
        "A replica is promoted.\n\n**Option 1: manual failover**\n\nAn operator promotes it.\n\n",
    )
    run_on = _CLOSING.replace("shard?**\n\n", "shard?**\n")  # its text runs on under it
    for text in (titled, opening, labelled, parts, run_on):
        imported = result(text)
        assert len(imported.deck.cards) == 3
        assert "**Have you run a cluster, and how did it shard?**" in imported.deck.cards[1].answer
        assert imported.warnings == ()
