"""One question's lines -> its question, options, answer and explanation (a Draft).

Every segmenter (the line reader, the Markdown reader) hands blocks of lines to this one
reader, so an option, an answer label or an explanation is recognised by one rule.
"""

from __future__ import annotations

import functools
import re

from srs.importers.answeredparts import parts_and_rest, parts_answered
from srs.importers.answerlabels import asides_after_answer, sections_before_answer
from srs.importers.answerpoints import answers_in_lettered_points
from srs.importers.ballotlines import ballot_options
from srs.importers.blocklines import (
    QUOTE_START_RE,
    answer_heading_runs,
    answered_by_tag,
    follow_up_answers,
    inner_admonitions,
    inner_label,
    link_footers,
    may_hold_footer,
    may_hold_tags,
    outdent,
    paragraph_text,
    unquote_labels,
    untagged,
    without_filler,
)
from srs.importers.boldrunon import bold_run_on
from srs.importers.boxes import boxes_are_options
from srs.importers.cellwrappers import cell_wrappers_off
from srs.importers.chosenletters import lists_chosen_letters
from srs.importers.codespans import spanned_as_code
from srs.importers.common import (
    ANSWER_RE,
    ANSWER_WORD_RE,
    EXPLANATION_RE,
    HEADING_RE,
    LETTERS,
    Context,
    block_name,
    dedent,
    heading_of,
    holds,
    indent_of,
    join_lines,
    next_content,
    trim,
)
from srs.importers.explained import (
    LINK_RE,
    advice_to_answer,
    explanation_to_answer,
    note_to_answer,
    outline_to_answer,
)
from srs.importers.explanationlabel import without_explanation_label
from srs.importers.followups import (
    asked_aside,
    next_items,
    only_follow_ups,
    only_tasks,
    sibling_prompts,
)
from srs.importers.goalstems import solution_in_answer, solution_in_stem
from srs.importers.hintlines import hint_only, hints_over_labels
from srs.importers.html import one_line_summaries
from srs.importers.keysentence import key_sentence
from srs.importers.labelledpoints import labelled_point
from srs.importers.labelmarks import unclosed_mark_off
from srs.importers.labelplaces import blank_to_fill, over_options
from srs.importers.labeltext import tidy_options
from srs.importers.lazyre import lazy
from srs.importers.markedkeys import marked_key, nested_label
from srs.importers.marks import ITEM_START_RE, MARK_START_RE, listed_options, marked_options
from srs.importers.matchingstems import lettered_stem
from srs.importers.nameditems import named_items
from srs.importers.notchoices import answered_before, in_parts, list_goes_on
from srs.importers.optionorder import by_position, in_letter_order
from srs.importers.optionpasses import EVERY, OptionHints, options_and_keys
from srs.importers.optionrest import first_goes_on, option_rest
from srs.importers.options import (
    Option,
    inline_options,
    option_of,
    split_inline,
    without_options_label,
)
from srs.importers.ownletters import own_letters_off
from srs.importers.paragraphoptions import PlainMarks, paragraph_options
from srs.importers.plainlayout import plain_to_markdown
from srs.importers.questioncode import code_out_of_item, question_code
from srs.importers.questionlines import unwrapped_question
from srs.importers.questionrest import question_and_rest
from srs.importers.result import unanswered_line
from srs.importers.resultlabels import (
    after_working,
    output_before,
    result_marker,
    result_under_code,
)
from srs.importers.runplaces import under_statement
from srs.importers.stemkeys import stem_key
from srs.importers.stemlists import lettered_again, same_run, stem_list_before
from srs.importers.stems import question_after_options
from srs.importers.thematicbreaks import is_rule
from srs.importers.values import Block, Draft, Line
from srs.importers.verdicts import may_hold_grader_verdicts, verdict_alone, verdicts_off
from srs.importers.votedkeys import voted_key
from srs.text import has_controls

