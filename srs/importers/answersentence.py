"""A key told in a sentence under the options: `> The answer is 1 and 5.`, `2 is correct`.

Certification-exam notes (a Java SE practice set written up question by question) give the
key as a sentence, often quoted, the reason after it:

    1. javac Hello.java / java Hello
    2. java Hello.class

    > The answer is 1. The class file is run by its name.

No reader takes `The answer is` for a label (`The correct answer is b)` names a key only with
`correct`), so the options and the sentence were read as an open answer. Here such a sentence,
within reach below an option line, becomes the `Answer: 1` line every reader knows (before the
numbered options are lettered: srs.importers.markers), the rest of its line after a dash; a
quote keeps its `>`.

A Chinese front-end test says it so under every question, in a quote (`> 答案为 b`, "the answer
is b", over `> 解析: ...`), as quizzes in other languages do (`正确答案为：C`, `La respuesta es b`,
`Die Antwort ist B`): the words are `labelwords.KEY_SENTENCES`, a language a line (English is
this module's own pattern, whose `correct` needs its colon, see `_SENTENCE_RE`). Several letters
(`答案为 A B`, `a,b`, `a、c`, glued `ab` in order) are several keys, which the readers make the
warned open card of several right options; letters glued out of order (`ba`) are a word, no
key.
"""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.labelwords import JOINING_WORDS, KEY_SENTENCE_WORDS, KEY_SENTENCES
from srs.importers.lazyre import lazy

__all__ = ["answer_sentences"]

