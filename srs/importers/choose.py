"""Which layout reads a document best: each reader tries, the one that makes most cards wins.

Readers, cheapest first:

- `labelled lines` (srs.importers.lines): questions labelled `Question 3`, `Q3:`, `Q:`, and
  plain text. When every question it finds is labelled, nothing is skipped and no other
  structure in the text asks a question, its result stands (a long generated quiz is read
  once, in linear time);
- `markdown` (srs.importers.markdown): questions found from the block structure (a reST
  document's section titles are made headings first, srs.importers.rst);
- `asciidoc` (srs.importers.asciidoc): `Question?::` entries, when the text has them;
- `plain quiz` (srs.importers.plain): options marked `+` (right) and `-` (wrong);
- `question records` (srs.importers.records): JSON or YAML question records, or front matter;
- `card notes` (srs.importers.cardnotes): `Question::Answer`, a `?` line, a definition list.

The Markdown reader reads the same labels as the line reader and more structure, so its
result replaces the line reader's whenever it makes cards. Then the best result has the most
cards, then the fewest skipped items; on a tie a specific layout's reader wins (it runs only
when its marks are in the text). When none makes a card, the error names the
layouts tried and the nearest miss: the reader that found most question-like items.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import NamedTuple

from srs.errors import DocumentError
from srs.importers.alabels import a_answer_labels
from srs.importers.ankiblocks import anki_blocks
from srs.importers.answeredparagraphs import answered_paragraphs
from srs.importers.answernumbers import answer_numbers
from srs.importers.arrowmarks import arrow_marks
from srs.importers.arrownotes import arrow_notes
from srs.importers.barefolds import bare_folds
from srs.importers.boldlabels import bold_label_headings
from srs.importers.boldnumberlabels import bold_number_labels
from srs.importers.boldnumbers import bold_numbers
from srs.importers.boldoptions import bold_options
from srs.importers.boxedletters import boxed_letters
from srs.importers.boxedstems import boxed_stems
from srs.importers.bracketletters import bracket_letters
from srs.importers.bulletnumbers import bullet_numbers
from srs.importers.callouts import callout_answers
from srs.importers.capstitles import caps_titles
from srs.importers.cardnotes import card_headings
from srs.importers.challenges import learn_challenges
from srs.importers.closingquotes import closing_quotes
from srs.importers.clozeitems import cloze_items
from srs.importers.codeprompts import without_code_prompts
from srs.importers.colonnumbers import colon_numbers
from srs.importers.common import (
    NoQuestions,
    ParsedDocument,
    Skipped,
    fence_after,
    has_fences,
    holds,
    may_hold_data,
)
from srs.importers.controls import drop_controls
from srs.importers.dashkeys import dash_keys
from srs.importers.deepfences import deep_fences
from srs.importers.dotlessheadings import dotless_headings
from srs.importers.doubledhashes import doubled_hashes
from srs.importers.driftedlevels import carried_levels
from srs.importers.escapes import escaped_list_marks
from srs.importers.examtopics import exam_topics
from srs.importers.fencedasks import fenced_questions
from srs.importers.fencedbank import fenced_bank
from srs.importers.fencedbullets import fenced_bullets
from srs.importers.fieldnumbers import numbered_fields
from srs.importers.filebanners import file_banners
from srs.importers.foldedkeys import folded_keys
from srs.importers.foldedlevels import folded_levels
from srs.importers.foldsapart import folds_apart
from srs.importers.followupanswers import answered_follow_ups
from srs.importers.followupnumbers import numbered_follow_ups
from srs.importers.formlines import form_options
from srs.importers.furnitureimages import furniture_images
from srs.importers.gift import gift_to_markdown
from srs.importers.gluedbullets import bulletless_questions, glued_bullets
from srs.importers.gluedhashes import glued_hashes
from srs.importers.gluedlabels import glued_q_labels
from srs.importers.gluedoptions import glued_options
from srs.importers.glyphlines import glyph_lines
from srs.importers.gradedheaders import graded_headers
from srs.importers.gradedsummary import graded_summary
from srs.importers.hardbreaks import lone_breaks
from srs.importers.hashmarkers import hash_markers
from srs.importers.headeditems import headed_item_answers
from srs.importers.headingimages import heading_images
from srs.importers.headingunder import headings_under_headings
from srs.importers.htmllabels import (
    answer_elements,
    bold_after_blocks,
    html_question_blocks,
    leading_breaks,
)
from srs.importers.iconboxes import icon_boxes
from srs.importers.ideographicnumbers import ideographic_numbers
from srs.importers.indentedkeys import indented_keys
from srs.importers.indentedlists import margin_items_apart
from srs.importers.indentedparts import dedented_parts
from srs.importers.innerasks import inner_questions
from srs.importers.itemfences import item_fences
from srs.importers.itemfolds import item_folds
from srs.importers.itemheadings import item_headings
from srs.importers.itemnotes import item_notes
from srs.importers.itemtitles import item_titles
from srs.importers.jsonanswers import json_answers
from srs.importers.jsonkeys import json_keys
from srs.importers.keyedbullets import keyed_bullets
from srs.importers.keysheets import key_sheets
from srs.importers.keytitles import key_titles
from srs.importers.kindlines import kind_lines
from srs.importers.kramdown import drop_attribute_lists
from srs.importers.labelfences import fenced_label_values
from srs.importers.labelledboxes import lettered_boxes
from srs.importers.labelledleadins import labelled_lead_ins
from srs.importers.labelquotes import label_quotes
from srs.importers.languagelabels import language_labels
from srs.importers.lastfold import closed_last_fold
from srs.importers.lazynumbers import lazy_numbers
from srs.importers.lazyre import lazy
from srs.importers.letteredfences import lettered_fences
from srs.importers.letterpairs import letter_pairs
from srs.importers.levelsections import level_sections
from srs.importers.linemap import carried, read_back, read_in_lines_of, traced
from srs.importers.linkednumbers import linked_numbers
from srs.importers.linkrefs import link_references
from srs.importers.listedfollowups import listed_follow_ups
from srs.importers.lonenumbers import lone_numbers
from srs.importers.loosebold import loose_bold_questions
from srs.importers.looseboxes import loose_boxes
from srs.importers.markers import MARKER_PASSES, fence_info, prose_info
from srs.importers.mkdocsquiz import mkdocs_quizzes
from srs.importers.morequestions import more_questions
from srs.importers.numberanswers import number_answers
from srs.importers.numberblanks import unicode_blanks
from srs.importers.onetask import one_task
from srs.importers.openingheadings import opening_sub_headings
from srs.importers.optionwords import option_words
from srs.importers.ordinalheadings import ordinal_headings
from srs.importers.org import looks_like_org, org_to_markdown
from srs.importers.orheadings import alternative_wordings
from srs.importers.pagebreaks import page_breaks
from srs.importers.pauselines import pause_cards
from srs.importers.pickverdicts import pick_verdicts
from srs.importers.pictasks import pictograph_questions
from srs.importers.pictnumbers import pictograph_numbers
from srs.importers.plabels import p_labels
from srs.importers.plainasks import plain_asks
from srs.importers.plainnumbers import plain_numbers
from srs.importers.plurallabels import plural_labels
from srs.importers.plusmarks import plus_marks
from srs.importers.pointedquestions import pointed_questions
from srs.importers.problemitems import problem_items
from srs.importers.promptbullets import prompt_bullets
from srs.importers.qalabels import colon_spaced_labels, spaced_answer_labels
from srs.importers.qtimeta import question_metadata
from srs.importers.questionitems import question_label_items
from srs.importers.questionparts import question_parts
from srs.importers.quizcomponents import quiz_components
from srs.importers.quizdivs import quiz_divs
from srs.importers.quizdown import quizdown_blocks
from srs.importers.quizfurniture import quiz_furniture
from srs.importers.quotedfollowups import quoted_follow_ups
from srs.importers.quotednumbers import quoted_numbers
from srs.importers.raisedheadings import lowered_part_headings
from srs.importers.repeatedlabels import repeated_q_labels
from srs.importers.responselabel import response_headings
from srs.importers.restatedheadings import restated_headings
from srs.importers.result import short
from srs.importers.rlabels import r_labels
from srs.importers.ruledpairs import ruled_pairs
from srs.importers.scripts import drop_scripts
from srs.importers.separatorheadings import separator_headings
from srs.importers.seriesfences import series_fences, series_in_code
from srs.importers.setupquestions import setup_questions
from srs.importers.shallowsublists import nested_sub_lists
from srs.importers.sharedanswers import shared_answers
from srs.importers.shortcodenumbers import shortcode_numbers
from srs.importers.slashlabels import slash_labels
from srs.importers.sourcetags import numbered_source_tags
from srs.importers.spacedlabels import spaced_q_labels
from srs.importers.spacedrules import spaced_table_rules
from srs.importers.spankeys import span_keys
from srs.importers.spannumbers import span_numbered_questions
from srs.importers.spanoptions import span_options
from srs.importers.strayfences import nested_fences, stray_fences
from srs.importers.structureasks import asks_in_structure
from srs.importers.subquestionsets import sub_question_sets
from srs.importers.summarylinks import summary_links
from srs.importers.tableheaders import TRANSLATED_ANSWER, TRANSLATED_QUESTION
from srs.importers.tableoptions import table_options
from srs.importers.tabrecords import tab_records
from srs.importers.taggeditems import tagged_items
from srs.importers.tagoptions import tag_options
from srs.importers.tagprompts import tagged_prompts
from srs.importers.taskquestions import task_questions
from srs.importers.tickets import ticket_titles
from srs.importers.titledlabels import titled_labels
from srs.importers.titledquestions import titled_questions
from srs.importers.topictitles import topic_titles
from srs.importers.transcripts import speaker_turns
from srs.importers.twocores import ahead
from srs.importers.typedlabels import typed_label_headings
from srs.importers.typetags import type_tags
from srs.importers.unheadedstems import headed_stems
from srs.importers.unlabelledstems import labelled_stems
from srs.importers.unletteredoptions import unlettered_options
from srs.importers.verdictanswers import verdict_answers
from srs.importers.yamlkeys import yaml_keys

Reader = Callable[[str, str], ParsedDocument]


def unlabelled_structure(text: str) -> bool:
    """Whether the text has structure the line reader does not read as a question: a list
    item, heading or bold line that asks, a `<summary>`, a task list, a question|answer table.

    When it has none, a line-reader result in which every question was labelled stands
    without the Markdown reader. Only the lines that end with `?` and those that start a
    table are looked at (a regex over every line costs a quarter of a second on a
    10,000-question quiz; this, a few hundredths).
    """
    if _marked_structure(text):
        return True
    for m in _ASKS_AT_END_RE.finditer(text):
        start = text.rfind("\n", 0, m.start()) + 1
        line = text[start : m.start()]
        body = line.lstrip(" ")
        if not body or len(line) - len(body) > 3:
            continue
        lead = body[0]
        if lead in "#*_" or (lead in "-+" and body[1:2] in (" ", "\t")):
            return True  # a heading, a bold line, a bullet that asks
        number = body.split(" ", 1)[0]
        if number[:-1].isdigit() and number[-1:] in ".)":
            return True  # a numbered item that asks
    return False


def _marked_structure(text: str) -> bool:
    """A `<summary>`, a task list or a question|answer table: structure known by its marks
    (each looked for by one character first, the cheap test on a long text)."""
    if holds(text, "<summary", "<SUMMARY"):
        return True
    if holds(text, "[ ]", "[x]"):
        return True
    return "|" in text and _TABLE_HEADER_LINE_RE.search(text) is not None


_ASKS_AT_END_RE = lazy(r"\?[ \t*_#]*$", re.M)
_TABLE_HEADER_LINE_RE = lazy(
    r"^ {0,3}\|[^\n]*(?:\b(?:questions?|answers?|front|back)\b"
    rf"|(?<!\w)(?:{TRANSLATED_QUESTION}|{TRANSLATED_ANSWER}))[^\n]*\|",
    re.M | re.I,
)


def _lines(text: str, source: str) -> tuple[ParsedDocument, bool]:
    from srs.importers.lines import Reader as LineReader

    reader = LineReader(text, source)
    return reader.read(), reader.labelled_only


def _markdown(text: str, source: str) -> ParsedDocument:
    from srs.importers.adoc import asciidoc_to_markdown, looks_like_asciidoc
    from srs.importers.markdown import MarkdownReader
    from srs.importers.rst import looks_like_rst, rst_titles_to_markdown

    # AsciiDoc's attribute lines (`:toc: macro`) look like reST fields: its own hints first
    converted = text
    if looks_like_asciidoc(text, source):
        converted = asciidoc_to_markdown(text)  # `== Question?` titles as headings, blocks fenced
    elif looks_like_rst(text, source):
        converted = rst_titles_to_markdown(text)  # reST titles as headings (`~~~` is no fence)
    return read_in_lines_of(text, converted, source, lambda t, s: MarkdownReader(t, s).read())


def _asciidoc(text: str, source: str) -> ParsedDocument:
    from srs.importers.asciidoc import read

    return read(text, source)


def _plain_quiz(text: str, source: str) -> ParsedDocument:
    from srs.importers.plain import read

    return read(text, source)


def _specific_readers(text: str, source: str) -> Iterator[tuple[str, Reader]]:
    """The readers of layouts known by their marks, each only where its marks are found."""
    if _ASCIIDOC_HINT_RE.search(text):
        yield "asciidoc", _asciidoc
    if text.lstrip("\ufeff \t\r\n")[:1] in ("[", "{", "-") or source.lower().endswith(
        (".json", ".yaml", ".yml")
    ):
        from srs.importers.records import looks_like_records
        from srs.importers.records import read as read_records

        if looks_like_records(text, source):
            yield "question records", read_records
    if _PLAIN_QUIZ_HINT_RE.search(text):
        yield "plain quiz", _plain_quiz
    from srs.importers.cardnotes import looks_like_card_notes
    from srs.importers.cardnotes import read as read_card_notes

    if looks_like_card_notes(text) and not _other_markup(text, source):
        yield "card notes", read_card_notes


def _other_markup(text: str, source: str) -> bool:
    """reStructuredText or AsciiDoc, whose `::` and `term::` mean something else."""
    from srs.importers.adoc import looks_like_asciidoc
    from srs.importers.rst import looks_like_rst

    return looks_like_asciidoc(text, source) or looks_like_rst(text, source)


_ASCIIDOC_HINT_RE = lazy(r"^[^\s:][^\n]*?:{2,4}(?:[ \t]|$)", re.M)
_PLAIN_QUIZ_HINT_RE = lazy(r"^[ \t]*\+[ \t]+\S", re.M)


def _whole_records(text: str, source: str) -> Reader | None:
    """The question-records reader, for a document that is JSON or YAML as a whole (no page
    around the data) and holds records; None for any other."""
    if not may_hold_data(text, source):
        return None  # no data file (nor front matter): the records reader is not even loaded
    from srs.importers.records import looks_like_records, whole_data
    from srs.importers.records import read as read_records

    if whole_data(text, source) and looks_like_records(text, source):
        return read_records
    return None


def _score(doc: ParsedDocument) -> tuple[int, int]:
    return len(doc.cards), -len(doc.skipped)


def _with_questions_in_code(doc: ParsedDocument, text: str, source: str) -> ParsedDocument:
    """The result with every question left inside a code block accounted for as skipped
    (nothing is lost in silence): a block of prose or untagged code holding at least two
    lines that ask as headings, bold or labelled lines (a page whose fences do not pair up,
    or a wrapper srs.importers.markers could not open), or a line that goes on with the
    document's numbered questions (`16.` after `15.`, srs.importers.seriesfences)."""
    if not has_fences(text):
        return doc
    lines = text.split("\n")
    blocks = [b for b in _prose_blocks(lines) if len(b.asking) >= 2 or (b.broken and b.asking)]
    found = [_in_code(line, block.opened) for block in blocks for line in block.asking]
    named = {s.line for s in found}
    # a numbered question the series' stray fences hide (srs.importers.seriesfences)
    found += [_series_in_code(lines, k, o) for k, o in series_in_code(lines) if k + 1 not in named]
    if not found:
        return doc
    # a card that only sets out such a block's questions (a scenario's heading over them)
    cards, prompts = without_code_prompts(
        doc.cards,
        [(b.opened, "\n".join(lines[b.opened - 1 : b.closed])) for b in blocks if not b.broken],
    )
    found = list(prompts) + found
    warnings = tuple(f"{source}:{s.line}: {s.reason}" for s in found)
    return replace(
        doc, cards=cards, warnings=doc.warnings + warnings, skipped=doc.skipped + tuple(found)
    )


