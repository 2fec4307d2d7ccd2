"""The line reader: a document as numbered lines, each classified, grouped into question blocks.

Reads the labelled layouts (`Question 3`, `Q3:`, `**Q3.** text`, `Q:`/`A:`), headings holding
questions at the level most of them use, and plain text. It also provides the steps the
Markdown reader shares: the lines with fenced code marked, the title, the page footer, and
the segmentation of lines into question blocks (sections, end matter such as scoring guides
and answer keys, separators), given where questions start.

Plain-text documents (no Markdown headings, bold, fences or HTML) have one paragraph per
line; their answers and explanations are turned into Markdown by putting a blank line where a
line ends a sentence or where a list or table starts or ends, so that they render as written.
Markdown documents are kept as written.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections import Counter
from collections.abc import Iterable
from enum import Enum

from srs.importers.asking import (
    asking_items,
    asks,
    asks_alone,
    plain_question,
)
from srs.importers.blocks import BlockReader, bare_letter
from srs.importers.cards import CardBuilder
from srs.importers.common import (
    ANSWER_RE,
    ANSWER_WORD_RE,
    BOLD_QUESTION_RE,
    BRAND_WORD_RE,
    FENCE_RE,
    FOOTER_RE,
    FRONT_MATTER_RE,
    LIST_ITEM_RE,
    LIST_QUESTION_RE,
    MARKDOWN_HINT_RE,
    MAX_DOCUMENT_CHARS,
    NUMBERED_TEXT_RE,
    OPTION_RE,
    PLAIN_END_MATTER_RE,
    PLAIN_SECTION_RE,
    SENTENCE_END_RE,
    SEPARATOR_RE,
    START_FIRST_CHARS,
    SUMMARY_RE,
    Block,
    Draft,
    KeyEntry,
    Line,
    NoQuestions,
    ParsedDocument,
    Section,
    Start,
    end_matter_kind,
    expand_leading_tabs,
    heading_of,
    indent_of,
    is_key_line,
    key_item,
    key_pairs,
    label_start,
    make_section,
    next_content,
    plain_line_start,
    slugify,
    tidy_label,
    unwrap,
)
from srs.importers.contents import contents_lists
from srs.importers.options import option_of
from srs.importers.titles import IMAGES_ONLY_RE, html_title
from srs.model import Card
from srs.text import CONTROL_RE


class Mode(Enum):
    BETWEEN = "between"
    CARD = "card"
    END_MATTER = "end matter"


# -- the reader ------------------------------------------------------------------------------


def read(text: str, source: str = "<document>") -> ParsedDocument:
    """Read a quiz or interview Q&A document into cards.

    Args:
        text: the document (a BOM, CRLF line ends and tabs are fine).
        source: the document's name, used in warnings and errors.

    Returns:
        The title, the cards in document order and the warnings (`source:line: message`):
        answer-key mismatches, questions skipped for want of an answer, repeated numbers.

    Raises:
        DocumentError: an empty or binary text, or one in which no question was found.
    """
    return Reader(text, source).read()


class Reader(BlockReader, CardBuilder):
    """One document being read by lines; collects warnings as it goes."""

    layout = "labelled lines"
    labelled_only = False
    """After `read`: every question start was a label (`Question 3`, `Q3:`, `Q:`)."""

    # -- the steps --------------------------------------------------------------------------

    def read(self) -> ParsedDocument:
        lines = self._lines()
        if not any(line.text.strip() for line in lines):
            raise self.fail(None, "empty document: nothing to import")
        self.is_markdown = bool(MARKDOWN_HINT_RE.search(self.text))
        start, title = self._title(lines)
        end = self._trim_footer(lines, start)
        body = lines[start:end]
        headings = self._headings(body)
        q_level, starts = self._starts(body, headings)
        blocks, key = self._segment(body, headings, q_level, starts)
        if not blocks:
            raise NoQuestions(
                self.source,
                None,
                "no questions found (expected e.g. '### Question 1', '### 1. What ...?', "
                "'Question 1', 'Q1: ...', 'Q: ... / A: ...' or '**1. ...?**')",
            )
        drafts = [draft for block in blocks if (draft := self._read_block(block)) is not None]
        drafts = self._drop_quiz_prose(drafts)
        self._apply_key(drafts, key)
        cards = self._cards(drafts)
        self._report_loose(cards, body)
        if not cards:
            unanswered = sum(1 for s in self.skipped if "has no answer" in s.reason)
            if unanswered == len(blocks):
                detail = (
                    f"{len(blocks)} questions found, none with an answer: write each answer "
                    "below its question (e.g. after 'Answer:')"
                )
            else:
                first = self.warnings[0] if self.warnings else "no question had an answer"
                detail = f"{len(blocks)} questions found but none usable ({first})"
            raise NoQuestions(self.source, None, detail, len(blocks))
        self.labelled_only = all(s.labelled for s in starts.values())
        return ParsedDocument(
            title=title,
            cards=tuple(cards),
            warnings=tuple(self.warnings),
            skipped=tuple(self.skipped),
            layout=self.layout,
        )

    def _report_loose(self, cards: list[Card], body: list[Line]) -> None:
        """Each question met outside any question block, unless a card asks it (a list of
        the questions before the answers section that answers them) or it is part of such a
        list (see `_contents`)."""
        asked = {plain_question(c.question) for c in cards}
        listed = contents_lists(self.loose, asked, {line.no: line.text for line in body})
        for no, text in self.loose:
            if plain_question(text) not in asked and no not in listed:
                self.skip(
                    no,
                    f"'{_short(text)}' looks like a question, but no answer was found for it; "
                    "not imported",
                )

    def _drop_quiz_prose(self, drafts: list[Draft]) -> list[Draft]:
        """In a quiz, a numbered heading that neither asks nor offers options is the text
        around the quiz (`### 1. Deploying the VM` in a lab write-up before its questions).

        Only where choice questions are most of the document (two in three), so a deck of
        open cards titled by topic (`## 3. Closures`) keeps every card; each one dropped is
        reported with its line.
        """
        choice = sum(1 for d in drafts if d.choices)
        if choice < 3 or choice * 3 < len(drafts) * 2:
            return drafts
        kept = []
        for draft in drafts:
            if draft.choices or asks(draft.question):
                kept.append(draft)
                continue
            self.skip(
                draft.block.start.no,
                f"'{_short(draft.question)}' has no options and does not ask, in a quiz; "
                "read as text around the questions, not imported",
            )
        return kept

    def _headings(self, body: list[Line]) -> dict[int, tuple[int, str]]:
        """The index of every heading among the body's lines -> its level and text."""
        return {
            i: h
            for i, line in enumerate(body)
            if "#" in line.text[:4] and (h := heading_of(line)) is not None  # cheap test first
        }

    def _lines(self) -> list[Line]:
        """Normalise the text into lines and mark fenced code, which is never classified."""
        text = self.text
        if len(text) > MAX_DOCUMENT_CHARS:
            raise self.fail(None, f"document is larger than {MAX_DOCUMENT_CHARS:,} characters")
        if "\x00" in text:
            raise self.fail(
                text[: text.index("\x00")].count("\n") + 1,
                "binary data (a NUL byte), not a text document",
            )
        try:
            text.encode("utf-8")
        except UnicodeEncodeError as exc:
            raise self.fail(text[: exc.start].count("\n") + 1, "not valid Unicode text") from None
        text = text.removeprefix("\ufeff")
        raws = text.splitlines()
        controls = CONTROL_RE.search(text) is not None
        if controls:
            raws = [CONTROL_RE.sub("", raw) for raw in raws]
        if "\t" in text:
            raws = [expand_leading_tabs(raw) for raw in raws]
        lines = [Line(no, raw.rstrip()) for no, raw in enumerate(raws, start=1)]
        if not controls and "```" not in text and "~~~" not in text:
            return lines  # no line can be a fence (removing controls could join one)
        return self._mark_code(lines)

    def _mark_code(self, lines: list[Line]) -> list[Line]:
        out: list[Line] = []
        unclosed: dict[str, int] = {}  # fence char -> shortest fence found never closed
        i = 0
        while i < len(lines):
            m = FENCE_RE.match(lines[i].text)
            if not m:
                out.append(lines[i])
                i += 1
                continue
            fence = m.group("fence")
            hopeless = len(fence) >= unclosed.get(fence[0], len(fence) + 1)
            close = (
                None
                if hopeless
                else next(
                    (
                        j
                        for j in range(i + 1, len(lines))
                        if (c := FENCE_RE.match(lines[j].text))
                        and c.group("fence")[0] == fence[0]
                        and len(c.group("fence")) >= len(fence)
                        and not lines[j].text.strip()[len(c.group("fence")) :].strip()
                    ),
                    None,
                )
            )
            if close is None:
                unclosed[fence[0]] = min(len(fence), unclosed.get(fence[0], len(fence)))
                self.warn(lines[i].no, "code fence is never closed; read as text")
                out.append(lines[i])
                i += 1
                continue
            out.extend(Line(line.no, line.text, code=True) for line in lines[i : close + 1])
            i = close + 1
        return out

    def _title(self, lines: list[Line]) -> tuple[int, str | None]:
        """The document's own title and the index of the first line after it.

        The title is a front-matter `title:`, else the first heading or first non-empty line,
        unless that line already starts a question (then the document has no title).
        """
        start = 0
        fm_title: str | None = None
        if lines and lines[0].text.strip() == "---":
            for j in range(1, min(len(lines), 60)):
                if lines[j].text.strip() in ("---", "..."):
                    block = [line.text for line in lines[1:j]]
                    if block and all(
                        re.match(r"^(?:[A-Za-z_][\w-]*[ \t]*:.*|[ \t]+.*|[ \t]*#.*|)$", t)
                        for t in block
                    ):
                        for t in block:
                            m = re.match(r"^title[ \t]*:[ \t]*(?P<v>.+)$", t, re.I)
                            if m:
                                fm_title = m.group("v").strip().strip("'\"").strip() or None
                        start = j + 1
                    break
        first = next(
            (
                k
                for k in range(start, len(lines))
                if lines[k].text.strip() and not IMAGES_ONLY_RE.match(lines[k].text)
            ),
            None,
        )  # a logo or a row of badges above the title is not the title
        if first is None:
            return start, fm_title
        line = lines[first]
        if line.text.lstrip().startswith("<") and not line.code:
            found = html_title(lines, first)
            if found is not None:
                return found[0], fm_title or found[1]
            if re.match(r"[ \t]*<(?:details|summary|dl)\b", line.text, re.I):
                return first, fm_title  # a `<details>` question first: the document has no title
        heading = heading_of(line)
        if heading is not None:
            if self._line_start(line, heading_ok=True) is not None:
                return first, fm_title
            if fm_title is not None and heading[0] != 1:
                return first, fm_title
            if heading[0] > 1 and (
                NUMBERED_TEXT_RE.match(heading[1]) or heading[1].rstrip(" *_").endswith("?")
            ):
                return first, fm_title  # `### 1. What is X?` first: a question, not a title
            return first + 1, fm_title or heading[1] or None
        if line.code or fm_title is not None:
            return first, fm_title
        if (
            self._line_start(line, heading_ok=False) is not None
            or LIST_QUESTION_RE.match(line.text)
            or asks_alone(line.text)
            or OPTION_RE.match(line.text)
            or ANSWER_RE.match(line.text)
            or re.fullmatch(r"[ \t]*\d{1,4}[.)]?[ \t]*", line.text)
        ):
            return first, None  # `1.` alone: the first question's number, not a title
        after = first + 1
        if after < len(lines) and re.fullmatch(r" {0,3}(?:=+|-+)", lines[after].text):
            after += 1  # a setext underline
        return after, unwrap(line.text) or None

    def _trim_footer(self, lines: list[Line], start: int) -> int:
        """Cut page furniture off the end (version, date, copyright, a brand line).

        A short Title-Case line after a finished sentence or a list item (`Lilly Tech Systems`)
        is cut too, with a warning: it cannot be told from an answer's last words for certain.
        """
        end = len(lines)
        brand_checked = False
        while end > start:
            line = lines[end - 1]
            text = line.text.strip()
            if line.code:
                break
            if (
                not text
                or SEPARATOR_RE.match(line.text)
                or FOOTER_RE.match(unwrap(text).replace("**", ""))
            ):
                end -= 1
                continue
            if not brand_checked:
                brand_checked = True
                prev = next(
                    (
                        lines[k].text.strip()
                        for k in range(end - 2, start - 1, -1)
                        if lines[k].text.strip()
                    ),
                    "",
                )
                words = text.split()
                if (
                    1 <= len(words) <= 5
                    and len(text) <= 40
                    and all(BRAND_WORD_RE.match(w) for w in words)
                    and any(c.islower() for c in text)
                    and (SENTENCE_END_RE.search(prev) or LIST_ITEM_RE.match(prev))
                    and not prev.startswith("|")
                ):
                    self.warn(
                        line.no,
                        f"ignored the last line '{text}': it looks like a page footer, not part of an answer",
                    )
                    end -= 1
                    continue
            break
        return end

    def _line_start(self, line: Line, *, heading_ok: bool) -> Start | None:
        """A strong question start written on a line or in a heading: `Q3:`, `Question 3`, `Q:`."""
        if line.code:
            return None
        heading = heading_of(line)
        if heading is not None:
            return label_start(heading[1], in_heading=True) if heading_ok else None
        return plain_line_start(line)

    def _has_answer(self, lines: Iterable[Line]) -> bool:
        for line in lines:
            if line.code:
                continue
            if ANSWER_RE.match(line.text):
                return True
            m = SUMMARY_RE.match(line.text) if "<" in line.text else None
            if m and not _NOT_AN_ANSWER_RE.search(m.group("summary")):
                return True
            option = option_of(line)
            if option is not None and option.position == 0:
                return True
        return False

    def _starts(
        self, lines: list[Line], headings: dict[int, tuple[int, str]]
    ) -> tuple[int | None, dict[int, Start]]:
        """Find every question start; returns the heading level of questions and the starts.

        Headings are questions when they say so (`Question 3`, `Q3:`), or when they hold a
        numbered text, a question or are followed by an answer, at the level most such
        headings share. A heading holding labelled questions (`**Q1.**`) is a section.

        Args:
            lines: the document's body.
            headings: the index of every heading among `lines` -> its level and text.
        """
        # Each line is read once: a heading's span is checked by looking these up.
        line_starts = {
            i: start
            for i, line in enumerate(lines)
            if line.text[:1] in START_FIRST_CHARS  # cheap test first: most lines are prose
            and i not in headings
            and (start := plain_line_start(line)) is not None
        }
        start_rows = list(line_starts)  # ascending
        heading_rows = list(headings)  # ascending
        candidates: dict[int, tuple[int, Start, bool]] = {}
        for k, i in enumerate(heading_rows):
            level, text = headings[i]
            nxt = heading_rows[k + 1] if k + 1 < len(heading_rows) else len(lines)
            label = label_start(text, in_heading=True)
            if label is not None:
                candidates[i] = (level, label, True)
                continue
            if not text or ANSWER_WORD_RE.match(text) or end_matter_kind(text):
                continue
            first_start = bisect_right(start_rows, i)
            if first_start < len(start_rows) and start_rows[first_start] < nxt:
                continue  # a heading over labelled questions is a section
            span = lines[i + 1 : nxt]
            if asking_items(span) >= 2:
                continue  # a heading over a list of questions is their section
            m = NUMBERED_TEXT_RE.match(text)
            if m:
                candidates[i] = (
                    level,
                    Start(int(m.group("num")), tidy_label(m.group("text"))),
                    False,
                )
            elif text.endswith("?") or self._has_answer(span):
                candidates[i] = (level, Start(None, text), False)
        levels = Counter(level for level, _, _ in candidates.values())
        q_level = max(levels, key=lambda lv: (levels[lv], lv)) if levels else None
        starts = {
            i: s for i, (level, s, always) in candidates.items() if always or level == q_level
        }
        starts.update(line_starts)
        if not starts:
            starts = self._weak_starts(lines, headings)
        return q_level, starts

    def _weak_starts(
        self, lines: list[Line], headings: dict[int, tuple[int, str]]
    ) -> dict[int, Start]:
        """For documents with no labelled question: numbered items and bold lines that ask."""
        starts: dict[int, Start] = {}
        for i, line in enumerate(lines):
            if line.code or i in headings:
                continue
            m = BOLD_QUESTION_RE.match(line.text)
            if m:
                starts[i] = Start(None, tidy_label(m.group("text")), weak=True)
                continue
            m = LIST_QUESTION_RE.match(line.text)
            if not m:
                continue
            text = tidy_label(m.group("text"))
            nxt = next_content(lines, i)
            if text.endswith("?") or (nxt is not None and self._has_answer([lines[nxt]])):
                starts[i] = Start(int(m.group("num")), text, weak=True)
        return starts

    def _segment(
        self,
        lines: list[Line],
        headings: dict[int, tuple[int, str]],
        q_level: int | None,
        starts: dict[int, Start],
    ) -> tuple[list[Block], list[KeyEntry]]:
        """Group lines into one block per question; read the answer key; drop everything else."""
        blocks: list[Block] = []
        key: list[KeyEntry] = []
        self.loose: list[tuple[int, str]] = []
        mode = Mode.BETWEEN
        block: Block | None = None
        section: Section | None = None
        sections = 0
        end_level = 7
        in_key = False
        key_group: Section | None = None
        skip_until = 0  # lines before this index still hold the question's own text
        block_end: int | None = None  # where the question's own structure ends
        ruled: Block | None = None  # the card a separator just closed (its key may follow)
        for i, line in enumerate(lines):
            if block_end is not None and i >= block_end:
                block_end = None
                if mode is Mode.CARD:
                    mode, block = Mode.BETWEEN, None
            if i < skip_until:
                continue
            text = line.text
            if line.code or not text.strip():
                if mode is Mode.CARD and block is not None:
                    block.lines.append(line)
                continue
            if ruled is not None and mode is Mode.BETWEEN and bare_letter(text):
                ruled.lines.append(line)  # `---` then `B`: the key of the card above the rule
                ruled = None
                continue
            ruled = None
            start = starts.get(i)
            if (
                start is not None
                and mode is Mode.END_MATTER
                and (start.weak or (in_key and (is_key_line(text) or key_item(text))))
            ):
                start = None  # `1. Smith et al., Why ...?` in references, `Q1: C` in a key
            if start is not None and mode is Mode.END_MATTER and in_key:
                # a question repeated in the answers section: what follows is its key and
                # explanation, not another card; a topic heading there names a key group
                if i in headings and any(
                    b.section and b.section.tag == slugify(start.label) for b in blocks
                ):
                    key_group = make_section(start.label, 0)
                    continue
                number = start.number if start.number is not None else _number_of(blocks, start)
                if number is not None:
                    key.append(
                        KeyEntry(number, "", line.no, start.rest or "", open=True, group=key_group)
                    )
                    skip_until = i + 1 + start.skip
                    continue
            if start is not None and block is not None and _names_the_question(block, start):
                block.label = start.label  # `### Question 3` / `Level 2` / `Question: What ...?`
                block.lines.clear()
                continue
            if start is not None:
                where = section
                if start.group is not None:
                    # a quiz inside a topic's answer: the topic is its section; the topic's
                    # answer ends before the quiz's own heading (`##### Test yourself`)
                    where = make_section(start.group[0], start.group[1])
                    if block is not None and block.label == start.group[0]:
                        _cut_trailing_heading(block)
                block = Block(
                    line, start.number, start.label, where, len(blocks) + 1, level=start.level
                )
                blocks.append(block)
                mode = Mode.CARD
                skip_until = i + 1 + start.skip
                block_end = start.end
                if start.rest:
                    block.lines.append(Line(line.no, start.rest))
                if start.body is not None:
                    block.lines.extend(start.body)
                    block_end = i + 1
                continue
            heading = headings.get(i)
            if heading is not None:
                level, htext = heading
                deepest = block.level if block is not None and block.level is not None else q_level
                if (
                    mode is Mode.CARD
                    and block is not None
                    and (
                        ANSWER_WORD_RE.match(htext)
                        or ANSWER_RE.match(htext)
                        or (deepest is not None and level > deepest)
                    )
                ):
                    block.lines.append(line)  # `#### Answer`, or a sub-heading of the answer
                    continue
                if mode is Mode.END_MATTER and level > end_level:
                    if in_key:  # `### Networking` in the key: the section its entries key
                        key_group = make_section(htext, 0)
                    continue
                kind = end_matter_kind(htext)
                if kind is not None:
                    mode, block, end_level, in_key = Mode.END_MATTER, None, level, kind == "key"
                    key_group = None
                    continue
                if mode is not Mode.END_MATTER and q_level is not None and level > q_level:
                    continue  # a stray sub-heading between questions
                sections += 1
                # `## Table of Contents`: no section's name (its questions are elsewhere)
                section = None if FRONT_MATTER_RE.match(htext) else make_section(htext, sections)
                mode, block = Mode.BETWEEN, None
                continue
            indent = indent_of(text)
            plain = unwrap(text.strip())
            m = PLAIN_END_MATTER_RE.match(plain) if indent <= 3 else None
            if m and (m.group("rest") is None or key_pairs(m.group("rest"))):
                mode, block, end_level, in_key = Mode.END_MATTER, None, 7, bool(m.group("key"))
                if in_key and m.group("rest"):
                    key.extend(
                        KeyEntry(n, letter, line.no) for n, letter in key_pairs(m.group("rest"))
                    )
                continue
            m = PLAIN_SECTION_RE.match(plain) if indent == 0 else None
            if m and not plain.endswith("."):
                sections += 1
                section = make_section(plain, sections)
                mode, block = Mode.BETWEEN, None
                continue
            if text[-1] in "-*_=" and SEPARATOR_RE.match(text):  # text ends in a non-blank
                if mode is Mode.CARD:
                    ruled = block
                    mode, block = Mode.BETWEEN, None
                elif mode is Mode.END_MATTER and not (key and key[-1].open):
                    in_key = False  # a rule after a key list ends it; between the questions
                    # an answers section repeats (each with its key), it only separates them
                continue
            if mode is Mode.CARD and block is not None:
                block.lines.append(line)
            elif mode is Mode.END_MATTER and in_key:
                item = key_item(text)
                if item is not None:
                    item.line, item.group = line.no, key_group
                    key.append(item)
                elif key and key[-1].open and not is_key_line(text):
                    key[-1].text = f"{key[-1].text}\n{text}" if key[-1].text else text
                else:
                    key.extend(
                        KeyEntry(n, letter, line.no, group=key_group)
                        for n, letter in key_pairs(text)
                    )

            elif mode is Mode.BETWEEN and asks_alone(text):
                self.loose.append((line.no, text))  # reported unless answered elsewhere
        return blocks, key


