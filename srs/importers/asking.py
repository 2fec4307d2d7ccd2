"""Whether a text asks a question: a heading, a list item, a line met between questions.

One home for the tests every reader shares (the Markdown reader, the line reader, the
AsciiDoc reader and the card builder), so a question is recognised the same way everywhere.
"""

from __future__ import annotations

import re
import unicodedata

from srs.importers.chatpaste import sign_off
from srs.importers.cjkasks import asks_in_chinese
from srs.importers.cjkcolon import colon_answered
from srs.importers.common import POINTS, QUESTION_WORD_RE, UNNUMBERED_LABEL_RE
from srs.importers.jaasks import asks_in_japanese
from srs.importers.koasks import asks_in_korean
from srs.importers.labeltext import unlinked
from srs.importers.labelwords import QUESTION_MARKS
from srs.importers.lazyre import lazy
from srs.importers.unmarkedasks import asks_without_mark, names_a_difference_abroad
from srs.importers.values import Line

_TRAILING_MARKS = frozenset({"So", "Sk", "Mn", "Me", "Cf", "Zs"})


_TASK_WORD_RE = lazy(
    r"^(?:list|name|recite|outline|summari[sz]e|enumerate|identify|state|give|write|implement"
    r"|design|build|create|draw|sketch|rank)\b",
    re.I,
)
"""A verb that sets a task (`Design a URL shortener`, `Rank the following by speed: ...`),
which asks when an object follows it (`_TASK_OBJECT_RE`) or a full stop ends it. An option
that opens so in a `+`/`-` quiz (`- rank 2 data`) stays an option: srs.importers.signruns."""
_EXPLAIN_WORD_RE = lazy(
    r"^(?:explain|describe|compare|contrast|define|differentiate|distinguish|discuss)\b", re.I
)
"""A verb that sets a question (`Explain the ...`): followed by an article it asks, however the
rest is capitalised (a title would not open with an imperative and an article)."""
_FOREIGN_TASK_WORD_RE = lazy(
    r"^(?:explique|descreva|defina|diferencie|escreva|cite|fale|comente|explica|describa|escriba"
    r"|hable|comenta"
    r"|enumere|expliquez|décrivez|definissez|définissez|citez|erkläre|erklären|beschreibe|nenne"
    r"|jelaskan|sebutkan|tuliskan|tulis|uraikan|bandingkan|buatlah|buat|perbaiki|lengkapi|tambahkan"
    r"|giải[ \t]+thích|trình[ \t]+bày"
    r"|liệt[ \t]+kê|mô[ \t]+tả|hỏi[ \t]+về|kể[ \t]+về"
    r"|назовите|опишите|объясните|поясните|перечислите|расскажите|приведите|сравните"
    r"|wymień|wymien|opisz|wyjaśnij|wyjasnij|omów|omow|podaj|porównaj"
    r"|nommez|comparez|spiega|spiegare|descrivi|elenca|definisci|confronta"
    r"|nennen[ \t]+sie|beschreiben[ \t]+sie|vergleichen[ \t]+sie|erklären[ \t]+sie"
    r"|açıklayın|açıklayınız|tanımlayın|beschrijf|noem)\b",
    re.I,
)
"""The verb that sets a task in the languages learners' notes are kept in (Portuguese,
Spanish, French, German, Indonesian, Vietnamese, Russian, Polish, Italian, Turkish, Dutch:
`Назовите основные аннотации Hibernate.`, `Jelaskan apa yang dimaksud variabel global.`,
`Explique o papel do índice.`, `Fale sobre os padrões de arquitetura.`, the interviewer's
`Hỏi về các dự án bạn đã làm.`, "ask about your projects"): as with `List ...`
in English, the task asks when it ends as a sentence, or with a colon over what it asks for
(`Cite algumas boas práticas de código limpo:`); a topic heading (`Explique`, `Buat Tabel`)
does not end with a full stop."""
_ROMANCE_QUESTION_RE = lazy(
    r"^(?:qu[eé]|cu[aá]l(?:es)?|qual|quais|o[ \t]+que)[ \t]+(?:es|son|significa|hace|hacen|[eé]|s[aã]o"
    r"|significa|faz|fazem)\b|^(?:para|por)[ \t]+qu[eé]\b|^por[ \t]+que\b"
    r"|^diferencias?[ \t]+entre\b|^diferen[cç]as?[ \t]+entre\b",
    re.I,
)
"""A Spanish or Portuguese question typed without its marks (`Qué es el hoisting`, `Cuáles son
los tipos`, `Para qué se usa`, `O que é um closure`, `Diferencia entre == y ===`): a question
word and the verb it asks with, which no title opens with (`Cómo instalar Node` is a title:
"how to install")."""
_ROMANCE_FIRST = frozenset("QqCcOoPpDd")
_DIFFERENCE_RE = lazy(
    r"^(?:the\s+)?differences?\s+between\s+\S.*?(?:\s(?:and|vs\.?|versus)\s+|,[ \t]*)\S[^:]*(?<!\.)$",
    re.I,
)
"""`Difference between X and Y` (or `X, Y, Z`): asked as a topic, but the question every list
asks."""
_TASK_OBJECT_RE = lazy(
    r"^\S+(?:[ \t]+(?:down|out|up))?[ \t]+(?:the|a|an|all|some|any|two|three|four|five|six|seven|eight|nine|ten|\d+(?=[ \t]+\S)"
    r"|(?:code|pseudo-?code|sql|queries)[ \t]+(?:to|that|for)\b)\b",
    re.I,
)
"""A task set as a card (`List the ...`, `Design a ...`, `Write code to ...`, `Write down a
sequence of ...`, `List out the ...`) asks when its object follows an article
or a number, or it ends as a sentence; `List comprehensions` or `State management` is a topic,
and a verb over a number alone (`rank 2`, a point of a list) sets no task."""