def _open_prose_blocks(text: str) -> str:
    """The text with the fence lines of each block of prose or untagged code that holds at
    least two questions blank, so that what they hold is read as the page (for a page none
    of whose questions is outside such blocks: its author fenced the page whole)."""
    if not has_fences(text):
        return text
    lines = text.split("\n")
    for block in list(_prose_blocks(lines)):
        if len(block.asking) >= 2:
            lines[block.opened - 1] = lines[block.closed - 1] = ""
    return "\n".join(lines)


class _ProseBlock(NamedTuple):
    """A fenced block of prose or untagged code (lines 1-based)."""

    opened: int
    closed: int
    asking: list[int]
    """Its lines that ask as questions (headings, bold, labelled or numbered lines)."""
    broken: bool
    """It holds a tagged fence line (```` ```sh ````): its author meant the fences to pair
    otherwise, so even one question inside is one the page lost."""


def _prose_blocks(lines: list[str]) -> Iterator[_ProseBlock]:
    """Each closed fenced block of prose or untagged code (one never closed is no block)."""
    fence: str | None = None
    opened = 0
    asking: list[int] = []
    broken = False
    for no, line in enumerate(lines, start=1):
        was_open = fence is not None
        fence, is_fence = fence_after(fence, line)
        if is_fence and not was_open:
            opened, asking, broken = (no if prose_info(fence_info(line)) else 0), [], False
        elif is_fence and fence is None:
            if opened:
                yield _ProseBlock(opened, no, asking, broken)
            opened = 0
        elif is_fence:
            broken = True  # a tagged fence inside: an inner block, to its author
        elif fence is not None and opened and asks_in_structure(line):
            asking.append(no)
    # a block never closed is read as text (and warned about) by the readers: not code here


