"""A question written as a plain line among a document's numbered questions (`How do X and
Y differ?` between `1. ...` items), standing alone between blank lines after an answer and
followed by its own answer (a paragraph, a table).

Read as written, the line was one more lazy line of the numbered item above: the question
and its answer went, in silence, into the answer of the card before. Where most questions
are numbered list items that ask, such a line is set in bold (`**How do X and Y differ?**`),
as a question standing alone is read elsewhere, line for line. A line that asks inside an
answer with no blank line around it, one followed by a numbered item or a heading, or one
in a document without numbered questions is left as it is.

Plain text with no markup at all (notes typed or pasted as text, no blank line between the
cards) lays each question on a line of its own, its answer from the next line to the next
question: `What is a class?` over `A class is ...` over `What is an object?`. Read as written,
the whole document was one paragraph or two: one card whose answer held every later question
in silence. Where that alternation is the document's layout (`_tight_layout`: three questions
or more asked in the middle of a run of lines, each over an answer line, and no heading,
fence, bold line or label that asks anywhere), each question line is written as a heading
(`## What is a class?`), line for line: a heading needs no blank line to end the paragraph
above it, so the lines the reader reports keep their numbers. A line that asks and goes on
to answer (`How do you X? Call y() on it.`) is cut after its question mark, its answer on a
line added. The line right under a question is its answer's first, however it reads (`What
is X?` over `What are its parts? X has ...`: one card); a last question with nothing under
it is a heading too, reported unanswered rather than run into the answer above.

A list of questions to prepare is typed the same way, line under line, most or all of them
unanswered: in a run of lines that each ask (end with a question mark, a parenthetical hint
after it allowed: `Name some commands? (build, commit)`), no line is another's answer. Read
as question over answer, every other question became the answer of the one above it, and an
answered one buried in it. A question line right over another line that asks is a heading
of its own with nothing under it, reported unanswered by its text; so is a line with a hint
in such a run. A line that asks and answers after a dash (`What port does it use? - 6443`,
srs.importers.inlineans) is cut as one that answers in a sentence is: a card of its own.
"""

from __future__ import annotations

import re
from itertools import islice

from srs.importers.asking import asks, opens_like_a_question
from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.holding import any_line
from srs.importers.inlineans import dashed_answer
from srs.importers.lazyre import lazy
from srs.importers.toldlines import told_prompt

__all__ = ["plain_asks"]

_ASKING = r"^(?P<t>[\w\"'“(¿][^\n*|#]{2,200}[?？])[ \t]*$"
_ASKING_RE = lazy(_ASKING)
"""A line of plain words at the margin ending in a question mark: no list item, heading,
table, quote or emphasis."""
_ASKING_LINE_RE = lazy(r"^[\w\"'“(¿][^\n*|#]{2,200}[?？][ \t]*\n[ \t]*\n", re.M)
"""The same, a blank line below it, over a whole text at once: the cheap test."""
_NUMBERED_RE = lazy(r"^ {0,3}\d{1,4}[.)][ \t]+\S")
"""A numbered list item."""
_NUMBER_LEAD_RE = lazy(r"^ {0,3}(?:\d{1,4}[.)]|`{3}|~{3})")
"""A line opened by a number (`16.What ...?`, a numbered question written tight) or a fence:
never a plain question's line, nor an answer's last line (a fence may close a stem's code)."""
_NUMBERED_ASKING_RE = lazy(r"^ {0,3}\d{1,4}[.)][ \t]+\S.*[?？][ \t]*$")
"""A numbered list item that asks."""
_NUMBERED_ASKING_LINE_RE = lazy(r"^ {0,3}\d{1,4}[.)][ \t]+\S[^\n]*[?？][ \t]*$", re.M)
"""The same over a whole text at once: the cheaper test, run first (few documents have one)."""


def plain_asks(text: str) -> str:
    """The text with each plain asking line among numbered questions set in bold, and each
    over its answer in plain text laid out line by line written as a heading (see the module
    docstring); the text itself when no line may be one (the cheap tests first)."""
    return _over_answers(_among_numbered(text))


