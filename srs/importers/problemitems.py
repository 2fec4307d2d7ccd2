"""An exam's numbered problems whose sub-items are the questions, each answered by the block
indented under it.

    1. Terminologies. (24pts)

        - **Deadlock**

            <span style="color:red">A set of processes each waiting for ...

    2. Please answer the following. (8pts)

        Shared context for the questions below.

        - Which segment does `malloc()` use? (4pts)

            - <span style="color:red">The heap.

    3. Write the bakery algorithm. (10pts)

        ```c
        ...
        ```

A worked exam (a course's past midterm with its answers filled in) sets each problem as a
numbered item, its parts as bullets under it, and the answer to each part indented under that
part. Only the numbered items are read as list items that may ask, so the parts that asked
were reported with "no answer" (their answers lie inside them, one level deeper), the parts
named as terms (`- **Deadlock**`) were not questions at all, and the page was refused.

Here the problem line is the title of its parts (a heading one level below the heading above
it), each part a `Q:` line over its answer (`A:`), the answer's lines moved to the margin;
shared context between the problem line and its first part goes before that part, in its
question. A problem with no parts but a block indented under it, in such a document, is one
question (`Q:` over its answer). All of it line for line. A problem is read so only when its
whole body is parts, each over nothing but its indented block (after any context), its title
one line, and its parts are what asks: its title does not ask (`Terminologies.`), or half its
parts or more do. A numbered question answered by bullets with notes under them (`1. What are
the SOLID principles?` over `- **Single responsibility**` / `    A class ...`) keeps its bullets
as its answer. The layout must be the document's habit, two such problems at least, or one
problem's parts must ask in their own words, two of them answered (`1. Routing.` over `- What
table does a router consult?` / `    The routing table.` and one more).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from srs.importers.asking import asks
from srs.importers.common import ANSWER_RE, HEADING_RE, holds, indent_of
from srs.importers.fences import FENCE_RE, outside_code
from srs.importers.lazyre import lazy

__all__ = ["problem_items"]

_CHEAP_RE = lazy(r"\n {2,7}[-*+][ \t]+\S")
"""A bullet indented two to seven blanks: what a problem's part is, searched at C speed."""
_PROBLEM_RE = lazy(r"^(?P<lead> {0,3}\d{1,3}[.)][ \t]+)(?P<text>\S.*)$")
"""A numbered item at the margin: a problem."""
_PART_RE = lazy(r"^(?P<lead> *[-*+][ \t]+)(?P<text>\S.*)$")
"""A bullet: a part, at its problem's depth."""
_NOT_PROSE_RE = lazy(
    r"^ *(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)|^ *(?:`{3}|~{3}|\||#|<(?:details|div|table|pre|[uod]l|p|!--)\b)",
    re.I,
)
"""The first line of an answer that is no paragraph (a list, a fence, a table, a heading, an
HTML block): its `A:` label goes on the blank line above it."""
_FEWEST = 2
"""How many problems read as parts make the layout a document's (or asking parts answered,
in one problem)."""


@dataclass
class _Problem:
    """A numbered problem's lines as read: its line, its context, its parts' and answers'."""

    line: int
    title: str
    level: int
    """Its heading's level: one below the last heading above it."""
    end: int
    """The index after the problem's last line with text."""
    context: list[int] = field(default_factory=list)
    label: int | None = None
    """The line of the bullet that labels the problem's answer (see the module docstring)."""
    wrapped: list[int] = field(default_factory=list)
    """The lines its line wraps onto (a labelled problem's)."""
    parts: list[tuple[int, list[int], int | None]] = field(default_factory=list)
    """Each part: its first line, its question's lines after it, where its answer starts."""


def problem_items(text: str) -> str:
    """The text with each problem's parts as `Q:`/`A:` lines (see the module docstring);
    unchanged unless the layout is the document's (two problems so written, or one whose
    parts ask, two of them answered)."""
    if not holds(text, "\n  ") or _CHEAP_RE.search(text) is None:
        return text  # (no line opens with two blanks: known without a search, most often)
    lines = text.split("\n")
    coded = _code_lines(lines)
    problems = [p for at in _problem_lines(lines) if (p := _problem(lines, at, coded)) is not None]
    grouped = [p for p in problems if _the_layouts(p, lines)]
    if len(grouped) < _FEWEST and all(_answered_asking(p, lines) < _FEWEST for p in grouped):
        return text
    asked = {id(p) for p in grouped if p.parts}
    for problem in problems:
        if not problem.parts or id(problem) in asked:  # (a question's bullets stay its answer)
            _rewrite(lines, problem)
    return "\n".join(lines)


def _the_layouts(problem: _Problem, lines: list[str]) -> bool:
    """Whether the problem is written as the layout is: its answer labelled, or its parts
    asking."""
    return problem.label is not None or bool(problem.parts and _parts_ask(problem, lines))


