"""Importer layouts met on fresh public documents (this round's own sweep): each test is the
shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result


def _pairs(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


def test_a_numbered_answer_label_is_a_label() -> None:
    """`**Answer 1:**` under `**Question 1:**`, `Answer 3:` under a heading, `**Ans 2.**` in a
    list: the answer's number is part of its label, never of the answer."""
    text = """\
# Python

**Question 1:** What is a list comprehension?

**Answer 1:** A compact way to build a list.

**Question 2:** What is a decorator?

**Answer 2:**
A function that wraps another.

### Question 3: What is the GIL?

Answer 3: The global interpreter lock.

### Question 4: What does `yield` make?

**Ans 4.** A generator.
"""
    assert _pairs(text) == [
        ("What is a list comprehension?", "A compact way to build a list."),
        ("What is a decorator?", "A function that wraps another."),
        ("What is the GIL?", "The global interpreter lock."),
        ("What does `yield` make?", "A generator."),
    ]


def test_a_numbered_answer_label_holds_the_key() -> None:
    text = """\
**Question 1:** Which keyword defines a function?

A) func
B) def

**Answer 1:** B

**Question 2:** Which is immutable?

A) list
B) tuple

**Answer 2:** B) tuple
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which keyword defines a function?", "B"),
        ("Which is immutable?", "B"),
    ]


def test_an_answer_at_the_margin_under_a_bulleted_question_runs_to_the_next() -> None:
    """`- What is X?` with its answer typed on the next line at the margin, then more
    paragraphs: CommonMark ends the item at the first blank line, the author's answer goes
    on to the next question."""
    text = """\
# Docker

- What is a container?
A process isolated with namespaces and cgroups.

It shares the host kernel.

- What is an image?
A read-only template of layers.

Each layer is a filesystem diff.

- What does `docker run` do?
It creates and starts a container.
"""
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        (
            "What is a container?",
            "A process isolated with namespaces and cgroups.\n\nIt shares the host kernel.",
        ),
        (
            "What is an image?",
            "A read-only template of layers.\n\nEach layer is a filesystem diff.",
        ),
        ("What does `docker run` do?", "It creates and starts a container."),
    ]
    assert res.warnings == ()


def test_a_glossary_list_keeps_its_paragraphs_apart() -> None:
    """Items that do not ask (`- Container` over a definition at the margin) take no
    paragraph after them: only a question's answer runs on."""
    text = """\
# Docker

### What is a container?

A process in namespaces.

- Note
one more line.

Read the docs for more.
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["What is a container?"]


def test_boxes_without_bullets_are_task_list_options() -> None:
    """`[ ] wrong` / `[X] right` lines with no bullet (a course's quiz pasted from its form):
    options by position, the ticked one the key; two ticked make an open card naming both."""
    text = """\
## Module 1: Quiz

**1. Which keyword declares a constant in Kotlin?**

[ ] var
[X] val
[ ] let

**2. Which are JVM languages?**

[X] Kotlin
[ ] Swift
[X] Scala
"""
    cards = result(text).deck.cards
    assert [(c.question, dict(c.choices), c.answer) for c in cards[:1]] == [
        ("Which keyword declares a constant in Kotlin?", {"A": "var", "B": "val", "C": "let"}, "B")
    ]
    assert cards[1].choices == {} and cards[1].answer == "- Kotlin\n- Scala"


def test_named_sections_before_the_answer_section_are_the_answer() -> None:
    """A question asked in its heading, answered in sections (`### Short Explanation`, `###
    ✅ Answer`, `### Detailed Explanation`): every section is the answer, none the question."""
    text = """\
# Java

## 1. What is the JVM?

### Short Explanation
It runs bytecode.

### ✅ Answer
The Java Virtual Machine runs compiled bytecode.

### Detailed Explanation
It loads classes and compiles hot code.

## 2. What does this print?

### Code
```java
System.out.println(1 + 2);
```

### Answer
3
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "What is the JVM?",
            "### Short Explanation\nIt runs bytecode.\n\n### Answer\n"
            "The Java Virtual Machine runs compiled bytecode.\n\n"
            "### Detailed Explanation\nIt loads classes and compiles hot code.",
        ),
        (
            "What does this print?\n\n### Code\n```java\nSystem.out.println(1 + 2);\n```",
            "3",
        ),
    ]


