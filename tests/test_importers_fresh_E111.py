"""Two findings on real documents read through (2026-11-30). A numbered question answered by
an empty quote (`5. What is X?` over `   >`) made a card with no answer text, and the deck it
was written into was refused whole ("card 'q02': missing 'answer'"): it is reported
unanswered. A section title led by a pictograph with a version's dot in it (`🔐 OAuth 2.0 &
OpenID Connect (31–60)`) was taken for the answer of the question above it, in a list of
questions nobody answered."""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
from tests.importing import result

_EMPTY_QUOTE = """\
1. What is A?
   > A letter.

2. What is B?
   >

3. What is C?
   > Another letter.
"""


def test_an_empty_quote_is_no_answer() -> None:
    r = result(_EMPTY_QUOTE)
    assert [(c.question, c.answer) for c in r.deck.cards] == [
        ("What is A?", "A letter."),
        ("What is C?", "Another letter."),
    ]
    assert [(s.line, s.reason) for s in r.skipped] == [(4, "question 2 has no answer; skipped")]


_TITLED_LIST = """\
## Core concepts (1–3)

What is a realm?

What is a client?

What is a trusted host?

🔐 OAuth 2.0 & OpenID Connect (4–5)
What is OAuth 2.0?

What is the implicit flow?
"""


def test_a_pictograph_title_with_a_version_is_no_answer() -> None:
    with pytest.raises(DocumentError, match="5 questions found, none with an answer"):
        result(_TITLED_LIST)
