"""Importer layouts met in the 2026-11-29 sixth session's rounds: each test is the shape of a
real document the importer misread, written small.

None of these is a copy of a document; each is a made-up file of the same layout.
"""

from __future__ import annotations

from tests.importing import result


def test_keycap_numbered_phrases_over_answer_labels_are_questions() -> None:
    """`2️⃣ Helm chart layout` over `Answer:`: a keycap-numbered line that names a topic
    rather than asking is still a question when an answer label follows it; it and its
    answer ran into the answer above."""
    text = (
        "# Cluster notes\n\n"
        "1️⃣ What is a pod?  \nAnswer:  \nThe smallest unit that runs.\n\n"
        "2️⃣ Helm chart layout  \nAnswer:  \nChart.yaml, values.yaml and templates.\n\n"
        "---\n\n"
        "3️⃣ Sidecars you deployed  \nAnswer:  \nA log shipper and a proxy.\n\n"
        "4️⃣ Why use namespaces?  \nAnswer:  \nThey split one cluster between teams.\n"
    )
    got = result(text)
    assert [(c.question, c.answer, dict(c.choices)) for c in got.deck.cards] == [
        ("What is a pod?", "The smallest unit that runs.", {}),
        ("Helm chart layout", "Chart.yaml, values.yaml and templates.", {}),
        ("Sidecars you deployed", "A log shipper and a proxy.", {}),
        ("Why use namespaces?", "They split one cluster between teams.", {}),
    ]


def test_keycap_numbered_steps_inside_an_answer_stay_in_it() -> None:
    """`1️⃣ Image tagged` points with no answer label under them, inside the answer of a
    keycap-numbered question: they ask nothing and nothing labels them answered, so they
    stay the answer's points."""
    text = (
        "1️⃣ How does a release go?\nAnswer:\nIn three stages:\n\n"
        "1️⃣ Image tagged\n2️⃣ Image pushed\n3️⃣ Pods rolled\n\n"
        "2️⃣ What is a canary?\nAnswer:\nA small first share of traffic.\n"
    )
    got = result(text)
    assert [(c.question, c.answer, dict(c.choices)) for c in got.deck.cards] == [
        (
            "How does a release go?",
            "In three stages:\n\n1️⃣ Image tagged\n2️⃣ Image pushed\n3️⃣ Pods rolled",
            {},
        ),
        ("What is a canary?", "A small first share of traffic.", {}),
    ]


_FOLLOW_UPS = (
    "**Q1. What is a topic?**\\\n**A:** A named, append-only log.\n\n"
    "**✅ Design Solution**\n\n"
    "**🔁 1. Messaging -- Queues**\n\n- Orders go to one topic.\n\n"
    "**🧭 2. Discovery -- Registry**\n\n- Services register on start.\n\n"
    "**⚠️ Q1: How do you keep orders from being lost?**\n\n**Solution:**\n\n"
    "- Producers wait for every replica.\n\n"
    "**🔄 Q2: How do you retry safely?**\n\n**Solution:**\n\n- Make each write idempotent.\n"
)


def test_a_label_after_a_pictograph_inside_the_bold_is_no_part_of_the_question() -> None:
    """`**⚠️ Q1: How ...?**` over `**Solution:**`: the label inside the bold, after its
    pictograph, is read as the label (`**Q1. ...**` without the pictograph always was); it
    stayed in the question. The bold numbered points above it (`**🔁 1. Messaging --
    Queues**`) stay the text they were, not questions."""
    got = result(_FOLLOW_UPS)
    assert [(c.question, c.answer, dict(c.choices)) for c in got.deck.cards] == [
        (
            "What is a topic?",
            "A named, append-only log.\n\n**✅ Design Solution**\n\n"
            "**🔁 1. Messaging -- Queues**\n\n- Orders go to one topic.\n\n"
            "**🧭 2. Discovery -- Registry**\n\n- Services register on start.",
            {},
        ),
        ("How do you keep orders from being lost?", "- Producers wait for every replica.", {}),
        ("How do you retry safely?", "- Make each write idempotent.", {}),
    ]


def _problems(second_body: str) -> str:
    """Two design problems under bold numbered titles, after an answered question: the first
    sets a scene and only asks about it; the second's body is `second_body`."""
    return (
        "**Q1. What is a queue?**\\\n**A:** A buffer between producer and consumer.\n\n"
        "**🧠 Design Problems**\n\n"
        "**Q1: Ticket Booking Rush**\n\n"
        "**Scenario:** A concert sells 40,000 seats in five minutes and every fan\n"
        "refreshes at once.\\\n**Design Challenge:**\n\n"
        "- How would you hold a seat while the fan pays?\n\n"
        "- How would you stop two fans buying one seat\n  at the same moment?\n\n"
        "**Follow-ups:**\n\n- What happens when the payment service is slow?\n\n"
        f"**Q2: Photo Upload Pipeline**\n\n{second_body}"
    )


def test_a_scene_and_only_questions_about_it_is_no_answer() -> None:
    """`**Q1: Ticket Booking Rush**` / `**Scenario:** ...` / `**Design Challenge:**` over
    items that all ask: a design problem set out with no answer. Read as the answer, the
    scene and its sub-questions made a card under the bare title; both problems are now
    reported unanswered."""
    second = (
        "**Scenario:** Users upload photos that must be resized.\n\n"
        "**Design Challenge:**\n\n- Where would you queue the resize jobs?\n"
    )
    got = result(_problems(second))
    assert [(c.question, c.answer, dict(c.choices)) for c in got.deck.cards] == [
        ("What is a queue?", "A buffer between producer and consumer.", {}),
    ]
    assert [s.reason for s in got.skipped] == [
        "question 1 has no answer; skipped",
        "question 2 has no answer; skipped",
    ]


