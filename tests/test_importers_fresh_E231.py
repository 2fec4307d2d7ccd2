"""Importer layouts met in judge round Z185 (fix session U6): each test is the shape of a real
document the importer misread, written small, and a near miss the rule must leave alone.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from srs.importers.cjkasks import asks_in_chinese
from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str]]:
    return [(c.id, c.question, c.answer) for c in result(text).deck.cards]


_LABELLED = (
    "**Networking:**\n\n"
    "1. What does a load balancer do, and where does it sit?  \n"
    "    It spreads incoming requests over several servers, in front of them.\n\n"
    "**Storage:**\n\n"
    "1. What is block storage, and when would you pick it? {tail}\n\n"
    "**Compute:**\n\n"
    "1. What is a container, and how does it differ from a VM?  \n"
    "    A container shares the host kernel and starts in seconds.\n"
)


def test_a_lone_numbered_item_answered_on_its_line_is_that_question_and_answer() -> None:
    """A blog post files each question in a list of its own under a bold label, answered
    below; one typed with its answer on the same line is that question, the rest its answer."""
    tail = "Block storage hands a server raw volumes that it formats itself, for databases."
    res = result(_LABELLED.format(tail=tail))
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        (
            "q01",
            "What does a load balancer do, and where does it sit?",
            "It spreads incoming requests over several servers, in front of them.",
        ),
        ("q01-2", "What is block storage, and when would you pick it?", tail),
        (
            "q01-3",
            "What is a container, and how does it differ from a VM?",
            "A container shares the host kernel and starts in seconds.",
        ),
    ]
    assert not res.skipped


def test_a_lone_numbered_item_with_a_short_tail_is_still_unanswered() -> None:
    """Guard: a tail too short to be an answer (the strict test) is no answer: reported."""
    res = result(_LABELLED.format(tail="Logs were kept."))
    assert [c.id for c in res.deck.cards] == ["q01", "q01-2"]
    assert [(s.line, "no answer" in s.reason) for s in res.skipped] == [(8, True)]


def test_a_lone_numbered_item_answered_below_keeps_its_whole_line_as_the_question() -> None:
    """Guard: where an answer follows the item, the rest of its line asks more of it."""
    text = (
        "**Caches:**\n\n"
        "1. Have you run a cache in production? If yes, tell me what you learned from it.\n\n"
        "We learned to set a TTL on every key, or the cache grows without end.\n"
    )
    assert _cards(text) == [
        (
            "q01",
            "Have you run a cache in production? If yes, tell me what you learned from it.",
            "We learned to set a TTL on every key, or the cache grows without end.",
        )
    ]


def test_glued_steps_under_a_numbered_question_are_its_answer() -> None:
    """`1.xxx` steps (no blank after the dot) numbering from 1 again under `N. question` are
    that answer's list: never questions, never gluing the next question into the answer
    above; and the last answer keeps its closing `Label: text` paragraph."""
    text = (
        "## Exercises\n\n"
        "1. What does a linker do?\nJoins object files into one program.\n\n"
        "2. How do you ship a build\n* Idea\nCompile, then package.\n\n* Steps\n"
        "1.Compile the code\nEach unit becomes an object file.\n\n"
        "2.Package it\nThe objects go into one archive.\n\n"
        "3. Name the parts of a compiler\n1.Lexer\nTurns text into tokens.\n\n"
        "2.Parser\nTurns tokens into a tree.\n\n"
        "4. Pros and cons of static linking\nPros:\nOne file to ship\n\n"
        "Cons: every fix needs a relink\n"
    )
    res = result(text)
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        ("q01", "What does a linker do?", "Joins object files into one program."),
        (
            "q02",
            "How do you ship a build",
            "* Idea\nCompile, then package.\n\n* Steps\n1.Compile the code\n"
            "Each unit becomes an object file.\n\n2.Package it\nThe objects go into one archive.",
        ),
        (
            "q03",
            "Name the parts of a compiler",
            "1.Lexer\nTurns text into tokens.\n\n2.Parser\nTurns tokens into a tree.",
        ),
        (
            "q04",
            "Pros and cons of static linking",
            "Pros:\nOne file to ship\n\nCons: every fix needs a relink",
        ),
    ]
    assert not res.warnings
    assert not res.skipped


def test_glued_questions_numbered_again_under_a_bold_title_stay_questions() -> None:
    """Guard: a section under a bold title (or a heading) may number its glued questions from
    1 again: they are questions, spaced as before."""
    text = (
        "## Part one\n\n"
        "1.What does a linker do?\nJoins object files into one program.\n\n"
        "2.What is a loader?\nIt puts a program in memory.\n\n"
        "**Part two**\n\n"
        "1.Explain dynamic linking.\nLibraries are bound when the program starts.\n\n"
        "2.Explain position-independent code.\nCode that runs at any address.\n"
    )
    assert [(q, a) for _, q, a in _cards(text)] == [
        ("What does a linker do?", "Joins object files into one program."),
        ("What is a loader?", "It puts a program in memory."),
        ("Explain dynamic linking.", "Libraries are bound when the program starts."),
        ("Explain position-independent code.", "Code that runs at any address."),
    ]


def test_a_closing_paragraph_after_answers_kept_in_their_items_is_reported() -> None:
    """Guard: where no question ran on past its item, a paragraph after the last one is the
    page's, not the last answer's: reported as before."""
    text = (
        "1. What does a linker do?\n   Joins object files into one program.\n"
        "2. What is a loader?\n   It puts a program in memory.\n\n"
        "Thanks to everyone who sent questions in.\n"
    )
    res = result(text)
    assert [(q, a) for _, q, a in _cards(text)] == [
        ("What does a linker do?", "Joins object files into one program."),
        ("What is a loader?", "It puts a program in memory."),
    ]
    assert [w.split(": ", 1)[1] for w in res.warnings] == [
        "1 line of text between questions in no card "
        "('Thanks to everyone who sent questions in.'); not imported"
    ]


def test_a_chinese_bullet_title_inside_an_answer_is_no_question() -> None:
    """`* 实现过程` (the implementation process) over its paragraph, inside the answer of a
    numbered question: a title, not a task, so no junk card cut from the answer."""
    text = (
        "### 原理\n\n"
        "1. 双向绑定是怎么做的\n* 概述\n数据劫持加上发布订阅。\n\n"
        "* 实现过程\n先劫持属性，再通知订阅者，最后更新视图。\n\n"
        "2. 虚拟DOM有什么用\n减少直接操作DOM的次数。\n"
    )
    assert _cards(text) == [
        (
            "q01",
            "双向绑定是怎么做的",
            "* 概述\n数据劫持加上发布订阅。\n\n* 实现过程\n先劫持属性，再通知订阅者，最后更新视图。",
        ),
        ("q02", "虚拟DOM有什么用", "减少直接操作DOM的次数。"),
    ]


def test_a_chinese_task_with_an_object_still_asks() -> None:
    """Guard: the task verb with what to make (`实现一个LRU缓存`) sets a task, as before."""
    assert asks_in_chinese("实现一个LRU缓存")
    assert asks_in_chinese("设计一个点赞系统（字节跳动）")
    assert not asks_in_chinese("实现过程")
    assert not asks_in_chinese("实现原理")
