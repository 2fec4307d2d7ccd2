"""What every reader of the document importer shares: the patterns and small text helpers
(the values they hand each other are in srs.importers.values, the walk over fenced code in
srs.importers.fences).

The importer reads a document in steps, each in its own module:

- `markers`: HTML comment markers and `<dl>` definition lists rewritten, line for line, into
  the headings the readers see;
- `choose`: which layout reads a document best (each reader tries; the best result wins);
- `lines`: the text as numbered lines (fenced code marked), the title, page furniture cut off,
  the segmentation into question blocks, and the line reader of the labelled layouts
  (`Question 3`, `Q3:`, `Q:`/`A:`) and plain text;
- `markdown`: where the questions of a Markdown document start, from its structure as
  markdown-it-py parses it (headings at any level, list items, bold lines, `<details>`, tables);
- `blocks`: one question's lines -> its question, options, answer and explanation;
- `options`: option lines and answer letters; `marks`: options without letters (task boxes,
  `+`/`-`, a list the answer names) and keys in prose;
- `cards`: answer keys, card ids, placeholders, and what is skipped and why;
- `html`: HTML inside the text -> Markdown;
- `asciidoc`, `plain` (`+`/`-` quizzes), `rst` (reST titles), `notebook` (Jupyter): the other
  text layouts; `anki_csv` and `apkg`: Anki's text export and packages.
"""

from __future__ import annotations

import re
import textwrap
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from srs.errors import DocumentError
from srs.importers.endmatter import END_MATTER_RE as END_MATTER_RE  # re-exported: the readers'
from srs.importers.endmatter import end_matter_kind as end_matter_kind
from srs.importers.fences import fence_after
from srs.importers.holding import holds as holds  # re-exported: the passes' one cheap test
from srs.importers.labelpattern import LabelPattern
from srs.importers.labeltext import tidy_label
from srs.importers.labelwords import (
    ANSWER_LABELS,
    ANSWER_PHRASE_HEADS,
    ANSWER_PHRASE_WORDS,
    EXPLANATION_WORDS,
    OPTION_WORDS,
    QUESTION_LABELS,
)
from srs.importers.lazyre import lazy
from srs.importers.thematicbreaks import SEPARATOR_RE as SEPARATOR_RE  # re-exported
from srs.importers.values import Block, Line, Skipped

MAX_DOCUMENT_CHARS = 10_000_000
"""A longer text is refused: no quiz comes close, and it keeps a mistaken file cheap to reject."""

LETTERS = "ABCDEFGH"
"""Option letters we read in prose: eight is more than a written quiz uses, and a wider range
would read `I)` or `X.` (Roman numerals, words) as options."""
FIELD_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
"""Option letters for options kept one to a field (a sheet's `Option 1` ... `Option 15`
columns, a JSON list): the fields already set each option apart, so nothing is misread, and
a quiz tool's sheet may use more than eight (a sorting quiz listing nine algorithms)."""

EMPH = r"(?:\*\*[*_]?|_(?:\*\*|__?)?|\*)?"
"""Optional emphasis around a label: `**Answer**:`, `__Q1.__`, `*Explanation:*`, `***Q:***`, `_**A:**_`."""
BLANKS = r"[ \t]*+"
"""Optional blanks, possessive: blanks around optional tokens never backtrack, so a line with
a long run of spaces costs linear time, not cubic."""
_CLOSING_EMPH = r"(?:\*\*|__|[*_](?![^\s*_]))?"
"""Optional emphasis right after a label's separator (`**Q:** text`, `*Q:* text`): a single
`*` or `_` against the text's first letter opens the text instead (`Q: *ptr vs &ptr?`, `Q:
*What is X?*`), and is left to `tidy_label`, which drops it only where it wraps the text."""

HEADING_RE = lazy(r"^ {0,3}(?P<hashes>#{1,6})(?:[ \t]+(?P<text>.*))?$")
"""An ATX heading; its closing `#`s are removed by `heading_of` (in linear time)."""
_QUESTION_WORDS = "|".join(QUESTION_LABELS)
_ANSWER_WORDS = "|".join(ANSWER_LABELS)
COLON = "[:：]"
"""A label's colon, ASCII or full-width (CJK)."""

