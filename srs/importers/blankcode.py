"""An answer that is only the question's code with blanks to fill: no answer.

Output-prediction exercises set their code with the results left as `?` (`console.log(n());
// ?`, `print(x)  # ?`) for the reader to work out. A block of such code standing where the
answer goes, with nothing else, is the question's own code: the question has no answer (it
is reported as such, never made a card whose answer is the exercise).
"""

from __future__ import annotations

import re

_BLANK_RESULT_RE = re.compile(r"(?://|#)[ \t]*\?+[ \t]*$", re.M)
"""A line whose comment leaves its result blank: `// ?`, `# ??`."""


def blank_exercise(answer: str) -> bool:
    """Whether the answer is one fenced code block holding a result left blank (`// ?`)."""
    text = answer.strip()
    if not text.startswith(("```", "~~~")) or "?" not in text:  # the cheap test first
        return False
    fence = text[:3]
    if text.count(fence) != 2 or not text.endswith(fence):
        return False
    return _BLANK_RESULT_RE.search(text) is not None
