"""Options written without letters, and keys written in prose.

Every layout's options end up as `A) text` lines, so one reader (srs.importers.blocks) reads
them; this module rewrites the other spellings into that one, with the key they mark:

- task-list boxes (`- [ ] wrong` / `- [x] right`) and sign marks (`- wrong` / `+ right`), letters
  by position; an option whose content is the code block below it keeps the code; a tick
  or a cross drawn as an emoji or its GitHub shortcode (`:white_check_mark: pwd` /
  `:black_large_square: ls`) right under the question is such a box (srs.importers.emojimarks);
- options pasted from a course page: one short paragraph each, the right one led by a mark
  (`x Regression` / `Classification` / `Clustering`, or `✓`), then the verdict (`Correct`)
  and the feedback (found by srs.importers.pastedoptions); the verdict line and a score line
  (`1 / 1 point`) go;
- a plain or numbered list right before an answer that names one of its items, by its text
  (`Correct Answer: It is a set of practices`) or its number (`Answer: 4) ReferenceError`);
- a key in a sentence: `The correct answer is b)`.

Options marked at their end or start (`- Paris ✅`) are srs.importers.endmarks'.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from srs.importers.common import ANSWER_RE, BOLD_LINE_RE, LETTERS, OPTION_RE
from srs.importers.crowdedboxes import crowded, crowded_answer, crowded_note
from srs.importers.emojimarks import EMOJI_OPTION_RE, crossed, emoji_option, text_below
from srs.importers.emptyboxes import empty_box
from srs.importers.html import has_html
from srs.importers.htmlitems import html_items_as_markdown
from srs.importers.keysentence import key_sentence
from srs.importers.labeltext import IMAGE_LINE_RE
from srs.importers.lazyre import lazy
from srs.importers.listedkeys import bulleted_key, numbered_key
from srs.importers.optioncode import option_code
from srs.importers.options import read_letter
from srs.importers.ownletters import own_letters_off
from srs.importers.pastedoptions import pasted_run
from srs.importers.placeholders import only_blank
from srs.importers.textkeys import listed_option_texts
from srs.importers.values import Line
from srs.importers.workedkeys import bare_key, list_past_working
from srs.importers.wrappedboxes import continued

_TASK_OPTION_RE = lazy(
    r"^(?P<indent>[ \t]*)(?:(?:[*+]|\d{1,2}[.)])[ \t]+|-[ \t]*)?\[(?P<mark>[ xX])\][ \t]*(?P<text>(?<=[ \t])\S.*|[^\s(\[].*)$"
)
"""A task-list box, in a bulleted or a numbered list (`- [x] right`, `3. [x] right`), or
alone at the line's start as a form pasted as text has it (`[X] right`, `[ ] wrong`); the
blank after the box may be missing (`- [ ]Go checks types`), not before a link's `(`, and so
may the blank after a dash (`-[x] right`, typed in haste)."""
_SIGN_OPTION_RE = lazy(r"^(?P<indent>[ \t]*)(?P<mark>[-+])[ \t]+(?P<text>\S.*)$")
_SCORE_RE = lazy(r"^[ \t]*\d+(?:\.\d+)?[ \t]*/[ \t]*\d+(?:\.\d+)?[ \t]+points?[ \t]*$", re.I)
"""`1 / 1 point`: a grader's score pasted with the question, not part of it."""


def marked_options(
    lines: list[Line], *, all_right: bool = False, report: Report | None = None
) -> list[Line]:
    """Options marked as a task list (`- [x] right`) or by sign (`+ right` / `- wrong`).

    A run of two or more such lines with exactly one marked becomes `A) ...` lines (letters
    by position) followed by `Answer: <letter>`, unless the block has its own answer label
    after the run (then that label gives the key). Runs with no mark or several are left as
    they are (a check list, a list of points). With `all_right` (the document's task lists
    are a quiz's options, see srs.importers.boxes), a run with every box ticked is read as
    one with several ticked. A run with more boxes than letters is told to `report`.
    """
    if not MARK_START_RE.search("\n" + "\n".join(line.text for line in lines)):
        return lines  # cheap test first: no box, no `+` marker
    out: list[Line] = []
    i = 0
    while i < len(lines):
        run = _marked_run(lines, i) or pasted_run(lines, i)
        if run is None:
            several = _several_ticked(lines, i, all_right, report)
            if several is not None:  # a run that is no choice question: never read in part
                end, kept = several
                out.extend(kept)
                i = end
                continue
            out.append(lines[i])
            i += 1
            continue
        end, items = run
        for k, (line, text) in enumerate(_own_letters_off(items)):
            # an option whose lines are kept apart; one with its code block stays one line
            first, *more = [text] if _CODED in text else text.split("\n")
            out.append(Line(line.no, f"{LETTERS[k]}) {first}"))
            out.extend(Line(line.no, f"   {rest}") for rest in more)
        below = _keyed_below(lines, end, [text for _, text, _ in items])
        if below is not True:
            if isinstance(below, tuple):  # the label's prose explains the ticked box: no label
                lines = [*lines[: below[0]], below[1], *lines[below[0] + 1 :]]
            (letter,) = [LETTERS[k] for k, (_, _, marked) in enumerate(items) if marked]
            out.append(Line(items[-1][0].no, ""))
            out.append(Line(items[-1][0].no, f"Answer: {letter}"))
        i = end
    return out


