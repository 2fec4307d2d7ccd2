"""A question|answer table's header and rows: which column holds what, and a row read as a
question start (its answer, and the cells around it that explain or continue it).

Kept apart from the block pass (srs.importers.structure), which finds the tables and hands
their rows here: the rules about cells sit in one small place.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from srs.importers.asking import asks
from srs.importers.cellopts import broken_options
from srs.importers.details import REVEAL_RE, numbered, plain_text
from srs.importers.html import html_to_text
from srs.importers.inpagelinks import links_alone
from srs.importers.labelstart import label_start
from srs.importers.labeltext import tidy_label
from srs.importers.labelwords import VERDICT_PAIRS
from srs.importers.lazyre import lazy
from srs.importers.tableheaders import NAMED_ANSWER, TRANSLATED_ANSWER, TRANSLATED_QUESTION
from srs.importers.values import Line, Start

if TYPE_CHECKING:  # annotations only: markdown-it loads with the block pass that makes tokens
    from markdown_it.token import Token

_QUESTION_HEADER_RE = lazy(
    r"^(?!(?:q\.?|questions?)[ \t]*(?:#|no\.?|nr\.?|num(?:ber)?|id)$)"
    rf"(?:(?:q|questions?|prompts?|front|terms?|concepts?|problems?|asks?)\b|{TRANSLATED_QUESTION})"
    r"|^(?:[^\W\d_][\w'-]*[ \t]+){1,2}questions?[ \t]*$",
    re.I,
)
"""`Question`, `Prompt`, `Term` (not `Question #`, the rows' numbers); and a header that ends
in the word question after a word or two saying which kind (`Interview Question`, `Sample
Questions`): still the column of questions."""
_ANSWER_HEADER_RE = lazy(
    r"^(?:(?:safe|short|model|correct|sample|best|expected|ideal|suggested|brief|quick"
    r"|one[- ]line|one[- ]liner|simple)[ \t]+)?"
    r"(?:a|answers?|back|definitions?|solutions?|explanations?|meanings?|descriptions?|responses?)\b"
    rf"|^{TRANSLATED_ANSWER}",
    re.I,
)
"""`Answer`, `Definition`, and the same with the kind of answer it is (`Safe Answer`,
`One-Line Definition`)."""
NUMBER_HEADER_RE = lazy(
    r"^(?:(?:q\.?|questions?)[ \t]*)?(?:#|no\.?|nr\.?|num(?:ber)?|id)$|^(?:index|s\.?\s?no\.?)$"
    r"|^(?:stt|n[º°o]\.?|№|lp\.?|序号|序號|编号|編號|番号|番號|번호)$",
    re.I,
)
"""`#`, `No.`, `Id`, `Question #`: the column of the rows' numbers (`Question #` names no
question column); the same in other languages: Vietnamese `STT` (số thứ tự), `Nº`, `№`,
Polish `Lp.`, Chinese `序号`, Japanese `番号`, Korean `번호`; `Q. No.` too, the question's number."""


@dataclass(frozen=True)
class Columns:
    """Where a question|answer table holds each thing (`number`: an optional `#` column)."""

    question: int
    answer: int
    number: int | None
    names: tuple[str, ...] = ()
    """The header's names: a named column beyond these three explains the answer, an unnamed
    one (or a cell past the header) is the answer's own, split by an unescaped `|`."""
    options: int | None = None
    """The column that lists each question's lettered options in one cell, split by line
    breaks (`A. foo<br/>B. bar`): the answer column then holds the key."""
    verdicts: bool = False
    """Every answer cell is a true/false verdict (`**T**`, `False`): each spelled out as the
    answer, `True` or `False`, as a true/false question's is everywhere else."""


KEY_NUMBER_RE = lazy(r"(?:q\s*)?\d+\.?", re.I)


def numbers_link_in_page(rows: list[tuple[int, list[str]]]) -> bool:
    """Whether most rows open with a cell that only links to an anchor of the page (`[1.1](#q-1-1)`):
    the rows name questions the document answers under those anchors, a table of contents (its
    section rows, `&nbsp; | **Strings**`, are the rest). Neither questions nor left unanswered."""
    linked = sum(1 for _, cells in rows if cells and links_alone(cells[0].strip()))
    return linked >= 2 and 2 * linked >= len(rows)


