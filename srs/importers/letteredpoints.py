"""An answer that states its point and then lists its cases as `a)`, `b)`, `c)`.

Old Q&A lists answer `What is static in Java?` with a sentence, then the cases one to a
lettered line: `static is a Java keyword.` / `a) On a method ...` / `b) On a field ...`. The
lettered lines read as options, the sentence as more of the question, and with no key
anywhere the question was skipped. A quiz question's stem never ends in a statement after
it has asked: when the question's own first paragraph asks (ends in `?`) and what follows it
before the options is a plain statement (ends in `.`, or in the `,` that runs it on into its
list: `There are four types of routes,` / `A. web.php` ...; asks nothing, introduces nothing
with `:`, tells nothing to pick: `Select one answer.` is a quiz's instruction over its
options), and no key names an option (nor an answer label below them names anything else: `Ans 4.
Keys on disks are not advised.` is a key misread, the question reported), the options are the answer's points: the card is an open
one, its answer the sentence and the lettered lines as written.

A question that asks for a number of things (`Sebutkan dua keuntungan ...` name two
advantages, `List at least 3 differences.`) and is followed by exactly that many lettered
lines, none keyed, each a statement of a few words or more, is answered by them too: a
student's answer sheet writes its points `a. ...`, `b. ...`, and a choice question does not
offer as many options as it asks for things. A count that is part of a number (the `5` of a
score `(0,5 ponto)`, `1.5`) counts nothing; and where every lettered line is itself a list of
that many things (`Which three properties ...?` over `a) Speed, determinism and uniformity`),
the lines are the sets to choose from, options, not points.

A question that asks and is answered in prose over two paragraphs or more (statements all:
`Tiers trade cost against speed.` / `Here they are in turn:`) before its lettered lines, none
keyed, each a few words or more (`a. HOT: kept on fast disks, costly.`), is answered by the
prose and the lines: a quiz's stem does not go on for paragraphs after it has asked, and its
options are seldom sentences. Short ones (`A. 1`, `B. 2`) stay options, as the quiz's.

A question that names its parts by letter itself (`What are the implications of these
values? a. α = 0 ... b. α = 0.99 ...`, or in brackets: `Justify: (a) where ... (b) where
...`), the lettered lines below taking the same letters, is answered by those lines: each
answers its part.

A textbook exercise that tells its task rather than asks it (`5.12 Discuss how the following
pairs of criteria conflict.`, `... for a round-robin scheduler when:`) and lists its parts
`a. CPU utilization and response time`, `b. ...`, none keyed, is asked in those parts: they
are the question's, as written, and what follows them its answer (the parts were read as the
options of a choice question with no key, `A)`, `B)`, and the card warned about or skipped).

Its task may go on after the parts in a bold line that asks (`**which is more likely to
...? Explain your answer.**`), which is the question's too. Its answer often takes the parts
in turn (`a: ...`, `b: ...`, `c. ...`): the `a` that opens it is no key naming the first
part, but the first part's answer.

A question whose every lettered line heads its own list (`a) <script>` over `1. HTML is
parsed`, `2. The script is fetched` ... indented under it; `b) <script async>` over its own
steps; one list of two items or more, the others of one at least) is answered by the lines and their lists: a part of an answer that carries steps or
points of its own is a case the answer takes in turn, never an option (an option is a line,
a wrapped one at most, or code), and read as options each part's steps ran into one line
listed in the question (`bodied_parts`).

Lettered lines under a numbered step of the answer are that step's sub-steps (`### How does
sync work?` / `1. The replica sends SYNC;` / `2. The master does two things:` / `a) it saves
...` / `b) it buffers ...` / `3. It ships the file ...`): the question's text is followed by a
numbered list, the lettered lines sit right after one of its items, and the list goes on
after them with the next number. A choice question's options end its question; a list that
resumes its count below them is one answer, and read as options steps 1-2 went into the
question, relettered, and the answer began at step 3. The card is an open one, its answer
the list whole, as written (`bodied_parts`). A step that asks (`2. Which is right?`) is a
numbered question over its options, not a step.

Used by srs.importers.cards for a choice question that has no key (or only such an `a`).
"""

