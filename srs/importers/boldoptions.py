"""Options bulleted with no letter, the right one set wholly in bold (`* **Request For
Comments**` among `* Routing Frequency Control`, `* Realtime Frame Check`), as quiz answers
copied from a course's graded page are.

Read as written, the options are the answer's list and the question has no key. Where a
document does this at least twice (a question's line or heading, then two to eight one-line bullets
with exactly one wholly in bold, the run ending at a blank line), each run is written as a
task list (`- [x] Request For Comments`, the others `- [ ] ...`), which srs.importers.marks
reads as options keyed by the ticked box, lettered by position, line for line. An option in
bold marked wrong (`* **hub** [INCORRECT]`, the learner's own pick) keys nothing: that run's
boxes are all left empty, a question whose key is unknown (reported). A single such list is
an answer's points with one in bold, left alone. Several options in bold key a question
that asks for several (`(Select all that apply.)`, `Choose two`), or any question, whatever its
language, of a document that keys two others by one option in bold: its boxes are ticked, and
the question becomes an open card naming its right options (reported). An option in bold may
end with a colon of its own (`* **chkdsk /r:**`); a bold title over points (`* **Pros:**`)
keys nothing. In a document already keyed so by two runs, an option may run to a paragraph
(`_LONGEST_IN_A_QUIZ`: a course quiz sets one statement to pick at 560 characters, beside
three short ones). A blog's export highlights the right option instead (`* <mark>Queue</mark>`),
and spaces the options a blank line apart, nested under their numbered question: the same
emphasis, the same run. A converter's bullets (`-   **Saturn**`, three blanks after the dash,
a blank line between items, nested five or six blanks deep under `12.  **Q**`) are the same
run too.

A page may set its right options in italics instead (`*router*`, `_router_`), a converter
escaping the star its source wrote after them (`*router\\**`, `*router*\\*`): the same run,
keyed the same way, the star no word of the option. A run's options are marked one way: a
run with one option in bold and another in italics keys nothing. The page must mark its keys
so twice or more in the same way (two runs keyed in italics; or in bold, the lettered options
elsewhere on the page counting: `b)  **Jupiter**` over a `(Select TWO)` question whose
`-   **Saturn**` bullets are the page's only run keys that run), else the emphasis is an
answer's, no key.

The right option may instead be led by a bold answer label (`- **Correct Answer:** Ribosome`
among `- Nucleus`, `- Vacuole`), as a chat-written quiz marks it. Read as written, the label
split the list: the options above it joined the question, the one labelled and those below
it became the answer, and an option opening with the article `A` (`A double wall`) was read
as key letter A. Such a run is keyed by its labelled item the same way (the label goes), when
no other item is labelled and the label's text is an option (not one of the options'
letters, nor another item's words: `- **Answer:** B` under the options is their key), and
when some such run of the document has its label amid its options, not last. Either run may
end at an explanation's label (`**Explanation:** ...`) or at a grader's verdict left alone
under the options (`Correct`, srs.importers.verdicts: the reader drops it, reported) as well
as at a blank line, or at a block quote right under the last option (`> Forty rows fit a
spreadsheet.`): a course quiz page explains its key so, and the options reader takes the quote
for the card's explanation (a quoted key line, `> **Answer:** B`, is the options reader's key,
see `_keyed_elsewhere`). Before, such a run was no run at all: every card of the page was open,
its options and key in the answer, and a question under a bare heading was skipped.
"""

from __future__ import annotations

import re
from collections import Counter

from srs.importers.asking import asks
from srs.importers.common import ANSWER_RE, EXPLANATION_RE, LETTERS, OPTION_RE, holds
from srs.importers.fences import outside_code
from srs.importers.keyitems import is_key_item
from srs.importers.lazyre import lazy
from srs.importers.verdicts import grader_verdict

__all__ = ["ASKS_SEVERAL_RE", "bold_options"]

