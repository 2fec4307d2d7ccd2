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
