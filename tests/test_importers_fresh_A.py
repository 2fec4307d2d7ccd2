"""Importer layouts met on fresh public documents (machine learning, statistics, Python).

Each test is the shape of one real document, written small; none is a copy of one.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from srs.importers import import_file
from tests.importing import result

# -- `Q4 Explain ...` labels without a colon -------------------------------------------------


def test_a_label_without_colon_numbers_a_task_set_as_a_sentence() -> None:
    text = """\
## Interview questions

#### Q1 What is overfitting?
When a model learns the noise of its training set.

#### Q2 Explain how a ROC curve works.
It plots the true positive rate against the false positive rate.

#### Q3 What is Bayes' theorem? How is it used?
It gives a posterior from a prior and a likelihood.

#### Q4 Describe a hash table.
An array of buckets indexed by a hash of the key.
"""
    imported = result(text)
    assert [(c.id, c.question) for c in imported.deck.cards] == [
        ("q01", "What is overfitting?"),
        ("q02", "Explain how a ROC curve works."),
        ("q03", "What is Bayes' theorem? How is it used?"),
        ("q04", "Describe a hash table."),
    ]
    assert imported.deck.cards[1].answer == (
        "It plots the true positive rate against the false positive rate."
    )
    assert imported.warnings == ()


def test_a_quarter_in_a_heading_is_no_question_label() -> None:
    text = """\
## Q3 Roadmap

### What ships first?
The importer.

### Q4 Done.
Nothing yet.
"""
    questions = [c.question for c in result(text).deck.cards]
    assert "Roadmap" not in " ".join(questions)
    assert "What ships first?" in questions


# -- a numbered question one level too deep --------------------------------------------------


def test_a_deeper_heading_that_carries_the_numbering_on_is_a_question() -> None:
    text = """\
# Deep learning questions

## 1. What is a neural network?
Layers of weighted sums and activations.

## 2. What is an RNN?
A network with a loop over time.

### 3. Where are RNNs used?
Text, speech and time series.

## 4. What is dropout?
Zeroing random units while training.
"""
    cards = result(text).deck.cards
    assert [(c.id, c.question) for c in cards] == [
        ("q01", "What is a neural network?"),
        ("q02", "What is an RNN?"),
        ("q03", "Where are RNNs used?"),
        ("q04", "What is dropout?"),
    ]
    assert cards[1].answer == "A network with a loop over time."


def test_numbered_steps_under_a_question_stay_in_its_answer() -> None:
    text = """\
## 1. What is a neural network?
Layers of weighted sums and activations.

## 2. How do you train one?
In steps:

### 1. Forward pass
Compute the outputs.

### 2. Backward pass
Compute the gradients.

## 3. What is dropout?
Zeroing random units while training.
"""
    cards = result(text).deck.cards
    assert [c.id for c in cards] == ["q01", "q02", "q03"]
    assert "### 2. Backward pass" in cards[1].answer


# -- a YAML file of flash cards is data, whatever a text reader makes of it ------------------


FLASHCARDS_YAML = """\

- h2: Statistics
  h3: Types of data
  question: What is a random variable?
  answer: >
    A variable that gives a <b>number</b> to each outcome
    of a random phenomenon.

- question: What is P(A &cup; B)?
  answer: >
    The probability that A <u>or</u> B happens.
  image: venn_diagrams.png

- h3: Averages
  question: Name three sorts of average&#58; how do they differ?
  answer: >
    Mean, median and mode.
    <br><br>The mean moves with outliers.
