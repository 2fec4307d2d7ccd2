"""Questions numbered with a bare number and a blank (`1 How would you structure ...?`, `## 2
How do you ...`), no full stop or bracket after it: personal notes are typed so. Read as
written, each question kept its number as its first word. Where half of a document's
questions or more, two at the least, open so, their numbers rising, the number marks the
question and is no word of it: it goes. They count one by one (four steps in five at least:
a question left out skips one); counts that grow by more (`## 1. 3 Ways to ...`, `## 2. 5
Rules ...`) are the questions' words, as is a number opening one question alone (`3 reasons
Redis is fast?`).
"""

from __future__ import annotations

from itertools import pairwise

from srs.importers.lazyre import lazy

__all__ = ["counts_one_by_one", "without_bare_numbers"]

_LEAD_RE = lazy(r"^(?P<num>\d{1,3})[ \t]+(?=[^\W\d_])")
"""A number, a blank, then a word (`1 How ...`), not a figure (`1 000`) or a list's `1.`."""
_LEAST = 2


def without_bare_numbers(questions: list[str]) -> list[str]:
    """The questions, each without the bare number it opens with when they are numbered so
    (see the module docstring); as they are otherwise."""
    found = [
        (k, int(m.group("num")), m.end())
        for k, question in enumerate(questions)
        if question[:1].isdigit() and (m := _LEAD_RE.match(question)) is not None
    ]
    if len(found) < _LEAST or 2 * len(found) < len(questions):
        return questions
    if not counts_one_by_one([number for _, number, _ in found]):
        return questions  # counts (`3 Ways ...`, `5 Rules ...`), not a series: the words' own
    out = list(questions)
    for k, _, end in found:
        out[k] = questions[k][end:]
    return out


def counts_one_by_one(numbers: list[int]) -> bool:
    """Whether the numbers rise, four steps in five at least by one (a question left out
    skips one): questions' numbers, not counts in their words (`3 Ways`, `5 Rules`)."""
    steps = [after - before for before, after in pairwise(numbers)]
    return all(step > 0 for step in steps) and 5 * steps.count(1) >= 4 * len(steps)
