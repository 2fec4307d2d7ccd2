"""Layouts met in judge round Z139, on made-up documents: a choice quiz that folds each key
in a `<details>` under a bold heading label (`#### **Resposta**:`) as a ticked option line
(`✅ B. text`), a rule inside one fold, and the page's short closing line after a commented
template."""

from __future__ import annotations

from tests.importing import result

_FOLDED_TICKS = """# Desafios de Python

Perguntas de escolha múltipla; as respostas ficam escondidas.

---

##### 1. O que imprime este código?

```py
print(len("abc"))
```

- A. `2`
- B. `3`
- C. `abc`

<details><summary><b>Resposta</b></summary>
<p>

#### **Resposta**:
✅ B. `3`

`len` conta os caracteres da cadeia.

</p>
</details>

---

##### 2. Qual destes tipos é imutável?

- A. `list`
- B. `dict`
- C. `tuple`

<details><summary><b>Resposta</b></summary>
<p>

#### **Resposta**:
✅ C. `tuple`

Uma tupla não muda depois de criada.

---

Leia mais sobre tipos na documentação oficial.

</p>
</details>

---

##### 3. O que devolve `bool([])`?

- A. `True`
- B. `False`

<details><summary><b>Resposta</b></summary>
<p>

#### **Resposta**:
✅ B. `False`

Uma lista vazia é falsa.

</p>
</details>

---

<!-- ##### 4. Modelo

- A. ``
- B. ``

<details><summary><b>Resposta</b></summary>
<p>

#### Resposta:

</p>
</details>

--- -->

Mais desafios em breve...
""".replace("Resposta**:\n", "Resposta**: \n")  # the label's trailing blank, as typed


def test_a_ticked_option_in_a_fold_under_a_heading_label_is_the_key() -> None:
    """`<summary>Resposta</summary>` over `#### **Resposta**:` over `✅ B. text`: the tick
    before the letter keys the question (no `****Resposta**:**` left over the explanation);
    a rule inside a fold parts the folded answer; the template in a comment makes no card."""
    cards = result(_FOLDED_TICKS).deck.cards
    assert [(c.question, dict(c.choices), c.answer, c.explanation) for c in cards] == [
        (
            'O que imprime este código?\n\n```py\nprint(len("abc"))\n```',
            {"A": "`2`", "B": "`3`", "C": "`abc`"},
            "B",
            "`len` conta os caracteres da cadeia.",
        ),
        (
            "Qual destes tipos é imutável?",
            {"A": "`list`", "B": "`dict`", "C": "`tuple`"},
            "C",
            "Uma tupla não muda depois de criada.\n\n"
            "Leia mais sobre tipos na documentação oficial.",
        ),
        (
            "O que devolve `bool([])`?",
            {"A": "`True`", "B": "`False`"},
            "B",
            "Uma lista vazia é falsa.",
        ),
    ]


def test_the_short_closing_line_is_reported_not_glued() -> None:
    """`Mais desafios em breve...` after the last fold's rule and a commented template: the
    page's closing words, reported (three words, but the page's last text), never the last
    card's explanation; a rule inside an earlier fold does not hide it."""
    res = result(_FOLDED_TICKS)
    assert res.warnings == (
        "doc.md:86: 1 line of text between questions in no card ('Mais desafios em "
        "breve...'); not imported",
    )
    assert not res.skipped


def test_a_tick_before_a_letter_keys_under_a_bare_label() -> None:
    """`**Answer:**` over `✔ b) text` (no fold): the tick is no part of the key."""
    text = (
        "### 1. Which planet is largest?\n\n- a) Mars\n- b) Jupiter\n- c) Venus\n\n"
        "**Answer:**\n✔ b) Jupiter\n\nIt is a gas giant.\n\n"
        "### 2. Which planet is red?\n\n- a) Mars\n- b) Jupiter\n- c) Venus\n\n"
        "**Answer:**\n✔ a) Mars\n\nIron oxide colours it.\n"
    )
    cards = result(text).deck.cards
    assert [(c.answer, c.explanation) for c in cards] == [
        ("B", "It is a gas giant."),
        ("A", "Iron oxide colours it."),
    ]