_QUESTION_KIND_WORDS = "practice|review|sample|interview|quiz|test|exam|mock|bonus|revision|check"
"""Words that say which kind of question a label numbers (`Practice Question 3`)."""
QUESTION_KIND_WORDS = _QUESTION_KIND_WORDS
"""The same words, for a pass that reads a label of its own (srs.importers.boldlabels)."""
_KIND_WORD = r"[^\W\d_]{3,20}"
"""Any one word before `Question N` (`Theory Question 1`, `Coding Question 2`, `Behavioral
Question 3`): a heading so worded is a label over the question, whatever kind it names."""
POINTS = r"[(\[]\d+(?:\.\d+)?[ \t]*(?:point(?:s|\(s\))?|pts?\.?|mark(?:s|\(s\))?)[)\]]"
"""`(1 point)`, `[2 marks]`, `[2 point(s)]`: what a question is worth, after its number."""
_GRADE = (
    r"[(\[](?:easy|medium|hard|beginner|intermediate|advanced|basic|moderate"
    r"|remember|understand|apply|analy[sz]e|evaluate|create|mcqs?|objective|subjective|theory"
    r"|multiple[ \t-]choice|true[ \t]*/[ \t]*false|(?:short|long)[ \t-]answer|coding|scenario)[)\]]"
)
"""`(Medium)`, `(Analyze)`, `(MCQ)`: a grade, Bloom level or question kind after the number."""
_TAGS = (
    r"(?:\[[^\[\]()?\n]{2,40}\]|\((?![a-h]\))[^\[\]()?\n]{2,40}\))(?:[ \t]*\[[^\[\]()?\n]{2,40}\])*"
)
"""`[mcq_single, 2pts]`, `(CSS)`: tags a quiz gives a question after its number (its kind, its
worth, its topic), no text of it; `(a)` numbers a part instead."""
_TOPIC = r"[-–—,]?[ \t]*topic[ \t]*\d{1,3}(?=[ \t]*(?:[*_]{1,2})?[ \t]*(?:[:：.\-–—]|$))"
"""`- Topic 1`: the exam-dump set a question comes from (`## Question 5 - Topic 1`), no text."""
_OF_TOTAL = r"of[ \t]+\d{1,4}"
"""`of 50` in `Question 3 of 50`: a test's count of its questions, no text of the question."""
_LEVEL_MARKS = r"(?:[\u2190-\u2bff\U0001f000-\U0001faff][\ufe0f\u200d]*[ \t]*)+"
"""`Q1 🟢 — x`, `Q4 ⭐⭐ [Hard]: x`: difficulty pictographs (and word) before the separator."""
SERIAL_LABEL = r"s\.[ \t]?no\.?"
"""`S.No 3:`, `S. No. 3`: a serial number's label, which numbers a question as `Q3` does."""
SERIAL_WORDS = ("s.no", "s. no", "s.\tno")
"""The label as a lower-cased line holds it, for the substring tests before the pattern."""
AFTER_SEPARATOR = r"(?:-(?=[ \t])|(?<=\.)\.(?=[ \t]))?"
"""What some type after a number's or label's mark: a dash (`Ans:- x`), a second dot (`Q3.. x`)."""
NUMBERED_LABEL_RE = lazy(
    rf"^{BLANKS}{EMPH}{BLANKS}(?:(?:{_QUESTION_KIND_WORDS})[ \t]+(?:{_QUESTION_WORDS}|questions)"
    rf"|{_KIND_WORD}[ \t]+question"
    rf"|{_QUESTION_WORDS}|ques\.?|que|qus|mcq|q\.?|{SERIAL_LABEL}){BLANKS}(?:no\.?{BLANKS}|#{BLANKS}(?::{BLANKS})?|-)?(?P<num>\d+)(?P<sub>(?:\.\d{{1,3}}){{1,2}}(?!\d)|[a-h](?![\w.)]))?"
    rf"(?:{BLANKS}(?:{POINTS}|{_GRADE}|{_TOPIC}|{_TAGS}|{_OF_TOTAL}|[*_]{{1,2}}(?:{_GRADE}|{_TAGS})[*_]{{1,2}}))?"
    rf"(?:{BLANKS}{_LEVEL_MARKS}(?:{_GRADE}|{_TAGS})?)?"
    rf"{BLANKS}{EMPH}(?:{BLANKS}[:：.)\]\-–—]{AFTER_SEPARATOR}{BLANKS}{_CLOSING_EMPH}{BLANKS}(?P<text>.*)|{BLANKS}(?:[\u2190-\u2bff\U0001f000-\U0001faff][\ufe0f\u200d]*[ \t]*)*)$",
    re.IGNORECASE,
)
"""`Question 3`, `Q3:`, `**Q3.** text`, `Question #3 - text` (`Question #: 03` too), `S.No 3:`, `Question-3: text`, `Q.3 text`, `Que 3: text`,
`Review Question 2`, `Question 3 💻` (a pictograph marking its kind), `Theory Question 4`, `Question 1 (1 point)` (the marks it is worth are no
part of it), `Question 5 - Topic 1` (nor is the set it comes from), `Question 3 of 50` (nor the
count of questions), `## Question 2.3` (chapter 2's third: one number, `sub` holding `.3`), `## Question 1a` (its first part:
`sub` holding `a`), and `## MCQ 3` (exam sets number their multiple-choice questions so); a grade or tags in
emphasis too (`## Question 1 *(Medium)*`)."""
SUB_NUMBERED_LABEL_RE = lazy(
    rf"^{BLANKS}{EMPH}{BLANKS}(?:{_QUESTION_WORDS}|ques\.?|q|{SERIAL_LABEL}){BLANKS}(?P<num>\d{{1,4}})"
    r"(?:\.\d{1,3}|\.[ \t]*\(?[a-h]\)|[ \t]*\([a-h]\)|[a-h]\)|\.?[a-h]\.(?=\))|\.[a-h]\.(?=[ \t])"
    r"|(?P<letter>[a-h])(?=[ \t]*[:：]))"
    rf"{BLANKS}{EMPH}{BLANKS}[:：.)\-–—]?{BLANKS}{EMPH}{BLANKS}(?P<text>[^\W\d_].*)$",
    re.IGNORECASE,
)
"""`**Q1.2: What is X?**`, `# Q 1.a) What is X?`, `Q5(b) ...`: a question numbered within
its part, or a sub-question of question 1; `Question 12a: ...` (one added after 12 later,
its card named `q12a`: srs.importers.subnumbers.lettered_number); the numbers repeat, so
it is numbered by its place."""
SPACED_LABEL_RE = lazy(
    rf"^{BLANKS}{EMPH}{BLANKS}(?:{_QUESTION_WORDS}|ques\.?|q)(?P<num>\d{{1,4}})[ \t]+"
    rf"(?P<text>[^\W\d_](?:.*[?？؟](?:{BLANKS}[(（][^()（）\n]*[)）])?|\S*(?:[ \t]+\S+){{2,}}\.)"
    r"(?:[ \t]+[A-Z][a-z]{2,11})?)"
    rf"{BLANKS}{EMPH}{BLANKS}$",
    re.IGNORECASE,
)
"""`**Q2 How is KNN different from k-means?**`, `#### Q4 Explain ROC.`: number and question
apart by a blank; a `?` (a bracketed note may follow: `Q9 Why? (strategy: ...)`, or a word
tagging it: `Q1 What is a CPU? Short`, the answer's length in marks) or a sentence of three
words or more tells it from `Q3 2021 results` or a `Q3 Roadmap`."""
BARE_QUESTION_LABEL_RE = lazy(
    rf"^{EMPH}(?:{_QUESTION_WORDS}|front(?:[ \t]+side)?){EMPH}{BLANKS}[:：]?{BLANKS}$",
    re.IGNORECASE,
)
"""A heading that is only a label (`## Front`, `## Question`, `### 問題`): the question follows."""
UNNUMBERED_LABEL_RE = lazy(
    rf"^{BLANKS}{EMPH}{BLANKS}(?:(?:(?:main[ \t]+)?(?:{_QUESTION_WORDS})|front|ques|que(?=\W*[:：])|q){BLANKS}{EMPH}(?:{BLANKS}[*_]{{0,2}}{_GRADE}[*_]{{0,2}})?{BLANKS}(?P<sep>[:：.)]){AFTER_SEPARATOR}(?!(?<=\.)(?-i:[a-z_])\w*[(\[])"
    rf"|\[(?:{_QUESTION_WORDS}|q)\]){BLANKS}{_CLOSING_EMPH}{BLANKS}(?P<text>\S.*)$",
    re.IGNORECASE,
)
"""`Q: text`, `Q) text`, `**Question:** text`, `[Question] text`, `**Main question**: text` (a generated
Q&A's), `Ques: text` (that pairs with `Ans:`, as `Ques 3:` numbers one), `**Que:** text`, `**Question**
*(Medium)*: text` (a grade between the label and its colon); not
`q.add(1);`, code's call on a variable `q` (a dot against a lower-case name and a bracket)."""
MARK = "(?:[\u2190-\u2bff\U0001f000-\U0001faff][\ufe0f\u200d]*[ \t]*)?"
"""An optional emoji or symbol before a label: `✅ **Answer:** B`, `💡 Explanation:`."""
MARKS = MARK[:-1] + "*"
"""Pictographs that lead a line (`💡 **21. How ...?**`, `✔ item`): decoration, not text."""
NUMBERED_TEXT_RE = lazy(
    rf"^{BLANKS}{EMPH}{BLANKS}#?(?P<num>\d{{1,4}}|(?P<long>\d{{5,}}))(?:'{{1,3}}(?=\)))?{BLANKS}(?:\\?[.):]{AFTER_SEPARATOR}(?:{BLANKS}(?:\*\*|__|\*|_))?[ \t]++"
    r"|(?(long)(?!)|(?:[.)](?=[A-Z][a-z]|[a-z]{2,}[ \t]|[¿¡]|\([A-Z][^\W\d_])|[\u3001\uff0e\u3002\uff0c][ \t]*|[-\u2013\u2014][ \t]+(?=[^\W\d_]|_{3})"
    rf"|[.)]?(?=[\u2190-\u2bff\U0001f000-\U0001faff]){MARKS})))(?P<text>\S.*)$"
)
"""`3. text` in a heading (`#3. text` too), `**3.** text` or `**3. text**` on a line; a number
typed with no blank after it (`3.What is X?`, `49 .How ...`) before a capitalised word, a
Spanish opening mark (`5.¿Qué es REST?`) or an exam's bracketed source (`13.(Exam – 2022) x`); the CJK ordinal `3、text` (and a full-width `3．text`, or
`3。text` / `3，text` as a Chinese input method types the dot),
a blank after it or not; `3 - text`, the number set off by a dash before a word or a blank to
fill (`200 - ____ is ...`); `1') text`, `1'') text`, the primes of questions added after
question 1 (a personal FAQ that grew between its numbers), before a bracket only; `3\\. text`,
the dot escaped as a converter escapes it (`### ****3\\. How ...****`); `90.🚦Types of X`,
`157.🔹✅ **What is X?**`, `138🔹What is X?`: the number glued to pictographs (left out).
Five digits or more (`**10000.** text`) only before `.):` and a blank (`50000 - users`: a figure)."""
BOLD_START_RE = lazy(rf"^ {{0,3}}{MARKS}(?:\*\*|__)")
BOLD_QUESTION_RE = lazy(rf"^ {{0,3}}{MARKS}(?P<e>\*\*|__)(?P<text>[^*_\s].*?\?)(?P=e)[ \t]*$")
BOLD_LINE_RE = lazy(r"^(?P<e>\*\*|__)(?P<text>[^*_\s](?:(?!(?P=e)).)*?)(?P=e)[ \t]*$", re.S)
"""A line that is all bold (`**Prototypal inheritance:**`), its text in `text`: a title or a
question in bold, wherever a reader asks whether a line is one."""
ITEM_NUMBER_RE = lazy(r"^ {0,3}(\d{1,4})[.)][ \t]+\S")
"""A numbered item at the margin, and its number."""
LIST_QUESTION_RE = lazy(r"^ ?(?P<num>\d{1,4})[.)][ \t]+(?P<text>\S.*)$")


