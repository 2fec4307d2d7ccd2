"""Importer layouts met in round Z207: a choice quiz whose key is one more bullet of its
options' list (`- **Ans: C**`, or the right option repeated in bold), written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    return [(c.question, c.answer, dict(c.choices)) for c in result(text).deck.cards]


def test_an_answer_label_bullet_after_the_options_is_their_key_not_an_option() -> None:
    """`- **Ans: 8080**` (twice; or `- **Correct:** C. text`) ending the options' list
    names the option; it is no fifth option `E` keyed in silence."""
    text = (
        "1) Which port does the panel use?\n- 8080\n- 5432\n- 22\n- 443\n- **Ans: `8080`**\n\n"
        "2) Which tool formats code?\n- lint\n- black\n- mypy\n- **Ans: black**\n\n"
        "3) Which word means fast?\n- A. slow\n- B. idle\n- C. rapid\n- **Correct:** C. rapid\n"
    )
    res = result(text)
    assert not res.warnings and not res.skipped
    assert _cards(text) == [
        ("Which port does the panel use?", "A", {"A": "8080", "B": "5432", "C": "22", "D": "443"}),
        ("Which tool formats code?", "B", {"A": "lint", "B": "black", "C": "mypy"}),
        ("Which word means fast?", "C", {"A": "slow", "B": "idle", "C": "rapid"}),
    ]


def test_an_option_repeated_in_bold_after_the_options_is_their_key() -> None:
    """`- **flows.yaml**` under `- jobs.yaml` / `- flows.yaml` / `- settings.ini`: the
    right option repeated in bold keys B, with three options."""
    text = (
        "1) Which file holds the jobs?\n- jobs.yaml\n- flows.yaml\n- settings.ini\n"
        "- **flows.yaml**\n\n"
        "2) Which planet is red?\n- Venus\n- Mars\n- Jupiter\n- **Ans: Mars**\n"
    )
    assert _cards(text) == [
        (
            "Which file holds the jobs?",
            "B",
            {"A": "jobs.yaml", "B": "flows.yaml", "C": "settings.ini"},
        ),
        ("Which planet is red?", "B", {"A": "Venus", "B": "Mars", "C": "Jupiter"}),
    ]


def test_an_option_that_opens_with_the_word_answer_stays_an_option() -> None:
    """Guard: `- C. Answer the phone` is an option (no label), and the key line under the
    list keys it."""
    text = (
        "1) What do you do when it rings?\n- A. Ignore it\n- B. Run away\n"
        "- C. Answer the phone\n- D. Sing\n\nAnswer: C\n"
    )
    assert _cards(text) == [
        (
            "What do you do when it rings?",
            "C",
            {"A": "Ignore it", "B": "Run away", "C": "Answer the phone", "D": "Sing"},
        )
    ]


def test_a_bold_label_bullet_that_names_no_option_is_still_the_right_option() -> None:
    """Guard: `- **Correct Answer:** Ribosome` amid `- Nucleus` / `- Vacuole` (the label on
    the right option itself, twice in the document) keys that option as before."""
    text = (
        "1) Which makes proteins?\n- Nucleus\n- **Correct Answer:** Ribosome\n- Vacuole\n\n"
        "2) Which stores water?\n- **Correct Answer:** Vacuole\n- Ribosome\n- Nucleus\n"
    )
    assert _cards(text) == [
        ("Which makes proteins?", "B", {"A": "Nucleus", "B": "Ribosome", "C": "Vacuole"}),
        ("Which stores water?", "A", {"A": "Vacuole", "B": "Ribosome", "C": "Nucleus"}),
    ]
