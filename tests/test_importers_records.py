"""Quizzes kept as data (srs.importers.records): JSON and YAML records, front matter."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from srs.importers import import_text


def test_a_json_list_of_records_with_options_named_by_text_and_open_answers() -> None:
    data = [
        {
            "question": "What is the smallest deployable unit?",
            "options": ["Container", "Pod", "Service"],
            "answer": "Pod",
            "type": "multiple-choice",
        },
        {
            "question": "What is a Service?",
            "answer": "A stable address in front of pods.",
            "category": "Basics",
        },
        {"question": "What does kubectl apply do?", "answer": ""},
    ]
    imported = import_text(json.dumps(data, indent=2), source="k8s.json")
    cards = imported.deck.cards
    assert imported.layout == "question records"
    assert [(c.question, c.answer) for c in cards] == [
        ("What is the smallest deployable unit?", "B"),
        ("What is a Service?", "A stable address in front of pods."),
    ]
    assert cards[0].choices == {"A": "Container", "B": "Pod", "C": "Service"}
    assert len(imported.skipped) == 1 and imported.skipped[0].line == 18


def test_a_quiz_kept_in_sections_is_read_whole_each_section_a_tag() -> None:
    """`{"html": [...], "css": [...]}`: every section's records, not the longest list only
    (the others were dropped without a word), each card tagged with its section."""
    data = {
        "html": [
            {
                "text": "Which tag makes a link?",
                "options": [
                    {"text": "<link>", "isCorrect": False},
                    {"text": "<a>", "isCorrect": True},
                ],
            }
        ],
        "css": [
            {"text": "What is specificity?", "answer": "The weight that picks a rule."},
            {"text": "What is the box model?", "answer": "Content, padding, border, margin."},
        ],
    }
    cards = import_text(json.dumps(data, indent=1), source="quiz.json").deck.cards
    assert [(c.question, c.answer, c.tags) for c in cards] == [
        ("What is specificity?", "The weight that picks a rule.", ("css",)),
        ("What is the box model?", "Content, padding, border, margin.", ("css",)),
        ("Which tag makes a link?", "B", ("html",)),
    ]
    assert cards[2].choices == {"A": "<link>", "B": "<a>"}  # a tag shown as text stays


def test_options_one_to_a_field_count_their_answer_from_one() -> None:
    """`choice1` ... `choice4` with `answer: 1`: the first choice (the answer counts as the
    fields are numbered), and `answer: 4` is the last, not out of range."""
    data = [
        {"question": "First pony car?", "choice1": "Mustang", "choice2": "Cougar", "answer": 1},
        {"question": "Record seller?", "choice1": "GTO", "choice2": "Impala", "answer": 2},
    ]
    cards = import_text(json.dumps(data), source="cars.json").deck.cards
    assert [(c.answer, dict(c.choices)) for c in cards] == [
        ("A", {"A": "Mustang", "B": "Cougar"}),
        ("B", {"A": "GTO", "B": "Impala"}),
    ]


def test_letters_in_the_answer_and_in_the_options() -> None:
    """`"answer": "ABD"` names three right options (an open card naming them, not "no option
    is marked right"); options written with their own letters (`A. text`) lose them."""
    data = [
        {
            "question": "Which are prime?",
            "options": ["A. 2", "B. 3", "C. 4", "D. 5"],
            "answer": "ABD",
        },
        {"question": "Which is even?", "options": ["A. 2", "B. 3"], "answer": "A"},
    ]
    imported = import_text(json.dumps(data), source="q.json")
    first, second = imported.deck.cards
    assert first.answer == "- 2\n- 3\n- 5" and not first.choices
    assert (second.answer, dict(second.choices)) == ("A", {"A": "2", "B": "3"})
    assert any("3 right options" in w for w in imported.warnings)


def test_front_matter_records_with_flags_and_several_right_options() -> None:
    text = """\
---
title: "Quiz"
questions:
  - id: "q1"
    text: "Which tool draws the resources?"
    options:
      - id: "a"
        text: "A shell"
      - id: "b"
        text: "The designer"
        is_correct: true
  - id: "q2"
    text: "What will you create?"
    options:
      - {id: a, text: Volumes, is_correct: true}
      - {id: b, text: Secrets, is_correct: true}
      - {id: c, text: Load balancers}
  - id: "q3"
    text: "Which format defines resources?"
    correct_answer: "YAML"
---
"""
    imported = import_text(text, source="quiz.md")
    cards = imported.deck.cards
    assert imported.deck.name == "Quiz"
    assert [c.answer for c in cards] == ["B", "- Volumes\n- Secrets", "YAML"]
    assert cards[1].choices == {}
    assert "2 right options" in imported.warnings[0] and ":13:" in imported.warnings[0]


def test_an_index_answer_counts_from_zero() -> None:
    data = {
        "quiz": [
            {"prompt": f"Pick {n}", "choices": ["x", "y", "z"], "correctAnswer": n}
            for n in range(3)
        ]
    }
    cards = import_text(json.dumps(data), source="q.json").deck.cards
    assert [c.answer for c in cards] == ["A", "B", "C"]


_text = (
    st.text(
        st.characters(
            codec="utf-8", categories=("L", "N", "Zs"), exclude_characters="\u2028\u2029\x85"
        ),
        min_size=1,
        max_size=30,
    )
    .map(str.strip)
    .filter(bool)
)


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.tuples(
            _text, _text, st.lists(_text, min_size=2, max_size=5, unique=True), st.booleans()
        ),
        min_size=1,
        max_size=12,
        unique_by=lambda t: t[0],
    ),
    st.integers(min_value=0, max_value=12),
)
def test_records_round_trip(items: list[tuple[str, str, list[str], bool]], cut: int) -> None:
    """Random decks rendered as JSON records import back to the same cards; kept in two
    sections (`{"alpha": [...], "beta": [...]}`) too, each card tagged with its section."""
    records = []
    expected = []
    for question, answer, options, choice in items:
        if choice:
            records.append({"question": question, "options": options, "answer": options[-1]})
            expected.append(
                (
                    question,
                    "ABCDEFGH"[len(options) - 1],
                    dict(zip("ABCDEFGH", options, strict=False)),
                )
            )
        else:
            records.append({"question": question, "answer": answer})
            expected.append((question, answer, {}))
    cards = import_text(json.dumps(records), source="deck.json").deck.cards
    assert [(c.question, c.answer, dict(c.choices)) for c in cards] == expected
    cut = min(cut, len(records))
    if 0 < cut < len(records):
        sections = {"alpha": records[:cut], "beta": records[cut:]}
        deck = import_text(json.dumps(sections), source="deck.json").deck
        got = [(c.question, c.answer, dict(c.choices)) for c in deck.cards]
        assert got == expected
        tags = ["alpha"] * cut + ["beta"] * (len(records) - cut)
        assert [(*c.tags, *deck.tags) for c in deck.cards] == [(t,) for t in tags]


def test_a_correct_option_named_by_its_id_and_code_shown_with_the_question() -> None:
    """`"correctOption": "c"` names the option whose id is `c`; `"answer": 2` names the one
    whose id is 2 when the options carry ids from 1; a record's `code` goes with its
    question."""
    data = [
        {
            "question": "What is the output?",
            "code": "print(5 + 10)",
            "options": [
                {"id": "a", "text": "5"},
                {"id": "b", "text": "10"},
                {"id": "c", "text": "15"},
            ],
            "correctOption": "c",
        },
        {
            "question": "Which is no Python type?",
            "options": [{"id": 1, "text": "int"}, {"id": 2, "text": "real"}],
            "answer": 2,
        },
    ]
    first, second = import_text(json.dumps(data), source="q.json").deck.cards
    assert first.question == "What is the output?\n\n```\nprint(5 + 10)\n```"
    assert (first.answer, second.answer) == ("C", "B")
