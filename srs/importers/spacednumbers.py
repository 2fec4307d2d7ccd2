"""Numbered questions typed with the blank on the wrong side of the dot: `33.What is UAT?`,
`44 . What is a deferred defect?`, `20)How do you ...?` in a series numbered `19) `, ` 4.What
is X?` a blank in from the margin; or with a dash or a colon for the dot: `12 - What is X?`,
`24:How ...?`.

CommonMark reads neither as a list item, so each question ran on into the answer above it.
A line at the margin numbered so, whose number follows the series of numbered lines above
it (one more than the last, or than the highest: a list inside an answer may come between)
or goes on with the next (`1.What` over `2.Explain`), before a capitalised word (any word or
code when a neighbour is numbered right next to it), is written `33. What is UAT?`. A line numbered with a dash that
asks (`12 - What is the purpose of X?`, alone in a note file or in a series) is written so
too, and so is every line of a series numbered with a dash (`1 - HTML ...`, `2 - h1 ...`:
a quiz's statements to judge; `1- MySQL`, `2- MongoDB`: a question's options), asking or not;
but not a dashed list inside an answer, after a paragraph of it (`_answer_lists`).

A quiz may number every question `N : question`, its colon set off by blanks; a slip in it
(`11 :Which ...?`, `11:Which ...?`) is written as its neighbours are, `11 : Which ...?`, and
the `N : ` lines themselves are left as written: made list items (`11. `), its questions were
read apart from their siblings, one with an image line under its stem lost whole.

A numbered heading typed so (`### 3.jvm中哪些...`, `#### 01.以上述代码...`) is the same slip: its
number stayed in the question, and only headings whose number happened to precede a
capitalised word lost it, so one quiz's ids were numbered and positional by turns. A heading
glued to its number, beside a heading of its level numbered one less or one more, before
any word or code, is written `### 3. jvm中...` (`spaced_heading_numbers`); and so is one
before punctuation or a bracket (`##### 3.&和&&的区别？`, `##### 37.（未掌握）描述...`, a
reader's own mark): in a count the number is the count's whatever follows it, a figure
(`### 1.5 Speed`) aside.

Once a level's series shows that slip, a glued heading of that level with no neighbour
numbered next to it, its number one the series reached (not `### 2019.总结`, a year), is
the same slip: the writer's count started again (`### 3.什么是 C？`,
then `### 1.解释 D 和 E 的区别`, then `### 1.如何...？`, `### 2.如何...？` in one section, or
`# Linux` over a lone `## 01.列举...`). Its number is its siblings' style of number, whatever
its words: left glued, the number hid the heading from the readers, and a heading that asked
in no words they know (`解释 ...`, an imperative; `D 和 E 的区别`, a noun phrase) was glued with
its answer onto the question above, unreported, while one that asked with `？` kept its number
in its text and lost its section's id.
"""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.fences import fence_after, outside_code
from srs.importers.holding import HEADINGS, NUMBERED, search_led
from srs.importers.lazyre import lazy
from srs.importers.options import OPTIONS_LABEL_RE

__all__ = [
    "labelled_option_numbers",
    "numbered_headings",
    "spaced_heading_numbers",
    "spaced_numbers",
]

_NUMBERED_RE = lazy(r"^(?P<lead> {0,3})(?P<n>\d{1,4})(?P<mark>[ \t]*[.):][ \t]*)(?P<text>\S.*)$")
"""A line opening with a number and a dot (or a parenthesis, or a colon), blanks on either side
of it or none, maybe a blank or three before it."""
_SLIP_RE = lazy(
    r"\n {0,3}\d{1,4}(?:[.)](?=[^\s\d])|[ \t]+\.|[ \t]*[\-–—][ \t]|:[ \t]*(?=[A-Z])|[ \t]+:(?=[^\W\d_]))"
)
"""A slip: `33.What`, `20)How`, `44 .` or `11 :Which`; the cheap search before any line is walked
(from a newline, a literal: many times faster than `^` tried at every character)."""
_SPACED_COLON_RE = lazy(r"^[ \t]+:[ \t]*$")
"""A colon set off from its number by a blank (`11 : Which`, `11 :Which`): a quiz's own mark."""
_UNDERLINE_RE = lazy(r"^ {0,3}(?:-+|=+)[ \t]*$")
"""A setext underline: `2.What is Dart?` over `---` is a heading, which a list item is not."""
_DASHED_RE = lazy(r"^(?P<n>\d{1,4})[ \t]+[-–—][ \t]+(?P<text>[A-Z][^\n]*\?)[ \t]*$")
"""`12 - What is X?`: a number, a dash and a question."""


