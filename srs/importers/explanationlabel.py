"""An explanation's lines without the `Explanation:` label that opens them, and without the
emphasis mark that closes the paragraph the label opened (`*Explanation: ... visualise.*`,
an explanation set in italics whole): read where a question's explanation follows its key
(srs.importers.blocks) and where an answer key's entry explains it (srs.importers.keytext),
so that neither leaves the closing `*` at the explanation's end.
"""

from __future__ import annotations

from srs.importers.common import EXPLANATION_RE
from srs.importers.lazyre import lazy

__all__ = ["without_explanation_label"]


def without_explanation_label(lines: list[str]) -> list[str]:
    """The explanation's lines with its first `Explanation:` label taken off, and the
    emphasis mark that closes its paragraph when the label opened it (`*Explanation: ...
    visualise.*`, an explanation set in italics whole)."""
    for k, text in enumerate(lines):
        m = EXPLANATION_RE.match(text)
        if m:
            out = [*lines[:k], m.group("rest"), *lines[k + 1 :]]
            lead = _LEADING_EMPHASIS_RE.match(text)
            return _closed_emphasis(out, k, lead.group(0) if lead else "")
    return lines


_LEADING_EMPHASIS_RE = lazy(r"[ \t]*(\*+|_*)")


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
