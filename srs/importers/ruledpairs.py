"""Flashcards written as stretches between rules, each question's stretch followed by its
answer's, as card apps export Markdown decks (Mochi's, with a `card_id:` stretch before each
card) and people keep flashcard files:

    ---
    card_id: yRFFIvgE
    ---
    What are **Siamese networks**?
    ---
    Networks with shared weights that learn whether two inputs are alike.
    ---

Nothing labels the parts (a document that labels its answers is another layout), and a rule right under a line of text makes that line a setext
heading: every question and every answer became a heading, and most were reported as
questions without an answer. Where the stretches between rules (past front matter, stretches
of `key: value` fields alone left out) pair up, three pairs or more, and most first stretches
ask in a line or three of prose, each pair is labelled line for line: the rule over a
question goes blank and its first line takes a `Q:` label, the rule over its answer becomes
an `A:` line, the rule after it blank, and the fields' lines blank (a card's id, no text).
"""

from __future__ import annotations

from srs.importers.asking import asks
from srs.importers.common import ANSWER_RE, STRUCTURE_FIRST, holds
from srs.importers.fences import fence_after
from srs.importers.lazyre import lazy
from srs.importers.titles import front_matter_end

__all__ = ["ruled_pairs"]

_FIELD_RE = lazy(r"^[A-Za-z_][\w-]{0,30}:[ \t]*\S*[ \t]*$")
"""`card_id: yRFFIvgE`: one field of a card's own data."""
_FEWEST = 3
_SHARE = 0.7
_LONGEST_QUESTION = 3

Stretch = tuple[int, int, list[int]]
"""The rule line over a stretch (-1: none), the rule under it (len(lines): none), and its
lines with text."""


def ruled_pairs(text: str) -> str:
    """The text with each ruled question and answer labelled (see the module docstring)."""
    if not holds(text, "?\n---\n"):
        return text  # (a cheap test first: a question right over a rule)
    lines = text.split("\n")
    stretches = _stretches(lines)
    fields = [s for s in stretches if _fields_only(lines, s)]
    cards = [s for s in stretches if s[2] and s not in fields]
    if not _pairs(lines, cards):
        return text
    for over, under, rows in fields:
        for k in (*rows, over, under):
            if 0 <= k < len(lines):
                lines[k] = ""
    for (over, _, rows), (answer_over, under, _) in zip(cards[0::2], cards[1::2], strict=True):
        if over >= 0:
            lines[over] = ""
        lines[rows[0]] = f"Q: {lines[rows[0]].strip()}"
        lines[answer_over] = "A:"
        if under < len(lines):
            lines[under] = ""
    return "\n".join(lines)


def _pairs(lines: list[str], cards: list[Stretch]) -> bool:
    """Whether the stretches are questions and answers in turn: three pairs or more, each
    question a line or three of prose, most of them asking, no answer label anywhere."""
    if len(cards) < 2 * _FEWEST or len(cards) % 2:
        return False
    questions = cards[0::2]
    if not all(_prose_question(lines, q) for q in questions) or _labelled(lines, cards):
        return False
    return sum(asks(lines[q[2][0]]) for q in questions) >= _SHARE * len(questions)


def _stretches(lines: list[str]) -> list[Stretch]:
    """The stretches between rule lines at the margin, outside code, past front matter."""
    start = front_matter_end(lines)
    found: list[Stretch] = []
    over = start - 1 if start else -1
    rows: list[int] = []
    fence: str | None = None
    for k in range(start, len(lines)):
        line = lines[k]
        was_code = fence is not None
        fence, is_fence = fence_after(fence, line)
        if not was_code and not is_fence and line.rstrip() == "---":
            found.append((over, k, rows))
            over, rows = k, []
        elif line.strip():
            rows.append(k)
    found.append((over, len(lines), rows))
    return [s for s in found if s[2] or s[0] >= 0]


def _labelled(lines: list[str], stretches: list[Stretch]) -> bool:
    """Whether an answer label stands in the stretches: rules that part sections of a
    document whose answers say where they start (`✅ Answer:`), no pairs."""
    return any(ANSWER_RE.match(lines[k]) for _, _, rows in stretches for k in rows)


def _fields_only(lines: list[str], stretch: Stretch) -> bool:
    rows = stretch[2]
    return bool(rows) and all(_FIELD_RE.match(lines[k]) for k in rows)


def _prose_question(lines: list[str], stretch: Stretch) -> bool:
    """A question's stretch: a line or three of prose, no structure of its own."""
    rows = stretch[2]
    first = lines[rows[0]].lstrip()
    return len(rows) <= _LONGEST_QUESTION and first[:1] not in STRUCTURE_FIRST
