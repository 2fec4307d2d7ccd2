"""Importer layout met in round Z221: a choice question whose options carry a grader's verdict
(`Correct`, `Incorrect`, `Richtig`) alone on the line right under them, a leftover of an
online quiz's feedback copied with the page.

Read as an answer label, the verdict took the explanation below it for the answer: the
question became an open card, its options (the right one still in bold) in its text, and the
word itself vanished unreported. The verdict keys nothing: the options keep their key (bold,
ticked box, key label), the text below explains, and the dropped word is reported.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, dict[str, str], str, str]]:
    return [(c.question, dict(c.choices), c.answer, c.explanation) for c in result(text).deck.cards]


# -- options keyed in bold, a verdict right under the last one ---------------------------------

_BOLD_KEYED = """\
## Ports

### Question 1

Which port does HTTPS use by default?

* 80
* **443**
* 22

> TLS listens on 443.

### Question 2

Which port does SSH use by default?

* 21
* 25
* **22**
* 23
Correct

> The secure shell daemon listens on 22.

### Question 3

Which port does SMTP use by default?

* **25**
* 110
* 143

> Mail transfer between servers.
"""


def test_a_verdict_under_bold_keyed_options_keeps_the_choice_card() -> None:
    res = result(_BOLD_KEYED)
    assert _cards(_BOLD_KEYED) == [
        (
            "Which port does HTTPS use by default?",
            {"A": "80", "B": "443", "C": "22"},
            "B",
            "TLS listens on 443.",
        ),
        (
            "Which port does SSH use by default?",
            {"A": "21", "B": "25", "C": "22", "D": "23"},
            "C",
            "The secure shell daemon listens on 22.",
        ),
        (
            "Which port does SMTP use by default?",
            {"A": "25", "B": "110", "C": "143"},
            "A",
            "Mail transfer between servers.",
        ),
    ]
    assert res.warnings == (
        "doc.md:21: question 2 has 'Correct' alone under its options (a grader's verdict on "
        "a pick, no answer); dropped",
    )


# -- ticked boxes and lettered options, other verdicts and languages ---------------------------

_BOXES_AND_LETTERS = """\
### Question 1

Which structure keeps its items in order?

- [ ] set
- [x] list
- [ ] dict keys before 3.7

**Incorrect**

Lists keep the order of insertion.

### Question 2

Welche Farbe hat der Himmel bei klarem Wetter?

A) Grün
B) Blau
C) Rot
Richtig

**Antwort:** B
"""


def test_a_verdict_under_ticked_or_lettered_options_keys_nothing() -> None:
    res = result(_BOXES_AND_LETTERS)
    assert _cards(_BOXES_AND_LETTERS) == [
        (
            "Which structure keeps its items in order?",
            {"A": "set", "B": "list", "C": "dict keys before 3.7"},
            "B",
            "Lists keep the order of insertion.",
        ),
        (
            "Welche Farbe hat der Himmel bei klarem Wetter?",
            {"A": "Grün", "B": "Blau", "C": "Rot"},
            "B",
            "",
        ),
    ]
    assert res.warnings == (
        "doc.md:9: question 1 has 'Incorrect' alone under its options (a grader's verdict on "
        "a pick, no answer); dropped",
        "doc.md:20: question 2 has 'Richtig' alone under its options (a grader's verdict on "
        "a pick, no answer); dropped",
    )


_LETTERS_ONLY = """\
### Question 1

Which planet is largest?

A) Mars
B) Jupiter
C) Venus
Correct

> Jupiter holds more mass than the other planets together.

### Question 2

Which planet is closest to the sun?

A) Mercury
B) Earth

**Answer:** A
"""


def test_a_verdict_is_no_key_a_question_keyed_by_nothing_else_is_reported() -> None:
    """The verdict judged a pick nobody names: the question has no key, and is told so."""
    res = result(_LETTERS_ONLY)
    cards = res.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "Which planet is largest?\n\n- A) Mars\n- B) Jupiter\n- C) Venus",
            "Jupiter holds more mass than the other planets together.",
        ),
        ("Which planet is closest to the sun?", "A"),
    ]
    assert res.warnings == (
        "doc.md:8: question 1 has 'Correct' alone under its options (a grader's verdict on a "
        "pick, no answer); dropped",
        "doc.md:1: question 1 has options but no answer letter; made an open card (its "
        "explanation is the answer)",
    )


# -- near misses: the word labels a key, explains, or answers a statement ----------------------

_LABELS_AND_SENTENCES = """\
### Question 1

Which port does HTTPS use by default?

A) 80
B) 443
C) 22

Correct:
B

### Question 2

Which port does SSH use by default?

A) 21
B) 25
C) 22

Correct
C

### Question 3

Which port does DNS use by default?

A) 53
B) 80

Correct, because resolvers ask there.

**Answer:** A
"""


def test_a_verdict_word_over_a_key_or_opening_a_sentence_is_read_as_before() -> None:
    res = result(_LABELS_AND_SENTENCES)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("Which port does HTTPS use by default?", "B"),
        ("Which port does SSH use by default?", "C"),
        ("Which port does DNS use by default?\n\nCorrect, because resolvers ask there.", "A"),
    ]
    assert res.warnings == ()


_STATEMENTS = """\
# Ledger check

1. One coin is ten cents.

> Correct.

2. Which coins are copper?

- the penny
- the cent

Correct

3. What is a fee?

> A payment for the work.
"""


def test_a_verdict_under_a_statement_or_a_plain_list_is_left_as_it_was() -> None:
    """A verdict under no options (a statement, a list of points) is not the grader's."""
    res = result(_STATEMENTS)
    assert [(c.question, c.answer, dict(c.choices)) for c in res.deck.cards] == [
        ("One coin is ten cents.", "Correct.", {}),
        ("Which coins are copper?\n\n- the penny\n- the cent", "Correct", {}),
        ("What is a fee?", "A payment for the work.", {}),
    ]
    assert res.warnings == ()


def test_grader_verdict_words() -> None:
    """The verdict alone on its line, in bold or with its check mark, in other languages;
    never with a colon, a quote mark or more words."""
    from srs.importers.verdicts import grader_verdict  # (here: the module holds it since E374)

    said = ["Correct", "**Incorrect**", "✅ Correct!", "falsch.", "不正解", "  Wrong", "*Right*"]
    assert [grader_verdict(line) for line in said] == [
        "Correct",
        "Incorrect",
        "Correct",
        "falsch",
        "不正解",
        "Wrong",
        "Right",
    ]
    unsaid = ["Correct:", "> Correct", "Correct answer", "Correct, because", "Nitrogen", ""]
    assert [grader_verdict(line) for line in unsaid] == [""] * len(unsaid)
