"""LaTeX page breaks (`\\newpage`, `\\pagebreak`, `\\clearpage`) on lines of their own, as a
Markdown quiz meant for pandoc's PDF puts one before its answer key: blanked, line for line.

Read as written, the command was text after the last question's options, stored as that
question's explanation. It lays out a printed page; it says nothing.
"""

from __future__ import annotations

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["page_breaks"]

_BREAK_RE = lazy(r"^[ \t]*\\(?:newpage|pagebreak|clearpage)(?:\{\})?[ \t]*$")


def page_breaks(text: str) -> str:
    """The text with each line that is only a LaTeX page break blank (a cheap test first)."""
    if not holds(text, "\\newpage", "\\pagebreak", "\\clearpage"):
        return text
    lines = text.split("\n")
    for k, line in outside_code(lines):
        if "\\" in line and _BREAK_RE.match(line):
            lines[k] = ""
    return "\n".join(lines)
