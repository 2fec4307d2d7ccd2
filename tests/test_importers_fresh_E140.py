"""Three shapes from a judges' round (2026-11-30): a "Choose two" question whose fold gives
each right option on a line of its own (keyed on the first, the second filed as its
explanation, in silence); a first question whose bold number closes before its mark
(`**1**. **Text**.`, taken for the deck's title and named nowhere); and the quiz blocks of
the mkdocs-quiz plugin (`<?quiz?>` / `question:` / `answer-correct:`), read as `Q:`/`A:`
notes whose answer was the first, often wrong, option."""

from __future__ import annotations

from tests.importing import result

_TWO_LINES = """\
### 1. Which two fruits are yellow? (Choose two)
- A. Banana
- B. Cherry
- C. Lemon
- D. Plum
<details><summary>Answer</summary>
A. Banana
C. Lemon
</details>

### 2. Which fruit is red?
- A. Banana
- B. Cherry
- C. Lemon
<details><summary>Answer</summary>
B. Cherry
</details>
"""


def test_right_options_one_to_a_line_name_them_all() -> None:
    imported = result(_TWO_LINES)
    first, second = imported.deck.cards
    assert not first.choices and "Banana" in first.answer and "Lemon" in first.answer
    assert second.answer == "B"
    assert any("2 right options (A, C)" in w for w in imported.warnings)


_EXPLAINED = """\
### 1. Which fruit is red?
- A. Banana
- B. Cherry
- C. Lemon

**Answer:**
B. Cherry
C. Lemon is yellow, so it is not this one.
"""


def test_a_line_below_the_key_that_only_mentions_an_option_explains() -> None:
    (card,) = result(_EXPLAINED).deck.cards
    assert card.answer == "B"
    assert card.explanation == "C. Lemon is yellow, so it is not this one."


_BOLD_NUMBERS = """\
 **1**. **Kahve nedir ve nereden gelir**.
Kavrulmuş çekirdeklerden yapılan bir içecek.

 **2. Çay ile kahve arasındaki fark nedir?**
Çay yapraktan, kahve çekirdekten yapılır.

**3**. Espresso nedir?
Basınçla demlenen yoğun bir kahve.
"""


def test_a_bold_number_closed_before_its_mark_numbers_the_question() -> None:
    cards = result(_BOLD_NUMBERS).deck.cards
    assert [c.question for c in cards] == [
        "Kahve nedir ve nereden gelir.",
        "Çay ile kahve arasındaki fark nedir?",
        "Espresso nedir?",
    ]
    assert cards[0].answer == "Kavrulmuş çekirdeklerden yapılan bir içecek."


_QUIZ = """\
# Containers

<?quiz?>
question: 1. Which command lists running containers?
answer: A. docker images
answer-correct: B. docker ps
answer: C. docker logs
content:
<p>docker ps shows running containers.</p>
<?/quiz?>

<?quiz?>
question: Which file describes an image build?
answer-correct: Dockerfile
answer: compose.yaml
content:
<?/quiz?>

<?quiz?>
question: Which two are volumes drivers?
answer-correct: local
answer: ps
answer-correct: nfs
<?/quiz?>
"""


def test_mkdocs_quiz_blocks_are_choice_questions() -> None:
    imported = result(_QUIZ)
    first, second, third = imported.deck.cards
    assert first.question == "Which command lists running containers?"
    assert first.choices == {"A": "docker images", "B": "docker ps", "C": "docker logs"}
    assert first.answer == "B"
    assert "docker ps shows running containers." in first.explanation
    assert "quiz" not in first.explanation
    assert second.choices == {"A": "Dockerfile", "B": "compose.yaml"}
    assert second.answer == "A" and not second.explanation
    assert not third.choices and "local" in third.answer and "nfs" in third.answer
    assert any("2 right options (A, C)" in w for w in imported.warnings)


def test_a_quiz_block_without_options_stays_as_written() -> None:
    text = "<?quiz?>\nquestion: What is a pod?\ncontent:\nA group of containers.\n<?/quiz?>\n"
    cards = result(f"## What is a node?\n\nA machine.\n\n{text}").deck.cards
    assert cards[0].question == "What is a node?"
