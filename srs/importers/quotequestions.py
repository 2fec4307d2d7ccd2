"""Questions set in block quotes, each answered after an answer label below it, or by a
bullet list right under it.

A blog's interview notes quote each question and label its answer (`> What is NaN?` over
`**Answer:** "not a number" ...`, with the question's own code between them at times). A
top-level quote followed by an answer label before the next quote or heading is a question;
where two or more are, a quote that asks with no label is one too (its answer, code alone,
unlabelled). A take-home's answers quote each question and answer it below with no label
at all (`> When is manual testing appropriate?` over paragraphs or a list, under section
headings that do not ask): where three or more quotes ask and have their answer right
below, and no heading asks, those quotes are the questions. Elsewhere quotes are answers
or notes (`**Q: Topic**` over `> the answer`), and a quote that asks is no question of its
own. A quote that does not ask, right under a bulleted question (`- What is X?` over `> X is
...`), is that question's answer, never a question "answered" by the next bullet; nor is a
quote opened by an answer or explanation label (`> Explanation:`, `>Giải thích:`) a question.

Course notes quote each task, asking or not (`> Erstellen Sie einen Automaten ...`, at times
its setting and code in the quote too), and answer it below with text, a table, a list or
code, up to the next quoted task, a rule, `</details>` or a heading: headings and `<summary>`
labels are their sections' titles. Where three or more quotes are laid out so (each opening
its part of the page or following the answer of one that does), those quotes are the
questions (`laid_out_starts`); a page whose parts open with text quotes notes in it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, NamedTuple

from srs.importers.asking import asks, asks_over_code
from srs.importers.common import ANSWER_RE, EXPLANATION_RE
from srs.importers.labelstart import label_start
from srs.importers.labeltext import tidy_label
from srs.importers.lazyre import lazy
from srs.importers.thematicbreaks import is_rule
from srs.importers.values import Line, Start

if TYPE_CHECKING:  # annotations only: markdown-it loads with the block pass that makes tokens
    from markdown_it.token import Token

QUOTES_AMONG = 2
"""How many labelled quote questions make a page whose quotes are its questions."""
_LABEL_LOOKAHEAD = 60
"""How many lines after a quote its answer label may come (the question's code between)."""
_QUESTION_LINES = 4
"""A quote longer than this (in its first paragraph) is a passage, not a question."""
ANSWERED_AMONG = 3
"""How many asking quotes answered right below (no label) make a page of quoted questions."""
_ANSWER_GAP = 3
"""How many lines after a quote its unlabelled answer must start within."""
_QUOTE_MARK_RE = lazy(r"^ {0,3}> ?")
_NOTE_LABEL_RE = lazy(
    r"^(?:\*\*|__)?(?:note|tip|hint|warning|caution|important|remark|nb|hinweis|tipp|achtung"
    r"|nota|remarque|注意|提示)\b[^\n]{0,3}?(?:[:：]|\*\*|__)",
    re.IGNORECASE,
)
"""A quote opened by a note's label (`> **Note:** ...`, `> Tip: ...`): a remark, not a task."""


class Place(NamedTuple):
    """Where a quote stands in its part of the page (a part: what lies between headings,
    rules and HTML lines such as `<summary>` or `</details>`)."""

    followed: bool
    """Answer content comes right below: text, a list, code or a table."""
    opens: bool | None
    """True: the first thing in its part; None: after a quote above in the part (and that
    quote's answer); False: after other content, with no quote above it in the part."""
    headed: bool
    """Right under a heading."""
    after_prose: bool
    """Right under a paragraph of text: a remark in that text's answer, not a question."""


class QuoteQuestion(NamedTuple):
    """A top-level quote that may be a question: its first line, its start, whether an
    answer label follows it, whether it asks, and where it stands in the page's parts (see
    `laid_out_starts`)."""

    first: int
    start: Start
    labelled: bool
    asking: bool
    answered: bool
    passage: bool = False
    """More than one short paragraph (a task's text, its code, the task): a question only in
    a page laid out as quoted questions, never on the other counts."""
    place: Place | None = None
    """Where it stands in its part of the page (`place_of`)."""
    over_code: bool = False
    """It asks, then shows the code it asks about on its line (`asking.asks_over_code`): a
    question where its label is its labelled siblings' (`quote_starts`)."""


def quote_question(tokens: list[Token], k: int, lines: list[Line]) -> QuoteQuestion | None:
    """The quote opened at token k as a possible question; None when the quote opens with a
    label or a note's mark. One that holds more than one short paragraph is a passage (an
    answer, a note, or a task set out at length)."""
    tok = tokens[k]
    assert tok.map is not None
    first, end = tok.map
    if k + 4 >= len(tokens):
        return None  # an empty quote at the end (`>` alone on the last line): no paragraph
    number, inline = _quoted_paragraph(tokens, k)
    text_lines = [] if inline is None else inline.content.split("\n")
    if not text_lines or len(text_lines) > _QUESTION_LINES:
        return _passage(lines, first, end)
    if _label(text_lines[0]) or _under_labelled_question(lines, first):
        return None
    question = tidy_label(" ".join(line.strip() for line in text_lines))
    if not asks(question) and _under_asking_bullet(lines, first):
        return None  # `- What is X?` over `> X is ...`: the bullet's answer
    start = Start(number, question, weak=True, skip=end - first - 1)
    labelled = _label_below(lines, end) or _listed_below(lines, end)
    answered = _text_below(lines, end)
    place = place_of(lines, first, end)
    asking = asks(question)
    over_code = not asking and asks_over_code(question)
    return QuoteQuestion(first, start, labelled, asking, answered, place=place, over_code=over_code)


def _passage(lines: list[Line], first: int, end: int) -> QuoteQuestion | None:
    """A quote of more than one short paragraph as a possible question: its lines unquoted,
    line for line, the question's text (a task's setting, its code, then the task). Never one
    that opens with a label or a note's mark, nor one right under a bullet (its answer)."""
    text = [_QUOTE_MARK_RE.sub("", line.text, count=1).rstrip() for line in lines[first:end]]
    while text and not text[-1].strip():
        text.pop()
    if not text or _label(text[0]) or _under_asking_bullet(lines, first):
        return None
    question = tidy_label("\n".join(text))
    start = Start(None, question, weak=True, skip=end - first - 1)
    place = place_of(lines, first, end)
    return QuoteQuestion(first, start, False, False, False, passage=True, place=place)


def _label(first: str) -> bool:
    """Whether a quote's paragraph opens with an answer or explanation label (`> Answer: B`,
    `>Giải thích:` over why): the quote holds what answers or explains the question above
    it, never a question of its own. Read as one (a request: `Giải thích` is "explain"), a
    quiz's explanations quoted under its options were questions "with no answer", each lost
    from its card, once enough of them had text right below (the next question). So is one
    opened by a note's label or an alert's mark (`> **Note:**`, `> [!TIP]`): a remark."""
    if ANSWER_RE.match(first) is not None or EXPLANATION_RE.match(first) is not None:
        return True
    return first[:2] == "[!" or _NOTE_LABEL_RE.match(first) is not None


def _under_asking_bullet(lines: list[Line], first: int) -> bool:
    """Whether the line right above the quote is a bullet at the margin that asks (`- What
    is X?` over `> X is ...`): notes that quote each answer under its question, where the
    quote, right under a question, is its answer and never a question of its own."""
    above = lines[first - 1] if first > 0 else None
    if above is None or above.code or above.text[:2] not in ("- ", "* ", "+ "):
        return False
    return asks(above.text[2:].strip())


def _under_labelled_question(lines: list[Line], first: int) -> bool:
    """Whether the line right above the quote, no blank between, is a labelled question
    (`**Question:** What is a mutex?` over `> **Covered in:** [Locks](README.md#locks)`): the
    quote is a note on that question (where it is taught, a hint), which its answer label
    further down answers, never a question of its own that took that answer."""
    above = lines[first - 1] if first > 0 else None
    if above is None or above.code or not above.text.strip():
        return False
    start = label_start(above.text, in_heading=False)
    return start is not None and start.labelled


def _quoted_paragraph(tokens: list[Token], k: int) -> tuple[int | None, Token | None]:
    """The one paragraph of the quote opened at token k (`> What is X?`), or of the one
    numbered item it holds (`> 1. What is X?`, numbered by it); (None, None) otherwise."""
    if tokens[k + 1].type == "paragraph_open" and tokens[k + 4].type == "blockquote_close":
        return None, tokens[k + 2]
    shape = [t.type for t in tokens[k + 1 : k + 9]]
    if shape != [*_NUMBERED_ITEM, "blockquote_close"]:
        return None, None
    info = tokens[k + 2].info
    return (int(info) if info.isdigit() else None), tokens[k + 4]


_NUMBERED_ITEM = (
    "ordered_list_open",
    "list_item_open",
    "paragraph_open",
    "inline",
    "paragraph_close",
    "list_item_close",
    "ordered_list_close",
)


def _text_below(lines: list[Line], end: int) -> bool:
    """Whether text (a paragraph, a list, code) follows the quote within a blank line or
    two, before any heading, quote, table or HTML block: what an unlabelled answer is. A
    checklist below is the options of a quiz's question (a quizdown page quotes a hint over
    `- [ ]` boxes), not an answer."""
    for line in lines[end : end + _ANSWER_GAP]:
        if line.code:
            return True
        text = line.text.lstrip()
        if text:
            return text[0] not in "#>|<" and text[1:3] != " ["
    return False


def _listed_below(lines: list[Line], end: int) -> bool:
    """Whether a bullet list starts on the very line after the quote (`> What is a stack?`
    over `- A list you push to and pop from`, no blank line between): notes that quote each
    question and answer it in points, the list as plainly the quote's as a label would be."""
    return end < len(lines) and not lines[end].code and lines[end].text[:2] in ("- ", "* ")


def _label_below(lines: list[Line], end: int) -> bool:
    """Whether an answer label comes after line `end`, past the question's code and plain
    paragraphs, before any heading, quote or list."""
    for line in lines[end : end + _LABEL_LOOKAHEAD]:
        text = line.text.lstrip()
        if line.code or not text:
            continue
        if text[0] in "#>" or text[:2] in ("- ", "* "):
            return False
        if text[0] in "*_A" and ANSWER_RE.match(text):
            return True
    return False


def quote_starts(
    quotes: list[QuoteQuestion], headings: Iterable[tuple[int, str]]
) -> dict[int, Start]:
    """The quotes that are questions: every labelled one and, among two or more, those that
    ask; none below `QUOTES_AMONG` labelled (one labelled quote may be a note's). With no
    labels, the asking quotes answered right below, where `ANSWERED_AMONG` or more are, at
    least half the quotes, and no heading asks (under a question heading a quote that asks
    is a remark of its answer); where each such is numbered (`> 1. What ...?`), every
    numbered quote answered below, asking or not. A page laid out as quoted tasks, each
    answered below (`laid_out_starts`), has them all for questions, asking or not, passages
    too; no heading asking there either. Among labelled quotes, one that asks, then shows its
    code on its line (`> P15. What does this do? var c = a < b;`), is a question where its
    label (`P15.`, `3.`) is one its labelled siblings carry."""
    short = [q for q in quotes if not q.passage]
    if sum(q.labelled for q in short) >= QUOTES_AMONG:
        return _labelled_starts(short)
    found = _answered_starts(short) | laid_out_starts(quotes)
    if not found or any(asks(label) for _, label in headings):
        return {}
    return found


def _labelled_starts(quotes: list[QuoteQuestion]) -> dict[int, Start]:
    """On a page of labelled quotes: those labelled, those that ask, and those that ask over
    their code with a label their labelled siblings carry (a quote's `?` before code is no
    sign of a question alone: a note may say `cond ? a : b;`)."""
    shared = {_label_kind(q) for q in quotes if q.labelled} - {None}
    return {
        q.first: q.start
        for q in quotes
        if q.labelled or q.asking or (q.over_code and _label_kind(q) in shared)
    }


_LABEL_KIND_RE = lazy(r"^(?:\*\*|__)?(?P<kind>[^\W\d_]{0,3})\d{1,4}[.:)]")
"""A question's label (`P15.`, `Q3:`, `7)`): its letters tell its kind, its number the question."""


def _label_kind(q: QuoteQuestion) -> str | None:
    """The kind of the quote's label: its letters (`p` for `P15.`, empty for `7.`), `#` for a
    numbered item (`> 3. What ...?`); None for a quote with no label."""
    if q.start.number is not None:
        return "#"
    m = _LABEL_KIND_RE.match(q.start.label)
    return None if m is None else m.group("kind").casefold()


def _answered_starts(quotes: list[QuoteQuestion]) -> dict[int, Start]:
    """The asking quotes answered right below, where `ANSWERED_AMONG` or more are, at least
    half the quotes (`_numbered_too`: or the numbered ones); none otherwise."""
    answered = [q for q in quotes if q.asking and q.answered]
    if len(answered) < ANSWERED_AMONG or 2 * len(answered) < len(quotes):
        return {}
    return {q.first: q.start for q in _numbered_too(quotes, answered)}


def _numbered_too(quotes: list[QuoteQuestion], asking: list[QuoteQuestion]) -> list[QuoteQuestion]:
    """The asking quotes, or, where each is numbered, every numbered quote answered below
    (`> 3. Which ...? Choices: ...` among `> 2. How many ...?`)."""
    if not all(q.start.number is not None for q in asking):
        return asking
    return [q for q in quotes if q.start.number is not None and q.answered]


_HEADING_RE = lazy(r"^ {0,3}#{1,6}(?:[ \t]|$)")
_NOT_PROSE = "#>|<-*+`~0123456789"
"""How a line that is no paragraph's text opens (a heading, quote, table row, HTML, list item,
fence); a paragraph opening with a digit is counted out too (`1.` items)."""


def place_of(lines: list[Line], first: int, end: int) -> Place:
    """Where the quote on lines first..end stands: what lies above it in its part, what
    follows it. The walk up stops at the quote above (a part with many questions is walked
    once in all), a heading, a rule or an HTML line."""
    above: Line | None = None
    opens: bool | None = True
    headed = False
    for k in range(first - 1, -1, -1):
        line = lines[k]
        text = line.text.lstrip()
        if not text:
            continue
        if not line.code and (text[0] == "<" or _boundary(line.text)):
            headed = above is None and text[0] == "#"
            break
        if not line.code and text[0] == ">":
            opens = None
            break
        above = above or line
        opens = False
    after_prose = above is not None and not above.code and _prose(above.text)
    return Place(_followed(lines, end), opens, headed, after_prose)


def _boundary(text: str) -> bool:
    """Whether the line is a heading or a rule: a part's edge."""
    return _HEADING_RE.match(text) is not None or is_rule(text)


def _prose(text: str) -> bool:
    """Whether a line is a paragraph's text (see `_NOT_PROSE`)."""
    stripped = text.lstrip()
    return stripped[0] not in _NOT_PROSE and not stripped.startswith(("```", "~~~"))


def _followed(lines: list[Line], end: int) -> bool:
    """Whether answer content follows the quote within a blank line or two: text, a list,
    code or a table, not a heading, quote, rule, HTML block or checklist (a quiz's options)."""
    for line in lines[end : end + _ANSWER_GAP]:
        if line.code:
            return True
        text = line.text.lstrip()
        if text:
            return text[0] not in "#><" and text[1:3] != " [" and not is_rule(text)
    return False


_LAID_OUT_AMONG = 3
"""How many quotes laid out as questions (see `laid_out_starts`) make a page of them."""


def laid_out_starts(quotes: list[QuoteQuestion]) -> dict[int, Start]:
    """Quotes that are questions for the page's layout, asking or not: course notes that
    quote each task (`> Erstellen Sie einen Automaten ...`, its setting and code in the quote
    at times) and answer it below (text, a table, a list, code), up to the next quoted task,
    rule, `</details>` or heading. A quote is such a question where it opens its part (right
    after a heading, rule, `<summary>` or the page's start) or follows the answer of one that
    does, and has its answer below. It takes `_LAID_OUT_AMONG` of them, three quarters of the
    page's quotes, few right under headings (a topic's heading over a quote is the question,
    the quote its answer), and each part holding one opening with a quote: a part that opens
    with text has notes quoted in it. A quote right under a paragraph is a remark of the answer
    above it. One laid out so with no answer below (a rule or the next heading right under
    it) is a question too, reported unanswered, not text in no card."""
    taken: list[QuoteQuestion] = []
    bare: list[QuoteQuestion] = []
    opened = False
    for q in quotes:
        place = q.place
        if place is None:
            return {}
        opened = place.opens if place.opens is not None else opened
        if place.after_prose:
            continue
        if not place.followed:
            bare += [q] if opened else []
        elif not opened:
            return {}  # a part that opens with text: its quotes are notes
        else:
            taken.append(q)
    headed = sum(q.place is not None and q.place.headed for q in taken)
    if len(taken) < _LAID_OUT_AMONG or 4 * len(taken) < 3 * len(quotes) or 3 * headed >= len(taken):
        return {}
    return {q.first: q.start for q in (*taken, *bare)}
