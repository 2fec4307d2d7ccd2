"""An option whose content is the fenced code block right below it, read as one option.

A task-list box over code (`- [ ]` then a fence, srs.importers.marks) and an option letter
alone over code (`B)` then a fence, srs.importers.codeoptions) both give the option its code
as its text. An exam bank letters its options `a)` at the margin and indents each option's
fence four blanks under it (as a list item's content is indented): CommonMark would call such
a fence an indented code block, but the block's pass has marked it code already
(srs.importers.blocklines.indented_code), and read with the margin's fence pattern only the
code was left out of the option, so the options vanished and the key named no option.
"""

from __future__ import annotations

import re
import textwrap

from srs.importers.fenceclose import KEY_STAR, starred_close
from srs.importers.fences import FENCE_RE, NESTED_FENCE_RE
from srs.importers.values import Line

__all__ = ["option_code"]


def option_code(lines: list[Line], i: int, text: str) -> tuple[str, int]:
    """An option whose content is the fenced code block right after it (a task-list box with
    the code below): the option's text with the code, and the index after it. The fence may
    be indented under a bare letter (see the module doc): it is closed by a fence of its kind,
    or, left open, where the code ends (a list item's end, srs.importers.openitemfences)."""
    j = i
    while j < len(lines) and not lines[j].code and not lines[j].text.strip():
        j += 1
    if j >= len(lines) or not lines[j].code:
        return text, i
    fence = FENCE_RE if FENCE_RE.match(lines[j].text) else NESTED_FENCE_RE
    opened = fence.match(lines[j].text)
    if opened is None:
        return text, i
    end = _fence_end(lines, j + 1, opened.group("fence")[0], fence)
    body = textwrap.dedent("\n".join(line.text for line in lines[j + 1 : end])).strip("\n")
    option = _with_code(text, body, lines[j].text)
    if end < len(lines) and starred_close(lines[end].text):
        option += KEY_STAR  # ```` ``` * ````: the star marks this option, as `b. text *` does
    closed = end < len(lines) and lines[end].code  # else ended by its list item, no fence
    return option, end + 1 if closed else end


def _fence_end(lines: list[Line], start: int, char: str, fence: re.Pattern[str]) -> int:
    """The index of the fence (of `char`, matched by `fence`, the pattern that opened the
    code) that closes the code from `start`, or after it."""
    end = start
    while end < len(lines) and lines[end].code and not _closes(lines[end].text, char, fence):
        end += 1
    return end


def _closes(text: str, char: str, fence: re.Pattern[str]) -> bool:
    """Whether `text` is a closing fence of `char`: the mark alone, or with the star the line
    reader kept after it (srs.importers.fenceclose)."""
    rest = text.strip().strip(char).strip()
    return bool(fence.match(text)) and (not rest or rest == KEY_STAR.strip())


def _with_code(text: str, body: str, opening: str) -> str:
    """The option's text with its code: inline when one line, else the fenced block (with
    the language of its `opening` fence)."""
    if "\n" not in body and "`" not in body:
        code = f"`{body.strip()}`"
        return f"{text} {code}" if text else code
    block = f"```{opening.strip().lstrip('`~')}\n{body}\n```"
    return f"{text}\n{block}" if text else block
