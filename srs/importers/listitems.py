"""The items of a Markdown list, read as questions or not (for srs.importers.structure).

An item is a question when its first paragraph asks and an answer is indented under it, or
follows it (a paragraph, for a numbered list of one item; an indented paragraph, bullet list
or fence, a column short of the item's text; the rest of an exercise asked after its code);
a numbered item titled as a question is (a heading, or a bold line among numbered questions
that ask). What the document makes of the items (which lists hold questions) is the
structure pass's business.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from srs.importers.asking import asks, asks_to_fill, asks_to_pick, names_a_difference
from srs.importers.boldanswers import INLINE_BOLD_RE, bold_answered, told_in_bold
from srs.importers.categoryitems import asked_under
from srs.importers.common import (
    ANSWER_RE,
    BOLD_LINE_RE,
    EXPLANATION_RE,
    LIST_ITEM_RE,
    OPTION_RE,
    next_content,
)
from srs.importers.followups import asks_a_checklist
from srs.importers.headedsteps import steps_over_fold
from srs.importers.html import END_BREAKS_RE
from srs.importers.inlineasks import (
    NUMBERED_NOTES_ITEMS,
    answered_in_line,
    dashed_throughout,
    inline_plain_answer,
    tagged_throughout,
)
from srs.importers.itemafter import (
    NUMBERED_ITEM_RE,
    answer_follows,
    code_answer,
    code_then_details,
    code_then_label,
    code_then_options,
    details_after,
    folded_answer_after,
    label_after,
    label_below,
    pictured_over_code,
    quote_answer,
    table_answer,
)
from srs.importers.itemasking import item_asks
from srs.importers.itemtail import (
    answer_then_paragraphs,
    heading_alone,
    item_goes_on,
    label_then_paragraphs,
    option_a,
    options_after,
    options_below,
    options_then_key,
    prose,
    titled_over_answer,
    told_after_bare,
    weighed_statements,
    wrapped_at_margin,
)
from srs.importers.labelstart import label_start
from srs.importers.labeltext import tidy_label
from srs.importers.lazyre import lazy
from srs.importers.leadinstems import leads_into_boxes
from srs.importers.listopenings import introduced, item_openings, sibling_follows
from srs.importers.notelists import bare_questions_after, numbered_alike, wrapped_questions
from srs.importers.signruns import in_sign_run
from srs.importers.stems import item_stem, paragraph_stem
from srs.importers.values import Line, Start
from srs.importers.wrappedasks import told_before, wrapped_lines

if TYPE_CHECKING:  # annotations only: markdown-it loads with the block pass that makes tokens
    from markdown_it.token import Token

__all__ = [
    "BOLD_LINE_RE",
    "ListItems",
    "is_label",
    "label_lines",
    "list_items",
    "prose",
]

_TASK_RE = lazy(r"^\[[ xX]\][ \t]")
_Place = tuple[bool, bool, bool, bool, bool]
"""Where an item sits, for `_list_item`."""


def is_label(text: str) -> bool:
    """`Answer: ...`, `Explanation: ...`, an option line: never a question."""
    return bool(ANSWER_RE.match(text) or EXPLANATION_RE.match(text) or OPTION_RE.match(text))


def label_lines(lines: list[str]) -> int:
    """How many of a paragraph's lines hold its question (a question may wrap).

    A bold question runs to its closing `**`; otherwise to the first line ending with `?`
    (or `？`, `؟`: a bilingual item's first version, over its translation) before any answer
    or option line, unless a line between closes a told sentence (`told_before`);
    otherwise the first line alone.
    """
    first = lines[0].lstrip()
    for mark in ("**", "__"):
        if first.startswith(mark) and first.count(mark) == 1:
            for k in range(1, min(len(lines), 8)):
                if mark in lines[k]:
                    return k + 1
    for k, line in enumerate(lines[:8]):
        if k and is_label(line):
            break
        if line.rstrip(" *_").endswith(("?", "？", "؟")):
            if told_before(lines, k):
                break  # asked inside the answer (srs.importers.wrappedasks.told_before)
            return k + 1
    return wrapped_lines(lines, is_label)


def _question_text(lines: list[str]) -> str:
    """An item's question lines as one, without hard breaks (`\\`, a closing `<br/>`)."""
    parts = (line.strip().removesuffix("\\").rstrip() for line in lines)
    text = " ".join(part for part in parts if part)  # (a `\\` alone: a break, no words)
    return tidy_label(END_BREAKS_RE.sub("", text))  # (a break inside splits its paragraphs)


@dataclass
class ListItems:
    """A list's items, sorted by what they may be."""

    ordered: bool
    items: list[tuple[int, Start | None]] = field(default_factory=list)
    """Every item's first line, and its start when it asks and has an answer."""
    quiet: list[tuple[int, Start]] = field(default_factory=list)
    """Items with an answer below that do not ask."""
    unanswered: int = 0
    """Items that ask, with no answer: still question-like."""
    bare: list[int] = field(default_factory=list)
    """Items with no answer, asking or not."""
    titled: list[int] = field(default_factory=list)
    """Items taken as questions for their title (a heading, a bold line) and answer only."""
    asking_bare: list[int] = field(default_factory=list)
    """Items with no answer whose words ask (`- Difference between X and Y.`)."""
    asked: list[tuple[int, Start]] = field(default_factory=list)
    """Items that ask with no answer, each with its start."""
    below: list[int] = field(default_factory=list)
    """Bulleted items answered by the quote or paragraph after the list (`_answered_below`):
    questions only where two or more are."""
    titled_below: list[tuple[int, Start]] = field(default_factory=list)
    """Bullets that are an emphasised title answered after the list (itemtail's
    `titled_over_answer`): questions only where `below`'s are."""
    headed: list[tuple[int, int, str]] = field(default_factory=list)
    """Numbered items that are a heading alone with no answer (`7. ### What is X?` last on
    the page): their first line, level and text, headings that end the answer above."""
    bold: set[int] = field(default_factory=set)
    """Items whose first line is bold and nothing else (`- **Purpose of agent**`)."""
    broken: set[int] = field(default_factory=set)
    """Items whose first line ends with an HTML break (`- Unpack a.tar.gz. <br>`): the
    author's own line between a prompt and its answer."""
    told: bool = False
    """Numbered items that ask, unanswered, over a bullet list that tells (`told_after_bare`)."""
    categories: set[int] = field(default_factory=set)
    """Items titled over a list of questions with no answers (srs.importers.categoryitems):
    no question, its bullets are (`asked_under`)."""
    asked_under: list[int] = field(default_factory=list)
    """The bullets under `categories`: questions, unanswered."""
    introduced: bool = False
    """The list follows a line that ends with a colon (`Similar phrases are:`): the items
    of a text, its points, not questions of the page's own."""
    same_number: bool = False
    """Every item is numbered alike (`1.`, as Markdown renumbers): see srs.importers.renumbered."""
    wrapped: dict[int, int] = field(default_factory=dict)
    """Wrapped questions with no answer (srs.importers.notelists): first line, line count."""
    lone_first: bool = False
    """The list is one item numbered `1.`: one more such list, where a document renumbers."""


def list_items(tokens: list[Token], k: int, lines: list[Line]) -> tuple[ListItems, int]:
    """The items of the top-level list opened at token k, sorted by what they may be, and
    the index of the token after the list."""
    listed = ListItems(ordered=tokens[k].type == "ordered_list_open")
    openings, j = item_openings(tokens, k, lines)
    listed.introduced = introduced(lines, _first_line(tokens[k]))
    listed.told = listed.ordered and told_after_bare(lines, tokens, openings, tokens[k].map)
    # `1.` on every item (Markdown renumbers them): the printed number is no question's
    repeated = listed.ordered and numbered_alike(tokens, openings, lines)
    listed.same_number = repeated
    listed.lone_first = _lone_first(listed, tokens, openings)
    answered = True  # every item so far answered inside the list (`8. Use of X` too)
    items = [_item_text(tokens, o) for o in openings]
    in_line, notes = _answered_in_line(listed, items, tokens, openings, lines)
    told = bold_answered(items)
    weighed = listed.ordered and weighed_statements(lines, _first_line(tokens[k]))
    listed.wrapped = wrapped_questions(tokens, openings, lines) if listed.ordered else {}
    # a heading's task in bullets over the fold that answers the heading: no step asks it
    steps = not listed.ordered and steps_over_fold(tokens, k, openings, lines)
    for opening in openings:
        last = _answered_after(listed, opening == openings[-1], len(openings), answered)
        place = (last, in_line, notes, told, weighed)
        first, start, asking = _item_of(listed, tokens, (opening, openings[-1]), lines, place)
        if steps and opening == openings[-1]:
            start = None
        answered = answered and start is not None
        if start is None and listed.ordered and heading_alone(tokens, opening, lines):
            heading = tokens[opening + 1]
            listed.headed.append((first, int(heading.tag[1]), tokens[opening + 2].content))
        if repeated and start is not None and start.number is not None:
            start = dataclasses.replace(start, number=None)
        _record(listed, (first, start, asking), tokens, opening, lines)
    return listed, j


def _item_of(
    listed: ListItems, tokens: list[Token], at: tuple[int, int], lines: list[Line], place: _Place
) -> tuple[int, Start | None, bool]:
    """`_list_item` for the item at token `at[0]` (`at[1]`: the last item's), but for a
    wrapped question (`listed.wrapped`: no answer) and a told list's last item (it asks)."""
    opening, final = at
    item = tokens[opening].map
    if item is not None and item[0] in listed.wrapped:
        return item[0], None, True
    first, start, asking = _list_item(tokens, opening, lines, listed.ordered, place)
    return first, start, asking or (listed.told and start is not None and opening == final)


def _lone_first(listed: ListItems, tokens: list[Token], openings: list[int]) -> bool:
    """Whether the list is one item numbered `1.` (see `ListItems.lone_first`)."""
    return listed.ordered and len(openings) == 1 and tokens[openings[0]].info == "1"


def _answers_under(tokens: list[Token], openings: list[int], lines: list[Line]) -> bool:
    """Whether some item of the list holds more than its first paragraph (an answer under
    its question): a list of questions answered item by item, where an item answered on its
    own line (srs.importers.inlineasks) is one more such question, not a point of an answer."""
    for opening in openings:
        item = tokens[opening]
        text_lines = _item_text(tokens, opening)
        if (
            item.map is not None
            and text_lines is not None
            and item_goes_on(lines, item.map[0], item.map[1], len(text_lines))
        ):
            return True
    return False


def _answered_after(listed: ListItems, final: bool, count: int, answered: bool) -> bool:
    """Whether a paragraph after the list may answer this item: a numbered list's only item,
    or its last after items each answered (`11) Q` / its answer glued under it / `12) Q` / a
    blank / the answer, not indented: the list ends over it); a list's last bullet (not in a
    list a line ending with a colon introduces: `Similar questions are:`)."""
    if listed.ordered:
        return count == 1 or (final and (answered or listed.told))
    return final and not listed.introduced


def _answered_in_line(
    listed: ListItems,
    items: list[list[str] | None],
    tokens: list[Token],
    openings: list[int],
    lines: list[Line],
) -> tuple[bool, bool]:
    """Whether a bulleted list's items may be answered in line (among items answered under
    them), and whether it is a quiz's notes answered in line throughout."""
    notes = answered_in_line(items)
    if listed.ordered:  # only a bank of numbered notes (srs.importers.inlineasks)
        if (
            len(openings) >= NUMBERED_NOTES_ITEMS
            or dashed_throughout(items)
            or tagged_throughout(items)
        ):
            return notes, notes
        lone = tokens[openings[0]].map if len(openings) == 1 else None  # `1. What? X is ...`
        return lone is not None and not _answer_after(lines, lone[1], prose_too=True), False
    return (True, True) if notes else (_answers_under(tokens, openings, lines), False)


def _first_line(tok: Token) -> int:
    return tok.map[0] if tok.map is not None else 0


def _record(
    listed: ListItems,
    item: tuple[int, Start | None, bool],
    tokens: list[Token],
    opening: int,
    lines: list[Line],
) -> None:
    """Sort one item (its first line, its start, whether it asks) into `listed`."""
    first, start, asking = item
    listed.items.append((first, start if asking else None))
    _title_mark(listed, first, lines[first].text)
    if start is None:
        _bare_item(listed, first, asking, tokens, opening, lines)
        return
    if start.titled:
        listed.titled.append(first)
    under = _category(tokens[opening], lines, start) if first in listed.bold and not asking else []
    if under:
        listed.categories.add(first)
        listed.asked_under.extend(under)
    elif not asking:
        listed.quiet.append((first, start))
    elif not listed.ordered and start.end is None and not start.rest:
        token = tokens[opening]
        end = token.map[1] if token.map is not None else first + 1
        if _answered_below(lines, end, _ends_asking(_item_text(tokens, opening) or [""])):
            listed.below.append(first)


def _title_mark(listed: ListItems, first: int, text: str) -> None:
    """Record how the item's first line is set off from what follows: wholly bold, or ended
    by an HTML break (the cheap test first: the line ends with `>`)."""
    if _BOLD_ITEM_RE.match(text):
        listed.bold.add(first)
    elif text.rstrip().endswith(">") and END_BREAKS_RE.search(text):
        listed.broken.add(first)


def _category(item: Token, lines: list[Line], start: Start) -> list[int]:
    """The questions under a bold title that does not ask (`- **Coding Questions:**`), when
    it is a category of them."""
    if item.map is None:
        return []
    first = item.map[0]
    return asked_under(lines, first, first + 1 + start.skip, item.map[1])


_BOLD_ITEM_RE = lazy(r"^[ \t]*(?:[-*+]|\d{1,4}[.)])[ \t]+(\*\*|__)(?:(?!\1).)+\1[ \t]*:?[ \t]*$")
"""An item whose first line is bold alone: `- **Purpose of agent**`, `1. __What is X?__:`."""


def _bare_item(
    listed: ListItems, first: int, asking: bool, tokens: list[Token], j: int, lines: list[Line]
) -> None:
    """Record an item with no answer: asking or not (in words that ask though no question
    mark ends them too, `- Difference between X and Y.`), and the start of one that asks."""
    listed.bare.append(first)
    span = tokens[j].map
    if first in listed.bold and not asking and span is not None:
        # `- **Company questions:**` over bullets that each ask (`_asks_more`): a category
        listed.asked_under.extend(asked_under(lines, first, first + 1, span[1]))
    text = LIST_ITEM_RE.sub("", lines[first].text).strip()
    if asking or asks(text) or names_a_difference(text.rstrip(".")):
        listed.asking_bare.append(first)
    if asking:
        listed.unanswered += 1
        listed.asked.append((first, _bare_start(tokens, j, listed.wrapped.get(first))))
    elif span is not None and not listed.ordered and titled_over_answer(lines, first, span[1]):
        listed.titled_below.append((first, _bare_start(tokens, j)))


def _bare_start(tokens: list[Token], j: int, wrapped: int | None = None) -> Start:
    """The start of an item that asks with no answer (`wrapped`: its lines, where known)."""
    text_lines = _item_text(tokens, j) or [""]
    count = wrapped or label_lines(text_lines)  # (a question wrapped onto more lines)
    span = tokens[j].map  # (the item's end, where a sibling follows: its next item is no answer)
    end = span[1] if span is not None and sibling_follows(tokens, j) else None
    return Start(None, _question_text(text_lines[:count]), weak=True, skip=count - 1, end=end)


def _answered_below(lines: list[Line], end: int, marked: bool) -> bool:
    """Whether the bulleted item ending at `end` is answered by the block after its list, as
    only notes answer (CommonMark takes it out of the list): a block quote (`- What is X?` /
    `> X is ...`), or, under an item that ends with a question mark (`marked`), a paragraph
    at the margin that is no answer label (`X is ...`)."""
    nxt = next_content(lines, end - 1)
    if nxt is None:
        return False
    line = lines[nxt]
    if quote_answer(line):
        return True
    return marked and line.text[:1] not in (" ", "\t") and prose(line) and not answer_follows(line)


def _list_item(
    tokens: list[Token],
    j: int,
    lines: list[Line],
    ordered: bool,
    place: tuple[bool, bool, bool, bool, bool],
) -> tuple[int, Start | None, bool]:
    """A list item that may be a question: its start (an answer is indented under it, or,
    for a numbered list of one item or a bulleted list's last item that asks, in the
    paragraphs after it: `place`'s first) or None, and whether its first paragraph asks
    (else it is a question only among siblings that do). `place`'s second: the item is in a
    bulleted list of questions answered under them, where one may be answered in line; its
    third: the list is a quiz's notes, answered in line (srs.importers.inlineasks); its
    fourth: items answered after a bold question (srs.importers.boldanswers), where a bold task told
    with a full stop is answered after it too; its fifth: the list is the statements the
    numbered question above it weighs (srs.importers.itemtail), none a question."""
    last, in_line, notes, told, weighed = place
    item = tokens[j]
    assert item.map is not None
    first, end = item.map
    if weighed:  # `8) Which are true?` over `1. ...`, `2. ...` and the options
        return first, None, False
    text_lines = _item_text(tokens, j)
    if text_lines is None or _TASK_RE.match(text_lines[0]) or is_label(text_lines[0]):
        return first, None, False
    if in_sign_run(lines, first):
        return first, None, False  # `- list 2 items` among `+`/`-` options: an option
    number = int(item.info) if ordered and item.info.isdigit() else None
    inline = INLINE_BOLD_RE.match(text_lines[0]) or (told and told_in_bold(text_lines[0]))
    if inline:  # `- **What is X?** X is ...`, `2. **Explain dropout.** Randomly ...`
        question = tidy_label(inline.group("q"))
        return first, Start(number, question, weak=True, end=end, rest=inline.group("rest")), True
    plain = _answered_on_line(text_lines, notes, (lines, first, end)) if in_line else None
    if plain is not None:  # `* What is X? X is ...`
        return first, Start(number, plain[0], weak=True, end=end, rest=plain[1]), True
    return _titled_question(tokens, j, lines, (ordered, last), number)


def _answered_on_line(
    text_lines: list[str], notes: bool, item: tuple[list[Line], int, int]
) -> tuple[str, str] | None:
    """The question and its answer's start on the item's first line (`inline_plain_answer`),
    for an item (`item`: the lines, its first and its end) that is that one line. In a quiz's
    notes, where the siblings ask and answer on their one line, an item whose answer goes on
    past that line (a line glued under it, a paragraph or a command indented below) splits
    at its question mark too: its first line is read as theirs, and the lines after it are
    more of its answer, not its question's. Elsewhere such an item's line may ask more
    (`1. Have you used X? If yes, tell me what it solved.` over its answer): it stays whole."""
    if notes:
        return inline_plain_answer(text_lines[:1], notes=True)
    plain = inline_plain_answer(text_lines, notes=False)
    return None if plain is None or item_goes_on(*item, 1) else plain


def _titled_question(
    tokens: list[Token], j: int, lines: list[Line], kind: tuple[bool, bool], number: int | None
) -> tuple[int, Start | None, bool]:
    """`_list_item` for an item that is no inline bold question. `1. ### **Type
    annotations**` over an indented answer: a heading with an answer below is a question, in
    a list item as at the margin (srs.importers.markdown); so is a bold title (`23.
    **Prototypal Inheritance:**`), as a numbered list of questions writes them."""
    ordered, last = kind
    item = tokens[j]
    assert item.map is not None
    first, end = item.map
    text_lines = _item_text(tokens, j) or [""]
    heading, bold = _item_title(tokens[j + 1], text_lines[0]) if ordered else (False, False)
    # a paragraph after the list answers its last item when the list is one numbered item,
    # or the item is a bullet that asks with a question mark (`- What is a closure?` / `A
    # function with its scope.`: notes that end the list at every answer)
    prose_too = last and (ordered or _ends_asking(text_lines))
    start, asking = _item_question(
        text_lines, number, lines, (first, end), (prose_too, heading or bold)
    )
    if bold and start is not None and not asking:
        start = dataclasses.replace(start, titled=True)  # a README's steps are bold too
    if heading and start is not None:
        # `3. ### What is X?`: headings deeper than its own are its answer's (`#### call`)
        start = dataclasses.replace(start, level=int(tokens[j + 1].tag[1]))
    return first, start, asking or ((heading or bold) and start is not None)


def _ends_asking(text_lines: list[str]) -> bool:
    """Whether an item's question ends with a question mark."""
    return _question_text(text_lines[: label_lines(text_lines)]).rstrip(" *_").endswith("?")


def _item_title(block: Token, first_line: str) -> tuple[bool, bool]:
    """Whether a numbered item opens with a heading, or else with a bold line alone."""
    heading = block.type == "heading_open"
    return heading, not heading and BOLD_LINE_RE.match(first_line) is not None


def _item_question(
    text_lines: list[str],
    number: int | None,
    lines: list[Line],
    span: tuple[int, int],
    kind: tuple[bool, bool],
) -> tuple[Start | None, bool]:
    """The question of a list item (over `span`, first line and end) whose paragraph
    `text_lines` may ask: its start, None when no answer is found for it, and whether it
    is a question. The answer is more lines in the item, or the next block after it (`kind`:
    whether a paragraph will do, and whether the item is titled as a question is, a heading
    or a bold line, which makes it one when it has an answer)."""
    first, end = span
    prose_too, titled = kind
    count = wrapped_at_margin(text_lines, label_lines(text_lines), lines, span)
    count = paragraph_stem(text_lines, count, (lines, first), is_label)
    question, spanned = item_stem(_question_text(text_lines[:count]), lines, (first + count, end))
    count += spanned
    labelled = label_start(text_lines[0], in_heading=False)
    asking, later = _item_asks(question, number, lines, (first + count, end), prose_too)
    options = _over_options(text_lines[count : count + 1], lines, first + count, end)
    more = _answered_within(lines, first, end, count)
    lower = _asks_in_lower_case(question, more, (lines, end))
    asking = asking or labelled is not None or options or lower
    answered = later or _answer_after(lines, end, prose_too=prose_too or titled)
    if not more and not answered:
        return None, asking  # a question with no answer (reported when met)
    if labelled is not None:
        number = labelled.number if labelled.number is not None else number
        question = labelled.label or question
    if more and _tail_outside(text_lines, count, lines, span, asking):
        more = False  # what follows the item belongs to the question too
    if titled:
        question = question.rstrip(" :")  # a title (`**Prototypal Inheritance:**`) names it
    start = Start(number, question, weak=True, skip=count - 1, end=end if more else None)
    return start, asking


def _asks_in_lower_case(question: str, answered: bool, after: tuple[list[Line], int]) -> bool:
    """`- what is coalesce in sql` over its indented answer: an item in lower case asks when
    it has an answer under it (an option in the question's words has none), or a fenced
    answer right after it (`- scene delegate에 대해 설명하시오.` over its ```` ``` ```` block,
    among `- What is X?` items answered the same way: a name opens it, not a capital;
    `after`: the document's lines and the item's end)."""
    if not question[:1].islower() or not asks(question):
        return False
    lines, end = after  # (the item's end)
    return answered or (
        (nxt := next_content(lines, end - 1)) is not None and code_answer(lines, nxt)
    )


def _over_options(wrapped: list[str], lines: list[Line], below: int, end: int) -> bool:
    """Whether an item's stem stands over its options: option A wrapped into its own
    paragraph (`A) x`), or opening a nested list in its body (`9. X can be done using:` over
    `   * a) Recursion` / `   * b) Iteration`), its own code between at times (`3. 执行以下程序，
    输出为：` over ```` ```python ````, then `A. 2`). A stem that completes, not asks, asks by
    its options as much as one with a question mark."""
    if option_a(wrapped):
        return True
    first = next((ln for ln in lines[below:end] if ln.text.strip() and not ln.code), None)
    return first is not None and option_a([first.text.strip()])  # past the stem's code


def _answered_within(lines: list[Line], first: int, end: int, count: int) -> bool:
    """Whether the item holds an answer under its question's `count` lines: more lines,
    not only bullets that ask more (see `_asks_more`)."""
    return item_goes_on(lines, first, end, count) and not _asks_more(lines, first + count, end)


def _asks_more(lines: list[Line], below: int, end: int) -> bool:
    """Whether all an item holds under its question is bullets that ask (`- Did you plan
    top-down?` over `- Why 1500?`, `- Confidence in plan?`): more questions, a list of
    them (a candidate's questions for the interviewer), no answer."""
    content = [line for line in lines[below:end] if line.text.strip()]
    if len(content) == 1 and asks_a_checklist(content[0].text):
        return False  # `* Pool full? Worker down? Lock held?`: a checklist, the answer
    return bool(content) and all(
        not line.code
        and line.text.strip()[:2] in ("- ", "* ", "+ ")
        and line.text.rstrip().endswith("?")
        for line in content
    )


def _tail_outside(
    text_lines: list[str], count: int, lines: list[Line], span: tuple[int, int], asking: bool
) -> bool:
    """Whether the item's question goes on past the item's end (srs.importers.itemtail):
    options keyed below it, or an answer wrapped into its paragraph (begun by a label, or
    at the margin under a question that asks) with more paragraphs after the item."""
    return (
        options_then_key(count, lines, span)
        or label_then_paragraphs(text_lines, count, lines, span)
        or (asking and answer_then_paragraphs(count, lines, span))
        or pictured_over_code(lines, span, span[0] + count)
    )


def _item_asks(
    question: str, number: int | None, lines: list[Line], span: tuple[int, int], alone: bool
) -> tuple[bool, bool]:
    """Whether an item's question asks (it says so, or it is a statement over options: `1.
    Inodes store file metadata:` then `- a: True`, or over its answer's label: `1. SQL is
    procedural.` then `Answer: False`, a true/false quiz's), and whether it is an exercise
    asked after its code (then its answer follows the line that asks). `span`: the item's
    lines after its question, and its end. `alone`: the block after the list may answer the
    item alone (a numbered list's only item): over a fold that hides an answer, it asks (the
    fold after a list of steps answers them all, no step of its own)."""
    below, end = span
    asked = item_asks(question)
    later = number is not None and number > 1 and _asks_after_code(lines, end, not asked)
    asking = asked or options_after(lines, end) or label_below(lines, below, end)
    asking = asking or (number is not None and label_after(lines, below, end))  # (bullet: option)
    asking = asking or _code_then_details(lines, end) or leads_into_boxes(lines, end, question)
    return later or asking or (alone and folded_answer_after(lines, end)), later


def _code_then_details(lines: list[Line], end: int) -> bool:
    """Whether the item ending at `end` is a task set out in code and words over a hidden
    answer (itemafter.code_then_details): it asks, though it only states its data."""
    nxt = next_content(lines, end - 1)
    return nxt is not None and code_then_details(lines, nxt)


def _asks_after_code(lines: list[Line], end: int, stated: bool) -> bool:
    """Whether the item ending at `end` sets its question out in parts: code, then a line
    that asks (`3. Look at these assignments.`, a fence, `What is the result?`), before any
    heading, answer or next item. A numbered exercise written as a statement is a question
    then, its code and the line that asks part of it; so is a line that tells the reader to
    pick (`Выберите все ...`). Under an item that only states (`stated`: `9) Дан класс:`), a
    prompt over a quote (`В результате:` / `> ...`) asks too; under one that asks, such a
    line (`Remember:`) is its answer's."""
    code = False
    for k in range(end, min(len(lines), end + _ASKS_AFTER_CODE_SPAN)):
        line = lines[k]
        text = line.text.strip()
        text = END_BREAKS_RE.sub("", text) if text[-1:] == ">" else text  # `...?<br>`
        if line.code or text.startswith(("```", "~~~")):
            code = True
        elif text and (text[0] == "#" or ANSWER_RE.match(text) or NUMBERED_ITEM_RE.match(text)):
            return False
        elif _ENDS_ASKING_RE.search(text.rstrip("*_ ")) or asks_to_fill(text):
            return code  # `**_Can you rewrite this?_**`; `Which cast? `____``: a blank to fill
        elif code and (asks_to_pick(text) or (stated and _leads_to_quote(lines, k, text))):
            return True  # `Choose all that apply.`; `After it runs:` over `> x is 2`
    return False


def _leads_to_quote(lines: list[Line], k: int, text: str) -> bool:
    """Whether line `k`, a line after an item's code, ends with a colon over a quote: a prompt
    the quoted answer completes (`В результате его исполнения:` / `>x не изменится;`)."""
    nxt = next_content(lines, k) if text.endswith((":", "：")) else None
    return nxt is not None and quote_answer(lines[nxt])


_ENDS_ASKING_RE = lazy(r"\?(?:[ \t]*\([^()]*\))?\.?$")
"""A line that ends by asking, a remark in parentheses after the question mark aside
(`What will be B.shape? (If you're not sure, run it.)`)."""
_ASKS_AFTER_CODE_SPAN = 60
"""How many lines after an item the line that asks its question may come (code included)."""


def _item_text(tokens: list[Token], j: int) -> list[str] | None:
    """The lines of the list item's first block, when it is a paragraph or a heading
    (`1.  ### What is X?`); None for any other block (a fence, a nested list)."""
    para = tokens[j + 1]
    if para.type == "heading_open" and para.map is not None:
        return [tokens[j + 2].content.replace("\n", " ")]
    if para.type != "paragraph_open" or para.map is None:
        return None
    return tokens[j + 2].content.split("\n")


def _answer_after(lines: list[Line], end: int, *, prose_too: bool) -> bool:
    """Whether an answer follows the item that ends at `end`: an answer label or option A,
    an indented paragraph, or (`prose_too`, for a numbered list of one item) any paragraph."""
    nxt = next_content(lines, end - 1)
    if nxt is None:
        return False
    # an indented paragraph is the item's own answer indented a column short (`437. ### Q?`
    # over a 4-space answer: CommonMark ends the item there, the author did not), never a
    # title over the questions after it; so is an indented bullet list (`10. How would you
    # paginate?` over `   - Use cursors`, indented as its siblings' answers are, a column
    # short of item 10's text), and an indented fence (options fenced two columns in)
    indented = lines[nxt].text[:2] == "  "
    bullet = _listed_under(lines[nxt].text.lstrip(), indented, prose_too)
    return (
        answer_follows(lines[nxt])
        or ((prose_too or indented) and _prose_answer(lines, nxt, indented))
        or bullet
        or code_answer(lines, nxt)
        or code_then_label(lines, nxt)
        or (prose_too and options_below(lines, nxt))
        or (prose_too and code_then_options(lines, nxt))
        or table_answer(lines, nxt)
        or quote_answer(lines[nxt])
        or details_after(lines, nxt)
    )


def _prose_answer(lines: list[Line], start: int, indented: bool) -> bool:
    """A paragraph under the item that answers it: prose, indented (never a title) or at the
    margin with no bare numbered questions after it (`notelists.bare_questions_after`)."""
    return prose(lines[start]) and (indented or not bare_questions_after(lines, start))


def _listed_under(body: str, indented: bool, prose_too: bool) -> bool:
    """An indented bullet list or fence under the item; for a numbered list of one item
    (`prose_too`), what `_told_under_one_item` finds too."""
    if indented and (body[:2] in ("- ", "* ", "+ ") or body.startswith(("```", "~~~"))):
        return True
    return prose_too and _told_under_one_item(body, indented)


def _told_under_one_item(body: str, indented: bool) -> bool:
    """What a numbered list of one item (`1. What is HTML?`) has right under it that answers
    it though CommonMark ends the item there: a bullet list at the margin that tells (`-
    HTML stands for ...`; not a bullet that asks, the next question, nor a task box, an
    option), or an indented line that starts with a tag (`  <header>: the top of the page`,
    which CommonMark opens an HTML block with)."""
    if body[:2] in ("- ", "* ", "+ "):  # `+ The GIL is ...`: a bullet as `-` is
        return not body.endswith("?") and body[2:3] != "["
    return indented and body[:1] == "<" and not body.endswith(">")
