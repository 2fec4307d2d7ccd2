"""Options numbered under a numbered question, the key a deeper bullet naming one: lettered.

A textbook's chapter review (networking, `0z_textbook_review/chapter_08.md`) nests each
question's options as a numbered list under it (the file indents with tabs) and the answer
as a bullet under the last option, naming the option by its words:

    11. TCP connections are:
        1. Unreliable and must rely on the IP protocol
        2. Created using predefined ports or sockets
            - **Answer:** Created using predefined ports or sockets

Read as Markdown, that is a list of three items, the last holding a bullet: no options and
no key, and with no question mark the item was not even a question. Here such a run (two or
more items at one indent, numbered from 1 without a gap, right above an answer bullet
indented deeper than them, whose text is one of the options' words, or else a number among
theirs) is written as the options and key every reader knows: `A) ...`, `B) ...` and
`Answer: B` at the options' indent. Line for line, like every marker rewrite
(srs.importers.markers).
"""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.lazyre import lazy

__all__ = ["lettered_nested_options"]

_ANY_ANSWER_BULLET_RE = lazy(r"\n[ \t]+[-*+][ \t]+(?:\*\*|__)?answer", re.I)
"""An indented answer bullet anywhere, searched from a newline (a literal)."""
_ANSWER_BULLET_RE = lazy(
    r"^(?P<indent>[ \t]+)[-*+][ \t]+(?:\*\*|__)?answer(?:[ \t]*:)?(?:\*\*|__)?[ \t]*:?[ \t]*"
    r"(?:\*\*|__)?(?P<text>[^*_\s][^\n]*?)(?:\*\*|__)?[ \t]*$",
    re.I,
)
_NUMBERED_RE = lazy(r"^(?P<indent>[ \t]+)(?P<num>\d{1,2})[.)][ \t]+(?P<text>\S.*)$")
_LETTERS = "ABCDEFGH"


def lettered_nested_options(text: str) -> str:
    """The text with each nested option run keyed by a deeper answer bullet lettered (see
    the module doc)."""
    if not holds(text, "nswer") or _ANY_ANSWER_BULLET_RE.search(text) is None:
        return text  # no indented answer bullet: the cheap search first
    lines = text.split("\n")
    for k, line in enumerate(lines):
        if "nswer" not in line or not line[:1].isspace():
            continue
        answer = _ANSWER_BULLET_RE.match(line)
        if answer is not None:
            _letter_run(lines, k, answer)
    return "\n".join(lines)


def _width(indent: str) -> int:
    return len(indent.expandtabs(4))


def _letter_run(lines: list[str], k: int, answer: re.Match[str]) -> None:
    """Letter the numbered run right above the answer bullet on line k, if it keys one."""
    run: list[re.Match[str]] = []
    j = k - 1
    while j >= 0:
        m = _NUMBERED_RE.match(lines[j])
        if m is None:
            break
        run.insert(0, m)
        j -= 1
    if len(run) < 2 or len(run) > len(_LETTERS):
        return
    indent = run[0].group("indent")
    if any(m.group("indent") != indent for m in run) or _width(indent) >= _width(
        answer.group("indent")
    ):
        return
    if [int(m.group("num")) for m in run] != list(range(1, len(run) + 1)):
        return
    key = _key_of(answer.group("text").strip(), [m.group("text").strip() for m in run])
    if key is None:
        return
    first = k - len(run)
    for n, m in enumerate(run):
        lines[first + n] = f"{indent}{_LETTERS[n]}) {m.group('text')}"
    lines[k] = f"{indent}Answer: {_LETTERS[key]}"


def _key_of(said: str, options: list[str]) -> int | None:
    """The option the answer names: by its words (case aside), else by its number."""
    folded = said.casefold().rstrip(".")
    found = [n for n, text in enumerate(options) if text.casefold().rstrip(".") == folded]
    if len(found) == 1:
        return found[0]
    if said.isdigit() and 1 <= int(said) <= len(options):
        return int(said) - 1
    return None
