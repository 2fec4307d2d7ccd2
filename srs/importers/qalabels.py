"""`Q:` / `A:` notes whose answer label is typed without its blank (`A:self is the
instance`): the label, not the answer's first word; and pairs typed on one line in a
Markdown list (`1. **Q:** What is TCP? **A:** A stream protocol.`, a rapid-fire round).

Q&A notes typed by hand label each pair `Q: ...` over `A: ...`; now and then the blank after
the answer's colon is missing. Read as written, `A:self ...` is no label (a plain `A:` is
told from option A by the blank after it and the lack of a `B:`), so the line was taken as
the answer's text with `A:` left at its start. In a document that labels its answers `A: `
elsewhere, such a line that answers a `Q:` paragraph gets its blank back, line for line.

Some authors type a blank before the colon, as French typing does: `### Q : What is X?` over
`A : text`. The question label is read so, but `A :` was no label (a plain `A:` is told from
option A by the colon right after the letter), and the answer kept it as its first words. In a
document whose questions are labelled `Q :` or `Q:`, such a line loses the blank before its
colon (`A :text`, its blank typed before the colon, gets one after it), unless a `B :` follows
it (a quiz's options, typed the same way); the plain `A:` then left is read as the label or as
option A as everywhere else (srs.importers.blocks).

A one-line pair in bold labels was read as a question with no answer (the reader finds an
answer label at the start of a line). Its answer label, after a question mark, goes to a
line of its own, indented under the item so that the pair stays one item. So does the bold
answer label, in any language, after an item's unlabelled question set in italics or ending
with `?` (`1 - *Qual é o driver padrão?* **Resposta:** bridge`, a course's quiz one line to
a question): read as written, no question was found, and the section headings above became
cards holding the lines whole. A label with nothing after it (`**Resposta:**` left to fill)
goes down as well, and its question is reported unanswered. A bold question so answered
(`- **What is X?** **Answer:** ...`) is read as it is, and is left alone.
"""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.labelwords import ANSWER_LABELS
from srs.importers.lazyre import lazy

__all__ = ["colon_spaced_labels", "one_line_pairs", "spaced_answer_labels"]

_ONE_LINE_PAIR_RE = lazy(
    r"^(?P<lead>[ \t]*(?:(?:[-*+]|\d{1,4}[.)])[ \t]+)?)"
    r"(?P<q>(?:\*\*|__)Q(?:uestion)?[ \t]*\d{0,4}[ \t]*[:.][ \t]*(?:\*\*|__)[ \t]*\S.*?\?)[ \t]+"
    r"(?P<a>(?:\*\*|__)A(?:nswer)?[ \t]*[:.][ \t]*(?:\*\*|__)[ \t]*\S.*)$",
    re.M,
)
"""`1. **Q:** What is TCP? **A:** A stream protocol.`: a bold question label, a question
ending with `?`, then a bold answer label and the answer."""


_ANSWER_WORDS = "|".join(ANSWER_LABELS)
"""The answer label's words; never the bare `A`, which opens a row of bold options (`**A:** 21
**B:** 22`) as often as it labels an answer."""
_LABEL_AFTER_QUESTION_RE = lazy(
    r"^(?P<lead>[ \t]{0,3}(?:[-*+]|\d{1,4}[.)])[ \t]+)"
    r"(?P<q>(?P<e>[*_])(?![\s*_])[^*_\n]*?\w[^*_\n]*?(?<!\s)(?P=e)"
    r"|(?![*_])[^\n]*?\w[^\n]*?\?)[ \t]+"
    rf"(?P<a>(?:\*\*|__)(?:{_ANSWER_WORDS})[ \t]*"
    r"(?:[:：][ \t]*(?:\*\*|__)|(?:\*\*|__)[ \t]*[:：])(?:[ \t]*\S.*)?)[ \t]*$",
    re.M | re.I,
)
"""`1. *Qual é X?* **Resposta:** y`, `- What is X? **Answer:** y`: a list item's question, in
italics or ending with `?`, then a bold answer label and the answer (or nothing)."""


