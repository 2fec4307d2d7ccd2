"""Options marked right at their end or their start: `- 0s <!-- Correct -->`, `- Paris ✅`,
`- C. Inner join \\*`, `- [ ] C. ETCD (Correct)`, `- ✔ **c. Scheduler**`.

A bulleted (or lettered) run whose one item carries such a mark is written as a task list
(`- [x] 0s`, the others `- [ ] ...`), which srs.importers.marks reads as options keyed by
the ticked box; the marks go, and the letters too when every item opens with its own.
"""

from __future__ import annotations

import re

from srs.importers.common import (
    ANSWER_RE,
    LETTERS,
    OPTION_RE,
)
from srs.importers.footnotestars import footnote_stars
from srs.importers.labeltext import unwrap
from srs.importers.lazyre import lazy
from srs.importers.optionorder import slipped
from srs.importers.rightmarks import (
    LABEL_ONLY_RE,
    TRAILING_MARK_RE,
    ends_marked,
    may_end_marked,
    star_marked,
    weak_marked,
)
from srs.importers.rightwords import (
    KEY_WORDS,
    LABEL_WORDS,
    RIGHT_WORDS,
)
from srs.importers.runplaces import (
    answer_label_at,
    right_under_stem,
    sub_heading_at,
    under_label,
    under_statement,
)
from srs.importers.ticks import TICKS
from srs.importers.values import Line

__all__ = [
    "KEY_WORDS",
    "marked_run_at",
    "trailing_marks",
]


_BULLET_RE = lazy(r"^(?P<indent>[ \t]*)[-*+][ \t]+(?:\[ \][ \t]+)?(?P<text>\S.*)$")
"""A bullet item's indent and text, past an empty box: `- [ ] C. etcd (Correct)` is a task list
left blank whose key is the mark at the end, as a bulleted run's is."""


def trailing_marks(lines: list[Line]) -> list[Line]:
    """A bulleted run whose one item ends with a mark (`- 0s <!-- Correct -->`) is written
    as a task list (`- [x] 0s`, the others `- [ ] ...`), which `marked_options` reads."""
    if not may_end_marked("\n".join([ln.text for ln in lines])):
        return lines  # cheap test first, on the block's text at once
    moved = _leading_marks_moved(lines)
    out = _marked_wraps_joined(_ticked_marks_dropped(moved))
    answered = min(answer_label_at(out), sub_heading_at(out))
    i = 0
    while i < len(out):
        run = _option_run(out, i)
        if run and run[0] > answered:  # `**Answer:**` over `* GET ✔️` / `* POST ❌`: its text
            break
        if not under_statement(out, run):
            _keyed_run(out, run)
        i = run[-1] + 1 if run else i + 1
    return _unkeyed_restored(out, moved, lines)


def _unkeyed_restored(out: list[Line], moved: list[Line], lines: list[Line]) -> list[Line]:
    """`out` with each line whose leading mark was moved (`_leading_marks_moved`) but that no
    keyed run rewrote given back as it was: `- (+) fast reads` beside `- (-) costly` is a
    point of a pros-and-cons list, its mark where its author put it."""
    if moved is lines:
        return out
    for k, line in enumerate(moved):
        if line is not lines[k] and out[k] is line:
            out[k] = lines[k]
    return out


_LEADING_WORD_MARK_RE = lazy(
    rf"^(?P<bullet>[ \t]*[-*+][ \t]+)(?P<mark>\((?:(?:{LABEL_WORDS})[ \t]+)?(?:{RIGHT_WORDS})\)"
    r"|\(\+\))[ \t]+(?P<text>\S.*)$",
    re.I,
)
"""A bullet opened by the right option's bracketed word or `(+)` (`- (corretta) ripetere ...`),
as a quiz marks its key in front of the option as often as after it (`(Corretta)`)."""


def _leading_marks_moved(lines: list[Line]) -> list[Line]:
    """The lines, a mark that opens a bullet (see `_LEADING_WORD_MARK_RE`) moved to its end,
    where the trailing marks are read: `- (corretta) ripetere` is `- ripetere (corretta)`."""
    out = lines
    for k, line in enumerate(lines):
        if line.code or "(" not in line.text[:8]:
            continue  # a cheap test first: the mark opens the bullet's text
        m = _LEADING_WORD_MARK_RE.match(line.text)
        if m is None:
            continue
        if out is lines:
            out = list(lines)
        out[k] = Line(line.no, f"{m.group('bullet')}{m.group('text')} {m.group('mark')}")
    return out


