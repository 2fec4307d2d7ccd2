"""Choice questions whose answer names the right option by its text, not by a letter.

Two layouts write the options apart from any letter and give the key as the option's words:

- a course quiz spec, each question a bullet with fields under it (`- Type: Multiple
  choice`, `- Answer: sklearn.svm`, `- Choices: sklearn.tree; sklearn.svm`): the options are
  one field, split at `;` (or `,` when no `;` is there);
- options as a list that ends the question (`- [ ] All three`, `- [ ] At most two`), no box
  ticked, and the answer, often in a `<details>` block, opening with one of them, or with
  their places in the list (`Correct Answer(s): 1, 3`).

Either is a choice question only when the answer is, word for word, one or more of the
options: anything else stays an open card as written. A quiz spec's `Answer:` field is often
retyped, not copied, from its `Choices:` (`contribution` for `contributions`, a word more or
less, another final stop): it names the one choice clearly closer to it than any other
(rapidfuzz's ratio at least 80, and 10 above the next), else the card is open, its choices
listed under the question (no `Choices:` label left in it) and a warning given by the reader.
"""

from __future__ import annotations

import re
from itertools import pairwise
from typing import NamedTuple

from srs.importers.labeltext import unwrap
from srs.importers.lazyre import lazy
from srs.importers.verdictkeys import verdict_key

LETTERS = "ABCDEFGH"

_CHOICES_FIELD_RE = lazy(
    r"^[ \t]*(?:[-*+][ \t]+)?(?:\*\*|__)?(?:choices|options)(?:\*\*|__)?[ \t]*[:：](?:\*\*|__)?"
    r"[ \t]*(?P<list>\S.*)$",
    re.I,
)
"""`- Choices: sklearn.linear_model; sklearn.tree; sklearn.svm`."""
_KIND_FIELD_RE = lazy(
    r"^[ \t]*(?:[-*+][ \t]+)?(?:\*\*|__)?(?:type|question[ \t]+type)(?:\*\*|__)?[ \t]*[:：].*$",
    re.I,
)
"""`- Type: Multiple choice (single correct response)`: what kind of question, no text of it."""
_LISTED_OPTION_RE = lazy(r"^[ \t]*[-*+][ \t]+(?:\[ \][ \t]+)?(?P<text>\S.*?)[ \t]*$")
"""`- All three`, `- [ ] All three`: an item of a list of options (no box ticked)."""


class NamedOption(NamedTuple):
    """A choice question read out of an open one."""

    question: str
    letters: str
    explanation: str
    choices: dict[str, str]


def _plain(text: str) -> str:
    """An option or answer as compared: no emphasis, blanks or final full stop, any case."""
    return re.sub(r"\s+", " ", unwrap(text.strip())).rstrip(".").strip().casefold()


def _letters_named(answer: str, choices: dict[str, str]) -> str:
    """The letters of the options the answer names (`Success; Failure` names two), '' unless
    every part of it is an option. An answer written as one option is, case and emphasis
    and all, names that one before any other that differs only so (`import math` among
    `import math; Import math; import MATH` is the first, `_class_` among `_class_, class`
    the former). The answer is split as its choices are: at `;` when it has one, so that a
    part's own comma (`Names start with a letter, or an underscore`) splits nothing."""
    letter = _letter_named(answer, choices)
    if letter:
        return letter
    sep = r";" if ";" in answer else r"[;,]"
    parts = [part for part in re.split(sep, answer) if part.strip()]
    letters = [_letter_named(part, choices) for part in parts]
    if len(parts) < 2 or not all(letters):
        return ""
    return "".join(sorted(set(letters)))


def _letter_named(text: str, choices: dict[str, str]) -> str:
    """The letter of the option `text` is: the first written exactly so (its final full
    stop aside), else the first equal to it in any case and without emphasis; ''."""
    exact = text.strip().rstrip(".").strip()
    for letter, option in choices.items():
        if option.strip().rstrip(".").strip() == exact:
            return letter
    plain = _plain(text)
    for letter, option in choices.items():
        if _plain(option) == plain:
            return letter
    return ""


