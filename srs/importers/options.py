"""Options (`A) text`, `(B) text`, `- C: text`, inline `A) x B) y`) and answer letters."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import NamedTuple

from srs.importers.common import (
    ANSWER_RE,
    EXPLANATION_RE,
    LETTER_RE,
    LETTERS,
    LIST_ITEM_RE,
    OPTION_RE,
    indent_of,
    trim,
)
from srs.importers.explanationlabel import without_explanation_label
from srs.importers.judgedstatements import verdict_list
from srs.importers.labeltext import tidy_label, unwrap
from srs.importers.labelwords import JOINING_WORDS, OPTIONS_WORDS
from srs.importers.lazyre import lazy
from srs.importers.optionnames import names_option, worded_key
from srs.importers.optionwords import OPTION_WORDS
from srs.importers.tagoptions import as_written
from srs.importers.textkeys import listed_option_texts, option_lines
from srs.importers.ticks import TICKS
from srs.importers.values import Line
from srs.importers.verdictkeys import verdict_key


class Option(NamedTuple):
    """An option line (`B) text`), read once per line of a block."""

    position: int
    """0 for A, 1 for B ..."""
    style: tuple[str, bool]
    """How it is written: `(`, `)`, `.` or `:` after the letter, and whether upper-case."""
    text: str
    indent: int
    """Blanks before the option's list marker or letter."""


def option_of(line: Line) -> Option | None:
    """The option a line holds, if any (never in code)."""
    if line.code or not line.text:
        return None
    first, newline, more = line.text.partition("\n")  # an option written with its code block
    m = OPTION_RE.match(first)
    if m is None:
        return None
    # the groups in one call: every option line of every block comes here
    paren, bare, mark, text, indent = m.group("pl", "l", "d", "text", "indent")
    letter = paren or bare
    return Option(
        LETTERS.index(letter.upper()),
        ("(" if paren else mark, letter.isupper()),
        text + newline + more,
        len(indent),
    )


@functools.cache
def inline_marker(index: int, style: tuple[str, bool]) -> tuple[str, re.Pattern[str], str]:
    """The option marker `B)` (in the given style) inside a line: the literal text the marker
    always holds, a cheap test that rules most lines out, and its pattern; and the literal of
    the marker in the other case (`b)`), '' for a bracketed one (`(B)`)."""
    letter = LETTERS[index] if style[1] else LETTERS[index].lower()
    kind = style[0]
    literal = f"({letter})" if kind == "(" else letter + kind
    pattern = re.compile(rf"(?<=\s)(?:\*\*|__)?{re.escape(literal)}(?:\*\*|__)?[ \t]+(?=\S)")
    return literal, pattern, "" if kind == "(" else literal.swapcase()


def split_inline(text: str, next_index: int, style: tuple[str, bool]) -> list[str]:
    """`Broadcast B) All-reduce C) All-gather` -> the texts of A, B, C (from the given letter on).

    A letter in the other case, with the same mark after it, goes on the run too (`a. 80   B.
    443   C. 21   D. 25`: the first typed in lower case, the rest in capitals), the slip
    `same_run` in srs.importers.stemlists allows one to a line; only where it splits off two
    more options or more, so that one capital in an option's text (`a. Plan B. Then ...`)
    cuts nothing."""
    parts: list[str] = []
    rest = text
    index = next_index
    slipped = False  # a marker in the other case was taken
    while index < len(LETTERS):
        literal, marker, other = inline_marker(index, style)
        m = marker.search(rest) if literal in rest else None
        if m is None and other and other in rest:  # (a cheap test first)
            m = inline_marker(index, (style[0], not style[1]))[1].search(rest)
            slipped = slipped or m is not None
        if not m:
            break
        parts.append(rest[: m.start()].strip())
        rest = rest[m.end() :]
        index += 1
    if not parts or (slipped and len(parts) < _SLIPPED_PARTS):
        return [text.strip()]  # no marker: the text is one option (the usual case)
    parts.append(rest.strip())
    if any(not tidy_label(part) for part in parts):
        return [text.strip()]
    return parts


_SLIPPED_PARTS = 2
"""How many options a run that changes case inside a line must split off (B and C at least)."""


