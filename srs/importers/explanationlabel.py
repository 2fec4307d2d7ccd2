"""An explanation's lines without the `Explanation:` label that opens them, and without the
emphasis mark that closes the paragraph the label opened (`*Explanation: ... visualise.*`,
an explanation set in italics whole): read where a question's explanation follows its key
(srs.importers.blocks) and where an answer key's entry explains it (srs.importers.keytext),
so that neither leaves the closing `*` at the explanation's end.

A label in bold alone on its line, with no colon (`> 💡  **Explanation**` over a blank
quoted line and the text, as a practice set's reveal fold writes it), is taken off too:
the bold sets it apart as the colon would, and a label line says nothing of the answer.
"""

from __future__ import annotations

import re

from srs.importers.common import BLANKS, EXPLANATION_RE, MARK
from srs.importers.labelwords import EXPLANATION_WORDS
from srs.importers.lazyre import lazy

__all__ = ["without_explanation_label"]


def without_explanation_label(lines: list[str]) -> list[str]:
    """The explanation's lines with its first `Explanation:` label taken off, and the
    emphasis mark that closes its paragraph when the label opened it (`*Explanation: ...
    visualise.*`, an explanation set in italics whole)."""
    first = _first_text(lines)  # (once: every explanation of a long quiz comes here)
    for k, text in enumerate(lines):
        if k == first and _BOLD_LABEL_LINE_RE.match(text):
            return [*lines[:k], *lines[k + 1 :]]
        m = EXPLANATION_RE.match(text)
        if m:
            out = [*lines[:k], m.group("rest"), *lines[k + 1 :]]
            lead = _LEADING_EMPHASIS_RE.match(text)
            return _closed_emphasis(out, k, lead.group(0) if lead else "")
    return lines


_LEADING_EMPHASIS_RE = lazy(r"[ \t]*(\*+|_*)")
_BOLD_LABEL_LINE_RE = lazy(
    rf"^{BLANKS}(?:>[ \t]*)*{MARK}(?:\*\*|__)(?:{EXPLANATION_WORDS}){BLANKS}(?:\*\*|__){BLANKS}$",
    re.I,
)
"""`💡  **Explanation**` alone on its line, maybe quoted: a label set apart by its bold, no
colon."""


def _first_text(lines: list[str]) -> int:
    """The index of the first line that is not blank (len(lines) when none is)."""
    return next((k for k, text in enumerate(lines) if text.strip()), len(lines))


def _closed_emphasis(lines: list[str], k: int, lead: str) -> list[str]:
    """`lines` without the mark `lead` (the emphasis a label opened, `*` or `**`) where it
    closes the paragraph that starts at line `k`, when its other marks pair up (`*within*`
    in the italic explanation: an odd count leaves the label's own mark to close)."""
    mark = lead.strip()
    if not mark or mark not in ("*", "**", "_", "__"):
        return lines
    end = k
    while end + 1 < len(lines) and lines[end + 1].strip():
        end += 1
    last = lines[end].rstrip()
    paragraph = "".join(lines[k : end + 1])
    if not last.endswith(mark) or last.endswith(mark + mark[0]) or paragraph.count(mark) % 2 == 0:
        return lines
    return [*lines[:end], last[: -len(mark)].rstrip(), *lines[end + 1 :]]