def opens_like_a_question(text: str) -> bool:
    """Asks, and starts with a question word or a task word (not only a sentence)."""
    t = text.lstrip(" *_")
    if asks_in_chinese(t.rstrip(" *_")):
        return True  # `设计一个物流系统`: a task or a question word, in Chinese
    return bool(QUESTION_WORD_RE.match(t) or _TASK_WORD_RE.match(t)) and asks(t)


_TRUE_OR_FALSE_RE = lazy(
    r"^(?:\(?(?:true\s+or\s+false|true\s*/\s*false|t\s*/\s*f)\)?)[ \t]*[:?.\-–—][ \t]*\S", re.I
)
"""`True or False: <statement>`, `T/F: ...`: a statement set to be judged asks, though it is
said as a sentence."""
_JUDGED_OR_BLANK_RE = lazy(
    r"\((?:true\s+or\s+false|true\s*/\s*false|t\s*/\s*f)\)[ \t]*[.:]?$"
    r"|(?:^|[\s(])(?:\\?_){3,}(?=[\s.,;:?!)]|$)",
    re.I,
)
"""A statement tagged to be judged at its end (`TCP is connectionless (T/F)`), or one with a
blank to fill (`IP datagrams are routed by the ______ address.`, the underscores escaped or
not): a textbook's review questions, which ask though they are said as sentences."""
_CHOICE_TAG_RE = lazy(
    r"\((?:select|choose|pick|check|mark)\s+(?:all\s+that\s+apply|all\s+correct\b[^()]*"
    r"|one|two|three|[1-5])[ \t]*[.!]?\)[ \t]*[.:]?$",
    re.I,
)
"""A statement tagged at its end with how many options to choose (`... it offers the ability
to...(select all that apply)`): a choice question's stem, said as a sentence."""
_BRACKET_BLANK_RE = lazy(
    r"[(（][ \t\u3000]{1,8}[)）]|（）|[\u2e80-\u9fff]_{2,}|_{2,}[（\u2e80-\u9fff]|[(（][单多]选[)）]"
    r"|(?<=[\w?:][ \t])`?_{3,}`?[ \t]*[.?]?$"
)
"""A blank to fill in brackets (`... 使用操作系统提供的（  ）接口`, `... is ( ).`, `...的是（）`) or
in underscores against Chinese words (`用于提高____`), or a choice's tag (`（单选）`, single
choice; `（多选）`): how exams in Chinese, and some in English, set the gap a choice fills (an
empty `()` is a call in code, no gap); in English, a blank of underscores ending the line
after a word (`... typed for this cast? `_____``, `The default port is ____.`)."""
_QUOTES = '"“”«»'
"""Quotes around a question (`"Walk me through ..."`, an interviewer's words): not its text."""


def asks(text: str) -> bool:
    """Whether a text reads as a question: it ends with `?` (or the full-width `？` of CJK
    text, whatever it opens with: `Redis有哪些数据结构？` names its subject first) or starts
    with a question word."""
    stripped = _without_trailing_marks(text)
    if asks_to_fill(text) or _marked_asking(stripped):
        return True  # `... 接口（  ）`, `... 提高____` (before its end's marks go)
    text = stripped.lstrip(" *_")
    text = _LEAD_TAG_RE.sub("", text, count=1) if text[:1] in _LEAD_TAG_FIRST else text
    if _asks_unmarked(text):
        return True  # `True or False: ...`, `... (T/F)`; `设计一个点赞系统（字节跳动）` in Chinese
    tasked = _asks_by_verb(text)
    if tasked is not None:
        return tasked
    if _DIFFERENCE_RE.match(text):
        return True  # `Difference between require() and import`: the interview staple
    if QUESTION_WORD_RE.match(text) is None:
        return _asks_after_context(text)  # `In the context of X, describe Y ...`
    if _HOW_TO_RE.match(text):
        return False
    if _CLAUSE_FIRST_RE.match(text):
        return False  # `When conducting a test, the p-value is ...`: a statement
    # `Explain the CAP theorem` asks; a sentence, ending with a full stop, asks however it is
    # capitalised
    return text.endswith(".") or _asks_however_capitalised(text)


