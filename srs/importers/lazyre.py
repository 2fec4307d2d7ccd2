"""Patterns compiled on first use.

The importer holds some 800 patterns, one or more for each layout it knows, and Python
compiles a pattern in Python code: compiling them all took about 0.1 s of every start of
`srs import`, while a document calls on a fifth of them. `lazy` returns a stand-in that
compiles its pattern the first time one of its attributes is asked for, then keeps the
compiled pattern's methods in its own slots: each later call costs about what a call on the
pattern itself does. A match's `.re` is the compiled pattern, not the stand-in: a rule that
asks which pattern matched compares their `.pattern`.
"""

from __future__ import annotations

import re
from typing import Any, cast

__all__ = ["lazy"]

_SHOWN = (
    "match",
    "search",
    "fullmatch",
    "sub",
    "subn",
    "split",
    "findall",
    "finditer",
    "pattern",
    "flags",
    "groups",
    "groupindex",
)


class _Lazy:
    __slots__ = ("_source", *_SHOWN)

    def __init__(self, source: str, flags: int) -> None:
        self._source = (source, flags)

    def __getattr__(self, name: str) -> Any:
        """Called only for a slot not filled yet: the first use compiles the pattern."""
        compiled = re.compile(*self._source)
        for shown in _SHOWN:
            setattr(self, shown, getattr(compiled, shown))
        return getattr(compiled, name)

    def __repr__(self) -> str:
        return f"lazy({self._source[0]!r})"


def lazy(source: str, flags: int = 0) -> re.Pattern[str]:
    """A pattern compiled the first time it is used (see the module docstring)."""
    return cast("re.Pattern[str]", _Lazy(source, int(flags)))