def _split_choices(listed: str) -> list[str]:
    """A `Choices:` field's options: split at `;`, else at `,` (`True, False`), only outside
    brackets, quotes and code (`Color(red, blue); Size(small, large)` is two); a comma left
    after the last one (`a.; b.,`) ends the list, not the option. A list that mixes the two
    between terms (`df.head(5); df.tail(5), df.sample(5)`: one option a piece, no blank
    outside its brackets) splits at both: the author's `,` for a `;`."""
    shape = _outside_brackets(listed)
    cut = ";" if ";" in shape else ","
    if cut == ";" and _terms_mixed(shape):
        shape = _SPACED_COMMA_RE.sub(";", shape)  # (`1,000; 500`: a number's comma stays)
    bounds = [-1, *(k for k, c in enumerate(shape) if c == cut), len(listed)]
    parts = [listed[a + 1 : b].strip().rstrip(",").strip() for a, b in pairwise(bounds)]
    return [part for part in parts if part]


_SPACED_COMMA_RE = lazy(r",(?=[ \t])")
"""A comma between two options of a list, a blank after it (`1,000` is one number)."""
_CLOSERS = {"(": ")", "[": "]", "{": "}"}
_QUOTES = frozenset('"`')


def _outside_brackets(listed: str) -> str:
    """The list with what stands inside brackets, quotes and code spans written over (`_`),
    one character for one: its separators and blanks left are the list's own. Brackets
    that do not close (`a) yes; b) no`) hide nothing."""
    if not any(c in listed for c in '([{"`'):
        return listed  # the cheap test first: most lists hold no brackets
    out = list(listed)
    closing: list[str] = []
    quote = ""
    for k, c in enumerate(listed):
        if quote or closing:
            out[k] = "_"
        if quote:
            quote = "" if c == quote else quote
        elif c in _QUOTES:
            quote = c
        elif c in _CLOSERS:
            closing.append(_CLOSERS[c])
        elif closing and c == closing[-1]:
            closing.pop()
        elif c in ")]}":
            return listed
    return listed if closing or quote else "".join(out)


def _terms_mixed(shape: str) -> bool:
    """Whether a list split at `;` (`shape`: its brackets written over) also uses `, `
    between its options: some piece holds such a comma and some none (a `;` between pairs
    of items, `1, 2; 3, 4`, groups them), and every piece between any two separators is
    one term (no blank in it: `A name starts with a letter, or an underscore.` is one)."""
    pieces = [piece.strip().rstrip(",").strip() for piece in shape.split(";")]
    listed = [piece for piece in pieces if piece]
    commas = sum(_SPACED_COMMA_RE.search(piece) is not None for piece in listed)
    if not 0 < commas < len(listed):
        return False
    terms = [term.strip() for piece in listed for term in _SPACED_COMMA_RE.split(piece)]
    return all(term and " " not in term and "\t" not in term for term in terms)


_CLOSEST = 80
"""How near (rapidfuzz's ratio, 0-100) an answer must be to the choice it names by near words."""
_CLEARLY = 10
"""How much nearer that choice must be than the next one."""


def _letters_meant(answer: str, choices: dict[str, str]) -> str:
    """The letters of the options an answer field names by their words, or else of the one
    it is retyped from with a slip (`_closest_letter`); ''."""
    return _letters_named(answer, choices) or _closest_letter(answer, choices)


def _closest_letter(answer: str, choices: dict[str, str]) -> str:
    """The letter of the one choice an answer field retyped with a slip names (see the
    module), '' when none is near enough or two are about as near."""
    from rapidfuzz import fuzz  # loaded on first use: most documents never get here

    plain = _plain(answer)
    scores = sorted(((fuzz.ratio(_plain(v), plain), k) for k, v in choices.items()), reverse=True)
    best, letter = scores[0]
    if best < _CLOSEST or (len(scores) > 1 and scores[1][0] > best - _CLEARLY):
        return ""
    return letter


def options_in_fields(question: str, answer: str) -> NamedOption | None:
    """A bullet's fields (`- Type:` under the question, `- Choices:` under the answer) read as
    a choice question, when the answer is one or more of the choices by their words."""
    lines = answer.split("\n")
    found = [k for k, line in enumerate(lines) if _CHOICES_FIELD_RE.match(line)]
    if len(found) != 1:
        return None
    m = _CHOICES_FIELD_RE.match(lines[found[0]])
    assert m is not None
    texts = _split_choices(m.group("list"))
    if not 2 <= len(texts) <= len(LETTERS):
        return None
    rest = [line for k, line in enumerate(lines) if k != found[0]]
    named = [line for line in rest if line.strip() and not _KIND_FIELD_RE.match(line)]
    if len(named) != 1:
        return None
    choices = dict(zip(LETTERS, texts, strict=False))
    letters = _letters_meant(named[0], choices)
    if not letters:
        return None
    asked = [line for line in question.split("\n") if not _KIND_FIELD_RE.match(line)]
    return NamedOption("\n".join(asked).strip(), letters, "", choices)


