"""A key written as a small YAML document under each question, for a tool to grade:

    ---
    oplossing:
        vraag: 1
        antwoord: B
    ...

(an exam handed out as Markdown, the student typing the letter after `antwoord:`, "answer").
Read as Markdown, the `---` was a rule, `oplossing:` and `vraag: 1` ("solution", "question")
stayed in the question and the `...` became its explanation. The document is the key: it is
written as the answer label line it holds (`antwoord: B`), the rest of it dropped. Only a
block between a `---` line and a `...` line (YAML's own document markers) of a few `key:
value` lines, one of which is an answer label with its value; a front matter or any other
block stays as it is.
"""

from __future__ import annotations

import re

from srs.importers.common import ANSWER_RE, holds
from srs.importers.lazyre import lazy

__all__ = ["yaml_keys"]

_DOCUMENT_RE = lazy(
    r"^---[ \t]*\n(?P<body>(?:[ \t]*[^\s:#][^:\n]{0,40}:[^\n]*\n){1,8})\.\.\.[ \t]*$", re.M
)
"""`---`, one to eight `key: value` lines (nested or not), `...`."""


def yaml_keys(text: str) -> str:
    """The text with each YAML key document written as its answer line (see the module
    docstring); the text as it is when it holds none (a cheap test first)."""
    if not holds(text, "\n...\n", "\n...\r", "\n..."):
        return text
    return _DOCUMENT_RE.sub(_answer_line, text)


def _answer_line(m: re.Match[str]) -> str:
    """The document's answer label line, unindented; the document itself when it has none."""
    for line in m.group("body").splitlines():
        if ANSWER_RE.match(line.strip()) is not None:
            return line.strip()
    return m.group(0)
