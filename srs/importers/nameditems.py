"""Whether the list under a question only names what the question points at, and so is no answer.

A question that points at items (`Briefly explain one or both of the following design
patterns?`, `Which of these would you pick?`) over a short list of names and
nothing else (`- Singleton`, `- Factory`) lists the things it asks about: the list is part
of the question, which has no answer yet. Read as the answer, a page's unanswered question
became a card answered "Singleton, Factory". A list that is the answer is not pointed at
(`What are the SOLID principles?` over its five names, `Name two HTTP methods.` over `- GET`,
`- POST`); a list followed by prose, whose items tell (`- Singleton: one instance`,
`- It keeps one instance.`), nest (a hierarchy of the names) or repeat names the question
already gave (`Arrange the following: List, Set, Map` over them in order) holds an answer,
and stays one. A title ending in a colon (`## Who this course is for:` over `- Students`)
points at nothing: its list answers it, or the page's text introduces it.

Used by the line reader (srs.importers.blocks) for a heading question with no answer label.
"""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy

__all__ = ["named_items"]

_POINTING_RE = lazy(
    r"\b(?:the\s+following|these|those|below|listed|which\s+of|one\s+or\s+both|either\s+of)\b"
    r"|下列|以下|folgenden?\b|siguientes?\b|suivante?s?\b|следующ",
    re.I,
)
"""Words that point at items written after the question (`the following`, `these`, `which
of`; `下列`, `folgenden`, `siguientes`, `suivants`, `следующих` in other languages)."""

_NAME_RE = lazy(
    r"^(?P<indent>[ \t]*)[-*+•][ \t]+(?P<name>[^\s:;：；.?!？。][^:;：；?!？。]*?)[ \t]*$"
)
"""A bulleted item that only names something: no sentence's end, no colon telling about it.
Numbered items under a question are its options (srs.importers.options), not names."""

_NAME_WORDS = 5
"""How many words a named item has, at most (`Dependency inversion principle`)."""


def named_items(question: list[str], under: list[str]) -> bool:
    """Whether the lines `under` a question (no answer label) are only a short list naming
    what the question points at (`... the following design patterns?` over `- Singleton`,
    `- Factory`): part of the question, not its answer (see the module doc)."""
    asked = [line for line in under if line.strip()]
    text = " ".join(line.strip() for line in question).strip(" \t*_#")
    if not asked or not text or not (_POINTING_RE.search(text)):
        return False
    indents = set()
    for line in asked:
        m = _NAME_RE.match(line)
        if m is None or len(m.group("name").split()) > _NAME_WORDS:
            return False
        if m.group("name").strip("`*_ ").casefold() in text.casefold():
            return False  # `Order the following: List, Set, Map`: the list orders them, an answer
        indents.add(m.group("indent"))
    return len(indents) == 1  # a nested list arranges the names (a hierarchy): an answer
