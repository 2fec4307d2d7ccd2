"""Options written inside a code block: the fence lines go, so the options are read.

A certification practice set (a Docker exam's questions, `### 1. Which command ...?`) keeps
each question's options aligned by setting them in an untagged code block, the key in a list
at the end:

    ### 1. Which command is used to place an image into a registry?

    ```
    A) docker commit

    B) docker push
    ```

Read as code, the block was the question's answer and the key had no options to name. Here a
fenced block with no info string, holding nothing but option lines lettered from A in order
(two or more, blank lines between them allowed), right below a line of text (the question,
blank lines between), has its two fence lines made blank: the lines are then the options
they are written as. A block tagged with a language, or holding any other line, stays code.

The key is set so as well at times, in an untagged block right under the options (`Answer: B.
ReplicaSet` over `Why: ...`): read as code, it was the answer of a question with no key. A
bare block right under option lines, whose first line is an answer label naming a letter, is
unfenced the same way.

A student's answer sheet pastes a whole part of a quiz into one untagged block (`1. Which
mode ...?` then its `a)`..`d)` indented below, the next question, ...), the key marked at
the end of an option (`b) MODE_PRIVATE <- Answer`). Read as code, two questions and their
options vanished into one block nobody asked for. A block holding only such questions, two
or more, each with two or more options lettered in order, is unfenced the same way. The
number of lines never changes.
"""

from __future__ import annotations

from srs.importers.common import ANSWER_RE, FENCE_RE, OPTION_RE, holds
from srs.importers.lazyre import lazy

__all__ = ["unfenced_options"]

_BARE_FENCE_RE = lazy(r"^ {0,3}(?P<fence>`{3,}|~{3,})[ \t]*$")
_NUMBERED_RE = lazy(r"^ {0,3}\d{1,3}[.)][ \t]+\S")
"""A numbered question line inside a block (`1. SharedPreferences suit ...`)."""
_TABBED_RE = lazy(r"^(?P<l>[A-H])\t+(?P<text>\S.*)$")
"""`A<tab>True`: an option whose letter a tab sets off, as only a code block keeps it."""


def unfenced_options(text: str) -> str:
    """The text with each block of lettered options only (see the module) unfenced."""
    if not holds(text, "```\n", "~~~\n"):
        return text
    lines = text.split("\n")
    k = 0
    while k < len(lines):
        line = lines[k]
        opening = FENCE_RE.match(line) if "```" in line or "~~~" in line else None
        if opening is None:
            k += 1
            continue
        end = _closing(lines, k, opening.group("fence"))
        if end is None:
            return "\n".join(lines)
        if _boxes_only(lines[k + 1 : end]) and _after_content(lines, k):
            lines[k] = lines[end] = ""
            for j in range(k + 1, end):  # `[x] $(x).hide();`: a box over its code's span
                lines[j] = _boxed_code(lines[j])
        elif _unfences(lines, k, end):
            lines[k] = lines[end] = ""
            for j in range(k + 1, end):  # `A<tab>True`: lettered as every reader knows
                tabbed = _TABBED_RE.match(lines[j])
                if tabbed is not None:
                    lines[j] = f"{tabbed.group('l')}) {tabbed.group('text')}"
        k = end + 1
    return "\n".join(lines)


def _unfences(lines: list[str], k: int, end: int) -> bool:
    """Whether the bare block from line k to line `end` is unfenced: options only, or a quiz's
    questions only, under a line of text; or a key under the options."""
    if _BARE_FENCE_RE.match(lines[k]) is None:
        return False
    body = lines[k + 1 : end]
    if _after_text(lines, k) and (_options_only(body) or _quiz_only(body)):
        return True
    return _after_option(lines, k) and _key_first(body)


def _after_content(lines: list[str], k: int) -> bool:
    """Whether any line with text comes before line k (the question, or its own code)."""
    return any(line.strip() for line in lines[:k])


