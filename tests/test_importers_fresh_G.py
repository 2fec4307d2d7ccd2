"""Importer layouts met on fresh ML / NLP / statistics documents (helper G): each test is the
shape of one, written small. None is a copy of a document."""

from __future__ import annotations

from pathlib import Path

from srs.importers import import_file
from tests.importing import result

# -- Anki HTML ---------------------------------------------------------------------------------


def test_a_list_nested_straight_in_a_list_is_a_sub_list_of_the_item_above(
    tmp_path: Path,
) -> None:
    """Anki's editor indents a list item by nesting a `<ul>` in the `<ul>`, not in the `<li>`:
    the examples stay under their source, not level with it."""
    notes = tmp_path / "probability.txt"
    notes.write_text(
        "#separator:tab\n#html:true\n"
        "Sources of uncertainty?\t<ul><li>Stochasticity</li><ul><li>A shuffled deck</li></ul>"
        "<li>Partial observability</li><ul><li>Hidden variables</li></ul></ul>\n"
        "What is a PMF?\tA map from a state to its probability\n",
        encoding="utf-8",
    )
    cards = import_file(notes).deck.cards
    assert [c.answer for c in cards] == [
        "- Stochasticity\n  - A shuffled deck\n- Partial observability\n  - Hidden variables",
        "A map from a state to its probability",
    ]


# -- bold questions --------------------------------------------------------------------------


def test_a_bold_question_over_several_lines_loses_its_closing_mark_too() -> None:
    """`**Q4. ...` / `... True/False?**`: the label takes the opening `**`; the closing one,
    lines below, is no part of the question (nor a full stop typed after it)."""
    text = """\
### Week 1

**Q1. When an engineer starts a new problem,
they can reuse insight from older ones. True/False?**

A1. False

**Q2. Suppose img is a (32,32,3) array. How do you make it a column?**.

A2. x = img.reshape((32*32*3, 1))

**Q3. In this diagram,
what do the two axes show?**

![](/img/axes.png)
A3. The amount of data and the performance.

**Q4. What does `f(**kw)` do with
keyword arguments?**

A4. It unpacks them.

**Q5. Splitting text into units is called _______.**

A5. Tokenization
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "When an engineer starts a new problem,\nthey can reuse insight from older ones. "
        "True/False?",
        "Suppose img is a (32,32,3) array. How do you make it a column?",
        "In this diagram,\nwhat do the two axes show?\n\n![](/img/axes.png)",
        "What does `f(**kw)` do with\nkeyword arguments?",
        "Splitting text into units is called _______.",
    ]
    assert [c.answer for c in cards][:2] == ["False", "x = img.reshape((32*32*3, 1))"]


# -- numbered options ------------------------------------------------------------------------


def test_a_key_naming_a_numbered_option_as_option_n_is_its_letter() -> None:
    """`## Question 1 (1 point)`, an `**Options:**` label over `1.`-`3.` options and `**Answer:**
    Option 3: text`: the points are no part of the question, `Option 3` names the third."""
    text = """\
# NLP Quiz

## Question 1 (1 point)
What is the goal of NLP?

**Options:**
1. To understand language.
2. To design VR worlds.
3. To play chess.

**Answer:** Option 1: To understand language.

*Explanation:* NLP is about language.

---

## Question 2 (2 points)
What is a raw text dataset called?

**Options:**
1. Algorithm
2. Template
3. Corpus

**Answer:** Option 3: Corpus
"""
    cards = result(text).deck.cards
    assert [(c.id, c.question, c.answer, c.explanation) for c in cards] == [
        ("q01", "What is the goal of NLP?", "A", "NLP is about language."),
        ("q02", "What is a raw text dataset called?", "C", ""),
    ]
    assert dict(cards[1].choices) == {"A": "Algorithm", "B": "Template", "C": "Corpus"}


# -- notes under options, a key in bold --------------------------------------------------------


def test_notes_under_the_options_are_the_explanation_and_the_bold_option_the_key() -> None:
    """`- **A) text**` / `  *Explanation:* ...` under each option: the bold option is the key,
    the notes are the explanation, option by option; a link back to the README is no part of
    the last one."""
    text = """\
### Question 1:
**What does "deep" refer to?**
- **A) The many layers of the network.**<HB>
  *Explanation:* Right: depth is the number of layers.
- B) Very small datasets.<HB>
  *Explanation:* Wrong; it is not about data.
- C) The depth of the data.<HB>
  *Explanation:* Wrong; it is the network,
  not the data.

---

### Question 2:
**Which network suits images?**
- A) RNN
- **B) CNN**
- C) GAN

---

### Question 3:
**Which network generates data?**
- A) CNN<HB>
  *Explanation:* No, it classifies.
- B) GAN<HB>
  *Explanation:* Yes.

**Answer:** B

