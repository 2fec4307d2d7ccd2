"""A plain question over an `Answer:` label among bold or heading questions: a page of
`**Q3. How do you detect missing values?**` lines, each over its answer, where the author
added a question later without the bold (`Difference between loc and iloc?`, a blank line,
`Answer:`, the answer). The paragraph asks and an answer label follows it, so it opens a
card of its own; before this rule it was read as the end of the answer above, and the label
then split that card, turning the whole answer above into part of its question.

Only a paragraph that ends with `?` right over an answer label line, under a question that
is itself whole (it ends with `?`) and already has answer text of its own, is taken: a
question's own second line (`**Consider this code.**`, `What does it print?`, `Answer:`)
stays the question's. Under a question that is not whole, a run of three or more such
paragraphs is taken too (a scratchpad's questions pasted one to a paragraph, each with its
`Ans-`, after the last numbered one): a question has no three second lines. A paragraph
that asks and answers on its line (`... in m/s? Ans- 16.67`, srs.importers.inlineans) is
taken as one over its label, and so is one that ends with the label (`... ? Answer:`).

Nor is a bold line that asks inside a labelled answer under a labelled question heading
(`## Question 2. What is X? Is it unique?`, `**Solution:** ...`, then `**Is X Always
Unique?**` over `**Answer: Yes** - ...`): a worked solution asks itself the heading's own
sub-questions in bold sub-headings and answers each; the heading's label says where the
questions are, and the label under it says the answer has begun."""

from __future__ import annotations

from bisect import bisect_left

from srs.importers.common import ANSWER_RE, BOLD_QUESTION_RE, next_content
from srs.importers.inlineans import trailing_label
from srs.importers.values import Line, Start

__all__ = ["asked_over_labels"]


def asked_over_labels(
    lines: list[Line], starts: dict[int, Start], asking: dict[int, Start]
) -> dict[int, Start]:
    """The asking paragraphs (line index -> start) that open a question between `starts`."""
    if not asking or not starts:
        return {}
    keys = sorted(starts)
    out: dict[int, Start] = {}
    under: dict[int, list[int]] = {}  # a question that is not whole -> the paragraphs under it
    for i, start in asking.items():
        if not start.label.endswith("?"):
            continue
        k = bisect_left(keys, i)
        if k == 0 or i in starts:
            continue
        above = starts[keys[k - 1]]
        first = keys[k - 1] + above.skip + 1
        if not _answered(lines, first, i):
            continue
        if _labelled_answer(lines, above, first) and BOLD_QUESTION_RE.match(lines[i].text):
            continue  # `**Is X Always Unique?**` inside a `**Solution:**`: the answer's own

        if start.rest or trailing_label(lines[i].text) or _label_below(lines, i + start.skip):
            out[i] = start
            if not _whole(above):
                under.setdefault(keys[k - 1], []).append(i)
    return _runs_only(out, under)


def _runs_only(out: dict[int, Start], under: dict[int, list[int]]) -> dict[int, Start]:
    """The paragraphs taken, less those under a question that is not whole and that make no
    run of `_RUN` there: one may be that question's own second line; only a run asks."""
    for rows in under.values():
        if len(rows) < _RUN:
            for i in rows:
                del out[i]
    return out


_RUN = 3
"""How many asking paragraphs over labels, under a question that does not end with `?`,
make a run of questions of their own (a scratchpad pasting each question and its `Ans-`
under the last numbered one), not that question's own lines."""


def _label_below(lines: list[Line], last: int) -> bool:
    """Whether an answer label is the next line with text after line `last`."""
    nxt = next_content(lines, last)
    return nxt is not None and ANSWER_RE.match(lines[nxt].text) is not None


def _whole(start: Start) -> bool:
    """A question that ends with `?` (past closing emphasis): nothing more of it follows."""
    return start.label.rstrip("*_ \t").endswith("?")


def _answered(lines: list[Line], first: int, end: int) -> bool:
    """Whether lines first..end-1 hold text other than an answer label."""
    for j in range(first, min(end, len(lines))):
        text = lines[j].text
        if text.strip() and ANSWER_RE.match(text) is None:
            return True
    return False


def _labelled_answer(lines: list[Line], above: Start, first: int) -> bool:
    """Whether the question above is a labelled heading (`## Question 2. ...`) whose answer
    opens with an answer label (`**Solution:** ...`)."""
    if not above.labelled or above.level is None:
        return False
    nxt = next_content(lines, first - 1)  # the first line with text below the question
    return nxt is not None and ANSWER_RE.match(lines[nxt].text) is not None
