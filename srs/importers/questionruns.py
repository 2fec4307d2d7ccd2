"""Questions on lines of their own, one per paragraph (for srs.importers.structure): a run
of them is a list of questions to prepare, each left unanswered; a section's title may stand
over one (`🌍 DNS (Q21–Q40)`)."""

from __future__ import annotations

from srs.importers.asking import asks
from srs.importers.common import is_blank, next_content
from srs.importers.lazyre import lazy
from srs.importers.toldlines import told_prompt
from srs.importers.values import Line

__all__ = ["lone_question", "marked_title", "question_run"]


def question_run(lines: list[Line], first: int, nxt: int | None, need: int = 3) -> bool:
    """Whether the one-line question at line `first` stands in a run of `need` or more with
    no answer between (a list of questions to prepare, one per paragraph). Three in a row
    are no answer's rhetorical questions: each is a question left unanswered."""
    run = [first]
    k: int | None = first
    while len(run) < need and (k := _content_before(lines, k)) is not None:
        if not lone_question(lines, k):
            break
        run.append(k)
    k = nxt
    while len(run) < need and k is not None and lone_question(lines, k):
        run.append(k)
        k = next_content(lines, k)
    return len(run) >= need


def _content_before(lines: list[Line], k: int | None) -> int | None:
    """The last line with text above line k."""
    if k is None:
        return None
    return next((j for j in range(k - 1, -1, -1) if not is_blank(lines[j])), None)


def lone_question(lines: list[Line], k: int) -> bool:
    """Line k is a paragraph of its own that asks (`What is DNS?`), or one under a section's
    title (`🌍 DNS (Q21–Q40)` over it); not code."""
    text = lines[k].text.strip()
    if lines[k].code or not text or len(text) > 300 or text[-1] not in "?.":
        return False
    above = k == 0 or is_blank(lines[k - 1]) or marked_title(lines[k - 1].text.strip())
    alone = above and (k + 1 >= len(lines) or is_blank(lines[k + 1]))
    return alone and (asks(text) if text[-1] == "?" else told_prompt(text))


_RANGE_RE = lazy(r"\(?Q?\d{1,4}[ \t]*[-–—][ \t]*Q?\d{1,4}\)?")


def marked_title(title: str) -> bool:
    """A section's title by its marks: led by a pictograph (`🌍 DNS`) or naming the range of
    its questions (`DNS (Q21–Q40)`), where a line of an answer is no such thing."""
    pictograph = title[:1] >= "\u2190" and not title[:1].isalpha()
    return pictograph or _RANGE_RE.search(title) is not None


def section_over_question(texts: list[str]) -> int | None:
    """A paragraph whose first line is a short title (no sentence: it neither asks nor ends
    with a stop) over a line that asks and the answer: a section's title where the pairs
    go on, as notes pasted from a chat or a doc number their groups (`🔹 11–20: Data
    Structures`). Titles marked as such (see `marked_title`) may stand over a question with
    no answer, and several over one another (a page's title over its first section's). The
    index of the question line; None for any other paragraph."""
    titles = 1
    while titles < len(texts) - 1 and marked_title(texts[titles].strip()):
        titles += 1
    if titles > 1 and not marked_title(texts[0].strip()):
        titles = 1
    if len(texts) < 2 or len(texts[titles - 1]) > 80:
        return None
    title, question = texts[titles - 1].strip(), texts[titles].strip()
    if title[-1:] in ".?!:;," and not _NUMBERED_TITLE_RE.match(title):
        return None
    if len(texts) == titles + 1 and not marked_title(title):
        return None  # `Paris` / `What is X?`: an answer's last line, then the next question
    return titles if not asks(title) and question.endswith("?") and asks(question) else None


_NUMBERED_TITLE_RE = lazy(r"^[^\W\d_]{2,20}(?:[ \t][^\W\d_]{2,20})?[ \t]*#?\d{1,4}[ \t]*:$")
"""A word and a number with a colon (`Task 4:`, `Exercise 12:`): the item's label over its
question, as a title is, though a colon ends it."""
