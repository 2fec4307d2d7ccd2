"""A question typed without its `?` in a language other than English, Spanish or Portuguese:
a question word and the verb it asks with (`Что такое DOM`, `Was ist ein Closure`), or the
interview staple `Difference between X and Y` in the notes' own language (`Разница между let
и var`, `В чём разница между == и ===`, `Unterschied zwischen X und Y`).

English (`QUESTION_WORD_RE`, `Difference between ...`) and Spanish or Portuguese (`Qué es
...`, `Diferencia entre ...`) questions so typed were read as asking; the same list in
Russian was not, so an answered item with no `?` was taken for text between questions and
lost. As in those languages, a bare question word is not enough (`Как установить Node` is a
title: "how to install"): the word must come with the verb it asks with, and a difference
must name two things joined by the language's `and` (or a comma) and end no sentence.
"""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy

__all__ = ["asks_without_mark", "names_a_difference_abroad"]

_ASKING_WORDS_RE = lazy(
    r"^(?:что[ \t]+(?:такое|значит|означает|делает|делают|выведет|вернёт|вернет|произойдёт"
    r"|произойдет)|зачем[ \t]+(?:нуж|использ|примен)\w*|для[ \t]+чего[ \t]+(?:нуж|использ|служ"
    r"|примен)\w*|чем[ \t]+(?:отлича|различа)\w*|как[ \t]+(?:работает|работают|устроен\w*)"
    r"|в[ \t]+ч[её]м[ \t]+(?:разница|различие|отличие|смысл|суть|преимуществ\w*)"
    r"|was[ \t]+(?:ist|sind|bedeutet|macht)|wie[ \t]+funktionier\w*"
    r"|qu['’]est[- ]ce[ \t]+qu|che[ \t]+cos['’][eè]|cos['’]è|co[ \t]+to[ \t]+jest"
    r"|czym[ \t]+(?:jest|są|się[ \t]+różni)|wat[ \t]+(?:is|zijn|betekent)"
    r"|apa[ \t]+(?:itu|yang[ \t]+dimaksud|perbedaan|kegunaan|fungsi))\b",
    re.I,
)
"""A question word with the verb it asks with, in Russian, German, French, Italian, Polish,
Dutch and Indonesian (the languages whose task verbs srs.importers.asking knows)."""
_DIFFERENCE_RE = lazy(
    r"^(?:в[ \t]+ч[её]м[ \t]+)?(?:разница|различи[ея]|отличи[ея]|unterschied(?:e)?"
    r"|différences?|differenz[ae]|różnic[ae]|verschil(?:len)?|perbedaan)[ \t]+"
    r"(?:между|zwischen|entre|tra|fra|między|pomiędzy|tussen|antara)[ \t]+\S.*?"
    r"(?:[ \t](?:и|или|vs\.?|und|et|e|ed|i|oraz|en|dan|versus)[ \t]+|,[ \t]*)\S[^:]*(?<!\.)$",
    re.I,
)
"""`Разница между X и Y`, `Unterschied zwischen X und Y`, `Différence entre X et Y`."""
_OPENINGS = frozenset(["в ", *"чт за дл че ка ра от wa wi qu ch co cz ap un di ró ve pe".split()])
"""The first two letters of the words above, lower-cased: most lines (`What ...`, `How ...`)
are turned away by one set look-up before any pattern."""


def asks_without_mark(text: str) -> bool:
    """Whether a text asks with no question mark in one of the languages above (see the
    module doc): the first two letters are tested before any pattern."""
    if text[:2].lower() not in _OPENINGS:
        return False
    return bool(_ASKING_WORDS_RE.match(text) or _DIFFERENCE_RE.match(text))


def names_a_difference_abroad(text: str) -> bool:
    """Whether a text is `Difference between X and Y` in one of the languages above."""
    return text[:2].lower() in _OPENINGS and _DIFFERENCE_RE.match(text) is not None
