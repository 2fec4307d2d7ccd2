"""The key an answer marker gives a choice question: on the marker's line (`Answer: C`), or on
the line after a bare marker (`**Answer:**` or `<summary>Answer</summary>` over `C`, `Answer:
C`, or the options' letters listed again with the right ones marked).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from srs.importers.common import ANSWER_RE, dedent, is_blank
from srs.importers.keyslips import slipped_letter
from srs.importers.keytext import other_option_named
from srs.importers.labeltext import IMAGE_LINE_RE
from srs.importers.lazyre import lazy
from srs.importers.notchoices import answered_inline, answers_each
from srs.importers.options import read_letter
from srs.importers.textkeys import option_lines
from srs.importers.values import Line

__all__ = ["marked_key", "nested_label"]


def marked_key(
    lines: list[Line],
    marker: tuple[int, str],
    choices: dict[str, str],
    report: Callable[[int, str], None] | None = None,
) -> tuple[str, int, list[str]]:
    """An answer marker's key: its letter ('' for none), its line, the lines after (why).
    A key naming one option among stray letters (`BS` over A-C) names it, `report`ed."""
    index, rest = marker
    answer_line = lines[index].no
    after = lines[index + 1 :]
    letter, tail = _read_key(rest, choices, lines[: index + 1], report)
    if letter and answered_inline(rest, list(choices)):  # `a) E = {...} b) E = {...}`
        return "", answer_line, [rest.strip(), *dedent([ln.text for ln in after])]
    if not _trusted(letter, tail, choices, answer_line, report):
        return "", answer_line, [rest.strip(), *dedent([ln.text for ln in after])]
    if not tail:
        letter, after = _more_options_below(letter, Line(answer_line, rest), after, choices)
    if letter or rest.strip():
        tail = _kept_text(letter, tail, rest, after)
        return letter, answer_line, [tail, *dedent([ln.text for ln in after])]
    after = _past_bare_label(after)  # a bare label: the key on a line below
    found = _letter_on_next_line(after, choices)
    if found is not None and answers_each(after, list(choices)):
        found = None  # `a) For desktops: ...` / `b) For the server: ...`: a part each
    if found is not None:
        letter, tail, j = found
        if not _trusted(letter, tail, choices, after[j].no, report):
            return "", answer_line, dedent([ln.text for ln in after])
        if letter:
            answer_line = after[j].no
            quoted = _QUOTE_RE.match(after[j].text) is not None
            # a figure over the key (`![fig](x.png)` / `**B** because ...`): explains
            figures = [ln.text.strip() for ln in after[:j] if IMAGE_LINE_RE.match(ln.text)]
            after = _unquoted_run(after[j + 1 :]) if quoted else after[j + 1 :]
            shown = [*figures, ""] if figures else []
            return letter, answer_line, [*shown, tail, *dedent([ln.text for ln in after])]
    return letter, answer_line, [tail, *dedent([ln.text for ln in after])]


def _trusted(
    letter: str,
    tail: str,
    choices: dict[str, str],
    no: int,
    report: Callable[[int, str], None] | None,
) -> bool:
    """Whether a key's letter may be taken: not when the text after it is another option's
    (`Answer: A) To define how late data can arrive`, option D's text: a practice set whose
    options were reordered under an old key). Neither can be trusted then, so the key line
    stays whole in the answer, `report`ed on line `no`; a key elsewhere may still key it."""
    if not letter or not tail or report is None:
        return True
    other = other_option_named(letter, tail, choices)
    if other is None:
        return True
    report(no, f"answer {letter} is followed by option {other}'s text; no key taken from it")
    return False


def _read_key(
    rest: str,
    choices: dict[str, str],
    upto: list[Line],
    report: Callable[[int, str], None] | None,
) -> tuple[str, str]:
    """The key line's letter and the text after it (`read_letter`), or the option letter a
    key typed with stray letters names (srs.importers.keyslips), its slip reported on the
    key's line (the last of `upto`, the lines of the block down to it)."""
    letter, tail = read_letter(rest, choices)
    if letter or report is None or len(rest) > 24:
        return letter, tail  # the cheap test first: a key read, or too long for a slip
    slip = slipped_letter(rest, choices, "\n".join(line.text for line in upto[:-1]))
    if slip is None:
        return letter, tail
    letter, ignored = slip
    report(
        upto[-1].no,
        f"answer '{rest.strip()}' read as {letter}: '{ignored}' names no option, ignored",
    )
    return letter, ""


def _kept_text(letter: str, tail: str, rest: str, after: list[Line]) -> str:
    """The key line's text kept after its letter: the tail the key reader left (the why
    after the letter, a matching key's pairs), or, when it names no option and read
    nothing (`Answer: 2 steps`), the line's whole text as the first line of the answer that
    goes on below it; alone, no answer ('': the question is reported)."""
    if letter or tail or all(is_blank(line) for line in after):
        return tail
    return rest.strip()


def _more_options_below(
    letter: str, key: Line, after: list[Line], choices: dict[str, str]
) -> tuple[str, list[Line]]:
    """The key's letters and the lines after it, when the line right under a key line that
    named one option alone (`` `B. Apply` ``) names another (`` `D. Init` ``, a "Choose two"
    question's), and more lines so: each right option on a line of its own (`option_lines`),
    the first on the label's line. Else the letter and the lines as they were."""
    if len(letter) != 1 or not after or is_blank(after[0]):
        return letter, after  # the cheap test first: no one letter, or a blank line under it
    more = _option_lines_at([key, *after], 0, choices)
    return (letter, after) if more is None else (more[0], after[more[2] :])


