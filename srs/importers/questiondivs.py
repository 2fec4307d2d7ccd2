"""Quiz questions written as Pandoc fenced divs, one `::: question` block each.

Course books built with Pandoc (and Quarto) keep their review quizzes in fenced divs: a
`quiz` block holds `question` blocks, each the question's words, its task-list options
(`- [x] right`, `- [ ] wrong`) or a fill-in box holding the expected answer
(`<input type="text" value="10000"/>`), and a `hints` block:

    :::::::::: question ::::::::::
    What is the worst-case cost for Quicksort
    to sort an array of n elements?

    - [x] $O(n^2)$
    - [ ] $O(n)$

    ::: hints
    - There are a few really bad inputs.
    :::
    ::::::::::::::::::::::::::::::

Read as plain Markdown the markers are text: the next question's words and the `:::` lines
run into the previous answer, and the hints (which often ask: `- Is it stable?`) are taken
for questions. This pass writes each question's first line as a numbered `######` heading
(`###### Q3. The cost of...`: the number says it is a question, as a quiz's `Qn.` does,
though its words may not ask), a fill-in box as an answer label with its value, and blanks
the markers of `quiz`, `question` and `hint(s)` blocks; the hints' lines stay, as the
explanation after the options (after a fill-in box, under an explanation label). Other divs
(a lesson's `solution`) are left to their pass.
"""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.fences import fence_after
from srs.importers.lazyre import lazy

_MARKER_RE = lazy(r"^[ \t]{0,3}:{3,}[ \t]*(?P<info>[^:\s][^:]*?)?[ \t]*:*[ \t]*$")
"""A fenced div's marker line: an opening one with its class (`::: hints`,
`:::::: {.question}`), or a closing one (`:::::`)."""
_CLASS_RE = lazy(r"^\{?[^}]*?(?:^|[\s{.])\.?(?P<name>[A-Za-z][\w-]*)")
_QUESTION_MARKER_RE = lazy(r"^[ \t]{0,3}:{3,}[ \t]*\{?[^}\n]*?\.?question\b", re.M)
_OWN_CLASSES = frozenset({"quiz", "question", "hint", "hints"})
_INPUT_RE = lazy(
    r"^[ \t]*<input\b(?=[^>]*\btype=[\"']?(?:text|number)\b)[^>]*\bvalue=(?P<q>[\"'])"
    r"(?P<value>[^\"']*)(?P=q)[^>]*>[ \t]*$",
    re.I,
)
"""A fill-in box whose value is the expected answer (`<input type="text" value="2000"/>`), or
a number box (`<input type="number" value="4" min="0"/>`, a count the quiz asks for). The
hints after it are the card's explanation, as a choice question's are after its options:
under the answer label they were read as more of the answer."""


def question_divs(text: str) -> str:
    """The text with its Pandoc `question` divs as `######` headings over their options
    (see the module docstring); unchanged unless it holds two or more such divs."""
    if not holds(text, ":::") or len(_QUESTION_MARKER_RE.findall(text)) < 2:
        return text  # cheap test first
    lines = text.split("\n")
    opened: list[str] = []  # the classes of the divs open at each line
    fence: str | None = None
    asking = False  # right inside a question div, before its words
    answered = False  # the question's fill-in box written as its answer label
    number = 0  # the questions so far
    for k, line in enumerate(lines):
        fence, is_fence = fence_after(fence, line)
        marker = _MARKER_RE.match(line) if fence is None and not is_fence else None
        if marker is not None:
            name = _marker(lines, k, marker, opened)
            asking, answered = name == "question", answered and name != "question"
            if answered and name in ("hint", "hints"):
                lines[k] = "**Explanation:**"  # see _INPUT_RE
        elif asking and line.strip():
            number += 1
            lines[k] = f"###### Q{number}. {line.strip()}"
            asking = False
        elif "question" in opened and "<input" in line:
            value = _INPUT_RE.match(line)
            if value is not None:
                lines[k] = f"**Answer:** {value.group('value').strip()}"
                answered = True
    return "\n".join(lines)


def _marker(lines: list[str], k: int, marker: re.Match[str], opened: list[str]) -> str:
    """Track the div that line k opens or closes, blanking the marker if the div is one of
    this pass's; the class of the div it opens (`question`, `hints`), empty for a closing one."""
    info = marker.group("info")
    if info is None:
        name = opened.pop() if opened else ""
    else:
        found = _CLASS_RE.match(info.strip())
        name = found.group("name").casefold() if found else ""
        opened.append(name)
    if name in _OWN_CLASSES:
        lines[k] = ""
    return name if info is not None else ""
