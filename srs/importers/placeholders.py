"""Answers that hold no answer: a placeholder (`Answer here`, `TODO`, `...`) or a pointer to
one found elsewhere (`See [Answer](https://...)`). Such a question is reported unanswered,
never carded with its placeholder.
"""

from __future__ import annotations

import re

from srs.importers.labelwords import KEY_LETTER_WORDS, OPTION_WORDS, VERDICT_PAIRS
from srs.importers.lazyre import lazy
from srs.importers.linkfooters import LINK, READING_LABELS, only_links

__all__ = [
    "GRADED_WRONG",
    "PLACEHOLDER_RE",
    "answers_nothing",
    "blank_form",
    "empty_options",
    "held_note",
    "is_placeholder",
    "only_blank",
    "points_elsewhere",
    "refers_elsewhere",
]

GRADED_WRONG = "(answer graded incorrect)"
"""What stands for a taker's pick an online grader marked `Incorrect` (srs.importers.
gradedheaders): no answer to teach, and the report of the unanswered question says why."""

_OTHER_LANGUAGES = (
    r"(?:답변|답|정답|내용)[을를]?\s*(?:적어|작성해|입력해|채워)\s*주세요|(?:작성|추가|답변)\s*예정|준비\s*중",
    r"(?:答案|回答)?待(?:补充|完善|填写|更新|添加|续)|暂无(?:答案|回答)|(?:请)?在此(?:填写|输入)(?:答案|回答)?"
    r"|略过?|跳过",  # `略过。` ("skipped"), `略` ("omitted"): an answer left out
    r"(?:ここに)?(?:答え|回答|解答)を(?:ここに)?(?:書いて|記入して)(?:ください)?|(?:準備|執筆|作成)中|(?:追記|記入)予定|未記入",
    r"(?:escribe|escribir|añade|agrega)\s+(?:la\s+|tu\s+)?respuesta(?:\s+aqu[ií])?|(?:tu\s+)?respuesta\s+aqu[ií]"
    r"|(?:pendiente\s+de\s+|por\s+)(?:escribir|completar|responder)|en\s+construcci[oó]n|pr[oó]ximamente",
    r"(?:escreva|escrever|adicione)\s+(?:a\s+|sua\s+)?resposta(?:\s+aqui)?|(?:sua\s+)?resposta\s+aqui"
    r"|a\s+(?:completar|escrever|ser\s+(?:escrit|respondid|preenchid)[oa])|em\s+(?:constru[cç][aã]o|breve)",
    r"(?:напишите|впишите|добавьте)\s+ответ(?:\s+здесь)?|ответ\s+здесь|в\s+разработке"
    r"|будет\s+(?:добавлен[оа]?|дописан[оа]?|позже)",
)
"""A placeholder in the other languages interview banks are written in (Korean, Chinese,
Japanese, Spanish, Portuguese, Russian: `답변을 적어주세요`, `待补充`, `略过`, `準備中`, `Respuesta
aquí`, `A completar`, `Ответ здесь`): data, so that a language is a line, not a rule."""

_UNFILLED_KEY = "|".join((*KEY_LETTER_WORDS, *OPTION_WORDS))
"""`Letra`, `Option`: a key's word for its option with no letter after it, the letter never
typed in (a quiz's note to come back to a question)."""

PLACEHOLDER_RE = lazy(
    r"^(?:answers?\s+(?=\S))?(?:(?:todo|tbd|fixme)\s+(?=\S))?(?:(?:your\s+)?answer(?:\s+goes)?\s+here|(?:write\s+)?(?:your\s+)?(?:answer|solution)\s*(?:here)?|todo|tbd|tba"
    r"|tbc|fixme|xxx|wip|n/a|coming\s+soon|work\s+in\s+progress|pending|to\s+come"
    r"|(?:to|will)\s+(?:be\s+)?(?:do|done|added|written|completed|answered|filled(?:\s+in)?"
    r"|updated|provided|continued)|add\s+(?:the\s+)?answer(?:\s+here)?|placeholder|\.\.\.|…|-+(?:/+-+)?|\?+"
    r"|(?:full|free)[\s-]+(?:text\s+)?answer"
    r"|graded\s+incorrect"
    r"|(?:please\s+)?(?:write|add|fill\s+in|type)\s+(?:(?:the|your|an)\s+)?answer(?:\s+here)?"
    rf"|(?:{_UNFILLED_KEY})"
    rf"|(?:{'|'.join(_OTHER_LANGUAGES)})[。！]*)$",
    re.I,
)
"""An answer that only holds its place: `Answer here`, `TODO`, `...`; also after the word
`Answer` (`*Answer coming soon...*`, `Answer: TBD`), a bank's stub for an answer still to come; `--//--`, the ditto mark;
`Full Text Answer`, the field a question bank's page shows where a free answer is to be typed;
`TODO: fill in answer`, a note to self naming the placeholder it is; `Letra`, a key's word
with its letter never filled in."""

