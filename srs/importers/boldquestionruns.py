"""A paragraph of bold questions, one a line and none answered (`**What is X?**` /
`**Why does Y happen?**` / ...): each line is a question of its own.

Question lists set each question as a bold line, with no blank line between them, often in
groups under bold labels (`**Basic questions:**`) and with no answers at all. Read as one
paragraph, the first line was the question and every line under it its answer (the other
questions, `**` and all), none of them reported. When every line of a paragraph of two or
more is a whole bold question (a stray number glued before the bold, `1**How ...?**`, is a
typing slip and allowed), the lines are siblings: each starts a question, and its answer
ends with its line (a labelled note under the last, `**Note:** ...`, is no answer). Text after a
line's bold that asks too (`**What is X?** Describe its steps.`) is part of that question;
text that does not ask (`**What is X?** X is ...`: a one-line question and answer) is not
this layout, and the paragraph reads as before.
"""

from __future__ import annotations

from srs.importers.asking import asks
from srs.importers.boldanswers import INLINE_BOLD_RE
from srs.importers.common import BOLD_QUESTION_RE
from srs.importers.labeltext import tidy_label
from srs.importers.lazyre import lazy
from srs.importers.values import Line, Start

__all__ = ["bold_question_run", "bold_run_starts", "run_starts"]

_STRAY_NUMBER_RE = lazy(r"^\d{1,2}(?=\*\*|__)")
"""A number glued before a line's bold (`1**How ...?**`): no list item, a slip."""
_NOTE_RE = lazy(r"^(?P<e>\*\*|__)[^*_?\n]{1,30}:(?P=e)[ \t]+\S")
"""A labelled note (`**Note:** ...`, `**Observação:** ...`) closing a run of questions."""


def bold_question_run(text_lines: list[str]) -> list[str] | None:
    """The question of each line of a paragraph (its lines, `text_lines`) when every line is
    a bold question and there are two or more; None for any other paragraph.

    Args:
        text_lines: the paragraph's lines as written.

    Returns:
        One question per line, in order (text after the bold joined when it asks; a closing
        labelled note is none), or None.
    """
    if len(text_lines) < 2 or "?" not in text_lines[1]:
        return None  # the cheap test: the second line must ask as well
    if len(text_lines) > 2 and _NOTE_RE.match(text_lines[-1].strip()):
        text_lines = text_lines[:-1]  # `**Note:** ...` under the run: no question's answer
    questions = [_run_line(line) for line in text_lines]
    return None if None in questions else [q for q in questions if q is not None]


def run_starts(text_lines: list[str], first: int) -> dict[int, Start]:
    """Row → question start of each line of the paragraph `text_lines` (its first line's row
    `first`) that is a run of bold questions, each ending on its own line; {} for another."""
    run = bold_question_run(text_lines)
    if run is None:
        return {}
    return {first + k: Start(None, q, weak=True, end=first + k + 1) for k, q in enumerate(run)}


def _run_line(line: str) -> str | None:
    """The question of one line of a run (`**What is X?**`, `1**Why Y?**`, `**What is X?**
    Describe it.`), or None when the line is no bold question or is answered after its bold."""
    line = _STRAY_NUMBER_RE.sub("", line.strip(), count=1)
    whole = BOLD_QUESTION_RE.match(line)
    if whole is not None:
        return tidy_label(whole.group("text"))
    m = INLINE_BOLD_RE.match(line)
    if m is None:
        return None
    rest = m.group("rest").strip()
    if rest and not asks(rest):
        return None  # `**What is X?** X is ...`: answered on its line
    return f"{tidy_label(m.group('q'))} {rest}".rstrip()


def bold_run_starts(lines: list[Line]) -> dict[int, Start]:
    """Row → question start of each line of every paragraph that is a run of bold questions
    (`bold_question_run`), each ending on its own line: for the line reader, as the Markdown
    reader reads such a paragraph (srs.importers.structure)."""
    starts: dict[int, Start] = {}
    i = 0
    while i < len(lines):
        if lines[i].code or lines[i].text[:1] not in _RUN_FIRST:
            i += 1
            continue  # the cheap test: a run's line opens with bold or a stray number
        end = i
        while end < len(lines) and not lines[end].code and lines[end].text.strip():
            end += 1
        starts.update(run_starts([line.text for line in lines[i:end]], i))
        i = max(end, i + 1)
    return starts


_RUN_FIRST = frozenset("*_0123456789")
"""The first character of a line that may open a run of bold questions."""
