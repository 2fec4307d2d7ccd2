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
