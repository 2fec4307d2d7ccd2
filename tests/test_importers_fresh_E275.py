"""Layouts met in a Turkish SQL course quiz (2026-12-01), on made-up documents: the right option
marked by the word for "correct" in brackets in the quiz's language (`(Doğru)`, `(poprawna)`),
as `(Correct)` marks it."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices)) for c in deck.cards]


def _skipped(text: str) -> list[str]:
    return [s.reason for s in result(text).skipped]


_MARKED = (
    "# Ağ Testi\n\n"
    "## Temeller\n"
    "#### Sorular\n"
    "1. Which port does HTTPS use by default?\n"
    "\t- 21\n\t- 443 (Doğru)\n\t- 25\n\t- 110\n"
    "2. Which layer does IP belong to?\n"
    "\t- Transport\n\t- Network (doğru)\n\t- Session\n"
)


def test_a_right_option_marked_in_turkish_is_the_key() -> None:
    """`(Doğru)` / `(doğru)` after an option keys it as `(Correct)` does, the mark dropped."""
    assert _cards(_MARKED) == [
        (
            "Which port does HTTPS use by default?",
            "B",
            {"A": "21", "B": "443", "C": "25", "D": "110"},
        ),
        ("Which layer does IP belong to?", "B", {"A": "Transport", "B": "Network", "C": "Session"}),
    ]


def test_a_right_option_marked_in_other_languages_is_the_key() -> None:
    """The same mark in Polish, Indonesian, Czech and Swedish: one list, a language a line."""
    for word in ("poprawna", "Benar", "správně", "rätt", "Richtig", "đúng"):
        text = _MARKED.replace("(Doğru)", f"({word})").replace("(doğru)", f"({word})")
        assert [a for _, a, _ in _cards(text)] == ["B", "B"], word


def test_a_bracketed_word_that_only_begins_like_the_mark_is_no_key() -> None:
    """Guard: `(doğrusal)` (Turkish for "linear") ends an option's own text: no key is read,
    the options stay as they were."""
    text = _MARKED.replace("(Doğru)", "(doğrusal)").replace("(doğru)", "(doğrusal)")
    base = _MARKED.replace("(Doğru)", "(xyz)").replace("(doğru)", "(xyz)")
    assert [a for _, a, _ in _cards(text)] == [
        a.replace("(xyz)", "(doğrusal)") for _, a, _ in _cards(base)
    ]
    assert all(not c for _, _, c in _cards(text))


_ONE_UNMARKED = (
    "# Quiz\n"
    "1. Which port does HTTPS use?\n"
    "\t- 21\n\t- 443 (Correct)\n\t- 25\n"
    "2. What does `<>` mean in SQL?\n"
    "\t- Equal\n\t- Greater\n\t- Not equal\n"
)


def test_a_bulleted_choice_question_nobody_marked_is_reported() -> None:
    """Among questions whose bulleted options are marked, one whose options carry no mark is
    reported as a question with no answer letter, never a card answered by its options."""
    assert _cards(_ONE_UNMARKED) == [
        ("Which port does HTTPS use?", "B", {"A": "21", "B": "443", "C": "25"}),
    ]
    assert _skipped(_ONE_UNMARKED) == ["question 2 has options but no answer letter; skipped"]


def test_bullets_answering_questions_beside_one_choice_question_stay_answers() -> None:
    """Guard: open questions answered by bullets that outnumber the marked choice questions,
    or that ask for several things, keep their bullets as their answer."""
    text = (
        "# Notes\n"
        "1. Which port does HTTPS use?\n"
        "\t- 21\n\t- 443 (Correct)\n\t- 25\n"
        "2. Why use an index?\n"
        "\t- Faster reads\n\t- Sorted scans\n"
        "3. Why avoid an index?\n"
        "\t- Slower writes\n\t- More space\n"
    )
    assert [(q, a) for q, a, _ in _cards(text)][1:] == [
        ("Why use an index?", "- Faster reads\n- Sorted scans"),
        ("Why avoid an index?", "- Slower writes\n- More space"),
    ]
    several = _ONE_UNMARKED.replace("What does `<>` mean in SQL?", "Name three SQL operators.")
    assert [q for q, _, _ in _cards(several)] == [
        "Which port does HTTPS use?",
        "Name three SQL operators.",
    ]