def _keyed_below(lines: list[Line], end: int, options: list[str]) -> bool | tuple[int, Line] | None:
    """Whether an answer label after a ticked run (it ends before `end`) gives the run's key
    itself: a letter or an option's text (`Answer: C`), or the label alone over its text
    below (True). A label whose text names no option keys nothing (quizdown's hint under
    ticked boxes, `> Solución: AWS CloudTrail registra las llamadas API.`): the ticked box
    does, and the label's text, returned with its line's index, explains it. Read as the key,
    it left every such question without one, skipped. A label left empty at the block's end
    (`**Ans:**`, a flashcard tool's field nobody filled) keys nothing either: it goes, as an
    empty line. None: no label."""
    choices = {LETTERS[k]: text for k, text in enumerate(options)}
    prose: tuple[int, Line] | None = None
    for k in range(end, len(lines)):
        line = lines[k]
        m = None if line.code else ANSWER_RE.match(line.text)
        if m is None:
            continue
        rest = m.group("rest").strip()
        if not rest and not any(later.text.strip() for later in lines[k + 1 :]):
            return k, Line(line.no, "")  # `**Ans:**` left empty at the end: the box keys
        if not rest or read_letter(rest, choices)[0]:
            return True
        if prose is None:
            prose = (k, Line(line.no, rest))
    return prose


_Option = tuple[Line, str, bool]
"""An option's line, its text and whether it is marked right."""
Report = Callable[[int, str], None]
"""Told a line's number and what to warn about it (after the question's name)."""


def _own_letters_off(items: list[_Option]) -> list[tuple[Line, str]]:
    """Each option's line and text, without the letter it repeats (see ownletters)."""
    texts = own_letters_off([text for _, text, _ in items])
    return [(line, text) for (line, _, _), text in zip(items, texts, strict=True)]


def _marked_run(lines: list[Line], start: int) -> tuple[int, list[_Option]] | None:
    """The marked options from `start` (see `marked_options`): the index after them and each
    line, its text and whether it is marked right."""
    found = _marked_kind(lines, start)
    return _marked_items(lines, start, *found) if found is not None else None


def _several_ticked(
    lines: list[Line], start: int, all_right: bool = False, report: Report | None = None
) -> tuple[int, list[Line]] | None:
    """A run of marked lines from `start` that is not one choice question (see
    `marked_options`): the index after it and the lines that stand for it. A task list with
    several boxes ticked (`(Choose 2)`) is the question's options, boxes cleared, followed by
    an answer naming the ticked ones (one key per choice card: an open card); so is one with
    every box ticked in a quiz (`all_right`), or whose items carry their own letters in turn
    (`- [x] a) TCP` / `- [x] b) UDP`: options, not done tasks); any other run (no box ticked, a
    list of `+`/`-` points) is kept as it is, whole, so that no part of it is read as options
    of its own."""
    found = _marked_kind(lines, start)
    if found is None:
        return None
    pattern = found[0]
    items, end = _all_boxes(lines, start, found, report)
    while end > start and not lines[end - 1].text.strip():
        end -= 1
    if len(items) < 2:
        return _lone_tick(lines, end, items, pattern, all_right)
    ticked = [text for _, text, is_right in items if is_right]
    if _points(pattern, len(ticked), len(items), lines[start:end]):
        return end, lines[start:end]
    if len(ticked) >= 2 and (len(ticked) < len(items) or all_right or _self_lettered(items)):
        return end, _ticked_answer(items)
    if not ticked and all_right:  # a quiz's question left unkeyed
        return end, [
            Line(line.no, f"{LETTERS[k]}) {text}")
            for k, (line, text) in enumerate(_own_letters_off(items))
        ]
    return end, lines[start:end]