_KEY = r"(?:`[A-Ha-h1-9]`|\(?[A-Ha-h1-9]\)?(?![\w'’]))"
_KEYS = rf"{_KEY}(?:(?:[ \t]*[,&][ \t]*|[ \t]+and[ \t]+|,[ \t]*and[ \t]+){_KEY})*"
_LABEL = r"(?:\*\*|__)?(?:A|Ans|Answer)(?:\*\*|__)?[ \t]*:(?:\*\*|__)?[ \t]*"
"""`**A**:`, `Answer:`: the label a key sentence may follow on its line."""
_LABEL_LINE_RE = lazy(rf"^(?P<lead>[ \t]*(?:>[ \t]?)*)[ \t]*{_LABEL}(?P<text>\S.*)$")
"""An answer label over some words (`**A**: Type of ...`), which may be the explanation a
key sentence below it ends."""
_SENTENCE_RE = lazy(
    rf"^(?P<quote>[ \t]*(?:>[ \t]?)*)[ \t]*(?:the[ \t]+)?(?:answers?[ \t]+(?:is|are)[ \t]*:?"
    rf"|(?:correct|right)[ \t]+answers?[ \t]+(?:is|are)[ \t]*:)[ \t]*"
    rf"(?:options?[ \t]+)?(?P<keys>{_KEYS})[ \t]*[.]?(?:[ \t]+(?P<rest>\S.*))?$",
    re.I,
)
"""`The answer is 1 and 5.`, `> The answer is: 1.`, `Answer is C. Because ...`, `The correct
answer is: 2` (a practice test's fold under numbered options; without the colon, `The correct
answer is b) because ...` is srs.importers.marks' `key_sentence`, the reason kept whole)."""
_CORRECT_RE = lazy(
    rf"^(?P<quote>[ \t]*(?:>[ \t]?)*)[ \t]*(?P<label>{_LABEL})?(?:options?[ \t]+)?(?P<keys>{_KEYS})"
    r"[ \t]+(?:is|are)[ \t]+(?:the[ \t]+)?(?:correct|right)(?:[ \t]+(?:answers?|options?))?"
    r"[ \t]*(?:[.!]?$|[.!][ \t]+(?P<rest>\S.*)$)",
    re.I,
)
"""`1 and 2 are correct`, `> C is the right answer`: the keys named first; in a course's
quiz notes also after the answer label, the letter as code and the reason after it
(``**A**: `b` is the correct answer. Because ...``)."""
_JOINING = "|".join(JOINING_WORDS)
_WORDED = "|".join(KEY_SENTENCES[1:])
"""The key sentence's opening words in the languages other than English (the tuple's first
line, read by `_SENTENCE_RE` above)."""
_WORDED_KEY = r"(?:`[A-Ha-h1-9]`|\(?[A-Ha-h1-9]\)?(?![\w'’]))"
_JOINED = rf"[ \t]*[,，、&/][ \t]*|[ \t]+(?:(?-i:{_JOINING})[ \t]+)?"
"""Between two letters: a comma (`a,b`, `A、C`), a blank (`A B C`), a joining word in lower
case (`A und C`, `c e d`: a capital `E` is a letter)."""
_WORDED_RE = lazy(
    rf"^(?P<quote>[ \t]*(?:>[ \t]?)*)[ \t]*(?:\*\*|__)?(?:{_WORDED})[ \t]*[:：]?(?:\*\*|__)?[ \t]*"
    rf"(?:(?P<keys>{_WORDED_KEY}(?:(?:{_JOINED}){_WORDED_KEY})*)"
    rf"|(?P<glued>[A-H]{{2,8}}|[a-h]{{2,8}})(?=[ \t]*[.。]?[ \t]*$))"
    r"[ \t]*[.。，,；;]?[ \t]*(?:(?<=[ \t.。，,；;])(?P<rest>\S.*))?$",
    re.I,
)
"""`> 答案为 b`, `答案为: A C`, `正确答案为：C`, `答案为 ab` (glued, alone on the line), `La
respuesta es b.`, `Die Antwort ist B, weil ...`: a key sentence in another language."""
_BOLD_OPTION = r"\*\*\(?(?:[1-9])[.)](?:(?!\*\*).)*\*\*"
_BOLD_NUMBERED_RE = lazy(
    rf"^(?P<quote>[ \t]*(?:>[ \t]?)*)[ \t]*(?:the[ \t]+)?(?:correct|right)[ \t]+answers?[ \t]+"
    rf"(?:is|are)[ \t]*:?[ \t]*(?P<keys>{_BOLD_OPTION}(?:(?:[ \t]*,[ \t]*|[ \t]+and[ \t]+"
    rf"|,[ \t]*and[ \t]+){_BOLD_OPTION})*)[ \t]*[.]?[ \t]*$",
    re.I,
)
"""`The correct answer is **2. beta**`, `The correct answers are **2. b** and **3. c**`: a
practice set's fold naming each right option by its number and its text, set in bold. The
bold option is the whole key (no reason follows on the line), so no colon is needed, unlike
`The correct answer is b) because ...`, which srs.importers.marks reads whole."""
_BOLD_NUMBER_RE = lazy(r"\*\*\(?([1-9])[.)]")
_OPTION_LINE_RE = lazy(r"^[ \t]*(?:[-*+][ \t]+)?\(?[A-Ha-h1-9][.)](?:[ \t]+\S|[ \t]*$)")
"""An option's line, or its mark alone over the option's code block (`1.` over a fence)."""
_OPTION_TEXT_RE = lazy(r"^[ \t]*(?:[-*+][ \t]+)?\(?(?P<mark>[A-Ha-h1-9])[.)][ \t]+(?P<text>\S.*)$")
_TEXT_KEY_RE = lazy(
    rf"^(?P<quote>[ \t]*(?:>[ \t]?)*)[ \t]*(?:\*\*|__)?(?:{KEY_SENTENCE_WORDS})[ \t]*[:：]"
    r"(?:\*\*|__)?[ \t]*(?P<text>\S.*)$",
    re.I,
)
"""`A resposta correta é: Merge sort.`, `The correct answer is: Stack`: a key sentence and its
colon over the text of the right option (a Moodle quiz review's feedback), in any language."""
_TOLD_RE = lazy(
    rf"^(?P<quote>[ \t]*(?:>[ \t]?)*)[ \t]*(?P<open>\()?[ \t]*(?:the[ \t]+)?(?:correct|right)[ \t]+"
    rf"answers?[ \t]*:?[ \t]*(?:options?[ \t]+)?(?P<keys>{_KEYS})[ \t]*[.]?[ \t]*(?(open)\))[ \t]*$",
    re.I,
)
"""`(Correct answer b)`, `Correct answer: b`, `right answer C.`: the key alone after the
words, with no verb, the whole line (in brackets, as a student notes it under the options)."""
_EMPHASISED_RE = lazy(
    r"^(?P<quote>[ \t]*(?:>[ \t]?)*)[ \t]*(?P<e>[*_]{1,3})\(?(?P<key>[A-Ha-h])\)?[.)]?(?P=e)[ \t]*$"
)
"""`***a***`, `**(B)**`, `_c._`: an emphasised option letter alone on its line."""
_EMPHASIS_HINT_RE = lazy(
    r"\n[ \t]*(?:>[ \t]?)*[ \t]*[*_]{1,3}\(?[A-Ha-h]\)?[.)]?[*_]{1,3}[ \t]*(?:\n|$)"
)
"""The cheap test for `_EMPHASISED_RE`, on the whole text at once."""
_LABELLED_OPTION_RE = lazy(
    r"^(?P<lead>[ \t]*(?:[-*+][ \t]+)?\(?[A-Ha-h][.)][ \t]+)(?:\*\*|__)?"
    r"(?:(?:the[ \t]+)?correct[ \t]+answer|answer|correct)[ \t]*:(?:\*\*|__)?[ \t]*(?P<text>\S.*)$",
    re.I,
)
"""`e.  ANSWER: chmod 644 x`: a lettered option that opens with the answer's label, the key
(a numbered line so opened, `1. **Correct answer: b)** ...`, is an answer key's entry)."""
_BEFORE_LABELLED = 2
"""How many options of its run an option opened by the answer's label must follow: it is an
extra option after the question's own."""
_REACH = 40
"""How many lines below an option line a key sentence may stand (past the last option's
code or an explanation's first lines)."""
_KEY_SPLIT_RE = lazy(r"[ \t]*(?:,[ \t]*and|,|&|and)[ \t]*", re.I)
_WORDED_SPLIT_RE = lazy(_JOINED)
_ENGLISH_CUES = ("answer", "correct", "right")
_WORDED_CUES = (
    *("答案", "答え", "正解", "解答", "답은"),
    *("respuesta", "resposta", "ponse", "risposta", "antwort", "ответ"),
)
"""A literal of each language's key sentence (`KEY_SENTENCES`, lower case): the cheap test."""


