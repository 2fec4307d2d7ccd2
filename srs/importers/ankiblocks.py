"""Notes written for the Obsidian_to_Anki plugin: a `START` line, the note type (`Basic`,
`Einfach`), the fields, each opened by its label (`Front:` / `Back:`, in the writer's
language: `Vorderseite:` / `Rückseite:`; the first label may be left out), and `END`, under a
`TARGET DECK: Name` line.

    START
    Einfach
    Vorderseite:
    ## Frage 1 (Farben):
    Welche Farben sind Primärfarben?
    1. Rot
    2. Blau
    Rückseite:
    Welche Farben sind Primärfarben?
    1. Rot **[richtig]**
    2. Blau
    END

No reader knew the markers: the front's question was carded, and its answer ran from the
front's options through `Rückseite:`, the repeated question, `END` and the next note's
`START`. Here each note's markers, note type and labels go, line for line: the front is the
question (`Q:` on its first line of text past a title heading), the back its answer (`A:`).
A back that repeats the front's list items, marking some (whatever the mark: `**[richtig]**`,
`✅`), keys them: the front's items become task boxes (`- [x] Rot`), ticked where marked, the
back's repeated lines go, and the choice rules read the card (one tick: a key; more: an open
card with its warning). The plugin's `<!--ID: 123-->` line is no text of a card.
"""

from __future__ import annotations

from collections.abc import Iterator

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["anki_blocks"]

_LABEL_RE = lazy(
    r"^(?P<label>[^\W\d_][^\W\d_'’-]*(?:[ \t][^\W\d_][^\W\d_'’-]*)?)[ \t]*:(?:[ \t]+(?P<rest>\S.*))?$"
)
"""A field's label, a word or two (`Back:`, `Rückseite:`), alone or over the field's first
line (`Front: What is X?`)."""
_ITEM_RE = lazy(r"^[ \t]*(?:[-*+]|\d{1,3}[.)]|[A-Za-z][.)])[ \t]+(?P<text>\S.*?)[ \t]*$")
"""A list item, its text: `1. Rot`, `- Rot`, `b) Rot`."""
_ID_RE = lazy(r"^[ \t]*<!--[ \t]*ID:[ \t]*\d+[ \t]*-->[ \t]*$")
"""The note's id, written back by the plugin once the note is in Anki."""
_DECK_RE = lazy(r"^TARGET DECK(?::[ \t]*(?P<name>\S.*?))?[ \t]*$")
_HEADING_RE = lazy(r"^[ \t]{0,3}#{1,6}[ \t]")
_TYPE_LONGEST = 60
"""A note type's name is short (`Basic (and reversed card)`); a longer line is text."""


def anki_blocks(text: str) -> str:
    """The text with its Obsidian_to_Anki notes as labelled questions and answers (see the
    module doc); other text as it is."""
    if not holds(text, "START") or not holds(text, "END"):
        return text  # the cheap test first: no note's markers
    lines = text.split("\n")
    notes = [
        (start, end, fields)
        for start, end in _blocks(lines)
        if (fields := _fields(lines, start, end)) is not None
    ]
    if not notes:
        return text
    for start, end, fields in notes:
        _rewrite(lines, start, end, fields)
    _title(lines)
    return "\n".join(lines)


def _title(lines: list[str]) -> None:
    """Write the deck's name (`TARGET DECK: Name`, or `TARGET DECK` over the name on its next
    line, the plugin's two forms) as the document's title, line for line."""
    for k, line in enumerate(lines):
        if line[:1] != "T" or (m := _DECK_RE.match(line)) is None:
            continue
        name = m.group("name")
        if not name and k + 1 < len(lines) and lines[k + 1].strip():
            name, lines[k + 1] = lines[k + 1].strip(), ""
        lines[k] = f"# {name}" if name else ""