def _marked_wraps_joined(lines: list[Line]) -> list[Line]:
    """An option wrapped onto a line of its own with no indent, the mark at the end of that
    line (`- Generics let you specify and` / `restrict the types. ---> ANSWER`): the wrap
    joined to its item, so that the item ends with its mark; the wrap's line left blank."""
    out = lines
    for k in range(1, len(lines)):
        line, above = lines[k], lines[k - 1]
        if line.code or above.code or not line.text[:1].strip() or line.text[:1] in "-*+#>|":
            continue  # a cheap test first: a wrap opens at the margin with no bullet
        if _BULLET_RE.match(above.text) is None or not ends_marked(line.text):
            continue
        if out is lines:
            out = list(lines)
        out[k - 1] = Line(above.no, f"{above.text} {line.text.strip()}")
        out[k] = Line(line.no, "")
    return out


def _keyed_run(out: list[Line], run: list[int]) -> None:
    """The run written as a task list ticked at its marked items, in place, when it is one."""
    _in_letter_order(out, run)
    marked = _marked_items(out, run)
    if not marked:
        marked = _x_marked(out, run) or _ticked_first(out, run)
    footnotes = len(marked) > 1 and footnote_stars(out, marked)  # several: a task list too
    if _valued(out, run):
        return
    if len(run) >= 2 and marked and not footnotes and not _letters_only(out, run):
        _as_task_list(out, run, marked)


_VALUE_RE = lazy(
    r"\S[ \t]*(?:[—–→]|->)[ \t]*(?P<e>\*\*|__)[^*_\n]+(?P=e)"
    rf"(?:[ \t]*\([^()\n]*\))?[ \t]*(?:\*\*|__)?(?:{TICKS}|❌|✗|✘)(?:\*\*|__)?"
    r"(?:[ \t]*\([^()\n]*\))?[ \t]*$"
)
"""A statement given its value in bold after a dash or an arrow, then ticked or crossed
(`- Sky is blue. — **Yes** ✅`, `- Forecast chart — **Predictive** ✅`, `- Nets — **No** ❌
(only one)`)."""


def _valued(lines: list[Line], run: list[int]) -> bool:
    """Whether every item of the run is a statement with its value (see `_VALUE_RE`): a
    Yes/No or matching list, whose marks grade each pairing. It is the answer, every item
    with its value; read as options, its ticked items became a key and the crossed ones
    were lost from the answer."""
    return len(run) >= 2 and all(_VALUE_RE.search(lines[k].text) for k in run)


_TICKED_RE = lazy(r"^[ \t]*(?:[-*+]|\d{1,2}[.)])[ \t]+\[[xX]\][ \t]+\S")
"""A ticked task-list box (`- [x] Asset View`): the option is already keyed by its box."""


def _ticked_marks_dropped(lines: list[Line]) -> list[Line]:
    """The lines, a mark dropped from the end of each ticked task-list box (`- [x] Asset View
    ✅`): quizzes that tick the key's box often mark it with a tick too, for the reader of the
    rendered page, where the box is faint. The mark only repeats the box; left in, it read as
    a second key over the task list (its run rewritten around the box, `[x] Code View` as an
    option's text) or stayed in the option's text."""
    out = list(lines)
    for k, line in enumerate(out):
        if line.code or "[" not in line.text or not _TICKED_RE.match(line.text):
            continue
        m = TRAILING_MARK_RE.search(line.text)
        if m is not None and not LABEL_ONLY_RE.match(line.text[: m.start()]):
            out[k] = Line(line.no, line.text[: m.start()])
    return out


_X_MARK_RE = lazy(r"(?<=[\w.)\]'\"`%])(?P<gap>[ \t]+)X[ \t]*$")
"""A capital `X` set apart at the end of an option (`B) Variation due to chance  X`), as a
quiz written in a plain editor marks its key."""
_NOT_BEFORE_X = frozenset("of the a an and or is are to by than vs on in at for with as".split())
"""Words after which a closing `X` is the option's own text (`B) The value of X`)."""


def _x_marked(lines: list[Line], run: list[int]) -> list[int]:
    """The one item of a run marked by a closing `X` (see `_X_MARK_RE`), as a list; empty
    when none or several are (then the `X`s are the options' own text, `A) f(X)`), or when
    a lone blank sets it after a word it would finish (`A) the value of X`). A lone blank
    marks only a lettered option (`A) ... rejected X`): in a plain bullet list the `X` is
    the item's last word (`* Mac OS X`), a list of answers and no options."""
    found: list[int] = []
    for k in run:
        m = _X_MARK_RE.search(lines[k].text)
        if m is None:
            continue
        word = lines[k].text[: m.start()].rsplit(None, 1)[-1].lower()
        if len(m.group("gap")) > 1 or (
            word not in _NOT_BEFORE_X and OPTION_RE.match(lines[k].text) is not None
        ):
            found.append(k)
    return found if len(found) == 1 else []