_ANSWER_ADJECTIVES = "correct|right|star[ \t]+method|star|model|sample|example|suggested|expected|short|good|ideal|best|strong|perfect|excellent|great|optimal|winning|concise|crisp|typical|possible|acceptable|your|selected|my|try|final|detailed|expert|full|complete|brief|quick|examples[ \t]+of"
"""The word before `answer` in a label that introduces one (`Good answer:`, `Model answer:`,
`Perfect Answer:`): interview guides grade the answer they give, and the grade is no part of
it (only grades that praise it: `Bad answer:` and `Wrong answer:` stay text); an interviewer's
kit lists the `Possible answers:` it accepts, `Examples of answers:` the points it expects;
a student's exercise notes head theirs `My answers` or `Try Answers`; a behavioural question's
answer told by the STAR method is headed `STAR Method Answer:` (its `Solution:` further down
a part of it, not where it starts)."""
_ANSWER_SUFFIXES = "(?:structure|outline|format|template|sketch|points)(?=[ \\t*_]*[:：])"
"""A word after such a label's `answer` (`**Expected Answer Structure:**`, `**Expected answer
points:**`), before its colon."""


_ANSWER_SHOULD = (
    r"(?:your|the|a[ \t]+good)[ \t]+answer[ \t]+should[ \t]+(?:include|cover|mention|contain)"
    r"(?=[ \t*_]*[:：])"
)
"""`**Your answer should include:**`: an interview guide's label over the points it expects."""