from __future__ import annotations

import re

from srs.importers.asking import asks, asks_to_pick
from srs.importers.common import ANSWER_RE, BOLD_LINE_RE
from srs.importers.labelwords import JOINING_WORDS, QUESTION_MARKS
from srs.importers.lazyre import lazy
from srs.importers.placeholders import is_placeholder
from srs.importers.values import Line

__all__ = ["bodied_parts", "exercise_fields", "points_answer", "written_option"]

_LETTER_LINE_RE = lazy(
    r"^[ \t]*[-*+]?[ \t]*(?P<mark>\(?(?P<letter>[A-Za-z])[.)])[ \t]+(?P<text>\S.*)$"
)


def points_answer(
    question: str, choices: dict[str, str], lines: list[Line]
) -> tuple[str, str] | None:
    """(question, answer) when the choices are an answer's lettered points (see the module
    docstring), else None. `lines` are the question block's lines, for the letters as
    written."""
    if _key_said_below(lines):
        return None
    counted = (
        _counted_points(question, choices, lines)
        or _parts_named(question, choices, lines)
        or _prose_before(question, choices, lines)
    )
    if counted is not None:
        return counted
    asked, sep, stated = question.rpartition("\n\n")
    stated = stated.strip()
    if not sep or not asked.rstrip(" *_").endswith("?") or "\n\n" in asked:
        return None
    if "?" in stated or asks(stated) or asks_to_pick(stated):
        return None  # `Select one answer.` over the options: a quiz's instruction, no point
    plain = stated.endswith((".", ",")) and ":" not in stated[-2:]
    if not plain and not _leads_into_points(asked, stated, choices):
        return None
    written = [written_option(letter, text, lines) for letter, text in choices.items()]
    return asked.strip(), "\n".join([stated, *written])


_PICKING_RE = lazy(
    r"\b(?:which|the\s+following|choose|select|pick|true|false|correct|incorrect|best)\b", re.I
)
"""Words a choice question asks with (`Which ...?`, `Choose the correct one:`): its lines are
options to pick from, never an answer's points."""
_STEM_LEN = 5
"""How many letters two words share at their start to be the same word (`differ`,
`differences`)."""


def _leads_into_points(asked: str, stated: str, choices: dict[str, str]) -> bool:
    """Whether the statement between the question and its lettered lines introduces them as the
    answer's points (see the module doc): it ends in a colon and says again what the question
    asks about (`How do X and Y differ?` / `The differences are:`: a word of the question's,
    of five letters or more, shares its first five), nothing says to pick one, and every line
    is a sentence of a few words or more. A quiz's instruction over its options (`Choose the
    correct answer:`) repeats no word of its question, and its options are seldom sentences."""
    if not stated.endswith((":", "：")) or _PICKING_RE.search(f"{asked}\n{stated}"):
        return False
    if any(
        len(text.split()) < _FEWEST_WORDS or not text.rstrip().endswith((".", "。"))
        for text in choices.values()
    ):
        return False
    return bool(_stems(asked) & _stems(stated))


_WORD_RE = lazy(rf"\w{{{_STEM_LEN},}}")


def _stems(text: str) -> set[str]:
    """The first letters of each long word of the text, in lower case."""
    return {word[:_STEM_LEN].lower() for word in _WORD_RE.findall(text)}


def _key_said_below(lines: list[Line]) -> bool:
    """Whether an answer label with words after it stands below the lettered lines (`Ans 4.
    Keys on disks are not advised.`): a key that names no option, which says the lines are
    options; the question is reported, not answered by them in silence."""
    last = max((k for k, ln in enumerate(lines) if _LETTER_LINE_RE.match(ln.text)), default=-1)
    return last >= 0 and any(
        (m := ANSWER_RE.match(ln.text)) is not None and m.group("rest").strip()
        for ln in lines[last + 1 :]
        if not ln.code
    )


