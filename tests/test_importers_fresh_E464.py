"""Importer layouts met in the Z264 round: an exam whose questions are `# Question One` ..
`# Question Nine` headings, each over lines that ask or set tasks, some answered, some not.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

_WORDED_EXAM = (
    "# Question One\n"
    "Explain what a cache is. Give an example\n"
    "Describe how a cache is invalidated.\n"
    "A cache keeps recent results close to the reader.\n"
    "It is invalidated by time or by the writer.\n"
    "# Question Two\n"
    "What does a load balancer do?\n"
    "## Answer\n"
    "It spreads requests over servers.\n"
    "# Question Three\n"
    "Briefly explain the difference between a queue and a stack.\n"
    "What does a queue return first? Explain.\n"
    "# Question Four\n"
    "Given the following grammar,\n"
    "Show that it is ambiguous.\n"
    "Write a derivation for the sentence aab.\n"
    "S -> S a | a S | b\n"
)


def test_word_numbered_exam_headings_are_questions() -> None:
    """`# Question One` is the first question, not the page's title (the deck is not named
    `question-one` and its lines are no introduction); the lines under a bare label that ask
    or set tasks are the question, the plain lines after them its answer; a question whose
    lines only ask or set tasks, or give what they are about (a grammar under `Given the
    following grammar,`), has no answer and is reported, not carded as its own answer."""
    got = result(_WORDED_EXAM)
    assert [(c.id, c.question, c.answer) for c in got.deck.cards] == [
        (
            "q01",
            "Explain what a cache is. Give an example\nDescribe how a cache is invalidated.",
            "A cache keeps recent results close to the reader.\n"
            "It is invalidated by time or by the writer.",
        ),
        ("q02", "What does a load balancer do?", "It spreads requests over servers."),
    ]
    assert got.deck.name != "Question One"
    assert [s.reason for s in got.skipped] == [
        "question 3 has no answer; skipped",
        "question 4 has no answer; skipped",
    ]
    assert [s.line for s in got.skipped] == [10, 13]
    assert len(got.warnings) == 2
    assert all("introduction" not in w for w in got.warnings)


_ONE_TITLED = (
    "# Question One\n\n"
    "## What is a mutex?\n\nA lock that one thread holds at a time.\n\n"
    "## What is a semaphore?\n\nA counter of permits.\n"
)


def test_a_lone_word_numbered_heading_keeps_its_title() -> None:
    """Near miss: one `# Question One` heading with no sibling numbered so, over question
    headings of its own, is left as written: the page's title."""
    got = result(_ONE_TITLED)
    assert [(c.id, c.question, c.answer) for c in got.deck.cards] == [
        ("q01", "What is a mutex?", "A lock that one thread holds at a time."),
        ("q02", "What is a semaphore?", "A counter of permits."),
    ]
    assert got.deck.name == "Question One"
    assert got.skipped == ()


_IMPERATIVE_ANSWERS = (
    "## Question 1\n"
    "How do you dedupe a list?\n"
    "Use a hash map.\n"
    "## Question 2\n"
    "Explain what a token is.\n"
    "The smallest unit the lexer hands on.\n"
    "## Question 3\n"
    "What is a lexeme?\n"
    "State machines are not needed; a regular expression matches it.\n"
)


def test_an_imperative_answer_under_a_bare_label_stays_the_answer() -> None:
    """Near miss: an answer that opens in the imperative (`Use a hash map.`), or with a task's
    verb as its subject's word (`State machines are ...`), sets no exam's task: one asking
    line over a plain answer line is read as before."""
    got = result(_IMPERATIVE_ANSWERS)
    assert [(c.id, c.question, c.answer) for c in got.deck.cards] == [
        ("q01", "How do you dedupe a list?", "Use a hash map."),
        ("q02", "Explain what a token is.", "The smallest unit the lexer hands on."),
        (
            "q03",
            "What is a lexeme?",
            "State machines are not needed; a regular expression matches it.",
        ),
    ]
    assert got.skipped == ()


def test_asked_lines_counts_the_run_that_asks() -> None:
    """The run of lines from the top that ask, set tasks or give what they are about."""
    from srs.importers.examtasks import asked_lines  # (the module the fix adds)

    assert asked_lines(["Explain X.", "What is Y? Explain.", "X is a thing."]) == 2
    assert asked_lines(["Given the grammar below,", "Show that it is ambiguous.", "S -> a"]) == 3
    assert asked_lines(["How do you dedupe a list?", "Use a hash map."]) == 1
    assert asked_lines(["A plain statement.", "Explain X."]) == 0
    assert asked_lines(["S -> a | b", "Explain X."]) == 0
