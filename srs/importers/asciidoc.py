"""AsciiDoc FAQs: `Question?::` entries (a labelled list, or a `[qanda]` list) with the answer
indented below or after the `::` on the same line.

    = Title
    == Section

    What is X?::
      X is ...
    +
    More about X.

    Why Y?:: Because ...

The answer runs to the next entry, section title or the end. AsciiDoc markup becomes
Markdown where it matters for a card: `----` and `....` blocks become fenced code (with the
language of a `[source,python]` line), a `+` list continuation a paragraph break, `*bold*`
stays as written. Entries whose term does not ask (`Author:: Jane`) are ignored, unless the
document is a `[qanda]` list, in which every entry is a question.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from srs.importers.asking import asks
from srs.importers.blocks import BlockReader
from srs.importers.cards import CardBuilder
from srs.importers.common import SEPARATOR_RE, NoQuestions
from srs.importers.droppedtext import dropped_runs
from srs.importers.labeltext import tidy_label
from srs.importers.lazyre import lazy
from srs.importers.lines import Reader as LineReader
from srs.importers.sections import make_section
from srs.importers.values import Block, Line, ParsedDocument, Section

_ENTRY_RE = lazy(r"^(?P<term>[^\s:/][^\n]*?)(?P<colons>:{2,4}|;;)(?:[ \t]+(?P<rest>.*))?$")
_TITLE_RE = lazy(r"^(?P<marks>={1,6}|#{1,6})[ \t]+(?P<text>\S.*)$")
_DELIMITER_RE = lazy(r"^(?:-{4,}|\.{4,})[ \t]*$")
_COMPOUND_RE = lazy(r"^(?:={4,}|\*{4,}|_{4,})[ \t]*$")
"""An example, admonition, sidebar or quote block's delimiter (`====` under `[WARNING]`)."""
_UNDERLINE_RE = lazy(r"^(?:={2,}|-{2,}|~{2,}|\^{2,}|\+{2,})[ \t]*$")
_UNDERLINE_LEVELS = {"=": 1, "-": 2, "~": 3, "^": 4, "+": 5}
_SOURCE_RE = lazy(r"^\[(?:source|listing)(?:,[ \t]*(?P<lang>[\w+#.-]+))?[^\]]*\][ \t]*$", re.I)
_ATTRIBUTE_RE = lazy(r"^(?::[\w-]+:.*|\[\[[^\]]*\]\]|\[[^\]]*\]|//.*)$")
"""Document attributes, block attributes and comments: never part of an answer."""


class AsciiDocReader(BlockReader, CardBuilder):
    layout = "asciidoc"

    def read(self) -> ParsedDocument:
        lines = LineReader(self.text, self.source)._lines()
        self.is_markdown = True
        entries = _Entries(lines, qanda=_is_faq(lines))
        entries.run()
        blocks = _answered(entries.blocks)
        if not blocks:
            raise NoQuestions(self.source, None, "no `Question?::` entries found")
        self._report_dropped(entries)
        drafts = [d for b in blocks if (d := self._read_block(b)) is not None]
        cards = self._cards(drafts)
        if not cards:
            raise NoQuestions(
                self.source, None, f"{len(blocks)} entries found but none usable", len(blocks)
            )
        return ParsedDocument(
            entries.title, tuple(cards), tuple(self.warnings), tuple(self.skipped), self.layout
        )

    def _report_dropped(self, entries: _Entries) -> None:
        """Each run of text between two entries that no entry's answer holds (a section of
        notes among the questions: `=== Active-passive` and its paragraphs), never lost in
        silence; a manual page's end matter after the last entry (`SEE ALSO`) is no note."""
        starts = sorted(block.start.no for block in entries.blocks)
        if not starts:
            return
        dropped = [(no, text) for no, text in entries.dropped if starts[0] < no < starts[-1]]
        for first, count, text in dropped_runs(dropped, starts):
            lines = "1 line" if count == 1 else f"{count} lines"
            self.warn(
                first, f"{lines} of text between questions in no card ('{text}'); not imported"
            )


def _is_faq(lines: list[Line]) -> bool:
    """A `[qanda]` list, or a list most of whose entries ask: each of its entries is a
    question."""
    if any(line.text.strip().lower() == "[qanda]" for line in lines):
        return True
    terms = [
        tidy_label(m.group("term"))
        for line in lines
        if not line.text.startswith((" ", "\t")) and (m := _ENTRY_RE.match(line.text))
    ]
    asking = sum(1 for term in terms if asks(term))
    return asking >= 2 and 2 * asking >= len(terms)


def _answered(blocks: list[Block]) -> list[Block]:
    """The entries that are questions, numbered again.

    In a FAQ list, an entry that does not ask is a question when it is answered at length
    (`I asked Git to ignore files, yet they are still tracked`), not a field with a short
    value (`Author:: Jane Doe`).
    """
    kept = [b for b in blocks if asks(b.label) or len(" ".join(ln.text for ln in b.lines)) >= 60]
    for position, block in enumerate(kept, start=1):
        block.position = position
    return kept


