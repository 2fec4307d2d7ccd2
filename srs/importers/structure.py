"""The Markdown block pass: where questions start, from the document's block structure.

markdown-it-py parses the document's blocks (headings, lists, fences, tables, HTML, each with
its lines). Only the block rules run: a question is found by its place in the structure, never
by its inline markup. Each kind of top-level block has its reader here (a list's items:
srs.importers.listitems); what they find is a `Structure`, which the Markdown reader
(srs.importers.markdown) joins with the questions its headings ask.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from srs.importers.asking import asks, ends_asking, names_a_difference
from srs.importers.blocklines import is_top_link
from srs.importers.boldanswers import INLINE_BOLD_RE, noted_question
from srs.importers.boldquestionruns import run_starts
from srs.importers.boldsiblings import bold_sibling_starts
from srs.importers.common import MARKS, NUMBERED_TEXT_RE, OPTION_RE, heading_label, next_content
from srs.importers.details import DETAILS_OPEN_RE, details_starts
from srs.importers.fencealign import parsed_text
from srs.importers.glossaryfolds import quiet_questions_kept
from srs.importers.inlineans import answered_starts, dashed_answer
from srs.importers.itemtail import prose
from srs.importers.labeltext import numbered_text, tidy_label
from srs.importers.lazyre import lazy
from srs.importers.listitems import ListItems, is_label, label_lines, list_items
from srs.importers.marginanswers import MarginItem, answered_below, margin_item
from srs.importers.markedstems import marked_stem
from srs.importers.nestedbold import bold_line_text
from srs.importers.numberedsequence import numbered_sequence
from srs.importers.paireditems import wrapped_tasks
from srs.importers.paragraphasks import (
    ESCAPED_NUMBER_RE,
    LONGEST_ASKING,
    PAREN_NUMBER_RE,
    asks_here,
    asks_over_indented,
)
from srs.importers.questioncode import past_code
from srs.importers.questionruns import (
    lone_question,
    marked_title,
    question_run,
    section_over_question,
)
from srs.importers.quietitems import (
    bold_titled,
    quiet_questions,
    titled_list,
    titled_pattern,
    unanswered_tasks,
)
from srs.importers.quotequestions import QuoteQuestion, quote_question, quote_starts
from srs.importers.renumbered import RenumberedLists, nested_questions
from srs.importers.ruledquestions import ruled_section
from srs.importers.runon import run_on
from srs.importers.setextprose import paragraph_over_rule
from srs.importers.situationasks import situation_asks
from srs.importers.stems import plain_stem, stem_over_options, unboxed_before, unnumbered_start
from srs.importers.structuretables import overview_tables
from srs.importers.structuretables import table as _table
from srs.importers.subnumbers import bold_series, sub_numbered
from srs.importers.titleditems import drop_lone_titles, titled_like_asking
from srs.importers.toldlines import told_difference, told_prompt
from srs.importers.trailingask import label_above, told_question, trailing_question
from srs.importers.unanswered import unanswered_between
from srs.importers.values import Line, Start

if TYPE_CHECKING:  # markdown-it is loaded by `_parser`, on a document's first block pass
    from markdown_it import MarkdownIt
    from markdown_it.token import Token

_LEADING_MARKS_RE = lazy(rf"^{MARKS}")


@functools.cache
def _parser() -> MarkdownIt:
    """CommonMark with tables and HTML blocks; block rules only (no inline pass, no link
    reference definitions: neither tells where a question starts). Imported here, on first
    use: a document the line reader reads whole (a long quiz) never loads markdown-it."""
    from markdown_it import MarkdownIt

    md = MarkdownIt("commonmark", {"html": True, "maxNesting": 40}).enable("table")
    md.core.ruler.disable(["inline", "text_join"])
    md.block.ruler.disable(["reference"])
    return md


@dataclass
class Structure:
    """What the block pass found: the headings and the starts that are not headings."""

    headings: dict[int, tuple[int, str]] = field(default_factory=dict)
    starts: dict[int, Start] = field(default_factory=dict)
    blank: set[int] = field(default_factory=set)
    """Lines that are part of a heading's markup (a setext underline): read as blank."""
    separators: set[str] | None = None
    """The document's separator lines between questions (see `_separators`), once looked for."""
    summaries_not_asking: set[int] = field(default_factory=set)
    """`<details>` starts whose summary does not ask (`List 5 ports`, `Translations`)."""
    answer_folds: list[tuple[int, int]] = field(default_factory=list)  # details_starts'
    asking_paragraphs: dict[int, Start] = field(default_factory=dict)
    """Plain paragraphs that ask, right before an answer heading or label: questions only in a
    document with no other question (a one-question page: `How do you ...?` / `## Answer`)."""
    unnamed_tables: list[int] = field(default_factory=list)
    """The `table_open` tokens of tables whose header names no question and answer, but has
    a number column: read as the document's other question tables are, if it has some."""
    numbered_tables: int = 0
    """How many question|answer tables with a number column the document has."""
    term_tables: list[list[int]] = field(default_factory=list)
    """The row lines of each table whose question column names terms; `overviews`: those read
    as the page's overview, no questions (srs.importers.structuretables)."""
    overviews: list[list[int]] = field(default_factory=list)
    unanswered_items: set[int] = field(default_factory=set)
    """The first lines of the items of a list of questions that have no answer (asking or
    not: `37. How to copy a table`): question-like, reported when no card holds them."""
    question_lists: list[tuple[list[int], int]] = field(default_factory=list)
    """Numbered lists each of whose items asks, none answered: their items' first lines and
    the line after the list (see srs.importers.unanswered `unanswered_after`)."""
    item_numbers: dict[int, int] = field(default_factory=dict)
    """The first line of each numbered list item taken as a question -> its number."""
    quiet_numbered: list[tuple[int, Start]] = field(default_factory=list)
    """Numbered items with an answer below that do not ask and were not taken: questions
    when their number goes on from a numbered question next to them."""
    bare_numbered: list[int] = field(default_factory=list)
    """Numbered items with no answer in lists not taken: unanswered questions when their
    number goes on from a question whose answer is indented under it (numberedsequence)."""
    question_lines: dict[int, Start] = field(default_factory=dict)
    """Plain paragraphs whose first line is a question and the rest (or the next paragraph)
    its answer: notes kept as `What is X?` over the answer. Questions only where nothing
    else in the document is, and at least two of them are."""
    listed_question_lines: dict[int, Start] = field(default_factory=dict)
    """The same with a bulleted list for the answer (`What is X?` over `- X is ...`): taken
    with `question_lines`, on the same terms."""
    section_lines: dict[int, tuple[int, str]] = field(default_factory=dict)
    """Titles set on the first line of a pair (`🔹 11–20: Data Structures` over `What is
    X?` and its answer): headings (of the deepest level) where the notes are the questions."""
    told_lines: dict[int, Start] = field(default_factory=dict)
    """Two-line paragraphs whose first line asks without a question mark (`Explain X.`) over
    its answer: questions only among `question_lines` (most of the pairs ask with `?`)."""
    numbered_items: set[int] = field(default_factory=set)
    """The first lines of the numbered list items taken as questions (see `run_on`)."""
    paragraphs: list[tuple[int, int]] = field(default_factory=list)
    """(first line, end) of each top-level paragraph (see `numbered_in_paragraphs`)."""
    quotes: list[QuoteQuestion] = field(default_factory=list)
    """Top-level quotes that may be questions (srs.importers.quotequestions)."""
    asked_items: list[tuple[int, Start]] = field(default_factory=list)
    """Items of lists of questions that ask and have no answer, with their starts."""
    answered_below: list[int] = field(default_factory=list)
    """Bulleted items taken as questions for the quote or paragraph after their list."""
    margin_items: list[MarginItem] = field(default_factory=list)
    """Last bullets with no answer over a paragraph at the margin (srs.importers.marginanswers)."""
    nested_bullets: int = 0
    """How many bulleted questions were taken over an answer indented under them."""
    titled_below: list[tuple[int, Start]] = field(default_factory=list)
    """Emphasised title bullets answered after their list (listitems' `titled_below`)."""
    asked_under: set[int] = field(default_factory=set)
    """Unanswered items that ask however they are worded: the questions listed under a
    category's bold title (srs.importers.categoryitems), a break-titled list's tasks."""
    titled_lists: list[ListItems] = field(default_factory=list)
    """Bulleted lists of bold titles over answers, too few of them asking to be questions on
    their own: questions where another list is (`titled_pattern`)."""
    titled_pattern: bool = False
    """A list of bold titles over answers, some asking, some not, was taken as questions."""
    renumbered: RenumberedLists = field(default_factory=RenumberedLists)  # `1.` on each item
    bold_series: bool = False
    """Bold paragraphs numbered as sub-questions are a series of questions (`bold_series`)."""
    titled_items: set[int] = field(default_factory=set)
    """Numbered items taken as questions for their bold title alone (`3. **Prototypal
    inheritance**` over its answer): questions only among numbered questions that ask."""
    titled_runs: list[list[int]] = field(default_factory=list)
    """The taken items of each numbered list with titled items (srs.importers.titleditems)."""


