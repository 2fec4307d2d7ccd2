"""Where a list item's question ends: the lines CommonMark leaves outside a numbered item
that its author meant inside it (an answer begun by a label wrapped into the item's
paragraph, options and the key line below them, option A right after a statement), read
by srs.importers.listitems.

Kept apart so that these rules, each about one way authors type past an item's end, sit in
one small place.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from srs.importers.asking import asks
from srs.importers.common import (
    ANSWER_RE,
    EXPLANATION_RE,
    HEADING_RE,
    LETTERS,
    LIST_ITEM_RE,
    OPTION_RE,
    next_content,
)
from srs.importers.html import END_BREAKS_RE
from srs.importers.lazyre import lazy
from srs.importers.textkeys import listed_option_texts
from srs.importers.values import Line

if TYPE_CHECKING:  # annotations only: markdown-it loads with the block pass that makes tokens
    from markdown_it.token import Token


def item_goes_on(lines: list[Line], first: int, end: int, count: int) -> bool:
    """Whether the item holds more than its question's `count` lines (blank lines at its
    end aside): an answer indented under it."""
    last = end
    while last > first and not lines[last - 1].text.strip():
        last -= 1
    return last > first + count


def told_after_bare(
    lines: list[Line], tokens: list[Token], openings: list[int], span: list[int] | None
) -> bool:
    """Whether a numbered list's items before its last mostly ask (alone or answered under
    them; one that does not ask holds its one line and nothing more), and a bullet list that tells starts at the margin right after the list
    (its lines `span`, blank lines between or not): that bullet list answers the last item
    (`51. What is X?` / `52. What are its uses?` / `* reference to ...`, in notes whose every
    answer is such a list; `14. File handling` / `15. Ordered vs unordered types.` / a blank
    / `- Ordered means ...`, in notes that answer only some of their questions; CommonMark
    ends the numbered list there). Not bullets that ask (more questions) nor task boxes
    (options). An item titled in words that do not ask (`14. File handling`) may sit among
    the questions, as notes name a topic now and then; a list most of whose items do not
    ask (steps, points) is no list of questions."""
    nxt = None if span is None or len(openings) < 2 else next_content(lines, span[1] - 1)
    body = "" if nxt is None else lines[nxt].text.rstrip()
    if body[:2] not in ("- ", "* ", "+ ") or body.endswith("?") or body[2:3] == "[":
        return False
    asking = 0
    for opening in openings[:-1]:
        item = tokens[opening].map
        if item is None:
            return False
        if _item_line_asks(lines[item[0]].text):
            asking += 1  # a question, alone or answered under it (`Sol: ...`)
        elif lone_question(lines, tokens, opening) is None:
            return False  # a point that goes on, not a topic named among questions
    return asking * _MOST_ASK[1] >= (len(openings) - 1) * _MOST_ASK[0]


_MOST_ASK = (3, 4)
"""The share of a list's items before its last, at the least, that must ask to make it a
list of questions: three in four."""

_LIST_ITEM_RE = lazy(r"^[ \t]*(?:[-*+]|\d{1,4}[.)])[ \t]+")
"""A list item's mark and the space after it."""


def _item_line_asks(text: str) -> bool:
    """Whether an item's line asks, by its question mark or its words (`Explain X`)."""
    words = _LIST_ITEM_RE.sub("", text, count=1).rstrip()
    return words.rstrip(" *_").endswith("?") or asks(words)


def lone_question(lines: list[Line], tokens: list[Token], opening: int) -> int | None:
    """How many lines the question of the list item opened at token `opening` holds when
    the item is that question and nothing more: 1 for a paragraph of one line; the
    paragraph's lines when its author wrapped the question at the margin, every line of it
    asking (`7. Can you write a Point class?` / `Create a method that prints
    it.`: a second request, no answer, which tells). None when the item holds more (an
    answer glued under its question, `1. What is X?` / `X is ...`; a nested block)."""
    item = tokens[opening].map
    para = tokens[opening + 1].map
    if item is None or para is None or tokens[opening + 1].type != "paragraph_open":
        return None
    if para[0] != item[0]:
        return None  # the item opens with a blank line: no question on its own line
    if any(line.text.strip() for line in lines[para[1] : item[1]]):
        return None  # more than its paragraph in the item
    rows = lines[para[0] : para[1]]
    if len(rows) > 1 and not all(
        row.text[:1] not in (" ", "\t") and _item_line_asks(row.text) for row in rows
    ):
        return None
    return len(rows)


