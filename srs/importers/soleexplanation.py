"""An explanation label that is a question's only label: what it labels is the answer.

An exercise stated over its code and asked after it (`**Soal 2.** Perhatikan kode berikut:`,
the code, `Berapa hasil f(3)?`) is often answered under an explanation label alone
(`**Pembahasan:**`, `*Explanation*`, `<summary>Erklärung</summary>`): there is no other
answer. The label marks where the question ends, so that the line that asks after the code
stays the question's (srs.importers.questioncode), and it goes from the answer's start
(srs.importers.explanationlabel). The explanation words of every language count
(`EXPLANATION_RE`), and a few read as a label only here (`SOLE_EXPLANATION_LABELS`).
"""

from __future__ import annotations

import re

from srs.importers.common import BLANKS, BULLET, EMPH, EXPLANATION_RE, MARK, STRAY_COLON
from srs.importers.labelwords import EXPLANATION_WORDS, SOLE_EXPLANATION_WORDS
from srs.importers.lazyre import lazy

__all__ = ["explanation_label", "names_explanation"]

_SOLE_LABEL_RE = lazy(
    rf"^{BLANKS}{BULLET}{MARK}{EMPH}{BLANKS}{MARK}(?:{SOLE_EXPLANATION_WORDS}){BLANKS}{EMPH}"
    rf"{BLANKS}(?:[:：]|[.\-–—](?![^\s*_])|(?=[ \t]*$)){BLANKS}{EMPH}{STRAY_COLON}{BLANKS}(?P<rest>.*)$",
    re.IGNORECASE,
)
"""`EXPLANATION_RE`'s shape with the words read as a label only where they are the only one
(`**Pembahasan:** ...`, `*Penjelasan*` alone on its line)."""


def explanation_label(text: str) -> re.Match[str] | None:
    """The match of a line that opens with an explanation label (`Explanation:`, `**Erklärung:**`,
    `**Pembahasan:**`, `*Penjelasan*` alone), its text after the label in `rest`; else None."""
    return EXPLANATION_RE.match(text) or _SOLE_LABEL_RE.match(text)


_NAMES_EXPLANATION_RE = lazy(
    rf"^(?:{EXPLANATION_WORDS}|{SOLE_EXPLANATION_WORDS})[ \t]*[:：.]?[ \t]*$", re.IGNORECASE
)


def names_explanation(summary: str) -> bool:
    """Whether a `<summary>`'s plain text is only an explanation word, with no number
    (`Pembahasan`, `Erklärung`, `Explication :`): the fold explains, it answers where the
    question has no other answer."""
    return _NAMES_EXPLANATION_RE.match(summary) is not None