LEAD_PICTOGRAPHS_RE = lazy(r"^(?:[\u2190-\u2bff\U0001f000-\U0001faff][\ufe0f\u200d]*\s*)+")
"""Pictographs opening a text (`💡 ...`, `⚠️ TBD`): decoration, no word of it."""

_POINTER_RE = lazy(r"^(?P<before>[^\[\]]*)\[(?P<link>[^\]]*)\]\([^()\s]*\)(?P<after>[^\[\]]*)$")
_ELSEWHERE_RE = lazy(r"\b(?:answers?|solutions?|here|read\s+more)\b", re.I)
_SOURCE_LABEL_RE = lazy(
    r"[ \t*_]*(?:sources?|ref(?:erence)?s?|credits?)[ \t*_]*[:：]?[ \t*_]*", re.I
)
"""`Source:` before a paragraph's only link: the answer's origin, not the answer."""


def points_elsewhere(text: str) -> bool:
    """Whether an answer only points to one found elsewhere: each paragraph a link and a few
    words that say so (`See 👉 **[Answer](https://...)**`, `Answer [here](...)`), or only
    words that say it is written elsewhere in the document (`refers_elsewhere`)."""
    if "](" not in text:
        return refers_elsewhere(text)
    paragraphs = [p.strip() for p in text.split("\n\n") if p.strip()]
    if not paragraphs or len(paragraphs) > 3 or len(text) > 600:
        return False
    return all(_pointer(paragraph) for paragraph in paragraphs)


def _pointer(paragraph: str) -> bool:
    """A one-line paragraph of one link and at most a dozen words, saying an answer is there."""
    m = _POINTER_RE.match(paragraph) if "\n" not in paragraph else None
    if m is None:
        return False
    if _SOURCE_LABEL_RE.fullmatch(m.group("before")) and not m.group("after").strip(" \t.*_"):
        return True  # `Source: [link](link)`: where an answer would come from, not one
    if _states_first(m.group("before")):
        return False  # `Port 443. See this resource here about [ports](...)`: an answer, then more
    words = f"{m.group('before')} {m.group('after')}".split()
    return len(words) <= 12 and bool(_ELSEWHERE_RE.search(f"{m.group('link')} {m.group('before')}"))


_SENTENCE_BREAK_RE = lazy(r"[.!?][)\]\"'`*_]*[ \t]+(?=[\"'`*_(]*[A-Z])")
"""A sentence's end before the next one's capital (`Interface.  See`); `e.g. see` is no end."""


def _states_first(before: str) -> bool:
    """Whether the text before a paragraph's only link holds a sentence of its own ahead of
    the one pointing to the link (`` `Connection` Interface. See this resource here about
    [...](...) ``): the answer, with a link to read more after it, not a pointer standing in
    for one. A lead that is itself a placeholder or points on (`Answer. See [here](...)`,
    `See above. Or [here](...)`) states nothing; one that names the answer (`The answer is
    Port 443. More [here](...)`) states it."""
    if "." not in before and "!" not in before and "?" not in before:
        return False  # cheap test first: no sentence ends before the link
    ends = list(_SENTENCE_BREAK_RE.finditer(before))
    if not ends:
        return False
    lead = before[: ends[-1].start() + 1].strip()
    if not re.search(r"[^\W\d_]{2}", lead):
        return False  # `1. See [here](...)`: a number or a letter, no statement
    return not is_placeholder(lead)


_EMPTY_PAIRS = frozenset({"()", "[]", "{}", "<>"})
"""Brackets written as an answer: an operator, a call, an empty literal, not an empty field."""
_BLANK_NAME = "_"
"""A lone underscore, bare or in a code span: the blank identifier (Go's and Python's name for
a value thrown away, `丢弃返回值用什么？_`), a whole answer. It is no emphasis (that wraps
words) and no line to write on (that is three or more: `___`, see `only_blank`)."""


_CITATION_RE = lazy(
    r"[ \t*_]*(?:sources?|ref(?:erence)?s?|credits?|from|via"
    rf"|{'|'.join(READING_LABELS)})[ \t*_]*[:：][ \t*_]*"
    rf"{LINK}(?:[ \t]*[,;|、，][ \t]*{LINK})*[ \t.*_]*",
    re.I,
)
"""`From: https://...`, `Source: <url>`: only where an answer would come from (a practice
set citing the puzzle it copied, its answer never written), not an answer; so with a link to
read more (`_More reading: [Title (Site)](https://...)_`), the note a Q&A page puts under
each answer, left alone where the writer never wrote the answer above it."""
_MAX_CITATIONS = 3
"""Citation lines an answer may be made of and still be none (`Source:` over `See also:`)."""


