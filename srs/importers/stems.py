"""A numbered choice question whose stem runs past its first paragraph: `3 : What does dev
eth0 mean in the following command?` over the command, or the command first and `What does
the above command do?` under it, a blank line between or not, then the options. Quizzes on
commands and code write their questions so; read paragraph by paragraph, the first part
is lost between questions and the question keeps only the part next to the options.

A stem need not ask: `2 : In a DNS lookup, an A record maps:` is a statement its options
complete. Over lettered options that end in an explicit key (`**Answer** a)`), it is a
question all the same: the options and the key make it one, whatever its stem says (read by
its words alone, it was lost, silently when it was the last question). A stem typed with no
blank line over its options and key holds them in its own paragraph: they are its options,
never a stem's lines to read on past (the next question's stem glued into its card).

Unnumbered, a stem is told by the line under it that titles the options (`Seleccione una:`,
`Select one:`, `Options:`, as a quiz page prints between a question and its options): what
stands over that line, down from the paragraph right over it, is a question's stem whatever
it says (`Creamos clases para`); read by its words alone, it asked nothing, and a section
heading over such questions took the first for its options and the rest as its answer, in
silence. The stem runs up from the prompt over its pictures and paragraphs to the rule or
heading that opens its part of the page (a scenario, a picture, then the question); where
no rule or heading opens it, only the paragraph right over the prompt is the stem (the
paragraphs above may be the answer of the question before).

Nor need a stem ask over a plain list of options whose answer label names one of them by its
text (`A Java source file is compiled into ____ files.` over `* .exe` / `* .class` and
`Réponse : .class`), or that it asks in part (`Which are true? (Choose two)`): the list and
the key make it a question. A lead-in ending with a colon right over it (`Look at this
code:` over the code and `What is printed?`) is the stem's first part; read apart, it went
into the card above."""

from __future__ import annotations

import re
from collections.abc import Callable

from srs.importers.asking import asks
from srs.importers.common import (
    ANSWER_RE,
    EXPLANATION_RE,
    HEADING_RE,
    LETTERS,
    LIST_ITEM_RE,
    NUMBERED_TEXT_RE,
    OPTION_RE,
    SEPARATOR_RE,
    is_blank,
    next_content,
)
from srs.importers.keyrewrites import key_at_end
from srs.importers.labeltext import PICTURE_LINE_RE
from srs.importers.lazyre import lazy
from srs.importers.marks import names_item
from srs.importers.options import OPTIONS_LABEL_RE
from srs.importers.paragraphasks import PAREN_NUMBER_RE
from srs.importers.paragraphoptions import marked_run_below
from srs.importers.rightmarks import mark_stripped
from srs.importers.values import Line, Start

__all__ = [
    "item_stem",
    "keyed_options",
    "listed_stem",
    "paragraph_stem",
    "plain_stem",
    "prompted_stem",
    "question_after_options",
    "stem_over_options",
    "unboxed_before",
    "unnumbered_start",
]

_NOT_STEM = ("#", "|", "---", "***", "```", "~~~", ">")
"""How a line that is no part of a stem starts: a heading, a table, a rule, a fence, a quote."""
_MOST_LINES = 6
"""How many lines a stem may run past its paragraph before the options."""
_MOST_OPTION_LINES = 24
"""How many lines options (blank lines between them) may run before their key."""
_LONGEST_STEM = 300
"""A stem is a sentence or two; a longer line over options is prose."""


def stem_over_options(
    content: str, lines: list[Line], span: list[int]
) -> tuple[int | None, str, int] | None:
    """The question's number, its lines as written (a blank line between paragraphs) and how
    many lines after its first it spans, when the paragraph (`content`, at `span`) is
    numbered (`3 : ...`, `3. ...`, `(3) ...`) and goes on up to a first option, and its first
    or last line asks, or its options end in a key (`keyed_options`); None otherwise (a
    paragraph that ends with its question is read as one by the caller). A paragraph that
    holds its own options is its first line alone, when they end in a key. A paragraph
    that asks over task boxes is a question with no number (`_boxed_stem`)."""
    texts = content.split("\n")
    numbered = _numbered(texts[0])
    if numbered is None:
        return _boxed_stem(texts, lines, span[1])
    number, first = numbered
    if any(_option_or_key(t) for t in texts[1:]):
        # its options (and key) in its own paragraph, no blank line over them
        return (number, first, 0) if keyed_options(lines, span[0] + 1) else None
    below = _lines_to_options(lines, span[1])
    if below is None:
        return None
    stem = _trimmed([first, *(t.strip() for t in texts[1:]), *below])
    if not (stem[0].endswith("?") or stem[-1].endswith("?")):
        # a statement its options complete: a question when they end in a key
        keyed = keyed_options(lines, span[1] + len(below))
        return (number, "\n".join(stem), len(stem) - 1) if keyed else None
    if len(stem) < 2 or (len(texts) == len(stem) and stem[-1].endswith("?")):
        return None
    return number, "\n".join(stem), len(stem) - 1


