"""A quiz plugin's blocks as headings over task lists: mkdocs-quiz's `<quiz>` blocks (the
question, `- [x] right` / `- [ ] wrong` options, the explanation, `</quiz>`) and their HTML
form (`<question><p>...</p>` with `<answer correct>` tags). Markdown reads `<quiz>` as the
start of an HTML block that swallows the question and its options.
"""

from __future__ import annotations

import re

from srs.importers.common import outside_code
from srs.importers.lazyre import lazy

__all__ = ["quiz_blocks"]

_QUIZ_START_RE = lazy(r"^ {0,3}<quiz\b[^>]*>[ \t]*$", re.I | re.M)
_QUIZ_TAG_RE = lazy(r"^[ \t]*</?(?:quiz|question)\b[^>]*>[ \t]*$", re.I)
_QUIZ_ANSWER_RE = lazy(
    r"^[ \t]*<answer(?P<correct>[ \t]+correct\b[^>]*)?[ \t]*>(?P<text>.*?)</answer[ \t]*>[ \t]*$",
    re.I,
)
_QUIZ_PARAGRAPH_RE = lazy(r"^[ \t]*<p>(?P<text>.*?)</p>[ \t]*$", re.I)
_QUIZ_EXPLANATION_RE = lazy(
    r"^[ \t]*<explanation\b[^>]*>(?P<text>.*?)(?:</explanation[ \t]*>)?[ \t]*$", re.I
)
_QUIZ_EXPLANATION_END_RE = lazy(r"^[ \t]*</explanation[ \t]*>[ \t]*$", re.I)


def quiz_blocks(text: str) -> str:
    """A quiz plugin's blocks (mkdocs-quiz: `<quiz>`, the question, `- [x] right` / `- [ ]
    wrong` options, the explanation, `</quiz>`; or its HTML form, `<question><p>...</p>` with
    `<answer correct>` tags) as a `######` heading holding the question's first line, over
    task-list options. Markdown reads `<quiz>` as the start of an HTML block that swallows
    the question and its options; the tags go (blank lines), the rest is left as it is."""
    lowered = text[:1_000_000].lower()  # the literals first: most texts hold no quiz tag
    if ("<quiz" not in lowered and "<question" not in lowered) or _QUIZ_START_RE.search(
        text
    ) is None:
        return text
    lines = text.split("\n")
    asking = False  # inside a quiz block, before its question's first line
    for k, line in outside_code(lines):
        if not line.strip():
            continue
        if _QUIZ_TAG_RE.match(line):
            asking = not line.lstrip().startswith("</")
            lines[k] = ""
            continue
        answer = _QUIZ_ANSWER_RE.match(line)
        if answer is not None:
            box = "x" if answer.group("correct") else " "
            lines[k] = f"- [{box}] {answer.group('text').strip()}"
        elif "explanation" in line.lower():
            lines[k] = _quiz_explanation(line)
        elif asking:
            paragraph = _QUIZ_PARAGRAPH_RE.match(line)
            question = (paragraph.group("text") if paragraph else line).strip()
            lines[k] = question if question.startswith("#") else f"###### {question}"
        asking = False
    return "\n".join(lines)


def _quiz_explanation(line: str) -> str:
    """A quiz's `<explanation>why</explanation>` line as `Explanation: why`. Left as it was,
    the tag line right under the last `<answer>` is a continuation of that option (the
    explanation glued onto the option's text); labelled, it is the card's explanation. A
    closing tag alone on its line goes; a line that only names the word stays."""
    if _QUIZ_EXPLANATION_END_RE.match(line):
        return ""
    found = _QUIZ_EXPLANATION_RE.match(line)
    if found is None:
        return line
    text = found.group("text").strip()
    return f"Explanation: {text}" if text else ""
