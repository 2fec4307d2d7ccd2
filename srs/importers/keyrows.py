"""An answer-key table's rows read with its header (`| Q | Answer | Why |`): the row's number,
the letter or letters it gives, and the cells of the columns the header names as explaining.

Read by srs.importers.segment in an answer key. The header decides which further cells are
an entry's explanation: a column headed `Why` or `Notes` explains the question, one headed
`Section` or `Topic` (`1.1`, `3.4`) only files it, and as an explanation would stand under
every card as noise. A cell naming several letters (`**A, C**` for a "Choose two"
question) keys them all, read by the rules a key under its question is read with
(srs.importers.options), never cut to its first letter.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from srs.importers.labelstart import DIFFICULTY_RE
from srs.importers.labelwords import EXPLANATION_COLUMN_LABELS
from srs.importers.lazyre import lazy
from srs.importers.options import named_letters
from srs.importers.values import KeyEntry, Section

__all__ = ["KeyTable"]


@dataclass
class KeyTable:
    """The header of the key table being read (None: no table, or none seen above the row).

    One per key reader: a row is read with the header above it; any line that is no table row
    (a blank line, a heading, prose) ends the table and forgets its header."""

    names: list[str] | None = None

    def row(self, text: str, no: int, group: Section | None) -> KeyEntry | None:
        """The entry of a key table's row that needs more than its (number, letter) pairs: one
        with an explanation, or naming several letters; None for any other line (a plain row
        `| 1 | B |` is read as pairs), a header or the rule under it remembered."""
        if not text.lstrip().startswith("|"):
            self.names = None
            return None
        cells = [cell.strip() for cell in text.strip().strip("|").split("|")]
        if _RULE_ROW_RE.fullmatch(text.strip()):
            return None
        if not cells[0].isdigit():
            self.names = cells  # `| Q | Answer | Section |`
            return None
        read = _read_row(cells, self.names)
        if read is None:
            return None
        return KeyEntry(int(cells[0]), read[0], no, group=group, note=read[1])


_RULE_ROW_RE = lazy(r"\|?(?:[ \t]*:?-+:?[ \t]*\|)+(?:[ \t]*:?-+:?[ \t]*)?")
"""`|---|:--:|`: the rule under a table's header."""


def _read_row(cells: list[str], names: list[str] | None) -> tuple[str, str] | None:
    """A numbered row's letters and explanation (see `KeyTable.row`); None when the row is
    read as pairs."""
    if len(cells) < 2 or len(cells[0]) > 4:
        return None
    if len(cells) > 3 and cells[2].isdigit():
        return None  # `| 1 | B | 2 | C |`: several pairs to a row
    value = cells[1].strip("*_` ")
    single = _ROW_LETTER_RE.fullmatch(value)
    letters = single.group(1).upper() if single is not None else named_letters(value)
    if not letters:
        return None
    note = _note(cells, names)
    if len(letters) == 1 and not note and (names is None or len(cells) < 3):
        return None  # `| 1 | B |`: a pair
    return letters, note


_ROW_LETTER_RE = lazy(r"\(?([A-Ha-h])\)?[.)]?")


def _note(cells: list[str], names: list[str] | None) -> str:
    """The row's explanation: the cells of the columns its header names as explaining (`Why`,
    `Explanation`), or every further cell with no header seen; never one that only grades the
    question (`medium`, a Difficulty column's)."""
    return " | ".join(
        cell
        for k, cell in enumerate(cells[2:], start=2)
        if cell
        and not DIFFICULTY_RE.match(cell)
        and (names is None or (k < len(names) and _explains(names[k])))
    )


def _explains(name: str) -> bool:
    """Whether a header names an explanation column (see `_EXPLAINS_RE`)."""
    return _EXPLAINS_RE.fullmatch(name.strip("*_` :?")) is not None


_EXPLAINS_RE = lazy(
    rf"(?:[^\W\d_]+[ \t]+)?(?:{'|'.join(EXPLANATION_COLUMN_LABELS)})s?(?:[ \t]+[^\W\d_]+)?",
    re.IGNORECASE,
)
"""A header naming an explanation column (`Why`, `Explanation`, `Short rationale`, `Why
correct`), by the label words (srs.importers.labelwords)."""
