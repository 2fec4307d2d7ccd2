"""A lettered option set in bold over lines it wraps onto, joined into the one line it is.

Pandoc writes a Word quiz's options `a)  text`, wrapping a long option onto lines indented to
its text, and sets the right option in bold over all of them:

    b)  **An in-memory store that is
        durable.**

Line by line no option is wholly in bold (the bold opens on one line and closes on another,
sometimes alone on a line after a hard break, `d)  **The period.\\` / `    **`), so
`srs.importers.keyrewrites.bold_key` found no key and the options became an open card's answer
with their `**` marks. Such an option is joined into one line (hard breaks dropped), which
`bold_key` reads as any one-line bold option. Only a bold that opens on the option's line and
closes at the end of a continuation line is joined: any other wrapped option is left as
written (the options reader joins its lines itself).

A student typing a quiz in a plain editor opens the bold before the right option's letter and
never closes it (`**c) text`, among `a) ...`, `b) ...`): such an option, over no wrapped line,
is closed at its line's end, the one-line bold option `bold_key` reads. A bold opened inside
the option's text (`c) a **b`) is no mark of the whole option and stays, and so does one
closed a star short (`**d. kill*`), which the option readers already take for bold.
"""

from __future__ import annotations

from srs.importers.common import EXPLANATION_RE, OPTION_RE
from srs.importers.lazyre import lazy
from srs.importers.values import Line

__all__ = ["joined_bold_options", "wrapped_continuation"]

_NOTE_START_RE = lazy(r"(?:[-+>|#]|\*(?!\*)|_)")
"""A list item, quote, table, heading or italics opening an indented line: no wrapped words."""
_CLOSE_RE = lazy(r"\*\*(?P<stop>[.,;]?)[ \t]*$")
"""The bold's close at the end of an option's last line, a stop after it kept inside
(`edited**.` reads `edited.**`, as a one-line bold option ends)."""


def wrapped_continuation(line: Line) -> bool:
    """Whether a line may continue the option above it: indented words, no option of its own,
    no note under it (`  *Explanation:* ...`, `  - a point`, `  > a quote`: what a wrapped
    line of words never opens with)."""
    text = line.text
    if line.code or text[:1] not in (" ", "\t"):
        return False
    words = text.lstrip()
    if not words or _NOTE_START_RE.match(words) is not None:
        return False
    return OPTION_RE.match(text) is None and EXPLANATION_RE.match(words) is None


def joined_bold_options(lines: list[Line]) -> list[Line]:
    """The block with each option whose bold opens on its line and closes at the end of one
    of its continuation lines joined into one line; the block itself when there is none."""
    out: list[Line] | None = None
    k = 0
    while k < len(lines):
        end = _bold_end(lines, k)
        if end is None and _left_open(lines, k):
            if out is None:
                out = list(lines[:k])
            out.append(Line(lines[k].no, lines[k].text.rstrip() + "**"))
            k += 1
            continue
        if end is None:
            if out is not None:
                out.append(lines[k])
            k += 1
            continue
        if out is None:
            out = list(lines[:k])
        out.append(Line(lines[k].no, _joined([line.text for line in lines[k : end + 1]])))
        k = end + 1
    return lines if out is None else out


def _bold_end(lines: list[Line], k: int) -> int | None:
    """The continuation line where the bold opened on option line k closes, when it opens
    there without closing and closes at the end of such a line; None otherwise."""
    line = lines[k]
    text = line.text
    if line.code or "**" not in text or text.count("**") % 2 == 0:
        return None  # the cheap test first: no bold left open on the line
    if OPTION_RE.match(text) is None or _CLOSE_RE.search(text) is not None:
        return None
    j = k + 1
    while j < len(lines) and wrapped_continuation(lines[j]):
        following = lines[j].text
        if "**" in following:
            closed = following.count("**") == 1 and _CLOSE_RE.search(following) is not None
            return j if closed else None
        j += 1
    return None


_OPEN_BOLD_RE = lazy(r"^[ \t]*(?:[-*+][ \t]+)?\*\*\(?[A-Ha-h][.):]?\)?[ \t]+\S")
"""An option opened by a bold before its letter: `**c) text`, `- **(b) text`."""


def _left_open(lines: list[Line], k: int) -> bool:
    """Whether option line k opens a bold before its letter that nothing closes: its only
    `**`, no wrapped line under it (see the module doc)."""
    line = lines[k]
    text = line.text
    if line.code or text.count("**") != 1 or _OPEN_BOLD_RE.match(text) is None:
        return False
    if text.rstrip().endswith("*"):
        return False  # `**d. kill*`: closed, a star short, which the option readers mend
    return k + 1 >= len(lines) or not wrapped_continuation(lines[k + 1])


def _joined(texts: list[str]) -> str:
    """An option's lines as one: each stripped of its indent and of a hard break at its end
    (`\\`), the closing bold kept against the text it closes."""
    parts = [texts[0].rstrip().removesuffix("\\").rstrip()]
    parts += [text.strip().removesuffix("\\").rstrip() for text in texts[1:]]
    joined = " ".join(part for part in parts if part)
    close = _CLOSE_RE.search(joined)
    assert close is not None
    return joined[: close.start()].rstrip() + close.group("stop") + "**"
