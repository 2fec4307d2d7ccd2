"""Whether the text under a question only asks more (follow-ups), and so is no answer.

A question with no answer label is answered by the text after it, unless that text only asks
more: `* What are the exceptions?` under `What is X?` (a list of questions without answers)
is part of the question, reported as unanswered, not its answer.

So is a scene set out and asked about: a `**Scenario:** ...` paragraph, then bold labels
(`**Design Challenge:**`, `**Follow-ups:**`) each over a list of items that all ask. A
design interview's page writes its open problems so, with no answer; read as the answer, the
scene and its sub-questions made a card under the problem's bare title. Any item that does
not ask (`- Use a queue per service.`), or any line that is neither a label nor an item,
is an answer told, and the text stays the answer.
"""

from __future__ import annotations

import re
import unicodedata

from srs.importers.asking import SCENE_LABEL_RE, asks, asks_as_task, asks_in_own_language
from srs.importers.common import LIST_ITEM_RE
from srs.importers.labelwords import FOLLOW_UP_LABELS
from srs.importers.lazyre import lazy
from srs.importers.values import Line

_FOLLOW_UP_RE = lazy(
    r"^[ \t]*(?:(?:[*+-]|\d{1,3}[.)])[ \t]+)?"
    r"(?:(?=[^?\n]*[^\W\d_])\S.*\?|(?:describe|explain|discuss|talk\s+about|tell\s+me|give\s+an\s+example"
    r"|walk\s+me\s+through)\b.*\.)[ \t*_]*$",
    re.I,
)
"""A line that asks, as a follow-up question or the next prompt of a list does (`  * What are
the exceptions?`, `  * Describe what you like about them.`, `1. Tell me about a time ...`).
A question has words before its `?`: a line of marks alone (`\\?`, psql's help command
escaped as Markdown writes it, `?` or `??`) is an answer, not a question asked."""


def only_follow_ups(lines: list[str]) -> bool:
    """Whether the text after a question (no answer label) only asks more: follow-up
    questions, part of the question, not its answer (a list of questions without answers)."""
    asked = [line for line in lines if line.strip()]
    if len(asked) == 1 and asks_a_checklist(asked[0]):
        return False
    if _scene_then_asks(asked):
        return True
    if _told_over_labelled_follow_up(asked):
        return False
    return (
        bool(asked)
        and len(asked) <= 3
        and all(
            labelled_follow_up(t)
            or (_asks_more(t) and not _SENTENCE_ENDS_RE.search(t) and not _guidance(t))
            for t in asked
        )
    )


_LABELLED_RE = lazy(
    r"^[ \t]*(?:(?:[*+-]|\d{1,3}[.)])[ \t]+)?[*_]{0,2}(?:"
    + "|".join(FOLLOW_UP_LABELS)
    + r")s?[ \t]*\d{0,2}[ \t]*[*_]{0,2}[ \t]*[:：][ \t]*[*_]{0,2}[ \t]*[^\s*_]",
    re.I,
)
"""`Follow-up question: ...`, `**扩展问题：**...`, `- 追问：...`: a line the author labelled a
follow-up (srs.importers.labelwords), its colon, then its text."""


def labelled_follow_up(line: str) -> bool:
    """Whether a line under a question is labelled as a follow-up question (`扩展问题：如果是
    ...，为什么...? 在这个文件中...。`, `Follow-up question: why ...? React is not used there.`):
    the label says the line asks more, whatever it ends with (a question, then the fact it
    rests on). Alone under a question it is part of the question, reported unanswered; read as
    the answer (it ends with a sentence, not `?`), the card's answer was the interviewer's
    next question. The cheap test first: a colon in the line."""
    return (":" in line or "：" in line) and _LABELLED_RE.match(line) is not None


