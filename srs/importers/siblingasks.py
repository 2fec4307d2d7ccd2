"""A list item among question items that asks in a looser form: a question too, never text.

An interviewer's list of `- ` questions (most unanswered) holds items the question tests
miss alone: an infinitive set as a task (`- Explicar o que são os decorators`), a question
word with no `?` (`- Quais os frameworks que você já utilizou`), a `?` mid-line before a short
request (`- O que é o monkey-patching? Dar exemplos.`), a condition before the request (`- Se
você digitar uma URL, descreva tudo o que acontece.`). Read as text, they were folded into
the page's "introduction" report, which named none of them. Among siblings that ask (a list
item right above or below at the same indent, a reported or answered question), such an item
is a question; an item there that does not ask is text between questions, reported by its
own line, never counted into the introduction. Read by the line reader (srs.importers.lines).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection, Iterator, Mapping

from srs.importers.asking import asks_as_task
from srs.importers.brackettails import LONGEST_ASKING_LINE
from srs.importers.common import QUESTION_WORD_RE
from srs.importers.lazyre import lazy
from srs.importers.thematicbreaks import is_rule
from srs.importers.values import Skipped

__all__ = [
    "asks_among_questions",
    "items_after_questions",
    "question_siblings",
    "set_as_siblings",
    "sets_task",
    "sets_worked_task",
    "unanswered_lines",
]

_ITEM_RE = lazy(r"^(?P<indent> {0,3})(?P<mark>[-*+])(?:[ \t]+(?P<t>\S.*)|[ \t]*)$")
"""A bullet item, empty too (a numbered list of questions has its own rules:
srs.importers.lines)."""
_LEAD_TAG_RE = lazy(r"^(?:\([^()\n]{1,30}\)|\[[^\[\]\n]{1,30}\])[ \t]+")
"""A tag before the question (`(Arquitetura) Quais os prós ...`): the topic, not its words."""
_ASKING_WORD_RE = lazy(
    r"^(?:qu[eé]|qual|quais|quem|quando|onde|como|porque|por[ \t]+qu[eé]|o[ \t]+que|quant[oa]s?"
    r"|cu[aá]l(?:es)?|c[oó]mo|d[oó]nde|cu[aá]ndo|qui[eé]n(?:es)?|cu[aá]nt[oa]s?|por[ \t]+qu[eé]"
    r"|quel(?:le)?s?|comment|pourquoi|quand|où|qu['’]est[ \t-]+ce"
    r"|warum|wieso|weshalb|wann|welche[rsnm]?|cosa|che[ \t]+cosa|perch[eé]|quale|quali|dove"
    r"|explicar|descrever|citar|definir|comparar|listar|diferenciar|escrever|comentar|falar"
    r"|apresentar|demonstrar|justificar|enumerar|mencionar|dar|describir|nombrar|escribir"
    r"|expliquer|d[ée]crire|citer|d[ée]finir|comparer|donner|nommer|erklären|beschreiben"
    r"|nennen|vergleichen|descrivere|elencare|definire|confrontare)\b",
    re.I,
)
"""A question word or an asking verb's infinitive, in the languages such lists are kept in
(`Quais ...`, `Explicar ...`, `Describir ...`, `Expliquer ...`): English and the imperatives
(`Explique`, `Describe`) are srs.importers.asking's."""
_ASKED_THEN_REQUEST_RE = lazy(r"\?(?:\*\*|__)?[ \t]+(?P<tail>[^?\s][^?]{0,60})$")
"""`What is X? Give examples.`: a question mark, then a short request."""
_REQUEST_WORDS = 6
_CONDITION_RE = lazy(
    r"^(?:se|si|if|when|wenn|falls|quand|quando|cuando|suppose|supondo|imagine)\b"
    r"[^?\n]{3,200}?,[ \t]+(?P<rest>\S.*)$",
    re.I,
)
"""`Se você digitar X, descreva tudo ...`: a condition, then what is asked."""


def asks_among_questions(text: str) -> bool:
    """Whether a list item's text asks, read as a sibling of questions: it opens with a
    question word or an asking verb (any form, `_ASKING_WORD_RE`, or srs.importers.asking's),
    asks before a short request, or names a condition before its request."""
    m = _ITEM_RE.match(text)
    item = ((m.group("t") or "") if m else text).strip(" *_")
    item = _LEAD_TAG_RE.sub("", item, count=1).lstrip(" *_")
    if _opens_asking(item):
        return True
    tail = _ASKED_THEN_REQUEST_RE.search(item)
    if tail is not None and len(tail.group("tail").split()) <= _REQUEST_WORDS:
        return True  # `O que é o monkey-patching? Dar exemplos.`
    cond = _CONDITION_RE.match(item)
    return cond is not None and _opens_asking(cond.group("rest"))


