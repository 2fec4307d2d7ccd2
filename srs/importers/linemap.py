"""A document's warnings named by the lines of the text the user wrote, not of the text the
rewriting passes made of it.

Before a reader reads a document, some 140 passes rewrite it (srs.importers.choose), and a
reST or AsciiDoc text is made Markdown first. Most write line for line (a line they drop
left blank, lines they join padded with blank ones), but some cannot: a verdict ending a
statement (`1. X is Y. **True**`) becomes the statement over an `Answer: True` line, a
question and its answer on one line a heading over the answer. A reader numbers the lines
of the text it is given, so every warning below such a line named a line off by one for
each line added (or dropped) above it.

The fix is made once, in the lines the result names, not in the passes: each rewrite that
changes the number of lines is aligned with the text it was given (`line_origins`, a
patience diff of that one rewrite: every other line is the same, so the lines it added or
dropped stand out), the alignments of several such rewrites are chained (`traced`: the text
then carries, as a `Rewritten`, the line of the written text each of its lines came from),
and every line a reading names (each warning's `source:line:`, a skipped item's line, the
line an answer-key message points at, a refusal's line and notes) is put back to that line
(`read_back`, `read_in_lines_of`). Why not make every pass keep the line count instead: a
pass that turns one line into two has no blank line to put the second on, and each new pass
would have to be held to it; the alignment holds for any number of passes, whatever each of
them inserts or drops. A rewrite that keeps the count is taken as line for line without a
diff (the passes' own rule: a pass that joins lines pads blanks after them, which a diff
would read as the lines moving): so a document no pass changes the length of costs nothing.
Why a `str` that carries its lines' origins: the passes run in a forked child for a long
text (srs.importers.twocores), which sends back the text only; the origins go with it.

Within one rewrite, the lines found once in each text, in the same order, are anchors;
between two anchors the lines are aligned again by the lines found once there; what is left
pairs by position, a line past the end of its old stretch standing for the stretch's last
line (a line inserted under a question names that question) and a stretch wholly inserted
naming the line above it. A stretch of a different length with no line found once in each
is aligned again by the lines' words without the marks a pass sets a question line with
(`## What is X?` for `What is X?`): a rewrite that writes every line of a list of questions
as a heading and cuts one in two changed every line, and by position each line under the cut
named the one above it.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from srs.errors import DocumentError
from srs.importers.lazyre import lazy
from srs.importers.values import ParsedDocument, Skipped

__all__ = ["Rewritten", "carried", "line_origins", "read_back", "read_in_lines_of", "traced"]

_Origins = list[int]
"""For each line of the text read (0-based), the 0-based line of the earlier text it stands
for."""

_REFERENCE_RE = lazy(r"(?P<lead>(?:starts|code block|\b[A-Za-z]) at line |\(line )(?P<no>\d+)")
"""A line a message points at besides its own (`the code block that starts at line 12`, `(B
at line 40, then C)`, `question 3 (line 7) gives B`): the project's wordings for it."""


class Rewritten(str):
    """A text some rewrites made, with the line of the text as written each of its lines
    came from (0-based, one for each of its `splitlines`): see `traced`."""

    origins: _Origins


def traced(rewrite: Callable[[str], str]) -> Callable[[str], str]:
    """The rewrite, its output carrying where its lines came from (`carried`); the very
    text it was given when it changes nothing (the passes' runner tells so by identity)."""

    def run(text: str) -> str:
        out = rewrite(text)
        return out if out is text else carried(text, out)

    return run


def carried(before: str, after: str) -> str:
    """`after`, rewritten from `before`, as a `Rewritten` when one of its lines, or one of
    `before`'s, is no longer where it was written; `after` itself otherwise."""
    prior: _Origins | None = getattr(before, "origins", None)
    step = line_origins(before, after)
    if step is None:
        if prior is None:
            return after
        origins = prior
    else:
        origins = step if prior is None else [prior[k] for k in step]
    text = Rewritten(after)
    text.origins = origins
    return text


