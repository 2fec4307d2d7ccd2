"""The words a quiz marks its right option with, after it, in its language: data the end-mark
reader (srs.importers.endmarks) builds its patterns and its cheap tests from, kept apart
from the rules that read them.
"""

from __future__ import annotations

__all__ = [
    "BRACKET_HINTS",
    "DASH_HINTS",
    "DASH_WORDS",
    "KEY_WORDS",
    "LABEL_WORDS",
    "RIGHT",
    "RIGHT_WORDS",
    "SQUARE_HINTS",
    "SQUARE_WORDS",
]

KEY_WORDS = (
    r"correct[ao]?|right|answer|respuesta|resposta|réponse|reponse|antwort|richtig|ответ|правильно"
    r"|верно|答案|正确|정답|đáp án|cevap|doğru"
)
"""The word an arrow points the key out with, in the quiz's language (`← **CORRECTA**`)."""
RIGHT = (
    *("correct", "correcta", "correcto", "correcte", "corretta", "corretto", "certa", "certo"),
    *("doğru", "richtig", "juist", "benar", "đúng", "rätt", "korrekt", "правильно", "верно"),
    *("poprawna", "poprawny", "prawidłowa", "prawidłowy", "správně", "správná", "správný"),
)
"""The word a quiz writes in parentheses after the right option, in its language (`(Correcta)`,
`(certa)`, `(Doğru)`; Turkish, German, Dutch, Indonesian, Vietnamese, Nordic, Russian, Polish,
Czech): data, never a word an option's own text ends with in brackets (`(right)`)."""
RIGHT_WORDS = "|".join(RIGHT)
LABEL_WORDS = "respuesta|resposta|réponse|reponse|risposta|answer|alternativa"
"""A word that may come before it (`(Respuesta correcta)`, `(resposta certa)`)."""
BRACKET_HINTS = tuple(
    dict.fromkeys(
        f"({start}"
        for word in (*RIGHT, *LABEL_WORDS.split("|"))
        for start in (word[:4], word[:4].capitalize())
    )
)
"""Such a bracket's opening (`(corr`, `(Resp`): cheap tests that share their first character,
which a large text is searched for once (srs.importers.holding), and seldom holds."""
DASH_WORDS = r"(?:correct|right)[ \t]+(?:answer|option|choice)|correct"
"""What a dash sets after the right option (`**b**. alt - correct answer`, `Paris — correct`):
the key's word, alone or naming it an answer, as a quiz typed in a plain editor marks it."""
DASH_HINTS = (
    *(f"{dash} {word}" for dash in "-—–" for word in ("corr", "Corr", "CORR", "righ", "Righ")),
    *("- **corr", "- **Corr"),
)
"""Cheap tests for such a dash (`- corr`, `— Corr`), before any pattern runs."""
SQUARE_WORDS = (
    rf"(?:(?:{LABEL_WORDS})[ \t]+)?(?:{RIGHT_WORDS}|right)(?:[ \t]+(?:answer|option|choice))?"
)
"""What a quiz writes in square brackets after the right option (`[correct]`, `[Correct
answer]`, `[poprawna]`, `[richtig]`), as a plain-text exam bank marks its key: the bracketed
words and the dashed ones, `right` among them. Square brackets around anything else (`[1]`,
`[i]`, `list[int]`) are a citation's or the option's own code."""
SQUARE_HINTS = tuple(
    dict.fromkeys(
        f"[{start}"
        for word in (*RIGHT, "right", *LABEL_WORDS.split("|"))
        for start in (word[:4], word[:4].capitalize(), word[:4].upper())
    )
)
"""Such a bracket's opening (`[corr`, `[Corr`, `[CORR`): cheap tests, asked only of a text
that holds ` [`."""
