"""Keys written where a reader does not look for them, rewritten as every other layout writes
them: an `Answer: C` line under the options. A bold label then the letter, no colon
(`**Answer** b)`), is that line too; the one option set wholly in bold (`- **C)
text**`) or highlighted (`==C) text==`, `<mark>`) is the key, as quizzes set it apart, and
options struck through (`~~A) text~~`, a learner's wrong ones) are the wrong ones; a key typed
at the end of the last option (`- c) text **Answer: c**`) goes on a line of its own."""

from __future__ import annotations

import re

from srs.importers.common import ANSWER_RE, OPTION_RE
from srs.importers.lazyre import lazy
from srs.importers.values import Line
from srs.importers.wrappedbold import joined_bold_options, wrapped_continuation

__all__ = [
    "bare_label_key",
    "bold_key",
    "key_at_end",
    "may_hold_bare_keys",
    "may_hold_bold_options",
    "may_hold_trailing_keys",
    "trailing_key",
]

_LEAD = r"(?P<head>[ \t]*(?:[-*+][ \t]+)?)"
"""What stands before an option's letter on its line: an indent and a bullet, or neither."""
_LETTER = r"\(?[A-Ha-h](?:[).:]|[ \t]+[-–—])"
"""An option's letter and its mark (`C)`, `(c)`, `C.`, `C -`): one spelling for every mark
read around it here (bold, highlight, strike)."""
_BOLD_OPTION_RE = lazy(
    rf"^{_LEAD}(?P<e>\*\*|__|==)(?P<option>{_LETTER}[ \t]+\S.*?)"
    r"(?P=e)[A-Za-z]?[ \t]*$"
)
"""`- **C) Creates small functions.**`, `**C - text**`, `==C) text==`: an option written wholly in
bold or highlighted, its letter too. One stray letter typed right after the closing mark
(`- **D) text.**x`, a slip of the keyboard) undoes no bold: it goes with the marks."""
_BOLD_TEXT_OPTION_RE = lazy(
    rf"^{_LEAD}(?P<letter>{_LETTER}[ \t]+)"
    r"(?P<e>\*\*|__|==)(?P<text>[^\s*_](?:(?!(?P=e)).)*?)(?P=e)[ \t]*$"
)
"""`- a. **cd ..**`, `d. **/bin**`, `b) ==Budgets==`: the option's text wholly in bold (or
highlighted) after its plain letter."""
_HALF_CLOSED_OPTION_RE = lazy(
    rf"^{_LEAD}\*\*(?P<option>{_LETTER}[ \t]+[^*]*?[^*\s])"
    r"\*[ \t]*$"
)
"""`- **d. kill*`: an option set in bold whose closing mark lost a star, a typo the author's
readers see past."""


_STRUCK_OPTION_RE = lazy(
    rf"^{_LEAD}~~(?P<option>{_LETTER}[ \t]+"
    r"[^\s~](?:(?!~~).)*?)~~[ \t]*$"
)
"""`~~A) text~~`: an option struck through, its letter too (a learner striking out the wrong
ones)."""
_STRUCK_TEXT_OPTION_RE = lazy(
    rf"^{_LEAD}(?P<letter>{_LETTER}[ \t]+)"
    r"~~(?P<text>[^\s~](?:(?!~~).)*?)~~[ \t]*$"
)
"""`a) ~~text~~`: the option's text struck through after its plain letter."""


def _bold_option(text: str) -> tuple[str, str] | None:
    """The lead (`- `) and the option without its bold (`C) text`), when the option is set in
    bold or highlighted (wholly, its letter too; its text only, after the letter; or with a
    closing mark short of a star); None for any other line. `<mark>` is read as `==`: the
    same highlight, as an HTML export writes it."""
    if "**" not in text and "__" not in text and "==" not in text:
        if "<mark>" not in text:
            return None  # the cheap test first: most lines hold no bold
        text = text.replace("<mark>", "==").replace("</mark>", "==")
    m = _BOLD_OPTION_RE.match(text)
    if m is not None:
        return m.group("head"), m.group("option")
    m = _BOLD_TEXT_OPTION_RE.match(text)
    if m is not None:
        return m.group("head"), m.group("letter") + m.group("text")
    m = _HALF_CLOSED_OPTION_RE.match(text)
    return (m.group("head"), m.group("option")) if m is not None else None


