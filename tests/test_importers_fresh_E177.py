"""Layouts a judge's round found misread in real documents (2026-11-30, round Z170), each
written small in made-up words: a key folded as `<summary>Answer:</summary><p>` over `[C]`,
an answer typed under its question's own `**Q2.**` label, a numbered list of questions
whose topics ask nothing, and a question heading carrying the reader's own `- wrong` mark.
Each rule has its near miss beside it, which imports as it did before."""

from __future__ import annotations

from tests.importing import result

_FOLDED = """### Question 1:

Which tool keeps a copy of every commit?

- A. A linter
- B. A formatter
- C. Version control

<details><summary>Answer:</summary><p>
{key}

Explanation:

Each commit is stored in the history.
</p></details><hr>
"""


def test_a_bracketed_key_in_a_fold_opened_by_p_keys_the_question() -> None:
    """`<summary>Answer:</summary><p>` then `[C]`: the `<p>` only opens the fold's body, the
    bracketed letter below it is the key (it was an open card, warned 'no answer letter')."""
    res = result(_FOLDED.format(key="[C]"))
    [card] = res.deck.cards
    assert card.question == "Which tool keeps a copy of every commit?"
    assert card.choices == {"A": "A linter", "B": "A formatter", "C": "Version control"}
    assert card.answer == "C"
    assert card.explanation == "Each commit is stored in the history."
    assert not res.warnings and not res.skipped


def test_several_bracketed_letters_make_an_open_card_naming_them() -> None:
    """`[A, C]`: several right options, as `A, C` is: an open card with the usual warning."""
    res = result(_FOLDED.format(key="[A, C]"))
    [card] = res.deck.cards
    assert card.question == (
        "Which tool keeps a copy of every commit?\n\n"
        "- A) A linter\n- B) A formatter\n- C) Version control"
    )
    assert card.answer == "- A linter\n- Version control"
    assert card.explanation == "Each commit is stored in the history."
    assert card.choices == {}
    assert [w.split(": ", 1)[1] for w in res.warnings] == [
        "question 1 has 2 right options (A, C); made an open card"
    ]


def test_a_link_over_bracketed_letters_is_no_key() -> None:
    """Near miss: `[B, C](#notes)` is a link's text, no key: an open card, warned, as before."""
    res = result(_FOLDED.format(key="[B, C](#notes) are both kept."))
    [card] = res.deck.cards
    assert card.choices == {}
    assert card.answer == "[B, C](#notes) are both kept.\n\nEach commit is stored in the history."
    assert [w.split(": ", 1)[1] for w in res.warnings] == [
        "question 1 has options but no answer letter; made an open card "
        "(its explanation is the answer)"
    ]


def test_a_fold_opened_by_p_over_a_worded_answer_is_that_answer() -> None:
    """Near miss: no options, an answer in words under `<summary>Answer:</summary><p>`."""
    text = (
        "### What does a linter do?\n\n"
        "<details><summary>Answer:</summary><p>\n"
        "It reports code that breaks the style rules.\n</p></details>\n\n"
        "### What does a formatter do?\n\n"
        "<details><summary>Answer:</summary><p>\n"
        "It rewrites code into one layout.\n</p></details>\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("What does a linter do?", "It reports code that breaks the style rules."),
        ("What does a formatter do?", "It rewrites code into one layout."),
    ]
    assert not res.warnings


def test_an_answer_typed_under_its_questions_own_label_answers_it() -> None:
    """`**Q2. What does DNS do?**` over `**Q2.** It turns ...`: the second `Q2` does not ask,
    so it labels question 2's answer (both were skipped, 'has no answer')."""
    text = (
        "# Network questions\n\n"
        "**Q1. What is a port?**\n\n**A1.** A number that picks the service on a host.\n\n"
        "**Q2. What does DNS do?**\n\n**Q2.** It turns names into addresses.\n\n"
        "**Q3. Explain what a subnet mask is.**\n\n"
        "**Q3.** It says which bits of an address name the network.\n"
    )
    res = result(text)
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        ("q01", "What is a port?", "A number that picks the service on a host."),
        ("q02", "What does DNS do?", "It turns names into addresses."),
        (
            "q03",
            "Explain what a subnet mask is.",
            "It says which bits of an address name the network.",
        ),
    ]
    assert not res.warnings and not res.skipped


def test_a_question_number_typed_twice_over_two_questions_is_left_alone() -> None:
    """Near miss: the second `**Q2. ...?**` asks too: two questions, the first unanswered."""
    text = (
        "# Network questions\n\n"
        "**Q1. What is a port?**\n\n**A1.** A number that picks the service on a host.\n\n"
        "**Q2. What does DNS do?**\n\n**Q2. What does DHCP do?**\n\n"
        "**A2.** It hands out addresses.\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("What is a port?", "A number that picks the service on a host."),
        ("What does DHCP do?", "It hands out addresses."),
    ]
    assert [(s.line, s.reason) for s in res.skipped] == [(7, "question 2 has no answer; skipped")]