def unnumbered_start(starts: dict[int, Start], lines: list[Line], span: list[int]) -> bool:
    """Whether the paragraph at `span` opens an unnumbered choice question's stem (over a
    `Select one:` prompt, or a plain list its answer label names), not within the last of
    `starts` (a stem's own later paragraph): its start is added, the stem its label."""
    stem = prompted_stem(lines, span) or listed_stem(lines, span)
    if stem is None:
        return False
    last = max(starts, default=None)
    if last is not None and last < span[0] <= last + starts[last].skip:
        return False
    starts[span[0]] = Start(None, stem[0], skip=stem[1])
    return True


def prompted_stem(lines: list[Line], span: list[int]) -> tuple[str, int] | None:
    """The stem (its lines as written) and how many lines past its first it spans, when the
    paragraph at `span` opens one over a line titling the options (`Seleccione una:`) and a
    list of two options or more (see the module docstring); None otherwise."""
    prompt = _prompt_below(lines, span[1])
    if prompt is None or (
        prompt != next_content(lines, span[1] - 1) and not _opens_stem(lines, span[0])
    ):
        return None
    stem = _trimmed([line.text.strip() for line in lines[span[0] : prompt]])
    return "\n".join(stem), len(stem) - 1


def listed_stem(lines: list[Line], span: list[int]) -> tuple[str, int] | None:
    """The stem (its lines as written) and how many lines past its first it spans, when the
    paragraph at `span` (and the one below it, when it leads in with a colon) stands right
    over a plain list of options that an answer label ends, the label naming one of them or
    the stem asking (see the module docstring); None otherwise."""
    end = span[1]
    nxt = next_content(lines, end - 1)
    if nxt is None:
        return None
    if lines[end - 1].text.rstrip().endswith(":") and not _ends_stem(lines[nxt]):
        end = next((j for j in range(nxt, len(lines)) if is_blank(lines[j])), len(lines))
        if _ends_stem(lines[end - 1]) or end - nxt > _MOST_LINES * 2:
            return None  # the lead-in's own lines: a paragraph of text (code) up to a blank
        nxt = next_content(lines, end - 1)
    items, key = _listed_key(lines, nxt)
    if key is None or _ends_stem(lines[span[0]]) or OPTIONS_LABEL_RE.match(lines[span[0]].text):
        return None  # `Possible answers:` over the options titles them: no stem
    stem = _trimmed([line.text.strip() for line in lines[span[0] : end]])
    joined = " ".join(stem)
    if not ("?" in joined or asks(joined) or names_item(key, items)):
        return None
    return "\n".join(stem), len(stem) - 1


def _listed_key(lines: list[Line], first: int | None) -> tuple[list[str], str | None]:
    """The items of the plain bulleted list (two to eight, no letters) that opens at line
    `first`, and what the answer label right under it says (None: no list or no label)."""
    items: list[str] = []
    j = first if first is not None else len(lines)
    while j < len(lines) and len(items) <= len(LETTERS):
        m = _BULLET_RE.match(lines[j].text)
        if m is None:
            if not is_blank(lines[j]):
                break
        elif lines[j].code or OPTION_RE.match(lines[j].text):
            return [], None
        else:
            items.append(m.group("text"))
        j += 1
    if not 2 <= len(items) <= len(LETTERS) or j >= len(lines):
        return [], None
    label = ANSWER_RE.match(lines[j].text)
    return (items, label.group("rest")) if label is not None and not lines[j].code else ([], None)


