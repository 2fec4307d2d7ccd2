"""An answer key's entry that names its option by letter and text (`**16. B) temperature**`):
the text checked against the question's options.

Practice exams generated or edited by hand often reorder a question's options without
rewriting the key at the end, so an entry's letter and its text disagree (`B) temperature`
where `temperature` is option A, `D) All of the above` where D is another answer). Neither
can be trusted then: the entry keys nothing and
is reported (the question becomes an open card, its explanation the answer), never a
wrong key in silence. Its text, an option's name, is no part of the explanation either.

Here too: an entry's explanation as the card builder (srs.importers.cards) takes it, and an
entry keyed after an answer label.
"""

from __future__ import annotations

import re
import textwrap

from srs.importers.common import ANSWER_RE, EXPLANATION_RE
from srs.importers.escapes import outside_spans
from srs.importers.explanationlabel import without_explanation_label
from srs.importers.html import html_to_markdown
from srs.importers.labeltext import option_words
from srs.importers.lazyre import lazy
from srs.importers.options import read_letter


def contradicts(letter: str, tail: str, after: list[str], choices: dict[str, str]) -> bool:
    """Whether an entry's text names another option than its letter's: the text of another
    option, or a bare name over a labelled explanation that is not its own option's
    (`D) All of the above` where D is `Monitor success rates`)."""
    if other_option_named(letter, tail, choices) is not None:
        return True
    named = option_words(tail.split("\n", 1)[0])
    return (
        bool(named)
        and letter in choices
        and not without_restated_name(tail, after)
        and not _names(named, choices[letter])
        and not _names(option_words(choices[letter]), named)
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
    text = option_words(_LETTER_MARK_RE.sub("", entry.strip(), count=1))
    own = option_words(choices[letter])
    return bool(own) and (text == own or text.startswith((f"{own} ", f"{own}:", f"{own},")))


def other_option_named(letter: str, tail: str, choices: dict[str, str]) -> str | None:
    """The other option an entry's text names, when its own letter's option is not the one
    named (`B) temperature` with `A) temperature - controls ...`); None when the text names
    the letter's own option, several options or none (an explanation, not a name)."""
    named = option_words(tail.split("\n", 1)[0])
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


def _names(named: str, option: str) -> bool:
    """Whether a key's text names this option: its whole text, or the head of it before a
    separator (`temperature` for `temperature - controls overall randomness`)."""
    own = option_words(option)
    return own == named or own.startswith((f"{named} ", f"{named}:", f"{named},"))


def _lists_options(tail: str, letters: str, choices: dict[str, str]) -> bool:
    """Whether the text after several right letters only names their options again, one
    after another (`A, C** - 2, 7` for options `2` and `7`): it explains nothing."""
    if len(letters) < 2 or not all(letter in choices for letter in letters):
        return False
    parts = _LIST_PARTS_RE.split(_LEADING_SEPARATOR_RE.sub("", tail.strip(), count=1).strip())
    named = sorted(option_words(part) for part in parts if part.strip())
    return named == sorted(option_words(choices[letter]) for letter in letters)


_LIST_PARTS_RE = lazy(r"[ \t]*[,;、][ \t]*(?:and[ \t]+)?")


def labelled_entry(lines: list[str], choices: dict[str, str]) -> tuple[str, str] | None:
    """An entry whose key follows an answer label (`**Correct answer: b)** because`, `Answer:
    b` on a later line): its letter and explanation; None for an entry with no label."""
    for k, line in enumerate(lines):
        m = ANSWER_RE.match(line)
        if m is None:
            continue
        rest, after = m.group("rest").strip().strip("*_").strip(), lines[k + 1 :]
        if not rest and after:
            rest, after = after[0], after[1:]
        letter, tail = read_letter(rest, choices) if choices else ("", rest)
        if not choices:
            return letter, entry_explanation([*lines[:k], tail, *after])
        if _lists_options(tail, letter, choices):
            tail = ""  # `Answer: A, C** - 2, 7`: the right options' texts again, no explanation
        return letter, entry_explanation([*without_restated_name(tail, after), *after])
    return None


def entry_explanation(lines: list[str]) -> str:
    """An entry's explanation, without the label or the separator it opens with (nor the
    emphasis mark closing an explanation the label set in italics); a list it
    opens with keeps its first bullet (`- Kafka is ...` over `- Used for ...`). A line break
    ending the entry's line (`1. C.<br>` over the indented reason) leaves no indent behind."""
    while lines and _BREAK_ONLY_RE.match(lines[0]):
        lines = lines[1:]
    while lines and (not lines[-1].strip() or _NAV_BAR_RE.match(lines[-1])):
        lines = lines[:-1]  # a page's navigation bar after the key: no text of the last entry
    text = textwrap.dedent("\n".join(lines)).strip()
    if EXPLANATION_RE.match(text.partition("\n")[0]):  # the label opens the first line only
        text = "\n".join(without_explanation_label(text.split("\n"))).strip()
    if _LIST_OPENS_RE.match(text) or _BOLD_OPENS_RE.match(text):
        return html_to_markdown(text)
    return html_to_markdown(_LEADING_SEPARATOR_RE.sub("", text, count=1).strip())


_LEADING_SEPARATOR_RE = lazy(r"^(?:[*_ \t.):;,–—]|-(?!\S))+")
"""What an entry's text may open with after its letter or label (`) `, `. - `, `: `): no word
of it; a hyphen glued to a word opens the explanation (`-p maps the port`, `-1 is false`)."""
_BREAK_ONLY_RE = lazy(r"^[ \t]*(?:<br[ \t]*/?>[ \t]*)?$", re.I)
_LINK = r"(?:\[[^\]\n]+\]\([^)\n]*\)|<a\b[^<>]*>[^<\n]*</a>)"
_NAV_BAR_RE = lazy(
    rf"^[ \t]*(?:<[^<>]*>[ \t]*)*{_LINK}(?:[ \t]*[|·•][ \t]*{_LINK})+(?:[ \t]*<[^<>]*>)*[ \t]*$",
    re.I,
)
"""A page's navigation bar (`<p align="center"><a href="../aula01">Aula 1</a> | <a ...>Aula
2</a></p>`, `[Prev](a.md) · [Next](c.md)`): two links or more, bars between them, tags around
them. Under a key at the page's end, past its rule, it is page furniture: it was the last
entry's explanation."""
_LIST_OPENS_RE = lazy(r"[-*+][ \t]+\S[^\n]*\n[ \t]*[-*+][ \t]")
"""Text that opens with a list of two or more bullets."""
_BOLD_OPENS_RE = lazy(r"(\*\*|__)[^\s*_][^\n]*?\1")
"""Text that opens with a bold span closed on its line (`**Vulnerable line:** ...`): the
entry's own emphasis, no separator after its number to strip."""
