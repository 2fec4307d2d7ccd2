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
"""

from __future__ import annotations

import re

from srs.importers.common import holds, outside_code
from srs.importers.labelwords import ANSWER_LABELS
from srs.importers.lazyre import lazy
from srs.importers.optionwords import OPTION_WORDS

__all__ = ["colonless_keys", "key_number"]

_WORDS = "|".join(ANSWER_LABELS)
_KEY_LINE_RE = lazy(
    rf"^[ \t]*(?:(?P<label>{_WORDS})[ \t]+(?:(?:{'|'.join(OPTION_WORDS)})[ \t]+)?"
    r"(?P<key>\d{1,2}|[A-H])"
    r"|(?P<chosen>выбран[ао]?)[ \t]+(?P<num>\d{1,2})[ \t]+ответ)"
    r"(?P<mark>[.):](?=[ \t,;]|$))?(?P<rest>(?:[ \t,;].*)?)$",
    re.IGNORECASE,
)
"""`Ответ 5.` / `Answer C.` / `Ответ 4 точно правильный.` / `Выбран 2 ответ, возможно ...`;
the option word between (`Ans Option 3: text is the correct answer.`)."""
_HINTS = ("nswer ", "NSWER ", "твет ", "ТВЕТ ", "ыбран", "oprawn", "rawidłow", "dpowied", "Ans ")
"""What a text holds where a label runs into its key with no colon (`Answer 3`, `Ответ B.`,
`Выбран 2 ответ`, Polish `Poprawne A`, `Ans Option 3:`): literal tests first, at C speed (a
quiz's `Answer:` has none of them)."""
_OPTION_LINE_RE = lazy(r"^[ \t]*(?:[-*+][ \t]+)?(?:\d{1,2}|[A-Ha-h])[.)][ \t]+\S")
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
        rest = m.group("rest").strip(" \t,;")
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
    """The key lines outside code, each right under an option (blank lines between)."""
    found: list[tuple[int, re.Match[str]]] = []
    last_text = ""  # the last line with text above, outside code
    for k, line in outside_code(lines):
        if not line.strip():
            continue
        m = _KEY_LINE_RE.match(line) if line.lstrip()[:1].isalpha() else None
        if m is not None and (_OPTION_LINE_RE.match(last_text) or _named_option(m)):
            found.append((k, m))
        last_text = line
    return found


def _named_option(m: re.Match[str]) -> bool:
    """`answer b) Implement a public cloud.`: a letter, its bracket and the option's words, a
    key wherever it stands (no instruction reads so), even under a question's last line."""
    return (
        m.group("mark") == ")"
        and bool(m.group("key"))
        and m.group("key").isalpha()
        and bool(m.group("rest").strip(" \t,;"))
    )