def scan(lines: list[Line]) -> Structure:
    """The block structure of the document's lines (indexes into `lines`).

    markdown-it reads the line pass's fenced blocks as that pass found them (`parsed_text`)."""
    text = parsed_text(lines)
    tokens = _parser().parse(text)
    found = Structure(bold_series=bold_series(text))
    k = 0
    while k < len(tokens):
        k = _block(found, tokens, k, lines)
    _lists_like_others(found)
    if found.numbered_tables:
        for table in found.unnamed_tables:  # `| # | Issue | Expected troubleshooting |`
            _table(found, tokens, table, lines, like_others=True)
    overview_tables(found)
    if found.quotes:
        for i, start in quote_starts(found.quotes, found.headings.values()).items():
            found.starts.setdefault(i, start)
    _drop_quiet_summaries(found, lines)
    drop_lone_titles(found, lines)  # `1. **Install**`: a step, not a question
    for i, start in bold_sibling_starts(lines).items():  # `**X vs Y**` among bold questions
        found.starts.setdefault(i, start)
    answered_below(found)
    situation_asks(lines, found.starts, found.headings)
    numbered_sequence(found, lines)
    run_on(lines, found.starts, found.headings, found.numbered_items, found.unanswered_items)
    unanswered_between(found.starts, found.numbered_items, _bare_asking(found), lines)
    return found


