"""Importer layouts met on fresh public documents (helper B3's sweep: front-end and mobile,
C#/.NET, PHP and Ruby interview pages and quizzes, several by learners writing in Indonesian,
Spanish, Russian or Chinese): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- a key marked by an arrow, options in a code block ---------------------------------------------

_ARROW_FENCED = """\
## A. Choices

**1. A fragment is used for:**
```
a) Replacing the whole activity
b) Showing part of the screen <- Answer
c) Freeing memory
```

**2. The first call when a fragment is made is:**
```
a) `onResume()`
b) `onAttach()` <- **answer**
c) `onStart()`
```
"""


def test_an_arrow_pointing_back_at_an_option_marks_the_key() -> None:
    cards = result(_ARROW_FENCED).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("A fragment is used for:", "B"),
        ("The first call when a fragment is made is:", "B"),
    ]
    assert cards[0].choices["B"] == "Showing part of the screen"
    assert cards[1].choices["B"] == "`onAttach()`"


_QUIZ_IN_ONE_FENCE = """\
## Part A

```
1. Preferences suit:
   a) Photos
   b) Small settings <- **Answer**
   c) Audio files

2. The safest mode is:
   a) MODE_APPEND
   b) MODE_PRIVATE <- **Answer**
   c) MODE_WORLD_READABLE
```

## Part B

3. Which call stores a string?
   `putString`
"""


def test_a_whole_quiz_kept_in_one_code_block_is_read_as_questions() -> None:
    cards = result(_QUIZ_IN_ONE_FENCE).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Preferences suit:", "B"),
        ("The safest mode is:", "B"),
        ("Which call stores a string?", "`putString`"),
    ]
    assert cards[1].choices == {"A": "MODE_APPEND", "B": "MODE_PRIVATE", "C": "MODE_WORLD_READABLE"}


_CODE_NOT_A_QUIZ = """\
### 1. What does this print?

```
1. x <- answer
2. y <- right
```

It prints nothing: the lines are R assignments in a numbered listing.
"""


def test_a_numbered_listing_in_a_code_block_stays_code() -> None:
    cards = result(_CODE_NOT_A_QUIZ).deck.cards
    assert len(cards) == 1
    assert "1. x <- answer" in cards[0].question
    assert cards[0].choices == {}


# -- a task set with an Indonesian imperative, after a run of choice questions --------------------

_CHOICES = "".join(
    f"{n}. Pertanyaan nomor {n} adalah:\n   a) Satu\n   b) Dua <- Answer\n\n" for n in range(1, 7)
)
_INDONESIAN_TASKS = (
    _CHOICES
    + """\
7. Tulis kode satu baris untuk membaca nilai `"nama"`.
   `prefs.getString("nama", "")`

8. Perbaiki kode berikut agar tidak crash.
   `prefs.edit().apply()`
"""
)


def test_an_indonesian_task_verb_sets_a_question_in_a_quiz() -> None:
    cards = result(_INDONESIAN_TASKS).deck.cards
    assert [c.answer for c in cards] == [
        *["B"] * 6,
        '`prefs.getString("nama", "")`',
        "`prefs.edit().apply()`",
    ]
    assert cards[6].question.startswith("Tulis kode satu baris")
    assert cards[7].question.startswith("Perbaiki kode berikut")


# -- a true/false or yes/no verdict typed at the end of its item ---------------------------------

_VERDICTS = """\
#### True/False
1. Every screen needs its own XML layout. (False)
2. `onResume()` runs after `onCreate()`. (True)

#### Yes/No
16. Can a set hold the same element twice? No

17. Is `LiveData` aware of the lifecycle? Yes
"""


def test_a_verdict_closing_its_item_is_the_items_answer() -> None:
    cards = result(_VERDICTS).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Every screen needs its own XML layout.", "False"),
        ("`onResume()` runs after `onCreate()`.", "True"),
        ("Can a set hold the same element twice?", "No"),
        ("Is `LiveData` aware of the lifecycle?", "Yes"),
    ]


_ONE_VERDICT_ONLY = """\
1. What does `stop()` return? No
   It returns nothing.