_SHOW_HEADER_RE = lazy(r"^(?:show|view|see|reveal|click|toggle|expand|open)\b", re.I)
_LINK_TEXT_RE = lazy(r"\[([^\]]*)\]\([^)]*\)")


def body_rows(rows: list[tuple[int, list[str]]], header: list[str]) -> list[tuple[int, list[str]]]:
    """The rows less a repeat of the header and its `---` row (two tables written with no
    blank line between them read as one)."""
    return [
        (i, cells)
        for i, cells in rows
        if [tidy_label(c) for c in cells] != header
        and not all(_DASHES_RE.fullmatch(c) for c in cells)
    ]


_DASHES_RE = lazy(r"[ \t:\-]*")


def question_column(header: list[str], rows: list[tuple[int, list[str]]]) -> int | None:
    """The column of questions: named so (`Question`), or the one text column before a
    `Show Answer` column whose cells only link to answers elsewhere (`| No. | Title | Show
    Answer |`, each answer a link to an anchor): its questions have no answer here."""
    named = next((c for c, h in enumerate(header) if _QUESTION_HEADER_RE.match(h)), None)
    if named is not None:
        return named if _leads(header, named) else None
    show = next((c for c, h in enumerate(header) if _SHOW_HEADER_RE.match(h)), None)
    texts = [c for c in range(show or 0) if not NUMBER_HEADER_RE.match(header[c])]
    if show is None or len(texts) != 1:
        return None
    return texts[0] if links_away(body_rows(rows, header), texts[0], show) else None


def links_away(rows: list[tuple[int, list[str]]], question: int, show: int) -> bool:
    """Whether every `show` cell only reveals or links (`Show Answer`) and most `question`
    cells ask: questions whose answers are elsewhere."""
    cells = [c for _, c in rows if len(c) > max(question, show)]
    reveal = [_LINK_TEXT_RE.sub(r"\1", plain_text(c[show])) for c in cells]
    asking = sum(asks(c[question]) for c in cells)
    return bool(cells) and all(REVEAL_RE.match(t) for t in reveal) and 2 * asking >= len(cells)


def table_rows(tokens: list[Token], k: int) -> tuple[list[tuple[int, list[str]]], int]:
    """The table's rows (each row's first line and its cells) and the index of its
    `table_close` token (or of the end)."""
    rows: list[tuple[int, list[str]]] = []
    j = k
    while j < len(tokens) and tokens[j].type != "table_close":
        tok = tokens[j]
        if tok.type == "tr_open" and tok.map is not None:
            rows.append((tok.map[0], []))
        elif tok.type == "inline" and rows:
            rows[-1][1].append(tok.content.strip())
        j += 1
    return rows, j


def named_columns(header: list[str]) -> Columns | None:
    """The columns the header names; None unless it names a question and an answer."""

    def named(pattern: re.Pattern[str]) -> int | None:
        return next((c for c, h in enumerate(header) if pattern.match(h)), None)

    question, answer = named(_QUESTION_HEADER_RE), named(_ANSWER_HEADER_RE)
    if question is not None and answer is None:
        answer = _unnamed_answer(header, question)
    if question is None or answer is None or question == answer or not _leads(header, question):
        return None
    return Columns(question, answer, named(NUMBER_HEADER_RE), tuple(header))


def _unnamed_answer(header: list[str], question: int) -> int | None:
    """The answer's column when no header opens with an answer word: one that holds it after
    another (`| STT | Câu hỏi | Ý chính trả lời |`), or a glossary's one other column (`| Term
    | Use Case |`)."""
    answer = _answer_within(header, question)
    if answer is not None or not _TERM_HEADER_RE.match(header[question]):
        return answer
    others = [c for c, h in enumerate(header) if c != question and not NUMBER_HEADER_RE.match(h)]
    return others[0] if len(others) == 1 and header[others[0]] else None


_ANSWER_WORD_RE = lazy(NAMED_ANSWER, re.I)


