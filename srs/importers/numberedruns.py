"""Options numbered like questions, lettered.

`1) Service`, `2) Pod` under `1. Which object runs containers?`, then `Answer: 2`: written
`A) Service`, `B) Pod`, `Answer: B`, so they read as one question's options rather than as
questions of their own. Only a run numbered from 1 without a gap, none of whose items asks,
straight under a line that asks (or under the last line of a numbered stem wrapped over a
few lines), and followed by an answer line naming one of its numbers, or by an explanation's
label (maybe under an answer's with no key: `Correct option:`), as a placement test that
leaves some keys out writes: without either nothing says the items are options. Between the run and its key may stand
an instruction (`Choose the correct answer.`) and a fold's opening (`<details>`,
`<summary>Response:</summary>`), as in a practice set that hides each key. Line for line,
like every marker rewrite (srs.importers.markers).
"""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.common import ANSWER_RE, EXPLANATION_RE, holds
from srs.importers.fences import fence_after
from srs.importers.holding import NUMBERED, search_led
from srs.importers.lazyre import lazy
from srs.importers.optionwords import OPTION_WORDS
from srs.importers.structureasks import asks_in_structure

__all__ = ["lettered_runs"]

_RUN_START_RE = lazy(r"\n[ \t]{0,3}1[.)][ \t]")
"""A line that opens a run numbered from 1 (searched for by its newline, a literal: fast)."""
_OPTION_ITEM_RE = lazy(r"^(?P<lead>[ \t]{0,3})(?P<num>\d{1,2})[.)](?P<rest>[ \t]+\S.*)$")
_KEY_NUMBER_RE = lazy(r"^(?P<head>.*?)(?P<num>\d{1,2})(?P<tail>(?:[.):]|[ \t*_]|$).*)$")


def _names_option(number: re.Match[str]) -> bool:
    """The answer is the number alone (`2`, `**2**`, `(2)`), the option as listed (`2) Pod`)
    or the number and a remark set apart (`2: Pod runs them`, `2 - Pod runs them`): not a
    sentence that starts with a number (`2 steps are needed`)."""
    tail = number.group("tail").strip(" \t*_")
    return not tail or tail[0] in ".):" or _SET_APART_RE.match(number.group("tail")) is not None


_SET_APART_RE = lazy(r"^[ \t*_]*[-–—][ \t]")
"""A dash set apart after the key's number (`2 - text`): its remark follows, no range (`2-3`)."""


def lettered_runs(text: str) -> str:
    """Option runs numbered like questions, lettered (see the module doc)."""
    if not holds(text, "1)", "1.") or not search_led(_RUN_START_RE, text, NUMBERED):
        return text  # no line opens a run numbered from 1: nothing to letter
    lines = text.split("\n")
    fence: str | None = None
    k = 0
    while k < len(lines):
        fence, is_fence = fence_after(fence, lines[k])
        if fence is None and not is_fence and _asks_above_options(lines, k):
            k = _letter_option_run(lines, k + 1)
        else:
            k += 1
    return "\n".join(lines)


def _asks_above_options(lines: list[str], k: int) -> bool:
    """Line k asks, and a run numbered from 1 follows it (after at most one blank line)."""
    nxt = k + 1 if k + 1 < len(lines) and lines[k + 1].strip() else k + 2
    m = _OPTION_ITEM_RE.match(lines[nxt]) if nxt < len(lines) else None
    if m is None or m.group("num") != "1":
        return False  # the cheap test first: most lines have no run numbered from 1 below
    line = lines[k]
    return (
        line.rstrip(" \t*_").endswith("?")
        or asks_in_structure(line)
        or (line.endswith(")") and _ASKED_THEN_PICK_RE.search(line) is not None)
        or _wrapped_stem_end(lines, k)
    )


_STEM_LINES = 6
"""How many lines a numbered stem may be wrapped over."""
_NUMBERED_STEM_RE = lazy(r"^[ \t]{0,3}\d{1,4}\.[ \t]+\S")
"""A numbered question's first line, its number dotted (its options then bracketed: `1)`)."""


