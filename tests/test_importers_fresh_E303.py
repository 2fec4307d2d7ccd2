"""Importer layouts met in round Z198/Z199 (fix helper fixC8): each test is the shape of a
real document the importer misread, written small, with a near miss that must import as
before.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result

_NUMBERED_FOLDS = """\
# Latihan Graf

**Soal 1 [Mudah].** Apa itu simpul terisolasi?

<details><summary>Pembahasan 1</summary>
Simpul tanpa sisi.
</details>

**Soal 2 [Sedang].** Perhatikan graf berarah ini:
```
X --> Y --> Z
```
Hitung derajat keluar tiap simpul.

<details><summary>Pembahasan 2</summary>
X: 1, Y: 1, Z: 0.
</details>

**Soal 3 [Sulit].** Kapan graf disebut terhubung?

<details><summary>Pembahasan 3</summary>
Saat ada lintasan antar setiap pasang simpul.
</details>
"""


def test_a_fold_numbered_as_its_question_labels_the_answer() -> None:
    """`**Soal 2.** ... ini:` over a drawn graph, then the line that asks (`Hitung ...`),
    then `<details><summary>Pembahasan 2</summary>`: the summary names the answer in the
    page's language and numbers it as the question, so it is the answer's label; the line
    after the code is the question's, not the answer's first line."""
    res = result(_NUMBERED_FOLDS)
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        ("q01", "Apa itu simpul terisolasi?", "Simpul tanpa sisi."),
        (
            "q02",
            "Perhatikan graf berarah ini:\n```\nX --> Y --> Z\n```\n"
            "Hitung derajat keluar tiap simpul.",
            "X: 1, Y: 1, Z: 0.",
        ),
        ("q03", "Kapan graf disebut terhubung?", "Saat ada lintasan antar setiap pasang simpul."),
    ]
    assert all(not c.choices for c in res.deck.cards)
    assert not res.skipped
    assert not res.warnings


def test_a_german_fold_numbered_as_its_question_labels_the_answer() -> None:
    """The same layout in German (`<summary>Lösung 2</summary>`): a language is no rule."""
    text = (
        _NUMBERED_FOLDS.replace("Pembahasan", "Lösung")
        .replace("Perhatikan graf berarah ini:", "Gegeben ist der Graph:")
        .replace("Hitung derajat keluar tiap simpul.", "Bestimme den Ausgangsgrad jedes Knotens.")
    )
    cards = result(text).deck.cards
    assert cards[1].question == (
        "Gegeben ist der Graph:\n```\nX --> Y --> Z\n```\nBestimme den Ausgangsgrad jedes Knotens."
    )
    assert cards[1].answer == "X: 1, Y: 1, Z: 0."


def test_a_fold_with_no_number_keeps_what_stands_over_it_in_the_answer() -> None:
    """Guard: a fold titled as a button (`Показать ответ`, no number) under a question
    heading, a video link between them: the link stays the answer's first line, as before."""
    text = (
        "## ❓ 1. Что такое сокет?\n\n**[Видео](https://example.org/v1)**\n\n"
        "<details><summary><strong>Показать ответ</strong></summary><p>\n\n"
        "Конечная точка сетевого соединения.\n\n</p></details>\n\n"
        "## ❓ 2. Что такое порт?\n\n**[Видео](https://example.org/v2)**\n\n"
        "<details><summary><strong>Показать ответ</strong></summary><p>\n\n"
        "Номер, по которому ОС находит процесс.\n\n</p></details>\n"
    )
    res = result(text)
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        (
            "q01",
            "Что такое сокет?",
            "**[Видео](https://example.org/v1)**\n\nКонечная точка сетевого соединения.",
        ),
        (
            "q02",
            "Что такое порт?",
            "**[Видео](https://example.org/v2)**\n\nНомер, по которому ОС находит процесс.",
        ),
    ]
    assert not res.skipped


def test_a_numbered_explanation_fold_stays_the_explanation() -> None:
    """Guard: `<summary>Explication 2</summary>` under a choice question's ticked options is
    the explanation beside the key, never an `Answer:` label."""
    text = (
        "# Quiz logique\n\n**Question 1.** `NOT(NOT(x))` vaut...\n\n"
        "- [ ] `0`\n- [x] `x`\n- [ ] `1`\n\n"
        "<details>\n<summary>Explication 1</summary>\n\nDeux négations s'annulent.\n\n</details>\n\n"
        "**Question 2.** `XOR(x, x)` vaut...\n\n- [x] `0`\n- [ ] `x`\n- [ ] `1`\n\n"
        "<details>\n<summary>Explication 2</summary>\n\nDeux bits égaux donnent 0.\n\n</details>\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer, dict(c.choices), c.explanation) for c in cards] == [
        (
            "`NOT(NOT(x))` vaut...",
            "B",
            {"A": "`0`", "B": "`x`", "C": "`1`"},
            "Deux négations s'annulent.",
        ),
        (
            "`XOR(x, x)` vaut...",
            "A",
            {"A": "`0`", "B": "`x`", "C": "`1`"},
            "Deux bits égaux donnent 0.",
        ),
    ]


_LOOSE_CODE_QUESTION = """\
1. Что такое куки?
небольшие данные, которые хранит браузер

2. Зачем нужен CORS?

1. Даны две строки

```js
const s = "1";
const n = 1;
```

{after}

1. Что такое замыкание?
функция вместе с её окружением
"""


def test_a_loose_question_set_out_over_its_code_is_reported_whole() -> None:
    """A lazily numbered list: `1. Даны две строки` (a statement) over its code, then the
    line that asks (`Чему равно s == n? Почему?`), nobody's answer under it: one unanswered
    question, reported by its first line; its code and its asking line are its own, not
    text between questions."""
    res = result(_LOOSE_CODE_QUESTION.format(after="Чему равно s == n? Почему?"))
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        ("q01", "Что такое куки?", "небольшие данные, которые хранит браузер"),
        ("q01-2", "Что такое замыкание?", "функция вместе с её окружением"),
    ]
    assert [(s.line, s.reason) for s in res.skipped] == [
        (
            4,
            "'2. Зачем нужен CORS?' looks like a question, but no answer was found for it; "
            "not imported",
        ),
        (
            6,
            "'1. Даны две строки' looks like a question, but no answer was found for it; "
            "not imported",
        ),
    ]
    assert not any("between questions" in w for w in res.warnings)


def test_code_under_a_loose_question_with_no_ask_after_it_is_still_reported() -> None:
    """Guard: the same code followed by a remark that asks nothing (`Этот пример взят из
    старого конспекта.`) is text in no card, reported as before."""
    res = result(_LOOSE_CODE_QUESTION.format(after="Этот пример взят из старого конспекта."))
    assert len(res.deck.cards) == 2
    assert [s.line for s in res.skipped] == [4, 6]
    assert [w for w in res.warnings if "between questions" in w] == [
        "doc.md:8: 5 lines of text between questions in no card ('```js'); not imported"
    ]
