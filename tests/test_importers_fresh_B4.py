"""Importer layouts met on fresh public documents (helper B4's sweep: data science, SQL,
statistics, Java, JavaScript, React, DevOps and cloud interview notes in English, Chinese,
Korean, Portuguese, Spanish, Russian and Vietnamese): each test is the shape of one, written
small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- a Korean question bank: requests, not questions, and most left unanswered ------------------

_KOREAN_BANK = """\
# 자바스크립트

## 기본

### 자바스크립트는 무슨 언어인가요?

### 엄격 모드에 대해 설명해주세요

## 객체

### ✅ this에 대해 설명해주세요 (⭐)

* 호출 방법에 따라 값이 정해지는 키워드입니다.
* 참고: [this](https://example.com/this)

#### ✅ call, apply, bind에 대해 설명해주세요

* 세 메소드 모두 `this`를 직접 묶습니다.

### ✅ 스코프에 대해 설명해주세요

* 식별자가 유효한 범위입니다.

#### ✅ 스코프 체인에 대해 설명해주세요

* 상위 스코프로 차례로 찾아 올라갑니다.

### 클래스에 대해 설명해 주세요
"""


def test_korean_requests_to_explain_are_questions_and_the_empty_ones_reported() -> None:
    imported = result(_KOREAN_BANK)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        (
            "this에 대해 설명해주세요",  # the star in brackets grades it (no part of it)
            "* 호출 방법에 따라 값이 정해지는 키워드입니다.\n"
            "* 참고: [this](https://example.com/this)",
        ),
        ("call, apply, bind에 대해 설명해주세요", "* 세 메소드 모두 `this`를 직접 묶습니다."),
        ("스코프에 대해 설명해주세요", "* 식별자가 유효한 범위입니다."),
        ("스코프 체인에 대해 설명해주세요", "* 상위 스코프로 차례로 찾아 올라갑니다."),
    ]
    assert [s.line for s in imported.skipped] == [5, 7, 28]


# -- an answer quoted with its label inside the quote ------------------------------------------

_QUOTED_LABELS = """\
## 1. What is a labeled training set?
> * A: 带有标记的数据。
## 2. What are the two most common supervised tasks?
> * A: 分类和回归。
## 3. What is an online learning system?
> A: 能够增量学习的系统。
"""


def test_an_answer_label_inside_the_answer_quote_is_no_part_of_the_answer() -> None:
    cards = result(_QUOTED_LABELS).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a labeled training set?", "带有标记的数据。"),
        ("What are the two most common supervised tasks?", "分类和回归。"),
        ("What is an online learning system?", "能够增量学习的系统。"),
    ]


# -- a quiz whose explanations are titled by a bold word with no colon -------------------------

_TITLED_EXPLANATIONS = """\
### Question 1: Practice area

**Which practice area focuses on a safe place to learn?**

* [ ] Process
* [x] Culture
* [ ] Tooling

**Explanation**

Culture is about psychological safety.

---

### Question 2: Lean waste

**Which term in Lean names waste?**

* [x] Muda
* [ ] Mura
* [ ] Maiko

**Explanation**
Muda is work that adds no value.
"""


def test_a_bold_explanation_title_alone_on_its_line_is_no_part_of_the_explanation() -> None:
    cards = result(_TITLED_EXPLANATIONS).deck.cards
    assert [(c.answer, c.explanation) for c in cards] == [
        ("B", "Culture is about psychological safety."),
        ("A", "Muda is work that adds no value."),
    ]


# -- one question of a numbered-heading set written as a plain numbered line -------------------

_LOST_HEADING = """\
# CLI questions

### 1. How do you initialise the CLI?
```bash
tool init
```
This command lets you:
- log in
- pick a project
2. How do you check the installed version?
```bash
tool version
```
### 3. How do you list configurations?
```bash
tool config list
```
"""


def test_a_plain_numbered_line_filling_a_gap_in_numbered_headings_is_a_question() -> None:
    cards = result(_LOST_HEADING).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "How do you initialise the CLI?",
            "```bash\ntool init\n```\nThis command lets you:\n- log in\n- pick a project",
        ),
        ("How do you check the installed version?", "```bash\ntool version\n```"),
        ("How do you list configurations?", "```bash\ntool config list\n```"),
    ]


_STEPS_IN_AN_ANSWER = """\
### 1. How do you deploy?
1. Build the image.
2. Push the image?
3. Apply the manifest.
### 2. How do you roll back?
Run the rollback command.
"""


def test_numbered_steps_inside_an_answer_are_not_taken_for_lost_headings() -> None:
    cards = result(_STEPS_IN_AN_ANSWER).deck.cards
    assert [c.question for c in cards] == ["How do you deploy?", "How do you roll back?"]
    assert "2. Push the image?" in cards[0].answer


# -- bold bullet questions set as Portuguese tasks: `Fale sobre ...`, `Cite ...:` ---------------

_PORTUGUESE_TASKS = """\
# Boas práticas

- **O que são testes unitários?**
    - Testes de unidades isoladas de código.

- **Cite algumas boas práticas na escrita de código limpo:**

    - Nomes significativos.

    - Funções pequenas.

- **Fale sobre os padrões de arquitetura usados nos projetos.**
    - Arquitetura hexagonal
    - Clean Architecture
"""


def test_portuguese_tasks_to_talk_about_or_cite_are_questions() -> None:
    cards = result(_PORTUGUESE_TASKS).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("O que são testes unitários?", "Testes de unidades isoladas de código."),
        (
            "Cite algumas boas práticas na escrita de código limpo:",
            "- Nomes significativos.\n\n- Funções pequenas.",
        ),
        (
            "Fale sobre os padrões de arquitetura usados nos projetos.",
            "- Arquitetura hexagonal\n- Clean Architecture",
        ),
    ]


# -- a stray bare fence after a code block, which pairs every later fence the wrong way --------

_STRAY_FENCE = """\
#### **1. What are keys in React lists?**

Keys identify each item.

- Best practices:
  - Use a stable ID.
    - Example:
  ```jsx
  <li key={todo.id}>{todo.text}</li>
  ```

// Bad: the index as the key

<ul>
  <li key={index}>{todo.text}</li>
</ul>
  ```
- Performance: stable keys keep updates small.

#### **2. What is React.StrictMode?**

A tool that finds problems during development.

```jsx
<React.StrictMode><App /></React.StrictMode>
```

- It renders components twice.

#### **3. Server-side vs client-side rendering**

Rendering the page on the server.
"""


def test_a_stray_bare_fence_does_not_hide_the_next_question_in_code() -> None:
    imported = result(_STRAY_FENCE)
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "What are keys in React lists?",
        "What is React.StrictMode?",
        "Server-side vs client-side rendering",
    ]
    assert cards[0].answer.endswith("- Performance: stable keys keep updates small.")
    assert cards[1].answer == (
        "A tool that finds problems during development.\n\n"
        "```jsx\n<React.StrictMode><App /></React.StrictMode>\n```\n\n"
        "- It renders components twice."
    )
    assert not imported.skipped


# -- a question left empty over follow-ups left empty, in a bank whose questions have them -----

_EMPTY_PARENT = """\
# Notes

### What is `this`?

* The object a call is made on.

#### What do call, apply and bind do?

* They set `this` for one call.

### What is scope?

* Where a name can be seen.

#### What is the scope chain?

* The outer scopes, searched in turn.

### What is object-oriented programming?

#### What are its features?

#### What are its pros and cons?

### What is a prototype?
"""


def test_an_empty_question_over_empty_follow_ups_is_reported_with_them() -> None:
    imported = result(_EMPTY_PARENT)
    assert [c.question for c in imported.deck.cards] == [
        "What is `this`?",
        "What do call, apply and bind do?",
        "What is scope?",
        "What is the scope chain?",
    ]
    assert [s.line for s in imported.skipped] == [19, 21, 23, 25]


# -- questions set one to a fence, in a row, after questions answered in fences ----------------

_FENCED_QUESTIONS = """\
### Probability

**Define a p-value**

```
The chance of data at least this extreme under the null hypothesis.
```

**What is the Central Limit Theorem?**

```
Sample means tend to a normal distribution as samples grow.
```

**How can you make data normal with a Box-cox transformation**

```
Answer:
```

```
A car passes a store with probability 0.9 every 30 minutes. What is the chance every 15?
```

```
Flip a coin three times. Write down the mass function of the number of heads.
```

```
given n samples from a uniform distribution [0,d]
how to estimate d?
```
"""


def test_questions_each_alone_in_a_fence_are_reported_unanswered() -> None:
    imported = result(_FENCED_QUESTIONS)
    cards = imported.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "Define a p-value",
            "```\nThe chance of data at least this extreme under the null hypothesis.\n```",
        ),
        (
            "What is the Central Limit Theorem?",
            "```\nSample means tend to a normal distribution as samples grow.\n```",
        ),
    ]
    assert [s.line for s in imported.skipped] == [15, 22, 26, 30]


_CODE_IN_A_ROW = """\
### How do you list files?

```bash
ls -la
```

```bash
ls -R
```

```bash
find . -type f
```
"""


def test_tagged_code_blocks_in_a_row_stay_an_answer() -> None:
    cards = result(_CODE_IN_A_ROW).deck.cards
    assert [c.question for c in cards] == ["How do you list files?"]
    assert cards[0].answer.count("```bash") == 3


# -- a chat assistant's preamble to its next reply, pasted after an explanation -----------------

_CHAT_PREAMBLE = """\
### Question 1: Silos

**How could you contribute to the Wall of Confusion?**

* [ ] Pair on production support
* [x] Release code only one person can maintain

**Explanation**
When only one person understands the code, it creates silos.

Here's your optimized and polished Markdown for **Questions 2–3**, complete with:

* **Proper titles**
* **Consistent formatting**

---

### Question 2: Lean

**Which term in Lean names waste?**

* [x] Muda
* [ ] Mura

**Explanation**
Muda is work that adds no value.

### Question 3: What is a pod?

The smallest deployable unit.

Here is the updated version of the next section:

- Fixed typos
"""


def test_a_chat_preamble_closing_an_explanation_or_answer_is_no_part_of_it() -> None:
    cards = result(_CHAT_PREAMBLE).deck.cards
    assert cards[0].explanation == "When only one person understands the code, it creates silos."
    assert cards[1].explanation == "Muda is work that adds no value."
    assert cards[2].answer == "The smallest deployable unit."


# -- a heading question whose own text is only links, over bold questions and their answers ----

_LINKS_THEN_BOLD = """\
Interview answers
=================

How did you hear about this job
-------------------------------

- https://example.com/how-did-you-hear
- https://example.org/answering-the-question

**How did you hear about this job**

.. code-block:: text
   :linenos:

   I found the posting on a job board while searching for this role.

**Why do you want to join us**

.. code-block:: text

   Your product is loved by its users.

   I want to help it grow.
"""


def test_bold_questions_under_a_heading_of_links_are_questions_of_their_own() -> None:
    cards = result(_LINKS_THEN_BOLD, source="notes.rst").deck.cards
    asked = [(c.question, c.answer) for c in cards if "example" not in c.answer]
    assert asked == [
        (
            "How did you hear about this job",
            "I found the posting on a job board while searching for this role.",
        ),
        (
            "Why do you want to join us",
            "Your product is loved by its users.\n\nI want to help it grow.",
        ),
    ]