def _wrapped_stem_end(lines: list[str], k: int) -> bool:
    """Whether line k ends a numbered stem hard-wrapped over lines (`4. A can finish a job
    in 8 hours ... If both` / `start together, find the time taken.`): the paragraph's first
    line, a few lines up, is numbered with a dot. Such a stem need not ask at its last line."""
    for j in range(k, max(k - _STEM_LINES, -1), -1):
        if not lines[j].strip():
            return False
        if j < k and _NUMBERED_STEM_RE.match(lines[j]):
            return True
    return False


_ASKED_THEN_PICK_RE = lazy(r"\?[ \t*_]*\((?:choose|select|pick)\b[^()?]{0,40}\)[ \t*_]*$", re.I)
"""`Which two describe it? (Select two)`: a question, then how many options to pick."""


def _letter_option_run(lines: list[str], start: int) -> int:
    """Letter the numbered run from `start` when an answer line keys it; the index after it.
    Items that ask stop the run, unless the key follows the whole run: options worded as
    questions (`1. Have you received boxes x, y, z?`, `2. May I send faster?`, then
    `Answer: 1`) are options still, a key right under them says so."""
    first = start if lines[start].strip() else start + 1
    run, key, spans = _keyed_run(lines, _option_run(lines, first))
    if not spans:
        whole = _keyed_run(lines, _option_run(lines, first, asking_too=True))
        if whole[2] or _options_discussed(lines, whole[1], len(whole[0])):
            run, key, spans = whole  # (`1. Create a service account.`, `Option 1: ...`)
    explained = _explained_below(lines, key) or _options_discussed(lines, key, len(run))
    if not spans and not (2 <= len(run) <= 26 and explained):
        return run[-1] + 1 if run else start
    for n, j in enumerate(run):
        m = _OPTION_ITEM_RE.match(lines[j])
        assert m is not None
        lines[j] = f"{m.group('lead')}{chr(ord('A') + n)}){m.group('rest')}"
    line = lines[key] if key < len(lines) else ""
    for at in reversed(spans):
        digits = len(line[at:]) - len(line[at:].lstrip("0123456789"))
        line = line[:at] + chr(ord("A") + int(line[at : at + digits]) - 1) + line[at + digits :]
    if spans:
        lines[key] = line
    return key + 1


def _explained_below(lines: list[str], key: int) -> bool:
    """Whether the line after a run (`key`) is an explanation's label, maybe under an
    answer's label with no key after it (`Correct option:` / `Explanation:`): a placement
    test that leaves some keys out still explains its answer under the options, which says
    they are options. (An answer's label alone is no such sign: its text may follow below.)"""
    if key < len(lines) and (answer := ANSWER_RE.match(lines[key])) is not None:
        key += 0 if answer.group("rest").strip() else 1
    return key < len(lines) and EXPLANATION_RE.match(lines[key]) is not None


_DISCUSSED_RE = lazy(rf"^[ \t>*_]*(?:{'|'.join(OPTION_WORDS)})[ \t]+(?P<num>\d{{1,2}})\b", re.I)
"""A line that opens by naming an option by its number (`Option 2: ... is not correct`)."""
_DISCUSSION_LINES = 3
"""How many lines of text under a run may open the discussion of its options."""


def _options_discussed(lines: list[str], below: int, options: int) -> bool:
    """Whether one of the few lines of text from `below` opens by naming one of the run's
    `options` by number (`Option 1: OS Login is the recommended one.`): the run's items are
    options an explanation goes through, though no line keys them (the reader then says
    the question has no key, rather than making its options an answer in silence)."""
    seen = 0
    for line in lines[below:]:
        if not line.strip():
            continue
        m = _DISCUSSED_RE.match(line)
        if m is not None and 1 <= int(m.group("num")) <= options:
            return True
        seen += 1
        if seen == _DISCUSSION_LINES or line.lstrip().startswith(("#", "---")):
            return False
    return False


def _keyed_run(lines: list[str], run: list[int]) -> tuple[list[int], int, list[int]]:
    """The run, the line after it (past blanks) and where that line names options of the run
    as its key ([] when it names none: no key, no options)."""
    key = _key_line(lines, run[-1] + 1 if run else len(lines))
    if not 2 <= len(run) <= 26 or key >= len(lines):
        return run, key, []
    at = _key_number_at(lines[key], len(run))
    return run, key, [at] if at is not None else _key_numbers_at(lines[key], len(run))


