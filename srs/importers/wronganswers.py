"""Question records that keep the right answer apart from the wrong ones, and their reading
lists.

Trivia and exam-bank files (Open Trivia DB's `correct_answer` / `incorrect_answers`, a
grader's `correct_answer` / `wrong_answers`) hold no list of options: the right text in one
field, the distractors in another. Read field by field, the distractors were dropped without
a word and every question became an open card. Here they make the options: the author's
wrong answers in their order, the right one placed among them at a position drawn from the
question's text (stable from one import to the next), so the key is not always `A`.

Such records often list where to read more (`references`: documentation URLs); dropped, the
card lost its sources. They go under the explanation as a `References:` list.
"""

from __future__ import annotations

import zlib
from collections.abc import Mapping
from typing import Any

from srs.importers.common import LETTERS

__all__ = ["REFERENCE_KEYS", "WRONG_KEYS", "right_among_wrong", "with_references"]

WRONG_KEYS = ("incorrectanswers", "wronganswers", "incorrectoptions", "wrongoptions",
              "incorrectchoices", "wrongchoices", "distractors", "falseanswers")  # fmt: skip
"""Fields holding a record's wrong answers (names folded: `incorrect_answers`)."""
REFERENCE_KEYS = ("references", "reference", "furtherreading", "readmore", "learnmore",
                  "seealso", "links", "sources")  # fmt: skip
"""Fields holding where to read more about a record's answer."""


def right_among_wrong(question: str, right: Any, wrong: Any) -> tuple[dict[str, str], str]:
    """The options (letter -> text) made of the right answer and the wrong ones, and the
    right text; ({}, "") unless `right` is one text (or a list of one) and `wrong` a list of
    one to seven other texts."""
    if isinstance(right, list) and len(right) == 1:
        right = right[0]
    if not _plain(right) or not isinstance(wrong, list) or not wrong:
        return {}, ""
    if len(wrong) >= len(LETTERS) or not all(_plain(w) for w in wrong):
        return {}, ""
    texts = [str(w).strip() for w in wrong]
    answer = str(right).strip()
    if answer.casefold() in (t.casefold() for t in texts) or len(set(texts)) < len(texts):
        return {}, ""  # the right answer among the wrong ones, or a wrong one twice: unreadable
    at = zlib.crc32(question.encode("utf-8")) % (len(texts) + 1)
    texts.insert(at, answer)
    return dict(zip(LETTERS, texts, strict=False)), answer


def with_references(explanation: str, references: Any) -> str:
    """The explanation with the record's references listed under it (`References:` and one
    line each); the explanation as it is when there are none or it names them already."""
    items = references if isinstance(references, list) else [references]
    texts: list[str] = []
    for item in items:
        text = _reference_text(item) if isinstance(item, Mapping) else ""
        text = text or (str(item).strip() if _plain(item) else "")
        if text and text not in explanation and text not in texts:
            texts.append(text)
    if not texts:
        return explanation
    if len(texts) == 1:
        note = f"Reference: {texts[0]}"
    else:
        note = "References:\n" + "\n".join(f"- {text}" for text in texts)
    return f"{explanation}\n\n{note}" if explanation else note


def _reference_text(reference: Mapping[Any, Any]) -> str:
    """A reference kept as a record (`{"title": ..., "url": ...}`): `[title](url)`, or
    whichever of the two it has."""
    title = str(reference.get("title") or reference.get("name") or "").strip()
    url = str(reference.get("url") or reference.get("link") or reference.get("href") or "")
    url = url.strip()
    if title and url:
        return f"[{title}]({url})"
    return title or url


def _plain(value: Any) -> bool:
    """A text or number a card can show (no list, record or flag), not blank."""
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        return False
    return bool(str(value).strip())
