"""A list item titled over a list of questions with no answers (`- **OOP Concepts:**` over
`- Explain inheritance with examples.`, `- What is an abstract class?`): a category of
questions, as a chat assistant lists the questions an interview may ask, never a question
whose answer is the list. Its bullets are the questions, reported as unanswered.
"""

from __future__ import annotations

from srs.importers.asking import asks
from srs.importers.values import Line

__all__ = ["asked_under"]

_BULLETS = ("- ", "* ", "+ ")
_LEAST_ASKED = 2
"""How many bullets make a list of questions (one may be a point of an answer that asks)."""


def asked_under(lines: list[Line], title: int, below: int, end: int) -> list[int]:
    """The bullets under an item's title (line `title`; the item's lines `below` to `end`),
    when the title ends with a colon (it introduces them: `Coding Questions:`; a criterion
    over its checks, `**Correctness**`, does not), the bullets are all the item holds and
    half of them or more ask: the questions of a category; else none. A bullet that tells
    among them (`- Print a Fibonacci series.`) is one of the tasks set too."""
    if not lines[title].text.rstrip(" \t*_").endswith((":", "：")):
        return []
    bullets: list[int] = []
    for k in range(below, end):
        body = lines[k].text.strip()
        if not body:
            continue
        if lines[k].code or body[:2] not in _BULLETS or lines[k].text[:1] not in (" ", "\t"):
            return []  # prose, code or a line at the margin: an answer, not only questions
        bullets.append(k)
    if len(bullets) < _LEAST_ASKED:
        return []
    asking = sum(1 for k in bullets if asks(lines[k].text.strip()[2:].strip()))
    return bullets if 2 * asking >= len(bullets) else []
