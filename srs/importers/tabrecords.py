"""Quiz banks kept as records of named fields, one to a line: the field's name, a TAB, its
value, the records apart by blank lines, as a quiz script's data file keeps them:

    G	Basics	10
    Q	What does ls list?
    A	Directory contents.

The name says what the value is, as a label does: `Q` the question and `A` the answer (or
their words in any language, `Frage` / `Antwort`, as `Frage:` labels a question); `G` (or
`Group`, `Category`, `Topic`) names the record's group, which becomes the card's tag, its
further values (the points) no text; an explanation's label names its explanation. Every
record holding a question is one, whatever its ending; one with no answer is reported. Read
as Markdown, every card kept its `Q<TAB>` and `A<TAB>`, group lines ran into the answers, and
a question not ending with `?` was glued into the answer above, in silence.

Only a text every line of which is such a field (a line led by a TAB goes on with the field
above it, a `#` line is a comment) is read so, and only when its fields have few names, two
of them or more are questions and one is an answer: the rows of a spreadsheet or of Anki's
notes (`What is X?<TAB>An answer`, srs.importers.anki_csv) name no field, and a vocabulary
list's fronts are many different words.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import NamedTuple

from srs.importers.common import ANSWER_RE, EXPLANATION_RE, UNNUMBERED_LABEL_RE, slugify
from srs.importers.lazyre import lazy
from srs.importers.values import ParsedDocument, Skipped
from srs.model import Card

__all__ = ["LAYOUT", "tab_records"]

LAYOUT = "tab-separated records"

_FIELD_RE = lazy(r"(?P<name>[^\W\d_][^\W_]{0,23})\t+(?P<value>.*)")
"""`Q<TAB>What is X?`, `G<TAB>Basics<TAB>10`: a field's name (one word) and its value."""
_GROUP_NAMES = frozenset(
    (
        *("g", "group", "gruppe", "groupe", "grupo", "gruppo", "section", "tag", "tags"),
        *("category", "kategorie", "categoria", "catégorie", "topic", "thema", "tema", "sujet"),
    )
)
"""Field names that say which group (section, topic) a record belongs to: its card's tag."""
_MAX_NAMES = 8
"""A bank's records have few fields; a vocabulary list's fronts are many different words."""
_MIN_QUESTIONS = 2


class _Field(NamedTuple):
    name: str
    value: str
    line: int
    """1-based line of the field's name."""


def tab_records(text: str, source: str) -> ParsedDocument | None:
    """The cards of a bank of tab-separated records (see the module docstring); None for any
    other text (a literal search first: most documents hold no TAB)."""
    read = _bank_records(text)
    return None if read is None else _Bank(source).read(*read)


def looks_like_tab_records(text: str) -> bool:
    """Whether the text is such a bank (a file of tab-separated lines that is no table)."""
    return _bank_records(text) is not None


def _bank_records(text: str) -> tuple[str | None, list[list[_Field]]] | None:
    """The title and records of a bank (see `_records`), None for any other text."""
    if "\t" not in text or not _opens_as_bank(text):
        return None
    read = _records(text)
    return read if read is not None and _is_bank(read[1]) else None


def _opens_as_bank(text: str) -> bool:
    """Whether the text's first lines are a bank's (the cheap test before all its lines are
    read: most texts with a TAB are no bank from their first lines)."""
    head = text[:_HEAD]
    if len(text) > _HEAD:
        head = head[: head.rfind("\n") + 1]  # whole lines only
    return _records(head) is not None


_HEAD = 2000


def _records(text: str) -> tuple[str | None, list[list[_Field]]] | None:
    """The text's title and records, each its fields in order, or None when a line is no
    field: a record ends at a blank line, and where a field's name comes again (records
    written with no blank line between them). A first line that is no field, a blank line
    under it, is the bank's title."""
    records: list[list[_Field]] = [[]]
    lines = text.lstrip("\ufeff").split("\n")
    title = _title(lines)
    for no, line in enumerate(lines, start=1):
        line = line.rstrip("\r")
        if not line.strip():
            if records[-1]:
                records.append([])
        elif line[:1] != "#" and (title is None or no != title[0]) and not _take(records, no, line):
            return None
    return (title[1] if title is not None else None), [r for r in records if r]


