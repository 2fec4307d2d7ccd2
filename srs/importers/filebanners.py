"""The `==> name <==` banners `head` and `tail` print between files: a boundary, no text.

A question bank gathered from many people's files is often one file made by `head -n 100
*.txt > bank.txt` (or `tail`): each file opens under the banner those tools print for it,

    ==> q1.txt <==
    Which command lists files?
    a. ls
    b. cd

    ***a***

    ==> q2.txt <==
    ...

Each file holds one question (or none), its options and its key, written however its author
wrote it. Read as prose, a banner was the next question's first line or a line of the last
one's answer, so a file with no key ran into its neighbour and lent it its options. Each
banner line becomes a counted heading, `###### Question 3` for the third file, the boundary
every reader knows, whose title is a label and no question's text: the file's own lines
under it are its question, and a file with none is reported by its number. (An empty heading
was no boundary to the readers once one file held no question.) Only a document with two or
more banners is such a bank (a banner is never prose); a banner inside a code block is an
example of the tools' output and stays.
"""

from __future__ import annotations

from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["file_banners"]

_BANNER_RE = lazy(r"^==> \S(?:.*\S)? <==[ \t]*$")
"""`==> name.txt <==` as `head`/`tail` print it, the file's name between the arrows."""
_BOUNDARY = "###### Question"
"""srs.importers.markers' `MARKER_HEADING` over a counted label, the file's number after it."""
_BANNERS = 2


def file_banners(text: str) -> str:
    """The text with each `==> name <==` banner line written as a counted `###### Question N` heading
    (see the module doc), when it holds two or more outside code; else as it is."""
    if text.count("==> ") < _BANNERS:
        return text  # the cheap test: a text with no two banners pays one count
    lines = text.split("\n")
    banners = [
        k for k, line in outside_code(lines) if line[:4] == "==> " and _BANNER_RE.match(line)
    ]
    if len(banners) < _BANNERS:
        return text
    for number, k in enumerate(banners, 1):
        lines[k] = f"{_BOUNDARY} {number}"
    return "\n".join(lines)
