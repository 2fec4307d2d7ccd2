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

Notes kept from a graded quiz write the label as a bullet and the question as the first
item of a list nested in it, the answer as a later one:

    - Question 1
        - Which memory is made of semiconductor?

        - Answer: RAM

The first nested item is the question and joins the label the same way (`Question 1: Which
memory ...?`), its own label left out when it has one (`- Q1` over `    - Q: Which ...?` and
`    - A: RAM`: the label said twice); the items after it are left where they are, under
the question.

A quiz page copied as plain text types the question at the margin right under the label
item, often with no `?` (a sentence to complete), its answer a paragraph below:

    7. Question 7
    A ball rolls off a table. While falling, its horizontal speed is

    unchanged.

Markdown reads such a line as the item's own (a lazy continuation line), and so does this
rewrite: the margin lines straight under the label, up to a blank line, are its question,
unless one opens a block of its own (a heading, list item, fence, quote, HTML or a label).
Read as it stood, the label was the whole question and the stem went into the answer.
"""

from __future__ import annotations

import re

from srs.importers.common import (
    ANSWER_RE,
    LIST_ITEM_RE,
    NUMBERED_LABEL_RE,
    UNNUMBERED_LABEL_RE,
    holds,
)
from srs.importers.holding import BULLETS, NUMBERED, search_led
from srs.importers.lazyre import lazy

__all__ = ["label_items"]

_LABEL_ITEM_RE = lazy(
    r"^ {0,3}(?:(?P<num>\d{1,3})[.)]|[-*+])[ \t]+(?P<label>(?:question|q)[ \t]*\d{1,3})[ \t]*[:.]?[ \t]*$",
    re.I | re.M,
)
_ANY_RE = lazy(r"\n {0,3}(?:\d{1,3}[.)]|[-*+])[ \t]+(?:question|q)[ \t]*\d", re.I)
"""Where `_LABEL_ITEM_RE` may match past the first line, searched from the newline (a literal:
many times faster than `^` tried at every character of a long text)."""


def label_items(text: str) -> str:
    """The text with each `N. Question N` (or `- Question N`) item over its indented question
    written as `Question N: question` (see the module docstring)."""
    if "Q" not in text and not holds(text, "uestion"):
        return text
    if not search_led(_ANY_RE, text, NUMBERED, BULLETS) and _ANY_RE.match(f"\n{text[:24]}") is None:
        return text
    found = list(_LABEL_ITEM_RE.finditer(text))
    if not found:
        return text
    lines = text.split("\n")
    starts: dict[int, re.Match[str]] = {}
    line, at = 0, 0
    for m in found:  # each match's line, counting on from the one before
        line += text.count("\n", at, m.start())
        at = m.start()
        starts[line] = m
    for k, m in starts.items():
        j, question = _question_below(lines, k)
        if not question:
            continue
        head = _head(m, lazy=lines[k + 1][:1] not in (" ", "\t"))
        lines[k] = f"{head}{' '.join(question)}"
        for n in range(k + 1, j):
            lines[n] = ""
    return "\n".join(lines)


def _head(m: re.Match[str], *, lazy: bool) -> str:
    """What the question is written after: its label (`Question 7: `), or the item's own
    number (`7. `) where a numbered item's question runs on at the margin, as a copied quiz
    types it: there its first question, typed on the number line with no label, is a
    numbered item too, and the label, the number again, says nothing more."""
    if lazy and m.group("num") is not None:
        return m.group(0)[: m.start("label") - m.start()]
    return f"{m.group('label')}: "


def _question_below(lines: list[str], k: int) -> tuple[int, list[str]]:
    """The question under the label item on line k: its indented lines, or the first item of
    a list nested in it with that item's own lines; with the index of the line after it."""
    j = k + 1
    question: list[str] = []
    if j + 1 < len(lines) and not lines[j].strip() and _nested_item(lines[j + 1]):
        j += 1  # the nested list a blank line below the label
    nested = _nested_item(lines[j]) if j < len(lines) else None
    if nested is not None:  # `    - Which memory is ...?`: the nested list's first item
        question.append(_unlabelled(lines[j][nested.end() :].strip()))
        j += 1
    while j < len(lines) and lines[j].strip() and lines[j][:1] in (" ", "\t"):
        if LIST_ITEM_RE.match(lines[j]) or "```" in lines[j]:
            break
        question.append(lines[j].strip())
        j += 1
    if j == k + 1:  # nothing indented: the margin lines the item's paragraph runs on to
        while j < len(lines) and _runs_on(lines[j]):
            question.append(lines[j].strip())
            j += 1
    return j, question


def _unlabelled(text: str) -> str:
    """A nested question item's text without its own label (`Q: Which ...?`: the label said
    again under `- Q1`)."""
    label = UNNUMBERED_LABEL_RE.match(text) if ":" in text else None
    return text if label is None else label.group("text")


_OWN_BLOCK = ("#", ">", "<", "|", "```", "~~~", "-", "*", "+")
"""What a margin line opens a block of its own with, no line of the item's paragraph."""


def _runs_on(line: str) -> bool:
    """Whether a margin line under a label item runs its paragraph on (a lazy continuation
    line): text that opens no block of its own and labels neither a question nor an answer."""
    return (
        line.strip() != ""
        and line[:1] not in (" ", "\t")
        and not line.startswith(_OWN_BLOCK)
        and LIST_ITEM_RE.match(line) is None
        and ANSWER_RE.match(line) is None
        and NUMBERED_LABEL_RE.match(line) is None
        and UNNUMBERED_LABEL_RE.match(line) is None
    )


def _nested_item(line: str) -> re.Match[str] | None:
    """The list item an indented line opens (`    - Which memory ...?`), if it opens one."""
    return LIST_ITEM_RE.match(line) if line[:1] in (" ", "\t") else None