_BARE_LETTER_RE = lazy(r"(?:\*\*|__)?\(?(?P<l>[A-Ha-h])\)?[.)]?(?:\*\*|__)?")
"""A line that is only an option letter: `B`, `(b)`, `**C**`."""


def bare_letter(text: str) -> bool:
    """Whether a line holds only an option letter (a key written alone)."""
    return _BARE_LETTER_RE.fullmatch(text.strip()) is not None


DOCUMENT_FACTS = (
    *("_option_hints", "_boxes_are_options", "_grader_verdicts", "_lettered_points"),
    *("_hard_breaks", "_tag_fields", "_escaped", "_exercises"),  # (the last three: cards')
)
"""The facts about the whole document a block reader (and a card builder) works out once:
some 0.15 s of a 10,000-question quiz, which its blocks' first reading waited for; the line
reader has them worked out while it segments the lines (see `twocores.meanwhile`). Each is a
function of the text alone (and the reader's class); not `_marks`, which holds the text."""


class BlockReader(Context):
    """Reads question blocks; a reader mixes it in with its own segmentation."""

    def _normalise_block(
        self, lines: list[Line], block: Block, *, fresh: bool = True
    ) -> list[Line]:
        """Write a block's labels one way, so the rules below read one spelling of each.

        `<details><summary>Answer</summary>` -> `Answer:`, `<details>` tags dropped;
        `> **Answer:** text` (an answer in a block quote) -> `**Answer:** text` with the rest
        of the quote; `#### Answer: C` -> `Answer: C`; options marked by a ticked box or a
        `+` (letters by position), a row of ballot boxes (`☐ a ☑ b`) or one box to a line
        (`☒ a` among `☐ b` lines) -> `A) text` lines and the key they mark; notes under the
        options -> the explanation, and one option in bold -> the key (optionnotes). What
        is warned about the lines names their `block` (`question 3`).
        """

        def report(no: int, note: str) -> None:
            self.warn(no, f"{block_name(block)} {note}")

        lines = outdent(lines)
        if self._grader_verdicts:  # `Correct` alone under the options: no label, reported
            lines = verdicts_off(lines, report)
        lines = options_and_keys(lines, self._option_hints if fresh else EVERY)
        joined = "\n" + "\n".join(line.text for line in lines)  # one text for the cheap tests
        if QUOTE_START_RE.search(joined):
            lines = unquote_labels(lines)
        lines = without_filler(lines, joined)
        if MARK_START_RE.search(joined):
            lines = marked_options(lines, all_right=self._boxes_are_options, report=report)
        if "<summary" in joined or "<SUMMARY" in joined:
            lines = one_line_summaries(lines)
        if may_hold_tags(joined):
            lines = self._untag(lines)
        if may_hold_footer(joined):
            lines = link_footers(lines)  # `###### Relative links:` over URLs: a plain label
        if "☐" in joined or "◯" in joined:  # an empty box: `☒ text` among `☐ text` lines
            lines = ballot_options(lines)
        if ITEM_START_RE.search(joined) or "<li" in joined:
            lines = listed_options(lines)
        return lines

    answers_are_points = False  # each answer the bullets under one line (pointrhythm)
    hints_from_text = False
    """Whether the blocks' lines are lines of `self.text`, cut and unindented (the line
    reader's): then which option passes any block may need is told from the text once."""

    @functools.cached_property
    def _option_hints(self) -> OptionHints:
        """The option passes the document's blocks may need (see optionpasses.OptionHints):
        all of them where its lines are rewritten on the way (control characters dropped, HTML
        converted, options marked `(correct)` one to a paragraph)."""
        plain = "<" not in self.text and not has_controls(self.text)
        if not self.hints_from_text or not plain or self._marks.parens:
            return EVERY
        return OptionHints.of(self.text)

    @functools.cached_property
    def _hinted(self) -> bool:
        """Whether the document's questions keep a hint in parentheses over their answer
        label (see hintlines)."""
        return hints_over_labels(self.text)

    @functools.cached_property
    def _boxes_are_options(self) -> bool:
        """Whether the document's task lists are a quiz's options (see boxes)."""
        return boxes_are_options(self.text)

    @functools.cached_property
    def _grader_verdicts(self) -> bool:
        """Whether a line of the document may be a grader's verdict alone (see verdicts)."""
        return may_hold_grader_verdicts(self.text)

    @functools.cached_property
    def _ticks(self) -> bool:
        """Whether the document ticks a box anywhere (`[x]`): the cheap test for a block's."""
        return holds(self.text, "[x]", "[X]")

    @functools.cached_property
    def _marks(self) -> PlainMarks:
        return PlainMarks(self.text)  # see paragraphoptions

    @functools.cached_property
    def _lettered_points(self) -> bool:
        """Whether the document letters its answers' points (see answerpoints)."""
        return answers_in_lettered_points(self.text)

    @functools.cached_property
    def _hard_breaks(self) -> frozenset[int]:
        """The document's lines that end with a Markdown hard break (two blanks or a backslash),
        which a `Line` no longer shows: an option that goes on after one keeps its line break
        (`- C) Cheese*␣␣` / `Balls`, in a quiz on what code prints, is two lines)."""
        return frozenset(
            no
            for no, raw in enumerate(self.text.splitlines(), start=1)
            if raw.endswith(("  ", "\t", "\\"))
        )

    def _hard_break(self, no: int) -> bool:
        """Whether line `no` of the document ends with a Markdown hard break."""
        return no in self._hard_breaks

    def _untag(self, lines: list[Line]) -> list[Line]:
        if answered_by_tag(lines):
            return lines
        lines = cell_wrappers_off(lines)  # `<table><tr><td>` round an answer: its frame
        spanned = paragraph_text(spanned_as_code(lines))  # `<div>` / `</div>` in a span: code
        out = [out for line in inner_admonitions(spanned) for out in untagged(line)]
        return answer_heading_runs(follow_up_answers(out), lines)

    def _find_marker(
        self, lines: list[Line], options: list[Option | None], asked: str
    ) -> tuple[int, str] | None:
        """The first answer marker of a block and the text after it on its line.

        `options` holds the option each line is (see `option_of`), here and below.
        """
        for i, line in enumerate(lines):
            if line.code or lists_chosen_letters(line.text):  # `A: x、B: y`: chosen, no label
                continue
            heading = heading_of(line)
            if heading is not None and ANSWER_WORD_RE.match(heading[1]):
                return i, ""
            m = ANSWER_RE.match(line.text)
            if (
                m
                and _marks_answer(lines, options, i, m)
                and not solution_in_answer(lines, i, asked)
            ):
                return output_before(lines, i) or (i, unclosed_mark_off(m))
            if options[i] is not None and _answers_as_a(lines, options, i):  # (most: no option)
                opt = options[i]
                assert opt is not None
                return i, opt.text
        # `**Expected Output:**` over an exercise's result; `结果：` under a puzzle's code
        return result_marker(lines) or result_under_code(lines, asked)

    def _find_options(
        self, lines: list[Line], options: list[Option | None], end: int, begin: int = 0
    ) -> int | None:
        """Where a run of options (A, then B written the same way) starts, in begin..end."""
        for i in range(begin, end):
            opt = options[i]
            if opt is None or opt.position != 0 or under_statement(lines, [i]):
                continue  # `- Payroll` over `  - a) Batch ✅`: a statement's value, no option
            if len(split_inline(opt.text, 1, opt.style)) > 1:
                return i
            # B must follow A, past blank lines and A's own continuation lines only
            for j in range(i + 1, end):
                nxt = lines[j]
                if nxt.code:
                    break
                if not nxt.text.strip():
                    continue
                nopt = options[j]
                if nopt is not None and nopt.position == 1 and nopt.style == opt.style:
                    return i
                if nopt is not None or not first_goes_on(
                    lines, options, (j, end), opt, self._hard_break
                ):
                    break
        return None

    def _parse_options(
        self, lines: list[Line], options: list[Option | None], start: int, end: int
    ) -> tuple[list[str], int]:
        """Read the options from `start`; returns their texts (A, B, ...) and the next index."""
        texts: list[str] = []
        broken: dict[int, str] = {}  # an option going on over lines: its lines kept apart
        opened: list[bool] = []  # whether each option's line opened with an emphasis mark
        style: tuple[str, bool] | None = None
        base_indent = 0
        i = start
        after = start
        previous_blank = False
        while i < end:
            line = lines[i]
            if line.code:
                break
            if not line.text.strip():
                previous_blank = True
                i += 1
                continue
            opt = options[i]
            if (
                opt is not None
                and (style is None or same_run(opt.style, style))
                and opt.position == len(texts)
            ):
                style = opt.style
                base_indent = opt.indent
                texts.extend(split_inline(opt.text, len(texts) + 1, style))
                opened += [line.text.lstrip(" \t-+")[:1] in "*_"] * (len(texts) - len(opened))
            elif texts and (
                (not previous_blank and indent_of(line.text) > base_indent)
                or option_rest(lines, options, i, (end, style, texts), self._hard_break)
            ):
                hard = lines[i - 1].no in self._hard_breaks
                broken[len(texts) - 1] = (
                    f"{broken.get(len(texts) - 1, texts[-1])}\n{line.text.strip()}"
                )
                texts[-1] = f"{texts[-1]}{chr(10) if hard else ' '}{line.text.strip()}"
            else:
                break
            previous_blank = False
            i += 1
            after = i
        return own_letters_off(tidy_options(_lines_kept(texts, broken), opened)), after

    def _marked(
        self, block: Block
    ) -> tuple[list[Line], list[Option | None], tuple[int, str] | None]:
        """The block's lines, the option each line is (each read as an option once) and its
        answer marker; none when the answer is in named sections (`### Short Explanation`
        before `### ✅ Answer`: all of them answer)."""
        lines = block.lines  # options marked `(correct)` one to a line, when any may be
        lines = paragraph_options(lines, bool(block.label), self._marks)
        raw, lines = lines, self._normalise_block(lines, block, fresh=lines is block.lines)
        line_options = [option_of(line) for line in lines]
        if self._ticks:  # lettered lines over ticked boxes: the question's (matchingstems)
            line_options = lettered_stem(raw, lines, line_options)
        ordered = in_letter_order(lines, line_options)  # `A)`, `C)`, `B)`, `D)`: a slip
        if ordered is not None:
            lines, line_options = ordered
        marker = self._find_marker(lines, line_options, block.label)
        if marker is not None and _label_over_options(lines, line_options, marker):
            # `**A:**` with nothing after it over `a) ... c)` and the key: a heading, not the key
            del lines[marker[0]], line_options[marker[0]]
            marker = self._find_marker(lines, line_options, block.label)
        sections = sections_before_answer(block.label, lines, marker[0]) if marker else None
        if sections is None:
            return self._asides_moved(block.label, lines, line_options, marker)
        return sections, [option_of(line) for line in sections], None

    @staticmethod
    def _asides_moved(
        label: str,
        lines: list[Line],
        line_options: list[Option | None],
        marker: tuple[int, str] | None,
    ) -> tuple[list[Line], list[Option | None], tuple[int, str] | None]:
        """The block as it is, or with the sections between its question's text and its
        answer heading moved after the answer (srs.importers.answerlabels)."""
        moved = asides_after_answer(label, lines, marker[0]) if marker else None
        if moved is None or marker is None:
            return lines, line_options, marker
        at = moved.index(lines[marker[0]])
        return moved, [option_of(line) for line in moved], (at, marker[1])

    def _read_block(self, block: Block) -> Draft | None:
        block = bold_run_on(block)  # `**7. A car ...` / `What is the chance ...?**`
        # `### 3.哪个是错误的？（`B`）` over options: `Answer: B` under them
        block = stem_key(block)
        lines, line_options, marker = self._marked(block)
        relettered = by_position(lines, line_options, marker) if marker is not None else None
        if isinstance(relettered, str):  # the letters and the key are ambiguous: skipped, told
            assert marker is not None
            self.skip(lines[marker[0]].no, f"{block_name(block)}: {relettered}; skipped")
            return None
        if relettered is not None:
            lines, line_options, marker = relettered
        stop = marker[0] if marker is not None else len(lines)
        opt_start, parts = self._options_start(block, lines, line_options, marker is None, stop)
        label = [block.label] if block.label else []
        extra: list[str]  # after the question: before the marker, or the answer if none
        if opt_start is not None:
            options, after_opts = self._parse_options(lines, line_options, opt_start, stop)
            span = (opt_start, after_opts, stop)
            listed = self._listed_open(block, lines, marker, options, span)
            if listed is not None:
                return listed
            question_lines = without_options_label(
                dedent(trim(label + [line.text for line in lines[:opt_start]]))
            )
            extra = [line.text for line in lines[after_opts:stop]]
        else:
            question_lines, extra = (
                question_and_rest(label, lines, marker is not None, stop)
                if parts is None
                else parts_and_rest(label, lines, parts, stop)  # the question's parts stay in it
            )
            # options inside the question's last line: `What ...? A) x B) y C) z`
            question_lines, options = _last_line_options(dedent(trim(question_lines)))
        if options:
            return self._read_choice(block, lines, marker, question_lines, options, extra)
        return self._read_open(block, lines, marker, question_lines, extra)

    def _listed_open(
        self,
        block: Block,
        lines: list[Line],
        marker: tuple[int, str] | None,
        options: list[str],
        span: tuple[int, int, int],
    ) -> Draft | None:
        """An open card from a block whose listed options choose nothing: parts answered in
        turn under a bare label (`a) ...?` / `b) ...?`, then `a) ...` / `b) ...`: one question,
        written as it is), or, in a document that letters its answers' points, lettered
        points with no key after them (the answer). None for a choice question."""
        opt_start, after_opts, stop = span
        label = [block.label] if block.label else []
        if in_parts(lines, marker, options):
            whole = dedent(trim(label + [line.text for line in lines[:stop]]))
            return self._read_open(block, lines, marker, whole, [])
        if marker is not None or trim([ln.text for ln in lines[after_opts:stop]]):
            return None
        if not self._lettered_points:
            return None
        question_lines = without_options_label(
            dedent(trim(label + [line.text for line in lines[:opt_start]]))
        )
        points = dedent(trim([line.text for line in lines[opt_start:after_opts]]))
        question = join_lines(unwrapped_question(question_lines))
        return Draft(block, question, {}, join_lines(points), block.start.no, "")

    def _options_start(
        self,
        block: Block,
        lines: list[Line],
        options: list[Option | None],
        unmarked: bool,
        stop: int,
    ) -> tuple[int | None, int | None]:
        """Where the block's options start (None: it has none), and where the question's
        lettered parts end when what looks like options is that (see `parts_answered`)."""
        opt_start = self._find_options(lines, options, stop)
        if opt_start is None:
            return None, None
        if not unmarked:
            return self._last_options(lines, options, opt_start, stop), None
        if answered_before(block, lines, opt_start):
            return None, None  # `a. Early stopping` listed under `##### Avoid overfitting`
        parts = parts_answered(lines, options, opt_start)
        return (opt_start, None) if parts is None else (None, parts)

    def _last_options(
        self, lines: list[Line], options: list[Option | None], first: int, stop: int
    ) -> int:
        """Where the options start: the first run of them, or the last when the earlier
        runs are a list in the stem (see srs.importers.stemlists)."""
        if not lettered_again(options, first, stop):
            return first  # the cheap test first
        start, after = first, first
        later: int | None = first
        while later is not None:
            start, after = later, self._parse_options(lines, options, later, stop)[1]
            later = self._find_options(lines, options, stop, after)
        return start if stem_list_before(lines, options, (first, start, after), stop) else first

    def _read_choice(
        self,
        block: Block,
        lines: list[Line],
        marker: tuple[int, str] | None,
        question_lines: list[str],
        options: list[str],
        extra: list[str],
    ) -> Draft | None:
        choices = {LETTERS[k]: text for k, text in enumerate(options)}
        # Lines between the options and the answer marker: an explanation if marked so, else
        # more question. Without a marker (the answer is in an answer key) they explain.
        extra = trim(extra)
        letter = ""
        if marker is None:
            letter, extra = _key_below_options(extra, choices)
        explained = bool(extra) and (marker is None or EXPLANATION_RE.match(extra[0]) is not None)
        question = join_lines(
            unwrapped_question(question_lines) + (["", *extra] if extra and not explained else [])
        )
        explanation_lines = extra if explained else []
        answer_line = block.start.no
        if marker is not None:
            letter, answer_line, after = marked_key(lines, marker, choices, self.warn)
            explanation_lines = [*explanation_lines, *after]
        asked = question_after_options(trim(explanation_lines))
        if asked is not None:  # `How you can enable automount?` under the last options
            said = next((ln.no for ln in lines if ln.text.strip() == asked), block.start.no)
            self.skip(said, unanswered_line(asked))
            explanation_lines = []
        explanation = self._layout(without_explanation_label(trim(explanation_lines)))
        if not letter:
            # `The correct answer is b)` in the text after the options
            letter = key_sentence(explanation, choices) or voted_key(explanation, choices)
        if not question:
            self.skip(block.start.no, f"{block_name(block)} has no question text; skipped")
            return None
        return Draft(block, question, choices, letter, answer_line, explanation)

    def _read_open(
        self,
        block: Block,
        lines: list[Line],
        marker: tuple[int, str] | None,
        question_lines: list[str],
        unmarked: list[str],
    ) -> Draft | None:
        """An open card: everything after the answer marker (or after the question) is the answer."""
        answer_line = block.start.no
        if marker is not None:
            index, rest = marker
            answer_line = lines[index].no
            after = [ln.text for ln in lines[index + 1 :]]
            if not rest.strip():
                # `<summary>Answer</summary>` then `**Answer:** text`: one marker, not two
                j = next((k for k, t in enumerate(after) if t.strip()), None)
                nested = nested_label(after[j]) if j is not None else None
                if j is not None and nested is not None and not lines[index + 1 + j].code:
                    rest, after = nested.group("rest"), after[j + 1 :]
                    index += 1 + j
            else:
                rest = inner_label(rest)
            rest = rest or verdict_alone(lines[index].text, after)  # `Correct.`: the answer
            answer_lines = ([rest.strip()] if rest.strip() else []) + dedent(after)
            question_lines, answer_lines = explanation_to_answer(question_lines, answer_lines)
            question_lines, answer_lines = advice_to_answer(
                question_lines, answer_lines, lines[marker[0]].text
            )
            question_lines, answer_lines = code_out_of_item(block, question_lines, answer_lines)
            question_lines, answer_lines = note_to_answer(question_lines, answer_lines)
            question_lines, answer_lines = outline_to_answer(
                question_lines, answer_lines, lines[marker[0]].text
            )
            self._second_label(lines, index)
        else:
            question_lines, answer_lines = self._unlabelled(block, lines, question_lines, unmarked)
        question = join_lines(unwrapped_question(question_lines))
        if not question:
            self.skip(block.start.no, f"{block_name(block)} has no question text; skipped")
            return None
        answer = self._layout(answer_lines)
        return Draft(block, question, {}, answer, answer_line, "", unlabelled=marker is None)

    def _second_label(self, lines: list[Line], index: int) -> None:
        """Warn of a line further down the answer that opens with the same answer label as its
        own (`**Answer:**` twice): each such label answers the paragraph above it, so a
        question whose own label was mistyped (`11222Q25. What is ...?`) is inside this
        answer. Nothing is cut: the reader is told where to look. A label before a link
        alone (`Answer: https://...`) names where the answer comes from: no warning."""
        m = ANSWER_RE.match(lines[index].text)
        label = lines[index].text[: m.start("rest")].strip() if m else ""
        if len(label) < 4:
            return  # `A:` is too common a start inside an answer to tell anything
        for line in lines[index + 1 :]:
            text = line.text.lstrip()
            if not line.code and text.startswith(label) and not LINK_RE.match(text[len(label) :]):
                self.warn(
                    line.no,
                    f"a second '{label}' inside one answer: the question it answers may have "
                    "lost its label and been read as part of the answer above",
                )
                return

    def _unlabelled(
        self, block: Block, lines: list[Line], question_lines: list[str], unmarked: list[str]
    ) -> tuple[list[str], list[str]]:
        """(question, answer) lines when no label marks the answer: what follows the question
        answers it, less the code it asks about, the follow-ups that ask more (under a
        heading, paragraphs that only ask or set tasks: `only_tasks`), or the next prompts of
        its list (each reported). A question whose code was shown with it points at that code
        (`the snippet below`), not at the short list after it, which answers it."""
        unmarked = trim(unmarked)
        question_lines, unmarked = code_out_of_item(block, question_lines, unmarked)
        code = question_code(question_lines, unmarked, points=self.answers_are_points)
        if code:
            question_lines = [*question_lines, "", *unmarked[:code]]
            unmarked = unmarked[code:]
        siblings = next_items(block.start.text, lines) or sibling_prompts(question_lines, lines)
        if siblings:  # `1. Why X?` then `1. Tell me about ...`: the list's next prompts
            for line in siblings:
                self.skip(line.no, unanswered_line(line.text))
            return question_lines, []
        if not code and self._hinted and hint_only(unmarked):
            return [*question_lines, *unmarked], []  # `(Expected: ...)` alone: unanswered
        heading = block.start.text.lstrip().startswith("#")
        tasks = heading and HEADING_RE.match(block.start.text) is not None and only_tasks(unmarked)
        if (
            only_follow_ups(unmarked)
            or asked_aside(block.start.text, [ln.text for ln in block.lines])
            or tasks
            or (heading and not code and named_items(question_lines, unmarked))
        ):
            return [*question_lines, *dedent(unmarked)], []
        return question_lines, dedent(unmarked)

    def _layout(self, lines: list[str]) -> str:
        lines = trim(lines)
        if not self.is_markdown:
            lines = plain_to_markdown(lines)
        return join_lines(lines)

    # -- after reading ----------------------------------------------------------------------


