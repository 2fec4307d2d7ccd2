"""Options that each carry a note, and a key written by setting the right option in bold.

A quiz written by a course tool (or a chat assistant) often lists its options with a note
under each, the right one in bold:

    - **A) The numerous layers in neural networks.**
      *Explanation:* This is the best answer because ...
    - B) The ability to learn from very small datasets.
      *Explanation:* This is incorrect; ...

The notes are the question's explanation, option by option; left under their options they
would be read as the options' own text (or end the run of options). This pass moves them
below the run, after an `Explanation:` label, each led by its option's letter; and a run of
lettered options with exactly one of them wholly in bold is written as a task list with that
one ticked, which `srs.importers.marks.marked_options` reads as the key.

A task list keys its options by its boxes, and a quiz tool writes the same notes under them,
in any language (`- [x] b) DNS` over `  - **Feedback :** Correct. DNS ...`, `Retroalimentación:`;
the labels are `labelwords.OPTION_NOTE_LABELS` besides the explanation's own): the boxes stay
as they are (lettered or not: the box makes the option) and only the notes move. Each note is
led by the letter the card shows beside its option, not by the option's text again: the
learner reads it against the options on the card, and a line per option stays short.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from srs.importers.common import EXPLANATION_RE, LETTERS, indent_of
from srs.importers.labeltext import unwrap
from srs.importers.labelwords import EXPLANATION_WORDS, OPTION_NOTE_WORDS
from srs.importers.lazyre import lazy
from srs.importers.runs import rewrite_runs
from srs.importers.values import Line

_ITEM_RE = lazy(r"^(?P<indent>[ \t]*)[-*+][ \t]+(?:\[(?P<box>[ xX])\][ \t]+)?(?P<text>\S.*)$")
"""A bulleted item, past its task-list box when it has one (`- [x] b) DNS`)."""
_LETTERED_RE = lazy(r"^\(?(?P<l>[A-Ha-h])[).:][ \t]+(?P<text>\S.*)$")
"""An item's text that opens with its letter (`A) text`, `(b) text`, `C. text`)."""
_NOTE_WORDS = f"{EXPLANATION_WORDS}|{OPTION_NOTE_WORDS}|reason|why"
_NOTE_HINT_RE = lazy(
    rf"^[ \t]+(?:[-*+][ \t]+)?[*_]*(?:{_NOTE_WORDS})[*_ \t]*[:：.\-–—]", re.I | re.M
)
"""A cheap test: an indented line (a bullet too) that opens with an explanation label."""
_NOTE_LABEL_RE = lazy(
    rf"^(?:[-*+][ \t]+)?[*_]*(?:{OPTION_NOTE_WORDS})[ \t]*[*_]*[ \t]*(?:[:：]|[.\-–—](?=[\s*_]))"
    r"[*_]*[ \t]*(?P<rest>.*)$",
    re.I,
)
"""A note's label that only a note under an option has (`- **Feedback :** x`, see
`labelwords.OPTION_NOTE_LABELS`); an explanation's own labels are `EXPLANATION_RE`'s."""
_BOLD_HINT_RE = lazy(r"^[ \t]*[-*+][ \t]+(?:\*\*|__)", re.M)
_DOC_NOTE_RE = lazy(rf"\n[ \t]+(?:[-*+][ \t]+)?[*_]*(?:{_NOTE_WORDS})", re.I)
_DOC_BOLD_ITEM_RES = tuple(
    lazy(rf"{e}(?:" + "|".join(rf"(?<=[-*+][ \t]{{{n}}}{e})" for n in range(1, 5)) + ")")
    for e in (r"\*\*", "__")
)
"""A bullet's bold (`- **x`), searched from the bold marks (each pattern led by a literal runs
ahead on it): CommonMark puts an item's text one to four blanks after its bullet."""


def may_hold_notes(document: str) -> bool:
    """Whether any block of the document may hold what `option_notes` reads (`_hinted`: an
    indented explanation label, a bulleted item in bold), told from the whole text once
    (see optionpasses.OptionHints)."""
    return bool(
        _NOTE_HINT_RE.match(document)
        or _DOC_NOTE_RE.search(document)
        or _BOLD_HINT_RE.match(document)
        or any(pattern.search(document) for pattern in _DOC_BOLD_ITEM_RES)
    )


@dataclass
class _Item:
    """One option of a run: its line, its letter-less text, and the note under it."""

    line: Line
    indent: str
    letter: str
    text: str
    bold: bool
    note: list[str]
    box: str | None = None
    """The item's task-list box (` `, `x`), None when it has none."""


def option_notes(lines: list[Line]) -> list[Line]:
    """The block with each run of lettered options (two or more, `- A) text`, letters in
    order) that has notes under its options, or exactly one option in bold, rewritten: the
    notes below the run as its explanation, the bold option ticked as the key (see the
    module's docstring). Any other list is left as it is."""
    if not _hinted(lines):
        return lines  # cheap test first: no note under an item, no item in bold
    return rewrite_runs(lines, _run, _rewritten)


