"""A question label, a topic and the question's number after a slash, its text quoted:

    Pytanie testowe / 3) 'Która struktura danych działa według zasady LIFO?':
    Odpowiedzi:
            b) stos

An exam answer sheet exported from a test platform heads each question so (`Question set A /
4) 'What ...?':`): the label word, the topic or set, a slash, the number, the question in
quotes and a colon. Read as written the line was no question (no label right before the
number), and the sheet gave "no questions found". The line is written `Label N: text`, the
topic dropped (it names the set, no word of the question), the quotes and the closing colon
too; a question quoted over several lines (maths pasted inside it) loses its closing quote
where it ends. Only a line that starts with a question label (srs.importers.labelwords):
`Part 2 / 3) ...` or a path `a/b 3)` is no question.
"""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.labelwords import QUESTION_LABELS
from srs.importers.lazyre import lazy

__all__ = ["slash_labels"]

_WORDS = tuple(word for words in QUESTION_LABELS for word in words.split("|"))
_SLASH_RE = lazy(
    rf"^(?P<label>{'|'.join(_WORDS)})(?:[ \t]+[^\W\d_][\w \t-]{{0,40}}?)?[ \t]*/[ \t]*"
    r"(?P<num>\d{1,4})[.)][ \t]+(?P<text>\S.*?)[ \t]*$",
    re.IGNORECASE,
)
"""`Pytanie testowe / 3) 'text':`, `Question set A / 4) text`: label, topic, slash, number.
The topic is words (a letter first): `Câu 21. A (IP: 10.0.0.1/24) và B` numbers its question
already, its slash a netmask's."""
_QUOTES = "'\"‘’“”„«»"
_CLOSE_RE = lazy(r"""['"’”«»][ \t]*:?[ \t]*$""")
"""A quoted question's end: the closing quote, its colon (`...?':`)."""
_FAR = 40
"""Lines a quoted question may run over (maths pasted a glyph a line)."""


def slash_labels(text: str) -> str:
    """The text with each `Label topic / N) 'question':` line written `Label N: question`
    (see the module doc)."""
    if not holds(text, "/"):
        return text
    lines = text.split("\n")
    changed = False
    for k, line in outside_code(lines):
        if "/" not in line or line[:3].lower() not in _PREFIXES:
            continue
        m = _SLASH_RE.match(line)
        if m is None:
            continue
        body = m.group("text")
        if body[0] in _QUOTES:
            body = body[1:]
            if _CLOSE_RE.search(body):
                body = _CLOSE_RE.sub("", body)
            else:
                _close_below(lines, k)
        else:
            body = body.removesuffix(":").rstrip()
        lines[k] = f"{m.group('label')} {m.group('num')}: {body}"
        changed = True
    return "\n".join(lines) if changed else text


_PREFIXES = frozenset(word[:3].lower() for word in _WORDS)
"""The first three letters of a question label: the cheap test a line takes first."""


def _close_below(lines: list[str], k: int) -> None:
    """Drop the closing quote and colon of a question quoted from line k on, on the first
    line below that ends so, before a blank line."""
    for j in range(k + 1, min(k + 1 + _FAR, len(lines))):
        if not lines[j].strip():
            return
        if _CLOSE_RE.search(lines[j]):
            lines[j] = _CLOSE_RE.sub("", lines[j])
            return
