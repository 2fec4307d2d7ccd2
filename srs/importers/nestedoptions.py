"""Options numbered under a numbered question, the key a deeper bullet naming one: lettered.

A textbook's chapter review (networking, `0z_textbook_review/chapter_08.md`) nests each
question's options as a numbered list under it (the file indents with tabs) and the answer
as a bullet under the last option, naming the option by its words:

    11. TCP connections are:
        1. Unreliable and must rely on the IP protocol
        2. Created using predefined ports or sockets
            - **Answer:** Created using predefined ports or sockets

Read as Markdown, that is a list of three items, the last holding a bullet: no options and
no key, and with no question mark the item was not even a question. Here such a run (two or
more items at one indent, numbered from 1 without a gap, right above an answer bullet
indented deeper than them, whose text is one of the options' words, or else a number among
theirs) is written as the options and key every reader knows: `A) ...`, `B) ...` and
`Answer: B` at the options' indent. Line for line, like every marker rewrite
(srs.importers.markers).

An exam's practice page keys such a run instead by setting the right option wholly in bold:

    3. Which body checks the courts?
        1. the press
        2. **the legislature**
        3. the army

The run (two to eight items numbered from 1 without a gap, nested under a numbered item,
exactly one wholly in bold) is lettered the same way, the bold kept: `B) **the
legislature**` is the one option in bold that srs.importers.keyrewrites reads as the key.
Only where the document has two such runs or more: a single one may be an answer's steps
with one set apart.
"""

from __future__ import annotations

import re

from srs.importers.common import ANSWER_RE, EXPLANATION_RE, holds
from srs.importers.holding import BULLETS, NUMBERED, search_led
from srs.importers.lazyre import lazy

__all__ = ["lettered_nested_options"]

_ANY_ANSWER_BULLET_RE = lazy(r"\n[ \t]+[-*+][ \t]+(?:\*\*|__)?answer", re.I)
"""An indented answer bullet anywhere, searched from a newline (a literal)."""
_ANSWER_BULLET_RE = lazy(
    r"^(?P<indent>[ \t]+)[-*+][ \t]+(?:\*\*|__)?answer(?:[ \t]*:)?(?:\*\*|__)?[ \t]*:?[ \t]*"
    r"(?:\*\*|__)?(?P<text>[^*_\s][^\n]*?)(?:\*\*|__)?[ \t]*$",
    re.I,
)
_NUMBERED_RE = lazy(r"^(?P<indent>[ \t]+)(?P<num>\d{1,2})[.)][ \t]+(?P<text>\S.*)$")
_LETTERS = "ABCDEFGH"
_ANY_BOLD_ITEM_RE = lazy(r"\n[ \t]+\d{1,2}[.)][ \t]+(?:\*\*|__)")
"""An indented numbered item opening in bold, searched from a newline (a literal)."""
_WHOLLY_BOLD_RE = lazy(r"^(?:\*\*|__)(?P<text>[^*_\s](?:.*[^*_\s])?)(?:\*\*|__)$")
_PARENT_RE = lazy(r"^(?P<indent>[ \t]*)\d{1,5}[.)][ \t]+\S")
_RUNS = 2
"""How many runs keyed in bold make the document a quiz written so."""
_ABOVE = 6
"""How many lines a question item may wrap onto above its options."""
_LATER = 3
"""How many questions after the next one may point at material set out before it."""


def lettered_nested_options(text: str) -> str:
    """The text with each nested option run keyed by a deeper answer bullet lettered (see
    the module doc)."""
    text = _bold_keyed_runs(text)
    if not holds(text, "nswer") or not search_led(_ANY_ANSWER_BULLET_RE, text, BULLETS):
        return text  # no indented answer bullet: the cheap search first
    lines = text.split("\n")
    for k, line in enumerate(lines):
        if "nswer" not in line or not line[:1].isspace():
            continue
        answer = _ANSWER_BULLET_RE.match(line)
        if answer is not None:
            _letter_run(lines, k, answer)
    return "\n".join(lines)