def _points(pattern: re.Pattern[str], ticked: int, items: int, run: list[Line]) -> bool:
    """Whether a run of marked lines (`run`), not one tick among them, is a list of points,
    never options: marked by sign (`+ fast` / `- costly`), or by an emoji with every line
    ticked (`- ✅ Small commits` / `- ✅ Clear messages`: good practices) or none, or with
    crosses among its ticks (pros and cons: see emojimarks.crossed)."""
    if pattern is not EMOJI_OPTION_RE:
        return pattern is _SIGN_OPTION_RE
    return ticked in (0, items) or crossed(run)


def _self_lettered(items: list[_Option]) -> bool:
    """Whether the options open with their own letters in turn (`a) TCP`, `b) UDP`)."""
    texts = [text for _, text, _ in items]
    return own_letters_off(texts) != texts


def _all_boxes(
    lines: list[Line], start: int, kind: tuple[re.Pattern[str], str, str], report: Report | None
) -> tuple[list[_Option], int]:
    """The marked lines from `start`, written as `kind` says, and the index after them: up
    to the letters, or, for a task list of more boxes than letters with several ticked, all
    of them (srs.importers.crowdedboxes), told to `report`."""
    pattern, right, indent = kind
    items, end = _collect_marked(lines, start, pattern, right, indent)
    if pattern is not _TASK_OPTION_RE or len(items) < len(LETTERS):
        return items, end
    many, after = _collect_marked(lines, start, pattern, right, indent, len(lines))
    if not crowded(many):
        return items, end
    if report is not None:
        report(many[0][0].no, crowded_note(many))
    return many, after


def _lone_tick(
    lines: list[Line], end: int, items: list[_Option], pattern: re.Pattern[str], all_right: bool
) -> tuple[int, list[Line]] | None:
    """A question's one box, ticked (`- [x] **KeyTool**`), in a document whose boxes are a
    quiz's options (`all_right`): notes of missed questions keep only the right option. One
    option is nothing to choose from, so it is the answer of an open card, its bold off and
    labelled (`Answer: KeyTool`), a quote below it labelled its explanation; read as text,
    the answer kept the box, the bold and the quote's marks. Not when a label below gives
    the answer itself."""
    if not all_right or pattern is not _TASK_OPTION_RE or not items[0][2]:
        return None
    if _keyed_below(lines, end, [items[0][1]]) is not None:
        return None
    line, text, _ = items[0]
    bold = BOLD_LINE_RE.match(text)  # `**KeyTool**`: bold marks it right, as the tick does
    text = bold.group("text") if bold is not None else text
    below = next((ln for ln in lines[end:] if ln.text.strip()), None)
    noted = below is not None and not below.code and below.text.lstrip()[:1] == ">"
    return end, [Line(line.no, f"Answer: {text}"), Line(line.no, "")] + (
        [Line(line.no, "Explanation:")] if noted else []
    )


def box_mark(line: Line) -> str | None:
    """The mark in the task-list box a line outside code opens with (` `, `x`); None: no box."""
    m = None if line.code else _TASK_OPTION_RE.match(line.text)
    return m.group("mark") if m is not None else None


def _marked_kind(lines: list[Line], start: int) -> tuple[re.Pattern[str], str, str] | None:
    """How line `start` marks an option, if it does: its pattern, the right marks and its
    indent. An emoji's tick or cross marks one only where the run opens the block, right
    under its question (see srs.importers.emojimarks)."""
    line = lines[start]
    if line.code:
        return None
    m = emoji_option(lines, start)  # before the sign's: `- ✅ pwd` is no `- wrong` option
    if m is not None:
        return EMOJI_OPTION_RE, _ANY_MARK, m.group("indent")
    for pattern, right in ((_TASK_OPTION_RE, "xX"), (_SIGN_OPTION_RE, "+")):
        m = _option_at(lines, start, pattern)
        if m is not None:
            return pattern, right, m.group("indent")
    return None


_ANY_MARK = ""
"""The right marks of a kind whose pattern captures a mark only for the right options (an
emoji's tick, not its cross): any mark captured."""


def _is_right(mark: str | None, right: str) -> bool:
    """Whether an option's captured mark is one of the `right` marks (see `_ANY_MARK`)."""
    return mark is not None and (mark in right if right else True)


