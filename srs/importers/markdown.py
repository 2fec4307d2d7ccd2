"""The Markdown structure reader: where questions start, from the document's block structure.

The block pass (srs.importers.structure) finds the questions the blocks ask: list items,
bold paragraphs, `<details>` blocks, question|answer table rows. The reader then reuses the
line reader's steps (title, footer, sections, end matter, answer keys, blocks, cards); what
it adds is where questions start:

- headings at any level that ask (`?`, a question word, a number, an answer below them),
  including one level above their siblings; a question-like heading under a question
  heading is part of its answer unless other questions sit at its level;
- list items, numbered or not, whose first paragraph asks and whose answer is indented below
  it (or follows the list); a bold first line is a question in a numbered list;
- whole-line bold paragraphs that ask, wrapped over several lines or not;
- `<details>` blocks whose `<summary>` is the question (not `Answer`, `Show solution`);
- table rows, in a table whose columns are a question and an answer.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Collection

from srs.importers.askedoverlabels import asked_over_labels
from srs.importers.askedruns import asked_run, closes_answer
from srs.importers.asking import asks, quoted_saying
from srs.importers.banksections import bank_sections
from srs.importers.barelabels import bare_label_starts, label_titles, labels_hold
from srs.importers.barenumbers import unlabelled_numbers
from srs.importers.boldterms import bold_terms
from srs.importers.captions import answer_captions
from srs.importers.commentheadings import script_comments
from srs.importers.common import ANSWER_WORD_RE, FRONT_MATTER_RE, NUMBERED_TEXT_RE
from srs.importers.countedparts import counted_points
from srs.importers.deeperparts import deeper_part_siblings
from srs.importers.detailsheadings import (
    answer_fold_lines,
    folded_labels,
    folded_point,
    headings_in_answers,
    unfolded_notes,
)
from srs.importers.followupheadings import follow_up_headings
from srs.importers.glossary import glossary_starts
from srs.importers.headedanswers import within_labelled
from srs.importers.headingkinds import CONTRIBUTE_RE, closing_section
from srs.importers.headingprose import (
    has_prose,
    lists_questions_only,
)
from srs.importers.headings import (
    deeper_questions,
    empty_siblings,
    label_over_heading,
    numbered_between,
    outside_labelled,
    sections_over_labels,
    siblings,
    topics,
    under_answer_headings,
    unnumbered_among_numbered,
)
from srs.importers.headingstarts import chosen_starts
from srs.importers.headingtree import in_questions_section
from srs.importers.keyedstatements import keyed_statements
from srs.importers.labelledsiblings import labelled_siblings
from srs.importers.labelledsubheadings import labelled_answer_headings
from srs.importers.labelsections import numbering_sections, sections_over_labelled
from srs.importers.labelspans import line_points_of_labelled_answers, points_of_labelled_answers
from srs.importers.labelstart import label_start, labelled_line_starts, numbered_task
from srs.importers.labeltext import numbered_text, tidy_label
from srs.importers.labeltitles import numbered_titles
from srs.importers.lazyre import lazy
from srs.importers.letteredparts import lettered_parts
from srs.importers.lines import Reader, most_used_level
from srs.importers.linkedheadings import linked_questions
from srs.importers.markdownroles import (
    asking_spans,
    example_or_sources,
    inside_answer_headings,
    own_question,
    span_of,
    titles_more,
)
from srs.importers.mixedtopics import mixed_topics
from srs.importers.noteruns import note_runs
from srs.importers.notesections import chapters, noted_sections
from srs.importers.notetitles import titles_notes
from srs.importers.numberedlabelgaps import within_numbered_answers
from srs.importers.numberednotes import numbered_note
from srs.importers.outline import heading_names
from srs.importers.outlineleaves import outline_leaves
from srs.importers.paragraphrhythm import notes_rhythm
from srs.importers.partheadings import asking_terms
from srs.importers.prefaces import numbered_preface, task_over_labels
from srs.importers.questioncode import asked_over_code
from srs.importers.questionmarks import pictograph_siblings, unmarked_notes
from srs.importers.ruledsiblings import ruled_siblings
from srs.importers.sectionfolds import bold_item_sections
from srs.importers.sentencesiblings import sentence_siblings
from srs.importers.structure import Structure, scan
from srs.importers.structuretables import overview_note
from srs.importers.subnumbers import asking_sub_levels, sub_numbered, sub_question_of, sub_questions
from srs.importers.subquestions import answered_by_sub_questions
from srs.importers.subsectioned import last_sectioned, sectioned_headings
from srs.importers.tabletopics import table_topics
from srs.importers.topicsheets import few_asides
from srs.importers.topicstems import topic_stems
from srs.importers.unanswered import unanswered_after
from srs.importers.unnumberedparts import unnumbered_between
from srs.importers.uppersections import upper_sections
from srs.importers.values import Block, Candidate, KeyEntry, Line, Start
from srs.importers.workedanswers import worked_answers

__all__ = ["MarkdownReader", "Structure", "scan"]


_OPTION_KEY_HEADING_RE = lazy(
    r"^(?:\*\*|__)?(?:option|choice)[ \t]*:?[ \t]*\(?[A-H]\)?[.)]?(?:\*\*|__)?$", re.I
)
"""A heading that only names an option (`#### Option: C` inside `<details>`): the answer key
written large, not a heading that ends the question's block."""