_ITEM_RE = lazy(r"^[ \t]{0,8}[-*+][ \t]+(?P<text>\S.*?)[ \t]*$")
"""A bullet at the margin or nested one level under a numbered question (`10. **Q**` over
`    * option`, `12.  **Q**` over `     -   option`, a converter's blanks after the number)."""
_BOLD_RE = lazy(
    r"^(?:(?:\*\*\*?|__)(?P<text>[^*_].*?)(?:\*\*\*?|__)|<mark>(?P<marked>[^<]*[^<\s])</mark>)$"
)
"""An option wholly in bold (`**Right**`, `__Right__`), in bold italics (`***True***`), or
wholly highlighted (`<mark>Right</mark>`, a blog export's highlight): the same emphasis."""
_ITALIC_RE = lazy(
    r"^(?:\*(?P<star>[^*\s\\](?:[^*\\]|\\[^*])*?)[ \t]*(?:\\\*)?\*"
    r"|_(?P<under>[^_\s\\](?:[^_\\]|\\[^*])*?)[ \t]*(?:\\\*)?_)(?:\\\*)?$"
)
"""An option wholly in italics (`*router*`, `_router_`), a star its converter escaped inside
or after the emphasis (`*router\\**`, `*router \\**`, `*router*\\*`): the mark the source
set on its right option, no word of it."""
_WRONG_RE = lazy(r"[ \t]*[\[(](?:incorrect|wrong)[\])]", re.I)
"""`[INCORRECT]`, `(wrong)` after an option: the learner's pick marked wrong (in brackets,
never the option's own word: `Wrong password`)."""
_MIN, _MAX, _LONGEST = 2, 8, 300
"""Two to eight options of up to 300 characters: a course quiz's statements to pick run long."""
_LONGEST_IN_A_QUIZ = 1200
"""How long an option may run in a document already keyed so by two runs of options within
`_LONGEST`: a course quiz sets one option as a whole paragraph (a 560-character statement
that repeats the stem's findings beside three short ones), and with that run read as no
options its question was an open card, its options and key the answer, never reported."""
_RUNS = 2
"""How many keyed runs make the document a quiz written so."""


def bold_options(text: str) -> str:
    """The text with each run of bulleted options keyed by one in bold as a task list, when
    the document holds two or more such runs (a cheap test first)."""
    if not holds(text, *_MAY_OPEN):
        return text
    lines = text.split("\n")
    items = {k for k, line in outside_code(lines) if line.lstrip(" ")[:2] in ("* ", "- ", "+ ")}
    own, told = _apart(lines, _runs(lines, items))
    runs = _keyed_runs(lines, own, _LONGEST)
    styles = _page_styles(lines, runs + _told_alike(lines, told))
    if not styles:
        return text
    runs = _keyed_runs(lines, [run for run, _ in runs], _LONGEST_IN_A_QUIZ)
    keyed = [
        (run, right) for run, right in runs if right is not None and _style(lines, right) in styles
    ]
    for run, right in keyed:
        _as_task_list(lines, run, right)
    return "\n".join(lines) if keyed else text


_MAY_OPEN = (
    *("* *", "- *", "* _", "- _", "* <mark>", "- <mark>"),
    *("-   *", "*   *", "-   _", "*   _"),  # a converter's bullets (`-   **Saturn**`)
)
"""A bullet right before emphasis: the cheap test of a whole document."""


def _style(lines: list[str], right: list[int]) -> str:
    """How a keyed run marks its right options: `italic` (`*router*`), else `bold` (in bold,
    highlighted, led by a bold label; a run of no right option is the bold one marked wrong)."""
    return "italic" if right and _kind(_item_text(lines[right[0]])) == "italic" else "bold"


def _page_styles(lines: list[str], runs: list[tuple[list[int], list[int] | None]]) -> set[str]:
    """The ways the page marks its right options: each that keys two runs or more, or one run
    and lettered options elsewhere (`b)  **Jupiter**` over a select-two question's `-   **Saturn**`
    bullets: the page marks its keys so, lettered or not)."""
    counts = Counter(_style(lines, right) for _, right in runs if right)
    styles = {style for style, n in counts.items() if n >= _RUNS}
    styles |= {
        style
        for style, n in counts.items()
        if style not in styles and n + _lettered_marks(lines, style, _RUNS - n) >= _RUNS
    }
    return styles


