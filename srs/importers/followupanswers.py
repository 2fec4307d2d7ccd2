"""A follow-up question inside an answer, answered under its own answer label: a card of its
own, not the end of the answer above.

Study notes under headings (`## Question 4` / `What differs between X and Y?` / `Answer:` /
`...`) go on after an answer with a follow-up (`👉 When would you use each?`, a `######`
heading once srs.importers.pictasks has read the pictograph) or a task set under a short
title (`🔹 Challenge 1` / `Write the query for:` / `...`), then answer it with the same label
again. Read as written, the follow-up and its answer were the rest of the first answer, the
second label kept as text (with a warning that a second label sat inside one answer).

Where a second answer label, the same as the one above it under the same heading (a
numbered question label alone, `## Question 4`), follows a line that opens a new question
after some answer text (a `######` heading that asks, or a pictograph-led short title after a
blank line: the last of a run of such titles, the ones above it titling a part), that line is
written as a heading of the enclosing heading's level (`##`), so the follow-up and its answer
are a card. A follow-up that no second label answers (the answer below goes on to answer it)
is left as it is. Line for line: numbers do not change.
"""

from __future__ import annotations

from srs.importers.asking import asks
from srs.importers.common import ANSWER_RE, HEADING_RE, NUMBERED_LABEL_RE
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy
from srs.importers.pictitles import pictograph_title

__all__ = ["answered_follow_ups"]

_PICTOGRAPH_RE = lazy(r"[\u2190-\u2bff\U0001f000-\U0001faff]")
_LOWEST_LEVEL = 5
"""The deepest heading that sets a question's level: a `######` heading is what pictograph
questions are written as, inside the answer."""


def answered_follow_ups(text: str) -> str:
    """The text with each answered follow-up written as a heading (see the module doc);
    unchanged (after substring tests and one search) when the text has no heading, no colon,
    or neither a `######` heading nor a pictograph."""
    if "\n#" not in text or ":" not in text:
        return text
    if "######" not in text and (text.isascii() or _PICTOGRAPH_RE.search(text) is None):
        return text  # no line that could open a follow-up: one scan of the text, in C
    lines = text.split("\n")
    walk = _Walk()
    for k, line in outside_code(lines):
        opened = walk.step(k, line, lines)
        if opened is not None:
            lines[opened] = f"{'#' * walk.level} {walk.follow_up}"
    return "\n".join(lines)


def _bare_label(words: str) -> bool:
    """Whether a heading is a numbered question label alone (`Question 4`, `Pergunta 9
    (importante)`): its question and answer follow, so a question asked after that answer is
    a follow-up. Under a section's title (`## Practice scenarios`) each `######` question is
    one already, with its own label."""
    m = NUMBERED_LABEL_RE.match(words)
    return m is not None and not (m.group("text") or "").strip()


class _Walk:
    """Where the walk is: the enclosing heading's level, the current answer's label, whether
    answer text has been met under it, and the line that may open a follow-up."""

    def __init__(self) -> None:
        self.level = 0
        self.label = ""
        self.answered = False
        self.candidate: int | None = None
        self.follow_up = ""

    def step(self, k: int, line: str, lines: list[str]) -> int | None:
        """Read line k; the index of a line that opens an answered follow-up, else None."""
        if line[:1] == "#" and self._heading(k, line):
            return None
        if not self.label:
            self._label(line)
            return None
        if not line.strip():
            return None
        m = ANSWER_RE.match(line) if line.lstrip()[:1] == self.label[:1] else None
        if m is not None and line[: m.start("rest")].strip() == self.label:
            opened = self.candidate
            self.answered, self.candidate = bool(m.group("rest").strip()), None
            return opened
        title = pictograph_title(line) if self.answered else None
        if title is not None and (not lines[k - 1].strip() or self.candidate == k - 1):
            self.candidate, self.follow_up = k, title
        elif self.candidate is None:
            self.answered = True
        return None

    def _heading(self, k: int, line: str) -> bool:
        """Read a heading line: one of level 1-5 sets the level and closes the answer; a
        `######` heading that asks after answer text may open a follow-up."""
        m = HEADING_RE.match(line)
        if m is None:
            return False
        words = (m.group("text") or "").strip(" #")
        if len(m.group("hashes")) <= _LOWEST_LEVEL:
            bare = _bare_label(words)  # `## Question 4`: the question is the text below it
            self.level, self.label, self.candidate = len(m.group("hashes")) if bare else 0, "", None
        elif self.label and self.answered and self.candidate is None and asks(words):
            self.candidate, self.follow_up = k, words
        return True

    def _label(self, line: str) -> None:
        """Under a heading, before any answer: note the answer label that opens one."""
        if self.level < 2 or not line.strip():
            return
        m = ANSWER_RE.match(line)
        if m is not None:
            label = line[: m.start("rest")].strip()
            self.label = label if len(label) >= 4 else ""
            self.answered = bool(m.group("rest").strip())
