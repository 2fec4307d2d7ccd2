"""Questions set one to a code block, as a list of questions: labelled questions.

A statistics page answers its first questions (a bold question over its answer in a fence),
then lists a dozen more with no answers, each alone in a fence of its own (```` ``` ```` /
`A car has a 0.9 probability ... every 15 min?` / ```` ``` ````), and the question before
them was given only an `Answer:` fence. Read as written, the fences were all the last
answered question's answer, and the questions inside them went unreported. The same author
keeps whole pages of questions this way, which read as no questions at all.

A run of three fenced blocks or more, one after the other with only blank lines between,
each a short text in an untagged (or text) fence and at least two in three of them asking,
is a list of questions: each becomes a `Q:` line on its block's first line (its text joined
into one line), the rest of the block blank, so every one is a question start, unanswered
and reported as such (the `Answer:` box before them, ended by the first, is an empty answer
form, as srs.importers.placeholders reads it). Line for line.
"""

from __future__ import annotations

from typing import NamedTuple

from srs.importers.asking import asks
from srs.importers.common import ANSWER_RE
from srs.importers.fences import closed_fences, has_fences
from srs.importers.markers import fence_info, prose_info

__all__ = ["fenced_questions"]

_RUN = 3
"""Fenced blocks in a row from which they are a list of questions."""
_LONGEST_BLOCK = 8
"""Lines of text a fenced question holds at most (a paragraph or two, not a program)."""


class _Block(NamedTuple):
    opened: int
    closed: int
    text: str
    """Its lines' text joined into one line ('' for code: tagged, or too long)."""


def fenced_questions(text: str) -> str:
    """The text with each run of fenced questions as `Q:` lines (see the module doc)."""
    if not has_fences(text):
        return text
    lines = text.split("\n")
    run: list[_Block] = []
    for block in _blocks(lines):
        if run and not _adjacent(lines, run[-1], block):
            _label_run(lines, run)
            run = []
        if _label_only(block.text):
            _label_run(lines, run)  # an answer box ends a run: no question
            run = []
            continue
        run.append(block)
    _label_run(lines, run)
    return "\n".join(lines)


def _label_only(text: str) -> bool:
    """An answer label and nothing after it (`Answer:`): an answer box, no question."""
    m = ANSWER_RE.match(text) if text else None
    return m is not None and not m.group("rest").strip()


def _blocks(lines: list[str]) -> list[_Block]:
    """The closed fenced blocks, in order."""
    return [_Block(opened, k, _block_text(lines, opened, k)) for opened, k in closed_fences(lines)]


def _block_text(lines: list[str], opened: int, closed: int) -> str:
    """The block's text as one line, when it is prose short enough to be a question."""
    body = [line.strip() for line in lines[opened + 1 : closed] if line.strip()]
    if not prose_info(fence_info(lines[opened])) or not body or len(body) > _LONGEST_BLOCK:
        return ""
    return " ".join(body)


def _adjacent(lines: list[str], before: _Block, after: _Block) -> bool:
    """Whether only blank lines stand between two blocks."""
    return not any(line.strip() for line in lines[before.closed + 1 : after.opened])


def _label_run(lines: list[str], run: list[_Block]) -> None:
    """The run's blocks as `Q:` lines, when it is a list of questions (see the module doc)."""
    if len(run) < _RUN or not all(block.text for block in run):
        return
    if 3 * sum(1 for block in run if asks(block.text)) < 2 * len(run):
        return
    for block in run:
        _blank(lines, block.opened, block.closed)
        lines[block.opened + 1] = f"Q: {block.text}"


def _blank(lines: list[str], first: int, last: int) -> None:
    for k in range(first, last + 1):
        lines[k] = ""