def spaced_numbers(text: str) -> str:
    """The text with each slipped question number in a numbered series written `N. `, and
    each of a run of options under an options label (`labelled_option_numbers`)."""
    text = labelled_option_numbers(text)
    if not search_led(_SLIP_RE, text, NUMBERED) and _SLIP_RE.match(f"\n{text[:12]}") is None:
        return text
    lines = text.split("\n")
    numbered = _colons_in_series(lines, _numbered_lines(lines))
    steps = _answer_steps(lines, numbered)
    numbered = [row for row in numbered if row[0] not in steps]
    top = -1
    for j, (k, n, m) in enumerate(numbered):
        before = numbered[j - 1][1] if j else -1
        after = numbered[j + 1][1] if j + 1 < len(numbered) else -1
        mark = m.group("mark")
        in_series = _in_series(n, before, top, after, m.group("text"), colon=":" in mark)
        beside = n - 1 == before or n + 1 == after  # a number next to it is its neighbour
        if _slipped(mark) and in_series and _opens_text(m.group("text"), beside):
            below = lines[k + 1] if k + 1 < len(lines) else ""
            if not _UNDERLINE_RE.match(below):
                around = numbered[max(j - 1, 0) : j + 2]
                lines[k] = f"{m.group('lead')}{n}{_written_mark(mark, around)}{m.group('text')}"
        top = max(top, n)
    return "\n".join(lines)


def _slipped(mark: str) -> bool:
    """Whether a number's mark is a slip to write again: not `N. `, `N) ` or `N : ` (a quiz
    that sets its colon off by blanks, every question so), which every reader reads."""
    return mark not in (". ", ") ") and not (_SPACED_COLON_RE.match(mark) and mark[-1:] in " \t")


def _written_mark(mark: str, around: list[tuple[int, int, re.Match[str]]]) -> str:
    """The mark a slipped number is written with, its blank after it: the series' own `N : `
    where the number sets its colon off (`11 :Which`) or a neighbour numbered next to it does
    (`11:Which` between `10 : ...` and `12 : ...`); `N. ` for any other colon (`24:How` in a
    `1.What` series), the dot or bracket typed otherwise. Written `11. Which`, a question of
    a `N : ` quiz became a Markdown list item, read apart from its siblings: one with an
    image line under its stem was lost whole, as text between questions."""
    if ":" not in mark:
        return f"{mark.strip()} "
    if _SPACED_COLON_RE.match(mark) or any(
        _SPACED_COLON_RE.match(row[2].group("mark")) for row in around
    ):
        return " : "
    return ". "


_FIRST_GLUED_RE = lazy(r"\n {0,3}1[.)](?=[^\s.)])")
"""An item numbered 1 with no blank after its mark: the cheap search for a glued run."""
_OPTION_NUMBER_RE = lazy(
    r"^(?P<lead> {0,3})(?P<n>\d{1,2})(?P<mark>[.)])(?P<blank>[ \t]*)(?P<text>\S.*)$"
)


def labelled_option_numbers(text: str) -> str:
    """The text with each run of options numbered with no blank after the mark (`1.80`,
    `2.443`; `1.tcp`) right under an options label (`Ответы:`, `Options:`) written `1. 80`.

    The label says what the run is, so any option is one, a number or a lower-case word,
    which the series rule (`spaced_numbers`) leaves alone as a decimal or as prose: the
    question became an open card answered by its bare key, the options in its question. Only
    a run numbered 1, 2, 3 ... from the line under the label (a blank line between allowed),
    two lines or more, one of them glued; a `1.5` alone under `Options:` is left as written.
    """
    if (
        not search_led(_FIRST_GLUED_RE, text, NUMBERED)
        and _FIRST_GLUED_RE.match(f"\n{text[:8]}") is None
    ):
        return text
    lines = text.split("\n")
    changed = False
    above = ""  # the last line with text above, outside code
    for k, line in outside_code(lines):
        if line.lstrip(" ")[:2] in ("1.", "1)") and OPTIONS_LABEL_RE.match(above):
            changed = _space_run(lines, k) or changed
        if line.strip():
            above = line
    return "\n".join(lines) if changed else text


