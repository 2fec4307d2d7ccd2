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
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from srs.importers.labeltext import unwrap

__all__ = ["listed_option_texts", "named_option"]

_SIMILAR = 90
"""How near (rapidfuzz's ratio, 0-100) a piece must be to an option's text to name it."""


def listed_option_texts(text: str, choices: dict[str, str]) -> tuple[str, str] | None:
    """The letters (`BD`) a key naming several options by their texts gives, and the text
    after its first line; None when its first line is no such list."""
    first, _, rest = text.partition("\n")
    if ", " not in first or len(choices) < 3:
        return None  # a cheap test first: most keys name one option
    letters = _cut(tuple(first.split(",")), choices)
    if letters is None or len(letters) < 2:
        return None
    return "".join(sorted(letters)), rest.strip()


def _cut(parts: tuple[str, ...], choices: dict[str, str]) -> frozenset[str] | None:
    """The options the comma-cut parts name, each run of parts one option, every option once;
    None when no such reading covers them all. The shortest run is tried first."""

    @cache
    def from_part(start: int) -> frozenset[str] | None:
        if start == len(parts):
            return frozenset()
        for end in range(start + 1, len(parts) + 1):
            letter = named_option(",".join(parts[start:end]), choices)
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
    plain = _plain(text)
    if not plain:
        return None
    plains = {key: _plain(option) for key, option in options.items()}
    exact = [key for key, option in plains.items() if option == plain]
    if exact:
        return exact[0] if len(exact) == 1 else None
    from rapidfuzz import fuzz  # loaded on first use: most documents never get here

    near = [key for key, option in plains.items() if fuzz.ratio(option, plain) >= _SIMILAR]
    return near[0] if len(near) == 1 else None


def _plain(text: str) -> str:
    return " ".join(unwrap(text.replace("`", "")).split()).rstrip(".").casefold()
