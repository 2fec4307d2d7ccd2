"""A key written as the right option's words in bold under an unlettered list of options.

    ### Q1. Which of these is not an essential characteristic of cloud technology?

    -   Customers pay only for what they use
    -   Resources are accessed over the internet

    **Resources are accessed over the internet** _(private networks reach it too)_

No reader took the bold line for a key, so each question was an open card whose answer was
its options. A bold line (or two or three, for questions with several right options)
right after a list of two to eight plain bullets is the key when each bold text is one of
the options, word for word or nearly (a typo or a lost full stop aside, a gloss in brackets
on either side, `X & Y` naming two, `All of the above` naming all). It is written as
the `Answer:` line every reader knows, naming the options exactly; what followed the bold
goes on the blank line below it, or stays after it when there is none. Line for line.

The bold line may be one more bullet of the list, the right option repeated in bold
(`- **flows.yaml**` under `- jobs.yaml` / `- flows.yaml`, srs.importers.keyitems): read as one
more option, it was an `E` after four and the key. It is the same key line.
"""

from __future__ import annotations

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.holding import BULLETS, search_led
from srs.importers.keyitems import is_key_item
from srs.importers.lazyre import lazy
from srs.importers.optionnames import options_named
from srs.importers.textkeys import named_option

__all__ = ["bold_keys"]

_ITEM_RE = lazy(r"^[ \t]{0,3}(?:[-*+]|\d{1,2}[.)])[ \t]+(?!\[[ xX]\])(?P<text>\S.*?)[ \t]*$")
_BOLD_RE = lazy(r"^[ \t]{0,3}\*\*(?P<text>[^*\n]+?)\*\*(?P<rest>.*?)(?:[ \t]*<br[ \t]*/?>)?[ \t]*$")
_CHEAP_RE = lazy(r"\n[ \t]{0,3}[-*+][ \t][^\n]*\n(?:[ \t]*\n)*[ \t]{0,3}\*\*")
"""A bullet line, then (past blank lines) a line opening in bold."""
_CHEAP_LEAD_RE = lazy(r"\n[ \t]{0,3}[-*+][ \t]")
"""How `_CHEAP_RE` opens, within its first line: searched first in the lines a bullet opens
alone (`search_led`), where most documents stop."""
_BULLET_RE = lazy(r"^[ \t]{0,3}[-*+][ \t]+(?!\[[ xX]\])(?P<text>\S.*?)[ \t]*$")
_CHEAP_REPEAT_RE = lazy(
    r"\n[ \t]{0,3}[-*+][ \t][^\n]*\n[ \t]{0,3}[-*+][ \t]+\*\*[^\n]*\*\*[ \t]*(?:\n|$)"
)
"""A bullet line, then a bullet wholly in bold: an option repeated as the key."""
_CHEAP_NUMBERED_RE = lazy(
    r"\n[ \t]{0,3}\d{1,2}[.)][ \t][^\n]*\n(?:[ \t]*\n)*[ \t]{0,3}\*\*\(?[A-Ha-h][.)]"
)
"""A numbered line, then (past blank lines) a bold letter (`**C.** log`): searched only where
the text holds `**` and a letter's bracket or dot right after it."""
_BOLD_LETTER_RE = lazy(r"\*\*\(?[A-Ha-h][.)]\*\*")
_LETTER_RE = lazy(r"\(?(?P<letter>[A-Ha-h])[.)]")
"""`**C.** log`: the key's letter in bold, the option's words after it (a quiz exported by
Pandoc, whose numbered options a style sheet shows lettered)."""
_MOST = 8