def _in_code(line: int, opened: int) -> Skipped:
    return Skipped(line, f"skipped: a question inside the code block that starts at line {opened}")


def _series_in_code(lines: list[str], k: int, opened: int) -> Skipped:
    """A numbered question hidden in code (0-based line `k`, its block's opener), named."""
    return Skipped(
        k + 1,
        f"'{short(lines[k])}' looks like a question, but it is inside the code block that "
        f"starts at line {opened + 1}; not imported",
    )


_PASSES: tuple[Callable[[str], str], ...] = (
    file_banners,  # `==> q1.txt <==` (`head` over many files): a counted heading
    mkdocs_quizzes,  # `<?quiz?>` / `question:` / `answer-correct:`: Q:, options, key
    quiz_components,  # MDX `<Quiz question=... options={[...]} />`: Q:, options
    quiz_divs,  # `<div class="quiz-option" data-correct="true">` lines: Q:, options, key
    answer_elements,  # `Define X [1 mark]` over `<answer>...</answer>`: `###### Q1. ...`, content
    gift_to_markdown,  # a Moodle GIFT export's questions as Markdown, line for line
    hash_markers,  # xanki's `#Q`/`#A`/`#END` cards as `Q:`/`Answer:` lines
    anki_blocks,  # Obsidian_to_Anki `START`/`END` notes as `Q:`/`A:` or ticked options
    lettered_fences,  # `A) ```hcl` over code: `A)` on the blank line above, the fence below it
    series_fences,  # a bare ``` that hides `16.`, `17.` ... in code, one left open: blank
    callout_answers,  # `> [!success]- Lösung a` under `**a) (5 P)** X`: `### 1. X`, `**Answer:**`
    card_headings,  # `Q?` / `?` / `A` cards among `### Q?` headings: `### Q?` over `A`
    keyed_bullets,  # `* Q` over `    1. opt` and `    * 2`, `* claim` / `    * Falsch`: Q:, A), key
    glyph_lines,  # maths pasted a glyph a line (`𝑇` / `(` / `𝑛` / `)` / `=`): one line, apart
    slash_labels,  # `Pytanie testowe / 3) 'What ...?':`: `Pytanie 3: What ...?`
    colon_numbers,  # `1):What is X?` numbered questions as `1) What is X?`
    ideographic_numbers,  # `12、What is X?` numbered questions as `12. What is X?`
    bullet_numbers,  # `- 1 . What is X? An X.` bullets: `### 1. What is X?` over `An X.`
    option_words,  # `- **Opción A:** text` options: `- A) text`, line for line
    glued_options,  # `a) Xb) Yc) ZAnswer: b` pasted on one line: a blank before each letter
    bold_number_labels,  # `**1. Pregunta:** text`: `1. **Pregunta:** text`
    quoted_numbers,  # `- 01. What is X?` over `> X is ...`: `01. What is X?`, line for line
    plain_numbers,  # `- 12. What is X?` over `X is ...` at the margin: `12. What is X?`
    answered_paragraphs,  # plain `What is X?` over `> Correct answer: X`: `Q:`, `Answer: X`
    quoted_follow_ups,  # `>\t- Why Y?` over `>> answer` in an answer's quote: `- Why Y?` / `> answer`
    listed_follow_ups,  # `1. **Q: Why?**` over `   - **A**: ...` after an answer: at the margin
    language_labels,  # `1. **中文：** X` / `**英文：** Y` over `**答案：**`: `1. X` / `Y`
    label_quotes,  # `1. Q?` / `A. x` / `> part` / `  - point`: the parts in the item, unquoted
    restated_headings,  # `1. What is X, and ...?` over `### What is X?`: `## 1. ...`
    unlettered_options,  # ` Option` lines under a stem, `Ans - option`: `Q:`, `A)`, key
    heading_images,  # `### ![badge](url) `topic``: `### `topic``, line for line
    linked_numbers,  # `### [2、What ...?](url)`: `### 2、What ...?`
    bold_numbers,  # `**1**. **What is X?**`: `**1. What is X?**`
    topic_titles,  # `**2. HTTP**` over `**What means 404?**`: `**2. What means 404?**`
    numbered_source_tags,  # `82. **[Agency - 2023]** Which ...`: the tag plain
    lone_numbers,  # `17\)` alone, its stem a blank line below: `17\) stem`
    plain_asks,  # a plain asking line alone among `1.` questions: `**Q?**`
    number_answers,  # `1991.` at the margin under `3. In what year ...?`: its answer
    answer_numbers,  # `4. Ans : x` under `3. What ...?`, `1.` items under `Ans:`: nested
    yaml_keys,  # `---` / `oplossing:` / `    antwoord: B` / `...`: `antwoord: B`
    span_numbered_questions,  # `` `1. What is X?` `` over `> answer`: unwrapped
    caps_titles,  # `PLANNING` alone over `12. How do you plan?`: a heading
    kind_lines,  # `Multiple Choice` alone over `17\) stem`: the kind, no text
    tagged_items,  # `4. **[Practical]**` over its question: one line; its margin answer in it
    type_tags,  # `【单选题】stem`, `[Multiple choice] stem`: `Q: stem`, line for line
    pointed_questions,  # `## Task 1` over `👉 What is X? <br>` lines: `Q: What is X?`
    escaped_list_marks,  # `1\)`, `A\)`: a converter's escaped numbering
    page_breaks,  # `\newpage` before the answer key: a printed page's, no text
    lone_breaks,  # `\` alone on its line (R Markdown's empty line): blank
    separator_headings,  # `##` alone over a lead-in, `Q?`, `a. x`: the lead-in a heading
    setup_questions,  # `## 問題1：title` over code, then `**質問：** X?`: `## 問題1：X?`
    typed_label_headings,  # `## 3. Topic` over `### Frage (W/F): text`: `text`, line for line
    key_sheets,  # `# 解説` over `## Q2` / `答えは「A」。`: `# Answers`, `## Answer 2: A`;
    # `#### Task 1` over `a) Q? (1P)`, `### Solutions` / `#### Task 1` / `a) x`: `**Answer 1:** x`
    folds_apart,  # `</details><details>` on one line: two; `+++ <details> +++` lines: the HTML
    item_folds,  # `- <details>` items that are only their folds: at the margin, dedented
    bare_folds,  # a `<details>` with no `<summary>` under a task: its answer, summary given
    quiz_furniture,  # one instruction line first under 3+ headings: blanked, the next text asks
    closing_quotes,  # `### Quiz Question 3` / question / code / `> OR` closing 3+: `Answer: OR`
    indented_keys,  # `<summary>Answers</summary>` over `    1. Answer: b`: at the margin
    link_references,  # `[ref]: https://...` lines blank, `[text][ref]` inline
    spaced_table_rules,  # `| --- | ---- ---- |`: a table's delimiter row all the same
    problem_items,  # `1. Title (pts)` over `    - part` over its indented answer: `## Title`, `Q:`, `A:`
    dedented_parts,  # a part indented under a list's last item: at the margin
    headings_under_headings,  # `    ### Part` right under a heading: at the margin
    margin_items_apart,  # `- Q?` after `  - point` under a margin paragraph: `* Q?`
    nested_sub_lists,  # ` 1. point` in the answer under margin item `2.`: nested
    deep_fences,  # a fence 4-6 blanks deep in a list item: 3 deep, line for line
    exam_topics,  # ExamTopics pages: boilerplate blank, `## Question N` headings
    graded_summary,  # `Your Answer` / `Correct Answer` picks, verdicts: the key's
    pick_verdicts,  # `Selected Answer: Y (correct answer)`: the verdict gone
    verdict_answers,  # `1. **Statement.**` over `**Falsch**: reason`: `Answer: Falsch: ...`
    graded_headers,  # `Question 9` / `Incorrect` / `0 / 1` over a question: gone
    quizdown_blocks,  # `:::{quizdown}` markup blank, its questions headed
    question_metadata,  # text2qti's `Title:`/`Points:` over each question: blank
    numbered_fields,  # `**1)** **Topic:** x, **Level:** y` over `**Q:**`: `**Q 1:**`
    folded_keys,  # `<summary>Answer:</summary>2</details>`, or `<strong>B — x</strong>` first in a fold: `Answer: ...`
    span_keys,  # `` `Answer: 2` ``, a key line styled as code: the label line
    lazy_numbers,  # options all written `1.` over `Answer: 2`: `1.`, `2.`, `3.`
    lettered_boxes,  # `- [x] (B)` over a blank and `$$x$$`: `- [x] $$x$$`, line for line
    boxed_letters,  # `a. [+] right` / `b. [ ] wrong`: a task list, line for line
    table_options,  # `|A|x|` rows under a question, the key's row in red: a task list
    bracket_letters,  # `【A】list` / `［B］dict` / `[C] set` options: `A. list`, line for line
    arrow_marks,  # `[b] text <-- good` under a question: `B. text (Correct)`, line for line
    plus_marks,  # `+++++text` / `    (True) text` among bare option lines: `B. text (Correct)`
    arrow_notes,  # `- x ---> a note` where `---> RESPUESTA` marks keys: `- x ---> RESPUESTA`
    boxed_stems,  # a question (its code) over `Ответ:` over `- [x]` boxes: a heading
    learn_challenges,  # `### !challenge` sections as questions, line for line
    spaced_answer_labels,  # `Q:` notes' `A:word` labels given their blank
    colon_spaced_labels,  # `A : text` under `Q :` questions: the `A:` label
    fenced_label_values,  # `答：` over a fenced `C`: `答：C`, its explanation too
    tag_options,  # `- B) <font x> W </font>` options whose tags they ask about: as code
    *MARKER_PASSES,  # comment markers and `<dl>` lists as headings, line for line
    cloze_items,  # `1. X is **y** here.` in a run, nothing else answering: `1. X is ____ here.`, `Answer: y`
    nested_fences,  # a block fenced inside another, indented: the outer's longer
    stray_fences,  # a bare ``` that pairs every later fence wrongly: blank
    json_answers,  # a ```json record's `"answer"` under a labelled question: `**Answer:** x`
    closed_last_fold,  # a `<details>` left open at the end of a cut-off page: closed there
    furniture_images,  # an image alone on 3+ lines (a banner): page furniture, blank
    item_fences,  # a margin fence between an item and its nested bullets: inside
    fenced_bullets,  # `* Q` items each over a bare fence, what they show between: `Q:`/`A:`
    item_notes,  # margin text after an item's nested bullets, up to its sibling
    item_headings,  # a margin heading in a list question's answer, or over its code: inside
    headed_item_answers,  # `### Example` under `1. ### What is X?`: its answer's, inside
    fenced_bank,  # fences each a question over `{correctAnswer='B'}`: `Q:`, options, key
    fenced_questions,  # questions one to a fence, in a row: `Q:` lines
    ordinal_headings,  # `## 第九题、title`: `## Question 9: title`
    dotless_headings,  # `### 45 title` after `### 44. title`: `### 45. title`
    numbered_follow_ups,  # `## 꼬리 질문 1` over its paragraph and `### 모범 답안`: `## Q1a: ...`
    question_parts,  # `# 🔹 Drill 3: X` over `## Situation`, `## Task`, a fold: one question
    level_sections,  # `## Answer` between `## Question 5: X` and `## Question 6`
    ticket_titles,  # `### Ticket 3` over `#### Title`: `### Question 3: Title`
    folded_levels,  # `###` and `####` questions, each over its fold: one level
    carried_levels,  # `## 1.`..`## 13.`, then `### 14.`..: the count's own level
    drop_attribute_lists,  # kramdown's `{: .btn}` after a link: markup, no text
    drop_scripts,  # a page's `<script>`/`<style>` elements, which show nothing
    drop_controls,  # `<button>`s, toggles and their scripts: a widget's, no card's text
    form_options,  # a `<form>`'s `<label><input type="radio">` lines: options
    html_question_blocks,  # `<p>` over `Question 1 – What is X?` over `</p>`
    leading_breaks,  # `<br>**Ans**:- ...`: the line's label past its break
    summary_links,  # `<summary>Answer (Learn more: <a ...>)`: link kept
    bold_after_blocks,  # `</ul>` over `<b>2. What ...?</b>`: the block ends
    icon_boxes,  # `<i class='fas fa-check-square'></i> Text`: a ticked option
    loose_boxes,  # `- [x] a.` over a blank and its text: the text on the box line
    task_questions,  # `- [x] What is X?` over its nested answer: a bullet question
    letter_pairs,  # `**S: ...**` over `C: ...`: Turkish `Soru:` over `Cevap:`
    r_labels,  # `R:` under each question: Portuguese notes' `Resposta:`
    a_answer_labels,  # `Q1. X?` over one `A) text` line, no `B)` anywhere: `Answer: text`
    glued_hashes,  # `##Pergunta 3`: a heading typed without its space
    doubled_hashes,  # `## ## What is X?`: a heading's marks typed twice, once
    shared_answers,  # `- Q1?` / `- Q2?` over `**Answers:**`: one question heading
    p_labels,  # `### P3: ¿Qué ...?` headings: Spanish `Pregunta 3:`, as `Q3:`
    spaced_q_labels,  # `# Q27 Types of disks` among `# Q1 What ...?` headings
    plural_labels,  # `# Questions 3` among `# Question 1` headings: singular
    glued_q_labels,  # `11222Q25. What ...?` between `Q24` and `Q26`: that label
    repeated_q_labels,  # `**Q17.** answer` under `**Q17. What ...?**`: `**A17.** answer`
    lowered_part_headings,  # `# Part:` between `## 3.` and `## 4.`: the answer's
    opening_sub_headings,  # `## Title` right under `### Question 1`: its answer's
    more_questions,  # `#### More Questions` over `<li><b>Q</b> A</li>` items: `Q:`/`A:`
    response_headings,  # `### Response` right after `### Prompt`: its answer
    loose_bold_questions,  # `** What is X?**`, `**15 What ...?**` among `**N.**`
    glued_bullets,  # `-**What is X?**`: a bullet typed without its space
    bulletless_questions,  # `Q?` typed without its bullet among `* Q?` ones
    titled_questions,  # `Medium tasks` typed over `6) ...`: a paragraph apart
    inner_questions,  # `5. What is X?` over `Ans :` inside an answer: a heading
    pictograph_numbers,  # `🔹 1. What ...?` lines as the numbered lines they show
    shortcode_numbers,  # `:one: **What ...?**` lines as numbered headings
    pictograph_questions,  # `<br/>📌 What ...?` lines as headings, bold keys ticked
    answered_follow_ups,  # `👉 Why?` over a second `Answer:` in one: its own card
    alternative_wordings,  # `#### Q? (or)` over `#### Q'?`: one question heading
    span_options,  # `` - `A. True` `` options, each one code span: lettered
    bold_options,  # `* **Right**` among `* wrong` bullets: a keyed task list
    question_label_items,  # `- **Question:** ...` over `- **Answer:**`: its text
    sub_question_sets,  # `### Topic` over `- Q1?`, `- Q2?`, `- **Expected:** A`: one question
    item_titles,  # `1. **X**` over an indented `*Question*:`: `**1. X**`, at the margin
    titled_labels,  # `**2. Scenario: X**` over `*Question:* ...`: its heading
    bold_label_headings,  # `__Practice Question__` over each question: a heading
    speaker_turns,  # a transcript's interviewer turns and the answers to them
    pause_cards,  # slides between rules, `. . .` between question and answer
    ruled_pairs,  # a question's stretch between rules, then its answer's
    prompt_bullets,  # plain prompts, each over its bullets, in unmarked notes
    key_titles,  # `**Results**:` over `- **Question 1**: d` ... at the end
    dash_keys,
    json_keys,
    headed_stems,  # `-b` and JSON keys; plain stems
    labelled_stems,  # a bare question among `Question:` ones: labelled
    labelled_lead_ins,  # `6.1` / code over `问：...？` / `答：`: the code under the label
    tagged_prompts,  # `* prompt` over `[tags]` and its answer: a heading
)
"""The rewrites every document goes through before a reader reads it, in order: each
reads what the ones before it wrote (see `read`)."""