def _lists_like_others(found: Structure) -> None:
    """Lists written as the author's lists of questions are (bold titles over answers, or
    `1.` items: srs.importers.renumbered), once one is taken: questions, though they ask less."""
    titled = found.titled_lists if found.titled_pattern else []
    for listed in titled + found.renumbered.lists():
        quiet = listed.quiet if found.renumbered.all_quiet(listed) else []
        _taken(found, listed, [(i, s) for i, s in listed.items if s is not None] + quiet, like=True)


def _block(found: Structure, tokens: list[Token], k: int, lines: list[Line]) -> int:
    """Read the block that opens at token k, if it is a top-level one; returns the index of
    the next token to read (after the block, for a list or a table)."""
    tok = tokens[k]
    if tok.level != 0 or tok.map is None:
        return k + 1
    if tok.type in ("bullet_list_open", "ordered_list_open"):
        return _list(found, tokens, k, lines)
    if tok.type == "table_open":
        return _table(found, tokens, k, lines)
    if tok.type == "heading_open" and paragraph_over_rule(
        tok, tokens[k + 1], lines, lambda: _separators(found, lines)
    ):
        found.blank.add(tok.map[1])  # an answer with its closing rule glued under it
    if tok.type == "heading_open":
        _heading(found, tok, tokens[k + 1])
    elif tok.type == "paragraph_open":
        found.paragraphs.append((tok.map[0], tok.map[1]))
        if not _bold_run(found, tok, tokens[k + 1]):
            _bold_paragraph(found, tok, tokens[k + 1])
        _asking_paragraph(found, tok, tokens[k + 1], tokens, k, lines)
        _question_line(found, tok, tokens[k + 1], lines)
    elif tok.type == "blockquote_open":
        quoted = quote_question(tokens, k, lines)
        if quoted is not None:
            found.quotes.append(quoted)
    elif tok.type == "html_block" and DETAILS_OPEN_RE.search(tok.content):
        _details(found, tok, lines)
    return k + 1