def _code_lines(lines: list[str]) -> set[int]:
    """The indexes of the lines inside fenced code (at any indent) or fence marks."""
    outside = {k for k, _ in outside_code(lines, nested=True)}
    return {k for k in range(len(lines)) if k not in outside}


def _problem_lines(lines: list[str]) -> list[tuple[int, int]]:
    """Each numbered line at the margin, outside code, with the level its heading takes: one
    below the last heading above it (`##` at the least, `######` at most). A line is matched
    only when it opens with a digit or a blank (`#` for a heading)."""
    found = []
    level = 2
    for k, line in outside_code(lines, nested=True):
        first = line[:1]
        if first == "#" and (heading := HEADING_RE.match(line)) is not None:
            level = min(len(heading["hashes"]) + 1, 6)
        elif (first.isdigit() or first == " ") and _PROBLEM_RE.match(line) is not None:
            found.append((k, level))
    return found


def _problem(lines: list[str], at: tuple[int, int], coded: set[int]) -> _Problem | None:
    """The problem at line `at[0]` (its heading's level `at[1]`) read into its parts; None
    when its body is not a title over context and parts each over its indented answer, nor a
    block indented under it alone."""
    k, level = at
    m = _PROBLEM_RE.match(lines[k])
    assert m is not None
    col = len(m["lead"])
    labelled = _labelled(lines, k, col, coded)
    if labelled is not None:
        end, context, label, wrapped = labelled
        return _Problem(k, m["text"].strip(), level, end, context, label, wrapped)
    end = _body_end(lines, k, col)
    body = [j for j in range(k + 1, end) if lines[j].strip()]
    if not body or lines[k + 1].strip():
        return None  # nothing under it, or a title wrapped onto more lines
    problem = _Problem(k, m["text"].strip(), level, end=end)
    parts = [j for j in body if j not in coded and _is_part(lines[j], col)]
    return _with_parts(lines, problem, (body, parts), coded) if parts else problem


def _labelled(
    lines: list[str], k: int, col: int, coded: set[int]
) -> tuple[int, list[int], int, list[int]] | None:
    """(end, context, label, wrapped) of the problem at line k (its text at `col`) when one
    bullet in its body, at a part's depth, is a bare answer label over its answer (see the
    module docstring; or over nothing: unanswered); else None. Its wrapped lines may stand at the margin (a lazy
    continuation), so its body is read from the line after them."""
    wrapped = _wrapped(lines, k + 1, len(lines), coded)
    after = k + 1 + len(wrapped)
    end = _body_end(lines, after - 1, col)
    body = [j for j in range(after, end) if lines[j].strip()]
    labels = [
        j
        for j in body
        if j not in coded and _is_part(lines[j], col) and _is_label(_part_text(lines[j]))
    ]
    if len(labels) != 1:
        return None  # no label, or labels of several parts
    label = labels[0]
    return end, [j for j in range(after, label) if lines[j].strip()], label, wrapped


def _is_label(text: str) -> bool:
    """Whether a bullet's text only labels an answer: an answer word in emphasis
    (`**Solución**`, `__Answer__`) or before a colon (`Answer:`), nothing after it."""
    if text[:1] not in "*_" and not text.rstrip("*_ \t").endswith((":", "：")):
        return False  # (a plain word is a cheap miss: `- Solution` may be a topic's line)
    m = ANSWER_RE.match(text)
    return m is not None and not m["rest"].strip()


def _with_parts(
    lines: list[str], problem: _Problem, found: tuple[list[int], list[int]], coded: set[int]
) -> _Problem | None:
    """The problem with its context and parts read (`found`: its body's lines with text,
    its bullets at a part's depth); None when they are not so written."""
    body, parts = found
    depth = indent_of(lines[parts[0]])
    parts = [j for j in parts if indent_of(lines[j]) == depth]
    problem.context = [j for j in body if j < parts[0]]
    if any(j in coded or _NOT_PROSE_RE.match(lines[j]) for j in problem.context):
        return None  # context that is no paragraph (a list, code): not one to join a question
    for first, stop in zip(parts, [*parts[1:], problem.end], strict=True):
        part = _part(lines, first, stop, coded)
        if part is None:
            return None
        problem.parts.append(part)
    return problem


def _body_end(lines: list[str], k: int, col: int) -> int:
    """The index after the last line of the problem at line k: up to the first line with
    text indented less than its text (`col`)."""
    end = k + 1
    for j in range(k + 1, len(lines)):
        if lines[j].strip():
            if indent_of(lines[j]) < col:
                break
            end = j + 1
    return end


def _is_part(line: str, col: int) -> bool:
    """Whether a line is a bullet at a part's depth: at the problem's text, or up to three
    blanks deeper."""
    return (
        not line[:col].strip()
        and col <= indent_of(line) <= col + 3
        and _PART_RE.match(line) is not None
    )