def _width(indent: str) -> int:
    return len(indent.expandtabs(4))


def _letter_run(lines: list[str], k: int, answer: re.Match[str]) -> None:
    """Letter the numbered run right above the answer bullet on line k, if it keys one."""
    run: list[re.Match[str]] = []
    j = k - 1
    while j >= 0:
        m = _NUMBERED_RE.match(lines[j])
        if m is None:
            break
        run.insert(0, m)
        j -= 1
    if len(run) < 2 or len(run) > len(_LETTERS):
        return
    indent = run[0].group("indent")
    if any(m.group("indent") != indent for m in run) or _width(indent) >= _width(
        answer.group("indent")
    ):
        return
    if [int(m.group("num")) for m in run] != list(range(1, len(run) + 1)):
        return
    key = _key_of(answer.group("text").strip(), [m.group("text").strip() for m in run])
    if key is None:
        return
    first = k - len(run)
    for n, m in enumerate(run):
        lines[first + n] = f"{indent}{_LETTERS[n]}) {m.group('text')}"
    lines[k] = f"{indent}Answer: {_LETTERS[key]}"


def _key_of(said: str, options: list[str]) -> int | None:
    """The option the answer names: by its words (case aside), else by its number."""
    folded = said.casefold().rstrip(".")
    found = [n for n, text in enumerate(options) if text.casefold().rstrip(".") == folded]
    if len(found) == 1:
        return found[0]
    if said.isdigit() and 1 <= int(said) <= len(options):
        return int(said) - 1
    return None


def _bold_keyed_runs(text: str) -> str:
    """The text with each nested numbered run keyed by one option in bold lettered, when the
    document has two or more (see the module doc), and the stimulus between two such
    questions moved under the question after it (see `_stimulus_moved`)."""
    if not holds(text, "**", "__") or not search_led(_ANY_BOLD_ITEM_RE, text, NUMBERED):
        return text  # no indented numbered item opens in bold: the cheap search first
    lines = text.split("\n")
    runs: dict[int, list[re.Match[str]]] = {}
    k = 0
    while k < len(lines):
        run = _nested_run(lines, k)
        if run and _one_bold(run) and _under_numbered(lines, k, run[0].group("indent")):
            runs[k] = run
        k += max(len(run), 1)
    if len(runs) < _RUNS:
        return text
    for first, run in runs.items():
        for n, m in enumerate(run):
            lines[first + n] = f"{m.group('indent')}{_LETTERS[n]}) {m.group('text')}"
    starts = sorted(runs)
    ends = [first + len(runs[first]) for first in starts]
    for n in range(len(starts) - 1):
        later = _later_asks(lines, starts, ends, n + 2)
        _stimulus_moved(lines, ends[n], starts[n + 1], later)
    return "\n".join(lines)


def _question_of(lines: list[str], run: int, end: int) -> int:
    """The line of the numbered item whose options start on line `run` (its question, which
    may wrap onto lines above the run), not above line `end`."""
    question = run - 1
    while question > end and _PARENT_RE.match(lines[question]) is None:
        question -= 1
    return question


def _later_asks(lines: list[str], starts: list[int], ends: list[int], n: int) -> str:
    """What the next few keyed questions from the `n`th ask, each set out with no material
    before it (the material above the one before them may be theirs too: `Which best
    describes X's view?` then `... the final sentence of the quote?`)."""
    asked: list[str] = []
    stop = min(len(starts), n + _LATER)
    while n < stop:
        question = _question_of(lines, starts[n], ends[n - 1])
        if any(line.strip() for line in lines[ends[n - 1] : question]):
            break  # material of its own above it
        asked.append(" ".join(lines[question : starts[n]]))
        n += 1
    return " ".join(asked)