def _answer_within(header: list[str], question: int) -> int | None:
    """The one column after the question's whose header holds an answer word, not first
    (`Ý chính trả lời`, `Key answer`, `Idea principal de la respuesta`): the answer's column,
    named by what kind of answer it holds. None when none or several do."""
    found = [c for c in range(question + 1, len(header)) if _ANSWER_WORD_RE.search(header[c])]
    return found[0] if len(found) == 1 else None


_TERM_HEADER_RE = lazy(r"^(?:terms?|concepts?|keywords?|acronyms?)\b", re.I)
"""A glossary's first column: its one other column, whatever its name (`Use Case`,
`Purpose`, `What it does`), says what each term is."""


def names_terms(columns: Columns) -> bool:
    """Whether a table's question column names terms (`| Concept | Must-Know Points |`,
    `| Term | Definition |`): a glossary, whose rows are cards only as the page's questions."""
    names = columns.names
    return (
        columns.question < len(names) and _TERM_HEADER_RE.match(names[columns.question]) is not None
    )


def _leads(header: list[str], column: int) -> bool:
    """Whether only a number column comes before `column`: a table of questions opens with
    them (`| # | Question | Answer |`); one whose `Problem` column follows an `Anti-Pattern`
    column, or whose `Questions` follow a `Category`, is a table of facts about each row."""
    return all(NUMBER_HEADER_RE.match(h) or not h for h in header[:column])


_VERDICT_HEADER_RE = lazy(r"^(?:t[ \t]*/[ \t]*f|true[ \t]*(?:/|or)[ \t]*false|verdict)\??$", re.I)
_VERDICT_WORDS = "|".join(word for pair in VERDICT_PAIRS for word in pair)
_VERDICT_CELL_RE = lazy(
    r"(?:\*\*|__|\*|_|`)?"
    rf"(?:(?P<t>[tvwr]|[✓✔✅]\ufe0f?)|(?P<f>f|[✗✘❌])|(?P<word>{_VERDICT_WORDS}))"
    r"(?:\*\*|__|\*|_|`)?\.?",
    re.I,
)
"""A verdict cell: a word of labelwords' VERDICT_PAIRS (`False`, `Vero`, `Richtig`), its
letter (`T`, `V` for vero/vrai/verdadero, `W` wahr, `R` richtig; `F`) or a tick or cross,
bold or in a code span (`` `F` ``)."""
_BLANK_CELL_RE = lazy(r"[ \t]*(?:``)?[ \t]*")
"""A cell with nothing in it, or an empty code span (`` `` ``): a row left to fill."""
_VERDICT_ROWS = 2
"""How many statements judged true or false make a table a list of them (one alone may be
a row of facts)."""


def verdict_columns(header: list[str], rows: list[tuple[int, list[str]]]) -> Columns | None:
    """A table of statements to judge (`| # | Statement | Answer |`, each answer `**T**` or
    `False`): the statement is the question, its verdict the answer. Known by its answer
    column, named an answer (`Answer`, `T/F`), whose cells are all verdicts, two rows or more,
    and by one text column before it (after a number column, if any). A table of settings
    whose `Default` cells are `true`/`false` names no answer column: no questions.

    A table of two columns (a number column aside) whose header names no answer column
    after a statement's (`|Quiz|teoria|`, a title; `| Answer | Statement |`) is one too when
    one column's cells are all verdicts and the other's all statements of a few words, in
    either order (`` |`F`|SNMP runs over TCP| ``)."""
    body = body_rows(rows, header)
    answer = next((c for c, h in enumerate(header) if _names_verdicts(h)), None)
    if answer is None:
        return _unnamed_verdicts(header, body)
    texts = [c for c in range(answer) if header[c] and not NUMBER_HEADER_RE.match(header[c])]
    if len(texts) != 1 or not verdicts_in(body, answer):
        return _unnamed_verdicts(header, body)  # `| Answer | Statement |`: the verdict first
    number = next((c for c in range(answer) if NUMBER_HEADER_RE.match(header[c])), None)
    return Columns(texts[0], answer, number, tuple(header), verdicts=True)