INLINE_FIRST_OPTIONS = [
    (literal, re.compile(rf"(?:^|(?<=\s)){re.escape(literal)}[ \t]+"), style)
    for literal, style in (
        ("(A)", ("(", True)),
        ("A)", (")", True)),
        ("a)", (")", False)),
        ("A.", (".", True)),
        ("A:", (":", True)),
    )
]
"""How option A may start inside a question line, in order of preference: the literal the
marker holds (a cheap test first), its pattern and its style."""


def inline_options(text: str, *, fewest: int | None = None) -> tuple[str, list[str]] | None:
    """Options written inside a question line: `What ...? A) x B) y C) z` -> (question, texts).

    Args:
        text: the question's line.
        fewest: how many options make a split; by default two bracketed ones, three others
            (`A. x B. y` alone may be a sentence's `Plan A. Then B. ...`), but a caller that
            knows a key letter names one of them may take two.
    """
    for literal, style_re, style in INLINE_FIRST_OPTIONS:
        m = style_re.search(text) if literal in text else None
        if not m:
            continue
        texts = split_inline(text[m.end() :], 1, style)
        needed = fewest or (2 if style[0] in "()" else 3)
        if len(texts) >= needed and not _cuts_code(text[: m.start()], texts):
            return text[: m.start()].strip(), [tidy_label(t) for t in texts]
    return None


def _cuts_code(question: str, texts: list[str]) -> bool:
    """Whether the split cut through a code span (a piece holds an odd number of backticks):
    `f (g a) -> f (g b)` inside a signature in backticks names no options."""
    return "`" in question + "".join(texts) and any(
        piece.count("`") % 2 for piece in (question, *texts)
    )


_OPTIONS_TITLE = rf"(?:answer[ \t]+(?:choices|options)|{OPTIONS_WORDS})"
"""The words that title a question's options (`Answer choices`, `Options`, `选项`)."""
OPTIONS_LABEL_RE = lazy(
    rf"^[ \t]*(?:#{{1,6}}[ \t]+)?(?:\*\*|__)?{_OPTIONS_TITLE}[ \t]*[.:：]?"
    r"(?:\*\*|__)?[ \t]*[:：]?[ \t]*$",
    re.IGNORECASE,
)
"""A line that only titles the options below it: `Options:`, `**选项：**`, `Ответы:`."""


def without_options_label(question_lines: list[str]) -> list[str]:
    """The question without the `Options:` line that ends it, over the options (or such a
    label run onto its last line): a label for the list below, not words of the question."""
    last = len(question_lines) - 1
    while last >= 0 and not question_lines[last].strip():
        last -= 1
    if last > 0 and OPTIONS_LABEL_RE.match(question_lines[last]):
        return trim(question_lines[:last])
    line = question_lines[last] if last >= 0 else ""  # no colon at its end (past `**`): no label
    if line.rstrip(" \t*_\n")[-1:] in ":：" and (m := _TRAILING_OPTIONS_LABEL_RE.search(line)):
        return [*question_lines[:last], line[: m.start()]]
    return question_lines


_TRAILING_OPTIONS_LABEL_RE = lazy(
    rf"(?<=[?？.:：])[ \t]+(?:\*\*|__)?(?:possible[ \t]+answers|{_OPTIONS_TITLE})"
    r"(?:\*\*|__)?[ \t]*[:：](?:\*\*|__)?[ \t]*$",
    re.IGNORECASE,
)
"""`Which tool packages apps? Possible answers:`: the options' label run onto the stem's line."""


_AFTER_LETTER = " \t.):;,-–—*_=>→，；：。．、"
"""What separates a key's letter from its explanation (`B. because`, `D => because`, the
full-width `B，因为` and `B：因为` of a Chinese answer)."""


def after_letter(tail: str) -> str:
    """The explanation after a key's letter, its separator gone: `.** **Redis** keeps ...`
    (after `**Correct: B`) keeps the `**` that opens the explanation's own bold, which a
    plain strip of the separator's marks would take, leaving `Redis** keeps ...` unpaired."""
    rest = tail.lstrip(_AFTER_LETTER)
    cut = tail[: len(tail) - len(rest)]
    for mark in ("**", "__"):
        if cut.endswith(mark) and rest.count(mark) % 2:
            return (mark + rest).strip()
    return rest.strip()


