"""Options that are code blocks, each under its number alone: `1.` over a fenced block.

Certification practice sets ask which commands or which output is right and give each option
as a code block, numbered on the line above it, the key by number below:

    Which two sets of commands print Hello World?

    1.
    ```shell
    javac Hello.java
    java Hello
    ```
    2. java Hello.class

    Answer: 1

No reader took a bare number for an option, so the numbers, the code and the key were read as
one open answer. Here such a run, numbered from 1 with at least one bare number over a fenced
block and keyed by number below (`Answer: 1`, `Answer: 1, 3`), is lettered (`A)`, the key
`A`), and in the question's block (`code_options`) each bare letter takes the code below it
as its text, as a task-list box over code does (srs.importers.marks).

A cloud exam's notes letter each option in bold (`**A)** text`), and one option's words lead
into a command set as a fenced block under it (`**B)** Use the following command:`). Read
apart, the block ended the options: the code and the options after it (`**C)**`, `**D)**`)
were glued into the question, in silence. Such an option takes the block below it as well,
when the next option follows the block, or its words end with a colon and the option before
it stands above (`_leads_into_code`).
"""

from __future__ import annotations

import re

from srs.importers.common import ANSWER_RE, OPTION_RE
from srs.importers.fences import FENCE_RE
from srs.importers.holding import NUMBERED, search_led
from srs.importers.lazyre import lazy
from srs.importers.optioncode import option_code
from srs.importers.values import Line

__all__ = ["code_options", "numbered_code_options"]

_BARE_RE = lazy(r"^(?P<lead>[ \t]{0,3})(?P<num>\d{1,2})[.)][ \t]*$")
_ITEM_RE = lazy(r"^(?P<lead>[ \t]{0,3})(?P<num>\d{1,2})[.)](?P<rest>(?:[ \t]+\S.*)?)$")
_HINT_RE = lazy(r"\n[ \t]{0,3}1[.)][ \t]*\n(?:[ \t]*\n)?[ \t]{0,3}(?:`{3,}|~{3,})")
"""A bare `1.` line over a fence, searched from a newline (a literal: many times faster than
`^` tried at every character)."""
_HINT_LEAD_RE = lazy(r"\n[ \t]{0,3}1[.)]")
"""How `_HINT_RE` opens, within its first line: searched first in the numbered lines alone
(`search_led`), where most documents stop."""
_QUOTE_RE = lazy(r"[ \t]*(?:>[ \t]?)*")
_KEYS_RE = lazy(
    r"^[ \t*_]*(?P<keys>\d{1,2}(?:(?:[ \t]*[,&][ \t]*|[ \t]+and[ \t]+|,[ \t]*and[ \t]+)\d{1,2})*)"
    r"(?=[ \t*_.)]|$)"
)
_LETTER_RE = lazy(
    r"^[ \t]*(?:[-*+][ \t]+)?(?P<e>\*\*|__)?"
    r"(?P<mark>\(?(?:[A-Z]|[a-h])\)|(?P<dot>[A-Ha-h])\.)(?P=e)?[ \t]*$"
)
"""`B)` alone over its fenced code, in bold too (`**B)**`), or as a list item (`- B)`: a
generated practice test bullets every option, the code ones too; unread, the code options and
the question's heading were made an open card in silence); lower-case too (`a)`, `* **a)**`, as
an exam bank letters its options, the code under each indented), written upper-case. A letter
with a dot (`C.`, as a bank of SQL questions letters its options, some over their text on the
next line, some over code) is an option only among its siblings (`_dotted_sibling`): alone,
`A.` over code is as likely an answer's label. A letter in brackets (`(C)`, `**(C)**`, as a
Portuguese exam bank letters its options and names its key, `**Resposta:** (C)`) is one as
`C)` is, among siblings over code too (`_bracketed_sibling`): unread, the five code options
went into the question and `(C)` was an open answer; alone (`(b)` over a diagram between an
answer's `(a) text` and `(c)` prose), it is an answer's part."""