def test_a_ticked_sentence_in_a_fold_keys_nothing() -> None:
    """Guard: a tick before a sentence that names no option by its letter (`✅ Bananas are
    yellow.`) keys nothing: the question is an open card, with its warning, as before (its
    label written again over the text is gone)."""
    text = (
        "##### 1. Which fruit is yellow?\n\n- A. Apple\n- B. Banana\n\n"
        "<details><summary>Answer</summary>\n\n#### **Answer**:\n"
        "✅ Bananas are yellow.\n\n</details>\n"
    )
    res = result(text)
    assert [(c.answer, dict(c.choices)) for c in res.deck.cards] == [("Bananas are yellow.", {})]
    assert any("no answer letter" in w for w in res.warnings)


def test_a_short_title_after_the_last_answer_is_not_reported() -> None:
    """Guard: two words with no full stop after the last answer (`**Further reading**`, a
    title) are no closing sentence: nothing is reported, as before."""
    text = "## 1. What is a tuple?\n\nAn immutable sequence.\n\n---\n\n**Further reading**\n"
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("What is a tuple?", "An immutable sequence.")
    ]
    assert res.warnings == ()


def _behavioural(label: str) -> str:
    return (
        "# Behavioural questions\n\n"
        "### Describe a time you disagreed with your manager.\n\n"
        "#### How to Answer\n\nShow respect and a clear outcome.\n\n"
        f"#### {label}\n\n"
        '"We argued over scope; I brought data and we cut one feature."\n\n'
        "### Tell me about a project you are proud of.\n\n"
        "#### How to Answer\n\nName the impact in numbers.\n\n"
        f"#### {label}\n\n"
        '"I led a checkout redesign that lifted sales by a tenth."\n'
    )


def test_a_graded_answer_sub_heading_keeps_its_words() -> None:
    """`#### How to Answer` over `#### Example Answer` (or `Sample`, `Model`): the second
    section keeps its whole heading inside the answer, never a bare `#### Answer` the
    reader made up (the word that marks it as a sample was lost)."""
    for label in ("Example Answer", "Sample Answer", "Model Answer"):
        cards = result(_behavioural(label)).deck.cards
        assert [(c.question, c.answer) for c in cards] == [
            (
                "Describe a time you disagreed with your manager.",
                "#### How to Answer\n\nShow respect and a clear outcome.\n\n"
                f"#### {label}\n\n"
                '"We argued over scope; I brought data and we cut one feature."',
            ),
            (
                "Tell me about a project you are proud of.",
                "#### How to Answer\n\nName the impact in numbers.\n\n"
                f"#### {label}\n\n"
                '"I led a checkout redesign that lifted sales by a tenth."',
            ),
        ], label


def test_a_bare_answer_sub_heading_stays_as_it_was() -> None:
    """Guard: `#### Answer` after `#### How to Answer` is read as before: the whole of both
    sections is the answer, the heading `#### Answer` kept."""
    cards = result(_behavioural("Answer")).deck.cards
    assert [c.answer for c in cards] == [
        "#### How to Answer\n\nShow respect and a clear outcome.\n\n#### Answer\n\n"
        '"We argued over scope; I brought data and we cut one feature."',
        "#### How to Answer\n\nName the impact in numbers.\n\n#### Answer\n\n"
        '"I led a checkout redesign that lifted sales by a tenth."',
    ]