def read(text: str, source: str) -> ParsedDocument:
    """Read a document in the layout that fits it best (see the module docstring).

    Raises:
        DocumentError: empty, binary or too large text (from the first reader), or no
            layout made a card (naming the layouts tried and the nearest miss).
    """
    text = unicode_blanks(text)  # no-break spaces where the readers expect a blank
    bank = tab_records(text, source)  # `Q<TAB>...` / `A<TAB>...` records: fields, no page
    if bank is not None:
        return bank
    if looks_like_org(text, source):
        text = carried(text, org_to_markdown(text))  # Org headings, blocks, drill items as Markdown
    # each pass in turn (`traced`: warnings name the lines as written, srs.importers.linemap);
    # a long document is read meanwhile (srs.importers.twocores)
    passes = tuple(map(traced, _PASSES))
    return ahead(text, passes, lambda rewritten: _read_rewritten(rewritten, source))


def _read_rewritten(text: str, source: str) -> ParsedDocument:
    """`read` of the text its passes wrote, its lines named as those of the text as written."""
    try:
        return read_back(text, source, _read)
    except DocumentError:
        opened = _open_prose_blocks(text)
        if opened == text:  # else nothing outside code asks: code blocks wrap the questions
            task = one_task(text)  # or one task over a rule and its `Solution Steps`
            if task is None:
                raise
            opened = task
    return read_back(carried(text, opened), source, _read)


