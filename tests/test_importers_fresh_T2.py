"""Importer layouts met on fresh public documents (helper T2's sweep: Jenkins, Docker, Scala,
Django, Terraform and Haskell question sets kept in Markdown, plain text, notebooks and literate
Haskell, several by non-native writers): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

import json
from pathlib import Path

from srs.importers import import_file
from tests.importing import result

# -- a label's colon written twice: inside the bold and after it -----------------------------------

_DOUBLED_COLON = """\
#### Question: What is a build agent?
**Explanation:** A machine that runs the builds.


#### Question: Where is the admin password kept?
**Explanation:**: In the secrets folder of the home directory.


#### Question: What does a webhook do?
**Explanation:** It tells the server that a commit was pushed.


#### Question: What is a stage?
**Answer:**: One named step of a pipeline.
"""


def test_a_colon_after_the_bold_label_is_no_part_of_the_answer() -> None:
    cards = result(_DOUBLED_COLON).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a build agent?", "A machine that runs the builds."),
        ("Where is the admin password kept?", "In the secrets folder of the home directory."),
        ("What does a webhook do?", "It tells the server that a commit was pushed."),
        ("What is a stage?", "One named step of a pipeline."),
    ]


# -- every question heading written as a bullet ----------------------------------------------------

_BULLETED_HEADINGS = """\
# Language questions

* ### What is a trait?

> A unit of methods that classes mix in.

* ### Name some build tools

> * sbt
> * Maven

* ### How does `yield` work?

> It keeps a value from each pass of the loop.
> The values make a collection.

* implicits declared locally
* imported implicits

* ### Streams:

> A lazy list.
"""


def test_headings_written_as_bullets_are_the_questions() -> None:
    cards = result(_BULLETED_HEADINGS).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a trait?", "A unit of methods that classes mix in."),
        ("Name some build tools", "* sbt\n* Maven"),
        (
            "How does `yield` work?",
            "It keeps a value from each pass of the loop.\nThe values make a collection.\n\n"
            "* implicits declared locally\n* imported implicits",
        ),
        ("Streams:", "A lazy list."),
    ]


# -- numbered questions hard-wrapped over their item's lines ---------------------------------------

_WRAPPED_QUESTIONS = """\
# Django questions

1. Could you describe a case in which an error is propagated
   through signals? Assume a signal does not call itself.

   A receiver that saves the sender's model again calls itself.

2. What does the phrase "QuerySets are lazy" mean? Give a case where a
   QuerySet gets evaluated.

   No query runs until the rows are needed, as when iterating.

3. Explain the CSRF attack and Django's
   defence against it.

4. How would you split the requirements of a given
   Django project? (e.g., dependencies, settings)

   One requirements file per environment.
"""


def test_a_question_wrapped_over_its_items_lines_is_one_question() -> None:
    imported = result(_WRAPPED_QUESTIONS)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        (
            "Could you describe a case in which an error is propagated through signals? "
            "Assume a signal does not call itself.",
            "A receiver that saves the sender's model again calls itself.",
        ),
        (
            'What does the phrase "QuerySets are lazy" mean? Give a case where a QuerySet '
            "gets evaluated.",
            "No query runs until the rows are needed, as when iterating.",
        ),
        (
            "How would you split the requirements of a given Django project? "
            "(e.g., dependencies, settings)",
            "One requirements file per environment.",
        ),
    ]
    assert [s.line for s in imported.skipped] == [13]


# -- sub-questions under a numbered question, indented short of its text -------------------------

_SHORT_POINTS = """\
# Hibernate

1.  What is Hibernate?
    - An ORM for Java.
2.  What are its configuration options?
  *  How do you set the dialect?
  *  What is hbm2ddl?
3.  How do you print the SQL it runs?
4.  What is a proxy?
    - A stand-in loaded on first use.
"""


def test_points_short_of_a_numbered_questions_text_stay_under_it() -> None:
    imported = result(_SHORT_POINTS)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is Hibernate?", "An ORM for Java."),
        ("What is a proxy?", "A stand-in loaded on first use."),
    ]
    assert sorted(s.line for s in imported.skipped) == [5, 6, 7, 8]


# -- a task whose sentence is followed by a gloss in brackets --------------------------------------

_GLOSSED_TASK = """\
# DevOps

