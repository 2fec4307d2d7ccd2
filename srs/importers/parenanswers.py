"""An answer given in parentheses after its question, on the question's line:
`- What is Inheritance? (should answer: one class acquires another's members.)`.

An interviewer's sheet keys each question so. Read as written, a long parenthesis went to the
answer with its label and brackets, and a short one (`(should answer: No.)`) stayed in the
question as an aside: the question had no answer and was reported. A line that asks (a `?`
before the parenthesis) and ends with a parenthesis opened by an answer label (`answer:`,
`should answer:`, `expected answer:`, `ans:`) is written with that label as the line's own
`Answer:` (`- What is X? Answer: ...`), which the readers take as its answer, line for
line; so is one opened by what the answer should hold (`(should know: Y)`, `(should answer
at least: Y)`, `(should mention: Y)`). Any other parenthesis (`(should use Java 8)`, `(see
chapter 2)`) is left as written.
"""

from __future__ import annotations

import re

from srs.importers.holding import holds
from srs.importers.lazyre import lazy

__all__ = ["paren_answers"]

_PAREN_ANSWER_RE = lazy(
    r"^(?P<head>[^\n]*?\?)[ \t]*\((?P<label>(?:[^():\n]{0,24}[ \t])?(?:answers?|ans)"
    r"|should[ \t]+(?:answer|know|mention|cover|say)(?:[ \t]+at[ \t]+least)?)[ \t]*:"
    r"[ \t]*(?P<text>[^\n]*\S)[ \t]*\)[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)


def paren_answers(text: str) -> str:
    """The text with each question's parenthesised answer written after an `Answer:` label on
    its line (see the module doc); the text itself otherwise."""
    if not holds(text, "nswer:", "ns:", "NSWER:", "(should "):
        return text
    return _PAREN_ANSWER_RE.sub(r"\g<head> Answer: \g<text>", text)
