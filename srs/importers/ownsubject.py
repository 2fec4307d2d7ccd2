"""Whether a question names its own subject, or points back at the one above it.

A sub-heading that asks under an answered question heading is either a follow-up about that
question (`### Why does it matter?`, `### ¿Cuáles son sus ventajas?`: it leans on the
question above for its subject, a part of that answer) or a question of its own, written a
level too deep (`### ¿Qué son los hooks?` under `## ¿Qué es el estado?`, answered under it:
it names what it asks about). Told apart by its words: a question names its own subject when
it holds an article (`los hooks`, `the event loop`) or a name (`JSX`, `useEffect`, a code
span) past its first word, and no word that points back (`it`, `this`, `its`; `esto`, `su`,
`usarlo`; `isso`, `seu`; `cela`, `son`; `es`, `dies`, `sein`). The words are data, a
language to a line; a question with neither (`¿Por qué es importante?`, a subject left out
as Spanish and Portuguese do) is taken to point back.
"""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy

__all__ = ["names_own_subject"]

_POINTERS = (
    "it|its|itself|this|that|these|those|they|them|their|he|she|one",  # English
    "esto|eso|ello|este|esta|estos|estas|ese|esa|esos|esas|su|sus",  # Spanish
    "isso|isto|aquilo|ele|ela|eles|elas|seu|sua|seus|suas|dele|dela",  # Portuguese
    "il|elle|ils|elles|cela|ça|ceci|celui|celle|sa|ses|leur|leurs",  # French
    "das|dies|diese|dieser|dieses|sein|seine|seinen|ihr|ihre|ihren|dafür|damit|dabei",  # German
)
"""Words that point back at a subject named above (pronouns, demonstratives, possessives).
One list for all languages, so a word that is another's verb is left out (French `son`,
Spanish `son` "are"; German `es`, Spanish `es` "is"); one that is another's article stays
(German `das`, Portuguese `das`): a question read as pointing back is left as it was."""
_ARTICLES = (
    "the|a|an",  # English
    "el|la|los|las|un|una|unos|unas|del|al",  # Spanish
    "o|a|os|as|um|uma|uns|umas|do|da|dos|das|no|na|nos|nas",  # Portuguese
    "le|la|les|un|une|des|du",  # French (and `l'` before a vowel)
    "der|die|den|dem|des|ein|eine|einen|einem|einer",  # German
)
"""Articles: a noun of the question's own follows."""

_WORD = r"(?<![\w'’-])(?:{})(?![\w'’-])"
_POINTER_RE = lazy(
    _WORD.format("|".join(_POINTERS)) + r"|\w(?:[aeiáéí]r|ndo|-)(?:lo|la|los|las)(?![\w'’-])",
    re.I,
)
"""A word that points back, or a pronoun joined to its verb (`usarlo`, `usándolo`, `usá-lo`)."""
_ARTICLE_RE = lazy(_WORD.format("|".join(_ARTICLES)) + r"|(?<![\w'’-])l['’](?=\w)", re.I)
_NAME_RE = lazy(r"`[^`]+`|(?<![\w'’-])[^\W\d_]*[A-Z]")
"""A name: a code span, or a word holding a capital (`JSX`, `React`, `useEffect`)."""


def names_own_subject(text: str) -> bool:
    """Whether a question names what it asks about (see the module): an article or a name
    past its first word, and no word that points back."""
    words = text.strip(" *_#¿¡").split(None, 1)
    rest = words[1] if len(words) == 2 else ""
    if not rest or _POINTER_RE.search(rest) is not None:
        return False
    return _ARTICLE_RE.search(rest) is not None or _NAME_RE.search(rest) is not None