def one_line_pairs(text: str) -> str:
    """The text with each one-line pair's answer label on a line of its own, indented under
    the item (see the module doc)."""
    if holds(text, "**A", "__A") and holds(text, "**Q", "__Q"):  # cheap tests first
        text = _ONE_LINE_PAIR_RE.sub(_split_pair, text)  # both bold labels
    if _BOLD_AFTER_BLANK_RE.search(text) or _UNDERSCORES_AFTER_BLANK_RE.search(text):
        text = _LABEL_AFTER_QUESTION_RE.sub(_split_pair, text)  # (bold opened inside a line)
    return text


_BOLD_AFTER_BLANK_RE = lazy(r"\*\*(?<=[ \t]\*\*)")
_UNDERSCORES_AFTER_BLANK_RE = lazy(r"__(?<=[ \t]__)")
"""Bold opened after a blank, inside a line: the cheap test before the lines are matched.
The pattern runs ahead on its literal `**` (twice as fast on a 10,000-question quiz as a
search for ` **`, whose blank is met all through prose)."""


def _split_pair(m: re.Match[str]) -> str:
    lead = m.group("lead")
    return f"{lead}{m.group('q')}\n{' ' * len(lead)}{m.group('a')}"


def spaced_answer_labels(text: str) -> str:
    """The text with each `A:word` line that answers a `Q:` paragraph written `A: word`
    (substring tests first: most documents hold no `Q:` at all)."""
    if not holds(text, "Q:") or not holds(text, "\nA: "):
        return text
    lines = text.split("\n")
    changed = False
    for k, line in enumerate(lines):
        if (
            line.startswith("A:")
            and len(line) > 2
            and line[2] not in " \t/"
            and _answers_q(lines, k)
        ):
            lines[k] = "A: " + line[2:]
            changed = True
    return "\n".join(lines) if changed else text


def _answers_q(lines: list[str], k: int) -> bool:
    """Whether line k closes a paragraph opened by a `Q:` line (the question, over one or
    more lines, straight above it)."""
    i = k - 1
    while i >= 0 and lines[i].strip():
        if lines[i].startswith("Q:"):
            return True
        if lines[i].startswith("A:"):
            return False
        i -= 1
    return False


_Q_LABEL_RE = lazy(r"^(?:#{1,6}[ \t]+)?(?:\*\*|__)?Q[ \t]*:")
"""A question labelled `Q:` or `Q :`, on a line or in a heading (`### Q : What is X?`)."""
_SPACED_A_RE = lazy(r"^A[ \t]+:[ \t]*(?=\S)")
"""`A : text`, and `A :text` with the blank typed before the colon instead of after it."""
_SPACED_B_RE = lazy(r"^B[ \t]*:")
_MIN_QUESTIONS = 2


def colon_spaced_labels(text: str) -> str:
    """The text with each `A : text` line of a `Q :`-labelled document written `A: text` (see
    the module doc; substring tests first: most documents hold no `A :` at all)."""
    if not holds(text, "\nA :") or not holds(text, "Q :", "Q:"):
        return text
    lines = text.split("\n")
    found: list[int] = []
    questions = 0
    for k, line in outside_code(lines):
        if line[:1] == "A" and _SPACED_A_RE.match(line) and not _before_b(lines, k):
            found.append(k)
        elif _Q_LABEL_RE.match(line):
            questions += 1
    if not found or questions < _MIN_QUESTIONS:
        return text
    for k in found:
        lines[k] = _SPACED_A_RE.sub("A: ", lines[k], count=1)
    return "\n".join(lines)


def _before_b(lines: list[str], k: int) -> bool:
    """Whether the next line with text after line k is `B :` or `B:`: option A, not a label."""
    for line in lines[k + 1 :]:
        if line.strip():
            return _SPACED_B_RE.match(line) is not None
    return False
