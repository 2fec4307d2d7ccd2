"""Obsidian and GitHub callouts that hold a question's answer (`> [!success]- Lösung a`,
`> [!tip]- Answer`), and an exam's lettered sub-tasks each answered by one.

A callout is a block quote whose first line names its type in brackets, then an optional fold
mark (`-` folded, `+` open) and title: `> [!note]+ Title`. Notes written in Obsidian fold each
answer into one under its question:

    ## Aufgabe 1 – Netzwerk (20 Punkte)
    **a) (5 P)** Nenne zwei Vorteile von VLANs.
    > [!success]- Lösung a
    > Weniger Broadcasts · mehr Sicherheit
    **b) (5 P)** Was macht DHCP?
    > [!success]- Lösung b
    > Vergibt IP-Adressen automatisch.

Read as written, the callout's header (`[!success]- Lösung a`) was the first line of each
answer, and an exam's sub-tasks were no questions at all: the section heading was one card
whose answer held every sub-task and its solution, and a sub-task's inline list (`1. Erkläre
... 2. Welche ...?`) a card of its own.

Here a callout whose title names an answer or a solution in any language (`Answer`, `Lösung
a`, `Show solution`, `Réponse`, `Respuesta`, a title after the word kept: `Answer: B`), or
whose type says so with no title of its own (`[!answer]`, `[!solution]`, or folded `[!success]-`,
`[!check]-`, `[!done]-`), has its header written as an answer label (`**Answer:**`) and its
body unquoted (one level; a heading in it a bold line), line for line: the readers read it as
the answer's text, tables, lists and code too (a quote right under a label was no answer to
a numbered question). A callout that holds a hint or a note (`> [!note] Hint`, `> [!tip]-
Tip`) stays as it is.

An exam section's lettered sub-tasks (`**a) (8 P)** ...`, `b) ... ?`: the sub-question test
of srs.importers.keysheets, lettered in turn, each asking, setting a task or scoring points),
at least half of them answered by such a callout below them, become questions of their own:
each line a heading one level under its section's (`### 3. Nenne zwei Vorteile von
VLANs.`, numbered in order through the document, its letter and points dropped), so the
section's title tags them and the lines between a sub-task and its callout (its bullets, its
code) are its question's. A sub-task with no such callout is reported unanswered: the blank
line after the text under it (a rule aside) becomes an empty answer label, so that text is its
question's, never an answer. Only where two sub-tasks or more are so answered.
"""

from __future__ import annotations

import bisect
import re

from srs.importers.common import HEADING_RE, SEPARATOR_RE
from srs.importers.fences import outside_code
from srs.importers.holding import holds
from srs.importers.keysheets import lettered, sub_question_text, sub_questions
from srs.importers.labelwords import ANSWER_LABELS, ANSWER_PHRASE_WORDS
from srs.importers.lazyre import lazy

__all__ = ["callout_answers"]

_MAY_HOLD_RE = lazy(r"^[ \t]*>[ \t]*\[![^\]\s]+\]", re.MULTILINE)
"""The cheap test, after the literal `[!`: a callout's header (indented in a list item too)."""
_HEADER_RE = lazy(
    r"^(?P<indent>[ \t]*)>[ \t]*\[!(?P<kind>[^\]\s]+)\](?P<fold>[-+]?)[ \t]*(?P<title>.*?)[ \t]*$"
)
"""A callout's first line: `> [!success]- Lösung a`, `> [!TIP]`, `>[!note]+ Title`."""
_QUOTED_RE = lazy(r"^(?P<indent>[ \t]*)>[ \t]?")
"""A line of a callout's body: its quote mark and the blank after it."""
_ANSWER_WORDS = "|".join(ANSWER_LABELS)
_ANSWER_TITLE_RE = lazy(
    r"^(?:(?:show|view|see|reveal|check|click|toggle|open|expand|ver|mostrar|voir|afficher"
    r"|mostra|vedi|zeige|показать)[ \t]+(?:(?:the|an?|la|le|el|die|den|il|o)[ \t]+)?)?"
    r"(?:(?:correct|right|model|sample|suggested|expected|full|short)[ \t]+)?"
    rf"(?:{ANSWER_PHRASE_WORDS}|{_ANSWER_WORDS}|solutions?|musterlösungen)(?:en|es|s|e)?"
    r"(?![^\W\d_])(?P<rest>.*)$",
    re.IGNORECASE,
)
"""A title that names an answer or a solution, in the languages of `ANSWER_LABELS` (`Lösung
a`, `Show answer`, `Respuesta`, `Antworten`), whatever short tag follows (`_REST_RE`)."""
_REST_RE = lazy(
    r"^[ \t]*(?:[:：.\-–—][ \t]*(?P<told>.*)|[(\[]?[^\W_]{1,3}[)\]]?[.:)]?"
    r"|(?:zu|to|for|of|de|du|für|per|del|do|da)[ \t]+\S{1,6}"
    r"|anzeigen|zeigen|ansehen|einblenden|👇|⬇️|\([^()\n]{1,30}\)|)[ \t]*$",
    re.IGNORECASE,
)
"""What may follow the word in an answer's title: nothing, the sub-task's letter or number
(`Lösung a`, `Solution 3`, `Lösung zu b)`), a verb that shows it (`Lösung anzeigen`), a note in
brackets (`Answer (click)`), or after a colon or dash the answer itself (`Answer: B`, kept).
Any other words title something else (`Solution architecture overview`)."""
_ANSWER_KINDS = frozenset({"answer", "answers", "solution", "solutions"})
"""A callout's type that says it holds the answer when it has no title of its own."""
_TICK_KINDS = frozenset({"success", "check", "done"})
"""One type in Obsidian, shown with a tick: an answer when folded (`_answer_kind`)."""
_ASKING_KINDS = frozenset({"question", "help", "faq"})
"""Obsidian's question callout and its aliases: its title asks, its body answers."""
_LABEL = "**Answer:**"