STRAY_COLON = r"(?:[:：](?=[ \t]|$))?"
"""A second colon after a label's closing emphasis (`**Answer:**: text`): the label's."""
BULLET = r"(?:[-*+][ \t]++)?"
"""An optional bullet before a label: options and their `- **Answer:** b` in one list."""
QUALIFIER = (
    r"(?:[ \t]*\((?=[^()\n]*[^\W\d_])[^()\n]{2,30}\)(?=[ \t]*[*_]*[ \t]*[:：])"
    rf"|[ \t]*/[ \t]*(?:{_ANSWER_WORDS})(?=[ \t]*[*_]*[ \t]*[:：]))?"
)
"""`Answer (English):`: a word on which answer it is, before the label's colon; or the label
again in a second language (`Trả lời / Answer:`, a page in two languages)."""
_ANSWER_PATTERN = lazy(
    rf"^[ \t]{{0,3}}+{BULLET}{MARK}{EMPH}{BLANKS}{MARK}(?:(?:the[ \t]+)?(?:{_ANSWER_ADJECTIVES})"
    rf"[ \t]+(?:answer|option|choice)(?:s|\(s\))?(?:[ \t]+{_ANSWER_SUFFIXES})?|{_ANSWER_SHOULD}|correct"
    rf"|(?:answer|r[ée]ponse|respuesta|resposta)(?:s|\(s\))(?={BLANKS}{EMPH}{BLANKS}[:：])|answered[ \t]+correctly(?={BLANKS}{EMPH}{BLANKS}[:：])"
    rf"|answer[ \t]+(?:tips?|hints?|guide|outline|structure|points)(?={BLANKS}{EMPH}{BLANKS}[:：])"
    rf"|{ANSWER_PHRASE_WORDS}|(?:{_ANSWER_WORDS}|solution)(?:[ \t]*(?:no\.?[ \t]*|#[ \t]*)?\d{{1,4}}(?={EMPH}[ \t]*[:：.)\-–—]))?"
    rf"|back(?={BLANKS}{EMPH}{BLANKS}[:：])"
    rf"|sol(?=\.?{BLANKS}{EMPH}{BLANKS}[:：.)\-])|a\d{{1,4}}|a[ \t]\d{{1,4}}(?={EMPH}[:：.)](?!\d))|a(?=[*_ \t]*[.:][*_ \t]*$)"
    rf"|(?<=[*_])a(?=[*_]+[ \t]*[:：]|[:：][*_])){QUALIFIER}{BLANKS}{EMPH}"
    rf"{BLANKS}(?:[:：.)](?:[\-–—](?=[ \t]|$))?|[\-–—]++|$|(?<=\*\*[ \t])(?=\S)|(?<=[^\W\d_][ \t])(?=[A-Ha-h][.)。]?(?:\*\*|__)?[ \t]*$)){BLANKS}(?:{EMPH}{STRAY_COLON}(?=[ \t]|$))?+{BLANKS}(?P<rest>.*)$",
    re.IGNORECASE,
)
"""`Answer: C`, `**Answer**: C`, `**Answer:**`, `Correct answer: C`, `Solution:`, `A1)`, `Answer` alone;
`Answer Tip:` (how to answer, from questions with tips), `Answer Structure:`; `Ans:-` and `Sol.` as
typed in notes, `**Ans** text` (the bold closing the label); `**A**:` or `**A:**` (an `A` in emphasis,
as Q&A notes write it; a plain `A:` or `A.` is an option); `**Answers:** 1-C, 2-A` (a matching question's
pairs; `Answers` alone names an answer key; `Réponses:`, `Respuestas:`, `Respostas:` too: several keys); `Correct Answer(s): 1, 3` (several right options may be keyed);
`#### Resposta B`, `**Answer C**`, `**答案 C。**`: the key's letter alone after the label and a blank (a folded key)."""