_BOX_RE = lazy(r"^\[(?P<mark>[ xX])\][ \t]*(?P<text>\S.*)$")
"""`[x] $('.btn').hide();`: a task box at the margin of a code block, its option's code."""


def _boxes_only(body: list[str]) -> bool:
    """Two or more one-line boxed options, one ticked at least, and nothing else but blanks
    (an option whose code runs on over more lines stays in the block: no line of it is
    known to be an option's end)."""
    found = [_BOX_RE.match(line) for line in body if line.strip()]
    return (
        len(found) >= 2
        and all(found)
        and any(m is not None and m.group("mark") != " " for m in found)
    )


def _boxed_code(line: str) -> str:
    """A box line of a code block as a box over its code as a span (`[x] `$(x)``), the code
    kept as code; a blank line stays blank."""
    m = _BOX_RE.match(line)
    if m is None:
        return line
    code = m.group("text").rstrip()
    tick = "`" * (2 if "`" in code else 1)
    pad = " " if "`" in code else ""
    return f"[{m.group('mark')}] {tick}{pad}{code}{pad}{tick}"


def _closing(lines: list[str], k: int, fence: str) -> int | None:
    """The line closing the code block opened at line k (None: it never closes)."""
    for j in range(k + 1, len(lines)):
        m = _BARE_FENCE_RE.match(lines[j])
        if (
            m is not None
            and m.group("fence")[0] == fence[0]
            and len(m.group("fence")) >= len(fence)
        ):
            return j
    return None


def _after_text(lines: list[str], k: int) -> bool:
    """Whether a line of text (a question) comes before line k, only blank lines between."""
    j = k - 1
    while j >= 0 and not lines[j].strip():
        j -= 1
    return j >= 0 and FENCE_RE.match(lines[j]) is None


def _after_option(lines: list[str], k: int) -> bool:
    """Whether an option line comes right before line k, only blank lines between."""
    j = k - 1
    while j >= 0 and not lines[j].strip():
        j -= 1
    return j >= 0 and OPTION_RE.match(lines[j]) is not None


_LETTER_KEY_RE = lazy(r"[*_]{0,2}\(?[A-Ha-h](?:[).:,]|[*_]{0,2}[ \t]*$)")
"""What an answer label's letter key begins with (`B`, `B.`, `(b)`, `B) ReplicaSet`)."""


def _key_first(body: list[str]) -> bool:
    """Whether the block's first line with text is an answer label naming a letter."""
    first = next((line for line in body if line.strip()), "")
    m = ANSWER_RE.match(first)
    return m is not None and _LETTER_KEY_RE.match(m.group("rest") or "") is not None


def _options_only(body: list[str]) -> bool:
    """Two or more option lines lettered A, B, C ... in order, and nothing else but blanks."""
    letters = []
    for line in body:
        if not line.strip():
            continue
        m = OPTION_RE.match(line) or _TABBED_RE.match(line)
        if m is None or m.groupdict().get("indent"):
            return False
        letters.append((m.groupdict().get("pl") or m.group("l")).upper())
    return len(letters) >= 2 and letters == [chr(ord("A") + n) for n in range(len(letters))]


def _quiz_only(body: list[str]) -> bool:
    """Two or more numbered questions, each followed by two or more options lettered A, B,
    C ... in order (indented or not), and nothing else but blanks: a quiz kept in a block."""
    questions = 0
    letters: list[str] = []
    for line in body:
        if not line.strip():
            continue
        if line.lstrip()[:1].isdigit() and _NUMBERED_RE.match(line):
            if questions and not _in_order(letters):
                return False
            questions += 1
            letters = []
            continue
        m = OPTION_RE.match(line) if questions else None
        if m is None:
            return False
        letters.append((m.group("pl") or m.group("l")).upper())
    return questions >= 2 and _in_order(letters)


def _in_order(letters: list[str]) -> bool:
    """Whether option letters run A, B, C ... from A, two or more."""
    return len(letters) >= 2 and letters == [chr(ord("A") + n) for n in range(len(letters))]