def _asks_by_verb(text: str) -> bool | None:
    """True for a task or request set by its verb, False for such a verb that is code's
    keyword (`_keyword_first`), None when the verb does not tell."""
    if _keyword_first(text):
        return False  # `EXPLAIN 分析 SQL`, `WHERE clause tips`: SQL's keyword, no request
    if _TASK_WORD_RE.match(text) and (text.endswith(".") or _TASK_OBJECT_RE.match(text)):
        return True  # `List the twelve principles`, `Design a URL shortener`, `Recite ... .`
    if _EXPLAIN_WORD_RE.match(text) and _TASK_OBJECT_RE.match(text):
        return True  # `Explain the Event Loop in Node.js`: its capitals are names, no title's
    return None


_CONTEXT_LEAD_RE = lazy(r"^[^\W\d_][^,.;:!?()\[\]{}\n]{2,70}?,[ \t]+(?=[^\W\d_])")
"""A short phrase setting a question's context, ended by a comma (`In the context of web
servers, `, `For a web server, `, `Given a sorted array, `, `Using SQL, `, `In Python, `,
`Dans le contexte des réseaux, `): no sentence mark inside it."""
_CONTEXT_WORDS = range(2, 9)
"""A context phrase's words: one word before a comma is a sentence's adverb (`First, create
...`, `However, ...`), more than eight a clause of its own."""
_ASKS_AFTER_CONTEXT_RE = lazy(
    r"^(?:(?:what|why|how)[ \t]+(?:is|are|was|were|do|does|did|can|could|should|would|will"
    r"|has|have)|explain|describe|compare|contrast|define|differentiate|distinguish|discuss)\b",
    re.I,
)
"""What opens a question after its context phrase: a question word and the verb it asks
with (`how would you ...`; a bare `which` or `where` after a comma opens a relative clause:
`The builtins, which must ...`), or a verb that sets a question (`describe ...`)."""


def _asks_after_context(text: str) -> bool:
    """Whether a text asks after a short phrase setting its context (`In the context of web
    servers, describe a reverse proxy, ...`, `Given a sorted array, how would you find ...`,
    `Using SQL, write a query that ...`, `Dans le contexte des réseaux, expliquez ... .`):
    what follows the comma opens as a question does (`_ASKS_AFTER_CONTEXT_RE`, a task verb
    with its object, a task verb in another language) and asks as a whole. An answer's
    sentence so opened (`In the context of X, a proxy forwards requests.`, `First, create
    a file`, `The builtins, which must ...`) asks nothing."""
    if not text[:1].isupper():
        return False
    if ";" in text and _asks_after_setting(text):
        return True  # `X gets stuck in a local minimum; give two ways to escape it;`
    if "," not in text[:80]:
        return False
    lead = _CONTEXT_LEAD_RE.match(text)
    if lead is None or len(lead.group().split()) not in _CONTEXT_WORDS:
        return False
    return _opens_asking(text[lead.end() :])


def _opens_asking(rest: str, *, tasks_only: bool = False) -> bool:
    """Whether what follows a question's context opens as a question does
    (`_ASKS_AFTER_CONTEXT_RE`, a task verb with its object, a task verb in another language)
    and asks as a whole; only by a verb that sets a task or a question when `tasks_only`."""
    opens = bool(
        (_EXPLAIN_WORD_RE if tasks_only else _ASKS_AFTER_CONTEXT_RE).match(rest)
        or _FOREIGN_TASK_WORD_RE.match(rest)
        or (_TASK_WORD_RE.match(rest) and _TASK_OBJECT_RE.match(rest))
    )
    return opens and asks(rest)


_SETTING_END_RE = lazy(r";[ \t]+(?=[^\W\d_])")
"""The semicolon that ends a task's setting, before the clause that sets the task."""
_SENTENCE_END_RE = lazy(r"[.!?][ \t]+\S")
"""A sentence ended inside a text: a task clause is the text's last."""
_SETTING_WORDS = 4
"""Words a setting has at least: fewer (`Done; list the rest`) set no scene."""