ANSWER_RE = LabelPattern(
    _ANSWER_PATTERN,
    [
        *(word for words in ANSWER_LABELS for word in words.split("|")),
        *ANSWER_PHRASE_HEADS,
        *_ANSWER_ADJECTIVES.split("|"),
        *("the", "your", "correct", "solution", "back", "sol"),
        *(f"a{after}" for after in "0123456789 \t*_.:"),  # `A1)`, `A 1:`, `**A**:`, `A:`
    ],
)


EXPLANATION_RE = lazy(
    rf"^{BLANKS}{BULLET}{MARK}{EMPH}{BLANKS}{MARK}(?:{EXPLANATION_WORDS}|reason|why|原因|理由){BLANKS}{EMPH}"
    rf"{BLANKS}(?:[:：]|[.\-–—](?![^\s*_])|(?=[ \t]*$)){BLANKS}{EMPH}{STRAY_COLON}{BLANKS}(?P<rest>.*)$",
    re.IGNORECASE,
)
"""`Explanation: ...`, `**Why.** ...`, `Reason - ...`, `原因：` ("reason"); a dot or dash that opens a word is no
separator (`### Why .NET Framework?` asks); the label alone on its line, no colon, over the
explanation below it (`> 解析` over a fence, as a Chinese front-end test writes it: the label
stayed the explanation's first line), but not a word it opens (`解析几何`)."""
ANSWER_WORD_RE = lazy(
    r"^(?:the\s+)?(?:(?:correct|model|sample|short|direct|detailed|long|brief|full|quick|expected"
    r"|suggested|example|ideal|strong)\s+(?:[^\W\d_][\w-]*\s+){0,2}?)?(?:answer|solution)(?:\s+(?:guide|outline|structure|sketch|notes|points))?"
    rf"(?:\s*\([^()\d\n]{{1,40}}\))?\s*:?[ \t]*{MARKS}$|^expected\s+points\s*:?$"
    r"|^(?:(?:model|sample|expected|suggested|example|ideal|strong)\s+response"
    r"|interviewer(?:['’]s)?\s+feedback)(?:\s*\([^()\d\n]{1,40}\))?\s*:?$"
    rf"|^(?:back(?:\s+side)?|{ANSWER_PHRASE_WORDS}|{_ANSWER_WORDS})\s*[:：]?[ \t]*{MARKS}$",
    re.I,
)
"""A heading that only says `Answer` (`Short answer`, `Answer (Technical)`: one of several
answers told apart in brackets, `Expected Points` beside `Expected Answer` in an interview
kit) marks the answer, it is not a section; a count in the brackets
(`Short Answer (5 points)`) makes it a part of a quiz or its scoring guide. A mock interview
heads its answer `Model response` or `Interviewer feedback (after your response)`."""
QUESTION_WORD_RE = lazy(
    r"^(?:what|what's|why|how|when|where|which|who|whom|whose|explain|describe|compare|contrast"
    r"|define|differentiate|distinguish|discuss|is|are|can|could|does|do(?!['’]s\b)|did|should|would|will"
    r"|tell\s+me|walk\s+me|(?:give|provide)\s+(?:an?\s+|some\s+)?examples?|in\s+what|suppose"
    r"|imagine)\b",
    re.I,
)
"""The first words of a question that may not end with `?` (`Explain the CAP theorem`)."""

