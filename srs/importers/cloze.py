"""Anki's cloze notes as cards: one card per cloze number, the deletion as its answer.

    The {{c1::GIL}} lets one thread run at a time.      ->  The [...] lets one thread run at
                                                           a time.  /  GIL
    {{c1::TCP}} is connection-oriented; {{c2::UDP::a protocol}} is not.
        ->  [...] is connection-oriented; UDP is not.  /  TCP
        ->  TCP is connection-oriented; [a protocol] is not.  /  UDP

As Anki shows them: the deletions of the card's number hidden (as `[...]`, or `[hint]` when
the note gives one), the others shown as their text; the note's other field (Anki's "Back
Extra") is the explanation.
"""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy

CLOZE_RE = lazy(r"\{\{c(?P<n>\d+)::(?P<text>.*?)(?:::(?P<hint>[^}]*?))?\}\}", re.S)


def has_cloze(text: str) -> bool:
    return "{{c" in text and CLOZE_RE.search(text) is not None


def cloze_cards(text: str) -> list[tuple[int, str, str]]:
    """(number, question, answer) for each cloze number of a note's text, in number order."""
    numbers = sorted({int(m.group("n")) for m in CLOZE_RE.finditer(text)})
    out: list[tuple[int, str, str]] = []
    for n in numbers:
        answers: list[str] = []

        def show(m: re.Match[str], n: int = n, answers: list[str] = answers) -> str:
            if int(m.group("n")) != n:
                return m.group("text")
            answers.append(m.group("text").strip())
            hint = (m.group("hint") or "").strip()
            return f"[{hint}]" if hint else "[...]"

        question = CLOZE_RE.sub(show, text).strip()
        out.append((n, question, ", ".join(dict.fromkeys(a for a in answers if a))))
    return out