def choices_beside_answer(question: str, answer: str) -> tuple[str, str] | None:
    """(question, answer) for a quiz spec's bullet whose answer names no option by its words
    (`- Answer: b == 10 or 10 == b` over `- Choices: b == 10, 10 = b`): the `Choices:` field
    is the question's, its choices listed under it (`- A) b == 10`, as an open card with
    several right options shows them), not a line of the answer; None when the answer holds
    no one such field beside its text. The reader warns: a choice question made open."""
    if "hoices" not in answer:
        return None  # `Options: retry or skip` may be an answer's words; `Choices:` a field
    lines = answer.split("\n")
    found = [k for k, line in enumerate(lines) if _CHOICES_FIELD_RE.match(line)]
    rest = [line for k, line in enumerate(lines) if k not in found]
    if len(found) != 1 or not any(line.strip() for line in rest):
        return None
    m = _CHOICES_FIELD_RE.match(lines[found[0]])
    assert m is not None
    texts = _split_choices(m.group("list"))
    if "hoices" not in lines[found[0]] or not 2 <= len(texts) <= len(LETTERS):
        return None
    listed = "\n".join(f"- {k}) {v}" for k, v in zip(LETTERS, texts, strict=False))
    shown = f"{question.rstrip()}\n\n{listed}"
    return shown, "\n".join(rest).strip()


def options_listed_last(question: str, answer: str) -> NamedOption | None:
    """A question that ends with a list of options, none ticked, answered by the words of one
    of them in the answer's first paragraph; the rest of the answer explains it."""
    lines = question.rstrip().split("\n")
    k = len(lines)
    while k > 0 and _LISTED_OPTION_RE.match(lines[k - 1]):
        k -= 1
    items = [_LISTED_OPTION_RE.match(line) for line in lines[k:]]
    texts = [m.group("text") for m in items if m is not None]
    if not 2 <= len(texts) <= len(LETTERS) or not "\n".join(lines[:k]).strip():
        return None
    if any(len(text) > 160 for text in texts):
        return None
    choices = dict(zip(LETTERS, texts, strict=False))
    keyed = _listed_key(answer, choices)
    if keyed is None:
        return None
    letters, rest = keyed
    return NamedOption("\n".join(lines[:k]).strip(), letters, rest.strip(), choices)


def _listed_key(answer: str, choices: dict[str, str]) -> tuple[str, str] | None:
    """The letter(s) the answer's first paragraph names among listed options (by number, by
    their words, by a verdict), and the rest of the answer; None when it names none or
    several by their words (the open card that names them: srs.importers.cards)."""
    first, _, rest = answer.strip().partition("\n\n")
    letters = _letters_numbered(first, len(choices))
    if not letters:
        letters = _letters_named(first, choices) if "\n" not in first else ""
        if len(letters) > 1:
            return None
    if letters:
        return letters, rest
    verdict = verdict_key(first, choices)  # `Falsch. Korrekt: ...` under `- [ ] Wahr` / ...
    if verdict is None:
        return None
    letters, why = verdict
    return letters, "\n\n".join(part for part in (why, rest.strip()) if part)


_NUMBERED_KEY_RE = lazy(r"^\d{1,2}(?:[ \t]*(?:,|and|&)[ \t]*\d{1,2})*[ \t]*[.,]?$")
"""`1, 3`, `2`, `1 and 4`: the right options by their place in an unlettered list (`1,` as a
page cut short after it ends)."""


def _letters_numbered(first: str, count: int) -> str:
    """The letters of the options a key numbers (`Correct Answer(s): 1, 3` under a list of
    `- [ ]` boxes, the first option 1), '' unless the key is only such numbers, each one of
    the options; several make the open card that names them (srs.importers.cards)."""
    if not first[:1].isdigit() or not _NUMBERED_KEY_RE.match(first.strip()):
        return ""
    numbers = [int(n) for n in re.findall(r"\d+", first)]
    if not all(1 <= n <= count for n in numbers):
        return ""
    return "".join(sorted({LETTERS[n - 1] for n in numbers}))