def _asks_more(line: str) -> bool:
    """Whether a line under a question asks more: in English (`_FOLLOW_UP_RE`), or in any
    script by its full-width question mark or a request in the notes' own language
    (`- メッセージキューとは何ですか？`, `- 結果整合性について説明してください` nested under
    `- What is ...?`, a bilingual list's translation of its question): no answer either way.
    A sentence closed before the mark (`...区别。？`) tells, the mark a slip; a request over
    the items it names after a colon (`...説明してください：200、201`) asks."""
    if _FOLLOW_UP_RE.match(line):
        return True
    text = _LISTED_RE.sub("", line).strip(" \t*_")
    if text.endswith(("？", "؟")):
        return text.rstrip("？؟")[-1:] not in "。.!！"  # (`没有太大区别。？`: told, a stray mark)
    head, colon, listed = text.replace("：", ":").rpartition(":")
    if colon and head and not listed.rstrip().endswith(("。", ".")):
        text = head.rstrip()  # `...定義して、説明してください：200、201`: the request, its items
    return asks_in_own_language(text)


_CHECKLIST_ASKS = 3
"""How many short questions one line asks, at least, to be a checklist."""
_CHECKLIST_WORDS = 6
"""How many words each of a checklist's questions has, at most."""


def asks_a_checklist(line: str) -> bool:
    """Whether a line, alone under a question, is a checklist of short questions to look into
    (`* Pool full? Worker down? Lock held by another run?` under `**Troubleshoot: a task stuck
    in "Queued".**`): the answer, though it only asks. One or two questions (`* What are the
    exceptions? And why?`) still ask more, a follow-up."""
    text = _LISTED_RE.sub("", line).strip(" \t*_")
    if not text.endswith("?"):
        return False
    asked = text.split("?")[:-1]
    return len(asked) >= _CHECKLIST_ASKS and all(
        0 < len(part.split()) <= _CHECKLIST_WORDS for part in asked
    )


_LISTED_RE = lazy(r"^[ \t]*(?:[*+-]|\d{1,3}[.)])[ \t]+")


_ASIDE_RE = lazy(r"^(?: {4}|\t)[ \t]*(?P<ask>[^\W\d_][^?=<>{}();\n]*\?)[ \t]+[^.!?\n]{1,40}$")
"""`    In what order do blocks run? static / non-static`: an indented line asking in words
(no code's operators before its `?`), then a few words with no sentence's end: the choices
it asks between, not an answer told."""


def asked_aside(start: str, lines: list[str]) -> bool:
    """Whether the only text under a question's heading (`start`) is one indented line that
    asks more and then names what it asks between (`_ASIDE_RE`): a note of a personal list
    that adds to the question, as a follow-up ending with its `?` does (`only_follow_ups`),
    no answer; read as one, the card's answer was a question. A line that asks and then tells
    (`Is it thread-safe? No, it locks nothing.`) has a sentence's end: an answer."""
    asked = [line for line in lines if line.strip()]
    if len(asked) != 1 or "?" not in asked[0] or not start.lstrip().startswith("#"):
        return False
    m = _ASIDE_RE.match(asked[0].rstrip())
    return m is not None and asks(m.group("ask"))


def _guidance(line: str) -> bool:
    """`Discuss the basics of Linux, its kernel and its advantages over ...` as the line under
    `* What is Linux?` (no bullet of its own): what to say, the answer, not a prompt that asks
    more. A follow-up told, not asked, is listed (`* Describe ...`) or short."""
    text = line.strip()
    return not text.endswith("?") and not _LISTED_RE.match(line) and len(text.split()) > 10


_SENTENCE_ENDS_RE = lazy(r"\w[.!][\"”')]*[ \t]+[\"“]?[A-Z]")
"""A sentence ending inside a line (`"Plan B." If the partner is down, do we have a
fallback?`): an answer that ends by asking, not a follow-up question."""


_FOLLOW_LABEL_RE = lazy(r"^[ \t]*(?:[*_]{1,2})?follow[- ]?ups?\b", re.I)
"""A line labelled as a follow-up (`Follow-up: Why MongoDB over SQL?`)."""


def _told_over_labelled_follow_up(asked: list[str]) -> bool:
    """Whether a told line (`Describe the components: front-end, back-end, database.`) stands
    over a line the author labelled a follow-up (`Follow-up: Why that database?`): the label
    says which line asks more, so the told line above it is the answer (a coaching answer
    says what to describe), not one more prompt."""
    return (
        len(asked) > 1
        and not asked[0].rstrip(" \t*_").endswith("?")
        and any(_FOLLOW_LABEL_RE.match(line) for line in asked[1:])
    )


