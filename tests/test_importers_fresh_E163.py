"""Layouts of a plain-text interview sheet met in the Z165 round, on made-up documents:
numbered questions that go on with `Q:` / `A :` pairs whose answers hold numbered lists of
their own, and answers written as lines of the questions' numbered list (`3. Q?` /
`4. Ans : x`, `4. Q?` / `5. man`, `1.`, `2.` under `Ans:`)."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str, dict[str, str]]]:
    deck = result(text).deck
    return [(c.id, c.question, c.answer, dict(c.choices)) for c in deck.cards]


def _skipped(text: str) -> list[tuple[int, str]]:
    return [(s.line, s.reason) for s in result(text).skipped]


def test_a_q_labelled_answers_own_numbered_lists_stay_in_it() -> None:
    """After `1. What is a cron job?` over `Answer:`, a `Q:` pair's answer holds `1)`, `2)`
    and `1.`, `2.` lists: its own points, never questions 2 and 3 going on from question 1
    (junk cards, the answer cut, an id clash warned); `A :text` is the answer label."""
    text = (
        "1. What is a cron job?\n"
        "Answer:\n"
        "A command the scheduler runs at set times.\n"
        "\n"
        "Q: How do you rotate logs?\n"
        "A : In two ways.\n"
        "1) by size.\n"
        "2) by age.\n"
        "Tools for it:\n"
        "1. logrotate\n"
        "2. journald\n"
        "and others.\n"
        "\n"
        "Q: What is an inode?\n"
        "A :The record a file system keeps of a file.\n"
    )
    assert _cards(text) == [
        ("q01", "What is a cron job?", "A command the scheduler runs at set times.", {}),
        (
            "q02",
            "How do you rotate logs?",
            "In two ways.\n\n1) by size.\n2) by age.\n\nTools for it:\n\n"
            "1. logrotate\n2. journald\n\nand others.",
            {},
        ),
        ("q03", "What is an inode?", "The record a file system keeps of a file.", {}),
    ]
    imported = result(text)
    assert imported.warnings == ()
    assert imported.skipped == ()


def test_a_label_above_the_numbered_questions_leaves_their_numbering_going_on() -> None:
    """Guard: a `Q:` pair before the numbered questions is not between them and the titled
    items (`11. **Prototypal inheritance:**`), still questions by their numbers."""
    text = (
        "Q: What is hoisting?\n"
        "A: Declarations moved to the top of their scope.\n\n"
        "# JavaScript\n\n"
        "9. **What is a closure?**\n"
        "   - A function with the scope it was made in.\n\n"
        "10. **Explain event delegation.**\n"
        "   - One listener on a parent handles its children's events.\n\n"
        "11. **Prototypal inheritance:**\n"
        "   - Objects inherit from other objects.\n\n"
        "12. **Template literals:**\n"
        "   - Strings in backticks that interpolate values.\n\n"
        "13. **What does `typeof null` return?**\n"
        '   - `"object"`.\n'
    )
    assert [(i, q) for i, q, _, _ in _cards(text)] == [
        ("q01", "What is hoisting?"),
        ("q09", "What is a closure?"),
        ("q10", "Explain event delegation."),
        ("q11", "Prototypal inheritance"),
        ("q12", "Template literals"),
        ("q13", "What does `typeof null` return?"),
    ]


def test_a_spaced_a_over_a_spaced_b_stays_an_option() -> None:
    """Guard: `A :21` over `B :22` is option A typed with a blank, no answer label."""
    text = (
        "Q : Which port does SSH listen on?\n"
        "A :21\n"
        "B :22\n"
        "C :80\n\n"
        "Q : Which port does HTTPS use?\n"
        "A :443\n"
        "B :8080\n"
    )
    assert [(q, a) for _, q, a, _ in _cards(text)] == [
        ("Which port does SSH listen on?", "A :21\nB :22\nC :80"),
        ("Which port does HTTPS use?", "A :443\nB :8080"),
    ]


def test_answers_written_as_lines_of_the_numbered_list_are_answers() -> None:
    """`2. Q?` over `Ans:` and its own list from `1.`, `3. Q?` over `4. Ans : x`, and
    `4. Q?` over `5. grep`: each answer nested in its question, none reported as a question,
    nothing glued in silence into the answer above."""
    text = (
        "1. What is a daemon?\n"
        "Answer:\n"
        "A program running in the background.\n"
        "\n"
        "2. What happens when you log in?\n"
        "Ans:\n"
        "1. the password is checked\n"
        "2. the shell starts\n"
        "3. the profile is read\n"
        "\n"
        "3. How do you see disk usage?\n"
        "4. Ans : df, du\n"
        "\n"
        "4. Which tool finds text in files?\n"
        "5. grep\n"
    )
    assert _cards(text) == [
        ("q01", "What is a daemon?", "A program running in the background.", {}),
        (
            "q02",
            "What happens when you log in?",
            "1. the password is checked\n2. the shell starts\n3. the profile is read",
            {},
        ),
        ("q03", "How do you see disk usage?", "df, du", {}),
        ("q04", "Which tool finds text in files?", "grep", {}),
    ]
    imported = result(text)
    assert imported.warnings == ()
    assert imported.skipped == ()


def test_an_answer_label_after_a_numbered_statement_is_left_alone() -> None:
    """Guard: `2. Answer: ...` under a numbered line that does not ask (`1. The cache was
    cold.`) is no answer of it."""
    text = (
        "Facts from the outage:\n"
        "1. The cache was cold.\n"
        "2. Answer: unknown at the time.\n"
        "\n"
        "3. What is a rollback?\n"
        "Answer: Going back to the last good release.\n"
    )
    assert _cards(text) == [
        ("q03", "What is a rollback?", "Going back to the last good release.", {}),
    ]


def test_items_numbered_one_after_a_blank_under_a_label_are_the_next_questions() -> None:
    """Guard: `1. Content delivery networks` after a blank line under `Answer: ...` is the
    next topic of a list Markdown renumbers, not the answer's list."""
    text = (
        "1. Load balancers\n"
        "Answer: They spread requests.\n"
        "\n"
        "1. Content delivery networks\n"
        "Answer: They cache pages near the users.\n"
    )
    assert [(q, a) for _, q, a, _ in _cards(text)] == [
        ("Load balancers", "They spread requests."),
        ("Content delivery networks", "They cache pages near the users."),
    ]


def test_a_bare_next_number_in_a_longer_run_of_questions_is_no_answer() -> None:
    """Guard: in a sheet that numbers its answers (`2. Ans : ss -tlnp`), `4. Ping sweeps`
    inside a run of three numbered lines is no answer of `3. Which ...?`: the run is
    reported, as questions with no answer."""
    text = (
        "1. How do you list open ports?\n"
        "2. Ans : ss -tlnp\n"
        "\n"
        "3. Which tool traces a route?\n"
        "4. Ping sweeps\n"
        "5. What is an MTU?\n"
    )
    assert _cards(text) == [("q01", "How do you list open ports?", "ss -tlnp", {})]
    assert [line for line, _ in _skipped(text)] == [4, 5, 6]