def label_then_paragraphs(
    text_lines: list[str], count: int, lines: list[Line], span: tuple[int, int]
) -> bool:
    """The item goes on with an answer label wrapped into its paragraph (`1. What is CAP?`
    then `Ans:` and the answer's first paragraph at the margin, no blank line) and holds
    nothing more: CommonMark ends the item at the blank line, but the author's answer, begun
    by its label, runs on to the next question (its second paragraph, its list). A label
    indented under the item (`1. Django request path` / `   Answer: ...`) keeps the answer in
    the item: the bare items after it are the list's next questions, unanswered."""
    first, end = span
    rest = text_lines[count:]
    if not rest or ANSWER_RE.match(rest[0]) is None:
        return False
    if first + count < end and lines[first + count].text[:1] in (" ", "\t"):
        return False  # the label indented under the item: the author's answer is the item's
    if _asking_item_next(lines, end):
        return False  # the list's next question, unanswered: never this answer's text
    return not item_goes_on(lines, first, end, len(text_lines))


def _asking_item_next(lines: list[Line], end: int) -> bool:
    """Whether the first line after the item ending at `end` is a list item that asks, in
    its words without the HTML break that ends its line (`2. What is X? <br>`), as an item's
    question is read (srs.importers.listitems)."""
    nxt = next_content(lines, end - 1)
    if nxt is None or lines[nxt].code:
        return False
    text = lines[nxt].text
    m = _LIST_ITEM_START_RE.match(text)
    if m is None:
        return False
    words = text[m.end() - 1 :]
    return asks(END_BREAKS_RE.sub("", words) if words[-1:] == ">" else words)


def answer_then_paragraphs(count: int, lines: list[Line], span: tuple[int, int]) -> bool:
    """The item asks, its answer begins at the margin right under the question, wrapped into
    its paragraph (`- What is a container?` then `A container is ...`, no indent), and more
    paragraphs at the margin follow the item: CommonMark ends the item at the blank line, but
    the author's answer runs on to the next question, as a heading's would. The paragraph
    after must read as a sentence (a section's title, `Behavioral`, ends the answer)."""
    first, end = span
    below = first + count
    if below >= end or lines[below].text[:1] in (" ", "\t", "") or lines[below].code:
        return False
    if item_goes_on(lines, first, end, count + _paragraph_length(lines, below, end)):
        return False  # the item holds more than that paragraph: its own answer
    nxt = next_content(lines, end - 1)
    if nxt is None:
        return False
    line = lines[nxt]
    if nxt == end and lines[first].text[:1] in _BULLETS and glued_points(line):
        return True  # `1. truncate is fast` right under the answer: its points, not a new list
    text = line.text.rstrip()
    sentence = text[-1:] in ".!?:;)" or len(text.split()) >= 8
    return sentence and "\t" not in text and text[:1] not in (" ", "\t") and prose(line)


_BULLETS = frozenset("-*+")
_GLUED_POINT_RE = lazy(r"\d{1,4}[.)][ \t]+\S")
"""A numbered point at the margin (`1. truncate is fast.`, `1) storage layer`)."""


def glued_points(line: Line) -> bool:
    """Whether a line right under a bullet's text, with no blank line between, opens a numbered
    list at the margin: CommonMark ends the bullet's list there (a numbered list is another
    list), but the author typed the points on under the text they belong to."""
    return (
        not line.code and line.text[:1].isdigit() and _GLUED_POINT_RE.match(line.text) is not None
    )


_EMPHASISED_ITEM_RE = lazy(r"^[-*+][ \t]+(\*{1,2}|_{1,2})(?=\S)(?:(?!\1).)+(?<=\S)\1[ \t]*$")
"""A bullet at the margin that is one emphasised title and nothing more (`- *Sharding*`)."""


def titled_over_answer(lines: list[Line], first: int, end: int) -> bool:
    """Whether the bullet at `first` (its item ends at `end`) is one emphasised title alone
    (`- *Sharding*`, `- **Redshift**`) answered at the margin after its list: a paragraph
    after it, or numbered points glued right under it (`- *Snowflake architecture*` / `1.
    storage layer`). Notes that answer their emphasised question bullets below the list name
    some topics this way among them (srs.importers.structure takes them only there): a
    title that does not ask, set out as the questions are, over an answer of its own."""
    if not _EMPHASISED_ITEM_RE.match(lines[first].text):
        return False
    if any(line.text.strip() for line in lines[first + 1 : end]):
        return False  # more in the item than its title: not answered below
    nxt = next_content(lines, end - 1)
    if nxt is None:
        return False
    line = lines[nxt]
    glued = nxt == end and glued_points(line)
    return glued or (line.text[:1] not in (" ", "\t") and prose(line) and not line.code)


