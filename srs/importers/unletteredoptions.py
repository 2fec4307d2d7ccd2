"""Options with no letter, each on a line set in by a space under its question, keyed by the
right option's words on an answer line below them, as personal exam notes ("dumps") are:

    2. Which service can process data from millions of sensors?
     Azure Machine Learning.
     Azure IoT Hub.

    Ans - Azure IoT Hub

    Explanation: ...

Read as written, the options were the question's lines and the key its open answer: a choice
question made open in silence. A stem that does not ask (`Which plan gives ... at the lowest
cost.`) was no question at all, and an explanation's `### Summary:` ended the questions (the
rest of the page was end matter). Each such question is written as a labelled one, line for
line: its first line labelled `Q3:` (its number kept) or `Q:`, its options lettered
(`B) Azure IoT Hub.`) and its key line `Answer: B`; the explanation below is the card's, its
headings with it, down to the next labelled question.

A question is written so only when two to eight option lines, one to three blanks in, sit
right under a line of text at the margin (or a numbered one), none lettered, bulleted or
longer than a line of prose, and the answer line below them (a blank line or two and one
short note, `Take reference from the notes`, may come between) names exactly one of them: by
its words (srs.importers.textkeys), or by words of its own that only that option holds
(`Ans - functions` for `Azure Functions.`). Anything else is left as it was. A single line
so named is no list of options: the stem is labelled, the line left as the question's. A
note typed right over a stem (`Just read the below 2 questions once`) is left unlabelled,
text between questions, not the question's first line.
"""

from __future__ import annotations

from srs.importers.common import ANSWER_RE, LETTERS, OPTION_RE, holds
from srs.importers.fences import outside_code
from srs.importers.labelstart import label_start
from srs.importers.lazyre import lazy
from srs.importers.textkeys import named_option

__all__ = ["unlettered_options"]

_OPTION_LINE_RE = lazy(r"^ {1,3}(?P<text>[^\s#>*+\-|`<].*?)[ \t]*$")
"""An option: set in by one to three blanks (four would be code), no heading, quote, bullet,
table or code mark before its text."""
_NOT_A_STEM_RE = lazy(r"^(?:[#>|<]|[-*+][ \t])")
"""A heading, quote, table row, tag or bullet: no stem over options."""
_NUMBERED_RE = lazy(r"^(?P<num>\d{1,4})[.)][ \t]+(?P<text>\S.*)$")
"""A stem's number (`4. Your company needs ...`)."""
_MIN, _MAX, _LONGEST = 2, 8, 160
"""Two to eight options of up to 160 characters each."""
_REACH = 8
"""How many lines below the options the answer line may be (blanks and one note)."""
_WORD_RE = lazy(r"\w+")
_SHORTEST_WORDS = 3
"""How many letters a key's words need to name the one option that holds them."""


def unlettered_options(text: str) -> str:
    """The text with each question over unlettered options keyed by their words written as a
    labelled choice question (see the module); a text without a line set in by a blank is
    returned as it is (a cheap test first)."""
    if not holds(text, "\n "):
        return text
    lines = text.split("\n")
    code = set(range(len(lines))) - {k for k, _ in outside_code(lines)}
    k = 1
    while k < len(lines):
        run = _option_run(lines, k, code) if lines[k][:1] == " " else []
        if not run:
            k += 1
            continue
        _rewrite(lines, k, run, code)
        k = run[-1] + 1
    return "\n".join(lines)


def _option_run(lines: list[str], k: int, code: set[int]) -> list[int]:
    """The option lines from line k on, when line k opens a run of them right under a stem
    line at the margin; [] otherwise."""
    above = lines[k - 1]
    if k - 1 in code or k in code or not above.strip() or above[:1] in " \t":
        return []
    if _NOT_A_STEM_RE.match(above):
        return []  # a heading, quote, table, bullet or tag: no question's line
    run: list[int] = []
    j = k
    while j < len(lines) and j not in code and _is_option(lines[j]):
        run.append(j)
        j += 1
    return run if len(run) <= _MAX else []


