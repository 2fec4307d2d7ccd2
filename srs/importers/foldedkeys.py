"""A key folded on one line under a question's options: `<details><summary>Answer:</summary>2
</details></br>`, indented under the last option or not, as an exam's sample questions hide
their key (the option's number or letter) until the reader opens it.

Read as written, the fold was HTML inside the last option (or a fold with no question of its
own), and the key was lost: every question of the section ran into one card. The fold says
no more than `Answer: 2` says, so it is written so at the margin, line for line. Only a fold
titled with an answer word alone (`Answer`, `Ответ:`, `Solution`) whose whole body is a key
(`2`, `B`, `1, 3`): a fold holding an answer in words is left to the fold readers.

A fold over several lines may open with the key too, its title naming no answer word
("Check your answer:", "Reveal"):

    - (A) 22
    - (B) 23

    <details>
    <summary><strong>Check your answer:</strong></summary>
    <strong>A — SSH listens on 22.</strong><br>
    Telnet is the one on 23.
    </details>

Read as written, every such question became an open card, warned "no answer letter". A
fold's first line that is an option's letter, a dash or colon, then text (`B — text`,
`B - text`, `B: text`, bold or not, in `<strong>`/`<b>`/`**`) is written `Answer: B — text`
at its indent, line for line, when an option of that letter (`- (B) x`, `B) x`, `B. x`)
stands in the lines above the fold; the key reader then checks the text against the option
(srs.importers.keytext). A fold opening with prose, or with a letter no option above has,
stays as written.
"""

from __future__ import annotations

import re

from srs.importers.common import ANSWER_WORD_RE, holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["folded_keys"]

_FOLD_RE = lazy(
    r"^[ \t]*<details\b[^>]*>[ \t]*<summary\b[^>]*>(?P<label>[^<\n]{1,40})</summary>[ \t]*"
    r"(?P<key>[^<\n]{1,20}?)[ \t]*</details>[ \t]*(?:</?br[ \t]*/?>[ \t]*)*$",
    re.I,
)
"""`<details><summary>Answer:</summary>2</details></br>`: a one-line fold, its title and body."""
_KEY_RE = lazy(r"(?:\d{1,2}|[A-Ha-h])(?:[ \t]*[,&/][ \t]*(?:\d{1,2}|[A-Ha-h]))*[.)]?")
"""A key alone: an option's number or letter, or several (`2`, `B`, `1, 3`, `a & c`)."""
_SUMMARY_RE = lazy(r"^[ \t]*(?:<details\b[^>]*>[ \t]*)?<summary\b.*</summary>[ \t]*$", re.I)
"""A fold's title line (`<summary>...</summary>`, the `<details>` on it or not)."""
_KEY_LINE_RE = lazy(
    r"^(?P<indent>[ \t]*)(?P<open><strong>|<b>|\*\*|__)?(?P<letter>[A-Ha-h])[ \t]*"
    r"(?:—|–|-|:)[ \t]+(?P<text>\S.*?)[ \t]*(?P<close></strong>|</b>|\*\*|__)?"
    r"[ \t]*(?:<br[ \t]*/?>)?[ \t]*$",
    re.I,
)
"""`<strong>B — text</strong><br>`, `**B - text**`, `B: text`: a letter, a dash, its text."""
_LOOK_BACK = 40
"""How many lines above a fold an option of the key's letter is looked for."""


def folded_keys(text: str) -> str:
    """The text with each one-line fold holding only a key under an answer title written
    `Answer: key` at the margin, and each fold's first line that is a key letter and its
    option's text written `Answer: B — text` (see the module docstring); else the text as
    it is (a cheap test first: a `</summary>`, found by its literal)."""
    if not holds(text, "</summary>", "</SUMMARY>"):
        return text
    lines = text.split("\n")
    changed = False
    titled: int | None = None
    for k, line in outside_code(lines):
        if "</summary>" in line.lower():
            key = _folded_key(line)
            if key is not None:
                lines[k] = f"Answer: {key}"
                changed = True
            titled = k if key is None and _SUMMARY_RE.match(line) else None
        elif titled is not None and line.strip():
            letter_key = _key_line(line, lines[max(0, titled - _LOOK_BACK) : titled])
            titled = None
            if letter_key is not None:
                lines[k] = letter_key
                changed = True
    return "\n".join(lines) if changed else text


def _folded_key(line: str) -> str | None:
    """The key a one-line fold under an answer title holds; None for any other line."""
    m = _FOLD_RE.match(line)
    if m is None:
        return None
    label = re.sub(r"<[^>]*>|[*_]", "", m.group("label")).strip()
    key = m.group("key").strip()
    if not ANSWER_WORD_RE.match(label) or not _KEY_RE.fullmatch(key):
        return None
    return key


def _key_line(line: str, above: list[str]) -> str | None:
    """`Answer: B — text` for a fold's first line that is a key letter an option above has,
    its dash and text; else None."""
    m = _KEY_LINE_RE.match(line)
    if m is None or bool(m.group("open")) != bool(m.group("close")):
        return None
    letter = m.group("letter").upper()
    option = re.compile(rf"^[ \t]*(?:[-*+][ \t]+)?(?:\({letter}\)|{letter}[.)])[ \t]+\S", re.I)
    if not any(option.match(ln) for ln in above):
        return None
    return f"{m.group('indent')}Answer: {letter} — {m.group('text')}"
