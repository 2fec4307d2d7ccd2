"""`**S: question**` over `C: answer`: one-letter question and answer labels in a language
other than English (Turkish `Soru`/`Cevap` as `S:`/`C:`, Portuguese `P:`/`R:`), as English
notes write `Q:` over `A:`.

`Q:` and `A:` are read as labels; other languages' letters were not, so every question kept
its `S:` and every answer its `C:`, and the split fell back on question marks: a question
that is a statement (an error message, "my model is slow") was dropped or merged into the
answer above. A single letter and a colon opens many a line that labels nothing (`S: 3` in a
formula, option `C:` of a quiz, a `P:` priority), so a pair is read only where the document
uses both letters as a pair: at least two question-letter lines, each followed by an
answer-letter line before the next question (no option line between them), and no
answer-letter line elsewhere. Each letter is then written as its word (`Soru:`, `Cevap:`,
srs.importers.labelwords' LETTER_PAIRS), line for line, which the label reader reads as it
reads `Question:` and `Answer:`. A lone `S:` keeps its text.
"""

from __future__ import annotations

import re

from srs.importers.common import holds, paragraph_above_holds
from srs.importers.fences import outside_code
from srs.importers.labelwords import LETTER_PAIRS
from srs.importers.lazyre import lazy

__all__ = ["letter_pairs"]

_LABEL_RE = lazy(
    r"^(?P<lead> {0,3}(?:\*\*|__)?)(?P<letter>[A-Z])(?P<rest>[ \t]*:(?:\*\*|__)?(?:[ \t].*)?)$"
)
"""A line opening with a capital letter and a colon, in bold or not (`**S: text**`,
`**S:** text`, `C:` alone over its list)."""
_MIN_PAIRS = 2


def letter_pairs(text: str) -> str:
    """The text with each paired one-letter label written as its word (see the module
    docstring); unchanged unless a pair of letters labels all its lines (a cheap test first)."""
    for question, answer, question_word, answer_word in LETTER_PAIRS:
        if not holds(text, f"\n{answer}:", f"\n**{answer}:", f"\n__{answer}:", f" {answer}: "):
            continue
        found = _pairs(text.split("\n"), question, answer)
        if found is None:
            found = _answers_under_numbers(text.split("\n"), answer)
        if found is None:
            continue
        lines = text.split("\n")
        words = {question: question_word, answer: answer_word}
        for k, m in found:
            lines[k] = f"{m.group('lead')}{words[m.group('letter')]}{m.group('rest')}"
        text = "\n".join(lines)
    return text


def _pairs(lines: list[str], question: str, answer: str) -> list[tuple[int, re.Match[str]]] | None:
    """The label lines of a document that labels its pairs `question:` over `answer:`, in
    order; None when the letters are not used so (fewer than two pairs, a question letter with
    no answer letter below it, an answer letter with no question above, a letter line between
    them)."""
    found: list[tuple[int, re.Match[str]]] = []
    expected = question
    for k, line in outside_code(lines):
        lead = line.lstrip(" *_")[:1]
        m = _LABEL_RE.match(line) if "A" <= lead <= "Z" else None  # (a literal test first)
        if m is None:
            continue
        letter = m.group("letter")
        if letter != expected:
            return None  # out of turn, or another letter label (an option) within a pair
        found.append((k, m))
        expected = answer if letter == question else question
    if expected != question or len(found) < 2 * _MIN_PAIRS:
        return None
    return found


_NUMBERED_RE = lazy(r"^ {0,3}\d{1,3}[.)][ \t]+\S")
_MIN_ANSWERS = 3


def _answers_under_numbers(lines: list[str], answer: str) -> list[tuple[int, re.Match[str]]] | None:
    """The answer-letter lines of a document that puts one under each numbered question (`1.
    Como você definiria X?` over `   R: ...`), no question letter: three or more, each the
    first line under its question (a wrapped question between them), and no other letter
    label anywhere (an option `A:`); None otherwise. Then `R:` labels, as `P:` over it does."""
    found: list[tuple[int, re.Match[str]]] = []
    for k, line in outside_code(lines):
        lead = line.lstrip(" *_")[:1]
        m = _LABEL_RE.match(line) if "A" <= lead <= "Z" else None
        if m is None:
            continue
        if m.group("letter") != answer or not _under_number(lines, k):
            return None
        found.append((k, m))
    return found if len(found) >= _MIN_ANSWERS else None


def _under_number(lines: list[str], k: int) -> bool:
    """Whether line k follows a numbered item's lines, no blank line between."""
    return paragraph_above_holds(lines, k, _NUMBERED_RE)