def _among_numbered(text: str) -> str:
    """The text with each plain asking line among numbered questions set in bold."""
    opens = text.startswith(("1. ", "1) ")) or holds(text, "\n1. ", "\n1) ")
    if not opens or not holds(text, "?", "？"):
        return text  # a numbered list of questions opens with 1 at the margin
    if not any_line(_ASKING_LINE_RE, text) or not any_line(_NUMBERED_ASKING_LINE_RE, text):
        return text
    lines = text.split("\n")
    if sum(1 for line in lines if _NUMBERED_ASKING_RE.match(line)) < 3:
        return text
    changed = False
    for k, line in outside_code(lines):
        if (m := _ASKING_RE.match(line)) is None or _NUMBER_LEAD_RE.match(line):
            continue
        if _stands_alone(lines, k):
            lines[k] = f"**{m.group('t').strip()}**"
            changed = True
    return "\n".join(lines) if changed else text


def _stands_alone(lines: list[str], k: int) -> bool:
    """Whether line k stands between blank lines under an answered numbered question and over
    an answer of its own."""
    if k < 2 or k + 2 >= len(lines) or lines[k - 1].strip() or lines[k + 1].strip():
        return False
    before = _nonblank(lines, k - 1, -1)
    after = _nonblank(lines, k + 1, 1)
    if before is None or after is None:
        return False
    above, below = lines[before].strip(), lines[after].strip()
    if above.endswith(("?", "？")) or _NUMBER_LEAD_RE.match(lines[before]):
        return False  # over a question, or over a code block that may be the stem's
    if _NUMBERED_RE.match(lines[after]) or below.startswith("#"):
        return False
    return _under_numbered(lines, before)


def _nonblank(lines: list[str], start: int, step: int) -> int | None:
    """The index of the first non-blank line from start on, going by step; None if none."""
    k = start
    while 0 <= k < len(lines):
        if lines[k].strip():
            return k
        k += step
    return None


def _under_numbered(lines: list[str], k: int) -> bool:
    """Whether the nearest numbered item or heading above line k is a numbered question."""
    while k >= 0:
        if _NUMBERED_ASKING_RE.match(lines[k]):
            return True
        if _NUMBERED_RE.match(lines[k]) or lines[k].startswith("#"):
            return False
        k -= 1
    return False


_TIGHT_ASKING_RE = lazy(r"^[^\W\d_¿\"'“(][^\n]{2,250}[?？][ \t]*\n[ \t]*\S", re.M)
"""A line at the margin, opening with a word, that ends with a question mark, text on the line
right under it: the cheap test, over the whole text, of a question over its answer."""
_MARKUP_RE = lazy(
    r"^(?:[ \t]{0,3}(?:#{1,6}[ \t]|`{3}|~{3}|\*\*|__|<details|<summary|(?:[-=_][ \t]*){3,}$)"
    r"|[ \t]*(?:[^\w\s¿\"'“(]|\d{1,4}[.)])[^\n]*[?？][ \t]*$"
    r"|[ \t]*(?:q|question|a|ans|answer)[ \t]*\d*[ \t]*[:.)][ \t])",
    re.M | re.I,
)
"""Markup a document's questions may be read by: a heading (a setext underline too), a
fence, a rule (`---` between a card's stretches), a bold line, a line that asks opened by a
mark or a number (a list item, `#Q What ...?`, a quote), a `Q:` / `A:` label. A document with any is not plain text laid out line by line: its questions are
those, and a plain line that asks is a part of one (a trivia question's own sentence)."""
_FIRST_WORD_RE = lazy(r"^[^\W\d_¿\"'“(]")
"""A line at the margin that opens with a word (or an opening quote or bracket): no list
item, heading, quote, table, code comment or indented code."""
_LONGEST_ASKING = 250
"""A longer line is a paragraph of prose, however it ends."""
_LEAST_TIGHT = 3
"""Questions asked in the middle of a run of lines, each over its answer, that make the
layout: fewer are an answer's own questions."""
_LEAST_ANSWER_WORDS = 3
"""What follows a question's mark on its line reads as an answer from three words on (`Yes.`
or `Why not?` after it is a second sentence of the question)."""