def _unnamed_verdicts(header: list[str], rows: list[tuple[int, list[str]]]) -> Columns | None:
    """`verdict_columns` for a header that names no answer column (see there)."""
    number = next((c for c, h in enumerate(header) if NUMBER_HEADER_RE.match(h)), None)
    own = [c for c in range(len(header)) if c != number]
    if len(own) != 2:
        return None
    for answer, question in (own, own[::-1]):
        if verdicts_in(rows, answer) and _statements_in(rows, question):
            return Columns(question, answer, number, ("",) * len(header), verdicts=True)
    return None


_STATEMENT_WORDS = 3
"""How many words a cell needs to be a statement to judge: a table of settings (`| cache |
true |`, `| debug_mode | false |`) names things in a word or two."""


def _statements_in(rows: list[tuple[int, list[str]]], column: int) -> bool:
    """Whether every filled cell of `column` is a statement: no verdict, a few words."""
    cells = [c[column].strip() for _, c in rows if len(c) > column]
    filled = [cell for cell in cells if cell]
    return bool(filled) and all(
        len(cell.split()) >= _STATEMENT_WORDS and not _VERDICT_CELL_RE.fullmatch(cell)
        for cell in filled
    )


def verdicts_in(rows: list[tuple[int, list[str]]], column: int, least: int = _VERDICT_ROWS) -> bool:
    """Whether every filled cell of `column` is a verdict, `least` of them at the least (a
    row left blank, `` |``|| ``, is no statement: no card, and says nothing)."""
    cells = [c[column].strip() for _, c in rows if len(c) > column]
    filled = [cell for cell in cells if not _BLANK_CELL_RE.fullmatch(cell)]
    return len(filled) >= least and all(_VERDICT_CELL_RE.fullmatch(cell) for cell in filled)


def _names_verdicts(name: str) -> bool:
    """Whether a header names the column of verdicts: `Answer`, `T/F`, `True or False`."""
    return bool(_ANSWER_HEADER_RE.match(name) or _VERDICT_HEADER_RE.match(name))


def _spelled_verdict(answer: str) -> str:
    """A verdict cell's answer spelled out: `**T**` and `` `V` `` are `True`, `f` and `✗`
    `False`; a word stays the word (`Vero`, `Falsch`), only its markup gone."""
    m = _VERDICT_CELL_RE.fullmatch(answer.strip())
    if m is None:
        return answer
    word = m.group("word")
    if word is not None:
        return word.capitalize()
    return "True" if m.group("t") is not None else "False"


def unnamed_columns(header: list[str]) -> Columns | None:
    """A header that names a number column first and two more after it: `| # | Issue | Fix |`."""
    if len(header) < 3 or not NUMBER_HEADER_RE.match(header[0]) or not header[1] or not header[2]:
        return None
    return Columns(1, 2, 0, tuple(header))


def row_start(cells: list[str], columns: Columns, line: Line) -> Start | None:
    """A row's question, its answer as the block's lines; None for a row with no question.
    A table of questions only (its answer column the question's) answers a row whose cell
    holds its answer after a double break (`What is X? <br><br> X is ...`); none other."""
    cell = cells[columns.question]
    if columns.answer == columns.question:
        parts = _CELL_BREAK_RE.split(cell, maxsplit=1)
        cells = [*cells[: columns.question], parts[0], *cells[columns.question + 1 :]]
        return _row(cells, columns, line, html_to_text(parts[1]) if len(parts) == 2 else "")
    return _row(cells, columns, line, None)


def question_rows(
    rows: list[tuple[int, list[str]]],
    columns: Columns,
    lines: list[Line],
    titles: dict[int, tuple[int, str]],
) -> dict[int, Start]:
    """The questions of a table that names a question column and no answer column, by their
    rows' first lines: each row's, with the answer its own cell holds (see `row_start`); or,
    in a table that answers each numbered row on the row under it (`| 1 | What is X? |` over
    `|   | X is ... |`, its number cell blank), with that row's cell. A row with a blank
    number whose cell is only bold (`|   | **HTML** |`) titles the rows under it, as a
    heading would (recorded in `titles`): no question."""
    answers = _answer_rows(rows, columns)
    starts: dict[int, Start] = {}
    for k, (i, cells) in enumerate(rows):
        if len(cells) <= columns.question or k in answers:
            continue
        if _title_row(cells, columns):  # a heading of the deepest level
            titles[i] = (6, tidy_label(cells[columns.question]))
            continue
        if k + 1 in answers:
            below, answer = rows[k + 1]
            start = _row(cells, columns, lines[below], html_to_text(answer[columns.question]))
            start = start and replace(start, skip=below - i)  # the answer's row: no text between
        else:
            start = row_start(cells, columns, lines[i])
        if start is not None:
            starts[i] = start
    return starts


