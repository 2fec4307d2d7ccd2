"""A numbered item that holds only a question's label, its question on the item's next lines.

Quiz answers copied from an online course number each question twice, the list's number and
the course's label, the question under it:

    1.  Question 1
        What client-server model lets clients receive updates ...?

    - Peer-to-peer model
    - **Publish-subscribe model**

Read as a list item, the label is the item's text and its question a second line of it,
cut off from the options below the list. The item is written as the label line every reader
knows, `Question 1: What client-server model ...?`, line for line (the question's lines
after the first go blank).
"""

from __future__ import annotations

import re

from srs.importers.common import LIST_ITEM_RE

__all__ = ["label_items"]

_LABEL_ITEM_RE = re.compile(
    r"^ {0,3}\d{1,3}[.)][ \t]+(?P<label>(?:question|q)[ \t]*\d{1,3})[ \t]*[:.]?[ \t]*$",
    re.I | re.M,
)


def label_items(text: str) -> str:
    """The text with each `N. Question N` item over its indented question written as
    `Question N: question` (see the module docstring)."""
    if "uestion" not in text and "Q" not in text:
        return text
    found = list(_LABEL_ITEM_RE.finditer(text))
    if not found:
        return text
    lines = text.split("\n")
    starts: dict[int, str] = {}
    line, at = 0, 0
    for m in found:  # each match's line, counting on from the one before
        line += text.count("\n", at, m.start())
        at = m.start()
        starts[line] = m.group("label")
    for k, label in starts.items():
        j = k + 1
        question: list[str] = []
        while j < len(lines) and lines[j].strip() and lines[j][:1] in (" ", "\t"):
            if LIST_ITEM_RE.match(lines[j]) or "```" in lines[j]:
                break
            question.append(lines[j].strip())
            j += 1
        if not question:
            continue
        lines[k] = f"{label}: {' '.join(question)}"
        for n in range(k + 1, j):
            lines[n] = ""
    return "\n".join(lines)
