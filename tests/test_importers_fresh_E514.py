"""Round Z278 (2026-12-03): an ISTQB sample exam numbers its questions `1)` and writes each
one's options as a list all numbered `1.` (the renderer counts them), keyed by letter in a
fold under the list (`<details><summary>Answer:</summary>C</details>`). The options were read
as numbered questions, and each question was reported unanswered.

Made up in the shape of the real page.
"""

from __future__ import annotations

from tests.importing import result

_EXAM = """\
### SAMPLE QUESTIONS

1) Which review type is usually led by the author of the work product?

1. Inspection
1. Technical review
1. Walkthrough
1. Audit
    <details><summary>Answer:</summary>C</details></br>

2) Which level of testing focuses on a single unit in isolation?

1. Component testing
1. System testing
1. Acceptance testing
    <details><summary>Answer:</summary>A</details></br>
"""


def test_lazily_numbered_options_keyed_by_letter_are_lettered() -> None:
    r = result(_EXAM)
    assert [(c.answer, dict(c.choices or {})) for c in r.deck.cards] == [
        ("C", {"A": "Inspection", "B": "Technical review", "C": "Walkthrough", "D": "Audit"}),
        ("A", {"A": "Component testing", "B": "System testing", "C": "Acceptance testing"}),
    ]
    assert r.warnings == ()


def test_a_letter_past_the_last_option_letters_nothing() -> None:
    r = result(_EXAM.replace("</summary>A<", "</summary>F<"))
    assert len(r.deck.cards) == 1  # the second: its key names no option, reported
    assert r.skipped
