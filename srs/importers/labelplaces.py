"""Answer labels that mark no answer, though the block has one: a label holding only a blank
to write on (`Answer: ______`) or one over the question's options (`Mögliche Antworten:` over
bullets), with a later label in the block that gives the answer. Taken as the marker, the
blank, or the options, and the later label became the answer's first lines."""

from __future__ import annotations

import re

from srs.importers.common import ANSWER_RE
from srs.importers.lazyre import lazy
from srs.importers.placeholders import only_blank
from srs.importers.values import Line

__all__ = ["blank_to_fill", "over_options"]


def blank_to_fill(lines: list[Line], i: int, m: re.Match[str]) -> bool:
    """Whether the answer label on line i holds only a blank (`Answer: ______`, a worksheet's
    line to write on inside the question) and a later label in the block holds the answer:
    taken as the marker, the blank and that label were the answer's first lines as debris."""
    if not only_blank(m.group("rest")):
        return False
    for line in lines[i + 1 :]:
        later = None if line.code else ANSWER_RE.match(line.text)
        if later is not None and not only_blank(later.group("rest")):
            return True
    return False


_LISTED_RE = lazy(r"^[ \t]{0,3}[-*+][ \t]+\S")


def over_options(lines: list[Line], i: int, m: re.Match[str]) -> bool:
    """Whether the answer label on line i, with nothing after it, is over the question's
    options, two bullets or more, and a later label in the block gives the key (`Mögliche
    Antworten:`, "possible answers", over `- ValueError` / `- IndexError`, then `**Antwort**:
    `IndexError``): the options' title, not the answer's."""
    if m.group("rest").strip(" *_"):
        return False
    items = 0
    for line in lines[i + 1 :]:
        later = None if line.code else ANSWER_RE.match(line.text)
        if later is not None:
            return items >= 2 and bool(later.group("rest").strip(" *_"))
        if line.text.strip() and (line.code or not _LISTED_RE.match(line.text)):
            return False
        items += bool(line.text.strip())
    return False
