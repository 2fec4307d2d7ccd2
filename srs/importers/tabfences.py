"""Fence marks indented with a tab (`\\t```` under an item's fence opened with four blanks).

A hand-edited page may open an answer's code block with blanks (`    ```go`) and close it
with a tab (`\\t````). CommonMark reads a tab as reaching the next multiple of four columns,
so the closing fence stands at column four, where the opening one does, and GitHub shows the
block closed. Read by the characters, a tab is one: the fence stayed open, and the
questions after it (20 of 30 on one page) became code in one answer, without a word.

So each fence mark's leading tabs become the blanks they reach (tab stops of four), on the
fence lines alone: code between them keeps its tabs as written.
"""

from __future__ import annotations

from srs.importers.lazyre import lazy

__all__ = ["tab_fences"]

_TAB_FENCE_RE = lazy(r"^(?P<lead>[ \t]*\t[ \t]*)(?=`{3}|~{3})")
_TABBED_RE = lazy(r"\t[ \t]*(?:`{3}|~{3})")


def tab_fences(text: str) -> str:
    """The text with each tab-indented fence mark indented by blanks (see the module
    docstring); the text as it is when no tab stands before a fence (a cheap test first)."""
    if "\t" not in text or not _TABBED_RE.search(text):
        return text
    lines = text.split("\n")
    for k, line in enumerate(lines):
        m = _TAB_FENCE_RE.match(line) if "\t" in line[:8] else None
        if m is not None:
            lead = m.group("lead").expandtabs(4)
            lines[k] = lead + line[m.end() :]
    return "\n".join(lines)