def _paragraph_length(lines: list[Line], start: int, end: int) -> int:
    k = start
    while k < end and lines[k].text.strip():
        k += 1
    return k - start


_EMPHASIS_LEAD_RE = lazy(r"(\*{1,3})(?=[^\s*])(?P<term>[^*\n]+?)\1(?!\*)(?P<rest>.*)")
"""An emphasised term and what follows it on the line (`***Engine*** - written in C++`)."""


def prose(line: Line) -> bool:
    """A paragraph line: not a heading, list item, fence, table, quote or HTML. A line opened
    by an emphasised term that the sentence goes on from (`***Flutter engine*** - is ...`,
    `**Note:** ...`) is one too, though it begins with `*` as a bullet does; a bold line
    alone (`**2. What is X?**`) is a title, not an answer's text. A signed number (`-7`, an
    exam's answer) is text, though it begins with a bullet's mark."""
    text = line.text.lstrip()
    if text[:2] in ("**", "*_") or (text[:1] == "*" and text[1:2] not in (" ", "\t", "")):
        return not line.code and _emphasis_leads(text)
    signed = text[:1] in ("-", "+") and text[1:2].isdigit()
    return (
        not line.code
        and (signed or text[:1] not in ("#", "-", "*", "+", "|", ">", "<"))
        and not text.startswith(("```", "~~~"))
        and not (text[:1].isdigit() and re.match(r"\d{1,4}[.)]\s", text))
    )


def options_then_key(count: int, lines: list[Line], span: tuple[int, int]) -> bool:
    """The item goes on with options only (`A) Service` wrapped into its paragraph, or a
    nested `- a) var` list) and an answer line follows it: CommonMark ends the item before
    `Answer: B` at the margin, the author did not. The question's own code block may stand
    over the options (`2. What does this print?` / an indented fence / `A. 1` ... `D. 4`):
    code the options answer is the stem's, no answer held in the item (read as one, the
    key below the item was text in no card, and the question was skipped unkeyed)."""
    first, end = span
    rest = [line for line in lines[first + count : end] if line.text.strip()]
    k = 0
    while k < len(rest) and rest[k].code:
        k += 1  # the stem's code, over its options
    if k == len(rest) or not _options_wrapped(rest[k:]):
        return False  # more than options: the item holds its own answer
    return _key_below(lines, end)


def _options_wrapped(rest: list[Line]) -> bool:
    """Whether the item's lines after its question's first line are options only, as an
    author wraps them at the margin: a line directly under the question (no blank line
    between) before the first option is the question going on (`6. What ... ? Multiple` /
    `answers possible.`), one directly under an option is that option's text going on (`A.
    ... define ways to compose` / `objects to obtain ...`). A line after a blank line, or one
    that opens anything of its own (a list item, a label), is more than options."""
    seen = False
    for n, line in enumerate(rest):
        if OPTION_RE.match(line.text):
            seen = True
            continue
        above = rest[n - 1].no if n else None
        if (above is not None and line.no != above + 1) or not _plain_wrap(line.text):
            return False
    return seen


def _plain_wrap(text: str) -> bool:
    """Whether a line at the margin can be the wrapped rest of the line above it: it opens
    nothing of its own (no indent, list item, heading, label)."""
    return (
        text[:1] not in (" ", "\t", "#", ">", "|", "<", "`")
        and LIST_ITEM_RE.match(text) is None
        and ANSWER_RE.match(text) is None
        and EXPLANATION_RE.match(text) is None
    )


_KEY_LOOKAHEAD = 12
"""How many lines after an item of options its answer line may come."""


def _key_below(lines: list[Line], end: int) -> bool:
    """Whether an answer line follows the item ending at `end`, past more options and the
    rest of an option that a stray blank line cut off (`B) Atomicity, Consistency,` / blank
    / ` Isolation, Durability` / `C) ...`), before any other item, heading or code."""
    for k in range(end, min(len(lines), end + _KEY_LOOKAHEAD)):
        line = lines[k]
        text = line.text
        if not text.strip():
            continue
        if line.code or HEADING_RE.match(text) or _LIST_ITEM_START_RE.match(text):
            return False
        if ANSWER_RE.match(_unquoted(text)) is not None:
            return True
    return False