_BULLET_RE = lazy(r"^[*+-][ \t]+(?P<text>\S.*)$")
"""A bulleted item at the margin: an option written without a letter."""


def _prompt_below(lines: list[Line], k: int) -> int | None:
    """The line from `k` on that titles the options below it, past the stem's own pictures
    and paragraphs (at most `_MOST_LINES` lines with text); None when anything else comes
    first (a list, code, a heading, a rule, a table, an answer label) or no list follows."""
    seen = 0
    for j in range(k, len(lines)):
        text = lines[j].text
        if not text.strip():
            continue
        if text.rstrip().endswith((":", "：")) and OPTIONS_LABEL_RE.match(text):
            found = _listed_below(lines, j) and not any(map(_ends_stem, lines[k:j]))
            return j if found else None
        seen += 1
        if seen > _MOST_LINES or lines[j].code or text.lstrip().startswith(_NOT_STEM):
            return None  # cheap tests per line; the label's pattern only once a prompt is seen
    return None


def _ends_stem(line: Line) -> bool:
    """A line no stem holds: code, a list, a heading, a table, a rule, a quote, a label."""
    text = line.text.strip()
    return bool(
        line.code
        or text.startswith(_NOT_STEM)
        or LIST_ITEM_RE.match(line.text)
        or ANSWER_RE.match(text)
    )


def _listed_below(lines: list[Line], prompt: int) -> bool:
    """Whether two list items or more follow the prompt at line `prompt` (the options)."""
    first = next_content(lines, prompt)
    return (
        first is not None
        and first + 1 < len(lines)
        and LIST_ITEM_RE.match(lines[first].text) is not None
        and LIST_ITEM_RE.match(lines[first + 1].text) is not None
    )


def _opens_stem(lines: list[Line], first: int) -> bool:
    """Whether line `first` opens its part of the page, past the pictures over it: the page's
    first text, or the first after a rule or a heading."""
    for j in range(first - 1, -1, -1):
        text = lines[j].text
        if not text.strip() or PICTURE_LINE_RE.match(text):
            continue
        return bool(SEPARATOR_RE.match(text) or HEADING_RE.match(text))
    return True


_BOX_RE = lazy(r"^[ \t]*(?:[-*+][ \t]+)?\[[ xX]\][ \t]*\S")
"""A task box opening a line (`[x] True`, `- [ ] False`)."""


def _boxed_stem(texts: list[str], lines: list[Line], end: int) -> tuple[None, str, int] | None:
    """A plain paragraph that asks and goes on as task boxes, no blank line between (`Is X
    structured data? True/False?` over `    [ ] True` / `    [x] False`), as quizzes typed
    by hand write each question: the lines above the first box are the question (a stem
    broken by pasted maths, `relating an input` / `x` / `x to an output`, whole), the boxes
    its options. Read as one paragraph, a stem that did not end with `?` on its first line
    asked nothing, and it and its options went into the answer of the question above. The
    same quizzes set a question's boxes apart by one blank line now and then, an indented
    task list (`... which are true? (Check all that apply.)`, a blank line, `    - [x]
    ...`): the whole paragraph is the question when a run of boxes with one ticked follows
    (`_boxes_below`; its `?` inside, not at its end, it asked nothing, and the last question
    of a page went into the card above in silence)."""
    first = next((k for k, text in enumerate(texts) if "[" in text and _BOX_RE.match(text)), 0)
    if first == 0 and _boxes_below(lines, end):
        first = len(texts)
    if not 0 < first <= _MOST_LINES or not all(_BOX_RE.match(t) for t in texts[first:]):
        return None
    stem = [text.strip() for text in texts[:first]]
    if any(t.startswith(_NOT_STEM) or _option_or_key(t) for t in stem):
        return None
    joined = " ".join(stem)
    picks = _PICK_OVER_BOXES_RE.match(joined) is not None  # `Select correct statements:`
    return (None, "\n".join(stem), first - 1) if "?" in joined or asks(joined) or picks else None


_PICK_OVER_BOXES_RE = lazy(
    r"^(?:\*\*|__)?(?:choose|select|pick|mark|check|tick|identify)\b[^?]{0,80}:(?:\*\*|__)?$", re.I
)
"""`Select correct statements:`, `Choose Linux features:`: a line telling the reader to pick,
ending with its colon, over task boxes: their question, though it names no count (`asks`
wants `Select the ...`, `Choose two`); a to-do list is not told so."""