def _letter(option: re.Match[str]) -> str:
    """An option line's letter, upper-case (`a.`, `(b)`)."""
    return (option.group("l") or option.group("pl") or "").upper()


def _lettered_option_run(lines: list[Line], start: int) -> list[int]:
    """The indexes of options lettered in order from `start` at one indent, with no bullet
    (`a. <header> *`, `b. <div>`, `c. <footer> *`; blank lines between them allowed): a run
    whose marked items are its keys as a bulleted run's are; empty when line `start` is no
    `a`/`A` option."""
    first = OPTION_RE.match(lines[start].text) if not lines[start].code else None
    if first is None or lines[start].text.lstrip()[:1] in "-*+[" or _letter(first) != "A":
        return []
    run: list[int] = []
    i = start
    while i < len(lines) and len(run) < len(LETTERS):
        if not lines[i].text.strip() and not lines[i].code:
            i += 1
            continue
        m = OPTION_RE.match(lines[i].text) if not lines[i].code else None
        if (
            m is None
            or m.group("indent") != first.group("indent")
            or m.group("d") != first.group("d")
        ):
            break
        if _letter(m) != LETTERS[len(run)]:
            break
        run.append(i)
        i += 1
    return run


_LEADING_MARK_RE = lazy(rf"^(?:\[{TICKS}\]|{TICKS})[ \t]*(?=\S)")
"""A tick before the right option's text (`- ✔ **c. Scheduler**`), as a quiz marks its key
in front of the option rather than after it; in a box too (`- [✓] a. TCP`), a task list's
ticked box drawn with the tick glyph, before the option's own letter."""


def _opens_marked(text: str) -> bool:
    """Whether a bullet item opens with a tick before its text (see `_LEADING_MARK_RE`)."""
    m = _BULLET_RE.match(text)
    return m is not None and _LEADING_MARK_RE.match(m.group("text")) is not None


def _ticked_first(lines: list[Line], run: list[int]) -> list[int]:
    """The items of a run of lettered options that open with a tick; empty when the run is
    no lettered options (`- ✔ Fast` / `- ✘ Costly` are points of an answer, not options)."""
    ticked = [k for k in run if _opens_marked(lines[k].text)]
    return ticked if ticked and _lettered_run(lines, run) else []


def _unmarked(text: str) -> str:
    """An item's text without the mark of the right option, before or after it, nor the bold
    that set the key apart (`✔ **c. Scheduler**`): the option as its letter opens it."""
    return unwrap(_LEADING_MARK_RE.sub("", _mark_dropped(text)))


def _mark_dropped(text: str) -> str:
    """A text without the mark at its end (see `TRAILING_MARK_RE`). A mark glued to the
    closing bold of an option wholly in bold (`**C. A threat**✔️`, `**C. x**(Correct)`) leaves
    that bold closed: the pattern reads the `**` as the mark's own (`**✔️**`), and the option
    kept its bold and its letter (`C: C. A threat`)."""
    m = TRAILING_MARK_RE.search(text)
    if m is None:
        return text
    rest, bold = text[: m.start()], m.group("tick") or m.group("paren")
    if bold and not m.group(0).rstrip().endswith(bold) and _opens_bold(rest, bold):
        rest += bold  # the option's closing bold, not the mark's
    return rest


def _opens_bold(text: str, bold: str) -> bool:
    """Whether an item's text opens with the bold `bold` left open at its end (`**C. x`)."""
    words = text.lstrip()
    return words.startswith(bold) and words.count(bold) % 2 == 1


def _marked_items(lines: list[Line], run: list[int]) -> list[int]:
    """The items of a run that end with a mark, a weak one (`°`, `(x)`) only when it marks one
    item alone: `1. 30 °` / `2. 45 °` / `3. 90 °` are angles, each option's own text, and
    `sin (x)` / `cos (x)` the options' own arguments, where a quiz marks its key once."""
    marked = [k for k in run if ends_marked(lines[k].text)]
    weak = [k for k in marked if weak_marked(lines[k].text)]
    if len(weak) > 1 or (weak and any(_MINUS_MARK_RE.search(lines[k].text) for k in run)):
        return [k for k in marked if k not in weak]
    return marked


_MINUS_MARK_RE = lazy(r"\([-−–]\)")
"""A `(-)` beside an item: a list of pros and cons (`- fast (+)` / `- costly (-)`), whose
`(+)` grades a point, never a quiz's key."""


