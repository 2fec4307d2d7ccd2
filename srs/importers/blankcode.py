"""An answer that is only the question's code with blanks to fill, or only an empty answer box:
no answer.

Output-prediction exercises set their code with the results left as `?` (`console.log(n());
// ?`, `print(x)  # ?`) for the reader to work out. A block of such code standing where the
answer goes, with nothing else, is the question's own code: the question has no answer (it
is reported as such, never made a card whose answer is the exercise).

Worksheets kept in Markdown leave a fenced box under each short-answer item for the learner to
write in: a prompt ending with a colon over empty lines (`isi jawaban didalam sini:`, `Your
answer:`). An answer made only of fenced blocks, the last such a box, is the empty form (any
block before it is the question's own code): the question has no answer either.

A page that fences every answer (`Q3: ...` over a `~~~` block) leaves a question it never
answered with its fence and nothing inside: an answer made only of fence lines (blank lines
between them at most) holds no answer, and the question is reported unanswered.
"""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy

_BLANK_RESULT_RE = lazy(r"(?://|#)[ \t]*\?+[ \t]*$", re.M)
"""A line whose comment leaves its result blank: `// ?`, `# ??`."""
_FENCED_RE = lazy(r"^[ \t]*(```|~~~)[^\n]*\n(?P<body>.*?)\n[ \t]*\1[ \t]*$", re.S | re.M)
"""A fenced block and its content."""
_PROMPT_RE = lazy(r"^[^\W\d_][^(){}\[\];=<>$\"'`]{0,60}:$")
"""A box's prompt: words ending with a colon, no code punctuation (`Your answer:`)."""
_FENCE_LINE_RE = lazy(r"[ \t]*(?:```|~~~)[\w+.-]*[ \t]*")
"""A fence's line: an opening (with its info string) or a closing one."""


def blank_exercise(answer: str) -> bool:
    """Whether the answer is one fenced code block holding a result left blank (`// ?`), or
    only fenced blocks the last of which is an empty answer box."""
    text = answer.strip()
    if not text.startswith(("```", "~~~")):  # the cheap test first
        return False
    if _empty_box(text) or _empty_fences(text):
        return True
    if "?" not in text:
        return False
    fence = text[:3]
    if text.count(fence) != 2 or not text.endswith(fence):
        return False
    return _BLANK_RESULT_RE.search(text) is not None


def _empty_box(text: str) -> bool:
    """Whether the text is only fenced blocks, the last holding one prompt line ending with a
    colon and at least one empty line (a worksheet's box to write the answer in)."""
    blocks = list(_FENCED_RE.finditer(text))
    if not blocks or _FENCED_RE.sub("", text).strip():
        return False
    body = blocks[-1].group("body").split("\n")
    filled = [line.strip() for line in body if line.strip()]
    return len(filled) == 1 and len(body) > 1 and _PROMPT_RE.match(filled[0]) is not None


def _empty_fences(text: str) -> bool:
    """Whether the text is only fence lines, paired, with nothing but blank lines between."""
    filled = [line for line in text.split("\n") if line.strip()]
    return len(filled) % 2 == 0 and all(_FENCE_LINE_RE.fullmatch(line) for line in filled)