def _over_answers(text: str) -> str:
    """The text with each question line written as a heading, where plain text is laid out
    as question lines each over its answer (see the module docstring); the text itself
    otherwise (the cheap tests first: three lines that ask over a line of text)."""
    if not holds(text, "?", "？") or _MARKUP_RE.search(text):
        return text  # (a quiz's markup is met in its first lines: the search stops there)
    if next(islice(_TIGHT_ASKING_RE.finditer(text), _LEAST_TIGHT - 1, None), None) is None:
        return text
    lines = text.split("\n")
    if not _tight_layout(lines):
        return text
    out: list[str] = []
    asked = False  # the line above was a question: this one opens its answer
    run = False  # the line above was a question over this one, which asks too
    for k, line in enumerate(lines):
        cut = None if asked else _asked_then_answered(line)
        if cut is not None:
            out += [f"## {cut[0]}", cut[1]]
            asked = run = False
        elif run or (not asked and _question_line(lines, k, answered=False)):
            out.append(f"## {line.strip()}")
            run = k + 1 < len(lines) and _asks_in_run(lines[k + 1])
            asked = not run
        else:
            out.append(line)
            asked = False
    return "\n".join(out)


def _tight_layout(lines: list[str]) -> bool:
    """Whether the questions are laid out line by line: three or more asked in the middle of
    a run of lines (a line of text right above and right under each), and at least half of
    the lines that ask over an answer line so (the rest open the document or a paragraph).
    Questions each a paragraph of their own are another layout, read as it is; a few
    questions in the middle of the paragraphs of such a document are their answers' own."""
    over = tight = 0
    for k in range(len(lines)):
        if not _question_line(lines, k):
            continue
        over += 1
        if k > 0 and lines[k - 1].strip():
            tight += 1
    return tight >= _LEAST_TIGHT and 2 * tight >= over


def _question_line(lines: list[str], k: int, *, answered: bool = True) -> bool:
    """Whether line k is a question at the margin (ending with a question mark, or told with
    a full stop: `Explain X.`) with a line of text right under it; not `answered`, also one
    ending with a question mark at the end of the text or over a blank line, a question
    left unanswered (reported, not run into the answer above)."""
    line = lines[k]
    under = k + 1 < len(lines) and bool(lines[k + 1].strip())
    if (answered and not under) or not _FIRST_WORD_RE.match(line):
        return False
    text = line.strip()
    if len(text) > _LONGEST_ASKING:
        return False
    if text.endswith(("?", "？")):
        return asks(text)
    told = under and text.endswith(".") and told_prompt(text)
    return told and _asked_then_answered(text) is None


_HINT_RE = lazy(r"[ \t]*\([^()\n]*\)$")
"""A parenthetical hint after a question's mark (`... command? (build, commit)`)."""


def _asks_in_run(line: str) -> bool:
    """Whether a line right under a question line is a question too, no answer of it: at
    the margin, it ends with a question mark (a parenthetical hint after it allowed) and
    asks, or it asks and answers after a dash (see the module docstring); not one that asks
    and answers in a sentence (`What are its kinds? X has two.`), the answer of the question
    above as before. The cheap test first: a line with no question mark."""
    if "?" not in line and "？" not in line:
        return False
    if not _FIRST_WORD_RE.match(line) or len(line) > _LONGEST_ASKING:
        return False
    text = line.strip()
    dashed = dashed_answer(text)
    if dashed is not None:
        return asks(dashed[0])
    bare = _HINT_RE.sub("", text) if text.endswith(")") else text
    return bare.endswith(("?", "？")) and asks(bare)


def _asked_then_answered(line: str) -> tuple[str, str] | None:
    """A line that asks and goes on to answer (`How do you X? Call y() on it.`, or after a
    dash: `What port does it use? - 6443`): its question and its answer; None for any other.
    The question opens with a question word, or asks after a dash; the answer in a sentence,
    a capital, runs to three words or more and asks nothing."""
    dashed = dashed_answer(line)
    if dashed is not None and _FIRST_WORD_RE.match(line) and asks(dashed[0]):
        return dashed
    cut = line.find("? ")
    if cut < 0 or not _FIRST_WORD_RE.match(line) or cut > _LONGEST_ASKING:
        return None
    head, rest = line[: cut + 1].strip(), line[cut + 2 :].strip()
    if not rest[:1].isupper() or rest.endswith(("?", "？")):
        return None
    if len(rest.split()) < _LEAST_ANSWER_WORDS or not opens_like_a_question(head):
        return None
    return head, rest
