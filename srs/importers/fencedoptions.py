"""Options written inside a code block: the fence lines go, so the options are read.

A certification practice set (a Docker exam's questions, `### 1. Which command ...?`) keeps
each question's options aligned by setting them in an untagged code block, the key in a list
at the end:

    ### 1. Which command is used to place an image into a registry?

    ```
    A) docker commit

    B) docker push
    ```

Read as code, the block was the question's answer and the key had no options to name. Here a
fenced block with no info string, holding nothing but option lines lettered from A in order
(two or more, blank lines between them allowed), right below a line of text (the question,
blank lines between), has its two fence lines made blank: the lines are then the options
they are written as. A block tagged with a language, or holding any other line, stays code.

The key is set so as well at times, in an untagged block right under the options (`Answer: B.
ReplicaSet` over `Why: ...`): read as code, it was the answer of a question with no key. A
bare block right under option lines, whose first line is an answer label naming a letter, is
unfenced the same way.

A student's answer sheet pastes a whole part of a quiz into one untagged block (`1. Which
mode ...?` then its `a)`..`d)` indented below, the next question, ...), the key marked at
the end of an option (`b) MODE_PRIVATE <- Answer`). Read as code, two questions and their
options vanished into one block nobody asked for. A block holding only such questions, two
or more, each with two or more options lettered in order, is unfenced the same way. The
number of lines never changes.

A skills quiz sets its options as task boxes inside a block tagged with their language
(`[ ] $('x').gone();` / `[x] $('x').hide();`, an option's code at times going on over the
lines under its box). Read as code, the block was an open card's raw answer and no key was
read. A block of such boxed options only (one ticked at least) is unfenced, each option's
code kept as one code span from its box on, which srs.importers.marks reads as options
keyed by the ticked box.

A homework questionnaire numbers a choice question's options inside an untagged block and
points at the right one with a bare arrow (`3. Carroeletrico <---`), as only a block keeps
the numbers and the spacing as typed. Read as code, the block was an open card's answer and
the key was lost in silence. A bare block under a line of text holding only options numbered
1, 2, 3 ... in order (or lettered A, B, C ...), exactly one of them ending with an arrow that
points back at it (`<-`, `<---`, `←`), is unfenced, its options lettered (`C) Carroeletrico ✓`),
the arrow a tick. Two arrows, or none, leave the block as it is (`1. install` / `2. run`).
"""

from __future__ import annotations

from srs.importers.common import ANSWER_RE, LETTERS, OPTION_RE, holds
from srs.importers.fences import FENCE_RE
from srs.importers.lazyre import lazy
from srs.importers.textabove import text_above

__all__ = ["unfenced_options"]

_BARE_FENCE_RE = lazy(r"^ {0,3}(?P<fence>`{3,}|~{3,})[ \t]*$")
_NUMBERED_RE = lazy(r"^ {0,3}\d{1,3}[.)][ \t]+\S")
"""A numbered question line inside a block (`1. SharedPreferences suit ...`)."""
_TABBED_RE = lazy(r"^(?P<l>[A-H])\t+(?P<text>\S.*)$")
"""`A<tab>True`: an option whose letter a tab sets off, as only a code block keeps it."""


def unfenced_options(text: str) -> str:
    """The text with each block of lettered options only (see the module) unfenced."""
    if not holds(text, "```\n", "~~~\n"):
        return text
    lines = text.split("\n")
    k = 0
    while k < len(lines):
        line = lines[k]
        opening = FENCE_RE.match(line) if "```" in line or "~~~" in line else None
        if opening is None:
            k += 1
            continue
        end = _closing(lines, k, opening.group("fence"))
        if end is None:
            return "\n".join(lines)
        _rewrite_block(lines, k, end)
        k = end + 1
    return "\n".join(lines)


