"""A question heading over a pair of labelled list items (`- **Question:** restated` and
`- **Answer:** ...`): the first item is the question's wording, the second its answer.

Generated Q&A pages put a short question in a heading and, under it, a bulleted
`**Question:**` item that words it in full, then a bulleted `**Answer:**` item with the answer
(its points and code nested below). Read as written, the question item was taken as a line of
the question with its bullet and bold label left in (`- **Question:** Explain ...`). When the
heading is straight above and an `Answer:` item straight below, the question item is written
as its text alone, line for line: it joins the heading as the question's wording.

Quiz notes also list each question as a bare bullet (`- Q_i`, `- Item 3`, `1.`) with the
pair nested under it: `    - P : question` over `    - R : answer` (the Portuguese letters
of `Pergunta`/`Resposta`, a blank before the colon as French and Portuguese type it), or
`Q:`/`A:`, or the label words. Nested so deep, no label reader read them (the whole page was
refused, "no questions found"). Where two or more bullets each hold just such a pair, a
question label first and an answer label second (letters of one pair: `P` with `R`, `Q`
with `A`), the bullet's line goes (a marker, no text: a short word or a number) and the pair
is written at the margin as `Pergunta: ...` over `Resposta: ...`, the lines nested under
each label dedented with it, line for line. A bullet with other items under it (notes, a
third label) is a list, not a question's, and stays as written.
"""

from __future__ import annotations

import re

from srs.importers.fences import outside_code
from srs.importers.holding import BULLETS, search_led
from srs.importers.labelwords import ANSWER_LABELS, LETTER_PAIRS, QUESTION_LABELS
from srs.importers.lazyre import lazy

__all__ = ["question_label_items"]

_LABEL = r"[ \t]{0,3}[-*+][ \t]+(?:\*\*|__)?[ \t]*(?:WORDS)[ \t]*(?:\*\*|__)?[ \t]*[:：][ \t]*(?:\*\*|__)?"
_QUESTION_ITEM_RE = lazy(
    "^" + _LABEL.replace("WORDS", "|".join(QUESTION_LABELS)) + r"[ \t]*(?P<text>\S.*)$", re.I
)
"""`- **Question:** text`, `* Question: text` (up to three blanks before the bullet)."""
_ANY_ITEM_RE = lazy("\n" + _QUESTION_ITEM_RE.pattern[1:].removesuffix("$"), re.I)
"""The same from a newline (a literal, many times faster than `^` tried at every character):
the cheap search before the lines are walked."""
_ANSWER_ITEM_RE = lazy("^" + _LABEL.replace("WORDS", "|".join(ANSWER_LABELS)), re.I)
"""`- **Answer:**`, `- Answer:` (what follows may be empty: the answer is nested below)."""


def question_label_items(text: str) -> str:
    """The text with each `- **Question:** text` item that sits between a heading and an
    `- **Answer:**` item written as its text alone (a substring test first: most documents
    hold no such label)."""
    if ":" not in text and "：" not in text:
        return text
    if not search_led(_ANY_LABEL_ITEM_RE, text, BULLETS, first=True):
        return text  # one search of the whole text at C speed: most documents stop here
    if _ANY_NESTED_RE.search(text) is not None:
        text = _nested_pairs(text)
    if _ANY_ITEM_RE.search(f"\n{text}") is None:
        return text  # the whole text searched at C speed before any line is walked
    lines = text.split("\n")
    changed = False
    for k, line in outside_code(lines):
        if line.lstrip(" \t")[:1] not in ("-", "*", "+") or ":" not in line:
            continue
        m = _QUESTION_ITEM_RE.match(line)
        if m is None or not _heading_above(lines, k):
            continue
        below = _next_text(lines, k)
        if below is not None and _ANSWER_ITEM_RE.match(below):
            lines[k] = m.group("text").rstrip()
            changed = True
    return "\n".join(lines) if changed else text


def _heading_above(lines: list[str], k: int) -> bool:
    """Whether the nearest line with text above line k is an ATX heading."""
    for line in reversed(lines[max(0, k - 3) : k]):
        if line.strip():
            return line.lstrip(" ")[:1] == "#"
    return False


def _next_text(lines: list[str], k: int) -> str | None:
    """The nearest line with text below line k (within a few lines), or None."""
    for line in lines[k + 1 : k + 4]:
        if line.strip():
            return line
    return None


# -- a labelled pair nested under a bare bullet ----------------------------------------------

