"""A numbered choice question whose stem runs past its first paragraph: `3 : What does dev
eth0 mean in the following command?` over the command, or the command first and `What does
the above command do?` under it, a blank line between or not, then the options. Quizzes on
commands and code write their questions so; read paragraph by paragraph, the first part
is lost between questions and the question keeps only the part next to the options."""

from __future__ import annotations

from collections.abc import Callable

from srs.importers.common import ANSWER_RE, NUMBERED_TEXT_RE, OPTION_RE, Line

__all__ = ["item_stem", "paragraph_stem", "stem_over_options"]

_NOT_STEM = ("#", "|", "---", "***", "```", "~~~", ">")
"""How a line that is no part of a stem starts: a heading, a table, a rule, a fence, a quote."""
_MOST_LINES = 6
"""How many lines a stem may run past its paragraph before the options."""


def stem_over_options(
    content: str, lines: list[Line], span: list[int]
) -> tuple[int, str, int] | None:
    """The question's number, its lines as written (a blank line between paragraphs) and how
    many lines after its first it spans, when the paragraph (`content`, at `span`) is
    numbered and goes on up to a first option, and its first or last line asks; None
    otherwise (a paragraph that ends with its question is read as one by the caller)."""
    texts = content.split("\n")
    m = NUMBERED_TEXT_RE.match(texts[0])
    if m is None:
        return None
    below = _lines_to_options(lines, span[1])
    if below is None:
        return None
    stem = [m.group("text").strip(), *(t.strip() for t in texts[1:]), *below]
    while stem and not stem[-1]:
        stem.pop()
    if len(stem) < 2 or not (stem[0].endswith("?") or stem[-1].endswith("?")):
        return None
    if len(texts) == len(stem) and stem[-1].endswith("?"):
        return None
    return int(m.group("num")), "\n".join(stem), len(stem) - 1


def item_stem(question: str, lines: list[Line], span: tuple[int, int]) -> tuple[str, int]:
    """A numbered item's question read on past its first paragraph, and how many more lines
    it spans: a scenario that asks nothing (`1.  A shop sells X.`) over an indented paragraph
    that asks (`    Which service fits?`), then the item's options, as certification practice
    sets write every question (or then its answer's label: `    **Answer:** ...`). Read by
    its first paragraph, the item asked nothing and its ask went to the answer. `span`: the
    item's line after that paragraph, and its end. The question as it is, and 0, for any
    other item (one whose first paragraph asks, one whose next paragraph does not ask right
    over option A or an answer label inside the item)."""
    if question.rstrip(" *_").endswith("?"):
        return question, 0
    below = _lines_to_options(lines, span[0], span[1], answered=True)
    while below and not below[-1]:
        below.pop()
    if not below or below[0] or not below[-1].rstrip(" *_").endswith("?"):
        return question, 0
    return "\n".join([question, *below]), len(below)


def paragraph_stem(
    text_lines: list[str],
    count: int,
    where: tuple[list[Line], int],
    is_label: Callable[[str], bool],
) -> int:
    """How many lines of a numbered item's paragraph (`text_lines`, its first at line `first`
    of `where`, the document's lines and that index) its question holds: all of them when the
    paragraph runs right up to option A (blank lines only between) and none of its lines
    after the `count` found is an option or a label (`is_label`); `count` otherwise. A stem
    wrapped over several lines (hard breaks between, pandoc's `\\`) with no `?` at a line's
    end was read as its first line alone, its other lines as the answer and the options as
    text in no card; right over its options, the paragraph is the stem."""
    if count >= len(text_lines) or any(is_label(t.strip()) for t in text_lines[count:]):
        return count
    lines, first = where
    below = _lines_to_options(lines, first + len(text_lines))
    return len(text_lines) if below is not None and not any(below) else count


def _lines_to_options(
    lines: list[Line], k: int, end: int | None = None, *, answered: bool = False
) -> list[str] | None:
    """The lines from `k` up to a first option (`a) ...`, `A. ...`), or an answer's label
    when `answered`, stripped; None when something else comes first (code, a heading, a
    rule, a table) or no option is near (before `end`, when given)."""
    below: list[str] = []
    for line in lines[k : min(k + _MOST_LINES, len(lines) if end is None else end)]:
        text = line.text.strip()
        if line.code or text.startswith(_NOT_STEM):
            return None
        if answered and ANSWER_RE.match(text):
            return below
        option = OPTION_RE.match(line.text)
        if option is not None:
            first = option.group("pl") or option.group("l") or ""
            return below if first in ("A", "a") else None
        below.append(text)
    return None