_JOINING = "|".join(JOINING_WORDS)
_SEVERAL_LETTERS_RE = lazy(
    r"(?:\*\*|__)?(?P<letters>(?:\(?[A-Ha-h]\)?|`[A-Ha-h]`)(?:[ \t]*+(?:(?:,|，|、)(?:[ \t]*+(?:and\b|or\b|&))?"
    rf"|&|/|[和与與及]|\b(?:{_JOINING})\b)[ \t]*+(?:\(?[A-Ha-h]\)?|`[A-Ha-h]`))+"
    r"|\(?[A-H]\)(?:[ \t]++\(?[A-H]\))+|[A-H](?:[ \t]++[A-H])+)"
    r"(?:\*\*|__)?[ \t]*+(?:\((?:[Ss]elect|[Cc]hoose|[Pp]ick)[ \t]+\w+\)[ \t]*)?"
    r"(?P<tail>(?:[.:;=\-–—→(][^\n]*)?(?:\n.*)?)",
    re.DOTALL,
)


_LONE_LETTER_RE = lazy(r"(?<![A-Za-z])[A-Ha-h](?![A-Za-z])")
"""A letter standing alone among a key's separators (not the `a` and `d` of `and`)."""
_JOINING_E_RE = lazy(r"(?<=[A-Ha-h)])[ \t]+e[ \t]+(?=\(?[A-Ha-h](?![A-Za-z]))")
"""`c e d`: the Portuguese and Italian "and" between two letters, no option E (`b, c, e`
names E: a comma before it)."""


def several_letters(text: str, choices: dict[str, str]) -> tuple[str, str] | None:
    """`A, D => because`, `B and C`, `b or d - either works`, `A、C` (the ideographic comma a
    Chinese key lists with, or a full-width `，`), `A) B)` or `(A) (C)` (each letter closed by
    its bracket, as its option is written, blanks only between them), `B C` (capitals with
    blanks only between them, as a Chinese exercise page writes `正确答案：B C`), `A, B, and
    C` (a serial comma before the last), `c e d`, `A oder C` (joined by the word another
    language joins with; `A和D`, Chinese "and" between the letters, no blank around it), `A,
    B, C, D (All of them)` (a note in brackets after them, kept as the
    explanation): the right options when a key names several of them, as one string of
    letters (`AD`, which no option is: the card builder makes an open card naming them), and
    the explanation after them."""
    m = _SEVERAL_LETTERS_RE.fullmatch(text)
    if m is None:
        return None
    named = _LONE_LETTER_RE.findall(_JOINING_E_RE.sub(",", m.group("letters")))
    if not (all(c.isupper() for c in named) or all(c.islower() for c in named)):
        return None  # `A and b`: one case for the letters of one key (`b or d`, `A, D`)
    letters = sorted({c.upper() for c in named})
    if len(letters) < 2 or not all(letter in choices for letter in letters):
        return None
    return "".join(letters), after_letter(m.group("tail"))


_ANY_OPTIONS = dict.fromkeys("ABCDEFGH", "")
"""Options A-H, for reading a key's letters before its question's options are known."""


def named_letters(text: str) -> str | None:
    """The letters a key names when it names several and nothing else (`A, C`, `B and D`,
    `AC`), whatever the question's options: read where those are not yet known (an answer-key
    table's cell, srs.importers.keyrows), by the rules a key under its question is read with;
    the card builder then checks each is an option (srs.importers.cards)."""
    found = several_letters(text, _ANY_OPTIONS) or _run_letters(text, _ANY_OPTIONS)
    return found[0] if found is not None and not found[1] else None


_RUN_LETTERS_RE = lazy(
    r"(?:\*\*|__)?(?P<letters>[A-H]{2,6})(?:\*\*|__)?"
    r"(?P<tail>[ \t]*(?:[.:;=\-–—→][^\n]*)?(?:\n.*)?)",
    re.DOTALL,
)


def _run_letters(text: str, choices: dict[str, str]) -> tuple[str, str] | None:
    """`AD`, `**BCE**`: a key naming several options by letters run together (an exam dump's
    `Answer: AD` under a "Choose two" question), as `several_letters` gives them. Only
    letters in order, none twice, each an option's: `ACE` over options A-E is a key, `BAD`
    is a word."""
    if text[:1] not in _KEY_LETTERS and text[:2] not in ("**", "__"):
        return None  # a cheap test first
    m = _RUN_LETTERS_RE.fullmatch(text)
    if m is None:
        return None
    letters = m.group("letters")
    if list(letters) != sorted(set(letters)) or not all(c in choices for c in letters):
        return None
    return letters, after_letter(m.group("tail"))


