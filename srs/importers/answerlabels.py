"""Labels an answer carries that are no part of it: the one most answers of a document open
with (`**Strategy**:`, `### Output:`: the document's own word for "answer", in whatever
wording), and a heading it ends on with nothing under it (the title of what follows)."""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.blocklines import reveals_answer_summary
from srs.importers.captions import in_its_item
from srs.importers.common import (
    ANSWER_RE,
    ANSWER_WORD_RE,
    HEADING_RE,
    NUMBERED_TEXT_RE,
    SUMMARY_RE,
    heading_of,
)
from srs.importers.fences import FENCE_RE, outside_code
from srs.importers.html import html_to_text
from srs.importers.labeltext import tidy_label, unwrap
from srs.importers.lazyre import lazy
from srs.importers.tagfields import is_tag_field
from srs.importers.values import Block, Line

__all__ = [
    "answer_opens",
    "asides_after_answer",
    "drop_shared_label",
    "sections_before_answer",
    "without_closing_heading",
]


def without_closing_heading(answer: str, block: Block) -> str:
    """An open answer (of `block`) without a heading it ends on (`#### **Key Questions**`
    with nothing under it): such a heading titles what comes next (the questions after this
    answer's worked example), not this answer. A numbered one (`### 3. Apply the manifest`)
    is the last of the answer's steps, and one that is a sentence, ending with a full stop
    (`#### Tells you whether more data would help.`), the answer's last word: a title ends
    with none. One glued under a line it goes on from is the
    answer's (`_goes_on`): the shell command a `#` prompt shows (`we run:` over ` # ps -a`).
    So is one indented into the list item that asks the question (`1. ### What is X?` /
    ... / `   #### Note: run the code`): the item's own last line (see `in_its_item`)."""
    lines = answer.rstrip().split("\n")
    heading = HEADING_RE.match(lines[-1]) if len(lines) >= 2 else None
    if heading is None or FENCE_RE.match(lines[-1]) or _item_ends_on(block):
        return answer
    title = (heading.group("text") or "").rstrip(" *_")
    if NUMBERED_TEXT_RE.match(title) or _STATEMENT_END_RE.search(title):
        return answer
    if sum(1 for line in lines if FENCE_RE.match(line)) % 2:
        return answer  # the line is inside an unclosed code block
    if _goes_on(lines[-2], lines[-1]):
        return answer  # `we run:` over ` # ps -a`, glued to the text it goes on from
    return "\n".join(lines[:-1]).rstrip() or answer


_STATEMENT_END_RE = lazy(r"[^.\s][.。]$")
"""A heading's last mark that ends a sentence (`... would help.`), an ellipsis never."""


def _item_ends_on(block: Block) -> bool:
    """Whether the block's last line of text is a heading inside its question's item."""
    last = next((line for line in reversed(block.lines) if line.text.strip()), None)
    return last is not None and not last.code and in_its_item(block, last)


def _goes_on(above: str, heading: str) -> bool:
    """Whether a last heading glued under the line above goes on from it: that line
    introduces it (`we run:`), is a `#` line too (comments, a shell session), or the heading
    is indented under it (` # ps -a`). A title glued under prose titles what follows."""
    if not above.strip() or FENCE_RE.match(above):
        return False
    return above.rstrip().endswith(":") or above.lstrip()[:1] == "#" or heading[:1] == " "


