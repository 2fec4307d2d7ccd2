"""Notes of plain prompts, each answered by the bullets right under it:

    What is the package that holds the Calendar class?
    - java.util

    Output of below:
    ```java
    if (0) { ... }
    ```
    - A compile error: 0 is no boolean in Java

Nothing marks the questions (no heading, number or label), so no reader found them: a bullet
was taken for the one question and the prompts were reported as unanswered. Where a document
marks no question otherwise, and three or more of its paragraphs, most of them, run right
into a bullet list at the margin (past code of their own), each such paragraph is labelled
`Q:` and its first bullet `A:` (line for line): a question with its code, its bullets the
answer.
"""

from __future__ import annotations

import re

from srs.importers.common import fence_after, holds
from srs.importers.labelwords import ANSWER_LABELS, QUESTION_LABELS
from srs.importers.lazyre import lazy

__all__ = ["prompt_bullets"]

_BULLET_RE = lazy(r"^[-*+][ \t]+\S")
_LABELS = "|".join((*QUESTION_LABELS, *ANSWER_LABELS))
_MARKED_RE = lazy(
    r"^(?:#{1,6}[ \t]|\d{1,3}[.)][ \t]|[-*+>|<]|(?:\*\*|__)?(?:q|question|a|answer)[ \t]*\d*[:.)]"
    rf"|(?:\*\*|__)?(?:{_LABELS})[ \t]*\d*[ \t]*[:：])",
    re.I,
)
"""What a line opens with when something marks it already (a heading, a numbered item, a
bullet, a quote, a table, HTML, a label in any language: `Frage:` over `Antwort:`): then the
document is no plain notes of prompts."""
_FEWEST = 3
_SHARE = 0.6


def prompt_bullets(text: str) -> str:
    """The text with each plain prompt over its bullets labelled (see the module docstring);
    else the text as it is."""
    if not holds(text, "\n- ", "\n* ") or holds(text, "\n+ "):
        return text  # (a `+`/`-` quiz marks its right options with bullets of its own)
    lines = text.split("\n")
    paragraphs, prompts = _paragraphs(lines)
    if len(prompts) < _FEWEST or len(prompts) < _SHARE * len(paragraphs):
        return text
    for k, bullet in prompts:
        lines[k] = f"Q: {lines[k].strip()}"
        lines[bullet] = f"A: {lines[bullet]}"
    return "\n".join(lines)


def _paragraphs(lines: list[str]) -> tuple[list[int], list[tuple[int, int]]]:
    """The first lines of the paragraphs at the margin outside code, and those of them that
    are prompts over bullets, with the first bullet's line; ([], []) when a line that opens
    a paragraph is marked already as a question (`### ...`, `1. ...`, `Q: ...`)."""
    paragraphs: list[int] = []
    prompts: list[tuple[int, int]] = []
    fence: str | None = None
    blank_before = True
    for k, line in enumerate(lines):
        was_code = fence is not None
        fence, is_fence = fence_after(fence, line)
        if was_code or is_fence:
            blank_before = False
            continue
        if not line.strip():
            blank_before = True
            continue
        if blank_before and line[:1] not in " \t" and not _BULLET_RE.match(line):
            if _MARKED_RE.match(line):
                return [], []
            paragraphs.append(k)
            bullet = _bullet_below(lines, k)
            if bullet is not None:
                prompts.append((k, bullet))
        blank_before = False
    return paragraphs, prompts


_LONGEST = 8
"""How many lines a prompt takes at most, its code's lines apart (`What is the error here?`
over two lines of code typed as text)."""


def _bullet_below(lines: list[str], k: int) -> int | None:
    """The line of the bullet at the margin that the paragraph opened at line k runs into
    (past its lines and code blocks, no blank line between), if any."""
    fence: str | None = None
    told = 0
    for j in range(k + 1, len(lines)):
        line = lines[j]
        was_code = fence is not None
        fence, is_fence = fence_after(fence, line)
        if was_code or is_fence:
            continue
        if not line.strip():
            return None
        if _BULLET_RE.match(line):
            return j
        told += 1
        if told >= _LONGEST:
            return None
    return None