def _separators(found: Structure, lines: list[Line]) -> set[str]:
    """The long lines of dashes the document sets after a blank line: its separators between
    questions (see `separator_under`). Looked for once, at the first setext `---` heading."""
    if found.separators is None:
        found.separators = {
            line.text.strip()
            for k, line in enumerate(lines)
            if line.text[:1] == "-"
            and (k == 0 or not lines[k - 1].text.strip())
            and len(line.text.strip()) >= 20
            and not line.text.strip().strip("-")
        }
    return found.separators


def _drop_quiet_summaries(found: Structure, lines: list[Line]) -> None:
    """A summary that does not ask is a question only among summaries that do (a FAQ of
    `<details>` blocks); alone, or among others like it, it is not (`Translations`), unless
    many are a glossary's terms or a catalogue's items (srs.importers.glossaryfolds)."""
    quiet = quiet_questions_kept(found.summaries_not_asking, found.starts, found.headings, lines)
    details = sum(1 for s in found.starts.values() if s.body is not None and not s.weak)
    if quiet and (details - len(quiet) < 2 or 2 * (details - len(quiet)) < details):
        for i in quiet:
            del found.starts[i]


def _heading(found: Structure, tok: Token, inline: Token) -> None:
    assert tok.map is not None
    first, end = tok.map
    if "](#" in inline.content and is_top_link(inline.content):
        found.blank.update(range(first, end))  # `### [⬆ Back to Basics](#basics)`: a link
        return
    found.headings[first] = (int(tok.tag[1]), heading_label(inline.content.replace("\n", " ")))
    found.blank.update(range(first + 1, end))  # a setext heading's other lines, its underline


def _list(found: Structure, tokens: list[Token], k: int, lines: list[Line]) -> int:
    """The items of a top-level list that are questions; returns the index after the list."""
    listed, j = list_items(tokens, k, lines)
    listed = wrapped_tasks(listed, lines)  # `2) Write X.` / `Try it out ...`, unanswered
    found.renumbered.lay_out(listed, lines)  # `1) Q` / `A` items: see srs.importers.renumbered
    _take_list(found, listed)
    map_ = tokens[k].map
    if (margin := margin_item(listed, map_, lines, found.starts)) is not None:
        found.margin_items.append(margin)
    if listed.ordered and map_ and listed.items and len(listed.asking_bare) == len(listed.items):
        found.question_lists.append((listed.asking_bare, map_[1]))
    return j


def _take_list(found: Structure, listed: ListItems) -> None:
    """Record a list's questions (and its items that go unanswered) in `found`; a numbered
    list's items that do not ask are kept aside (srs.importers.numberedsequence)."""
    taken = _list_questions(found, listed)
    found.asked_under.update(listed.asked_under)  # a category's questions (categoryitems)
    found.titled_below.extend(listed.titled_below)
    found.unanswered_items.update(listed.asked_under)
    for first, level, text in listed.headed:  # a heading item with no answer: ends the one above
        found.headings.setdefault(first, (level, tidy_label(text)))
    if listed.ordered:
        found.item_numbers.update((i, s.number) for i, s in taken if s.number is not None)
        quiet = listed.quiet if taken else [*listed.quiet, *_untaken(listed)]
        found.quiet_numbered.extend(
            sorted((q for q in quiet if q[0] not in found.starts), key=_line)
        )
        found.bare_numbered.extend(() if taken else listed.bare)


def _line(item: tuple[int, Start]) -> int:
    """An item's first line: srs.importers.numberedsequence reads the kept items in order."""
    return item[0]


