"""Stars that close sentences in a list (`- Fast to code: ... 300%. *`): footnote marks, not
the keys of options.

A page that copies a product's feature list keeps the `*` its source put after the claims a
footnote qualifies; the footnote itself is often left behind. Such a star follows the full
stop of a sentence, on several items of one list. A quiz that marks its keys with a closing
`*` marks one option so, or several short ones: when two or more items of a run end with a
full stop and then a lone star, the stars are the items' own text and the run no options.
"""

from __future__ import annotations

from srs.importers.lazyre import lazy
from srs.importers.values import Line

__all__ = ["footnote_stars"]

_SENTENCE_STAR_RE = lazy(r"[\w%)\]\"'`][.!][ \t]+\\?\*[ \t]*$")
"""A sentence's full stop, a blank and a lone star at the end of a line."""


def footnote_stars(lines: list[Line], marked: list[int]) -> bool:
    """Whether the marked items of a run (indexes into `lines`) are two or more sentences
    that each end with a footnote star (see the module doc)."""
    return len(marked) >= 2 and all(
        _SENTENCE_STAR_RE.search(lines[k].text) is not None for k in marked
    )