def _marks_answer(
    lines: list[Line], options: list[Option | None], i: int, m: re.Match[str]
) -> bool:
    """Whether the answer label on line i parts the question from its answer: not a point of
    a list in the question's body, a solution asked for in the stem, nor a `Final answer:`
    closing the working above it."""
    if _point_of_body_list(lines, i) or solution_in_stem(lines, i) or labelled_point(lines, i):
        return False
    if blank_to_fill(lines, i, m) or over_options(lines, i, m):
        return False
    return not after_working(lines, options, i, m.start("rest"))


def _label_over_options(
    lines: list[Line], options: list[Option | None], marker: tuple[int, str]
) -> bool:
    """Whether the answer label found is empty and right over option A, another answer label
    (the key) following the options: the label heads the options, it holds no answer."""
    at, rest = marker
    if rest.strip():
        return False
    nxt = next((k for k in range(at + 1, len(lines)) if lines[k].text.strip()), None)
    first = options[nxt] if nxt is not None else None
    if nxt is None or first is None or first.position != 0:
        return False
    return any(not line.code and ANSWER_RE.match(line.text) for line in lines[nxt + 1 :])


def _last_line_options(question_lines: list[str]) -> tuple[list[str], list[str]]:
    """Options written inside the question's last line (`What ...? A) x B) y C) z`): the
    question without them, and their texts (none: the question as it is)."""
    last = next(
        (k for k in range(len(question_lines) - 1, -1, -1) if question_lines[k].strip()), None
    )
    found = inline_options(question_lines[last]) if last is not None else None
    if last is None or found is None:
        return question_lines, []
    return [*question_lines[:last], found[0], *question_lines[last + 1 :]], found[1]


