"""A table of terms set over a page of questions (`## Overview` / `| Concept | Must-Know
Points |` / then `1. **Which layer ...?**` with answers), found carded row by row among the
page's questions in a judge's round (2026-11-30): it is the page's overview, its rows no
questions, reported. A glossary page of such a table alone still makes a card of each row."""

from __future__ import annotations

from tests.importing import result

_OVERVIEW = """\
# Week 2 Review — Networking Basics

## Overview — What You Need to Know

| Concept    | Must-Know Points                           |
| ---------- | ------------------------------------------ |
| OSI Model  | Seven layers from physical to application  |
| Subnetting | Splitting a network into smaller segments  |
| NAT        | Maps private addresses to a public address |

## Flashcards

1. **Which layer does a router work at?**
   The network layer (layer 3)

2. **What does DHCP hand out?**
   IP addresses and network settings
"""


def test_a_table_of_terms_over_the_pages_questions_is_its_overview() -> None:
    r = result(_OVERVIEW)
    assert [(c.question, c.answer) for c in r.deck.cards] == [
        ("Which layer does a router work at?", "The network layer (layer 3)"),
        ("What does DHCP hand out?", "IP addresses and network settings"),
    ]
    assert [w.split(": ", 1)[1] for w in r.warnings] == [
        "a table of 3 terms before the questions ('OSI Model | Seven layers from physical to application'); "
        "not imported"
    ]


_GLOSSARY = """\
# Networking glossary

| Term | Meaning |
|------|---------|
| NAT | Maps private addresses to a public one |
| DNS | Turns names into addresses |
| TTL | How long a packet may live |
"""


def test_a_glossary_page_keeps_its_rows_as_cards() -> None:
    assert [c.question for c in result(_GLOSSARY).deck.cards] == ["NAT", "DNS", "TTL"]