_OPENING_LABEL_RE = lazy(
    r"^[ \t]*(?:\*\*|__)(?P<a>[^*_\n:：]{1,40}?)(?:(?:\*\*|__)[ \t]*[:：]|[ \t]*[:：][ \t]*(?:\*\*|__))"
    r"[ \t]*\n"
)
"""A bold label alone on the answer's first line (`**Strategy**:`)."""
_INLINE_LABEL_RE = lazy(
    r"^[ \t]*(?:\*\*|__)(?P<a>[^*_\n:：]{1,40}?)(?:(?:\*\*|__)[ \t]*[:：]|[ \t]*[:：][ \t]*(?:\*\*|__))"
    r"[ \t]+(?=\S)"
)
"""The same bold label with the answer's first words after it on its line (`**Strategy**: Use
`df`.`): a document that writes its label alone over most answers writes it so over others,
and it is no more part of those answers."""
_OPENING_HEADING_LABEL_RE = lazy(r"^[ \t]*#{1,6}[ \t]+(?P<a>[^*_\n:：#]{1,40}?)[ \t]*[:：][ \t]*\n")
"""A label written as a heading alone on the answer's first line (`### Output:` over the
output, under every one of a quiz's questions): a label as the bold one is."""


_BARE_LABEL_RE = lazy(r"^[ \t]*(?:\*\*|__)(?P<a>[^*_\n:：]{1,40}?)(?:\*\*|__)[ \t]*\n")
"""A bold line alone on the answer's first line, with no colon (`**Answers**`)."""


def _opening_label_match(answer: str) -> re.Match[str] | None:
    """The answer's opening label, bold (`**Strategy**:`, alone on its line or before the
    answer's first words; `**Answers**` alone, no colon, when its words label an answer, as
    a student's exercises head each answer) or a heading (`### Output:`)."""
    if answer.lstrip(" \t")[:2] in ("**", "__"):
        m = _OPENING_LABEL_RE.match(answer) or _INLINE_LABEL_RE.match(answer)
        bare = _BARE_LABEL_RE.match(answer) if m is None else None
        return bare if bare is not None and ANSWER_RE.match(f"{bare.group('a')}:") else m
    return _OPENING_HEADING_LABEL_RE.match(answer)


def drop_shared_label(answers: list[str], *, plain: bool = False) -> list[str]:
    """The answers without the bold label that opens most of them (`**Strategy**:` over
    every answer of one question set): the document's own word for "answer", in whatever
    language or wording, which tells nothing about any one card. A label that opens only a
    few answers (`**Short answer:**` beside others) is part of those answers' text. With
    `plain`, a plain label that opens every answer goes too (see `_without_plain_opening`):
    answers only; an explanation's `Source:` says what the link after it is."""
    answers = _without_shared_arrow(answers)
    labels = [_opening_label(answer) for answer in answers]
    shared = _shared(labels)
    if not shared:
        return _without_plain_opening(answers) if plain else answers
    return [
        _without_opening_label(answer) if label in shared else _without_plain(answer, shared)
        for answer, label in zip(answers, labels, strict=True)
    ]


def _shared(marks: list[str | None]) -> set[str]:
    """The marks (labels, arrows) that open most of a document's answers: three at least, and
    half of all answers or more; a mark few answers have is their own text."""
    counts: dict[str, int] = {}
    for mark in marks:
        if mark is not None:
            counts[mark] = counts.get(mark, 0) + 1
    return {mark for mark, n in counts.items() if n >= 3 and 2 * n >= len(marks)}


_ARROW_RE = lazy(r"^[ \t]*(?P<arrow>→|->|=>|⇒|➜|➔|➡\ufe0f?|⟶)[ \t]*(?=\S)")
"""An arrow opening an answer's line (`→ Selenium is ...`, `-> NPE, concise code`)."""


def _without_shared_arrow(answers: list[str]) -> list[str]:
    """The answers without the arrow most of them open with (`-> NPE, concise code` under each
    question of a plain-text note): the note's mark for "answer", as a label is. An answer
    written as several such lines is a list of them (`- NPE` over `- Coroutines`); an
    answer of one keeps its words alone. Lines in code keep theirs (`x -> x + 1`)."""
    arrows = [m.group("arrow") if (m := _ARROW_RE.match(a)) else None for a in answers]
    shared = _shared(arrows) | _one_liners(answers, arrows)
    if not shared:
        return answers
    return [
        _arrow_lines_read(answer, arrow) if arrow in shared else answer
        for answer, arrow in zip(answers, arrows, strict=True)
    ]


