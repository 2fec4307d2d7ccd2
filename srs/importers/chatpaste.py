"""A chat page's code-block chrome, pasted with the text of an answer.

Answers copied out of a chat assistant's page as plain text carry each code block's header:
the language's name on a line of its own, then the `Copy code` button's label, then the code
(`php` / `Copy code` / `function connectDB(...) {`). The two lines are the page's buttons, not
the answer: they go, the code stays.
"""

from __future__ import annotations

import re

_COPY_BUTTON = "Copy code"
_LANGUAGE_RE = re.compile(r"^[a-z][a-z0-9+#.-]{0,19}$")
"""A language's name as the header shows it (`php`, `c++`, `javascript`, `bash`)."""


def without_copy_buttons(text: str) -> str:
    """The answer without its `Copy code` lines and the language name over each."""
    if _COPY_BUTTON not in text:
        return text  # a cheap test first: most answers have none
    kept: list[str] = []
    for line in text.split("\n"):
        if line.strip() != _COPY_BUTTON:
            kept.append(line)
            continue
        if kept and _LANGUAGE_RE.match(kept[-1].strip()):
            kept.pop()
    return "\n".join(kept).strip("\n")
