"""Where an option's text goes on past its own line: the rest a stray blank line cut off,
and the rest an author wrapped at the margin (a printed exam's width), as Markdown's lazy
continuation joins it:

    A. This type of patterns provides a way to create interfaces and define ways to
    compose objects.
    B. ...

    - D) Die Eintreffen
    swahrscheinlichkeit der Fehleranzahl ...

A plain line right under an option, no blank line between, goes on with it when the next
option follows right below it, or, under the run's last option, when that option breaks off
mid-sentence and a blank line (or the run's end) follows: a sentence typed under options
that end their own sentences stays a note (an explanation), and a labelled line (`Answer:`,
`Explanation:`) is never an option's.
"""

from __future__ import annotations

from collections.abc import Callable

from srs.importers.common import ANSWER_RE
from srs.importers.options import Option, lazy_option_rest, opens_nothing, option_goes_on
from srs.importers.values import Line

__all__ = ["broken_off", "cut_option_rest", "first_goes_on", "option_rest", "wraps_on"]


def wraps_on(text: str) -> bool:
    """Whether a line under the run's last option can be its rest wrapped at the margin: at
    the margin, going on mid-sentence in lower case (`swahrscheinlichkeit der ...`, `code
    complicated, since ...`), opening nothing of its own (`opens_nothing`). A sentence of its
    own (`Mind the order.`) is a note, a lone `-` a stray mark."""
    return text[:1].islower() and opens_nothing(text)


def cut_option_rest(
    lines: list[Line],
    options: list[Option | None],
    i: int,
    end: int,
    count: int,
    style: tuple[str, bool] | None,
    previous: str = "",
) -> bool:
    """Line i, no option, is the rest of the option above it that a stray blank line cut off
    (`B) Atomicity, Consistency,` / blank / ` Isolation, Durability`): the next option, in
    sequence and written the same way, follows right after it (a line wrapped at the margin
    too: `A. ... define ways to` / `compose objects.` / `B. ...`), or the option was the last
    and ends mid-list (`previous`, its text so far) with the key below, or it breaks off
    mid-sentence with line i wrapped right under it (`_wrapped_last`)."""
    if options[i] is not None or lines[i].code:
        return False
    nxt = next((k for k in range(i + 1, end) if lines[k].text.strip()), None)
    if nxt is not None and nxt == i + 1:
        opt = options[nxt]
        return opt is not None and opt.position == count and opt.style == style
    # the last option's rest, before the key: only when the option plainly goes on (`B)
    # Availability, Consistency,` ends mid-list), never a sentence after the options
    after = nxt is None or ANSWER_RE.match(lines[nxt].text) is not None
    return (after and previous.rstrip().endswith((",", "-", "–", "(", "/"))) or _wrapped_last(
        lines, options, i, end, previous
    )


_ENDED = (".", "!", "?", ":", ";", "*", "_", "`", ")", "]")
"""What an option's text ends with when its line ends it (a sentence, a closed mark)."""


def broken_off(text: str) -> bool:
    """Whether an option's text stops mid-sentence (`Die Eintreffen`, `... ways to compose`):
    no full stop, colon, closing bracket or closing mark ends it, so a plain line right under
    it may be its rest, wrapped at the margin."""
    text = text.rstrip()
    return bool(text) and not text.endswith(_ENDED)


def _wrapped_last(
    lines: list[Line], options: list[Option | None], i: int, end: int, previous: str
) -> bool:
    """Line i is the last option's text wrapped at the margin (`- D) Die Eintreffen` over
    `swahrscheinlichkeit der ...`, Markdown's lazy continuation): right under the option's
    own line, no blank between, a blank line (or the run's end) right after it, the option
    broken off mid-sentence, and the line opening nothing of its own. A sentence typed under
    options that end their own sentences stays no option's."""
    if options[i - 1] is None or not broken_off(previous):
        return False
    if i + 1 < end and lines[i + 1].text.strip():
        return False
    return wraps_on(lines[i].text)


def option_rest(
    lines: list[Line],
    options: list[Option | None],
    i: int,
    run: tuple[int, tuple[str, bool] | None, list[str]],
    broken: Callable[[int], bool],
) -> bool:
    """Whether line i, no option and not indented under the options read so far, is still the
    last one's text: cut off by a stray blank line (`cut_option_rest`) or going on after a hard
    break (`lazy_option_rest`). `run`: where the block's options end, how they are written and
    their texts so far."""
    end, style, texts = run
    count = len(texts)
    return cut_option_rest(lines, options, i, end, count, style, texts[-1]) or lazy_option_rest(
        lines, options, i, broken
    )


def first_goes_on(
    lines: list[Line],
    options: list[Option | None],
    at: tuple[int, int],
    opt: Option,
    hard_break: Callable[[int], bool],
) -> bool:
    """Whether line j (`at`: j and the block's end), no option, goes on with option A above
    it: indented under it, after a hard break, or wrapped at the margin right under it (no
    blank line between) with B right below (`cut_option_rest`): `A. ... define ways to` /
    `compose objects.` / `B.`. Read so only for B, the run was never found when A wrapped."""
    j, end = at
    if option_goes_on(lines, options, j, opt, hard_break):
        return True
    return bool(lines[j - 1].text.strip()) and cut_option_rest(lines, options, j, end, 1, opt.style)
