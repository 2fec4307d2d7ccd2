"""Segmentation: a document's body lines grouped into one block per question, and its key.

Given where questions start (the line and Markdown readers each find their own starts), one
pass over the lines decides, line by line, whether a line belongs to the open question, opens
a section, enters end matter (a scoring guide, an answer key, references), is an entry of an
answer key, or is a question met between blocks with no answer of its own (reported later).

The pass is a small state machine (`Segmenter`); each rule is one method, read on its own.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from srs.importers.answerheadings import first_answer_heading
from srs.importers.answerlabels import answer_opens
from srs.importers.asking import asks, asks_alone, asks_before_questions
from srs.importers.blockheadings import label_heading, opens_answer, parted_by_rules
from srs.importers.blocks import bare_letter
from srs.importers.captions import captions_answer, titles_its_answer
from srs.importers.closing import (
    cut_chat_closings,
    cut_closing_list,
    cut_closing_note,
    cut_closing_parts,
    cut_closing_remark,
    cut_linked_footer,
    cut_navigation,
    cut_past_top_link,
    cut_section_title,
    cut_trailing_heading,
    cut_trailing_title,
    short_bold,
)
from srs.importers.common import (
    FRONT_MATTER_RE,
    SEPARATOR_RE,
    end_matter_kind,
    heading_of,
    indent_of,
    slugify,
)
from srs.importers.droppedtext import scoring
from srs.importers.forwardnote import cut_intro
from srs.importers.grouplabels import group_titles, source_link
from srs.importers.headings import EXAMPLE_HEADING_RE, answer_part
from srs.importers.htmlroles import answer_break
from srs.importers.intros import ANNOUNCES_RE, ruled_intro
from srs.importers.keylines import (
    EXPLAINS_KEY_RE,
    is_key_line,
    key_head,
    key_item,
    key_pairs,
    keys_above,
    letter_run,
    named_key_entry,
    number_of,
    numbered_answer,
    numbered_once,
    past_the_questions,
    rule_between_groups,
    sample_entry,
)
from srs.importers.keyrows import KeyTable
from srs.importers.keyruns import listed_run, run_entry
from srs.importers.labelledparts import labelled_part
from srs.importers.labeltext import tidy_label, unwrap
from srs.importers.lazyre import lazy
from srs.importers.numberedtail import cut_numbered_tail
from srs.importers.optionsend import cut_note_after_options
from srs.importers.pictitles import LEVEL_TITLE_LAST, level_title
from srs.importers.plainnames import PLAIN_SECTION_RE, end_matter_pairs, may_name, plain_end_matter
from srs.importers.questionlines import names_the_question
from srs.importers.ruledoff import cut_past_closing_rules
from srs.importers.scenarios import shared_scenarios
from srs.importers.sections import held_section, make_section
from srs.importers.values import Block, KeyEntry, Line, Section, Start


class Mode(Enum):
    BETWEEN = "between"
    CARD = "card"
    END_MATTER = "end matter"


_TITLED_RULE_RE = lazy(
    r"^ {0,3}(?:-{3,}|={3,})[ \t]*[^|\n]*?[^-=|\s][^|\n]*?[ \t]*(?:-{3,}|={3,})[ \t]*$"
)
"""A rule with a title in it (`--- 2/2.txt ---`, `=== Part 2 ===`, the banners `cat` and
plain-text notes put between files and parts): a separator, as a bare rule is."""

_ANY_LEVEL = 7
"""Deeper than any heading: end matter entered by a plain line ends at no heading level."""


@dataclass
class Segmenter:
    """One pass over a document's body: the state the rules share, and the rules.

    `run` reads every line once; the result is in `blocks`, `key` and `loose`.
    """

    lines: list[Line]
    headings: dict[int, tuple[int, str]]
    """The index of every heading among `lines` -> its level and text."""
    q_level: int | None
    """The heading level questions are written at (deeper headings are part of answers)."""
    starts: dict[int, Start]
    blocks: list[Block] = field(default_factory=list)
    key: list[KeyEntry] = field(default_factory=list)
    loose: list[tuple[int, str]] = field(default_factory=list)
    """Lines that ask, met between question blocks: reported unless answered elsewhere."""
    dropped: list[tuple[int, str]] = field(default_factory=list)
    """Text met between question blocks, after the first: in no card (reported)."""
    intro: list[tuple[int, str]] = field(default_factory=list)
    """Text before the first question block: the page's introduction, in no card (reported
    as one, so that a user whose first questions were misread sees where they went)."""
    closing: list[list[tuple[int, str]]] = field(default_factory=list)
    """End matter that is no key (`## Summary`): each section's title line, then its lines."""
    mode: Mode = Mode.BETWEEN
    front: bool = False
    """Under a heading of front matter (`## Contributing`): nothing there asks the user."""
    block: Block | None = None
    """The question block lines are added to (in `Mode.CARD`)."""
    section: Section | None = None
    sections: int = 0
    end_level: int = _ANY_LEVEL
    """The level of the heading that began the end matter: deeper ones stay inside it."""
    in_key: bool = False
    key_ended: bool = False
    """A question under the key's last entry ended it: further text is reported."""
    key_group: Section | None = None
    once: bool | None = None  # `numbered_once(blocks)`, found at the key's first plain line
    headed: bool = False  # a key of `**Answer 7:**` titles: numbered lines are their text
    key_from: int = 0  # the entries before the key began: a rule above its first ends nothing
    skip_until: int = 0
    """Lines before this index still hold the question's own text."""
    block_end: int | None = None
    """Where the question's own structure ends (a list item, a `<details>` block)."""
    closed_item: Block | None = None
    """The card whose own structure (a list item) ended, while no other text has followed: a
    paragraph that explains its key (`The correct answer is indeed b) ...`) is still its."""
    item_tail: Block | None = None
    """The card whose own structure just ended, while only code and blank lines have
    followed: a fenced block right after a list item (`* Predict the output` / `  * 1 prints
    foo` / a fence at column 0) is still that card's, never dropped between cards."""
    ruled: Block | None = None
    """The card a separator just closed (its key may follow on the next line)."""
    after_rule: Block | None = None
    """The card a separator closed, while nothing but blank lines has followed: prose next is
    still its answer (`***` between two paragraphs of one answer)."""
    section_level: int = 0
    """The level of the heading that began the current section (0: none)."""
    groups: dict[tuple[str, int], Section] = field(default_factory=dict)
    """The section of each topic whose answer holds questions: one for all of them."""
    table: KeyTable = field(default_factory=KeyTable)  # the key table's header
    reopened: list[tuple[Block, int]] = field(default_factory=list)
    """Each card whose answer went on past a rule, and where in its lines it went on."""
    ruled_off: int = 0
    """The cards a rule closed right over the next question or heading."""
    groups_at: set[int] | None = None  # labels over numbered questions (grouplabels)
    named: Block | None = None
    """The block a label under its heading named (`### Question 3` over `Q: What ...?`): a
    second label there starts the next question (a follow-up over its own short `A:` answer,
    which reads like a field line), never names this one again, which lost the first."""

    def run(self) -> tuple[list[Block], list[KeyEntry]]:
        for i, line in enumerate(self.lines):
            if self.block_end is not None:
                self._close_structure(i)
            if i < self.skip_until:
                continue
            if line.code or not line.text:  # `_keep_in_card`, without a call for each line
                if self.mode is Mode.CARD and self.block is not None:
                    self.block.lines.append(line)
                elif self.item_tail is not None:
                    self.item_tail.lines.append(line)
                elif line.code or self.headed:
                    self._drop_code(line)
                continue
            self.item_tail = None
            self._read_line(i, line)
        self._finish()
        return listed_run(self.blocks, self.key, self.dropped), self.key  # (keyruns)

    def _finish(self) -> None:
        """The document's end: the last card gives up the closing note, footer, words, a tips
        section only it has (`### Exam Tip`); every card a count (`Total Questions: 4`)."""
        stray = cut_past_closing_rules(self.blocks, self.reopened, self.ruled_off)
        if stray:
            self.dropped.extend((ln.no, ln.text) for ln in stray)
            self.reopened.clear()
        self._closing_note()
        self._linked_footer()
        for cut in (cut_closing_parts, cut_numbered_tail, cut_note_after_options):
            self.dropped.extend((ln.no, ln.text) for ln in cut(self.blocks))
        if self.mode is Mode.CARD and self.block is not None:
            remark = cut_closing_remark(self.block)
            if remark:  # `🏁 Summary` over the closing words: their title, reported with them
                remark = cut_trailing_title(self.block) + remark
            remark += cut_closing_list(self.block, self.blocks)  # `Other points:` over a list
            self.dropped.extend((ln.no, ln.text) for ln in remark)
        self.dropped[:] = sorted(self.dropped + cut_chat_closings(self.blocks))
        self.blocks[:] = shared_scenarios(self.blocks, self.dropped)  # a scene over questions

    def _linked_footer(self) -> None:
        """The page's footer under the last answer (see `cut_linked_footer`): reported."""
        if self.mode is not Mode.CARD or not self.blocks or self.block is not self.blocks[-1]:
            return
        self.dropped.extend((ln.no, ln.text) for ln in cut_linked_footer(self.block))
        self.dropped.extend((ln.no, ln.text) for ln in cut_navigation(self.block))
        self.dropped.extend((ln.no, ln.text) for ln in cut_past_top_link(self.blocks, self.lines))

    def _closing_note(self) -> None:
        """The closing note past the last answer's rules, no other answer past one: reported."""
        last = self.block
        if self.mode is Mode.CARD and last is not None and self.blocks and last is self.blocks[-1]:
            self.dropped.extend((ln.no, ln.text) for ln in cut_closing_note(last, self.reopened))

    def _read_line(self, i: int, line: Line) -> None:
        """One line, by the first rule that claims it (the order is the rules' priority)."""
        if line.code or not line.text.strip():
            self._keep_in_card(line)
            return
        ruled, after_rule = self.ruled, self.after_rule
        self.after_rule = None
        if ruled is not None and self._key_below_rule(i, line):  # (acts only under a rule)
            return
        start = self._start_at(i, line.text)
        if after_rule is not None and (start is not None or i in self.headings):
            self.ruled_off += after_rule is self.blocks[-1]  # (`---` / `## Section 2`: too)
        if start is not None:
            self._take_start(i, line, start)
            return
        heading = self.headings.get(i)
        if heading is not None:
            if self.block is not None and captions_answer(
                self.block, heading[1], i, self.lines, self.starts
            ):
                self.block.lines.append(line)  # `## Key Aspects:` under `**Answer:**`
            elif not self._reopened(ruled, heading[0]):
                self._heading(line, *heading)
            elif self.block is not None:
                self.block.lines.append(line)
            return
        if ruled is not None and self._reopened_inside(ruled, line):
            return
        if not (line.text.rstrip()[-1] in ":：" and self._group_title(i, line.text)):
            self._text(i, line, after_rule)

    def _group_title(self, i: int, text: str) -> bool:
        """A group's label over its numbered questions (srs.importers.grouplabels): a section."""
        self.groups_at = group_titles(self.lines) if self.groups_at is None else self.groups_at
        if i in self.groups_at:  # (a bare link under the group's last question: its source)
            self.dropped += source_link(self.block if self.mode is Mode.CARD else None)
            self._new_section(text.strip().rstrip(":：").rstrip())
        return i in self.groups_at

    # -- the state changes --------------------------------------------------------------------

    def _between(self) -> None:
        self.mode, self.block = Mode.BETWEEN, None

    def _enter_end_matter(self, level: int, *, in_key: bool, title: str = "") -> None:
        going_on = self.mode is Mode.END_MATTER and not self.in_key and bool(self.closing)
        going_on = going_on and not scoring(title) and not scoring(self.closing[-1])
        self.mode, self.block, self.end_level, self.in_key = Mode.END_MATTER, None, level, in_key
        self.key_from = len(self.key)
        if not in_key and not going_on:  # `## Summary` then `## Next steps`: one section
            self.closing.append([])

    def _close_structure(self, i: int) -> None:
        """A question whose own structure (a list item) has ended takes no more lines."""
        if self.block_end is None or i < self.block_end:
            return
        self.block_end = None
        if self.mode is Mode.CARD:
            self.item_tail = self.closed_item = self.block
            self._between()

    # -- the rules ----------------------------------------------------------------------------

    def _keep_in_card(self, line: Line) -> None:
        """Code and blank lines are never classified: the open card's, else `_drop_code`'s."""
        if self.mode is Mode.CARD and self.block is not None:
            self.block.lines.append(line)
        elif line.code or self.headed:
            self._drop_code(line)

    def _drop_code(self, line: Line) -> None:
        """A code line in no card: reported with the text around it (before the questions,
        the introduction's: a sample table's setup); in a key, the open entry's (an
        explanation's example), as the entry's text lines are; a blank line only in a titled
        key entry (`**Answer 7:**` over paragraphs), whose paragraphs it keeps apart."""
        if not line.code and (self.mode is not Mode.END_MATTER or not self.in_key):
            return
        if self.mode is Mode.BETWEEN:
            (self.dropped if self.blocks else self.intro).append((line.no, line.text))
        elif self.mode is Mode.END_MATTER and not self.in_key:
            self.closing[-1].append((line.no, line.text))
        elif self.mode is Mode.END_MATTER and self.key and self.key[-1].open:
            self.key[-1].text = f"{self.key[-1].text}\n{line.text}"

    def _reopened(self, ruled: Block | None, level: int) -> bool:
        """`---` then `### Use cases` under `## 20. What is X?`: a rule inside the answer of a
        question heading; the sub-heading right after it is still the answer's, so the card
        the rule closed takes lines again."""
        if ruled is None or self.mode is not Mode.BETWEEN or not self.blocks:
            return False
        if ruled is not self.blocks[-1] or ruled.level is None or level <= ruled.level:
            return False
        self.mode, self.block = Mode.CARD, ruled
        return True

    def _reopened_inside(self, ruled: Block, line: Line) -> bool:
        """`---` then `### Self-attention vs cross-attention` that the reader found to be a
        sub-heading of the answer above, written at the question's own level (it is text here,
        no heading): the card the rule closed takes it and what follows, never dropped as text
        between questions."""
        heading = heading_of(line)
        if heading is None or ruled.level is None or heading[0] < ruled.level:
            return False
        if not self._reopened(ruled, heading[0] + 1):
            return False
        if self.block is not None:
            self.block.lines.append(line)
        return True

    def _key_below_rule(self, i: int, line: Line) -> bool:
        """`---` then `B`: the key of the card above the rule. `---` then `Answer: B` or a
        `<details>` of the answer, under a question that had none: its answer, which the card
        takes with what follows (a quiz rules off each question's options from its answer)."""
        ruled, self.ruled = self.ruled, None
        if ruled is None or self.mode is not Mode.BETWEEN:
            return False
        if bare_letter(line.text):
            ruled.lines.append(line)
            return True
        if not answer_opens(self.lines, i) or any(
            answer_opens(ruled.lines, k) for k in range(len(ruled.lines))
        ):
            return False
        ruled.lines.extend([Line(line.no, ""), line])
        self.mode, self.block = Mode.CARD, ruled
        return True

    def _start_at(self, i: int, text: str) -> Start | None:
        """The question starting at line i, unless end matter makes it something else:
        `1. Smith et al., Why ...?` in references, `Q1: C` in a key."""
        start = self.starts.get(i)
        if start is None or self.mode is not Mode.END_MATTER:
            return start
        if start.weak or (self.in_key and bool(is_key_line(text) or key_item(text))):
            return None
        if self.in_key and i in self.headings and _key_heading_entry(self.headings[i][1]):
            return None  # `#### Answer 3` over its key: an entry (`_inside_end_matter`)
        return start

    def _key_heading(self, i: int) -> bool:
        """Whether line i is a heading inside the answer key (deeper than the key's own)."""
        heading = self.headings.get(i)
        return heading is not None and heading[0] > self.end_level

    def _take_start(self, i: int, line: Line, start: Start) -> None:
        if self.mode is Mode.END_MATTER and self.in_key and self._repeat_in_key(i, line, start):
            return
        if (
            self.block is not None
            and self.block is not self.named
            and names_the_question(self.block, start)
        ):
            # `### Question 3` / `Level 2` / `Question: What ...?`
            self.block.label = start.label
            self.block.lines.clear()
            self.named = self.block
            return
        self._open_block(i, line, start)

    def _repeat_in_key(self, i: int, line: Line, start: Start) -> bool:
        """A question repeated in the answers section: its key and explanation, no card (a bare
        label, `**Soal 7:**`, titles them as `**Answer 7:**` does); a topic heading: a group."""
        if i in self.headings and any(
            b.section and b.section.tag == slugify(start.label) for b in self.blocks
        ):
            self._key_group(start.label)
            return True
        number = start.number if start.number is not None else number_of(self.blocks, start)
        if number is None and self._key_heading(i):
            # `### True/False` under `## Answer Key`, naming no question: the group its
            # entries key (a heading that asks here names one of the document's questions)
            self._key_group(start.label)
            return True
        if number is None or past_the_questions(self.blocks, start):
            return False
        titled = not (start.label or start.rest)
        self.headed = self.headed or titled
        group = self.key_group
        self.key.append(KeyEntry(number, "", line.no, start.rest, True, group, headed=titled))
        self.skip_until = i + 1 + start.skip
        return True

    def _open_block(self, i: int, line: Line, start: Start) -> None:
        self.closed_item = None
        if self.mode is Mode.CARD and self.block is not None:
            if not (line.text.lstrip()[:1] == "#" and _bold_last(self.block)):
                cut_trailing_title(self.block)  # (a heading titles itself: `**No**` over it is
                # the answer's last line, a quiz's bold right option, not a title)
            self._cut_intro()
        where = self.section = held_section(self.blocks, self.section, self.section_level, start)
        if start.group is not None:
            # a quiz inside a topic's answer: the topic is its section; the topic's
            # answer ends before the quiz's own heading (`##### Test yourself`)
            where = self.groups.setdefault(start.group, make_section(*start.group))
            if self.block is not None and start.group[0].endswith(self.block.label):
                cut_trailing_heading(self.block)
        block = Block(
            line, start.number, start.label, where, len(self.blocks) + 1, level=start.level
        )
        self.blocks.append(block)
        self.mode, self.block = Mode.CARD, block
        self.skip_until = i + 1 + start.skip
        self.block_end = start.end
        if start.rest:
            block.lines.append(Line(line.no, start.rest))
        if start.body is not None:
            block.lines.extend(start.body)
            self.block_end = i + 1 if start.end is None else start.end

    def _key_group(self, title: str) -> None:
        """A key's sub-heading (`### Part 2: True/False`): the group its next entries key.
        It ends the entry above it, whose text goes on no further."""
        self.key_group = make_section(title, 0)
        if self.key:
            self.key[-1].open = False

    def _heading(self, line: Line, level: int, text: str) -> None:
        """A heading that starts no question: part of an answer, a key group, end matter,
        a stray sub-heading, or a section."""
        if self._answers_begin(line, level, text):
            return
        owner = self._answer_owning(level, text)
        if owner is not None:
            owner.lines.append(line)  # `#### Answer`, or a sub-heading of the answer
            return
        kind = end_matter_kind(text)
        closes_key = self.in_key and kind == "other"  # `### Conclusion` under a key's groups
        if self.mode is Mode.END_MATTER and level > self.end_level and not closes_key:
            self._inside_end_matter(line, text)
            return
        if kind == "key" and not self.blocks:
            kind = None  # `### Answers` over the questions asked again: nothing above to key
        if kind is not None:
            self._enter_end_matter(level, in_key=kind == "key", title=text)
            self.key_group = None
            if kind == "other":
                self.closing[-1].append((line.no, text))
            return
        if self.mode is not Mode.END_MATTER and self.q_level is not None and level > self.q_level:
            return  # a stray sub-heading between questions
        self.sections += 1
        self.section_level = level
        # `## Table of Contents`: no section's name (its questions are elsewhere)
        self.front = FRONT_MATTER_RE.match(text) is not None
        self.section = None if self.front else make_section(text, self.sections)
        self.dropped.extend(cut_section_title(self.block))  # `**NOTE :-**` over `### Avoid`
        self._between()

    def _answers_begin(self, line: Line, level: int, text: str) -> bool:
        """`#### Answer 1` after `#### Question 25` (answerheadings): an untitled key's first
        entry; the open card gives up the sentence that introduced it (`Here are the ...:`).
        Tested after `answer_break` (an answer's end, naming no section: the questions after
        it keep the one above). Either taken: True."""
        if answer_break(level, text):
            self._between()
            return True
        if self.mode is Mode.END_MATTER or not first_answer_heading(
            self.blocks, level, text, self.q_level
        ):
            return False
        self._cut_intro()
        self._enter_end_matter(level - 1, in_key=True, title=text)
        self.key_group = None
        self._inside_end_matter(line, text)
        return True

    def _inside_end_matter(self, line: Line, text: str) -> None:
        """A heading deeper than the end matter's own: in a key, an entry or a key group."""
        entry = _key_heading_entry(text) if self.in_key else None
        if entry is not None:  # `### Answer 3: **B) 10**`: the entry, its text below
            entry.line, entry.group, entry.headed, self.headed = line.no, self.key_group, True, True
            self.key.append(entry)
        elif self.in_key:  # `### Networking` in the key: the section its entries key
            self._key_group(text)

    def _answer_owning(self, level: int, text: str) -> Block | None:
        """The open card, when the heading belongs to its answer (an answer heading, or one
        deeper than the question's own)."""
        block = self.block
        if self.mode is not Mode.CARD or block is None:
            return None
        deepest = block.level if block.level is not None else self.q_level
        if answer_part(text) or EXAMPLE_HEADING_RE.match(text):
            return block  # `#### Answer`, `#### Explanation:`, `## Example` under it: its own
        if titles_its_answer(block, text) or labelled_part(block, level, text):
            return block
        if deepest is not None:
            return block if level > deepest and not keys_above(self.blocks, text) else None
        if level <= self.section_level or end_matter_kind(text) is not None:
            return None
        return block if opens_answer(block, level) else None

    def _text(self, i: int, line: Line, after_rule: Block | None = None) -> None:
        """A line of text: plain end matter or a section title, a rule, or content."""
        text = line.text
        indent = indent_of(text)
        plain = unwrap(text.strip())  # `🧰 Section 4: Tools`: a title past its pictograph
        plain = tidy_label(plain) if plain and ord(plain[0]) > 0x2000 else plain
        title = may_name(plain) or plain[-1:] in LEVEL_TITLE_LAST  # cheap test first
        if title and self._title_line(i, line, plain, indent):
            return
        if text[-1] in "-*_=." and (SEPARATOR_RE.match(text) or _TITLED_RULE_RE.match(text)):
            if indent >= 2 and self.mode is Mode.CARD:
                return  # indented under a list item's question: a rule inside its answer
            if self.mode is Mode.BETWEEN and after_rule is not None:
                self.ruled = self.after_rule = after_rule  # `---` twice: still that card's rule
            self._rule(i)  # (text ends in a non-blank)
            return
        if self._introduces(plain):
            self._between()  # `Here are more questions on ...:`: the next ones' introduction
        else:
            self._continued_past_rule(i, line, after_rule)
        self._content(line)

    def _title_line(self, i: int, line: Line, plain: str, indent: int) -> bool:
        """Plain end matter, a section title or a level title (`Advanced Questions`, even
        right under an answer): taken, True."""
        if may_name(plain):
            if indent <= 3 and self._plain_end_matter(i, line, plain):
                return True
            if indent == 0 and self._plain_section(plain):
                return True
        if indent == 0 and level_title(plain):
            self._new_section(plain)
            return True
        return False

    def _introduces(self, plain: str) -> bool:
        """Whether the line opens a paragraph that introduces the questions after it (see
        `ANNOUNCES_RE`), outside end matter (`Here are the answers:` heads a key)."""
        if plain[:1] not in "HhBbTtFf" or self.mode is Mode.END_MATTER:
            return False  # `Here ...`, `Below ...`, `The following ...`: a cheap test first
        if not ANNOUNCES_RE.match(plain):
            return False
        return self.block is None or not self.block.lines or not self.block.lines[-1].text.strip()

    def _continued_past_rule(self, i: int, line: Line, ruled: Block | None) -> None:
        """Prose right after a rule that closed a heading's answer, before any other question,
        heading or section: the answer goes on past its rule (`***` between two paragraphs),
        so the card takes lines again, unless ruled off as the next section's (`ruled_intro`)."""
        if ruled is None or self.mode is not Mode.BETWEEN or not parted_by_rules(ruled, line):
            return
        if not self.blocks or ruled is not self.blocks[-1] or ruled_intro(self, i, ruled):
            return
        if asks_alone(line.text) and short_bold(line.text) is None and not label_heading(ruled):
            return  # a bold line that asks is the answer's sub-heading (`**Why use it?**`)
        ruled.lines.append(Line(line.no, ""))
        self.reopened.append((ruled, len(ruled.lines)))
        self.mode, self.block = Mode.CARD, ruled

    def _plain_end_matter(self, i: int, line: Line, plain: str) -> bool:
        """`Answers`, `Answer key: 1-B 2-C`: end matter begun by a plain line (line i)."""
        card, below = self.block if self.mode is Mode.CARD else None, (self.lines, i, self.starts)
        if card is None and self._titles_past_rules(plain):
            return False
        m = plain_end_matter(plain, card, self.blocks, below)
        pairs = end_matter_pairs(m) if m else None
        if m is None or pairs is None:  # `References :` in an answer, `Answers: see below`: no end
            return False
        self._enter_end_matter(_ANY_LEVEL, in_key=bool(m.group("key")), title=plain)
        if not self.in_key:
            self.closing[-1].append((line.no, line.text))
        self.key.extend(KeyEntry(n, letter, line.no) for n, letter in pairs)
        return True

    def _titles_past_rules(self, plain: str) -> bool:
        """Whether answers above went on past their rule under this very title (`---` then
        `References:` over each answer's links): under the last answer it is that answer's
        own list as well, not the page's end matter (it was cut from the last card alone)."""
        same = sum(
            1
            for block, at in self.reopened
            if at < len(block.lines) and unwrap(block.lines[at].text.strip()) == plain
        )
        return same >= min(2, len(self.blocks) - 1) > 0

    def _plain_section(self, plain: str) -> bool:
        """`Section 2: Networking` on a line of its own (not a sentence)."""
        if not PLAIN_SECTION_RE.match(plain) or plain.endswith("."):
            return False
        self._new_section(plain)
        return True

    def _new_section(self, title: str) -> None:
        self.sections += 1
        self.section = make_section(title, self.sections)
        self._between()

    def _rule(self, i: int) -> None:
        """A separator closes the open card. After a key list it ends the key (not above its
        first entry, under its title, nor between its groups); between the questions an
        answers section repeats (each with its key), it only separates them."""
        if self.mode is Mode.CARD and self.block is not None and not self.block.lines:
            return  # `## Question 1` over `___`: a rule under the title, before its text
        if self.mode is Mode.CARD:
            self._cut_intro()
            self.ruled = self.after_rule = self.block
            self._between()
        elif self.mode is Mode.END_MATTER and not (self.key and self.key[-1].open):
            if self.in_key and (len(self.key) == self.key_from or self._between_groups(i)):
                return
            if self.in_key:
                self.closing.append([])  # what follows the key's rule is no part of it
            self.in_key = False

    def _between_groups(self, i: int) -> bool:
        """`### Part A` over its table, `---`, `### Part B` over entries: between key groups."""
        body = (self.lines, self.headings, self.starts)
        return self.key_group is not None and rule_between_groups(*body, i, self.end_level)

    def _cut_intro(self) -> None:
        """The open card's last paragraph when it introduces what follows (`Here is the
        updated set of questions ...:`; forwardnote.cut_intro): reported as text between
        questions, no part of this card's answer."""
        if self.block is not None:
            self.dropped.extend((ln.no, ln.text) for ln in cut_intro(self.block))

    def _content(self, line: Line) -> None:
        if self.mode is Mode.CARD and self.block is not None:
            self.block.lines.append(line)
        elif self.mode is Mode.END_MATTER and self.in_key:
            self._key_line(line)
        elif self.mode is Mode.END_MATTER:
            self.closing[-1].append((line.no, line.text))
        elif self.mode is Mode.BETWEEN:
            self._between_line(line)
        if self.mode is not Mode.CARD:
            self.closed_item = None

    def _between_line(self, line: Line) -> None:
        """A line between questions: the explanation of the item above, a question met
        alone (before the questions too, outside front matter), or text in no card."""
        if self.closed_item and EXPLAINS_KEY_RE.match(line.text):
            self.mode, self.block = Mode.CARD, self.closed_item  # its explanation, reopened
            self.block.lines.append(line)
        elif asks_alone(line.text) or (
            not self.blocks and not self.front and asks_before_questions(line.text)
        ):
            self.loose.append((line.no, line.text))
        elif self.blocks:
            self.dropped.append((line.no, line.text))
        else:
            self.intro.append((line.no, line.text))

    def _key_line(self, line: Line) -> None:
        """A line of an answer key: an entry (`3. B - because`), more of the open entry's
        text, or a row of pairs (`1-B 2-C 3-A`)."""
        text = line.text
        item = self._entry(text, line.no)
        if item is not None:
            item.line, item.group = line.no, self.key_group
            self.key.append(item)
            return
        if self.key and self.key[-1].open and not is_key_line(text):
            last = self.key[-1]
            if last.text and text.rstrip().endswith("?") and asks(text):
                self._end_key(last, line)
                return
            if named_key_entry(text):  # `Bonus: B`: its own entry, no question numbered so
                last.open = False
                self.dropped.append((line.no, text))
                return
            last.text = f"{last.text}\n{text}" if last.text else text
            return
        row = self.table.row(text, line.no, self.key_group)  # `| 1 | B | why |`: the why too
        if row is not None:
            self.key.append(row)
            return
        pairs = key_pairs(text) or letter_run(text, len(self.key) - self.key_from + 1)
        if not pairs and self.key_ended:
            self.dropped.append((line.no, text))
        self.key.extend(KeyEntry(n, letter, line.no, group=self.key_group) for n, letter in pairs)

    def _entry(self, text: str, no: int) -> KeyEntry | None:
        """A key line's entry; a plain numbered line's where numbers do not repeat, a key group
        names their part or the key restarts its count (keyruns); under titles, only a title."""
        head = key_head(text)
        self.headed = self.headed or head is not None
        if self.headed:
            return head
        item = key_item(text)
        if item is None and (self.once is not False or self.key_group is not None):
            self.once = numbered_once(self.blocks) if self.once is None else self.once
            item = sample_entry(text) if self.once or self.key_group is not None else None
        return item if item or self.once is not False else run_entry(self.key, text, self.lines, no)

    def _end_key(self, last: KeyEntry, line: Line) -> None:
        """A question met under a key entry's text ends the key (questions and answers pasted
        after `## Answers`): it and what follows are in no entry and are reported, with the
        short title over it (`Basic Level:`), never glued to the last entry's explanation."""
        kept = last.text.split("\n")
        title = kept[-1].strip()
        if len(kept) > 1 and title.endswith(":") and len(title.split()) <= 4:
            self.dropped.append((line.no - 1, title))
            last.text = "\n".join(kept[:-1])
        last.open = False
        self.key_ended = True
        self.dropped.append((line.no, line.text))


def _bold_last(block: Block) -> bool:
    """Whether a block's last line of text is wholly bold (`**No**`)."""
    texts = [ln.text.strip() for ln in block.lines if ln.text.strip()]
    return bool(texts) and texts[-1].startswith(("**", "__")) and texts[-1].endswith(("**", "__"))


def _key_heading_entry(text: str) -> KeyEntry | None:
    """The entry a heading in a key opens: it numbers an answer (`### Answer 3: **B) 10**`,
    `### Solution 4`), or repeats the question's label and number with the key's letter
    (`### Q1: **C. 8 hours**` under `## Answers + Explanations`), its explanation below."""
    entry = numbered_answer(text)
    if entry is not None:
        return entry
    item = key_item(text)
    return item if item is not None and item.letter else None