_MARKED_LETTER_RE = lazy(
    r"^[ \t]*[-*+][ \t]+\(?(?P<l>[A-Ha-h])[).]?(?P<mark>[ \t]*(?:[-–—:][ \t]*)?"
    r"(?:\(?(?:correct|right|true)\)?|✅|✔️?|✓)[.!]?)?[ \t]*$",
    re.IGNORECASE,
)


def _marked_letters(text: str, choices: dict[str, str]) -> tuple[str, str] | None:
    """`- A` / `- B - Correct` / `- C`: the options' letters listed again, the right ones
    marked (a quiz tool's "Suggested Answers"); their letters, as `several_letters` gives
    them when more than one is marked."""
    lines = [line for line in text.split("\n") if line.strip()]
    found = [_MARKED_LETTER_RE.match(line) for line in lines]
    if len(lines) < 2 or not all(found):
        return None
    marked = sorted({m.group("l").upper() for m in found if m is not None and m.group("mark")})
    if not marked or not all(letter in choices for letter in marked):
        return None
    return "".join(marked), ""


def _named_options(text: str, choices: dict[str, str]) -> tuple[str, str] | None:
    """`A) EMBED_TEXT() for embeddings, B) VECTOR_COSINE_SIMILARITY() for similarity`: a key
    naming several right options, each by its letter and its own text (a practice exam's
    answer key at the end), as `several_letters` gives them; the lines after the first
    are the explanation. Lower-case letters too (`d) Hub, e) Repeater`, a plain-text
    midterm's "Select two"), letters closed by a dot as the options are (`c. TFTP, d. DNS`,
    a networking quiz's "Select two" under `a. SSH   b. FTP   c. TFTP   d. DNS`), and an
    option ended by its full stop may be followed by the next with no comma (`a) One., b)
    Two. d) Four.`): a letter kept alone there would be a wrong key. Each letter must be followed by its option's text, or it is one option whose
    text holds a comma and a parenthesis."""
    first, _, rest = text.partition("\n")
    if first.lstrip("`")[:1].upper() not in _KEY_LETTERS or " " not in first:
        return None  # a cheap test first: most keys name one letter
    parts = _NAMED_OPTION_SPLIT_RE.split(first.strip())
    if len(parts) < 2:
        return None
    letters: list[str] = []
    for part in parts:
        m = _NAMED_OPTION_RE.match(_CODE_SPAN_RE.sub(r"\g<code>", part))
        named = (m.group("l") or m.group("d")) if m is not None else ""
        letter = named.upper()
        if m is None or letter not in choices:
            return None
        if not names_option(m.group("text").rstrip(".,;； "), choices[letter]):
            return None
        letters.append(named)
    if len(set(letters)) < 2 or len({c.isupper() for c in letters}) > 1:
        return None  # one case for the letters of one key
    letters = [c.upper() for c in letters]
    return "".join(sorted(set(letters))), rest.strip()