def test_question_and_answer_label_headings_with_sections_at_the_answers_level() -> None:
    """`### Question` / text / `---` / `### Answer` / `### 1. Key differences` ...: the
    numbered sections at the answer's own level (past rules, one of them doubled, and a line
    that asks among them) are the answer's, down to the next `### Question`."""
    text = """\
### Question
What is the difference between TCP and UDP?

---

### Answer

Both are transport protocols.

---

### 1. Key Differences

TCP is reliable; UDP is not.

---

---

### 2. Tricky Questions

---

Is DNS over UDP?

- Mostly, yes.

### Question
What is a port?

### Answer

A number naming a socket on a host.
"""
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        (
            "What is the difference between TCP and UDP?",
            "Both are transport protocols.\n\n### 1. Key Differences\n\n"
            "TCP is reliable; UDP is not.\n\n### 2. Tricky Questions\n\n"
            "Is DNS over UDP?\n\n- Mostly, yes.",
        ),
        ("What is a port?", "A number naming a socket on a host."),
    ]
    assert res.warnings == ()


def test_an_explanation_sub_section_of_a_numbered_step_stays_in_the_answer() -> None:
    text = """\
## How do you run a local registry?

### 1. Run it

    docker run -d -p 5000:5000 registry:2

#### Explanation

Port 5000 is the registry's.

### 2. Push to it

    docker push localhost:5000/app
"""
    card = result(text).deck.cards[0]
    assert "#### Explanation" not in card.answer and "Port 5000" in card.answer
    assert card.answer.endswith("docker push localhost:5000/app") and card.explanation == ""


def test_an_answer_that_ends_by_asking_is_an_answer() -> None:
    """`"SLA contracts." "Plan B." If the partner is down, do we have a fallback?` under a
    bold question: sentences that end in a question are an answer, not a follow-up."""
    text = """\
**Q1: How do you manage dependencies on partners?**
"SLA contracts." "Regular syncs." "Plan B." If the partner is down, do we have a fallback?

**Q2: How do you foster innovation?**
"Hackathons." Leave room for spikes.

**Q3: What would you ask next?**
- What does the team own?
"""
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards][:2] == [
        (
            "How do you manage dependencies on partners?",
            '"SLA contracts." "Regular syncs." "Plan B." If the partner is down, do we have a '
            "fallback?",
        ),
        ("How do you foster innovation?", '"Hackathons." Leave room for spikes.'),
    ]
    assert len(res.deck.cards) == 2 and len(res.skipped) == 1  # Q3 only asks more


def test_a_question_wholly_in_quotes_loses_them() -> None:
    """`## Q: "Explain ACID."` (a spoken-format sheet quotes the interviewer): the question
    is the words; quotes inside a question stay."""
    text = """\
## Q: "Explain ACID properties."

> *"Atomicity, consistency, isolation, durability."*

## Q: What does "idempotent" mean?

The same request twice has the effect of once.
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "Explain ACID properties.",
        'What does "idempotent" mean?',
    ]


def test_numbered_question_label_headings_keep_their_answers_sections() -> None:
    """`## ❓ Question 1` / the question / `## ✅ Answer` / `## 📘 Detailed Explanation`: every
    heading between two question labels is the answer's, none lost as loose text (and the
    two rules that name such a heading an answer's own never name it twice)."""
    text = """\
# Java

## ❓ Question 1
What is the JVM?

## ✅ Answer
It runs bytecode.

## 📘 Detailed Explanation
It loads, links and verifies classes.

## ❓ Question 2
What is a ClassLoader?

## ✅ Answer
It loads class files.

## 📘 Detailed Explanation
Loaders delegate to their parent first.
"""
    res = result(text)
    cards = res.deck.cards
    assert [c.question for c in cards] == ["What is the JVM?", "What is a ClassLoader?"]
    for card, answer, more in zip(
        cards,
        ("It runs bytecode.", "It loads class files."),
        ("It loads, links and verifies classes.", "Loaders delegate to their parent first."),
        strict=True,
    ):
        assert card.answer.startswith(answer)
        assert "Detailed Explanation" in card.answer and card.answer.endswith(more)
        assert card.tags == ()
    assert res.warnings == ()


