"""A numbered item over two lettered options or more is a question's stem, whether or not it
ends in `?`.

Exams set their stems as statements to finish (`1. The clause that filters groups is` /
`A. WHERE` / `B. HAVING`, `1. 下列说法正确的是` / `A. ...`): nothing in them asks. Read by
whether they ask, none started a question, so a section heading over them (`## Single
choice`) was taken for the question, its first item for the options and the rest of the
section for an answer, and the questions were named nowhere. Two options lettered in order
(`A`, `B`) right under the numbered line, a blank line between allowed, make it a stem; a
numbered step over one lettered sub-point, or over anything else, stays what it was.
"""

from __future__ import annotations

from collections.abc import Sequence

from srs.importers.common import LIST_QUESTION_RE, is_blank
from srs.importers.options import option_of
from srs.importers.values import Line

__all__ = ["over_options", "stems_over_options"]


def over_options(lines: Sequence[Line], i: int) -> bool:
    """Whether the line `lines[i]` stands right over the first two options, `A` then `B`.

    Args:
        lines: the document's body.
        i: the index of the numbered line.

    Returns:
        True when the next line that is not blank (one blank line at most) holds the first
        option and the line after it the second.
    """
    k = i + 1
    if k < len(lines) and is_blank(lines[k]):
        k += 1
    if k + 1 >= len(lines):
        return False
    first, second = option_of(lines[k]), option_of(lines[k + 1])
    return (
        first is not None
        and second is not None
        and first.position == 0
        and second.position == 1
        and first.style == second.style
    )


def stems_over_options(lines: Sequence[Line]) -> int:
    """How many numbered items among these lines stand over their options (see above)."""
    return sum(
        1
        for i, line in enumerate(lines)
        if not line.code and LIST_QUESTION_RE.match(line.text) and over_options(lines, i)
    )
