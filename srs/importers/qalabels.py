"""`Q:` / `A:` notes whose answer label is typed without its blank (`A:self is the
instance`): the label, not the answer's first word.

Q&A notes typed by hand label each pair `Q: ...` over `A: ...`; now and then the blank after
the answer's colon is missing. Read as written, `A:self ...` is no label (a plain `A:` is
told from option A by the blank after it and the lack of a `B:`), so the line was taken as
the answer's text with `A:` left at its start. In a document that labels its answers `A: `
elsewhere, such a line that answers a `Q:` paragraph gets its blank back, line for line.
"""

from __future__ import annotations

__all__ = ["spaced_answer_labels"]


def spaced_answer_labels(text: str) -> str:
    """The text with each `A:word` line that answers a `Q:` paragraph written `A: word`
    (substring tests first: most documents hold no `Q:` at all)."""
    if "Q:" not in text or "\nA:" not in text or "\nA: " not in text:
        return text
    lines = text.split("\n")
    changed = False
    for k, line in enumerate(lines):
        if (
            line.startswith("A:")
            and len(line) > 2
            and line[2] not in " \t/"
            and _answers_q(lines, k)
        ):
            lines[k] = "A: " + line[2:]
            changed = True
    return "\n".join(lines) if changed else text


def _answers_q(lines: list[str], k: int) -> bool:
    """Whether line k closes a paragraph opened by a `Q:` line (the question, over one or
    more lines, straight above it)."""
    i = k - 1
    while i >= 0 and lines[i].strip():
        if lines[i].startswith("Q:"):
            return True
        if lines[i].startswith("A:"):
            return False
        i -= 1
    return False
