"""Importer layouts met on fresh public documents (helper N2's sweep: data and AI interview
pages and cloud-certification practice exams): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- answers folded in Hugo shortcodes ----------------------------------------------------------

_SPOILERS = """\
---
title: "Practice set"
---

{{< icon name="clock" >}} ~1 hour

### Question 1
Which loss do language models train on?

A. Hinge loss
B. Cross-entropy
C. Huber loss

{{< spoiler text="Answer" >}}
**B**. Next-token prediction is a classification over the vocabulary.
{{< /spoiler >}}

---

### Question 2
What does a tokenizer do?

{{% details title="Show answer" %}}
It splits text into the units the model reads.
{{% /details %}}
"""


def test_a_hugo_spoiler_or_details_shortcode_folds_the_answer() -> None:
    imported = result(_SPOILERS)
    cards = imported.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which loss do language models train on?", "B"),
        ("What does a tokenizer do?", "It splits text into the units the model reads."),
    ]
    assert cards[0].choices["B"] == "Cross-entropy"
    assert cards[0].explanation == (
        "Next-token prediction is a classification over the vocabulary."
    )
    assert not imported.warnings


# -- a summary naming the answer and its explanation --------------------------------------------

_ANSWER_AND_WHY = """\
### Question 1
Which mask does a decoder use?

A. Padding mask
B. Causal mask

<details>
<summary>Answer + Explanation</summary>

**B**. It hides the tokens still to come.

</details>

### Question 2
What is LoRA?

<details>
<summary>Answer and explanation</summary>

Fine-tuning through small low-rank matrices.

</details>
"""


def test_a_summary_that_leads_with_the_answer_hides_the_answer() -> None:
    cards = result(_ANSWER_AND_WHY).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which mask does a decoder use?", "B"),
        ("What is LoRA?", "Fine-tuning through small low-rank matrices."),
    ]
    assert cards[0].explanation == "It hides the tokens still to come."


# -- a question number tagged with the kind of question -----------------------------------------

_KIND_TAGS = """\
### Q1 (MCQ)
Which model is encoder-decoder?

A. GPT
B. T5

**Answer:** B

### Q2 (Objective)
What limits context length?

**Answer:** The quadratic cost of attention.

### Q3 (True/False)
Dropout is used at inference time.

**Answer:** False
"""


def test_a_kind_tag_after_the_question_number_is_no_part_of_the_question() -> None:
    cards = result(_KIND_TAGS).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which model is encoder-decoder?", "B"),
        ("What limits context length?", "The quadratic cost of attention."),
        ("Dropout is used at inference time.", "False"),
    ]


# -- options lettered in bold with a colon, keys as letters run together -------------------------

_COLON_OPTIONS = """\
## Practice question 1

A team stores logs for a year and then deletes them.

Which solution has the LEAST operational overhead?

**A:** A lifecycle rule that deletes the logs.

**B:** A scheduled function that deletes the logs.

**C:** A cron job on a server.

**Answer: A**

## Practice question 2

Which two services can query files in place? (Choose two.)

**A:** A query service over object storage.

**B:** A key-value store.

**C:** A relational database.

**D:** A warehouse's external tables.

**Answer: AD**
"""


def test_options_lettered_in_bold_with_a_colon_are_options() -> None:
    cards = result(_COLON_OPTIONS).deck.cards
    assert cards[0].question == (
        "A team stores logs for a year and then deletes them.\n\n"
        "Which solution has the LEAST operational overhead?"
    )
    assert cards[0].answer == "A"
    assert cards[0].choices == {
        "A": "A lifecycle rule that deletes the logs.",
        "B": "A scheduled function that deletes the logs.",
        "C": "A cron job on a server.",
    }


def test_a_key_of_letters_run_together_names_each_option() -> None:
    run_together = result(_COLON_OPTIONS)
    comma = result(_COLON_OPTIONS.replace("**Answer: AD**", "**Answer: A, D**"))
    assert run_together.deck.cards == comma.deck.cards
    assert "A query service over object storage." in run_together.deck.cards[1].answer
    assert "A warehouse's external tables." in run_together.deck.cards[1].answer
    # a word is no key: `BAD` is not in letter order
    word = result(_COLON_OPTIONS.replace("**Answer: AD**", "**Answer: BAD**"))
    assert "warehouse" not in word.deck.cards[-1].answer


# -- backticks typed into a web page's text --------------------------------------------------------

_PAGE_WITH_BACKTICKS = """\
<h2>Spark questions</h2>
<ol>
<li><p><strong>What is a DataFrame?</strong></p>
<ul>
<li>A distributed table with named columns.</li>
</ul></li>
<li><p><strong>How do you find the second highest salary?</strong>
```python
from pyspark.sql.functions import dense_rank</p></li>
</ol>
<p>df.withColumn("rank", rank).filter("rank = 2")
```</p>
<ol start="3">
<li><p><strong>What is a broadcast join?</strong></p>
<ul>
<li>A join that ships the small table to every executor.</li>
</ul></li>
<li><p><strong>What does cache() do?</strong></p>
<ul>
<li>It keeps a DataFrame in memory once computed.</li>
</ul></li>
</ol>
"""


def test_backticks_in_a_pages_text_open_no_code_block() -> None:
    cards = result(_PAGE_WITH_BACKTICKS, source="spark.html").deck.cards
    assert [c.question for c in cards] == [
        "What is a DataFrame?",
        "How do you find the second highest salary?",
        "What is a broadcast join?",
        "What does cache() do?",
    ]
    assert cards[2].answer == "A join that ships the small table to every executor."
    assert "</p>" not in cards[1].answer and "<li>" not in cards[1].answer
