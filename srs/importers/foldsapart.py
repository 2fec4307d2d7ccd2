"""A fold's closing tag and the next fold's opening tag typed on one line
(`</details><details>`), parted: two lines, as every fold reader expects.

A Git Q&A page closes each answer's `<details>` on its own line, but once writes
`</details><details>` between two questions: the line read as neither a fold's end nor a
fold's start, so the next `<summary>` was no question, and its `Answer:` ran into the answer
above (the only warning named that stray answer line, not the question lost). Here the
opening tag and whatever follows it on the line go to the start of the next line when that
line opens the fold's `<summary>` (`<details><summary>...` is a fold's start to the reader,
and the text keeps its line numbers), or onto a line of their own otherwise. Folds in
fenced code are code.

Fold tags an AsciiDoc quiz writes as passthrough lines (`+++ <details><summary> +++`) are
made the tags they pass first (srs.importers.passthroughs), so the folds are seen here and
by every fold reader after."""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy
from srs.importers.passthroughs import passthrough_lines

__all__ = ["folds_apart"]

_JOINED_RE = lazy(r"</details>[ \t]*(?=<details\b)", re.I)
"""A closing tag with the next fold's opening tag right after it, on one line."""
_SUMMARY_RE = lazy(r"^[ \t]*<summary\b", re.I)
_OPENING_RE = lazy(r"^[ \t]*<details\b[^>]*>[ \t]*$", re.I)
"""An opening tag alone: what may join the next line's `<summary>`."""


def folds_apart(text: str) -> str:
    """The text with each `</details><details>` line parted (see the module).

    Args:
        text: the document's Markdown.

    Returns:
        The text, unchanged unless a line outside code closes a fold and opens the next one,
        or passes fold tags through.
    """
    text = passthrough_lines(text)  # `+++ </div></details> +++`: the tags, line for line
    if not holds(text, "</details", "</DETAILS", "</Details") or not _JOINED_RE.search(text):
        return text  # no closing tag met by an opening one: the cheap tests first
    lines = text.split("\n")
    joined = {k for k, line in outside_code(lines) if "<" in line and _JOINED_RE.search(line)}
    out: list[str] = []
    carried = ""  # an opening tag moved to the start of this line
    for k, line in enumerate(lines):
        line, carried = carried + line, ""
        if k not in joined:
            out.append(line)
            continue
        parts = _JOINED_RE.sub("</details>\n", line).split("\n")
        if _OPENING_RE.match(parts[-1]) and k + 1 < len(lines) and _SUMMARY_RE.match(lines[k + 1]):
            carried = parts.pop().strip()  # `<details><summary>`: the text keeps its lines
        out.extend(parts)
    return "\n".join(out)
