"""Layouts met in round Z200, on made-up documents: a grading rubric after the questions
whose points open with a modal verb (`- Can discuss trade-offs`), under score-band headings
(`### Excellent Answer (9-10 points):`)."""

from __future__ import annotations

from srs.importers.abilities import states_ability
from srs.importers.endmatter import end_matter_kind
from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices)) for c in deck.cards]


def _skipped(text: str) -> list[str]:
    return [s.reason for s in result(text).skipped]


_QUESTIONS = (
    "# Consensus interview\n\n"
    "**Q1: What does a leader do?**\n"
    "- Expected answer: It orders writes and replicates the log.\n\n"
    "**Q2: Why do terms exist?**\n"
    "- Expected answer: To tell stale leaders apart.\n\n"
    "---\n\n"
)
_CARDS = [
    ("What does a leader do?", "It orders writes and replicates the log.", {}),
    ("Why do terms exist?", "To tell stale leaders apart.", {}),
]


def test_a_rubric_point_opening_with_a_modal_verb_is_no_question() -> None:
    """`- Can compare it with Paxos` under a score band says what a good candidate can do; it
    was reported as a question with no answer."""
    text = _QUESTIONS + (
        "## Answer quality\n\n"
        "### Weak Answer (0-3 points):\n"
        "- Misses the point\n"
        "- Cannot explain the log\n\n"
        "### Strong Answer (8-10 points):\n"
        "- Explains the log well\n"
        "- Can compare it with Paxos\n"
        "- Can relate it to other protocols\n"
    )
    assert _cards(text) == _CARDS
    assert not any("looks like a question" in reason for reason in _skipped(text))


def test_modal_points_in_a_list_of_statements_under_any_title() -> None:
    """The points alone, under a title that names no score band: a list of statements."""
    text = _QUESTIONS + (
        "## Signals of a strong candidate\n\n"
        "- Clear structure\n"
        "- Can discuss failure modes\n"
        "- Should know the election timeout\n"
        "- Is able to sketch the log\n"
    )
    assert _cards(text) == _CARDS
    assert not any("looks like a question" in reason for reason in _skipped(text))


def test_an_unmarked_question_opening_with_can_you_stays_asked() -> None:
    """Near miss: `- Can you explain X` names whom it asks; among questions, with no answer,
    it is still reported as unanswered."""
    text = _QUESTIONS + (
        "## Follow-ups\n\n"
        "- Can you explain how a follower catches up\n"
        "- Why is a majority needed?\n"
    )
    assert _cards(text) == _CARDS
    assert _skipped(text) == [
        "'- Can you explain how a follower catches up' looks like a question, but no answer "
        "was found for it; not imported",
        "'- Why is a majority needed?' looks like a question, but no answer was found for it; "
        "not imported",
    ]


def test_a_modal_question_with_an_answer_is_still_a_card() -> None:
    """Near miss: `- Can you explain X` over its indented answer is a card."""
    text = (
        "# Raft\n\n"
        "- Can you explain how a follower catches up\n"
        "  - The leader resends entries from the last match.\n"
        "- Can a leader lose a committed entry\n"
        "  - No: a majority stores it.\n"
    )
    assert [q for q, _, _ in _cards(text)] == [
        "Can you explain how a follower catches up",
        "Can a leader lose a committed entry",
    ]


def test_what_states_an_ability() -> None:
    """Modal first and no subject after it; a subject, a name or a question mark asks."""
    assert states_ability("- Can discuss trade-offs and alternatives")
    assert states_ability("- **Should know** the invariants")
    assert states_ability("- Is able to explain it simply")
    assert not states_ability("- Can you explain it")
    assert not states_ability("- Can Kafka lose messages")
    assert not states_ability("- Can explain it?")
    assert not states_ability("- Peut-on le faire")


def test_score_band_and_rubric_titles_are_end_matter() -> None:
    """A score band (a grade's word and a range of points) or a rubric's title in any
    language holds no questions; a task worth points is no band."""
    for title in (
        "Excellent Answer (9-10 points):",
        "Poor (0-2 pts)",
        "Sehr gute Antwort (9–10 Punkte)",
        "Bewertung",
        "Barème",
        "Grading guide",
        "评分标准",
    ):
        assert end_matter_kind(title) == "other", title
    for title in (
        "Design a cache (10-15 points)",
        "Question 3 (8-10 points)",
        "Bewertung von Aktien",
    ):
        assert end_matter_kind(title) is None, title


_DIALOG = (
    "# Queues\n\n"
    "## Delivery\n\n"
    "**Interviewer:** How does a broker deliver messages to consumers?\n\n"
    "**Candidate:** It pushes them in order per partition.\n\n"
    "{figure}\n\n"
    "## Retries\n\n"
    "**Interviewer:** What happens when a consumer fails?\n\n"
    "**Candidate:** The message is redelivered after a timeout.\n"
)


