"""One topic to a file: a titled note that explains it, as an interview repository keeps a
question a file (`# Normalization` over what normalization is, the companies that asked it
under the title).

    ## Normalization
    `I2C` `Netsol`

    Normalization is a process used in databases to organise data ...

    1. **First Normal Form (1NF)**: ...

Nothing in it asks or is labelled, so no reader found a question. When no layout makes a
card, a document that is one such note is read as one card: its title the question, the
rest its answer (the title written as a `## Question:` heading over an `**Answer:**` label,
the note's own headings under it).
Only a note: one heading at the top level, a title of a few words over a body that explains
in prose of some length, or a task's sentence (`## Given a linked list, remove its
duplicates.`) over its code; a page with sections of its own at the title's level, or a
list of links or of steps under a name, is no one topic.
"""

from __future__ import annotations

from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy
from srs.importers.pageoutline import first_line, moved_under_title, page_outline

__all__ = ["one_question", "one_topic"]

_WORD_RE = lazy(r"[^\W\d_]{2,}")
_TITLE_WORDS = 12
_TASK_WORDS = 60
_TASK_FEWEST = 6
_TASK_ENDS = (".", "?", "!", "。", "？")
"""A title that is a sentence (`## Given a linked list, remove its duplicates.`): the task
itself, of up to sixty words."""
_FEWEST_WORDS = 40
_MOST_WORDS = 4000


def one_topic(text: str) -> str | None:
    """The text as one question (its title) over its answer (the body, under an answer
    label), or None when it is not one titled note (see the module docstring)."""
    lines = text.split("\n")
    outline = page_outline(lines)
    if outline is None:
        return None  # the note opens with its title
    first, headings = outline
    prose = {k for k, _ in outside_code(lines)}
    _, level, title = headings[0]
    if level > 2 or any(h.level <= level for h in headings[1:]):
        return None  # another section at the title's level: a page of topics
    named = len(_WORD_RE.findall(title))
    task = title.rstrip(" *_").endswith(_TASK_ENDS) and named >= _TASK_FEWEST
    if not 0 < named <= (_TASK_WORDS if task else _TITLE_WORDS):
        return None
    words = sum(len(_WORD_RE.findall(lines[k])) for k in prose if k > first)
    coded = any(k > first and k not in prose for k in range(len(lines)))
    explained = any(_explains(lines[k]) for k in prose if k > first)
    if words > _MOST_WORDS or not ((task and coded) or (explained and words >= _FEWEST_WORDS)):
        return None  # a list of links or of steps under a name: notes, no question
    out = moved_under_title(lines, headings[1:])
    return "\n".join([*out[:first], f"## Question: {title}", "**Answer:**", *out[first + 1 :]])


_PLAIN_LINE_RE = lazy(r"^[ \t]{0,3}(?![-*+][ \t]|\d{1,3}[.)][ \t]|[#>|<!\[`])")
_SENTENCE_END_RE = lazy(r"[.!?。！？][*_)\"'”’]*(?:[ \t]|$)")


def _explains(line: str) -> bool:
    """Whether a line is prose that explains: no list item, heading, table, quote or tag,
    eight words or more, a sentence's end in it."""
    return (
        _PLAIN_LINE_RE.match(line) is not None
        and len(_WORD_RE.findall(line)) >= _EXPLAINING_WORDS
        and _SENTENCE_END_RE.search(line) is not None
    )


_EXPLAINING_WORDS = 8


_OPTION_RE = lazy(r"^[ \t]{0,3}(?:[-*+][ \t]+\[[ xX]\][ \t]+\S|\(?[A-Ha-h][.)][ \t]+\S)")
"""An option line: a task-list box or a lettered option."""
_DIRECTIVE_RE = lazy(r"^[ \t]*:::")
"""A container directive's fence (`:::answers{.anyCorrect}` / `:::`) round the options."""


def one_question(text: str) -> str | None:
    """The text with a heading over its first paragraph, when no reader found a question
    and that paragraph asks (a line ending with a question mark) right over options (task-list
    boxes or lettered): a problem kept alone in its file (`How much is 2 + 2?` over `- [ ]
    2` ... `- [x] 4` and `> The solution is 4.`), whose only question read as its title. None
    otherwise."""
    lines = text.split("\n")
    first = first_line(lines)
    if first is None or lines[first].lstrip()[:1] in ("#", ">", "-", "*", "<", "|"):
        return None
    end = first
    while end < len(lines) and lines[end].strip():
        end += 1
    if not lines[end - 1].rstrip(" *_").endswith(("?", "？")):
        return None
    below = next(
        (
            k
            for k in range(end, len(lines))
            if lines[k].strip() and not _DIRECTIVE_RE.match(lines[k])
        ),
        None,
    )
    if below is None or _OPTION_RE.match(lines[below]) is None:
        return None
    return "\n".join([*lines[:first], "## Question 1", "", *lines[first:]])