_COUNT_RE = lazy(
    r"(?<!\d[.,])\b(?:(?:at[ \t]+least|minimal|minimum|setidaknya|sedikitnya)[ \t]+)?"
    r"(?P<n>[2-9]|two|three|four|five|six|dua|tiga|empat|lima|enam|dos|tres|cuatro|cinco"
    r"|deux|trois|quatre|cinq|zwei|drei|vier|fünf)\b(?![.,]\d)",
    re.I,
)
"""A count of things asked for: `two`, `3`, `minimal 3`, Indonesian `dua`, Spanish `tres`."""
_NUMBERS = {
    **{str(n): n for n in range(2, 10)},
    **dict.fromkeys(("two", "dua", "dos", "deux", "zwei"), 2),
    **dict.fromkeys(("three", "tiga", "tres", "trois", "drei"), 3),
    **dict.fromkeys(("four", "empat", "cuatro", "quatre", "vier"), 4),
    **dict.fromkeys(("five", "lima", "cinco", "cinq", "fünf"), 5),
    **dict.fromkeys(("six", "enam"), 6),
}
_FEWEST_WORDS = 4
_JOINT_RE = lazy(
    rf"[ \t]*,[ \t]*(?:(?:{'|'.join(JOINING_WORDS)})[ \t]+)?|[ \t]+(?:{'|'.join(JOINING_WORDS)})[ \t]+"
)
"""Where a list of things written in a line joins them (`X, Y and Z`, `X, Y e Z`)."""
_SENTENCE_END_RE = lazy(r"(?<=[.!?])[ \t]+(?=\S)")


def _counted_points(
    question: str, choices: dict[str, str], lines: list[Line]
) -> tuple[str, str] | None:
    """(question, answer) when the question asks for as many things as it has unkeyed
    lettered lines, each a statement (see the module doc), else None."""
    tail = _SENTENCE_END_RE.split(question.strip())[-1]  # `X is like Y. Name 3 ...`: the task
    if "\n" in question.strip() or not (tail.rstrip(" *_").endswith("?") or asks(tail)):
        return None
    m = _COUNT_RE.search(question)
    if m is None or _NUMBERS[m.group("n").lower()] != len(choices):
        return None
    if any(len(text.split()) < _FEWEST_WORDS for text in choices.values()):
        return None
    if all(len(_JOINT_RE.split(text.strip())) == len(choices) for text in choices.values()):
        return None  # each line lists as many things as asked for: sets to choose from
    written = [written_option(letter, text, lines) for letter, text in choices.items()]
    return question.strip(), "\n".join(written)


def exercise_fields(
    question: str, choices: dict[str, str], key: str, explanation: str, lines: list[Line]
) -> tuple[str, str] | None:
    """(question, answer) of a textbook exercise whose lettered lines are its parts, not its
    options (see the module docstring): answered in turn from the first (`key`, its `a`), or
    with no key at all; None where they are no such parts, or answer the parts the question
    names (`points_answer` reads those)."""
    if key:
        return _parts_answered(question, choices, key, explanation, lines)
    unexplained = not explanation or is_placeholder(explanation)
    if unexplained and points_answer(question, choices, lines) is not None:
        return None
    parts = _exercise_parts(question, choices, lines)
    if parts is None:
        return None
    first, _, rest = explanation.partition("\n")
    bold = BOLD_LINE_RE.match(first.strip())
    if bold is not None and rest.strip() and asks(bold.group("text")):
        # the task goes on after its parts, in bold: `**which is more likely ...? Explain.**`
        return f"{parts}\n\n{bold.group('text')}", rest.strip()
    return parts, explanation


def _exercise_parts(question: str, choices: dict[str, str], lines: list[Line]) -> str | None:
    """The question with its lettered lines as its parts, as the document letters them, when
    it tells its task (see the module docstring: it does not end with `?`); else None."""
    if question.rstrip(" \t*_").endswith(QUESTION_MARKS):
        return None
    written = "\n".join(
        f"- {written_option(letter, text, lines)}" for letter, text in choices.items()
    )
    return f"{question.strip()}\n\n{written}"