def _space_run(lines: list[str], start: int) -> bool:
    """Whether the run of options numbered from 1 at `start` was written spaced (see
    `labelled_option_numbers`)."""
    run: list[re.Match[str]] = []
    k = start
    while k < len(lines) and (m := _OPTION_NUMBER_RE.match(lines[k])) is not None:
        if int(m.group("n")) != len(run) + 1 or (run and m.group("mark") != run[0].group("mark")):
            break
        run.append(m)
        k += 1
    if len(run) < 2 or all(m.group("blank") for m in run):
        return False
    for offset, m in enumerate(run):
        lines[start + offset] = (
            f"{m.group('lead')}{m.group('n')}{m.group('mark')} {m.group('text')}"
        )
    return True


_TITLE_RE = lazy(r"^ {0,3}(?:#{1,6}[ \t]|(?:\*\*|__)[^*_]+(?:\*\*|__)[ \t]*[:：]?[ \t]*$)")
"""A heading or a line all in bold (`**Part 2**`): a new section may number from 1 again."""


def _answer_steps(lines: list[str], numbered: list[tuple[int, int, re.Match[str]]]) -> set[int]:
    """The lines of each glued run (`1.Parse the sources`, `2.Emit the bundle`) that numbers
    from 1 again under a question numbered 2 or more, with no heading or bold title between
    them (where a new section may count again): the steps of that question's answer, left
    as written. Each goes on with its neighbour, so the series rule spaced them, and the
    answer's steps became questions (`1.实现一个监听器` under `5. Vue实现数据双向绑定的原理`) or
    made one list with the next question (`8.` over `1.与AngularJS的区别`), glued into the
    answer above it. A step that asks (`?`) may be a section's first question: left to the
    series rule."""
    steps: set[int] = set()
    last_n, last_k, run = 0, -1, 0  # the last question's number and line; the run's last step
    for k, n, m in numbered:
        glued = m.group("mark") in (".", ")") and not m.group("text").rstrip().endswith(("?", "？"))
        restart = n == 1 and last_n >= 2 and not _titled(lines, last_k, k)
        if glued and (n == run + 1 if run else restart):
            steps.add(k)
            run = n
            continue
        run = 0
        last_n, last_k = n, k
    return steps


def _titled(lines: list[str], start: int, end: int) -> bool:
    """Whether a heading or a bold title stands between lines `start` and `end`."""
    return any(_TITLE_RE.match(lines[k]) for k in range(start + 1, end))


def _colons_in_series(
    lines: list[str], numbered: list[tuple[int, int, re.Match[str]]]
) -> list[tuple[int, int, re.Match[str]]]:
    """The numbered lines without those numbered with a colon (`1: By its lamp`) that do not
    go on with the series above them (one past the last or the highest) as a paragraph of
    their own (a blank line above): a list in an answer, which must not count as the
    series' last number either."""
    kept: list[tuple[int, int, re.Match[str]]] = []
    top = 0
    for row in numbered:
        k, n, m = row
        if ":" in m.group("mark") and (
            n not in (top + 1, (kept[-1][1] if kept else 0) + 1) or (k and lines[k - 1].strip())
        ):
            continue
        kept.append(row)
        top = max(top, n)
    return kept


def _in_series(n: int, before: int, top: int, after: int, text: str, *, colon: bool) -> bool:
    """Whether a slipped number goes on with the document's series: one more than the line
    numbered above it or than the highest so far, or one less than the next; a question
    (`?`) may skip a number or two past the highest (`2.What`, then `4.What` where the
    author took 3 out). A colon (`24:How ...?`) numbers only a line one past those above, or
    the first of the document's series, 2 under it (`1 :Which ...?` over `2 : Which ...?`):
    a `1: ...` list in an answer is no question."""
    if colon:
        return n in (before + 1, top + 1) or (top < 0 and after == n + 1)
    gap = top < n <= top + 3 and text.rstrip().endswith("?")
    return n in (before + 1, top + 1) or after == n + 1 or gap


def _numbered_lines(lines: list[str]) -> list[tuple[int, int, re.Match[str]]]:
    """Each line outside code opening with a number and a dot: its index, number and match;
    a question numbered with a dash (`12 - What is X?`) rewritten with a dot first."""
    numbered: list[tuple[int, int, re.Match[str]]] = []
    digits = [(k, line) for k, line in outside_code(lines) if line.lstrip(" ")[:1].isdigit()]
    loose = {k: m for k, line in digits if (m := _LOOSE_DASHED_RE.match(line)) is not None}
    if loose:
        listed = _answer_lists(lines, loose)
        loose = {k: m for k, m in loose.items() if k not in listed}
    if loose:
        loose.update(_glued_dashes(digits, loose))
    series = {int(m.group("n")) for m in loose.values()}
    for k, line in digits:
        dashed = _DASHED_RE.match(line) or _in_dashed_series(loose.get(k), series)
        if dashed is not None:
            lines[k] = f"{dashed.group('n')}. {dashed.group('text')}"
        m = _NUMBERED_RE.match(lines[k])
        if m is not None:
            numbered.append((k, int(m.group("n")), m))
    return numbered


