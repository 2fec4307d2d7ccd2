"""Importer layouts met in the 2026-12-03 thirty-third session: each test is the shape of one
real document, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result


def _ruled_sources(last_title: str) -> str:
    parts = ["# Networking questions\n"]
    for n, (name, what) in enumerate(
        [("TCP", "a reliable transport"), ("UDP", "a datagram transport"), ("QUIC", "TLS over UDP")]
    ):
        title = "References:" if n < 2 else last_title
        parts.append(
            f"\n## {n + 1}. What is {name}?\n\n{name} is {what}.\n\n---\n\n{title}\n"
            f"- https://en.wikipedia.org/wiki/{name}\n"
        )
    return "".join(parts)


def test_each_answers_sources_past_its_rule_stay_the_last_answers_too() -> None:
    """Every answer ends `---` / `References:` over its links: the last answer's were cut as
    the page's end matter (with a warning) while every other card kept its own."""
    imported = result(_ruled_sources("References:"))
    cards = imported.deck.cards
    assert len(cards) == 3
    assert all("References:" in c.answer for c in cards)
    assert cards[2].answer.endswith("https://en.wikipedia.org/wiki/QUIC")
    assert imported.warnings == ()


def test_a_page_sources_list_under_another_title_is_still_end_matter() -> None:
    """Only the answers' own title is theirs: `Further reading:` past the last rule, a title
    no answer used, is still reported as the page's, not glued to the last card."""
    imported = result(_ruled_sources("Further reading:"))
    cards = imported.deck.cards
    assert len(cards) == 3
    assert "Further reading" not in cards[2].answer
    assert any("Further reading" in w for w in imported.warnings)


_PAREN_LABELS = """🔰 Basic Concepts
Q1) What is a Database?
Answer:
A structured collection of data.

Q2) What is a Primary Key?
Answer:
A column that identifies each row.

🔍 SQL Basics
Q) What is SQL?
ans: A language to query a database.

Q) Write SQL to select records.
ans :
   SELECT * FROM employees;

Q) What is a view?

Q) What is an index?
"""


def test_a_bare_q_paren_label_starts_a_question_as_q1_paren_does() -> None:
    """Notes that number their first questions `Q1)` and then go on with bare `Q)`: every
    later question was the last numbered answer's text, 127 of them in one card, in silence;
    alone, `Q) text` kept its label in the question."""
    imported = result(_PAREN_LABELS)
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "What is a Database?",
        "What is a Primary Key?",
        "What is SQL?",
        "Write SQL to select records.",
    ]
    assert "SQL" not in cards[1].answer
    assert cards[2].answer == "A language to query a database."
    assert "SELECT * FROM employees;" in cards[3].answer
    assert len(imported.skipped) == 2  # the two with no answer, reported


_LABELLED_THEN_BARE = """Q1) What is MongoDB?
A NoSQL database that stores documents.

Q2) How is MongoDB different from relational databases?
ans : a flexible schema, no joins by default.

# Basic CRUD Operations
How do you insert a single document?
ans : insertOne(document)

Write a query to find all users older than 25.
ans : .find({age: {$gt: 25}})

🔹 Intermediate Queries
What is the difference between find() and findOne()?
ans : find returns every match
      findOne returns the first
"""


def test_bare_questions_over_answer_labels_after_labelled_ones_are_questions() -> None:
    """Notes that label their first questions (`Q2)` over `ans : ...`) and then write them
    bare, each right over its `ans :` line, a section title glued over the first: the bare
    part was 'text between questions in no card', every question of it lost."""
    imported = result(_LABELLED_THEN_BARE)
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "What is MongoDB?",
        "How is MongoDB different from relational databases?",
        "How do you insert a single document?",
        "Write a query to find all users older than 25.",
        "What is the difference between find() and findOne()?",
    ]
    assert cards[3].answer == ".find({age: {$gt: 25}})"
    assert "findOne returns the first" in cards[4].answer
    assert "Intermediate" not in cards[3].answer
    assert imported.warnings == ()