_LIST_LABEL_RE = lazy(
    r"^[ \t]*(?:\*\*|__)[^*_\n]{1,40}?(?:[:：](?:\*\*|__)|(?:\*\*|__)[ \t]*[:：])[ \t]*\\?$"
)
"""`**Design Challenge:**`, `**Follow-ups**:` alone on its line: a label over a list."""


def _scene_then_asks(asked: list[str]) -> bool:
    """Whether the lines set a scene (`**Scenario:** ...`) and then only ask about it, in
    lists under bold labels (see the module doc)."""
    if not asked or asked[0].lstrip()[:2] not in ("**", "__"):
        return False
    if SCENE_LABEL_RE.match(asked[0].strip()) is None:
        return False
    first = next((k for k, line in enumerate(asked) if _LIST_LABEL_RE.match(line)), None)
    if first is None:
        return False
    items = _labelled_items(asked[first:])
    return bool(items) and all(_FOLLOW_UP_RE.match(item) for item in items)


def _labelled_items(lines: list[str]) -> list[str]:
    """The list items under the labels of `lines`, each joined with its wrapped lines; none
    when a line is neither a label, an item nor an item's indented continuation."""
    items: list[str] = []
    for line in lines:
        if _LIST_LABEL_RE.match(line):
            items.append("")  # a label ends the item above it
        elif _LISTED_RE.match(line):
            items.append(line.rstrip())
        elif line[:1] in " \t" and items and items[-1]:
            items[-1] += " " + line.strip()
        else:
            return []
    return [item for item in items if item]


_BULLET_RE = lazy(r"^[ \t]*[-*+][ \t]+\S")
"""A bulleted list item (`- text`, `* text`)."""


def sub_questions(start: str, lines: list[Line]) -> list[Line]:
    """The lines under a bulleted question (`start`) when each is a bulleted sub-question with
    nothing under it (`- What does X do?` over tab-indented `- Why does Y help?` and `- What
    changes at Z?`): a list of questions nobody answered yet, each sub-question one more of
    them, reported by its line as its parent is, however many they are (kept in the parent's
    text as follow-ups, up to three were named by no report; four were taken as its answer).
    [] when anything else is under it: a point that tells, a line that is no item, an item
    that wraps, code, one line asking a checklist of short questions (`asks_a_checklist`), or
    an item in another script than its parent's (`- What is X?` over `- Xとは何ですか？`): the
    question asked again in a bilingual list, its translation, part of it."""
    after = [line for line in lines if line.text.strip()]
    if not after or not _BULLET_RE.match(start):
        return []
    if len(after) == 1 and asks_a_checklist(after[0].text):
        return []
    for line in after:
        text = line.text
        if line.code or not _BULLET_RE.match(text) or not _asks_more(text):
            return []
        if _SENTENCE_ENDS_RE.search(text) or _guidance(text):
            return []
        if _non_latin(text) != _non_latin(start):
            return []
    return after


def _non_latin(text: str) -> bool:
    """Whether a text holds a letter of a script other than Latin (Hangul, kana, Cyrillic)."""
    return any(
        char.isalpha() and not char.isascii() and not unicodedata.name(char, "").startswith("LATIN")
        for char in text
    )


_PROMPT_WORDS = 3
"""How many first words a prompt shares with the question it follows (`Describe a time`)."""


def sibling_prompts(question: list[str], lines: list[Line]) -> list[Line]:
    """The lines after an unanswered question when each is one more prompt of its kind:
    a paragraph of one line opening with the question's own first words and asking
    (`### Describe a time you led a small team.` over `Describe a time you mentored a
    newcomer. What did you learn?`): the page's next questions, written as paragraphs under
    the last heading, never its answer. [] when anything else follows."""
    head = " ".join(_opening(question[0]).split()[:_PROMPT_WORDS]).casefold() if question else ""
    own = {text.strip() for text in question}
    after = [line for line in lines if line.text.strip() and line.text.strip() not in own]
    if len(head.split()) < _PROMPT_WORDS or not after or any(line.code for line in after):
        return []
    for line in after:
        text = line.text.strip()
        if not _opening(text).casefold().startswith(head) or not asks(text):
            return []
    return after


