"""A code-fixing exercise's answer labelled as the code it gives: `**corrected code**`,
`**Corrected Code:**`, `**Fixed code**`, Indonesian `**Perbaikan**`, right below the broken
code the question shows.

Pretests set "fix this code" items: the instruction and the broken code, then the corrected
code under a bold label naming it. No reader knew the label, so the corrected code went into
the answer with the label at its head (`**corrected code** ```kotlin ...`), or, where the
item's own text was only `**Incorrect code:**`, the broken and the corrected code were one
answer. Such a label, alone on its line (in bold, a colon or none), coming right after a
code block closes and right over the next one, is written `**Answer:**` at its indent: the
question keeps its code, the answer is the corrected code. A label no code follows is left
as it is (a label over nothing would leave the question with an empty answer).
"""

from __future__ import annotations

import re

from srs.importers.fences import fence_after
from srs.importers.lazyre import lazy
from srs.importers.outputlabels import output_answers

__all__ = ["fixed_code_labels"]

_FIXED_LABEL_RE = lazy(
    r"^(?P<indent>[ \t]*)(?P<mark>\*\*|__)(?:corrected|fixed|correct[ \t]+code|kode[ \t]+yang[ \t]+benar"
    r"|perbaikan)(?:[ \t]+(?:code|version|kode))?[ \t]*[:：]?[ \t]*(?P=mark)[ \t]*[:：]?[ \t]*$",
    re.I,
)
"""`**corrected code**`, `**Corrected Code:**`, `**Fixed code**`, `**Perbaikan**` alone."""
_LABEL_WORDS = r"(?i:corrected|fixed|correct[ \t]+code|kode[ \t]+yang[ \t]+benar|perbaikan)"
_ANY_LABEL_RES = (re.compile(rf"\*\*{_LABEL_WORDS}"), re.compile(rf"__{_LABEL_WORDS}"))
"""A corrected-code label's opening, searched first from its bold marks (each a literal)."""


def fixed_code_labels(text: str) -> str:
    """The text with each corrected-code label below a code block written as an answer label
    (see the module doc), and an output question's `Output:` line as its answer
    (srs.importers.outputlabels); substring tests first, most documents hold neither."""
    text = output_answers(text)
    if all(r.search(text) is None for r in _ANY_LABEL_RES):
        return text
    lines = text.split("\n")
    fence: str | None = None
    after_code = False  # the last non-blank line closed a code block
    for k, line in enumerate(lines):
        fence, is_fence = fence_after(fence, line.lstrip())  # fences indented in an item too
        if is_fence or fence is not None:
            after_code = is_fence and fence is None
            continue
        if not line.strip():
            continue
        if after_code and line.lstrip()[:2] in ("**", "__"):
            m = _FIXED_LABEL_RE.match(line)
            if m is not None and _code_follows(lines, k + 1):
                lines[k] = f"{m.group('indent')}**Answer:**"
        after_code = False
    return "\n".join(lines)


def _code_follows(lines: list[str], start: int) -> bool:
    """Whether the first line with text from line `start` on opens a code block: the
    corrected code the label names."""
    for line in lines[start : start + 3]:
        if line.strip():
            return line.lstrip().startswith(("```", "~~~"))
    return False
