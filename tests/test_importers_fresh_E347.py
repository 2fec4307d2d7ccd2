"""Layouts met in round Z212, on made-up documents: a `QN:` question whose fenced answer block
was left empty (no answer, reported); a topic heading over sub-question bullets closed by an
`- **Expected:** ...` item (one card); a post's preface heading above its question headings
(no card)."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices)) for c in deck.cards]


def _skipped(text: str) -> list[str]:
    return [s.reason for s in result(text).skipped]


_FENCED = (
    "Q1: What does a proxy forward?\n~~~\nRequests from clients to a server.\n~~~\n\n"
    "Q2: What is a sidecar?\n~~~\n\n~~~\n\n"
    "Q3: What is a mesh?\n```text\n```\n\n"
    "Q4: What is an ingress?\n~~~\nThe entry point for outside traffic.\n~~~\n"
)


def test_an_empty_fenced_answer_is_no_answer() -> None:
    """A question whose fence holds nothing (blank lines at most, an info string or not) is
    reported unanswered, never a card whose answer is the two fence lines."""
    assert _cards(_FENCED) == [
        ("What does a proxy forward?", "~~~\nRequests from clients to a server.\n~~~", {}),
        ("What is an ingress?", "~~~\nThe entry point for outside traffic.\n~~~", {}),
    ]
    reasons = _skipped(_FENCED)
    assert len(reasons) == 2
    assert "question 2 has no answer" in reasons[0]
    assert "question 3 has no answer" in reasons[1]


def test_a_fence_holding_one_line_is_an_answer() -> None:
    """Guard: a fenced answer with one line of content (even a lone `0`) stays an answer."""
    text = (
        "Q1: What does `len('')` return?\n```python\n0\n```\n\n"
        "Q2: What is a proxy?\n~~~\nA go-between.\n~~~\n"
    )
    assert [(q, a) for q, a, _ in _cards(text)] == [
        ("What does `len('')` return?", "```python\n0\n```"),
        ("What is a proxy?", "~~~\nA go-between.\n~~~"),
    ]


_KIT = (
    "# Разбор собеседования\n\n"
    "### 1.1 Очереди [junior]\n\n"
    "**Q:** Зачем нужна очередь сообщений?\n\n"
    "**Expected:** Чтобы развязать отправителя и получателя.\n\n"
    "### 1.2 Хранилища [senior]\n\n"
    "- Чем индекс отличается от первичного ключа?\n"
    "- Когда индекс вредит записи?\n"
    "- **Expected:** Ключ уникален, индекс нет. Индекс замедляет вставку.\n\n"
    "### 1.3 Locks [middle]\n\n"
    "* Describe optimistic locking\n"
    "* When does it fail?\n"
    "* **Answer:** It checks a version on write; it fails under heavy contention.\n"
)


def test_sub_question_bullets_over_an_expected_item_are_one_question() -> None:
    """A topic heading over two or more sub-question bullets closed by an answer label item
    (`- **Expected:** ...`, `* **Answer:** ...`): one card, the topic and the sub-questions
    its question, the label's text its answer; `**Expected:**` is an answer label (no label
    left in the answer of the `**Q:**` section either)."""
    assert _cards(_KIT) == [
        ("Зачем нужна очередь сообщений?", "Чтобы развязать отправителя и получателя.", {}),
        (
            "1.2 Хранилища [senior]\n\nЧем индекс отличается от первичного ключа?\n"
            "Когда индекс вредит записи?",
            "Ключ уникален, индекс нет. Индекс замедляет вставку.",
            {},
        ),
        (
            "1.3 Locks [middle]\n\nDescribe optimistic locking\nWhen does it fail?",
            "It checks a version on write; it fails under heavy contention.",
            {},
        ),
    ]
    assert result(_KIT).warnings == ()
    assert [c.id for c in result(_KIT).deck.cards] == ["q01", "q02", "q03"]


def test_a_question_heading_over_bullets_and_a_labelled_item_is_unchanged() -> None:
    """Guard: under a heading that asks, the bullets stay as before (the question's points
    over its labelled answer); options over an `Answer:` item stay options; `Expected
    output:` is no answer label."""
    text = (
        "### What does a load balancer do?\n\n"
        "- Spreads requests over servers\n"
        "- Checks their health\n"
        "- **Answer:** It spreads the load.\n\n"
        "### Which port does HTTPS use?\n\n"
        "- A) 80\n- B) 443\n- **Answer:** B\n\n"
        "### What does `echo hi` print?\n\n"
        "Expected output: hi\n"
    )
    assert _cards(text) == [
        (
            "What does a load balancer do?\n\n- Spreads requests over servers\n- Checks their health",
            "It spreads the load.",
            {},
        ),
        ("Which port does HTTPS use?", "B", {"A": "80", "B": "443"}),
        ("What does `echo hi` print?", "Expected output: hi", {}),
    ]


_POST = (
    '---\nlayout: post\ntitle: "Notes from the on-site loop"\n---\n\n'
    "### The CARL framework\n\n"
    "* Context first, in a sentence\n"
    "* Then the action and what you learned\n\n"
    "### Tell me about a project you are proud of.\n"
    "* Pick one with a measurable result\n\n"
    "### Tell me about a time you pushed back on a deadline.\n\n"
    "### Describe a time you mentored someone\n"
    "* Say what they could do afterwards\n\n"
    "### How do you handle a failing release?\n"
    "* Roll back first, then find the cause\n"
)


def test_a_preface_heading_above_the_first_question_is_no_card() -> None:
    """A post's preface heading (it asks nothing, over tips) above its question headings is
    an introduction in no card, though most headings at its level ask and one of them has
    no answer; the unanswered one is reported."""
    assert [(q, a) for q, a, _ in _cards(_POST)] == [
        ("Tell me about a project you are proud of.", "* Pick one with a measurable result"),
        ("Describe a time you mentored someone", "* Say what they could do afterwards"),
        ("How do you handle a failing release?", "* Roll back first, then find the cause"),
    ]
    reasons = _skipped(_POST)
    assert len(reasons) == 1 and "has no answer" in reasons[0]


def test_a_plain_heading_between_question_headings_stays_a_question() -> None:
    """Guard: among question headings, a heading that does not ask but has an answer, after
    the first question, is still a question (the siblings rule)."""
    text = (
        "# SQL drills\n\n"
        "### What is an index?\n\nA lookup structure.\n\n"
        "### What is a view?\n\nA stored query.\n\n"
        "### Counting rows per group\n\nUse GROUP BY with COUNT.\n\n"
        "### What is a join?\n\nRows matched across tables.\n"
    )
    assert [q for q, _, _ in _cards(text)] == [
        "What is an index?",
        "What is a view?",
        "Counting rows per group",
        "What is a join?",
    ]