def _blocks(lines: list[str]) -> Iterator[tuple[int, int]]:
    """The rows of each `START` and the `END` closing it, outside code (a `START` left open
    is no note)."""
    start: int | None = None
    for k, line in outside_code(lines):
        if line[:1] not in "SE":
            continue
        bare = line.rstrip()
        if bare == "START":
            start = k
        elif bare == "END" and start is not None:
            yield start, k
            start = None


def _fields(lines: list[str], start: int, end: int) -> tuple[int, int, int] | None:
    """The rows of a note's type, its front's first line and its back's label; None when the
    lines between `start` and `end` are no note (no type line, or no second field)."""
    rows = [j for j in range(start + 1, end) if lines[j].strip()]
    if len(rows) < 3 or len(lines[rows[0]].strip()) > _TYPE_LONGEST:
        return None
    first = _LABEL_RE.match(lines[rows[0]].strip())
    if first is not None and first.group("rest"):
        return None  # `Front: text` straight after START: no note type
    front = _LABEL_RE.match(lines[rows[1]].strip())
    alone = front is not None and not front.group("rest")
    for j in rows[2:]:
        back = _LABEL_RE.match(lines[j].strip())
        if back is not None and not (alone and back.group("rest")):
            return rows[0], rows[1], j
    return None


def _rewrite(lines: list[str], start: int, end: int, fields: tuple[int, int, int]) -> None:
    """Write the note between `start` and `end` (its `fields`' rows: see `_fields`) as a
    labelled question over its answer, or over its options ticked where the back marks them,
    line for line."""
    kind, first, back = fields
    lines[start] = lines[end] = lines[kind] = ""
    lines[first] = _past_label(lines[first]) or ""
    front = range(first, back)
    answer = range(back + 1, end)
    for j in answer:
        if _ID_RE.match(lines[j]):
            lines[j] = ""
    ticks = _ticks(lines, front, answer)
    rest = _past_label(lines[back])
    if ticks is None:
        lines[back] = "A:" + (f" {rest}" if rest else "")
    else:
        lines[back] = rest or ""
        _tick(lines, front, answer, ticks)
    asked = next((j for j in front if lines[j].strip() and not _HEADING_RE.match(lines[j])), None)
    if asked is not None:
        lines[asked] = "Q: " + lines[asked].strip()


def _past_label(line: str) -> str | None:
    """A field's line past its label (`Back: Paris` -> `Paris`; None for `Back:`), or the
    line itself when it has none."""
    label = _LABEL_RE.match(line.strip())
    return line if label is None else label.group("rest")


def _tick(lines: list[str], front: range, answer: range, ticks: dict[int, bool]) -> None:
    """Blank the back's repeated question and marked options, and write the front's options
    as task boxes, ticked where `ticks` says the back marks them."""
    repeated = {lines[j].strip() for j in front if lines[j].strip()}
    for j in [answer.start - 1, *answer]:
        if lines[j].strip() in repeated or _ITEM_RE.match(lines[j]):
            lines[j] = ""  # the question again, its options marked
    for j, marked in ticks.items():
        lines[j] = f"- [{'x' if marked else ' '}] {_text(lines[j])}"


def _ticks(lines: list[str], front: range, answer: range) -> dict[int, bool] | None:
    """The rows of the front's list items, each with whether the back marks it, when the
    back's list items are the same ones in the same order, one or more with a mark (its text
    and more: `Rot **[richtig]**`); else None."""
    items = {j: _text(lines[j]) for j in front if _ITEM_RE.match(lines[j])}
    repeats = [m.group("text") for j in answer if (m := _ITEM_RE.match(lines[j]))]
    if len(items) < 2 or len(repeats) != len(items):
        return None
    ticks = {j: again != text for (j, text), again in zip(items.items(), repeats, strict=True)}
    if not all(text in again for text, again in zip(items.values(), repeats, strict=True)):
        return None
    return ticks if any(ticks.values()) else None


def _text(line: str) -> str:
    """A list item's text."""
    m = _ITEM_RE.match(line)
    return m.group("text") if m else line.strip()