def _lettered_marks(lines: list[str], style: str, enough: int) -> int:
    """How many lettered options of the page open in the style (`b)  **Jupiter**`), up to
    `enough`."""
    found = 0
    for _, line in outside_code(lines):
        m = OPTION_RE.match(line) if "*" in line or "_" in line else None
        opening = m.group("text")[:2] if m is not None else ""
        if opening and (opening in ("**", "__")) == (style == "bold") and opening[0] in "*_":
            found += 1
            if found >= enough:
                break
    return found


def _keyed_runs(
    lines: list[str], runs: list[list[int]], longest: int
) -> list[tuple[list[int], list[int] | None]]:
    """The runs, each with its right options (None when it is keyed by none), none of whose
    items runs over `longest` characters."""
    keyed = _amid_labels(lines, [(run, _keyed(lines, run, longest)) for run in runs])
    return _several_in_a_quiz(lines, keyed)


def _several_in_a_quiz(
    lines: list[str], runs: list[tuple[list[int], list[int] | None]]
) -> list[tuple[list[int], list[int] | None]]:
    """The runs, those with several options in bold left unkeyed unless their question asks
    for several in English (`Select all that apply.`) or the document keys at least two other
    runs by one option in bold: there it marks its right options so, and several in bold are
    several right options whatever the question's language (Indonesian `Centang semua yang
    sesuai.`). Elsewhere points in bold are an answer's emphasis (`- **Speed.**` / `- Cost.`)."""
    if sum(1 for _, right in runs if right is not None and len(right) == 1) >= _RUNS:
        return runs
    return [
        (run, right if right is None or len(right) < 2 or _asks_several(lines, run[0]) else None)
        for run, right in runs
    ]


def _amid_labels(
    lines: list[str], runs: list[tuple[list[int], list[int] | None]]
) -> list[tuple[list[int], list[int] | None]]:
    """The runs, those keyed by an answer label left unkeyed unless one of them has its label
    before its last item: a label amid the options marks one of them, while a document whose
    label only ever comes last (`- a point` / `- **Answer:** a sentence`) may be answering
    below its points."""
    labelled = {run[0] for run, right in runs if right and _is_labelled(lines, right[0])}
    amid = any(right[0] != run[-1] for run, right in runs if right and run[0] in labelled)
    if not labelled or amid:
        return runs
    return [(run, None if run[0] in labelled else right) for run, right in runs]


def _is_labelled(lines: list[str], k: int) -> bool:
    """Whether item k, a run's key, is led by a label (rather than set wholly in bold)."""
    return _BOLD_LABEL_RE.match(_item_text(lines[k])) is not None


def _as_task_list(lines: list[str], run: list[int], right: list[int]) -> None:
    """A run written as a task list, the boxes of `right` ticked (none when it is empty),
    the bold and the wrong mark of the options dropped; a run nested under its numbered
    question stays nested (at the margin it would be read as the end of that list, and a
    next question in it that does not ask, `7. **Which one is FIFO.**`, as an explanation).
    A loose run at the margin (`-   **Saturn**`, a blank line, `-   Venus`, a converter's)
    is written tight, its blank lines after it: loose, the boxes were read as text between
    questions, the question over them left unanswered."""
    boxes: list[str] = []
    for k in run:
        item = _ITEM_RE.match(lines[k])
        assert item is not None
        words = _WRONG_RE.sub("", item.group("text")).strip()
        emphasis = _emphasis(words) if k in right or not right else None
        words = emphasis[1].strip() if emphasis is not None else words
        label = _right_label(words) if k in right else None
        words = label.group("rest").strip() if label is not None else words
        box = f"- [{'x' if k in right else ' '}] {words}"
        boxes.append(box if _indent(lines[k]) < 4 else " " * _indent(lines[k]) + box)
    if _indent(lines[run[0]]) < 4:
        lines[run[0] : run[-1] + 1] = boxes + [""] * (run[-1] + 1 - run[0] - len(boxes))
    else:
        for k, box in zip(run, boxes, strict=True):
            lines[k] = box