def _rewrite_block(lines: list[str], k: int, end: int) -> None:
    """The block from line k to line `end`, in place, unfenced when it is one of the module's:
    boxed options, options keyed by an arrow, lettered options or a quiz, a key."""
    runs = _boxed_runs(lines[k + 1 : end]) if _after_content(lines, k) else None
    if runs is not None:
        lines[k] = lines[end] = ""
        for run in runs:  # `[x] $(x).hide();`: a box over its code's span
            _span_run(lines, [k + 1 + j for j in run])
    elif (keyed := _arrow_keyed(lines, k, end)) is not None:
        lines[k] = lines[end] = ""
        for j, option in keyed:  # `2. MyClass <---`: `B) MyClass ✓`
            lines[j] = option
    elif _unfences(lines, k, end):
        lines[k] = lines[end] = ""
        for j in range(k + 1, end):  # `A<tab>True`: lettered as every reader knows
            tabbed = _TABBED_RE.match(lines[j])
            if tabbed is not None:
                lines[j] = f"{tabbed.group('l')}) {tabbed.group('text')}"


def _unfences(lines: list[str], k: int, end: int) -> bool:
    """Whether the bare block from line k to line `end` is unfenced: options only, or a quiz's
    questions only, under a line of text; or a key under the options."""
    if _BARE_FENCE_RE.match(lines[k]) is None:
        return False
    body = lines[k + 1 : end]
    if _after_text(lines, k) and (_options_only(body) or _quiz_only(body)):
        return True
    return _after_option(lines, k) and _key_first(body)


def _after_content(lines: list[str], k: int) -> bool:
    """Whether any line with text comes before line k (the question, or its own code)."""
    return text_above(lines, k) >= 0


_BOX_RE = lazy(r"^\[(?P<mark>[ xX])\][ \t]*(?P<text>\S.*)$")
"""`[x] $('.btn').hide();`: a task box at the margin of a code block, its option's code."""


def _boxed_runs(body: list[str]) -> list[list[int]] | None:
    """Each boxed option's lines in the block (its box line, then the lines of its code right
    under it), two options or more, one ticked at least, and nothing else but blank lines
    between options; None otherwise (a block that opens with other code, or an option whose
    code holds a blank line, where no line is known to be an option's end)."""
    runs: list[list[int]] = []
    ticked = False
    for j, line in enumerate(body):
        if not line.strip():
            continue
        m = _BOX_RE.match(line)
        if m is not None:
            runs.append([j])
            ticked = ticked or m.group("mark") != " "
        elif runs and runs[-1][-1] == j - 1:
            runs[-1].append(j)  # the option's code goes on
        else:
            return None
    return runs if len(runs) >= 2 and ticked else None


def _span_run(lines: list[str], rows: list[int]) -> None:
    """A boxed option's lines, in place, as a box over its code as one span (`[x] `$(x)``),
    the span open over its lines when there are more (the option reader joins them, as a list
    item's paragraph shows them); the code's indents go, the lines stay where they are."""
    m = _BOX_RE.match(lines[rows[0]])
    if m is None:
        return
    texts = [m.group("text").rstrip(), *(lines[j].strip() for j in rows[1:])]
    tick = "``" if any("`" in text for text in texts) else "`"
    pad = " " if tick == "``" else ""
    texts[0] = f"[{m.group('mark')}] {tick}{pad}{texts[0]}"
    texts[-1] = f"{texts[-1]}{pad}{tick}"
    for j, text in zip(rows, texts, strict=True):
        lines[j] = text


def _closing(lines: list[str], k: int, fence: str) -> int | None:
    """The line closing the code block opened at line k (None: it never closes)."""
    for j in range(k + 1, len(lines)):
        m = _BARE_FENCE_RE.match(lines[j])
        if (
            m is not None
            and m.group("fence")[0] == fence[0]
            and len(m.group("fence")) >= len(fence)
        ):
            return j
    return None


def _after_text(lines: list[str], k: int) -> bool:
    """Whether a line of text (a question) comes before line k, only blank lines between."""
    j = text_above(lines, k)
    return j >= 0 and FENCE_RE.match(lines[j]) is None


def _after_option(lines: list[str], k: int) -> bool:
    """Whether an option line comes right before line k, only blank lines between."""
    j = text_above(lines, k)
    return j >= 0 and OPTION_RE.match(lines[j]) is not None