@dataclass
class _Entries:
    """One pass over an AsciiDoc document's lines: its title, sections and entries.

    Each rule is one method; a line goes to the first rule that claims it, else to the open
    entry's answer.
    """

    lines: list[Line]
    qanda: bool
    """Every entry is a question (a FAQ list), not only those that ask."""
    title: str | None = None
    blocks: list[Block] = field(default_factory=list)
    block: Block | None = None
    """The entry whose answer lines are being read."""
    section: Section | None = None
    sections: int = 0
    fence: str | None = None
    """The delimiter (`----`, `....`) of the literal block being read."""
    lang: str = ""
    """The language of the next literal block (from a `[source,python]` line)."""
    dropped: list[tuple[int, str]] = field(default_factory=list)
    """Text lines no entry's answer holds (line number, text)."""

    def run(self) -> None:
        rules = (
            self._source,
            self._delimiter,
            self._title,
            self._entry,
            self._attribute,
            self._compound,
            self._thematic_break,
        )
        for k, line in enumerate(self.lines):
            if self.fence is not None:
                self._literal(line)
            elif _is_underline(self.lines, k):
                continue  # the underline of a two-line title, read with the title
            elif (level := _underline_level(self.lines, k)) is not None:
                self._title_or_section(level, line.text, line.text.strip())
            elif not any(rule(line) for rule in rules):
                self._answer(line)

    def _title_or_section(self, level: int, title: str, section: str) -> None:
        """A level-1 title before any entry is the document's title; any other, a section."""
        if level == 1 and self.title is None and not self.blocks:
            self.title = tidy_label(title)
        else:
            self.sections += 1
            self.section = make_section(section, self.sections)
        self.block = None

    def _literal(self, line: Line) -> None:
        """A line inside a literal block: code, up to the delimiter that closes it."""
        if line.text.strip() == self.fence:
            self.fence = None
            if self.block is not None:
                self.block.lines.append(Line(line.no, "```"))
            return
        if self.block is not None:
            self.block.lines.append(Line(line.no, line.text, code=True))

    def _source(self, line: Line) -> bool:
        m = _SOURCE_RE.match(line.text)
        if not m:
            return False
        self.lang = m.group("lang") or ""
        return True

    def _delimiter(self, line: Line) -> bool:
        if not _DELIMITER_RE.match(line.text):
            return False
        self.fence = line.text.strip()
        if self.block is not None:
            self.block.lines.append(Line(line.no, f"```{self.lang}"))
        self.lang = ""
        return True

    def _title(self, line: Line) -> bool:
        m = _TITLE_RE.match(line.text)
        if not m:
            return False
        self._title_or_section(len(m.group("marks")), m.group("text"), m.group("text"))
        return True

    def _entry(self, line: Line) -> bool:
        """`Term:: answer`: another entry ends the answer; one that does not ask is no card."""
        m = _ENTRY_RE.match(line.text)
        if not m or line.text.startswith((" ", "\t")):
            return False
        term = tidy_label(m.group("term"))
        if self._defines_in_answer(term, m.group("rest")):
            assert self.block is not None
            self.block.lines.append(Line(line.no, f"{term}: {m.group('rest').strip()}"))
            return True
        self.block = None
        if self.qanda or asks(term):
            self.block = Block(line, None, term, self.section, len(self.blocks) + 1)
            self.blocks.append(self.block)
            if m.group("rest"):
                self.block.lines.append(Line(line.no, m.group("rest")))
        return True

    def _defines_in_answer(self, term: str, rest: str | None) -> bool:
        """`Atomicity:: if one part fails, ...` under `What is ACID?::` and its answer: a
        term defined on its own line, that does not ask, inside the answer of a question
        answered below it, is a line of that answer (its list of definitions), not an entry."""
        block = self.block
        return (
            block is not None
            and bool(rest and rest.strip())
            and bool(block.lines)
            and block.lines[0].no != block.start.no
            and asks(block.label)
            and not asks(term)
        )

    def _attribute(self, line: Line) -> bool:
        return bool(_ATTRIBUTE_RE.match(line.text.strip()))

    def _compound(self, line: Line) -> bool:
        """A compound block's delimiter (`====`, `****`, `____`): its lines stay in the
        answer they are part of (the `[WARNING]` under a list of points), the delimiter is
        layout; not a thematic break, which ends the answer."""
        return line.text[:1] in "=*_" and _COMPOUND_RE.match(line.text) is not None

    def _thematic_break(self, line: Line) -> bool:
        """A thematic break ends an answer."""
        if line.text.strip() != "'''" and not SEPARATOR_RE.match(line.text):
            return False
        self.block = None
        return True

    def _answer(self, line: Line) -> None:
        """Indentation in a list entry is layout, not a literal block; so are a page break
        (`<<<`) and a hard line break's ` +`."""
        text = line.text.strip()
        if text == "<<<":
            return  # a page break: layout
        if text.endswith(" +"):
            text = text[:-2].rstrip()  # a hard line break's mark: the line ends there anyway
        if self.block is not None:
            self.block.lines.append(Line(line.no, "" if text == "+" else text))
        elif text:
            self.dropped.append((line.no, text))


def _underline_level(lines: list[Line], k: int) -> int | None:
    """The level of a two-line title (`Configuration` over `-------------`), else None."""
    if k + 1 >= len(lines):
        return None
    text, under = lines[k].text.strip(), lines[k + 1].text.strip()
    if not text or not _UNDERLINE_RE.match(under) or abs(len(under) - len(text)) > 2:
        return None
    if text == "+" or _ATTRIBUTE_RE.match(text) or _ENTRY_RE.match(text):
        return None
    return _UNDERLINE_LEVELS[under[0]]


def _is_underline(lines: list[Line], k: int) -> bool:
    return k > 0 and _underline_level(lines, k - 1) is not None


def read(text: str, source: str) -> ParsedDocument:
    """Read an AsciiDoc FAQ (see the module docstring)."""
    return AsciiDocReader(text, source).read()
