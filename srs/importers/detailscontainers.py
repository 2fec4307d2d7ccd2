"""Answers folded in VitePress / VuePress `::: details` containers, read as the `<details>`
blocks they render to.

Interview notes kept as a VitePress or VuePress site (many Chinese question banks) fold each
answer in a custom container under its question heading:

    ### What is a pointer?
    ::: details Answer
    A variable that holds an address.
    :::

Read as plain Markdown the container's lines are text: every answer began with its
`::: details` marker and ended with the bare `:::`, and a question whose heading stands a
blank line off its container lost its answer to the text "between questions". This pass
writes each such container as the block it renders to, `<details><summary>Answer</summary>`
... `</details>`, one line for one line (line numbers in warnings still point into the
document), and the `<details>` reader does the rest: its summary marks the answer (or, when it
asks, is the question). A container inside a details block (a `::: tip 提示` in an answer) is a
part of the answer: its title a bold line, its markers gone, as the page shows it. Other
containers (`::: tip` between questions) are left as they are. Nothing inside a code fence is
a marker.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from srs.importers.asking import asks
from srs.importers.common import holds
from srs.importers.fences import fence_after
from srs.importers.lazyre import lazy

__all__ = ["details_containers"]

_MARKER_RE = lazy(r"^[ \t]{0,3}(?P<colons>:{3,})[ \t]*(?P<info>[^:\s][^\n]*?)?[ \t]*$")
"""A container's line: an opening one with its name and title (`::: details 答案`, `::: tip`),
or a closing one (`:::`)."""
_DETAILS_RE = lazy(r"^details(?:[ \t]+(?P<title>.*))?$", re.I)
_DEFAULT_TITLE = "Details"
"""The summary VitePress shows for a details container given no title."""


def details_containers(text: str) -> str:
    """The text with each `::: details` container written as a `<details>` block (see the
    module doc); unchanged when it has none."""
    if not holds(text, "::: details", ":::details", ":::: details"):
        return text  # the cheap test first
    lines = text.split("\n")
    out = list(lines)
    open_at: list[tuple[int, int, str | None, str]] = []  # (line, colons, summary, title)
    changed = False
    for i, colons, info in _markers(lines):
        if info:
            open_at.append((i, colons, *_opened(info)))
            continue
        if not open_at or colons < open_at[-1][1]:
            continue
        first, _colons, summary, title = open_at.pop()
        if summary is not None and _opens_on_question(lines, first, i):
            out[first], out[i] = "", ""  # the fold holds its question too: the page, unfolded
            changed = True
        elif summary is not None:
            summary = _ANSWER if _under_heading(lines, first) and not asks(summary) else summary
            out[first], out[i] = f"<details><summary>{summary}</summary>", "</details>"
            changed = True
        elif any(outer[2] is not None for outer in open_at):  # a callout inside an answer
            out[first], out[i] = (f"**{title}**" if title else ""), ""
    return "\n".join(out) if changed else text


def _markers(lines: list[str]) -> Iterator[tuple[int, int, str]]:
    """Each container marker line outside code: its index, its number of colons and what
    follows them (empty on a closing marker)."""
    fence: str | None = None
    for i, line in enumerate(lines):
        fence, is_fence = fence_after(fence, line)
        if fence is not None or is_fence or ":::" not in line:
            continue
        m = _MARKER_RE.match(line)
        if m is not None:
            yield i, len(m.group("colons")), (m.group("info") or "").strip()


def _opened(info: str) -> tuple[str | None, str]:
    """An opening marker's summary (None unless it opens a details container) and the title
    it gives (`::: tip 提示`: `提示`; none for a bare `::: tip`)."""
    details = _DETAILS_RE.match(info)
    if details is not None:
        return (details.group("title") or "").strip() or _DEFAULT_TITLE, ""
    name, _blank, title = info.partition(" ")
    return None, title.strip() if name.isalpha() else ""


_ANSWER = "Answer"
_HEADING_RE = lazy(r"^[ \t]{0,3}#{1,6}[ \t]+\S")


def _under_heading(lines: list[str], first: int) -> bool:
    """Whether a container opens right under a heading (blank lines between): the answer to
    the question it titles, whatever the container's own title (`要点`, "key points", `Notes`),
    which the page shows as a button, no question (a title that asks is the question, under a
    section's heading)."""
    above = first - 1
    while above >= 0 and not lines[above].strip():
        above -= 1
    return above >= 0 and _HEADING_RE.match(lines[above]) is not None


def _opens_on_question(lines: list[str], first: int, end: int) -> bool:
    """Whether a container's first line of text is a heading that asks (`### What is a
    teapot?` inside `::: details 要点`): the author folded the question with its answer."""
    inner = next((line for line in lines[first + 1 : end] if line.strip()), "")
    return _HEADING_RE.match(inner) is not None and asks(inner.lstrip(" #"))