def _as_task_list(out: list[Line], run: list[int], marked: list[int]) -> None:
    """Rewrite the run's items in place as a task list, its marks dropped and, when every
    item opens with its letter in order (`- C. Inner join \\*`), the letters too (the
    numbers of a numbered run)."""
    bulleted = _BULLET_RE.match(out[run[0]].text) is not None
    numbered = not bulleted and _NUMBERED_RE.match(out[run[0]].text) is not None
    lettered = not numbered and (not bulleted or _lettered_run(out, run))
    item_re = _BULLET_RE if bulleted else _NUMBERED_RE if numbered else _PLAIN_ITEM_RE
    numbers = bulleted and _numbered_items(out, run)
    for n, k in enumerate(run):
        m = item_re.match(out[k].text)
        assert m is not None
        box = "x" if k in marked else " "
        text = _LEADING_MARK_RE.sub("", _mark_dropped(m.group("text")))
        if k in marked:
            text = _X_MARK_RE.sub("", text)
            text = unwrap(text)  # `- **b. Interviews** ✓`: the bold sets the key apart too
        else:
            text = _WRONG_MARK_RE.sub("", text)
        if lettered:
            text = _letter_prefix(n).sub("", text, count=1)
        elif bulleted and numbers:
            text = _number_prefix(n).sub("", text, count=1)
        out[k] = Line(out[k].no, f"{m.group('indent')}- [{box}] {text}")


_WRONG_MARK_RE = lazy(r"[ \t]*(?:[—–][ \t]*)?(?P<e>\*\*|__)?(?:❌|✗|✘|✖️?)(?P=e)?[ \t]*$")
"""A cross at the end of a wrong option (`1. Hammer — ❌`), where a quiz marks each option
right or wrong: once the run is keyed by its tick, the cross says nothing more."""


def _number_prefix(position: int) -> re.Pattern[str]:
    """The number a bulleted option opens with at `position` (`- 2) Loader`, `- 2. Loader`)."""
    return re.compile(rf"^{position + 1}[.)][ \t]+")


def _numbered_items(lines: list[Line], run: list[int]) -> bool:
    """Whether each bulleted item opens with its number in order (`- 1) Hammer`, `- 2)
    Loader`): the numbers label the options, as letters do, and go with the rewrite."""
    for n, k in enumerate(run):
        m = _BULLET_RE.match(lines[k].text)
        if m is None or not _number_prefix(n).match(m.group("text")):
            return False
    return True


_NUMBERED_RE = lazy(r"^(?P<indent>[ \t]*)(?P<n>\d{1,2})[.)][ \t]+(?P<text>\S.*)$")
"""A numbered list item: its indent, number and text."""


def _option_run(lines: list[Line], start: int) -> list[int]:
    """The run of options from `start`: bulleted, lettered, or numbered with one marked (`1.
    Signal.emit` / `2. **Signal.connect** ✓`); empty when none starts there."""
    return (
        _bullet_run(lines, start)
        or _lettered_option_run(lines, start)
        or _numbered_run(lines, start)
    )


def _numbered_run(lines: list[Line], start: int) -> list[int]:
    """The items numbered in order from 1 at one indent from `start` (`1. Signal.emit`, `2.
    **Signal.connect** ✓`, ...), when three or more (two right under their stem, for a weak
    mark) and exactly one ends with a mark: a
    question's options, the marked one its key; else empty (a numbered answer's steps, as
    under an answer label: `**Answer**:` over `1. Use EXPLAIN` ... `3. Avoid SELECT *`,
    whose star is the query's own)."""
    first = _NUMBERED_RE.match(lines[start].text) if not lines[start].code else None
    if first is None or first.group("n") != "1" or under_label(lines, start):
        return []
    run = [start]
    i = start + 1
    while i < len(lines) and not lines[i].code:
        m = _NUMBERED_RE.match(lines[i].text)
        if (
            m is None
            or m.group("indent") != first.group("indent")
            or int(m.group("n")) != len(run) + 1
        ):
            break
        run.append(i)
        i += 1
    return run if _keyed_once(lines, run) else []


def _keyed_once(lines: list[Line], run: list[int]) -> bool:
    """Whether exactly one item of a numbered run ends with a mark, not a lone star (see
    `star_marked`), and the run is three items or more, or two right under their stem with
    a weak mark (see `right_under_stem`)."""
    marked = [k for k in run if ends_marked(lines[k].text) and not star_marked(lines[k].text)]
    if len(marked) != 1:
        return False
    if len(run) >= 3:
        return True
    return len(run) == 2 and weak_marked(lines[marked[0]].text) and right_under_stem(lines, run[0])