_TICKED_RE = lazy(r"\[[xX]\]")


def _boxes_below(lines: list[Line], end: int) -> bool:
    """Whether one blank line (line `end`) and then an indented run of two task boxes or
    more, one of them ticked (a question's options and its key, not a to-do list), follow a
    paragraph. Indented: boxes at the margin after a blank line are a page's own list, which
    pages of other quiz shapes (`?:` stems over `( )` options) end with, and other readers
    take as they stand. Cheap tests first: a blank line, an indent, a `[` near the start."""
    k = end + 1
    if k >= len(lines) or lines[end].text.strip() or lines[k].text[:1] not in (" ", "\t"):
        return False
    return "[" in lines[k].text[:16] and _ticked_run(lines, k)


def unboxed_before(
    paragraphs: list[tuple[int, int]], asking: dict[int, Start], lines: list[Line]
) -> dict[int, Start]:
    """The question with no options between two boxed ones: the paragraph before the last of
    `paragraphs` (the stem over task boxes just found, in it or after a blank line), when it asks in one to three lines of
    plain text with no box and the paragraph before it ends with a box (the options of the
    question above). A quiz typed by hand leaves a question whose options it did not copy
    (`Is X structured data? True/False?` alone): read as text after the options above, it
    was that question's explanation, lost in silence; a start, it is reported unanswered.
    Nothing for any other paragraph (a note under the options that says something)."""
    if len(paragraphs) < 3:
        return {}
    last_end = paragraphs[-1][1]
    if not _BOX_RE.match(lines[last_end - 1].text) and not _boxes_below(lines, last_end):
        return {}
    (above, above_end), (first, end) = paragraphs[-3], paragraphs[-2]
    if first in asking or not 0 < end - first <= 3 or above not in asking:
        return {}
    texts = [line.text.strip() for line in lines[first:end]]
    if not _BOX_RE.match(lines[above_end - 1].text) or any(_BOX_RE.match(t) for t in texts):
        return {}
    joined = " ".join(texts)
    if "?" not in joined or any(t.startswith(_NOT_STEM) or _option_or_key(t) for t in texts):
        return {}
    return {first: Start(None, "\n".join(texts), weak=True, skip=end - first - 1)}


def question_after_options(texts: list[str]) -> str | None:
    """The question a choice card's text after its options is (`texts`, trimmed), when that
    text is one short paragraph (one or two lines) that asks and is no label, list, quote or
    code: a question of the quiz left with no options under it (`How you can enable
    automount?` under the last options of a module, before the next module's heading), read
    as the card's explanation in silence. None for any other text (an explanation says, it
    does not ask)."""
    text = [t.strip() for t in texts]
    if not 0 < len(text) <= 2 or not all(text) or not text[-1].endswith(("?", "\uff1f")):
        return None
    if text[0].startswith((*_NOT_STEM, "-", "*", "+", "`")) or _option_or_key(text[0]):
        return None
    if EXPLANATION_RE.match(text[0]) or ANSWER_RE.match(text[0]):
        return None
    return " ".join(text)


def _trimmed(stem: list[str]) -> list[str]:
    """The stem's lines without the blank lines at its end."""
    while stem and not stem[-1]:
        stem.pop()
    return stem


def _numbered(text: str) -> tuple[int, str] | None:
    """A stem's number and its text, numbered `3 : ...`, `3. ...` or `(3) ...`; None if not."""
    m = NUMBERED_TEXT_RE.match(text) or PAREN_NUMBER_RE.match(text)
    return None if m is None else (int(m.group("num")), m.group("text").strip())


def _option_or_key(text: str) -> bool:
    """Whether a line of a stem's paragraph is an option (`a) ...`) or an answer's label."""
    return OPTION_RE.match(text) is not None or ANSWER_RE.match(text.strip()) is not None


