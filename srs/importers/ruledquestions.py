"""Lists of questions with no answers, parted into sections by rules (for
srs.importers.structure and srs.importers.setextprose).

People list the questions to prepare one per paragraph, no answers yet, in sections that a
title line opens (`🟢 Beginner Level`, `Second round`) and a rule (`---`) closes, the rule
typed right under the section's last question. CommonMark reads a rule glued under a line
as a setext underline: that question became a heading, the next section (its title, its
questions) its answer, a junk card, and the rest of the list was misreported. A one-line
question over a rule is a section's last when what follows the rule is no answer (nothing,
a heading, a question alone, or a section's title over one) and it stands in a run of three
questions or more alone in their paragraphs (a section's title may open one) across the rule.
A question heading underlined with `---` is answered under its underline, and what stands
above it is another answer, not questions alone: it stays a heading.
"""

from __future__ import annotations

from dataclasses import dataclass

from srs.importers.asking import asks, ends_asking
from srs.importers.common import is_blank, next_content
from srs.importers.questionruns import lone_question
from srs.importers.thematicbreaks import drawn_rule, is_rule
from srs.importers.values import Line

__all__ = ["RuledSection", "ruled_section"]

_RUN = 3
"""How many questions alone in a row make a list of questions (as `question_run` counts)."""

_MARKUP_FIRST = "#>|<-*+`="
"""What a line that Markdown reads as other than text opens with."""

_SENTENCE_ENDS = ".?!:;,"
"""How a line of text ends that is a sentence, no section's title."""


@dataclass(frozen=True)
class RuledSection:
    """A section's questions with no answers, the last over the rule that closes it, with
    the next section's first question, and the titles over the first questions of both."""

    questions: list[int]
    titles: list[int]


def ruled_section(lines: list[Line], first: int) -> RuledSection | None:
    """The section that the one-line question at line `first` closes, a rule under it (glued
    or after a blank), when it is a list of questions with no answers (see the module
    docstring); None for any other line."""
    rule = next_content(lines, first)
    if rule is None or lines[rule].code or not is_rule(lines[rule].text):
        return None  # a Markdown rule only: one CommonMark may read as the question's underline
    text = lines[first].text.strip()
    if len(text) > 300 or not ends_asking(text) or not asks(text):
        return None
    after = _next_section(lines, rule)
    if after is None:
        return None  # an answer under a question heading
    questions, titles = _section_above(lines, first)
    questions += after[0]
    titles += after[1]
    return RuledSection(sorted(questions), titles) if len(questions) >= _RUN else None


def _next_section(lines: list[Line], rule: int) -> tuple[list[int], list[int]] | None:
    """The first question of the section after the rule (none at the end, or past a heading
    no question follows) and the title over it (none, or a Markdown heading); None when what
    follows the rule is no question: an answer."""
    after = next_content(lines, rule)
    if after is None:
        return [], []
    if lines[after].text.lstrip().startswith("#"):
        asked = next_content(lines, after)  # the next section, titled as Markdown titles it
        return ([asked] if asked is not None and _section_question(lines, asked) else []), []
    if _section_question(lines, after):
        return [after], []
    asked = _titled_question(lines, after)
    return None if asked is None else ([asked], [after])


def _section_above(lines: list[Line], last: int) -> tuple[list[int], list[int]]:
    """The questions of the section whose last question is at line `last` (it too), back to
    the section's first, and the title over that first question, if one."""
    questions = [last]
    k = _content_before(lines, last)
    while k is not None and _section_question(lines, k):
        questions.append(k)
        if k > 0 and _section_title(lines, k - 1):
            return questions, [k - 1]  # the section's first question, under its title
        k = _content_before(lines, k)
    return questions, []


def _drawn_rule(line: Line) -> bool:
    """A row of marks outside code that opens a section (`thematicbreaks.drawn_rule`: `===`
    and `###` rows too, as lists of questions draw them)."""
    return not line.code and drawn_rule(line.text)


def _content_before(lines: list[Line], k: int) -> int | None:
    """The last line with text above line k."""
    return next((j for j in range(k - 1, -1, -1) if not is_blank(lines[j])), None)


def _section_question(lines: list[Line], k: int) -> bool:
    """Line k is a question alone in its paragraph (`lone_question`), or alone under a
    section's title or the rule that opens its section, glued over it."""
    if lone_question(lines, k):
        return True
    if k == 0 or not _alone_below(lines, k):
        return False
    return _drawn_rule(lines[k - 1]) or _section_title(lines, k - 1)


def _titled_question(lines: list[Line], title: int) -> int | None:
    """The question line under a section's title at line `title` (`Intermediate Level` over
    `What is X?`, glued or after a blank), alone in its paragraph but for the title; else
    None."""
    if not _section_title(lines, title):
        return None
    k = next_content(lines, title)
    return k if k is not None and _alone_below(lines, k) else None


def _section_title(lines: list[Line], k: int) -> bool:
    """Line k is a section's title: a short line of text that is no sentence and does not
    ask, opening its paragraph (at the top, after a blank or a rule)."""
    text = lines[k].text.strip()
    if lines[k].code or not text or len(text) > 80 or text[-1:] in _SENTENCE_ENDS:
        return False
    if text[:1] in _MARKUP_FIRST:
        return False  # a heading, an item, a quote, a table's row: Markdown's own
    opens = k == 0 or is_blank(lines[k - 1]) or _drawn_rule(lines[k - 1])
    return opens and not asks(text)


def _alone_below(lines: list[Line], k: int) -> bool:
    """Line k asks with a question mark, nothing under it in its paragraph."""
    text = lines[k].text.strip()
    below = k + 1 >= len(lines) or is_blank(lines[k + 1])
    return below and not lines[k].code and text.endswith("?") and asks(text)