def _asks_after_setting(text: str) -> bool:
    """Whether a text states a setting, then sets its task in a clause after a semicolon
    (`Plain gradient descent can get stuck in a poor local solution; give two ways to
    escape it;`, a review sheet's question with no question mark): a statement ends with a
    full stop, and its author ended the setting with `;` to go on with the task in the same
    sentence, so what follows opens with the verb that sets the task (`_opens_asking`: `give
    two ...`, `explain the ...`, `describe how ...`); a question word there asks only with
    its mark (`Short and to the point; why you should take the course:` is a page's
    heading). The task is the text's last sentence: an answer's `Add an index; list the
    columns first. It speeds up reads.` goes on past it."""
    for m in _SETTING_END_RE.finditer(text):
        rest = text[m.end() :]
        if len(text[: m.start()].split()) < _SETTING_WORDS or _SENTENCE_END_RE.search(rest):
            continue
        if _opens_asking(rest, tasks_only=True):
            return True
    return False


def asks_as_task(text: str) -> bool:
    """Whether a text opens with a verb that sets a question (`Explain ...`, `Describe ...`)
    or a task in another language (`Explique ...`, `Descreva ...`), whatever follows it: only
    where its siblings say it asks (srs.importers.siblingasks). An English task word (`Write
    clean code`, `State management`) may name a topic and is not enough."""
    return bool(_EXPLAIN_WORD_RE.match(text) or _FOREIGN_TASK_WORD_RE.match(text))


_CAPS_FIRST_RE = lazy(r"^[A-Z]{2,}(?![\w'’-])")
"""A first word in capitals (`EXPLAIN`, `WHERE`)."""


def _keyword_first(text: str) -> bool:
    """Whether a text opens with a question or task word in capitals that the rest does not
    shout (it holds a lowercase letter, or a script with no capitals: `EXPLAIN 分析 SQL`,
    `EXPLAIN the plan`): a keyword of code (SQL's `EXPLAIN`, `DESCRIBE`, `WHERE`) named as a
    topic, not a request; `EXPLAIN THE OSI MODEL`, all in capitals, still asks."""
    m = _CAPS_FIRST_RE.match(text)
    if m is None or not (QUESTION_WORD_RE.match(text) or _TASK_WORD_RE.match(text)):
        return False
    rest = text[m.end() :]
    return any(ch.islower() or (ch.isalpha() and not ch.isupper()) for ch in rest)


_QUOTED_SAYING_RE = lazy(r'^(?:"[^"]+"|“[^“”]+”|«[^«»]+»)$')
"""A text wholly in one pair of double quotes."""


def quoted_saying(text: str) -> bool:
    """Whether a heading is wholly in double quotes, two words or more (`### "Tell me about
    yourself"`, `### "Giới thiệu về bản thân"`): the interviewer's very words, which ask
    whatever their language or mood, where a title is never so quoted."""
    text = text.strip(" *_")
    return text[:1] in _QUOTES and " " in text and _QUOTED_SAYING_RE.match(text) is not None


_IF_ASKED_RE = lazy(
    r"^(?:if|when)[ \t]+(?:you(?:['’]re|[ \t]+are)[ \t]+)?asked[ \t]+(?:about|on)[ \t]+[^,.;:!?\n]{1,60}$",
    re.I,
)
"""`If asked about Java`, `When you're asked about X`: an interview guide's prompt (a heading
over the reply to give, among `### Q1: ...?` headings), which asks as `Tell me about Java`
does; only as the whole text: a sentence (`If asked about Java, be honest.`) is advice."""


def _asks_unmarked(text: str) -> bool:
    """A statement set to be judged (`_judged`), a line in Chinese that sets a task or holds
    a question word (srs.importers.cjkasks; a line opening with no ideograph is not tested
    for it), an interview guide's prompt (`If asked about Java`), a Spanish or Portuguese
    question typed without its marks (`_ROMANCE_QUESTION_RE`), or a request or a task set in
    another language (`asks_in_own_language`): all ask with no question mark."""
    if _judged(text) or (text[:1] > "\u2e7f" and asks_in_chinese(text)):
        return True
    if text[:1] in "IiWw" and _IF_ASKED_RE.match(text):
        return True  # `If asked about Java`
    if text[:1] in _ROMANCE_FIRST and _ROMANCE_QUESTION_RE.match(text):
        return True  # `Qué es el hoisting en Javascript`, its `¿...?` left off
    if asks_without_mark(text):
        return True  # `Что такое DOM`, `Разница между let и var`: no `?`, as in English
    return asks_in_own_language(text)


def asks_in_own_language(text: str) -> bool:
    """Whether a text asks as a request or a task set in the notes' own language, with no
    question mark and no English question word: Korean (srs.importers.koasks: `this에 대해
    설명해주세요`, `...설명하시오.`), Japanese (srs.importers.jaasks: `...について説明して
    ください。`), or a task verb of another language (`_FOREIGN_TASK_WORD_RE`: `Explique o papel
    do índice.`). The one test for them, in a heading and in a list item alike."""
    if asks_in_korean(text) or asks_in_japanese(text):
        return True
    # `Jelaskan apa yang dimaksud ... .`: a task set in the notes' language, as a sentence,
    # or over what it asks for (`Cite algumas boas práticas de código limpo:`)
    ends = text.endswith(".") or (text.endswith((":", "：")) and text.count(" ") >= 2)
    return ends and text[:1].isalpha() and bool(_FOREIGN_TASK_WORD_RE.match(text))