def _one_liners(answers: list[str], arrows: list[str | None]) -> set[str]:
    """The arrows that open three or more answers of one line each (`* Is X a tool? → ❌ No`
    in a rapid-fire list, among answers written at length): the arrow parts the question
    from its answer on one line, no word of the answer, however few answers have one."""
    counts: dict[str, int] = {}
    for answer, arrow in zip(answers, arrows, strict=True):
        if arrow is not None and "\n" not in answer.strip():
            counts[arrow] = counts.get(arrow, 0) + 1
    return {arrow for arrow, n in counts.items() if n >= 3}


def _arrow_lines_read(answer: str, arrow: str | None) -> str:
    """An answer's arrow lines without the arrow: bullets when there are several."""
    lines = answer.split("\n")
    marked = [
        (k, m)
        for k, line in outside_code(lines)
        if (m := _ARROW_RE.match(line)) and m["arrow"] == arrow
    ]
    lead = "- " if len(marked) > 1 else ""
    for k, m in marked:
        lines[k] = lead + lines[k][m.end() :]
    return "\n".join(lines)


_PLAIN_LABEL_RE = lazy(r"^[ \t]*(?P<a>[^\W\d_][^*_\n:：#]{0,39}?)[ \t]*[:：][ \t]*\n")
"""A label in plain words alone on the answer's first line (`Definition:`)."""


def _without_plain(answer: str, shared: set[str]) -> str:
    """The answer without a plain label alone on its first line when its words are the
    shared label's (`Definition:` where the other answers open with `#### Definition:`): the
    same word for "answer", typed without its marks; a plain label of other words stays."""
    m = _PLAIN_LABEL_RE.match(answer) if ":" in answer[:42] or "：" in answer[:42] else None
    if m is None or " ".join(m.group("a").split()).casefold() not in shared:
        return answer
    return answer[m.end() :].lstrip() or answer


_PLAIN_OPENING_RE = lazy(
    r"^(?P<a>[^\W\d_]{2,20}(?:[ \t][^\W\d_]{2,20})?)[ \t]*[:：](?:[ \t]+(?=\S)|(?:[ \t]*\n)+(?=\S))"
)
"""A plain label opening an answer, its words after it or on the lines below (`Hint: Say
why.`, `Hint:` over bullets, a blank line between or not)."""


def _without_plain_opening(answers: list[str]) -> list[str]:
    """The answers without the plain label that opens every one of them (`Hint: Mention the
    ORM.` under each `Q3:` of an interview sheet, which has no `Answer:`): the sheet's own
    word for its answers, whatever word it is. Only when all of three or more open with the
    same one and each is that label's paragraph alone: a hint over an answer of its own
    (`Hint: latency` over a paragraph, or over `Answer: ...`) is a part of the card."""
    if len(answers) < 3:
        return answers
    words: set[str] = set()
    rests: list[str] = []
    for answer in answers:
        head = answer[:44]
        m = _PLAIN_OPENING_RE.match(answer) if ":" in head or "：" in head else None
        if m is None or not _one_paragraph(answer[m.end() :]):
            return answers
        words.add(" ".join(m.group("a").split()).casefold())
        if len(words) > 1:
            return answers
        rests.append(answer[m.end() :])
    return rests


def _one_paragraph(text: str) -> bool:
    """Whether a text outside its code is one paragraph holding no answer label of its own."""
    parted = False
    for _, line in outside_code(text.split("\n")):
        if not line.strip():
            parted = True
        elif parted or ANSWER_RE.match(line):
            return False
    return True


def _without_opening_label(answer: str) -> str:
    """The answer without its opening label."""
    m = _opening_label_match(answer)
    return answer[m.end() :].lstrip() if m else answer