<a href="README.md">Back To README</a>
""".replace("<HB>", "  ")  # hard breaks after the options, as written
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ('What does "deep" refer to?', "A"),
        ("Which network suits images?", "B"),
        ("Which network generates data?", "B"),
    ]
    assert dict(cards[0].choices) == {
        "A": "The many layers of the network.",
        "B": "Very small datasets.",
        "C": "The depth of the data.",
    }
    assert cards[0].explanation == (
        "- A) Right: depth is the number of layers.\n"
        "- B) Wrong; it is not about data.\n"
        "- C) Wrong; it is the network, not the data."
    )
    assert cards[1].explanation == ""
    assert cards[2].explanation == "- A) No, it classifies.\n- B) Yes."


def test_one_bold_item_in_an_answer_list_is_no_key() -> None:
    """A list in an answer with one item in bold, its items not lettered: no options."""
    text = """\
### Question 1
What does this design favour?

- **Fast** training
- Small models
- Cheap data

**Answer:** Speed over size.
"""
    (card,) = result(text).deck.cards
    assert card.choices == {}
    assert card.answer == "Speed over size."


# -- mkdocs-material admonitions ---------------------------------------------------------------


def test_questions_in_admonitions_are_read_with_their_folded_answers() -> None:
    """`??? question "..."` blocks, grouped in `??? tip "..."` blocks: each title a question,
    each body its answer; a block inside an answer stays in it; a question with an empty
    body is reported; a group's own line after its questions is no part of the last answer."""
    text = """\
# LLM Interview Questions

## Machine Learning

??? tip "Concepts"

    ??? question "What is out-of-core learning?"

        Training on data too large for memory, chunk by chunk.

    ??? question "Explain model parameters."
        - **Parameters** are learned.
        - **Hyperparameters** are set before training.

## Architectures

!!! abstract "Question Bank"

    ??? tip "Decoders"

        ??? question "What is a causal decoder?"

            It attends to earlier tokens only.

            ??? example "Causal mask"

                Each token sees the ones before it.

        ??? question "Why are most LLMs decoder-only?"

    - Attention

    ??? tip "Attention"

        ??? question "What does multi-query attention share?"

            The keys and values, across heads.
"""
    imported = result(text)
    cards = imported.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "What is out-of-core learning?",
            "Training on data too large for memory, chunk by chunk.",
        ),
        (
            "Explain model parameters.",
            "- **Parameters** are learned.\n- **Hyperparameters** are set before training.",
        ),
        (
            "What is a causal decoder?",
            "It attends to earlier tokens only.\n\n**Causal mask**\n\n"
            "Each token sees the ones before it.",
        ),
        ("What does multi-query attention share?", "The keys and values, across heads."),
    ]
    assert [s.line for s in imported.skipped] == [29]
    assert "no answer" in imported.skipped[0].reason


def test_admonitions_that_reveal_answers_stay_answer_labels() -> None:
    """`??? success "Show Answer"` under each question: answer labels, as before."""
    text = """\
# Quiz

### What is a tensor?

??? success "Show Answer"

    A multi-dimensional array.

### What is a gradient?

??? success "Show Answer"

    The vector of partial derivatives.
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a tensor?", "A multi-dimensional array."),
        ("What is a gradient?", "The vector of partial derivatives."),
    ]


# -- sub-questions -----------------------------------------------------------------------------


def test_a_sub_question_label_is_read_whole() -> None:
    """`# Q 1.a) ...` and `# Q 2.a.) ...` after `# Q1.` and `# Q2.`: sub-questions, their
    labels no part of their text, and no false warning of a repeated id."""
    text = """\
# Q1. Explain the linear regression model.
Ans: A line fitted by least squares.

# Q 1.a) List the assumptions of linear regression.
Ans: Linearity, independence, equal variance.

# Q2. Explain the logistic regression model.
Ans: A linear model under a sigmoid.

# Q 2.a.) What is maximum likelihood estimation?
Ans: Choosing the parameters that make the data most likely.
"""
    imported = result(text)
    assert [c.question for c in imported.deck.cards] == [
        "Explain the linear regression model.",
        "List the assumptions of linear regression.",
        "Explain the logistic regression model.",
        "What is maximum likelihood estimation?",
    ]
    assert imported.warnings == ()
    assert len({c.id for c in imported.deck.cards}) == 4


# -- a closing note ----------------------------------------------------------------------------


def test_a_note_after_the_rule_under_the_last_answer_is_reported_not_answered() -> None:
    """`---` then a short closing note at the end of the document, the only rule any answer
    runs past: the document's note, left out and reported, not the last answer's end."""
    text = """\
# Questions on LLMs

## 1. What is a generative model?

**Answer:**
A model of the joint distribution, able to sample new data.

## 2. What is multimodal AI?

**Answer:**
Models that take text, images and audio together.

---

*These answers cover the basics. Adapt them to your own projects before an interview.*
"""
    imported = result(text)
    assert [c.answer for c in imported.deck.cards] == [
        "A model of the joint distribution, able to sample new data.",
        "Models that take text, images and audio together.",
    ]
    assert [w.split(": ", 1)[0] for w in imported.warnings] == ["doc.md:15"]
    assert "not imported" in imported.warnings[0]


def test_prose_past_a_rule_inside_an_answer_stays_in_it() -> None:
    """`***` between two paragraphs of the last answer, another answer past a rule too: the
    rule is inside answers here, so the prose after it is no closing note."""
    text = """\
