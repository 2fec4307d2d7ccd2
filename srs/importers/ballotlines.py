"""Options written one to a line behind a ballot box or a radio button, the right one filled:
`☒ makemigrations` among `☐ migrate` lines, `◉ Throws AttributeError` among `◯` lines.

Question banks exported as pages (a `<details>` per question, each option a `<p>` spaced
with `&nbsp;`) and forms pasted as text mark each option with the box a form shows, the
chosen one ticked or filled. Read as written, the options stayed in the answer as lines of
text and the question had no key. A run of two to eight such lines (blank lines may part
them) with one or more ticked becomes lettered option lines and an `Answer:` line naming
the ticked letters, on the lines they took (unless the block gives its key by a label below
the run). A run with several ticked (a "choose all that apply" question) thus reads as
`Answer: A, C` does in any other layout: a choice card has one key, so the card reader makes
an open card (the options listed in the question, the ticked ones its answer) and says so in
a warning, where the options written as a bare list had made that card silently.
"""

from __future__ import annotations

from srs.importers.common import ANSWER_RE, LETTERS
from srs.importers.lazyre import lazy
from srs.importers.runs import rewrite_runs
from srs.importers.values import Line

__all__ = ["ballot_options"]

_TICKED = frozenset("☑☒✅◉")
_EMPTY = frozenset("☐◯")
_GLYPHS = _TICKED | _EMPTY
_MAX_OPTIONS = 8
_TAG_RE = lazy(r"</?[a-zA-Z][^<>]*>")


def ballot_options(lines: list[Line]) -> list[Line]:
    """The lines with each run of ballot-box options with one ticked as `A) text` lines and
    the key (see the module doc); lines with no box are returned as they are."""
    if not any(_GLYPHS.intersection(line.text) for line in lines if not line.code):
        return lines  # cheap test first: no box on any line
    lines = [part for line in lines for part in _paragraphs(line)]

    def run_at(lines: list[Line], i: int) -> tuple[tuple[int, int, _Items], int] | None:
        found = _run(lines, i)
        return None if found is None else ((i, found[0], found[1]), found[0])

    def rewritten(run: tuple[int, int, _Items]) -> list[Line]:
        start, end, items = run
        keyed = any(not ln.code and ANSWER_RE.match(ln.text) for ln in lines[end:])
        return lines[start:end] if keyed else _as_options(items) or lines[start:end]

    return rewrite_runs(lines, run_at, rewritten)


_Items = list[tuple[Line, str, str]]
"""Each box line of a run: the line, its box and its text."""


def _as_options(items: list[tuple[Line, str, str]]) -> list[Line]:
    """A run's lines as lettered options and `Answer: X` (`Answer: A, C` for several ticked);
    none ticked, nothing (the run stays as written)."""
    ticked = [k for k, (_, box, _) in enumerate(items) if box in _TICKED]
    if not ticked:
        return []
    last = items[-1][0].no
    out = [Line(line.no, f"{LETTERS[k]}) {text}") for k, (line, _, text) in enumerate(items)]
    return [*out, Line(last, ""), Line(last, f"Answer: {', '.join(LETTERS[k] for k in ticked)}")]


def _paragraphs(line: Line) -> list[Line]:
    """A line of `<p>` elements holding boxes (`<p>&nbsp;☒ text</p><p>&nbsp;☐ text</p>`, a
    page's options on one line) as one line per paragraph, its tags and spacers dropped; any
    other line as it is."""
    if line.code or "</p>" not in line.text or not _GLYPHS.intersection(line.text):
        return [line]
    parts = [
        _TAG_RE.sub("", part).replace("&nbsp;", " ").strip() for part in line.text.split("</p>")
    ]
    return [Line(line.no, part) for part in parts if part]


def _box(line: Line) -> tuple[str, str] | None:
    """The box a line opens with and the option's text after it, or None."""
    if line.code:
        return None
    body = line.text.lstrip(" \t\u00a0")
    if not body or body[0] not in _GLYPHS:
        return None
    text = body[1:].lstrip("\ufe0f").strip()
    return (body[0], text) if text else None


def _run(lines: list[Line], i: int) -> tuple[int, list[tuple[Line, str, str]]] | None:
    """The run of box lines starting at line i (its end, and each line's box and text), when
    it holds two to eight of them; None otherwise."""
    items: list[tuple[Line, str, str]] = []
    j = i
    while j < len(lines):
        found = _box(lines[j])
        if found is not None:
            items.append((lines[j], *found))
        elif lines[j].text.strip() or lines[j].code:
            break
        j += 1
    if not 2 <= len(items) <= _MAX_OPTIONS:
        return None
    end = j
    while end > i and not lines[end - 1].text.strip():
        end -= 1  # trailing blank lines stay outside the run
    return end, items