def _unquoted(text: str) -> str:
    """A line without the block quote marks it opens with (`> **Answer:** B`: notes that set
    each key apart in a quote, as they quote answers); other lines as they are."""
    if ">" not in text[:4]:
        return text  # the cheap test first: most lines quote nothing
    return _QUOTE_MARKS_RE.sub("", text, count=1)


_QUOTE_MARKS_RE = lazy(r"^ {0,3}(?:>[ \t]?)+")


_LIST_ITEM_START_RE = lazy(r"^ {0,3}(?:\d{1,4}[.)]|[-*+])[ \t]+\S")
"""A list item at the margin: the next question of the list, not the rest of this one."""


def options_after(lines: list[Line], end: int) -> bool:
    """Whether option A (`- a: True`, `A) x`) is the first line after the item ending at
    `end`."""
    nxt = next_content(lines, end - 1)
    return nxt is not None and option_a([lines[nxt].text])


def option_a(texts: list[str]) -> bool:
    """Whether the first of `texts` is option A (`- a: True`, `A) x`)."""
    m = OPTION_RE.match(texts[0]) if texts else None
    return bool(m and (m.group("pl") or m.group("l")) in "Aa")


_BULLET_OPTION_RE = lazy(r"^[ \t]{0,3}[-*+][ \t]+(?:\[ \][ \t]+)?(?P<text>\S.*)$")


def listed_then_key(lines: list[Line], start: int) -> bool:
    """Whether the lines from `start` are a bulleted list of two to eight options and then an
    answer line that names one of them by its text (`1. Which is the comparison operator?` /
    `- =` / `- ==` / `Answer: ==`): the options and key of a one-item numbered question,
    which CommonMark leaves outside the item."""
    items: list[str] = []
    k = start
    while k < len(lines) and not lines[k].code:
        m = _BULLET_OPTION_RE.match(lines[k].text)
        if m is None:
            break
        items.append(_plain(m.group("text")))
        k += 1
    nxt = next_content(lines, k - 1)
    if not 2 <= len(items) <= 8 or nxt is None or lines[nxt].code:
        return False
    m = ANSWER_RE.match(lines[nxt].text)
    if m is None:
        return False
    named = dict(zip(LETTERS, items, strict=False))  # `Answer: Acks, More replicas`: several
    return (
        _plain(m.group("rest")) in items or listed_option_texts(m.group("rest"), named) is not None
    )


def options_below(lines: list[Line], start: int) -> bool:
    """Whether the lines from `start` are a one-item numbered question's options, which
    CommonMark leaves outside the item: bullets then a key naming one, or ticked boxes; or
    the statements the question weighs, then its options (`_statements_then_options`)."""
    return (
        listed_then_key(lines, start)
        or _ticked_options(lines, start)
        or _statements_then_options(lines, start)
    )


_LISTED_RE = lazy(r"^[ \t]{0,3}(?:\d{1,2}[.)]|[-*+])[ \t]+\S")
_STATEMENTS_MOST = 12
"""How many lines of statements, at most, a question sets out over its options."""


def _statements_then_options(lines: list[Line], start: int) -> bool:
    """Whether the lines from `start` are numbered statements (and any bulleted terms to
    match them with) that a one-item numbered question weighs, then its option A (`8) Which
    of the following statements are true?` / `1. Defects found early cost more.` / `2. ...`
    / `A) 1 and 3 are true.`): the question's own, its options after them."""
    if not lines[start].text[:1].isdigit():
        return False
    k: int | None = start
    seen = 0
    while k is not None and not lines[k].code and _LISTED_RE.match(lines[k].text):
        if option_a([lines[k].text]):
            return seen >= 2
        seen += 1
        if seen > _STATEMENTS_MOST:
            return False
        k = next_content(lines, k)
    return k is not None and seen >= 2 and option_a([lines[k].text])


_NUMBERED_ASK_RE = lazy(r"^\d{1,3}[.)][ \t]+\S")


def weighed_statements(lines: list[Line], first: int) -> bool:
    """Whether the numbered list from line `first` is the statements a numbered question right
    above it weighs, its options after them (`_statements_then_options`): the question's
    text, none of its items a question of its own (the last one is not, though options
    follow it)."""
    above = first - 1
    while above >= 0 and not lines[above].text.strip():
        above -= 1
    if above < 0 or lines[above].code or not _NUMBERED_ASK_RE.match(lines[above].text):
        return False
    return asks(lines[above].text) and _statements_then_options(lines, first)