"""


def test_a_yaml_file_of_records_is_read_as_data_not_as_text() -> None:
    imported = result(FLASHCARDS_YAML, source="statistics.yml")
    assert imported.layout == "question records"
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        (
            "What is a random variable?",
            "A variable that gives a **number** to each outcome of a random phenomenon.",
        ),
        (
            "What is P(A ∪ B)?",
            "The probability that A or B happens.\n\n![](venn_diagrams.png)",
        ),
        (
            "Name three sorts of average: how do they differ?",
            "Mean, median and mode.\n\nThe mean moves with outliers.",
        ),
    ]
    assert imported.warnings == ()


def test_entities_in_data_without_html_are_left_as_written() -> None:
    text = '[{"question": "What does &amp; stand for in HTML?", "answer": "An ampersand."}]'
    cards = result(text, source="quiz.json").deck.cards
    assert [c.question for c in cards] == ["What does &amp; stand for in HTML?"]


# -- an Anki note type with an identifier field ----------------------------------------------


@pytest.mark.anki
@pytest.mark.parametrize("legacy", [False, True], ids=["anki21b-zstd", "anki21"])
def test_an_identifier_field_of_a_note_is_no_explanation(tmp_path: Path, legacy: bool) -> None:
    """markdown-anki-decks' note type: Question, Answer and a `Guid` field holding its key."""
    from anki.collection import Collection, ExportAnkiPackageOptions

    col = Collection(str(tmp_path / "build.anki2"))
    try:
        models = col.models
        model = models.new("Markdown notes")
        for field in ("Question", "Answer", "Guid", "Notes"):
            models.add_field(model, models.new_field(field))
        template = models.new_template("Card 1")
        template["qfmt"], template["afmt"] = "{{Question}}", "{{Answer}}"
        models.add_template(model, template)
        models.add(model)
        for question, answer, notes in (
            ("What is bagging?", "Bootstrap aggregation.", ""),
            ("What is a skip-gram?", "Predicting the context from a word.", "See CBOW."),
        ):
            note = col.new_note(model)
            note["Question"], note["Answer"] = question, answer
            note["Guid"], note["Notes"] = "wPK=Q3JM-A", notes
            col.add_note(note, col.decks.id("ML") or 1)
        out = tmp_path / "ml.apkg"
        options = ExportAnkiPackageOptions(
            with_scheduling=False, with_deck_configs=False, with_media=False, legacy=legacy
        )
        col.export_anki_package(out_path=str(out), options=options, limit=None)
    finally:
        col.close()
    cards = import_file(out).deck.cards
    assert [(c.question, c.answer, c.explanation) for c in cards] == [
        ("What is bagging?", "Bootstrap aggregation.", ""),
        ("What is a skip-gram?", "Predicting the context from a word.", "See CBOW."),
    ]


# -- options written over two lines with a hard break ----------------------------------------


def test_an_option_after_a_hard_break_keeps_its_line_break() -> None:
    text = (
        "# Python output quiz\r\n\r\n"
        "### **Question 1**  \r\n"
        "What does this print?\r\n\r\n"
        '```python\r\nprint("a", "b", sep="\\n", end=" ")\r\nprint("c")\r\n```\r\n'
        "- **A)** a b c\r\n"
        "- **B)** a  \r\n"
        "   b c\r\n"
        "- **C)** a  \r\n"
        "   b  \r\n"
        "   c\r\n"
        "- **D)** a b\r\n"
        "   c\r\n\r\n"
        "## Solutions\r\n\r\n1. (B)\r\n"
    )
    cards = result(text).deck.cards
    # D goes on with no hard break, but joined with a blank it would read as A: its lines stay
    assert [(c.answer, dict(c.choices)) for c in cards] == [
        ("B", {"A": "a b c", "B": "a\nb c", "C": "a\nb\nc", "D": "a b\nc"}),
    ]


def test_a_stray_fence_after_the_last_answer_is_left_out_with_a_warning() -> None:
    text = """\
# Quiz

**Question 1:** Which keyword defines a function?
A. def
B. fun

**Answer:** A

**Question 2:** Which keyword leaves a loop?
A. break
B. stop

**Answer:** A
```
"""
    imported = result(text, source="quiz.md")
    assert [(c.answer, c.explanation) for c in imported.deck.cards] == [("A", ""), ("A", "")]
    assert imported.warnings == ("quiz.md:14: code fence at the end opens nothing; left out",)


