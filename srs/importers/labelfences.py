"""A key letter fenced under its answer label, its explanation fenced under its label: on the
labels' lines.

A Chinese course's quiz sets each answer's key, and its explanation, in a code block of its
own under a bare label line:

    3. 下列哪个是质数（）。
        - A. 4
        - B. 7
    答：
    ```
    B
    ```
    解析：
    ```
    7 只能被 1 和 7 整除。
    ```

Read as code, the key was no key: the card was open, its answer the raw fences. Here a bare
fenced block (no info string) right under an answer label line that holds nothing else, and
holding nothing but option letters on one line (`B`, `A, C`), goes onto the label's line
(`答：B`), its fence lines blank. Then an explanation label standing alone, only blank lines
below that key, over such a block of prose (no code's punctuation) or an empty one, takes the
prose onto its line and below it: an empty block left no debris. A block of code under the
explanation label stays code. The number of lines never changes.
"""

from __future__ import annotations

import re

from srs.importers.common import ANSWER_RE, EXPLANATION_RE, holds
from srs.importers.fences import has_fences
from srs.importers.lazyre import lazy

__all__ = ["fenced_label_values"]

_BARE_FENCE_RE = lazy(r"^[ \t]{0,3}(?P<fence>`{3,}|~{3,})[ \t]*$")
_FENCES = ("```", "~~~")
_LABEL_OVER_FENCE = tuple(
    f"{colon}{close}\n{fence}" for colon in ":：" for close in ("", "**", "__") for fence in _FENCES
)
"""A label's colon (in or out of its bold) at the end of a line over a fence: the layout's
literal mark, the whole text's cheap test."""
"""What a fence line opens with: the literal test before its pattern."""
_KEY_RE = lazy(r"^[ \t]*[A-Ha-h](?:[ \t]*[,，、/]?[ \t]*[A-Ha-h])*[ \t]*$")
"""`C`, `A, D`, `AB`: the option letters a key names."""
_CODE_CHARS = frozenset("{};=<>$\\`|")
"""Code's punctuation: a block holding any is code, never an explanation's prose."""


def fenced_label_values(text: str) -> str:
    """The text with each fenced key, and its fenced explanation, on its label's line (see
    the module)."""
    if not has_fences(text) or not holds(text, *_LABEL_OVER_FENCE):
        return text  # a cheap test first: most texts fence nothing under a label's colon
    lines = text.split("\n")
    keyed = -1  # the line of the last key moved onto its label
    k = 1
    while k < len(lines):
        opening = _BARE_FENCE_RE.match(lines[k]) if lines[k].lstrip()[:3] in _FENCES else None
        end = _closing(lines, k, opening.group("fence")) if opening is not None else None
        if end is None:
            k += 1
            continue
        body = lines[k + 1 : end]
        if _key_block(lines[k - 1], body):
            lines[k - 1] = f"{lines[k - 1].rstrip()}{body[0].strip()}"
            lines[k : end + 1] = [""] * (end + 1 - k)
            keyed = end
        elif keyed >= 0 and _explanation_block(lines, k, keyed, body):
            said = [line.strip() for line in body] or [""]
            said[0] = f"{lines[k - 1].rstrip()}{said[0]}"
            lines[k - 1 : end + 1] = [*said, *[""] * (end + 2 - k - len(said))]  # as many
            keyed = -1
        k = end + 1
    return "\n".join(lines)


def _closing(lines: list[str], k: int, fence: str) -> int | None:
    """The line closing the bare block opened at line k (None: it never closes, or a fence
    with an info string comes first)."""
    for j in range(k + 1, len(lines)):
        if lines[j].lstrip()[:3] in _FENCES:
            m = _BARE_FENCE_RE.match(lines[j])
            return j if m is not None and m.group("fence")[0] == fence[0] else None
    return None


def _bare_label(label: re.Match[str] | None) -> bool:
    """Whether a label matched stands alone on its line (`答：`, `Answer:`)."""
    return label is not None and not label.group("rest").strip()


def _key_block(label: str, body: list[str]) -> bool:
    """Whether a block holding body, under the line label, is a key: letters under a label
    standing alone."""
    if len(body) != 1 or _KEY_RE.match(body[0]) is None:
        return False
    return _bare_label(ANSWER_RE.match(label))


def _explanation_block(lines: list[str], k: int, keyed: int, body: list[str]) -> bool:
    """Whether the block opened at line k is an explanation in prose (or empty) under its
    label standing alone, only blank lines between the label and the key that closed at
    line keyed."""
    label = lines[k - 1]
    if any(line.strip() for line in lines[keyed + 1 : k - 1]):
        return False
    if not _bare_label(EXPLANATION_RE.match(label)):
        return False
    return all(not line[:1].isspace() and not _CODE_CHARS & set(line) for line in body)
