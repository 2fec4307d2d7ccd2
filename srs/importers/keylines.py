"""Answer-key lines: the (number, letter) pairs of a key (`1-B 2-C`, `| 1 | C |`), an entry
that says more than a letter (`1. b) 4 - because ...`), and a line that is only pairs.

Read by srs.importers.segment in an answer key; kept apart from srs.importers.common so that
the rules for a key's lines sit in one small place.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from srs.importers.common import ANSWER_RE, EXPLANATION_RE, OPTION_RE, end_matter_kind
from srs.importers.labelwords import ANSWER_LABELS, NUMBERING_LABELS
from srs.importers.lazyre import lazy
from srs.importers.values import Block, KeyEntry, Line, Start

EXPLAINS_KEY_RE = lazy(
    r"^(?:the\s+)?(?:correct|right)\s+(?:answer|option|choice)\s+is\b", re.IGNORECASE
)
"""`The correct answer is indeed b) Subdivision.`: a paragraph that explains the key of the
question above, written after its list item (a quiz's explanation at the margin)."""
KEY_PAIR_RE = lazy(
    r"(?<![\w.])(?:q(?:uestion)?[ \t]*+)?#?(?P<num>\d{1,4})[ \t]*+[.):=\-–—]?[ \t]*+\(?[ \t]*+(?:\*\*)?"
    r"(?P<letter>[A-Ha-h])(?:\*\*)?(?:[ \t]*+\))?(?!\w)",
    re.IGNORECASE,
)
"""`1. C`, `1-C`, `Q1: C`, `| 1 | C |` (after the pipes are blanked), `1) (c)`."""


def key_pairs(text: str) -> list[tuple[int, str]]:
    """The (number, letter) pairs of a key line; a group of pairs in parentheses is one
    entry's own answer (`4-(1-C,2-B,3-A)`, a matching question's), not the key's."""
    flat = text.replace("|", " ")
    if "(" in flat:
        flat = _PAIRS_IN_PARENS_RE.sub(
            lambda m: (
                " " * len(m.group()) if len(KEY_PAIR_RE.findall(m.group())) > 1 else m.group()
            ),
            flat,
        )
    return [(int(m.group("num")), m.group("letter").upper()) for m in KEY_PAIR_RE.finditer(flat)]


_PAIRS_IN_PARENS_RE = lazy(r"\([^()]*\)")


_LETTER_RUN_RE = lazy(
    r"^[ \t]{0,3}(?:\*\*|__)?[ \t]*(?P<run>[A-H](?:[ \t]*[,;][ \t]*[A-H])+)[ \t]*\.?"
    r"[ \t]*(?:\*\*|__)?[ \t]*$"
)
"""`**A, C, A, A, B**`, `B; D; A`: capital letters alone, two or more, a comma or a
semicolon between each two."""
_RUN_FIRST = frozenset("*_ \tABCDEFGH")


def letter_run(text: str, first: int = 1) -> list[tuple[int, str]]:
    """The (number, letter) pairs of a key line that lists only letters, one per question in
    the questions' order (`**A, C, A, A**` under `### Gabarito — Nível Fácil`), numbered from
    `first`. An exercise list keys each of its sections so, right under the section's last
    question: no number names a question, the order does. Read by the segmenter only inside a
    key (under its title), where a row of capitals can be nothing else; elsewhere `A, B, C`
    is a question's own text. Empty for any other line."""
    if text[:1] not in _RUN_FIRST:
        return []  # (a cheap test first: the line opens with bold or a letter)
    m = _LETTER_RUN_RE.match(text)
    if m is None:
        return []
    letters = re.split(r"[ \t]*[,;][ \t]*", m.group("run"))
    return list(enumerate(letters, first))


_KEY_ITEM_RE = lazy(
    r"^[ \t]{0,3}(?:[-*+][ \t]+)?(?:\*\*|__)?(?:q(?:uestion)?[ \t]*|(?P<word>[^\W\d_]{2,20})[ \t]+)?#?"
    r"(?P<num>\d{1,4})(?:\*\*|__)?[ \t]*[.):\-–—][ \t]*(?:\*\*|__)?[ \t]*(?P<rest>\S.*)$",
    re.IGNORECASE,
)
"""`1. b) 4 - because`, `**Q2: c** - ...`, `**Bonus 1: b** - ...`: the question's number, after
`Q` or a word that names its kind (`### Bonus Question 1`, keyed `Bonus 1`), then the rest."""


def key_item(text: str) -> KeyEntry | None:
    """An answers-section line that starts with a question's number and says more than a
    letter (`1. b) 4 - because ...`, `**2. c** — ...`, `3. **Correct answer: a)** ...`,
    `**Bonus 1: b** - ...`):
    an entry whose letter and explanation are read once the question's options are known.
    Lines holding several pairs (`1. B 2. C`) and table rows are left to `key_pairs`."""
    if text.lstrip().startswith("|"):
        return verdict_row(text)
    if _several_pairs(text):
        return None
    m = _KEY_ITEM_RE.match(text)
    if m is None:
        return None
    rest = m.group("rest")
    pair = KEY_PAIR_RE.match(text[m.start("num") :])  # (past `Q` or `Bonus`, the number's own)
    letter = pair.group("letter").upper() if pair is not None else ""
    if not letter and ANSWER_RE.match(rest) is None and _OPTION_NUMBER_RE.match(rest) is None:
        return None
    label = (m.group("word") or "").casefold()  # `Scenario 1: B` keys `### Scenario 1`
    return KeyEntry(int(m.group("num")), letter, 0, rest, open=True, label=label)


def verdict_row(text: str) -> KeyEntry | None:
    """A key table's row keying a true/false statement (`| 2 | True | medium |`): an entry
    whose text is the verdict, the answer of the statement's card (a statement has no
    options, so no letter keys it; `key_pairs` finds none in the row and the key was lost in
    silence). None for any other row."""
    cells = [cell.strip() for cell in text.strip().strip("|").split("|")]
    if len(cells) < 2 or not cells[0].isdigit() or len(cells[0]) > 4:
        return None
    verdict = cells[1].strip("*_` ")
    if verdict.casefold() not in ("true", "false"):
        return None
    return KeyEntry(int(cells[0]), "", 0, verdict)


_NUMBERED_ANSWER_RE = lazy(
    r"^(?:answer|ans|solution|r[ée]ponse|respuesta|resposta|risposta|antwort|antwoord|l[öo]sung"
    r"|soluci[oó]n|solu[çc][ãa]o|soluzione|ответ)"
    r"[ \t]*(?:to[ \t]+)?(?:q(?:uestion)?[ \t]*)?#?(?P<num>\d{1,4})"
    r"[ \t]*(?:[:.)\-–—][ \t]*(?P<rest>.*))?$",
    re.I,
)
"""`Answer 3`, `Solution 4`, `Réponse 5`, `Respuesta 6`: an answer word of the label tables'
languages (srs.importers.labelwords) and a question's number."""


def numbered_answer(heading: str) -> KeyEntry | None:
    """A key's heading that numbers its entry (`### Answer 3: **B) 10**`, `### Solution 4`):
    the entry of that question, its text the rest of the heading and the lines below (read
    with the question's options once they are known)."""
    m = _NUMBERED_ANSWER_RE.match(heading.strip())
    if m is None:
        return None
    return KeyEntry(int(m.group("num")), "", 0, (m.group("rest") or "").strip(), open=True)


def sample_entry(text: str) -> KeyEntry | None:
    """An answers-section line of a question's number and plain text (`1. Number, String,
    Boolean`, `4. harris2`): the sample answer of the open question of that number. Read
    only where the questions' numbers do not repeat (the segmenter's choice): in a quiz of
    parts numbered from 1 each, `1. False` could answer any part's first question. A bold
    title over the lines below it (`**2. Rollover cable:**`) is none."""
    if text.lstrip().startswith("|"):
        return verdict_row(text)
    if _several_pairs(text):
        return None
    m = _KEY_ITEM_RE.match(text)
    if m is None or m.group("word") or not _SAMPLE_RE.match(m.group("rest")):
        return None  # (`Part 1: the setup` is a title, not question 1's sample answer)
    if _BOLD_NUMERAL_RE.match(text):
        return None
    return KeyEntry(int(m.group("num")), "", 0, m.group("rest"), open=True)


_SAMPLE_RE = lazy(r"^(?![*_])[^\n]*[^\s:*_]$")
"""An entry's plain text: no bold title, no label waiting for the lines below it."""
_BOLD_NUMERAL_RE = lazy(r"^[ \t]{0,3}(?:[-*+][ \t]+)?(?:\*\*|__)\d{1,4}(?:[.:]\d+)+(?:\*\*|__)")
"""`- **4.5:1** = AA for normal text`, `**3:1** = ...`: a bold ratio or decimal heading a
bullet of an explanation in the key, a number the text bolds, not question 4's or 3's
sample answer."""


def _several_pairs(text: str) -> bool:
    """Whether a line holds a row of pairs (`1. B 2. C`, `1-B, 2-C`): the first two side by
    side, nothing but a comma or a bar between them. A pair inside an entry's option text
    (`12. c) Cat 6a`) is none."""
    found = KEY_PAIR_RE.finditer(text)
    first, second = next(found, None), next(found, None)
    if first is None or second is None:
        return False
    return not text[first.end() : second.start()].strip(" \t,;|/")


_OPTION_NUMBER_RE = lazy(r"^[*_(]*\d{1,2}[*_]*[.):](?:[ \t]|$)")
"""An entry naming an option by its number (`1. **2**. Infrastructure Provisioning`): read
once the question's options are known (srs.importers.cards)."""


_NAMED_ENTRY_RE = lazy(
    r"^[ \t]{0,3}(?:\*\*|__)?(?P<name>[^\W\d_][^\W\d_ ]{1,19})(?:\*\*|__)?[ \t]*[:\-–—][ \t]*"
    r"(?:\*\*|__)?\(?[A-Ha-h]\)?(?:\*\*|__)?(?=[ \t]*(?:$|\(|[-–—:]))"
)
"""`Bonus: B (tsc --noEmit)`, `Extra - C`: a key entry for a question named, not numbered."""

_KEY_WORDS = frozenset(
    "|".join((*ANSWER_LABELS, "correct|right|key|solution|option|choice|letter")).split("|")
)
"""Words that label the letter of the entry they stand in (`Answer: B`), no question's name."""


def named_key_entry(text: str) -> bool:
    """Whether a key line is an entry of its own for a question with a name instead of a
    number (`Bonus: B (...)`): no more of the entry above it, whose explanation it would
    otherwise end (a word, a colon, a lone letter: `Note: A is ...` goes on; `Answer: B`
    is the entry's own label)."""
    if not text.lstrip(" \t*_")[:1].isalpha():
        return False
    m = _NAMED_ENTRY_RE.match(text)
    if m is None or m.group("name").casefold() in _KEY_WORDS:
        return False
    return EXPLANATION_RE.match(text) is None  # `**Explanation**: **f-strings** ...`


def is_key_line(text: str) -> bool:
    """A line that is nothing but answer-key pairs (`Q1: C`), so not a question."""
    flat = text.replace("|", " ")
    rest = KEY_PAIR_RE.sub("", flat)
    return bool(KEY_PAIR_RE.search(flat)) and not re.search(r"[A-Za-z0-9]", rest.replace("*", ""))


def keys_above(blocks: list[Block], text: str) -> bool:
    """A key's heading (`### Answers`) under the last of several questions whose options
    await their key (a practice set's `## 40 ...` over options, its key a level deeper): the
    key of them all, not that question's own answer section."""
    if len(blocks) < 2 or end_matter_kind(text) != "key":
        return False
    lines = blocks[-1].lines
    return any(OPTION_RE.match(ln.text) for ln in lines) and not any(
        ANSWER_RE.match(ln.text) for ln in lines
    )


def numbered_once(blocks: list[Block]) -> bool:
    """Whether two or more questions are numbered and no number comes twice: a key's plain
    numbered lines (`sample_entry`) then answer them. Asked when a key line is met, the
    questions all known; it stops at the first repeat."""
    seen: set[int] = set()
    for block in blocks:
        if block.number is not None:
            if block.number in seen:
                return False
            seen.add(block.number)
    return len(seen) >= 2


def number_of(blocks: list[Block], start: Start) -> int | None:
    """The number of the question an unnumbered repeat in the answers section names."""
    wanted = " ".join(start.label.casefold().split())
    for block in blocks:
        if wanted and " ".join(block.label.casefold().split()) == wanted:
            return block.number if block.number is not None else block.position
    return None


def past_the_questions(blocks: list[Block], start: Start) -> bool:
    """Whether a numbered question met inside an answers section is numbered past every
    question above it: no repeat naming one of them for its key, but the next question,
    the `Answers:` label above having been its question's own (`**Answers:**` over a
    numbered list under `### Question 6`, then `### Question 7`). Read as a key entry it
    took the next question and every one after it, in silence."""
    numbers = [block.number for block in blocks]
    if start.number is None or not numbers or None in numbers:
        return False
    return start.number > max(n for n in numbers if n is not None)


_KEY_HEAD_RE = lazy(
    r"^[ \t]{0,3}(?:\*\*|__)?(?:"
    + "|".join((*ANSWER_LABELS, NUMBERING_LABELS))
    + r")[ \t]*#?(?P<num>\d{1,4})"
    r"[ \t]*(?:\*\*|__)?[ \t]*(?P<sep>[.:)：])?[ \t]*(?:\*\*|__)?[ \t]*(?P<rest>.*)$",
    re.IGNORECASE,
)


def key_head(text: str) -> KeyEntry | None:
    """A key entry under its own title (`**Answer 7:**`, `Antwort 3: B`): the title's text and
    the lines below, up to the next such title, are that question's answer, numbered items and
    all (`1. Use parameterised queries` is part of answer 7, never answer 1). Questions
    written apart from their answers (`**Question 7:**` in the quiz, `**Answer 7:**` in a key
    at the end, in any order) are matched by these numbers. In a key, the label that numbered
    the question (`**Item 7:**`, `**Problem 7:**`) titles its answer as `Answer 7` does."""
    if not text[:1].isalpha() and text.lstrip(" \t")[:2] not in ("**", "__"):
        return None
    m = _KEY_HEAD_RE.match(text)
    if m is None or (m.group("rest") and not m.group("sep")):
        return None  # `Answer 2 is wrong because ...`: prose
    return KeyEntry(int(m.group("num")), "", 0, m.group("rest").strip(), open=True, headed=True)


def rule_between_groups(
    lines: Sequence[Line],
    headings: dict[int, tuple[int, str]],
    starts: Mapping[int, Start],
    i: int,
    level: int,
) -> bool:
    """Whether the rule at line i of an answer key kept in groups (`### Part A` over its
    table, `---`, `### Part B` over its essay answers) only parts two of them: the next line
    with text is a heading deeper than the key's title (`level`), and the first line under it
    an entry (`**Soal 1:**`, `**Answer 1:**`, `1. text`, a table row). Read as the key's end,
    it left the next group's entries to be read as questions, each unanswered; a heading over
    other text (`### Notes`) still ends the key."""
    k = _next_text(lines, i)
    heading = headings.get(k)
    if heading is None or heading[0] <= level:
        return False
    k = _next_text(lines, k)
    if k == len(lines) or lines[k].code:
        return False
    text = lines[k].text
    return k in starts or text.lstrip()[:1] == "|" or _entry_line(text)


def _entry_line(text: str) -> bool:
    """Whether a key's line is an entry of its own (`**Answer 1:**`, `1. B`, `1. text`)."""
    return any(read(text) is not None for read in (key_head, key_item, sample_entry))


def _next_text(lines: Sequence[Line], i: int) -> int:
    """The index of the first line after line i that holds text (code too), else len(lines)."""
    k = i + 1
    while k < len(lines) and not lines[k].code and not lines[k].text.strip():
        k += 1
    return k
