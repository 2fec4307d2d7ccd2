"""An answer sheet kept in another file and pasted under its quiz (2026-12-03).

A mock exam's questions (`<summary>1. What ...?</summary>` over four numbered options, no
key) and its answers file (`## Answers` over `1. What ...?` restated, then the right option's
text): pasted together as the importer's own error message invites, the sheet's entries were
read as more questions and every quiz question became a card answered by its own options,
with no warning. The restatement keys its question; an entry that names no single option is
left as the sheet has it, and the quiz's unkeyed questions are still reported.

The layout is made up in the shape the real files had.
"""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
from srs.importers import import_text
from tests.importing import result

_QUIZ = """\
## Practice questions

<details close>
<summary> 1. What is the smallest unit in Kubernetes?</summary>
<br>

1. Docker
2. Deployment
3. Pod

</details>

<details close>
<summary> 2. What does CNCF stand for?</summary>
<br>

1. Cloud Native Container Foundation
2. Cloud Native Computing Foundation
3. Cloud Native Cloud Federation

</details>

<details close>
<summary> 3. What does serverless computing not need?</summary>
<br>

1. Code
2. Servers to manage
3. A cloud

</details>

<details close>
<summary> 4. Which service type is the default?</summary>
<br>

1. ClusterIP
2. NodePort
3. LoadBalancer

</details>
"""

_SHEET = """
## Answers to the mock exam

1. What is the smallest unit in Kubernetes?

Pod

2. What does **CNCF** stand for?

Cloud Native Computing Foundation

3. What does serverless computing not need?

Servers to manage
A cloud
"""


def test_a_pasted_answer_sheet_keys_the_quiz_by_option_text() -> None:
    r = result(_QUIZ + _SHEET)
    cards = [(c.question, c.answer, dict(c.choices or {})) for c in r.deck.cards]
    assert cards[:2] == [
        (
            "What is the smallest unit in Kubernetes?",
            "C",
            {"A": "Docker", "B": "Deployment", "C": "Pod"},
        ),
        (
            "What does CNCF stand for?",
            "B",
            {
                "A": "Cloud Native Container Foundation",
                "B": "Cloud Native Computing Foundation",
                "C": "Cloud Native Cloud Federation",
            },
        ),
    ]
    # the sheet's answer names two options: its entry stays an open card, as written
    assert cards[2:] == [
        ("What does serverless computing not need?", "Servers to manage\nA cloud", {})
    ]
    reasons = sorted((s.line, s.reason) for s in r.skipped)
    assert [line for line, _ in reasons] == [23, 33]  # questions 3 and 4: no key
    assert all("options but no answer letter" in reason for _, reason in reasons)


def test_the_quiz_alone_is_refused_naming_its_unkeyed_questions() -> None:
    with pytest.raises(
        DocumentError, match="4 questions found, none with an answer: 4 have options"
    ):
        import_text(_QUIZ, source="doc.md")


_LETTERED = """\
# Networking quiz

1. Which protocol resolves names?
   A) ARP
   B) DNS
   C) NTP

2. Which layer does IP sit on?
   A) Link
   B) Network
   C) Transport

# Answers

1. Which protocol resolves names?
   B) DNS

2. Which layer does IP sit on?
   Network
"""


def test_a_sheet_keys_lettered_options_by_label_or_text() -> None:
    r = result(_LETTERED)
    assert [(c.question, c.answer) for c in r.deck.cards] == [
        ("Which protocol resolves names?", "B"),
        ("Which layer does IP sit on?", "B"),
    ]
