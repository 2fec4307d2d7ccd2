"""An answer key indented four blanks under its title, read at the margin.

Quizzes fold their key at the end and indent its entries under the fold's title, as one
indents the body of a fold by hand:

    <details>
      <summary>Respostas</summary>

        1. Resposta: c
        2. Resposta: c e d
    </details>

Four blanks make the entries an indented code block to Markdown, so no reader took them for
the key it had found the title of: a key of entries that say more than a letter
(`1. Resposta: c`) was lost, and the quiz above it refused as unanswered, its advice to write
the key at the end, which the file already had. A run of lines indented four blanks or more
right under a key's title (a heading, a `<summary>` or a line of its own that names a key:
`Answers`, `Respostas`, `Answer key`), each line at the run's least indent an entry of the key
(`1. B`, `3. Answer: c e d`), is written at the margin, line for line; lines indented deeper
than the entries (an entry's explanation) keep what they have more. Code under a `##
Solutions` heading, or any run a line of which is no entry, stays as written.
"""

from __future__ import annotations

from srs.importers.anytags import ANY_TAG_RE
from srs.importers.common import HEADING_RE, SUMMARY_RE, end_matter_kind, holds
from srs.importers.fences import outside_code
from srs.importers.keylines import key_item, key_pairs
from srs.importers.lazyre import lazy

__all__ = ["indented_keys"]

_INDENTED_ENTRY_RE = lazy(
    r"\n(?: {4}|\t)[ \t]*(?:[-*+][ \t]+)?(?:\*\*|__)?(?:[^\W\d_]{1,20}[ \t]*)?#?\d{1,4}"
    r"(?:\*\*|__)?[ \t]*[.):\-–—]"
)
"""A line indented as code that opens as a key's entry (`    1. Resposta: b`, `\tQ2: c`):
the search that rules out a document with no such line before its lines are walked."""
_CODE_INDENT = 4


def indented_keys(text: str) -> str:
    """The text with each answer key indented as code under its title written at the margin
    (see the module doc); the text itself when it has none."""
    if not holds(text, "\n\t", "\n  ") or _INDENTED_ENTRY_RE.search(text) is None:
        return text  # cheap tests first (those srs.importers.indentedpairs asks, answered once
        # for a large text): no line indented as code opens as a key's entry
    lines = text.split("\n")
    changed = False
    title: int | None = None  # the last line at the margin with text, over the run below it
    run: list[int] = []  # the lines indented as code under it
    for k, line in outside_code(lines):
        if not line.strip():
            continue
        if _indent(line) >= _CODE_INDENT:
            run.append(k)
            continue
        changed = _dedented(lines, title, run) or changed
        title, run = k, []
    changed = _dedented(lines, title, run) or changed
    return "\n".join(lines) if changed else text


def _dedented(lines: list[str], title: int | None, run: list[int]) -> bool:
    """Whether the run of lines indented under the line `title` is a key under its title,
    then written at the margin (each line its least indent to the left)."""
    if title is None or not run or not _names_a_key(lines[title]):
        return False
    least = min(_indent(lines[k]) for k in run)
    entries = [lines[k].expandtabs(4)[least:] for k in run if _indent(lines[k]) == least]
    if not all(key_item(entry) or key_pairs(entry) for entry in entries):
        return False  # code under `## Solutions`, or text: not the key's entries
    for k in run:
        lines[k] = lines[k].expandtabs(4)[least:]
    return True


def _names_a_key(line: str) -> bool:
    """Whether a line at the margin is a key's title: a heading, a `<summary>` or a line of
    its own whose words name an answer key (`## Answers`, `<summary>Respostas</summary>`)."""
    heading = HEADING_RE.match(line)
    summary = SUMMARY_RE.match(line) if heading is None and "<" in line else None
    if heading is not None:
        title = heading.group("text") or ""
    elif summary is not None:
        title = ANY_TAG_RE.sub("", summary.group("summary"))
    else:
        title = line
    return bool(title.strip()) and end_matter_kind(title.strip()) == "key"


def _indent(line: str) -> int:
    expanded = line.expandtabs(4)
    return len(expanded) - len(expanded.lstrip(" "))
