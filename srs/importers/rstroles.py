"""reStructuredText roles (`:math:`H_0``, `:ref:`the game <target>``) as the text they show.

A role is inline markup: read as Markdown it stays on the card verbatim, colons, role name
and backticks. Formulas and code keep a code span (the card shows them literally), as do
Sphinx's references to code (`:func:`~os.path.join`` shows `join`, as Sphinx prints it);
another reference shows its text, less the `<target>` it points at.
"""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy

__all__ = ["roles_as_text"]

_ROLE_RE = lazy(r"(?<!`):(?P<role>[\w-]+):`(?P<text>[^`]+)`(?!`)")
"""A role, never one written inside an inline literal (```:numbered:``` shows the words)."""
_TARGET_RE = lazy(r"^(?P<text>.*?)[ \t]*<[^<>]*>$", re.S)
_LITERAL_ROLES = frozenset({"math", "code", "literal", "samp", "kbd"})
_NUMBERED = {"pep": "PEP", "rfc": "RFC"}
"""References to numbered documents, shown as Sphinx prints them (`:pep:`8`` is `PEP 8`)."""
_CODE_REFERENCES = frozenset(
    {
        "func",
        "meth",
        "class",
        "mod",
        "attr",
        "obj",
        "data",
        "exc",
        "const",
        "file",
        "envvar",
        "keyword",
    }
)
"""Sphinx's references to code: shown as code, by their text (`~a.b.c` shows `c`)."""


def roles_as_text(text: str) -> str:
    """The text with each role as what it shows (a cheap test first: a role needs `:``)."""
    if ":`" not in text:
        return text
    return _ROLE_RE.sub(_role, text)


def _role(m: re.Match[str]) -> str:
    text = m.group("text")
    if m.group("role") in _LITERAL_ROLES:
        return f"`{text}`"
    target = _TARGET_RE.match(text)
    shown = target.group("text") if target is not None else text
    if m.group("role") in _NUMBERED:
        return f"{_NUMBERED[m.group('role')]} {shown}"
    if m.group("role") in _CODE_REFERENCES:
        return f"`{shown.rsplit('.', 1)[-1] if shown.startswith('~') else shown}`"
    return shown