def _is_option(line: str) -> bool:
    m = _OPTION_LINE_RE.match(line)
    if m is None or len(m.group("text")) > _LONGEST or OPTION_RE.match(line):
        return False
    return ANSWER_RE.match(line) is None and _NUMBERED_RE.match(line.strip()) is None


def _rewrite(lines: list[str], k: int, run: list[int], code: set[int]) -> None:
    """The question whose options are `run` written as a labelled one, when the answer line
    below them names one option (see the module)."""
    key = _key_line(lines, run[-1] + 1, code)
    if key is None:
        return
    options = {letter: lines[j].strip() for letter, j in zip(LETTERS, run, strict=False)}
    label = ANSWER_RE.match(lines[key])
    assert label is not None
    letter = _named(label.group("rest").strip(), options)
    if letter is None:
        return
    first = k - 1
    while first > 0 and lines[first - 1].strip() and lines[first - 1][:1] not in " \t":
        first -= 1
    if first - 1 in code:
        return  # a fence closed right above: no stem of prose
    first = _stem_start(lines, first, k)
    lines[first] = _labelled(lines[first])
    if len(run) < _MIN:
        return  # one line, the answer's words: the question's own line, an open card
    for (option_letter, option), j in zip(options.items(), run, strict=True):
        lines[j] = f"{option_letter}) {option}"
    lines[key] = f"Answer: {letter}"


def _stem_start(lines: list[str], first: int, end: int) -> int:
    """Where the stem in lines first..end-1 starts: past a note over it (`Just read the next
    two questions once` over `You decide to ...`), a line shorter than the one below it that
    ends with no stop, the one below opening with a capital letter. A stem wrapped over
    lines fills them, its last line the shortest, and a sentence of it ends with its stop."""
    start = first
    for n in range(first + 1, end):
        above, line = lines[n - 1].rstrip(), lines[n].rstrip()
        if line[:1].isupper() and len(above) < len(line) and above[-1:].isalnum():
            start = n
    return start


def _key_line(lines: list[str], j: int, code: set[int]) -> int | None:
    """The answer line below the options ending at line j: past blank lines and at most one
    note; None when another line comes first."""
    notes = 0
    for n in range(j, min(len(lines), j + _REACH)):
        if n in code:
            return None
        line = lines[n]
        if not line.strip():
            continue
        label = ANSWER_RE.match(line)
        if label is not None and label.group("rest").strip():
            return n
        notes += 1
        if notes > 1 or (n + 1 < len(lines) and _is_option(lines[n + 1])):
            return None  # a second note, or the stem of the next question
    return None


def _labelled(stem: str) -> str:
    """The stem's first line with a question label: `Q3:` for `3. text`, `Q:` unless it has
    one already."""
    m = _NUMBERED_RE.match(stem)
    if m is not None:
        return f"Q{m.group('num')}: {m.group('text')}"
    if label_start(stem, in_heading=False) is not None:
        return stem
    return f"Q: {stem}"


def _named(key: str, options: dict[str, str]) -> str | None:
    """The letter of the one option a key names by its words, or by words that one option
    alone holds in a row (`functions` for `Azure Functions.`); None."""
    letter = named_option(key, options)
    if letter is not None:
        return letter
    words = _words(key)
    if sum(map(len, words)) < _SHORTEST_WORDS:
        return None  # `B`, `2`: a letter or a place, not an option's words
    holding = [k for k, option in options.items() if _holds_run(_words(option), words)]
    return holding[0] if len(holding) == 1 else None


def _words(text: str) -> list[str]:
    return _WORD_RE.findall(text.casefold())


def _holds_run(words: list[str], run: list[str]) -> bool:
    """Whether `run` is a run of consecutive `words`."""
    n = len(run)
    return any(words[i : i + n] == run for i in range(len(words) - n + 1))