_PLAIN_ITEM_RE = lazy(r"^(?P<indent>[ \t]*)(?P<text>\S.*)$")
"""An option line with no bullet (`a. <header> *`): its indent and its text."""


def _letter_prefix(position: int) -> re.Pattern[str]:
    """The letter an option opens with at `position` (`C. `, `(c) `, `C) `)."""
    letter = LETTERS[position]
    return re.compile(rf"^\(?[{letter}{letter.lower()}][.):][ \t]+")


def _in_letter_order(lines: list[Line], run: list[int]) -> None:
    """Put the run's items in the order of their letters when each opens with its own and
    they were listed out of order (`- a. ADD`, `- **d. Both** ✅`, `- b. COPY`): the letters
    name the options (a key or an explanation may cite them), so option D stays D. The same
    rule as srs.importers.optionorder's, here for a marked run, whose letters the task list
    it becomes no longer shows."""
    if not 2 <= len(run) <= len(LETTERS):
        return
    letters: list[str] = []
    for k in run:
        m = _BULLET_RE.match(lines[k].text)
        first = _unmarked(m.group("text"))[:3] if m else ""
        letter = first.lstrip("(")[:1].upper()
        if not letter or letter not in LETTERS or first.lstrip("(")[1:2] not in ".)":
            return
        letters.append(letter)
    if not slipped([LETTERS.index(letter) for letter in letters]):
        return
    texts = [lines[k].text for k in run]
    for k, (_, text) in zip(run, sorted(zip(letters, texts, strict=True)), strict=True):
        lines[k] = Line(lines[k].no, text)


def _lettered_run(lines: list[Line], run: list[int]) -> bool:
    """Whether the run's items open with their letters in order (`- A. x`, `- B. y`): the
    letters are the options' labels, not their text, so they go when the run is rewritten."""
    if len(run) > len(LETTERS):
        return False
    texts = [_BULLET_RE.match(lines[k].text) for k in run]
    return all(
        m is not None and _letter_prefix(n).match(_unmarked(m.group("text")))
        for n, m in enumerate(texts)
    )


def _letters_only(lines: list[Line], run: list[int]) -> bool:
    """`- A` / `- B ✅`: the options' letters listed again (the key, read as such), not
    options of their own."""
    return all(
        re.fullmatch(r"\(?[A-Ha-h][).]?", TRAILING_MARK_RE.sub("", lines[k].text).strip(" -*+"))
        for k in run
    )


def _bullet_run(lines: list[Line], start: int) -> list[int]:
    """The indexes of the bullet items at one indent from `start` (blank lines between them
    allowed); empty when line `start` is no bullet item."""
    first = _BULLET_RE.match(lines[start].text) if not lines[start].code else None
    if first is None or (
        first.group("text").startswith("[") and not _LEADING_MARK_RE.match(first.group("text"))
    ):
        return []  # a task list's own box, or a link; a ticked `[✓]` box opens the key
    run: list[int] = []
    i = start
    while i < len(lines):
        if not lines[i].text.strip() and not lines[i].code:
            i += 1
            continue
        m = _BULLET_RE.match(lines[i].text) if not lines[i].code else None
        if (
            m is None
            or m.group("indent") != first.group("indent")
            or ANSWER_RE.match(lines[i].text)
        ):
            break  # `- Answer: c) *` below the options: the key, never one of them
        run.append(i)
        i += 1
    return run


def marked_run_at(lines: list[Line], start: int) -> bool:
    """Whether a bulleted run of two or more opens at line `start` with some of its items, not
    all, marked as the right option, at their end (`- Fork (Correct)`) or start (`- (correct)
    Fork`): the options of a choice question, whatever its stem says (srs.importers.markedstems)."""
    run = _bullet_run(lines, start)
    if len(run) < 2:
        return False
    ends = set(_marked_items(lines, run))
    marked = sum(1 for k in run if k in ends or _opens_word_marked(lines[k].text))
    return 0 < marked < len(run)


def _opens_word_marked(text: str) -> bool:
    """Whether a bullet item opens with the right option's word in brackets (`- (correct)
    Fork`): how some quizzes mark the key (read as a key elsewhere, if at all)."""
    m = _BULLET_RE.match(text)
    return m is not None and _LEADING_WORD_RE.match(m.group("text")) is not None


_LEADING_WORD_RE = lazy(rf"\((?:(?:{LABEL_WORDS})[ \t]+)?(?:{RIGHT_WORDS})\)[ \t]+\S", re.I)
"""The right option's word in brackets opening an item (`(Corretta) ripetere ...`)."""