def _key_below_options(extra: list[str], choices: dict[str, str]) -> tuple[str, list[str]]:
    """A line holding only a letter right after the options (`B`, `(b)`; past a `---`) is
    their key, when there is no answer marker: the letter ('' for none) and the lines left."""
    while extra and is_rule(extra[0]):
        extra = trim(extra[1:])  # `---` between the options and a bare key letter
    bare = _BARE_LETTER_RE.fullmatch(extra[0].strip()) if extra else None
    if bare is not None and bare.group("l").upper() in choices:
        return bare.group("l").upper(), trim(extra[1:])
    return "", extra


_NESTED_ITEM_RE = lazy(r"^(?P<indent>[ \t]+)[-*+][ \t]")
_ITEM_RE = lazy(r"^(?P<indent>[ \t]*)(?:[-*+]|\d{1,3}[.)])[ \t]")


def _point_of_body_list(lines: list[Line], i: int) -> bool:
    """Whether line i is a sub-item of a list in the question's body (`- **Data
    Complexity**: ...` over `  - **Solution**: use a bigger model`): a point of the answer
    written as a label, not the label that starts it. A label nested under the question's
    own first line (`- What is X?` over `  - Answer: Y`, an outliner's child) still is."""
    nested = _NESTED_ITEM_RE.match(lines[i].text)
    if nested is None:
        return False
    depth = len(nested.group("indent").expandtabs(4))
    for line in lines[1:i]:
        item = _ITEM_RE.match(line.text) if not line.code else None
        if item is not None and len(item.group("indent").expandtabs(4)) < depth:
            return True
    return False