1. What is DevOps?
2. Explain CI/CD. (Continuous Integration/Continuous Delivery)
   - Every change is built, tested and made ready to release.
3. What is a pipeline?
"""


def test_a_gloss_in_brackets_after_a_task_does_not_stop_it_asking() -> None:
    imported = result(_GLOSSED_TASK)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        (
            "Explain CI/CD. (Continuous Integration/Continuous Delivery)",
            "Every change is built, tested and made ready to release.",
        ),
    ]
    assert [s.line for s in imported.skipped] == [3, 6]


# -- a chat assistant's closing offer ---------------------------------------------------------------

_CHAT_PASTE = """\
Sure! Here are slightly longer answers.

---

1. What is Docker?

👉 A platform that runs applications in containers.

---

2. What is a Docker image?

👉 A read-only template that containers are made from.

---

3. What is Docker Compose?

👉 A tool that runs several containers from one YAML file.

---

Do you want me to also prepare a short one-line version of these answers for revision?
"""


def test_a_chat_assistants_closing_offer_is_no_unanswered_question() -> None:
    imported = result(_CHAT_PASTE)
    assert [c.question for c in imported.deck.cards] == [
        "What is Docker?",
        "What is a Docker image?",
        "What is Docker Compose?",
    ]
    assert imported.skipped == ()
    assert any("Do you want me to" in w for w in imported.warnings)


# -- a question label typed with its letters swapped ------------------------------------------------

_SWAPPED_LABEL = """\
**Question:** What is an executor?
**Answer:** A slot that runs one build at a time.

**Question:** What is a worker node?
**Answer:** A machine that runs builds for the controller.

**Quesiton:** How do you keep secrets out of the logs?
**Answer:** Bind the credentials as masked environment variables.

**Question:** What is a shared library?
**Answer:** Pipeline code reused across jobs.
"""


def test_a_question_label_typed_with_swapped_letters_still_labels_a_question() -> None:
    imported = result(_SWAPPED_LABEL)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is an executor?", "A slot that runs one build at a time."),
        ("What is a worker node?", "A machine that runs builds for the controller."),
        (
            "How do you keep secrets out of the logs?",
            "Bind the credentials as masked environment variables.",
        ),
        ("What is a shared library?", "Pipeline code reused across jobs."),
    ]
    assert imported.warnings == ()


# -- a part of a section of questions, headed as questions itself ------------------------------------

_QUESTION_PARTS = """\
# Docker Questions

1. What is Docker?
2. What is an image?

# DevOps Questions

1. What is DevOps?
2. Explain CI/CD.
   - Every change is built and tested.
3. What tools have you used?

## SDLC Questions

4. What are the steps of the SDLC?
5. How long is a sprint?
"""


def test_a_heading_that_names_questions_under_a_questions_section_is_no_question() -> None:
    imported = result(_QUESTION_PARTS)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("Explain CI/CD.", "Every change is built and tested."),
    ]
    assert sorted(s.line for s in imported.skipped) == [3, 4, 8, 11, 15, 16]


# -- code pasted into a notebook's Markdown cell, its comment read as a heading ----------------------


def _cell(source: str) -> dict[str, object]:
    return {"cell_type": "markdown", "metadata": {}, "source": source.splitlines(keepends=True)}


def test_a_code_comment_pasted_into_a_markdown_cell_is_no_heading(tmp_path: Path) -> None:
    notebook = {
        "nbformat": 4,
        "metadata": {"language_info": {"name": "python"}},
        "cells": [
            _cell("#### What is a list?\nAn ordered, changeable collection."),
            _cell("#### What is a tuple?\nAn ordered collection that cannot change."),
            _cell(
                "#### What is a complex number?\nA real part and an imaginary part.\n"
                "Example:\n# Making one\nc = 3 + 4j\nprint(c)"
            ),
        ],
    }
    path = tmp_path / "python.ipynb"
    path.write_text(json.dumps(notebook), encoding="utf-8")
    imported = import_file(path)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is a list?", "An ordered, changeable collection."),
        ("What is a tuple?", "An ordered collection that cannot change."),
        (
            "What is a complex number?",
            "A real part and an imaginary part.\nExample:\n```python\n# Making one\n"
            "c = 3 + 4j\nprint(c)\n```",
        ),
    ]
    assert imported.warnings == ()