def asked_over_options(lines: list[Line], k: int) -> bool:
    """Whether line k is a paragraph line that asks (`If you are in /home, which commands
    ...? Check all that apply.`) right over option A or ticked boxes: the question told
    after the code its item sets out, its options below."""
    line = lines[k]
    if line.code or "?" not in line.text or line.text[:1] in " \t-*+>|#":
        return False
    nxt = next_content(lines, k)
    return nxt is not None and (option_a([lines[nxt].text]) or _ticked_options(lines, nxt))


def _ticked_options(lines: list[Line], start: int) -> bool:
    """Whether the lines from `start` are a task list of two to eight boxes at the margin,
    some ticked (`1. Which commands show text? Check all that apply.` / `- [x] **cat**` /
    `- [ ] dog`): a one-item numbered question's options and key, which CommonMark leaves
    outside the item; or one of more boxes than letters, several ticked, which is read as
    one open card all the same (srs.importers.crowdedboxes): cut at eight, the question was
    lost. Each line is tested by its first characters before the pattern."""
    k = start
    ticked = 0
    while k < len(lines) and not lines[k].code and lines[k].text[:3] in ("- [", "* [", "+ ["):
        m = _BOX_RE.match(lines[k].text)
        if m is None:
            break
        ticked += m.group("mark") != " "
        k += 1
    boxes = k - start
    return ticked >= 1 and boxes >= 2 and (boxes <= len(LETTERS) or ticked >= 2)


_BOX_RE = lazy(r"^[-*+][ \t]+\[(?P<mark>[ xX])\][ \t]+\S")


def _plain(text: str) -> str:
    """An option's or a key's words, as compared: no emphasis, code marks or final stop."""
    return text.strip().strip("*_`").rstrip(".").strip().casefold()


def _emphasis_leads(text: str) -> bool:
    """Whether a line opens with an emphasised term that does not ask, and goes on after it."""
    m = _EMPHASIS_LEAD_RE.match(text)
    return (
        m is not None
        and bool(m.group("rest").strip(" \t*_"))
        and not m.group("term").rstrip().endswith("?")
    )


_ENDS_SENTENCE_RE = lazy(r"[.?!:;)\]]$")
_ASIDE_RE = lazy(r"^\(.*\)$")
"""A line that is only a parenthesis (`(Select all that apply)`): the question's instruction."""
_WRAP_REACH = 4
"""At most this many lines in a question wrapped at the margin."""


def wrapped_at_margin(
    text_lines: list[str], count: int, lines: list[Line], span: tuple[int, int]
) -> int:
    """How many lines a bulleted question holds when its author wrapped it at the margin
    (`* Which of these are exteroceptive sensors? **Choose` / `two**.`, a blank line, then
    the answers indented under it): the question found (`count`, its first line when no
    line ends with `?`) runs on over the paragraph's lines at the margin while the line
    before breaks off mid-sentence, or the line is an aside in parentheses (`(Select all
    that apply)`). Only when the paragraph ends the question, blank line after it, and the
    item goes on below: the answer is the indented block, not those lines."""
    first, end = span
    if count != 1 or not 2 <= len(text_lines) <= _WRAP_REACH:
        return count
    after = first + len(text_lines)
    if after >= len(lines) or lines[after].text.strip():
        return count  # the paragraph runs into more lines: not a question alone
    if not any(lines[i].text.strip() for i in range(after, min(end, len(lines)))):
        return count  # nothing indented under the item: its lines at the margin answer it
    for k in range(1, len(text_lines)):
        line = text_lines[k].strip()
        if lines[first + k].text[:1] in (" ", "\t") or OPTION_RE.match(line):
            return count  # indented under the item, or an option: not the question's words
        ended = _ENDS_SENTENCE_RE.search(text_lines[k - 1].rstrip(" *_")) is not None
        if ended and not _ASIDE_RE.match(line):
            return count  # a sentence ended: the answer's first lines (or its label)
    return len(text_lines)


_HEADING_ITEM_RE = lazy(r"\d{1,4}[.)][ \t]+#{1,6}[ \t]")
"""`7. ### What is X?`: a numbered item that is a heading."""


def heading_alone(tokens: list[Token], opening: int, lines: list[Line]) -> bool:
    """Whether a numbered item is a heading with nothing after it but the next such item or
    the page's end (`7. ### What is an Inherited widget` last): a question left unanswered.
    Sub-headings under it (`### Primitives`) may be its answer's: then it is left alone."""
    item = tokens[opening]
    if tokens[opening + 1].type != "heading_open" or item.map is None:
        return False
    nxt = next_content(lines, item.map[1] - 1)
    return nxt is None or _HEADING_ITEM_RE.match(lines[nxt].text) is not None
