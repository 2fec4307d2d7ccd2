"""A rule glued under prose: `An answer sentence.` directly over `---`.

CommonMark reads a paragraph with `---` right under it as a setext heading, but a writer who
ends each answer with a rule and no blank line before it (`**Answer:**` / the answer / `---`)
means a paragraph and a rule: read as a heading, every answer became a section title and
its question was left unanswered. A setext `---` heading that is prose (a paragraph of
several lines, or one long line ending a sentence) is read as its paragraph; a short title
(`Introduction`, `1.What is Flutter?`) stays a heading.

A line that only links to a section of the page (`[Q41. What is X?](#q41)`, the last entry of
a contents list) with a rule glued under it is no heading either: a contents entry names a
heading elsewhere, it is none (read as one, it was a question reported unanswered).

An underline of one or two dashes can never be a rule (a rule takes three), so whoever wrote
`Walk me through your first steps.` over a lone `-` made a heading on purpose: a question
written as a statement, in a document whose every question is so underlined. It stays one.

A list of questions with no answers, one per paragraph, parted into sections by `---` rules
(each section a title line over its questions), has the rule glued under each section's last
question: that question is no heading either, and the next section no answer of it (read as
one, the next section's title and questions were a card's answer). The rule stays a rule.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from srs.importers.inpagelinks import links_alone
from srs.importers.lazyre import lazy
from srs.importers.ruledquestions import ruled_section
from srs.importers.values import Line

if TYPE_CHECKING:  # annotations only: markdown-it loads with the block pass that makes tokens
    from markdown_it.token import Token

__all__ = ["as_paragraph", "paragraph_over_rule", "prose_over_rule", "separator_under"]

_PROSE_MIN = 60
"""How long a one-line "heading" that ends a sentence must be to be taken for prose."""

_SEPARATOR_MIN = 20
"""How long a line of dashes must be to be a separator typed under a line, not an underline."""


_NUMBERED_RE = lazy(r"(?:Q(?:uestion)?\s*)?\d{1,4}\s*[.):]", re.I)
"""A numbered title (`5.Differentiate ...`, `Q3: Explain ...`): a question, written as one."""


def prose_over_rule(tok: Token, inline: Token, underline: str = "---") -> bool:
    """Whether a heading token is a setext `---` heading whose text is prose (then it is
    made a paragraph, its underline left out: a rule). `underline` is the underline's line:
    one shorter than a rule (`-`, `--`) is a heading's, never a rule's."""
    if tok.markup != "-" or tok.map is None or underline.count("-") < 3:
        return False
    text = inline.content.strip()
    if "\n" in text:
        return True  # a heading never runs over lines; a paragraph of an answer does
    if "](#" in text and links_alone(text):
        return True  # a contents entry over a rule
    tail = text.rstrip("*_ ")
    return (
        len(tail) >= _PROSE_MIN
        and tail[-1:] in (".", "!")
        and "?" not in tail
        and _NUMBERED_RE.match(tail.lstrip("*_ ")) is None  # `5.Differentiate X and Y.`: asks
    )


def _listed_question(tok: Token, lines: list[Line]) -> bool:
    """Whether a one-line setext `---` heading is the last question of a list of questions
    with no answers, its underline the rule that closes the list's section (see
    srs.importers.ruledquestions: an underline of one or two dashes is no rule, and stays a heading's)."""
    assert tok.map is not None
    first, end = tok.map
    return end - first == 2 and tok.markup == "-" and ruled_section(lines, first) is not None


def as_paragraph(tok: Token) -> None:
    """Make a setext heading's opening token the paragraph's, without the underline."""
    assert tok.map is not None
    first, end = tok.map
    tok.type, tok.tag, tok.markup = "paragraph_open", "p", ""
    tok.map = [first, end - 1]


def separator_under(
    tok: Token, inline: Token, underline: str, separators: Callable[[], set[str]]
) -> bool:
    """Whether a setext `---` heading's underline is a separator typed right under the last
    line of an answer: twenty dashes or more, longer than that line, and the very line the
    document puts between its questions elsewhere, after a blank line (one of
    `separators()`). Plain-text notes that part their questions with a 120-dash line glue it
    under an answer's last line (`docker start <id>`) as often as they leave a blank before
    it; a heading's underline runs about as long as its title, and is no separator of the
    document's."""
    rule = underline.strip()
    if tok.markup != "-" or len(rule) < _SEPARATOR_MIN or rule.strip("-"):
        return False
    last = inline.content.strip().rsplit("\n", 1)[-1].strip()
    return len(rule) > len(last) and rule in separators()


def paragraph_over_rule(
    tok: Token,
    inline: Token,
    lines: list[Line],
    separators: Callable[[], set[str]],
) -> bool:
    """Make a setext `---` heading that is an answer's paragraph with a rule glued under it
    (see `prose_over_rule`, `separator_under`), or the last of a section's questions with no
    answers over the rule that closes the section (`_listed_question`), the paragraph it is.
    True when its underline is then read as blank; False when the heading stays one, or when
    its underline is a separator or a section's rule: kept, it closes the answer (or the
    section) as the document's other separators do (a question after it, not answered, is
    reported rather than glued to this answer; the next section's title and questions are
    no question's answer)."""
    assert tok.map is not None
    underline = lines[tok.map[1] - 1].text
    separator = separator_under(tok, inline, underline, separators)
    if not separator and not prose_over_rule(tok, inline, underline):
        if not _listed_question(tok, lines):
            return False
        separator = True  # a rule that closes a section of questions: kept as one
    as_paragraph(tok)
    return not separator