def _struck_option(text: str) -> str | None:
    """The line of an option struck through (`~~A) text~~`, `A) ~~text~~`) written plain
    (`A) text`); None for any other line."""
    if "~~" not in text:
        return None  # the cheap test first: most lines strike nothing
    m = _STRUCK_OPTION_RE.match(text)
    if m is not None:
        return m.group("head") + m.group("option")
    m = _STRUCK_TEXT_OPTION_RE.match(text)
    return m.group("head") + m.group("letter") + m.group("text") if m is not None else None


def bold_key(lines: list[Line]) -> list[Line]:
    """Lettered options of which one or more are wholly in bold (`- **C) text**`) or
    highlighted (`==C) text==`, `<mark>`), in a block with no answer label after them: the
    marked ones are the key, as quizzes set it apart. The options lose their marks and an
    `Answer: C` line (`Answer: A, D` for several, which the choice reader makes an open card
    naming them, with a warning) follows the options. An option whose bold wraps over its
    continuation lines is joined into one line first (srs.importers.wrappedbold). A block
    with its own answer label, or with every option in bold, keeps its bold.

    Options struck through (`~~A) text~~`) are marked wrong, as a learner marks a quiz by
    hand: they lose their strike (else no reader takes them for options, and the question
    was an open card whose answer held them all), a marked one among the rest is the key,
    and with none marked the one option left unstruck is (by elimination). Marks that single
    out no option (two options left unstruck, an option both struck and marked) key nothing:
    the question is reported unanswered."""
    lines = joined_bold_options(lines)
    plain, struck = _unstruck(lines)
    if not struck and not any(_bold_option(ln.text) for ln in lines):
        return lines  # cheap test first: no option in bold, highlighted or struck
    run = _one_run(plain)
    if run is None or not struck <= set(run):
        return lines  # no one list of options, or a line struck out of it: none of theirs
    found = _key_options(plain, run, struck)
    if found is None:  # no key, yet no highlight left on an option: it reads as none
        return _unmarked(plain, [k for k in run if _highlighted(plain[k].text)])
    marked, last = found
    out = _unmarked(plain, [k for k in marked if k not in struck and _bold_option(plain[k].text)])
    letters = [_letter(out[k].text) for k in marked]
    if len(set(letters)) < len(letters):
        return lines  # `A) **x**` twice: two runs of options pasted together, not one key
    key = [Line(plain[last].no, ""), Line(plain[last].no, f"Answer: {', '.join(letters)}")]
    return out[: last + 1] + key + out[last + 1 :]


def _letter(text: str) -> str:
    """The upper-case letter of an option's line."""
    m = OPTION_RE.match(text)
    assert m is not None
    return (m.group("pl") or m.group("l")).upper()


def _unstruck(lines: list[Line]) -> tuple[list[Line], set[int]]:
    """The block with each option struck through written plain, and those options' lines."""
    struck: set[int] = set()
    out = lines
    for k, line in enumerate(lines):
        plain = None if line.code else _struck_option(line.text)
        if plain is not None:
            out = out if struck else list(lines)
            out[k] = Line(line.no, plain)
            struck.add(k)
    return out, struck


def _highlighted(text: str) -> bool:
    """Whether a line is an option highlighted (`==C) x==`, `C) <mark>x</mark>`), in no bold."""
    if "==" not in text and "<mark>" not in text:
        return False  # the cheap test first
    return "**" not in text and "__" not in text and _bold_option(text) is not None


