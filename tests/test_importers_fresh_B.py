"""Importer layouts met on fresh public documents (JavaScript, TypeScript, React, Node.js, Go,
Git): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

import json
from pathlib import Path

from srs.importers import ImportResult, import_file
from tests.importing import result


def qa(imported: ImportResult) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in imported.deck.cards]


# -- numbered questions whose answers go on at the margin -------------------------------------


def test_an_answer_begun_under_its_item_goes_on_at_the_margin_to_the_next_question() -> None:
    text = """\
1. What is React?
   A library for user interfaces.

2. What are the features of React?
   The main ones:

- Server-side rendering.
- A virtual DOM.

3. What is JSX?
   A syntax extension.

```jsx
const el = <h1>Hi</h1>;
```

4. What is a hook?
   A function that uses React state.
"""
    assert qa(result(text)) == [
        ("What is React?", "A library for user interfaces."),
        (
            "What are the features of React?",
            "The main ones:\n\n- Server-side rendering.\n- A virtual DOM.",
        ),
        ("What is JSX?", "A syntax extension.\n\n```jsx\nconst el = <h1>Hi</h1>;\n```"),
        ("What is a hook?", "A function that uses React state."),
    ]


def test_an_answer_label_alone_in_its_item_takes_the_paragraphs_below_it() -> None:
    text = """\
1. What is TypeScript?
Answer: A typed superset of JavaScript.

2. What are the advantages of TypeScript?
Answer:

Type safety
Better tooling

3. What are interfaces?
Answer: The shapes of objects.

interface User {
  name: string;
}
"""
    imported = result(text)
    assert not imported.warnings
    assert qa(imported) == [
        ("What is TypeScript?", "A typed superset of JavaScript."),
        ("What are the advantages of TypeScript?", "Type safety\nBetter tooling"),
        ("What are interfaces?", "The shapes of objects.\n\ninterface User {\n  name: string;\n}"),
    ]


def test_a_run_on_answer_stops_at_a_new_numbering_and_at_an_item_that_is_no_question() -> None:
    text = """\
**Beginner questions**

1. What is React?
   A library.

2. Will hooks work in a class component?
   No.

**Advanced questions**

1. Why were hooks introduced?
   To give function components state.

2. Below is a class component

```
class Count extends Component {}
```

3. How do you update state from the previous state?
   Pass a function to the setter.
"""
    imported = result(text)
    cards = qa(imported)
    assert ("Will hooks work in a class component?", "No.") in cards
    assert ("Why were hooks introduced?", "To give function components state.") in cards
    assert [c.question for c in imported.deck.cards] == [
        "What is React?",
        "Will hooks work in a class component?",
        "Why were hooks introduced?",
        "How do you update state from the previous state?",
    ]
    # `2. Below is a class component` (its question is in its code) is reported, by its line
    assert any(":14:" in w for w in imported.warnings)


def test_a_closing_paragraph_after_a_list_of_indented_answers_is_no_answer() -> None:
    text = """\
1. What is Go?
   A compiled language.
2. What is a goroutine?
   A light thread.

That is all for today.
"""
    assert qa(result(text)) == [
        ("What is Go?", "A compiled language."),
        ("What is a goroutine?", "A light thread."),
    ]


def test_an_indented_bullet_under_item_ten_is_its_answer() -> None:
    text = """\
## More questions

9. How to migrate databases safely?
   - Expand and contract.
10. How would you paginate large lists?
   - Prefer cursors to offsets.

## Next
"""
    assert qa(result(text)) == [
        ("How to migrate databases safely?", "Expand and contract."),
        ("How would you paginate large lists?", "Prefer cursors to offsets."),
    ]


def test_every_item_of_a_numbered_list_of_unanswered_questions_is_reported() -> None:
    text = """\
## Node.js

1. What is Node.js?
   A runtime.

## JavaScript questions to prepare

1. Explain event delegation.
2. What is the difference between bind and call?
3. Difference between deep and shallow copy.
"""
    imported = result(text)
    assert len(imported.deck.cards) == 1
    assert len(imported.warnings) == 3
    for no, item in ((8, "Explain event"), (9, "What is the difference"), (10, "Difference")):
        assert any(w.startswith(f"doc.md:{no}: ") and item in w for w in imported.warnings)


# -- headings inside numbered items -----------------------------------------------------------


def test_a_heading_in_a_numbered_item_with_an_answer_below_is_a_question() -> None:
    text = """\