def _ticked_answer(items: list[_Option]) -> list[Line]:
    """Options with several boxes ticked as lettered options and a key naming their letters
    (`Answer: A, C`), which the card reader makes an open card of, its options listed and
    the right ones its answer, with a warning; closed by a blank line: a line right under
    (`Explanation: why`) is the explanation. More options than letters: see crowdedboxes."""
    if len(items) > len(LETTERS):
        return crowded_answer(items)
    last = items[-1][0].no
    out = [
        Line(line.no, f"{LETTERS[k]}) {text}")
        for k, (line, text) in enumerate(_own_letters_off(items))
    ]
    letters = [LETTERS[k] for k, (_, _, right) in enumerate(items) if right]
    return [*out, Line(last, ""), Line(last, f"Answer: {', '.join(letters)}"), Line(last, "")]


def _marked_items(
    lines: list[Line], start: int, pattern: re.Pattern[str], right: str, indent: str
) -> tuple[int, list[_Option]] | None:
    """The run of options written as `pattern` at `indent` (`right`: the marks of the right
    one): options only when exactly one is marked (and, marked by sign, not every one)."""
    items, i = _collect_marked(lines, start, pattern, right, indent)
    marked = sum(1 for _, _, is_right in items if is_right)
    if len(items) < 2 or marked != 1:
        return None
    if pattern is _SIGN_OPTION_RE and marked >= len(items):
        return None
    while i > start and not lines[i - 1].text.strip():
        i -= 1
    return i, items


def _collect_marked(
    lines: list[Line],
    start: int,
    pattern: re.Pattern[str],
    right: str,
    indent: str,
    most: int = len(LETTERS),
) -> tuple[list[_Option], int]:
    """The lines from `start` written as `pattern` at `indent` (blank lines between them
    skipped, each with the code block below it; `most` of them), and the index after them."""
    items: list[_Option] = []
    broken: dict[int, str] = {}  # an option going on over lines: its lines kept apart
    i = start
    while i < len(lines) and len(items) < most:
        if not lines[i].text.strip() and not lines[i].code:
            i += 1
            continue
        m = _option_at(lines, i, pattern) if not lines[i].code else None
        if m is None or m.group("indent") != indent:
            break
        opened = i + 1
        text, i = option_code(lines, opened, _visible(m.group("text") or ""))
        if not text and i == opened and m.group("text") != "":  # (an empty box's: below)
            text, i = text_below(lines, i, pattern)  # `:black_large_square:<br>` over its image
            text = _visible(text)
        if i == opened:  # no code below it: it may go on over the lines under it
            boxed = pattern is not _SIGN_OPTION_RE  # a box's text may wrap at its indent
            first = [text] if text else []  # an empty box's text is all below it
            text, i = continued(lines, i, text, len(indent), pattern, boxed)
            text = text.lstrip()
            if i > opened:
                broken[len(items)] = "\n".join(
                    [*first, *(ln.text.strip() for ln in lines[opened:i])]
                )
        items.append((lines[opened - 1], text, _is_right(m.group("mark"), right)))
    return _lines_kept(items, broken), i


def _option_at(lines: list[Line], i: int, pattern: re.Pattern[str]) -> re.Match[str] | None:
    """Line i written as `pattern`; for a task list, an empty box over its option's code or
    indented lines too (srs.importers.emptyboxes), its text empty."""
    m = pattern.match(lines[i].text)
    return empty_box(lines, i) if m is None and pattern is _TASK_OPTION_RE else m


_CODED = "\n```"
"""What an option's text holds when its code block came with it (srs.importers.optioncode):
such an option is written as one line, its code whole (srs.importers.options.option_of)."""


def _lines_kept(items: list[_Option], broken: dict[int, str]) -> list[_Option]:
    """The options, each that went on over lines joined with blanks (a wrapped sentence),
    unless that makes it another option's very text: then its lines are kept apart, as an
    option for what code prints (`Hello` over `World` beside `Hello World`) means them."""
    texts = [text for _, text, _ in items]
    return [
        (line, broken[k], right)
        if k in broken and text in texts[:k] + texts[k + 1 :]
        else (line, text, right)
        for k, (line, text, right) in enumerate(items)
    ]


