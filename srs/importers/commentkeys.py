"""HTML comments alone on their lines, read for the answers they hide (for the comment markers
pass, srs.importers.markers): a comment over several lines is blank lines, as the page renders
it, unless it holds a labelled answer (`<!--` / `Answer: c` / `-->`) or the answer of the
question right above it.

A teacher's quiz page shows the questions and hides each key from its readers in a comment
right below the question:

    ### Question 1 : **Which port does SSH use?**
    - [A] 21.
    - [B] 22.

    <!--
    - [B] 22.
    -->

or, for an open question, `<!--` / `Réponse attendue :` / the model answer / `-->`. Made
blank lines, as the page renders them, such comments left every question unanswered and the
whole quiz with no card. A comment alone on its lines (one line or several) is the answer of
the question above it when:

- the nearest text above it is that question: a run of its options, or the line that asks
  (a heading, a line all in bold, a line that asks); and
- no answer follows it before the next question (a labelled answer line, a fold, or, for an
  open question, any text other than the next question or a rule), so a visible answer always
  wins over a hidden one; and
- it says nothing but the answer: under options, each of its lines names one of them, by its
  letter (`[B]`, `B)`, `B.`, `B`, with that option's text or none) or by its whole text, and it
  becomes the key line `Answer: B`; or it opens with an answer label alone on its line, in any
  language the labels know (`Réponse attendue :`, `Resposta:`, `Answer:`), text below it, and
  is then kept as written (the label over its answer, which every reader knows).

Anything else a comment says (`TODO: add answer`, a note to self, a linter's directive, a
commented-out option or question, a licence) stays hidden, as before. The rewrite keeps the
number of lines, so every message still names the line the author wrote.
"""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.common import (
    ANSWER_RE,
    BOLD_LINE_RE,
    HEADING_RE,
    OPTION_RE,
    SEPARATOR_RE,
)
from srs.importers.labelstart import label_start
from srs.importers.lazyre import lazy

__all__ = ["comment_answer", "hidden_answer", "past_comment"]

_ONE_LINE_RE = lazy(r"^[ \t]*<!--(?P<text>(?:(?!-->).)*)-->[ \t]*$")
"""A comment alone on its line, `<!-- - [B] 22. -->`, its text in `text`."""
_BRACKETED_RE = lazy(r"^[ \t]*(?:[-*+][ \t]+)?\[(?P<l>[A-Ha-h])\](?:[ \t]+(?P<text>\S.*))?$")
"""An option lettered in brackets (`- [B] 22.`), as the author wrote it; an earlier pass
(srs.importers.bracketletters) letters a run of them `B. 22.` (`OPTION_RE`)."""
_BARE_LETTER_RE = lazy(r"^(?:[-*+][ \t]+)?(?:\*\*|__)?[(\[]?(?P<l>[A-Ha-h])[)\].:]?(?:\*\*|__)?$")
"""A letter alone: `B`, `[B]`, `(B)`, `B)`, `B.`, `**B**`."""
_BULLET_RE = lazy(r"^[-*+][ \t]+")
"""A bullet's mark, which an option repeated in a comment may keep (`- 22.`)."""
_FOLD_RE = lazy(r"^[ \t]*(?:>|<details\b|<summary\b)", re.IGNORECASE)
"""A quoted line or a fold: where a page shows (or folds away) an answer."""
_REACH = 40
"""How many lines up a question's options may reach from its hidden key."""


_COMMENT_OPEN_RE = lazy(r"^[ \t]{0,3}<!--(?!.*-->)")
_COMMENT_REACH = 200
"""A comment left open longer than this is no comment the importer reads as one."""


def _comment_end(lines: list[str], k: int) -> int | None:
    """The line closing a comment opened alone at line k (`<!--` ... `-->` over several
    lines), or None when line k opens none or it does not close at a line's end."""
    if "<!--" not in lines[k] or _COMMENT_OPEN_RE.match(lines[k]) is None:
        return None
    for j in range(k + 1, min(len(lines), k + _COMMENT_REACH)):
        if "-->" in lines[j]:
            return j if lines[j].rstrip().endswith("-->") and lines[j].count("-->") == 1 else None
    return None


def past_comment(lines: list[str], k: int) -> int | None:
    """The line after a comment at line k that is read here (opened over several lines, or
    alone on its line and answering the question above it), rewritten; None for another
    line, which `_marked_line` reads."""
    if "<!--" not in lines[k]:
        return None
    end = _comment_end(lines, k)
    if end is not None:
        _open_comment(lines, k, end)
        return end + 1
    answer = _one_line_answer(lines, k)
    if answer is None:
        return None
    lines[k] = answer
    return k + 1


def _open_comment(lines: list[str], k: int, end: int) -> None:
    """A comment over lines k..end, hidden from the rendered page: blank lines (the page shows
    nothing), unless it holds a labelled answer (`<!--` / `Answer: c` / `-->`), which a quiz
    hides from its reader but is the card's answer; its text is then kept, unmarked (not
    under a labelled question of its own: a card commented out). So is
    the key or answer of the question right above it (`comment_answer`)."""
    inner = [lines[k].replace("<!--", "", 1), *lines[k + 1 : end], lines[end].replace("-->", "")]
    answer = next((j for j, line in enumerate(inner) if hidden_answer(line.strip())), None)
    if answer is not None and not _labelled_question(inner[:answer]):
        lines[k : end + 1] = inner
        return
    lines[k : end + 1] = comment_answer(lines, k, end, inner) or [""] * len(inner)