def test_topics_in_a_numbered_list_of_questions_are_questions() -> None:
    """Every item over its nested answer, two of five asking: the topics (`2. Delivery
    guarantees`) are questions too, not glued into the answer above in silence."""
    text = (
        "### Queue notes\n"
        "1. Why are queues useful?\n    - they absorb bursts\n    - producers never wait\n\n"
        "2. Delivery guarantees\n    - at least once\n    - exactly once, with care\n\n"
        "3. Ordering within a partition\n    - kept by offset\n\n"
        "4. Can a consumer replay messages?\n    - yes, by seeking back\n\n"
        "5. Retention settings\n    - by time\n    - by size\n"
    )
    res = result(text)
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        ("q01", "Why are queues useful?", "- they absorb bursts\n- producers never wait"),
        ("q02", "Delivery guarantees", "- at least once\n- exactly once, with care"),
        ("q03", "Ordering within a partition", "kept by offset"),
        ("q04", "Can a consumer replay messages?", "yes, by seeking back"),
        ("q05", "Retention settings", "- by time\n- by size"),
    ]
    assert not res.warnings and not res.skipped


def test_topics_after_a_gap_in_the_numbering_are_questions() -> None:
    """Numbers typed by hand skip (`2.`, `4.`, `6.`) and restart at `1.`: the topics after a
    gap are questions as their neighbours are; an item with no answer is reported."""
    text = (
        "### Queue notes\n"
        "1. Why are queues useful?\n    - they absorb bursts\n\n"
        "2. Can a consumer replay messages?\n    - yes, by seeking back\n\n"
        "4. Delivery guarantees\n    - at least once\n\n"
        "6. Retention settings\n    - by time\n\n"
        "7. What is a dead-letter queue?\n    - where failed messages go\n"
        "1. How do you size a partition?\n"
        "1. What is consumer lag?\n    - how far a consumer is behind\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("Why are queues useful?", "they absorb bursts"),
        ("Can a consumer replay messages?", "yes, by seeking back"),
        ("Delivery guarantees", "at least once"),
        ("Retention settings", "by time"),
        ("What is a dead-letter queue?", "where failed messages go"),
        ("What is consumer lag?", "how far a consumer is behind"),
    ]
    assert [s.line for s in res.skipped] == [16]
    assert "How do you size a partition?" in res.skipped[0].reason


def test_a_numbered_list_in_a_question_headings_answer_stays_there() -> None:
    """Near miss: the list is the answer of the heading question above it, its items steps
    (two of them asking): one card, the list its answer."""
    steps = (
        "1. Build the image\n    - run the build script\n"
        "2. Why tag the image?\n    - to roll back later\n"
        "3. Push the image\n    - to the registry\n"
        "4. Can you undo a push?\n    - yes, retag the old one"
    )
    text = (
        f"# Deploy notes\n\n### How do you ship a release?\n\n{steps}\n\n"
        "### What is a canary?\n\nA small share of traffic on the new version first.\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("How do you ship a release?", steps),
        ("What is a canary?", "A small share of traffic on the new version first."),
    ]


def test_a_numbered_guide_that_asks_once_is_no_list_of_questions() -> None:
    """Near miss: five steps over their details, one asking: the steps are no questions."""
    text = (
        "# Setup guide\n\n"
        "1. Install the tool\n    - use the package manager\n"
        "2. Copy the sample config\n    - into the home folder\n"
        "3. Does it need root?\n    - no\n"
        "4. Start the service\n    - with systemd\n"
        "5. Read the logs\n    - journalctl\n"
    )
    questions = [c.question for c in result(text).deck.cards]
    assert "Install the tool" not in questions
    assert "Start the service" not in questions


_MARKED = """# Practice log

Score 1 of 2

# Problem 12 - wrong

Which port does HTTPS use by default?

- A. 21
- B. 443
- C. 25

<details>
<summary>Answer and notes</summary>

> Answer: B
</details>

# 문제 13 - 맞음

Which record maps a name to an IPv4 address?

- A. MX
- B. TXT
- C. A

<details>
<summary>정답</summary>

> 정답: C
</details>
"""


def test_the_readers_own_mark_on_a_question_heading_is_no_question_text() -> None:
    """`# Problem 12 - wrong`, `# 문제 13 - 맞음` ("right"): the mark is the reader's own, the
    question is the text below (it opened every question and titled every card)."""
    res = result(_MARKED)
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        ("q12", "Which port does HTTPS use by default?", "B"),
        ("q13", "Which record maps a name to an IPv4 address?", "C"),
    ]
    assert res.deck.cards[1].choices == {"A": "MX", "B": "TXT", "C": "A"}


def test_a_heading_title_that_opens_with_a_mark_word_stays_the_question() -> None:
    """Near miss: `Problem 4: Wrong turns in a maze`, `Question 5: Correct the ...`: titles
    whose first word could be a mark, the question's own words."""
    text = (
        "# Practice log\n\n"
        "## Problem 4: Wrong turns in a maze\n\n"
        "Find the shortest path out of a grid maze.\n\n"
        "**Answer:** Breadth-first search from the start cell.\n\n"
        "## Question 5: Correct the off-by-one error in this loop.\n\n"
        "`for i in range(1, len(xs)):`\n\n"
        "**Answer:** Start the range at 0.\n"
    )
    assert [(c.id, c.question, c.answer) for c in result(text).deck.cards] == [
        (
            "q04",
            "Wrong turns in a maze\n\nFind the shortest path out of a grid maze.",
            "Breadth-first search from the start cell.",
        ),
        (
            "q05",
            "Correct the off-by-one error in this loop.\n\n`for i in range(1, len(xs)):`",
            "Start the range at 0.",
        ),
    ]
