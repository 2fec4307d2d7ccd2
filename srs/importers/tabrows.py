"""Tabs in a document's lines: an indent's, and the cells of a table copied from a web page as
plain text (`Layer<TAB>Role` over `Link<TAB>frames`, no pipes, no blank line after the last
row).

Such a table sits inside an answer and the next question's numbered line comes right under
its last row: `3. What is a frame?`. In CommonMark only a `1.` may interrupt a paragraph, so
the rows and the question read as one paragraph, and the question as more of the answer
above it. A row of cells set apart by tabs is no sentence that a numbered line could go on
with: the numbered line starts a list of its own, as it would after a blank line.
"""

from __future__ import annotations

from srs.importers.common import LIST_QUESTION_RE, indent_of
from srs.importers.values import Line

__all__ = ["expand_leading_tabs", "rows_end_at_numbers"]


def expand_leading_tabs(text: str) -> str:
    """Tabs in the indent become spaces (4 columns); tabs inside the text are kept."""
    if "\t" not in text:
        return text
    lead = indent_of(text)
    return text[:lead].expandtabs(4) + text[lead:]


def rows_end_at_numbers(lines: list[Line]) -> list[Line]:
    """The lines (their indents' tabs already spaces) with a blank line before each numbered
    line right under a row of tab-separated cells (see the module docstring). The blank line
    takes the numbered line's number: a line's number still names its text. For a text
    with tabs only (the caller's cheap test)."""
    out: list[Line] = []
    for k, line in enumerate(lines):
        if k and _row_over_number(lines[k - 1], line):
            out.append(Line(line.no, ""))
        out.append(line)
    return out if len(out) > len(lines) else lines


def _row_over_number(row: Line, line: Line) -> bool:
    """Whether `row` holds cells set apart by a tab and `line` under it is numbered (`3.`)."""
    return (
        "\t" in row.text
        and not row.code
        and not line.code
        and LIST_QUESTION_RE.match(line.text) is not None
    )