def keyed_options(lines: list[Line], k: int) -> bool:
    """Whether lettered options open at line `k` (option A first, blank lines between them or
    not) and end in an explicit key: an answer's label after the last (`**Answer** a)`,
    `Answer: B`) or at the end of its line (`d) Loader Answer: b`), or a mark of the right
    option ending some of them, not all (`C) 443 *`, `B) DNS ✓`). A choice question's options
    and its key make the paragraph over them a question, whatever that paragraph says."""
    letters = ""
    marked = 0  # options that end with the right option's mark
    for line in lines[k : k + _MOST_OPTION_LINES]:
        text = line.text.strip()
        if line.code:
            return bool(letters) and 0 < marked < len(letters)
        if not text:
            continue
        option = OPTION_RE.match(line.text)
        if option is None:
            key = ANSWER_RE.match(text) is not None
            return bool(letters) and (key or 0 < marked < len(letters))
        letter = (option.group("pl") or option.group("l") or "").upper()
        if letter != "ABCDEFGH"[len(letters) : len(letters) + 1]:
            return False  # `b)` first, or a letter out of turn: no options of a question
        letters += letter
        if key_at_end(line) is not None:
            return True
        marked += mark_stripped(option.group("text")) is not None
    return 0 < marked < len(letters)  # the document ends with the options


def plain_stem(question: str, lines: list[Line], span: tuple[int, int]) -> bool:
    """Whether the first line of a plain paragraph (`question`, the paragraph at `span`) is
    the stem of a choice question though it does not ask: a statement its options complete
    (`The default port of HTTPS is:`, `RAID 0 destaca por:`, `... is called.`), its lettered
    options right under it (in its paragraph, or the next paragraph when it is alone in
    its own) and ending in a key (`keyed_options`). Quizzes with no numbers mix such stems
    with ones that ask; read by whether it asks, each such question went silently into the
    explanation of the one above (or, first in the document, nowhere). So is a line alone
    over plain option lines one of which ends with the mark of the right option (see
    paragraphoptions.marked_run_below). Options with no key
    under a line that does not ask (`The steps are:` / `a) ...`) are an answer's points. A
    line that ends with `?` is no such stem: it asks, and is read as a question that does."""
    first, end = span
    if question[-1:] in ("?", "\uff1f", "") or len(question) > _LONGEST_STEM:
        return False
    if question.startswith(_NOT_STEM):  # a heading, a table, a rule, a fence, a quote
        return False
    k = first + 1 if end - first > 1 else next_content(lines, first)
    if k is None:
        return False
    if _PICK_OVER_BOXES_RE.match(question) is not None and _ticked_run(lines, k):
        return True  # `Select correct statements:` over `- [x] ...` / `- [ ] ...`
    return keyed_options(lines, k) or (end - first == 1 and marked_run_below(lines, first, k))


def _ticked_run(lines: list[Line], k: int) -> bool:
    """Whether two task boxes or more, one of them ticked at least, run from line k (a
    question's options and its key, not a to-do list)."""
    boxes = ticked = 0
    for i in range(k, len(lines)):  # (`lines[k:]` copied the rest of the page each time)
        line = lines[i]
        if line.code or not _BOX_RE.match(line.text):
            break
        boxes += 1
        ticked += _TICKED_RE.search(line.text) is not None
    return boxes >= 2 and ticked >= 1


def item_stem(question: str, lines: list[Line], span: tuple[int, int]) -> tuple[str, int]:
    """A numbered item's question read on past its first paragraph, and how many more lines
    it spans: a scenario that asks nothing (`1.  A shop sells X.`) over an indented paragraph
    that asks (`    Which service fits?`), then the item's options, as certification practice
    sets write every question (or then its answer's label: `    **Answer:** ...`). Read by
    its first paragraph, the item asked nothing and its ask went to the answer. So is a
    scenario over the task it sets, then the code that answers it (`_task_over_code`).
    `span`: the item's line after that paragraph, and its end. The question as it is, and
    0, for any other item (one whose first paragraph asks, one whose next paragraph does not
    ask right over option A or an answer label inside the item)."""
    if question.rstrip(" *_").endswith("?"):
        return question, 0
    task = _task_over_code(question, lines, span)
    if task:
        return "\n".join([question, *task]), len(task)
    below = _lines_to_options(lines, span[0], span[1], answered=True)
    while below and not below[-1]:
        below.pop()
    if not below or below[0] or not below[-1].rstrip(" *_").endswith("?"):
        return question, 0
    return "\n".join([question, *below]), len(below)