def _judged(text: str) -> bool:
    """A statement set to be judged (`True or False: ...`, `... (T/F)`) or to be completed
    (`... the ______ address.`): it asks, said as a sentence."""
    if _TRUE_OR_FALSE_RE.match(text):
        return True
    if text.endswith(")") and _CHOICE_TAG_RE.search(text):
        return True  # `... the ability to...(select all that apply)`
    return ("_" in text or "/" in text or " or " in text) and bool(_JUDGED_OR_BLANK_RE.search(text))


def answered_true_or_false(question: str, answer: str) -> bool:
    """Whether a lone `T` or `F` answers a statement set to be judged (`T/F: host is a
    reserved tag.`, `... (True or False)`): the verdict, no option's letter."""
    if answer.strip().upper() not in ("T", "F"):
        return False
    return bool(_TRUE_OR_FALSE_RE.match(question) or _JUDGED_OR_BLANK_RE.search(question))


def _marked_asking(text: str) -> bool:
    """Whether a text's marks say it asks: a question mark at its end or one before a
    remark or a task (`_ASKED_AT_RE`, `_ASKED_THEN_TOLD_RE`)."""
    return text.endswith(QUESTION_MARKS) or bool(
        _ASKED_AT_RE.search(text) or _ASKED_THEN_TOLD_RE.search(text)
    )


def ends_asking(text: str) -> bool:
    """Whether a line ends as a question does: a question mark (a full-width one too), or a
    blank to fill."""
    return text.endswith(QUESTION_MARKS) or asks_to_fill(text)


_ASKED_OVER_CODE_RE = lazy(r"^(?P<ask>[^=;{}`?？]+)[?？][ \t]+(?P<code>\S.*)$")
"""`P15. ¿Qué hace el siguiente código? var c = ((a < b) ? 'minor' : 'major');`: words that ask
(no code's mark among them), a question mark, then the code asked about on the same line."""
_CODE_MARK_RE = lazy(r"[=;{}`]|\w\(")
"""What code has that a remark after a question does not (`(2 points)`, `Give examples.`): an
assignment or comparison, a statement's `;`, a brace, a backtick, a call."""


def asks_over_code(text: str) -> bool:
    """Whether a line asks, then shows on the same line the code it asks about (`What does this
    line do? var n = a < b ? 'low' : 'high';`): its end is code, so the tests that look at how a
    line ends (`asks`) say it does not ask. Only where its siblings tell it is a question (a
    label they share: srs.importers.quotequestions); an answer's code with a `?` in it (`x = a
    ? b : c;`) has code before its `?` and never asks so."""
    if "?" not in text and "？" not in text:
        return False
    m = _ASKED_OVER_CODE_RE.match(text.strip(" *_"))
    if m is None or sum(w[:1].isalpha() for w in m.group("ask").split()) < 2:
        return False
    code = m.group("code").rstrip(" *_")
    return code[-1:] not in ".!" and _CODE_MARK_RE.search(code) is not None


def asks_outright(text: str) -> bool:
    """Whether a title asks in its form alone: it ends with a question mark, or opens with a
    question word and the verb of a question (`What is the event loop`, `How does X work`);
    not a sub-section's title that opens with a question word (`How it works`, `Why it
    matters`)."""
    text = text.strip(" *_")
    if ends_asking(text):
        return True
    return QUESTION_WORD_RE.match(text) is not None and _ASKING_VERB_RE.match(text) is not None


def asks_to_fill(text: str) -> bool:
    """Whether a text sets a blank to fill or a choice to make (`... 接口（  ）`, `... is ( ).`,
    `...操作系统（单选）`): it asks, though no question mark ends it."""
    if "(" not in text and "（" not in text and "__" not in text:
        return False
    return _BRACKET_BLANK_RE.search(text) is not None


_PICK_RE = lazy(
    r"^(?:(?:choose|select|pick|mark|check|tick)[ \t]+(?:all|every|each|the|one|two|three|\d)"
    r"|выберите|отметьте|укажите|selecione|seleccione|escolha|elija|escoja|assinale"
    r"|choisissez|sélectionnez|cochez|wählen[ \t]+sie)\b[^?]*[.:]?$",
    re.I,
)
"""An instruction to pick among answers (`Choose all that apply.`, `Select the valid
declarations:`, Russian `Выберите все верные варианты.`, Portuguese `Selecione somente uma
resposta.`, `Choose two.`): it asks, though a full stop or a colon ends it. An English verb
needs a count or `the` after it (`Select one answer.`); the other languages' imperatives
here are a quiz's words whatever follows them."""


