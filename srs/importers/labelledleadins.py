"""The code a labelled question asks about, set out above its label: the question's own.

A quiz that labels its questions and answers (`问：` over `答：`, `Q:` over `A:`, `Pregunta:`
over `Respuesta:`) may set out what a question asks about before its label: a sub-part's
number on a line of its own and its code (`6.1` / a fenced listing / `问：第几行...？` /
`答：第3行。`, then `6.2` / a listing / `问：...` / `答：...` under `### 6. Title`). Read by
the labels, each listing was text of the card above: the first the heading's "answer", every
later one glued to the answer before it, and each question was left without the code it asks
about.

Where the document pairs two or more question labels with answer labels, a fenced block that
ends right above a question label under a sub-part number line of its own (`6.1`, `2.3.`)
is that question's lead-in: the label moves up to the number line (`问： 6.1`), line for line,
so the question reads from there down to its answer label. The sub-parts after the first
name their cards after the question they belong to (`q06_2`: srs.importers.subnumbers
.labelled_sub_id; the first is read with its heading, `q06`), so the questions after them
keep their own ids. A block with no number line over it stays where it is: an answer's own
example may end right above the next label, and nothing tells the two apart. So does a block
with a line of text between it and the label.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from srs.importers.common import ANSWER_RE, holds
from srs.importers.fences import closed_fences, outside_code
from srs.importers.labelwords import QUESTION_LABELS
from srs.importers.lazyre import lazy

__all__ = ["labelled_lead_ins"]

_LABEL_RE = lazy(
    rf"^(?P<label>(?:q|{'|'.join(QUESTION_LABELS)})[ \t]*\d{{0,4}}[ \t]*[:：])[ \t]*(?P<text>\S.*)$",
    re.I,
)
"""`问：第几行...？`, `Q: Which line ...?`, `Pregunta 2: ...`: a question's label and its text."""
_SUB_PART_RE = lazy(r"^[ \t]{0,3}(?P<b>\*\*|__)?(?P<num>\d{1,3}(?:\.\d{1,3})+)\.?(?P=b)?[ \t]*$")
"""A sub-part's number alone on its line (`6.1`, `2.3.`, `**6.2**`)."""
_A_RE = lazy(r"^[ \t]{0,3}(?:\*\*|__)?a[ \t]*\d{0,4}[ \t]*(?:\*\*|__)?[:：]", re.I)
"""`A:`, `**A1:**`: the answer label of `Q:` notes, which `ANSWER_RE` leaves to options (a
plain `A:` may be one) but which under a `Q:` label answers it."""
_MIN_PAIRS = 2
"""How many labelled questions must have their answer labels for the labels to be read so."""


def labelled_lead_ins(text: str) -> str:
    """The text with each labelled question's lead-in (a sub-part number line and a fenced
    block right above the label) taken under its label (see the module doc)."""
    if not holds(text, "```", "~~~") or not holds(text, ":", "："):
        return text  # the cheap tests first: no code, or no label
    lines = text.split("\n")
    opens = {close: start for start, close in closed_fences(lines) if _numbered(lines, start)}
    if not any(_label(line) for line in _after(lines, opens)):
        return text  # no numbered block right over a label: the common case, cheaply
    labelled = [k for k, line in outside_code(lines) if _label(line) is not None]
    paired = [k for n, k in enumerate(labelled) if _answered(lines, k, labelled[n + 1 : n + 2])]
    if len(paired) < _MIN_PAIRS:
        return text
    for k in paired:
        if k - 1 in opens:
            _take_lead_in(lines, k, opens[k - 1])
    return "\n".join(lines)


def _after(lines: list[str], closes: Iterable[int]) -> Iterator[str]:
    """The line right after each of `closes` (a block's closing fence), where there is one."""
    return (lines[close + 1] for close in closes if close + 1 < len(lines))


def _numbered(lines: list[str], start: int) -> bool:
    """Whether a sub-part number line (`6.1`) stands right over the block opening at `start`."""
    return (
        start > 0
        and lines[start - 1][:4].lstrip(" \t*_")[:1].isdigit()
        and bool(_SUB_PART_RE.match(lines[start - 1]))
    )


def _label(line: str) -> re.Match[str] | None:
    """The question label opening `line`, with its text; None when it has none."""
    if ":" not in line and "：" not in line:
        return None
    return _LABEL_RE.match(line)


def _answered(lines: list[str], k: int, after: list[int]) -> bool:
    """Whether an answer label comes after the labelled question at `k`, before the next one
    (`after`, the next label's index if there is one): the question's own answer."""
    end = after[0] if after else len(lines)
    return any(
        ANSWER_RE.match(line) or _A_RE.match(line) for _, line in outside_code(lines[k + 1 : end])
    )


def _take_lead_in(lines: list[str], k: int, start: int) -> None:
    """Move the label at `k` up onto the sub-part number line over the fenced block opening at
    `start`, which ends right above it: `问： 6.1` there, the label's text left at `k`."""
    m = _LABEL_RE.match(lines[k])
    sub = _SUB_PART_RE.match(lines[start - 1])
    if m is None or sub is None:
        return
    lines[start - 1] = f"{m.group('label').strip()} {sub.group('num')} {m.group('text').strip()}"
    lines[k] = ""
