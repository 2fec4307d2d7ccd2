"""Options written one to a line with no bullet or letter, the right one marked at its end
(`**Ports (CORRECT)**` among `Switches`, `Routers`, `Hubs`), as course quizzes copied from
a learning site's page are.

Read as written, the options are the answer's paragraphs and the question has no key. When,
after the question's first paragraph, three to eight short plain lines follow (blank lines
and a `--` rule between them allowed), and exactly one ends with a `(correct)` mark, they are
written as a task list (`- [x] Ports`, the others `- [ ] ...`), which srs.importers.marks
reads as options keyed by the ticked box, lettered by position.

Unmarked, such a run is still the options when a key line right below it names letters
(`> Answer: D`, `Answer: B and D`), as course notes copied from a quiz page write them: the
run is the options exactly when it holds three to six one-line paragraphs (a blank line
between each, no bullet, number, letter, heading, quote, table or fence) and each letter the
key names is within the run (a fourth-letter key needs four lines). They are lettered `A)`,
`B)` ... in order and the key line left to the key reader. An option the page set wholly in
backticks to show it is the chosen one (the chosen ones exactly) loses them: shown, they
would give the answer away. Anything else (a paragraph of two lines, a key beyond the run,
text between the run and the key) is left as written.

The mark may be any the end-mark reader (srs.importers.endmarks) reads at an option's end,
not only `(correct)`: an arrow pointing back with a word (`Find middle <- Correct`, `x <--
correct`, `x ← right`), a tick (`x ✅`), a comment (`x <!-- correct -->`), as plain-text
exams typed in an editor mark their key; read as `(correct)` alone, such a question became an
open card whose answer was its options, the arrow and all. A lone star (`SELECT *`) or a
closing box (`arr [x]`) is no mark on a line with no letter: it is the option's own text.
Where a document marks two such one-line options or more, a run of the same shape (three to
eight one-line paragraphs under the question, a blank line between each) with no mark is a
choice question its author left without a key: it is lettered (`A) Carrot`), and the card
reader reports it as options with no key rather than making the options an open answer.
"""

from __future__ import annotations

import functools
import itertools
import re

from srs.importers.common import ANSWER_RE, HEADING_RE, LETTERS, OPTION_RE, SEPARATOR_RE
from srs.importers.lazyre import lazy
from srs.importers.options import read_letter
from srs.importers.rightmarks import mark_stripped, may_end_marked, may_hold_end_marks
from srs.importers.values import Line

__all__ = ["PlainMarks", "marked_run_below", "paragraph_options"]

_MARKED_RE = lazy(
    r"^[ \t]*(?:\*\*|__)?(?P<text>\S.*?)[ \t]*\((?:correct|right)\)[ \t]*(?:\*\*|__)?[ \t]*$", re.I
)
"""An option with the mark at its end, in bold or not: `**Ports (CORRECT)**`."""
_PLAIN_RE = lazy(r"^[ \t]{0,3}(?![-*+][ \t]|[>#|`<!\[]|\d{1,3}[.)][ \t]|[A-Ha-h][.)][ \t])\S")
"""A plain line: no bullet, number, letter, heading, quote, table, fence, tag or image."""
_RULE = "--"
_MIN, _MAX = 3, 8
_LONGEST = 120


class PlainMarks:
    """What a document says of its options' end marks, told from its whole text once (the
    blocks' own tests run only where it allows them)."""

    def __init__(self, document: str) -> None:
        self.document = document

    @functools.cached_property
    def parens(self) -> bool:
        """Whether the document may mark an option `(correct)`."""
        return "orrect)" in self.document or "ORRECT)" in self.document

    @functools.cached_property
    def any(self) -> bool:
        """Whether any line of the document may end with the mark of a right option."""
        return self.parens or may_hold_end_marks(self.document)

    @functools.cached_property
    def quiz(self) -> bool:
        """Whether the document marks two one-line options or more at their end: plain lines,
        a paragraph each, that end with a mark. Asked only for a block that holds an unmarked
        run, which few do."""
        lines = self.document.split("\n")
        found = 0
        for k, line in enumerate(lines):
            text = line.strip()
            if not text or len(text) > _LONGEST or not may_end_marked(text):
                continue  # the cheap tests first
            alone = (k == 0 or not lines[k - 1].strip()) and (
                k + 1 == len(lines) or not lines[k + 1].strip()
            )
            if alone and _PLAIN_RE.match(line) and _right_text(line.rstrip()) is not None:
                found += 1
                if found >= _QUIZ:
                    return True
        return False


_QUIZ = 2
"""Marked one-line options a document needs before an unmarked run is read as options."""
_EVERY = PlainMarks("(correct)")
"""Marks read in every block (a document whose text is not at hand)."""