def asks_to_pick(text: str) -> bool:
    """Whether a line tells the reader to pick among answers (`_PICK_RE`): a question's
    prompt, set after the code it is about."""
    return _PICK_RE.match(text.strip(" *_")) is not None


def names_a_difference(text: str) -> bool:
    """Whether a text is `Difference between X and Y`: a question as a heading or list item
    of questions, but as a bold line inside an answer (`**Difference between private and
    protected**` under `**Private**` and `**Protected**`) one more of the answer's labels."""
    text = text.strip(" *_")
    return _DIFFERENCE_RE.match(text) is not None or names_a_difference_abroad(text)


def _without_trailing_marks(text: str) -> str:
    """The text without emphasis, quotes, a trailing tag (`(Medium)`, `[Hard]`) or a mark
    after its question mark (`What is X? ⭐️`)."""
    text = unlinked(text.strip(" *_"))[0].strip(_QUOTES)
    if text[-1:] in _WORTH_LAST:
        text = _WORTH_RE.sub("", text)
    text = _TRAILING_TAG_RE.sub("", text.rstrip(" *_"))
    while text and unicodedata.category(text[-1]) in _TRAILING_MARKS:
        text = text[:-1].rstrip(" *_")
    return text


def _asks_however_capitalised(text: str) -> bool:
    """A line opening with a question word asks unless it is a title in Title Case (`What
    You'll Find Here`); in Title Case, a question word and a verb that asks (`What Is the
    Difference Between X and Y`, `How Do You Filter Groups`) still ask, and so does a line
    whose last word is lowercase: its capitals are names (`Compare Kafka and RabbitMQ
    briefly`), a title would capitalise its last word too."""
    words = [w for w in text.split()[1:] if len(w) > 3 and w[0].isalpha()]
    if not words or sum(w[0].isupper() for w in words) * 2 <= len(words):
        return True
    if words[-1][0].islower() and words[-1] == text.split()[-1]:
        return True  # `Differentiate Raft and Paxos conceptually`: names, not a title's capitals
    return _ASKING_VERB_RE.match(text) is not None


_ASKED_AT_RE = lazy(r"\?[ \t]+[-–—|][ \t]+\S[^?]*$")
"""`How to Use melt()? - Google, Amazon Interview Question`: a question with a note after a
dash (where it was asked, its level), which the `?` before the dash tells."""
_ASKED_THEN_TOLD_RE = lazy(
    r"\?(?:\*\*|__)?[ \t]+(?:round|give|express|enter|assume|state|select|choose|show)\b[^?]*$",
    re.I,
)
"""`... **what is the braking distance (in m)**? Assume 5 m/s². Round your answer to 2
decimal places.`: a question, then how to work out or write its answer."""
_HOW_TO_RE = lazy(r"^how\s+to\b", re.I)
"""`How to use this repo`: a guide's title, not a question (`How to ...?` ends with `?`)."""
_CLAUSE_FIRST_RE = lazy(
    r"^(?:when|where|while|if|once)\s+(?!(?:is|are|was|were|do|does|did|can|could|should"
    r"|would|will|might|must|may|has|have|had|to|not)\b)[^,?;:]{3,80},\s+"
    r"(?!(?:what|how|why|which|who|where|when|would|do|does|did|can|could|should|will|is|are"
    r"|describe|explain|tell|give|walk)\b)\w",
    re.I,
)
"""A sentence opened by a subordinate clause (`When conducting a test, the p-value ...`),
not a question: the word after `when` asks nothing (no `When would you ...`), nor does the
main clause (`When you join a team, what do you do first.` asks)."""
_ASKING_VERB_RE = lazy(
    r"^\w+\s+(?:is|are|was|were|do|does|did|can|could|should|would|will|has|have)\s+\w", re.I
)
"""A question word then the verb of a question (`What Is the ...`, `How Do You ...`)."""