def spilled_starts(
    rows: list[tuple[int, list[str]]], columns: Columns, lines: list[Line]
) -> dict[int, Start]:
    """The questions of a question|answer table whose answer spilled onto the row below: a
    row that asks with its answer cells blank (`| Which two things help an HPC workload? |`),
    over a row whose question cell does not ask (`| Use a cluster placement group. | Use an
    instance type with enhanced networking. |`), where most of the table's other question
    cells ask. The author ended the question's row early and typed its answer (two right
    answers, here) as a row of its own. Read as written, the question was reported
    unanswered and its answer made a card that asked nothing. Each such question is keyed by
    its row's index, its answer the cells of the row below, joined; that row is no card."""
    spilled = {
        k
        for k in range(len(rows) - 1)
        if _asks_unanswered(rows[k][1], columns) and _answers_only(rows[k + 1][1], columns)
    }
    if not spilled or not _others_ask(rows, columns, spilled):
        return {}  # (the other rows read only then: most tables spill nothing)
    starts: dict[int, Start] = {}
    for k in sorted(spilled):
        (i, cells), (below, answer) = rows[k], rows[k + 1]
        text = "\n\n".join(html_to_text(c).strip() for c in _texts(answer, columns) if c.strip())
        start = _row(cells, columns, lines[below], text)
        if start is not None:
            starts[i] = replace(start, skip=below - i)  # the answer's row: no text between
    return starts


def _others_ask(rows: list[tuple[int, list[str]]], columns: Columns, spilled: set[int]) -> bool:
    """Whether three in four of the rows that are neither a spilled question nor its answer,
    two at least, ask in their question cell."""
    others = [cells for k, (_, cells) in enumerate(rows) if not {k, k - 1} & spilled]
    asking = sum(1 for cells in others if asks(html_to_text(cells[columns.question])))
    return len(others) >= _SPILL_OTHERS and asking * 4 >= len(others) * 3


_SPILL_OTHERS = 2
"""How many other rows a table needs for its questions' way of asking to be known."""


def _asks_unanswered(cells: list[str], columns: Columns) -> bool:
    """A row whose answer cells are all blank and whose question cell asks."""
    if any(c.strip() for c in cells[columns.answer :]):
        return False
    question = html_to_text(cells[columns.question]).strip()
    return bool(question) and asks(question)


def _answers_only(cells: list[str], columns: Columns) -> bool:
    """A row whose question cell holds text that neither asks nor carries a `?`."""
    first = html_to_text(cells[columns.question]).strip()
    return bool(first) and "?" not in first and not asks(first)


def _texts(cells: list[str], columns: Columns) -> list[str]:
    """A row's cells but its number's."""
    return [c for n, c in enumerate(cells) if n != columns.number]


_PAIRED_ROWS = 2
"""How many numbered rows each answered by the blank-numbered row under it make that the
table's layout (one alone may be a question's second line)."""


def _answer_rows(rows: list[tuple[int, list[str]]], columns: Columns) -> set[int]:
    """The indexes of the rows that answer the numbered row above them: a blank number, a
    cell that neither titles (only bold) nor asks with `?`; only where the table is written
    so at least twice."""
    if columns.number is None:
        return set()
    found = {
        k
        for k in range(1, len(rows))
        if _numbered(rows[k - 1][1], columns)
        and len(rows[k][1]) > columns.question
        and not rows[k][1][columns.number].strip()
        and rows[k][1][columns.question].strip()
        and not rows[k][1][columns.question].rstrip().endswith("?")
        and not _title_row(rows[k][1], columns)
    }
    return found if len(found) >= _PAIRED_ROWS else set()


