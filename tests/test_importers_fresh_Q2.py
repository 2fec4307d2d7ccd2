"""Importer layouts met on fresh public documents (helper Q2's sweep: SQL, C#, Java, pandas,
big-data, behavioural and microservice interview pages, a course's notes and a book's
self-check quizzes): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- a quiz plugin's HTML form: <question>, <answer correct>, <explanation> -----------------------

_TAGGED_QUIZ = """\
# Quiz: Shapes

Check yourself.

<quiz name="">
    <question>
        <p>Which shape has three sides?</p>
        <answer>Square</answer>
        <answer correct>Triangle</answer>
        <answer><code>&lt;!-- none --&gt;</code></answer>
        <explanation>A triangle has <code>3</code> sides.</explanation>
    </question>
    <question multiple>
        <p>Which two shapes are round?</p>
        <answer correct>Circle</answer>
        <answer>Cube</answer>
        <answer correct>Sphere</answer>
        <explanation>Circles and spheres have no corners.</explanation>
    </question>
</quiz>
"""


def test_a_quiz_tags_explanation_is_the_cards_explanation_not_its_last_option() -> None:
    cards = result(_TAGGED_QUIZ).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which shape has three sides?", "B"),
        ("Which two shapes are round?\n- Circle\n- Cube\n- Sphere", "- Circle\n- Sphere"),
    ]
    assert cards[0].choices == {"A": "Square", "B": "Triangle", "C": "`<!-- none -->`"}
    assert cards[0].explanation == "A triangle has `3` sides."
    assert cards[1].explanation == "Circles and spheres have no corners."