_HINTED_PROMPTS = """Core Node.js & Advanced Concepts
Q.1) How does Node.js handle child processes?
(Expect: IPC, resource isolation, when to use each.)
ans : it spawns a new process to run a script or command apart from the main thread.

Q.2) Explain process.nextTick() and setImmediate().
(Priority order: nextTick > microtasks > setImmediate.)
ans : nextTick callbacks run before the next loop phase; setImmediate ones in the check phase.
Performance & Scalability
Q.3) How would you scale a WebSocket service to 100K connections?
(Key: load balancing, cluster module, sticky sessions.)
ans :
Security & Production Readiness
Q.4) Implement a retry with exponential backoff.
(Code: async-retry library or a recursive function with setTimeout.)

Q.5) How would you secure an API against SQL injection?
(Solutions: parameterized queries, helmet, input sanitization.)
ans : use parameterized queries and sanitize input.
"""


def test_a_hint_alone_is_no_answer_and_a_glued_title_is_no_answers_end() -> None:
    """Prompts copied with their hints, `(Key: ...)` under each, answered under `ans :`: a
    prompt left unanswered had its hint made its answer, and a section title typed right
    between an answer and the next prompt (`Performance & Scalability`) was that answer's
    last line, an empty answer's only one."""
    imported = result(_HINTED_PROMPTS)
    cards = imported.deck.cards
    assert [c.question.split("\n")[0][:12] for c in cards] == [
        "How does Nod",
        "Explain proc",
        "How would yo",
    ]
    assert cards[1].answer.endswith("in the check phase.")
    assert "Performance" not in cards[1].answer
    assert len(imported.skipped) == 2  # prompts 3 and 4, reported as unanswered
    assert all("no answer" in item.reason for item in imported.skipped)


_SECTIONED_NOTES = """# AWS notes

## Q1. What are cloud services?

Cloud services are on-demand IT resources.

## Q2. AWS EC2 (Elastic Compute Cloud)

Amazon EC2 lets you run virtual machines.

---

## 🌐 **What Is EC2?**

* Virtual servers in the cloud
* On-demand access

## Q3. Accessing EC2 instances

You need:

* **Active AWS account**
* **Running EC2 instance** with:

  * a key pair
  * a public IP

## Q4. Choosing an instance type

Consider:

* **vCPUs** for computation
* **Memory** for caching
* **Storage Options**

  * Instance store
  * EBS

## Q5. What is an Elastic IP?

A static public IPv4 address.
"""


def test_sections_of_numbered_answers_stay_in_them() -> None:
    """Notes numbering each question `## Qn.` write long answers in sections at the same
    level: one that asks (`## What Is EC2?`) between Q2 and Q3 became a card of its own, the
    bullets under it text in no card; and an answer's outline whose first level is bold over
    nested points became a choice card keyed by its one wholly bold point."""
    imported = result(_SECTIONED_NOTES)
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "What are cloud services?",
        "AWS EC2 (Elastic Compute Cloud)",
        "Accessing EC2 instances",
        "Choosing an instance type",
        "What is an Elastic IP?",
    ]
    assert "Virtual servers in the cloud" in cards[1].answer
    assert all(not c.choices for c in cards)
    assert "a public IP" in cards[2].answer and "EBS" in cards[3].answer
    assert imported.warnings == ()


_EXAM_BANK = """# Question Bank

## 单项选择

1.   计算机程序设计员要掌握软件技术所需要的技能，如新的语言、D、网络技能等。
     1.   A、新的系统设备
     2.   B、新的环境
     3.   C、新的模式
     4.   **D、新的开发工具**


2.   当运算结果超过了定点数表示范围时，则产生 C。

     1.   A、进位
     2.   B、移位
     3.   **C、溢出**
     4.   D、舍弃

     ```
     解析：溢出是指计算结果超出了所能表示的范围。
     ```

3.   下列属于计算机输入设备的有 A。
     1.   **A、扫描仪**
     2.   B、显示器
     3.   C、绘图仪
     4.   D、打印机
"""


