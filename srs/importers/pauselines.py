"""Cards as slides: each card between rules (`---`), its question over a pause line (`. . .`,
Pandoc's pause in a slide show) and its answer below it, as flashcard decks kept as one
Markdown slide file are written:

    ---

    What's the command to run a package?

    . . .

    ```sh
    cargo run
    ```

Nothing labelled the parts: the rules were read as headings' underlines, questions cut to
their last line and cards whose question held code lost, and every answer began `. . .`. Here,
when the document has three or more pause lines outside code, in each stretch between rules
holding one, the pause line is written as an `A:` label and the stretch's first line of text
(when it is prose) is given a `Q:` label, line for line.
"""

from __future__ import annotations

from srs.importers.common import SEPARATOR_RE, STRUCTURE_FIRST
from srs.importers.fences import fence_after
from srs.importers.titles import front_matter_end

__all__ = ["pause_cards"]

_PAUSE = ". . ."
_FEWEST = 3
_NOT_PROSE_FIRST = STRUCTURE_FIRST | {":"}
"""What a line opens with when it is structure (a heading, a table, HTML, code, a list, an
image), not a question's prose: it keeps its own marks."""


def pause_cards(text: str) -> str:
    """The text with each slide's question and answer labelled (see the module docstring)."""
    if text.count(_PAUSE) < _FEWEST:
        return text
    lines = text.split("\n")
    stretches, pauses = _stretches(lines)
    if sum(1 for found in pauses if len(found) == 1) < _FEWEST:
        return text
    for rows, found in zip(stretches, pauses, strict=True):
        if len(found) != 1 or rows[0] == found[0]:
            continue
        lines[found[0]] = "A:"
        first = lines[rows[0]]
        if first.lstrip()[:1] not in _NOT_PROSE_FIRST:
            lines[rows[0]] = f"Q: {first.strip()}"
    return "\n".join(lines)


def _stretches(lines: list[str]) -> tuple[list[list[int]], list[list[int]]]:
    """The stretches between rules past the front matter: each one's lines with text (its
    code's too), and each one's pause lines."""
    start = front_matter_end(lines)
    stretches: list[list[int]] = [[]]
    pauses: list[list[int]] = [[]]
    fence: str | None = None
    for k, line in enumerate(lines):
        fence, is_fence = fence_after(fence, line)
        if k < start or not line.strip():
            continue
        in_code = fence is not None or is_fence
        if not in_code and line[:1] in " -*_" and SEPARATOR_RE.match(line):
            stretches.append([])
            pauses.append([])
            continue
        stretches[-1].append(k)
        if not in_code and line.strip() == _PAUSE:
            pauses[-1].append(k)
    return stretches, pauses
