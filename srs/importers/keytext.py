"""An answer key's entry that names its option by letter and text (`**16. B) temperature**`):
the text checked against the question's options.

Practice exams generated or edited by hand often reorder a question's options without
rewriting the key at the end, so an entry's letter and its text disagree (`B) temperature`
where `temperature` is option A, `D) All of the above` where D is another answer). Neither
can be trusted then: the entry keys nothing and
is reported (the question becomes an open card, its explanation the answer), never a
wrong key in silence. Its text, an option's name, is no part of the explanation either.
"""

from __future__ import annotations

from srs.importers.common import EXPLANATION_RE
from srs.importers.escapes import outside_spans
from srs.importers.labeltext import unwrap
from srs.importers.lazyre import lazy


def contradicts(letter: str, tail: str, after: list[str], choices: dict[str, str]) -> bool:
    """Whether an entry's text names another option than its letter's: the text of another
    option, or a bare name over a labelled explanation that is not its own option's
    (`D) All of the above` where D is `Monitor success rates`)."""
    if other_option_named(letter, tail, choices) is not None:
        return True
    named = _plain(tail.split("\n", 1)[0])
    return (
        bool(named)
        and letter in choices
        and not without_restated_name(tail, after)
        and not _names(named, choices[letter])
        and not _names(_plain(choices[letter]), named)
    )


_BOLD_MARK_RE = lazy(r"\*\*|__")


def unbolded(entry: str) -> str:
    """An entry's line without its bold marks (`**3. B)** because`), but inside code spans:
    there they are the text (`` B) `**text**` or `__text__` ``, a key on Markdown's syntax),
    and taken off the key's restated option no longer matched it and became a wrong
    explanation."""
    if "**" not in entry and "__" not in entry:
        return entry
    return outside_spans(entry, lambda part: _BOLD_MARK_RE.sub("", part))


_LETTER_MARK_RE = lazy(r"^\(?[A-Za-z]\)?[.):]?[ \t]*")


def restates_own(entry: str, letter: str, choices: dict[str, str]) -> bool:
    """Whether an entry's text, after its letter, opens with its own option's text (`a) data
    - because ...`): then what follows is the explanation, whatever it says, and the entry
    names no other option."""
    if letter not in choices:
        return False
    text = _plain(_LETTER_MARK_RE.sub("", entry.strip(), count=1))
    own = _plain(choices[letter])
    return bool(own) and (text == own or text.startswith((f"{own} ", f"{own}:", f"{own},")))


def other_option_named(letter: str, tail: str, choices: dict[str, str]) -> str | None:
    """The other option an entry's text names, when its own letter's option is not the one
    named (`B) temperature` with `A) temperature - controls ...`); None when the text names
    the letter's own option, several options or none (an explanation, not a name)."""
    named = _plain(tail.split("\n", 1)[0])
    if not named or letter not in choices or _names(named, choices[letter]):
        return None
    others = [other for other, text in choices.items() if other != letter and _names(named, text)]
    return others[0] if len(others) == 1 else None


def without_restated_name(tail: str, after: list[str]) -> list[str]:
    """The lines an entry's explanation starts with: its text after the letter, unless that
    is a bare name (no sentence) over a labelled explanation (`B) Cortex` / `*Explanation:*
    ...`): the name restates an option, the label opens the explanation."""
    first = tail.strip()
    following = next((line for line in after if line.strip()), "")
    bare_name = bool(first) and len(first) <= 80 and first[-1:] not in ".!?" and "\n" not in first
    if bare_name and EXPLANATION_RE.match(following.strip().lstrip("*_ ")) is not None:
        return []
    return [tail]


def _plain(text: str) -> str:
    """A key's or an option's words for comparing: no emphasis, no code span marks
    (`` `2ndPlace` `` as the option, `2ndPlace` in the key; `` `x = 1` - because ...``
    opening an entry), no full stop, no case."""
    plain = unwrap(text).strip().rstrip(".").strip()
    if "`" in plain:
        plain = " ".join(plain.replace("`", " ").split())
    return plain.casefold()


def _names(named: str, option: str) -> bool:
    """Whether a key's text names this option: its whole text, or the head of it before a
    separator (`temperature` for `temperature - controls overall randomness`)."""
    own = _plain(option)
    return own == named or own.startswith((f"{named} ", f"{named}:", f"{named},"))
