"""Notes kept as a site generator's source: each question a `* ` or `- ` line at the margin,
right over a line of tags in brackets (`[core,exceptions]`), then its answer's lines up to
the next such question (`* Назвать и описать Creational patterns` / `[patterns]` / `=
Builder - ...`).

Read as Markdown, the question is a bullet whose paragraph runs on through the tags and the
answer (no blank line parts them), a `- ` question is one more item of the answer's list
above it, and a prompt that does not ask (`* Spring. IoC. AOP.`) was no question at all, or
a sub-heading of the answer before it. When three lines or more of the document are such a
bullet over a tag line, each is written as a labelled heading (`# Question 7: Spring. IoC.
AOP.`, which the Markdown reader takes for a question whether it asks or not, the card
showing the prompt; a level under the document's own sections over them) and its tag line
blank (the tags are the generator's, not the answer's), line for line, so the lines below
each heading, to the next, are its card's answer. A bullet not over a tag line (an answer's
own list) stays where it is.
"""

from __future__ import annotations

from srs.importers.common import HEADING_RE
from srs.importers.fences import outside_code
from srs.importers.holding import holds
from srs.importers.lazyre import lazy

__all__ = ["tagged_prompts"]

_PROMPT_RE = lazy(r"^[-*+][ \t]+(?P<text>\S.*?)[ \t]*$")
_TAGS_RE = lazy(r"^\[(?=[\w-]*[^\W\d])[\w-]+(?:[ \t]*,[ \t]*[\w-]+)*\][ \t]*$")
"""`[core,exceptions]`: words in brackets, separated by commas, alone on the line (the
first holds a letter: `[1]` is a note's reference, not a tag)."""
_HINT_RE = lazy(r"\n[-*+][ \t][^\n]*\n\[[\w-]")
"""A bullet line over a line opening with `[` and a word: the scan of the whole text, after
the literal test for a line opening with `[`."""
_MIN_PROMPTS = 3


def tagged_prompts(text: str) -> str:
    """The text with each tagged bullet prompt as a labelled heading (see the module doc)."""
    if not holds(text, "\n[") or _HINT_RE.search("\n" + text) is None:
        return text
    lines = text.split("\n")
    found: list[tuple[int, str]] = []
    for k, line in outside_code(lines):
        if line[:1] not in ("*", "-", "+") or k + 1 >= len(lines) or lines[k + 1][:1] != "[":
            continue
        m = _PROMPT_RE.match(line)
        if m is not None and _is_prompt(m.group("text")) and _TAGS_RE.match(lines[k + 1]):
            found.append((k, m.group("text")))
    if len(found) < _MIN_PROMPTS:
        return text
    marks = "#" * _level(lines, [k for k, _ in found])
    for number, (k, prompt) in enumerate(found, start=1):
        lines[k] = f"{marks} Question {number}: {prompt}"
        lines[k + 1] = ""
    return "\n".join(lines)


def _level(lines: list[str], prompts: list[int]) -> int:
    """The prompts' heading level: one under the deepest of the document's own headings over
    them (its title and sections before the first prompt, and a section's heading right over
    a prompt, whose name the cards keep as their tag); the top level when there are none, so
    that a title in an answer (`== Java 12`, a `##` heading) stays in the answer."""
    own = [line for _, line in outside_code(lines[: prompts[0]]) if line[:1] == "#"]
    for k in prompts[1:]:
        above = k - 1
        while above > 0 and not lines[above].strip():
            above -= 1
        if lines[above][:1] == "#":
            own.append(lines[above])
    levels = [len(m.group("hashes")) for line in own if (m := HEADING_RE.match(line))]
    return min(max(levels, default=0) + 1, 6)


def _is_prompt(text: str) -> bool:
    """Whether a bullet's text has words (`- - -` and `* * *` are rules, not prompts)."""
    return any(char.isalnum() for char in text)
