"""Which options a key written in words names: the one rule for a key given as an option's
text rather than its letter, read by a bold key under unlettered options
(srs.importers.boldkeys) and by an answer line under lettered ones (srs.importers.options).

A key may name one option as written or nearly (`Reliability`), with a gloss in brackets on
either side (`None of the above (it prints 7)`, `DMS (Database Migration Service)`), two
joined (`X & Y`, `X AND Y`), or every option (`All of the above`, `All of them`, `All of the
statements are true`, when no option says so itself). A mock test's answer line written so
matched no option, and its question was skipped as unanswered.

A key line may also open with one option's whole text and go on to explain it (`Split
horizon stops a router from advertising a route back ...`, under `A. Split horizon`): an
exam whose answer lines read `A. B.` writes some as `A. <prose>` ("A." for "Answer"), the
prose naming the right option by its words. Such a line keys that option when its opening
words are exactly one option's text, ended by a blank, a separator or the line's end, and
no other option's text opens it too (`Split horizon` and `Split horizon with poison reverse`
both open `Split horizon with poison reverse stops ...`: no key, as before). The line stays
the explanation (the option is its sentence's subject), or, when a separator follows the
option (`Split horizon, because ...`), what follows it. Options mentioned later in the line
key nothing: only its opening words are read; nor does an option the line's first sentence
denies (`Keys on disks are not advised.`: the author sets that option aside).
"""

from __future__ import annotations

import re

from srs.importers.labeltext import unwrap
from srs.importers.lazyre import lazy
from srs.importers.tagoptions import as_written
from srs.importers.textkeys import named_option
from srs.text import NEGATION_WORDS

__all__ = ["names_option", "options_named", "worded_key"]

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


def worded_key(text: str, choices: dict[str, str]) -> tuple[str, str]:
    """The letters a key's first line names in words (`None of the above (it prints 7)`,
    `X AND Y`, `All of them`), or the one option whose whole text opens it (see the module
    doc), and the text after them; ("", "") when it names no option. The last reading of
    a key under lettered options (srs.importers.options), after its letters."""
    first, _, below = text.partition("\n")
    named, rest = options_named(unwrap(first), "", list(choices.values()))
    letters = "".join(letter for letter, option in choices.items() if option in named)
    if not letters:
        letters, rest = _opening_option(first.strip(), choices)
    if not letters:
        return "", ""
    return letters, "\n".join(part for part in (rest, below.strip()) if part)


_OPENING_MARKS = ("**", "__", "`")
"""Emphasis or a code span a key line may set its opening option's text in."""
_OPENING_SEPARATORS = ",;:.-–—"
"""What may follow an option's text that opens a key line before the explanation (`Split
horizon, because ...`, `Split horizon - it ...`); `.` and `,` only with a blank after them
(`192.168.1` opens no `192.168.1.5 is ...`, `1` no `1,000 hosts`)."""


_DENIED_RE = lazy(rf"\b(?:{'|'.join(sorted(NEGATION_WORDS))})\b|n[’']t\b", re.I)
"""A negation in the sentence after an option that opens a key line: it sets the option aside."""


def _opening_option(line: str, choices: dict[str, str]) -> tuple[str, str]:
    """The letter of the one option whose whole text opens a key line, and the line's
    explanation (the whole line, or what follows a separator after the option); ("", "")
    when none or several options open it."""
    head = line.lstrip("*_`")[:1].casefold()
    if not head:
        return "", ""
    found: list[tuple[str, str]] = []
    for letter, option in choices.items():
        said = as_written(option).strip()
        if said[:1].casefold() != head:
            continue  # a cheap test first: the option's first character opens the line
        rest = _after_opening(line, said)
        start = len(line) - len(line.lstrip("*_`")) + len(said)  # past the option's text
        if rest is not None and not _DENIED_RE.search(line, start, _sentence_end(line, start)):
            found.append((letter, rest))
    return found[0] if len(found) == 1 else ("", "")


def _sentence_end(line: str, start: int) -> int:
    """Where the sentence a key line opens ends: its first full stop, `!` or `?` past the
    option's text (`start`) followed by a blank, or the line's end."""
    ends = [k for mark in ". ! ?".split() if (k := line.find(mark + " ", start)) >= 0]
    return min(ends, default=len(line))


def _after_opening(line: str, option: str) -> str | None:
    """The explanation of a key line that opens with `option`'s whole text (its final stop
    optional, set in emphasis or code or not); None when the line does not open so."""
    mark = next((m for m in _OPENING_MARKS if line.startswith(m) and not option.startswith(m)), "")
    body = line[len(mark) :]
    for said in dict.fromkeys((option, option.rstrip(". "))):
        if not any(c.isalnum() for c in said) or body[: len(said)].casefold() != said.casefold():
            continue
        rest = body[len(said) :]
        if mark:
            if not rest.startswith(mark):
                continue
            rest = rest[len(mark) :]
        if not rest.strip():
            return ""
        after = rest.lstrip(" \t")
        if after[:1] in _OPENING_SEPARATORS and after[1:2] in ("", " ", "\t"):
            return after.lstrip(_OPENING_SEPARATORS + " \t")
        if rest[:1] in " \t":
            return line  # the option is the subject of the line's sentence: it all explains
    return None
