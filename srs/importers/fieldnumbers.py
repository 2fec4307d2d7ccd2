"""A question's number on a line of its metadata fields, over the question's own label:
`**1)** **Topic:** Basics, **Level:** Easy`, a blank line, then `**Q:** What is X?`.

Read as written, the numbered line was question 1 and the labelled line below it a question
of its own: question 1 was reported as having no answer (though its question was imported),
and every card took the id of the next number. The fields (a topic, a level) are about the
question, no text of it, and only a line of two fields or more is taken for them (`**1)
Scenario:** a server ...` over `Q:` stays a titled question). Here the number goes to the
label below (`**Q 1:** What is X?`) and the fields' line is left blank, line for line.
"""

from __future__ import annotations

import re

from srs.importers.common import UNNUMBERED_LABEL_RE, holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["numbered_fields"]

_HEAD_RE = lazy(
    r"\n[ \t]{0,3}(?P<e>\*\*|__)?(?P<num>\d{1,4})[.)](?P<c>\*\*|__)?[ \t]*,?[ \t]*"
    r"(?P<rest>(?:\*\*|__)?[^\W\d_][^\n]*)"
)
"""A line that opens with a number, then words (`**1)** **Topic:** ...`, `**6) Topic:** ...`,
`2. **Topic**: ...`): its number, whether the bold opened before it and closed after it."""
_KEY_RE = lazy(
    r"(?:\*\*|__)(?P<key>[^\W\d_][^*_:\n|]{0,29}?)[ \t]*(?::[ \t]*(?:\*\*|__)|(?:\*\*|__)[ \t]*:)"
)
"""A field's bold key with its colon, inside the bold or after it (`**Topic:**`, `**Level**:`)."""
_FEWEST_FIELDS = 2
_LABEL_WITHIN = 3
"""How many lines below the fields the question's label is looked for (blank lines between)."""


def numbered_fields(text: str) -> str:
    """The text with each numbered line of fields over an unnumbered question label blank,
    its number given to the label (see the module docstring); else the text as it is. A
    cheap test first: a number closed before bold (`)**`, `. **`), or a bold key's colon."""
    if not holds(text, ":**", ":__", ")**", ".**", ") **", ". **", ")__", ".__"):
        return text
    heads = [m for m in _HEAD_RE.finditer("\n" + text) if _field_count(_fields_of(m)) > 0]
    if not heads:
        return text
    lines = text.split("\n")
    starts: dict[int, re.Match[str]] = {}
    line, counted = 0, 0
    for head in heads:  # (each head's line number, counted on from the one before)
        line += text.count("\n", counted, head.start())
        counted = head.start()
        starts[line] = head
    changed = False
    for k, _line in outside_code(lines):
        m = starts.get(k)
        if m is not None and _field_count(_fields_of(m)) >= _FEWEST_FIELDS:
            changed |= _number_label(lines, k, m.group("num"))
    return "\n".join(lines) if changed else text


def _fields_of(m: re.Match[str]) -> str:
    """The head line's text after its number, its bold reopened when the number stood
    inside it (`**6) Topic:** x` -> `**Topic:** x`)."""
    rest = m.group("rest")
    return m.group("e") + rest if m.group("e") and not m.group("c") else rest


def _field_count(fields: str) -> int:
    """How many `**Key:** value` fields the text is, each with a value, nothing before the
    first; 0 when it is anything else."""
    keys = list(_KEY_RE.finditer(fields))
    if not keys or keys[0].start() != 0:
        return 0
    ends = [k.start() for k in keys[1:]] + [len(fields)]
    if any(not fields[k.end() : end].strip(" \t,;|") for k, end in zip(keys, ends, strict=True)):
        return 0
    return len(keys)


def _number_label(lines: list[str], k: int, num: str) -> bool:
    """Give the unnumbered label below line `k` (blank lines between) the number `num`
    and blank line `k`; False, changing nothing, when no such label follows."""
    for j in range(k + 1, min(len(lines), k + 1 + _LABEL_WITHIN)):
        if not lines[j].strip():
            continue
        m = UNNUMBERED_LABEL_RE.match(lines[j])
        if m is None or m.group("sep") is None:
            return False
        label = lines[j][: m.start("sep")].rstrip(" *_")  # `**Q` of `**Q:**`, `**Q**:`
        lines[j] = f"{label} {num}{lines[j][len(label) :]}"
        lines[k] = ""
        return True
    return False
