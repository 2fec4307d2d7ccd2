"""Importer layouts met on fresh public documents (helper F's sweep: Java, JVM, C#/.NET, Scala
and Kotlin interview pages and quizzes): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from pathlib import Path

from srs import decks
from srs.importers import ImportResult, import_file
from tests.importing import result


def _page(tmp_path: Path, text: str) -> ImportResult:
    """Import `text` saved as a web page (`quiz.html`), as `srs import` reads a file."""
    page = tmp_path / "quiz.html"
    page.write_text(text, encoding="utf-8")
    imported = import_file(page)
    assert decks.loads(decks.dumps(imported.deck)) == imported.deck
    return imported


# -- a list of bold questions after the answer of the last heading question -----------------------

_HEADINGS_THEN_LIST = """\
## 1. What is a heap?
The memory where objects live.

## 2. What is a stack frame?

The memory of one method call.
+ It holds the locals.

1. **What is an interface?**

    A type that only declares methods.

2. **What is boxing?**

    Wrapping a primitive in an object.

3. **What is a finalizer?**

    A method run before collection.

    * It is deprecated
    * It may never run
"""


def test_a_list_of_answered_bold_questions_after_a_heading_answer_holds_its_own_cards() -> None:
    cards = result(_HEADINGS_THEN_LIST).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a heap?", "The memory where objects live."),
        ("What is a stack frame?", "The memory of one method call.\n+ It holds the locals."),
        ("What is an interface?", "A type that only declares methods."),
        ("What is boxing?", "Wrapping a primitive in an object."),
        (
            "What is a finalizer?",
            "A method run before collection.\n\n* It is deprecated\n* It may never run",
        ),
    ]


# -- a web quiz: radio buttons in labels, the right one marked by a class --------------------------

_RADIO_PAGE = """\
<!DOCTYPE html>
<html>
<head><title>JVM quiz</title></head>
<body>
<%@include file="/common/navbar.jsp" %>
<div class="quiz">
    <div class="content">
        <p class="question">Q.1 Which area holds objects?</p>
        <div class="options">
         <label class="option"> Stack <input type="radio" name="q1"> <span class="crossmark"></span> </label>
         <label class="option"> Heap <input type="radio" name="q1"> <span class="checkmark"></span> </label>
         <label class="option"> Registers </b> <input type="radio" name="q1"> <span class="crossmark"></span> </label>
        </div>
    </div>
    <div class="content">
        <p class="question">Q.2 Which keyword stops overriding?</p>
        <div class="options">
         <label class="option"> final <input type="radio" name="q2"> <span class="checkmark"></span> </label>
         <label class="option"> static <input type="radio" name="q2"> <span class="crossmark"></span> </label>
        </div>
    </div>
    <hr>
    <div id='pagination'>
     <div><span class="page current">1</span>
        <a class='page' href='quiz2.html'>2</a>
     </div>
    </div>
    <center>