_WORKED_TASK_RE = lazy(
    r"^(?:derive|prove|compute|calculate|solve|show[ \t]+that|demonstrate[ \t]+that"
    r"|probar|pruebe|demostrar|demuestre|demuestra|enunciar|enuncie|enuncia|definir|defina"
    r"|calcular|calcule|deducir|deduzca|justificar|justifique|hallar|halle|resolver|resuelva"
    r"|mostrar[ \t]+que|muestre[ \t]+que|muestra[ \t]+que"
    r"|provar|demonstrar|demonstre|mostre[ \t]+que|deduza|resolva"
    r"|d[ée]montrer|d[ée]montrez|prouver|prouvez|montrer[ \t]+que|montrez[ \t]+que|calculer"
    r"|calculez|[ée]noncer|[ée]noncez)\b",
    re.I,
)
"""A verb that sets a worked task (`Derive backprop for a two-layer MLP.`, `Compute tr(A'B)
...`): an exam's or an interviewer's prompt, asked with no question word and no `?`; so in
the languages exams are set in, infinitive or imperative (`Probar que todo árbol ...`,
`Enunciar y probar el teorema de Hall`, `Demuestre que ...`, `Démontrer que ...`). Not the
noun a verb shares its letters with (`Prueba`, a test; `Prova`, an exam)."""
_CHINESE_TASK_RE = lazy(
    r"^(?:推导|证明|计算|求解|手推|手写|写出|画出|说|讲|谈|聊|列举|简述|阐述|介绍|解释|描述|比较)"
)
"""The same in Chinese, where an interviewer's prompt ends as a sentence (`推导PCA。`, "derive
PCA"; `说LR和SVM损失函数。`, "state the LR and SVM losses") and so fails the test for a question
met alone (srs.importers.cjkasks, which takes a line ending with `。` for an answer's)."""


def _opens_asking(text: str) -> bool:
    """A question word or an asking verb first, not a prohibition (`Do not ...`); or a verb
    that sets a worked task, in English or Chinese (`_WORKED_TASK_RE`, `_CHINESE_TASK_RE`: a
    short line with no label's colon, `说明：` being a note's label)."""
    if _NEGATED_RE.match(text):
        return False  # `Do not use globals`, `Is not ...`: a rule, said as a statement
    if _ASKING_WORD_RE.match(text) or QUESTION_WORD_RE.match(text) or asks_as_task(text):
        return True
    if sets_worked_task(text):
        return True
    return (
        "\u4e00" <= text[:1] <= "\u9fff"
        and len(text) <= LONGEST_ASKING_LINE
        and ":" not in text
        and "：" not in text
        and _CHINESE_TASK_RE.match(text) is not None
    )


_NEGATED_RE = lazy(r"^\w+[ \t]+not\b", re.I)


def sets_task(text: str) -> bool:
    """A heading or line set as a task (`Explain ...`, `Probar que ...`: `asks_as_task` or
    `sets_worked_task`), a cheap first test on its first letter before the patterns (most
    headings ask, or name a topic): among siblings that ask or set tasks, a question."""
    return text[:1].isalpha() and (asks_as_task(text) or sets_worked_task(text))


def sets_worked_task(text: str) -> bool:
    """Whether a text opens with a verb that sets a worked task (`_WORKED_TASK_RE`: `Prove
    ...`, `Probar que ...`): asked with no `?`, a question only among siblings that ask or
    set tasks too (list items here; headings in srs.importers.headings' `siblings`)."""
    return _WORKED_TASK_RE.match(text.lstrip(" *_")) is not None


def question_siblings(
    candidates: Collection[tuple[int, str]],
    questions: Collection[int],
    by_no: Mapping[int, str],
) -> Iterator[tuple[int, str]]:
    """The candidate lines (text in no card) that are list items with a sibling among the
    `questions` (line numbers): the item right above or below it in its list, past blank
    lines and its own nested lines (an answer's sub-bullet), in a page whose items of that
    kind (marker and indent) are questions, half of them and three at least (`_asking_kinds`):
    a stray question among a course's objectives or a summary's points makes no list of
    questions of them."""
    asked = set(questions)
    kinds: set[tuple[int, str]] | None = None
    for no, text in candidates:
        m = _ITEM_RE.match(text) if no not in asked else None
        if m is None:
            continue
        kind = (len(m.group("indent")), m.group("mark"))
        if not any(s in asked for s in _siblings(no, *kind, by_no)):
            continue
        kinds = _asking_kinds(asked, by_no) if kinds is None else kinds
        if kind in kinds:
            yield no, text


def _asking_kinds(asked: Collection[int], by_no: Mapping[int, str]) -> set[tuple[int, str]]:
    """The kinds of item (indent, marker) that are questions on this page, half of them and
    three at least."""
    items: Counter[tuple[int, str]] = Counter()
    asking: Counter[tuple[int, str]] = Counter()
    for no, text in by_no.items():
        if text[:1] not in _ITEM_FIRST:
            continue
        m = _ITEM_RE.match(text)
        if m is not None:
            kind = (len(m.group("indent")), m.group("mark"))
            items[kind] += 1
            asking[kind] += no in asked
    return {k for k, n in asking.items() if n >= _LEAST and n * 2 >= items[k]}


_ITEM_FIRST = frozenset(" -*+")
_LEAST = 3