def bold_keys(text: str) -> str:
    """The text with each bold key under a list of options written as an `Answer:` line."""
    if not _may_hold(text):
        return text  # no bold line right under a bullet or bold letter under a number
    lines = text.split("\n")
    items: list[str] = []
    for k, line in outside_code(lines):
        m = _ITEM_RE.match(line)
        if m is not None and _repeated_key(lines, k, m.group("text")):
            items = []
        elif m is not None:
            items.append(m.group("text"))
            continue
        if not line.strip():
            continue
        if 2 <= len(items) <= _MOST and line.lstrip().startswith("**"):
            _rewrite_key(lines, k, items)
        items = []
    return "\n".join(lines)


def _may_hold(text: str) -> bool:
    """Whether the document may hold a bold key under a list (the cheap tests first)."""
    if holds(text, "\n**") and (
        (search_led(_CHEAP_LEAD_RE, text, BULLETS) and _CHEAP_RE.search(text) is not None)
        or (_BOLD_LETTER_RE.search(text) is not None and _CHEAP_NUMBERED_RE.search(text))
    ):
        return True
    return holds(text, "- **", "* **", "+ **") and _CHEAP_REPEAT_RE.search(text) is not None


def _repeated_key(lines: list[str], k: int, words: str) -> bool:
    """Whether item k, one of the bullets right above it repeated wholly in bold (`- **flows.yaml**`
    under `- flows.yaml`), is their key (srs.importers.keyitems): then written as the
    `Answer:` line, as the same bold line with no bullet is."""
    if words[:2] != "**" or not words.endswith("**"):
        return False  # the cheap test first
    items: list[str] = []
    j = k - 1
    while j >= 0 and len(items) <= _MOST and (m := _BULLET_RE.match(lines[j])) is not None:
        items.insert(0, m.group("text"))
        j -= 1
    if not 2 <= len(items) <= _MOST or not is_key_item(words, items):
        return False
    line = lines[k]
    lines[k] = words
    _rewrite_key(lines, k, items)
    if lines[k] == words:
        lines[k] = line
        return False
    return True


def _rewrite_key(lines: list[str], k: int, items: list[str]) -> None:
    """Lines k on (bold lines naming options) as one `Answer:` line, when each names one."""
    named: list[str] = []
    rests: list[str] = []
    j = k
    while j < len(lines) and len(named) < 3 and (m := _BOLD_RE.match(lines[j])) is not None:
        options, rest = _named(m.group("text"), m.group("rest").strip(), items)
        if not options:
            return
        named.extend(options)
        rests.append(rest)
        j += 1
    if not named or any(rests[:-1]):
        return
    lines[k] = f"Answer: {'; '.join(named)}"
    for n in range(k + 1, j):
        lines[n] = ""
    if rests[-1]:
        if j < len(lines) and not lines[j].strip():
            lines[j] = rests[-1]
        else:
            lines[k] = f"{lines[k]} {rests[-1]}"


def _named(bold: str, rest: str, items: list[str]) -> tuple[list[str], str]:
    """The options a bold line names and what follows them: by their words
    (srs.importers.optionnames), else its letter (`**C.** log`); ([], "") when it names none,
    or when it is a label with its colon (`**Foo Error:** ...`, `**Host**: ...`): a list's
    items explained one by one under their bold names, the answer's own text, no key."""
    if bold.rstrip()[-1:] in (":", "：") or rest[:1] in (":", "："):
        return [], ""
    named = options_named(bold, rest, items)
    if named[0]:
        return named
    option, rest = _lettered(bold, rest, items)
    return ([option], rest) if option is not None else ([], "")


def _lettered(bold: str, rest: str, items: list[str]) -> tuple[str | None, str]:
    """The option a bold letter names (`**C.** log`, `**B)**`) when its words, if any, are
    that option's: the option and what follows them; (None, "") for any other bold."""
    m = _LETTER_RE.fullmatch(bold.strip())
    if m is None:
        return None, ""
    index = ord(m.group("letter").upper()) - ord("A")
    if index >= len(items):
        return None, ""
    words = rest.strip()
    if words and named_option(words, {items[index]: items[index]}) is None:
        return None, ""
    return items[index], ""
