"""Layouts met in judge round Z121, on made-up documents: a quiz's answer key at the end
under a title in the document's language (`## Soluzioni`, `## Lösungen`, `## Ответы`), and a
question's number on a line of its metadata fields over its `**Q:**` label."""

from __future__ import annotations

import pytest

from srs.importers.boxedstems import boxed_stems
from srs.importers.fieldnumbers import numbered_fields
from srs.importers.foldedkeys import folded_keys
from srs.importers.lazynumbers import lazy_numbers
from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices)) for c in deck.cards]


# -- an answer key titled in another language --------------------------------------------------

_KEYED_QUIZ = """\
# Quiz

### 1. Quale porta usa HTTPS?

a) 80
b) 443
c) 21

### 2. Quale protocollo risolve i nomi?

a) DNS
b) ARP
c) FTP

## {title}

1. b) 443
2. a) DNS
"""


@pytest.mark.parametrize(
    "title", ["Soluzioni", "Risposte", "Lösungen", "Ответы", "Oplossingen", "Facit", "Réponses"]
)
def test_an_end_key_titled_in_another_language_keys_the_questions(title: str) -> None:
    """`## Soluzioni` over `N. b) text` lines is the key of all the questions, as `## Answers`
    is: each question a choice card with its key, the key no part of the last card."""
    imported = result(_KEYED_QUIZ.format(title=title))
    assert [(c.question, c.answer, dict(c.choices)) for c in imported.deck.cards] == [
        ("Quale porta usa HTTPS?", "B", {"A": "80", "B": "443", "C": "21"}),
        ("Quale protocollo risolve i nomi?", "A", {"A": "DNS", "B": "ARP", "C": "FTP"}),
    ]
    assert imported.skipped == ()
    assert imported.warnings == ()


def test_a_singular_answer_heading_in_another_language_is_no_key() -> None:
    """Guard: `### Risposta` under each question heads that question's answer (a language's
    singular answer word), never a key of them all."""
    text = (
        "# Appunti\n\n## Che cos'è TCP?\n\n### Risposta\n\nUn protocollo affidabile.\n\n"
        "## Che cos'è UDP?\n\n### Risposta\n\nUn protocollo a datagrammi.\n"
    )
    assert _cards(text) == [
        ("Che cos'è TCP?", "Un protocollo affidabile.", {}),
        ("Che cos'è UDP?", "Un protocollo a datagrammi.", {}),
    ]


# -- a question's number on its line of fields, over its `**Q:**` label ------------------------

_FIELDED = """\
# Deep learning

**1)** **Topic:** Basics, **Level:** Easy

**Q:** What is a learning rate?

**Simple:** How big a step you take downhill.

**Detailed:** The scalar that multiplies the gradient.

---

**2)**, **Topic:** Basics, **Level:** Medium

**Q:** What is an epoch?

**Simple:** One pass over all the data.

**Detailed:** Every training example seen once.

---

**3) Topic:** Training, **Level**:Hard
**Q:** What is dropout?

**Simple:** Resting some neurons at random.

**Detailed:** Zeroing activations at random while training.
"""


def test_a_numbered_line_of_fields_numbers_the_labelled_question_below() -> None:
    """`**1)** **Topic:** x, **Level:** y` over `**Q:** ...` (the bold around the number or
    around number and first key, a comma after it or not, the label right below or a blank
    line down): the number is the question's, the fields no question; no question is
    reported without an answer and the ids follow the numbers."""
    imported = result(_FIELDED)
    assert [(c.id, c.question) for c in imported.deck.cards] == [
        ("q01", "What is a learning rate?"),
        ("q02", "What is an epoch?"),
        ("q03", "What is dropout?"),
    ]
    assert imported.deck.cards[0].answer == (
        "How big a step you take downhill.\n\n"
        "**Detailed:** The scalar that multiplies the gradient."
    )
    assert imported.skipped == ()
    assert imported.warnings == ()


def test_a_numbered_line_with_one_field_over_a_label_is_left_as_it_was() -> None:
    """Guard: `**1) Scenario:** ...`, one field only, is a question's title, not its fields:
    the rule leaves the text as it is, to the readers."""
    text = (
        "**1) Scenario:** The nightly job got slow\n\n**Q:** What do you check first?\n\n"
        "**A:** The query plan.\n\n"
        "**2) Scenario:** Disk is full\n\n**Q:** What do you clean?\n\n**A:** Old logs.\n"
    )
    assert numbered_fields(text) == text


def test_numbered_items_of_fields_without_a_label_below_are_left_as_they_were() -> None:
    """Guard: numbered lines of fields answered below, no `Q:` label under them, are read as
    they were: each item a question with its answer."""
    text = (
        "1. **Topic:** Caching, **Level:** Easy\n\n   A fast store.\n\n"
        "2. **Topic:** Queues, **Level:** Hard\n\n   A line of jobs.\n"
    )
    assert numbered_fields(text) == text


# -- options all numbered `1.`, keyed by number in a one-line `<details>` fold ----------------