def _cites_only(text: str) -> bool:
    """Whether every line of an answer (one to three) is a citation (`_CITATION_RE`)."""
    lines = [line for line in text.split("\n") if line.strip()]
    return 0 < len(lines) <= _MAX_CITATIONS and all(_CITATION_RE.fullmatch(ln) for ln in lines)


def _sources_only(text: str) -> bool:
    """Whether an answer only cites (`_cites_only`) or only lists links under a label
    (`###### Relative links:` over URLs, srs.importers.linkfooters.only_links)."""
    return _cites_only(text) or only_links(text)


_EMPTY_LABEL_RE = lazy(
    r"^[ \t]*(?:[-*+][ \t]+)?(?:\*\*|__|[*_])?[^\W\d_][\w '/()-]{0,40}?(?:\*\*|__|[*_])?"
    r"(?:[ \t]*[:：]|[ \t]+[-–—])[ \t]*(?:\*\*|__|[*_])?[ \t]*$"
)
"""A label with nothing after it (`- **Explanation:**`, `**Result**:`, `Use:`), or before a
spaced dash with nothing after it (`- Situation -`, `- Task – `): the dash a writer puts where
a colon would go (`- Situation - Shared settings`), so the same empty field when bare. A dash
after no space (`- well-`) is a word's, not a separator."""


_SEPARATOR_MARKS = (":", "：", " -", " –", " —")
"""What must be in an answer for a line of it to be a label ending in a separator."""
_MIN_EMPTY_LABELS = 2
"""One label alone is some answer's own word (`**Corrected Code:**`, its code left out); two or
more with nothing after any is a form."""
_LONGEST_FORM = 600
"""A dozen labels or so: a longer answer is no skeleton."""


def _empty_labels(text: str) -> bool:
    """Whether an answer is only labels with nothing after them, two or more (`- **Cause:**`
    over `- **Action:**` over `- **Result:**`): the skeleton a prep list keeps under each
    question to fill in later, no answer however many labels it has."""
    if len(text) > _LONGEST_FORM or not any(mark in text for mark in _SEPARATOR_MARKS):
        return False  # the cheap tests first
    lines = [line for line in text.split("\n") if line.strip()]
    return len(lines) >= _MIN_EMPTY_LABELS and all(_EMPTY_LABEL_RE.match(line) for line in lines)


_EMPTY_HEADING_RE = lazy(r"^ {0,3}#{1,6}[ \t]+(?P<title>\S.*)$")
"""An ATX heading line with a title (`## Properties`, `### What must you watch out for?`)."""


def _empty_headings(text: str) -> bool:
    """Whether an answer is only headings, two or more, with nothing under any of them (`##
    Properties` over `### Pros` and `### Cons`, or sub-prompts: `## What is it for?` over `##
    Draw a diagram`): the outline a notes page keeps under a question to fill in later, no
    answer. Headings that hold the answer hold text under them (`## Vertical` over its line),
    or are its steps in order, each numbered (`### 1. Build the image` over `### 2. Push it`)."""
    if len(text) > _LONGEST_FORM or "#" not in text[:8]:
        return False  # the cheap tests first: a skeleton is short and opens with a heading
    lines = [line for line in text.split("\n") if line.strip()]
    found = [m for line in lines if (m := _EMPTY_HEADING_RE.match(line)) is not None]
    if len(found) < _MIN_EMPTY_LABELS or len(found) < len(lines):
        return False
    return not all(m.group("title").lstrip("*_")[:1].isdigit() for m in found)


_OPEN_BOX_RE = lazy(r"^[ \t]*[-*+][ \t]+\[ \][ \t]+\S.*\?[*_ \t]*$")
"""`- [ ] Run a container?`: a box for the reader to tick beside something to ask oneself."""
_CHECKLIST_REST_RE = lazy(
    r"^[ \t]*(?:[-*+][ \t]+)?(?:\[[^\]]*\]\([^()\s]*\)[^\[\]]*"  # `- [notes](notes.md) for ...`
    r"|(?:[^\s:]+[ \t]+){0,11}[^\s:]*[:：][*_ \t]*)$"  # `**If not**, go back to:`
)
_LEAST_BOXES = 2