2. What does `start()` return?
   A handle.
"""


def test_one_item_ending_with_a_verdict_word_keeps_it() -> None:
    cards = result(_ONE_VERDICT_ONLY).deck.cards
    assert cards[0].question == "What does `stop()` return? No"


# -- a code-fixing item whose answer is labelled as the corrected code ------------------------------

_CORRECTED_CODE = """\
**11. Fix the call so the fragment shows:**

```kotlin
add(R.id.container, ExampleFragment)
```

**corrected code**
```kotlin
add(R.id.container, ExampleFragment())
```

---

**12. Fix the inflate call:**

```kotlin
inflater.inflate(R.layout.x, null)
```

**Corrected Code:**
```kotlin
inflater.inflate(R.layout.x, container, false)
```
"""


def test_a_corrected_code_label_under_broken_code_marks_the_answer() -> None:
    cards = result(_CORRECTED_CODE).deck.cards
    assert [c.answer for c in cards] == [
        "```kotlin\nadd(R.id.container, ExampleFragment())\n```",
        "```kotlin\ninflater.inflate(R.layout.x, container, false)\n```",
    ]
    assert cards[0].question.startswith("Fix the call so the fragment shows:")
    assert "ExampleFragment)" in cards[0].question


_INCORRECT_CORRECTED = """\
#### Short Answer
1. What is the difference between `listOf()` and `mutableListOf()`?
`listOf()` makes a list that cannot change; `mutableListOf()` one that can.

2. What does `onResume()` do?
It marks the screen ready for the user.

---

#### Correct the Code
3. **How would you fix this list code?**
    ```kotlin
    val xs = listOf(1, 2)
    xs.add(3)
    ```

    **Corrected Code:**
    ```kotlin
    val xs = mutableListOf(1, 2)
    xs.add(3)
    ```

---

4. **How would you fix this map code?**
    ```kotlin
    val m = mapOf(1 to "a")
    m[2] = "b"
    ```

    **Corrected Code:**
    ```kotlin
    val m = mutableMapOf(1 to "a")
    m[2] = "b"
    ```
"""


def test_corrected_code_indented_in_its_item_is_the_answer() -> None:
    cards = result(_INCORRECT_CORRECTED).deck.cards
    assert cards[2].answer == "```kotlin\nval xs = mutableListOf(1, 2)\nxs.add(3)\n```"
    assert "listOf(1, 2)" in cards[2].question
    assert "Corrected" not in cards[2].question + cards[2].answer


# -- a bold ratio heading a bullet of an explanation in the answer key ----------------------------

_RATIO_BULLETS = """\
## Questions

### 1. Which ratio does normal text need?
A) 3:1
B) 4.5:1
C) 7:1

### 2. How much may large text drop to?
A) 3:1
B) 4.5:1

### 3. Which element takes no focus?
A) `<button>`
B) `<div>`

## Answer Key

### 1. Which ratio does normal text need?
**Answer: B) 4.5:1**

- **4.5:1** = AA for normal text
- **3:1** = AA for large text

---

### 2. How much may large text drop to?
**Answer: A) 3:1**

Large text needs less contrast.

---

### 3. Which element takes no focus?
**Answer: B) `<div>`**

A div takes no focus.
"""


def test_a_bold_ratio_in_an_explanation_is_no_entry_of_the_key() -> None:
    cards = result(_RATIO_BULLETS).deck.cards
    assert [c.answer for c in cards] == ["B", "A", "B"]
    assert cards[0].explanation == "- **4.5:1** = AA for normal text\n- **3:1** = AA for large text"
    assert cards[2].explanation == "A div takes no focus."


# -- a code example inside an answer key's explanation --------------------------------------------

_KEY_WITH_CODE = """\
## Questions

### 1. Which links a label to an input?
A) Placing them side by side
B) Matching `for` and `id`