def _runs(lines: list[str], items: set[int]) -> list[list[int]]:
    """Runs of consecutive one-line bullets with a line of text right above them (the
    question, or a blank line and then it) and a blank line, the end, an explanation's label,
    a grader's verdict or a block quote (the key's explanation) below."""
    runs: list[list[int]] = []
    k = 0
    while k < len(lines):
        if k not in items:
            k += 1
            continue
        run = _run(lines, items, k)
        k = run[-1] + 1
        below = lines[k].strip() if k < len(lines) else ""
        ends = (
            not below
            or below[:1] == ">"  # `> Forty rows fit ...`: the key's explanation, quoted
            or EXPLANATION_RE.match(below) is not None  # `**Explanation:** ...`
            or bool(grader_verdict(below))  # `Correct`, a grader's word (srs.importers.verdicts)
        )
        fits = _MIN <= len(run) <= _MAX and ends and _asked_above(lines, run[0])
        if fits and not _goes_on_nested(lines, run):
            runs.append(run)
    return runs


_NESTED_RE = lazy(r"^(?P<indent>[ \t]*)(?:[-*+]|\d{1,3}[.)])[ \t]")


def _goes_on_nested(lines: list[str], run: list[int]) -> bool:
    """Whether the next text past the run's blank line is an item nested deeper than the run's
    (`* **Running EC2 instance** with:`, a blank line, `  * Valid key pair`): the run is the
    first level of an answer's outline, its bold points no key."""
    nxt = next((t for t in lines[run[-1] + 1 :] if t.strip()), None)
    m = _NESTED_RE.match(nxt) if nxt is not None else None
    return m is not None and len(m.group("indent").expandtabs(4)) > _indent(lines[run[-1]])


def _run(lines: list[str], items: set[int], first: int) -> list[int]:
    """The items of one level from `first` on: consecutive, or each a blank line apart (a
    loose list, as a blog's export spaces its options) when the run starts so."""
    indent = _indent(lines[first])
    step = (
        2 if first + 1 not in items and first + 2 in items and not lines[first + 1].strip() else 1
    )
    run = [first]
    while run[-1] + step in items and _indent(lines[run[-1] + step]) == indent:
        if step == 2 and lines[run[-1] + 1].strip():
            break
        if is_key_item(_item_text(lines[run[-1] + step]), [_item_text(lines[k]) for k in run]):
            break  # `- **Ans: C**` after the options: their key, no option (srs.importers.keyitems)
        run.append(run[-1] + step)  # one level: a nested item (`  - That's correct!`) ends it
    return run


_LETTERED_RE = lazy(r"^[ \t]{0,4}[-*+][ \t]+(?:\*\*|__)?\(?[A-Ha-h][.)]")
_KEY_BELOW_RE = lazy(r"\b(?:correct|right)\s+answer|^[>*_ \t]*(?:answer|ans)\b", re.I)


def _keyed_elsewhere(lines: list[str], run: list[int]) -> bool:
    """Whether the run's options are lettered (`- **b. Kernel**`) or a key follows the run
    (`> **Correct Answer:** ...`, `**Jawaban**: ...`, any language's answer label): the
    options reader keys those, from what they say, and the key wins over the bold (a `NOT`
    question bolds its true statements, the decoys)."""
    if any(_LETTERED_RE.match(lines[k]) for k in run):
        return True
    after = _after_run(lines, run)
    if _KEY_BELOW_RE.search(after) is not None:
        return True
    return ANSWER_RE.match(after.lstrip("> \t")) is not None


def _after_run(lines: list[str], run: list[int]) -> str:
    """The first line of text within three lines below the run, past a grader's verdict
    (`Correct`: no key, srs.importers.verdicts); '' for none."""
    below = (t for t in lines[run[-1] + 1 : run[-1] + 4] if t.strip())
    return next((t for t in below if not grader_verdict(t)), "")


def _apart(lines: list[str], runs: list[list[int]]) -> tuple[list[list[int]], list[list[int]]]:
    """The runs this module keys, and those the options reader keys (`_keyed_elsewhere`)."""
    own: list[list[int]] = []
    told: list[list[int]] = []
    for run in runs:
        (told if _keyed_elsewhere(lines, run) else own).append(run)
    return own, told