def line_origins(before: str, after: str) -> _Origins | None:
    """The line of `before` that each line of `after` came from (0-based, lines as the
    readers count them, `str.splitlines`); None when the two have as many lines (line for
    line: see the module doc)."""
    if after is before or after.count("\n") == before.count("\n"):
        return None
    return _align(before.splitlines(), after.splitlines())


def _back(origins: _Origins | None) -> Callable[[int], int] | None:
    """A 1-based line of the text read -> the 1-based line it came from; None: the same."""
    if origins is None:
        return None
    last = len(origins)

    def back(no: int) -> int:
        return origins[no - 1] + 1 if 1 <= no <= last else no

    return back


def _align(old: Sequence[str], new: Sequence[str]) -> _Origins:
    """Each new line's old line (see the module doc), over the stretches between anchors."""
    origins = [0] * len(new)
    bare: list[tuple[list[str], list[str]]] = []  # the lines without marks, made when needed
    stack = [(0, len(old), 0, len(new))]
    while stack:
        i0, i1, j0, j1 = _trimmed(old, new, origins, *stack.pop())
        anchors = _anchors(old, new, i0, i1, j0, j1)
        if not anchors and i1 - i0 != j1 - j0 and i1 > i0 and j1 > j0:
            if not bare:
                bare.append(([_unmarked(line) for line in old], [_unmarked(line) for line in new]))
            anchors = _anchors(*bare[0], i0, i1, j0, j1)
        if not anchors:
            _by_position(origins, i0, i1, j0, j1)
            continue
        for i, j in anchors:
            origins[j] = i
        starts = [(i0, j0)] + [(i + 1, j + 1) for i, j in anchors]
        ends = [*anchors, (i1, j1)]
        stack += [(a, c, b, d) for (a, b), (c, d) in zip(starts, ends, strict=True)]
    return origins


def _trimmed(
    old: Sequence[str], new: Sequence[str], origins: list[int], i0: int, i1: int, j0: int, j1: int
) -> tuple[int, int, int, int]:
    """The stretch without the lines it keeps the same first and last (their origins set):
    the common case, a pass that touched a few lines, needs no anchors at all."""
    while i0 < i1 and j0 < j1 and old[i0] == new[j0]:
        origins[j0] = i0
        i0, j0 = i0 + 1, j0 + 1
    while i0 < i1 and j0 < j1 and old[i1 - 1] == new[j1 - 1]:
        origins[j1 - 1] = i1 - 1
        i1, j1 = i1 - 1, j1 - 1
    return i0, i1, j0, j1


_MARKS_RE = lazy(r"^[ \t]*(?:#{1,6}[ \t]+)?(?:\*\*|__)?|(?:\*\*|__)?[ \t]*$")
"""A heading's `#`s, bold around a line, the blanks at its ends: what a pass adds to set a
line as a question (`## What is X?`, `**What is X?**`), its words the same."""


def _unmarked(line: str) -> str:
    """The line's words without the marks a pass sets a question line with (`_MARKS_RE`)."""
    return _MARKS_RE.sub("", line) if line else line


def _anchors(
    old: Sequence[str], new: Sequence[str], i0: int, i1: int, j0: int, j1: int
) -> list[tuple[int, int]]:
    """The lines found once in each stretch, in the same order in both (the longest such
    run): `(old index, new index)` each."""
    seen: dict[str, list[int]] = {}  # line -> [count in old, old index, count in new, new index]
    for i in range(i0, i1):
        entry = seen.setdefault(old[i], [0, i, 0, 0])
        entry[0] += 1
    for j in range(j0, j1):
        found = seen.get(new[j])
        if found is not None:
            found[2] += 1
            found[3] = j
    pairs = sorted((e[1], e[3]) for e in seen.values() if e[0] == 1 and e[2] == 1)
    return _increasing(pairs)