# -- numbered parts over labelled questions --------------------------------------------------


def test_a_numbered_part_over_labelled_questions_lends_them_no_number() -> None:
    text = """\
# Deep learning fundamentals

## 1. Basics

### Q1.1: What is a neural network?
Layers of weighted sums.

### Q1.2: What is a loss?
What training lowers.

## 2. Backpropagation

### Q2.1: Explain backpropagation.
The chain rule, layer by layer.

### Q2.2: What is a vanishing gradient?
A gradient that shrinks through the layers.
"""
    imported = result(text)
    assert [(c.id, c.question) for c in imported.deck.cards] == [
        ("q01", "What is a neural network?"),
        ("q02", "What is a loss?"),
        ("q03", "Explain backpropagation."),
        ("q04", "What is a vanishing gradient?"),
    ]
    assert imported.warnings == ()


# -- a question that lost its label ----------------------------------------------------------


def test_a_second_answer_label_inside_an_answer_is_reported() -> None:
    """A question whose label no reader takes (`1122Q9.`, digits glued before a label out of
    the page's sequence: `glued_q_labels` reads only one that continues it) goes into the
    answer above: the second answer label there is reported."""
    text = """\
40 questions on machine learning

  * **Q1**. Why is naive Bayes naive?

 **Answer:** It assumes the features are independent.

  * **Q2**. Why is OLS a bad option when p > n?

 **Answer:** The estimate is not unique.

1122Q9. What is a convex hull? (Hint: think SVM)

 **Answer:** The outer boundary of a group of points.

  * **Q4**. What is a type I error?

 **Answer:** A false positive.
"""
    imported = result(text, source="nn.md")
    assert [c.question for c in imported.deck.cards] == [
        "Why is naive Bayes naive?",
        "Why is OLS a bad option when p > n?",
        "What is a type I error?",
    ]
    assert "convex hull" in imported.deck.cards[1].answer  # kept, never cut
    assert imported.warnings == (
        "nn.md:13: a second '**Answer:**' inside one answer: the question it answers may "
        "have lost its label and been read as part of the answer above",
    )


def test_an_answer_label_once_per_answer_raises_nothing() -> None:
    text = """\
### Q1: What is bias?
**Answer:** Error from wrong assumptions.

A short answer: the model is too simple.

### Q2: What is variance?
**Answer:** Error from sensitivity to the training set.
"""
    assert result(text).warnings == ()


# -- powers and indexes in HTML --------------------------------------------------------------


def test_superscripts_and_subscripts_stay_powers_and_indexes() -> None:
    text = """\
- question: What is the variance of a probability distribution?
  answer: >
    Var(X) = E(X - &mu;)<sup>2</sup>, for observations X<sub>1</sub> ... X<sub>n</sub>;
    the permutations are <sup>n</sup>P<sub>k</sub>.
- question: What is a standard normal distribution?
  answer: A normal distribution with mean 0 and variance 1<sup>2</sup>.
"""
    cards = result(text, source="stats.yaml").deck.cards
    assert [c.answer for c in cards] == [
        "Var(X) = E(X - μ)², for observations X₁ ... X_n; the permutations are ^nP_k.",
        "A normal distribution with mean 0 and variance 1².",
    ]


def test_blanks_inside_bold_tags_go_outside_the_marks() -> None:
    text = """\
- question: What is the variance of a distribution?
  answer: >
    It is defined as:<br><b> Var(X) = E(X - &mu;)<sup>2</sup> </b>
"""
    cards = result(text, source="stats.yaml").deck.cards
    assert cards[0].answer == "It is defined as:\n**Var(X) = E(X - μ)²**"