_EXAM = (
    "## Chapter 1 - Basics\n"
    "### SAMPLE EXAM QUESTIONS\n\n"
    "1) Which level tests one module  \n"  # (wrapped, a hard break's two blanks after it)
    "alone, apart from the others?\n\n"
    "1. Component testing\n"
    "1. System testing\n"
    "1. Acceptance testing\n"
    "    <details><summary>Answer:</summary>1</details></br>\n\n"
    "2) A walkthrough:\n\n"
    "1. Is led by a trained moderator who was not involved in writing the work product under  \n"
    "review.\n"
    "1. Is led by the author.\n"
    "    <details><summary>Answer:</summary>2</details></br>\n"
)


def test_options_numbered_lazily_are_keyed_by_the_number_in_a_fold() -> None:
    """Options a Markdown list writes all `1.` (shown 1, 2, 3), the key an option's number
    in a one-line `<details>` fold under the last one: a choice card each, the key that
    option; a stem that does not ask (`A walkthrough:`) and an option wrapped onto a line
    at the margin read whole; no HTML left in any card."""
    imported = result(_EXAM)
    assert [(c.question, c.answer, dict(c.choices)) for c in imported.deck.cards] == [
        (
            "Which level tests one module alone, apart from the others?",
            "A",
            {"A": "Component testing", "B": "System testing", "C": "Acceptance testing"},
        ),
        (
            "A walkthrough:",
            "B",
            {
                "A": "Is led by a trained moderator who was not involved in writing the work"
                " product under review.",
                "B": "Is led by the author.",
            },
        ),
    ]
    assert imported.skipped == ()
    assert imported.warnings == ()


def test_a_lazily_numbered_list_over_no_key_is_left_as_it_was() -> None:
    """Guard: steps written all `1.` in an answer, no answer label under them, are left as
    they are (the rule letters only options over a key)."""
    text = (
        "### How do you ship a release?\n\n1. Tag the commit\n1. Build the image\n"
        "1. Deploy it\n\n### How do you roll back?\n\nRedeploy the last tag.\n"
    )
    assert lazy_numbers(text) == text
    assert folded_keys(text) == text


def test_a_fold_holding_an_answer_in_words_or_titled_otherwise_is_left_as_it_was() -> None:
    """Guard: a one-line fold whose body is an answer in words, or whose title is no answer
    word (`Hint`), is no key: the fold readers read it as before."""
    text = (
        "1) What is 2 + 2?\n\n    <details><summary>Answer</summary>Four, since two and two"
        " make four</details>\n\n"
        "2) Which option?\n\n1. One\n1. Two\n    <details><summary>Hint</summary>2</details>\n"
    )
    assert folded_keys(text) == text
    assert lazy_numbers(text) == text


# -- a plain question over its code, a bare answer label, then task boxes ---------------------

_BOXED = """\
# Квиз

Что выведет программа?
```cpp
std::cout << 2 * 3;
```

Ответ:
- [ ] 5
- [x] 6

---

Выберите все целые типы.

Ответ:
- [x] int
- [ ] float
- [x] long

---

Есть ли в языке Go перегрузка функций?

Ответ:

- [ ] Да
- [x] Нет
"""


def test_a_question_over_its_code_and_a_bare_label_over_task_boxes_is_one_card() -> None:
    """`question` over its fenced code, `Ответ:` alone, `- [ ]`/`- [x]` options: the code is
    the question's, the ticked box its key; a question that does not ask (`Выберите все`,
    "choose all") is one too (two ticks: an open card naming them, warned); a blank line
    between label and boxes changes nothing."""
    imported = result(_BOXED)
    cards = imported.deck.cards
    assert [(c.question, c.answer, dict(c.choices)) for c in cards] == [
        ("Что выведет программа?\n```cpp\nstd::cout << 2 * 3;\n```", "B", {"A": "5", "B": "6"}),
        ("Выберите все целые типы.\n\n- A) int\n- B) float\n- C) long", "- int\n- long", {}),
        ("Есть ли в языке Go перегрузка функций?", "B", {"A": "Да", "B": "Нет"}),
    ]
    assert imported.skipped == ()
    assert [w for w in imported.warnings if "right options" in w] == [
        "doc.md:19: question #2 has 2 right options (A, C); made an open card"
    ]


def test_labelled_questions_over_boxes_and_labels_over_text_are_left_as_they_were() -> None:
    """Guard: a `Q:` question over `Answer:` and boxes is a question already, a paragraph over
    a bare `Answer:` over words (no boxes) or over boxes none ticked is no quiz item: the
    rule leaves them all as they are."""
    labelled = "Q: Pick one.\n\nAnswer:\n- [ ] a\n- [x] b\n"
    words = "What is X?\n\nAnswer:\nA thing.\n\n- [x] done\n- [ ] to do\n"
    unticked = "Things to pack.\n\nAnswer:\n- [ ] tent\n- [ ] stove\n\nDone [x]\n"
    for text in (labelled, words, unticked):
        assert boxed_stems(text) == text