def test_numbered_options_that_keep_their_letters_are_lettered_once() -> None:
    """An exam bank numbers each question's options under it (`1. A、进位`), the right one in
    bold, at times a blank line under the stem: every option kept its letter and comma
    (`A、新的系统设备` under A), and the loose run was no options at all, the question
    dropped as text."""
    imported = result(_EXAM_BANK)
    cards = imported.deck.cards
    assert [c.answer for c in cards] == ["D", "C", "A"]
    assert cards[0].choices["A"] == "新的系统设备"
    assert cards[1].choices == {"A": "进位", "B": "移位", "C": "溢出", "D": "舍弃"}
    assert "溢出是指" in cards[1].explanation
    assert imported.warnings == ()


_MODULE_QUIZ = """## Quiz

#### module 02. Linux Family
Select correct statements:
- [x] Linux is inexpensive
- [ ] Linux doesn't support multi-user technologies
- [x] Linux runs on a variety of platforms

Select Linux features:
- [ ] Insecure
- [x] Open source
- [ ] Expensive

#### module 05. Linux Directories Layout
Which of the following commands shows you the current time?
- [ ] whoami
- [x] date
- [ ] pwd

How you can enable automount?

#### module 07. Users
How to switch to user2?
"""


def test_pick_stems_over_boxes_are_questions_and_a_lone_question_after_options_is_reported() -> (
    None
):
    """A course's module quiz: `Select correct statements:` over ticked boxes asked nothing
    by its words, so the first questions were 'introduction'; and a question typed with no
    options under the last options of a module became that card's explanation, in silence."""
    imported = result(_MODULE_QUIZ)
    cards = imported.deck.cards
    assert [c.question.split("\n")[0] for c in cards] == [
        "Select correct statements:",
        "Select Linux features:",
        "Which of the following commands shows you the current time?",
    ]
    assert not cards[0].choices  # two right options: an open card naming them (reported)
    assert cards[1].answer == "B" and cards[2].answer == "B"
    assert cards[2].explanation == ""
    asked = [item.reason for item in imported.skipped]
    assert any("How you can enable automount?" in reason for reason in asked)
    assert any("How to switch to user2?" in reason for reason in asked)


def test_a_french_quiz_keyed_under_correction_is_keyed() -> None:
    """`## Correction` over `1. B) GNU's Not Unix` (French for the answer key) keyed nothing:
    every question was skipped as having no key and the import failed."""
    quiz = (
        "# Quiz général\n\n## Module 1\n\n"
        "**Question 1 :** Que signifie GNU ?\n- A) General Network Utilities\n"
        "- B) GNU's Not Unix\n- C) Global Network Unix\n\n"
        "**Question 2 :** Quel répertoire contient la configuration ?\n- A) /home\n- B) /var\n"
        "- C) /etc\n\n---\n\n## Correction\n\n1. B) GNU's Not Unix\n2. C) /etc\n\n---\n\n"
        "## Barème\n\n- 2/2 : Excellent\n"
    )
    imported = result(quiz)
    assert [(c.answer, len(c.choices)) for c in imported.deck.cards] == [("B", 3), ("C", 3)]
    assert not imported.skipped


_STEP_FOLDS = """# CKAD practice

### 1. Name Container Question
* Create a namespace called `pod-namespace`.
* The container in the pod should be named `container-1`.

<details class="faq box"><summary>Prerequisites</summary>
<p>

```bash
kubectl create namespace pod-namespace
```

</p>
</details>

<details class="faq box"><summary>Solution</summary>
<p>

```bash
kubectl run pod-1 --image=nginx
```

</p>
</details>

### 2. Storage Question
* Create a Persistent Volume called `my-pv`.

<details class="faq box"><summary>Overview</summary>
<p>

A PersistentVolume is the low level representation of a storage volume.

</p>
</details>

<details class="faq box"><summary>Clean Up</summary>
<p>

```bash
kubectl delete pv my-pv
```

</p>
</details>
"""