_LOOSE_DASHED_RE = lazy(
    r"^(?P<n>\d{1,4})(?:[ \t]*[-–—][ \t]+(?=(?:\*\*|__|[*_])?[^\W\d_]|[('\"`‘“«\[][^\n]*?[^\W\d_])"
    r"|(?<!\d{3})[-–—][ \t]+(?=\d))"
    r"(?P<text>[^\n]*?)[ \t]*$"
)
"""`2 - h1 etiketi ile ...`, `2- MongoDB`, `3 - *Qual é ...?*`: a number, a dash and words,
asking or not, in emphasis or not (a quiz that sets its questions in italics); never a
dash over emphasis around nothing (`4 - ** **Resposta:**`, a placeholder left to fill).
A quiz on a language's values opens a question with what it asks about, quoted or in
brackets (`10 - '19' === 19 gives?`, `11 - (true && false) gives?`): words after the
opening mark make it one of the series too (left out, it ran on into the question above it
as that one's answer, and was never reported); a bracket over figures alone (`5 - (3 + 2)`)
is a sum. Options that are figures (`1- 65,623`, `2- 18.82 MB`) are such a series too, when
the dash is glued to a number of one or two digits: `5 - 3 = 2` (spaced) is sums, `2019- 2020`
years."""


_GLUED_DASHED_RE = lazy(r"^(?P<n>\d{1,4})[-–—](?P<text>[^\W\d_][^\n]*?)[ \t]*$")
"""`45-Abstract class ...`: a number and a dash glued to a word, no blank between them."""


def _glued_dashes(
    digits: list[tuple[int, str]], loose: dict[int, re.Match[str]]
) -> dict[int, re.Match[str]]:
    """The lines numbered with a dash glued to a word (`1-Kotlin nedir?`, `45-Abstract ...`)
    that go on with the document's dashed series in the order it is written: the dashed line
    above numbered less and the one below more, one of them next to it (one less above, or
    one more below). The author's slip of the space bar, read as prose: the first question
    was taken for an introduction and the 45th ran on into the 44th's answer, unreported. Only the sequence makes it safe: `3-way handshake` in the
    7th's answer (7 above, 8 below), `2-way` in the 1st's (2 below: the next question's number
    already) and `2-3 times`, `2024-01-05` (a digit after the dash) stay text."""
    glued: dict[int, re.Match[str]] = {}
    rows = sorted(loose.items())
    j = 0  # the first dashed line below the candidate
    for k, line in digits:
        while j < len(rows) and rows[j][0] < k:
            j += 1
        m = None if k in loose else _GLUED_DASHED_RE.match(line)
        if m is None:
            continue
        n = int(m.group("n"))
        above = int(rows[j - 1][1].group("n")) if j else n - 2
        below = int(rows[j][1].group("n")) if j < len(rows) else n + 2
        if above < n < below and (above == n - 1 or below == n + 1):
            glued[k] = m
    return glued


def _answer_lists(lines: list[str], loose: dict[int, re.Match[str]]) -> set[int]:
    """The dashed lines (of `loose`) that number a list inside an answer, left as written:
    below a margin line numbered `N.` (a question of the document's series), after a
    paragraph of its answer (past a blank line), counting again from N or less (`27. What is
    the pool?` / its answer / `Two ways:` / `1- with quotes:` / `2- with new:` / `28. ...`).
    Written `1.` and `2.`, they made one Markdown list with the next question, which became
    its third item; the author's `1-` was changed in the answer too."""
    listed: set[int] = set()
    top = 0  # the number of the last `N.` line above (0: none yet)
    answered = blank = False  # a paragraph opened below it past a blank line; the last line
    last: int | None = None  # the number of the last dashed line listed: the next goes on
    for k, line in outside_code(lines):
        dashed = loose.get(k)
        numbered = _NUMBERED_RE.match(line) if dashed is None and line[:1].isdigit() else None
        if dashed is not None:
            n = int(dashed.group("n"))
            if (last is not None and n == last + 1) or (answered and n <= top):
                listed.add(k)  # the whole list: `3-` after `1-` under `2.` too
                last = n
        elif numbered is not None:
            top, answered, last = int(numbered.group("n")), False, None
        elif line.strip():
            answered = answered or blank
        blank = not line.strip()
    return listed


