"""A fold under a question's options that opens with the key letter and the option's text:

    1. Which port does SSH listen on?

        - (A) 22
        - (B) 23

        <details>
        <summary><strong>Check your answer:</strong></summary>
        <strong>A — SSH listens on 22.</strong><br>
        Telnet is the one on 23.
        </details>

The fold's title names no answer word the key readers know ("Check your answer:", "Reveal"),
and its first line, `B — text` in HTML bold, was read as no key: every question became an
open card, warned "no answer letter", its answer still holding the bold. A fold's first line
that is an option's letter, a dash or colon, then text (`B — text`, `B - text`, `B: text`,
bold or not, in `<strong>`/`<b>`/`**`) is written `Answer: B — text` at its indent, line for
line, when an option of that letter (`- (B) x`, `B) x`, `B. x`) stands in the lines above
the fold; the key reader then checks the text against the option (srs.importers.keytext).
A fold opening with prose, or with a letter no option above has, stays as written.
"""

from __future__ import annotations

import re

from srs.importers.common import outside_code
from srs.importers.holding import holds
from srs.importers.lazyre import lazy

__all__ = ["fold_letter_keys"]

_SUMMARY_RE = lazy(r"^[ \t]*(?:<details\b[^>]*>[ \t]*)?<summary\b.*</summary>[ \t]*$", re.I)
"""The fold's title line (`<summary>...</summary>`, the `<details>` on it or not)."""
_KEY_LINE_RE = lazy(
    r"^(?P<indent>[ \t]*)(?P<open><strong>|<b>|\*\*|__)?(?P<letter>[A-Ha-h])[ \t]*"
    r"(?:—|–|-|:)[ \t]+(?P<text>\S.*?)[ \t]*(?P<close></strong>|</b>|\*\*|__)?"
    r"[ \t]*(?:<br[ \t]*/?>)?[ \t]*$",
    re.I,
)
"""`<strong>B — text</strong><br>`, `**B - text**`, `B: text`: a letter, a dash, its text."""
_LOOK_BACK = 40
"""How many lines above the fold an option of the key's letter is looked for."""


def fold_letter_keys(text: str) -> str:
    """The text with each fold's first line that is a key letter and its option's text
    written `Answer: B — text` (see the module docstring); else the text as it is (a cheap
    test first: a `</summary>`, found by its literal)."""
    if not holds(text, "</summary>", "</SUMMARY>"):
        return text
    lines = text.split("\n")
    changed = False
    titled: int | None = None
    for k, line in outside_code(lines):
        if "</summary>" in line.lower():
            titled = k if _SUMMARY_RE.match(line) else None
            continue
        if titled is not None and line.strip():
            key = _key_line(line, lines[max(0, titled - _LOOK_BACK) : titled])
            titled = None
            if key is not None:
                lines[k] = key
                changed = True
    return "\n".join(lines) if changed else text


def _key_line(line: str, above: list[str]) -> str | None:
    """`Answer: B — text` for a key line whose letter an option above has; else None."""
    m = _KEY_LINE_RE.match(line)
    if m is None or bool(m.group("open")) != bool(m.group("close")):
        return None
    letter = m.group("letter").upper()
    option = re.compile(rf"^[ \t]*(?:[-*+][ \t]+)?(?:\({letter}\)|{letter}[.)])[ \t]+\S", re.I)
    if not any(option.match(ln) for ln in above):
        return None
    return f"{m.group('indent')}Answer: {letter} — {m.group('text')}"
