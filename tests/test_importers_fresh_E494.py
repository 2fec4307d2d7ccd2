"""Importer layouts met on fresh public documents (the round Z274, failure 2): a
reStructuredText page of numbered bold questions whose answers, indented under each item,
hold roles (`:math:`H_0``) and directives (`.. image::` with its `:width:` option,
`.. math::`). Only titles and links were converted: the markup stayed on the cards.

None of these is a copy of a document; each is the layout a real file used, written small.
"""

from __future__ import annotations

from srs.importers import ImportResult
from srs.importers.rstroles import roles_as_text
from tests.importing import result

_STATS = """Stats notes
===========

1. **What is a p-value?**

   The chance, when :math:`H_0` holds, of a result at least this extreme.

2. **What does a box plot show?**

   The median, the quartiles and the outliers.

   .. image:: figures/boxplot.png
     :width: 300pt

3. **What is the variance of a Bernoulli variable?**

   It is

   .. math::

      p(1-p)

   for a success chance :math:`p`.

4. **What is bootstrapping?**

   Resampling with replacement to estimate a statistic's spread.
"""


def _cards(got: ImportResult) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in got.deck.cards]


def test_roles_and_directives_in_list_answers_are_no_markup_on_the_cards() -> None:
    got = result(_STATS, source="stats.rst")
    cards = _cards(got)
    assert [q for q, _ in cards] == [
        "What is a p-value?",
        "What does a box plot show?",
        "What is the variance of a Bernoulli variable?",
        "What is bootstrapping?",
    ]
    assert cards[0][1] == "The chance, when `H_0` holds, of a result at least this extreme."
    assert cards[1][1] == "The median, the quartiles and the outliers."
    assert "p(1-p)" in cards[2][1] and "`p`" in cards[2][1]
    for _, answer in cards:
        assert ".. " not in answer and ":width:" not in answer and ":math:" not in answer
    assert got.warnings == ()


def test_sphinx_references_show_their_text_and_code_as_code() -> None:
    text = """Python notes
============

1. **How do you reverse a list?**

   Use slicing or :func:`reversed`, or :meth:`~list.reverse` in place.

2. **What is a generator?**

   A function that yields lazily, see :ref:`the docs <generators>`.
"""
    cards = _cards(result(text, source="notes.rst"))
    assert cards == [
        ("How do you reverse a list?", "Use slicing or `reversed`, or `reverse` in place."),
        ("What is a generator?", "A function that yields lazily, see the docs."),
    ]


def test_a_role_inside_fenced_code_is_left_as_written() -> None:
    text = """Sphinx questions
================

1. **How do you write a formula inline?**

   With the math role:

   ```rst
   :math:`a^2 + b^2`
   ```

2. **How do you link a function?**

   With :func:`print` style roles.
"""
    cards = _cards(result(text, source="sphinx.rst"))
    assert ":math:`a^2 + b^2`" in cards[0][1]
    assert cards[1][1] == "With `print` style roles."


def test_roles_as_text_leaves_text_without_roles_as_it_is() -> None:
    plain = "A ratio: 3:4, a time 10:30 and `code`."
    assert roles_as_text(plain) is plain
    assert roles_as_text(":kbd:`Ctrl+C` stops it") == "`Ctrl+C` stops it"
    assert roles_as_text("see :pep:`8` and :rfc:`2616`") == "see PEP 8 and RFC 2616"
    assert roles_as_text("use :keyword:`nonlocal` here") == "use `nonlocal` here"