def paragraph_options(
    lines: list[Line], asked_above: bool, marks: PlainMarks = _EVERY
) -> list[Line]:
    """The block's lines with a run of plain option lines, one marked right, as a task list,
    or a run keyed by letters on the line below it lettered; unchanged when there is no such
    run. `asked_above`: the block's heading or label holds the question (else its first
    paragraph is the question, before the options). `marks`: what the document may mark (the
    cheap tests on its whole text); where it marks one-line options (`PlainMarks.quiz`), a
    run of them with no mark is lettered, a choice question left without a key (see the
    module doc)."""
    run = _option_run(lines, asked_above) if marks.any and _may_mark(lines) else None
    right = [k for k in run[1] if _right_text(lines[k].text) is not None] if run else []
    if run is None or not right:  # no mark: the cheap tests most blocks stop at
        keyed = _keyed_run(lines, asked_above)  # (options keyed by a letter below them)
        return _unkeyed(lines, asked_above, marks) if keyed is lines and marks.any else keyed
    if len(right) != 1:
        return lines  # several marked: no key to read
    first, options = run
    out = lines[:first]
    for k in options:
        text = _right_text(lines[k].text) if k == right[0] else None
        box = "x" if text is not None else " "
        out.append(Line(lines[k].no, f"- [{box}] {text or lines[k].text.strip()}"))
    return [*out, *lines[options[-1] + 1 :]]


def _unkeyed(lines: list[Line], asked_above: bool, marks: PlainMarks) -> list[Line]:
    """The lines with a run of one-line options that holds no mark lettered, in a document
    that marks such options (see the module doc); else the lines as they are."""
    run = _option_run(lines, asked_above)
    if run is None or not _paragraphs(lines, run[1]) or not marks.quiz:
        return lines
    return _lettered(lines, run[1])


def _may_mark(lines: list[Line]) -> bool:
    """Whether a line of the block may end with a mark: substring tests, before any pattern."""
    text = "\n".join([line.text for line in lines])
    return "orrect)" in text or "ORRECT)" in text or may_end_marked(text)


def _right_text(text: str) -> str | None:
    """A plain option line's text without the mark of the right option at its end (`Ports`
    for `**Ports (CORRECT)**`, `Find middle` for `Find middle <- Correct`); None when it ends
    with none, or only with a lone star or a closing box (see the module doc)."""
    m = _MARKED_RE.match(text)
    if m is not None:
        return m.group("text")
    rest = mark_stripped(text)
    if rest is None:
        return None
    mark = text[len(rest) :].strip().lstrip("\\")
    return None if mark == "*" or mark.lower() == "[x]" else rest.strip()


def _paragraphs(lines: list[Line], options: list[int]) -> bool:
    """Whether each option is a paragraph of its own, blank lines between each (the shape of
    the document's marked runs)."""
    return all(after - before >= 2 for before, after in itertools.pairwise(options))


def _lettered(lines: list[Line], options: list[int]) -> list[Line]:
    """The run's lines lettered in order (`A) Carrot`): options the card reader reads, and
    reports when no key follows them."""
    out = list(lines)
    for n, k in enumerate(options):
        out[k] = Line(lines[k].no, f"{LETTERS[n]}) {lines[k].text.strip()}")
    return out


def _option_run(lines: list[Line], asked_above: bool) -> tuple[int, list[int]] | None:
    """Where the run starts (after the question's paragraph and a `--` line) and the index of
    each option line; None unless the run reaches the block's end and counts three to eight."""
    k = 0
    while k < len(lines) and not lines[k].text.strip():
        k += 1
    while not asked_above and k < len(lines) and lines[k].text.strip():  # the question
        k += 1
    first = k
    options: list[int] = []
    for j in range(k, len(lines)):
        text = lines[j].text.strip()
        if not text or (text == _RULE and not options):
            continue
        if lines[j].code or len(text) > _LONGEST or not _PLAIN_RE.match(lines[j].text):
            return None
        options.append(j)
    return (first, options) if _MIN <= len(options) <= _MAX else None


def marked_run_below(lines: list[Line], first: int, k: int) -> bool:
    """Whether plain option lines open at line `k`, under the one-line paragraph at line
    `first` that opens its part of the page (the text's start, a rule or a heading above
    it), blank lines between them or not, and one of them, within the first eight, ends
    with the mark of the right option, three or more of them before a line that is none (a
    rule, a heading, the text's end): that paragraph is their stem, whatever it says (`Best
    way to find mid in binary search` over `m = l + (r - l) / 2 <- Correct`). Read by its
    words alone, it asked nothing: first in the document it became the deck's title and its
    options an introduction. Under another line of text, the line is an option of a
    question above it."""
    return _opens_part(lines, first) and _marked_options_at(lines, k)


def _opens_part(lines: list[Line], first: int) -> bool:
    """Whether line `first` opens its part of the page: the text's start, or a heading or a
    rule the last line with text above it."""
    above = first - 1
    while above >= 0 and not lines[above].text.strip() and not lines[above].code:
        above -= 1
    if above < 0:
        return True
    text = lines[above].text
    return not lines[above].code and bool(HEADING_RE.match(text) or SEPARATOR_RE.match(text))