def test_a_tasks_step_folds_are_one_answer() -> None:
    """A certification's hands-on tasks, each under a numbered heading over its task in
    bullets, solved in folds titled by step (`Prerequisites`, `Solution`, `Overview`, `Clean
    Up`): the first step went into the question, the task's bullets into the answer of a task
    whose folds said nothing of answers; now the steps are the answer, each title bold."""
    cards = result(_STEP_FOLDS).deck.cards
    assert [c.question.split("\n")[0] for c in cards] == [
        "Name Container Question",
        "Storage Question",
    ]
    assert "container-1" in cards[0].question and "kubectl" not in cards[0].question
    assert cards[0].answer.startswith("**Prerequisites**")
    assert "**Solution**" in cards[0].answer and "kubectl run pod-1" in cards[0].answer
    assert "my-pv" in cards[1].question and cards[1].answer.startswith("**Overview**")
    assert "kubectl delete pv my-pv" in cards[1].answer


def test_cloze_lines_in_card_notes_are_cards() -> None:
    """Obsidian Spaced Repetition notes mix `Q::A` cards with cloze lines
    (`A language is a **==set of strings==**.` over its `<!--SR:...-->` schedule): the cloze
    lines were left out in silence; a comparison in code is no deletion."""
    notes = (
        "## Formal Languages\n\n"
        "What is the null string?::The empty string, of length 0.\n"
        "<!--SR:!2025-11-17,195,310-->\n\n"
        "A language is a **==set of strings over an alphabet==**.\n"
        "<!--SR:!2025-08-27,153,310-->\n\n"
        "Define an alphabet.\n?\nA finite set of symbols.\n\n"
        "Compare with `a ==b== c` in code.\n"
    )
    cards = result(notes).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is the null string?", "The empty string, of length 0."),
        ("A language is a [...].", "set of strings over an alphabet"),
        ("Define an alphabet.", "A finite set of symbols."),
    ]


def test_an_articles_move_on_line_is_no_part_of_the_answer_above() -> None:
    """An article of numbered questions says `Let us move to the next Computer Network
    Interview Questions.` between two of them: the line was the answer's last paragraph."""
    text = (
        "Q1. What do you mean by Network?\n\nAnswer:\nSet of devices connected together.\n\n"
        "Let us move to the next Computer Network Interview Questions.\n\n"
        "Q2. What is the OSI model?\n\nAnswer:\nOpen System Interconnection.\n"
    )
    imported = result(text)
    assert [c.answer for c in imported.deck.cards] == [
        "Set of devices connected together.",
        "Open System Interconnection.",
    ]
    assert any("Let us move to the next" in w for w in imported.warnings)


_INNER_COUNTS = """# React interview

## What is React?

React is a JavaScript library for building user interfaces.

## What is the difference between an Element and a Component?

Both are building blocks, at different levels.

## 1. React Element

An element is a plain object describing what to render.

## 2. React Component

A component is a function or class that returns elements.

## Key Differences

Elements are immutable; components can hold state.

## How do you create components in React?

With a function or a class.

## **1. Function Components (Modern Way)**

```jsx
function Hello() { return <h1>Hi</h1>; }
```

## **2. Class Components (Legacy Way)**

```jsx
class Hello extends React.Component { render() { return <h1>Hi</h1>; } }
```

## What is state in React?

Data a component owns and can change.
"""


def test_numbered_parts_at_an_unnumbered_questions_level_are_its_answer() -> None:
    """Chat-written answers pasted under unnumbered question headings keep their points as
    `## 1. React Element`, `## 2. React Component`, `## Key Differences` at the question's
    level: each point was a card of its own and the question kept one paragraph."""
    cards = result(_INNER_COUNTS).deck.cards
    assert [c.question for c in cards] == [
        "What is React?",
        "What is the difference between an Element and a Component?",
        "How do you create components in React?",
        "What is state in React?",
    ]
    assert "## 2. React Component" in cards[1].answer
    assert cards[1].answer.endswith("Elements are immutable; components can hold state.")
    assert "Class Components (Legacy Way)" in cards[2].answer


