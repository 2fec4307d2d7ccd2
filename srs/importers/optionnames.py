"""Which options a key written in words names: the one rule for a key given as an option's
text rather than its letter, read by a bold key under unlettered options
(srs.importers.boldkeys) and by an answer line under lettered ones (srs.importers.options).

A key may name one option as written or nearly (`Reliability`), with a gloss in brackets on
either side (`None of the above (it prints 7)`, `DMS (Database Migration Service)`), two
joined (`X & Y`, `X AND Y`), or every option (`All of the above`, `All of them`, `All of the
statements are true`, when no option says so itself). A mock test's answer line written so
matched no option, and its question was skipped as unanswered.
"""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy
from srs.importers.textkeys import named_option

__all__ = ["names_option", "options_named"]

_GLOSS_RE = lazy(r"(?P<words>[^()（）]+?)[ \t]*[(（](?P<gloss>[^()（）]+)[)）]")
"""`DMS (Database Migration Service)`, `Electronegativity（電気陰性度）`: words and a gloss in
brackets after them, ASCII or full-width (as a Japanese or Chinese quiz glosses a term)."""
_JOINED_RE = lazy(r"[ \t]*(?:&|\band\b|,|\+)[ \t]*", re.I)
_JOINING_WORD_RE = lazy(r"[ \t]+(?:&|and)[ \t]+", re.I)
_ALL_RE = lazy(
    r"all[ \t]+(?:of[ \t]+)?(?:the[ \t]+)?(?:above|these|of these|them"
    r"|(?:statements|options|answers|choices)(?:[ \t]+(?:are|is)[ \t]+(?:true|correct|right))?)"
    r"[ \t.!]*",
    re.I,
)
_ALL_LEAST = 3
"""How many options an `All of them` key must name: with two, `both` would be said."""


def options_named(text: str, rest: str, items: list[str]) -> tuple[list[str], str]:
    """The options (of `items`) a key's words name and what follows them (`rest`, with a
    gloss the key carried); ([], "") when they name none (see the module doc)."""
    text = text.strip()
    one = _one_named(text, rest, items)
    if one is not None:
        return one
    joined = _joined_options(text, items)
    if joined:
        return joined, rest
    glossed = _GLOSS_RE.fullmatch(text)
    words, rest = (glossed["words"], _joined(glossed["gloss"], rest)) if glossed else (text, rest)
    if _ALL_RE.fullmatch(words) and len(items) >= _ALL_LEAST:
        told = [item for item in items if _ALL_RE.fullmatch(item.strip())]
        return (told[:1] if told else list(items)), rest
    return [], ""


def names_option(text: str, option: str) -> bool:
    """Whether a key's words name this one option, by the rule a key naming one option by
    its words is read (as written or nearly, a gloss on either side); the check a key that
    names several options by letter and text makes of each (srs.importers.options)."""
    return _one_named(text, "", [option]) is not None


def _joined_options(text: str, items: list[str]) -> list[str]:
    """The options a key joining several names (`X & Y`, `X, Y`): cut at every joint, or,
    when an option's own commas break that reading (`sorted(d, key=k) AND d.sort(key=k)`),
    at its joining words alone; [] when some piece names no option."""
    options = {item: item for item in items}
    for joint in (_JOINED_RE, _JOINING_WORD_RE):
        parts = joint.split(text)
        if len(parts) > 1 and None not in (found := [named_option(p, options) for p in parts]):
            return [name for name in found if name is not None]
    return []


def _one_named(text: str, rest: str, items: list[str]) -> tuple[list[str], str] | None:
    """The one option a key's words name: as written, with a gloss in brackets
    (`**DMS (Database Migration Service)**`: the gloss goes to the explanation), or an
    option's words without the option's own gloss (`**AppSync**` for `AppSync (connects
    ...)`)."""
    options = {item: item for item in items}
    option = named_option(text, options)
    if option is not None:
        return [option], rest
    glossed = _GLOSS_RE.fullmatch(text)
    if glossed is not None and (option := named_option(glossed["words"], options)) is not None:
        return [option], _joined(glossed["gloss"], rest)
    bare = {item: m["words"] if (m := _GLOSS_RE.fullmatch(item)) else item for item in items}
    option = named_option(text, bare)
    return ([option], rest) if option is not None else None


def _joined(gloss: str, rest: str) -> str:
    return " ".join(part for part in (gloss, rest) if part)
