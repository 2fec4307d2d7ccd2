"""An answer that states its point and then lists its cases as `a)`, `b)`, `c)`.

Old Q&A lists answer `What is static in Java?` with a sentence, then the cases one to a
lettered line: `static is a Java keyword.` / `a) On a method ...` / `b) On a field ...`. The
lettered lines read as options, the sentence as more of the question, and with no key
anywhere the question was skipped. A quiz question's stem never ends in a statement after
it has asked: when the question's own first paragraph asks (ends in `?`) and what follows it
before the options is a plain statement (ends in `.`, or in the `,` that runs it on into its
list: `There are four types of routes,` / `A. web.php` ...; asks nothing, introduces nothing
with `:`), and no key names an option, the options are the answer's points: the card is an open
one, its answer the sentence and the lettered lines as written.

Used by srs.importers.cards for a choice question that has no key.
"""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.common import Line

__all__ = ["points_answer"]

_LETTER_LINE_RE = re.compile(
    r"^[ \t]*[-*+]?[ \t]*(?P<mark>\(?(?P<letter>[A-Za-z])[.)])[ \t]+(?P<text>\S.*)$"
)


def points_answer(
    question: str, choices: dict[str, str], lines: list[Line]
) -> tuple[str, str] | None:
    """(question, answer) when the choices are an answer's lettered points (see the module
    docstring), else None. `lines` are the question block's lines, for the letters as
    written."""
    asked, sep, stated = question.rpartition("\n\n")
    stated = stated.strip()
    if not sep or not asked.rstrip(" *_").endswith("?") or "\n\n" in asked:
        return None
    if not stated.endswith((".", ",")) or "?" in stated or asks(stated) or ":" in stated[-2:]:
        return None
    written = [_written(letter, text, lines) for letter, text in choices.items()]
    return asked.strip(), "\n".join([stated, *written])


def _written(letter: str, text: str, lines: list[Line]) -> str:
    """The option's line with its letter as the document writes it (`a)`, `(b)`, `C.`), else
    `a) text`."""
    for line in lines:
        m = _LETTER_LINE_RE.match(line.text)
        if m is None or m.group("letter").upper() != letter:
            continue
        if m.group("text").strip() == text:
            return f"{m.group('mark')} {text}"
    return f"{letter.lower()}) {text}"