_LETTERS = (("Q", "A", "Question", "Answer"), *LETTER_PAIRS)
"""The one-letter label pairs (question letter, answer letter, and their words): `Q:`/`A:`,
and each language's (`P:`/`R:`); a letter is a label only beside its pair's other letter."""
_WORDS = "|".join((*QUESTION_LABELS, *ANSWER_LABELS))
_NESTED_LABEL_RE = lazy(
    r"^(?P<indent>[ \t]+)(?P<bullet>[-*+][ \t]+)(?:\*\*|__)?[ \t]*"
    rf"(?P<label>(?i:{_WORDS})|[A-Z])[ \t]*(?:\*\*|__)?[ \t]*[:：][ \t]*(?:\*\*|__)?[ \t]*"
    r"(?P<text>.*?)[ \t]*$"
)
"""`    - P : text`, `  * **Question:** text`: a label item nested under another item."""
_ANY_NESTED_RE = lazy("\n" + _NESTED_LABEL_RE.pattern[1:].split("(?P<text>")[0])
"""The same from a newline, up to the colon: the search of the whole text."""
_ANY_LABEL_ITEM_RE = lazy(
    rf"\n[ \t]*+[-*+][ \t]+(?:\*\*|__)?[ \t]*(?:(?i:{_WORDS})|[A-Z])[ \t]*(?:\*\*|__)?[ \t]*[:：]"
)
"""Any label item, nested or at the margin (`_ANY_ITEM_RE` or `_ANY_NESTED_RE` may match
only where it does): the one search most documents take."""
_MARKER_RE = lazy(r"^(?P<indent>[ \t]*)(?:[-*+]|\d{1,3}[.)])(?:[ \t]+(?P<text>[^?？]*?))?[ \t]*$")
"""A bullet or number with at most a marker after it (`- Q_i`, `- Item 3:`, `1.`)."""
_MARKER_WORDS = 3
_MIN_PAIRS = 2
_QUESTION_WORDS = frozenset(w for words in QUESTION_LABELS for w in words.split("|"))
_ANSWER_WORDS = frozenset(w for words in ANSWER_LABELS for w in words.split("|"))


def _nested_pairs(text: str) -> str:
    """The text with each bare bullet's nested question/answer label pair written at the
    margin (see the module docstring); unchanged unless two bullets or more hold one."""
    lines = text.split("\n")
    code = set(range(len(lines))) - {k for k, _ in outside_code(lines)}
    found = [g for k in range(len(lines) - 1) if k not in code and (g := _pair_under(lines, k))]
    if len(found) < _MIN_PAIRS:
        return text
    for rewrite in found:
        for k, line in rewrite.items():
            lines[k] = line
    return "\n".join(lines)


def _pair_under(lines: list[str], k: int) -> dict[int, str] | None:
    """The rewrite (line index -> new line) of the bare bullet at line k and the labelled
    pair nested under it, or None when line k is no such bullet."""
    body = _marked_body(lines, k)
    question = _NESTED_LABEL_RE.match(lines[body[0]]) if body else None
    a = _answer_line(lines, body) if question is not None else None
    answer = _NESTED_LABEL_RE.match(lines[a]) if a is not None else None
    if question is None or a is None or answer is None:
        return None
    words = _words(question.group("label"), answer.group("label"))
    if words is None:
        return None
    rewrite = {k: ""}
    for label, word, first, end in (
        (question, words[0], body[0], a),
        (answer, words[1], a, body[-1] + 1),
    ):
        rewrite[first] = f"{word}: {label.group('text')}".rstrip()
        column = label.end("bullet")
        for i in range(first + 1, end):
            rewrite[i] = _dedent(lines[i], column)
    return rewrite


def _marked_body(lines: list[str], k: int) -> list[int]:
    """The lines nested under line k when it is a bare bullet (a marker at most after it:
    `- Q_i`, `1.`), else none."""
    line = lines[k]
    if line.lstrip(" \t")[:1] not in _MARKER_FIRST:
        return []
    marker = _MARKER_RE.match(line)
    if marker is None or len((marker.group("text") or "").split()) > _MARKER_WORDS:
        return []
    return _subtree(lines, k, _depth(line))


def _answer_line(lines: list[str], body: list[int]) -> int | None:
    """The one line of `body` after its first (the question's item) at that item's depth or
    less: the answer's item; None when there is none, or more than one (a list)."""
    child = _depth(lines[body[0]])
    items = [i for i in body[1:] if _depth(lines[i]) <= child]
    if len(items) != 1 or _depth(lines[items[0]]) != child:
        return None
    return items[0]


_MARKER_FIRST = frozenset("-*+0123456789")


def _words(question: str, answer: str) -> tuple[str, str] | None:
    """The label words to write for a question label and an answer label, or None when they
    are no pair: a question word and an answer word, or the letters of one pair."""
    for q, a, q_word, a_word in _LETTERS:
        if (question, answer) == (q, a):
            return q_word, a_word
    if question.lower() in _QUESTION_WORDS and answer.lower() in _ANSWER_WORDS:
        return question, answer
    return None


def _depth(line: str) -> int:
    """How far a line is indented, a tab to the next multiple of four."""
    return (
        len(line) - len(line.lstrip(" \t"))
        if "\t" not in line
        else len(line.expandtabs(4)) - len(line.expandtabs(4).lstrip(" "))
    )


def _subtree(lines: list[str], k: int, depth: int) -> list[int]:
    """The indexes of the lines with text nested under the item at line k (indented deeper
    than `depth`, blank lines between them), up to the first line back at its depth."""
    body: list[int] = []
    for i in range(k + 1, len(lines)):
        if not lines[i].strip():
            continue
        if _depth(lines[i]) <= depth:
            break
        body.append(i)
    return body


def _dedent(line: str, column: int) -> str:
    """The line with up to `column` leading blanks taken off (a tab as four)."""
    expanded = line.expandtabs(4)
    return expanded[min(column, _depth(expanded)) :]