def _opening(text: str) -> str:
    """A prompt's words without the quote or emphasis marks it opens with (`“Tell me ...`)."""
    return text.strip().lstrip("\"'“”‘’*_ \t")


_NUMBER_MARK_RE = lazy(r"^[ \t]*(\d{1,3})[.)][ \t]+\S")


def next_items(start: str, lines: list[Line]) -> list[Line]:
    """The lines after a numbered question when they are only more items of its own list:
    numbered as it is (`1.` repeated, which Markdown renumbers) or going on from it (`4.`,
    `5.` after `3.`); the next prompts of a list of questions, never this one's answer.
    A list under the question numbered from 1 (its options, its points) is not; under a bullet,
    its sub-questions (srs.importers.followups). [] when anything else follows."""
    own = _NUMBER_MARK_RE.match(start)
    after = [line for line in lines if line.text.strip()]
    if own is None or not after or any(line.code for line in after):
        return sub_questions(start, lines) if own is None else []
    numbers = []
    for line in after:
        item = _NUMBER_MARK_RE.match(line.text)
        if item is None:
            return []
        numbers.append(int(item.group(1)))
    first = int(own.group(1))
    repeated = all(n == first for n in numbers)
    going_on = numbers == list(range(first + 1, first + 1 + len(numbers)))
    return after if repeated or going_on else []


_TASK_PARAGRAPHS = 3
"""How many paragraphs, at most, a question heading's text sets as more of its task."""
_NOT_PROSE = frozenset("#>|`$!<[{\\")
"""The first marks of a line that is no prose: a heading, a quote, a table, code, a formula,
a picture, markup."""


def only_tasks(lines: list[str]) -> bool:
    """Whether the text under a question heading's stem only asks or sets more tasks: one to
    three plain paragraphs, each (its wrapped lines joined) asking with its `?` or opening
    with a task verb of a language the importer knows (`Erklären Sie die Unterschiede ...
    jeweils anhand eines Beispiels.`, `Explain why.`: srs.importers.asking). An exam handout
    sets a question's instructions apart so and leaves some unanswered: read line by line, a
    wrapped instruction's second line asked nothing and the instruction became the card's
    answer. A list, code, a quote or any paragraph that tells (`Use L2 regularisation.`) is
    an answer: the text stays the answer."""
    if _told_over_labelled_follow_up([line for line in lines if line.strip()]):
        return False  # (`Describe X.` over `Follow-up: Why?`: the label says which asks more)
    paragraphs = _paragraphs(lines)
    return 0 < len(paragraphs) <= _TASK_PARAGRAPHS and all(map(_sets_task, paragraphs))


def _paragraphs(lines: list[str]) -> list[str]:
    """The lines' paragraphs, each one line of text; [] when any line is no prose (see
    `_NOT_PROSE`, a list item, an indented line)."""
    paragraphs: list[str] = []
    joined: list[str] = []
    for line in [*lines, ""]:
        text = line.strip()
        if not text:
            if joined:
                paragraphs.append(" ".join(joined))
            joined = []
            continue
        if line[:1] in " \t" or text[:1] in _NOT_PROSE or LIST_ITEM_RE.match(text):
            return []
        joined.append(text)
    return paragraphs


def _sets_task(text: str) -> bool:
    """Whether a paragraph asks (one question: `?` after its words) or sets a task by its
    first verb. A paragraph that tells and then asks (`This shows culture fit. Is the
    candidate ...?`, `Best if you can. Maybe ...?`) answers, and one that opens with no letter
    (`^ Where ...?`, a key and its options) is no task either."""
    if not text[:1].isalpha() and text[:1] not in '¿¡„“"':
        return False
    if asks_as_task(text) or asks_in_own_language(text):
        return True  # (`Explain X. What does Y add?`: the task, then what it asks)
    return text.endswith(("?", "？")) and _SENTENCE_ENDS_RE.search(text) is None
