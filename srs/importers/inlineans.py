"""A paragraph that asks and answers on one line: `A train covers 60 km in an hour. What is
its speed in m/s? Ans- 16.67`, as a placement-test scratchpad pastes each question with the
answer it found.

Its answer label sits inside the line, after the question mark, where no reader looked for
one: such paragraphs were read as more text of the question above them (or, alone, as no
question at all). A one-line paragraph that ends its question with `?` and goes on with an
answer label and the answer is a question whose answer opens on its own line (srs.importers
.structure records it so, line for line; srs.importers.askedoverlabels takes it between the
document's other questions).

The same pages type the label at the end of the question's line now and then, the answer on
the lines below (`What is the difference between X and Y? Answer:`, then the answer, at
times after a blank line): the label after the question mark ends the question there, and
the answer is what follows it, up to the next question. Such a line was read as more text
of the answer above, silently.

Notes typed as plain lines set a short answer after a dash instead (`What port does the API
server use? - 6443`, `... -- 6443`, or a colon): the question ends with its mark, the answer
follows the dash on the same line (`dashed_answer`; srs.importers.structure reads a paragraph
of such lines, srs.importers.plainasks one such line among plain question lines).
"""

from __future__ import annotations

from collections.abc import Mapping

from srs.importers.labeltext import tidy_label
from srs.importers.lazyre import lazy
from srs.importers.values import Start

__all__ = [
    "answered_starts",
    "dashed_answer",
    "glued_answers",
    "inline_answer",
    "trailing_label",
]

_INLINE_RE = lazy(
    r"^(?P<q>[^\n]*?\w[^\n]*?\?)[ \t]+(?:Ans|ANS|Answer|ANSWER)[ \t]*"
    r"(?:[-–—:][ \t]*(?P<a>\S[^\n]*)|:[ \t]*)$"
)
"""A question ending with `?`, then an answer label (`Ans-`, `Answer:`) and the answer, or
the label `Answer:` last, the answer below."""


_DASHED_RE = lazy(r"^(?P<q>[^?\n]{3,}\?)[ \t]+(?:--?|[–—:])[ \t]+(?P<a>\S.*)$")
"""`Q? - A`, `Q? -- A`, `Q? : A`: a question ending with its mark, then a dash (or colon)
between blanks and the answer. A dash inside the question (`... containers - rm or
stop?`) is not after its mark: no answer."""


def dashed_answer(text: str) -> tuple[str, str] | None:
    """(question, answer) of a line that asks and answers after a dash (see `_DASHED_RE`);
    None for any other line (a literal test first: most lines hold no `?`)."""
    if "?" not in text:
        return None
    m = _DASHED_RE.match(text.strip())
    return (m.group("q"), m.group("a")) if m is not None else None


def inline_answer(text: str) -> tuple[str, str] | None:
    """(question, answer) of a one-line paragraph that asks and then answers after its
    label (see the module doc), the answer '' when the label ends the line; None for any
    other text (a literal test first)."""
    if "?" not in text or ("Ans" not in text and "ANS" not in text):
        return None
    m = _INLINE_RE.match(text.strip())
    return (m.group("q").strip(), (m.group("a") or "").strip()) if m is not None else None


def trailing_label(text: str) -> bool:
    """Whether a line asks and ends with its answer label (`What is X? Answer:`): the
    answer is below it, as below a label on a line of its own."""
    told = inline_answer(text)
    return told is not None and not told[1]


def glued_answers(lines: list[str]) -> list[tuple[int, str, str]]:
    """(offset, question, answer) of each line after a paragraph's first that asks and
    answers on its own line: the scratchpad that writes `Q? Answer: A` paragraphs also types
    one right under the last line of the answer above, with no blank line between. Read as
    that answer's text, the question was lost in it without a word."""
    found: list[tuple[int, str, str]] = []
    for offset, line in enumerate(lines[1:], start=1):
        if (told := inline_answer(line)) is not None:
            found.append((offset, *told))
    return found


def answered_starts(span: list[int], content: str, asked: Mapping[int, Start]) -> dict[int, Start]:
    """The questions a paragraph (its lines `span`, its text `content`) asks and answers on
    its own lines, by line: one on a one-line paragraph; among paragraphs so answered
    (`asked`, the asking paragraphs found above), each glued under the answer above it. Empty
    for any other paragraph."""
    if span[1] - span[0] == 1:
        told = inline_answer(content)
        return (
            {} if told is None else {span[0]: Start(None, tidy_label(told[0]), True, rest=told[1])}
        )
    glued = glued_answers(content.split("\n"))
    if not glued or not any(start.rest for start in asked.values()):
        return {}
    return {span[0] + k: Start(None, tidy_label(q), True, rest=a) for k, q, a in glued}