def _untaken(listed: ListItems) -> list[tuple[int, Start]]:
    """The questions of a numbered list too few of whose items ask to make it a list of
    questions (`23. Bootstrapping` / `24. Zone.js` / `25. What is X`, each over its answer):
    kept aside with its quiet items, so that where its numbering goes on from the document's
    questions (srs.importers.numberedsequence) the item that asks is one as surely as its titled
    neighbours are, not text of the answer above it."""
    return [(i, s) for i, s in listed.items if s is not None]


def _list_questions(found: Structure, listed: ListItems) -> list[tuple[int, Start]]:
    """The list's items taken as questions (recorded in `found`, with the unanswered ones)."""
    questions = [(i, s) for i, s in listed.items if s is not None]
    asking = len(questions) + listed.unanswered
    if listed.ordered and not questions and 2 * asking > len(listed.items):
        # a numbered list of questions with no answers: each item is reported, the one
        # worded as a topic too (`6. Difference between deep and shallow copy`)
        found.unanswered_items.update(listed.bare)
    if not listed.ordered and not listed.introduced and 2 * asking >= len(listed.items):
        found.asked_items.extend(listed.asked)
    if not questions or not _of_questions(listed, len(questions), asking):
        if not listed.ordered and bold_titled(listed):
            found.titled_lists.append(listed)  # questions if the document's others are
        found.renumbered.kept(listed)  # questions if the document's others are
        return []
    found.titled_pattern = found.titled_pattern or titled_pattern(listed, len(questions))
    # every item over its indented answer (nested_questions): the topics are questions too
    like = found.renumbered.took(listed) or nested_questions(listed)
    return _taken(found, listed, questions, like=like)


def _of_questions(listed: ListItems, answered: int, asking: int) -> bool:
    """Whether a list with `answered` questions (`asking` items ask) is a list of questions:
    half its items ask (`_counted`), or it is laid out as one (bold titles, `titled_list`;
    every item over its nested answer, `nested_questions`)."""
    if 2 * asking >= _counted(listed, answered) or titled_list(listed, answered):
        return True
    return nested_questions(listed)


def _taken(
    found: Structure, listed: ListItems, questions: list[tuple[int, Start]], like: bool = False
) -> list[tuple[int, Start]]:
    """`_list_questions` for a list of questions: its quiet items that are questions too (all
    of them, `like` the document's other lists of bold titles), recorded in `found`."""
    questions += quiet_questions(listed, len(questions), like=like)
    found.starts.update(questions)
    found.answered_below.extend(listed.below)
    if not titled_like_asking(listed):  # else questions as its asking titles are
        found.titled_items.update(listed.titled)
        found.titled_runs.append([i for i, _ in questions] if listed.ordered else [])
    if listed.ordered:
        found.unanswered_items.update(listed.bare)
        found.numbered_items.update(i for i, _ in questions)
    else:  # a bullet with no answer among questions: unanswered when it asks
        found.nested_bullets += sum(1 for _, s in questions if s.end is not None and not s.rest)
        found.unanswered_items.update(i for i in listed.bare if i in listed.asking_bare)
        tasks = unanswered_tasks(listed)  # (`- Write a script. <br>` among answered tasks)
        found.asked_under.update(tasks)
        found.unanswered_items.update(tasks)
    return questions


def _bare_asking(found: Structure) -> set[int]:
    """The items that ask and have no answer: bare items of lists of questions, and asking
    items of other lists."""
    return found.unanswered_items | {i for i, _ in found.asked_items}


def _counted(listed: ListItems, answered: int) -> int:
    """How many items the list's questions must be half of: its items with no answer below do
    not count against two or more answered ones (a list of questions whose last few are not
    answered yet, `- Difference between a crash and exception.`)."""
    return len(listed.items) - (len(listed.bare) if answered >= 2 else 0)


def _bold_run(found: Structure, tok: Token, inline: Token) -> bool:
    """Whether the paragraph is a run of bold questions with no answers (`**What is X?**` /
    `**Why Y?**`: srs.importers.boldquestionruns), each line then a question's start."""
    assert tok.map is not None
    run = run_starts(inline.content.split("\n"), tok.map[0])
    found.starts.update(run)
    return bool(run)