def _parts_answered(
    question: str, choices: dict[str, str], key: str, explanation: str, lines: list[Line]
) -> tuple[str, str] | None:
    """(question, answer) for a told exercise whose `key` is only the first of its parts
    answered in turn (see the module docstring: `a: ...` over `b: ...`, each later part's
    letter opening a line of the explanation, in order); else None."""
    letters = list(choices)
    if key != letters[0] or not _in_turn(explanation, letters[1:]):
        return None
    parts = _exercise_parts(question, choices, lines)
    if parts is None:
        return None
    first, _, rest = explanation.partition("\n")
    stripped = first.strip()
    written = next(
        (ln.text.strip() for ln in lines if stripped and ln.text.rstrip().endswith(stripped)),
        f"{key.lower()}: {stripped}",
    )
    return parts, f"{written}\n{rest}".strip()


_PART_ANSWER_RE = lazy(r"^[ \t]*(?:[-*+][ \t]+)?(?:\*\*|__)?(?P<letter>[A-Ha-h])(?:\*\*|__)?[.:)]")


def _in_turn(explanation: str, letters: list[str]) -> bool:
    """Whether lines of the explanation open with each of `letters` (`b: ...`, `c. ...`), in
    order; False for none."""
    want = 0
    for line in explanation.split("\n"):
        m = _PART_ANSWER_RE.match(line) if want < len(letters) else None
        if m is not None and m.group("letter").upper() == letters[want]:
            want += 1
    return bool(letters) and want == len(letters)


def _prose_before(
    question: str, choices: dict[str, str], lines: list[Line]
) -> tuple[str, str] | None:
    """(question, answer) when a question that asks is answered in two paragraphs of prose or
    more before its lettered lines, each line a statement (see the module doc), else None."""
    asked, sep, prose = question.strip().partition("\n\n")
    paragraphs = [part.strip() for part in prose.split("\n\n") if part.strip()]
    if not sep or len(paragraphs) < 2 or not asked.rstrip(" *_").endswith(QUESTION_MARKS):
        return None
    if any("?" in part or asks(part) for part in paragraphs):
        return None
    if any(len(text.split()) < _FEWEST_WORDS for text in choices.values()):
        return None
    written = "\n".join(written_option(letter, text, lines) for letter, text in choices.items())
    return asked.strip(), "\n\n".join([*paragraphs, written])


def _parts_named(
    question: str, choices: dict[str, str], lines: list[Line]
) -> tuple[str, str] | None:
    """(question, answer) when the question's first line names the choices' letters as its
    parts, in order (`... values? a. α = 0 ... b. α = 0.99 ...`): its other lines and the
    lettered lines are the answer (see the module docstring); else None."""
    head, _, rest = question.partition("\n")
    at = 0
    for letter in choices:
        m = re.search(rf"(?:^|[ \t])\(?{letter}[.)][ \t]", head[at:], re.I)
        if m is None:
            return None
        at += m.end()
    written = [f"- {written_option(letter, text, lines)}" for letter, text in choices.items()]
    return head.strip(), "\n".join([rest.strip(), *written]).strip()


def written_option(letter: str, text: str, lines: list[Line]) -> str:
    """The option's line with its letter as the document writes it (`a)`, `(b)`, `C.`), else
    `a) text`."""
    for line in lines:
        m = _LETTER_LINE_RE.match(line.text)
        if m is None or m.group("letter").upper() != letter:
            continue
        if m.group("text").strip() == text:
            return f"{m.group('mark')} {text}"
    return f"{letter.lower()}) {text}"


_LIST_ITEM_RE = lazy(r"^[ \t]*(?:[-*+]|\d{1,3}[a-z]?[.)])[ \t]*\S")
"""A list item, bulleted or numbered (`1. `, `2a. `, `-text`): a step or a point."""
_MOST_STEPS_FEWEST = 2
"""How many items the longest part's list must hold: a list of steps, not a wrapped line."""