</div>
</body>
</html>
"""

_FORM_PAGE = """\
<html><body>
<form action="/grade">
<h3>1. What does JIT stand for?</h3>
<input type="radio" id="a1" name="q1"><label for="a1">Java Internal Tool</label><br>
<input type="radio" id="b1" name="q1" data-correct="true"><label for="b1">Just-In-Time</label><br>
<h3>2. Which collector is the default since Java 9?</h3>
<input type="radio" id="a2" name="q2" data-correct="true"><label for="a2">G1</label><br>
<input type="radio" id="b2" name="q2"><label for="b2">Serial</label><br>
</form>
</body></html>
"""


def test_radio_options_in_labels_keyed_by_a_class_mark(tmp_path: Path) -> None:
    cards = _page(tmp_path, _RADIO_PAGE).deck.cards
    assert [(c.question, c.choices, c.answer) for c in cards] == [
        ("Which area holds objects?", {"A": "Stack", "B": "Heap", "C": "Registers"}, "B"),
        ("Which keyword stops overriding?", {"A": "final", "B": "static"}, "A"),
    ]
    # the pager, the stray `<center>` and the server tag are the page's, not the answer's
    assert not cards[1].explanation


def test_radio_inputs_beside_their_labels_in_a_form_keyed_by_a_data_attribute(
    tmp_path: Path,
) -> None:
    cards = _page(tmp_path, _FORM_PAGE).deck.cards
    assert [(c.question, c.choices, c.answer) for c in cards] == [
        ("What does JIT stand for?", {"A": "Java Internal Tool", "B": "Just-In-Time"}, "B"),
        ("Which collector is the default since Java 9?", {"A": "G1", "B": "Serial"}, "A"),
    ]


_FORM_IN_MARKDOWN = """\
### Question 1
<form>
  <p>Select all the JVM languages:</p>
  <label><input type="checkbox" name="q1"> Scala</label><br>
  <label><input type="checkbox" name="q1"> Kotlin</label><br>
  <label><input type="checkbox" name="q1"> C#</label>
</form>

<details>
<summary>Show answer</summary>

**Answer:** Scala, Kotlin
</details>
"""


def test_checkboxes_in_a_markdown_form_are_option_lines_not_tags() -> None:
    """The form's checkboxes are read as the question's options (srs.importers.formlines):
    two of them named right, so an open card answered by them, as any task list's."""
    got = result(_FORM_IN_MARKDOWN)
    card = got.deck.cards[0]
    assert "<form" not in card.question and "<label" not in card.question
    assert "<input" not in card.question
    assert card.question == "Select all the JVM languages:\n\n- A) Scala\n- B) Kotlin\n- C) C#"
    assert card.answer == "- Scala\n- Kotlin"
    assert any("2 right options (A, B)" in w for w in got.warnings)


# -- an answer that states its point, then lists its cases as a) b) c) ----------------------------

_LETTERED_POINTS = """\
1. **What is static in Java?**

    static is a Java keyword.
    a) On a method it makes a class method.
    b) On a field it makes a class field.

2. **What is final?**

    final is a Java keyword.
    a) On a method it stops overriding.
    b) On a class it stops subclassing.

3. **Which keyword makes a constant?**

    a) static
    b) final

4. **What is a package?**

    A way to group classes.
"""


def test_lettered_points_after_an_answers_first_sentence_are_its_answer() -> None:
    imported = result(_LETTERED_POINTS)
    cards = imported.deck.cards
    assert [(c.question, c.answer, c.choices) for c in cards] == [
        (
            "What is static in Java?",
            "static is a Java keyword.\n"
            "a) On a method it makes a class method.\n"
            "b) On a field it makes a class field.",
            {},
        ),
        (
            "What is final?",
            "final is a Java keyword.\n"
            "a) On a method it stops overriding.\n"
            "b) On a class it stops subclassing.",
            {},
        ),
        ("What is a package?", "A way to group classes.", {}),
    ]
    # options right under the question, with no key: still a quiz question with no key
    assert [s.line for s in imported.skipped] == [13]


# -- an outline of the topics, numbered like them, at the top -------------------------------------

_OUTLINE_OVER_TOPICS = """\
# JVM notes

#### 0. Outline

- ClassLoader
- GC roots
- How to define garbage?

#### 1. ClassLoader

- Bootstrap class loader
- System class loader

#### 2. GC roots

- Locals on thread stacks
- Static fields

#### 3. How to define garbage?

- Reachability analysis
"""


def test_a_plain_list_naming_the_headings_below_is_their_outline_not_a_card() -> None:
    imported = result(_OUTLINE_OVER_TOPICS)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("ClassLoader", "- Bootstrap class loader\n- System class loader"),
        ("GC roots", "- Locals on thread stacks\n- Static fields"),
        ("How to define garbage?", "- Reachability analysis"),
    ]
    assert not imported.warnings
