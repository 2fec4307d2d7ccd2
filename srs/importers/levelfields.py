"""A one-word field in italics under a bold question (`_Dificultad: Básico_`, `*Level:
Hard*`): a quiz template's note about the question, no word of it.

A template writes the question in bold on its item's first line, then a line in italics
that grades or files it, then the answer label. The first line is the question; the italic
line under it is a field of the form `Key: value`, whatever the language, and its value is
one word (a level, a topic). A longer value (`*Hint: use a set*`, `_Note: assume sorted
input_`) says something about how to answer, and stays the question's.
"""

from __future__ import annotations

from srs.importers.lazyre import lazy

_LEVEL_LINE_RE = lazy(
    r"^[ \t]*(?P<mark>[_*])(?![_*\s])[^\W\d_][^\W\d_ \t]*(?:[ \t][^\W\d_]+)?[ \t]*[:：][ \t]*"
    r"[^\W\d_][\w-]*[ \t]*(?P=mark)[ \t]*$"
)
"""`_Dificultad: Básico_`, `*Topic: Networking*`: a key of one or two words, one word after it,
all in one emphasis."""


def without_level_line(question_lines: list[str]) -> list[str]:
    """The question without the italic one-word fields under its first line (see the
    module doc; the reader has taken the bold off that line already).

    Args:
        question_lines: the question's lines, first to last.

    Returns:
        The lines, less each italic `Key: value` field under the first line.
    """
    if len(question_lines) < 2 or not any(
        line.lstrip().startswith(("_", "*")) for line in question_lines[1:]
    ):
        return question_lines  # cheap test first: no line under the first opens in emphasis
    first = next(k for k, line in enumerate(question_lines) if line.strip())
    return question_lines[: first + 1] + [
        line for line in question_lines[first + 1 :] if not _LEVEL_LINE_RE.match(line)
    ]
