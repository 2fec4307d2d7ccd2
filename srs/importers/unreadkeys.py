"""An open card answered only by the number of a line of the list above it: options the
reader did not see as options, said so.

A choice question whose options are numbered in a way no option rule reads (`1-80`, `2-443`;
`1.tcp` with no series or label to tell) over its key by number (`Answer: 2`, `Выбран 2
ответ.`) became an open card answered "2", its options in its text: a key lost with no word.
When the card's text ends with a run of lines numbered 1, 2, 3 ... (two or more) and its
answer ends with a key naming one of them (a bare number, or a colonless key line), the card
is still made, open, and a warning names the question (srs.importers.cards).
"""

from __future__ import annotations

from srs.importers.colonlesskeys import key_number
from srs.importers.lazyre import lazy

__all__ = ["unread_number_key"]

_ITEM_RE = lazy(r"^[ \t]*(\d{1,2})[ \t]*[.)\-–:]")
"""A line numbered `1.`, `2)`, `3-`, `4:`, a blank after the mark or not (`1-80`, `1.tcp`)."""
_DIGIT_RE = lazy(r"\d")
_BARE_KEY_RE = lazy(r"\(?(\d{1,2})\)?\.?")


def unread_number_key(question: str, answer: str) -> int | None:
    """The option number an open card's answer names in the list ending its text (see the
    module doc), or None."""
    last = answer.rstrip().rpartition("\n")[2].strip()
    if _DIGIT_RE.search(last, 0, 24) is None:
        return None  # the cheap test first: most answers end in words
    bare = _BARE_KEY_RE.fullmatch(last)
    key = int(bare.group(1)) if bare else key_number(last) if last[:1].isalpha() else None
    if key is None:
        return None
    lines = [ln for ln in f"{question}\n{answer}".split("\n") if ln.strip()][:-1]
    numbers: list[int] = []  # the numbers of the lines right above the key, last first
    for line in reversed(lines):
        m = _ITEM_RE.match(line)
        if m is None:
            break
        numbers.append(int(m.group(1)))
    run = len(numbers)
    if run < 2 or numbers[::-1] != list(range(1, run + 1)):
        return None
    return key if 1 <= key <= run else None