def _visible(text: str) -> str:
    """An option's text with entities read and invisible characters (`&shy;`) removed. An
    option still in HTML (`<code>&lt;!-- x --&gt;</code>`) keeps its entities: its tags are
    converted later, and a tag the entities spell (`<!-- x -->`) would then be read as markup
    and vanish; the conversion reads the entities itself."""
    if "&" in text and not has_html(text):
        text = html.unescape(text)
    return text.replace("\u00ad", "").replace("\u200b", "").strip()


_LIST_OPTION_RE = lazy(
    r"^(?P<indent>[ \t]*)(?:(?P<bullet>[-*+])|(?P<num>\d{1,2})[.)])[ \t]+(?:\[ \][ \t]+)?"
    r"(?P<text>\S.*)$"
)
"""An item of a plain list, or of a task list with no box ticked (`- [ ] count=10`): quizzes
list their options as empty boxes and name the right one in the answer below."""


MARK_START_RE = lazy(
    r"\n[ \t]*(?:(?:[-*+]|\d{1,2}[.)])[ \t]+\[|-?\[[ xX]\][ \t]|\+[ \t]|[xX✓✔☑][ \t]|\([xX]\)"
    r"|(?:[-*+][ \t]+)?(?:[✅✔☑✓❌❎⬛⬜✖✗✘]|:(?:white_|heavy_|ballot_|x:|negative_|black_large)))"
)
"""A line that may hold a marked option (`- [x] ...`, `+ ...`, `x Regression`, `✅ pwd`,
`:black_large_square: ls`)."""


def drop_scores(lines: list[Line]) -> list[Line]:
    """The block without score lines (`1 / 1 point`)."""
    return [line for line in lines if line.code or not _SCORE_RE.match(line.text)]


ITEM_START_RE = lazy(r"\n[ \t]*(?:[-*+][ \t]|\d)")
"""A line that may start a list item, found from the newline before it (a literal first
character lets the search skip ahead, where `^` in multi-line mode is tried everywhere)."""
_BARE_LETTER_RE = lazy(
    r"^\(?([a-h])\)?(?:[.):]?(?:\s|$)"
    r"|(?:[,;](?=[ \t])|[，；：。．])(?![ \t]*\(?[a-h]\)?(?:[^\w\s]|[ \t]|$)))"
)
"""The key's letter first, then a space, a stop or a comma before its explanation: `b. since`,
`b since`, `b, since`, the full-width ones of a Chinese answer (`b，公式`, `b：因为`); a letter
after it (`a, c`, `a，c`) makes a key naming several options, read as such elsewhere."""
_KEY_NUMBER_RE = lazy(
    r"^(?:(?:[Oo]ption|[Cc]hoice|[Nn][or]\.|№)[ \t]*#?[ \t]*)?\(?(?P<num>\d{1,2})(?:[ \t]*[번号號番]|[).:])?"
    r"(?:[ \t]+(?P<text>.*))?[*_]*$"
)
"""`4) text`, `Option 3: text`, `No. 2`: an option named by its number; a counter word after
it (`2번`, `2号`, `2番`: "number 2") and the bold closed after the key are no text."""
_NOTE_RE = lazy(r"\([^()]+\)")
_SHORT_NOTE = 16
"""`Ans: 2 (x1)`: a short note in brackets after the key's number (the tries it took, a
mark) says nothing of the option and is left out; a longer one (`2 (because ...)`) explains
and is kept as the explanation."""


def _plain(text: str) -> str:
    """A text as compared with an option: no tags, emphasis, code marks or final stop."""
    text = re.sub(r"<[^<>]*>", " ", text)
    text = re.sub(r"[*_`]+", "", text)
    return " ".join(text.split()).rstrip(".").strip().casefold()


def listed_options(lines: list[Line]) -> list[Line]:
    """`_listed_options`, with a list written in HTML (see srs.importers.htmlitems) read as
    the Markdown it shows when its key names an item."""
    if any("<li" in line.text for line in lines):
        shown = html_items_as_markdown(lines)
        if shown is not None:
            listed = _listed_options(shown)
            if listed is not shown:
                return listed
    return _listed_options(lines)