def test_write_down_a_sequence_is_a_task_heading_over_its_numbered_steps() -> None:
    """`### Write down a sequence of git commands for a "Rebase Workflow"` over numbered steps
    with code: the heading asked nothing (`Write down` took `down` for the object), so the
    steps became questions or ran into the answer above, in silence."""
    text = (
        "## Git\n\n### What is Gitflow?\n\nTwo long-running branches.\n\n"
        '### Write down a sequence of git commands for a "Rebase Workflow"\n\n'
        "Rebasing replays changes.\n\n1. Create a feature branch\n```sh\n"
        "git checkout -b feature\n```\n2. Fetch upstream\n```sh\ngit fetch upstream\n```\n\n"
        "### What is HEAD?\n\nA ref to the checked-out commit.\n"
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "What is Gitflow?",
        'Write down a sequence of git commands for a "Rebase Workflow"',
        "What is HEAD?",
    ]
    assert "git fetch upstream" in cards[1].answer


_GLUED_SHEET = """#Java Developer Questions

####Java Questions
    - Which java version do you use daily? (should use Java 8)
    - Do you know Java 8 Features (should know: "Lambdas", "Optionals", "Streams")
    - What is Inheritance? (should answer: Inheritance is a mechanism in which one object acquires all the properties and behaviour of another object.)
    - Is it possible to instantiate the abstract class? (should answer: No, abstract class can never be instantiated.)
    - What are wrapper classes? (should answer: Wrapper classes are classes that allow primitive types to be accessed as objects.)

####Spring Questions
    - Which spring framework modules do you know? (should answer at least: Spring Boot, Spring MVC, Spring Data JPA)
    - What spring module to use to send a message to RabbitMQ (should answer: Spring AMQP)
"""


def test_a_page_that_glues_every_heading_over_lists_indented_as_code() -> None:
    """An interviewer's sheet glues every heading (`####Java Questions`) and indents its
    question lists four blanks under them: CommonMark read no heading and only code, and the
    import found no question at all. Now its questions are read, each under its section."""
    imported = result(_GLUED_SHEET)
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "Which java version do you use daily?",
        "What is Inheritance?",
        "Is it possible to instantiate the abstract class?",
        "What are wrapper classes?",
    ]
    assert all(c.tags == ("java-questions",) for c in cards)
    assert cards[3].answer.startswith("Wrapper classes are classes")  # the key, unwrapped
    assert len(imported.skipped) == 3  # the rest are reported, none lost in silence


def test_short_lists_of_questions_answered_after_a_label_on_their_line() -> None:
    """Sections of two bullets each, `- What is X? Answer: Y` (or the answer in parentheses
    after `should answer:`): a list that short was taken for an answer's points and every
    item reported unanswered; the label on each line says they are questions."""
    text = (
        "## Java\n- What is Inheritance? Answer: one class acquires members.\n"
        "- Is it possible to instantiate an abstract class? (should answer: No.)\n\n"
        "## Spring\n- Which module sends messages? Answer: Spring AMQP\n"
        "- Which module writes rows? Answer: Spring Data JPA\n"
    )
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is Inheritance?", "one class acquires members."),
        ("Is it possible to instantiate an abstract class?", "No."),
        ("Which module sends messages?", "Spring AMQP"),
        ("Which module writes rows?", "Spring Data JPA"),
    ]
    assert imported.warnings == ()


def test_an_indented_code_list_under_a_heading_that_asks_nothing_stays_code() -> None:
    """Guard: indented lines under a heading that are code (no list, or a list that asks
    nothing) stay code in the answer above."""
    text = (
        "## What does this print?\n\nRun it:\n\n    - a\n    - b\n\n"
        "## What is a tuple?\n\nAn immutable sequence.\n"
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["What does this print?", "What is a tuple?"]