_FOLD_LINE_RE = lazy(
    r"^[ \t]*(?:</?details\b[^>]*>[ \t]*)?(?:<summary\b[^>]*>.{0,40}</summary>)?[ \t]*$", re.I
)
"""A blank line, or a fold's opening (`<details>`, `<summary>Response:</summary>`): what a
practice set puts between its options and the key it hides."""
_INSTRUCTION_RE = lazy(
    r"^[ \t]*\(?(?:choose|select|pick)[ \t]+(?:the|one|two|three|all|\d)\b[^?:]{0,60}[.)]?[ \t]*$",
    re.I,
)
"""`Choose the correct answer.`, `(Select two)`: how many options to pick, said under them."""


def _key_line(lines: list[str], key: int) -> int:
    """The line from `key` on that may hold the run's key: past blank lines, one instruction
    (`Choose the correct answer.`) and the opening of a fold (`<details>` /
    `<summary>Response:</summary>`), as practice sets hide the key under the options."""
    told = False
    while key < len(lines):
        line = lines[key]
        if not told and _INSTRUCTION_RE.match(line):
            told = True
        elif not _FOLD_LINE_RE.match(line):
            break
        key += 1
    return key


_KEY_LIST_RE = lazy(
    r"^[ \t*_]*\d{1,2}(?:(?:[ \t]*[,&][ \t]*|[ \t]+and[ \t]+|,[ \t]*and[ \t]+)\d{1,2})+"
    r"[ \t*_.]*(?:[ \t]+[-–—][ \t]+\S.*)?$"
)
"""`Answer: 1, 3`, `Answer: 1 and 5 — because ...`: the numbers of several right options."""


def _key_numbers_at(line: str, options: int) -> list[int]:
    """Where each option number sits in an answer line that names several of `options`
    (`Answer: 1, 3`); [] for any other line."""
    quote = len(_QUOTE_MARKS_RE.match(line).group())  # type: ignore[union-attr]
    answer = ANSWER_RE.match(line[quote:])
    if answer is None or _KEY_LIST_RE.match(answer.group("rest")) is None:
        return []
    rest = answer.group("rest").split(" — ", 1)[0]
    numbers = list(re.finditer(r"\d{1,2}", rest))
    if not all(1 <= int(n.group()) <= options for n in numbers):
        return []
    return [quote + answer.start("rest") + n.start() for n in numbers]


_QUOTE_MARKS_RE = lazy(r"[ \t]*(?:>[ \t]?)*")
"""The quote marks a line opens with (`> Answer: 1, 5`), maybe none."""
_OPTION_WORD_RE = lazy(rf"^(?:{'|'.join(OPTION_WORDS)})$", re.IGNORECASE)
"""The word a key may name its option with before the number (`Ans: **Option 1: ...**`)."""


def _option_run(lines: list[str], k: int, *, asking_too: bool = False) -> list[int]:
    """The lines from k numbered 1, 2, 3 ... without a gap, none of which asks (or, with
    `asking_too`, whether they ask or not); one blank line may part two items (a loose list,
    options too long to sit on consecutive lines)."""
    run: list[int] = []
    while k < len(lines):
        m = _OPTION_ITEM_RE.match(lines[k])
        if m is None or int(m.group("num")) != len(run) + 1:
            break
        if not asking_too and asks(m.group("rest").strip()):
            break
        run.append(k)
        k += 1 if k + 2 >= len(lines) or lines[k + 1].strip() else 2  # a loose list's blank
    return run


def _key_number_at(line: str, options: int) -> int | None:
    """Where the option number sits in an answer line that names one of `options` (`Answer:
    2`, `**Answer:** 2) Pod`), a quoted one too (`> **Answer:** 2`: notes that set each key
    apart in a block quote); None for any other line."""
    quote = len(_QUOTE_MARKS_RE.match(line).group())  # type: ignore[union-attr]
    answer = ANSWER_RE.match(line[quote:])
    number = _KEY_NUMBER_RE.match(answer.group("rest")) if answer is not None else None
    if answer is None or number is None or not 1 <= int(number.group("num")) <= options:
        return None
    head = number.group("head").strip(" \t*_(")
    if (head and _OPTION_WORD_RE.match(head) is None) or not _names_option(number):
        return None
    return quote + answer.start("rest") + number.start("num")
