"""A chat page's chrome, pasted with the text of an answer.

Answers copied out of a chat assistant's page as plain text carry each code block's header:
the language's name on a line of its own, then the `Copy code` button's label, then the code
(`php` / `Copy code` / `function connectDB(...) {`). The two lines are the page's buttons, not
the answer: they go, the code stays.

A page assembled from a chat's replies can keep the assistant's preamble to the next reply
after an answer (`Here's your optimized and polished Markdown for **Questions 22–35**,
complete with:` over a list of what it changed, then the page's rule), or its offer to go on
at the page's end (`Would you like me to continue with questions 11-15?`): words to the one
who asked; they go from the answer (or explanation) they close (`without_chat_words`).

A page pasted from several replies keeps the assistant's segue from one part to the next
after the part's last answer (`Perfect 💪! Let's now level up to the **INTERMEDIATE
QUESTIONS** 🔥`, before `## Intermediate Questions`): `chat_segue` tells it, and the segmenter
cuts it from that answer and reports it as text in no card (srs.importers.closing).

A chat copied from its page keeps the page's turn headers (`**You said:**` over the user's
next prompt, then `**ChatGPT said:**` over the reply, which is the next part's questions):
`chat_turn` tells such a header; the segmenter cuts the turn, with the offer that ended the
reply above it (`Let me know if you want a PDF version ...`), from the answer it closes and
reports it (srs.importers.closing).
"""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy

_COPY_BUTTON = "Copy code"
_LANGUAGE_RE = lazy(r"^[a-z][a-z0-9+#.-]{0,19}$")
"""A language's name as the header shows it (`php`, `c++`, `javascript`, `bash`)."""


def without_copy_buttons(text: str) -> str:
    """The answer without its `Copy code` lines and the language name over each, nor a
    chat assistant's words closing it (`without_chat_words`)."""
    text = without_chat_words(text)
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


_OFFER_RE = lazy(
    r"(?:^|[.!]\s)(?:would\s+you\s+like\s+me\s+to|do\s+you\s+want\s+me\s+to|shall\s+i\s+continue)\b[^\n]*\?$",
    re.I,
)
"""An assistant's offer to go on (`... Would you like me to continue with questions 11-15?`)."""
_NOTE_RE = lazy(r"^[ \t]*([*_])\[[^\]\n]*\]\1[ \t]*$")
"""`_[Continuing with the remaining questions...]_`: a note between the assistant's replies."""


def without_chat_words(text: str) -> str:
    """The text without the chat assistant's words closing it: its offer to go on, then its
    preamble to the next reply."""
    return without_chat_preamble(without_chat_offer(text))


def without_chat_offer(text: str) -> str:
    """The text without a chat assistant's offer to go on closing it (a last paragraph that
    ends asking whether to continue), nor a bracketed note in italics right above it: words
    to the one who asked, left at the end of the page's last answer."""
    if "ould you like" not in text and "want me to" not in text and "hall I" not in text:
        return text  # a cheap test first
    paragraphs = text.rstrip().split("\n\n")
    if len(paragraphs) < 2 or not _OFFER_RE.search(paragraphs[-1].strip()):
        return text
    paragraphs.pop()
    while len(paragraphs) > 1 and (_NOTE_RE.match(paragraphs[-1]) or not paragraphs[-1].strip()):
        paragraphs.pop()
    return "\n\n".join(paragraphs).rstrip()


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


_SEGUE_RE = lazy(
    r"(?:^|\s)(?:now[ \t]+)?let(?:'|’|[ \t]+u)?s[ \t]+(?:now[ \t]+)?(?:move[ \t]+on|level[ \t]+up"
    r"|step[ \t]+up|kick[ \t]+it|crank[ \t]+it|gear[ \t]+up|switch[ \t]+(?:to|gears)|head[ \t]+(?:to|into|over)"
    r"|jump[ \t]+(?:to|into)|dive[ \t]+(?:in|into)|enter|go[ \t]+(?:to|deeper|further|up)|proceed|continue"
    r"|tackle|get[ \t]+into|cover)\b",
    re.IGNORECASE,
)
"""A chat assistant's segue to the next part (`Let's now level up to ...`, `Now let's move on
to the **HARDER QUESTIONS**`, `Let's dive into ...`, `Let's cover the theory`): words to the one
who asked."""


_TURN_RE = lazy(
    r"^[ \t]*(?:\*\*|__)?[ \t]*(?:you|chatgpt|gemini|claude|copilot)[ \t]+said[ \t]*[:：][ \t]*(?:\*\*|__)?[ \t]*$",
    re.IGNORECASE,
)
"""`**You said:**`, `ChatGPT said:`: a chat page's header over one turn, alone on its line."""


def chat_turn(text: str) -> bool:
    """Whether a line is a chat page's turn header (see `_TURN_RE`); a cheap test first."""
    return "aid" in text and _TURN_RE.match(text) is not None


def chat_segue(text: str) -> bool:
    """Whether a paragraph is a chat assistant's segue to the next part of the page (see
    `_SEGUE_RE`); a cheap test for `let` first."""
    return ("et" in text) and _SEGUE_RE.search(text) is not None
