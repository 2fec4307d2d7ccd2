"""Cards fenced by `#Q` / `#A` / `#END` marker lines: the plain-text card files of xanki and
its kin.

    #Q
    What is the purpose of the subnet mask? \\n\\
               A) to identify a host \\n\\
               C) to determine the subnet \\n\\
    #A
    c
    #END

Each marker stands alone on its line; the question runs from `#Q` to `#A`, the answer from
`#A` to `#END` (or the next `#Q`). A line ending in a literal `\\n\\` is the format's escaped
newline and line continuation, indented for looks. No reader knew the markers: the file
held "no questions". The markers become `Q:` / `Answer:` labels, line for line, the escapes
and their indents go, and the labelled-line reader reads each card (options and a letter
key included).
"""

from __future__ import annotations

from srs.importers.common import holds
from srs.importers.lazyre import lazy

_MARKER_RE = lazy(r"(?im)^#(?:Q|A|END)[ \t]*$")
"""A marker line: `#Q`, `#A` or `#END`, alone on its line."""

_ESCAPED_NEWLINE = "\\n\\"
"""xanki's escaped newline with its line continuation, at a line's end."""


def hash_markers(text: str) -> str:
    """The text with its `#Q`/`#A`/`#END` cards as labelled lines (see the module doc)."""
    if not holds(text, "#Q", "#q") or not holds(text, "#A", "#a"):
        return text
    if sum(1 for _ in _MARKER_RE.finditer(text)) < 2:
        return text
    lines = text.split("\n")
    if not _cards_marked(lines):
        return text
    label = ""  # the label the next content line takes: `Q: ` after `#Q`, `Answer: ` after `#A`
    inside = False
    for k, line in enumerate(lines):
        if line[:1] == "#" and line.strip().upper() in ("#Q", "#A", "#END"):
            marker = line.strip().upper()
            inside = marker != "#END"
            label = {"#Q": "Q: ", "#A": "Answer: "}.get(marker, "")
            lines[k] = ""
            continue
        if not inside:
            continue
        body = line.strip()
        if body.endswith(_ESCAPED_NEWLINE):
            body = body[: -len(_ESCAPED_NEWLINE)].rstrip()
        if body and label:
            body, label = label + body, ""
        lines[k] = body
    return "\n".join(lines)


def _cards_marked(lines: list[str]) -> bool:
    """Whether the markers make cards: every `#Q` followed by an `#A` before the next `#Q`
    (a Markdown heading `#Q` alone, or a `#A` hashtag line, is no card file)."""
    order = [
        marker
        for line in lines
        if line[:1] == "#" and (marker := line.strip().upper()) in ("#Q", "#A", "#END")
    ]
    if "#Q" not in order:
        return False
    pending = False
    for marker in order:
        if marker == "#Q":
            if pending:
                return False
            pending = True
        elif marker == "#A":
            if not pending:
                return False
            pending = False
    return not pending