_Callout = tuple[int, str]
"""An answer's callout: its header's line and the answer its title tells (often none)."""


def callout_answers(text: str) -> str:
    """The text with each answer's callout header an answer label and an exam's sub-tasks so
    answered headings (see the module doc); unchanged without a callout (cheap tests first)."""
    if not holds(text, "[!") or _MAY_HOLD_RE.search(text) is None:
        return text
    lines = text.split("\n")
    asked = _question_callouts(lines)
    callouts = _answer_callouts(lines)
    if not callouts:
        return "\n".join(lines) if asked else text
    _sub_tasks(lines, [k for k, _ in callouts])
    for k, told in callouts:
        indent = lines[k][: len(lines[k]) - len(lines[k].lstrip())]
        lines[k] = f"{indent}{_LABEL} {told}".rstrip()
        _unquote(lines, k + 1)
    return "\n".join(lines)


def _question_callouts(lines: list[str]) -> bool:
    """Each question callout at the margin (`> [!question]- Why prefer val?` over `> A val
    ...`) written as a question heading a level under the section it stands in, its body
    unquoted below it: the card it is in Obsidian. Whether one was found.

    Notes that self-test (`## Check yourself`) fold each answer so under its question; read as
    written, the quote was text in no card and its header a question left unanswered. The
    answer may be an answer callout inside it (`> > [!success]-`): unquoted one level, that
    is read as the answer's (`_answer_callouts`, after this). A callout with no title or no
    body, or one in a list item, is left as it is (a question with no answer, reported so)."""
    level = 1
    found = False
    for k, line in outside_code(lines):
        if "#" in line[:4] and (heading := HEADING_RE.match(line)) is not None:
            level = len(heading.group("hashes"))
            continue
        if "[!" not in line or (m := _HEADER_RE.match(line)) is None:
            continue
        title = m.group("title").strip()
        if m.group("indent") or m.group("kind").casefold() not in _ASKING_KINDS or not title:
            continue
        if not _has_body(lines, k + 1):
            continue  # unanswered: as a heading, the text after it would be its answer
        lines[k] = f"{'#' * min(level + 1, 6)} {title}"
        _unquote(lines, k + 1)
        found = True
    return found


def _has_body(lines: list[str], start: int) -> bool:
    """Whether a callout's header has a line of text in its body below it (at `start`)."""
    quote = _QUOTED_RE.match(lines[start]) if start < len(lines) else None
    return quote is not None and lines[start][quote.end() :].strip() != ""


def _unquote(lines: list[str], start: int) -> None:
    """A callout's body from line `start` without its quote marks (one level: a quote inside
    it stays one), a heading in it a bold line: the answer's text, not a section."""
    for j in range(start, len(lines)):
        quote = _QUOTED_RE.match(lines[j])
        if quote is None:
            return
        body = lines[j][quote.end() :]
        heading = HEADING_RE.match(body) if "#" in body[:4] else None
        if heading is not None and heading.group("text"):
            body = f"**{heading.group('text').strip()}**"
        lines[j] = quote.group("indent") + body