def _task_over_code(question: str, lines: list[Line], span: tuple[int, int]) -> list[str]:
    """The lines, from the blank one after the item's first paragraph, of a task set under
    a scenario (`- In a shop database there is a Product table with ...` over `    List all
    products cheaper than 10.`) when all the item holds after the task is the code that
    answers it (a fenced block, or one line that is a code span): a SQL or coding exercise's
    question is both paragraphs, the code alone its answer. Read by its first paragraph, the
    task went to the answer and the scenario alone asked nothing. Empty for any other item:
    a short first paragraph (a topic, `- Closures.`, over its explanation and an example)
    keeps its explanation in the answer."""
    if not question.endswith(".") or len(question.split()) < _SCENARIO_WORDS:
        return []
    rows = lines[span[0] : span[1]]
    texts = [line.text.strip() for line in rows]
    task = _task_paragraph(rows, texts)
    if task is None:
        return []
    code = [(row, text) for row, text in zip(rows[task:], texts[task:], strict=True) if text]
    return texts[:task] if code and _all_code(code) else []


def _task_paragraph(rows: list[Line], texts: list[str]) -> int | None:
    """Where the one short prose paragraph after a blank line (`rows`, their stripped
    `texts`) ends; None when the rows open otherwise (no blank line first, a heading, a
    fence, a quote, a longer paragraph)."""
    if not texts or texts[0]:
        return None  # the task is a paragraph of its own
    k = 1 + next((j for j, text in enumerate(texts[1:]) if text), len(texts))
    task = k
    while task < len(texts) and texts[task] and not rows[task].code:
        task += 1
    if not 0 < task - k <= _TASK_LINES or texts[k].startswith(_NOT_STEM):
        return None
    return task


def _all_code(code: list[tuple[Line, str]]) -> bool:
    """Whether the content (its lines and their stripped texts) is one block of code: fenced
    (its fences indented deeper than code's place in the item, the block is still one), or
    one line that is one code span (`` `SELECT ...;` ``)."""
    if all(row.code for row, _ in code):
        return True
    first, last = code[0][1], code[-1][1]
    if len(code) >= 2 and first.startswith(_FENCES) and last in ("```", "~~~"):
        return True
    return (
        len(code) == 1 and len(first) > 2 and first[0] == last[-1] == "`" and "`" not in first[1:-1]
    )


_FENCES = ("```", "~~~")


_SCENARIO_WORDS = 8
"""How many words a first paragraph holds, at least, to be a scenario, not a topic's name."""
_TASK_LINES = 2
"""How many lines a task set under a scenario may wrap over."""


def paragraph_stem(
    text_lines: list[str],
    count: int,
    where: tuple[list[Line], int],
    is_label: Callable[[str], bool],
) -> int:
    """How many lines of a numbered item's paragraph (`text_lines`, its first at line `first`
    of `where`, the document's lines and that index) its question holds: all of them when the
    paragraph runs right up to option A (blank lines only between) and none of its lines
    after the `count` found is an option or a label (`is_label`); `count` otherwise. A stem
    wrapped over several lines (hard breaks between, pandoc's `\\`) with no `?` at a line's
    end was read as its first line alone, its other lines as the answer and the options as
    text in no card; right over its options, the paragraph is the stem."""
    if count >= len(text_lines) or any(is_label(t.strip()) for t in text_lines[count:]):
        return count
    lines, first = where
    below = _lines_to_options(lines, first + len(text_lines))
    return len(text_lines) if below is not None and not any(below) else count


def _lines_to_options(
    lines: list[Line], k: int, end: int | None = None, *, answered: bool = False
) -> list[str] | None:
    """The lines from `k` up to a first option (`a) ...`, `A. ...`), or an answer's label
    when `answered`, stripped; None when something else comes first (code, a heading, a
    rule, a table) or no option is near (before `end`, when given)."""
    below: list[str] = []
    for line in lines[k : min(k + _MOST_LINES, len(lines) if end is None else end)]:
        text = line.text.strip()
        if line.code or text.startswith(_NOT_STEM):
            return None
        if answered and ANSWER_RE.match(text):
            return below
        option = OPTION_RE.match(line.text)
        if option is not None:
            first = option.group("pl") or option.group("l") or ""
            return below if first in ("A", "a") else None
        below.append(text)
    return None
