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

from srs.importers.asking import plain_question
from srs.importers.banksections import bank_sections
from srs.importers.bareheadings import bare_run_headings, opens_bare_run
from srs.importers.blocklines import reveals_answer
from srs.importers.blocks import DOCUMENT_FACTS, BlockReader
from srs.importers.boldquestionruns import bold_run_starts
from srs.importers.boldsiblings import bold_sibling_starts
from srs.importers.boldtails import bold_answered_items
from srs.importers.cards import CardBuilder
from srs.importers.cjkcolon import colon_answered
from srs.importers.commentrules import between_text
from srs.importers.common import (
    ANSWER_RE,
    ANSWER_WORD_RE,
    BOLD_QUESTION_RE,
    ITEM_NUMBER_RE,
    LIST_QUESTION_RE,
    MARKDOWN_HINT_RE,
    MAX_DOCUMENT_CHARS,
    NUMBERED_TEXT_RE,
    SUMMARY_RE,
    end_matter_kind,
    heading_of,
    next_content,
)
from srs.importers.contents import anchor_items, contents_lists, points_lists
from srs.importers.droppedtext import (
    card_lines,
    continuations,
    dropped_runs,
    end_matter_runs,
    introduction,
    ruled_parts,
    titled_runs,
)
from srs.importers.fenceclose import closing_fence
from srs.importers.fences import FENCE_RE, closes_fence, has_fences
from srs.importers.hardbreaks import without_backslash_breaks
from srs.importers.headingprose import headed_tasks_over_labels
from srs.importers.itemlabels import labelled_item
from srs.importers.labelleditems import item_blocks
from srs.importers.labelstart import (
    label_start,
    labelled_line_starts,
    numbering_heading,
    plain_line_start,
)
from srs.importers.labeltext import numbered_text, tidy_label
from srs.importers.lazyre import lazy
from srs.importers.leadinstems import leads_into_boxes, leads_into_options
from srs.importers.linkonly import file_figures, links_onwards, onward_report
from srs.importers.lonequestions import lone_questions
from srs.importers.nestedasks import nested_asks
from srs.importers.numberedbold import bold_keyed_numbers
from srs.importers.options import option_of
from srs.importers.optionstems import over_options
from srs.importers.partheadings import over_questions
from srs.importers.practicetasks import practice_tasks
from srs.importers.quizprose import numbered_between, quiz_question
from srs.importers.quotedanswers import asked_above_quotes
from srs.importers.result import short, unanswered_line
from srs.importers.segment import Segmenter
from srs.importers.siblingasks import (
    asks_among_questions,
    items_after_questions,
    question_siblings,
    set_as_siblings,
    unanswered_lines,
)
from srs.importers.tabrows import expand_leading_tabs, rows_end_at_numbers
from srs.importers.tipruns import closing_tips, tip_reason
from srs.importers.titles import (
    DETAILS_FIRST_RE,
    NOT_A_TITLE,
    SETEXT_UNDERLINE_RE,
    banner_title,
    cut_furniture,
    first_content,
    front_matter,
    looks_like_brand,
    opens_a_question,
    past_navigation,
    question_first,
    sections_first,
    titled_from,
)
from srs.importers.twocores import CHARS_PER_BLOCK, checkpoint, map_halves, meanwhile
from srs.importers.unusable import no_questions, none_usable_in
from srs.importers.values import Block, Candidate, Draft, KeyEntry, Line, ParsedDocument, Start
from srs.model import Card
from srs.text import CONTROL_RE, has_controls

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
    hints_from_text = True
    labelled_only = False
    """After `read`: every question start was a label (`Question 3`, `Q3:`, `Q:`)."""
    asked: frozenset[int] | set[int] = frozenset()  # lines met loose that ask, never points

    # -- the steps --------------------------------------------------------------------------

    def read(self) -> ParsedDocument:
        lines = self._lines()
        if not any(line.text.strip() for line in lines):
            raise self.fail(None, "empty document: nothing to import")
        self.is_markdown = bool(MARKDOWN_HINT_RE.search(self.text))
        start, title = self._title(lines)
        meta = front_matter(lines)[0]
        self.meta_end = lines[meta - 1].no if meta else 0
        end = self._trim_footer(lines, start)
        body = lines[start:end]
        headings = self._headings(body)
        q_level, starts = self._starts(body, headings)
        checkpoint()  # a reading ahead of the passes stops here once they change the text
        with meanwhile(self, DOCUMENT_FACTS, len(self.text) // CHARS_PER_BLOCK):
            blocks, key = self._segment(body, headings, q_level, starts)
        checkpoint()
        self._sibling_items(blocks)
        if not blocks:
            raise no_questions(self)
        drafts = [d for d in map_halves(self, self._read_block, blocks) if d is not None]
        drafts = self._drop_closing_tips(self._drop_quiz_prose(self._drop_onward_links(drafts)))
        self._apply_key(drafts, key)
        cards = asked_above_quotes(self._cards(drafts))  # `... true or false?` over `> false`
        self._sibling_questions(blocks, body)
        self._report_loose(cards, body)
        self._report_dropped(blocks, [(body[i].no, body[i].text) for i in headings], cards, body)
        if not cards:
            raise none_usable_in(self, blocks, self._introduction(cards))
        self.labelled_only = all(s.labelled for s in starts.values())
        return ParsedDocument(
            title=title,
            cards=tuple(cards),
            warnings=tuple(self.warnings),
            skipped=tuple(self.skipped),
            layout=self.layout,
            introduction=self._introduction(cards),
        )

    def _introduction(self, cards: list[Card]) -> str | None:
        """The report of the text before the first question (see `introduction`), less the
        lines reported already as questions left unanswered: no line is reported twice."""
        named = {s.line for s in self.skipped}
        intro = [t for t in self.intro if t[0] not in named]
        found = introduction(intro, self.meta_end, [c.question for c in cards])
        return None if found is None else f"{self.where(found[0])}: {found[1]}"

    def _sibling_items(self, blocks: list[Block]) -> None:
        """`1. How to stop a goroutine?` over `2. Implement ...`, `3. Using two goroutines
        ...`: a numbered question whose "answer" opens with the next number is one of a list
        of questions with no answers, never answered by its siblings. Its lines go (the
        block is reported unanswered) and each numbered sibling is reported as a question."""
        for block in blocks:
            content = [line for line in block.lines if line.text.strip()]
            first = ITEM_NUMBER_RE.match(content[0].text) if content else None
            if first is not None and content[0].code:
                continue  # the answer opens with code: it is answered
            if block.number is None or first is None or int(first.group(1)) != block.number + 1:
                continue
            items = [
                (ln.no, ln.text) for ln in content if not ln.code and ITEM_NUMBER_RE.match(ln.text)
            ]
            self.loose[:] = sorted({*self.loose, *items})
            block.lines.clear()

    between_items: frozenset[int] | set[int] = frozenset()
    """Items of a list of questions that do not ask, before the first card (see
    `_sibling_questions`): text between questions, never the introduction's."""

    def _sibling_questions(self, blocks: list[Block], body: list[Line]) -> None:
        """The items in no card among question items (srs.importers.siblingasks): those that
        ask in a looser form (`- Explicar o que são ...`) are questions met loose; the others
        after the first question are text between questions, each run reported by its own
        first line (`_report_dropped`), never counted into the introduction."""
        unanswered = unanswered_lines(self.loose, self.skipped)
        if not unanswered:
            return  # no question unanswered, loose or in a block: no list of such questions
        by_no = {line.no: line.text for line in body}
        questions = {no for no, _ in self.loose} | {block.start.no for block in blocks}
        for _ in range(3):  # an item that asks makes its own neighbours siblings of questions
            found = list(question_siblings([*self.intro, *self.dropped], questions, by_no))
            asking = {no for no, text in found if asks_among_questions(text)}
            asking |= set_as_siblings(found, unanswered | asking, by_no)  # `- Sort X by Y.`
            unanswered |= asking
            if not asking:
                break
            questions |= asking
            self.asked = set(self.asked) | asking
            self.loose[:] = sorted({*self.loose, *((no, by_no[no]) for no in asking)})
            self.intro[:] = [t for t in self.intro if t[0] not in asking]
            self.dropped[:] = [t for t in self.dropped if t[0] not in asking]
        self.between_items = items_after_questions(self.intro, questions, by_no)

    def _report_between_items(self, reported: set[int], starts: list[int]) -> None:
        """The text of a list of questions before the first card, below one of its questions
        (see `_sibling_questions`): out of the introduction, each run named by its first line
        (the questions among it are named already)."""
        items = [t for t in self.intro if t[0] in self.between_items and t[0] not in reported]
        self.intro[:] = [t for t in self.intro if t[0] not in self.between_items]
        for run in dropped_runs(items, sorted({*reported, *starts})):
            self._warn_between(*run)

    def _report_dropped(
        self,
        blocks: list[Block],
        titles: list[tuple[int, str]],
        cards: list[Card],
        body: list[Line],
    ) -> None:
        """Each run of text between two questions that no card holds (a paragraph after an
        answer's end, a section's notes): named by its first line, never lost in silence.
        Links, badges, bare HTML and rules are no text; before the first question, the intro's.
        The `titles` (headings) in no card make a short text under them content. Whole
        questions among the text go unanswered, unless they list the questions the cards ask
        (a contents list: `- 1 What is Rust?` nested under `- [BASIC](#basic)`)."""
        starts = sorted(block.start.no for block in blocks)
        reported = {no for no, _ in self.loose}  # questions met between blocks: said already
        reported |= continuations(self.loose, self.dropped, body)
        self.intro[:] = sorted([*self.intro, *(t for t in self.dropped if t[0] < starts[0])])
        if self.between_items:  # a list of questions' text: no introduction
            self._report_between_items(reported, starts)
        text_lines = [(no, t) for no, t in self.dropped if no not in reported and no > starts[0]]
        tasks, text_lines = practice_tasks(text_lines, titles, body)  # `**Task:** ...`, alone
        asked, text_lines = lone_questions(text_lines, starts, self.intro)
        held = reported | {no for no, _ in self.dropped} | card_lines(blocks)
        bare = bare_run_headings(body, titles, blocks, held)  # `### Meta: "..."` over `### ...`
        for no, text in _not_listed(sorted([*tasks, *asked, *bare]), cards, body):
            self.skip(no, unanswered_line(text))
        parts = ruled_parts(body, starts) if text_lines else []
        for run in titled_runs(text_lines, starts, titles, held, parts):
            self._warn_between(*run)
        for first, count, text in end_matter_runs(self.closing):
            self.warn(first, f"{count} lines of end matter in no card ('{text}'); not imported")

    def _warn_between(self, first: int, count: int, text: str) -> None:
        """Report a run of text between questions that no card holds, by its first line."""
        lines = "1 line" if count == 1 else f"{count} lines"
        self.warn(first, f"{lines} of text between questions in no card ('{text}'); not imported")

    def _report_loose(self, cards: list[Card], body: list[Line]) -> None:
        """Each question met outside any question block, unless a card asks it (a list of
        the questions before the answers section that answers them) or it is part of such a
        list (see `_contents`), or a point of a list of statements (see `points_lists`)."""
        if not self.loose:
            return  # nothing met outside the blocks: no question to look up
        asked = {plain_question(c.question) for c in cards}
        by_no = {line.no: line.text for line in body}
        listed = contents_lists(self.loose, asked, by_no) | anchor_items(self.loose, by_no)
        points = points_lists(self.loose, by_no) - self.asked
        for no, text in self.loose:
            if plain_question(text) not in asked and no not in listed | points:
                self.skip(no, unanswered_line(text))
        # a list's points are text: between questions, reported as such (`_report_dropped`)
        self.dropped[:] = sorted([*self.dropped, *((no, by_no[no]) for no in points)])
        self.loose[:] = [(no, text) for no, text in self.loose if no not in points]

    def _drop_closing_tips(self, drafts: list[Draft]) -> list[Draft]:
        """Numbered advice after the questions (srs.importers.tipruns): each reported."""
        first = closing_tips(drafts)
        for draft in drafts[first:]:
            self.skip(draft.block.start.no, tip_reason(draft.question))
        return drafts[:first]

    def _drop_onward_links(self, drafts: list[Draft]) -> list[Draft]:
        """A section whose text is only a link onwards, or a picture (srs.importers.linkonly)."""
        drafts = file_figures(drafts, self.warn)
        onward = [d for d in drafts if links_onwards(d)]
        if not onward or len(onward) == len(drafts):
            return drafts
        for draft in onward:
            self.warn(draft.block.start.no, onward_report(draft))
        gone = {id(d) for d in onward}
        return [d for d in drafts if id(d) not in gone]

    def _drop_quiz_prose(self, drafts: list[Draft]) -> list[Draft]:
        """In a quiz, a numbered heading that neither asks nor offers options is the text
        around the quiz (`### 1. Deploying the VM` in a lab write-up before its questions).

        Only where choice questions are most of the document (two in three), so a deck of
        open cards titled by topic (`## 3. Closures`) keeps every card; each one dropped is
        reported with its line. One answered under a label of its own (`### Challenge 1: ...`
        over a folded `Sample Solution`) is a card: text around a quiz is never answered.
        """
        choice = sum(1 for d in drafts if d.choices)
        if choice < 3 or choice * 3 < len(drafts) * 2:
            return drafts
        read = [quiz_question(d) for d in drafts]
        drafts = [draft for draft, _ in read]
        questions = [question for _, question in read]
        kept = []
        for i, draft in enumerate(drafts):
            if questions[i] or numbered_between(drafts, questions, i):
                kept.append(draft)
                continue
            self.skip(
                draft.block.start.no,
                f"'{short(draft.question)}' has no options and does not ask, in a quiz; "
                "read as text around the questions, not imported",
            )
        return kept

    def _headings(self, body: list[Line]) -> dict[int, tuple[int, str]]:
        """The index of every heading among the body's lines -> its level and text. In a
        `.txt` file, a `#` line with text right above and below it (`print(x)` / `# Timing`
        / `t = time()`, code pasted without a fence) is a comment of that code, no heading."""
        found = {
            i: h
            for i, line in enumerate(body)
            if "#" in line.text[:4] and (h := heading_of(line)) is not None  # cheap test first
        }
        if found and self.source.lower().endswith(".txt"):
            found = {i: h for i, h in found.items() if not between_text(body, i)}
        return found

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
        controls = has_controls(text)
        if controls:
            raws = [CONTROL_RE.sub("", raw) for raw in raws]
        if "\t" in text:
            raws = [expand_leading_tabs(raw) for raw in raws]
        lines = [Line(no, raw.rstrip()) for no, raw in enumerate(raws, start=1)]
        if controls or has_fences(text):
            lines = self._mark_code(lines)  # (else no line can be a fence)
        lines = rows_end_at_numbers(lines) if "\t" in text else lines  # a pasted table's rows
        return without_backslash_breaks(lines) if "\\\n" in text else lines

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
                        and closes_fence(lines[j].text[c.end() :])
                    ),
                    None,
                )
            )
            if close is None:
                unclosed[fence[0]] = min(len(fence), unclosed.get(fence[0], len(fence)))
                out.append(self._unclosed_fence(lines, i))
                i += 1
                continue
            out.extend(Line(line.no, line.text, code=True) for line in lines[i:close])
            end = FENCE_RE.match(lines[close].text)
            assert end is not None
            # a closing quote (```` ```" ````) goes, a key's star stays (fenceclose)
            out.append(Line(lines[close].no, closing_fence(lines[close].text, end.end()), True))
            i = close + 1
        return out

    def _unclosed_fence(self, lines: list[Line], i: int) -> Line:
        """A fence never closed, warned about: read as text, or left out when nothing but
        blank lines follows it (a stray closing fence after the last answer, which would end
        up as that answer's text; it holds nothing)."""
        if all(not line.text.strip() for line in lines[i + 1 :]):
            self.warn(lines[i].no, "code fence at the end opens nothing; left out")
            return Line(lines[i].no, "")
        self.warn(lines[i].no, "code fence is never closed; read as text")
        return lines[i]

    def _title(self, lines: list[Line]) -> tuple[int, str | None]:
        """The document's own title and the index of the first line after it.

        The title is a front-matter `title:`, else the first heading or first non-empty line,
        unless that line already starts a question (then the document has no title).
        """
        start, fm_title = front_matter(lines)
        first = first_content(lines, start)
        if first is None:
            return start, fm_title
        line = lines[first]
        if line.text.lstrip().startswith("<") and not line.code:
            found = banner_title(lines, first, fm_title)
            if isinstance(found, tuple):
                return found
            first = found  # `# Title` under a banner holding none: the title
            if DETAILS_FIRST_RE.match(line.text):
                return first, fm_title  # a `<details>` question first: the document has no title
        first = past_navigation(lines, first)
        line = lines[first]
        heading = heading_of(line)
        if heading is not None:
            return self._heading_title(lines, first, heading, fm_title)
        if line.code or fm_title is not None:
            return first, fm_title
        if self._starts_question(line) or opens_a_question(line.text, lines, first):
            return first, None  # `1.` alone, `What is X?` or `Question:` first: no title
        if line.text[:2] in ("**", "__") and first in bold_sibling_starts(lines):
            return first, None  # `**X vs Y**` first among bold questions over bullets
        after = first + 1
        if after < len(lines) and SETEXT_UNDERLINE_RE.fullmatch(lines[after].text):
            after += 1
        return titled_from(line.text, first, after)

    def _heading_title(
        self, lines: list[Line], first: int, heading: tuple[int, str], fm_title: str | None
    ) -> tuple[int, str | None]:
        """A first heading is the title unless it asks or numbers a question, or a
        front-matter title stands over a heading below the top level."""
        level, text = heading
        if self._line_start(lines[first], heading_ok=True) is not None:
            return first, fm_title
        if fm_title is not None and level != 1:
            return first, fm_title
        if level > 1 and (NUMBERED_TEXT_RE.match(text) or text.rstrip(" *_").endswith("?")):
            return first, fm_title  # `### 1. What is X?` first: a question, not a title
        if sections_first(lines, first, level, text):  # `# 1. ...` over `# 2. ...`, keyed, topics
            return first, fm_title
        if question_first(lines, first, level, text) or opens_bare_run(lines, first, level):
            return first, fm_title  # `### Tell me about a conflict.` over others that ask
        return first + 1, fm_title or text or None

    def _starts_question(self, line: Line) -> bool:
        """A first plain line that is a question's start, an option or an answer: no title."""
        return self._line_start(line, heading_ok=False) is not None or any(
            check(line.text) for check in NOT_A_TITLE
        )

    def _trim_footer(self, lines: list[Line], start: int) -> int:
        """Cut page furniture off the end (version, date, copyright, a brand line).

        A short Title-Case line after a finished sentence or a list item (`Lilly Tech Systems`)
        is cut too, once, with a warning: it cannot be told from an answer's last words for
        certain.
        """
        end = cut_furniture(lines, start, len(lines))
        if end > start and not lines[end - 1].code and self._cut_brand(lines, start, end):
            end = cut_furniture(lines, start, end - 1)
        return end

    def _cut_brand(self, lines: list[Line], start: int, end: int) -> bool:
        """Whether the last line, `lines[end - 1]`, is a brand line (warned about)."""
        line = lines[end - 1]
        text = line.text.strip()
        prev = next(
            (lines[k].text.strip() for k in range(end - 2, start - 1, -1) if lines[k].text.strip()),
            "",
        )
        if not looks_like_brand(text, prev):
            return False
        self.warn(
            line.no,
            f"ignored the last line '{text}': it looks like a page footer, not part of an answer",
        )
        return True

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
            if ANSWER_RE.match(line.text) or reveals_answer(line.text):
                return True
            m = SUMMARY_RE.match(line.text) if "<" in line.text else None
            if m and not _NOT_AN_ANSWER_RE.search(m.group("summary")):
                return True
            option = option_of(line)
            if option is not None and option.position == 0:
                return True
        return bold_keyed_numbers(lines)

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
        line_starts = labelled_line_starts(lines, headings)
        candidates = self._heading_candidates(lines, headings, list(line_starts))
        headed_tasks_over_labels(lines, headings, candidates)  # `### Explique X` over `### Q 1`
        if not line_starts:  # `## 2. Behavioral` over a note and questions, none answered
            bank_sections(lines, headings, candidates, self._has_answer)
        q_level = most_used_level(level for level, _, _ in candidates.values())
        starts = {
            i: s for i, (level, s, always) in candidates.items() if always or level == q_level
        }
        starts.update(line_starts)
        if not starts:
            starts = self._weak_starts(lines, headings)
        return q_level, starts

    def _heading_candidates(
        self, lines: list[Line], headings: dict[int, tuple[int, str]], start_rows: list[int]
    ) -> dict[int, Candidate]:
        """The headings that may be questions (`start_rows`: the lines that start one)."""
        heading_rows = list(headings)  # ascending
        candidates: dict[int, Candidate] = {}
        for k, i in enumerate(heading_rows):
            nxt = heading_rows[k + 1] if k + 1 < len(heading_rows) else len(lines)
            below = bisect_right(start_rows, i)
            over_starts = below < len(start_rows) and start_rows[below] < nxt
            candidate = self._heading_candidate(headings[i], lines[i + 1 : nxt], over_starts)
            if candidate is not None:
                candidates[i] = candidate
        return candidates

    def _heading_candidate(
        self, heading: tuple[int, str], span: list[Line], over_starts: bool
    ) -> Candidate | None:
        """A heading over the lines `span` (up to the next heading; `over_starts`: some of
        them start questions) as a question, if it may be one; the candidate's flag says it
        is one whatever its level (it is labelled)."""
        level, text = heading
        label = label_start(text, in_heading=True)
        numbering = label is not None and not label.label and numbering_heading(text)
        if label is not None and not numbering:
            return level, label, True
        if not text or ANSWER_WORD_RE.match(text) or end_matter_kind(text):
            return None
        if over_starts:
            return None  # a heading over labelled questions is a section
        if over_questions(text, span):
            return None  # a heading over a list of questions is their section
        if label is not None:
            return level, label, True  # `## Task 1` over the question it numbers
        m = NUMBERED_TEXT_RE.match(text)
        if m:
            return level, Start(int(m.group("num")), numbered_text(m.group("text"))), False
        if text.endswith("?") or self._has_answer(span):
            return level, Start(None, text), False
        return None

    def _weak_starts(
        self, lines: list[Line], headings: dict[int, tuple[int, str]]
    ) -> dict[int, Start]:
        """For documents with no labelled question: numbered items and bold lines that ask."""
        starts: dict[int, Start] = bold_answered_items(lines)  # `1. X？**Y**` on most items
        starts.update(bold_run_starts(lines))  # `**What is X?**` / `**Why Y?**`, no answers
        colons: dict[int, Start] = {}
        for i, line in enumerate(lines):
            if line.code or i in headings or i in starts:
                continue
            m = BOLD_QUESTION_RE.match(line.text)
            if m:
                starts[i] = Start(None, tidy_label(m.group("text")), weak=True)
                continue
            m = LIST_QUESTION_RE.match(line.text)
            if not m:
                continue
            text = tidy_label(m.group("text"))
            if self._numbered_asks(lines, i, text):
                starts[i] = Start(int(m.group("num")), text, weak=True)
            elif (split := colon_answered(text)) is not None:  # `1.哪些X: Y`, one of two or more
                starts[i] = colons[i] = Start(int(m.group("num")), split[0], True, rest=split[1])
        return starts if len(colons) != 1 else {i: s for i, s in starts.items() if i not in colons}

    def _numbered_asks(self, lines: list[Line], i: int, text: str) -> bool:
        """Whether numbered line i (its text `text`) starts a question: it asks, an answer
        or option follows it, it is labelled, or it leads in to its question's options."""
        nxt = next_content(lines, i)
        return (
            text.endswith("?")
            or (nxt is not None and self._has_answer([lines[nxt]]))
            or labelled_item(lines, i)  # `1. **Explain X.**` / `_Level: easy_` / `**A:**`
            or leads_into_options(lines, i, text)  # `2. Read the case:` / `Which X?` / `A)`
            or leads_into_boxes(lines, i + 1, text)  # `3. X is:` / `- [ ] Y` / `- [x] Z`
            or over_options(lines, i)  # `1. The clause that filters groups is` / `A. ...`
        )

    def _segment(
        self,
        lines: list[Line],
        headings: dict[int, tuple[int, str]],
        q_level: int | None,
        starts: dict[int, Start],
    ) -> tuple[list[Block], list[KeyEntry]]:
        """Group lines into one block per question; read the answer key; drop everything else
        (see srs.importers.segment). The questions met between blocks are kept in `loose`."""
        segmenter = Segmenter(lines, headings, q_level, starts)
        blocks, key = segmenter.run()
        self.loose: list[tuple[int, str]] = segmenter.loose
        self.dropped: list[tuple[int, str]] = segmenter.dropped
        self.intro: list[tuple[int, str]] = segmenter.intro
        self.closing: list[list[tuple[int, str]]] = segmenter.closing
        blocks = item_blocks(blocks, self.dropped, self.text)  # `* Question 3: ...` items
        nested_asks(lines, self.loose, self.intro)  # `    * Q?` under `* Label`
        return blocks, key


_NOT_AN_ANSWER_RE = lazy(
    r"\b(?:contents|table\s+of|translations?|links|references|resources|toc|index)\b", re.I
)
"""A `<details>` summary that hides something other than an answer (`View contents`)."""


def _not_listed(
    asked: list[tuple[int, str]], cards: list[Card], body: list[Line]
) -> list[tuple[int, str]]:
    """The whole questions met in text no card holds, less a contents list of the questions
    the cards ask (see `Reader._report_dropped`)."""
    if not asked:
        return asked
    by_no = {line.no: line.text for line in body}
    listed = contents_lists(asked, {plain_question(c.question) for c in cards}, by_no)
    return [(no, text) for no, text in asked if no not in listed]


def most_used_level(levels: Iterable[int]) -> int | None:
    """The heading level most questions use (on a tie, the deeper one); None: no heading."""
    counts = Counter(levels)
    return max(counts, key=lambda lv: (counts[lv], lv)) if counts else None