def _numbered(cells: list[str], columns: Columns) -> bool:
    """Whether the row's number cell holds a number (and it has a question cell)."""
    number = columns.number
    return (
        number is not None
        and len(cells) > max(number, columns.question)
        and cells[number].strip(" .").isdigit()
        and bool(cells[columns.question].strip())
    )


_BOLD_CELL_RE = lazy(r"(?:\*\*|__)[^*_]+(?:\*\*|__)")


def _title_row(cells: list[str], columns: Columns) -> bool:
    """A row with a blank number and a cell only bold that does not ask (`|   | **2** |
    **CSS** | |`): the title of the section of rows under it, in a numbered table of
    questions (`|   | **Why X?** |` is a question in bold)."""
    number = columns.number
    if number is None or number >= len(cells) or cells[number].strip():
        return False
    cell = cells[columns.question].strip()
    return _BOLD_CELL_RE.fullmatch(cell) is not None and not asks(cell)


_CELL_BREAK_RE = lazy(r"[ \t]*(?:<br[ \t]*/?>[ \t]*){2,}", re.IGNORECASE)
"""Two line breaks or more in a table's cell: a paragraph's end, the question's."""


def _row(cells: list[str], columns: Columns, line: Line, own: str | None) -> Start | None:
    """`row_start` with the answer given (`own`: the question cell's own; None: the answer
    column's)."""
    question = tidy_label(html_to_text(cells[columns.question]).replace("\n", " "))
    if not question:
        return None
    number, question = _row_number(cells, columns.number, question)
    if own is not None:
        body = tuple(Line(line.no, part) for part in own.split("\n")) if own.strip() else ()
        return Start(number, question, weak=True, body=body)
    end = _answer_end(cells, columns)
    answer = " | ".join(c.strip() for c in cells[columns.answer : end] if c.strip())
    answer = html_to_text(answer.replace("\\|", "|"))
    if columns.verdicts:
        answer = _spelled_verdict(answer)
    options = broken_options(cells[columns.options]) if columns.options is not None else None
    if options is not None:  # the options one per line, then the key as every reader knows it
        answer = "\n".join([*(html_to_text(o) for o in options), "", f"Answer: {answer}"])
    notes = _named_notes(cells[end:], end, columns)
    if notes:
        answer = f"{answer}\n\nExplanation: {notes}"
    return Start(
        number, question, weak=True, body=tuple(Line(line.no, part) for part in answer.split("\n"))
    )


def _answer_end(cells: list[str], columns: Columns) -> int:
    """Where the answer's cells end: after the cells no header names (`| `a | b` |`: a `|`
    in the answer that was not escaped split it) and those that close a code span it opened
    (an odd number of backticks)."""
    end = columns.answer + 1
    while end < len(cells) and end != columns.question:  # (a verdict's cell before its statement)
        unnamed = end >= len(columns.names) or not columns.names[end].strip()
        open_code = "".join(cells[columns.answer : end]).count("`") % 2 == 1
        if not (open_code or (unnamed and cells[end].strip())):
            break
        end += 1
    return end


def _named_notes(cells: list[str], first: int, columns: Columns) -> str:
    """The cells (from column `first`) of the columns the header names besides the question
    and the number (`| Notes |`, `| Example |`): what explains the answer, each under its
    name."""
    notes = [
        f"{tidy_label(columns.names[k])}: {html_to_text(c).strip()}"
        for k, c in enumerate(cells, start=first)
        if k not in (columns.question, columns.number, columns.options)
        and k < len(columns.names)
        and columns.names[k].strip()
        and c.strip()
    ]
    return "\n\n".join(notes)


def _row_number(cells: list[str], column: int | None, question: str) -> tuple[int | None, str]:
    """The row's number: its number column's, else one the question starts with (then cut),
    or its question label's (`Q1 — ...`, `Q1:`)."""
    if column is not None and column < len(cells) and cells[column].strip(" .").isdigit():
        return int(cells[column].strip(" .")), question
    start = numbered(question)
    if start is None and question[:1] in "QqPp":  # `Q1 — What ...?`: the row's label
        start = label_start(question, in_heading=False)
    if start is not None and start.number is not None and start.label:
        return start.number, start.label
    return None, question
