"""Keys written after the answer word with no colon: `Ответ 5.`, `Answer 3.`, `Ответ 4
точно правильный.`, `Выбран 2 ответ.` (Russian for "answer 2 chosen").

A quiz that lists numbered options (`1. ...` to `5. ...`) and names the key by its number
on a line of its own, with no colon after the word, had that line read as more text of the
question (or the options), and every question was left without its key. When two lines or
more of the document are such key lines, each right under a numbered or lettered option (a
blank line between allowed), each is written `Ответ: 5` (the label the key readers know),
and a remark after the key (`точно правильный`, `возможно верный был 3`) goes on the blank
line below it, as the explanation (line for line, as every marker rewrite). A line not right
under options is left alone (`Answer 3 questions below` is an instruction), unless it names
an option by letter, bracket and words (`answer d) on-demand resourcing`): that is written
`answer: d) on-demand resourcing`, the option and its text, under a question's last line too.

The label and key may be bold together (`**Réponse A**. explanation`, `**Answer B**`), and a
fold's opening lines (`<details>`, `<summary>💡 Solution</summary>`) may stand between the
options and the key, as a quiz hides its key until the reader opens it: read as written, every
such question became an open card warned "no answer letter". Such a key is read only when its
letter is one of the options right above and nothing but punctuation (or the bold's end) comes
between the key and the explanation after it: `Answer a question about X` in a fold is prose.

An exam bank names the key with the word for letter (`Resposta Letra B`, `Answer letter C`,
as the option word may stand there), under options that are a bare letter over code indented
under it (`a)` over a fence four blanks in) or whose last one wraps onto a line at the margin:
such a key, under those options, is read as any other.
"""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.labelwords import ANSWER_LABELS, KEY_LETTER_WORDS
from srs.importers.lazyre import lazy
from srs.importers.optionwords import OPTION_WORDS

__all__ = ["colonless_keys", "key_number"]

_WORDS = "|".join(ANSWER_LABELS)
_NAMING = "|".join((*OPTION_WORDS, *KEY_LETTER_WORDS))
"""The word that may name the key between the label and it: an option's (`Ans Option 3`) or
a letter's (`Resposta Letra B`, `Answer letter C`)."""
_KEY_LINE_RE = lazy(
    rf"^[ \t]*(?P<open>\*\*|__)?(?:(?P<label>{_WORDS})[ \t]+(?:(?:{_NAMING})[ \t]+)?"
    r"(?P<key>\d{1,2}|[A-H])"
    r"|(?P<chosen>выбран[ао]?)[ \t]+(?P<num>\d{1,2})[ \t]+ответ)"
    r"(?P<mark>[.):](?=[ \t,;*_]|$))?(?(open)(?:\*\*|__)[.:]?(?=[ \t]|$))(?P<rest>(?:[ \t,;].*)?)$",
    re.IGNORECASE,
)
"""`Ответ 5.` / `Answer C.` / `Ответ 4 точно правильный.` / `Выбран 2 ответ, возможно ...`;
the option word between (`Ans Option 3: text is the correct answer.`); bold together
(`**Réponse A**. text`)."""
_FOLD_TAG_RE = lazy(
    r"^[ \t]*(?:<details\b[^>]*>[ \t]*|<summary\b[^>]*>.*?</summary>[ \t]*)+$", re.I
)
"""A fold's opening line (`<details>`, `<summary>💡 Solution</summary>`), between options
and the key the fold hides."""
_HINTS = (
    *("nswer ", "NSWER ", "твет ", "ТВЕТ ", "ыбран", "oprawn", "rawidłow", "dpowied", "Ans "),
    *("éponse ", "eponse ", "ÉPONSE ", "ntwort ", "espuesta ", "esposta ", "isposta "),
)
"""What a text holds where a label runs into its key with no colon (`Answer 3`, `Ответ B.`,
`Выбран 2 ответ`, Polish `Poprawne A`, `Ans Option 3:`): literal tests first, at C speed (a
quiz's `Answer:` has none of them)."""
_OPTION_LINE_RE = lazy(
    r"^[ \t]*(?:[-*+][ \t]+)?(?:\[[ xX]\][ \t]+)?(?P<e>\*\*|__)?(?P<letter>\d{1,2}|[A-Ha-h])[.)]"
    r"(?(e)(?:\*\*|__))(?:[ \t]+\S|[ \t]*$)"
)
"""An option line: `1. text`, `B) text`, `- [ ] A) text`; or its letter alone (`b)`, `* **b)**`),
its text the code block below it (srs.importers.codeoptions), which is no line of text here."""
_MIN_LINES = 2


