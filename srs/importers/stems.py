"""A numbered choice question whose stem runs past its first paragraph: `3 : What does dev
eth0 mean in the following command?` over the command, or the command first and `What does
the above command do?` under it, a blank line between or not, then the options. Quizzes on
commands and code write their questions so; read paragraph by paragraph, the first part
is lost between questions and the question keeps only the part next to the options."""

from __future__ import annotations

from srs.importers.common import NUMBERED_TEXT_RE, OPTION_RE, Line

__all__ = ["stem_over_options"]

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


def _lines_to_options(lines: list[Line], k: int) -> list[str] | None:
    """The lines from `k` up to a first option (`a) ...`, `A. ...`), stripped; None when
    something else comes first (code, a heading, a rule, a table) or no option is near."""
    below: list[str] = []
    for line in lines[k : k + _MOST_LINES]:
        text = line.text.strip()
        if line.code or text.startswith(_NOT_STEM):
            return None
        option = OPTION_RE.match(line.text)
        if option is not None:
            first = option.group("pl") or option.group("l") or ""
            return below if first in ("A", "a") else None
        below.append(text)
    return None