# TypeScript

## Fundamentals

1. ### **What is TypeScript**

   _A superset of JavaScript._

2. ### **What are the advantages of TypeScript?**

   _Errors found early._

## Functions

6. ### **Provide the syntax of type annotations**

   ```ts
   let a: string = 'x'
   ```

7. ### **Declaration merging**

   _Interfaces of one name merge._
"""
    imported = result(text)
    assert [c.question for c in imported.deck.cards] == [
        "What is TypeScript",
        "What are the advantages of TypeScript?",
        "Provide the syntax of type annotations",
        "Declaration merging",
    ]
    assert imported.deck.cards[2].answer == "```ts\nlet a: string = 'x'\n```"


# -- CrowdAnki decks ----------------------------------------------------------------------------


def test_a_crowdanki_deck_is_read_as_an_anki_export(tmp_path: Path) -> None:
    deck = {
        "__type__": "Deck",
        "crowdanki_uuid": "d1",
        "name": "Web Development",
        "note_models": [{"__type__": "NoteModel", "crowdanki_uuid": "m1", "flds": []}],
        "notes": [
            {
                "__type__": "Note",
                "fields": ["What does <code>git add</code> do?", "Stages changes.<br>"],
                "guid": "abc",
                "note_model_uuid": "m1",
                "tags": [],
            },
            {"__type__": "Note", "fields": ["A front with no back", ""], "guid": "def", "tags": []},
        ],
        "children": [
            {
                "__type__": "Deck",
                "crowdanki_uuid": "d2",
                "name": "JavaScript",
                "notes": [
                    {
                        "__type__": "Note",
                        "fields": ["What is a closure?", "A function and its scope."],
                        "guid": "ghi",
                        "tags": ["closures"],
                    }
                ],
                "children": [],
            }
        ],
    }
    path = tmp_path / "Web_Development.json"
    path.write_text(json.dumps(deck, indent=4), encoding="utf-8")
    imported = import_file(path)
    assert imported.layout == "CrowdAnki deck"
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What does `git add` do?", "Stages changes."),
        ("What is a closure?", "A function and its scope."),
    ]
    assert imported.deck.name == "Web Development"
    assert "javascript" in imported.deck.cards[1].tags
    assert [s.line for s in imported.skipped] == [2]


# -- quiz plugin blocks -------------------------------------------------------------------------


def test_mkdocs_quiz_blocks_are_choice_questions_with_their_explanation() -> None:
    text = """\
# Git Basics Quiz

<quiz>
Which command initializes a new Git repository?
- [x] git init
- [ ] git start
- [ ] git create

`git init` creates a new repository.
</quiz>

<quiz>
Which command stages files?
- [ ] git stage
- [x] git add

`git add` moves changes to the index.
</quiz>
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer, dict(c.choices), c.explanation) for c in cards] == [
        (
            "Which command initializes a new Git repository?",
            "A",
            {"A": "git init", "B": "git start", "C": "git create"},
            "`git init` creates a new repository.",
        ),
        (
            "Which command stages files?",
            "B",
            {"A": "git stage", "B": "git add"},
            "`git add` moves changes to the index.",
        ),
    ]


def test_the_html_form_of_a_quiz_block_marks_its_key_with_answer_correct() -> None:
    text = """\
# Git Quiz

<quiz>
    <question>
        <p>Which command creates a new branch?</p>
        <answer>git new</answer>
        <answer correct>git branch</answer>
    </question>
</quiz>
"""
    [card] = result(text).deck.cards
    assert (card.question, card.answer, dict(card.choices)) == (
        "Which command creates a new branch?",
        "B",
        {"A": "git new", "B": "git branch"},
    )


def test_a_quiz_tag_shown_in_a_code_block_stays_code() -> None:
    text = """\
### How do you write a quiz block?

```
<quiz>
Question?
- [x] yes
</quiz>
```
"""
    [card] = result(text).deck.cards
    assert "<quiz>" in card.answer and "######" not in card.answer


# -- question numbers written other ways --------------------------------------------------------