class MarkdownReader(Reader):
    """The line reader with its question starts found from the Markdown structure."""

    layout = "markdown"
    chapters: frozenset[int] | set[int] = frozenset()
    """The numbered headings that are a guide's chapters, not questions (see `_chapters`)."""
    labelled = False  # the document labels its questions (`**Q: ...**`): see `_unlabelled_start`
    fronts: list[tuple[int, int, str]]
    """Headings named like front matter (`## Index`) with text: topics among topics."""
    empties: list[tuple[int, int, str]]
    """Headings with nothing under them: unanswered among siblings (`empty_siblings`)."""
    sectioned: list[tuple[int, int, str]]
    """Headings with nothing of their own over sub-sections (srs.importers.subsectioned)."""
    folded: frozenset[int] = frozenset()  # rows in folds holding an answer (detailsheadings)
    shown: frozenset[int] | set[int] = frozenset()
    """Headings over a line that asks about the code below it (`## Puzzle` / `Predict:`)."""
    over_parts: frozenset[int] | set[int] = frozenset()
    """Headings answered by their own sub-questions (srs.importers.subquestions)."""

    def _segment(
        self,
        lines: list[Line],
        headings: dict[int, tuple[int, str]],
        q_level: int | None,
        starts: dict[int, Start],
    ) -> tuple[list[Block], list[KeyEntry]]:
        """The line reader's blocks; an unanswered item of a numbered list of questions that
        no block holds is reported too, whether it asks or not (`37. How to copy a table`),
        and so is one of such a list that closes an answer (`unanswered_after`)."""
        unanswered_after(starts, self.structure.question_lists, lines, headings)
        blocks, key = super()._segment(lines, headings, q_level, starts)
        worked_answers(blocks, lines, headings, self.dropped)
        inside = {line.no for block in blocks for line in (block.start, *block.lines)}
        inside |= self._keyed(blocks, key, lines, inside)
        met = {no for no, _ in self.loose}
        extra = [
            (lines[i].no, lines[i].text)
            for i in sorted(self.structure.unanswered_items)
            if lines[i].no not in inside and lines[i].no not in met and i not in starts
        ]
        if extra:
            self.loose = sorted([*self.loose, *extra])
        # a category's questions ask, whatever the titles around them (categoryitems)
        self.asked = {lines[i].no for i in self.structure.asked_under}
        return blocks, key

    def _keyed(
        self, blocks: list[Block], key: list[KeyEntry], lines: list[Line], inside: set[int]
    ) -> set[int]:
        """The lines of the statements no block holds that the key at the end answers (`3.
        **True or False: X.**` keyed `3. False`: srs.importers.keyedstatements), no longer
        loose or dropped."""
        bare = {i for i in self.structure.unanswered_items if lines[i].no not in inside}
        taken = keyed_statements(blocks, key, lines, bare)
        self.loose = [lo for lo in self.loose if lo[0] not in taken]
        self.dropped[:] = [d for d in self.dropped if d[0] not in taken]
        return taken

    def _headings(self, body: list[Line]) -> dict[int, tuple[int, str]]:
        self.structure = scan(body)
        self.structure.starts.update(bold_terms(body, self.structure.starts))  # `**Bagging**`
        for rows in self.structure.overviews:  # `| Concept | Must-Know Points |` over the page
            self.warn(body[rows[0]].no, overview_note(body[rows[0]].text, len(rows)))
        for i in self.structure.blank:
            body[i] = Line(body[i].no, "")
        for i, (_, text) in list(self.structure.headings.items()):
            if _OPTION_KEY_HEADING_RE.match(text):  # `#### Option: C`: a key, as plain text
                body[i] = Line(body[i].no, text)
                del self.structure.headings[i]
        self.folded = answer_fold_lines(body)
        if "<details" in "\n".join(line.text for line in body):
            for i in headings_in_answers(body, self.structure.headings):
                del self.structure.headings[i]  # a folded answer's own section
        return self.structure.headings

    def _starts(
        self, lines: list[Line], headings: dict[int, tuple[int, str]]
    ) -> tuple[int | None, dict[int, Start]]:
        """Every question start: labelled lines, the structure's starts, question headings.

        A heading asks when it says so (`Question 3`, `Q3:`), holds a numbered text, a
        question or a question word, or has an answer or options below it; one that holds
        other questions is their section. A heading that asks under a question heading is a
        sub-heading of its answer, unless questions outside any question sit at its level.
        """
        line_starts, structural, candidates = self._candidates(lines, headings)
        sections_over_labelled(lines, headings, candidates)  # `## A. Basics?` over `### Ques:`
        chosen = self._heading_questions(headings, candidates, self.shown)
        asking = self.structure.asking_paragraphs
        chosen, stems = topic_stems(lines, headings, candidates, chosen, asking, self._has_answer)
        topics = table_topics(lines, headings, chosen, structural)  # notes beside a Q&A table
        chosen = [i for i in chosen if i not in topics]
        inside = within_numbered_answers(lines, candidates, chosen)  # `## What Is EC2?` inside Q6's
        for i in inside:
            headings.pop(i, None)
        chosen = [i for i in chosen if i not in inside]
        starts = chosen_starts(lines, headings, candidates, chosen) | stems | structural
        starts.update(line_starts)
        label_over_heading(lines, headings, starts)
        q_level = most_used_level(candidates[i][0] for i in chosen)
        starts.update(glossary_starts(lines, headings, starts, q_level))
        starts.update(asked_over_labels(lines, starts, asking))
        if not starts:
            starts = self._weak_starts(lines, headings)
        if not starts:
            starts = dict(self.structure.asking_paragraphs)
        notes = {**self.structure.question_lines, **self.structure.listed_question_lines}
        if not starts and len(notes) >= 2:
            starts = notes  # notes: `What is X?` over its answer
            headings.update(self.structure.section_lines)
            told = self.structure.told_lines
            if len(told) * 2 <= len(notes):  # among them, `Explain X.` over its answer
                starts = {**starts, **told}
            # `Name two X` over `* ...`, `X tips.` after two blank lines: questions by rhythm
            starts, self.answers_are_points = notes_rhythm(lines, headings, starts)
        bare = bare_label_starts(lines)
        if not starts or labels_hold(lines, starts, bare):
            starts = bare
            headings.update(label_titles(lines, bare))
        return q_level, unlabelled_numbers(dict(sorted(starts.items())), lines)

    def _structural(
        self,
        lines: list[Line],
        headings: dict[int, tuple[int, str]],
        line_starts: dict[int, Start],
        answers: set[int],
    ) -> dict[int, Start]:
        """The structure's starts that no labelled line starts, no answer holds as its own
        (`answers`, a fold's points, a numbered answer's points) and no sub-question answers."""
        structural = {
            i: s
            for i, s in self.structure.starts.items()
            if i not in line_starts and i not in answers and not folded_point(self.folded, i, s)
        }
        structural = self._outside_questions(lines, headings, structural)
        structural, self.over_parts = answered_by_sub_questions(lines, headings, structural)
        structural = counted_points(headings, structural)  # `1.  Use nouns.` under `## 25.`
        return points_of_labelled_answers(lines, headings, line_starts, structural)

    def _candidates(
        self, lines: list[Line], headings: dict[int, tuple[int, str]]
    ) -> tuple[dict[int, Start], dict[int, Start], dict[int, Candidate]]:
        """The labelled line starts, the structure's starts and the candidate headings. A
        plain heading between two sibling question headings is a sub-heading of the answer
        above it: it leaves `headings` (its line is the answer's text), and the rest are
        found again without it."""
        answers: set[int] = set()  # headings found to be an answer's own: never a start
        split: set[int] | None = None  # levels whose answers' parts are deeper (deeperparts)
        for _ in range(2):
            line_starts = folded_labels(lines, self.folded, labelled_line_starts(lines, headings))
            line_starts = {i: s for i, s in line_starts.items() if i not in answers}
            structural = self._structural(lines, headings, line_starts, answers)
            line_starts = line_points_of_labelled_answers(lines, headings, line_starts)
            line_starts = self._outside_questions(lines, headings, line_starts)
            line_starts, structural = numbered_titles(lines, line_starts, structural)  # `**Q 3**`
            others = sorted({*line_starts, *structural})
            self.labelled = any(s.labelled for s in line_starts.values())
            self.chapters = chapters(headings) if self.labelled else set()
            self.sub_levels = asking_sub_levels(headings)
            candidates, plain = self._classify_headings(lines, headings, others)
            plain = script_comments(lines, headings, candidates, plain)  # `# Set workdir`
            split = deeper_part_siblings(headings, candidates, plain, split)
            askable = unmarked_notes(lines, candidates, plain)  # no `### 🔍 Note` by `### ✅ Q?`
            levels = siblings(candidates, askable, self.sectioned)
            sentence_siblings(lines, headings, candidates, askable)  # `#### Omów X`
            ruled_siblings(lines, headings, candidates, askable)  # `---` / `## Explica X`
            outside_labelled(candidates, lines, headings)
            task_over_labels(candidates, plain)  # `### Explique X` over `### Questão 1`
            numbered_preface(candidates)  # `### What is X?` above `### 1. ...` questions
            held = within_labelled(lines, headings, candidates, others)
            labelled_siblings(headings, candidates, plain)  # `### Diff ...` among `### Q : ...`
            pictograph_siblings(lines, candidates, plain)  # `### 2️⃣ Pod in CrashLoopBackOff`
            if not others:  # `**** HashMap's put process` leaves of sections (outlineleaves)
                outline_leaves(lines, headings, candidates, plain, self.empties, self.sectioned)
            quiet = few_asides(lines, {**line_starts, **structural}, plain)  # topicsheets
            if quiet and not titles_notes(lines, plain, self.structure):
                topics(candidates, plain, self.fronts)
            sectioned = sectioned_headings(headings, candidates, self.sectioned, levels)
            last_sectioned(headings, candidates, sectioned, levels)
            empty_siblings(headings, candidates, [*self.empties, *sectioned], lines)
            deeper_questions(lines, headings, candidates)
            unnumbered_between(headings, candidates)  # `### When?` between `## 13.`/`## 14.`
            if not others:  # `## Smoke vs Sanity` among `## What is X?` (mixedtopics)
                mixed_topics(headings, candidates, plain, self.sectioned)
            follow_up_headings(lines, headings, candidates)
            upper_sections(headings, candidates)
            if not others:  # `## 2. Behavioral` over a note and questions, none answered
                bank_sections(lines, headings, candidates, self._has_answer)
            inside = inside_answer_headings(lines, headings, candidates, plain)
            labelled_answers = under_answer_headings(headings)
            answers.update(labelled_answers)
            inside += labelled_answers + held + lettered_parts(headings)  # `### Example:`
            inside += labelled_answer_headings(lines, headings, line_starts, others)
            inside += answer_captions(lines, headings, others)  # `### Solution:` under `Ans -`
            inside += note_runs(self.text, lines, headings, candidates)  # `## Examples` note
            inside = linked_questions(self.text, lines, headings, candidates, inside, others)
            if not inside:
                break
            for i in inside:  # (two rules may name the same heading)
                headings.pop(i, None)
        return line_starts, structural, candidates

    def _classify_headings(
        self, lines: list[Line], headings: dict[int, tuple[int, str]], others: list[int]
    ) -> tuple[dict[int, Candidate], list[tuple[int, int, str]]]:
        """The headings that may be questions, and the plain ones: headings with text below
        that do not ask (questions only among siblings that do, or as topics)."""
        heading_rows = list(headings)
        notes = unfolded_notes(self.structure, self.folded)
        self.fronts = []
        self.empties, self.sectioned, self.labels = [], [], 0
        candidates: dict[int, Candidate] = {}
        plain: list[tuple[int, int, str]] = []
        aside = 0  # the level of a note to contributors: the headings under it are its own
        names, sets = heading_names(headings), numbering_sections(lines, headings, others)
        noted = noted_sections(headings, others, len(lines)) if self.labelled else set()
        noted |= bold_item_sections(lines, headings, self.structure.starts)  # `## 2. Algebra`
        for k, i in enumerate(heading_rows):
            level, text = headings[i]
            if aside and level > aside:
                continue  # `#### How old are you?`: the note's example of a question
            # (a `## Summary` over the first questions opens the page: its questions ask)
            closing = bool(candidates) and closing_section(text)
            aside = level if CONTRIBUTE_RE.match(text) or closing else 0
            nxt = heading_rows[k + 1] if k + 1 < len(heading_rows) else len(lines)
            label = label_start(text, in_heading=True)
            if label is not None:
                if i not in sets:  # (`## Task 1` over questions: their section)
                    candidates[i], self.labels = (level, label, True), self.labels + 1
                continue
            span = lines[i + 1 : nxt]
            if i in noted or titles_more(lines, headings, heading_rows, k, others, notes, names):
                continue  # a section, or the outline of the topics below (`#### 0. Outline`)
            start = self._unlabelled_start(i, text, span, headings, nxt)
            if start is not None:
                candidates[i] = (level, start, False)
            else:
                self._set_aside(plain, (i, level, text), span, headings.get(nxt, (0,))[0])
        return candidates, plain

    def _set_aside(
        self,
        plain: list[tuple[int, int, str]],
        heading: tuple[int, int, str],
        span: list[Line],
        next_level: int,
    ) -> None:
        """A heading that does not ask: a topic (with text), front matter, or one with
        nothing under it, not even a heading (`self.empties`)."""
        _, level, text = heading
        if has_prose(span):  # `## Index` with text: a topic only among topics
            (self.fronts if FRONT_MATTER_RE.match(text) else plain).append(heading)
        elif not any(line.text.strip() for line in span):  # nothing of its own
            (self.empties if next_level <= level else self.sectioned).append(heading)

    def _unlabelled_start(
        self,
        i: int,
        text: str,
        span: list[Line],
        headings: dict[int, tuple[int, str]],
        nxt: int,
    ) -> Start | None:
        """A heading with no label as a question: a numbered task with a text or an answer
        (`### Problem 3`, `### Exercise 3: Reverse a list`), a numbered text, or one that
        asks or has an answer below it (over `span`, up to the next heading `nxt`)."""
        if i in self.chapters or example_or_sources(text, headings, i):
            return None  # a guide's chapter (see `_chapters`), a question's example or sources
        task = numbered_task(text)
        if task is not None and (task[1] or self._answered_below(span, headings, nxt)):
            return Start(task[0], tidy_label(task[1]))
        m = NUMBERED_TEXT_RE.match(text)
        if (
            m
            and not lists_questions_only(m.group("text"), span)  # else their section
            and not numbered_note(
                headings, i, span, (self.labels, self._has_answer, self.structure)
            )
        ):
            return Start(int(m.group("num")), numbered_text(m.group("text")))
        sub = sub_numbered(text, headings[i][0] in self.sub_levels)
        if sub is not None:
            return sub
        if not text.endswith(("?", "？")) and asking_terms(span) >= 2:
            return None  # `How do I...` over `... get section numbers?` terms: their section
        if self._asks_here(i, text, span, headings, nxt):
            return Start(None, text)
        if in_questions_section(headings, i) and has_prose(span) and not self._explains(span):
            return Start(None, text)  # `### Repeated payments` under `## Interview questions`
        return None

    def _explains(self, span: list[Line]) -> bool:
        """Where the questions are labelled (`**Q: ...**`), a heading whose lines ask nothing
        is a term the guide explains (`### STAR Method` over its four bullets), no question;
        one over a scenario and the questions it sets (`### Scenario 1: Outage`) is one."""
        return self.labelled and not any("?" in line.text for line in span)

    def _asks_here(
        self,
        i: int,
        text: str,
        span: list[Line],
        headings: dict[int, tuple[int, str]],
        nxt: int,
    ) -> bool:
        """Whether a heading asks, quotes a saying, has an answer below it, or opens on a
        line that asks about the code under it (`## Final Puzzle` / `Predict:` / the code /
        its output: kept in `shown`, a question however little its title asks)."""
        if asks(text) or quoted_saying(text) or i in self.over_parts:
            return True
        if self._answered_below(span, headings, nxt):
            return True
        if not asked_over_code([line.text for line in span]):
            return False
        self.shown = {*self.shown, i}
        return True

    def _answered_below(
        self, span: list[Line], headings: dict[int, tuple[int, str]], nxt: int
    ) -> bool:
        """An answer in the heading's lines, or an answer heading right after them."""
        return self._has_answer(span) or (
            nxt in headings and ANSWER_WORD_RE.match(headings[nxt][1]) is not None
        )

    @staticmethod
    def _outside_questions(
        lines: list[Line], headings: dict[int, tuple[int, str]], structural: dict[int, Start]
    ) -> dict[int, Start]:
        """The starts, less the unlabelled ones inside the answer of a heading that asks
        (`## Q. What is a saga?` over `1. **Choreography**` or `**When to use which?**`):
        they are the answer's points, not questions; so are the numbered items and bold lines
        under an answer or explanation heading (`#### Explanation:` beside the question), but
        not a list of questions after the heading's own answer (srs.importers.askedruns)."""
        asking = asking_spans(lines, headings, starts=structural)
        if not asking:
            return structural
        in_asking = span_of(asking)
        in_part = span_of(asking_spans(lines, headings, parts=True, starts=structural))
        rows = list(headings)
        order = sorted(structural)
        runs: dict[int | None, frozenset[int]] = {}  # per asking span: its listed questions
        kept: dict[int, Start] = {}
        for i, start in structural.items():
            k = in_asking(i)
            if k is not None and k not in runs:
                runs[k] = asked_run(lines, structural, order, asking[k])
            # a `<details>` question or a table row (a block of its own) ends any answer
            if start.labelled or (k is None and (start.body is not None or in_part(i) is None)):
                kept[i] = start
            elif (
                k is not None and closes_answer(lines, headings, structural, order, asking[k]) == i
            ):
                kept[i] = start  # `**Have you used X?**` after the heading's answer: its own
            elif own_question(lines, headings, rows, structural, i) or i in runs.get(k, ()):
                # a quiz after the topic (`##### Test yourself`, `**1.** ...?` with options),
                # or questions under `### Follow-up questions`: cards of their own, grouped
                # under the topic
                if k is None:
                    kept[i] = start
                    continue
                first = asking[k][0]
                kept[i] = dataclasses.replace(
                    start, group=(headings[first][1], rows.index(first) + 1)
                )
        return kept

    @staticmethod
    def _heading_questions(
        headings: dict[int, tuple[int, str]],
        candidates: dict[int, tuple[int, Start, bool]],
        shown: Collection[int],
    ) -> list[int]:
        """The candidate headings that are questions (see `_starts`); those of `shown` ask
        about their code, however little their titles ask."""

        outside: set[int] = set()  # the levels of questions inside no question

        def outermost(levels: set[int] | None) -> list[int]:
            chosen: list[int] = []
            stack: list[tuple[int, int | None]] = []  # enclosing: level, number (-1: no question)
            for i, (level, text) in headings.items():
                while stack and stack[-1][0] >= level:
                    stack.pop()
                above = [number for _, number in stack if number != -1]
                candidate = candidates.get(i)
                is_question = candidate is not None and (
                    not above
                    or candidate[2]
                    or (levels is not None and level in levels)
                    or sub_question_of(text, above[-1])  # `### 10.2 Why?` under `## 10.`
                )
                if is_question:
                    chosen.append(i)
                    outside.update(() if above else (level,))
                number = candidate[1].number if is_question and candidate else -1
                stack.append((level, number))
            return chosen

        candidates = sections_over_labels(headings, candidates)
        candidates = unnumbered_among_numbered(
            candidates, shown, sub_questions(headings, candidates)
        )
        outermost(None)
        return numbered_between(outermost(set(outside)), candidates, headings)
