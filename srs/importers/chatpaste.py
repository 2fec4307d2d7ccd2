"""A chat page's chrome, pasted with the text of an answer.

Answers copied out of a chat assistant's page as plain text carry each code block's header:
the language's name on a line of its own, then the `Copy code` button's label, then the code
(`php` / `Copy code` / `function connectDB(...) {`). The two lines are the page's buttons, not
the answer: they go, the code stays.

A page assembled from a chat's replies can keep the assistant's preamble to the next reply
after an answer (`Here's your optimized and polished Markdown for **Questions 22–35**,
complete with:` over a list of what it changed, then the page's rule): words to the one who
asked, of what follows; they go from the answer (or explanation) they close.
"""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy

_COPY_BUTTON = "Copy code"
_LANGUAGE_RE = lazy(r"^[a-z][a-z0-9+#.-]{0,19}$")
"""A language's name as the header shows it (`php`, `c++`, `javascript`, `bash`)."""


def without_copy_buttons(text: str) -> str:
    """The answer without its `Copy code` lines and the language name over each, nor a
    chat assistant's preamble closing it (`without_chat_preamble`)."""
    text = without_chat_preamble(text)
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


_PREAMBLE_RE = lazy(
    r"^(?:(?:sure|certainly|of[ \t]+course|absolutely)[!,.][ \t]+here(?:'s|’s|[ \t]+is|[ \t]+are)\b.*"
    r"|(?:sure[!,.]?[ \t]+)?here(?:'s|’s|[ \t]+is|[ \t]+are)[ \t]+(?:your|the[ \t]+(?:updated"
    r"|optimized|optimised|polished|revised|improved|rewritten|cleaned[ \t]+up|formatted))\b.*:[*_ \t]*)$",
    re.I,
)
"""A chat assistant's words over what it wrote next: ending with a colon, or opening with its
assent (`Certainly! Here are more questions ...`), which no answer does."""
_TAIL_RE = lazy(r"^[ \t]*(?:[-*+][ \t]+\S.*|(?:-{3,}|\*{3,}|_{3,})[ \t]*)?$")
"""A line a preamble's tail may hold: a bullet, a rule, or nothing."""


def without_chat_preamble(text: str) -> str:
    """The text without a chat assistant's preamble closing it (see the module doc): a
    paragraph of its own so worded, with only bullets, rules and blank lines after it."""
    if "ere" not in text:
        return text  # a cheap test first: `Here's` / `here is`
    lines = text.split("\n")
    k = len(lines) - 1
    while k > 0 and _TAIL_RE.match(lines[k]):
        k -= 1
    if k < 1 or lines[k - 1].strip() or not _PREAMBLE_RE.match(lines[k].strip()):
        return text
    return "\n".join(lines[:k]).rstrip()
