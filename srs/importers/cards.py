"""Drafts -> cards: the answer key applied, ids from printed numbers, and what is skipped.

Card ids: `q01`, `q02` ... from the number printed in the document (`q100` past 99), so a
re-import of an edited document keeps each question's id, and with it its review history.
Unnumbered questions are numbered by their position among all questions. Where a document
restarts its numbering (two questions print the same number), numbered questions are prefixed
with their section: `s2-q01`, where 2 is the number the section heading prints (`Section 2:`,
`## 2. Name`) or else the section's position among all section headings. A clash that remains
gets `-2`, `-3` ... in document order, with a warning.

Every draft becomes a card or is skipped with its line and reason (`Context.skip`): no
answer, a placeholder answer, a key that is not one of the options, no question text.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections import Counter

from srs.importers.answerlabels import drop_shared_label, without_closing_heading
from srs.importers.answersheets import restated_answers
from srs.importers.askedlists import (
    guidance_report,
    is_topic,
    listed_questions,
    not_asked,
    topic_over_questions,
)
from srs.importers.asking import answered_true_or_false, chat_offer
from srs.importers.blankcode import blank_exercise
from srs.importers.blankquiz import without_blank_quiz
from srs.importers.cardfields import Fields, drafted_fields, options_read_apart, read_references
from srs.importers.chatpaste import without_copy_buttons
from srs.importers.childitem import one_item_text
from srs.importers.common import Context, block_name
from srs.importers.contents import listed_elsewhere
from srs.importers.contentstable import lists_contents
from srs.importers.continuedquestions import continued_questions
from srs.importers.escapes import pandoc_escaped
from srs.importers.explainedasks import asked_line, asked_over_options
from srs.importers.explanationlabel import split_explanation
from srs.importers.fillslots import unfilled_forms
from srs.importers.idclashes import Clashes
from srs.importers.idtitles import numbering_sections
from srs.importers.judgedstatements import judged_statements
from srs.importers.keyentries import (
    CONTRADICTED,
    CONTRADICTS,
    NOT_ASKED,
    take_entry_text,
    take_note,
)
from srs.importers.keymatch import (
    by_kind,
    by_runs,
    groups_as_sections,
    key_place,
    keyed_drafts,
    numbers_repeat,
)
from srs.importers.labeltext import (
    quoted_under_label,
    unquoted_answer,
)
from srs.importers.lazyre import lazy
from srs.importers.leadins import carried_lead_ins
from srs.importers.leadnumbers import without_bare_numbers
from srs.importers.leftoptions import options_left
from srs.importers.letteredpoints import bodied_parts, exercise_fields, points_answer
from srs.importers.lonebelow import lone_below
from srs.importers.notchoices import answered_inline
from srs.importers.numberedoptions import lettered_options
from srs.importers.ownheadings import Sections, own_heading
from srs.importers.placeholders import answers_nothing, empty_options, held_note, is_placeholder
from srs.importers.questionlines import (
    may_hold_tag_fields,
    question_tags,
)
from srs.importers.result import short, unanswered_line
from srs.importers.subnumbers import bold_series, lettered_number, sub_question_id
from srs.importers.swallowed import questions_in_code
from srs.importers.trailingnotes import without_commentary
from srs.importers.twocores import map_halves
from srs.importers.unkeyedlists import unkeyed_option_lists
from srs.importers.unlabelledtasks import unanswered_tasks
from srs.importers.unreadkeys import unread_number_key
from srs.importers.values import Block, Draft, KeyEntry
from srs.model import Card

_BULLETED_RE = lazy(r"^[ \t]*(?:[-*+]|\d{1,4}[.)])[ \t]+\S")
_QUOTE_RE = lazy(r"^ {0,3}>[ \t]?")

_QUESTION_FIELD_RE = lazy(
    r"^[ \t]*(?:[-*+][ \t]+)?(?:\*\*|__)?(?:choices|options|type|question[ \t]+type|difficulty"
    r"|level|tags?|topics?|category|points|marks)(?:\*\*|__)?[ \t]*[:：]",
    re.I,
)
"""A field about a question, not its answer: `- Choices: a; b; c`, `Type: Multiple Choice`."""


def _only_fields_of_question(answer: str) -> bool:
    """Whether an answer is only fields that describe its question (`- Type: Multiple Choice`
    over `- Choices: %timeit; %timer`, a quiz spec whose keys are not written yet): the
    question has no answer, and a card that showed its options as the answer would teach
    nothing."""
    lines = [line for line in answer.split("\n") if line.strip()]
    fields = [line for line in lines if _QUESTION_FIELD_RE.match(line)]
    return bool(fields) and all(line in fields or is_placeholder(line) for line in lines)


SWALLOWED = (
    "{0}'s answer holds {1} lines in code that read as questions, from this line on: "
    "is a code fence left open? They are not imported as questions"
)
UNUSED_ON_OPEN = (
    "answer key gives question {0} the letter {1}, but question {0} has no options; "
    "the key's entry is not used"
)


class CardBuilder(Context):
    """Turns drafts into cards; mixed into a reader for its warnings."""

    questions: frozenset[str] = frozenset()
    """Every draft's question in lower case: what a contents list's links may name."""
    key_given = False  # whether the document holds an answer key of its own (`_apply_key`)
    _numbering: frozenset[int] = frozenset()
    """The sections whose headings only number their card (srs.importers.idtitles)."""

    @functools.cached_property
    def _tag_fields(self) -> bool:
        """Whether the document may give a question tag fields (see `question_tags`)."""
        return may_hold_tag_fields(self.text)

    @functools.cached_property
    def _escaped(self) -> bool:
        """Whether the document escapes plain punctuation as pandoc does (`pandoc_escaped`)."""
        return pandoc_escaped(self.text)

    @functools.cached_property
    def _exercises(self) -> bool:
        """Whether the document is a textbook's exercises (`**5.12 Discuss ...**`, see
        `bold_series`), whose lettered lines are their parts (see `exercise_parts`)."""
        return bold_series(self.text)

    def _apply_key(self, drafts: list[Draft], key: list[KeyEntry]) -> None:
        """Cross-check per-question answers with an answer key; fill answers it alone gives."""
        self.key_given = bool(key)
        if not key:
            return
        # a key's groups (`### Networking` over `1. a`) tell questions apart only where the
        # numbering restarts; else they just sort the key (`### Multiple Choice`)
        repeat = numbers_repeat(drafts)
        named = groups_as_sections(key, drafts) if repeat else None
        grouped = named is not None
        key = named or key
        if repeat and not grouped:
            # a key of letters keys the choice questions, and its sample answers the open
            # ones: numbered steps or open questions elsewhere in the page (`### 1. BIOS`,
            # short-answer questions numbered on from 11 again) do not make it ambiguous
            for entries, kind in by_runs(key, drafts) or by_kind(key, drafts):
                if not entries:
                    continue
                if numbers_repeat(kind) or not kind:
                    self.warn(
                        entries[0].line,
                        "answer key not used: question numbers repeat in the document",
                    )
                    continue
                self._apply_entries(entries, *keyed_drafts(kind, grouped))
            return
        self._apply_entries(key, *keyed_drafts(drafts, grouped))

    def _apply_entries(
        self, key: list[KeyEntry], by_number: dict[tuple[str, int], Draft], grouped: bool
    ) -> None:
        """Each key entry to the question it keys (by key group where `grouped`)."""
        seen: dict[tuple[str, int], KeyEntry] = {}
        for entry in key:
            where = key_place(entry, grouped, by_number)
            draft = by_number.get(where)
            if entry.text and draft is not None:
                entry = self._entry_read(entry, draft)
            if entry.letter:
                self._apply_entry(entry, draft, where, seen)
            elif draft is None and entry.headed:  # `**Answer 9:**` with no `**Question 9:**`
                self.warn(entry.line, NOT_ASKED.format(entry.number))
            if entry.note and draft is not None:
                take_note(entry.note, draft)

    def _entry_read(self, entry: KeyEntry, draft: Draft) -> KeyEntry:
        """An entry that says more than a letter, read with its question's options; one whose
        letter and text name different options keys nothing, with a warning."""
        read = take_entry_text(entry, draft)
        if read.letter != CONTRADICTED:
            return read
        self.warn(read.line, CONTRADICTS.format(read.number))
        return KeyEntry(read.number, "", read.line, group=read.group)

    def _apply_entry(
        self,
        entry: KeyEntry,
        draft: Draft | None,
        where: tuple[str, int],
        seen: dict[tuple[str, int], KeyEntry],
    ) -> None:
        """One key entry with a letter, against its question (`draft`; None: not in the
        document). Only the first entry for a question (`where`) counts: `seen` holds them."""
        first = seen.get(where)
        if first is not None:
            if first.letter != entry.letter:
                self.warn(
                    entry.line,
                    f"answer key gives question {entry.number} twice "
                    f"({first.letter} at line {first.line}, then {entry.letter}); "
                    "the first is used",
                )
            return
        seen[where] = entry
        if draft is None:
            self.warn(
                entry.line,
                NOT_ASKED.format(entry.number),
            )
            return
        if not draft.choices and not lettered_options(draft, entry.letter):
            opening = re.search(r"\w", draft.answer)  # `F` over `False - ...`: the key agrees
            agrees = opening is None or opening.group(0).casefold() == entry.letter.casefold()
            if not agrees and not empty_options(draft.answer):  # (that one is reported)
                self.warn(entry.line, UNUSED_ON_OPEN.format(entry.number, entry.letter))
            return
        if not draft.answer:
            draft.answer = entry.letter
            draft.answer_line = entry.line
        elif draft.answer != entry.letter:
            self.warn(
                entry.line,
                f"answer key says {entry.number}. {entry.letter} but question {entry.number} "
                f"(line {draft.block.start.no}) gives {draft.answer}; keeping {draft.answer}",
            )

    def _cards(self, drafts: list[Draft]) -> list[Card]:
        """The drafts that make cards; every other one is skipped with its line and reason.

        A choice question whose key cannot be read becomes an open card when it explains
        its answer (the options go into the question, the explanation is the answer), else
        it is skipped. An answer that is only a placeholder (`TODO`, `Answer here`) is none.
        HTML left in any text becomes Markdown.
        """
        drafts = without_blank_quiz(drafts, self.skip, self.warn, keyed=self.key_given)
        drafts = continued_questions(drafts)  # `How do I...` over `... get section numbers?`
        drafts = unanswered_tasks(carried_lead_ins(without_commentary(drafts, self.warn)))
        drafts = unfilled_forms(drafts)
        drafts, restating = restated_answers(drafts)  # an answer sheet pasted under its quiz
        drafts = self._without_unkeyed(drafts, restating)
        given = [d for d in drafts if d.choices or not answers_nothing(d.answer)]
        listed = listed_elsewhere(drafts)
        answered = [d.block for d in given if id(d) not in listed]
        self.questions = frozenset(d.question.strip().lower() for d in drafts)
        ids = self._ids([d.block for d in drafts], answered)
        per_section = Sections(id(d.block.section) for d in drafts if d.block.section is not None)
        sections = (d.block.section for d in drafts if d.block.section is not None)
        self._numbering = numbering_sections(sections, per_section)  # `### Card 12`: no tag
        # a contents entry (listed) is no card: its question is answered as a card of its own
        todo = [(d, card_id) for d, card_id in zip(drafts, ids, strict=True) if id(d) not in listed]
        made = map_halves(self, lambda pair: self._card(*pair, per_section), todo)
        return _without_bare_numbers(_without_shared_label([c for c in made if c is not None]))

    def _without_unkeyed(self, drafts: list[Draft], restating: set[int]) -> list[Draft]:
        """The drafts but the choice questions nobody keyed (srs.importers.unkeyedlists), each
        reported: carded, their own options were their answer. Questions that only restate
        another (`restating`: an answer sheet's) are not the quiz's own."""
        own = [d for d in drafts if id(d) not in restating] if restating else drafts
        unkeyed = {id(d): d for d in unkeyed_option_lists(own, keyless=not self.key_given)}
        for d in unkeyed.values():
            self.skip(
                d.block.start.no, f"{block_name(d.block)} has options but no answer letter; skipped"
            )
        return [d for d in drafts if id(d) not in unkeyed] if unkeyed else drafts

    def _card(self, draft: Draft, card_id: str, per_section: Sections) -> Card | None:
        """The draft's card, or None (skipped, with its line and reason)."""
        block = draft.block
        heading = own_heading(block, per_section)
        drafted = drafted_fields(draft, heading)
        if not drafted.question.strip():
            self.skip(block.start.no, f"{block_name(block)} has no question text; skipped")
            return None
        drafted = options_read_apart(drafted, draft, self.warn)
        if drafted.choices:
            fields = self._choice_fields(draft, drafted)
        else:
            fields = self._open_fields(draft, drafted)
        if fields is None:
            return None
        if not fields.choices and not fields.explanation:
            fields.answer, fields.explanation = split_explanation(fields.answer)
        if not fields.choices:
            fields.answer = without_copy_buttons(without_closing_heading(fields.answer, block))
        section = block.section
        tags = (
            (section.card_tag,)
            if section is not None
            and section.card_tag
            and heading is None
            and id(section) not in self._numbering
            else ()
        )
        if self._tag_fields:
            tags = tuple(dict.fromkeys((*tags, *question_tags(block))))
        read_references(fields, escaped=self._escaped)
        swallowed = questions_in_code(block.lines)
        if swallowed:
            self.warn(swallowed[0], SWALLOWED.format(block_name(block), len(swallowed)))
        if not fields.answer.strip():  # `>` alone: an empty quote, nothing once unquoted
            self.skip(block.start.no, f"{block_name(block)} has no answer; skipped")
            return None
        return Card(
            id=card_id,
            question=fields.question,
            answer=fields.answer,
            explanation=fields.explanation,
            choices=fields.choices,
            tags=tags,
        )

    def _choice_fields(self, draft: Draft, fields: Fields) -> Fields | None:
        """A choice question's fields: its key must be one of its options; without a key, it
        is an open card when it explains its answer, else skipped (None)."""
        name = block_name(draft.block)
        answer, choices, why = fields.answer, fields.choices, fields.explanation
        lines = draft.block.lines
        told = judged_statements(fields.question, choices, answer, why, lines) or (
            self._exercises and exercise_fields(fields.question, choices, answer, why, lines)
        )
        if told:  # statements judged `a.V b.F`, or `5.12 Discuss ...`'s parts: not options
            return self._open_fields(draft, Fields(*told, "", {}))
        if len(answer) > 1 and all(letter in choices for letter in answer):
            return self._several_right(draft, fields)
        if answer and answer not in choices:
            self.skip(
                draft.answer_line,
                f"{name}: answer '{answer}' is not one of its options ({', '.join(choices)}); "
                "skipped",
            )
            return None
        if answer:
            self._asked_inside(draft, fields)
            return fields
        parts = bodied_parts(fields.question, choices, fields.explanation, draft.block.lines)
        if parts is not None:  # `a) X` over its own steps, `b) Y` over its own: the answer's
            return Fields(*parts, "", {})
        if is_placeholder(why) or options_left(why, choices):  # (no explanation: a placeholder)
            points = points_answer(fields.question, choices, draft.block.lines)
            if points is not None:  # `What is X?` / `X is ...` / `a) ...`: the answer's points
                return Fields(*points, fields.explanation, {})
            self.skip(draft.block.start.no, f"{name} has options but no answer letter; skipped")
            return None
        if answered_inline(why, list(choices)):  # `a) E = {...} b) E = {...}`: each part's
            listed = "\n".join(f"- {k.lower()}) {v}" for k, v in choices.items())
            return Fields(f"{fields.question}\n\n{listed}", why, "", {})
        self.warn(
            draft.block.start.no,
            f"{name} has options but no answer letter; made an open card "
            "(its explanation is the answer)",
        )
        listed = "\n".join(f"- {k}) {v}" for k, v in choices.items())
        return Fields(f"{fields.question}\n\n{listed}", fields.explanation, "", {})

    def _asked_inside(self, draft: Draft, fields: Fields) -> None:
        """A question over its options in the explanation (see explainedasks): reported."""
        for asked in asked_over_options(fields.explanation, fields.choices.values()):
            self.warn(
                asked_line(draft.block.lines, asked, draft.block.start.no),
                f"{block_name(draft.block)}: its explanation holds what looks like another "
                f"question over its options ('{short(asked)}'); not made a card",
            )

    def _several_right(self, draft: Draft, fields: Fields) -> Fields:
        """A key naming several options (`A, D`): an open card, its options listed in the
        question and the right ones in the answer (one letter would be a wrong key)."""
        self._asked_inside(draft, fields)
        self.warn(
            draft.answer_line,
            f"{block_name(draft.block)} has {len(fields.answer)} right options "
            f"({', '.join(fields.answer)}); made an open card",
        )
        listed = "\n".join(f"- {k}) {v}" for k, v in fields.choices.items())
        right = "\n".join(f"- {fields.choices[k]}" for k in fields.answer)
        return Fields(f"{fields.question}\n\n{listed}", right, fields.explanation, {})

    def _skip_unanswered(self, block: Block, reason: str) -> None:
        """Skip the block, and each bare question below its own (`What is a buoy?`)."""
        self.skip(block.start.no, reason)
        for line in lone_below(block, {s.line for s in self.skipped}):
            self.skip(line.no, unanswered_line(line.text))

    def _open_fields(self, draft: Draft, fields: Fields) -> Fields | None:
        """An open question's fields, unless it has no answer (or a placeholder, with only an
        explanation or a source after it), or one that is only an option letter (skipped:
        None)."""
        name = block_name(draft.block)
        answer = fields.answer
        if "](#" in answer and lists_contents(answer, self.questions):
            return None  # a section heading over its table of contents: it asks nothing
        head = split_explanation(answer)[0] if answer else answer
        unanswered = _no_answer(answer, head)
        if self._listed_unanswered(draft, answered=not unanswered):
            return None  # a topic over its questions (`### Time management`): each reported
        if unanswered and chat_offer(fields.question.strip(" *_")):
            return None  # `## Would you like the answer key? 🚀`: words to the reader, no question
        if unanswered:
            self._skip_unanswered(draft.block, f"{name} has no answer{held_note(head)}; skipped")
            return None
        if self._letter_without_options(draft, fields, name):
            return None
        if answer.startswith("\\>"):  # `\>=`: the escape Markdown writes so `>` opens no quote
            fields = dataclasses.replace(fields, answer=answer[1:])
        elif answer.lstrip().startswith(">") or quoted_under_label(answer):
            # `#### What is X?` over `> the answer`: the quote is the answer (its code or
            # its last remark after it, at the margin, still the answer's)
            answer = unquoted_answer(answer)
            fields = dataclasses.replace(fields, answer=answer)
        one_item = one_item_text(answer)
        if one_item is not None and _BULLETED_RE.match(draft.block.start.text):
            # `- The smallest unit.` under `- What is a pod?`: an outliner's child block
            return dataclasses.replace(fields, answer=one_item)
        return fields

    def _letter_without_options(self, draft: Draft, fields: Fields, name: str) -> bool:
        """Whether an open question's answer is an option letter with no options to name
        (skipped: True); one that names a numbered line no option was read from is warned."""
        answer = fields.answer
        if _LETTER_ALONE_RE.fullmatch(answer) and not answered_true_or_false(
            fields.question, answer
        ):
            self.skip(
                draft.answer_line,
                f"{name}: answer '{answer}' looks like an option letter but no options "
                "were found; skipped",
            )
            return True
        if (key := unread_number_key(fields.question, answer)) is not None:
            self.warn(draft.answer_line, _UNREAD_OPTIONS.format(name, key))
        return False

    def _listed_unanswered(self, draft: Draft, *, answered: bool) -> bool:
        """Each question listed in a block with no answer, or in a topic's "answer" that is
        only guidance over a list of questions (srs.importers.askedlists), reported at its
        own line, not as one item for the run. True when the block's title is a topic, not
        a question: then it is no question left out, its guidance text in no card."""
        block = draft.block
        if block.number is not None:
            return False  # `**Q1: Order system**` over its parts: numbered one question
        title = draft.question.split("\n", 1)[0]
        if answered and (
            draft.answer_line != block.start.no or not topic_over_questions(title, block.lines)
        ):
            return False
        items = listed_questions(block.lines)
        if not items:
            return False
        said = {s.line for s in self.skipped}
        for line in not_asked(items, self.questions):
            if line.no not in said:
                self.skip(line.no, unanswered_line(line.text))
        if not is_topic(title):
            return False  # the block's own question has no answer either: reported so
        guidance = guidance_report(block.lines, items)
        if guidance is not None:
            self.warn(*guidance)
        return True

    def _ids(self, blocks: list[Block], answered: list[Block]) -> list[str]:
        """Card ids from printed numbers (see the module docstring for restarts and clashes).

        A clash is warned of only when the document prints a number twice: an unnumbered
        question whose position is a number printed elsewhere takes a suffix in silence.

        Numbering restarts only if it does among the answered questions: a contents list
        that numbers its questions again (`1) ...` above `1) ... answer`) makes no sections.
        """
        numbers = Counter(b.number for b in answered if b.number is not None)
        counted = {id(b) for b in answered}
        restarts = any(count > 1 for count in numbers.values())
        ids: list[str] = []
        used: set[str] = set()
        printed: set[str] = set()  # ids taken by a printed number: repeating one is news
        suffix: dict[str, int] = {}  # the next suffix to try for a base (no rescans)
        clashes = Clashes(self.warn)
        parent: int | None = None  # the last printed number: `10.2` is its sub-question's
        for block in blocks:
            base = _base_id(block, restarts, parent)
            parent = block.number if block.number is not None else parent
            card_id = base
            if id(block) not in counted:
                ids.append(card_id)  # skipped as unanswered: its id is never used
                continue
            clashes.numbered(block.number)
            k = suffix.get(base, 2)
            while card_id in used:
                card_id = f"{base}-{k}"
                k += 1
            suffix[base] = k
            if card_id != base and block.number is not None and base in printed:
                clashes.clash(block, base, card_id)
            used.add(card_id)
            if block.number is not None:
                printed.add(base)
            ids.append(card_id)
        clashes.numbered(None)
        return ids


def _no_answer(answer: str, head: str) -> bool:
    """Whether an open question's answer (`head`: before its explanation) answers nothing."""
    return (
        answers_nothing(answer)  # none, or a form: `Answer: ____`, `- **Cause:**` alone
        or is_placeholder(head)
        or _only_fields_of_question(answer)
        or blank_exercise(answer)  # the question's code, its results left `// ?`
        or empty_options(answer)  # `- A) ` ... `- D) `: options lost, nothing to key
    )


def _without_shared_label(cards: list[Card]) -> list[Card]:
    """The cards, their open answers without the label most of them open with, and their
    explanations without the one most explanations open with (`**Evidence:**` under every
    key of a quiz)."""
    open_cards = [k for k, card in enumerate(cards) if not card.choices]
    answers = drop_shared_label([cards[k].answer for k in open_cards], plain=True)
    for k, answer in zip(open_cards, answers, strict=True):
        if answer != cards[k].answer:
            cards[k] = dataclasses.replace(cards[k], answer=answer)
    explained = [k for k, card in enumerate(cards) if card.explanation]
    explanations = drop_shared_label([cards[k].explanation for k in explained])
    for k, explanation in zip(explained, explanations, strict=True):
        if explanation != cards[k].explanation:
            cards[k] = dataclasses.replace(cards[k], explanation=explanation)
    return cards


def _without_bare_numbers(cards: list[Card]) -> list[Card]:
    """The cards, their questions without the bare numbers they open with (`1 How ...?`,
    srs.importers.leadnumbers)."""
    questions = without_bare_numbers([card.question for card in cards])
    return [
        card if question == card.question else dataclasses.replace(card, question=question)
        for card, question in zip(cards, questions, strict=True)
    ]


def _base_id(block: Block, restarts: bool, parent: int | None) -> str:
    """`q07` from the printed number (`q12a` from `Question 12a:`, `q10_2` from `### 10.2`
    under question `parent` 10; else the position), `s2-q07` where numbering restarts."""
    if block.number is not None:
        base = f"q{block.number:02d}"
    elif (lettered := lettered_number(block.start.text)) is not None:
        base = f"q{lettered}"
    elif (sub := sub_question_id(block.start.text, parent, block.section)) is not None:
        base = f"q{sub}"
    else:
        return f"q{block.position:02d}"
    if restarts and block.section is not None:
        section = block.section
        return f"s{section.number if section.number is not None else section.ordinal}-{base}"
    return base


_UNREAD_OPTIONS = (
    "{}: the answer names line {} of the numbered list above it, which was not read as "
    "options; made an open card"
)
_LETTER_ALONE_RE = lazy(r"\(?[A-H]\)?[.)]?")
