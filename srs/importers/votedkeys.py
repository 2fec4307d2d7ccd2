"""A key line that opens with an aside naming another letter: `Most Voted: D, 정답은: B`,
`Most voted: A, Answer: B`, `Community pick: AC, Correct answer: A, C`.

Exam dumps copied from a discussion site put the crowd's pick first and the author's key
after it, on one line, each after its own label. No reader took the line for a key: it does
not open with an answer label, and only `Correct answer:` was found inside a line
(srs.importers.marks' `key_sentence`). Every such question became an open card whose answer
was its explanation, warned "no answer letter". The key is the letter(s) after the answer
label; the aside before it is a remark, kept where it stands, in the explanation.

Only the shape `Label: LETTERS, <answer label>: LETTERS` at the start of a line of the text
after the options counts, each letter one of the question's options: a label's words, its
colon, capital letters alone (a percentage may follow them, `D (67%)`), a comma or a
semicolon, then the answer label and its key. A sentence that names a letter in passing
(`Note: B is tempting, but ...`) has no answer label after its first letter, and is left as
written.
"""

from __future__ import annotations

import re

from srs.importers.labelwords import ANSWER_LABELS, KEY_SENTENCE_WORDS
from srs.importers.lazyre import lazy

__all__ = ["voted_key"]

_ANSWER_WORDS = "|".join(ANSWER_LABELS)
_EMPH = r"(?:\*\*|__)?"
_ASIDE_KEY_RE = lazy(
    rf"^[ \t>]*(?:[-*+][ \t]+)?{_EMPH}(?:[^\W\d_][\w'’-]*[ \t]+){{0,3}}[^\W\d_][\w'’-]*{_EMPH}"
    rf"[ \t]*[:：][ \t]*{_EMPH}(?-i:[A-H]{{1,5}}){_EMPH}(?:[ \t]*\(\d{{1,3}}(?:\.\d+)?[ \t]*%\))?"
    rf"[ \t]*[,;，][ \t]*{_EMPH}(?:(?:(?:correct|right)[ \t]+)?(?:{_ANSWER_WORDS})|{KEY_SENTENCE_WORDS})"
    rf"{_EMPH}[ \t]*[:：][ \t]*{_EMPH}"
    r"(?P<keys>[A-Ha-h](?:[ \t]*[,&][ \t]*[A-Ha-h])*)(?![\w'’])",
    re.IGNORECASE | re.MULTILINE,
)
"""`Most Voted: D, 정답은: B`: an aside's label and letters, a comma, the answer label and the
key (see the module doc)."""


def voted_key(text: str, choices: dict[str, str]) -> str:
    """The key (its letters, in order) of the first line of `text` that names it after an
    aside (see the module doc), when each of its letters is an option's; else ''."""
    if "," not in text and ";" not in text and "，" not in text:
        return ""  # the cheap test first: no aside ends before an answer label
    m = _ASIDE_KEY_RE.search(text)
    if m is None:
        return ""
    letters = "".join(dict.fromkeys(re.sub(r"[^A-Ha-h]", "", m.group("keys")).upper()))
    return letters if letters and all(letter in choices for letter in letters) else ""