def test_a_list_of_questions_all_numbered_one_with_some_unanswered() -> None:
    """Every item written `1.` (Markdown renumbers them), answers labelled under some: no
    item's printed number is an id (no "repeats an id" warnings), a `\\` hard break is no
    part of a question, and the bare items after an answered one are the list's unanswered
    questions, never text of that answer (label indented under its item, or at the margin
    with the next item asking)."""
    text = """\
## Django

1. Django request path
   Answer: Middleware, router, views.

1. Django select related

1. Does migrate need a database?\\
    Answer: Yes, it changes the database.

## Git
1. What is a rebase?
Answer: It replays commits.
1. What does git stash do?
"""
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("Django request path", "Middleware, router, views."),
        ("Does migrate need a database?", "Yes, it changes the database."),
        ("What is a rebase?", "It replays commits."),
    ]
    assert len({c.id for c in res.deck.cards}) == 3
    assert [s.line for s in res.skipped] == [6, 14]
    assert not any("repeats an id" in w for w in res.warnings)


def test_options_in_lower_case_that_start_with_a_question_word_are_options() -> None:
    """`- when you want ...` options under a numbered question, the key naming one by its
    words: an option that starts with `when` and has no question mark does not ask."""
    text = """\
1. When might you avoid the MIT License?

- when you want the authors held liable
- when you need GPL compatibility
- when you release under another license

Answer: when you want the authors held liable

2. How often is a constructor called?

- once
- twice

Answer: once
"""
    cards = result(text).deck.cards
    assert [(c.question, len(c.choices), c.answer) for c in cards] == [
        ("When might you avoid the MIT License?", 3, "A"),
        ("How often is a constructor called?", 2, "A"),
    ]


def test_an_empty_answer_label_over_the_options_heads_them() -> None:
    """`**Q1:** ...` / `**A:**` alone / `a) ... c)` / `**✅ Correct Answer:** (b)`: the empty
    label heads the options; the key is the label after them."""
    text = """\
**Q1:** What is the difference between `String` and `&str`?
**A:**
a) `String` is mutable
b) `&str` is a borrowed slice
c) They are the same

**✅ Correct Answer:** (b)

**Q2:** What does `impl Trait` in argument position give?
**A:**
a) A trait object
b) A generic function
✅ Correct Answer: (b)
"""
    cards = result(text).deck.cards
    assert [(len(c.choices), c.answer) for c in cards] == [(3, "B"), (2, "B")]


def test_a_references_heading_between_questions_belongs_to_the_answer_above() -> None:
    text = """\
### What is hoisting?
Declarations move to the top of their scope.

### What is a closure?
A function with the scope it was made in.

### Ref Link:
[MDN: closures](https://developer.mozilla.org/docs/Web/JavaScript/Closures)

### What is `this`?
The object a function is called on.

### What is an IIFE?
A function called where it is defined.
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "What is hoisting?",
        "What is a closure?",
        "What is `this`?",
        "What is an IIFE?",
    ]
    assert cards[1].answer.endswith("(https://developer.mozilla.org/docs/Web/JavaScript/Closures)")


def test_a_table_keeps_its_named_extra_column_and_its_split_answer() -> None:
    """`| # | Question | Answer | Notes |`: a Notes cell explains the answer under its name;
    a `|` the author did not escape in a code span of the answer (`kubectl get pods | grep
    web`) is the answer's, never dropped in silence."""
    text = """\
# Kubernetes

| # | Question | Answer | Notes |
|---|---|---|---|
| 1 | What is a pod? | The smallest unit. | See the docs. |
| 2 | What lists web pods? | `kubectl get pods | grep web` | |
"""
    res = result(text)
    assert [(c.question, c.answer, c.explanation) for c in res.deck.cards] == [
        ("What is a pod?", "The smallest unit.", "Notes: See the docs."),
        ("What lists web pods?", "`kubectl get pods | grep web`", ""),
    ]