def _labelled_question(inner: list[str]) -> bool:
    """Whether a comment's lines above its answer label a question of their own
    (`question: Old text` over `answer: Old answer`): a card commented out, not the key a
    quiz hides under the question above it."""
    return any(
        ":" in line and label_start(line.strip(), in_heading=False) is not None for line in inner
    )


def hidden_answer(text: str) -> bool:
    """`Answer: c`, `Correct answer: B because ...`: a comment's text that answers."""
    m = ANSWER_RE.match(text)
    return m is not None and bool(m.group("rest").strip())


def _one_line_answer(lines: list[str], k: int) -> str | None:
    """Line k, a comment alone on its line, as the key line of the question above it (see the
    module doc), or None when it is no such comment or hides no answer."""
    m = _ONE_LINE_RE.match(lines[k])
    if m is None:
        return None
    answer = comment_answer(lines, k, k, [m.group("text")])
    return None if answer is None else answer[0]


def comment_answer(lines: list[str], start: int, end: int, inner: list[str]) -> list[str] | None:
    """The lines start..end, a comment whose text lines are `inner` (one for each, its marks
    taken off), as the answer of the question above it; None when they hide no answer (see
    the module doc). The result has as many lines as the comment."""
    said = [line.strip() for line in inner if line.strip()]
    above = _text_above(lines, start)
    if not said or above is None:
        return None
    options = _options_over(lines, above)
    if options:
        key = _named_letters(said, options)
        if key is None or _answered_below(lines, end, open_question=False):
            return None
        return _key_lines(inner, key)
    if not _asking_line(lines[above]) or not _labelled_answer(said):
        return None
    if _answered_below(lines, end, open_question=True):
        return None
    return [line.strip() for line in inner]


def _key_lines(inner: list[str], key: str) -> list[str]:
    """A comment's lines as the key line `Answer: B` where its text starts, blank lines
    around it, so the comment keeps its number of lines."""
    first = next(j for j, line in enumerate(inner) if line.strip())
    return ["" if j != first else f"Answer: {key}" for j in range(len(inner))]


def _text_above(lines: list[str], k: int) -> int | None:
    """The nearest line above line k holding text, or None at the top."""
    for j in range(k - 1, -1, -1):
        if lines[j].strip():
            return j
    return None


def _option(line: str) -> tuple[str, str] | None:
    """An option line's letter (upper case) and text (None for any other line)."""
    m = OPTION_RE.match(line)
    if m is not None:
        return (m.group("pl") or m.group("l")).upper(), m.group("text")
    b = _BRACKETED_RE.match(line)
    if b is not None and b.group("text"):
        return b.group("l").upper(), b.group("text")
    return None


def _options_over(lines: list[str], last: int) -> dict[str, str]:
    """The options of the run ending at line `last` (blank lines between options allowed), by
    letter; empty unless it holds two or more, each letter once."""
    found: dict[str, str] = {}
    j = last
    while j >= max(0, last - _REACH):
        if lines[j].strip():
            option = _option(lines[j])
            if option is None or option[0] in found:
                break
            found[option[0]] = option[1]
        j -= 1
    return found if len(found) >= 2 else {}


def _plain(text: str) -> str:
    """Text as compared with an option's: blanks collapsed, case and final stop ignored."""
    return " ".join(text.split()).rstrip(".").casefold()


def _named_letter(said: str, options: dict[str, str]) -> str | None:
    """The letter of the one option a comment's line names: by its letter alone, by its letter
    and its text, or by its whole text; None when it names none (or another option's text)."""
    bare = _BARE_LETTER_RE.match(said)
    if bare is not None:
        letter = bare.group("l").upper()
        return letter if letter in options else None
    option = _option(said)
    if option is not None:
        letter, text = option
        return letter if _plain(options.get(letter, "")) == _plain(text) else None
    said = _BULLET_RE.sub("", said)  # `- text`: an earlier pass may have taken its `[B]`
    texts = [letter for letter, text in options.items() if _plain(text) == _plain(said)]
    return texts[0] if len(texts) == 1 else None


def _named_letters(said: list[str], options: dict[str, str]) -> str | None:
    """The key a comment's lines name (`B`, or `A, C` for several right options), or None
    when any line names no option."""
    letters: list[str] = []
    for line in said:
        letter = _named_letter(line, options)
        if letter is None or letter in letters:
            return None
        letters.append(letter)
    return ", ".join(sorted(letters))


def _asking_line(line: str) -> bool:
    """Whether a line sets a question: a heading, a line all in bold, or a line that asks."""
    return (
        HEADING_RE.match(line) is not None
        or BOLD_LINE_RE.match(line.strip()) is not None
        or asks(line.strip())
    )


def _labelled_answer(said: list[str]) -> bool:
    """Whether a comment's text opens with an answer label alone on its line (`Réponse
    attendue :`), its answer on the lines below."""
    m = ANSWER_RE.match(said[0])
    return len(said) > 1 and m is not None and not m.group("rest").strip()


def _answered_below(lines: list[str], end: int, *, open_question: bool) -> bool:
    """Whether an answer follows the comment ending at line `end` before the next question:
    a labelled answer or a fold; for an open question, any text other than a heading, a rule
    or a line that asks (its visible answer)."""
    for j in range(end + 1, len(lines)):
        line = lines[j]
        if not line.strip():
            continue
        if ANSWER_RE.match(line.strip()) is not None or _FOLD_RE.match(line) is not None:
            return True
        if not open_question:
            return False
        return SEPARATOR_RE.match(line) is None and not _asking_line(line)
    return False
