"""The values the importer's steps hand each other: a document's lines, its sections, where
a question starts, a question's block, its draft, an answer key's entry, what was skipped, and
the parsed document.

They are plain records with no rule of their own; every step imports them, so they live apart
from srs.importers.common's patterns and helpers (a step that only passes lines along needs
none of those).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from srs.model import Card


@dataclass(frozen=True)
class Skipped:
    """A question-like item that did not become a card, and why."""

    line: int | None
    reason: str


@dataclass(frozen=True)
class ParsedDocument:
    """What the reader found: the document's own title, its cards and the warnings."""

    title: str | None
    """The first heading or first line (or a front-matter `title:`); None when it has none."""
    cards: tuple[Card, ...]
    warnings: tuple[str, ...]
    """Each `source:line: message`."""
    skipped: tuple[Skipped, ...] = ()
    """The question-like items that did not become cards (each also has a warning)."""
    layout: str = ""
    """The name of the layout the document was read as (`markdown`, `lines`, `asciidoc` ...)."""
    introduction: str | None = None
    """The report of the page's introduction: a warning, but no mark against a reading."""


class Line(NamedTuple):
    """One line of the document: a named tuple, built twice as fast as a frozen dataclass,
    because a long document has 100,000 of them and more."""

    no: int
    """1-based line number in the document, for warnings."""
    text: str
    """Trailing whitespace (and Markdown hard-break spaces) removed, leading tabs expanded."""
    code: bool = False
    """Inside a fenced code block (or one of its fences): never classified."""


@dataclass(frozen=True)
class Section:
    tag: str
    number: int | None
    """The number the heading prints (`Section 2:`), for `s2-` ids when numbering restarts."""
    ordinal: int
    title: str = ""
    """The heading as written (less its `#` marks)."""

    @property
    def card_tag(self) -> str:
        """The tag its cards carry: none for a bare number (`## #1`, `## 2` over each question
        of a Korean collection tagged its cards `1`, `2`, ...: no topic to review by)."""
        return "" if self.tag.isdigit() else self.tag


@dataclass(frozen=True)
class Start:
    number: int | None
    label: str
    """The question text on the start line itself ('' for `### Question 3` alone)."""
    weak: bool = False
    """A numbered item or bold line: a question only outside end matter (references, keys)."""
    labelled: bool = False
    """Said to be a question by a label (`Question 3`, `Q3:`, `Q:`)."""
    level: int | None = None
    """The level of the heading that holds the question (None: not a heading): deeper
    headings after it belong to its answer."""
    skip: int = 0
    """How many lines after the start line still hold the question (a question wrapped over
    several lines, a `<details>` block's summary): never part of the answer."""
    end: int | None = None
    """The index of the first line after the question's own structure (a list item, a
    `<details>` block), where its answer ends; None: at the next question or section."""
    body: tuple[Line, ...] | None = None
    """The block's lines when they are not the document's next lines (a table row's answer)."""
    rest: str = ""
    """Text after the question on its own line (`**What is X?** X is ...`): the answer's start."""
    group: tuple[str, int] | None = None
    """For a choice question inside the answer of a heading that asks (a quiz after each
    topic): that heading's text and position, which act as the question's section."""
    titled: bool = False
    """A numbered item that is a question for its bold title and its answer, not for
    asking: one only among numbered questions that ask."""


Candidate = tuple[int, Start, bool]
"""A heading that may be a question: its level, its start, and whether a label says it is."""


@dataclass
class Block:
    start: Line
    number: int | None
    label: str
    section: Section | None
    position: int
    """1-based position among all question blocks (the id of an unnumbered question)."""
    lines: list[Line] = field(default_factory=list)
    level: int | None = None
    """The heading level of the question (see `Start.level`)."""


@dataclass
class Draft:
    """A block read into card fields, before ids are assigned and the answer key applied."""

    block: Block
    question: str
    choices: dict[str, str]
    answer: str
    """The letter (choice) or the Markdown answer (open); '' when the document gives none."""
    answer_line: int
    explanation: str
    unlabelled: bool = False
    """An open answer that is only the text after the question, no label marking it: where a
    titled key entry answers the question, that text is more of the question."""


@dataclass
class KeyEntry:
    """One question's entry in an answer key or an answers section at the end."""

    number: int
    letter: str
    """The key's letter; '' when it is still to be read from `text` (with the options)."""
    line: int
    text: str = ""
    """What the entry says after its number when more than a letter (`b) 4 - because ...`,
    `**Correct answer: b)** ...`, the lines under a repeated question `### 1. What ...?`)."""
    open: bool = False
    """Lines that follow (up to the next entry) belong to it: it began an item, not a row."""
    group: Section | None = None
    """The key's sub-heading naming the section it keys (`### Networking` under `## Answers`),
    for documents whose numbering restarts per section."""
    note: str = ""
    """A key table row's further cells (`| 1 | B | GET reads data |`): the explanation."""
    headed: bool = False
    """The entry is a block under its own title (`**Answer 7:**`, srs.importers.keylines
    `key_head`): its text is the question's whole answer."""
    label: str = ""  # the word naming its question's kind, lower case (`Scenario 1: B`)
