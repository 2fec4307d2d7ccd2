"""Importer layouts met in the 2026-12-01 session's round (fixA8): each test is the shape of a
real document the importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used (a personal
study list: question headings over empty answer labels, then plain numbered questions).
"""

from __future__ import annotations

from tests.importing import result


def test_an_empty_answer_label_over_numbered_questions_reports_each() -> None:
    """`## Q3. What does DNS do ?` over an empty `**A**:` and a list going on with the
    questions' count (`4.` ... `7.`), more lists after it: the list is no answer but more
    questions, each reported by line, the label's question too; the answered headings below
    are cards as before."""
    text = (
        "## Q1. What is a socket ?\n**A**:\n\n"
        "## Q2. What is a port number ?\n**A**:\n\n"
        "## Q3. What does DNS do ?\n**A**:\n\n"
        "4. What is a subnet mask ?\n"
        "5. How does ARP work ?\n"
        "6. What is the difference between TCP and UDP?\n"
        "7. Explain NAT in a few words.\n"
        "8. \n\n"
        "Later ones:\n\n"
        "1. What is BGP ?\n"
        "2. How does a router pick a route ?\n"
        "3. What is anycast ?\n\n"
        "## Q4: What is a loopback address?\n"
        "**A:** An address that sends traffic back to the same host.\n\n"
        "## Q5: What is MTU?\n"
        "**A:** The largest packet a link carries without splitting it.\n"
    )
    res = result(text)
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        (
            "q04",
            "What is a loopback address?",
            "An address that sends traffic back to the same host.",
        ),
        ("q05", "What is MTU?", "The largest packet a link carries without splitting it."),
    ]
    assert [s.line for s in res.skipped] == [1, 4, 7, 10, 11, 12, 13, 18, 19, 20]
    assert all("no answer" in s.reason for s in res.skipped)
    assert len(res.warnings) == len(res.skipped)  # the empty `8. ` no text in no card either


def test_an_empty_answer_label_over_a_list_from_one_keeps_it_as_the_answer() -> None:
    """Guard: a list numbered from 1 under an empty answer label is the answer (questions to
    ask the interviewer), as before; so is a list under a label that has text."""
    text = (
        "## Q1. What is a socket ?\n**A**: An endpoint for sending and receiving data.\n\n"
        "## Q2. Which questions should you ask the interviewer ?\n**A**:\n\n"
        "1. What does a normal day look like?\n"
        "2. How is the team organised?\n"
        "3. How do you measure success?\n\n"
        "## Q3. Which follow-ups come next ?\n**A**: These:\n\n"
        "1. Who reviews the code?\n"
        "2. How often do you release?\n"
        "3. What is on call like?\n"
    )
    res = result(text)
    assert not res.skipped
    assert [(c.id, c.answer) for c in res.deck.cards] == [
        ("q01", "An endpoint for sending and receiving data."),
        (
            "q02",
            "1. What does a normal day look like?\n2. How is the team organised?\n"
            "3. How do you measure success?",
        ),
        (
            "q03",
            "These:\n\n1. Who reviews the code?\n2. How often do you release?\n"
            "3. What is on call like?",
        ),
    ]


def test_a_doubled_dot_after_a_question_number_is_the_numbers() -> None:
    """`## Q2.. What does DNS do?`, `## 3.. What is a port?`: the dot typed twice is still
    the number's punctuation, no `. ` left at the question's start."""
    text = (
        "## Q1. What is a socket?\n**A**: An endpoint for sending and receiving data.\n\n"
        "## Q2.. What does DNS do?\n**A**: It turns host names into addresses.\n\n"
        "## 3.. What is a port?\n**A**: A number that names a service on a host.\n"
    )
    res = result(text)
    assert not res.skipped
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        ("q01", "What is a socket?", "An endpoint for sending and receiving data."),
        ("q02", "What does DNS do?", "It turns host names into addresses."),
        ("q03", "What is a port?", "A number that names a service on a host."),
    ]


def test_an_ellipsis_after_a_question_number_stays_the_questions() -> None:
    """Guard: `Q2. ...and what is a subnet?` (an ellipsis after the number's dot and a blank)
    keeps its dots: only a second dot right before a blank is the number's."""
    text = (
        "## Q1. What is a socket?\n**A**: An endpoint for sending and receiving data.\n\n"
        "## Q2. ...and what is a subnet?\n**A**: A range of addresses that share a prefix.\n"
    )
    res = result(text)
    assert [(c.id, c.question) for c in res.deck.cards] == [
        ("q01", "What is a socket?"),
        ("q02", "...and what is a subnet?"),
    ]


def test_dashed_banners_are_section_titles_never_answers() -> None:
    """`---------- Advanced Level: -----------` alone in its paragraph, indented with tabs
    (code, to Markdown) or not: a section title tagging the questions under it, never the
    last line of the answer above; a tab-indented heading on such a page is a section too."""
    text = (
        "# Networking\n\n"
        "\t\t\t---------- Beginner Level: -----------\n\n"
        "### 1. What is a socket?\nAn endpoint for sending and receiving data.\n\n"
        "\t\t\t---------- Advanced Level: -----------\n\n"
        "### 2. What is BGP?\nThe protocol that routes between networks.\n\n"
        "---------- Real time : -----------\n\n"
        "### 3. How do you find a slow hop?\nRun traceroute and read the times.\n\n"
        "\t\t\t## Scenario questions ##\n\n"
        "### 4. What is anycast?\nOne address served from many places.\n"
    )
    res = result(text)
    assert not res.skipped
    assert [(c.id, c.question, c.answer, c.tags) for c in res.deck.cards] == [
        (
            "q01",
            "What is a socket?",
            "An endpoint for sending and receiving data.",
            ("beginner-level",),
        ),
        ("q02", "What is BGP?", "The protocol that routes between networks.", ("advanced-level",)),
        (
            "q03",
            "How do you find a slow hop?",
            "Run traceroute and read the times.",
            ("real-time",),
        ),
        (
            "q04",
            "What is anycast?",
            "One address served from many places.",
            ("scenario-questions",),
        ),
    ]


def test_a_dashed_line_inside_a_paragraph_or_in_code_stays_text() -> None:
    """Guard: dashes around a word right under a bullet's text (no blank line between) and
    in a fenced block, blank lines around it, are the answer's, as before."""
    text = (
        "### 1. How do you find a slow hop?\nRun traceroute and read the times.\n\n"
        "- Ask about the load too.\n    ------ Extra ------\n\n"
        "### 2. What does the test runner print?\nThis:\n\n"
        "```\n$ pytest\n\n---------- Ran 5 tests ----------\n\nOK\n```\n"
    )
    res = result(text)
    assert not res.skipped
    assert [(c.id, c.answer, c.tags) for c in res.deck.cards] == [
        (
            "q01",
            "Run traceroute and read the times.\n\n- Ask about the load too.\n    ------ Extra ------",
            (),
        ),
        ("q02", "This:\n\n```\n$ pytest\n\n---------- Ran 5 tests ----------\n\nOK\n```", ()),
    ]
