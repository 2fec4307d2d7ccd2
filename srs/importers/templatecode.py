"""Component templates written into an answer as they are (Vue, Angular, Alpine): code, not
markup.

Notes on a front-end framework answer with the template that shows it, unfenced, right under
the sentence (`The directive v-if renders a block:` over `<h1 v-if="awesome">Vue is
awesome!</h1>`; `<ul id="list">` / `<li v-for="item in items">` / `{{ item.message }}`). Read
as HTML the heading opened a new section and the line vanished, and the list became a bare
`-`. A tag that carries a directive attribute (`v-if`, `:title`, `@click`, `*ngFor`,
`[value]`, `(click)`, `#ref`) is no HTML a page is written in: the lines of its template (the
run of lines around it that open with a tag or an interpolation) are fenced as code, so they
are shown as written. Tags without directives are read as HTML as before.
"""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy

_DIRECTIVE_TAG_RE = lazy(
    r"<[a-zA-Z][\w.-]*\s(?:[^<>]*?\s)?"
    r"(?:v-[a-z][\w:.-]*|[:@][a-zA-Z][\w.:-]*|\*ng[A-Z]\w*|\[\(?[a-zA-Z][\w.]*\)?\]"
    r"|\([a-zA-Z][\w.]*\)|#[a-zA-Z]\w*)"
    r"(?:\s*=|\s|/?>)[^<>]*>"
)
"""An opening tag with a framework directive among its attributes."""
_FENCE_RE = lazy(r"^[ \t]*(?:`{3,}|~{3,})")
"""A fence line at any indent: a fence nested in a list item already holds its template as
code (fenced again, its lines were cut out of it)."""


def _may_hold_directive(text: str) -> bool:
    """The cheap test before the expression: a directive's first characters in the text."""
    return "<" in text and any(mark in text for mark in ("v-", " :", " @", "*ng", " [", " (", " #"))


_FOLD_RE = lazy(r"</?(?:details|summary|br|hr)\b", re.I)
"""The tags of a fold around an answer, and breaks: the card's frame, never its template."""


def has_directive(text: str) -> bool:
    """Whether the text holds a tag with a framework directive (`<li v-for="...">`)."""
    return _may_hold_directive(text) and _DIRECTIVE_TAG_RE.search(text) is not None


def _template_line(text: str) -> bool:
    """A line of a template: it opens with a tag or an interpolation (`{{ item.message }}`),
    not with a fold's tag."""
    stripped = text.lstrip()
    if stripped[:2] == "{{":
        return True
    return stripped[:1] == "<" and not _FOLD_RE.match(stripped)


def fenced_templates(text: str) -> str:
    """The text with each unfenced run of template lines that holds a directive tag fenced
    as code; unchanged when it holds none."""
    if not _may_hold_directive(text):
        return text
    lines = text.split("\n")
    runs: list[tuple[int, int]] = []
    fenced = False
    for k, line in enumerate(lines):
        if _FENCE_RE.match(line):
            fenced = not fenced
            continue
        if fenced or (runs and k < runs[-1][1]) or not _template_line(line):
            continue
        if _DIRECTIVE_TAG_RE.search(line):
            runs.append(_run_around(lines, k))
    if not runs:
        return text
    out: list[str] = []
    last = 0
    for first, end in runs:
        out.extend(lines[last:first])
        if out and out[-1].strip():
            out.append("")  # set apart from the sentence above, as a fence is written
        out.extend(["```", *lines[first:end], "```"])
        if end < len(lines) and lines[end].strip():
            out.append("")
        last = end
    out.extend(lines[last:])
    return "\n".join(out)


def _run_around(lines: list[str], k: int) -> tuple[int, int]:
    """(first, end) of the run of template lines around line k, no fence line among them."""
    first, end = k, k + 1
    while first > 0 and _template_line(lines[first - 1]) and not _FENCE_RE.match(lines[first - 1]):
        first -= 1
    while end < len(lines) and _template_line(lines[end]) and not _FENCE_RE.match(lines[end]):
        end += 1
    return first, end