def _listed_options(lines: list[Line]) -> list[Line]:
    """A plain list right before the answer, whose answer names one of its items, is the
    question's options: `- text` items with `Correct Answer: <an item's text>`, or `1. text`
    items with `Answer: 4) text`. The items become `A) text` lines (letters by position) and
    the answer its letter; a list the answer does not name stays as it is."""
    if not ITEM_START_RE.search("\n" + "\n".join(line.text for line in lines)):
        return lines  # cheap test first: no list item at all (one search, not one per line)
    marker = next(
        (i for i, line in enumerate(lines) if not line.code and ANSWER_RE.match(line.text)), None
    )
    if marker is None:
        return lines
    worked = _text_above(lines, marker)  # where the working between list and key ends, if any
    start, end, kind = _list_before(lines, worked)
    if _after_options(lines, start):
        return _fields_after_key(lines, start, end, marker)
    items = _unlettered_items(lines[start:end])
    if items is None:
        return lines
    texts = [item.group("text") for item in items]
    key = _stated_key(lines, marker, own_letters_off(texts) != texts)
    key, letter, how = _key_read(lines, marker, key, texts, kind, worked > end)
    if not letter:
        return lines
    answer = _answer_lines(lines, marker, key, letter, how)
    lettered = _lettered(lines[start:end], items)
    after = key.to if key.to > key.at else key.at + 1
    # the working goes below the key: the card's explanation
    below = [Line(lines[marker].no, ""), *lines[end:worked]] if worked > end else []
    return lines[:start] + lettered + lines[worked : key.at] + answer + below + lines[after:]


def _list_before(lines: list[Line], worked: int) -> tuple[int, int, str | None]:
    """The first line of the list a key names, the index past its last item and its kind (see
    `_list_above`): right above the key (`worked`, blank lines left out), or above the working
    that parts it from the key (srs.importers.workedkeys)."""
    start, kind = _list_above(lines, worked)
    past = list_past_working(lines, worked, _is_item) if kind is None else None
    if past is None:
        return start, worked, kind
    start, kind = _list_above(lines, past)
    return start, past, kind


def _text_above(lines: list[Line], marker: int) -> int:
    """The index past the last line with text (or code) above the key's line `marker`."""
    end = marker
    while end > 0 and not lines[end - 1].text.strip() and not lines[end - 1].code:
        end -= 1
    return end


def _key_read(
    lines: list[Line],
    marker: int,
    key: _Key,
    texts: list[str],
    kind: str | None,
    worked: bool = False,
) -> tuple[_Key, str, str]:
    """The key, the letters it names and how it explains (see `_named_letter`); a key listed
    under its label as numbered options (`### 答え` over `1. text` / `2. text`) names all.
    Below the working that parts it from the list (`worked`), only a key that is a number or
    a letter alone names an option: one that says more may be an open answer of its own."""
    if worked and not bare_key(key.text):
        return key, "", ""
    several = numbered_key(lines, key.at, texts) if key.at > marker else None
    if several is not None:
        return replace(key, to=several[1]), several[0], ""
    return (key, *_named_letter(key.text, texts, kind))


def _lettered(listed: list[Line], items: list[re.Match[str]]) -> list[Line]:
    """The list's items as `A) text` lines (a loose list's blank lines gone)."""
    rows = [line for line in listed if line.text.strip()]
    texts = own_letters_off([item.group("text") for item in items])
    return [
        Line(line.no, f"{LETTERS[k]}) {text}")
        for k, (line, text) in enumerate(zip(rows, texts, strict=True))
    ]


def _after_options(lines: list[Line], start: int) -> bool:
    """Whether lettered options end right above the list (blank lines aside): then the
    question has its options, and the list between them and the key is about the question
    (`- Topic: Vue`, `- Difficulty: Basic` over `- Correct: a) ...`), never more options."""
    k = start - 1
    while k >= 0 and not lines[k].text.strip() and not lines[k].code:
        k -= 1
    return k >= 0 and not lines[k].code and OPTION_RE.match(lines[k].text) is not None


_FIELD_ITEM_RE = lazy(r"^[ \t]*[-*+][ \t]+[A-Z][\w ]{0,30}:(?:[ \t].*)?$")
"""`- Topic: Vue`, `- Resource:`: one field of a quiz bank's metadata, bulleted."""


def _fields_after_key(lines: list[Line], start: int, end: int, marker: int) -> list[Line]:
    """The lines with a run of bulleted fields between lettered options and the key
    (`- Topic: Vue` / `- Difficulty: Basic` over `- Correct: a) ...`) moved under the key's
    line, where the same bank puts them when it writes the key first: there they are the
    card's explanation, not more of its question. Any other list stays where it is."""
    run = lines[start:end]
    if start == end or not all(_FIELD_ITEM_RE.match(line.text) for line in run):
        return lines
    return lines[:start] + lines[end : marker + 1] + run + lines[marker + 1 :]


