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

from srs.importers.blocks import BlockReader
from srs.importers.cards import CardBuilder
from srs.importers.common import (
    Block,
    Line,
    NoQuestions,
    ParsedDocument,
    Section,
    make_section,
    tidy_label,
)
from srs.importers.lines import Reader as LineReader
from srs.importers.markdown import asks

_ENTRY_RE = re.compile(r"^(?P<term>[^\s:/][^\n]*?)(?P<colons>:{2,4}|;;)(?:[ \t]+(?P<rest>.*))?$")
_TITLE_RE = re.compile(r"^(?P<marks>={1,6}|#{1,6})[ \t]+(?P<text>\S.*)$")
_DELIMITER_RE = re.compile(r"^(?:-{4,}|\.{4,})[ \t]*$")
_SOURCE_RE = re.compile(
    r"^\[(?:source|listing)(?:,[ \t]*(?P<lang>[\w+#.-]+))?[^\]]*\][ \t]*$", re.I
)
_ATTRIBUTE_RE = re.compile(r"^(?::[\w-]+:.*|\[[^\]]*\]|//.*)$")
"""Document attributes, block attributes and comments: never part of an answer."""


class AsciiDocReader(BlockReader, CardBuilder):
    layout = "asciidoc"

    def read(self) -> ParsedDocument:
        lines = LineReader(self.text, self.source)._lines()
        self.is_markdown = True
        title: str | None = None
        qanda = any(line.text.strip().lower() == "[qanda]" for line in lines)
        blocks: list[Block] = []
        block: Block | None = None
        section: Section | None = None
        sections = 0
        fence: str | None = None
        lang = ""
        for line in lines:
            text = line.text
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
            if block is not None:
                # indentation in a list entry is layout, not a literal block
                block.lines.append(Line(line.no, "" if text.strip() == "+" else text.strip()))
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


def read(text: str, source: str) -> ParsedDocument:
    """Read an AsciiDoc FAQ (see the module docstring)."""
    return AsciiDocReader(text, source).read()