def _bold_paragraph(found: Structure, tok: Token, inline: Token) -> None:
    """A paragraph whose first line(s) are one bold question: `**What is X?**`."""
    assert tok.map is not None
    text_lines = inline.content.split("\n")
    text_lines[0] = _LEADING_MARKS_RE.sub("", text_lines[0])  # `💡 **21. How ...?**`
    if text_lines[0][:2] not in ("**", "__"):
        return
    same_line = INLINE_BOLD_RE.match(text_lines[0])
    if same_line is not None and len(same_line.group("q").split()) < 2:
        return  # `**Why?** Because ...`: a label in prose, not a question
    on_line = _inline_start(same_line, text_lines[0])
    if on_line is not None:
        found.starts[tok.map[0]] = on_line
        return
    count = label_lines(text_lines)
    inner = bold_line_text("\n".join(text_lines[:count]).strip())  # `**A **&** B?**` too
    if inner is None:
        return
    text = tidy_label(inner.replace("\n", " "))
    exercise = sub_numbered(text, in_series=True) if found.bold_series else None
    if exercise is not None:  # `**5.17 Consider the following processes:**`
        found.starts[tok.map[0]] = Start(None, exercise.label, weak=True, skip=count - 1)
        return
    told = told_difference(text)  # `**Difference between X and Y.**`: told, a full stop
    if is_label(text) or text.endswith(":") or not (asks(text) or told) or names_a_difference(text):
        return
    numbered = NUMBERED_TEXT_RE.match(text)
    if numbered:
        found.starts[tok.map[0]] = Start(
            int(numbered.group("num")),
            numbered_text(numbered.group("text")),
            weak=True,
            skip=count - 1,
        )
        return
    found.starts[tok.map[0]] = Start(None, text, weak=True, skip=count - 1)


def _inline_start(same_line: re.Match[str] | None, line: str) -> Start | None:
    """The start of a bold question answered after it on its line (`**What is X?** X is
    ...`), or noted there (`**What is loam?** (basics)`: the note stays with the question,
    the answer is below it); None for neither."""
    if same_line is not None:
        return Start(
            None, tidy_label(same_line.group("q")), weak=True, rest=same_line.group("rest")
        )
    noted = noted_question(line)
    return Start(None, tidy_label(noted), weak=True) if noted is not None else None


def _question_line(found: Structure, tok: Token, inline: Token, lines: list[Line]) -> None:
    """A paragraph whose first line is a plain question (ends with `?`) and whose answer is
    its other lines or, for a one-line paragraph, the prose paragraph after it; or a
    paragraph of lines each a question and its answer (`What is X? - Y`)."""
    assert tok.map is not None
    first, end = tok.map
    texts = inline.content.split("\n")
    if _paired_lines(found, texts, first) or _trailing(found, texts, first, end, lines):
        return
    question = texts[0].strip()
    if plain_stem(question, lines, (first, end)):  # `X is:` over its keyed options
        found.question_lines[first] = Start(None, question, weak=True)
        return
    if end - first == 1 and _told_over_list(found, question, first, lines):
        return
    if end - first == 1 and lone_question(lines, first) and not question.endswith("?"):
        _lone_told(found, question, first, lines)
        return
    if not ends_asking(question) or len(question) > 300 or not asks(question):
        return
    if end - first == 1 and not _one_line_question(found, question, first, lines):
        return
    found.question_lines[first] = Start(None, question, weak=True)


def _lone_told(found: Structure, question: str, first: int, lines: list[Line]) -> None:
    """A told question on a line of its own: one of a run left unanswered, or over the prose
    paragraph that answers it."""
    nxt = next_content(lines, first)
    if question_run(lines, first, nxt):  # `Explain X.` in a run
        found.question_lines[first] = Start(None, question, weak=True)
    elif nxt is not None and told_prompt(question) and prose(lines[nxt]):
        _told_lines(found, question)[first] = Start(None, question, weak=True)