def _told_alike(
    lines: list[str], runs: list[list[int]]
) -> list[tuple[list[int], list[int] | None]]:
    """The runs keyed by a key line below them that names the one option they bold: left to
    the options reader, they still show the page marks its right options so (a run with no
    key line beside them is keyed by its bold)."""
    told: list[tuple[list[int], list[int] | None]] = []
    for run, right in _keyed_runs(lines, runs, _LONGEST):
        if right is None or len(right) != 1:
            continue
        after = _after_run(lines, run)
        label = ANSWER_RE.match(after.lstrip("> \t"))
        item = _ITEM_RE.match(lines[right[0]])
        if label is not None and item is not None:
            named, bold = (_bare(text) for text in (label.group("rest"), item.group("text")))
            if named and named == bold:
                told.append((run, right))
    return told


def _bare(text: str) -> str:
    """The words of a text without emphasis, code marks and the label's colon."""
    return " ".join(text.replace("*", " ").replace("`", " ").replace("_", " ").strip(" :").split())


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def _asked_above(lines: list[str], first: int) -> bool:
    """Whether a line of text or a heading (no bullet or quote) stands right above the run,
    or one blank line above it; a line in italics or bold is text when it is no title over
    points (`*What is X?*`, not `**HTTP:**`)."""
    for k in (first - 1, first - 2):
        if k < 0:
            return False
        above = lines[k].strip()
        if above[:1] in ("*", "_") and above[1:2] not in ("", " ", "\t"):
            return not above.rstrip("*_ ").endswith((":", "："))
        if above[:1] in ("|", ">") or above.startswith("```"):
            return _asked_over_block(lines, k)
        if above:
            return above[:1] not in "-*+>|" and not above.startswith("```")
    return False


def _asked_over_block(lines: list[str], last: int) -> bool:
    """Whether a table, a fenced code block or a quote ending at line `last` is the data of a
    question asked right above it (or one blank line above): a quiz sets the rows to sort, the
    query to read or a note (`> Address Resolution Protocol`) between its question and its
    options, and the run under them is that question's options, as they are right under it.
    A table, code or quote under no question (an answer's own, over its points) is no
    question's: its run stays a list."""
    k = last
    if lines[k].strip().startswith("```"):  # back to the fence that opens it
        k -= 1
        while k >= 0 and not lines[k].strip().startswith("```"):
            k -= 1
    else:
        lead = lines[k].strip()[:1]
        while k >= 0 and lines[k].strip()[:1] == lead:
            k -= 1
        k += 1
    above = next((lines[j].strip() for j in (k - 1, k - 2) if j >= 0 and lines[j].strip()), "")
    return k > 0 and asks(above) and _asked_above(lines, k)


ASKS_SEVERAL_RE = lazy(
    r"\b(?:all\s+that\s+apply|(?:select|choose|pick|mark|check)\s+(?:all|two|three|2|3)\b)", re.I
)
"""A question that asks for several options (`(Select all that apply.)`, `Choose two.`)."""


def _keyed(lines: list[str], run: list[int], longest: int) -> list[int] | None:
    """The run's option in bold (or in italics), when exactly one is, or its several so (not
    all: an emphasis over every item keys nothing; see `_several_in_a_quiz`); none when the one in
    bold is marked wrong (the options of a question left without its key); its one option
    led by an answer label; None otherwise (also when an item is too long to be an option)."""
    kinds = _kinds(lines, run, longest)
    if kinds is None or (kinds["bold"] and kinds["italic"]):
        return None  # (one way of marking to a run: bold terms among italic ones mark none)
    marked, labelled, wrong = kinds["bold"] + kinds["italic"], kinds["labelled"], kinds["wrong"]
    if labelled:
        return _labelled_key(lines, run, labelled) if not marked and not wrong else None
    if wrong and not marked:
        return []
    return None if wrong or not marked or len(marked) == len(run) else marked


def _kinds(lines: list[str], run: list[int], longest: int) -> dict[str, list[int]] | None:
    """The run's items by what their text says of them (`_kind`); None when an item is
    longer than `longest`, too long to be an option."""
    kinds: dict[str, list[int]] = {"bold": [], "italic": [], "labelled": [], "wrong": []}
    for k in run:
        item = _ITEM_RE.match(lines[k])
        if item is None or len(item.group("text")) > longest:
            return None
        kind = _kind(item.group("text"))
        if kind:
            kinds[kind].append(k)
    return kinds