def test_a_sub_number_is_no_part_of_a_heading_question() -> None:
    text = """\
## Basics

### 1. What is Node.js?
A runtime.

### 1.2 What is the role of a framework?
A structure to build on.

### 2. What is npm?
A package manager.

### 2.1.3 Which version should you install?
The LTS one.
"""
    imported = result(text)
    assert [c.question for c in imported.deck.cards] == [
        "What is Node.js?",
        "What is the role of a framework?",
        "What is npm?",
        "Which version should you install?",
    ]
    assert len({c.id for c in imported.deck.cards}) == 4


def test_keycap_numbers_are_no_part_of_heading_questions() -> None:
    text = """\
# JavaScript interview questions

## 1️⃣ What is hoisting?

Declarations move to the top of their scope.

## 2️⃣ Difference between `var`, `let`, and `const`

Function scope against block scope.

## 3️⃣ What is the TDZ?

The time before a `let` is initialised.

## 🔟 Is `let` hoisted?

Yes, but not initialised.
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "What is hoisting?",
        "Difference between `var`, `let`, and `const`",
        "What is the TDZ?",
        "Is `let` hoisted?",
    ]


# -- a quiz pasted into a code block -------------------------------------------------------------


def test_a_quiz_pasted_into_a_fence_with_a_file_name_for_a_tag_is_read() -> None:
    text = """\
Each question is a file; to list them:

```
for i in */*.txt; do cat $i; done
```

```---1/1.txt---
---1/1.txt---
Q: Does Go support type inheritance?

a. Yes
b. No

A: b

---2/2.txt---
Q: What is the size of the following struct?

a. 12
b. 8
c: 24
d: 32

A: c

---3/3.txt---
Q: Which verb prints a boolean?

a. %v
b. %t

A: b
```
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer, len(c.choices), c.explanation) for c in cards] == [
        ("Does Go support type inheritance?", "B", 2, ""),
        ("What is the size of the following struct?", "C", 4, ""),
        ("Which verb prints a boolean?", "B", 2, ""),
    ]
    assert dict(cards[1].choices)["D"] == "32"


def test_a_fence_tagged_with_a_language_stays_code() -> None:
    text = """\
### How do you print in Go?

```go
// Q: is this a question?
// Q: no, a comment
fmt.Println("hi")
```
"""
    [card] = result(text).deck.cards
    assert card.answer.startswith("```go")


def test_a_rule_with_a_title_separates_questions_as_a_bare_rule_does() -> None:
    text = """\
Q: What does go vet do?
A: It reports suspicious constructs.

=== Part 2 ===

Q: What does gofmt do?
A: It formats code.
--- end of part 2 ---
"""
    assert qa(result(text)) == [
        ("What does go vet do?", "It reports suspicious constructs."),
        ("What does gofmt do?", "It formats code."),
    ]


def test_an_option_letter_written_with_another_mark_goes_on_its_run() -> None:
    text = """\
### 1. What is the size of this struct?

a. 12
b. 8
c: 24
d: 32

Answer: c
"""
    [card] = result(text).deck.cards
    assert (card.answer, dict(card.choices)) == ("C", {"A": "12", "B": "8", "C": "24", "D": "32"})


# -- lesson exercises: options fenced under the question, a solution callout below ---------------


def test_a_lesson_quiz_with_fenced_options_and_solution_callouts() -> None:
    text = """\
## Git

1. Which command should you use to initialise a new Git repository?

  ```
  a. git bash
  b. git init
  ```

  > :::::::::::::::  solution
  >
  > ## Solution
  >
  > `git init` is the command to initialise a Git repository.
  >
  > :::::::::::::::::::::::::

2. Look at the following commands.

  ```
  git add .
  git commit
  ```

  Which one records the changes?

  ```
  a. git add .
  b. git commit
  ```

  > :::::::::::::::  solution
  >
  > ## Solution
  >
  > `git commit` records them.
  >
  > :::::::::::::::::::::::::
"""
    imported = result(text)
    cards = imported.deck.cards
    assert [c.answer for c in cards] == [
        "`git init` is the command to initialise a Git repository.",
        "`git commit` records them.",
    ]
    assert cards[0].question.startswith("Which command should you use")
    assert "b. git init" in cards[0].question
    assert cards[1].question.startswith("Look at the following commands.")
    assert "Which one records the changes?" in cards[1].question
    assert not any(":::" in c.question + c.answer or "> " in c.answer for c in cards)


