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
"""

from __future__ import annotations

import re

from srs.importers.common import ANSWER_RE, LETTERS, OPTION_RE, Line
from srs.importers.lazyre import lazy
from srs.importers.options import read_letter

__all__ = ["paragraph_options"]

_MARKED_RE = lazy(
    r"^[ \t]*(?:\*\*|__)?(?P<text>\S.*?)[ \t]*\((?:correct|right)\)[ \t]*(?:\*\*|__)?[ \t]*$", re.I
)
"""An option with the mark at its end, in bold or not: `**Ports (CORRECT)**`."""
_PLAIN_RE = lazy(r"^[ \t]{0,3}(?![-*+][ \t]|[>#|`<!\[]|\d{1,3}[.)][ \t]|[A-Ha-h][.)][ \t])\S")
"""A plain line: no bullet, number, letter, heading, quote, table, fence, tag or image."""
_RULE = "--"
_MIN, _MAX = 3, 8
_LONGEST = 120


def paragraph_options(lines: list[Line], asked_above: bool, *, marked: bool = True) -> list[Line]:
    """The block's lines with a run of plain option lines, one marked right, as a task list,
    or a run keyed by letters on the line below it lettered; unchanged when there is no such
    run. `asked_above`: the block's heading or label holds the question (else its first
    paragraph is the question, before the options). `marked`: the document may mark an
    option `(correct)` (the cheap test on its whole text)."""
    if not marked or not any("orrect)" in line.text or "ORRECT)" in line.text for line in lines):
        return _keyed_run(lines, asked_above)  # no mark: the cheap test every block takes
    run = _option_run(lines, asked_above)
    if run is None:
        return lines
    first, options = run
    right = [k for k in options if _MARKED_RE.match(lines[k].text)]
    if len(right) != 1:
        return lines  # several marked, or none: no key to read
    out = lines[:first]
    for k in options:
        m = _MARKED_RE.match(lines[k].text) if k == right[0] else None
        text = m.group("text") if m is not None else lines[k].text.strip()
        out.append(Line(lines[k].no, f"- [{'x' if m else ' '}] {text}"))
    return [*out, *lines[options[-1] + 1 :]]


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
