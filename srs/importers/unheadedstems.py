"""Questions left without their heading in a quiz whose questions are headings: a practice
set that goes `### 9. Diffie-Hellman and RSA are ...?` over `A.` to `D.` and `Answer: C`,
but whose first questions (pasted before the author started numbering them) are a plain
line over the same options and answer line.

The Markdown reader reads such a document by its headings, so the un-headed questions were
text in no card: the introduction before the first heading, or text between two questions.
When the document has at least two numbered question headings (`### 9. ...`, each right
over lettered options), every plain one-line paragraph right over a run of two or more
lettered options (`A.` / `B.` ..., in order) that an answer line ends is written as a
heading of the same level, line for line, so it is read as the headed ones are.
"""

from __future__ import annotations

from srs.importers.common import ANSWER_RE, holds
from srs.importers.fences import outside_code
from srs.importers.holding import HEADINGS, search_led
from srs.importers.lazyre import lazy

__all__ = ["headed_stems"]

_NUMBERED_HEADING_RE = lazy(r"^(?P<marks>#{1,6})[ \t]+\d{1,4}[.)][ \t]+\S")
_ANY_NUMBERED_HEADING_RE = lazy(r"\n#{1,6}[ \t]+\d{1,4}[.)][ \t]+\S")
_OPTION_RE = lazy(r"^[ \t]{0,3}(?P<letter>[A-H])[.)][ \t]+\S")
_MIN_HEADINGS = 2
_ANSWER_REACH = 3
"""How many lines past the options the answer line may come (a blank, a note)."""


def headed_stems(text: str) -> str:
    """The text with each un-headed question over its options and answer written as a
    heading (see the module doc)."""
    if not holds(text, "\n#") or not holds(text, "\nA") or not holds(text, "nswer"):
        return text  # the cheap tests first: no heading, no option `A`, no answer label
    if not search_led(_ANY_NUMBERED_HEADING_RE, text, HEADINGS):
        return text  # no numbered heading (from its newline, a literal: fast)
    lines = text.split("\n")
    prose = [k for k, _ in outside_code(lines)]
    level = _question_level(lines, prose)
    if level is None:
        return text
    for k in prose:
        line = lines[k]
        if k + 1 >= len(lines) or lines[k + 1].lstrip()[:2] not in ("A.", "A)"):
            continue  # the cheap test first: option `A` right below
        if _is_stem(lines, k):
            lines[k] = f"{level} {line.strip()}"
    return "\n".join(lines)


def _is_stem(lines: list[str], k: int) -> bool:
    """Whether line `k` is a plain paragraph's one line over keyed options (see
    `_keyed_options_below`): no heading, quote, table, list item, tag or fence, no option or
    answer line itself."""
    line = lines[k]
    return bool(
        line.strip()
        and line[:1] not in "#>|-*+<!`"
        and (k == 0 or not lines[k - 1].strip())
        and not _OPTION_RE.match(line)
        and not ANSWER_RE.match(line)
        and _keyed_options_below(lines, k + 1)
    )


def _question_level(lines: list[str], prose: list[int]) -> str | None:
    """The marks of the document's numbered question headings (each over lettered options),
    when two or more share them; else None."""
    counts: dict[str, int] = {}
    for k in prose:
        if lines[k][:1] != "#":
            continue
        m = _NUMBERED_HEADING_RE.match(lines[k])
        if m is not None and _options_start(lines, k + 1) is not None:
            counts[m.group("marks")] = counts.get(m.group("marks"), 0) + 1
    best = max(counts.items(), key=lambda item: item[1], default=None)
    return best[0] if best is not None and best[1] >= _MIN_HEADINGS else None


def _options_start(lines: list[str], k: int) -> int | None:
    """The index of option `A` when it is the next line with text from `k`; else None."""
    while k < len(lines) and not lines[k].strip():
        k += 1
    m = _OPTION_RE.match(lines[k]) if k < len(lines) else None
    return k if m is not None and m.group("letter") == "A" else None


def _keyed_options_below(lines: list[str], k: int) -> bool:
    """Whether lettered options in order start right at line `k` (no blank between), two or
    more, and an answer line follows them within `_ANSWER_REACH` lines."""
    n = 0
    while k < len(lines):
        m = _OPTION_RE.match(lines[k])
        if m is None or m.group("letter") != "ABCDEFGH"[n]:
            break
        n += 1
        k += 1
    if n < 2:
        return False
    return any(ANSWER_RE.match(line) for line in lines[k : k + _ANSWER_REACH])