def test_a_key_entry_restating_its_option_then_explaining_keys_it() -> None:
    """`4. a) data - Data data.`: the option's text restated, then the explanation, even when
    the explanation reads like another option's text."""
    text = """\
### 1. What is the data?
A) data
B) data data

## Answers

1. a) data - Data data.
"""
    res = result(text)
    assert [(c.answer, c.explanation) for c in res.deck.cards] == [("A", "Data data.")]
    assert res.warnings == ()


def test_cells_under_unnamed_header_columns_are_the_answers() -> None:
    """`| # | Question | Answer | | |` with a row whose answer a stray `|` split into the
    unnamed columns: joined back, nothing dropped."""
    text = """\
# Linux

| # | Question | Answer | | |
|---|---|---|---|---|
| 1 | How do you find the largest files? | find /var -type f | sort -rh | head -5 |
| 2 | How do you show the load? | uptime | | |
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("How do you find the largest files?", "find /var -type f | sort -rh | head -5"),
        ("How do you show the load?", "uptime"),
    ]


def test_options_all_marked_right_in_comments_in_a_quiz_that_marks_so() -> None:
    """`- gofumpt <!-- Correct -->` on every option, in a quiz whose other questions mark
    one option so: every option is right (an open card naming them), never text dropped
    because its question has no question mark; the quiz's `Thanks for playing` is no part
    of the last answer."""
    text = """\
# Quiz

## 1. When was Go 1.0 released?

- March 2012 <!-- Correct -->
- March 2013

## 2. Which tool formats Go code?

- gofmt <!-- Correct -->
- golint

## 3. Which keyword defers a call?

- go
- defer <!-- Correct -->

## 4. gopls natively supports

- gofumpt <!-- Correct -->
- staticcheck <!-- Correct -->

## 5. Which is a Go proverb?

- Clear is better than clever <!-- Correct -->
- Cleverness wins

Thanks for playing, see you next time!
"""
    res = result(text)
    cards = res.deck.cards
    assert [c.answer for c in cards] == ["A", "A", "B", "- gofumpt\n- staticcheck", "A"]
    assert cards[3].question.startswith("gopls natively supports")
    assert any("Thanks for playing" in w for w in res.warnings)


def test_options_that_go_on_under_their_letter_and_a_key_of_either() -> None:
    """`- A: Lambda captured: 0` with the option's next lines indented under it: option A, not
    an `A:` answer label; `#### Answer: B or D` names two right options (an open card)."""
    text = """\
###### 1. What's the output?

- A: Lambda captured: 0
     Lambda captured: 1
- B: Lambda captured: 3
     Lambda captured: 3
- C: Compiler error

#### Answer: B
Each lambda captures the variable, not its value.

###### 2. What happens?

- A: It prints
- B: It crashes
- C: Nothing
- D: It hangs

#### Answer: B or D
Either, depending on the runtime.
"""
    res = result(text)
    first, second = res.deck.cards
    assert first.choices == {
        "A": "Lambda captured: 0 Lambda captured: 1",
        "B": "Lambda captured: 3 Lambda captured: 3",
        "C": "Compiler error",
    }
    assert first.answer == "B"
    assert second.choices == {} and second.answer == "- It crashes\n- It hangs"