def nested_label(text: str) -> re.Match[str] | None:
    """The answer label a bare marker's answer opens with again, if any: `**Answer:**`, or
    written as a heading (`#### **Respuesta**:` under `<summary>Respuesta</summary>`)."""
    return ANSWER_RE.match(_LABEL_HEADING_RE.sub("", text, count=1))


_LABEL_HEADING_RE = lazy(r"^[ \t]{0,3}#{1,6}[ \t]+")
_QUOTE_RE = lazy(r"^[ \t]*(?:>[ \t]?)+")
_BARE_TAG_RE = lazy(r"^[ \t]*(?:</?(?:p|div|br|span)\b[^>]*>[ \t]*)+$", re.I)
"""`<p>` alone on its line between `<summary>Answer</summary>` and the key: no text."""


def _holds_no_key(line: Line) -> bool:
    """A line read past for the key: blank, a bare tag (`<p>`), or a figure (`![fig](x.png)`
    over `**B** because ...`, kept in the explanation)."""
    return is_blank(line) or bool(_BARE_TAG_RE.match(line.text) or IMAGE_LINE_RE.match(line.text))


def _past_bare_label(after: list[Line]) -> list[Line]:
    """The lines after a bare marker past the same label written again with nothing after it
    (`<summary>Respuesta</summary>` over `#### **Respuesta**:` over `✅ D. text`): the key,
    or the explanation, begins below it."""
    j = next((k for k, ln in enumerate(after) if not _holds_no_key(ln)), None)
    if j is None or after[j].code:
        return after
    nested = nested_label(after[j].text)
    return after[j + 1 :] if nested is not None and not nested.group("rest").strip() else after


def _letter_on_next_line(after: list[Line], choices: dict[str, str]) -> tuple[str, str, int] | None:
    """The letter on the line after a bare marker (`**Answer:**` / `<summary>` then `C` or
    `Answer: C`): the letter read, the rest of that line, and its index in `after`."""
    j = next((k for k, ln in enumerate(after) if not _holds_no_key(ln)), None)
    if j is None or after[j].code:
        return None
    candidate = _QUOTE_RE.sub("", after[j].text)  # `> **D) text**`: the key set apart in a quote
    if candidate != after[j].text and (quoted := _quoted_letters(after, j, choices)) is not None:
        return quoted
    if candidate.lstrip()[:1] in "-*+":  # `- A` / `- B - Correct`: the letters, one marked
        end = j
        while end + 1 < len(after) and after[end + 1].text.lstrip()[:1] in "-*+":
            end += 1
        listed = read_letter("\n".join(ln.text for ln in after[j : end + 1]), choices)
        if listed[0]:
            return listed[0], listed[1], end
    lined = _option_lines_at(after, j, choices)
    if lined is not None:
        return lined
    nested = nested_label(candidate)
    text = nested.group("rest") if nested else candidate.lstrip()  # `- b` alone: a bullet's
    letter, tail = read_letter(text[2:] if text[:2] in ("- ", "* ", "+ ") else text, choices)
    return letter, tail, j


def _option_lines_at(
    after: list[Line], j: int, choices: dict[str, str]
) -> tuple[str, str, int] | None:
    """`B. Cherry` over `E. Plum` under a bare marker (`<summary>Answer</summary>` of a
    "Choose two" question), or the first on the marker's own line (`` **Correct Answer:**
    `B. Cherry` `` over `` `E. Plum` ``): each right option on a line of its own
    (`option_lines`), the letters of all, not the first alone with the others filed as its
    explanation (in silence, a learner picking E marked wrong)."""
    end = j
    while end + 1 < len(after) and after[end + 1].text.strip() and not after[end + 1].code:
        end += 1
    if end == j:
        return None
    found = option_lines("\n".join(ln.text.strip() for ln in after[j : end + 1]), choices)
    if found is None:
        return None
    return found[0], "", j + len(found[0]) - 1  # the lines below explain: the caller's


def _quoted_letters(
    after: list[Line], j: int, choices: dict[str, str]
) -> tuple[str, str, int] | None:
    """`> **A) text**` over `> **B) text**`: a quote of several right options, one to a line,
    each read by its letter; None unless two lines or more each name one."""
    end = j
    while (
        end + 1 < len(after)
        and _QUOTE_RE.match(after[end + 1].text)
        and after[end + 1].text.strip("> \t")
    ):
        end += 1
    if end == j:
        return None
    letters = [read_letter(_QUOTE_RE.sub("", ln.text), choices)[0] for ln in after[j : end + 1]]
    if not all(len(letter) == 1 for letter in letters):
        return None
    return "".join(sorted(set(letters))), "", end


def _unquoted_run(lines: list[Line]) -> list[Line]:
    """The lines with the quote that held the key (`> A` over `>` and `> why`) unquoted:
    the rest of that quote explains the key."""
    out = list(lines)
    for k, line in enumerate(lines):
        m = _QUOTE_RE.match(line.text) if not line.code else None
        if m is None:
            break
        out[k] = Line(line.no, line.text[m.end() :])
    return out