_QUOTES = " \t\"'“”‘’"
_FIELD_AFTER_RE = lazy(r"(?:\||·|•|,)[ \t]*(?:\*\*|__)[^*_\n]{1,30}(?:\*\*|__)?[ \t]*:")
"""Another bold field after a separator on the label's line (`| **Category**: ...`): the
label is the first of the card's fields, not the document's word for "answer"."""


def _quoted_question(rest: str) -> bool:
    """Whether a label's line goes on with a question in quotes (`"What is X?"`,
    `"Tell me about yourself."`): another wording of the card's question, never its answer."""
    rest = rest.strip()
    return rest[:1] in _QUOTES and asks(rest.strip(_QUOTES))


def _opening_label(answer: str) -> str | None:
    """The opening label's words, folded (`**Strategy**:` -> `strategy`), when text follows."""
    m = _opening_label_match(answer)
    if m is None or len(m.group("a").split()) > 4 or not answer[m.end() :].strip():
        return None
    if asks(m.group("a")):  # `**What they're testing:**`: a point of its own, not a label
        return None
    if is_tag_field(answer.split("\n", 1)[0]):
        return None  # `> **Nível:** Júnior` on every answer: the card's tag, not "answer"
    line = answer[m.end() :].split("\n", 1)[0]
    if _quoted_question(line):
        return None  # `**Also asked as:** "What is X?"`: the label brings another question
    if _FIELD_AFTER_RE.search(line):
        return None  # `**Difficulty**: Hard | **Category**: IR`: a line of fields, kept whole
    if _labelled_below(answer[m.end() :]):
        return None  # `**Hindi:** ...` over `**Answer:**`: one named section, not the word
    if line.strip() and _NEXT_FIELD_RE.match(answer, m.end() + len(line)):
        return None  # `**Time:** 5 minutes` over `**Challenge:** ...`: one field of several
    if _one_part_of_several(m.group("a"), line, answer[m.end() + len(line) :]):
        return None  # `**Competencies:** Empathy` over a paragraph `**What they want:** ...`
    return " ".join(m.group("a").split()).casefold()


_LATER_FIELD_RE = lazy(
    r"\n(?:[ \t]*\n)+[ \t]*(?:\*\*|__)[^*_\n:：]{1,40}(?:[:：](?:\*\*|__)|(?:\*\*|__)[:：])[ \t]*\S"
)
"""A paragraph after a blank line opening with a bold label and its value on its line."""


_SENTENCE_ENDS = ".!?。！？…"


def _one_part_of_several(label: str, line: str, rest: str) -> bool:
    """Whether a label with its own short value on its line (`**Competencies:** Empathy,
    Tact`) is one of several labelled paragraphs of the answer: a paragraph below opens
    with a bold label and its value (`**What they want:** ...`). Then it names one part of
    the answer (what a behavioural question tests, the Situation of a STAR story), not
    the document's word for "answer" (`**Answer:** Yes` over `**Note:** ...` still is).
    A value that is a sentence (`**Simple:** How big a step.` over `**Detailed:** ...`) is
    the short answer of a card answered twice: its label goes as before; but not when two
    or more labelled paragraphs follow (`**Initial assessment:** ...` over `**Technical
    reasoning:** ...` and `**Risk controls:** ...`): an answer written to a template of
    parts, whose first part's name is as much the answer's as the others'."""
    words, value = " ".join(label.split()), line.strip()
    if ANSWER_RE.match(f"{words}:") or ANSWER_WORD_RE.match(words):
        return False
    if len(_LATER_FIELD_RE.findall(rest)) >= 2:
        return True  # `**Initial assessment:** ...`, `**Technical reasoning:** ...`, ...
    if len(value) > 60 or value[-1:] in _SENTENCE_ENDS:
        return False  # `**Simple:** How big a step.` over `**Detailed:** ...`: an answer
    return _LATER_FIELD_RE.match(rest) is not None


_NEXT_FIELD_RE = lazy(
    r"\n[ \t]*(?:\*\*|__)[^*_\n:：]{1,40}(?:[:：](?:\*\*|__)|(?:\*\*|__)[:：])[ \t]*\S"
)
"""A bold label and its value on the line right after the opening label's: a list of fields."""


