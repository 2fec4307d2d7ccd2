"""A plain-text answer laid out as Markdown (srs.importers.blocks, srs.importers.plain).

Plain quizzes and notes wrap their answers by hand and start lists without blank lines;
Markdown would run such lines together. Kept apart from srs.importers.common: one rule, the
layout of plain text, in one small place.
"""

from __future__ import annotations

from collections.abc import Sequence

from srs.importers.common import (
    LIST_ITEM_RE,
    SENTENCE_END_RE,
    indent_of,
)
from srs.importers.lazyre import lazy

PLAIN_BULLET_RE = lazy(r"^(?P<indent>[ \t]*)[•◦▪●][ \t]+")


def plain_to_markdown(lines: Sequence[str]) -> list[str]:
    """Lay out a plain-text answer as Markdown: one paragraph per line, as the author wrote it.

    A blank line goes between two lines when the first ends a sentence (or a `Label:`), and
    where a list or a table starts or ends. A line that does not end a sentence is taken as
    hard-wrapped and left to join the next one; indented lines continue what they follow.
    """
    out: list[str] = []
    kind: str | None = None
    last = ""
    for raw in lines:
        line = PLAIN_BULLET_RE.sub(r"\g<indent>- ", raw)
        if not line.strip():
            out.append("")
            kind = None
            continue
        if LIST_ITEM_RE.match(line) and indent_of(line) <= 1:
            new = "list"
        elif line.lstrip().startswith("|"):
            new = "table"
        elif indent_of(line) >= 2 and kind is not None:
            new = "cont"
        else:
            new = "prose"
        if kind is not None and new != "cont":
            same_block = new == kind and new in ("list", "table")
            wrapped = new == kind == "prose" and not SENTENCE_END_RE.search(last)
            if not same_block and not wrapped:
                out.append("")
        out.append(line)
        if new != "cont":
            kind = new
        last = line
    return out
