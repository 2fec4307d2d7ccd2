"""reStructuredText questions and answers written as a pair of directives -> Markdown.

Sphinx course books (sphinx-book-theme, sphinx-design, jupyter-book) ask a question in one
box and fold its answer into the next, so that the reader thinks before opening it:

    .. admonition:: Question
       :class: note

       For the Coordination game:

       1. What is the finite set of players?
       2. What are the action sets?

    .. admonition:: Answer
       :class: caution, dropdown

       1. The two players are Alice and Bob.

(or `.. admonition:: Question 3` then `.. dropdown:: Answer`, `.. exercise::` then
`.. solution::`). Read as reST text, both boxes are directives (markup that goes) over
indented bodies: the sub-questions came out as questions of their own and the answers as
text between questions. Here each question box followed by an answer box is rewritten in
place: the question as a `######` heading (below any section title) (its sub-questions joined to it, its lettered
options kept as lines below it), the answer as an `Answer:` label over its body, dedented,
its option fields (`:class:`) blanked and its code fenced; roles (`:math:`A = -B``,
`:ref:`the game <target>``) as their text. A question box with no answer box after it
is left as it was.
"""

from __future__ import annotations

import re

from srs.importers.common import OPTION_RE
from srs.importers.lazyre import lazy
from srs.importers.rstitems import block_end, fence_code, indent_of
from srs.importers.rstroles import roles_as_text

_DIRECTIVE_RE = lazy(r"^\.\.[ \t]+(?P<name>[\w-]+)::[ \t]*(?P<title>.*?)[ \t]*$")
_FIELD_RE = lazy(r"^[ \t]+:[\w-]+:(?:[ \t].*)?$")
_BOXES = frozenset({"admonition", "note", "hint", "tip", "important", "dropdown", "toggle"})
_QUESTION_TITLE_RE = lazy(
    r"^(?:question|exercise|problem|quiz|check)(?:[ \t]*#?\d+)?[ \t]*[:.)-]?[ \t]*(?P<rest>.*)$",
    re.I,
)
_ANSWER_TITLE_RE = lazy(
    r"^(?:(?:show|reveal|view)[ \t]+(?:the[ \t]+)?)?(?:answers?|solutions?)\b", re.I
)
_MATH_RE = lazy(r"^[ \t]*\.\.[ \t]+math::[ \t]*$")


def folded_pairs_to_markdown(lines: list[str]) -> None:
    """Every question box followed by an answer box among `lines` rewritten in place."""
    k = 0
    while k < len(lines):
        if lines[k][:2] == ".." and _question_title(lines[k]) is not None:
            answer = _answer_after(lines, k)
            if answer is not None:
                _rewrite_answer(lines, answer)
                _rewrite_question(lines, k)
                k = answer
        k += 1


def _question_title(line: str) -> str | None:
    """The words a question box's title adds (`Question 3: What is X?` -> `What is X?`, a
    bare `Question` -> ''), or None for a directive that is no question box."""
    m = _DIRECTIVE_RE.match(line)
    if m is None:
        return None
    name, title = m.group("name").lower(), m.group("title")
    if name in ("question", "exercise", "problem"):
        return title
    q = _QUESTION_TITLE_RE.match(title) if name in _BOXES else None
    return q.group("rest") if q is not None else None


def _is_answer_box(line: str) -> bool:
    m = _DIRECTIVE_RE.match(line)
    if m is None:
        return False
    name = m.group("name").lower()
    return name in ("answer", "solution") or (
        name in _BOXES and _ANSWER_TITLE_RE.match(m.group("title")) is not None
    )


def _answer_after(lines: list[str], k: int) -> int | None:
    """The line of the answer box right after the question box at line k, or None."""
    end = block_end(lines, k + 1)
    return end if end < len(lines) and _is_answer_box(lines[end]) else None


def _body(lines: list[str], k: int) -> range:
    """A box's body lines (after its option fields), the fields blanked."""
    j = k + 1
    while j < len(lines) and _FIELD_RE.match(lines[j]):
        lines[j] = ""
        j += 1
    return range(j, block_end(lines, j))


def _rewrite_question(lines: list[str], k: int) -> None:
    """The question box as a heading: its title's words and its body's lines joined, save
    its lettered options, kept as lines below it (dedented)."""
    words = [_question_title(lines[k]) or ""]
    body = _body(lines, k)
    cut = min((indent_of(lines[i]) for i in body if lines[i].strip()), default=0)
    options = False
    for i in body:
        text = lines[i][cut:].rstrip()
        if OPTION_RE.match(text.strip()) or (options and text[:1] in " \t"):
            options = True
            lines[i] = roles_as_text(text)
        else:
            words.append(text.strip())
            lines[i] = ""
    lines[k] = "###### " + roles_as_text(" ".join(word for word in words if word))


def _rewrite_answer(lines: list[str], k: int) -> None:
    """The answer box as an `Answer:` label over its body, dedented, its code fenced, its
    `.. math::` lines blanked (the formula stays, indented under its item)."""
    lines[k] = ""
    body = _body(lines, k)
    cut = min((indent_of(lines[i]) for i in body if lines[i].strip()), default=0)
    for i in body:
        lines[i] = "" if _MATH_RE.match(lines[i]) else lines[i][cut:]
    text = "\n".join(lines[body.start : body.stop])
    lines[body.start : body.stop] = roles_as_text(text).split("\n")  # a role may wrap a line
    fence_code(lines, body.start, body.stop)
    lines[k] = "Answer:"