_NOT_AN_ANSWER_RE = re.compile(
    r"\b(?:contents|table\s+of|translations?|links|references|resources|toc|index)\b", re.I
)
"""A `<details>` summary that hides something other than an answer (`View contents`)."""


def _cut_trailing_heading(block: Block) -> None:
    """Drop a block's last sub-heading and what follows it (a quiz's title and instructions)."""
    for k in range(len(block.lines) - 1, -1, -1):
        if heading_of(block.lines[k]) is not None:
            del block.lines[k:]
            return


def _number_of(blocks: list[Block], start: Start) -> int | None:
    """The number of the question an unnumbered repeat in the answers section names."""
    wanted = " ".join(start.label.casefold().split())
    for block in blocks:
        if wanted and " ".join(block.label.casefold().split()) == wanted:
            return block.number if block.number is not None else block.position
    return None


def _short(text: str, width: int = 60) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1] + "…"


def _names_the_question(block: Block, start: Start) -> bool:
    """`Question: What ...?` under `### Question 3` (or a heading naming a topic) whose block
    holds no more than a few short lines such as `Level 2`: the label names the open block's
    question."""
    if start.number is not None or not start.label or not start.labelled:
        return False
    if block.label:
        # a heading that names a topic (`## 1. Mutexes`), not one labelled a question
        heading = heading_of(block.start)
        if heading is None or label_start(heading[1], in_heading=True) is not None:
            return False
    content = [line for line in block.lines if line.text.strip()]
    return len(content) <= 2 and all(
        not line.code and len(line.text) <= 40 and not ANSWER_RE.match(line.text)
        for line in content
    )


# -- reading one block ------------------------------------------------------------------