def items_after_questions(
    intro: Collection[tuple[int, str]],
    questions: Collection[int],
    by_no: Mapping[int, str],
) -> set[int]:
    """The lines of the introduction (text before the first card) below a question of a list
    of questions (see `question_siblings`): its items there (a remark, a question named
    already) and a paragraph right under one of them (`Note: ...` between two questions);
    text between an interviewer's questions, never the page's introduction. Lines above
    the list's first question are (its lead-in)."""
    asked = set(questions)
    after: set[int] = set()
    kinds: set[tuple[int, str]] | None = None
    for no, text in sorted(intro):
        kind = _kind(text)
        # an item: below a question of its list; a paragraph: right under one, or its text
        above = _above(no, by_no) if kind is None else _sibling(no, *kind, by_no, -1)
        if above is None or (above not in asked and above not in after):
            continue
        if kind is None and above in after:
            after.add(no)  # a paragraph's next line, or one more paragraph of the text
            continue
        kinds = _asking_kinds(asked, by_no) if kinds is None else kinds
        if (kind or _kind(by_no[above])) in kinds:
            after.add(no)
    return after


def _above(no: int, by_no: Mapping[int, str]) -> int | None:
    """The line number of the nearest line above `no` that holds text."""
    at = no - 1
    while at in by_no and not by_no[at].strip():
        at -= 1
    return at if at in by_no else None


def _kind(text: str) -> tuple[int, str] | None:
    """An item's indent and marker; None for a line that is no bullet item."""
    m = _ITEM_RE.match(text)
    return None if m is None else (len(m.group("indent")), m.group("mark"))


def _siblings(no: int, indent: int, mark: str, by_no: Mapping[int, str]) -> Iterator[int]:
    """The line numbers of the item above and the item below line `no` in the same list, or
    across a heading (`## 2. Linear algebra` over its one item: the topics a list of
    questions is split into, each item still a sibling of the questions around it)."""
    for step in (-1, 1):
        at = _sibling(no, indent, mark, by_no, step, headed=True)
        if at is not None:
            yield at


def _sibling(
    no: int, indent: int, mark: str, by_no: Mapping[int, str], step: int, *, headed: bool = False
) -> int | None:
    """The line number of the item above (`step` -1) or below (1) line `no` in its list, past
    blank lines, more indented ones (its nested lines) and rules (`-----` set between each
    two questions of an interviewer's list: a separator of its items, not the list's end),
    and headings too when `headed`; None at the list's end."""
    at = no + step
    while at in by_no:
        text = by_no[at]
        if is_rule(text) or (headed and text[:1] == "#"):
            at += step
            continue
        if text.strip() and len(text) - len(text.lstrip(" \t")) <= indent:
            m = _ITEM_RE.match(text)
            if m is not None and len(m.group("indent")) == indent and m.group("mark") == mark:
                return at
            return None
        at += step
    return None


def set_as_siblings(
    found: Collection[tuple[int, str]], unanswered: Collection[int], by_no: Mapping[int, str]
) -> set[int]:
    """The items among `found` (list items beside questions, see `question_siblings`) that
    are set as the unanswered question above them is: in a run of such questions (`- Identify
    two attacks.` / `- Briefly describe each attack.` / `- Sort the attacks by risk.`), an
    item of one line, a sentence ended by the same mark (`.` or `?`), with an unanswered
    question or the run's end below it. The list's author asks with each item alike; the
    first words need not be a question's (`Briefly describe ...`, `Sort ...`). A remark
    (`Note: ...`), an item under an answered question or the last item over a paragraph (`-
    Candidates find this one hard.` / `Note: ...`, the author's remarks) stays text."""
    marked: set[int] = set()
    for no, text in found:
        m = _ITEM_RE.match(text)
        item = ((m.group("t") or "") if m else "").strip(" *_")
        if m is None or not item[:1].isupper() or ":" in item or item[-1:] not in ".?":
            continue
        kind = (len(m.group("indent")), m.group("mark"))
        above = _sibling(no, *kind, by_no, -1)
        below = _sibling(no, *kind, by_no, 1)
        if above is None or above not in unanswered:
            continue
        if below not in unanswered if below is not None else not _run_ends(no, by_no):
            continue  # the next question is answered, or a remark's paragraph follows
        nxt = by_no.get(no + 1, "")
        alone = not nxt.strip() or _kind(nxt) == kind  # nothing under it: one line
        if alone and by_no[above].rstrip(" *_")[-1:] == item[-1:]:
            marked.add(no)
    return marked


def unanswered_lines(loose: Collection[tuple[int, str]], skipped: Collection[Skipped]) -> set[int]:
    """The lines of the questions left unanswered so far: met loose, or a block with no
    answer (reported skipped). A list of questions with none of them is no unanswered one."""
    return {no for no, _ in loose} | {s.line for s in skipped if s.line is not None}


def _run_ends(no: int, by_no: Mapping[int, str]) -> bool:
    """Whether the list ends with line `no` where its section does: nothing but blank lines
    before the page's end, a heading or a rule."""
    at = no + 1
    while at in by_no and not by_no[at].strip():
        at += 1
    text = by_no.get(at)
    return text is None or text.lstrip()[:1] == "#" or is_rule(text)