_KEY_LETTERS = frozenset("ABCDEFGH(")
_LINE_END_BREAK_RE = lazy(r"(?:[ \t]*<\/?br[ \t]*\/?>)+[ \t]*$", re.I | re.M)
"""HTML line breaks ending a line (`Correct Answer: AB</br>`): no text of the key's."""
_NAMED_OPTION_SPLIT_RE = lazy(
    rf"(?:(?:[,;](?:[ \t]+(?:{_JOINING})\b)?|[ \t]+(?:{_JOINING})\b|(?<=\.))[ \t]+"
    r"|[ \t]*[、，；][ \t]*)"
    r"(?=`?(?:\(?[A-Ha-h]\)|[A-Ha-h]\.)[ \t])"
)
"""Between two options a key names by letter and text: a comma or semicolon, a joining word
in the quiz's language (`C. Remote state storage and D. A web UI`, `A) x e B) y`) or both,
the full stop that ends the first, or the ideographic comma a Japanese or Chinese key lists
with (`a) X、c) Y`)."""
_CODE_SPAN_RE = lazy(r"^`(?P<code>[^`]+)`$")
"""`` `C. Remote state storage` ``: an option named in a code span, as the options were set."""
_NAMED_OPTION_RE = lazy(r"^(?:\(?(?P<l>[A-Ha-h])\)|(?P<d>[A-Ha-h])\.)[ \t]+(?P<text>\S.*?)[ \t]*$")
"""`d) Hub`, `(d) Hub` or `d. Hub`: one option a key names, by its letter and its text."""
_KEY_HEADING_RE = lazy(r"^#{1,6}[ \t]+")
"""`#### Option: C` under a `<summary>Answer</summary>`: the key written as a heading."""
_KEY_TICK_RE = lazy(
    rf"^{TICKS}[ \t]*(?=(?:\*\*|__)?\(?[A-Ha-h](?:[.):]|(?:\*\*|__)?[ \t]*(?:\n|$)))"
)
"""`✅ D. Todas`, `✔ b)`: a tick before the key's letter (and its option's text), as a quiz
that folds its key marks it in any language; the tick says "right", the letter which."""
_TICK = rf"(?P<tick>\*\*|__)?{TICKS}(?P=tick)?"
"""A mark of rightness after a key (`✅`, `✔️`, `✓`, `☑️`, bold or not): part of the key line,
saying the option named is the right one; never explanation text."""
_TICKED_END_RE = lazy(rf"(?<=\S)[ \t]+{_TICK}[ \t]*$")
_TICK_ENDS = frozenset("✅✔✓☑\ufe0f")
_IS_CORRECT_RE = lazy(
    r"^(?:(?:is|was)[ \t]+(?:the[ \t]+)?(?:correct|right)(?:[ \t]+(?:answer|option|choice))?"
    r"|(?:verified|checked|confirmed|verificat[ao]|verificad[ao]|confirmad[ao]|v[ée]rifi[ée]e?"
    r"|(?:über)?prüft|geprüft|bestätigt|проверен[оа]?|подтвержден[оа]?)(?=[ \t]*(?:[.!;,]|$))"
    rf"|{_TICK})"
    r"[ \t]*[.!:;,\-–—]*[ \t]*",
    re.IGNORECASE,
)
"""`Option B is correct. The output is ...`, `Risposta: B verificata.` ("checked"), a tick after
the key and its option's restated text (`B) Mars. ✅`, `**B) Mars.** **✔️**`): what says the
letter is the key, not part of the explanation after it (the tick was left as its first line)."""


_TICK_STARTS = frozenset("✅✔✓☑")
_BRACKETED_LETTERS_RE = lazy(r"^\[(?P<letters>[A-H](?:[ \t]*[,，、][ \t]*[A-H])+)\](?![(\[:])")
"""`[B, C]`: several options' letters listed in brackets (a quiz export writes every key so,
`[C]` for one); not a link's text (`[B, C](url)`) nor a task box."""


_SPANNED_RE = lazy(r"`(?P<inner>[^`\n]{3,40})`(?P<rest>.*)", re.DOTALL)
"""A key's opening code span (`` `B, C` ``)."""


def _spanned_letters(text: str) -> str:
    """`` `B, C` ``: the letters of a key naming several options, set in one code span, as
    they are written without it; a span of anything else (`` `B` ``, code) stays."""
    m = _SPANNED_RE.match(text)
    if m is None:
        return text
    found = several_letters(m.group("inner").strip(), _ANY_OPTIONS)
    return m.group("inner").strip() + m.group("rest") if found and not found[1] else text


def _key_text(text: str) -> str:
    """A key's text without what only frames it: a heading's marks (`#### Option: C`), a
    tick before the letter (`✅ D. text`), odd emphasis, a line break tag typed after the key
    (`AB</br>`)."""
    text = _KEY_HEADING_RE.sub("", text.strip())
    if text[:1] == "[":  # `[B, C]`: the letters a quiz lists in brackets, as it lists `[B]`
        text = _BRACKETED_LETTERS_RE.sub(r"\g<letters>", text, count=1)
    if text[:1] in _TICK_STARTS:
        text = _KEY_TICK_RE.sub("", text, count=1)
    if text[:1] == "`":
        text = _spanned_letters(text)
    text = _odd_emphasis_unwrapped(text)
    if "br" in text[:24].lower():
        text = _LINE_END_BREAK_RE.sub("", text)
    if text[:1] == "<" and len(bare := _FORMAT_TAG_RE.sub("", text).strip()) <= _SHORT_KEY:
        return bare  # `<sub><sub>B<sub><sub>`: a converter's formatting around the letter
    return text


