"""Properties of the grader on arbitrary text: it never crashes and its Grade is always coherent."""

from __future__ import annotations

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from srs.grading import Grade, grade, grade_answer, is_no_answer
from srs.model import Card

_TECH = st.sampled_from(
    [
        "all-reduce",
        "allreduce",
        "2(N-1)",
        "ZeRO-3",
        "DDP",
        "FSDP",
        "MASTER_ADDR",
        "torch.cuda.amp.autocast",
        "gradiant",
        "I don't know",
        "list[int]",
        "[bold]",
        "(c)",
        "C)",
        "1,000",
        "99.9%",
        "\x00",
        "\u200b",
        "é",
        "ﬁ",
        "\n\n",
    ]
)
_TEXT = st.one_of(
    st.text(max_size=300),
    st.lists(st.one_of(_TECH, st.text(max_size=12)), max_size=40).map(" ".join),
    st.text(alphabet=st.characters(min_codepoint=0, max_codepoint=0x2FFF), max_size=200),
)
_LONG = st.integers(min_value=2_000, max_value=20_000).map(
    lambda n: ("all-reduce gradient " * n)[:n]
)


def check(g: Grade) -> None:
    assert 0.0 <= g.score <= 1.0
    assert 0 <= g.quality <= 5
    assert isinstance(g.quality, int)
    assert set(g.matched).isdisjoint(g.missed)
    assert set(g.matched) <= set(g.concepts)
    assert set(g.missed) <= set(g.concepts)
    assert all(isinstance(w, str) for words in g.matched.values() for w in words)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    answer=_TEXT,
    reference=_TEXT,
    question=_TEXT,
    aliases=st.dictionaries(_TEXT, _TEXT, max_size=3),
)
def test_grade_answer_never_crashes(
    answer: str, reference: str, question: str, aliases: dict[str, str]
) -> None:
    check(grade_answer(answer, reference, question, aliases=aliases))


@settings(max_examples=30, deadline=None)
@given(answer=st.one_of(_TEXT, _LONG), reference=st.one_of(_TEXT, _LONG))
def test_very_long_text(answer: str, reference: str) -> None:
    check(grade_answer(answer, reference))


@settings(max_examples=150, deadline=None)
@given(
    answer=_TEXT,
    choices=st.dictionaries(st.sampled_from("ABCDE"), _TEXT, max_size=5),
    letter=st.sampled_from("ABCDE"),
    explanation=_TEXT,
    keywords=st.lists(_TEXT, max_size=4),
    recall=st.booleans(),
    ms=st.one_of(st.none(), st.integers(min_value=0, max_value=100_000)),
)
def test_grade_card_never_crashes(
    answer: str,
    choices: dict[str, str],
    letter: str,
    explanation: str,
    keywords: list[str],
    recall: bool,
    ms: int | None,
) -> None:
    card = Card(
        "q01",
        "What is it?",
        letter if choices else explanation,
        explanation,
        choices,
        tuple(keywords),
    )
    g = grade(answer, card, response_ms=ms, recall=recall)
    check(g)
    if g.correct is not None:
        assert card.is_choice and not recall
        assert g.score == (1.0 if g.correct else 0.0)


@settings(max_examples=100, deadline=None)
@given(reference=_TEXT, question=_TEXT)
def test_the_reference_itself_scores_at_least_an_echo(reference: str, question: str) -> None:
    # A model answer that is itself "don't know" is graded 0 when typed, by rule (no words
    # are looked at), so it cannot outscore anything: hypothesis met `DON'T KNOW`.
    assume(not is_no_answer(reference))
    full = grade_answer(reference, reference, question)
    echo = grade_answer(question, reference, question)
    check(full)
    if full.concepts and reference.strip():
        assert full.score >= echo.score


@settings(max_examples=150, deadline=None)
@given(answer=st.text(max_size=200), reference=st.text(max_size=400), question=st.text(max_size=80))
def test_the_contradiction_check_never_crashes_and_caps(
    answer: str, reference: str, question: str
) -> None:
    from srs.grading import CONFLICT_CAP, grade_answer

    g = grade_answer(answer, reference, question)
    if g.conflicts:
        assert g.quality <= CONFLICT_CAP
        assert all(c.message.startswith("the answer says *") for c in g.conflicts)


@settings(max_examples=100, deadline=None)
@given(reference=st.text(min_size=1, max_size=300), question=st.text(max_size=80))
def test_the_model_answer_never_contradicts_itself(reference: str, question: str) -> None:
    from srs.grading import grade_answer

    assert grade_answer(reference, reference, question).conflicts == ()
