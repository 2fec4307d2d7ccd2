"""Importer layouts met in the judge's round Z168 (2026-11-30): each test is the shape of a
real document the importer misread, written small, with a near miss the rule must leave as
it was.

None of these is a copy of a document; each is the layout a real file used.
"""

from __future__ import annotations

from tests.importing import result

# -- a question heading indented by a space, on a page a shortcode makes look like reST ------

_INDENTED_HEADINGS = """\
## Storage notes

:warning: Share this page with a friend if it helps, and leave a :heart: please! :warning:

<a name="n1"></a>
#### 1. What is a tablespace?

A place on disk where tables live.

<a name="n2"></a>
 #### 2. What is a sequence?

A counter the database hands out.

```sql
SELECT nextval('ids');
```

<a name="n3"></a>
  #### 3. What is a schema?

A namespace that groups tables.
"""


def test_a_heading_indented_by_a_space_is_a_question_on_a_markdown_page() -> None:
    """` #### 2. What is X?` on a page whose first line opens with a shortcode (`:warning:`,
    reST field syntax): the page was read as reST and the heading fenced into the answer
    above as a shell comment, two questions lost in silence. The page writes its own `#`
    headings at the margin, so it is Markdown, and CommonMark reads the indented one too."""
    imported = result(_INDENTED_HEADINGS)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "What is a tablespace?", "A place on disk where tables live."),
        (
            "q02",
            "What is a sequence?",
            "A counter the database hands out.\n\n```sql\nSELECT nextval('ids');\n```",
        ),
        ("q03", "What is a schema?", "A namespace that groups tables."),
    ]
    assert len(imported.warnings) == 1
    assert imported.warnings[0].startswith("doc.md:3: 1 line of introduction")


_REST_COMMENT_BLOCK = """\
:author: Kim

What is a pipe?
===============

Make one like this::

  mkfifo my_pipe
  # then write to it
  cat notes > my_pipe

What is a fork?
===============

A copy of the running process.
"""


def test_a_comment_in_a_rest_literal_block_stays_code() -> None:
    """Near miss: a reST page (a field list, underlined titles, no `#` heading of its own)
    whose literal block holds `  # comment`: still fenced as the answer's code."""
    imported = result(_REST_COMMENT_BLOCK)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        (
            "q01",
            "What is a pipe?",
            "Make one like this:\n```\nmkfifo my_pipe\n# then write to it\ncat notes > my_pipe\n```",
        ),
        ("q02", "What is a fork?", "A copy of the running process."),
    ]
    assert not imported.warnings


# -- `### 2.1` sub-questions under `## 2.`, each with its own answer label --------------------

_SUB_QUESTIONS = """\
# Platform notes

## 1. What is a load balancer?

Answer: A proxy that spreads requests over servers.

## 2. What is a cache?

Answer: Fast storage for data read often.

### 2.1 When does a cache go stale?

Answer: When the source changes and the copy is not refreshed.

### 2.2. Name two eviction policies.

Answer: LRU and LFU.

## 3. What is a queue?

Answer: A buffer that holds messages until a worker takes them.
"""


def test_sub_numbered_headings_under_a_question_are_questions_of_their_own() -> None:
    """`### 2.1 ...` and `### 2.2. ...` under `## 2.`, each over its own `Answer:`: the page
    counts them as question 2's sub-questions. They were folded into question 2's answer (a
    deeper heading between `2.` and `3.`), only the first named in a warning; each is its
    own card now, named by its printed number."""
    imported = result(_SUB_QUESTIONS)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "What is a load balancer?", "A proxy that spreads requests over servers."),
        ("q02", "What is a cache?", "Fast storage for data read often."),
        (
            "q02_1",
            "When does a cache go stale?",
            "When the source changes and the copy is not refreshed.",
        ),
        ("q02_2", "Name two eviction policies.", "LRU and LFU."),
        ("q03", "What is a queue?", "A buffer that holds messages until a worker takes them."),
    ]
    assert not imported.warnings


def test_a_heading_numbered_under_another_question_stays_in_the_answer() -> None:
    """Near miss: `### 4.1 Why ...?` between `## 2.` and `## 3.` is no sub-question of
    question 2: a part of its answer, as before."""
    text = _SUB_QUESTIONS.replace(
        "### 2.1 When does a cache go stale?\n\nAnswer: When the source changes and the copy is "
        "not refreshed.\n\n### 2.2. Name two eviction policies.\n\nAnswer: LRU and LFU.",
        "### 4.1 Why does the hit rate matter?\n\nEach miss costs a trip to the source.",
    )
    imported = result(text)
    assert [(c.id, c.answer) for c in imported.deck.cards] == [
        ("q01", "A proxy that spreads requests over servers."),
        (
            "q02",
            "Fast storage for data read often.\n\n### 4.1 Why does the hit rate matter?\n\n"
            "Each miss costs a trip to the source.",
        ),
        ("q03", "A buffer that holds messages until a worker takes them."),
    ]
    assert not imported.warnings