def answer_sentences(text: str) -> str:
    """The text with each key sentence that follows options within reach written as an
    `Answer:` line, the rest of its line kept after a dash (see the module doc); a text that
    never says `answer is`/`correct`/`right`, nor a key sentence's words in another language,
    is returned as it is."""
    cues = _cues(text.lower())
    emphasised = (
        holds(text, "*\n", "_\n", "* \n") or text.rstrip().endswith(("*", "_"))
    ) and _EMPHASIS_HINT_RE.search(text) is not None
    if not cues and not emphasised:
        return text
    lines = text.split("\n")
    last_option = -_REACH - 1
    label = -1  # an answer label's line since the last option (`**A**: Type of ...`)
    options: dict[str, str] = {}  # the last run of options: each one's text by its mark
    for k, line in outside_code(lines):
        if _OPTION_LINE_RE.match(line):
            if k != last_option + 1:
                options = {}
            _add_option(options, line)
            last_option, label = k, -1
            if cues and ":" in line and len(options) > _BEFORE_LABELLED:
                _labelled_option(lines, k)
        elif k - last_option <= _REACH:
            if emphasised and options and _emphasised_key(lines, k, last_option, options):
                continue
            label = _below_options(lines, k, cues, label, options)
    return "\n".join(lines)


def _below_options(
    lines: list[str], k: int, cues: tuple[str, ...], label: int, options: dict[str, str]
) -> int:
    """Line k, within reach below options, written as an `Answer:` line when it is a key
    sentence; the answer label's line since the last option after it (k, when it is the
    first such label)."""
    line = lines[k]
    if _may_tell_key(line, cues):
        _rewrite_key(lines, k, label)
        if lines[k] == line:
            _rewrite_text_key(lines, k, options)
    elif label < 0 and ":" in line and _LABEL_LINE_RE.match(line):
        return k
    return label


def _labelled_option(lines: list[str], k: int) -> None:
    """Option line k, when its text opens with the answer's label (`e.  ANSWER: chmod 644
    x`, an exam bank's extra option that gives the key), as the option marked right at its
    end (`e.  chmod 644 x (correct)`), the mark srs.importers.endmarks reads as the key."""
    told = _LABELLED_OPTION_RE.match(lines[k])
    if told is not None:
        lines[k] = f"{told.group('lead')}{told.group('text')} (correct)"


def _emphasised_key(lines: list[str], k: int, last_option: int, options: dict[str, str]) -> bool:
    """Whether line k, an emphasised letter alone (`***a***`) that names one of the options
    above it, only blank lines between, and stands apart from any text below, was written as
    the `Answer:` line it is. A letter in bold over its own text (`**A**` then the answer's
    words) is a Q&A page's answer label, no key, and is left as it is."""
    m = _EMPHASISED_RE.match(lines[k])
    if m is None or m.group("key").upper() not in options:
        return False
    if any(lines[j].strip() for j in range(last_option + 1, k)):
        return False
    if k + 1 < len(lines) and lines[k + 1].strip() and not lines[k + 1].startswith("#"):
        return False
    lines[k] = f"{m.group('quote')}Answer: {m.group('key').upper()}"
    return True


