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
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, NamedTuple

from srs.importers.asking import asks
from srs.importers.common import ANSWER_RE, EXPLANATION_RE, Line, Start
from srs.importers.labeltext import tidy_label

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


class QuoteQuestion(NamedTuple):
    """A top-level quote that may be a question: its first line, its start, whether an
    answer label follows it, and whether it asks."""

    first: int
    start: Start
    labelled: bool
    asking: bool
    answered: bool


def quote_question(tokens: list[Token], k: int, lines: list[Line]) -> QuoteQuestion | None:
    """The quote opened at token k as a possible question; None when it holds more than one
    short paragraph (a passage, an answer), or the paragraph is a label."""
    tok = tokens[k]
    assert tok.map is not None
    first, end = tok.map
    if k + 4 >= len(tokens):
        return None  # an empty quote at the end (`>` alone on the last line): no paragraph
    number, inline = _quoted_paragraph(tokens, k)
    if inline is None:
        return None
    text_lines = inline.content.split("\n")
    if len(text_lines) > _QUESTION_LINES or _label(text_lines[0]):
        return None
    question = tidy_label(" ".join(line.strip() for line in text_lines))
    if not asks(question) and _under_asking_bullet(lines, first):
        return None  # `- What is X?` over `> X is ...`: the bullet's answer
    start = Start(number, question, weak=True, skip=end - first - 1)
    labelled = _label_below(lines, end) or _listed_below(lines, end)
    return QuoteQuestion(first, start, labelled, asks(question), _text_below(lines, end))


def _label(first: str) -> bool:
    """Whether a quote's paragraph opens with an answer or explanation label (`> Answer: B`,
    `>Giải thích:` over why): the quote holds what answers or explains the question above
    it, never a question of its own. Read as one (a request: `Giải thích` is "explain"), a
    quiz's explanations quoted under its options were questions "with no answer", each lost
    from its card, once enough of them had text right below (the next question)."""
    return ANSWER_RE.match(first) is not None or EXPLANATION_RE.match(first) is not None


def _under_asking_bullet(lines: list[Line], first: int) -> bool:
    """Whether the line right above the quote is a bullet at the margin that asks (`- What
    is X?` over `> X is ...`): notes that quote each answer under its question, where the
    quote, right under a question, is its answer and never a question of its own."""
    above = lines[first - 1] if first > 0 else None
    if above is None or above.code or above.text[:2] not in ("- ", "* ", "+ "):
        return False
    return asks(above.text[2:].strip())


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
    numbered quote answered below, asking or not."""
    if sum(q.labelled for q in quotes) >= QUOTES_AMONG:
        return {q.first: q.start for q in quotes if q.labelled or q.asking}
    answered = [q for q in quotes if q.asking and q.answered]
    if len(answered) < ANSWERED_AMONG or 2 * len(answered) < len(quotes):
        return {}
    if any(asks(label) for _, label in headings):
        return {}
    return {q.first: q.start for q in _numbered_too(quotes, answered)}


def _numbered_too(quotes: list[QuoteQuestion], asking: list[QuoteQuestion]) -> list[QuoteQuestion]:
    """The asking quotes, or, where each is numbered, every numbered quote answered below
    (`> 3. Which ...? Choices: ...` among `> 2. How many ...?`)."""
    if not all(q.start.number is not None for q in asking):
        return asking
    return [q for q in quotes if q.start.number is not None and q.answered]