def _answers_as_a(lines: list[Line], options: list[Option | None], i: int) -> bool:
    """Whether line i is `A: text` answering a `Q:`, not option A: no `B:` follows it, on its
    line or the next (past the lines indented under it), written the same way."""
    opt = options[i]
    if opt is None or opt.position != 0 or opt.style[0] not in ":." or opt.indent > 3:
        return False
    if len(split_inline(opt.text, 1, opt.style)) > 1:
        return False
    nxt = next_content(lines, i)
    while (  # past the option's own lines, indented under it (`     Lambda captured: 1`)
        nxt is not None
        and options[nxt] is None
        and not lines[nxt].code
        and indent_of(lines[nxt].text) > opt.indent + 1
    ):
        nxt = next_content(lines, nxt)
    nopt = options[nxt] if nxt is not None else None
    if nopt is not None and nopt.position == 1 and nopt.style == opt.style:
        return False
    return not list_goes_on(options, i)  # `b.` lower down: `a.` opened a list with paragraphs


def _lines_kept(texts: list[str], broken: dict[int, str]) -> list[str]:
    """The options, each that went on over lines joined with blanks (a wrapped sentence),
    unless that makes it another option's very text: then its lines are kept apart, as
    an option for what code prints (`Hello` over `World` beside `Hello World`) means them."""
    if not broken:
        return texts
    out = list(texts)
    for k, lines in broken.items():
        if k < len(out) and out[k] in out[:k] + out[k + 1 :]:
            out[k] = lines
    return out
