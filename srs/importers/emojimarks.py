"""Options marked by a tick or a cross drawn as an emoji, or as GitHub's shortcode for one.

A quiz written for GitHub marks every option, the right one and the wrong ones, at its start,
one paragraph (or bullet) to an option:

    2. Which command prints the working directory?

    :black_large_square: ls

    :white_check_mark: pwd

GitHub draws the shortcodes as ⬛ and ✅; a file written elsewhere uses the emoji themselves
(`- ✅ pwd` / `- ❌ ls`). It is a task list drawn with other boxes, and srs.importers.marks
reads it as one (one tick: a choice card; several: an open card of the right options). This
module tells such an option line apart. The same marks under a line of text are an answer's
own dos and don'ts (`✅ Use a pool` / `❌ Open one per query`), no options: an emoji marks an
option only in a run that opens the question's block, right under the question.
"""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy
from srs.importers.ticks import CROSSES, RIGHT_SHORTCODES, SQUARES, TICKS
from srs.importers.values import Line

__all__ = ["EMOJI_OPTION_RE", "crossed", "emoji_option", "text_below"]

EMOJI_OPTION_RE = lazy(
    rf"^(?P<indent>[ \t]*)(?:[-*+][ \t]+)?(?:(?P<mark>{TICKS}|{RIGHT_SHORTCODES})"
    rf"|(?P<cross>{CROSSES})|{SQUARES})\ufe0f?(?:[ \t]*<br[ \t]*/?>)?(?:[ \t]+(?P<text>\S.*)|[ \t]*)$"
)
"""An option opened by a tick, a cross or an empty square (see the module), its `mark` group
set for a tick only, its `cross` group for a cross. Its text may be on the next line, under
a break (`:black_large_square:<br>` over an image)."""


def _emoji_led(text: str) -> bool:
    """The cheap test before `EMOJI_OPTION_RE`: a line that opens, past blanks and a bullet,
    with a shortcode's colon or a character from the arrows on (where the emoji are)."""
    first = text.lstrip(" \t-*+")[:1]
    return first == ":" or first >= "\u2190"


def emoji_option(lines: list[Line], start: int) -> re.Match[str] | None:
    """The match of line `start` as an option marked by an emoji (see the module), when only
    blank lines and code (the snippet a stem shows) come before it in the block (whose lines
    are those under the question's own); else None."""
    text = lines[start].text
    if lines[start].code or not _emoji_led(text):
        return None
    m = EMOJI_OPTION_RE.match(text)
    if m is None or not all(line.code or not line.text.strip() for line in lines[:start]):
        return None
    return m


def text_below(lines: list[Line], i: int, pattern: re.Pattern[str]) -> tuple[str, int]:
    """The text of a mark left alone on its line, from line `i`: the next line of its
    paragraph (a line break after the mark, then the image or words), and the index after
    it; none when a blank line, code or another option comes first."""
    if i >= len(lines) or lines[i].code or not lines[i].text.strip():
        return "", i
    if pattern.match(lines[i].text):
        return "", i
    return lines[i].text.strip(), i + 1


def crossed(lines: list[Line]) -> bool:
    """Whether any of the lines is an option crossed out (`❌ grep`, `:x: grep`) rather than
    left an empty square: several ticks among crosses (`- ✔ Fast` / `- ✔ Cheap` / `- ✘
    Complex`) are the pros and cons an answer lists, no options; one tick among them keys a
    question, as one among squares does, and so do several among squares."""
    for line in lines:
        m = None if line.code else EMOJI_OPTION_RE.match(line.text)
        if m is not None and m.group("cross") is not None:
            return True
    return False
