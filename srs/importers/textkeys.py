"""A key that names several right options by their texts, commas between them:

    3. Which settings make writes durable? (Select two)
    - [ ] One partition
    - [ ] Acknowledged writes
    - [ ] More replicas

    **Answer:** Acknowledged writes, More replicas

A key naming one option by its text was read (see `options.read_letter`); naming two, it
matched no option and the question was skipped as unanswered. The first line of the key is
cut at its commas into pieces that are each an option's text (an option's own comma kept:
`Storage, but no streaming` is one), exactly or nearly (a typo such as `Zooker` for
`Zookeeper`), each a different option; the lines after it explain.

A key may also give each right option on a line of its own, letter and text (an exam's
"choose two" under a `<summary>Answer</summary>`):

    **A. Use tags**
    **D. Use policies**

    **Explanation:** Tags label things, policies enforce them.

Only the first line was read, one letter of two. Two lines or more opening the key, each an
option's letter and its text wholly in bold (or its text naming that option, when not in
bold), each a different option, name the right options; the text below them explains.

A bank that sets its options as code spans sets its key lines so, and a key set out as a
list bullets them (`` **Correct Answer:** `B. Apply` `` over `` `D. Init` ``, or a bare label
over `` - `A. x` `` / `` - `C. y` ``): a line may be a bullet, and its option a code span, as
long as its text names that option. Lines repeating every option of three or more are the
options listed again, not a key.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from srs.importers.common import EXPLANATION_RE
from srs.importers.labeltext import option_words
from srs.importers.lazyre import lazy

__all__ = ["listed_option_texts", "named_option", "option_lines"]

_SIMILAR = 90
"""How near (rapidfuzz's ratio, 0-100) a piece must be to an option's text to name it."""


def listed_option_texts(text: str, choices: dict[str, str]) -> tuple[str, str] | None:
    """The letters (`BD`) a key naming several options by their texts gives, and the text
    after its first line; None when its first line is no such list. The texts are parted
    by commas, or by semicolons or ampersands where the line has them (`Apple; Banana`:
    options whose own texts may hold commas, as srs.importers.boldkeys writes the key it
    reads; `` `a = b` & `a === b` ``)."""
    first, _, rest = text.partition("\n")
    sep = next((mark for mark in (";", "&", ",") if f"{mark} " in first), None)
    if sep is None or len(choices) < 3:
        return None  # a cheap test first: most keys name one option
    letters = _cut(tuple(first.split(sep)), choices, sep)
    if letters is None or len(letters) < 2:
        return None
    return "".join(sorted(letters)), rest.strip()


def _cut(parts: tuple[str, ...], choices: dict[str, str], sep: str) -> frozenset[str] | None:
    """The options the parts cut at `sep` name, each run of parts one option, every option
    once; None when no such reading covers them all. The shortest run is tried first."""

    @cache
    def from_part(start: int) -> frozenset[str] | None:
        if start == len(parts):
            return frozenset()
        for end in range(start + 1, len(parts) + 1):
            letter = named_option(sep.join(parts[start:end]), choices)
            if letter is None:
                continue
            rest = from_part(end)
            if rest is not None and letter not in rest:
                return rest | {letter}
        return None

    return from_part(0)


def named_option(text: str, options: Mapping[str, str]) -> str | None:
    """The key of the one option a text is, exactly or nearly (rapidfuzz's ratio >= 90: a
    typo such as `Zooker` for `Zookeeper`), compared without code marks, emphasis around it
    or a final stop; None when it is none or several. The one rule for a key, or a bold line,
    that names an option by its words (srs.importers.boldkeys too)."""
    plain = option_words(text)
    if not plain:
        return None
    plains = {key: option_words(option) for key, option in options.items()}
    exact = [key for key, option in plains.items() if option == plain]
    if exact:
        return exact[0] if len(exact) == 1 else None
    from rapidfuzz import fuzz  # loaded on first use: most documents never get here

    near = [key for key, option in plains.items() if fuzz.ratio(option, plain) >= _SIMILAR]
    return near[0] if len(near) == 1 else None


_OPTION_LINE_RE = lazy(
    r"^[ \t]*(?:[-*+][ \t]+)?(?:(?P<b>\*\*|__)?\(?(?P<l>[A-H])[.)][ \t]+(?P<text>[^*_\n]*?[^*_\s])"
    r"[ \t]*(?P=b)?|`(?P<cl>[A-H])[.)][ \t]+(?P<ct>[^`\n]*[^`\s])`)[ \t]*$"
)
"""`**A. Use tags**`, `D) Use policies`, `` `D. Init` ``, `` - `C. Object lock` ``: one right
option, by its letter and text, on its own line (a bullet's, or a code span, maybe)."""
_OPENS_OPTION_LINE = frozenset("*_-+`ABCDEFGH(")
"""What a key made of option lines opens with: emphasis, a bullet, a code span or a letter."""


def option_lines(text: str, choices: dict[str, str]) -> tuple[str, str] | None:
    """The letters (`AD`) a key giving each right option on a line of its own gives (see
    the module), and the text below them without its `Explanation:` label; None when the
    key opens with fewer than two such lines."""
    lines = text.split("\n")
    if len(lines) < 2 or text[:1] not in _OPENS_OPTION_LINE:
        return None  # a cheap test first: most keys are one line
    letters: list[str] = []
    for line in lines:
        m = _OPTION_LINE_RE.match(line)
        if m is None:
            break
        letter = m.group("l") or m.group("cl")
        bold = m.group("b") is not None
        if letter not in choices or letter in letters:
            return None
        if not bold and named_option(m.group("text") or m.group("ct"), choices) != letter:
            return None
        letters.append(letter)
    if len(letters) < 2 or len(letters) == len(choices) > 2:
        return None  # (every option of three or more, one to a line: the list again)
    first, sep, rest = "\n".join(lines[len(letters) :]).strip().partition("\n")
    label = EXPLANATION_RE.match(first)
    explained = f"{label.group('rest') if label else first}{sep}{rest}".strip()
    return "".join(sorted(letters)), explained