### 2. Which element takes no focus?
A) `<button>`
B) `<div>`

## Answer Key

### 1. Which links a label to an input?
**Answer: B) Matching `for` and `id`**

```html
<label for="email">Email</label>
<input type="email" id="email">
```

This makes an explicit link.

---

### 2. Which element takes no focus?
**Answer: B) `<div>`**
**Explanation**: A div takes no focus.
- it is no control
- it has no `tabindex`
"""


def test_a_code_block_in_a_key_entry_is_part_of_its_explanation() -> None:
    cards = result(_KEY_WITH_CODE).deck.cards
    assert [c.answer for c in cards] == ["B", "B"]
    assert cards[0].explanation == (
        '```html\n<label for="email">Email</label>\n<input type="email" id="email">\n```\n'
        "This makes an explicit link."
    )
    # a label opening an explanation of several lines goes, not half of it
    assert cards[1].explanation == (
        "A div takes no focus.\n- it is no control\n- it has no `tabindex`"
    )


# -- a code span typed with three backticks inside a line ------------------------------------------

_TRIPLE_TICK_OPTIONS = """\
### Which tag defines an internal style sheet?
- ```<css>```
- **```<style>```**
- ```<script>```

### Which tag links an external style sheet?
- **```<link>```**
- ```<import>```
"""

_TRIPLE_TICK_ANSWER = """\
### Which command lists hidden files?
Use ```ls -a``` in a shell.

```
ls -a
```

### Which command prints the directory?
Use `pwd`.
"""


def test_a_three_backtick_span_in_a_line_is_a_code_span() -> None:
    cards = result(_TRIPLE_TICK_OPTIONS).deck.cards
    assert [c.answer for c in cards] == ["B", "A"]
    assert cards[0].choices == {"A": "`<css>`", "B": "`<style>`", "C": "`<script>`"}
    assert result(_TRIPLE_TICK_ANSWER).deck.cards[0].answer == (
        "Use `ls -a` in a shell.\n\n```\nls -a\n```"
    )


# -- an answered follow-up in Q:/A: notes -------------------------------------------------------------

_FOLLOW_UP = """\
__Q:__ What is a delegate?

__A:__ A type-safe function pointer.

---

__Q:__ Explain how the garbage collector works

__A:__ It marks and sweeps.

__Follow-up:__ What are the drawbacks of
mark-and-sweep?

__A:__ It pauses the program.

---

__Q:__ What are the access modifiers?

__A:__ Four of them.

**Follow-up:** Which is the default for a class?
- `internal`
"""


def test_an_answered_follow_up_is_a_card_of_its_own() -> None:
    cards = result(_FOLLOW_UP).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a delegate?", "A type-safe function pointer."),
        ("Explain how the garbage collector works", "It marks and sweeps."),
        ("What are the drawbacks of\nmark-and-sweep?", "It pauses the program."),
        (
            "What are the access modifiers?",
            "Four of them.\n\n**Follow-up:** Which is the default for a class?\n- `internal`",
        ),
    ]


# -- a several-part question listed under a bare Q: label ------------------------------------------

_LISTED_PARTS = """\
__Q:__ What is a delegate?

__A:__ A type-safe function pointer.

---

__Q:__
1. What is double-checked locking?
2. Which pattern uses it?
3. What is wrong with it?

__A:__
1. Testing the condition before taking the lock.

2. The Singleton pattern.

3. It can be unsafe without `volatile`.

---

__Q:__ What are heap generations?