def test_a_scene_over_points_told_keeps_them_as_its_answer() -> None:
    """`**Scenario:** ...` / `**Approach:**` over `- Resize in a worker pool.`: items that
    tell, not ask, answer the problem, so its card stays as it was read."""
    second = (
        "**Scenario:** Users upload photos that must be resized.\n\n"
        "**Approach:**\n\n- Resize in a worker pool.\n\n- Keep the originals in storage.\n"
    )
    got = result(_problems(second))
    assert [(c.question, c.answer, dict(c.choices)) for c in got.deck.cards] == [
        ("What is a queue?", "A buffer between producer and consumer.", {}),
        (
            "Photo Upload Pipeline",
            "**Scenario:** Users upload photos that must be resized.\n\n**Approach:**\n\n"
            "- Resize in a worker pool.\n\n- Keep the originals in storage.",
            {},
        ),
    ]
    assert [s.reason for s in got.skipped] == ["question 1 has no answer; skipped"]


def _chat(turn: str) -> str:
    """Two topics of bold `**QN.**` questions pasted from a chat, `turn` between them."""
    return (
        "**✅ Broker Questions**\n\n"
        "**Q1. What is a broker?**\\\n**A:** A server that stores topics.\n\n"
        "**Q2. What is a leader?**\\\n**A:** The replica that takes writes.\n\n"
        f"{turn}**✅ More Broker Questions**\n\n"
        "**Q1. What is a replica?**\\\n**A:** A copy of a partition on another broker.\n"
    )


def test_a_chat_turn_closing_an_answer_is_cut_and_reported() -> None:
    """`Let me know if you want ...` / `**You said:**` / the user's prompt / `**ChatGPT
    said:**` after an answer, the reply below being the next questions: a chat page's turn,
    which stayed glued to the answer above it; it is cut and reported as text in no card."""
    got = result(
        _chat(
            "Let me know if you want a **cheat sheet** or\n**more questions** on brokers.\n\n"
            "**You said:**\n\nmore questions on brokers\n\n**ChatGPT said:**\n\n"
            "Here are **more questions** on brokers:\n\n"
        )
    )
    assert [(c.question, c.answer, dict(c.choices)) for c in got.deck.cards] == [
        ("What is a broker?", "A server that stores topics.", {}),
        ("What is a leader?", "The replica that takes writes.", {}),
        ("What is a replica?", "A copy of a partition on another broker.", {}),
    ]
    assert [w for w in got.warnings if "in no card" in w] == [
        "doc.md:9: 6 lines of text between questions in no card ('Let me know if you want a"
        " **cheat sheet** or'); not imported"
    ]


def test_a_chat_reply_going_on_in_an_answer_stays_in_it() -> None:
    """`**You said:**` / `go on` / `**ChatGPT said:**` / more of the answer: the reply's own
    text follows its header inside the card, so the turn is left where it is (it may be
    more of the answer), as before."""
    cards = result(
        _chat("**You said:**\n\ngo on\n\n**ChatGPT said:**\n\nIt also serves reads.\n\n")
    ).deck.cards
    assert [c.question for c in cards] == [
        "What is a broker?",
        "What is a leader?",
        "What is a replica?",
    ]
    assert cards[1].answer == (
        "The replica that takes writes.\n\n**You said:**\n\ngo on\n\n**ChatGPT said:**\n\n"
        "It also serves reads."
    )


def _pictured(image: str) -> str:
    """Two bold `**QN.**` questions, the second's answer holding `image` under its text."""
    return (
        "**Q1. What is a partition?**\\\n**A:** A slice of a topic.\n\n"
        f"**Q2. What does the flow look like?**\\\n**A:** Producer to broker to consumer.\n\n{image}\n"
    )


def test_pandoc_image_attributes_wrapped_over_two_lines_go() -> None:
    """`![Flow](media/image1.png){width="5.1in"` / `height="3.2in"}` in a document pandoc
    wrote (backslash hard breaks): Markdown has no attributes, and the card showed them as
    text over two lines. They go; the image stays."""
    got = result(_pictured('![Flow](media/image1.png){width="5.1in"\nheight="3.2in"}'))
    assert [(c.question, c.answer, dict(c.choices)) for c in got.deck.cards] == [
        ("What is a partition?", "A slice of a topic.", {}),
        (
            "What does the flow look like?",
            "Producer to broker to consumer.\n\n![Flow](media/image1.png)",
            {},
        ),
    ]


def test_braces_after_an_image_in_a_document_pandoc_did_not_write_stay() -> None:
    """`![Flow](flow.png){width=50%}` in a page with no backslash hard breaks: its author
    wrote the braces (another renderer's attributes), so they stay as written."""
    text = (
        "**Q1. What is a partition?**\n**A:** A slice of a topic.\n\n"
        "**Q2. What does the flow look like?**\n**A:** Producer to broker to consumer.\n\n"
        "![Flow](flow.png){width=50%}\n"
    )
    cards = result(text).deck.cards
    assert cards[-1].answer == "Producer to broker to consumer.\n\n![Flow](flow.png){width=50%}"