def test_a_key_written_twice_in_one_record_is_reported_never_lost_in_silence() -> None:
    text = """\
- question: What is the mean?
  answer: The sum over the count.

- h3: Averages
  question: What is an average?
  answer: The centre of the data.

  question: What is the median?
  answer: The middle value.
"""
    imported = result(text, source="stats.yml")
    assert [c.question for c in imported.deck.cards] == ["What is the mean?", "What is the median?"]
    assert imported.warnings == (
        "stats.yml:8: the record repeats 'question'; the value before this line is lost",
        "stats.yml:9: the record repeats 'answer'; the value before this line is lost",
    )
    assert [(s.line, s.reason) for s in imported.skipped] == [
        (8, "the record repeats 'question'; the value before this line is lost")
    ]


# -- a sub-heading of an answer after a rule -------------------------------------------------


def test_a_sub_heading_after_a_rule_stays_in_the_answer_never_dropped() -> None:
    text = """\
# Kafka notes

## 1. What does min.insync.replicas do?

It sets how many replicas must have a write.

---

## Problem statement

One broker fails and writes stop.

## 2. What is an ISR?

The replicas in sync with the leader.

## 3. What is acks=all?

The leader waits for every in-sync replica.
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "What does min.insync.replicas do?",
        "What is an ISR?",
        "What is acks=all?",
    ]
    assert "One broker fails and writes stop." in cards[0].answer


# -- headings marked alike -------------------------------------------------------------------


def test_a_topic_heading_marked_like_the_questions_is_one() -> None:
    text = """\
# Top NLP questions

## 🔹 Basics

### ✅ What is tokenization?
Splitting text into tokens.

---

### ✅ Stemming vs lemmatization

| Stemming | Lemmatization |
|---|---|
| chops | looks up |

---

### ✅ What are stop words?
Common words that carry little meaning.

## 🔹 Models

### ✅ What is BERT?
An encoder trained on masked words.

### ✅ MLM vs CLM
Masked words against the next word.

### ✅ What is GPT?
A decoder trained on the next word.
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "What is tokenization?",
        "Stemming vs lemmatization",
        "What are stop words?",
        "What is BERT?",
        "MLM vs CLM",
        "What is GPT?",
    ]
    assert cards[1].answer.startswith("| Stemming | Lemmatization |")


# -- check marks in an answer ----------------------------------------------------------------


def test_check_marked_lines_inside_a_paragraph_are_no_options() -> None:
    text = """\
### What is a language model?

It predicts how likely a sequence is.

**Training:**
✔ Next-word prediction (causal LM)
✔ Masked word prediction (MLM)

It is the base of generation and search.

### What is perplexity?

How surprised the model is by a text.
"""
    cards = result(text).deck.cards
    assert [c.choices for c in cards] == [{}, {}]
    assert "✔ Masked word prediction (MLM)" in cards[0].answer


# -- a question with a note after a dash -----------------------------------------------------


def test_a_how_to_question_with_a_note_after_a_dash_asks() -> None:
    text = """\
# Pandas interview questions

## Premium questions

### How to Use melt() for Unpivoting Data? - Google, Amazon Interview Question

??? success "View Answer"

    `melt()` turns columns into rows.

### How to Use explode() for List Columns? - Google, Amazon Interview Question

??? success "View Answer"

    `explode()` gives each list item a row.

### What is a DataFrame? - Google Interview Question

??? success "View Answer"

    A table of columns that share an index.
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "How to Use melt() for Unpivoting Data? - Google, Amazon Interview Question",
        "How to Use explode() for List Columns? - Google, Amazon Interview Question",
        "What is a DataFrame? - Google Interview Question",
    ]
    assert cards[0].answer == "`melt()` turns columns into rows."


def test_a_how_to_title_stays_a_title() -> None:
    text = """\
# Notes

## How to use this repo - a guide

Read the questions below.

## What is a DataFrame?

A table of columns that share an index.
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["What is a DataFrame?"]


# -- a collapsible admonition that hides the answer ------------------------------------------