def colonless_keys(text: str) -> str:
    """The text with its colonless key lines written `label: key` (see the module doc)."""
    if not holds(text, *_HINTS):
        return text  # the cheap test first: no label followed by a blank anywhere
    lines = text.split("\n")
    found = _key_lines(lines)
    if len(found) < _MIN_LINES:
        return text
    for k, m in found:
        label = m.group("label") or "Ответ"
        key = m.group("key") or m.group("num")
        rest = m.group("rest").strip(" \t,;").lstrip("-–— \t")  # `Letra A - remark`: the remark
        if m.group("mark") == ")" and rest:  # `answer d) on-demand`: the option and its text
            lines[k] = f"{m.group(0)[: m.start('label')]}{label}: {key}) {rest}"
            continue
        lines[k] = f"{label}: {key}"
        if rest and k + 1 < len(lines) and not lines[k + 1].strip():
            lines[k + 1] = rest  # into the blank line below: the lines keep their numbers
        elif rest:
            lines[k] += f". {rest}"  # `Ответ: 4. точно ...`: the key, then its remark
    return "\n".join(lines)


def key_number(line: str) -> int | None:
    """The option number a colonless key line names (`Выбран 2 ответ.`, `Ответ 5.`,
    `Answer 3`), or None when it is no such line or names a letter."""
    m = _KEY_LINE_RE.match(line)
    key = m and (m.group("key") or m.group("num"))
    return int(key) if key and key.isdigit() else None


def _key_lines(lines: list[str]) -> list[tuple[int, re.Match[str]]]:
    """The key lines outside code, each right under an option (blank lines between), or
    under the lines the last option wraps onto (a long option's second line)."""
    found: list[tuple[int, re.Match[str]]] = []
    under = False  # the last line with text above, outside code, is an option or wraps one
    last = -2  # that line's index: a line right below it (no blank, no code) wraps it
    letters: set[str] = set()  # the option letters (numbers) of the run of options above
    folded = False  # a fold's opening lines since the last text
    for k, line in outside_code(lines, nested=True):  # an option's code indented under it
        if not line.strip():
            continue
        if "<" in line and _FOLD_TAG_RE.match(line):
            folded = True
            continue
        m = _KEY_LINE_RE.match(line) if line.lstrip(" \t*_")[:1].isalpha() else None
        if m is not None and _keyed(m, under, letters, folded=folded):
            found.append((k, m))
        option = _OPTION_LINE_RE.match(line)
        wraps = under and k == last + 1 and m is None
        if option is not None:
            letters = {*letters, option.group("letter").upper()}
        elif not wraps:
            letters = set()
        under, last, folded = option is not None or wraps, k, False
    return found


def _keyed(m: re.Match[str], under: bool, letters: set[str], *, folded: bool) -> bool:
    """Whether a key line names its question's key: right under an option as before, or,
    bold or under a fold's opening lines, naming an option above by its letter with only
    punctuation after it (see the module doc)."""
    if not folded and not m.group("open"):
        return under or _named_option(m)
    key = m.group("key") or ""
    ended = bool(m.group("open") or m.group("mark")) or not m.group("rest").strip()
    return key.upper() in letters and ended


def _named_option(m: re.Match[str]) -> bool:
    """`answer b) Implement a public cloud.`: a letter, its bracket and the option's words, a
    key wherever it stands (no instruction reads so), even under a question's last line."""
    return (
        m.group("mark") == ")"
        and bool(m.group("key"))
        and m.group("key").isalpha()
        and bool(m.group("rest").strip(" \t,;"))
    )