_LETTER_KEY_RE = lazy(r"[*_]{0,2}\(?[A-Ha-h](?:[).:,]|[*_]{0,2}[ \t]*$)")
"""What an answer label's letter key begins with (`B`, `B.`, `(b)`, `B) ReplicaSet`)."""


def _key_first(body: list[str]) -> bool:
    """Whether the block's first line with text is an answer label naming a letter."""
    first = next((line for line in body if line.strip()), "")
    m = ANSWER_RE.match(first)
    return m is not None and _LETTER_KEY_RE.match(m.group("rest") or "") is not None


def _options_only(body: list[str]) -> bool:
    """Two or more option lines lettered A, B, C ... in order, and nothing else but blanks."""
    letters = []
    for line in body:
        if not line.strip():
            continue
        m = OPTION_RE.match(line) or _TABBED_RE.match(line)
        if m is None or m.groupdict().get("indent"):
            return False
        letters.append((m.groupdict().get("pl") or m.group("l")).upper())
    return len(letters) >= 2 and letters == [chr(ord("A") + n) for n in range(len(letters))]


def _quiz_only(body: list[str]) -> bool:
    """Two or more numbered questions, each followed by two or more options lettered A, B,
    C ... in order (indented or not), and nothing else but blanks: a quiz kept in a block."""
    questions = 0
    letters: list[str] = []
    for line in body:
        if not line.strip():
            continue
        if line.lstrip()[:1].isdigit() and _NUMBERED_RE.match(line):
            if questions and not _in_order(letters):
                return False
            questions += 1
            letters = []
            continue
        m = OPTION_RE.match(line) if questions else None
        if m is None:
            return False
        letters.append((m.group("pl") or m.group("l")).upper())
    return questions >= 2 and _in_order(letters)


def _in_order(letters: list[str]) -> bool:
    """Whether option letters run A, B, C ... from A, two or more."""
    return len(letters) >= 2 and letters == [chr(ord("A") + n) for n in range(len(letters))]


_BACK_ARROW_RE = lazy(r"[ \t]+(?:<-{1,4}|←|⬅\ufe0f?)[ \t]*$")
"""A bare arrow pointing back at the line it ends (`MyClass <---`): the key, in a block."""
_NUMBERED_OPTION_RE = lazy(r"^(?P<n>\d{1,2})[.)][ \t]+(?P<text>\S.*)$")
"""An option numbered at the block's margin (`2. MyClass`, `2) MyClass`)."""


def _arrow_keyed(lines: list[str], k: int, end: int) -> list[tuple[int, str]] | None:
    """The option lines, lettered, of the bare block from line k to line `end` when it holds
    only options numbered (or lettered) in order under a line of text, exactly one of them
    pointed at by a bare arrow (see the module), as (line index, `B) text ✓`); else None."""
    body = "".join(lines[k + 1 : end])
    if "<-" not in body and "←" not in body and "⬅" not in body:
        return None  # the cheap test first: most blocks hold no arrow
    if _BARE_FENCE_RE.match(lines[k]) is None or not _after_text(lines, k):
        return None
    options: list[tuple[int, str]] = []
    marked = 0
    for j in range(k + 1, end):
        if not lines[j].strip():
            continue
        option = _option_at(lines[j], len(options))
        if option is None:
            return None
        text, arrows = _BACK_ARROW_RE.subn("", option)
        marked += arrows
        options.append((j, f"{LETTERS[len(options)]}) {text}{' ✓' if arrows else ''}"))
    return options if len(options) >= 2 and marked == 1 else None


def _option_at(line: str, place: int) -> str | None:
    """The text of an option at the block's margin, numbered or lettered as the option at
    `place` (from 0) is (`3.`, `C)`); None for any other line."""
    m = _NUMBERED_OPTION_RE.match(line) or OPTION_RE.match(line)
    if m is None or m.groupdict().get("indent") or place >= len(LETTERS):
        return None
    label = m.groupdict().get("n") or m.groupdict().get("pl") or m.groupdict().get("l") or ""
    if label.upper() not in (str(place + 1), LETTERS[place]):
        return None
    return m.group("text").rstrip()