_PAIR = (
    r"(?:[A-H][ \t]*(?:->|→|=>|=)[ \t]*\w{1,3}"
    r"|\([A-Ha-h]\)[ \t]*(?:->|→|=>|=|-|–)[ \t]*\(\w{1,4}\))"
)
MATCHED_PAIRS_RE = lazy(rf"^{_PAIR}(?:[ \t]*[,;][ \t]*{_PAIR})+[ \t]*\.?$")
"""`A -> 1, B -> 2, C -> 3`, `(a)-(ii), (b)-(i)`: a matching question's key, each option (or
lettered statement) paired with an item."""
_FORMAT_TAG_RE = lazy(r"</?(?:sub|sup|b|strong|em|i|u|span|font|mark|small|big)\b[^<>]*>", re.I)
_SHORT_KEY = 4
"""How long a key framed in formatting tags may be once they are gone (`B`, `(B)`, `B.`)."""

_AS_WRITTEN = frozenset(["", *"ABCDEFGH"])
"""A key read as it is: none, or one capital letter (`C`, most keys: the rules in
`read_letter` read it so, after seven readers of keys that name several options; some 2% of
a 10,000-question import)."""


def read_letter(text: str, choices: dict[str, str]) -> tuple[str, str]:
    """The answer letter in `C`, `(C)`, `**C**`, `C) text`, `Option C`, or an option's own text.

    Returns the upper-case letter ('' when none) and the text after it (an explanation, with
    any repeat of the option's text removed).
    """
    text = _key_text(text)
    if text in _AS_WRITTEN:
        return text, ""
    if (paired := _pairs_key(text, choices)) is not None:
        return paired
    several = _several(text, choices)
    if several is not None:
        return several
    m = LETTER_RE.match(text)
    if m:
        letter = (m.group("p") or m.group("b") or m.group("u") or m.group("l")).upper()
        named = _named_by_text(text, choices) if m.group("tail").strip() else None
        if named is not None:  # `Ans: A camada de transporte`: an option's text, `A` its article
            return named, ""
        option = choices.get(letter, "")
        tail = _past_option(m.group("tail"), option)
        tail = _IS_CORRECT_RE.sub("", _without_unopened_close(tail), count=1).strip()
        if EXPLANATION_RE.match(tail) is None:
            return letter, tail
        # (`_Explanation: ..._` set in italics whole: its closing mark goes with the label)
        return letter, "\n".join(without_explanation_label(tail.split("\n"))).strip()
    slashed = _slashed_key(text, choices) if "/" in text[:5] else None
    if slashed is not None:
        return slashed, ""
    named = _named_by_text(text, choices)
    if named is not None:
        return named, ""
    return verdict_key(text, choices) or worded_key(text, choices)


def _pairs_key(text: str, choices: dict[str, str]) -> tuple[str, str] | None:
    """A key of pairs (`A -> 1, B -> 3`; a verdict a statement, `a) T, b) F`: judgedstatements):
    the answer, no letter, unless it repeats one option's whole text (`(a)-(ii), (b)-(i)` under
    options that each pair the stem's statements): that option. None: a key of no pairs."""
    if not MATCHED_PAIRS_RE.match(text) and not verdict_list(text, choices):
        return None
    named = _named_by_text(text, choices)
    return (named, "") if named is not None else ("", text)


def _named_by_text(text: str, choices: dict[str, str]) -> str | None:
    """The letter of the option whose whole text the key repeats, if any; the tick after it
    (`Mars. ✅`) says it is right and is no text of it."""
    named = _option_named(text, choices)
    if named is None and text.rstrip(" \t*_")[-1:] in _TICK_ENDS:
        untick = _TICKED_END_RE.sub("", text)
        return _option_named(untick, choices) if untick != text else None
    return named