def _stands_alone(doc: ParsedDocument, labelled_only: bool) -> bool:
    """Whether the line reader's result needs no other reader: every question labelled,
    nothing skipped or left out, nothing else asks."""
    return labelled_only and not doc.skipped and not doc.warnings


def _read(text: str, source: str) -> ParsedDocument:
    """`read` after the markers are rewritten."""
    results: list[tuple[int, ParsedDocument]] = []  # (priority, result): ties go to the higher
    misses: list[tuple[str, NoQuestions]] = []
    tried: list[str] = []

    def attempt(name: str, priority: int, reader: Reader) -> ParsedDocument | None:
        tried.append(name)
        try:
            doc = reader(text, source)
        except NoQuestions as exc:
            misses.append((name, exc))
            return None
        results.append((priority, doc))
        return doc

    data = _whole_records(text, source)
    if data is not None:
        # a JSON or YAML file of question records: syntax, no page whose lines or notes to read
        doc = attempt("question records", 2, data)
        if doc is not None:
            return doc

    labelled_only = False

    def lines(text: str, source: str) -> ParsedDocument:
        nonlocal labelled_only
        doc, labelled_only = _lines(text, source)
        return doc

    # The Markdown reader reads the labels the line reader does, and the structure it does
    # not (and it keeps an answer's numbered points in the answer, where the line reader
    # may start questions at them): when it makes cards, its result is the one compared.
    if unlabelled_structure(text):
        if attempt("markdown", 1, _markdown) is None:
            attempt("labelled lines", 0, lines)
    else:
        first = attempt("labelled lines", 0, lines)
        if first is not None and _stands_alone(first, labelled_only):
            return _with_questions_in_code(first, text, source)
        if attempt("markdown", 1, _markdown) is not None and first is not None:
            results.remove((0, first))
    for name, reader in _specific_readers(text, source):
        if name != "question records" or data is None:
            attempt(name, 2, reader)
    if results:
        best = max(results, key=lambda result: (*_score(result[1]), result[0]))[1]
        return _with_questions_in_code(best, text, source)
    name, nearest = max(misses, key=lambda miss: miss[1].found)
    closest = f"; nearest: {name}" if nearest.found else ""
    message = f"{nearest.message} (layouts tried: {', '.join(tried)}{closest})"
    raise DocumentError(source, nearest.line, message, notes=nearest.notes)
