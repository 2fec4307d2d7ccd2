"""A rule glued under prose: `An answer sentence.` directly over `---`.

CommonMark reads a paragraph with `---` right under it as a setext heading, but a writer who
ends each answer with a rule and no blank line before it (`**Answer:**` / the answer / `---`)
means a paragraph and a rule: read as a heading, every answer became a section title and
its question was left unanswered. A setext `---` heading that is prose (a paragraph of
several lines, or one long line ending a sentence) is read as its paragraph; a short title
(`Introduction`, `1.What is Flutter?`) stays a heading.

An underline of one or two dashes can never be a rule (a rule takes three), so whoever wrote
`Walk me through your first steps.` over a lone `-` made a heading on purpose: a question
written as a statement, in a document whose every question is so underlined. It stays one.
"""

from __future__ import annotations

import re

from markdown_it.token import Token

__all__ = ["as_paragraph", "prose_over_rule"]

_PROSE_MIN = 60
"""How long a one-line "heading" that ends a sentence must be to be taken for prose."""


_NUMBERED_RE = re.compile(r"(?:Q(?:uestion)?\s*)?\d{1,4}\s*[.):]", re.I)
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
    tail = text.rstrip("*_ ")
    return (
        len(tail) >= _PROSE_MIN
        and tail[-1:] in (".", "!")
        and "?" not in tail
        and _NUMBERED_RE.match(tail.lstrip("*_ ")) is None  # `5.Differentiate X and Y.`: asks
    )


def as_paragraph(tok: Token) -> None:
    """Make a setext heading's opening token the paragraph's, without the underline."""
    assert tok.map is not None
    first, end = tok.map
    tok.type, tok.tag, tok.markup = "paragraph_open", "p", ""
    tok.map = [first, end - 1]
