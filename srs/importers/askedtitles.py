"""A page that is one question: its front matter's `title:` asks, its body answers.

A question bank kept as a site (Docusaurus, Hugo, Astro) gives each question a file of its
own:

    ---
    title: ¿Cómo evitarías memory leaks en Angular?
    difficulty: hard
    tags: [async, rxjs]
    ---

    Detrás de la pregunta ...

    ## Respuesta sólida
    - ...

    ## Ejemplo de código

The title was read as the deck's name and each section of the answer as a question of its
own ("Respuesta sólida", "Ejemplo de código"). Where the title asks (it ends with a question
mark) and nothing in the body does (no heading ends with one, no line opens with a question
label), the page is written as that one question: the front matter becomes its `##`
heading, its sort fields (`difficulty`, `level`, `category`, `tags`) bold fields under it,
which the card keeps as its tags, then an `**Answer:**` label over the whole body, whose
headings go down under the question's (the shallowest to `###`). Line for line: the front
matter's lines are reused, in the order heading, fields, blanks, label.
"""

from __future__ import annotations

import re

from srs.importers.fences import outside_code
from srs.importers.labelstart import label_start
from srs.importers.lazyre import lazy
from srs.importers.pageoutline import headings_of, moved_under_title
from srs.importers.titles import front_matter_end

__all__ = ["asked_titles"]

_TITLE_RE = lazy(r"^title[ \t]*:[ \t]*(?P<v>.+?)[ \t]*$", re.I)
_FIELD_RE = lazy(
    r"^(?P<key>difficulty|level|category|categories|tags|topics?)[ \t]*:[ \t]*(?P<v>\S.*?)[ \t]*$",
    re.I,
)
_ASKED_HEADING_RE = lazy(r"^#{1,6}[ \t].*[?？][ \t#*_]*$")
_SETEXT_RE = lazy(r"^[ \t]{0,3}(?:=+|-+)[ \t]*$")


def _labelled(line: str) -> bool:
    """Whether the line starts a question with a label (`Q:`, `**Question 2:**`, `Frage:`),
    in a bulleted list too: the body asks questions of its own."""
    text = line.strip()
    if text[:2] in ("- ", "* ", "+ "):
        text = text[2:].lstrip()
    return label_start(text, in_heading=False) is not None


def asked_titles(text: str) -> str:
    """The text as its one question (see the module doc); the text itself otherwise."""
    if not text.startswith(("---", "+++")) or "title" not in text[:2000].lower():
        return text  # cheap tests first: no front matter, or none with a title
    lines = text.split("\n")
    end = front_matter_end(lines)
    if not end:
        return text
    head = lines[1 : end - 1]
    title = next((m.group("v") for t in head if (m := _TITLE_RE.match(t))), None)
    if title is None:
        return text
    title = title.strip().strip("'\"").strip()
    if not title.endswith(("?", "？")):
        return text
    body = lines[end:]
    if not _answers_only(body):
        return text
    fields = [
        f"**{m.group('key').capitalize()}:** {m.group('v').strip('[]')}"
        for t in head
        if (m := _FIELD_RE.match(t))
    ]
    written = [f"## {title}", *fields[: end - 2]]
    written += [""] * (end - 1 - len(written))
    return "\n".join([*written, "**Answer:**", *moved_under_title(body, headings_of(body))])


def _answers_only(body: list[str]) -> bool:
    """Whether a page's body answers and asks nothing: it has text, no heading of it ends
    with a question mark, no line opens with a question label, no heading is underlined
    (`===`, or `---` right under a line of text)."""
    has_text = False
    for k, line in outside_code(body):
        if not line.strip():
            continue
        has_text = True
        if _ASKED_HEADING_RE.match(line) or _labelled(line):
            return False
        if _SETEXT_RE.match(line) and k > 0 and body[k - 1].strip():
            return False  # `Title` over `===` or `---`: a heading no `#` moves down
    return has_text
