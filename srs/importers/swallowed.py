"""Questions swallowed by code: an answer whose code holds lines that read as questions.

A fence left open (a closing mark the reader does not see as one, a fence never closed)
makes everything after it code in the answer above, up to the next mark that happens to close
it: the questions in between are no cards, and nothing said so. The reader cannot know which
mark the author meant, but it can tell a reader where it happened: Markdown headings or
numbered bold lines that ask, two or more of them in one answer's code, are reported at the
first (`is a code fence left open?`). A page that shows Markdown in a fence (one heading, or
headings that do not ask) is not.
"""

from __future__ import annotations

from collections.abc import Sequence

from srs.importers.lazyre import lazy
from srs.importers.values import Line

__all__ = ["questions_in_code"]

_ASKING_STRUCTURE_RE = lazy(
    r"^[ \t]*(?:\d{1,3}[.)][ \t]+#{1,6}[ \t]+\S.*|#{2,6}[ \t]+\S.*"
    r"|(?:\d{1,3}[.)][ \t]+)?\*\*\S.*[?？][ \t]*\*\*)[?？]?[ \t]*$"
)
"""`## What is X?`, `1. ### What is X?`, `**3. Why Y?**`: never `# why?`, a script's comment."""
_LEAST = 2


def questions_in_code(lines: Sequence[Line]) -> list[int]:
    """The line numbers of the code lines that read as Markdown questions (a heading, or a
    numbered bold line, that asks), when there are two or more; else none."""
    found = [
        line.no
        for line in lines
        if line.code
        and ("#" in line.text or "**" in line.text)
        and line.text.rstrip(" *").endswith(("?", "？"))
        and _ASKING_STRUCTURE_RE.match(line.text)
    ]
    return found if len(found) >= _LEAST else []