def _labelled_below(rest: str) -> bool:
    """Whether an answer label alone on its line (`**Answer:**`) comes later in the answer,
    outside code: then the label opening the answer names a section before it (a short
    answer in another language), not the document's word for "answer"."""
    return any(_bare_label(text) for _, text in outside_code(rest.split("\n")))


_QUESTION_PART_RE = lazy(
    r"code|example|snippet|scenario|context|problem|given|input|setup|prompt|question|task"
    r"|exercise|options?|choices?|table|diagram|figure|image"
    r"|\b(?:hints?|clues?|objectives?|goals?|difficulty|tags?|asked|compan(?:y|ies)|categor(?:y|ies))\b",
    re.IGNORECASE,
)
"""A sub-heading over part of the question (`### Code`, `### Scenario`), not of its answer;
or over what the question is for or about (`**Hint:**`, `**Objective**: Assess ...`,
`**Difficulty:** Hard`), which the asker says with it."""


def sections_before_answer(label: str, lines: list[Line], marker: int) -> list[Line] | None:
    """Whether a question asked in full in its heading (`## 1. What is the JVM?`) is answered
    in named sections of which `Answer` is not the first (`### Short Explanation`, `### ✅
    Answer`, `### Detailed Explanation`), or after bold-labelled paragraphs (`**English:**
    ...`, see `_labelled_sections`): then every section is its answer, and none of them
    the question. A section over code or named as the question's part (`### Scenario`) is
    the question's: the marker splits as usual. The lines with the marker a heading like the
    first section's, in the label's own words (`### Answer`, `#### Example Answer`), or
    None."""
    if not label or not asks(label) or not _bare_label(lines[marker].text):
        return None
    first = next((k for k in range(marker) if lines[k].text.strip()), None)
    if first is None:
        return None
    heading = heading_of(lines[first])
    if heading is None:
        return _labelled_sections(lines, first, marker)
    if asks(heading[1]) or _QUESTION_PART_RE.search(heading[1]):
        return None
    if any(line.code or FENCE_RE.match(line.text) for line in lines[first:marker]):
        return None
    if HEADING_RE.match(lines[marker].text):  # `### Example Response:`: the author's words
        return lines
    # the label in its own words (`#### Example Answer` stays one, never a bare `Answer`)
    words = tidy_label(unwrap(lines[marker].text)).rstrip(":：").strip() or "Answer"
    answer = Line(lines[marker].no, "#" * heading[0] + " " + words)
    return [*lines[:marker], answer, *lines[marker + 1 :]]


def _labelled_sections(lines: list[Line], first: int, marker: int) -> list[Line] | None:
    """The lines when those from `first` to the marker are bold-labelled paragraphs (see
    `_labelled_paragraphs`), with the marker kept where it is bold as its sections' labels
    are (`**Answer:**`: the author's label, between the short answer and the long one) and
    dropped otherwise (the `Answer` line the reader wrote for `## Answer`); else None."""
    if not _labelled_paragraphs(lines[first:marker]):
        return None
    if lines[marker].text.lstrip()[:2] in ("**", "__"):
        return lines
    return [*lines[:marker], *lines[marker + 1 :]]


def _labelled_paragraphs(lines: list[Line]) -> bool:
    """Whether the lines are paragraphs each opened by a bold label with its text after it
    (`**Hindi:** ...`, `**English:** ...`, `**Summary:** ...`): a short answer, in another
    language or fewer words, before the long one, whose sections they are as named headings
    would be. A label naming a part of the question (`**Given:**`, `**Hint:**`), a paragraph
    that asks, a line of fields, or code keeps them the question's."""
    opened = False  # a paragraph is open (the line above is text)
    for line in lines:
        text = line.text
        if line.code or FENCE_RE.match(text):
            return False
        if not text.strip():
            opened = False
            continue
        if opened:
            continue
        m = _INLINE_LABEL_RE.match(text)
        if m is None or _QUESTION_PART_RE.search(m.group("a")) or asks(m.group("a")):
            return False
        rest = text[m.end() :]
        if asks(rest) or _quoted_question(rest) or _FIELD_AFTER_RE.search(rest):
            return False  # (`**Marks**: 2 | **Difficulty**: Easy`: the question's fields)
        opened = True
    return True