OPTION_RE = lazy(
    r"^(?P<indent>[ \t]*)(?:[-*+][ \t]+)?(?:\[(?:[ xX✓✔☑✅]\ufe0f?)\][ \t]+)?(?:\*\*|__)?"
    r"(?:\((?P<pl>[A-Ha-h])\)|(?P<l>[A-Ha-h])(?P<d>[).:]|[ \t]+[-–—](?=[ \t])))(?:\*\*|__)?"
    r"[ \t]+(?P<text>\S.*)$"
)
"""`A) text`, `A. text`, `(A) text`, `A: text`, `- A: text`, `a) text`, `**A)** x`, `A - x`, `- [✓] a. x`."""

DETAILS_TAG_RE = lazy(r"^[ \t]*</?details\b[^>]*>[ \t]*$", re.IGNORECASE)
SUMMARY_RE = lazy(
    r"^[ \t]*+(?:<details\b[^>]*>)?[ \t]*+<summary\b[^>]*>(?P<summary>.*?)</summary>(?P<rest>.*)$",
    re.IGNORECASE,
)
DETAILS_CLOSE_RE = lazy(r"</details>[ \t]*$", re.IGNORECASE)

FRONT_MATTER_RE = lazy(
    r"^(?:(?:table\s+of\s+)?contents|toc|index|introduction|intro|overview|about(?:\s+(?:this|these|the|me|us|our|my)\b.*)?|preface"
    r"|foreword|usage|how\s+to\s+use.*|getting\s+started|contributing|contributors|license|licence"
    r"|changelog|credits|acknowledge?ments|disclaimer|installation|prerequisites|support|sponsors?"
    r"|前言|序言|引言|写在前面|はじめに|まえがき|머리말|들어가며|introducción|introdução|introduzione|einleitung|einführung|einfuehrung|inleiding|wprowadzenie|úvod|giriş|johdanto|inledning|introduktion|indledning|innledning|bevezetés|вступ|简介|소개|введение|目录|目錄|目次|목차|mục\s+lục|índice|indice|sumário|sumario|sommaire|table\s+des\s+matières|inhalt|inhaltsverzeichnis|оглавление|содержание|зміст|içindekiler|spis\s+treści|daftar\s+isi)$",
    re.I,
)
"""Headings around the questions that are never one (`Table of Contents`, `Einführung`)."""
SECTION_PREFIX_RE = lazy(
    r"^(?:section|part|chapter|module|unit|topic|round)[ \t]+(?P<num>\w+)"
    r"(?:[ \t]*[:.\-–—][ \t]*|(?<=\d)[ \t]*$)(?P<name>.*)$",
    re.IGNORECASE,
)
"""`Section 2: Networking`, `Part 3`: a section's word and number (then its name, if any); a
bare word with no number (`Unit Testing`, `Topic Modeling`) is a title, no section."""

