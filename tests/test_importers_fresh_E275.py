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


_OUTLINE = (
    "# Course Contents\n\n"
    "## What is HTTP?\n"
    "### [Intro](intro/)\n"
    "#### Questions\n"
    "1. None\n\n"
    "#### Video\n"
    "1. (link to be added)\n"
    "\t- In this video we introduce the course.\n\n"
    "### [What are methods?](methods/)\n"
    "#### Questions\n"
    "1. Which method is safe?\n"
    "\t- POST\n\t- GET (Correct)\n\t- PATCH\n"
    "2. Which code means not found?\n"
    "\t- 200\n\t- 404 (Correct)\n"
)


def test_a_course_outline_heading_over_lesson_links_is_a_section() -> None:
    """`## What is HTTP?` with nothing of its own over `### [Intro](intro/)`, and a lesson
    heading that links to its page and asks, are sections: no card answered by the outline."""
    assert _cards(_OUTLINE) == [
        ("Which method is safe?", "B", {"A": "POST", "B": "GET", "C": "PATCH"}),
        ("Which code means not found?", "B", {"A": "200", "B": "404"}),
    ]


def test_a_linked_question_heading_over_its_answer_heading_stays_a_question() -> None:
    """Guard: a question heading linked to where it was asked (a web address), or over an
    answer heading, keeps its reading."""
    text = (
        "# Questions\n\n"
        "## [What is a mutex?](https://example.org/q/1)\n"
        "### Answer\n"
        "A lock one thread holds at a time.\n\n"
        "## [What is a semaphore?](sem/)\n"
        "### Answer\n"
        "A counter of free slots.\n"
    )
    assert [(q, a) for q, a, _ in _cards(text)] == [
        ("What is a mutex?", "A lock one thread holds at a time."),
        ("What is a semaphore?", "A counter of free slots."),
    ]


def test_questions_under_a_lesson_link_heading_that_asks_are_questions() -> None:
    """A lesson's heading that links to its page and asks (`### [What is SQL?](sql/)`), over
    its numbered questions under a sub-heading that does not say so (`#### Practice`): the
    questions are cards, not the heading's answer's points, reported as unanswered."""
    text = (
        "# Contents\n\n"
        "## Basics\n"
        "### [Servers](servers/)\n"
        "#### Practice\n"
        "1. Which program serves pages?\n"
        "\t- Browser\n\t- Web server (Doğru)\n\t- Compiler\n"
        "2. Which port is plain HTTP's?\n"
        "\t- 80 (Doğru)\n\t- 22\n\n"
        "### [What is SQL?](sql/)\n"
        "#### Practice\n"
        "1. What kind of language is SQL?\n"
        "\t- Declarative (Doğru)\n\t- Imperative\n\t- Object oriented\n"
        "2. Which generation of language is SQL?\n"
        "\t- First generation\n\t- Fourth generation (Doğru)\n"
    )
    assert [(q, a) for q, a, _ in _cards(text)] == [
        ("Which program serves pages?", "B"),
        ("Which port is plain HTTP's?", "A"),
        ("What kind of language is SQL?", "A"),
        ("Which generation of language is SQL?", "B"),
    ]
    assert _skipped(text) == []