def _one_line_question(found: Structure, question: str, first: int, lines: list[Line]) -> bool:
    """For a one-line paragraph that asks: whether it is a question over the prose
    paragraph after it (the caller records it); other kinds are recorded here (False): one
    of a run left unanswered, the last before a titled section, one over a bulleted answer."""
    nxt = next_content(lines, first)
    if nxt is not None and _ruled_section(found, first, lines):
        return False
    if nxt is None or lines[nxt].text.strip().endswith("?") or lone_question(lines, nxt):
        if question_run(lines, first, nxt):
            found.question_lines[first] = Start(None, question, weak=True)  # unanswered
        return False
    title = lines[nxt].text.strip()
    if marked_title(title) and question_run(lines, first, None, need=2):
        # the last of a run of unanswered questions, then a titled section (`💡 Example`)
        found.question_lines[first] = Start(None, question, weak=True)
        found.section_lines[nxt] = (6, tidy_label(title))
        return False
    if _bullet_answer(lines[past_code(lines, nxt)]):  # (the question's own code between)
        found.listed_question_lines[first] = Start(None, question, weak=True)
        return False
    return prose(lines[nxt])


def _ruled_section(found: Structure, first: int, lines: list[Line]) -> bool:
    """A list of questions with no answers whose section a rule under line `first` closes
    (srs.importers.ruledquestions): its questions recorded unanswered, the titles over its
    first question and the next section's as the headings they stand for."""
    section = ruled_section(lines, first)
    if section is None:
        return False
    for k in section.questions:
        found.question_lines.setdefault(k, Start(None, lines[k].text.strip(), weak=True))
    # the rule right under the last question ends it, as a blank and a rule would: the next
    # section's title is no heading of its answer
    found.question_lines[first] = Start(None, lines[first].text.strip(), weak=True, end=first + 1)
    for k in section.titles:
        found.section_lines.setdefault(k, (6, tidy_label(lines[k].text.strip())))
    return True


def _told_over_list(found: Structure, question: str, first: int, lines: list[Line]) -> bool:
    """A one-line paragraph that asks without `?` over a bulleted answer (`Explain X.` over
    `- Y`): a told question (recorded in `found`); a stem ending in a colon over its marked
    options (`X is used for:` over `- Y (Correct)`) is a choice question."""
    if marked_stem(question, lines, first):
        found.listed_question_lines[first] = Start(None, question, weak=True)
        return True
    if not told_question(question):
        return False
    nxt = next_content(lines, first)
    if nxt is None or not _bullet_answer(lines[nxt]):
        return False
    found.told_lines[first] = Start(None, question, weak=True)
    return True


def _paired_lines(found: Structure, texts: list[str], first: int) -> bool:
    """The paragraph's lines as notes other than one question over its answer (recorded in
    `found`; False when they are not): each line a question and its answer (`What is X? -
    Y`), a section's title over the pair, or a question told without `?` over its answer."""
    pairs = [dashed_answer(line) for line in texts]
    if all(pairs):
        for k, pair in enumerate(pairs):
            assert pair is not None
            found.question_lines[first + k] = Start(None, pair[0], weak=True, rest=pair[1])
        return True
    at = section_over_question(texts)
    if at is not None:
        # `🔹 11–20: Data Structures` over `How do sets differ from lists?` and its answer: a
        # section's title set on the pair's first line, read as the heading it stands for
        found.section_lines[first + at - 1] = (6, tidy_label(texts[at - 1]))
        found.question_lines[first + at] = Start(None, texts[at].strip(), weak=True)
        return True
    if len(texts) >= 2 and told_prompt(texts[0].strip()):
        _told_lines(found, texts[0].strip())[first] = Start(None, texts[0].strip(), weak=True)
        return True
    return False


def _told_lines(found: Structure, text: str) -> dict[int, Start]:
    """Where a told question is kept: `Difference between X and Y.` with the questions that
    ask, any other with the told ones (taken only when few beside those)."""
    return found.question_lines if told_difference(text) else found.told_lines


