"""`Question:` alone on its line, the question on the lines below, then `Solution:` alone.

Course quizzes and problem sets written as plain text put each label on a line of its own:

    1. grep for a time range

    Question:
    Which grep command matches lines between 1:20 and 1:30 PM?

    Solution:
    grep -cE ':13:2[0-9]:' access.log

Such a bare label was a start only where nothing else in the document asked. But a question
under it that ends with `?` is something else that asks: that paragraph became the question,
its `Question:` label left in, and every question written as a task (`Write awk commands
to:`) was read as part of the answer above. Where a document has two bare question labels
or more, and every other start it has is one of them or sits in one's question (after the
label, before the next answer label), the labels are the starts. The numbered line over each
label (`1. grep for a time range`) titles it: a section heading, not the end of the answer
above.
"""

from __future__ import annotations

import bisect
import itertools

from srs.importers.common import ANSWER_RE, BARE_QUESTION_LABEL_RE
from srs.importers.lazyre import lazy
from srs.importers.values import Line, Start

__all__ = ["bare_label_starts", "label_titles", "labels_hold"]


def bare_label_starts(lines: list[Line]) -> dict[int, Start]:
    """`Question:` alone on its line, the question on the lines below (up to `Answer:`): a
    start only in a document where nothing else asks, or where the other starts are all in
    these labels' questions (inside a question's own block, such a line is one of its parts,
    `### Problem 3` over `Question:` / `Hints:` / `Solution:`)."""
    return {
        i: Start(None, "", labelled=True)
        for i, line in enumerate(lines)
        if not line.code
        and line.text.rstrip(" *_").endswith((":", "："))
        and BARE_QUESTION_LABEL_RE.match(line.text)
    }


_TITLE_MAX = 100
"""How long a line over a label can be and still be its title (not a paragraph of text)."""

_NUMBER_RE = lazy(r"^[ \t]*(?P<n>\d{1,4})[.)][ \t]+(?=\S)")


def label_titles(lines: list[Line], bare: dict[int, Start]) -> dict[int, tuple[int, str]]:
    """The numbered title line over each bare label (blank lines between, a blank or nothing
    above it), as a heading of the deepest level, its number left out: only where they are
    numbered in series (`1.`, `2.`, `3.`), two or more. A numbered line that ends an answer
    (`2. Restart the service` over the next `Question:`) breaks the series: then none is."""
    titles: dict[int, tuple[int, str]] = {}
    numbers: list[int] = []
    for i in sorted(bare):
        t = i - 1
        while t >= 0 and not lines[t].text.strip():
            t -= 1
        if t < 0 or t == i - 1 or lines[t].code or (t > 0 and lines[t - 1].text.strip()):
            continue
        text = lines[t].text.strip()
        m = _NUMBER_RE.match(text)
        if m is None or len(text) > _TITLE_MAX or text.endswith((":", "：")):
            continue
        titles[t] = (6, text[m.end() :])
        numbers.append(int(m.group("n")))
    series = all(b == a + 1 for a, b in itertools.pairwise(numbers))
    return titles if len(titles) >= 2 and series else {}


def labels_hold(lines: list[Line], starts: dict[int, Start], bare: dict[int, Start]) -> bool:
    """Whether the bare labels (two or more) account for every start: each is a label or in
    the question under one (no answer label between them)."""
    if len(bare) < 2 or len(starts) > len(bare):
        return False
    labels = sorted(bare)
    answers = [
        i
        for i, line in enumerate(lines)
        if not line.code
        and line.text.rstrip(" *_").endswith((":", "："))
        and ANSWER_RE.match(line.text) is not None
    ]
    for i in starts:
        k = bisect.bisect_right(labels, i) - 1
        if k < 0:
            return False
        label = labels[k]
        if bisect.bisect_right(answers, i) != bisect.bisect_right(answers, label):
            return False  # an answer label between: the start is a question of its own
    return True