_LEAD_TAG_RE = lazy(
    r"^(?:[(\[][A-Za-z]{2,12}[)\]][ \t]?"
    r"|\[[A-Za-z]{2,12}(?:[ -][A-Za-z]{2,12}){1,2}\](?:\*\*|__)?[ \t]+"
    r"|\[[A-Za-z]{2,12}\](?:\*\*|__)[ \t]+"
    r"|(?:[A-Za-z]{1,12}-){0,3}[A-Za-z]{1,12}-?\d{1,4}\)[ \t]+)(?=[A-Z])"
)
_LEAD_TAG_FIRST = frozenset("([ABCDEFGHIJKLMNOPQRSTUVWXYZ")
"""A tag before a question, naming who asked it (`(fb)Outline a scalable system`, `[Amazon]
How ...`): no part of what is asked, and in the way of the question word or task verb that
says it asks; read as a statement, the question became part of the answer above it. So is
the question's kind in square brackets, bold or not (`**[Short Answer]** Describe ...`, an
exam sheet's, srs.importers.taggeditems). So is a
prep list's own id of the item (`B7) Give an example ...`, `T-HTML-6) Describe ...`): a
task list of such items read as statements became one choice question of the section."""
_WORTH_RE = lazy(
    rf"[ \t]*(?:<(?P<tag>span|small|sup|b|strong|em|i|mark)\b[^<>]*>[ \t]*)?{POINTS}"
    r"(?(tag)[ \t]*</(?P=tag)[ \t]*>)[ \t*_]*$",
    re.I,
)
_WORTH_LAST = frozenset(")]>")
"""What a question's worth written after it (`[4 marks]`, `(2 marks)`, `[3 pts]`), bare or in
an inline element that styles it (`<span class='mark'>[2 marks]</span>`), ends with: the cheap
test first. An exam sheet tags each question so; the worth is no part of what is asked, and
in the way of the `?` or the full stop that says the line asks."""
_TRAILING_TAG_RE = lazy(
    r"(?<=[?？؟])[ \t]*[(\[（][^()\[\]（）\n]{1,60}[)\]）][ \t*_]*$"
    r"|(?<=\.)[ \t]+\((?![ \t]*(?i:true|false|t|f)[ \t]*/)(?=[^()\n]*[^\W\d_])[^()\n]{1,60}\)[ \t*_]*$"
)
"""A tag or remark after a question's mark (`(Medium)`, `[Hard]`, `(Future? WebClient?)`),
or a gloss in brackets after a sentence set as a task (`Explain CI/CD. (Continuous
Integration/Continuous Delivery)`): the words it spells out, no part of what is asked (a
`(True / False)` after a statement is how it is asked, and stays)."""


# -- small text helpers ----------------------------------------------------------------------


_TOPIC_LABEL_RE = lazy(
    r"^(?P<topic>[^\t\n]{1,60}?)(?:\t+|[ \t]{2,})(?:\*\*|__)?(?:q|question)(?:\*\*|__)?[ \t]*[:：.]"
    r"(?:\*\*|__)?[ \t]*(?P<q>\S.*)$",
    re.I,
)


SCENE_LABEL_RE = lazy(
    r"^(?:\*\*|__)(?:scenario|situation)(?:[ \t]*[:：](?:\*\*|__)|(?:\*\*|__)[ \t]*[:：])[ \t]+(?P<q>\S.*)$",
    re.I,
)
"""`**Scenario:** Explain how ...`: a bold lead-in naming the kind of question (or setting
out the scene it asks about, srs.importers.followups)."""


def drop_topic_label(text: str) -> str:
    """`CAP Theorem<TAB>Q: What is the CAP theorem?` (a table pasted as text) -> the question;
    a short question keeps its topic, which it needs (`Interface Segregation: What is it?`).
    A bold lead-in that names the question's kind (`**Scenario:** Explain ...`) goes when
    what follows asks."""
    if text[:2] in ("**", "__") and (lead := SCENE_LABEL_RE.match(text)) is not None:
        return lead.group("q") if asks(lead.group("q")) else text
    m = _TOPIC_LABEL_RE.match(text) if "\t" in text or "  " in text else None
    if m is None:
        return text
    question = m.group("q").strip()
    return question if len(question.split()) > 4 else f"{m.group('topic').strip()}: {question}"


_ASKING_ITEM_RE = lazy(
    r"^ {0,3}(?:(?:[-*+]|\d{1,4}[.)])[ \t]+)?(?:\*\*|__)(?P<q>[^*_].*[?？؟])(?:\*\*|__)[ \t]*$"
    r"|^ {0,3}(?:[-*+]|\d{1,4}[.)])[ \t]+(?P<i>[^\[][^|]*[?？؟])[ \t]*$"
)
"""A bold line or a list item that asks: a question-like item, whatever follows it; its mark
the ASCII one, or CJK text's full-width `？` (`- **SVM核函数的选择？**` between two rules), or
the Arabic `؟` (`QUESTION_MARKS`)."""


def plain_question(text: str) -> str:
    """A question's words only: no list marker, number, emphasis or trailing mark."""
    m = _ITEM_RE.match(text)
    text = drop_topic_label(m.group("t") if m else text)
    text = re.sub(
        r"^\W*(?:q(?:uestion)?\s*)?\d{0,4}\s*[.):]?\s*", "", text.replace("**", ""), flags=re.I
    )
    return " ".join(re.sub(r"[^\w\s]", " ", text.casefold()).split())


def asking_items(lines: list[Line]) -> int:
    """How many list items among these lines ask a question: answered after a colon on
    their own line too (`1. 有哪些X: Y`, srs.importers.cjkcolon)."""
    count = 0
    for line in lines:
        if line.code:
            continue
        m = _ITEM_RE.match(line.text)
        if m is not None and (
            m.group("t").rstrip(" *_").endswith("?")
            or asks_alone(line.text)
            or colon_answered(m.group("t")) is not None
        ):
            count += 1
    return count


