"""A key folded on one line under a question's options: `<details><summary>Answer:</summary>2
</details></br>`, indented under the last option or not, as an exam's sample questions hide
their key (the option's number or letter) until the reader opens it.

Read as written, the fold was HTML inside the last option (or a fold with no question of its
own), and the key was lost: every question of the section ran into one card. The fold says
no more than `Answer: 2` says, so it is written so at the margin, line for line. Only a fold
titled with an answer word alone (`Answer`, `Ответ:`, `Solution`) whose whole body is a key
(`2`, `B`, `1, 3`): a fold holding an answer in words is left to the fold readers.
"""

from __future__ import annotations

import re

from srs.importers.common import ANSWER_WORD_RE, holds, outside_code
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


def folded_keys(text: str) -> str:
    """The text with each one-line fold holding only a key under an answer title written
    `Answer: key` at the margin (see the module docstring); else the text as it is (a cheap
    test first: a `</summary>` closed on the line it opens, found by its literal)."""
    if not holds(text, "</summary>", "</SUMMARY>"):
        return text
    lines = text.split("\n")
    changed = False
    for k, line in outside_code(lines):
        if "</summary>" not in line.lower():
            continue
        key = _folded_key(line)
        if key is not None:
            lines[k] = f"Answer: {key}"
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
