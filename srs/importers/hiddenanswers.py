"""A `<summary>` that names only the answer its fold hides, in any language.

`<summary>Pembahasan 1.1</summary>` (Indonesian "discussion"), `<summary>Lösung 3</summary>`,
`<summary>정답 보기</summary>`: the fold is the answer of the question above it, numbered as
that question or not. The `<details>` reader reads such a summary as no question
(srs.importers.details); the block reader reads one numbered as its question as the answer's
label (srs.importers.blocklines), so that what stands between the question's first line and
the fold (the rest of a question set out over its code) stays the question's. One pattern,
so that both read the same summaries.
"""

from __future__ import annotations

import re

from srs.importers.labelwords import (
    ANSWER_LABELS,
    ANSWER_PHRASE_WORDS,
    EXPLANATION_WORDS,
    SHOW_WORDS,
)
from srs.importers.lazyre import lazy

__all__ = ["names_hidden_answer", "numbers_its_answer"]

_HIDDEN = (
    rf"(?:{'|'.join(ANSWER_LABELS)}|{ANSWER_PHRASE_WORDS}|{EXPLANATION_WORDS}|해설|解析|解説|lời giải"
    r"|gợi ý|cevabı|pembahasan|penjelasan)"
)
_NUMBER = r"(?:[ \t]*(?:no\.?|nr\.?|#)?[ \t]*\d{1,4}(?:\.\d{1,4})*)?"
"""`Pembahasan 1.1`, `Lösung 3`, `Answer #2`: the number of the question the fold answers."""
_SHOW = rf"(?:{'|'.join(SHOW_WORDS)})"
_SHOWN_ANSWER_RE = lazy(
    rf"^(?:{_SHOW}[ \t]*)?(?:(?:the|la|le|l'|die|den|el|o|a)[ \t]+)?{_HIDDEN}"
    rf"(?:[ \t]*(?:[/&+·・,、]|and|및|과|와|与|與|和|及|и|y|et|und|e|và)?[ \t]*{_HIDDEN})*"
    rf"{_NUMBER}[ \t]*(?:{_SHOW}(?:하기|하세요)?)?[ \t.:：!！…]*$",
    re.I,
)
"""A summary in any language that names only the answer it hides (`답`, `答案`, `Ответ`),
with the words of a button asking to show it (`정답 보기`, `查看答案`, `Показать ответ`,
`Xem đáp án`) and the explanation beside it (`정답 및 해설`, `答案与解析`), numbered as the
question above it or not (`Pembahasan 1.1`, Indonesian "discussion", `Lösung 3`): no question;
an answer word in a sentence that asks (`정답은 무엇일까요?`) is none of these."""


def names_hidden_answer(summary: str) -> bool:
    """Whether a `<summary>`'s plain text names only the answer its fold hides
    (`_SHOWN_ANSWER_RE`): `Pembahasan 1.1`, `Lösung 3`, `정답 보기`."""
    return _SHOWN_ANSWER_RE.match(summary) is not None


_NUMBERED_END_RE = lazy(r"\d[ \t.:：!！…]*$")
_EXPLAINS_FIRST_RE = lazy(rf"^(?:{EXPLANATION_WORDS})\b", re.I)


def numbers_its_answer(summary: str) -> bool:
    """Whether a `<summary>` names only the answer its fold hides and the number of the
    question it answers (`Pembahasan 1.2`, `Lösung 3`, `Answer #2`): that question's answer
    label, wherever the question's own text ends. Not an explanation's (`Explication 3`,
    which goes beside an answer), nor one with no number (`Показать ответ`, a button's words,
    whose fold may follow more of the answer's material)."""
    if _NUMBERED_END_RE.search(summary) is None or _EXPLAINS_FIRST_RE.match(summary):
        return False
    return names_hidden_answer(summary)
