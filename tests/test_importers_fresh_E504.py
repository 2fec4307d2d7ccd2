"""A Sphinx FAQ read on 2026-12-03: a `How do I...` section over a definition list whose terms
finish its title (`... get section numbers?` over the indented answer).

The section's title read as a question (it starts with `How`), and the whole list became its
one answer; with the terms read as questions, each was only its last words. A role-like
text inside an inline literal (``` ``:numbered:`` ```) was read as a role and lost its words.

The layout is made up in the shape the real page had.
"""

from __future__ import annotations

from srs.importers.rstroles import roles_as_text
from tests.importing import result

_FAQ = """\
Tool FAQ
========

This is a list of questions people ask about the tool.

How do I...
-----------

... get section numbers?
   Give a ``:numbered:`` option to the :dir:`toctree` directive.

... change the theme?
   Use themes, see :doc:`theming`.

... write my own extension?
   See the :ref:`extension tutorial <exttut>`.
"""


def test_terms_that_finish_their_sections_title_are_whole_questions() -> None:
    r = result(_FAQ, source="faq.rst")
    assert [(c.question, c.answer) for c in r.deck.cards] == [
        (
            "How do I get section numbers?",
            "Give a ``:numbered:`` option to the toctree directive.",
        ),
        ("How do I change the theme?", "Use themes, see theming."),
        ("How do I write my own extension?", "See the extension tutorial."),
    ]


def test_a_section_title_that_asks_over_asking_terms_is_their_section() -> None:
    text = _FAQ.replace("... ", "How do I ").replace("How do I...\n-----------", "How-to\n------")
    r = result(text, source="faq.rst")
    assert [c.question for c in r.deck.cards] == [
        "How do I get section numbers?",
        "How do I change the theme?",
        "How do I write my own extension?",
    ]


def test_a_role_inside_an_inline_literal_is_literal_text() -> None:
    assert roles_as_text("a ``:numbered:`` option") == "a ``:numbered:`` option"
    assert roles_as_text("the :dir:`toctree` one") == "the toctree one"
