"""A list lettered in a question's stem, above the options lettered another way.

A mock test asks to match statements with results: the stem letters its statements
(`(a) len('ab')`, `(b) type(1)`), then the options pair them, lettered in their own way
(`- **A.** (a)-2, (b)-int`), then the answer:

    2. Match each expression with its result.
    (a) len('ab')
    (b) type(1)

    - **A.** (a)-2, (b)-int
    - **B.** (a)-int, (b)-2

    > **Answer**: (a)-2, (b)-int

The first run of lettered items was taken for the options: the real ones went into the
question with their `**A.**` debris, and the key was read from the stem's `(a)`. Here, in a
question with an answer marker, a later run of options lettered another way (`(a)` then
`A.`), ending right over the marker, is the options, and the runs before it are part of the
stem. The same lettering twice, or a run after an explanation's label (notes lettered
under the options explain them), or text between the last run and the answer, leave the
first run the options, as before.
"""

from __future__ import annotations

from srs.importers.common import EXPLANATION_RE
from srs.importers.options import Option
from srs.importers.values import Line

__all__ = ["lettered_again", "same_run", "stem_list_before"]


def same_run(style: tuple[str, bool], run: tuple[str, bool]) -> bool:
    """Whether the next letter, written `style`, goes on a run of options written `run`: the
    same way, with another mark after a letter of the same case (`a. 12`, `b. 8`, `c: 24`), or
    the same mark after a letter of the other case (`a)`, `b)`, `C)`, `d)`): slips of the
    author's, the letters in order say they are one run."""
    if style == run or style[0] == run[0]:
        return True
    return style[1] == run[1] and style[0] != "(" and run[0] != "("


def lettered_again(options: list[Option | None], first: int, stop: int) -> bool:
    """Whether an `A` lettered another way than the run at `first` comes below it, before
    `stop`: the cheap test, on options read once per line."""
    earlier = options[first]
    if earlier is None:
        return False
    style = earlier.style
    return any(
        o is not None and o.position == 0 and not same_run(o.style, style)
        for o in options[first + 1 : stop]
    )


def stem_list_before(
    lines: list[Line], options: list[Option | None], runs: tuple[int, int, int], stop: int
) -> bool:
    """Whether the last run of options (`runs`: the first run's start, the last's start and
    the index after it) is the options and the runs above it a list in the stem: it is
    lettered another way than the first, ends right over the answer marker at `stop`, and no
    explanation's label comes between."""
    first, start, after = runs
    earlier, last = options[first], options[start]
    if start == first or earlier is None or last is None:
        return False
    if same_run(last.style, earlier.style):
        return False
    if any(EXPLANATION_RE.match(line.text) for line in lines[first:start]):
        return False
    return not any(line.text.strip() for line in lines[after:stop])