def test_a_figure_caption_stands_on_its_own_line() -> None:
    """`<figure><img><figcaption><p>Caption</p></figcaption></figure>` in an answer read
    `![](img/fanout.png)Fan-out to two groups`: the caption run into the picture."""
    figure = (
        '<figure><img src="img/fanout.png" alt="fan-out"><figcaption><p>Fan-out to two groups'
        "</p></figcaption></figure>"
    )
    assert _cards(_DIALOG.replace("{figure}", figure)) == [
        (
            "How does a broker deliver messages to consumers?",
            "It pushes them in order per partition.\n\n![fan-out](img/fanout.png)\n"
            "Fan-out to two groups",
            {},
        ),
        ("What happens when a consumer fails?", "The message is redelivered after a timeout.", {}),
    ]


def test_a_picture_with_words_after_it_and_no_caption_stays_on_its_line() -> None:
    """Near miss: a picture in a paragraph with words after it (no caption) keeps them on its
    line, as before."""
    figure = '<p><img src="img/fanout.png"> two groups read the same topic</p>'
    assert _cards(_DIALOG.replace("{figure}", figure))[0][1] == (
        "It pushes them in order per partition.\n\n![](img/fanout.png) two groups read the "
        "same topic"
    )


def _fold(body: str) -> str:
    return f"<details>\n<summary>Show answer</summary>\n\n{body}</details>\n\n"


_ANSWER_PART = "- **Answer:**  \n  {answer}\n\n"
_EXPLANATION_PART = "- **Explanation:**  \n  {why}\n"


def test_labelled_bullets_with_hard_breaks_in_a_fold_are_answer_and_explanation() -> None:
    """`- **Answer:**␠␠` over its indented text and `- **Explanation:**␠␠` over its own, in a
    `<details>` fold under an open question: the answer kept its indent and the explanation
    bullet stayed in it, where the same bullets outside a fold were read apart."""
    text = (
        "# Physics quiz\n\n"
        "### 1. Why do metals conduct heat well?\n\n"
        + _fold(
            _ANSWER_PART.format(answer="Free electrons carry energy.")
            + _EXPLANATION_PART.format(why="Electrons move faster than\n  lattice vibrations.")
        )
        + "### 2. What makes ice float?\n\n"
        + _fold(
            _ANSWER_PART.format(answer="It is less dense than water.")
            + _EXPLANATION_PART.format(why="Hydrogen bonds hold an open lattice.")
        )
    )
    deck = result(text).deck
    assert [(c.question, c.answer, c.explanation) for c in deck.cards] == [
        (
            "Why do metals conduct heat well?",
            "Free electrons carry energy.",
            "Electrons move faster than\nlattice vibrations.",
        ),
        (
            "What makes ice float?",
            "It is less dense than water.",
            "Hydrogen bonds hold an open lattice.",
        ),
    ]
    assert not result(text).warnings


def test_labelled_points_in_a_fold_that_label_no_answer_stay_a_list() -> None:
    """Near miss: bold-labelled bullets in a fold, none the answer's or explanation's label
    (`- **Pros:**` / `- **Cons:**`), are the answer's points, bullets and all."""
    text = "# Storage\n\n### 1. How do SSDs compare with disks?\n\n" + _fold(
        "- **Pros:**  \n  Fast random reads.\n\n- **Cons:**  \n  Cost per byte.\n"
    )
    assert _cards(text) == [
        (
            "How do SSDs compare with disks?",
            "- **Pros:**\n  Fast random reads.\n\n- **Cons:**\n  Cost per byte.",
            {},
        )
    ]


def test_tasks_under_a_score_band_heading_are_no_questions() -> None:
    """`- Compare Raft with Paxos.` under `### Excellent Answer (9-10 points):` describes a
    band of the rubric, however it is worded: the band's section holds no questions."""
    text = _QUESTIONS + (
        "### Excellent Answer (9-10 points):\n"
        "- Compare Raft with Paxos.\n"
        "- Discuss the election timeout.\n"
    )
    assert _cards(text) == _CARDS
    assert _skipped(text) == []
    assert result(text).warnings == (
        "doc.md:11: 3 lines of end matter in no card ('Excellent Answer (9-10 points):'); "
        "not imported",
    )


def test_a_task_worth_points_stays_a_question() -> None:
    """Near miss: `### Design a cache (10-15 points)` names no grade: a question, answered."""
    text = (
        "# Exam\n\n"
        "### Design a cache (10-15 points)\n\n"
        "Use an LRU map in front of the store.\n\n"
        "### Why shard a database? (5-8 points)\n\n"
        "To spread writes.\n"
    )
    assert [q for q, _, _ in _cards(text)] == [
        "Design a cache (10-15 points)",
        "Why shard a database? (5-8 points)",
    ]
