"""A quiz exported from an online course (`2` / the question / `- A.` over its text on the
next lines / `正确答案是 **C**`), as Markdown a converter wrote of it.

The export sets each question's number alone on a line, the question a blank line below it,
each option's letter as a bullet of its own (`- A.`) with the option's text indented two lines
below, and the key as a sentence (`正确答案是 **C**`, "the correct answer is C"; `**A,B**` for
several; `**正确**` / `**错误**`, right or wrong, for a statement). Read as written, no option
had a text and no key a label: one answer ran over the options, the key and the next
question.

So, line for line: an option's letter alone and the text indented under it become one line
(`- A. text`); a number alone over the next line of text becomes a numbered question
(`2. text`) when the page has such options (the first question, whose `1` the export lost
under the title, numbered `1.`); a part's banner (`**多选题** 共7题，共14分`) becomes its section's heading; and the key
sentence becomes `Answer: C`. The
numbers and options are taken only on a page with two or more letters set apart so; the key
sentence is read anywhere (it says so in so many words).
"""

from __future__ import annotations

import re

from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["exported_quiz"]

_LETTER_RE = lazy(r"^[ \t]{0,3}[-*+][ \t]+(?P<letter>[A-Ha-h])[.)、．][ \t]*$")
_ALONE_A_RE = lazy(r"^[ \t]{0,3}- A\.[ \t]*$", re.M)
"""`- A.` alone on its line: the first option of an exported quiz."""
_TEXT_RE = lazy(r"^[ \t]{2,}(?P<text>\S.*?)[ \t]*$")
_NUMBER_RE = lazy(r"^[ \t]{0,3}(?P<number>\d{1,3})[ \t]*$")
_KEY_RE = lazy(
    r"^[ \t]*(?:正确|參考|参考)?答案(?:是|为|為)[ \t]*[:：]?[ \t]*(?:\*\*)?"
    r"(?P<key>[A-H](?:[ \t]*[,，、][ \t]*[A-H])*|正确|错误|正確|錯誤|对|错|對|錯)(?:\*\*)?[ \t]*$"
)
"""`正确答案是 **C**`, `答案是 **A,B**`, `正确答案是 **错误**`: a key in a sentence, its letters
capital and in order (`答案是 ba` is a word, `答案为什么是 b` asks why)."""
_LEAST = 2
_SCORE_RE = lazy(r"^[ \t]*\d{1,3}(?:\.\d)?[ \t]*分[ \t]*$")
"""`2.0分`: the points a question is worth, set under its number: no text of it, blanked."""
_BANNER_RE = lazy(
    r"^[ \t]*(?:\*\*)?(?P<kind>[一二三四五六七八九十]+、)?(?P<name>单选题|多选题|判断题|填空题|简答题"
    r"|單選題|多選題|判斷題)(?:\*\*)?[ \t]*(?:[（(]?共[ \t]*\d+[ \t]*题.*)?$"
)
"""`**多选题** 共7题，共14分` ("multiple choice, 7 questions, 14 points"): a part's banner."""
_GAP = 4
"""Lines (blank ones) an option's text or a question may stand below its letter or number."""


def exported_quiz(text: str) -> str:
    """The text with an exported quiz's options, numbers and key sentences as the readers
    know them (see the module docstring); the text as it is without `答案` or a bare letter."""
    if "答案" not in text and ("- A." not in text or _ALONE_A_RE.search(text) is None):
        return text  # (`- A. text` options: no bare letter over its text, a cheap test)
    lines = text.split("\n")
    keyed = False
    for k, line in outside_code(lines):
        m = _KEY_RE.match(line) if "答案" in line else None
        letters = [c for c in m.group("key") if "A" <= c <= "H"] if m is not None else []
        if m is not None and letters == sorted(set(letters)):
            lines[k] = f"Answer: {m.group('key').strip()}"
            keyed = True
    split = [k for k, line in outside_code(lines) if _LETTER_RE.match(line)]
    joined = [k for k in split if _join_below(lines, k, _TEXT_RE)]
    if len(joined) >= _LEAST:
        numbered = [k for k, line in outside_code(lines) if _NUMBER_RE.match(line)]
        numbered = [k for k in numbered if _join_below(lines, k, None)]
        _first_unnumbered(lines, joined[0], numbered)
        for k, line in outside_code(lines):
            banner = _BANNER_RE.match(line) if "题" in line or "題" in line else None
            if banner is not None:
                lines[k] = f"## {banner.group('name')}"  # a part of the quiz: its section
    return "\n".join(lines) if keyed or joined else text


def _join_below(lines: list[str], k: int, pattern: object) -> bool:
    """Line k's text joined by the first line of text below it (past blank lines, `_GAP` at
    most; a score `2.0分` under a number blanked too), which is blanked: `- A.` and `  ls` (indented, `pattern`), or `2` and the
    question. Whether it was."""
    for j in range(k + 1, min(k + 1 + _GAP, len(lines))):
        below = lines[j]
        if pattern is None and _SCORE_RE.match(below):
            lines[j] = ""
        if not lines[j].strip():
            continue
        if pattern is not None:
            m = _TEXT_RE.match(below)
            if m is None:
                return False
            text = m.group("text")
        else:
            if _LETTER_RE.match(below) or _NUMBER_RE.match(below) or below.lstrip()[:1] in "-*#>|`":
                return False
            text = below.strip()
        head = lines[k].rstrip()
        lines[k] = f"{head} {text}" if pattern is not None else f"{head.strip()}. {text}"
        lines[j] = ""
        return True
    return False


def _first_unnumbered(lines: list[str], first_option: int, numbered: list[int]) -> None:
    """The export's first question, its `1` lost under the page's title (`   Which ...?` over
    the first options, the next question numbered `2`): numbered `1.` as the rest are."""
    if not numbered or numbered[0] < first_option or not lines[numbered[0]].startswith("2."):
        return
    for j in range(first_option - 1, -1, -1):
        text = lines[j].strip()
        if not text:
            continue
        if text[:1] not in "#-*>|`" and not _NUMBER_RE.match(text):
            lines[j] = f"1. {text}"
        return