LETTER_RE = lazy(
    rf"^[ \t]*+(?:(?:\*\*|__)?(?:is|(?i:{'|'.join(OPTION_WORDS)}|choice))(?:[ \t]*+:)?[ \t]+)?(?:\*\*|__|`)?[ \t]*+"
    r"(?:\((?P<p>[A-Ha-h])\)|\[(?P<b>[A-Ha-h])\]|(?P<u>[A-H])(?![\w'’])"
    r"|(?P<l>[a-h])(?=(?:\*\*|__|`)?(?:[).:]|[ \t]*$|[ \t]+\()))"
    r"[ \t]*(?:\*\*|__|`)?(?P<tail>.*)$",
    re.DOTALL,
)
"""`B`, `(b)`, `[B]`, `**B**`, `` `B` ``, `Option B` (`Opción A`: labelwords), `**Option B: x**`, `b) x`: a key's letter."""

SENTENCE_END_RE = lazy(r"[.!?:][\"'”’)\]*_]*$")
LIST_ITEM_RE = lazy(r"^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+")

MARKDOWN_HINT_RE = lazy(
    r"^ {0,3}#{1,6}[ \t]|\*\*\S|__\S|^ {0,3}(?:```|~~~)|<details\b|<summary\b", re.M
)


# -- slugs -----------------------------------------------------------------------------------


def slugify(text: str, max_len: int = 48) -> str:
    """A slug for ids and tags: lower-case a-z, 0-9 and `-`, at most `max_len` characters.

    Accents are folded (`é` -> `e`, `²` -> `2`), everything else becomes `-`. A slug that is
    too long is cut at the last `-` that fits, so it never ends inside a word (a single word
    longer than `max_len` is cut hard). May return "" (text with no letters or digits).
    """
    folded = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    slug = re.sub(r"[^a-z0-9]+", "-", folded.lower()).strip("-")
    if len(slug) <= max_len:
        return slug
    if slug[max_len] == "-":
        return slug[:max_len]
    cut = slug[:max_len]
    head, sep, _ = cut.rpartition("-")
    return (head if sep and head else cut).strip("-")


# -- values ----------------------------------------------------------------------------------


def heading_of(line: Line) -> tuple[int, str] | None:
    if line.code or "#" not in line.text[:4]:  # a heading's `#` is within its first 4 chars
        return None
    m = HEADING_RE.match(line.text)
    if not m:
        return None
    text = (m.group("text") or "").strip()
    closed = text.rstrip("#")
    if closed != text and (not closed or closed[-1] in " \t"):
        text = closed.rstrip()  # `## Title ##`
    return len(m.group("hashes")), heading_label(text)


def heading_label(text: str) -> str:
    """A heading's text as its label: tidied, without a quote mark it opens with (`### > What
    is X?`: no heading holds a quote, the mark only decorates)."""
    return tidy_label(text[2:] if text[:2] == "> " else text)


def indent_of(text: str) -> int:
    if text[:1] not in (" ", "\t"):  # most lines: no copy of the text to find that out
        return 0
    return len(text) - len(text.lstrip(" \t"))


def is_blank(line: Line) -> bool:
    return not line.code and not line.text.strip()


def next_content(lines: Sequence[Line], index: int) -> int | None:
    """The index of the first non-blank line after `index` (no copy: documents can be long)."""
    for k in range(index + 1, len(lines)):
        if not is_blank(lines[k]):
            return k
    return None


