"""Importer layouts met in the ninth and tenth (2026-11-30) sessions' rounds: each test is the
shape of a real document the importer misread, written small.

None of these is a copy of a document; each is a made-up file of the same layout.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str, dict[str, str]]]:
    return [(c.question, c.answer, c.explanation, dict(c.choices)) for c in result(text).deck.cards]


_BROKEN_STARS = (
    "1. *What is **Parity* in a disk array?**\n"
    "    - *Answer*: A check value that lets a lost disk be rebuilt.\n"
    "\n"
    "2. *What is the difference between **hot* and *cold* spares?**\n"
    "    - *Answer*: A hot spare runs already; a cold one must be switched on.\n"
    "\n"
    "3. *What is a **stripe**?*\n"
    "    - *Answer*: A run of blocks spread over the disks.\n"
)


def test_an_italic_question_with_a_bold_span_opened_inside_it_loses_its_stars() -> None:
    """An italic question (`*What is X?*`) whose author opened a bold span inside it and
    closed it after the italics (`*What is **X* in Y?**`): Markdown pairs those stars only as
    italics inside italics, which nobody writes, and the card showed them. They go; a bold
    span closed inside the italics is the author's emphasis and stays."""
    assert [q for q, _, _, _ in _cards(_BROKEN_STARS)] == [
        "What is Parity in a disk array?",
        "What is the difference between hot and cold spares?",
        "*What is a **stripe**?*",
    ]
