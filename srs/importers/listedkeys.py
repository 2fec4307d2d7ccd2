"""A key written as a list under its bare answer label, for options listed without letters.

Two ways quizzes write it (srs.importers.marks reads the options and the rest):

- bulleted, each item an option's text (`Poprawne:` over `- Helm Charts` and `- Kubernetes
  operators`): the texts, one after another, read as the options they name;
- numbered, each item an option repeated with its own number, as a Japanese practice set
  writes a "choose two" key under `### 答え` in its fold (`1. WHERE句は、...` over `2. ORDER BY
  句は、...`). Read one line at a time, the first item was the key and the second one went
  into the explanation: a wrong single key. Only when every item, two or more, repeats the
  option its number names (a numbered answer's own points name none) are the items the key.
"""

from __future__ import annotations

import re

from srs.importers.common import LETTERS
from srs.importers.lazyre import lazy
from srs.importers.values import Line

_ITEM_RE = lazy(
    r"^[ \t]*(?:(?P<bullet>[-*+])|(?P<num>\d{1,2})[.)])[ \t]+(?:\[ \][ \t]+)?"
    r"(?P<text>\S.*)$"
)


def bulleted_key(lines: list[Line], start: int) -> tuple[str, int]:
    """The texts of the bulleted items from `start` (`Helm Charts, Kubernetes operators`) and
    the index past the last one."""
    texts: list[str] = []
    k = start
    while k < len(lines) and not lines[k].code and (m := _ITEM_RE.match(lines[k].text)):
        if not m.group("bullet"):
            break
        texts.append(m.group("text").strip())
        k += 1
    return ", ".join(texts), k


def numbered_key(lines: list[Line], start: int, options: list[str]) -> tuple[str, int] | None:
    """The letters (`A, B`) of a key written as numbered items from `start`, each repeating
    the option its number names, and the index past the last one; None for one item, or
    when any item is not its option word for word (emphasis and a final stop aside)."""
    letters: list[str] = []
    k = start
    while k < len(lines) and not lines[k].code and (m := _ITEM_RE.match(lines[k].text)):
        number = int(m.group("num") or 0)
        if not 1 <= number <= len(options) or _plain(m.group("text")) != _plain(
            options[number - 1]
        ):
            return None
        letters.append(LETTERS[number - 1])
        k += 1
    if len(set(letters)) < 2:
        return None
    return ", ".join(sorted(set(letters))), k


def _plain(text: str) -> str:
    """A text as compared with an option: no emphasis, code marks, extra blanks or final stop."""
    return " ".join(re.sub(r"[*_`]+", "", text).split()).rstrip(".。").strip().casefold()
