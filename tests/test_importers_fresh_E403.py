"""Importer layouts met on fresh public documents (round E403): a quiz review exported from a
course site, each question's lettered options as bullets, a `## Feedback` heading under them
over a sentence that names the right option by its whole text.

None of these is a copy of a document; each is the layout a real file used, written small.
"""

from __future__ import annotations

from tests.importing import result

_QUESTIONS = [
    ("Which fruit is yellow?", ["Apple", "Banana", "Cherry"], "Banana", "B"),
    ("Water boils at 50 degrees at sea level.", ["True", "False"], "False", "B"),
    ("Which planet is the largest?", ["Jupiter", "Mars", "Venus"], "Jupiter", "A"),
    ("Which animal barks?", ["Cat", "Cow", "Dog", "Owl"], "Dog", "C"),
]


def _review(sentence: str, feedback: str = "## Feedback\n", numbers: tuple[int, ...] = ()) -> str:
    """A quiz review: `# Item N` (numbered with gaps), the stem, `Select one:`, `- a. ...`
    options, the feedback heading and `<sentence> <right option's text>.`; no blank lines."""
    numbers = numbers or (1, 2, 4, 7)
    text = ""
    for n, (stem, options, right, _) in zip(numbers, _QUESTIONS, strict=True):
        text += f"# Item {n}\n{stem}\nSelect one:\n"
        text += "".join(f"- {'abcd'[i]}. {option} \n" for i, option in enumerate(options))
        text += f"{feedback}{sentence} {right}.\n"
    return text


def _keys(text: str) -> list[tuple[str, str, dict[str, str]]]:
    got = result(text)
    assert got.warnings == ()
    assert got.skipped == ()
    return [(c.question, c.answer, dict(c.choices)) for c in got.deck.cards]


def _expected() -> list[tuple[str, str, dict[str, str]]]:
    return [
        (stem, key, {"ABCD"[i]: option for i, option in enumerate(options)})
        for stem, options, _, key in _QUESTIONS
    ]


def test_feedback_heading_is_no_question_and_the_quoted_text_keys_its_option() -> None:
    """`## Feedback` over `A resposta correta é: Dog.` under `- a. Cat` ... `- c. Dog`: the
    heading is furniture of the question above (it was read as a question with no answer)
    and the sentence names option C by its text (it was lost)."""
    assert _keys(_review("A resposta correta é:")) == _expected()


def test_english_key_sentence_naming_the_option_text() -> None:
    """The same review in English: `The correct answer is: Dog.`."""
    assert _keys(_review("The correct answer is:")) == _expected()


def test_without_the_feedback_heading_the_key_sentence_still_keys() -> None:
    """The key sentence right under the options, no heading between."""
    assert _keys(_review("The correct answer is:", feedback="")) == _expected()


def test_a_text_naming_no_option_keys_nothing() -> None:
    """`The correct answer is: Kiwi.` where no option says `Kiwi`: no key is made up; the
    question is a warned open card, as before."""
    text = (
        "# Item 1\nWhich fruit is green?\n- a. Apple\n- b. Banana\n- c. Cherry\n"
        "## Feedback\nThe correct answer is: Kiwi.\n"
        "# Item 2\nWhich fruit is red?\n- a. Apple\n- b. Banana\n- c. Kiwi\n"
        "## Feedback\nThe correct answer is: Apple.\n"
    )
    got = result(text)
    cards = got.deck.cards
    assert [(c.question, c.answer) for c in cards][1] == ("Which fruit is red?", "A")
    assert not cards[0].choices
    assert "Kiwi" in cards[0].answer + cards[0].explanation
    assert got.warnings == (
        "doc.md:1: question 1 has options but no answer letter; made an open card "
        "(its explanation is the answer)",
    )


def test_near_miss_plain_prompts_over_answer_bullets_stay_as_before() -> None:
    """Notes of plain prompts, each answered by bullets (one of them opening with `a.`, a
    point, not an option run): the first bullet is still the answer."""
    text = (
        "What is a queue?\n- a. first in, first out\n\n"
        "What is a stack?\n- Last in, first out\n\n"
        "What is a heap?\n- A tree ordered by key\n- Used for priority queues\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a queue?", "- a. first in, first out"),
        ("What is a stack?", "- Last in, first out"),
        ("What is a heap?", "- A tree ordered by key\n- Used for priority queues"),
    ]