def _unlettered_items(lines: list[Line]) -> list[re.Match[str]] | None:
    """The list's items, when they may be options: two to eight, at one indent, not
    already lettered (`- A: text` carries its letters), and not all blanks to write in
    (`1. ***` / `2. ***`: a form, srs.importers.placeholders.only_blank)."""
    items = [m for line in lines if (m := _LIST_OPTION_RE.match(line.text))]
    if len(items) < 2 or len(items) > len(LETTERS) or len({m.group("indent") for m in items}) > 1:
        return None
    if any(OPTION_RE.match(line.text) for line in lines):
        return None
    return None if all(only_blank(m.group("text")) for m in items) else items


@dataclass(frozen=True)
class _Key:
    """Where the key of a listed question is read, and what it says."""

    at: int
    """The answer label's line, or (for a label with nothing after it) the next line with text."""
    text: str
    to: int = -1
    """The index past the key's last line (a key listed under its label); -1: `at` + 1."""


def _list_above(lines: list[Line], end: int) -> tuple[int, str | None]:
    """The first line of the list that ends at `end` (all its items bullets, or all numbered)
    and which kind it is (None: no list)."""
    start = end
    kind: str | None = None
    while start > 0:
        above = start - 1
        while kind is not None and above > 0 and not lines[above].text.strip():
            above -= 1  # a loose list (`<ul>` items written out a blank line apart)
        this = _item_kind(lines[above])
        if this is None or (kind is not None and this != kind):
            break
        kind = this
        start = above
    return start, kind


def _is_item(line: Line) -> bool:
    return _item_kind(line) is not None


def _item_kind(line: Line) -> str | None:
    m = _LIST_OPTION_RE.match(line.text) if not line.code else None
    if m is None:
        return None
    return "bullet" if m.group("bullet") else "number"


def _stated_key(lines: list[Line], marker: int, lettered: bool = False) -> _Key:
    """What the answer label at `marker` says, or the line after it when it says nothing
    (`<summary>Answer</summary>` then `Answer: A`: the inner label's text). Under options
    that carry their own letters (`lettered`: `- A 3`, `- B 6`), a line there opening with
    `**A**:` or `**A**：` names option A (`**A**：公式 ...`), where elsewhere it is the `A:`
    label of a Q&A note (`Answer:` over `**A**: text`, under a question's bullet points)."""
    m = ANSWER_RE.match(lines[marker].text)
    assert m is not None
    if _plain(m.group("rest")):
        return _Key(marker, m.group("rest"))
    key_at = next(  # past a figure over the key (`![fig](x.png)` / `**B** because ...`)
        (
            k
            for k in range(marker + 1, len(lines))
            if lines[k].text.strip() and not IMAGE_LINE_RE.match(lines[k].text)
        ),
        marker,
    )
    key = lines[key_at].text if not lines[key_at].code else ""
    nested = ANSWER_RE.match(key)
    if lettered and nested is not None and _plain(key[: nested.start("rest")]).rstrip(":：") == "a":
        nested = None  # `**A**: since ...` under options lettered A, B, ...: the key's letter
    listed = _LIST_OPTION_RE.match(key) if nested is None and key_at > marker else None
    if listed is not None and listed.group("bullet"):  # `2) text` keys by number instead
        return _Key(key_at, *bulleted_key(lines, key_at))
    return _Key(key_at, nested.group("rest") if nested is not None else key)


def _named_letter(key: str, items: list[str], kind: str | None) -> tuple[str, str]:
    """The letter of the item the key names, by its number (a numbered list), its text or
    its letter; and how the key explains (see `_lettered_key`)."""
    texts = [_plain(item) for item in items]
    number = _KEY_NUMBER_RE.match(key.strip()) if kind == "number" else None
    if number is not None and 1 <= int(number.group("num")) <= len(items):
        said = _plain(number.group("text") or "").casefold()
        if said and _NOTE_RE.fullmatch(said):  # `2 (x1)`: the key, then a note in brackets
            short = len(said) <= _SHORT_NOTE and len(said.split()) <= 2
            return LETTERS[int(number.group("num")) - 1], "" if short else "note"
        if not said or texts[int(number.group("num")) - 1].casefold() in said:
            return LETTERS[int(number.group("num")) - 1], ""  # `4) 'function'` repeats it
        return "", ""  # `1. They grew pale.`: the answer's own first point, no option's number
    return _text_or_letter(key, items, texts)


