"""A choice question's key written as one more bullet of its options' list, as course quizzes
pasted from a form set it: an answer label naming one of the options above it (`- **Ans: C**`,
`- Answer: 8080`, `- **Correct:** B. flows.yaml`, any label `ANSWER_RE` reads, bold or not),
or one of them repeated wholly in bold (`- **flows.yaml**`). Read as one more option, the
key bullet was an `E` after four options and, being bold, the key: the wrong key, in silence.
Such an item ends the run of options (srs.importers.boldoptions), so the line under them is
their key, as every reader reads it. An option that only opens with the word
(`- C. Answer the phone`), or a label naming no option above it (`- **Correct Answer:**
Ribosome` amid `- Nucleus`, the right option itself), is no key item.
"""

from __future__ import annotations

from srs.importers.common import ANSWER_RE, LETTERS
from srs.importers.labeltext import option_words
from srs.importers.lazyre import lazy

__all__ = ["is_key_item"]

_LETTER_RE = lazy(r"^\(?(?P<letter>[A-Ha-h])(?:[.):]|$)[ \t]*(?P<rest>.*)$")
"""`C`, `C. text`, `(c) text`: an option's letter, and its words after it."""
_BOLD_RE = lazy(r"^(?P<e>\*\*\*?|__)(?P<text>[^*_\s](?:(?!(?P=e)).)*?)(?P=e)$")
"""`**flows.yaml**`: an item wholly in bold."""


def is_key_item(words: str, options: list[str]) -> bool:
    """Whether a list item (`words`, its text past the bullet) after the items `options` of
    its list is their key: an answer label naming one of them by its letter or its words, or
    one of them repeated wholly in bold."""
    if len(options) < 2 or not words:
        return False
    m = ANSWER_RE.match(words) if words[:1] in "*_" or words[:1].isalpha() else None
    if m is not None:
        label = words[: m.start("rest")].strip("*_:： \t")
        return len(label) >= 2 and _names_option(option_words(m.group("rest")), options)
    bold = _BOLD_RE.match(words)
    return bold is not None and option_words(bold.group("text")) in set(map(option_words, options))


def _names_option(said: str, options: list[str]) -> bool:
    """Whether a key's text names one of the options: its letter, its words, or both."""
    m = _LETTER_RE.match(said)
    if m is not None and m.group("letter").upper() in LETTERS[: len(options)]:
        return not m.group("rest") or _words(m.group("rest")) in {_words(o) for o in options}
    return bool(said) and _words(said) in {_words(o) for o in options}


def _words(option: str) -> str:
    """An option's words (`labeltext.option_words`), past its letter if it has one."""
    words = option_words(option)
    m = _LETTER_RE.match(words)
    return m.group("rest") if m is not None and m.group("rest") else words