## 1. What is overfitting?

A model that learns the noise.

***

It does well on training data only.

## 2. What is dropout?

Turning units off at random while training.

***

It works as an ensemble of sub-networks.
"""
    cards = result(text).deck.cards
    assert cards[1].answer == (
        "Turning units off at random while training.\n\nIt works as an ensemble of sub-networks."
    )


# -- a numbered quiz with task-list options ----------------------------------------------------


def test_a_quiz_question_set_out_around_code_and_one_that_asks_on_its_second_line() -> None:
    """`4. Consider the following code:`, a fence at the margin, then the line that asks
    (a remark in parentheses after its `?`) and the options; `5.` sets the scene on its first
    line and asks on the second, with several boxes ticked: both are questions of the quiz."""
    text = """\
1. Which activation suits a binary output?
   - [ ] ReLU
   - [x] sigmoid

2. Is tanh centred on zero?
    - [x] True
    - [ ] False

3. Which is the vectorised forward step?
   - [x] Z = W A + b
   - [ ] Z = W + A b

4. Consider the following code:

```python
B = np.sum(A, axis=1, keepdims=True)
```
What will be B.shape? (If you're not sure, run it to find out).
   - [ ] (1, 3)
   - [x] (4, 1)

5. Consider the following network with one hidden layer:
   Which of the following statements are True? (Check all that apply).
   - [x] b1 will have shape (4, 1)
   - [ ] b1 will have shape (2, 1)
   - [x] W2 will have shape (1, 4)
"""
    imported = result(text)
    cards = imported.deck.cards
    assert [c.id for c in cards] == ["q01", "q02", "q03", "q04", "q05"]
    assert cards[3].question.startswith("Consider the following code:")
    assert cards[3].question.endswith(
        "What will be B.shape? (If you're not sure, run it to find out)."
    )
    assert (cards[3].answer, dict(cards[3].choices)) == ("B", {"A": "(1, 3)", "B": "(4, 1)"})
    assert cards[4].answer == "- b1 will have shape (4, 1)\n- W2 will have shape (1, 4)"
    assert imported.skipped == ()


def test_a_heading_linking_away_under_the_last_answer_is_the_page_footer() -> None:
    """`#### Explore all 63 answers here 👉 [site](https://...)` over a banner image after the
    last answer: the page's footer, reported, not the answer's last section; a sub-heading
    with text under it stays."""
    text = """\
# 3 LLM Interview Questions

## 1. What is an LLM?

A language model with billions of parameters.

#### Scale

Trained on trillions of tokens.

## 2. What is attention?

A weighted sum of values, weighted by query-key similarity.

<br>

#### Explore all 63 answers here 👉 [Devinterview.io - LLMs](https://devinterview.io/llms)

<br>

<a href="https://devinterview.io/"><img src="https://example.com/banner.jpg" alt="banner"></a>
"""
    imported = result(text)
    assert [c.answer for c in imported.deck.cards] == [
        "A language model with billions of parameters.\n\n#### Scale\n\n"
        "Trained on trillions of tokens.",
        "A weighted sum of values, weighted by query-key similarity.",
    ]
    assert [w.split(": ", 1)[0] for w in imported.warnings] == ["doc.md:17"]


# -- tables --------------------------------------------------------------------------------------


def test_an_answer_column_named_with_its_kind_is_the_answer() -> None:
    """`| Question | Safe Answer |`: the answers are in the second column, not missing."""
    text = """\
# NLP exam prep

### Interview One-Liners

| Question | Safe Answer |
|----------|-------------|
| What is tokenization? | Breaking text into units called tokens |
| Why cosine, not Euclidean? | Cosine ignores magnitude |
"""
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is tokenization?", "Breaking text into units called tokens"),
        ("Why cosine, not Euclidean?", "Cosine ignores magnitude"),
    ]
    assert imported.skipped == ()


def test_a_check_mark_after_a_bold_option_keys_it_and_an_explanation_in_italics_loses_its_marks() -> (
    None
):
    """`- **b. text** ✓` among `- a. text` options, then `*Explanation: ... .*` in italics
    whole: the ticked option is the key, its letter and bold no part of its text, and the
    closing `*` no part of the explanation."""
    text = """\
# Module 1: Data Fundamentals - Answer Key

## Part 1: Introduction (20 points)

1. What is the primary purpose of data collection?
   - a. To analyze data
   - **b. To gather raw material for analysis** ✓
   - c. To visualize data

   *Explanation: Data collection provides the raw material for all analysis.*

2. Which method gathers qualitative data?
   - a. Surveys
   - b. Data logging
   - **c. Interviews** ✓

   *Explanation: Interviews allow open-ended, in-depth responses.*
"""
    cards = result(text).deck.cards
    assert [(c.answer, c.explanation) for c in cards] == [
        ("B", "Data collection provides the raw material for all analysis."),
        ("C", "Interviews allow open-ended, in-depth responses."),
    ]
    assert dict(cards[0].choices) == {
        "A": "To analyze data",
        "B": "To gather raw material for analysis",
        "C": "To visualize data",
    }
