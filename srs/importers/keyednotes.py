"""Separated notes that are a quiz: one question a line in three fields, `question;A)x B)y
C)z;B` (the options run inline in the middle field, the key letter last, or nothing when the
author left it out).

Read as Anki notes they made open cards whose answer was the whole run of options and whose
explanation the bare letter. Where (nearly) every record has that shape, the text is written
as the choice questions it is (`### Question 1` over the question, one option a line,
`Answer: B`; a label heading numbers a file of 10,000 records as well as one of ten), read
then as any quiz: the options split by the rule inline options are split with
(srs.importers.options), a record with no key reported as unanswered. Any other notes are
left to the Anki reader (srs.importers.anki_csv); called by srs.importers before it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from srs.importers.anki_records import HAND_SEPARATORS
from srs.importers.holding import holds
from srs.importers.lazyre import lazy
from srs.importers.options import inline_options
from srs.importers.result import ImportResult
from srs.importers.values import Skipped

__all__ = ["KeyedNotes", "keyed_option_notes"]

_MIN_RECORDS = 3


@dataclass(frozen=True)
class KeyedNotes:
    """The notes written as Markdown choice questions, and the file's line of each of its
    lines (a record takes several), so that every message names the file's own line."""

    text: str
    lines: tuple[int, ...]
    """The file's 1-based line of each Markdown line (index 0: Markdown line 1)."""

    def result(self, imported: ImportResult, source: str) -> ImportResult:
        """The import of `text` with its messages' and skipped items' lines the file's."""
        prefix = f"{source}:"

        def own(no: int | None) -> int | None:
            return self.lines[no - 1] if no is not None and 0 < no <= len(self.lines) else no

        def message(warning: str) -> str:
            m = _LINE_RE.match(warning, len(prefix)) if warning.startswith(prefix) else None
            if m is None:
                return warning
            return f"{prefix}{own(int(m.group(1)))}{warning[m.end(1) :]}"

        return replace(
            imported,
            warnings=tuple(message(w) for w in imported.warnings),
            skipped=tuple(Skipped(own(s.line), s.reason) for s in imported.skipped),
            layout="choice notes",  # (their Markdown is ours, not the file's)
        )


_LINE_RE = lazy(r"(\d+):")


def keyed_option_notes(text: str) -> KeyedNotes | None:
    """The notes as Markdown choice questions when nearly every record (all but one in ten,
    three or more) is `question <sep> inline options <sep> key letter or nothing`; None for
    any other notes."""
    if not holds(text, "A)", "a)"):
        return None  # a cheap test first: no run of lettered options
    records = [(no, ln) for no, ln in enumerate(text.splitlines(), start=1) if _is_record(ln)]
    for sep in ("\t", *HAND_SEPARATORS):
        if sep not in text:
            continue
        read = _records(records, sep)
        if read is not None:
            return _written(records, read)
    return None


def _records(
    records: list[tuple[int, str]], sep: str
) -> list[tuple[str, list[str], str] | None] | None:
    """Each record read (None: of another shape), or None when more than one in ten, or all
    but two, are of another shape: the reading stops at the first record too many, so a
    large file of other notes is not read to its end."""
    if len(records) < _MIN_RECORDS:
        return None
    allowed = min(len(records) // 10, len(records) - _MIN_RECORDS)
    read: list[tuple[str, list[str], str] | None] = []
    for _, line in records:
        read.append(_record(line, sep))
        if read[-1] is None:
            allowed -= 1
            if allowed < 0:
                return None
    return read


def _is_record(line: str) -> bool:
    """A line holding a record: not blank, not a `#` comment (Anki's header lines)."""
    return bool(line.strip()) and not line.startswith("#")


def _written(
    records: list[tuple[int, str]], read: list[tuple[str, list[str], str] | None]
) -> KeyedNotes:
    """The records as Markdown (see `_markdown`), with the file's line of each line."""
    parts: list[str] = []
    lines: list[int] = []
    for number, ((no, line), record) in enumerate(zip(records, read, strict=True), start=1):
        part = _markdown(number, line, record)
        parts.append(part)
        lines.extend([no] * (part.count("\n") + 2))  # its lines and the blank line after
    return KeyedNotes("\n\n".join(parts), tuple(lines))


def _record(line: str, sep: str) -> tuple[str, list[str], str] | None:
    """A record's question, options and key letter ('' when left out), or None when the
    record is not of that shape: three fields, the middle one a run of two or more lettered
    options, the last nothing or the letter of one of them."""
    fields = line.rsplit(sep, 2)
    if len(fields) != 3 or not fields[0].strip():
        return None
    key = _KEY_RE.fullmatch(fields[2].strip())
    if key is None:
        return None
    found = inline_options(_TIGHT_MARKER_RE.sub(r"\g<0> ", fields[1].strip()))
    if found is None or found[0]:
        return None  # no options, or words before the first (no run of options alone)
    letter = (key.group(1) or "").upper()
    if letter and ord(letter) - ord("A") >= len(found[1]):
        return None
    return fields[0].strip(), found[1], letter


_KEY_RE = lazy(r"(?:\(?([A-Ha-h])[).]?)?")
"""The key field: a letter (`B`, `b)`, `(B)`) or nothing."""
_TIGHT_MARKER_RE = lazy(r"(?:^|(?<=\s))\(?[A-Ha-h]\)(?=[^\s)])")
"""An option's letter written tight against its text (`A)GALILEO B)NEWTON`): a blank after
it, as the inline options' rule reads markers."""


def _markdown(number: int, line: str, record: tuple[str, list[str], str] | None) -> str:
    """A record as a numbered choice question (its key line only when it has a key); a
    record of another shape as a question of its own with no answer, which the reader
    reports (as a paragraph it would be the explanation of the question above)."""
    if record is None:
        return f"### Question {number}\n\n{line.strip()}"
    question, options, letter = record
    listed = "\n".join(f"{chr(ord('A') + k)}) {option}" for k, option in enumerate(options))
    answer = f"\n\nAnswer: {letter}" if letter else ""
    return f"### Question {number}\n\n{question}\n\n{listed}{answer}"