__A:__ Three ages of objects.
"""


def test_a_numbered_list_under_a_bare_question_label_is_the_question() -> None:
    cards = result(_LISTED_PARTS).deck.cards
    assert [c.question for c in cards] == [
        "What is a delegate?",
        "1. What is double-checked locking? 2. Which pattern uses it? 3. What is wrong with it?",
        "What are heap generations?",
    ]
    assert cards[1].choices == {}
    assert cards[1].answer.startswith("1. Testing the condition")
    assert cards[1].answer.endswith("3. It can be unsafe without `volatile`.")


def test_a_corrected_code_label_over_no_code_is_left_as_text() -> None:
    text = _CORRECTED_CODE.replace(
        "**Corrected Code:**\n```kotlin\ninflater.inflate(R.layout.x, container, false)\n```\n",
        "**Corrected Code:**\n",
    )
    cards = result(text).deck.cards
    assert cards[1].answer == "**Corrected Code:**"


# -- a closing "What's Next?" section asking with its question mark ---------------------------------

_WHATS_NEXT = """\
### 1. Which tag is keyboard accessible?
A) `<div>`
B) `<button>`

**Answer: B**

### 2. How many `<main>` landmarks should a page have?
A) Exactly one
B) One per section

**Answer: A**

## What’s Next?

Once you've completed the quiz, move on to the exercises:
1. Fix inaccessible images
2. Make forms accessible
"""


def test_a_whats_next_heading_with_its_question_mark_is_end_matter() -> None:
    imported = result(_WHATS_NEXT)
    assert [c.answer for c in imported.deck.cards] == ["B", "A"]
    assert any("What’s Next?" in w for w in imported.warnings)


# -- an output question answered by an Output: line under its code ---------------------------------

_OUTPUT_ANSWERS = """\
14. Fix the code so it stores the name:

```kotlin
prefs.edit()
putString("name", name)
```

**Answer:**
```kotlin
prefs.edit().putString("name", name).apply()
```

15. What is the output if the key was never set?

```kotlin
val counter = p.getInt("counter", 5)
println(counter + 1)
```
output: 6

16. Which call reads a string back?

**Answer:**
```kotlin
prefs.getString("name", "")
```
Output: the stored name, or "" when there is none.
"""


def test_an_output_line_under_an_output_question_is_its_answer() -> None:
    cards = result(_OUTPUT_ANSWERS).deck.cards
    assert [c.answer for c in cards][1] == "6"
    assert cards[1].question.startswith("What is the output if the key was never set?")
    # not asking for output: the line is the answer's text, label and all
    assert cards[2].answer.endswith('Output: the stored name, or "" when there is none.')


_OUTPUT_LABEL_ALONE = """\
### 5. What is the output of the following code?

```cpp
int* p = (int*) malloc(3 * sizeof(int));
cout << p[0];
```

**Output:**

> Garbage values (uninitialized memory)

---

### 6. What happens if you `free()` twice?

Undefined behaviour.
"""


def test_a_bold_output_label_alone_over_the_output_is_the_answer_label() -> None:
    cards = result(_OUTPUT_LABEL_ALONE).deck.cards
    assert cards[0].answer == "Garbage values (uninitialized memory)"


# -- a question asking for N things, answered by N lettered points ---------------------------------

_COUNTED_POINTS = """\
**1.** Name two advantages of fragments over activities alone.
a. Modularity: one fragment is reused in several activities.
b. Control of the screen: parts are added and replaced in one activity.

**2.** A fragment's lifecycle is like an activity's. List at least 3 differences.
a. It has extra callbacks such as onCreateView and onViewCreated.
b. It cannot stand alone and needs an activity to hold it.
c. It can be replaced or removed while the activity runs.

**3.** Which two calls change the fragment shown?
a. `add()` on a transaction
b. `replace()` on a transaction
c. `finish()` on the activity
d. `recreate()` on the activity
"""


def test_lettered_points_as_many_as_the_question_asks_for_are_its_answer() -> None:
    imported = result(_COUNTED_POINTS)
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "Name two advantages of fragments over activities alone.",
        "A fragment's lifecycle is like an activity's. List at least 3 differences.",
    ]
    assert cards[0].answer == (
        "a. Modularity: one fragment is reused in several activities.\n"
        "b. Control of the screen: parts are added and replaced in one activity."
    )
    assert cards[1].answer.startswith("a. It has extra callbacks")
    assert cards[1].choices == {}
    # four options for two things, no key: still a choice question without its key
    assert len(imported.skipped) == 1