def _cues(lowered: str) -> tuple[str, ...]:
    """The words a line may tell a key with (see `_may_tell_key`): English ones, and those
    of other languages when the text holds any; none when it says no `answer is`, `correct`
    or `right` and no key sentence's words in another language (the cheap test)."""
    if any(cue in lowered for cue in _WORDED_CUES):
        return (*_ENGLISH_CUES, *_WORDED_CUES)
    if "answer is" in lowered or "correct" in lowered or "right" in lowered:
        return _ENGLISH_CUES
    return ()


def _rewrite_key(lines: list[str], k: int, label: int) -> None:
    """Line k, a key sentence, as an `Answer:` line. Under an answer label that opened an
    explanation (`**A**: Type of ... ` over `` `a` is the correct answer. This is ...``),
    the key goes on the label's line, before the explanation, and the sentence's reason
    stays where it was: the whole explanation then follows the key, line for line."""
    bold = _BOLD_NUMBERED_RE.match(lines[k])
    if bold is not None:
        numbers = _BOLD_NUMBER_RE.findall(bold.group("keys"))
        lines[k] = f"{bold.group('quote')}Answer: {', '.join(numbers)}"
        return
    m = _SENTENCE_RE.match(lines[k]) or _CORRECT_RE.match(lines[k]) or _TOLD_RE.match(lines[k])
    keys = _keys(m.group("keys"), _KEY_SPLIT_RE) if m is not None else ""
    if m is None and (m := _WORDED_RE.match(lines[k])) is not None:
        keys = _worded_keys(m)
    if m is None or not keys:
        return
    rest = m.groupdict().get("rest")
    labelled = m.groupdict().get("label")
    if label >= 0 and not labelled:
        told = _LABEL_LINE_RE.match(lines[label])
        assert told is not None
        lines[label] = f"{told.group('lead')}Answer: {keys} — {told.group('text')}"
        lines[k] = f"{m.group('quote')}{rest or ''}"
        return
    lines[k] = f"{m.group('quote')}Answer: {keys}" + (f" — {rest}" if rest else "")


def _may_tell_key(text: str, cues: tuple[str, ...]) -> bool:
    lowered = text.lower()
    return any(cue in lowered for cue in cues)


def _keys(told: str, split: re.Pattern[str]) -> str:
    """The letters a key sentence names (`1 and 5`, `a、c`), as an `Answer:` line lists them."""
    return ", ".join(key.strip("()`").upper() for key in split.split(told) if key)


def _worded_keys(m: re.Match[str]) -> str:
    """The letters of a key sentence in another language: its keys, or its glued letters
    when they run in order (`ab`, `ACD`; letters out of order, `ba`, `dab`, are a word and
    no key: '')."""
    if m.group("keys"):
        return _keys(m.group("keys"), _WORDED_SPLIT_RE)
    glued = m.group("glued")
    if list(glued) != sorted(set(glued)):
        return ""
    return ", ".join(glued.upper())


def _add_option(options: dict[str, str], line: str) -> None:
    """The option on the line, its text by its mark, with a text to compare (see `_bare`)."""
    m = _OPTION_TEXT_RE.match(line)
    if m is not None:
        options[m.group("mark").upper()] = _bare(m.group("text"))


def _bare(text: str) -> str:
    """An option's text or a key's as compared: blanks collapsed, case folded, the closing
    stops dropped (a quiz review writes `<option text>.` after the option's own stop)."""
    return " ".join(text.split()).rstrip(" .。").casefold()


def _rewrite_text_key(lines: list[str], k: int, options: dict[str, str]) -> None:
    """Line k, a key sentence that names its option by the option's whole text (`A resposta
    correta é: Merge sort.` under `- b. Merge sort`), as an `Answer:` line naming that
    option's mark. A text that is no option's, or more than one's, is left as it was: a
    reason told in a sentence is no key."""
    m = _TEXT_KEY_RE.match(lines[k])
    if m is None:
        return
    told = _bare(m.group("text"))
    marks = [mark for mark, text in options.items() if text == told]
    if len(marks) == 1:
        lines[k] = f"{m.group('quote')}Answer: {marks[0]}"
