"""A page's first heading that only heads its table of contents (`## Mục Lục`, `## Table of
Contents`) is no name for the deck: two judges' decks were named "Table of Contents" and "Mục
Lục"; the file's name says more (judges' rounds, 2026-12-01)."""

from __future__ import annotations

import pytest

from tests.importing import result

_BODY = (
    "- [What is a mutex?](#q1)\n- [What is a semaphore?](#q2)\n\n"
    "### What is a mutex?\n\nA lock only its owner can release.\n\n"
    "### What is a semaphore?\n\nA counter that limits how many threads enter.\n"
)


@pytest.mark.parametrize(
    "heading", ["## Table of Contents", "## Mục Lục", "# 目录", "## **Contents:**", "## Índice"]
)
def test_contents_heading_does_not_name_the_deck(heading: str) -> None:
    deck = result(f"{heading}\n\n{_BODY}", source="os-locks.md").deck
    assert deck.name == "os-locks"
    assert deck.id == "os-locks"
    assert [c.question for c in deck.cards] == ["What is a mutex?", "What is a semaphore?"]


@pytest.mark.parametrize(
    ("heading", "name"),
    [("# Contents of a JVM heap", "Contents of a JVM heap"), ("# Indexes", "Indexes")],
)
def test_a_title_that_only_mentions_contents_still_names_it(heading: str, name: str) -> None:
    assert result(f"{heading}\n\n{_BODY}", source="os-locks.md").deck.name == name


def test_a_section_heading_that_is_only_a_number_tags_nothing() -> None:
    text = (
        "## #1\n\n### What is a mutex?\n\nA lock only its owner can release.\n\n"
        "## #2\n\n### What is a semaphore?\n\nA counter of threads let in.\n\n"
        "## Deadlocks\n\n### What is a deadlock?\n\nTwo threads each waiting on the other.\n"
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "What is a mutex?",
        "What is a semaphore?",
        "What is a deadlock?",
    ]
    assert [c.tags for c in cards] == [(), (), ("deadlocks",)]