def _trailing(found: Structure, texts: list[str], first: int, end: int, lines: list[Line]) -> bool:
    """A paragraph that ends with the next question (see srs.importers.trailingask): its last
    line a question line or a told one, the label above it a section's title."""
    asked = trailing_question(texts, end, lines)
    if asked is None:
        return False
    at = first + len(texts) - 1
    kept = found.told_lines if asked[1] else found.question_lines
    kept[at] = Start(None, asked[0], weak=True)
    label = label_above(texts)
    if label is not None:
        found.section_lines[at - 1] = (6, tidy_label(label))
    return True


_BULLET_RE = lazy(r"^[ \t]{0,3}[-*+][ \t]+\S")


def _bullet_answer(line: Line) -> bool:
    """A bullet that answers the question line above it (`- Consensus is ...`): not code,
    not an option (`- A) ...`)."""
    return (
        not line.code and bool(_BULLET_RE.match(line.text)) and OPTION_RE.match(line.text) is None
    )


def _asking_paragraph(
    found: Structure, tok: Token, inline: Token, tokens: list[Token], k: int, lines: list[Line]
) -> None:
    """A paragraph that asks, right before an answer label or heading; or numbered (`(10)
    Day to day tasks?`, the last of the questions, with no answer: reported, not folded
    into the answer above it). A one-line paragraph that opens its section (after a rule, a
    heading or nothing) right over an answer heading is a question even when it does not
    ask: `❓ 5. Lazy loading non-critical JS.` over `### 📝 Answer` is one, as its siblings
    that end with `?` are."""
    assert tok.map is not None
    answered = answered_starts(tok.map, inline.content, found.asking_paragraphs)
    if answered:  # `... in m/s? Ans- 16.67`: the answer opens on the question's line
        found.asking_paragraphs.update(answered)
        return
    text = " ".join(inline.content.split())
    if len(text) > LONGEST_ASKING:
        return
    m = PAREN_NUMBER_RE.match(text) or ESCAPED_NUMBER_RE.match(text)
    if found.asking_paragraphs and _inside_last_stem(found, tok.map[0]):
        return  # the question's own lines, under its numbered first one
    stem = stem_over_options(inline.content, lines, tok.map)
    if stem is not None:
        number, label, skip = stem
        asking = found.asking_paragraphs
        asking[tok.map[0]] = Start(number, label, weak=True, skip=skip)
        asking.update(unboxed_before(found.paragraphs, asking, lines))
        return
    if found.starts and asks_over_indented(lines, tok.map) and min(found.starts) < tok.map[0]:
        first = lines[tok.map[0]].text.strip()  # among list questions answered the same way
        found.starts[tok.map[0]] = Start(None, tidy_label(first), weak=True)
        return
    if unnumbered_start(found.starts, lines, tok.map):  # `Creamos clases para` / `Select one:`
        return
    if not asks_here(text, m, lines, tok.map):
        return
    if m is None:
        m = NUMBERED_TEXT_RE.match(_LEADING_MARKS_RE.sub("", text))  # `❓ 1. What is LCP?`
    found_number, label = (int(m.group("num")), m.group("text")) if m else (None, text)
    found.asking_paragraphs[tok.map[0]] = Start(
        found_number, tidy_label(label), weak=True, skip=tok.map[1] - tok.map[0] - 1
    )


def _inside_last_stem(found: Structure, first: int) -> bool:
    """Whether line `first` lies within the lines of the last asking paragraph found."""
    last = max(found.asking_paragraphs)
    return first <= last + found.asking_paragraphs[last].skip


def _details(found: Structure, tok: Token, lines: list[Line]) -> None:
    """`<details><summary>Question?</summary> answer </details>`: one question each.

    One HTML block may open several (`</details>` then `<details>` on the next line: the
    block runs on to the first blank line, which may be inside the next question's answer):
    every `<details>` the block opens at its top level is a question of its own.
    """
    assert tok.map is not None
    for first, start, asking in details_starts(tok.map, lines, found.answer_folds):
        known = found.starts.get(first)
        if known is not None and known.body is not None:
            continue  # a fold nested in one read before, already read as its question
        found.starts[first] = start
        if not asking:
            found.summaries_not_asking.add(first)
