"""A plain question over an `Answer:` label among bold or heading questions: a page of
`**Q3. How do you detect missing values?**` lines, each over its answer, where the author
added a question later without the bold (`Difference between loc and iloc?`, a blank line,
`Answer:`, the answer). The paragraph asks and an answer label follows it, so it opens a
card of its own; before this rule it was read as the end of the answer above, and the label
then split that card, turning the whole answer above into part of its question.

Only a paragraph that ends with `?` right over an answer label line, under a question that
is itself whole (it ends with `?`) and already has answer text of its own, is taken: a
question's own second line (`**Consider this code.**`, `What does it print?`, `Answer:`)
stays the question's.

Nor is a bold line that asks inside a labelled answer under a labelled question heading
(`## Question 2. What is X? Is it unique?`, `**Solution:** ...`, then `**Is X Always
Unique?**` over `**Answer: Yes** - ...`): a worked solution asks itself the heading's own
sub-questions in bold sub-headings and answers each; the heading's label says where the
questions are, and the label under it says the answer has begun."""

from __future__ import annotations

from bisect import bisect_left

from srs.importers.common import ANSWER_RE, BOLD_QUESTION_RE, Line, Start, next_content

__all__ = ["asked_over_labels"]


def asked_over_labels(
    lines: list[Line], starts: dict[int, Start], asking: dict[int, Start]
) -> dict[int, Start]:
    """The asking paragraphs (line index -> start) that open a question between `starts`."""
    if not asking or not starts:
        return {}
    keys = sorted(starts)
    out: dict[int, Start] = {}
    for i, start in asking.items():
        if i in starts or not start.label.endswith("?"):
            continue
        k = bisect_left(keys, i)
        if k == 0:
            continue
        above = starts[keys[k - 1]]
        first = keys[k - 1] + above.skip + 1
        if not _whole(above) or not _answered(lines, first, i):
            continue
        if _labelled_answer(lines, above, first) and BOLD_QUESTION_RE.match(lines[i].text):
            continue  # `**Is X Always Unique?**` inside a `**Solution:**`: the answer's own

        nxt = next_content(lines, i + start.skip)
        if nxt is not None and ANSWER_RE.match(lines[nxt].text) is not None:
            out[i] = start
    return out


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