def _option_named(text: str, choices: dict[str, str]) -> str | None:
    """The letter of the option whose whole text `text` is, if any."""
    wanted = unwrap(text).rstrip(".").strip().casefold()
    for letter, option in choices.items():
        if as_written(option).rstrip(".").strip().casefold() == wanted:
            return letter
    return None


_SLASHED_RE = lazy(r"^\(?(?P<a>[A-Za-z])[ \t]*/[ \t]*(?P<b>[A-Za-z])\)[ \t]*(?P<tail>\S.*)$")
"""`c/b) To facilitate communication`: a key naming two letters, then an option's text."""


def _slashed_key(text: str, choices: dict[str, str]) -> str | None:
    """The letter of a key written `c/b) text` (the author torn between two letters) whose
    text is the option of just one of them: that text says which was meant. None otherwise:
    a key naming two options and no text to choose is no key."""
    m = _SLASHED_RE.match(text)
    if m is None:
        return None
    wanted = unwrap(m.group("tail")).rstrip(".").strip().casefold()
    named = {m.group("a").upper(), m.group("b").upper()}
    meant = [k for k in named if choices.get(k, "").rstrip(".").strip().casefold() == wanted]
    return meant[0] if len(meant) == 1 else None


def _several(text: str, choices: dict[str, str]) -> tuple[str, str] | None:
    """The letters of a key naming several options (by letter, run, mark or text) and the
    text after them; None when it names one or none."""
    return (
        several_letters(text, choices)
        or _worded_letters(text, choices)
        or _run_letters(text, choices)
        or _marked_letters(text, choices)
        or _named_options(text, choices)
        or listed_option_texts(text, choices)
        or option_lines(text, choices)
    )


_WORDED_KEY_RE = lazy(
    rf"^(?:\*\*|__)?(?:{'|'.join(OPTION_WORDS)})(?:s|es|ы)?(?:\*\*|__)?[ \t]*[:：]?[ \t]*"
    r"(?P<rest>[A-Ha-h(][^A-Za-z].*)$",
    re.IGNORECASE | re.DOTALL,
)
"""`Option B,C and D.`, `Options: A & C`, `Opción B y D`: the option word (srs.importers.optionwords,
plural too) before the letters of a key, which `LETTER_RE` reads only one letter after."""
_GLUED_JOIN_RE = lazy(
    rf"(?<=[A-H])(?=(?:{'|'.join(w for w in '|'.join(JOINING_WORDS).split('|') if len(w) > 1)})"
    r"[ \t]+\(?[A-H]\b)"
)
"""`B,Cand E`: a joining word of two letters or more typed onto the capital letter before it."""


def _worded_letters(text: str, choices: dict[str, str]) -> tuple[str, str] | None:
    """The letters of a key naming several options after the option word (`Option B,C and
    D.`, `Option A and C`: a CCNA quiz's "Choose any two" keys), as `several_letters` gives
    them; None for one letter, words after it or not (`Option B and explain why`)."""
    m = _WORDED_KEY_RE.match(text)
    if m is None:
        return None
    return several_letters(_GLUED_JOIN_RE.sub(" ", m.group("rest")), choices)


_ODD_EMPHASIS_RE = lazy(r"(?P<m>\*\*\*|___|\*(?!\*)|_(?!_))(?P<body>\S(?:.*?\S)??)(?P=m)")


def _odd_emphasis_unwrapped(text: str) -> str:
    """A key whose first line is wholly in italics or bold italics (`***c) text***`,
    `*b) text*`: quiz generators emphasise the right option so) without that emphasis, so
    its letter is read as the plain key. Bold alone (`**c) text**`) the letter pattern
    already reads; a line only starting with emphasis (`*c) is* right`) stays as it is."""
    if text[:1] not in ("*", "_"):
        return text  # a cheap test first: most keys open with their letter
    first, sep, rest = text.partition("\n")
    m = _ODD_EMPHASIS_RE.fullmatch(first.rstrip())
    if m is None:
        return text
    return f"{m.group('body')}{sep}{rest}"


def _without_unopened_close(tail: str) -> str:
    """A key's tail without the bold's close its first line ends on when that bold opened
    before the letter (`**Answer: D — ZRS (Zone-Redundant Storage)**`: the words after the
    letter gloss the option, the `**` closes the whole key line and is no text of its own)."""
    first, sep, rest = tail.partition("\n")
    first = first.rstrip()
    mark = first[-2:]
    if mark not in ("**", "__") or first.count(mark) % 2 == 0:
        return tail
    first = first[:-2].rstrip()
    return f"{first}{sep}{rest}" if first else rest.lstrip("\n")


