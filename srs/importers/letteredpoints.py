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

A question that asks for a number of things (`Sebutkan dua keuntungan ...` name two
advantages, `List at least 3 differences.`) and is followed by exactly that many lettered
lines, none keyed, each a statement of a few words or more, is answered by them too: a
student's answer sheet writes its points `a. ...`, `b. ...`, and a choice question does not
offer as many options as it asks for things.

Used by srs.importers.cards for a choice question that has no key.
"""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.common import Line
from srs.importers.lazyre import lazy

__all__ = ["points_answer"]

_LETTER_LINE_RE = lazy(
    r"^[ \t]*[-*+]?[ \t]*(?P<mark>\(?(?P<letter>[A-Za-z])[.)])[ \t]+(?P<text>\S.*)$"
)


def points_answer(
    question: str, choices: dict[str, str], lines: list[Line]
) -> tuple[str, str] | None:
    """(question, answer) when the choices are an answer's lettered points (see the module
    docstring), else None. `lines` are the question block's lines, for the letters as
    written."""
    counted = _counted_points(question, choices, lines)
    if counted is not None:
        return counted
    asked, sep, stated = question.rpartition("\n\n")
    stated = stated.strip()
    if not sep or not asked.rstrip(" *_").endswith("?") or "\n\n" in asked:
        return None
    if not stated.endswith((".", ",")) or "?" in stated or asks(stated) or ":" in stated[-2:]:
        return None
    written = [_written(letter, text, lines) for letter, text in choices.items()]
    return asked.strip(), "\n".join([stated, *written])


_COUNT_RE = lazy(
    r"\b(?:(?:at[ \t]+least|minimal|minimum|setidaknya|sedikitnya)[ \t]+)?"
    r"(?P<n>[2-9]|two|three|four|five|six|dua|tiga|empat|lima|enam|dos|tres|cuatro|cinco"
    r"|deux|trois|quatre|cinq|zwei|drei|vier|fünf)\b",
    re.I,
)
"""A count of things asked for: `two`, `3`, `minimal 3`, Indonesian `dua`, Spanish `tres`."""
_NUMBERS = {
    **{str(n): n for n in range(2, 10)},
    **dict.fromkeys(("two", "dua", "dos", "deux", "zwei"), 2),
    **dict.fromkeys(("three", "tiga", "tres", "trois", "drei"), 3),
    **dict.fromkeys(("four", "empat", "cuatro", "quatre", "vier"), 4),
    **dict.fromkeys(("five", "lima", "cinco", "cinq", "fünf"), 5),
    **dict.fromkeys(("six", "enam"), 6),
}
_FEWEST_WORDS = 4
_SENTENCE_END_RE = lazy(r"(?<=[.!?])[ \t]+(?=\S)")


def _counted_points(
    question: str, choices: dict[str, str], lines: list[Line]
) -> tuple[str, str] | None:
    """(question, answer) when the question asks for as many things as it has unkeyed
    lettered lines, each a statement (see the module doc), else None."""
    tail = _SENTENCE_END_RE.split(question.strip())[-1]  # `X is like Y. Name 3 ...`: the task
    if "\n" in question.strip() or not (tail.rstrip(" *_").endswith("?") or asks(tail)):
        return None
    m = _COUNT_RE.search(question)
    if m is None or _NUMBERS[m.group("n").lower()] != len(choices):
        return None
    if any(len(text.split()) < _FEWEST_WORDS for text in choices.values()):
        return None
    written = [_written(letter, text, lines) for letter, text in choices.items()]
    return question.strip(), "\n".join(written)


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
