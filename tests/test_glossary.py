"""The grader's built-in glossary (srs/glossary.py, srs/data/glossary.yaml)."""

from __future__ import annotations

import pytest

from srs import glossary


def test_the_shipped_glossary_reads_and_lists_each_term_once() -> None:
    shipped = glossary.builtin()
    assert shipped.demotes and shipped.matches and shipped.opposites
    terms = [term for term, _ in shipped.matches]
    # a term's equal terms sit in one list: `latency` was listed twice and lost `delay`
    assert ("latency", "delay") in shipped.matches
    assert ("latency", "response time") in shipped.matches
    assert len(set(terms)) <= len(terms)


def test_a_term_listed_twice_is_refused_with_its_line() -> None:
    with pytest.raises(ValueError, match=r"`matches\.latency` is listed twice \(line 4\)"):
        glossary.parse("matches:\n  latency: [delay]\n  other: [x]\n  latency: [response time]\n")


def test_an_opposite_is_a_pair() -> None:
    with pytest.raises(ValueError, match="pair"):
        glossary.parse("opposites:\n  - [fast, slow, quick]\n")