def test_a_title_case_heading_over_a_view_answer_admonition_is_a_question() -> None:
    text = """\
# Pandas interview questions

### How do you read a CSV file?

??? success "View Answer"

    With `pd.read_csv()`.

### How do you drop missing values?

??? success "View Answer"

    With `dropna()`.

### How do you rename columns?

??? success "View Answer"

    With `rename(columns=...)`.

### Explain GroupBy in Pandas - Split-Apply-Combine

??? success "View Answer"

    Split the rows by key, apply a function, combine the results.

### Explain Pivot Tables in Pandas

??? success "View Answer"

    A summary table keyed by rows and columns.
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "How do you read a CSV file?",
        "How do you drop missing values?",
        "How do you rename columns?",
        "Explain GroupBy in Pandas - Split-Apply-Combine",
        "Explain Pivot Tables in Pandas",
    ]
    assert cards[3].answer == "Split the rows by key, apply a function, combine the results."


# -- `[Question]` labels ---------------------------------------------------------------------


def test_a_bracketed_question_label_is_a_label() -> None:
    text = """\
# NLP interview questions

#### [Question] What is an RNN?

A network that loops over a sequence.

#### What is NER?

#### [Question] What is LoRA?

Low-rank adapters trained over a frozen model.
"""
    imported = result(text, source="nlp.md")
    assert [c.question for c in imported.deck.cards] == ["What is an RNN?", "What is LoRA?"]
    assert [s.line for s in imported.skipped] == [7]  # `What is NER?`: no answer, reported


def test_a_metadata_line_under_a_question_is_no_part_of_it() -> None:
    text = """\
# Pandas interview questions

### What is a DataFrame?

**Difficulty:** 🟢 Easy | **Tags:** `Core` | **Asked by:** Google, Amazon

??? success "View Answer"

    A table of columns that share an index.

### 1. Memory optimization

**Difficulty:** 🟢 Easy | **Tags:** `Code Example`

??? success "View Code Example"

    ```python
    df["city"] = df["city"].astype("category")
    ```

### What is a Series?

**Note:** a Series | a column

A labelled one-dimensional array.
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a DataFrame?", "A table of columns that share an index."),
        (
            "Memory optimization",
            '```python\ndf["city"] = df["city"].astype("category")\n```',
        ),
        (
            "What is a Series?",
            "**Note:** a Series | a column\n\nA labelled one-dimensional array.",
        ),
    ]


# -- an answer under a title that names the question ------------------------------------------


def test_a_title_naming_the_question_right_below_it_opens_its_answer() -> None:
    text = """\
# NLP notes

#### What is word embedding?

### Word Embedding

A vector of real numbers for each word, learnt from its contexts.

#### What is TF-IDF?

A word's frequency in a document, weighed down by how many documents hold it.

#### What is BERT?

### Transformers

Encoders stacked over one another.
"""
    imported = result(text, source="nlp.md")
    cards = imported.deck.cards
    assert [c.question for c in cards] == ["What is word embedding?", "What is TF-IDF?"]
    assert cards[0].answer == (
        "### Word Embedding\n\nA vector of real numbers for each word, learnt from its contexts."
    )
    # `### Transformers` names another subject: a section, and `What is BERT?` is reported
    assert [s.line for s in imported.skipped] == [13]


# -- `Write code to ...` tasks ---------------------------------------------------------------


def test_write_code_tasks_listed_without_answers_are_reported() -> None:
    text = """\
### What is a DataFrame?

A table of columns that share an index.

## Questions asked in interviews

- How would you handle a DataFrame with 100 million rows?
- Write code to calculate rolling averages with different window sizes
- Write SQL to find duplicate rows
- Write clean code
"""
    imported = result(text, source="pandas.md")
    assert [c.question for c in imported.deck.cards] == ["What is a DataFrame?"]
    assert [s.line for s in imported.skipped] == [7, 8, 9]