def numbered_code_options(text: str) -> str:
    """The text with each numbered run of options some of which are code blocks lettered, and
    its key (see the module doc); a text with no bare `1.` over a fence is returned as is."""
    if not search_led(_HINT_LEAD_RE, text, NUMBERED, first=True):
        return text
    if _HINT_RE.search(f"\n{text}") is None:
        return text
    lines = text.split("\n")
    k = 0
    while k < len(lines):
        m = _ITEM_RE.match(lines[k])
        k = _letter_run(lines, k) if m is not None and m.group("num") == "1" else k + 1
    return "\n".join(lines)


def _letter_run(lines: list[str], start: int) -> int:
    """Letter the run numbered from 1 at `start` and its key, when it is one; the index after."""
    items, end = _run(lines, start)
    key = end
    while key < len(lines) and not lines[key].strip():
        key += 1
    spans = _key_spans(lines[key], len(items)) if key < len(lines) else []
    if not spans or not 2 <= len(items) <= 26 or not any(_BARE_RE.match(lines[j]) for j in items):
        return start + 1
    for n, j in enumerate(items):
        m = _ITEM_RE.match(lines[j])
        assert m is not None
        rest = m.group("rest")
        lines[j] = f"{m.group('lead')}{chr(ord('A') + n)}){rest}"
    line = lines[key]
    for at, digits in reversed(spans):
        letter = chr(ord("A") + int(line[at : at + digits]) - 1)
        line = line[:at] + letter + line[at + digits :]
    lines[key] = line
    return key + 1


def _run(lines: list[str], start: int) -> tuple[list[int], int]:
    """The item lines numbered 1, 2, 3 ... from `start` (blank lines between them, a bare one
    with the fenced block below it) and the index after the run."""
    items: list[int] = []
    end = start
    while True:
        j = end
        while items and j < len(lines) and not lines[j].strip():
            j += 1
        if j >= len(lines):
            break
        bare = _BARE_RE.match(lines[j])
        item = bare or _ITEM_RE.match(lines[j])
        if item is None or int(item.group("num")) != len(items) + 1:
            break
        after = _past_fence(lines, j + 1) if bare is not None else j + 1
        if after < 0:
            break
        items.append(j)
        end = after
    return items, end


def _past_fence(lines: list[str], k: int) -> int:
    """The index after the fenced block that opens at line k (past a blank line); -1 when no
    block opens there or it never closes."""
    if k < len(lines) and not lines[k].strip():
        k += 1
    opening = FENCE_RE.match(lines[k]) if k < len(lines) else None
    if opening is None:
        return -1
    mark = opening.group("fence")[0] * 3
    for j in range(k + 1, len(lines)):
        if lines[j].strip().startswith(mark):
            return j + 1
    return -1


def _key_spans(line: str, options: int) -> list[tuple[int, int]]:
    """Where each option number of an answer line sits, and its digits (`> Answer: 1, 5 —
    because`); [] for any other line or a number past the options."""
    quote = len(_QUOTE_RE.match(line).group())  # type: ignore[union-attr]
    answer = ANSWER_RE.match(line[quote:])
    keys = _KEYS_RE.match(answer.group("rest")) if answer is not None else None
    if answer is None or keys is None:
        return []
    at = quote + answer.start("rest") + keys.start("keys")
    numbers = list(re.finditer(r"\d{1,2}", keys.group("keys")))
    if not all(1 <= int(n.group()) <= options for n in numbers):
        return []
    return [(at + n.start(), len(n.group())) for n in numbers]


def code_options(lines: list[Line]) -> list[Line]:
    """A block's lines with each option letter alone over a fenced block, or an option whose
    words lead into the block (see `_leads_into_code`), as one option line holding the code
    (see the module doc)."""
    if not any(line.code for line in lines):
        return lines
    out: list[Line] = []
    k = 0
    while k < len(lines):
        m = _bare_letter(lines, k)
        if m is not None or _leads_into_code(lines, k):
            text, after = option_code(lines, k + 1, "" if m else lines[k].text)
            if after > k + 1:
                out.append(Line(lines[k].no, f"{m.group('mark').upper()} {text}" if m else text))
                k = after
                continue
        out.append(lines[k])
        k += 1
    return out


