"""Questions left without their label in a quiz whose questions are labelled: exam notes that
go `Question: What is a probe? Possible answers:` over `A.` to `D.` and a key line, but
paste some questions as a bare line (`Which CNCF project is a tracing platform?`) over the
same kind of options (lettered, or `- text` bullets) and key line.

The line readers read such a document by its labels, so each bare question, its options and
its key were text of the card above (its explanation), lost in silence. When the document
has at least two labelled questions each right over its options, every plain one-line
paragraph that asks (it ends with `?`) right over a run of two or more options (a one-line
instruction such as `(Choose 2)` between allowed) that a key line ends is given the
document's question label, line for line, so it is read as the labelled ones are.
"""

from __future__ import annotations

import re

from srs.importers.common import ANSWER_RE, holds
from srs.importers.fences import outside_code
from srs.importers.labelwords import QUESTION_LABELS, QUESTION_MARKS
from srs.importers.lazyre import lazy

__all__ = ["labelled_stems"]

_LABEL_RE = lazy(
    rf"^(?P<label>(?:{'|'.join(QUESTION_LABELS)})[ \t]*\d{{0,4}}[ \t]*[:：])[ \t]*\S", re.I
)
"""`Question: What ...`, `Pytanie 3: ...`: a question's label on its own line's start."""
_ANY_LABEL_RE = lazy(
    "\n(?:"
    + "|".join(
        sorted(
            {
                form
                for words in QUESTION_LABELS
                for w in words.split("|")
                for form in (w, w.title(), w.upper())
            }
        )
    )
    + ")[ \t]*\\d{0,4}[ \t]*[:：]"
)
"""A label at a line's start, as `_LABEL_RE` reads it, in the three ways it is written
(`question`, `Question`, `QUESTION`): searched from a newline over the whole text, a literal
first, where a pattern that ignores case runs three times slower."""
_OPTION_RE = lazy(r"^[ \t]{0,3}(?:[A-Ha-h][.)][ \t]+\S|[-*+][ \t]+\S)")
"""An option: lettered (`A. Rook`) or a bullet (`- Jaeger`)."""
_MIN_LABELLED = 2
_KEY_REACH = 4
"""How many lines past the options the key line may come (blank lines, a stray tab)."""


def labelled_stems(text: str) -> str:
    """The text with each unlabelled question over its options and key given the question
    label (see the module doc)."""
    if not holds(text, "?") or not holds(text, ":", "：") or not _ANY_LABEL_RE.search(text):
        return text  # the cheap tests first: nothing asks, or no label anywhere
    lines = text.split("\n")
    prose = [k for k, _ in outside_code(lines)]
    label = _document_label(lines, prose)
    if label is None:
        return text
    for k in prose:
        line = lines[k].rstrip()
        if line.endswith(QUESTION_MARKS) and _is_stem(lines, k):
            lines[k] = f"{label} {line.strip()}"
    return "\n".join(lines)


def _document_label(lines: list[str], prose: list[int]) -> str | None:
    """The label the document's questions carry (`Question:`), when two or more questions so
    labelled stand right over their options; else None."""
    counts: dict[str, int] = {}
    for k in prose:
        m = _LABEL_RE.match(lines[k]) if ":" in lines[k] or "：" in lines[k] else None
        if m is not None and _options_below(lines, k + 1) is not None:
            label = m.group("label")
            counts[label] = counts.get(label, 0) + 1
    best = max(counts.items(), key=lambda item: item[1], default=None)
    return best[0] if best is not None and best[1] >= _MIN_LABELLED else None


def _is_stem(lines: list[str], k: int) -> bool:
    """Whether line `k` is a plain one-line paragraph over keyed options: no heading, quote,
    list item, tag, label or option itself, a blank line (or the start) above it."""
    line = lines[k]
    if line[:1] in "#>|-*+<!` \t" or _LABEL_RE.match(line) or _OPTION_RE.match(line):
        return False
    if k > 0 and lines[k - 1].strip():
        return False
    end = _options_below(lines, k + 1, instruction=True)
    return end is not None and _key_below(lines, end)


def _options_below(lines: list[str], k: int, *, instruction: bool = False) -> int | None:
    """The index past a run of two or more options starting at `k` (blank lines before it;
    with `instruction`, one short line such as `(Choose 2)` too); None when there is none."""
    while k < len(lines) and not lines[k].strip():
        k += 1
    if instruction and k < len(lines) and not _OPTION_RE.match(lines[k]):
        if len(lines[k]) > 40 or lines[k].rstrip().endswith((".", ":", "?")):
            return None
        k += 1
    start = k
    while k < len(lines) and _OPTION_RE.match(lines[k]):
        k += 1
    return k if k - start >= 2 else None


def _key_below(lines: list[str], k: int) -> bool:
    """Whether a key line comes within a few lines after the options end at `k`."""
    for line in lines[k : k + _KEY_REACH]:
        if line.strip():
            return ANSWER_RE.match(line) is not None
    return False