def _nested_run(lines: list[str], k: int) -> list[re.Match[str]]:
    """The items numbered from 1 without a gap at one indent from line k, consecutive; empty
    when line k opens no such run of two to eight."""
    if lines[k][:1] not in (" ", "\t") or lines[k].lstrip()[:2] not in ("1.", "1)"):
        return []  # the cheap test first: most lines open no indented run from 1
    first = _NUMBERED_RE.match(lines[k])
    if first is None:
        return []
    run = [first]
    while k + len(run) < len(lines):
        m = _NUMBERED_RE.match(lines[k + len(run)])
        if m is None or m.group("indent") != first.group("indent"):
            break
        if int(m.group("num")) != len(run) + 1:
            return []
        run.append(m)
    return run if 2 <= len(run) <= len(_LETTERS) else []


def _one_bold(run: list[re.Match[str]]) -> bool:
    """Whether exactly one item is wholly in bold, and it is no label (`**Steps:**`)."""
    bold = [m for m in run if _WHOLLY_BOLD_RE.match(m.group("text").rstrip())]
    return len(bold) == 1 and not bold[0].group("text").rstrip("*_ ").endswith(":")


def _under_numbered(lines: list[str], k: int, indent: str) -> bool:
    """Whether the run on line k sits right under a numbered item indented less (its
    question, which may wrap onto a few lines above the run), a blank line between them or
    not (a loose list: `3. ... 则产生 C。`, a blank line, `     1. A、进位`)."""
    for j in range(k - 1, max(k - 2 - _ABOVE, -1), -1):
        line = lines[j]
        if j == k - 1 and not line.strip():
            continue
        if not line.strip() or _width(line[: len(line) - len(line.lstrip())]) >= _width(indent):
            return False
        if _PARENT_RE.match(line) is not None:
            return True
    return False


_STIMULUS_RE = lazy(r"^[ \t]*(?:!\[|!!!|\||>|<img\b)")
"""A line that sets out material to read (an image, an admonition, a table, a quote)."""
_REFERS_RE = lazy(
    r"\b(?:passage|quot(?:e|ation)|excerpt|table|chart|graph|cartoon|map|image|figure"
    r"|diagram|source|document)\b",
    re.I,
)
"""The words with which a question points at material set out for it."""


def _stimulus_moved(lines: list[str], end: int, run: int, later: str) -> None:
    """Material between a keyed run ending at line `end` and the next keyed run at line
    `run` (an image, a table, an admonition, a quote; or a paragraph the next question, or
    one of the few after it that `later` holds, points at: `the passage`, `the table`),
    after a blank line and indented inside the item above as a list needs, moved below the
    next question's lines: an exam sets out the material a question reads before it, so
    read as written it ended the answer above. The lines are rotated in place, so the
    text keeps its number of lines."""
    if end >= len(lines) or lines[end].strip():
        return  # the material stands apart from the options after a blank line
    question = _question_of(lines, run, end)
    if question <= end + 1 or lines[question - 1].strip():
        return  # no material, or none set apart from the question by a blank line
    if not _set_out(lines[end + 1 : question], lines[question:run], later):
        return
    body = lines[end + 1 : question]
    while not body[-1].strip():
        body.pop()
    blanks = [""] * (question - end - 1 - len(body))
    lines[end:run] = [*lines[question:run], "", *body, *blanks]


def _set_out(material: list[str], asked: list[str], later: str) -> bool:
    """Whether lines between two questions are material set out for the second, asked on
    the lines `asked` (see `_stimulus_moved`): no heading, item numbered like a question, nor
    answer or explanation label among them (text of its own, or the answer above), and set
    out by form or pointed at by the question or by those right after it (`later`)."""
    question = _PARENT_RE.match(asked[0])
    width = _width(question.group("indent")) if question is not None else 0
    for line in material:
        parent = _PARENT_RE.match(line)
        if line.lstrip()[:1] == "#" or (parent and _width(parent.group("indent")) <= width):
            return False
        if ANSWER_RE.match(line) or EXPLANATION_RE.match(line):
            return False
    set_out = any(_STIMULUS_RE.match(line) for line in material)
    return set_out or _REFERS_RE.search(" ".join([*asked, later])) is not None