def _in_dashed_series(m: re.Match[str] | None, series: set[int]) -> re.Match[str] | None:
    """A line numbered with a dash (see `_LOOSE_DASHED_RE`) whose neighbour number is so
    numbered too (`1 - ...`, `2 - ...`): a quiz's series of statements and questions."""
    if m is None:
        return None
    n = int(m.group("n"))
    return m if n - 1 in series or n + 1 in series else None


def _opens_text(text: str, beside: bool) -> bool:
    """Whether a slipped number's text opens as a question's: a capitalised word, or (with
    a neighbour numbered right before or after it) any word or code (`26.what is X?`,
    `3.\\`Key\\` ...`); never a digit (`3.14`, `1.2.3`)."""
    first = text[:1]
    if first.isupper():
        return True
    return beside and (first.isalpha() or first in "`*_\"'")


_GLUED_HEADING_RE = lazy(r"\n {0,3}#{1,6}[ \t]+\d{1,4}[.)][^\s\d.)]")
"""A numbered heading with no blank after its dot, searched from a newline (a literal)."""
_HEADING_NUMBER_RE = lazy(r"^(?P<head> {0,3}(?P<marks>#{1,6})[ \t]+)(?P<n>\d{1,4})(?P<dot>[.)])")


def spaced_heading_numbers(text: str) -> str:
    """The text with each heading's slipped number in a series of its level written `N. `
    (see the module doc)."""
    glued = search_led(_GLUED_HEADING_RE, text, HEADINGS)
    glued = glued or _GLUED_HEADING_RE.match(f"\n{text[:40]}") is not None
    if not glued or not holds(text, "\n#"):
        return text
    lines = text.split("\n")
    rows = _numbered_headings(lines)
    apart: list[tuple[int, int, int, re.Match[str]]] = []  # no neighbour numbered next to it
    slipped: dict[int, int] = {}  # the levels whose series were typed glued: their top number
    for j, (k, level, n, m) in enumerate(rows):
        rest = lines[k][m.end() :]
        if not _glued_text(rest):
            continue  # spaced already (or nothing follows), or a figure (`## 1.5`): no slip
        around = rows[j - 1 : j] + rows[j + 1 : j + 2]
        if any(row[1] == level and abs(row[2] - n) == 1 for row in around):
            lines[k] = f"{lines[k][: m.end()]} {rest}"
            slipped[level] = max(n, slipped.get(level, 0))
        else:
            apart.append((k, level, n, m))
    for k, level, n, m in apart:
        if n <= slipped.get(level, 0):  # the count started again (`### 2019.总结`: a year)
            lines[k] = f"{lines[k][: m.end()]} {lines[k][m.end() :]}"
    return "\n".join(lines)


def _glued_text(rest: str) -> bool:
    """Whether what follows a heading's `N.` is text glued to it: anything but a blank, a
    digit (`## 1.5 Speed`: a figure) or another mark (`## 3..`)."""
    first = rest[:1]
    return bool(first.strip()) and not first.isdigit() and first not in ".)"


def _numbered_headings(lines: list[str]) -> list[tuple[int, int, int, re.Match[str]]]:
    """Each numbered heading outside code: its line, level, number and match."""
    return [
        (k, len(m.group("marks")), int(m.group("n")), m)
        for k, m in numbered_headings(lines, _HEADING_NUMBER_RE)
    ]


def numbered_headings(
    lines: list[str], pattern: re.Pattern[str]
) -> list[tuple[int, re.Match[str]]]:
    """Each heading outside code that `pattern` matches (a numbered heading, as the caller
    reads its number): its line and match. A `# 1. install` comment in a fenced shell block is
    code, never a heading: the one walk every rule on numbered headings takes. A fence never
    closed opens no code (the readers read it as text, and warn): the headings after it
    count."""
    rows: list[tuple[int, re.Match[str], bool]] = []
    fence: str | None = None
    opened = -1  # the line the open fence opened on
    for k, line in enumerate(lines):
        was, (fence, is_fence) = fence, fence_after(fence, line)
        opened = k if is_fence and was is None else opened
        m = pattern.match(line) if line[:1] in "# " and not is_fence else None
        if m is not None:
            rows.append((k, m, fence is not None))
    unclosed = opened if fence is not None else -1
    return [(k, m) for k, m, code in rows if not code or k > unclosed >= 0]