def _self_check(text: str) -> bool:
    """Whether an answer is a self-check list: unticked boxes that each ask (`- [ ] Can you
    run a container?`), with at most a lead-in and links to review beside them. The boxes
    are for the reader to tick; nothing in them answers the line over them (`✅ **Can
    you...**`), which is a checklist's title, not a question with an answer."""
    if "[ ]" not in text or len(text) > 3000:
        return False  # cheap test first
    lines = [line for line in text.split("\n") if line.strip()]
    boxes = sum(1 for line in lines if _OPEN_BOX_RE.match(line))
    rest = (line for line in lines if not _OPEN_BOX_RE.match(line))
    return boxes >= _LEAST_BOXES and all(_CHECKLIST_REST_RE.match(line) for line in rest)


_FENCE_INFO_RE = lazy(r"^[ \t]*(?:`{3,}|~{3,})[^\n`]*$", re.M)
"""A fence's line, its language named (```` ```ascii ````): no word of what it holds (`# TODO`)."""


_REFERRING = (
    r"(?:(?:see|refer\s+to|same\s+(?:as|answer\s+as)|as(?:\s+in)?|identical\s+to|duplicate\s+of"
    r"|(?:already\s+)?(?:answered|covered|written|explained|discussed)(?:\s+(?:in|at))?)\s+(?:the\s+)?"
    r"(?:above|below|earlier|previous(?:\s+(?:question|answer|one))?|(?:q|question|#)\s*\d+[a-z]?"
    r"(?:\s+(?:above|below))?)"
    r"|already\s+(?:answered|covered|written|explained)(?:\s+(?:above|earlier|before))?"
    r"(?:\s+not\s+repeated)?)",
    r"(?:已(?:经)?(?:写|答|回答|解答|讲|说明|介绍)过?(?:在|于)?(?:上面|上文|上方|前面|前文|上题)?"
    r"|(?:参?见|同)(?:上面?|上文|上题|前文|前面|第?q?\d+题?))"
    r"(?:\s*(?:不再?重复|略))?|不再?重复",
    r"(?:ver|v[eé]ase|igual\s+que|como\s+en)\s+(?:la\s+)?(?:arriba|anterior|pregunta\s*\d+)",
    r"(?:см|смотри(?:те)?)\s+(?:выше|ниже|вопрос\s*\d+)|(?:siehe|wie)\s+(?:oben|frage\s*\d+)",
)
"""Words that point to an answer written elsewhere in the same document, a language a line
(`see above`, `same as Q3`, `already answered`; Chinese `已写，不重复` "already written, not
repeated", `同上`; Spanish `ver arriba`; Russian `см. выше`; German `siehe oben`)."""
_REFERS_RE = lazy(rf"^(?:{'|'.join(_REFERRING)})$", re.I)
_REFERENCE_MARKS_RE = lazy(r"[\s*_`()\[\]:.,;!（）【】「」，。、；：！…-]+")
"""Emphasis, brackets and punctuation, ASCII and full-width, around and between the words."""


def refers_elsewhere(text: str) -> bool:
    """Whether an answer only says it is written elsewhere in the document (`See above.`,
    `Same as Q3`, `（已写，不重复）`): no answer of its own, so its question is unanswered.
    An answer that says more (`Same as above, but sorted`) is left alone."""
    if len(text) > 60:
        return False  # cheap test first: a pointer is a few words
    core = _REFERENCE_MARKS_RE.sub(" ", text).strip()
    return bool(core) and _REFERS_RE.match(core) is not None


def is_placeholder(text: str) -> bool:
    """Whether an answer is a placeholder (emphasis, brackets and punctuation aside), or a
    self-check list for the reader to tick (`_self_check`)."""
    if "[ ]" in text and _self_check(text):
        return True
    if ("://" in text or "](" in text) and len(text) < 2000 and _sources_only(text):
        return True
    if points_elsewhere(text):
        return True
    if len(text) > 80:
        return False  # cheap test first: a placeholder is short
    if text.strip().lstrip("-*+ \t").strip("`*_ \t") in _EMPTY_PAIRS:
        return False  # `- ()`: the brackets are the answer (`Which operator binds tightest?`)
    if text.strip(" \t\n`") == _BLANK_NAME:
        return False  # `_`: the blank identifier is the answer, no blank left to fill
    core = re.sub(r"[\s*_`\[\](){}<>:.!#]+", " ", _FENCE_INFO_RE.sub("", text)).strip()
    if core[:1] >= "\u2190":  # `✎ Full Text Answer`: a pencil or other pictograph before it
        core = LEAD_PICTOGRAPHS_RE.sub("", core)
    if len(core) > 40:
        return False
    return (
        # nothing but emphasis, brackets and punctuation; an operator (`>>`, `<`, `2>`, `|`,
        # the shell's `!!` and `!`) is an answer, so angle brackets and `!` count here
        not re.sub(r"[\s*_`\[\](){}:.]+", "", text)
        or PLACEHOLDER_RE.match(core) is not None
        or PLACEHOLDER_RE.match(text.strip()) is not None
    )


