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


_FOUR_MARKED = (
    "# Quiz\n"
    "1. Which port does HTTPS use?\n"
    "\t- 21\n\t- 443 (Correct)\n\t- 25\n"
    "2. Which port does SSH use?\n"
    "\t- 22 (Correct)\n\t- 23\n"
    "3. Which port does DNS use?\n"
    "\t- 80\n\t- 53 (Correct)\n"
    "4. Which port does SMTP use?\n"
    "\t- 25 (Correct)\n\t- 110\n"
)
_UNMARKED = "5. What does `<>` mean in SQL?\n\t- Equal\n\t- Greater\n\t- Not equal\n"


def test_a_bulleted_choice_question_nobody_marked_is_reported() -> None:
    """Among questions whose bulleted options are marked, one whose options carry no mark is
    reported as a question with no answer letter, never a card answered by its options."""
    text = _FOUR_MARKED + _UNMARKED
    assert _cards(text) == [
        ("Which port does HTTPS use?", "B", {"A": "21", "B": "443", "C": "25"}),
        ("Which port does SSH use?", "A", {"A": "22", "B": "23"}),
        ("Which port does DNS use?", "B", {"A": "80", "B": "53"}),
        ("Which port does SMTP use?", "A", {"A": "25", "B": "110"}),
    ]
    assert _skipped(text) == ["question 5 has options but no answer letter; skipped"]


def test_bullets_answering_questions_beside_few_choice_questions_stay_answers() -> None:
    """Guard: an unmarked list among fewer than four marked ones (the page's bullets may be
    answers' points), a list of titled points, or one under a question that asks for several
    things, keeps its bullets as its answer."""
    one = "# Notes\n1. Which port does HTTPS use?\n\t- 21\n\t- 443 (Correct)\n\t- 25\n"
    for text in (
        one + _UNMARKED.replace("5.", "2."),
        _FOUR_MARKED + "5. Why use an index?\n\t- **Reads:** faster\n\t- Sorted scans\n",
        _FOUR_MARKED + _UNMARKED.replace("What does `<>` mean in SQL?", "Name three operators."),
    ):
        last = _cards(text)[-1]
        assert last[1].startswith("- ") and not last[2], text
        assert _skipped(text) == [], text