_TWO_RUNS = """# Bicycle repair guide

## Part one: workshop scenarios

### 1️⃣ Chain keeps slipping off the rear cog

**Scenario:** The chain jumps when you pedal hard.

**Model Answer:** Check the chain for stretch and the cassette for wear.

### 2️⃣ Brakes squeal on every stop

**Scenario:** The rim brakes make a loud noise.

**Model Answer:** Clean the rims and toe in the pads.

### 3️⃣ Gears will not shift cleanly

**Scenario:** The derailleur hesitates between cogs.

**Model Answer:** Adjust cable tension with the barrel adjuster.

### 4️⃣ Tyre loses air overnight

**Scenario:** The tyre is soft every morning.

**Model Answer:** Find the puncture in a bowl of water and patch it.

## Part two: quick recap

### 1️⃣ Chain slipping off again

**Crisp Take:** A worn chain; replace it with the cassette.

### 2️⃣ Squealing rim brakes

**Crisp Take:** Dirty rims; clean them and toe in the pads.

### 3️⃣ Gears shifting badly today

**Crisp Take:** Cable tension; turn the barrel adjuster.

### 4️⃣ Tyre losing air slowly

**Crisp Take:** A slow puncture; patch the tube.
"""


def test_a_second_keycap_run_keeps_its_short_titles_as_questions() -> None:
    """A recap numbered `1️⃣`..`4️⃣` again under its own section, its answers under a label
    the reader does not know: `### 2️⃣ Squealing rim brakes` (three words, no question) is a
    question like the rest of its run, never folded into the card above it in silence (the
    label, shared by the four answers, goes as a shared label does)."""
    cards = result(_TWO_RUNS).deck.cards
    assert [(c.question, c.answer) for c in cards][4:] == [
        ("Chain slipping off again", "A worn chain; replace it with the cassette."),
        ("Squealing rim brakes", "Dirty rims; clean them and toe in the pads."),
        ("Gears shifting badly today", "Cable tension; turn the barrel adjuster."),
        ("Tyre losing air slowly", "A slow puncture; patch the tube."),
    ]
    assert len(cards) == 8
    assert cards[1].question.startswith("Brakes squeal on every stop")


def test_a_praising_answer_label_is_dropped() -> None:
    """`**Perfect Answer:**` (and `Excellent`, `Great`) opening an answer is its label, as
    `**Model Answer:**` is: no part of the card's text."""
    text = _TWO_RUNS.replace("Crisp Take:", "Perfect Answer:")
    cards = result(text).deck.cards
    assert [c.answer for c in cards][4:] == [
        "A worn chain; replace it with the cassette.",
        "Dirty rims; clean them and toe in the pads.",
        "Cable tension; turn the barrel adjuster.",
        "A slow puncture; patch the tube.",
    ]
    text = "### 1. What is a spoke?\n\n**Excellent answer:** A rod from hub to rim.\n\n"
    text += "### 2. What is a hub?\n\n**Great Answer:** The wheel's centre.\n"
    assert [c.answer for c in result(text).deck.cards] == [
        "A rod from hub to rim.",
        "The wheel's centre.",
    ]


def test_a_keycap_run_that_mostly_does_not_ask_is_left_alone() -> None:
    """Guard: a run numbered again from `1️⃣` whose headings mostly do not ask (an answer's
    own numbered parts, `1️⃣ Front` / `2️⃣ Rear` before `5️⃣ E` goes on) gets no question from
    the rule; a run of which three headings of four ask gets its fourth."""
    from srs.importers.keycapruns import keycap_runs
    from srs.importers.values import Line, Start

    def run(titles: list[str], plain: list[int]) -> set[int]:
        lines = [Line(k + 1, f"### {t}") for k, t in enumerate(titles)]
        candidates = {
            k: (3, Start(None, t.split()[1]), False) for k, t in enumerate(titles) if k not in plain
        }
        keycap_runs(lines, candidates, [(k, 3, titles[k].split()[1]) for k in plain])
        return set(candidates)

    assert run(["1️⃣ A", "2️⃣ B", "3️⃣ C", "4️⃣ D", "1️⃣ Front", "2️⃣ Rear", "5️⃣ E"], [4, 5]) == {0, 1, 2, 3, 6}
    assert run(["1️⃣ A", "2️⃣ B", "3️⃣ C", "1️⃣ F", "2️⃣ Rear", "3️⃣ S", "4️⃣ T"], [4]) == set(range(7))
