"""Notes kept as a site generator's source: each question a `* ` line at the margin, right
over a line of tags in brackets (`[core,exceptions]`), then its answer's lines up to the
next such question (`* Назвать и описать Creational patterns` / `[patterns]` / `= Builder
- ...`).

Read as Markdown, the question is a bullet whose paragraph runs on through the tags and the
answer (no blank line parts them), and a prompt that does not ask was no question at all:
most of the notes were lost as an introduction. When three lines or more of the document
are such a `* ` line over a tag line, each is written as a `###` heading and its tag line
blank (the tags are the generator's, not the answer's), line for line, so the answer below
each heading is its card's.
"""

from __future__ import annotations

from srs.importers.common import outside_code
from srs.importers.lazyre import lazy

__all__ = ["tagged_prompts"]

_PROMPT_RE = lazy(r"^\*[ \t]+(?P<text>[^*\s].*?)[ \t]*$")
_TAGS_RE = lazy(r"^\[[\w-]+(?:[ \t]*,[ \t]*[\w-]+)*\][ \t]*$")
"""`[core,exceptions]`: words in brackets, separated by commas, alone on the line."""
_HINT_RE = lazy(r"\n\*[ \t][^\n]*\n\[[\w-]")
"""A `* ` line over a line opening with `[` and a word: the cheap scan of the whole text."""
_MIN_PROMPTS = 3


def tagged_prompts(text: str) -> str:
    """The text with each tagged `* ` prompt as a heading (see the module doc)."""
    if _HINT_RE.search(text) is None:
        return text
    lines = text.split("\n")
    prose = [k for k, _ in outside_code(lines)]
    found: list[tuple[int, str]] = []
    for k in prose:
        if lines[k][:1] != "*" or k + 1 >= len(lines) or lines[k + 1][:1] != "[":
            continue
        m = _PROMPT_RE.match(lines[k])
        if m is not None and _TAGS_RE.match(lines[k + 1]):
            found.append((k, m.group("text")))
    if len(found) < _MIN_PROMPTS:
        return text
    for k, prompt in found:
        lines[k] = f"### {prompt}"
        lines[k + 1] = ""
    return "\n".join(lines)