def _past_option(tail: str, option: str) -> str:
    """The explanation after a key's letter, past a repeat of its option's text. The repeat
    is looked for before the separator goes too, when the option opens with a separator's
    mark (`C) -p` for the option `-p`: stripped first, `p` would be the explanation)."""
    if option[:1] in _AFTER_LETTER:
        bare = tail.lstrip(" \t)].:")
        said = _repeated_option(bare, option)
        if said:
            return after_letter(bare[said:])
    tail = after_letter(tail)
    said = _repeated_option(tail, option) if option else 0
    return after_letter(tail[said:]) if said else tail


def _repeated_option(tail: str, option: str) -> int:
    """How much of the text after a key's letter repeats its option (`b) 4 - because`; the
    option's closing period may be left off, `**A. Yes**` for `Yes.`), 0 when it opens with
    a sentence whose subject is the option (`b. <article> represents a ...`) instead."""
    for said in dict.fromkeys((option, option.rstrip(". "), as_written(option))):
        if not said or not tail.casefold().startswith(said.casefold()):
            continue
        rest = tail[len(said) :]
        if not rest.strip() or rest.lstrip(" \t")[:1] in _AFTER_LETTER or rest[:1] == "\n":
            return len(said)
        if rest[:1] in " \t" and rest.lstrip(" \t*_")[:1] in _TICK_STARTS:
            return len(said)  # `A) var ✔️`: the option, then the tick saying it is right
    return 0


_NEW_BLOCK_RE = lazy(r"^[ \t]*(?:#|>|\||<|`{3}|~{3})")
"""A line that opens a block of its own (a heading, a quote, a table row, a tag, a fence),
never the option's text going on."""


def lazy_option_rest(
    lines: list[Line], options: list[Option | None], i: int, broken: Callable[[int], bool]
) -> bool:
    """Line i, no option, goes on with the option text right above it as Markdown's lazy
    continuation does: the line above (the option or its own rest) ends in a hard break
    (`- A: Static Base␣␣` over `Instance Base`, in a quiz on what code prints; `broken` tells
    it by the line's number, asked last: it reads the whole text once), and line i, at the
    margin or not, opens nothing of its own (a list item, a heading, a tag, a fence, a key or
    explanation label). Without the break (`- A: one` over `two`) the line stays no option's:
    a sentence typed right under the options is as likely; nor is a key written alone (`b`)."""
    line = lines[i]
    if i == 0 or options[i] is not None or line.code or not line.text.strip():
        return False
    above = lines[i - 1]
    if above.code or not above.text.strip():
        return False
    return opens_nothing(line.text) and broken(above.no)


def opens_nothing(text: str) -> bool:
    """Whether a line of text, no option, opens nothing of its own: no list item, heading,
    quote, table row, tag or fence, no key or explanation label, no key written alone; such a
    line right under an option may be its text going on (Markdown's lazy continuation)."""
    if LIST_ITEM_RE.match(text) or _NEW_BLOCK_RE.match(text):
        return False
    return not (ANSWER_RE.match(text) or EXPLANATION_RE.match(text) or _key_alone(text.strip()))


_LETTER_ALONE_RE = lazy(r"(?:\*\*|__)?\(?[A-Ha-h]\)?[.)]?(?:\*\*|__)?")
"""A line that is only an option letter (`b`, `(C)`, `**D**`)."""


def _key_alone(text: str) -> bool:
    """Whether a line names options' letters and nothing else (`b`, `A, C`, `BD`): a key
    written under the options, never their text going on."""
    return _LETTER_ALONE_RE.fullmatch(text) is not None or named_letters(text) is not None


def option_goes_on(
    lines: list[Line],
    options: list[Option | None],
    i: int,
    opt: Option,
    broken: Callable[[int], bool],
) -> bool:
    """Whether line i, no option, goes on with the option `opt` above it: indented deeper than
    it, or after a hard break (`lazy_option_rest`)."""
    return indent_of(lines[i].text) > opt.indent or lazy_option_rest(lines, options, i, broken)