_BLANK_LINE_RE = lazy(r"^[ \t]*(?:[^_\n]{0,40}?[:.)][ \t]*)?_{3,}[ \t_]*$")
"""A line of a form to fill in: blanks (`_______`), after a short label (`1.`, `Answer:`,
`Cat 5e:`) or none."""


_VERDICT_PAIRS = frozenset(VERDICT_PAIRS)
_TICKS = ("☑", "✔", "✓", "[x]", "[X]", "(x)", "(X)")
"""Marks that tick one verdict: `[x] True | [ ] False` keys it, it is no blank."""
_LONGEST_VERDICTS = 80


def _both_verdicts(text: str) -> bool:
    """Whether an answer is only a statement's two verdicts offered side by side, neither
    ticked (`✅ **True** | ❌ **False**`, `True / False`, `☐ Vrai ☐ Faux`): the blank a true/false
    sheet leaves to circle, no answer. A mark on one alone (`✅ True`, `[x] True | [ ] False`)
    or a pair read as a button's two faces (`✅` before one, `❌` before the other, no other
    tick) is told apart: only the former keys it."""
    if len(text) > _LONGEST_VERDICTS or "\n" in text.strip():
        return False  # the cheap tests first: one short line
    words = re.findall(r"[^\W\d_]+", text.casefold())
    if len(words) != 2 or (words[0], words[1]) not in _VERDICT_PAIRS:
        return False
    if any(tick in text for tick in _TICKS):
        return False
    return "✅" not in text or "❌" in text


def blank_form(text: str) -> bool:
    """Whether an answer is a form left to fill in (a worksheet's `Answer: ________` lines,
    fenced or not, or only empty labels: `_empty_labels`, or a statement's two verdicts to
    choose from: `_both_verdicts`): no answer, though it is long. A quiz that gives sample
    answers at its end answers such questions there."""
    if "___" not in text:
        return _empty_labels(text) or _both_verdicts(text) or _empty_headings(text)
    lines = [
        line for line in text.split("\n") if line.strip() and not line.lstrip().startswith("```")
    ]
    return bool(lines) and all(_BLANK_LINE_RE.match(line) for line in lines)


def answers_nothing(answer: str) -> bool:
    """Whether an answer, as drafted, gives none: empty, or a form left blank (`blank_form`).
    Its question's number is then free for the answered question that repeats it (`# Question
    3-5` over empty headings, then `# Question 3 Caching`): no id suffix for a skipped one."""
    return not answer.strip() or blank_form(answer)


_EMPTY_OPTION_RE = lazy(
    r"^[ \t]*(?:[-*+][ \t]+)?(?:\*\*|__)?(?:\([A-Ha-h]\)|[A-Ha-h][).:])(?:\*\*|__)?[ \t]*$"
)
"""`- A) `, `(b)`, `**C.**`: an option's label with nothing after it."""


def empty_options(text: str) -> bool:
    """Whether an answer is only option labels with no text (`- A) ` over `- B) ` ... `- D) `):
    a choice question whose options were lost when it was written out. It has no answer and
    no options to key (its key's letter names nothing): it is reported, never a card whose
    answer is the bare labels."""
    if len(text) > _LONGEST_FORM:
        return False
    lines = [line for line in text.split("\n") if line.strip()]
    return len(lines) >= _MIN_EMPTY_LABELS and all(_EMPTY_OPTION_RE.match(line) for line in lines)


def only_blank(text: str) -> bool:
    """Whether an item is nothing but a blank to write in: `***` (a rule Markdown draws as
    the line to write on), `___`, `\\_\\_\\_`, `**\\_\\_\\_**`. A list of such items is a
    form to fill in (`1. ***` / `2. ***` under `Give three reasons`), never options: read as
    options, it made a choice card keyed by the first item of its sample answers."""
    core = text.replace("\\_", "_").strip()
    return len(core) >= 3 and not core.strip("*_ \t")


def held_note(head: str) -> str:
    """What an unanswered question's text under it was, for its skip note: option labels
    with no text (`- A)` ... `- D)`), or the start of the text."""
    if empty_options(head):
        return " (only option labels, with no text)"
    return f" (only '{' '.join(head.split())[:40]}')" if head.strip() else ""
