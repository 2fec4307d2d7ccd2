"""`**Q17. What is k-means?**` over `**Q17.** K-means groups ...`: an answer typed under its
question's own label instead of `**A17.**`.

Notes that label every pair `**Qn. question**` / `**An.** answer` slip into writing the
question's `Q` on the answer's line (copied from the line above, dozens of times in a row),
and each such pair was read as two questions with no answer and both skipped. A `Q`-labelled
line right under one with the same number (blank lines only between), that does not ask
where the line above does, is that question's answer: its `Q` is written `A`, line for line.
Two lines with the same number that both ask (a number typed twice), or a different number,
are left as they are.
"""

from __future__ import annotations

from srs.importers.asking import asks
from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["repeated_q_labels"]

_Q_LABEL_RE = lazy(
    r"^(?P<lead>[ \t]{0,3}(?:\*\*|__)?)Q(?P<num>\d{1,4})(?P<mark>[ \t]*[.:：)](?:\*\*|__)?[ \t]*)"
    r"(?P<text>\S.*)$"
)
"""`**Q17.** text`, `Q17: text`, `**Q17. text**`: a line opened by a `Q`-numbered label."""
_CHEAP = tuple(f"Q{digit}" for digit in "123456789")
"""What a document with such labels holds (one pattern: the literals share their `Q`)."""


def repeated_q_labels(text: str) -> str:
    """The text with each answer typed under its question's repeated `Q` label relabelled
    `A` (see the module docstring); else the text as it is (a cheap test first)."""
    if not holds(text, *_CHEAP):
        return text
    lines = text.split("\n")
    changed = False
    above: tuple[int, str, str] | None = None  # the last label line: index, number, text
    for k, line in outside_code(lines):
        m = _Q_LABEL_RE.match(line) if line[:6].lstrip(" \t*_")[:1] == "Q" else None
        if m is None:
            continue
        said = m.group("text").strip(" \t*_")
        if above is not None and _answers(lines, above, k, m.group("num"), said):
            lines[k] = f"{m.group('lead')}A{m.group('num')}{m.group('mark')}{m.group('text')}"
            changed = True
            above = None
            continue
        above = (k, m.group("num"), said)
    return "\n".join(lines) if changed else text


def _answers(lines: list[str], above: tuple[int, str, str], k: int, num: str, said: str) -> bool:
    """Whether the label line at `k` (its number and text) answers the one `above` it: the
    same number, blank lines only between, the line above asking and this one not."""
    at, above_num, above_said = above
    if above_num != num or any(lines[j].strip() for j in range(at + 1, k)):
        return False
    return asks(above_said) and not asks(said)
