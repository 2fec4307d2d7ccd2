"""`A)` as the answer label: a page of `Q1. question` lines, each followed by one `A) answer`
line, and no `B)` anywhere.

Read as written, `A)` is an option's letter, and a question with one lettered line and no
other took it for its answer, keeping the letter (`A) pd.read_csv(path)`). A quiz's options
run on to `B)`; where no line in the document opens with a second letter and every `A)` line
sits right under a question (a `Q1.` or `Question:` label, or a line ending with `?`),
`A)` labels the answer as `A:` does, unless another label does (`Answer: B`). So, when at least two such lines are found, each `A)` is
written `Answer:`, line for line. A document whose options are `A)` ... `D)` is unchanged.
"""

from __future__ import annotations

from srs.importers.common import ANSWER_RE, NUMBERED_LABEL_RE, UNNUMBERED_LABEL_RE
from srs.importers.fences import outside_code
from srs.importers.holding import holds
from srs.importers.lazyre import lazy

__all__ = ["a_answer_labels"]

_A_RE = lazy(r"^ {0,3}A\)[ \t]+(?=\S)")
"""An `A) text` line at the margin: an option, or the answer's label."""
_SECOND_LETTER_RE = lazy(r"^[ \t]*+(?:[-*+][ \t]+)?(?:\*\*|__)?\(?[Bb][).:](?:[ \t]|$)")
"""A line opening with a second option's letter (`B)`, `- (b) x`, `**B.** x`): options."""
_INLINE_SECOND_RE = lazy(r"[ \t]\(?[Bb]\)[ \t]")
"""A second option on the `A)` line itself (`A) Broadcast B) All-reduce`)."""
_MIN_LABELS = 2


def a_answer_labels(text: str) -> str:
    """The text with its `A)` answer labels written as `Answer:` (see the module docstring);
    unchanged unless at least two are found, each under a question, and no `B)` option is."""
    if (
        not holds(text, "\nA)")
        or holds(text, "\nB) ")
        or text.find("\nA)", text.find("\nA)") + 1) < 0
    ):
        return text  # the cheap tests of the whole text (a quiz's `B)` options found at once)
    lines = text.split("\n")
    found = _answer_lines(lines)
    if found is None or len(found) < _MIN_LABELS:
        return text
    for k in found:
        lines[k] = _A_RE.sub("Answer: ", lines[k], count=1)
    return "\n".join(lines)


def _answer_lines(lines: list[str]) -> list[int] | None:
    """The indexes of the `A)` lines that label answers, or None when any line shows the
    document's `A)` is an option or its answers are labelled otherwise."""
    found: list[int] = []
    previous = ""
    for k, line in outside_code(lines):
        if ("B" in line[:8] or "b" in line[:8]) and _SECOND_LETTER_RE.match(line) is not None:
            return None  # a quiz's options: `A)` is the first of them
        if line[:4].lstrip(" ")[:2] == "A)" and _A_RE.match(line) is not None:
            if not _asks(previous) or _INLINE_SECOND_RE.search(line) is not None:
                return None  # `A) x B) y` on one line: options too
            found.append(k)
        elif ANSWER_RE.match(line) is not None:
            return None  # the answers are labelled otherwise (`Answer: B`): `A)` is an option
        if line.strip():
            previous = line
    return found


def _asks(line: str) -> bool:
    """Whether the line above an `A)` line is a question: labelled, or ending with `?`."""
    stripped = line.rstrip()
    return (
        stripped.endswith(("?", "？"))
        or NUMBERED_LABEL_RE.match(stripped) is not None
        or UNNUMBERED_LABEL_RE.match(stripped) is not None
    )