def _bare_label(text: str) -> bool:
    """An answer label with nothing after it: a heading `### ✅ Answer`, or the `Answer` line
    the reader wrote for one."""
    heading = HEADING_RE.match(text)
    words = heading.group("text") or "" if heading else text
    if heading is not None and ANSWER_WORD_RE.match(tidy_label(words)):
        return True  # `### Example Response:`, `### Model answer`
    m = ANSWER_RE.match(words)
    return m is not None and not m.group("rest").strip()


_SUMMARY_SPAN = 3
"""How far below `<details>` its `<summary>` may be."""


def answer_opens(lines: list[Line], i: int) -> bool:
    """Whether line i opens an answer: `Answer: B`, `### Answer`, or a `<details>` whose summary says
    `Answer` or hides one (`click show answer`), on its line or the next few."""
    text = lines[i].text
    if lines[i].code:
        return False
    if ANSWER_RE.match(text):
        return True
    if text.lstrip()[:1] == "#":  # `### Answer` (a label heading): a cheap test first
        heading = heading_of(lines[i])
        return heading is not None and ANSWER_WORD_RE.match(heading[1]) is not None
    if "<details" not in text.lower():
        return False
    for line in lines[i : i + _SUMMARY_SPAN]:
        m = SUMMARY_RE.match(line.text)
        if m is not None:
            summary = unwrap(html_to_text(m.group("summary")))
            return ANSWER_WORD_RE.match(summary) is not None or reveals_answer_summary(summary)
    return False


def asides_after_answer(label: str, lines: list[Line], marker: int) -> list[Line] | None:
    """A question written as text under its label heading (`### Question` / `What is X?`)
    with named sections between it and its answer heading (`### Short explanation` / text /
    `### Answer`): those sections are about the question, no part of it, and the question
    is the text alone. The lines with them moved after the answer's own section (before the
    next heading at its level, `### Detailed explanation`); None when the block is not so.
    A section over code or named as the question's part (`### Scenario`) stays in it."""
    if label or not _bare_label(lines[marker].text):
        return None
    aside = _aside_start(lines, marker)
    if aside is None:
        return None
    # the answer heading's level (the reader may have written it as a bare `Answer` line)
    answer = heading_of(lines[marker]) or heading_of(lines[aside])
    if answer is None or not _asides_only(lines[aside:marker], answer[0]):
        return None
    end = next(
        (
            k
            for k in range(marker + 1, len(lines))
            if (h := heading_of(lines[k])) is not None and h[0] <= answer[0]
        ),
        len(lines),
    )
    return [*lines[:aside], *lines[marker:end], *lines[aside:marker], *lines[end:]]


def _aside_start(lines: list[Line], marker: int) -> int | None:
    """The first heading before the marker, past the question's own text (which opens the
    block), when no code comes before the marker."""
    first = next((k for k in range(marker) if lines[k].text.strip()), None)
    if first is None or heading_of(lines[first]) is not None:
        return None
    if any(line.code or FENCE_RE.match(line.text) for line in lines[:marker]):
        return None
    return next((k for k in range(first, marker) if heading_of(lines[k]) is not None), None)


def _asides_only(lines: list[Line], level: int) -> bool:
    """Whether every heading among the lines is at the answer's level and names no part of
    the question (`### Scenario`) nor asks."""
    for line in lines:
        heading = heading_of(line)
        if heading is not None and (
            heading[0] != level or asks(heading[1]) or _QUESTION_PART_RE.search(heading[1])
        ):
            return False
    return True