def _increasing(pairs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The longest run of `pairs` (sorted by old index) whose new indexes rise too."""
    tails: list[int] = []  # the new index ending the best run of each length
    ends: list[int] = []  # that pair's position in `pairs`
    before: list[int] = []  # each pair's predecessor in its best run (-1: none)
    for n, (_, j) in enumerate(pairs):
        k = bisect.bisect_left(tails, j)
        before.append(ends[k - 1] if k else -1)
        if k == len(tails):
            tails.append(j)
            ends.append(n)
        else:
            tails[k], ends[k] = j, n
    run: list[tuple[int, int]] = []
    n = ends[-1] if ends else -1
    while n >= 0:
        run.append(pairs[n])
        n = before[n]
    return run[::-1]


def _by_position(origins: _Origins, i0: int, i1: int, j0: int, j1: int) -> None:
    """A stretch with no anchor: its lines pair by position, one past the old stretch's end
    standing for its last line; a stretch only inserted stands for the line above it."""
    for j in range(j0, j1):
        origins[j] = min(i0 + j - j0, i1 - 1) if i1 > i0 else max(i0 - 1, 0)


def read_back(text: str, source: str, read: Callable[[str, str], ParsedDocument]) -> ParsedDocument:
    """`read(text, source)`, its lines named as lines of the text as written, for a text the
    rewrites `traced` carry the origins of (see the module doc)."""
    return _read_in(_back(getattr(text, "origins", None)), text, source, read)


def read_in_lines_of(
    before: str, after: str, source: str, read: Callable[[str, str], ParsedDocument]
) -> ParsedDocument:
    """`read(after, source)`, its lines named as lines of `before`, the text `after` was
    converted from in one rewrite."""
    return _read_in(_back(line_origins(before, after)), after, source, read)


def _read_in(
    back: Callable[[int], int] | None,
    text: str,
    source: str,
    read: Callable[[str, str], ParsedDocument],
) -> ParsedDocument:
    """`read(text, source)`, each line it names (or its refusal names) put `back`."""
    if back is None:
        return read(text, source)
    try:
        doc = read(text, source)
    except DocumentError as exc:
        raise _error_back(back, exc) from None
    intro = doc.introduction
    return replace(
        doc,
        warnings=tuple(_warning_back(w, source, back) for w in doc.warnings),
        skipped=tuple(_skipped_back(s, back) for s in doc.skipped),
        introduction=None if intro is None else _warning_back(intro, source, back),
    )


def _skipped_back(skipped: Skipped, back: Callable[[int], int]) -> Skipped:
    """A skipped item with its line, and any its reason points at, put back."""
    line = back(skipped.line) if skipped.line else skipped.line
    return Skipped(line, _references_back(skipped.reason, back))


def _error_back(back: Callable[[int], int], error: DocumentError) -> DocumentError:
    """A refusal with its line, and its notes' lines, put back."""
    return replace(
        error,
        line=back(error.line) if error.line else error.line,
        message=_references_back(error.message, back),
        notes=tuple(_warning_back(note, error.path, back) for note in error.notes),
    )


def _warning_back(warning: str, source: str, back: Callable[[int], int]) -> str:
    """A `source:line: message` warning with its line, and those its message points at, put
    back (a warning in another form is left as it is)."""
    head = f"{source}:"
    if not warning.startswith(head):
        return warning
    m = _LINE_RE.match(warning, len(head))
    if m is None:
        return warning
    message = _references_back(warning[m.end() :], back)
    return f"{head}{back(int(m.group('no')))}: {message}"


_LINE_RE = re.compile(r"(?P<no>\d+): ")


def _references_back(message: str, back: Callable[[int], int]) -> str:
    """The message with each line it points at put back (`_REFERENCE_RE`)."""
    if "line " not in message:
        return message
    return _REFERENCE_RE.sub(lambda m: f"{m.group('lead')}{back(int(m.group('no')))}", message)
