"""Question banks written as custom task lists, their key in italics.

Note-taking apps (Obsidian and its themes) give task-list boxes statuses beyond `[ ]` and
`[x]`: `- [?] **1. A branch is....**` for a question, `- [D] A. expensive` for each option.
Such a status marks the line for the app, it says nothing of the text, so it goes (when the
document uses the convention, three lines or more). And a quiz author who marks the right
option by setting it in italics (`- [D] _B. just a SHA_` among plain options) marks it as
others do with a check mark: an option run whose one item is wholly in italics, every item
led by its letter, has that item written with a trailing check mark, which the option
readers take as its key (srs.importers.marks); an answer line under the options still wins.
"""

from __future__ import annotations

import re

from srs.importers.labeltext import outside_fences
from srs.importers.lazyre import lazy

_STATUS_RE = lazy(
    r"^(?P<lead>[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+)\[(?P<status>[^\sxX\d\]\[✓✔☑✅])\][ \t]+(?P<text>\S.*)$"
)
"""A list item with a custom box status (`- [?] text`, `- [D] text`, `1. [!] text`); a tick
(`- [✓] a. TCP`) is no status but the ticked box of the key, which srs.importers.endmarks reads."""
_LETTERED_RE = lazy(r"^(?P<lead>[ \t]*[-*+][ \t]+)[*_]?[A-Ha-h][.)][ \t]+\S")
"""A bulleted option led by its letter (`- A. text`, `- _B. text_`)."""
_ITALIC_RE = lazy(
    r"^(?P<lead>[ \t]*[-*+][ \t]+)(?:_(?P<u>[A-Ha-h][.)][ \t]+[^_]*[^_\s])_"
    r"|\*(?P<s>[A-Ha-h][.)][ \t]+[^*]*[^*\s])\*)[ \t]*$"
)
"""A lettered option wholly in italics (`- _B. just a SHA_`, `- *B. text*`), not in bold."""
_MIN_STATUS_LINES = 3
_ANY_STATUS_RE = lazy(r"\[[^\sxX\d\]\[✓✔☑✅]\][ \t]")
_ANY_ITALIC_RES = (re.compile(r"\*[A-Ha-h][.)][ \t]"), re.compile(r"_[A-Ha-h][.)][ \t]"))
"""Cheap scans of the whole text before the line passes, each led by a literal character (a
search for a literal is many times faster than for a set or an alternation)."""


def custom_task_lists(text: str) -> str:
    """The text with custom box statuses off its list items and italic keys marked (see the
    module doc); code blocks are left as they are."""
    if not (_ANY_STATUS_RE.search(text) or any(r.search(text) for r in _ANY_ITALIC_RES)):
        return text  # one scan of the text: no custom status, no option in italics
    lines = text.split("\n")
    prose = outside_fences(lines)
    _drop_statuses(lines, prose)
    _mark_italic_keys(lines, prose)
    return "\n".join(lines)


def _drop_statuses(lines: list[str], prose: list[int]) -> None:
    """Custom box statuses off the list items, in place, when three lines or more carry one."""
    status = [k for k in prose if _STATUS_RE.match(lines[k])]
    if len(status) < _MIN_STATUS_LINES:
        return
    for k in status:
        m = _STATUS_RE.match(lines[k])
        assert m is not None
        lines[k] = m.group("lead") + m.group("text")


def _mark_italic_keys(lines: list[str], prose: list[int]) -> None:
    """The one italic option of each lettered run written with a trailing check mark."""
    for run in _option_runs(lines, prose):
        italic = [k for k in run if _ITALIC_RE.match(lines[k])]
        if len(run) >= 2 and len(italic) == 1:
            m = _ITALIC_RE.match(lines[italic[0]])
            assert m is not None
            lines[italic[0]] = f"{m.group('lead')}{m.group('u') or m.group('s')} ✅"


def _option_runs(lines: list[str], prose: list[int]) -> list[list[int]]:
    """Runs of lettered bullets at one indent, blank lines between them allowed."""
    runs: list[list[int]] = []
    run: list[int] = []
    lead = ""
    for k in prose:
        m = _LETTERED_RE.match(lines[k])
        if m is not None and (not run or m.group("lead") == lead):
            run.append(k)
            lead = m.group("lead")
        elif not lines[k].strip():
            continue
        else:
            if run:
                runs.append(run)
            run = [k] if m is not None else []
            lead = m.group("lead") if m is not None else ""
    if run:
        runs.append(run)
    return runs