# -- `:memo: <strong><b>2)</b></strong> Task.`: a shortcode and a bold number ---------------

_SHORTCODE_NUMBERS = """\
## Warm-up

Write short answers.

:memo: <strong><b>1)</b></strong> What does a linker do?

It joins object files into one program.

:memo: <b>2)</b> Give two uses of a hash map.

Counting words and caching results.

:memo: **3)** What is a race condition?

Two threads touch shared data and the result depends on timing.
"""


def test_shortcode_and_bold_number_lines_are_numbered_questions() -> None:
    """`:memo: <strong><b>2)</b></strong> Give two uses ...`: the shortcode is the page's
    pictograph and the bold number its question's; one that did not ask ran into the answer
    above in silence, and every question kept `:memo: ****1)****`."""
    imported = result(_SHORTCODE_NUMBERS)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "What does a linker do?", "It joins object files into one program."),
        ("q02", "Give two uses of a hash map.", "Counting words and caching results."),
        (
            "q03",
            "What is a race condition?",
            "Two threads touch shared data and the result depends on timing.",
        ),
    ]
    assert not imported.warnings


def test_one_shortcode_numbered_line_in_an_answer_stays_its_text() -> None:
    """Near miss: a single `:bulb: **1)** tip` line inside an answer is no series of
    questions: it stays in the answer as written."""
    text = (
        "## What is a mutex?\n\nA lock that one thread holds at a time.\n\n"
        ":bulb: **1)** Keep the locked part short.\n\n"
        "## What is a semaphore?\n\nA counter that limits how many threads go in.\n"
    )
    imported = result(text)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        (
            "q01",
            "What is a mutex?",
            "A lock that one thread holds at a time.\n\n:bulb: **1)** Keep the locked part short.",
        ),
        ("q02", "What is a semaphore?", "A counter that limits how many threads go in."),
    ]
    assert not imported.warnings


_SUB_SERIES = """\
# Platform notes

## 1. What is a load balancer?

Answer: A proxy that spreads requests over servers.

## 2. What is a cache?

Answer: Fast storage for data read often.

### 2.1 When does a cache go stale?

Answer: When the source changes and the copy is not refreshed.

### 2.2 Why use a TTL?

Answer: It bounds how stale a copy can get.

### 2.3 What is a write-through cache?

Answer: One that writes to the source as it writes the copy.

### 2.4 Cache warming

Load the hot keys before traffic arrives.

## 3. What is a queue?

Answer: A buffer that holds messages until a worker takes them.
"""


def test_a_topic_titled_sub_question_in_an_asking_series_is_a_question() -> None:
    """`### 2.4 Cache warming` after `### 2.1`..`2.3` that ask, under `## 2.`: one more of
    question 2's sub-questions, titled by its topic (srs.importers.subnumbers), not text of
    2.3's answer."""
    imported = result(_SUB_SERIES)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards][4:7] == [
        (
            "q02_3",
            "What is a write-through cache?",
            "One that writes to the source as it writes the copy.",
        ),
        ("q02_4", "Cache warming", "Load the hot keys before traffic arrives."),
        ("q03", "What is a queue?", "A buffer that holds messages until a worker takes them."),
    ]
    assert len(imported.deck.cards) == 7
    assert not imported.warnings


def test_a_lone_topic_sub_heading_stays_in_the_answer() -> None:
    """Near miss: `### 2.1 Cache warming` alone under `## 2.`, asking nothing and over no
    label, is no series of sub-questions: a part of question 2's answer, as before."""
    text = _SUB_SERIES.replace(
        _SUB_SERIES[_SUB_SERIES.index("### 2.1") : _SUB_SERIES.index("### 2.4")], ""
    ).replace("### 2.4", "### 2.1")
    imported = result(text)
    assert [(c.id, c.answer) for c in imported.deck.cards] == [
        ("q01", "A proxy that spreads requests over servers."),
        (
            "q02",
            "Fast storage for data read often.\n\n### 2.1 Cache warming\n\n"
            "Load the hot keys before traffic arrives.",
        ),
        ("q03", "A buffer that holds messages until a worker takes them."),
    ]
    assert not imported.warnings
