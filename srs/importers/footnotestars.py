"""Stars that close sentences in a list (`- Fast to code: ... 300%. *`): footnote marks, not
the keys of options.

A page that copies a product's feature list keeps the `*` its source put after the claims a
footnote qualifies; the footnote itself is often left behind. Such a star follows the full
stop of a sentence, on several items of one list. A quiz that marks its keys with a closing
`*` marks one option so, or several short ones: when two or more items of a run end with a
full stop and then a lone star, the stars are the items' own text and the run no options.

A Unix exam's options are commands, and a command's last argument may be a glob (`c) rm *`,
`d) del *`): the star set apart by a blank after a lower-case command word, as a starred key
is. When two or more items of a run are such commands (a word in lower case, its arguments,
then the star, and nothing else), the stars are the commands' own: no key. One starred
command among plain options, or stars after words of prose (`B) Coast redwood *`, `a.
`<header>` *`), still key the run as before.
"""

from __future__ import annotations

from srs.importers.lazyre import lazy
from srs.importers.values import Line

__all__ = ["footnote_stars"]

_SENTENCE_STAR_RE = lazy(r"[\w%)\]\"'`][.!][ \t]+\\?\*[ \t]*$")
"""A sentence's full stop, a blank and a lone star at the end of a line."""


_GLOB_STAR_RE = lazy(
    r"^[ \t]*(?:[-*+][ \t]+)?(?:\[[ xX]\][ \t]+)?\(?[A-Ha-h1-9][.):][ \t]+"
    r"[a-z][a-z0-9_-]*(?:[ \t]+[^\s*]+)*[ \t]+\*[ \t]*$"
)
"""An option that is a command ending with a glob: `c) rm *`, `- d. ls -l *`."""


def footnote_stars(lines: list[Line], marked: list[int]) -> bool:
    """Whether the marked items of a run (indexes into `lines`) are two or more sentences
    that each end with a footnote star, or two or more commands that each end with a glob
    (see the module doc)."""
    return len(marked) >= 2 and (
        all(_SENTENCE_STAR_RE.search(lines[k].text) is not None for k in marked)
        or all(_GLOB_STAR_RE.match(lines[k].text) is not None for k in marked)
    )