def _hinted(lines: list[Line]) -> bool:
    """Whether an indented line opens with an explanation label, or a bulleted item with bold:
    the patterns run only over lines that may hold either (most blocks have neither)."""
    for line in lines:
        t = line.text
        if line.code:
            continue
        if t[:1] in (" ", "\t") and _NOTE_HINT_RE.match(t):
            return True
        if ("**" in t or "__" in t) and _BOLD_HINT_RE.match(t):
            return True
    return False


def _run(lines: list[Line], start: int) -> tuple[list[_Item], int] | None:
    """The lettered options from `start` with the notes under them, and the index after the
    run; None when no such run starts there (or it has neither notes nor one bold key)."""
    items: list[_Item] = []
    i = start
    while i < len(lines):
        item = _item(lines[i], len(items), items[0] if items else None)
        if item is None:
            break
        i = _note_end(lines, i + 1, len(item.indent), item.note)
        items.append(item)
        if not _next_is_item(lines, i, items[0], len(items)):
            break
        i = _skip_blank(lines, i)
    notes = sum(1 for item in items if item.note)
    bold = sum(1 for item in items if item.bold)
    if len(items) < 2 or not ((notes >= 2 and _all_notes(items)) or bold == 1):
        return None
    return items, i


def _item(line: Line, position: int, first: _Item | None) -> _Item | None:
    """The option `line` is, when it is the next item of the run (at the `first` one's
    indent, boxed as it is): lettered in turn, or a task-list box (see `_boxed`)."""
    m = _ITEM_RE.match(line.text) if not line.code else None
    if m is None or position >= len(LETTERS):
        return None
    if first is not None and (m.group("indent"), m.group("box") is None) != (
        first.indent,
        first.box is None,
    ):
        return None
    if m.group("box") is not None:
        return _boxed(line, m, position)
    text = m.group("text")
    inner = unwrap(text)
    bold = inner != text and text[:2] in ("**", "__")
    lettered = _LETTERED_RE.match(inner)
    if lettered is None and not bold:
        lettered = _LETTERED_RE.match(text)
    if lettered is None or lettered.group("l").upper() != LETTERS[position]:
        return None
    body = lettered.group("text")
    if not bold:  # `A) **text**`: the option's text in bold after its letter
        unwrapped = unwrap(body)
        bold = unwrapped != body and body[:2] in ("**", "__")
        body = unwrapped
    return _Item(line, m.group("indent"), LETTERS[position], body, bold, [])


def _boxed(line: Line, m: re.Match[str], position: int) -> _Item | None:
    """A task-list item as an option: the box keys it, so its text stays as written (its own
    letter too, which marks reads off), but a letter it opens with must be its position's
    (`- [ ] a)` then `- [x] c)` is no run)."""
    text = m.group("text")
    lettered = _LETTERED_RE.match(unwrap(text)) or _LETTERED_RE.match(text)
    if lettered is not None and lettered.group("l").upper() != LETTERS[position]:
        return None
    return _Item(line, m.group("indent"), LETTERS[position], text, False, [], m.group("box"))


def _note_end(lines: list[Line], i: int, indent: int, note: list[str]) -> int:
    """Collect into `note` the lines under an item, deeper than its marker (a note opens
    with an explanation label); the index after them."""
    k = i
    while k < len(lines) and not lines[k].code and lines[k].text.strip():
        if indent_of(lines[k].text) <= indent:
            break
        k += 1
    body = [line.text.strip() for line in lines[i:k]]
    if body and _note_label(body[0]) is not None:
        note.extend(body)
        return k
    return i


def _note_label(text: str) -> str | None:
    """What a note says after its label (`**Feedback :** Correct.`: `Correct.`); None when
    the line opens with no note's label."""
    m = EXPLANATION_RE.match(text) or _NOTE_LABEL_RE.match(text)
    return m.group("rest") if m is not None else None


def _all_notes(items: list[_Item]) -> bool:
    """Whether every option carries a note (a run where only some do is no such quiz)."""
    return all(item.note for item in items)


def _next_is_item(lines: list[Line], i: int, first: _Item, count: int) -> bool:
    """Whether the next line with text after `i` is the next option of the run."""
    k = _skip_blank(lines, i)
    return k < len(lines) and _item(lines[k], count, first) is not None


def _skip_blank(lines: list[Line], i: int) -> int:
    while i < len(lines) and not lines[i].code and not lines[i].text.strip():
        i += 1
    return i


def _rewritten(items: list[_Item]) -> list[Line]:
    """The run as options (a task list when one is bold), then its notes as the
    explanation, each led by its option's letter."""
    ticked = sum(1 for item in items if item.bold) == 1
    out: list[Line] = []
    for item in items:
        if item.box is not None:  # the box keys it: marks reads the run as it was written
            out.append(Line(item.line.no, f"- [{item.box}] {item.text}"))
        elif ticked:
            box = "x" if item.bold else " "
            out.append(Line(item.line.no, f"- [{box}] {item.text}"))
        else:
            out.append(Line(item.line.no, f"{item.letter}) {item.text}"))
    noted = [item for item in items if item.note]
    if not noted:
        return out
    out.append(Line(noted[0].line.no, ""))
    out.append(Line(noted[0].line.no, "Explanation:"))
    for item in noted:
        text = _note_label(item.note[0])
        text = item.note[0] if text is None else text
        out.append(Line(item.line.no, f"- {item.letter}) " + " ".join([text, *item.note[1:]])))
    return out