def _text_or_letter(key: str, items: list[str], texts: list[str]) -> tuple[str, str]:
    """`_named_letter` for a key that names no number: by an option's text (whole, several,
    or leading the key: `led_by_item`), else by its letter (`_lettered_key`)."""
    if _plain(key) in texts:
        return LETTERS[texts.index(_plain(key))], ""
    several = listed_option_texts(key.strip(), dict(zip(LETTERS, items, strict=False)))
    if several is not None and not several[1]:  # `Answer: Acks on writes, More replicas`
        return ", ".join(several[0]), ""
    lettered = _lettered_key(key, items)
    led = led_by_item(key, items) if not lettered[0] else None
    return (LETTERS[led], "sentence") if led is not None else lettered


_AFTER_ITEM = (",", ";", ":", " -", " –", " —", " (")
"""What parts an option's text from the words that explain it in a key (`2fast, a name
cannot start with a digit`)."""


def names_item(key: str, items: list[str]) -> bool:
    """Whether a key names one of the options (`items`) by its text, whole or leading it."""
    return _plain(key) in {_plain(item) for item in items} or led_by_item(key, items) is not None


def led_by_item(key: str, items: list[str]) -> int | None:
    """The index of the one option (`items`) whose text the key opens with, words that
    explain it after a comma, a colon or a dash (`Réponse : 2fast, a name cannot start with
    a digit.`); None when no option, or more than one, leads it. Read whole, such a key named
    no option, and its question became an open card with its options left in the question;
    the key's sentence is kept as the explanation. A key whose words go on to name another
    option (`Bump the version, then tag it`) names both: it keys neither."""
    said = _plain(key)
    texts = [_plain(item) for item in items]
    led = [
        k
        for k, text in enumerate(texts)
        if text and said.startswith(text) and said[len(text) :].startswith(_AFTER_ITEM)
    ]
    if len(led) != 1:
        return None
    rest = said[len(texts[led[0]]) :]
    return None if any(_names(rest, t) for k, t in enumerate(texts) if k != led[0]) else led[0]


def _names(said: str, text: str) -> bool:
    """Whether `said` holds an option's `text` as words of its own (not inside a word)."""
    return bool(text) and re.search(rf"(?<!\w){re.escape(text)}(?!\w)", said) is not None


def _lettered_key(key: str, items: list[str]) -> tuple[str, str]:
    """`Answer: B` or `The correct answer is **B**` for options listed without letters (the
    sentence stays, as the explanation: "sentence"); `Answer: BCD`, several of them (read as
    a lettered list's key reads them: options._several); '' for a letter past the last option.
    A letter that goes on past its option's text (`**B) Transformer** - the 2017 design`:
    "tail") stays as written, read again once the options are lettered, its tail the
    explanation."""
    texts = [_plain(item) for item in items]
    bare = _BARE_LETTER_RE.match(_plain(key))
    read = read_letter(key, dict(zip(LETTERS, items, strict=False)))
    if len(read[0]) > 1 and (bare is None or not read[1]):  # `BCD`, `A and D`: several
        return read[0], "tail" if read[1] else ""  # (`a and d` opens with a bare `a `, too)
    options = dict(zip(LETTERS[: len(texts)], texts, strict=True))
    letter = bare.group(1).upper() if bare else key_sentence(key, options)
    how = "sentence" if letter and not bare else ""
    if bare and read[1]:
        how = "tail"
    if letter and LETTERS.index(letter) >= len(texts):
        letter = ""
    return letter, how


def _answer_lines(lines: list[Line], marker: int, key: _Key, letter: str, how: str) -> list[Line]:
    """The key as its letter, where the key was read, with the sentence when it explains
    (`how`, see `_lettered_key`); a key whose tail explains is kept as written."""
    if how == "tail":
        kept = f"Answer: {key.text.strip()}" if key.at == marker else lines[key.at].text
        return [Line(lines[key.at].no, kept)]
    explained = how == "sentence"
    if how == "note":  # `2 (because ...)`: the bracketed words explain, the number keyed
        note = _NOTE_RE.search(key.text)
        explained, key = True, replace(key, text=note.group(0)[1:-1] if note else key.text)
    if key.at == marker:
        out = [Line(lines[marker].no, f"Answer: {letter}")]
        if explained:
            out.append(Line(lines[marker].no, key.text.strip()))
        return out
    out = [Line(lines[key.at].no, letter)]
    if explained:
        out.append(Line(lines[key.at].no, key.text.strip()) if how == "note" else lines[key.at])
    return out
