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

from srs.importers.asking import asks
from srs.importers.blocks import BlockReader
from srs.importers.cards import CardBuilder
from srs.importers.common import (
    SEPARATOR_RE,
    Block,
    Line,
    NoQuestions,
    ParsedDocument,
    Section,
    make_section,
    tidy_label,
)
from srs.importers.lines import Reader as LineReader

_ENTRY_RE = re.compile(r"^(?P<term>[^\s:/][^\n]*?)(?P<colons>:{2,4}|;;)(?:[ \t]+(?P<rest>.*))?$")
_TITLE_RE = re.compile(r"^(?P<marks>={1,6}|#{1,6})[ \t]+(?P<text>\S.*)$")
_DELIMITER_RE = re.compile(r"^(?:-{4,}|\.{4,})[ \t]*$")
_UNDERLINE_RE = re.compile(r"^(?:={2,}|-{2,}|~{2,}|\^{2,}|\+{2,})[ \t]*$")
_UNDERLINE_LEVELS = {"=": 1, "-": 2, "~": 3, "^": 4, "+": 5}
_SOURCE_RE = re.compile(
    r"^\[(?:source|listing)(?:,[ \t]*(?P<lang>[\w+#.-]+))?[^\]]*\][ \t]*$", re.I
)
_ATTRIBUTE_RE = re.compile(r"^(?::[\w-]+:.*|\[\[[^\]]*\]\]|\[[^\]]*\]|//.*)$")
"""Document attributes, block attributes and comments: never part of an answer."""


class AsciiDocReader(BlockReader, CardBuilder):
    layout = "asciidoc"

    def read(self) -> ParsedDocument:
        lines = LineReader(self.text, self.source)._lines()
        self.is_markdown = True
        title: str | None = None
        qanda = any(line.text.strip().lower() == "[qanda]" for line in lines)
        terms = [
            tidy_label(m.group("term"))
            for line in lines
            if not line.text.startswith((" ", "\t")) and (m := _ENTRY_RE.match(line.text))
        ]
        asking = sum(1 for term in terms if asks(term))
        # a list most of whose entries ask is a FAQ: each of its entries is a question
        qanda = qanda or (asking >= 2 and 2 * asking >= len(terms))
        blocks: list[Block] = []
        block: Block | None = None
        section: Section | None = None
        sections = 0
        fence: str | None = None
        lang = ""
        for k, line in enumerate(lines):
            text = line.text
            if fence is None and _is_underline(lines, k):
                continue  # the underline of a two-line title, read with the title
            underlined = _underline_level(lines, k) if fence is None else None
            if underlined is not None:
                if underlined == 1 and title is None and not blocks:
                    title = tidy_label(text)
                else:
                    sections += 1
                    section = make_section(text.strip(), sections)
                block = None
                continue
            if fence is not None:
                if text.strip() == fence:
                    fence = None
                    if block is not None:
                        block.lines.append(Line(line.no, "```"))
                    continue
                if block is not None:
                    block.lines.append(Line(line.no, text, code=True))
                continue
            m = _SOURCE_RE.match(text)
            if m:
                lang = m.group("lang") or ""
                continue
            if _DELIMITER_RE.match(text):
                fence = text.strip()
                if block is not None:
                    block.lines.append(Line(line.no, f"```{lang}"))
                lang = ""
                continue
            m = _TITLE_RE.match(text)
            if m:
                level = len(m.group("marks"))
                if level == 1 and title is None and not blocks:
                    title = tidy_label(m.group("text"))
                else:
                    sections += 1
                    section = make_section(m.group("text"), sections)
                block = None
                continue
            m = _ENTRY_RE.match(text)
            if m and not text.startswith((" ", "\t")):
                term = tidy_label(m.group("term"))
                block = None  # another entry ends the answer; one that does not ask is no card
                if qanda or asks(term):
                    block = Block(line, None, term, section, len(blocks) + 1)
                    blocks.append(block)
                    if m.group("rest"):
                        block.lines.append(Line(line.no, m.group("rest")))
                continue
            if _ATTRIBUTE_RE.match(text.strip()):
                continue
            if text.strip() == "'''" or SEPARATOR_RE.match(text):
                block = None  # a thematic break ends an answer
                continue
            if block is not None:
                # indentation in a list entry is layout, not a literal block
                block.lines.append(Line(line.no, "" if text.strip() == "+" else text.strip()))
        # in a FAQ list, an entry that does not ask is a question when it is answered at
        # length (`I asked Git to ignore files, yet they are still tracked`), not a field
        # with a short value (`Author:: Jane Doe`)
        blocks = [
            b for b in blocks if asks(b.label) or len(" ".join(ln.text for ln in b.lines)) >= 60
        ]
        for position, kept in enumerate(blocks, start=1):
            kept.position = position
        if not blocks:
            raise NoQuestions(self.source, None, "no `Question?::` entries found")
        drafts = [d for b in blocks if (d := self._read_block(b)) is not None]
        cards = self._cards(drafts)
        if not cards:
            raise NoQuestions(
                self.source, None, f"{len(blocks)} entries found but none usable", len(blocks)
            )
        return ParsedDocument(
            title, tuple(cards), tuple(self.warnings), tuple(self.skipped), self.layout
        )


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
