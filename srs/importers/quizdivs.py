"""A web quiz's option elements marked by a data attribute -> a `Q:` question, its options and key.

A course site's quiz page writes each question as a few elements, one to a line, for its
script to draw:

    <div class="quiz-container">
      <div class="quiz-question">1. Which command uploads commits?</div>
      <div class="quiz-option" data-correct="false" data-feedback="No.">git pull</div>
      <div class="quiz-option" data-correct="true" data-feedback="Yes! It sends them.">git push</div>
      <div class="quiz-feedback"></div>
    </div>

Read as Markdown, each block was one opaque HTML block: its question an open card whose
answer was every option, the wrong ones with the right, with no word of the mark that says
which is right. Here each run of two or more option lines, each an element carrying a
right-or-wrong data attribute (`data-correct`, `data-answer`, `data-right`,
`data-is-correct`; true, 1 or yes marks the right one, as on a radio button's label:
srs.importers.htmlchoices), under a one-line element holding the question, is written over
as the choice question it is, as srs.importers.mkdocsquiz writes a quiz plugin's block: a
`Q:` line (`Q1:` for a question numbered `1.`), one lettered option a line, an `Answer:`
line naming the right ones (several: the warned open card), and the right option's feedback
(`data-feedback`, `data-explanation`) as the explanation. The tag-only lines around the block
(its container, an empty feedback element) are blank, so the block keeps its length.
Options with no such attribute, or a document that is one HTML block as a whole (converted
as a page: srs.importers.htmlblocks), stay as written.
"""

from __future__ import annotations

import html
import re

from srs.importers.common import FIELD_LETTERS
from srs.importers.fences import outside_code
from srs.importers.holding import holds
from srs.importers.html import html_to_markdown
from srs.importers.htmlblocks import is_html_fragment
from srs.importers.htmlchoices import marked_right
from srs.importers.lazyre import lazy

__all__ = ["quiz_divs"]

_ELEMENT_RE = lazy(
    r"^[ \t]*<(?P<tag>[a-zA-Z][\w-]*)\b(?P<attrs>[^<>]*)>(?P<inner>.*?)</(?P=tag)[ \t]*>[ \t]*$"
)
"""A whole element on one line (`<div class="quiz-option" ...>text</div>`)."""
_MARKED_RE = lazy(r"\bdata-(?:correct|right|answer|is-correct)[ \t]*=", re.I)
"""The attribute that says whether an option is right, true or false."""
_FEEDBACK_RE = lazy(
    r"\bdata-(?:feedback|explanation|explain)[ \t]*=[ \t]*(?:\"(?P<dq>[^\"]*)\"|'(?P<sq>[^']*)')",
    re.I,
)
_OPENING_RE = lazy(r"^[ \t]*<(?:div|section|article|form|fieldset)\b[^<>]*>[ \t]*$", re.I)
_CLOSING_RE = lazy(
    r"^[ \t]*(?:</[a-zA-Z][\w-]*[ \t]*>|<(?P<tag>[a-zA-Z][\w-]*)\b[^<>]*>[ \t]*</(?P=tag)[ \t]*>)"
    r"(?:[ \t]*</[a-zA-Z][\w-]*[ \t]*>)*[ \t]*$"
)
"""A line of tags only under the options: a closing tag, an empty element (`<div
class="quiz-feedback"></div>`, filled by the page's script)."""
_NUMBER_RE = lazy(r"^(\d{1,4})[.)][ \t]+(?=\S)")
_MIN_OPTIONS = 2


def quiz_divs(text: str) -> str:
    """The text with each quiz block whose options are marked by a data attribute written as
    its choice question (see the module doc); any other text as it is (cheap tests first)."""
    if not holds(text, "data-correct", "data-answer", "data-right", "data-is-correct"):
        return text
    if is_html_fragment(text):
        return text
    lines = text.split("\n")
    runs: list[list[int]] = [[]]
    for k, line in outside_code(lines):
        if _option(line) is not None:
            runs[-1].append(k)
        elif line.strip() and runs[-1]:
            runs.append([])
    for run in reversed([run for run in runs if len(run) >= _MIN_OPTIONS]):
        _rewrite(lines, run)
    return "\n".join(lines)


def _option(line: str) -> re.Match[str] | None:
    """An option line: a whole element carrying a right-or-wrong data attribute (a cheap test
    first: most lines hold no `data-`)."""
    if "data-" not in line and "DATA-" not in line:
        return None
    m = _ELEMENT_RE.match(line)
    return m if m is not None and _MARKED_RE.search(m.group("attrs")) else None


def _rewrite(lines: list[str], run: list[int]) -> None:
    """Write one run of options, with the question element above it and the tag-only lines
    around them, as a `Q:` question, its options, key and explanation (see the module doc);
    a run with no one-line question element right above it stays as written."""
    asked = _asked(lines, run[0])
    if asked is None or len(run) > len(FIELD_LETTERS):
        return
    first, question = asked
    last = run[-1]
    while last + 1 < len(lines) and _CLOSING_RE.match(lines[last + 1]):
        last += 1
    written = _written(question, [_option(lines[k]) for k in run])
    if first > 0 and lines[first - 1].strip():
        written.insert(0, "")  # apart from the text above, or it would take the `Q:` line in
    if last + 1 < len(lines) and lines[last + 1].strip():
        written.append("")
    written += [""] * (last + 1 - first - len(written))
    lines[first : last + 1] = written


def _asked(lines: list[str], option: int) -> tuple[int, str] | None:
    """The question over the options from line `option` on: the first line of its block (the
    tag-only lines that open it, `<div class="quiz-container">`, are the block's) and its
    text; None unless the line right above the options (past blanks) is a whole element
    holding text."""
    asked = next((k for k in range(option - 1, -1, -1) if lines[k].strip()), None)
    question = _ELEMENT_RE.match(lines[asked]) if asked is not None else None
    text = _text(question.group("inner")) if question is not None else ""
    if asked is None or not text:
        return None
    while asked > 0 and _OPENING_RE.match(lines[asked - 1]):
        asked -= 1
    return asked, text


def _written(question: str, options: list[re.Match[str] | None]) -> list[str]:
    """The question's lines: `Q:`, lettered options, `Answer:`, the right one's feedback."""
    number = _NUMBER_RE.match(question)
    lines = [f"Q{number.group(1)}: {question[number.end() :]}" if number else f"Q: {question}"]
    right: list[str] = []
    feedback = ""
    for letter, option in zip(FIELD_LETTERS, options, strict=False):
        assert option is not None
        lines.append(f"{letter}. {_text(option.group('inner'))}")
        if marked_right(option.group("attrs")):
            right.append(letter)
            feedback = feedback or _feedback(option.group("attrs"))
    lines.append(f"Answer: {', '.join(right)}" if right else "")
    if feedback and len(right) == 1:
        lines.append(f"Explanation: {feedback}")
    return lines


def _feedback(attrs: str) -> str:
    """What an option's feedback attribute says, unescaped, on one line ('' when none)."""
    said = _FEEDBACK_RE.search(attrs)
    return " ".join(html.unescape(said["dq"] or said["sq"] or "").split()) if said else ""


def _text(inner: str) -> str:
    """An element's inner HTML as one line of Markdown."""
    return " ".join(html_to_markdown(inner).split())