def _unmarked(lines: list[Line], marked: list[int]) -> list[Line]:
    """The block with the options on lines `marked` written without their bold or highlight."""
    if not marked:
        return lines
    out = list(lines)
    for k in marked:
        parts = _bold_option(lines[k].text)
        assert parts is not None
        out[k] = Line(lines[k].no, parts[0] + parts[1])
    return out


def _one_run(lines: list[Line]) -> list[int] | None:
    """The option lines (a highlighted one too: `==C) x==` reads as none), when two or more
    make one list (blank lines and the lines an option wraps onto only between them); None
    otherwise."""
    run = [
        k
        for k, ln in enumerate(lines)
        if not ln.code and (OPTION_RE.match(ln.text) or _highlighted(ln.text))
    ]
    return run if len(run) >= 2 and _one_list(lines, run) else None


def _key_options(
    lines: list[Line], run: list[int], struck: set[int]
) -> tuple[list[int], int] | None:
    """The options marked right and the last option's last line, when no answer label
    follows the options and the marks single them out: those in bold or highlighted (not
    every one of several, none struck through too), else the only option not struck."""
    if any(not ln.code and ANSWER_RE.match(ln.text) for ln in lines[run[0] :]):
        return None
    bold = [k for k in run if _bold_option(lines[k].text)]
    if struck.intersection(bold) or (len(bold) > 1 and len(bold) == len(run)):
        return None
    if not bold and len(run) - len(struck) == 1:
        bold = [k for k in run if k not in struck]
    return (bold, _wrapped_end(lines, run[-1])) if bold else None


def _wrapped_end(lines: list[Line], k: int) -> int:
    """The last line of option k, past the lines it wraps onto: the key goes under them, not
    amid them (which left them as the explanation)."""
    while k + 1 < len(lines) and wrapped_continuation(lines[k + 1]):
        k += 1
    return k


def _one_list(lines: list[Line], run: list[int]) -> bool:
    """Whether the options `run` are one list: blank lines, or the lines an option wraps onto
    (srs.importers.wrappedbold), only between them."""
    inside = set(run)
    return not any(
        lines[k].text.strip() and k not in inside and not wrapped_continuation(lines[k])
        for k in range(run[0], run[-1])
    )


_TRAILING_KEY_RE = lazy(
    r"[ \t]+(?P<e>\*\*|__)?(?P<label>(?:correct[ \t]+)?answer[ \t]*[:：.-][ \t]*\(?[A-Ha-h]\)?)"
    r"\.?(?(e)(?P=e))[ \t]*$",
    re.I,
)
"""`- c) a variable number of times **Answer: c**`: the key typed at the end of the last
option, as quizzes pasted from a slide or a form have it."""


def trailing_key(lines: list[Line]) -> list[Line]:
    """The last option's line ending with the key (`... **Answer: c**`): the option, then the
    key on a line of its own, as every other layout writes it."""
    keyed = {k: m for k, line in enumerate(lines) if (m := key_at_end(line)) is not None}
    if not keyed:
        return lines
    out: list[Line] = []
    for k, line in enumerate(lines):
        m = keyed.get(k)
        if m is None:
            out.append(line)
        else:
            out.extend((Line(line.no, line.text[: m.start()]), Line(line.no, m.group("label"))))
    return out


def key_at_end(line: Line) -> re.Match[str] | None:
    """The key typed at the end of an option's line, if any: cheap tests first (the word
    `answer`, an option's start), the pattern last."""
    text = line.text
    if line.code or ("nswer" not in text and "NSWER" not in text) or not OPTION_RE.match(text):
        return None
    m = _TRAILING_KEY_RE.search(text)
    return m if m is not None and OPTION_RE.match(text[: m.start()]) else None


