"""Importer layouts met on fresh public documents (sweep E467): an AsciiDoc quiz that folds
each answer in an HTML `<details>` written as passthroughs (`+++ <details><summary> +++`),
the answer in a `----` listing block inside the fold.

None of these is a copy of a document; each is the layout a real file used and the importer
once misread (the `+++` lines as options marked right by their plus signs, the section titles
as the questions, every answer lost).
"""

from __future__ import annotations

import pytest

from srs.importers.adoc import asciidoc_to_markdown
from tests.importing import result

_FOLDED = """\
== Rivers

Link: https://example.org/rivers

A few words on where these questions come from.

Which river flows through Vienna?

+++ <details><summary> +++
Answer
+++ </summary><div> +++
----
The Danube
----
+++ </div></details> +++

Into which sea does the Rhine flow?

+++ <details><summary> +++
    Answer
    +++ </summary><div> +++
----
The North Sea
----
+++ </div></details> +++

== Lakes

What is the deepest lake in Europe?

[small]
----
hint: it lies in Norway
----

+++ <details><summary> +++
Answer
+++ </summary><div> +++
----
TODO
----
+++ </div></details> +++

How long is Lake Geneva?

Answer
+++ </summary><div> +++
----
About 73 km
----
+++ </div></details> +++
"""


@pytest.mark.parametrize("name", ["quiz.adoc", "quiz.md"])
def test_passthrough_folds_are_answers_and_titles_are_no_questions(name: str) -> None:
    imported = result(_FOLDED, name)
    cards = imported.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which river flows through Vienna?", "The Danube"),
        ("Into which sea does the Rhine flow?", "The North Sea"),
        ("How long is Lake Geneva?", "About 73 km"),
    ]
    assert all(not c.choices for c in cards)
    # the placeholder answer is reported, its hint passed over to find the question
    assert [(s.line, s.reason) for s in imported.skipped] == [
        (29, "question #3 has no answer (only 'TODO'); skipped")
    ]
    assert not any("right options" in w for w in imported.warnings)


_TITLED_FAQ = """\
= Tool FAQ

== How do I install the tool?

Run the installer:

----
./install.sh --prefix /usr/local
+++ <details><summary> +++
----

== How do I list the commands?

Run `tool help`.
"""


def test_an_asciidoc_faq_reads_as_before_and_code_keeps_its_plus_signs() -> None:
    imported = result(_TITLED_FAQ, "faq.adoc")
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        (
            "How do I install the tool?",
            "Run the installer:\n\n```\n./install.sh --prefix /usr/local\n+++ <details><summary> +++\n```",
        ),
        ("How do I list the commands?", "Run `tool help`."),
    ]
    assert imported.warnings == ()


def test_passthroughs_become_their_html_but_not_inside_a_listing() -> None:
    text = "Say +++<b>hi</b>+++ now\n\n----\n+++ <i> +++\n----\n\n++++\n<hr>\n++++\n"
    assert asciidoc_to_markdown(text).split("\n") == [
        "Say <b>hi</b> now",
        "",
        "```",
        "+++ <i> +++",
        "```",
        "",
        "",
        "<hr>",
        "",
        "",
    ]


_PLUS_MARKS = """\
Question #1
Which command lists files?

+++ls
rm
cd

Question #2
Which command prints the directory?

+++pwd
ls
cat
"""


def test_plus_marked_options_stay_options() -> None:
    cards = result(_PLUS_MARKS, "quiz.txt").deck.cards
    assert [(c.answer, c.choices["A"]) for c in cards] == [("A", "ls"), ("A", "pwd")]