def _part(
    lines: list[str], first: int, stop: int, coded: set[int]
) -> tuple[int, list[int], int | None] | None:
    """The part whose bullet is at line `first` (its block ends before `stop`): its wrapped
    question's lines and where its answer starts (None: no answer); None when a line under
    it stands outside the bullet's text or the answer has no line to take its label."""
    m = _PART_RE.match(lines[first])
    assert m is not None
    inner = len(m["lead"])
    wrapped = _wrapped(lines, first + 1, stop, coded)
    after = first + 1 + len(wrapped)
    answer = next((a for a in range(after, stop) if lines[a].strip()), None)
    if answer is None:
        return first, wrapped, None
    texts = [a for a in range(answer, stop) if lines[a].strip() and a not in coded]
    if any(indent_of(lines[a]) < inner for a in texts):
        return None  # a line out of the part: text after it, not its answer
    if _NOT_PROSE_RE.match(lines[answer]) and lines[answer - 1].strip():
        return None  # a list or fence right under the question: no line for its label
    return first, wrapped, answer


def _wrapped(lines: list[str], j: int, stop: int, coded: set[int]) -> list[int]:
    """The lines from j on that go on a part's question: text right under it, no blank line
    between, that opens no list, fence or other block."""
    found = []
    while j < stop and lines[j].strip() and j not in coded and not _NOT_PROSE_RE.match(lines[j]):
        found.append(j)
        j += 1
    return found


def _parts_ask(problem: _Problem, lines: list[str]) -> bool:
    """Whether the problem's parts are its questions: its title does not ask, or half its
    parts or more do; and half of them or more are answered."""
    answered = sum(1 for part in problem.parts if part[2] is not None)
    if 2 * answered < len(problem.parts):
        return False
    if not asks(problem.title):
        return True
    asking = sum(1 for part in problem.parts if asks(_part_text(lines[part[0]])))
    return 2 * asking >= len(problem.parts)


def _answered_asking(problem: _Problem, lines: list[str]) -> int:
    """How many of the problem's parts ask in their own words and are answered."""
    return sum(1 for p in problem.parts if p[2] is not None and asks(_part_text(lines[p[0]])))


def _part_text(line: str) -> str:
    """A part's text, its bullet gone."""
    m = _PART_RE.match(line)
    assert m is not None
    return str(m["text"]).strip()


def _rewrite(lines: list[str], problem: _Problem) -> None:
    """Write the problem's lines as a heading over `Q:`/`A:` lines at the margin."""
    k = problem.line
    if problem.label is not None:
        _rewrite_labelled(lines, problem, problem.label)
        return
    if not problem.parts:
        lines[k] = f"Q: {problem.title}"
        _answer(lines, k + 1, problem.end)
        return
    lines[k] = f"{'#' * problem.level} {problem.title}"
    for j in problem.context:
        lines[j] = lines[j].strip()
    if problem.context:
        lines[problem.context[0]] = "Q: " + lines[problem.context[0]]
    for n, (first, wrapped, answer) in enumerate(problem.parts):
        text = _part_text(lines[first])
        lines[first] = text if n == 0 and problem.context else f"Q: {text}"
        for j in wrapped:
            lines[j] = lines[j].strip()
        stop = problem.parts[n + 1][0] if n + 1 < len(problem.parts) else problem.end
        if answer is not None:
            _answer(lines, answer, stop)


def _rewrite_labelled(lines: list[str], problem: _Problem, label: int) -> None:
    """Write a labelled problem as a `Q:` line (its wrapped lines and what stands over its
    label at the margin, as its question's) over its answer, the label gone."""
    lines[problem.line] = f"Q: {problem.title}"
    for j in problem.wrapped:
        lines[j] = lines[j].strip()
    if problem.context:
        depth = min(indent_of(lines[j]) for j in problem.context)
        for j in range(problem.context[0], label):
            lines[j] = lines[j][min(depth, indent_of(lines[j])) :] if lines[j].strip() else ""
    if label + 1 == problem.end:  # an empty label: no answer (reported, never the next's)
        lines[label] = "A:"
        return
    lines[label] = ""
    _answer(lines, label + 1, problem.end)


def _answer(lines: list[str], start: int, stop: int) -> None:
    """The answer's lines from `start` (its first with text, or a blank above it) to `stop`
    moved to the margin, and labelled `A:`: on its first line, a paragraph's (unless it opens
    with an answer label of its own), else on the blank line above it."""
    first = next(a for a in range(start, stop) if lines[a].strip())
    depth = min(indent_of(lines[a]) for a in range(first, stop) if lines[a].strip())
    for a in range(first, stop):
        lines[a] = lines[a][min(depth, indent_of(lines[a])) :] if lines[a].strip() else ""
    if _NOT_PROSE_RE.match(lines[first]) or FENCE_RE.match(lines[first]):
        lines[first - 1] = "A:"
    elif not ANSWER_RE.match(lines[first]):  # (`Answer: x` labels itself)
        lines[first] = f"A: {lines[first]}"