# -- bold titles among numbered questions -----------------------------------------------------------


def test_bold_titled_items_among_numbered_questions_are_questions() -> None:
    text = """\
1. **What is a closure?**
   - A function with its scope.

2. **How does `this` work?**
   - It depends on the call.

3. **What is hoisting?**
   - Declarations move up.

4. **Prototypal Inheritance:**
   - Objects inherit from objects.
   ```javascript
   const b = Object.create(a);
   ```

**Examples:**

5. **Provide an example of a debounce.**
   - Wait for the typing to stop.
"""
    imported = result(text)
    assert [c.question for c in imported.deck.cards] == [
        "What is a closure?",
        "How does `this` work?",
        "What is hoisting?",
        "Prototypal Inheritance",
        "Provide an example of a debounce.",
    ]
    assert imported.deck.cards[3].answer.endswith("```javascript\nconst b = Object.create(a);\n```")
    assert "Examples" not in imported.deck.cards[3].answer
    assert not imported.warnings


def test_a_choice_question_whose_item_holds_its_options_takes_nothing_after_it() -> None:
    text = """\
1. What does ACID stand for?
    A) Atomicity, Consistency, Isolation, Durability
    B) Availability, Consistency,

 Isolation, Durability

    Answer: A

2. Which keyword declares a constant?
    A) const
    B) var

    Answer: A

3. Which method adds to the end of an array?
    A) push
    B) shift

    Answer: A
"""
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What does ACID stand for?", "A"),
        ("Which keyword declares a constant?", "A"),
        ("Which method adds to the end of an array?", "A"),
    ]
    # the last option, cut by a stray blank line mid-list, goes on to the key below it
    assert imported.deck.cards[0].choices["B"] == "Availability, Consistency, Isolation, Durability"
    assert not imported.skipped


def test_an_exercise_asked_after_its_code_has_its_answer_after_the_line_that_asks() -> None:
    text = """\
1. Why were hooks introduced?
   To give function components state.

2. Below is a class component with a state value.

```
class Count extends Component {}
```

**_Can you rewrite it with hooks?_**
The hook version is below.

```
const Count = () => useState(0);
```

3. What is a custom hook?
   A function named use-something.
"""
    imported = result(text)
    assert not imported.warnings
    card = imported.deck.cards[1]
    assert card.question.startswith("Below is a class component with a state value.")
    assert "class Count extends Component {}" in card.question
    assert card.question.rstrip("*_").endswith("Can you rewrite it with hooks?")
    assert card.answer == "The hook version is below.\n\n```\nconst Count = () => useState(0);\n```"


def test_a_quoted_question_over_an_answer_label_loses_its_quote_marks_not_its_code() -> None:
    text = """\
## What is hoisting?

Declarations move to the top of their scope.

## Interview tip

If the interviewer asks:

> "If let is hoisted, why does it throw?"

```sh
> node tdz.js
```

Answer:

> It sits in the temporal dead zone until initialised.
"""
    card = result(text).deck.cards[1]
    assert ">" not in card.question.replace("> node", "")
    assert '"If let is hoisted, why does it throw?"' in card.question
    assert "> node tdz.js" in card.question
    assert card.answer == "It sits in the temporal dead zone until initialised."


def test_triple_backticks_around_text_on_one_line_are_inline_code_not_a_fence() -> None:
    text = """\
### 1. What is the querystring module?
It parses the part of a URL after ?
```https://example.com/page?name=Nikhil&age=30```
```
querystring.parse('name=Nikhil')
```

### 2. How do you join paths?
With `path.join`.
"""
    imported = result(text)
    assert not imported.warnings
    assert [c.question for c in imported.deck.cards] == [
        "What is the querystring module?",
        "How do you join paths?",
    ]
    assert imported.deck.cards[0].answer.endswith("```\nquerystring.parse('name=Nikhil')\n```")


def test_provide_an_example_asks_as_give_an_example_does() -> None:
    text = """\
1. What is throttling?
   Limiting calls to one per interval.

```js
throttle(fn, 1000)
```

2. Provide examples of when you might use debouncing
   Search suggestions while a user types.
"""
    assert [c.question for c in result(text).deck.cards] == [
        "What is throttling?",
        "Provide examples of when you might use debouncing",
    ]