_BARE_LABEL_KEY_RE = lazy(
    r"^[ \t]*(?P<e>\*\*|__)(?:correct[ \t]+)?answer(?P=e)[ \t]+(?:\*\*|__)?\(?(?P<letter>[A-Ha-h])"
    r"\)?[.)]?(?:\*\*|__)?[ \t]*$",
    re.I,
)
"""`**Answer** b)`: the label in bold with no colon, the key's letter after it."""
_BARE_KEY_HINT_RE = lazy(r"nswer(?:\*\*|__)[ \t]")
_BARE_KEY_UPPER_RE = lazy(r"NSWER(?:\*\*|__)[ \t]")
"""`nswer** `: what every such key line holds (the cheap tests before the pattern, each led
by a literal, so searched at C speed)."""
_BARE_NOTE_LABEL_RE = lazy(
    r"^[ \t]*(?P<e>\*\*|__)(?:explanation|description|rationale|reason)(?P=e)[ \t]*$", re.I
)
"""`**Description**` alone on its line: the label of the explanation under such a key."""


def bare_label_key(lines: list[Line]) -> list[Line]:
    """A key written as a bold label then the letter, no colon (`**Answer** b)`), rewritten
    `Answer: B`, as every other layout writes it; the bold label alone under it
    (`**Description**`, no colon either) becomes the `Explanation:` label it stands for.
    Without the rewrite the label is read as no label, and the question as an open card
    whose answer is `**Answer** b)`."""
    text = "\n".join([ln.text for ln in lines])
    if _BARE_KEY_HINT_RE.search(text) is None and _BARE_KEY_UPPER_RE.search(text) is None:
        return lines  # cheap test first: no bold answer label followed by a blank
    out = list(lines)
    for k, line in enumerate(lines):
        text = line.text
        bold = "*" in text or "_" in text
        m = _BARE_LABEL_KEY_RE.match(text) if bold and not line.code else None
        if m is None:
            continue
        out[k] = Line(line.no, f"Answer: {m.group('letter').upper()}")
        note = next((j for j in range(k + 1, len(lines)) if lines[j].text.strip()), None)
        if note is not None and _BARE_NOTE_LABEL_RE.match(lines[note].text):
            out[note] = Line(lines[note].no, "Explanation:")
    return out


# -- the same rules, told from a whole document at once (see optionpasses.OptionHints) -------

_DOC_BOLD_OPTION_RES = (
    lazy(rf"\*\*{_LETTER}"),
    lazy(rf"__{_LETTER}"),
    lazy(r"\*\*(?<=[ \t]\*\*)"),
    lazy(r"__(?<=[ \t]__)"),
    lazy(rf"=={_LETTER}"),
    lazy(r"==(?<=[ \t]==)"),
    lazy(rf"~~{_LETTER}"),
    lazy(r"~~(?<=[ \t]~~)"),
    lazy(r"<mark>"),
)
"""Bold, a highlight or a strike opening on an option's letter (`**C) x**`, `**d. kill*`,
`==C) x==`, `~~A) x~~`), or after a blank (`a. **cd**`), or an HTML highlight: what a line
`_bold_option` or `_struck_option` reads holds; each pattern led by a literal."""
_DOC_KEY_RES = (lazy(r"nswer[ \t]*[:：.\-]"), lazy(r"NSWER[ \t]*[:：.\-]"))
"""`answer: c` (as `key_at_end` reads only lines holding `nswer` or `NSWER`)."""
_DOC_BARE_KEY_RES = (_BARE_KEY_HINT_RE, _BARE_KEY_UPPER_RE)


def may_hold_bold_options(document: str) -> bool:
    """Whether any line of the document may be an option set in bold, highlighted or struck
    through (`bold_key`)."""
    return any(pattern.search(document) for pattern in _DOC_BOLD_OPTION_RES)


def may_hold_trailing_keys(document: str) -> bool:
    """Whether any line may end with a key after its option (`trailing_key`: `answer: c`)."""
    return any(pattern.search(document) for pattern in _DOC_KEY_RES)


def may_hold_bare_keys(document: str) -> bool:
    """Whether any line may hold a bold answer label and its letter (`bare_label_key`)."""
    return any(pattern.search(document) for pattern in _DOC_BARE_KEY_RES)
