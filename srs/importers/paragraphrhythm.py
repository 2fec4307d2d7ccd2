"""Plain notes in paragraph rhythm: what the blank lines say where a question mark does not.

Notes typed as plain text (`What is X?` over its answer paragraphs, srs.importers.structure
`question_lines`) are read by the lines that ask. Two kinds of line between them ask nothing
by their words, and went in silence into the answer above:

- a title told without `?` (`Self join example:`, `Query tuning tips.`) that the author set
  apart as every other item: where the page parts its items with two blank lines or more,
  and every such gap is followed by a question line found (at least as many as the others)
  or by a one-line paragraph over more text, those one-line paragraphs are questions too.
  The gaps are the page's rhythm: a single stray double blank inside an answer, one over a
  list or code, or one whose line is no more than one paragraph keeps the page out of it.
  On such a page only, a title ending in a colon set apart by one blank line (`Outer join
  example:`, two words or more, over a sentence of prose) is one too: a colon line over code
  (`Example:`, `Syntax:`) or on a page without that rhythm stays in its answer;
- a section's title (`Advanced Questions`) between an answer and the next question: a short
  line of capitalised words, nothing closing it, right over a question line and under an
  answer that has text of its own. It is read as the heading it stands for (as structure's
  `section_lines` are), not as the answer's last line. A lone line that is a question's whole
  answer (`Binary Search Tree`) stays its answer.

Only notes read by their question lines come here (srs.importers.markdown): a page with
headings, lists of questions or labels has its items marked otherwise.
"""

from __future__ import annotations

from srs.importers.labeltext import tidy_label
from srs.importers.pointrhythm import rhythm_questions
from srs.importers.values import Line, Start

__all__ = ["notes_rhythm", "paragraph_rhythm"]

_LONGEST_TITLE = 120
"""A longer one-line paragraph is a sentence of an answer, not an item's title."""
_MOST_TITLE_WORDS = 10
"""An item's title names a topic in a few words; more make a sentence of an answer."""
_TITLE_WORDS = (2, 6)
"""A section's title: two to six words (`Intermediate SQL Questions`)."""
_SECTION_LEVEL = 6
"""The level of the heading a section's title stands for (as structure's `section_lines`)."""


def notes_rhythm(
    lines: list[Line], headings: dict[int, tuple[int, str]], starts: dict[int, Start]
) -> tuple[dict[int, Start], bool]:
    """The notes' question lines with those their rhythm adds: a line over bullets among
    such blocks (srs.importers.pointrhythm), then titles and sections that the blank lines
    set apart (`paragraph_rhythm`, its section titles added to `headings`); and whether code
    between a question line and its bullets is the question's (pointrhythm).

    One call for the Markdown reader's notes, so that both rhythms are read in one place.
    """
    extra, code_asks = rhythm_questions(lines, headings, starts)
    starts = {**starts, **extra}
    titled, sections = paragraph_rhythm(lines, headings, starts)
    headings.update(sections)
    return {**starts, **titled}, code_asks


def paragraph_rhythm(
    lines: list[Line], headings: dict[int, tuple[int, str]], starts: dict[int, Start]
) -> tuple[dict[int, Start], dict[int, tuple[int, str]]]:
    """The titles told without `?` that the page's double blank lines set apart as items,
    and the section titles right over a question line (see the module docstring).

    Args:
        lines: the document's body lines.
        headings: body index -> (level, text) of each heading.
        starts: the question lines found, by body index.

    Returns:
        (the new questions' starts, the section titles as headings), both by body index.
    """
    if len(starts) < 2:
        return {}, {}
    sections = _sections(lines, headings, starts)
    extra = _gap_titles(lines, headings, starts, sections)
    if extra:
        extra.update(_colon_titles(lines, {**starts, **extra}))
        sections = _sections(lines, headings, {**starts, **extra})
    return extra, sections


def _blank(line: Line) -> bool:
    return not line.code and not line.text.strip()


def _one_line(lines: list[Line], k: int) -> bool:
    """Whether line k is a plain one-line paragraph (blank or nothing on both sides)."""
    line = lines[k]
    if line.code or not line.text.strip() or line.text[:1] in (" ", "\t"):
        return False
    return (k == 0 or _blank(lines[k - 1])) and (k + 1 == len(lines) or _blank(lines[k + 1]))


def _next_content(lines: list[Line], k: int) -> int | None:
    """The index of the first line from k on with text or code, or None."""
    for j in range(k, len(lines)):
        if not _blank(lines[j]):
            return j
    return None