def _leads_into_code(lines: list[Line], k: int) -> bool:
    """Whether line k is a lettered option with words (`**B)** Run this command:`) whose
    fenced block comes right below it (past blank lines) and is its own: the next option
    (`**C)**`) follows the block, or the option's words end with a colon that leads into it
    and the option before it (`**A)**`) stands above. Read apart, the block ended the
    options, and the code and every option after it were glued into the question. A block
    under the last option with no colon (an explanation's code, or the question's after its
    options) is left alone, and so is an answer labelled `A:` over its code (no B near it)."""
    start = _past_blanks(lines, k + 1, code=False)
    if lines[k].code or start >= len(lines) or not lines[start].code:
        return False
    option = OPTION_RE.match(lines[k].text)
    if option is None:
        return False
    after = _past_blanks(lines, start, code=True)
    letter = option.group("l") or option.group("pl")
    if after < len(lines) and _lettered(lines[after], chr(ord(letter) + 1)):
        return True
    leads = option.group("text").rstrip(" *_").endswith((":", "："))
    return leads and any(_lettered(line, chr(ord(letter) - 1)) for line in lines[:k])


def _bare_letter(lines: list[Line], k: int) -> re.Match[str] | None:
    """Line k as an option letter alone over its code (`_LETTER_RE`), when it is one: a
    dotted letter only among its siblings (`_dotted_sibling`), a bracketed one only among
    siblings over code too (`_bracketed_sibling`)."""
    m = None if lines[k].code else _LETTER_RE.match(lines[k].text)
    if m is None:
        return None
    if m.group("dot"):
        return m if _dotted_sibling(lines, k, m.group("dot")) else None
    if m.group("mark")[0] == "(":
        return m if _bracketed_sibling(lines, k, m.group("mark")[1].upper()) else None
    return m


def _bracketed_sibling(lines: list[Line], k: int, letter: str) -> bool:
    """Whether the bracketed letter alone on line k (`(B)`, over code) has a sibling over code
    too: the next letter's line alone right after its block, over a block of its own, or the
    letter before it alone right above, its block between them. A bracketed letter marks an
    answer's parts as often (`(a) The domain is ...`, `(b)` over a diagram's code, `(c)` over
    prose): only a run of them, each over code, is a question's code options."""
    after = _past_blanks(lines, _past_blanks(lines, k + 1, code=False), code=True)
    if after < len(lines) and _bracketed(lines[after], chr(ord(letter) + 1)):
        below = _past_blanks(lines, after + 1, code=False)
        if below < len(lines) and lines[below].code:
            return True
    before = k - 1
    while before >= 0 and (lines[before].code or not lines[before].text.strip()):
        before -= 1
    crossed = any(line.code for line in lines[before + 1 : k])
    return before >= 0 and crossed and _bracketed(lines[before], chr(ord(letter) - 1))


def _bracketed(line: Line, letter: str) -> bool:
    """Whether a line is the bracketed letter `letter` alone (`(C)`, `**(c)**`)."""
    m = None if line.code else _LETTER_RE.match(line.text)
    return m is not None and m.group("mark").upper() == f"({letter})"


def _dotted_sibling(lines: list[Line], k: int, letter: str) -> bool:
    """Whether the bare dotted letter on line k (`B.`) has a sibling: the next letter's line
    (`C.` alone, or `C. text`) right after its block, or the letter before it above."""
    after = _past_blanks(lines, _past_blanks(lines, k + 1, code=False), code=True)
    before = chr(ord(letter) - 1)
    return (after < len(lines) and _dotted(lines[after], chr(ord(letter) + 1))) or any(
        _dotted(line, before) for line in lines[:k]
    )


def _dotted(line: Line, letter: str) -> bool:
    """Whether a line is lettered `letter` with a dot, alone or over its text (`C.`, `C. x`)."""
    text = line.text.lstrip(" \t")
    return not line.code and text[:2] == f"{letter}." and text[2:3] in ("", " ", "\t")


def _lettered(line: Line, letter: str) -> bool:
    """Whether a line is an option lettered `letter` (outside code)."""
    option = None if line.code else OPTION_RE.match(line.text)
    return option is not None and (option.group("l") or option.group("pl")) == letter


def _past_blanks(lines: list[Line], k: int, *, code: bool) -> int:
    """The index of the first line from k that is not blank (nor code, when `code`)."""
    while k < len(lines) and ((code and lines[k].code) or not lines[k].text.strip()):
        k += 1
    return k