def _kind(words: str) -> str:
    """What an item's text says of it: `bold` (wholly in bold, a right option), `italic`
    (wholly in italics, the same), `labelled` (led by a bold label, `**Correct Answer:**
    Ribosome`), `wrong` (in bold, marked wrong: `**hub** [INCORRECT]`, the learner's pick, no
    key), or '' (a plain option)."""
    emphasis = _emphasis(words)
    if emphasis and not _bold_title(emphasis[1]):
        return emphasis[0]  # (a label alone, `**Correct:**`, names no option)
    if _BOLD_LABEL_RE.match(words):
        return "labelled"
    if words[:2] in ("**", "__") and _WRONG_RE.search(words):
        return "wrong"
    return ""


def _emphasis(words: str) -> tuple[str, str] | None:
    """How an item's text is wholly set (`bold`, `italic`) and the text inside; None."""
    bold = _BOLD_RE.match(words)
    if bold is not None:
        return "bold", bold.group("text") or bold.group("marked")
    italic = _ITALIC_RE.match(words) if words[:1] in "*_" else None
    if italic is not None:
        return "italic", italic.group("star") or italic.group("under")
    return None


_TITLE_RE = lazy(r"^[^\W\d_]+(?:[ \t'’,-]+[^\W\d_]+)*[ \t]*[:：]$")
"""A bold item that is a title or a label (`**Pros:**`, `**Correct answer:**`): words alone
and a colon. An option may end with a colon of its own (`**chkdsk /r:**`, a drive, a
flag, a path), which no title's words hold."""


def _bold_title(words: str) -> bool:
    """Whether an item's bold text is a title over points or a bare label, not an option: it
    ends with a colon after words alone (`Pros:`), not after a command's flag (`chkdsk /r:`)."""
    return _TITLE_RE.match(words.strip(" *_")) is not None


_BOLD_LABEL_RE = lazy(
    r"^(?:\*\*|__)[^*_:：\n]{1,40}(?:(?:\*\*|__)[ \t]*[:：]|[:：][ \t]*(?:\*\*|__))[ \t]*\S"
)
"""An item led by a bold label with text after it: `**Correct Answer:** Ribosome`."""


def _right_label(words: str) -> re.Match[str] | None:
    """The answer label leading an item (`**Correct Answer:** Ribosome`), when it is one and
    more than a letter (`**A:** x` is an option's own letter in bold)."""
    m = ANSWER_RE.match(words) if _BOLD_LABEL_RE.match(words) else None
    if m is None or len(words[: m.start("rest")].strip("*_:： \t")) < 2:
        return None
    return m


def _labelled_key(lines: list[str], run: list[int], labelled: list[int]) -> list[int] | None:
    """The run's one item led by an answer label, when it is the run's only labelled item
    and its text is an option's: neither a letter (`**Answer:** B`) nor another item's words
    (`**Answer:** Paris` under `- London` / `- Paris`), which name the key of the options
    above them; an empty text is no option either."""
    label = _right_label(_item_text(lines[labelled[0]])) if len(labelled) == 1 else None
    if label is None:
        return None
    said = label.group("rest").strip().strip("*_ ").rstrip(".").casefold()
    others = {_item_text(lines[k]).rstrip(".").casefold() for k in run if k != labelled[0]}
    if said.upper() in LETTERS[: len(run)] or said in others:
        return None  # (`S`, the phase, past the run's letters, is an option's own word)
    return labelled


def _item_text(line: str) -> str:
    """A run's item's text (every line of a run is an item)."""
    item = _ITEM_RE.match(line)
    return item.group("text") if item is not None else line.strip()


def _asks_several(lines: list[str], first: int) -> bool:
    """Whether the question right above the run (past one blank line) asks for several."""
    above = [lines[k] for k in (first - 1, first - 2) if k >= 0 and lines[k].strip()]
    return bool(above) and ASKS_SEVERAL_RE.search(above[0]) is not None