def next_text(lines: Sequence[str], index: int) -> int:
    """The index of the first line with text after `index`, else `len(lines)`: `next_content`
    for plain lines (code or not)."""
    k = index + 1
    while k < len(lines) and not lines[k].strip():
        k += 1
    return k


def paragraph_above_holds(lines: Sequence[str], k: int, pattern: re.Pattern[str]) -> bool:
    """Whether a line of the paragraph right over line k (up to a blank line) matches
    `pattern` at its start: the one scan up of the line readers' paragraph tests."""
    j = k - 1
    while j >= 0 and lines[j].strip():
        if pattern.match(lines[j]):
            return True
        j -= 1
    return False


def trim(lines: Sequence[str]) -> list[str]:
    """Drop blank lines at both ends."""
    start, end = 0, len(lines)
    while start < end and not lines[start].strip():
        start += 1
    while end > start and not lines[end - 1].strip():
        end -= 1
    return list(lines[start:end])


def dedent(lines: Sequence[str]) -> list[str]:
    if not lines:
        return []
    text = "\n".join(lines)
    if text[:1] in (" ", "\t") or "\n " in text or "\n\t" in text:  # else nothing to remove
        text = textwrap.dedent(text)
    return text.split("\n")


TOP_LINK_TEXT_RE = lazy(
    r"[^\w]*(?:(?:back\s+)?to\s+(?:the\s+)?(?:top|contents)|top|contents)[^\w]*", re.I
)
"""The text of a link back to the top or the contents (`↥ back to top`, `[To Top]`)."""

LABEL_FIRST_CHARS = frozenset(
    c
    for word in ("|".join(QUESTION_LABELS) + "|front|q|mcq|main|" + _QUESTION_KIND_WORDS).split("|")
    for c in (word[0].lower(), word[0].upper())
) | {"["}
"""The first letters of the question labels (and `[` of `[Question]`): a cheap first test."""
START_FIRST_CHARS = frozenset(" \t*_(") | LABEL_FIRST_CHARS
"""A question start's line opens with a blank, emphasis or a label's letter (`**Q3.**`, `Q:`)."""


STRUCTURE_FIRST = frozenset("#|<>`~-*+![")
"""A line that opens so is structure (heading, table, HTML, code, list, image), not prose."""


def join_lines(lines: Sequence[str]) -> str:
    """The lines as one text, blank runs outside code folded to one blank line (Markdown reads
    them the same; a dropped markup line, `[source,java]` or `<br/>`, leaves no gap)."""
    out: list[str] = []
    fence: str | None = None
    for line in trim([line.rstrip() for line in lines]):
        fence, is_fence = fence_after(fence, line)
        if not is_fence and fence is None and not line and out and not out[-1]:
            continue
        out.append(line)
    return "\n".join(out)


def block_name(block: Block) -> str:
    return f"question {block.number}" if block.number is not None else f"question #{block.position}"


# -- the reading context ---------------------------------------------------------------------


@dataclass
class NoQuestions(DocumentError):
    """A reader found no question it could make a card of; another layout may fit."""

    found: int = 0
    """How many question-like items it found (the nearest miss is the reader with most)."""


class Context:
    """One document being read: its name, and the warnings and skipped items found so far."""

    def __init__(self, text: str, source: str) -> None:
        self.source = source
        self.text = text
        self.warnings: list[str] = []
        self.skipped: list[Skipped] = []
        self.is_markdown = False

    def where(self, line: int | None) -> str:
        return f"{self.source}:{line}" if line else self.source

    def warn(self, line: int | None, message: str) -> None:
        self.warnings.append(f"{self.where(line)}: {message}")

    def skip(self, line: int | None, message: str) -> None:
        """A question-like item left out: a warning, and an entry in the skipped list."""
        self.warn(line, message)
        self.skipped.append(Skipped(line, message))

    def fail(self, line: int | None, message: str) -> DocumentError:
        return DocumentError(self.source, line, message)


DATA_SUFFIXES = (".json", ".yaml", ".yml")


def may_hold_data(text: str, source: str) -> bool:
    """The cheap test for question records (srs.importers.records): the text opens as JSON
    (`[`, `{`) or front matter (`---`), or the file is named as data. A reader asks it
    before loading the records reader at all."""
    return text.lstrip("\ufeff \t\r\n")[:1] in ("[", "{", "-") or source.lower().endswith(
        DATA_SUFFIXES
    )