def _sections(
    lines: list[Line], headings: dict[int, tuple[int, str]], starts: dict[int, Start]
) -> dict[int, tuple[int, str]]:
    """The section titles between an answer and the question line right under them."""
    first = min(starts)
    found: dict[int, tuple[int, str]] = {}
    owner: int | None = None  # the question whose answer runs at line k
    answered = False  # that answer has text of its own before line k
    for k in range(first, len(lines)):
        if k in starts or k in headings:
            owner, answered = (k if k in starts else None), False
            continue
        if _blank(lines[k]):
            continue
        if owner is not None and answered and _section_title(lines, k, starts):
            found[k] = (_SECTION_LEVEL, tidy_label(lines[k].text.strip()))
            owner = None
            continue
        answered = answered or owner is not None
    return found


def _section_title(lines: list[Line], k: int, starts: dict[int, Start]) -> bool:
    """Whether line k is a short line of capitalised words alone in its paragraph, nothing
    closing it, right over a question line."""
    if not _one_line(lines, k):
        return False
    nxt = _next_content(lines, k + 1)
    if nxt is None or nxt not in starts:
        return False
    words = lines[k].text.split()
    if not _TITLE_WORDS[0] <= len(words) <= _TITLE_WORDS[1]:
        return False
    if not all(word.isalpha() and word[0].isupper() for word in words):
        return False  # (punctuation anywhere, a closing stop or colon: an answer's line)
    shouting = sum(1 for word in words if word.isupper())
    return shouting * 2 < len(words)  # `SELECT Name FROM Staff`: code, not a title


def _gap_titles(
    lines: list[Line],
    headings: dict[int, tuple[int, str]],
    starts: dict[int, Start],
    sections: dict[int, tuple[int, str]],
) -> dict[int, Start]:
    """The one-line paragraphs that a gap of two blank lines or more opens, where every such
    gap opens a question line found or such a paragraph over more text, and question lines
    at least as often as the others; {} where the gaps are no rhythm of the page."""
    known = 0
    titles: dict[int, Start] = {}
    k = min(starts) + 1
    while k < len(lines):
        if not _blank(lines[k]):
            k += 1
            continue
        nxt = _next_content(lines, k)
        if nxt is None:
            break
        gap, k = nxt - k, nxt
        if gap < 2 or nxt in headings or nxt in sections:
            continue
        if nxt in starts:
            known += 1
        elif _gap_title(lines, nxt, starts):
            titles[nxt] = Start(None, lines[nxt].text.strip(), weak=True)
        else:
            return {}
    return titles if 0 < len(titles) <= known else {}


def _gap_title(lines: list[Line], k: int, starts: dict[int, Start]) -> bool:
    """Whether line k can title an item: a short one-line paragraph opening with a capital,
    not closed by a comma nor a one-word label (`Output:`), over more text that no question
    line opens."""
    text = lines[k].text.strip()
    if not _one_line(lines, k) or len(text) > _LONGEST_TITLE or not text[0].isupper():
        return False
    words = len(text.split())
    if text.endswith((",", ";")) or words > _MOST_TITLE_WORDS:
        return False
    if words < _TITLE_WORDS[0] and text.endswith((":", "：")):
        return False  # `Output:` over what it shows: a label of the answer
    nxt = _next_content(lines, k + 1)
    return nxt is not None and nxt not in starts and not lines[nxt].code


def _colon_titles(lines: list[Line], starts: dict[int, Start]) -> dict[int, Start]:
    """On a page whose gaps set titles apart as items, the titles ending in a colon set apart
    by one blank line only (`Outer join example:`): a one-line paragraph of two to six words
    under an answer that has text of its own, over a sentence of prose (not over code: a
    `Syntax:` or `Example:` line over its code is the answer's)."""
    found: dict[int, Start] = {}
    answered = False  # the question above has text of its own before line k
    for k in range(min(starts), len(lines)):
        if k in starts:
            answered = False
        elif _colon_title(lines, k) and answered:
            found[k] = Start(None, lines[k].text.strip(), weak=True)
            answered = False
        elif not _blank(lines[k]):
            answered = True
    return found


def _colon_title(lines: list[Line], k: int) -> bool:
    """Whether line k is `Words of a title:` alone in its paragraph, over prose."""
    text = lines[k].text.strip()
    if not text.endswith((":", "：")) or text.endswith("::") or not _one_line(lines, k):
        return False
    words = text.split()
    if not _TITLE_WORDS[0] <= len(words) <= _TITLE_WORDS[1] or not text[0].isupper():
        return False
    nxt = _next_content(lines, k + 1)
    if nxt is None or lines[nxt].code:
        return False
    first = lines[nxt].text.split()[0]
    return first.isalpha() and first[0].isupper() and not first.isupper()
