"""Keys written where a reader does not look for them, rewritten as every other layout writes
them: an `Answer: C` line under the options. A bold label then the letter, no colon
(`**Answer** b)`), is that line too; the one option set wholly in bold (`- **C)
text**`) is the key, as quizzes set it apart; a key typed at the end of the last option
(`- c) text **Answer: c**`) goes on a line of its own."""

from __future__ import annotations

import re

from srs.importers.common import ANSWER_RE, OPTION_RE, Line
from srs.importers.lazyre import lazy
from srs.importers.wrappedbold import joined_bold_options, wrapped_continuation

__all__ = [
    "bare_label_key",
    "bold_key",
    "may_hold_bare_keys",
    "may_hold_bold_options",
    "may_hold_trailing_keys",
    "trailing_key",
]

_BOLD_OPTION_RE = lazy(
    r"^(?P<head>[ \t]*(?:[-*+][ \t]+)?)(?P<e>\*\*|__)(?P<option>\(?[A-Ha-h](?:[).:]|[ \t]+[-–—])[ \t]+\S.*?)"
    r"(?P=e)[ \t]*$"
)
"""`- **C) Creates small functions.**`, `**C - text**`: an option written wholly in bold, its letter
too."""
_BOLD_TEXT_OPTION_RE = lazy(
    r"^(?P<head>[ \t]*(?:[-*+][ \t]+)?)(?P<letter>\(?[A-Ha-h](?:[).:]|[ \t]+[-–—])[ \t]+)"
    r"(?P<e>\*\*|__)(?P<text>[^\s*_](?:(?!(?P=e)).)*?)(?P=e)[ \t]*$"
)
"""`- a. **cd ..**`, `d. **/bin**`: the option's text wholly in bold after its plain letter."""
_HALF_CLOSED_OPTION_RE = lazy(
    r"^(?P<head>[ \t]*(?:[-*+][ \t]+)?)\*\*(?P<option>\(?[A-Ha-h](?:[).:]|[ \t]+[-–—])[ \t]+[^*]*?[^*\s])"
    r"\*[ \t]*$"
)
"""`- **d. kill*`: an option set in bold whose closing mark lost a star, a typo the author's
readers see past."""


def _bold_option(text: str) -> tuple[str, str] | None:
    """The lead (`- `) and the option without its bold (`C) text`), when the option is set in
    bold (wholly, its letter too; its text only, after the letter; or with a closing mark
    short of a star); None for any other line."""
    if "**" not in text and "__" not in text:
        return None  # the cheap test first: most lines hold no bold
    m = _BOLD_OPTION_RE.match(text)
    if m is not None:
        return m.group("head"), m.group("option")
    m = _BOLD_TEXT_OPTION_RE.match(text)
    if m is not None:
        return m.group("head"), m.group("letter") + m.group("text")
    m = _HALF_CLOSED_OPTION_RE.match(text)
    return (m.group("head"), m.group("option")) if m is not None else None


def bold_key(lines: list[Line]) -> list[Line]:
    """Lettered options of which one or more are wholly in bold (`- **C) text**`), in a block
    with no answer label after them: the bold ones are the key, as quizzes set it apart. The
    options lose their bold and an `Answer: C` line (`Answer: A, D` for several, which the
    choice reader makes an open card naming them, with a warning) follows the options. An
    option whose bold wraps over its continuation lines is joined into one line first
    (srs.importers.wrappedbold). A block with its own answer label, or with every option in
    bold, is left as it is."""
    lines = joined_bold_options(lines)
    if not any(_bold_option(ln.text) for ln in lines):
        return lines  # cheap test first: no option in bold
    found = _bold_options(lines)
    if found is None:
        return lines
    bold, last = found
    out = list(lines)
    letters: list[str] = []
    for k in bold:
        parts = _bold_option(lines[k].text)
        assert parts is not None
        head, option = parts
        letters.append(option.lstrip("(")[0].upper())
        out[k] = Line(lines[k].no, head + option)
    if len(set(letters)) < len(letters):
        return lines  # `A) **x**` twice: two runs of options pasted together, not one key
    key = [Line(lines[last].no, ""), Line(lines[last].no, f"Answer: {', '.join(letters)}")]
    return out[: last + 1] + key + out[last + 1 :]


def _bold_options(lines: list[Line]) -> tuple[list[int], int] | None:
    """The options in bold and the last option's last line, when the options are one list (blank lines
    and their wrapped continuation lines only between them), one or more but not all of them
    are in bold and no answer label follows them."""
    run = [k for k, ln in enumerate(lines) if not ln.code and OPTION_RE.match(ln.text)]
    bold = [k for k in run if _bold_option(lines[k].text)]
    if len(run) < 2 or not bold or (len(bold) > 1 and len(bold) == len(run)):
        return None
    if not _one_list(lines, run):
        return None  # options apart, text between them: not one list of options
    if any(not ln.code and ANSWER_RE.match(ln.text) for ln in lines[run[0] :]):
        return None
    return bold, _wrapped_end(lines, run[-1])


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
    keyed = {k: m for k, line in enumerate(lines) if (m := _key_at_end(line)) is not None}
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


def _key_at_end(line: Line) -> re.Match[str] | None:
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
    lazy(r"\*\*\(?[A-Ha-h](?:[).:]|[ \t]+[-–—])"),
    lazy(r"__\(?[A-Ha-h](?:[).:]|[ \t]+[-–—])"),
    lazy(r"\*\*(?<=[ \t]\*\*)"),
    lazy(r"__(?<=[ \t]__)"),
)
"""Bold opening on an option's letter (`**C) x**`, `**d. kill*`), or after a blank (`a. **cd**`):
what a line `_bold_option` reads holds; each pattern led by a literal."""
_DOC_KEY_RES = (lazy(r"nswer[ \t]*[:：.\-]"), lazy(r"NSWER[ \t]*[:：.\-]"))
"""`answer: c` (as `_key_at_end` reads only lines holding `nswer` or `NSWER`)."""
_DOC_BARE_KEY_RES = (_BARE_KEY_HINT_RE, _BARE_KEY_UPPER_RE)


def may_hold_bold_options(document: str) -> bool:
    """Whether any line of the document may be an option set in bold (`bold_key`)."""
    return any(pattern.search(document) for pattern in _DOC_BOLD_OPTION_RES)


def may_hold_trailing_keys(document: str) -> bool:
    """Whether any line may end with a key after its option (`trailing_key`: `answer: c`)."""
    return any(pattern.search(document) for pattern in _DOC_KEY_RES)


def may_hold_bare_keys(document: str) -> bool:
    """Whether any line may hold a bold answer label and its letter (`bare_label_key`)."""
    return any(pattern.search(document) for pattern in _DOC_BARE_KEY_RES)
