"""Importer layouts met in the 2026-11-29 sixth session's rounds: each test is the shape of a
real document the importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result


def _pairs(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


def test_a_numbered_list_of_questions_after_the_last_answer_is_reported() -> None:
    """`#### N.` questions with `**Answer.**` labels, then a bare numbered list of questions
    gathered to answer later: each is reported unanswered, none glued to the last answer."""
    text = (
        "## Shell notes\n\n"
        "#### 1. What is a pipe?\n**Answer.** It feeds one command's output to another.\n\n"
        "#### 2. What does grep do?\n**Answer.** It prints the lines that match a pattern.\n\n"
        "- fast\n- simple\n\n"
        "31. How do you count lines in a file?\n"
        "32. What does `tee` do?\n"
        "33. How do you sort a file in reverse?\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("What is a pipe?", "It feeds one command's output to another."),
        ("What does grep do?", "It prints the lines that match a pattern.\n\n- fast\n- simple"),
    ]
    assert [s.line for s in res.skipped] == [12, 13, 14]
    assert all("no answer" in s.reason for s in res.skipped)


def test_an_answer_that_is_a_numbered_list_of_questions_keeps_it() -> None:
    """Guard: the questions an answer lists, numbered from 1, or going on from the answer's
    own numbered line past a paragraph, are the answer's."""
    text = (
        "#### 1. What is a pipe?\n**Answer.** It feeds one command's output to another.\n\n"
        "#### 2. What should you ask the interviewer?\n**Answer.** A few good ones:\n\n"
        "1. What does a normal day look like?\n"
        "2. How is the team organised?\n"
        "3. How do you measure success?\n\n"
        "#### 3. Which checks come before a release?\n**Answer.** Ask yourself:\n\n"
        "1. Do the tests pass?\n\nThen, for the docs:\n\n"
        "2. Is the changelog written?\n"
        "3. Are the examples current?\n"
        "4. Is the version bumped?\n"
    )
    res = result(text)
    assert not res.skipped
    assert _pairs(text) == [
        ("What is a pipe?", "It feeds one command's output to another."),
        (
            "What should you ask the interviewer?",
            "A few good ones:\n\n1. What does a normal day look like?\n"
            "2. How is the team organised?\n3. How do you measure success?",
        ),
        (
            "Which checks come before a release?",
            "Ask yourself:\n\n1. Do the tests pass?\n\nThen, for the docs:\n\n"
            "2. Is the changelog written?\n3. Are the examples current?\n4. Is the version bumped?",
        ),
    ]


def test_an_answer_label_glued_to_a_bold_term_gives_the_term_its_bold() -> None:
    """`**Answer. Cache:** Fast memory.`: the label's bold runs on over the answer's term; the
    term keeps it (`**Cache:** ...`), no `Cache:**` debris. `**Answer: True** - why` keeps
    its verdict bold; `**Answer:**<br/>text` leaves no `**` of the label behind."""
    text = (
        "#### 1. What is a cache?\n**Answer. Cache:** Fast memory near the CPU.\n\n"
        "#### 2. Is RAM volatile?\n**Answer: True** - it loses its data without power.\n\n"
        "#### 3. What is swap?\n**Answer:**<br/>Disk space used as memory.\n"
    )
    assert _pairs(text) == [
        ("What is a cache?", "**Cache:** Fast memory near the CPU."),
        ("Is RAM volatile?", "**True** - it loses its data without power."),
        ("What is swap?", "Disk space used as memory."),
    ]


def test_a_heading_saying_only_or_joins_two_wordings_of_one_question() -> None:
    """`#### 7. How do you test port 80?` / `#### or` / `#### Say you host a site; how ...?`
    with blank lines between: one question in two wordings, neither it nor `or` reported."""
    text = (
        "#### 1. How do you test port 80 on a host?\n\n#### or\n\n"
        "#### Say you host a site; how would you test it on port 80?\n"
        "**Answer.** Use nc or telnet.\n\n"
        "#### 2. What is DNS?\n**Answer.** The internet's phone book.\n"
    )
    res = result(text)
    assert not res.skipped
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        (
            "How do you test port 80 on a host? or Say you host a site; how would you test it "
            "on port 80?",
            "Use nc or telnet.",
        ),
        ("What is DNS?", "The internet's phone book."),
    ]


def test_an_or_heading_after_an_answer_joins_nothing() -> None:
    """Guard: `#### or` with an answer's text above it, not a heading, is no mark between two
    wordings: the question above keeps its own text and answer."""
    text = (
        "#### 1. What is a pipe?\n\nIt feeds output on.\n\n#### or\n\n"
        "#### 2. What is grep?\n\nA matcher.\n"
    )
    pairs = _pairs(text)
    assert pairs[0] == ("What is a pipe?", "It feeds output on.")
    assert pairs[-1] == ("What is grep?", "A matcher.")


_QUIZ = (
    "# Foo Q&A\n\nA collection of questions on Foo.\n\n"
    "## Why Foo ?\n\nFoo is quick. Reasons:\n\n"
    "1. **Speed**: it compiles fast.\n\n2. **Tools**: it ships a formatter.\n\n---\n\n"
    "### Questions\n\n"
    "[Q1. What is a bar?](#AA)\n\n[Q2. What is a baz?](#AB)\n\n[Q3. What is a qux?](#AC)\n"
    "---\n\n"
)


def _question(n: int, name: str, right: str, wrong: str) -> str:
    return (
        f'<div id="A{name}" />\n\n#### Q{n}. What is a {name.lower()}?\n\n'
        f"- [x] {right}\n- [ ] {wrong}\n\n"
    )


def test_an_intro_heading_over_a_contents_list_of_links_is_no_question() -> None:
    """`## Why Foo ?` over its selling points and `### Questions` with a contents list of
    `[Q1. ...](#AA)` links, the last glued over `---`: no card from the intro, no link in
    any answer, no phantom question from the link read as a setext heading."""
    text = (
        _QUIZ
        + _question(1, "Bar", "a thing", "a place")
        + _question(2, "Baz", "a tool", "a fruit")
        + _question(3, "Qux", "a word", "a number")
    )
    res = result(text)
    cards = res.deck.cards
    assert [(c.question, c.answer, dict(c.choices)) for c in cards] == [
        ("What is a bar?", "A", {"A": "a thing", "B": "a place"}),
        ("What is a baz?", "A", {"A": "a tool", "B": "a fruit"}),
        ("What is a qux?", "A", {"A": "a word", "B": "a number"}),
    ]
    assert not res.skipped


def test_a_question_over_its_own_follow_up_questions_stays_a_question() -> None:
    """Guard: `## What is X?` answered, over `### Follow-up questions` holding a few of the
    page's questions, is a question still."""
    text = (
        "## What is a pipe?\n\nIt feeds output on.\n\n### Follow-up questions\n\n"
        "#### Q1. What is a named pipe?\n\nA pipe with a file name.\n\n"
        + "".join(
            f"## What is tool {n}?\n\nTool {n} does a job.\n\n"
            f"### Follow-up questions\n\n#### Q{n + 1}. Why tool {n}?\n\nIt is fast.\n\n"
            for n in range(2, 5)
        )
    )
    questions = [c.question for c in result(text).deck.cards]
    assert "What is a pipe?" in questions
    assert "What is tool 3?" in questions