def _marked_options_at(lines: list[Line], k: int) -> bool:
    """Whether three plain option lines or more open at line `k`, one of the first eight
    marked right (see `marked_run_below`)."""
    options = 0
    marked = False
    for j in range(k, len(lines)):  # (no copy: documents can be long)
        text = lines[j].text.strip()
        if not text:
            continue
        if lines[j].code or len(text) > _LONGEST or not _PLAIN_RE.match(lines[j].text):
            break
        if SEPARATOR_RE.match(text):
            break  # a rule (`*****`) ends the question's part of the page
        options += 1
        marked = marked or _right_text(text) is not None
        if options == _MAX:
            break
    return marked and options >= _MIN


_KEYED_MIN, _KEYED_MAX = 3, 6
_KEYED_LONGEST = 200
"""A line of an option, however wordy (`A service that distributes incoming traffic ...`)."""
_KEY_QUOTE_RE = lazy(r"^[ \t]{0,3}(?:>[ \t]?)+")
_KEY_LETTER_RE = lazy(
    r"^(?:\*\*|__|`)?\(?[A-Ha-h]\)?(?:\*\*|__|`)?(?=[ \t]*$|[ \t]*[,.;:&/\-–—]|[ \t]+(?:and|or)[ \t])"
)
"""A key that opens with a lone letter (`D`, `` `D` ``, `**D**`, `(D)`), not a word (`A bit`)."""
_TICKED_RE = lazy(r"^`(?P<text>[^`]+)`$")
"""An option set wholly in backticks: the page's mark of the chosen one."""
_FENCE_OR_MARK_RE = lazy(
    r"^[ \t]{0,3}(?:[-*+][ \t]|[>#|<!\[]|\d{1,3}[.)][ \t]|[A-Ha-h][.)][ \t]|```|~~~)"
)


def _keyed_run(lines: list[Line], asked_above: bool) -> list[Line]:
    """The lines with a run of one-line paragraphs lettered when the key line right below
    names letters within it (see the module doc); else the lines as they are. The key's
    label holds `answer` (`Answer:`, `Correct answer:`): the cheap test on each line."""
    if not any("nswer" in line.text or "NSWER" in line.text for line in lines):
        return lines  # no answer label: the cheap test
    found = _keyed_option_run(lines, asked_above)
    if found is None:
        return lines
    options, key = found
    texts = [lines[k].text.strip() for k in options]
    choices = {LETTERS[n]: text for n, text in enumerate(texts)}
    letters, _ = read_letter(key, choices)
    if not letters or any(letter not in choices for letter in letters):
        return lines
    ticked = {LETTERS[n] for n, text in enumerate(texts) if _TICKED_RE.match(text)}
    if ticked == set(letters):  # the chosen ones set apart in backticks: the mark goes
        texts = [_TICKED_RE.sub(r"\g<text>", text) for text in texts]
    out = list(lines)
    for n, k in enumerate(options):
        out[k] = Line(lines[k].no, f"{LETTERS[n]}) {texts[n]}")
    return out


def _keyed_option_run(lines: list[Line], asked_above: bool) -> tuple[list[int], str] | None:
    """The option lines' indexes and the key's text after its label, when three to six
    one-line paragraphs sit between the question and a key line that opens with a letter."""
    k = 0
    while k < len(lines) and not lines[k].text.strip():
        k += 1
    while not asked_above and k < len(lines) and lines[k].text.strip():  # the question
        k += 1
    options: list[int] = []
    for j in range(k, len(lines)):
        if not lines[j].text.strip():
            continue
        if lines[j].code:
            return None
        rest = _key_rest(lines[j].text)
        if rest is not None:
            fits = _KEYED_MIN <= len(options) <= _KEYED_MAX and bool(_KEY_LETTER_RE.match(rest))
            return (options, rest) if fits else None
        if len(options) == _KEYED_MAX or not _one_line_option(lines, j, bool(options)):
            return None  # too many to be options, or no option at all
        options.append(j)
    return None


def _key_rest(text: str) -> str | None:
    """The text after a key line's label (`> Answer: D` gives `D`), None for no key line."""
    if "nswer" not in text and "NSWER" not in text:  # the cheap test before the pattern
        return None
    label = ANSWER_RE.match(_KEY_QUOTE_RE.sub("", text))
    return None if label is None else label.group("rest").strip()


def _one_line_option(lines: list[Line], j: int, after_another: bool) -> bool:
    """Whether line `j` may be an option of a run: short, plain (no bullet, number, letter
    however set, heading, quote, table, tag or fence) and a paragraph of its own (a second line of one,
    after another option, is prose)."""
    text = lines[j].text.strip()
    if len(text) > _KEYED_LONGEST or _FENCE_OR_MARK_RE.match(lines[j].text):
        return False
    if OPTION_RE.match(text):  # `**A:** text`: lettered already, read as written
        return False
    return not (after_another and j > 0 and lines[j - 1].text.strip())