def _answer_callouts(lines: list[str]) -> list[_Callout]:
    """The callouts outside code that hold an answer (at the margin or in a list item)."""
    found: list[_Callout] = []
    for k, line in outside_code(lines):
        if "[!" not in line or (m := _HEADER_RE.match(line)) is None:
            continue
        told = _answer_title(m.group("title").strip(" \t*_"))
        if told is None and not m.group("title") and _answer_kind(m):
            told = ""
        if told is not None:
            found.append((k, told))
    return found


def _answer_kind(header: re.Match[str]) -> bool:
    """Whether a callout's type says it holds the answer: `[!answer]`, `[!solution]`, or a
    tick (`[!success]`, `[!check]`, `[!done]`) folded (`-`, `+`), as a revealed answer is; an
    unfolded tick with no title is a note that something worked."""
    kind = header.group("kind").casefold()
    return kind in _ANSWER_KINDS or (kind in _TICK_KINDS and bool(header.group("fold")))


def _answer_title(title: str) -> str | None:
    """The answer a callout's title tells (`Answer: B` -> `B`; `Lösung a` -> ``), None when
    the title names no answer."""
    m = _ANSWER_TITLE_RE.match(title) if title else None
    rest = _REST_RE.match(m.group("rest")) if m is not None else None
    return None if rest is None else (rest.group("told") or "").strip()


_Section = tuple[int, int, int]
"""A stretch of lines under a heading: its first line, its end (the next heading's line) and
its heading's level (0 above the first heading)."""


_Task = tuple[int, list[tuple[int, str, str]], list[int], list[bool]]
"""A section's sub-tasks: their heading level, lettered lines, ends (the next one's line or
the section's end) and whether a callout answers each."""


def _sub_tasks(lines: list[str], answers: list[int]) -> None:
    """Each exam section's lettered sub-tasks, at least half of them answered by a callout
    (`answers`: the callouts' header lines, in order), written as numbered headings under the section's
    (see the module doc); only when two or more are so answered."""
    found = [task for section in _sections(lines) if (task := _task(lines, section, answers))]
    if sum(sum(answered) for *_, answered in found) < 2:
        return
    number = 0
    for level, parts, ends, answered in found:
        for (k, _, text), end, told in zip(parts, ends, answered, strict=True):
            number += 1
            lines[k] = f"{'#' * level} {number}. {sub_question_text(text)}"
            if not told:
                _unanswered(lines, k, end)


def _task(lines: list[str], section: _Section, answers: list[int]) -> _Task | None:
    """A section's sub-tasks when they are an exam's (the sub-question test), half of them
    answered by a callout at least; None otherwise, or under a heading at the last level."""
    start, end, level = section
    parts = lettered(lines, start, end)
    if level >= 6 or not sub_questions(parts):
        return None
    ends = [k for k, _, _ in parts[1:]] + [end]
    answered = [_answered(answers, k, e) for (k, _, _), e in zip(parts, ends, strict=True)]
    return (max(level + 1, 2), parts, ends, answered) if 2 * sum(answered) >= len(parts) else None


def _answered(answers: list[int], start: int, end: int) -> bool:
    """Whether a callout's header (`answers`, in order) stands between `start` and `end`."""
    i = bisect.bisect_right(answers, start)
    return i < len(answers) and answers[i] < end


def _sections(lines: list[str]) -> list[_Section]:
    """The stretches under each heading outside code, and the one above the first."""
    headings = [
        (k, len(m.group("hashes")))
        for k, line in outside_code(lines)
        if "#" in line[:4] and (m := HEADING_RE.match(line)) is not None
    ]
    starts = [(-1, 0), *headings]
    ends = [k for k, _ in headings] + [len(lines)]
    return [(k + 1, end, level) for (k, level), end in zip(starts, ends, strict=True)]


def _unanswered(lines: list[str], k: int, end: int) -> None:
    """A sub-task with no answer (its line `k`, the next one's or the section's end `end`):
    the blank line after the text under it (a rule aside) an empty answer label, so that text
    is its question's and the readers report it unanswered."""
    filled = [j for j in range(k + 1, end) if lines[j].strip() and not SEPARATOR_RE.match(lines[j])]
    if filled and filled[-1] + 1 < end:
        lines[filled[-1] + 1] = _LABEL
