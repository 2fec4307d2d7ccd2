"""AsciiDoc answers folded under a `.Answer` block title, each after the snippet it answers.

A question sheet written in AsciiDoc asks about code and folds each answer away:

    . Will the code snippets below compile? If no, why?
    +
    .Snippet A
    [source, java]
    ----
    catch (RuntimeException a) {} catch (RuntimeException b) {}
    ----
    +
    .Answer
    [%collapsible]
    ====
    No: the same type is caught twice
    ====

The block titles (`.Snippet A`, `.Answer`) were left as text and the list item kept the
question, so every snippet and its answer ran into one answer of the item, or into none.
Here, line for line before the AsciiDoc is converted, a `.Answer` (or `.Solution`) title
becomes an `Answer:` label, and the question it answers a heading: the block title over the
snippet right above it, named with the list item that asks about it (`Will the code
snippets below compile? If no, why? (Snippet A)`), that item's own line then blank; with
no title between them, the list item itself.
"""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy

_ANSWER_TITLE_RE = lazy(r"^\.(?:answers?|solutions?)[ \t]*:?[ \t]*$", re.I)
_BLOCK_TITLE_RE = lazy(r"^\.(?P<title>[^.\s].*?)[ \t]*$")
_ITEM_RE = lazy(r"^\.[ \t]+(?P<text>\S.*?)[ \t]*$")
_SECTION_RE = lazy(r"^={1,6}[ \t]+\S")


def folded_answers(lines: list[str]) -> None:
    """Each answer block's title and its question rewritten in place (module docstring)."""
    asked: dict[int, str] = {}  # the list items used (their lines) and the questions made
    for k, line in enumerate(lines):
        if line[:1] == "." and _ANSWER_TITLE_RE.match(line):
            lines[k] = "Answer:"
            _ask_above(lines, k, asked)
            _close_answer(lines, k)
    for k, text in asked.items():
        if text == "":
            lines[k] = ""


def _ask_above(lines: list[str], answer: int, asked: dict[int, str]) -> None:
    """The question of the answer at line `answer` made a heading: the nearest block title
    above it (a snippet's), under the list item that asks; else that list item."""
    k = answer - 1
    in_block = False
    while k >= 0:
        line = lines[k].rstrip()
        if line in ("----", "...."):
            in_block = not in_block
        elif not in_block:
            if line == "Answer:" or line.startswith("#####") or _SECTION_RE.match(line):
                return  # the answer above, or a section: nothing asks this one
            item = _ITEM_RE.match(line)
            if item is not None:
                lines[k] = f"##### {item.group('text')}"
                return
            title = _BLOCK_TITLE_RE.match(line)
            if title is not None:
                parent = _parent(lines, k, asked)
                name = title.group("title")
                lines[k] = f"##### {parent} ({name})" if parent else f"##### {name}"
                asked[k] = parent
                return
        k -= 1


def _parent(lines: list[str], k: int, asked: dict[int, str]) -> str:
    """The list item above line k that asks about its snippets (its line then blanked), or
    the one a snippet heading above already named; '' when there is none."""
    j = k - 1
    while j >= 0 and not _SECTION_RE.match(lines[j]):
        if j in asked:
            return asked[j]  # a snippet of the same item, made a heading already
        item = _ITEM_RE.match(lines[j])
        if item is not None:
            asked[j] = ""
            return item.group("text")
        j -= 1
    return ""


def _close_answer(lines: list[str], k: int) -> None:
    """The closing `====` of the answer's block after line k as a rule under a blank line:
    the answer ends there, and the questions after it (asked with no answer) are not its."""
    j = k + 1
    if j < len(lines) and lines[j].strip().startswith("[%"):
        j += 1
    if j >= len(lines) or lines[j].strip() != "====":
        return
    for end in range(j + 1, len(lines)):
        if lines[end].strip() == "====":
            lines[end] = "\n---"
            return