def asks_alone(text: str) -> bool:
    """A question-like line met outside any question (see `_ASKING_ITEM_RE`), or a list item
    set as a question without a question mark (`- Explain what a channel is.`), in English
    or asked as a request in the notes' own language (`- 스택과 힙의 차이를 설명하시오.`)."""
    if text.rstrip()[-1:] in _ASKING_ITEM_ENDS and _ASKING_ITEM_RE.match(text) is not None:
        return True
    m = _ITEM_RE.match(text)
    if m is None:
        return False
    item = m.group("t")
    if (":" in item[:40] or "：" in item[:40]) and UNNUMBERED_LABEL_RE.match(item):
        return True  # `- **Soru:** ... anlatın.`: a task set as a sentence, labelled a question
    if _LEAD_IN_RE.match(item):
        return False
    # `- 스택과 힙의 차이를 설명하시오.`, `- Explique o papel do índice.`: asked as a request
    return opens_like_a_question(drop_topic_label(item)) or asks_in_own_language(item.strip(" *_"))


_ASKING_ITEM_ENDS = frozenset((*QUESTION_MARKS, "*", "_"))
"""What a question-like item's line ends with (the cheap test before `_ASKING_ITEM_RE`)."""

_LEAD_IN_RE = lazy(r"^(?:\*\*|__)[^*_]+(?:\*\*|__)[ \t]*[-–—:][ \t]+\S")
"""`4. **Give examples** - Concrete scenarios impress`: a point in bold and its explanation
after a dash (a list of tips), never a question left unanswered."""

_ITEM_RE = lazy(r"^ {0,3}(?:[-*+]|\d{1,4}[.)])[ \t]+(?P<t>[^\[\s].*)$")


def not_contents(text: str) -> bool:
    """A line that is neither a link to an anchor on the page nor a table's row: not a
    table of contents' (whose questions are the page's, answered below)."""
    return "](#" not in text and not (text.lstrip().startswith("|") and text.count("|") >= 2)


_OFFER_RE = lazy(
    r"^[\W_]*(?:(?:do|would)\s+you\s+(?:want|like)\s+(?:me\s+to|a|an|the|more)\b|want\s+me\s+to\b"
    r"|(?:shall|should)\s+I\s+(?:also\s+)?(?:prepare|make|create|write|give|add|turn|convert|share"
    r"|provide|expand|include)\b|if\s+you(?:'d)?\s+(?:want|like|need)\b[^.?!]{0,40}?\bI\s+can"
    r"|I\s+can\s+also\b|let\s+me\s+know\s+if\b)",
    re.IGNORECASE,
)
"""A chat assistant's offer at the end of a pasted answer (`Do you want me to also prepare a
short version ...?`, `Would you like me to ...?`, `Shall I make ...?`, `If you want, I can
also provide:`, `Let me know if ...`): words to the one who asked, never the document's."""


_GOING_ON_RE = lazy(
    r"^[\W_]*(?:continue|continuing|by\s+continuing)\b[^.?!]{0,40}?\b(?:(?:same|similar|this)"
    r"\s+(?:format|pattern|manner|style|structure|way)|where\s+(?:we|I)\s+left\s+off)\b",
    re.IGNORECASE,
)
"""A generator's note on going on with the list (`Continue similar format for the next 75
questions, covering topics like:`, `By continuing in this manner, ...`, `Continuing from
where we left off:`): words about making the document, as an offer is, never an answer's."""


def chat_offer(text: str) -> bool:
    """Whether a line opens a chat assistant's offer (see `_OFFER_RE`, and its sign-offs in
    other languages: srs.importers.chatpaste's `sign_off`) or its note on going on
    (`_GOING_ON_RE`); cheap tests first. The one rule for it: a lone line so worded is no
    unanswered question, and words after the last rule that open so are the page's closing
    words (srs.importers.closing)."""
    if "ontinu" in text and _GOING_ON_RE.match(text) is not None:
        return True
    if ("me " in text or "I " in text or "you " in text) and _OFFER_RE.match(text) is not None:
        return True
    return sign_off(text)


def asks_before_questions(text: str) -> bool:
    """A plain line that asks, at the margin, before any question: one question alone
    (`What are the assumptions of linear regression?` over its points) or a task set by its
    verb (`Explain in short all 7 layers of OSI`, `asks_as_task`: the one list of the verbs
    that set a question, in every language the importer knows); no question's start the
    reader knows, but a question all the same. Not an instruction (`Do NOT click start until
    ...`), nor a setting out (`Suppose we have two tables: ...`), nor a question with more
    after it."""
    text = text.strip()
    if not text[:1].isupper() or len(text) > 200 or not asks(text):
        return False
    if text.endswith("?"):
        return "? " not in text
    return asks_as_task(text) and not text.endswith(".")