def _take(records: list[list[_Field]], no: int, line: str) -> bool:
    """Add line `no`, a field or more of the field above it (led by a TAB), to the last
    record (or a new one, where the field's name comes again); False when it is neither."""
    record = records[-1]
    if line[:1] == "\t":  # the field above goes on
        if not record:
            return False
        record[-1] = record[-1]._replace(value=f"{record[-1].value}\n{line.strip()}")
        return True
    m = _FIELD_RE.fullmatch(line.rstrip())
    if m is None:
        return False
    name = m.group("name")
    if any(field.name == name for field in record):
        records.append(record := [])
    record.append(_Field(name, m.group("value"), no))
    return True


def _title(lines: list[str]) -> tuple[int, str] | None:
    """The bank's title: its first line, when it is no field and a blank line follows it
    (`Quiz night, round one`); its number and text."""
    first = next((k for k, line in enumerate(lines) if line.strip()), None)
    if first is None or lines[first][:1] in "#\t" or _FIELD_RE.fullmatch(lines[first].rstrip()):
        return None
    if first + 1 < len(lines) and lines[first + 1].strip():
        return None
    return first + 1, lines[first].strip()


def _is_bank(records: list[list[_Field]]) -> bool:
    """Whether the records are a question bank's: few field names, two questions or more,
    one answer at least."""
    names = Counter(field.name for record in records for field in record)
    if len(names) > _MAX_NAMES:
        return False
    questions = sum(count for name, count in names.items() if _kind(name) == "question")
    return questions >= _MIN_QUESTIONS and any(_kind(name) == "answer" for name in names)


def _kind(name: str) -> str:
    """What a field's name says its value is: question, answer, explanation, group or ''."""
    lowered = name.lower()
    if lowered in _GROUP_NAMES:
        return "group"
    labelled = f"{name}: x"
    if UNNUMBERED_LABEL_RE.match(labelled):
        return "question"
    if lowered == "a" or ANSWER_RE.match(labelled):
        return "answer"
    if EXPLANATION_RE.match(labelled):
        return "explanation"
    return ""


def _text(value: str) -> str:
    """A question's, answer's or explanation's value: values after another TAB are more of
    it, one blank apart."""
    return "\n".join(" ".join(part.split()) for part in value.split("\n")).strip()


class _Bank:
    """The cards of one bank's records, and what was left out."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.cards: list[Card] = []
        self.skipped: list[Skipped] = []
        self.notes: list[tuple[int, str]] = []
        """Warnings about fields left out: (line, message)."""
        self.questions = 0
        self.unread: set[str] = set()

    def read(self, title: str | None, records: list[list[_Field]]) -> ParsedDocument:
        for record in records:
            self._record(record)
        notes = sorted([*self.notes, *((s.line or 0, s.reason) for s in self.skipped)])
        warnings = tuple(f"{self.source}:{line}: {message}" for line, message in notes)
        return ParsedDocument(title, tuple(self.cards), warnings, tuple(self.skipped), LAYOUT)

    def _record(self, record: list[_Field]) -> None:
        fields = dict(self._read_fields(record))
        question = fields.get("question")
        if question is None:
            if "answer" in fields:
                self.warn(fields["answer"].line, "an answer with no question; left out")
            return
        self.questions += 1
        answer = fields.get("answer")
        if answer is None or not _text(answer.value):
            self.skipped.append(
                Skipped(question.line, f"question #{self.questions} has no answer; skipped")
            )
            return
        group = fields.get("group")
        tag = slugify(group.value.split("\t")[0]) if group is not None else ""
        explanation = fields.get("explanation")
        self.cards.append(
            Card(
                f"q{self.questions:02d}",
                _text(question.value),
                _text(answer.value),
                explanation=_text(explanation.value) if explanation is not None else "",
                tags=(tag,) if tag else (),
            )
        )

    def _read_fields(self, record: list[_Field]) -> Iterator[tuple[str, _Field]]:
        """Each field of a record that a card holds, by its kind; a field of another name is
        left out, with a warning the first time it is met."""
        for field in record:
            kind = _kind(field.name)
            if kind:
                yield kind, field
            elif field.name not in self.unread:
                self.unread.add(field.name)
                self.warn(
                    field.line,
                    f"field '{field.name}' is no question, answer, group or explanation; "
                    "left out of the cards",
                )

    def warn(self, line: int, message: str) -> None:
        self.notes.append((line, message))
