"""A question's lettered parts, answered part by part:

    ### 14. describe the essential properties of these operating systems:
    a. Batch
    b. time sharing
    c. real time

    #### a. Batch Operating System
    ...
    #### b. Time-Sharing Operating System
    ...
    #### c. Real-Time Operating System
    ...

The lettered lines read as options to choose from, and with no key the card became an
open one with a warning that it had no answer letter, its parts relettered in the
question and its answer split. When the text after such a run takes up each of its
letters in turn, each at the start of a heading or bold line that names the part by its
first word (`#### a. Batch Operating System`), the letters name the question's parts,
which the text answers one by one: they stay in the question as written, and the rest is
the answer. A plain lettered line (the next question's own options) takes up nothing.
"""

from __future__ import annotations

from srs.importers.lazyre import lazy
from srs.importers.options import Option
from srs.importers.values import Line

__all__ = ["parts_and_rest", "parts_answered"]

_PART_START_RE = lazy(
    r"^[ \t]*(?:#{1,6}[ \t]+(?:\*\*|__)?|\*\*|__)\(?(?P<l>[a-hA-H])[.)][ \t]*(?:\*\*|__)?[ \t]*"
    r"(?P<t>\S.*)$"
)
"""A heading or bold line that opens with a part's letter (`#### a. Batch`, `**b)** Time`);
not a plain option line (`A) 2 MB/s` in the next part's own options)."""


def parts_answered(lines: list[Line], options: list[Option | None], start: int) -> int | None:
    """Where the run of options starting at `start` ends, when it is a question's parts that
    the lines after it answer one by one (see the module docstring): two or more letters,
    each taken up again in order after the run; else None."""
    parts: list[tuple[str, str]] = []  # each part's letter and first word
    k = start
    while k < len(lines) and (options[k] is not None or not lines[k].text.strip()):
        opt = options[k]
        if opt is not None and opt.text.split():
            parts.append(("abcdefgh"[opt.position], opt.text.split()[0].casefold()))
        k += 1
    if len(parts) < 2:
        return None
    found = 0
    for line in lines[k:]:
        if line.code or line.text.lstrip()[:1] not in "#*_" or found == len(parts):
            continue
        m = _PART_START_RE.match(line.text)
        if m is not None and (m.group("l").lower(), _first_word(m.group("t"))) == parts[found]:
            found += 1
    return k if found == len(parts) else None


def _first_word(text: str) -> str:
    """A part's first word as its heading names it (`Batch` of `Batch Operating System`)."""
    words = text.replace("-", " ").split()
    return words[0].strip("*_").casefold() if words else ""


def parts_and_rest(
    label: list[str], lines: list[Line], parts: int, stop: int
) -> tuple[list[str], list[str]]:
    """The question (its label and the lines up to its parts' end, `parts`) and its answer
    (the lines after them, up to `stop`)."""
    question = [line.text for line in lines[:parts]]
    while question and not question[-1].strip():
        question.pop()
    return label + question, [line.text for line in lines[parts:stop]]