def bodied_parts(
    question: str, choices: dict[str, str], explanation: str, lines: list[Line]
) -> tuple[str, str] | None:
    """(question, answer) when every lettered line heads a list of its own indented under it,
    one of them two items or more (see the module docstring): the answer is the lines with their lists,
    as written, then the explanation; or when they are the sub-steps of a numbered step of the
    answer (`_sub_steps`); else None. `lines` are the question block's lines."""
    first, parts, most = _bodied(lines)
    if first < 0 or set(parts) != set(choices) or most < _MOST_STEPS_FEWEST:
        return _sub_steps(question, choices, explanation, lines)
    written = "\n".join(ln.text for ln in lines[first : max(parts.values()) + 1])
    return question.strip(), "\n\n".join(part for part in (written, explanation.strip()) if part)


_STEP_RE = lazy(r"^[ \t]*(?P<num>\d{1,3})[.)、．][ \t]*\S")
"""A numbered step (`2. ...`, `2) ...`, `2、...`): an item of an answer's list of steps."""


def _sub_steps(
    question: str, choices: dict[str, str], explanation: str, lines: list[Line]
) -> tuple[str, str] | None:
    """(question, answer) when the lettered lines sit between two steps of the answer's
    numbered list, numbered one after the other (`2. ... two things:` / `a) ...` / `b) ...` /
    `3. ...`; see the module docstring): the question is its own first paragraph, the answer
    its steps, the lines as written and the rest of the list; else None. The count is checked
    first: a question whose explanation opens on no step is no such list."""
    rest = explanation.lstrip()
    if not rest[:1].isdigit():
        return None
    asked, sep, steps = question.strip().partition("\n\n")
    after = _STEP_RE.match(rest)
    step = _STEP_RE.match(steps.rsplit("\n", 1)[-1]) if sep else None
    if after is None or step is None or int(after.group("num")) != int(step.group("num")) + 1:
        return None
    if steps.rstrip(" \t*_").endswith(QUESTION_MARKS):
        return None  # `2. Which one is right?` over its options: a numbered question
    written = "\n".join(written_option(letter, text, lines) for letter, text in choices.items())
    return asked.strip(), "\n".join([steps.strip(), written, rest.rstrip()])


def _bodied(lines: list[Line]) -> tuple[int, dict[str, int], int]:
    """The first lettered line's index; each letter whose line heads a list indented under it,
    with the index of its list's last line (a step's wrapped lines too); and the most items
    one list holds. (-1, {}, 0) as soon as one lettered line heads none."""
    first, parts, most = -1, {}, 0
    k = 0
    while k < len(lines):
        m = None if lines[k].code else _LETTER_LINE_RE.match(lines[k].text)
        if m is None:
            k += 1
            continue
        first = k if first < 0 else first
        steps, last, k = _steps(lines, k)
        if not steps:
            return -1, {}, 0
        parts[m.group("letter").upper()] = last
        most = max(most, steps)
    return first, parts, most


def _steps(lines: list[Line], at: int) -> tuple[int, int, int]:
    """(items, index of the last line of them, index where the list ends) for the list
    indented under the lettered line at `at`: it ends at the next lettered line or at text
    back at the lettered line's margin."""
    indent = _indent(lines[at].text)
    steps, last, step = 0, at, -1  # `step`: the indent of the last item
    k = at + 1
    while k < len(lines) and not _LETTER_LINE_RE.match(lines[k].text):
        text = lines[k].text
        if text.strip() and _indent(text) <= indent:
            break  # back at the lettered line's margin: its list has ended
        if not lines[k].code and _LIST_ITEM_RE.match(text):
            steps, last, step = steps + 1, k, _indent(text)
        elif text.strip() and step >= 0 and _indent(text) > step:
            last = k  # a step's wrapped line
        k += 1
    return steps, last, k


def _indent(text: str) -> int:
    return len(text) - len(text.lstrip())
