"""Questions written as mkdocs-material admonitions, their answers folded inside.

A site built with mkdocs-material writes each question as the title of a collapsible block
and its answer as the block's indented body, often grouped in blocks of their own:

    ??? tip "Machine Learning Concepts"

        ??? question "What is out-of-core learning?"

            Training on data too large for memory, chunk by chunk.

Read as plain Markdown, the bodies are indented code and the titles markup. This pass
writes such a document as headings: a block titled with a question (a `question`, `faq` or
`help` block, or any block whose title asks) is a `####` heading over its body, dedented; a
block that holds such questions is a `###` heading; a block inside an answer (an
`??? example "Causal decoder"`) is a bold line in it. A document whose blocks reveal answers
(`??? success "Show Answer"` under each question) is left to the block reader, which reads
those as answer labels.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from srs.importers.blocklines import reveals_answer
from srs.importers.common import holds
from srs.importers.lazyre import lazy

_HEADER_RE = lazy(
    r"^(?P<indent>[ \t]*)(?:\?\?\?\+?|!!!)[ \t]+(?P<kind>[\w-]+)"
    r"(?:[ \t]+\"(?P<title>[^\"]*)\"?)?[ \t]*$"
)
_QUESTION_KINDS = frozenset({"question", "faq", "help"})
_QUESTION_HINT_RE = lazy(r"^[ \t]*(?:\?\?\?\+?|!!!)[ \t]+(?:question|faq|help)\b", re.I | re.M)
_FENCE_RE = lazy(r"^[ \t]*(?:```|~~~)")


@dataclass
class _Open:
    """An admonition still open: its header's indent and what it is."""

    indent: int
    kind: str  # "question", "section" or "inner" (a block inside an answer)


def admonition_questions(text: str) -> str:
    """The text with admonition questions as headings over their answers (see the module
    docstring); unchanged unless two or more blocks are titled with questions and fewer
    blocks reveal answers."""
    if not holds(text, "???", "!!!") or len(_QUESTION_HINT_RE.findall(text)) < 2:
        return text  # cheap tests first (a literal search, then the pattern at every line)
    lines = text.split("\n")
    headers = [_HEADER_RE.match(line) for line in lines]
    reveal = sum(1 for m, line in zip(headers, lines, strict=True) if m and reveals_answer(line))
    asked = sum(1 for m, line in zip(headers, lines, strict=True) if m and _asks(m, line))
    if asked < 2 or reveal >= asked:
        return text  # `??? success "Show Answer"` under each question: answer labels
    return "\n".join(_rewritten(lines, headers))


def _asks(header: re.Match[str], line: str) -> bool:
    """A question's block that is no answer label (`??? question "Why use LoRA?"`, not
    `??? success "Show Answer"`); a title that asks is a question even when its words could
    label an answer (`Why evaluate RAG?`)."""
    title = (header.group("title") or "").strip()
    return (
        bool(title) and _is_question(header) and (title.endswith("?") or not reveals_answer(line))
    )


def _is_question(header: re.Match[str]) -> bool:
    """Whether an admonition stands for a question: its kind says so (a `??? question ""`
    without its words too, reported as such), or its title asks."""
    title = (header.group("title") or "").strip()
    return header.group("kind").casefold() in _QUESTION_KINDS or title.endswith("?")


def _rewritten(lines: list[str], headers: list[re.Match[str] | None]) -> list[str]:
    """The lines with each admonition header written as a heading or a bold line and each
    body line dedented by its block's indent (code fences inside bodies kept whole)."""
    out: list[str] = []
    stack: list[_Open] = []
    fence = False
    answered = False  # a question's block was open since the last line of a section's text
    for line, header in zip(lines, headers, strict=True):
        expanded = line.expandtabs(4)
        width = len(expanded) - len(expanded.lstrip())
        if not fence and header is not None:
            _close(stack, width)
            out.extend(_heading(header, width, stack))
            answered = answered or stack[-1].kind == "question"
            continue
        if expanded.strip() and not fence:
            _close_above(stack, width)
        if _FENCE_RE.match(expanded):
            fence = not fence
        cut = stack[-1].indent + 4 if stack else 0
        text = expanded[min(cut, width) :] if expanded.strip() else ""
        if text and stack and stack[-1].kind == "section" and answered:
            text = _section_label(text)  # no more of the answer above it
            answered = False
        out.append(text)
    return out


def _section_label(text: str) -> str:
    """A line of a block's own text after the questions in it (`- Advanced Topics`, the next
    group's name): a heading, so that it is read as no part of the last answer."""
    return "### " + re.sub(r"^[-*+][ \t]+", "", text.strip())


def _close(stack: list[_Open], indent: int) -> None:
    """Close the blocks a header at `indent` ends (those at its indent or deeper)."""
    while stack and stack[-1].indent >= indent:
        stack.pop()


def _close_above(stack: list[_Open], indent: int) -> None:
    """Close the blocks whose bodies a line at `indent` is outside of."""
    while stack and indent < stack[-1].indent + 4:
        stack.pop()


def _heading(header: re.Match[str], indent: int, stack: list[_Open]) -> list[str]:
    """A header as the line that stands for it (one: the text keeps its line numbers), its
    block pushed on `stack`."""
    title = (header.group("title") or header.group("kind")).strip()
    if any(block.kind in ("question", "inner") for block in stack):
        stack.append(_Open(indent, "inner"))  # `??? example "..."` inside an answer
        return [f"**{title}**"]
    if _is_question(header):
        stack.append(_Open(indent, "question"))
        return [f"#### Question: {title}"]
    stack.append(_Open(indent, "section"))
    return [f"### {title}"]
