"""A question asked in two languages, each version on its own line behind a label naming its
language (`1. **中文：** 你如何...？` / `**英文：** How do you ...?` / `**答案：** ...`).

Bilingual interview sheets label each version of a question with its language and the answer
with an answer label. The answer label was known, the language labels were not: they stayed
in the question (`**中文：** ... **英文：** ...`), and where the first version ended in `。`
the second was kept with its label on a line of its own. A language label names which version
a line is, no text of the question: the versions are written without their labels, one a
line, the first behind the item's number. Only where two lines or more in a row are labelled
with different languages and an answer label follows them (a question's versions, not an
answer's paragraphs in two languages, nor a glossary's lines).
"""

from __future__ import annotations

import re

from srs.importers.common import ANSWER_RE, holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["language_labels"]

_LANGUAGES = (
    "中文|英文|汉语|漢語|英语|英語|日文|日语|日語|日本語|韩文|韓文|韩语|韓語|한국어|영어|중국어"
    "|english|chinese|mandarin|spanish|español|french|français|german|deutsch|japanese"
    "|korean|russian|русский|английский|portuguese|português|italian|italiano|hindi|arabic"
    "|vietnamese|tiếng[ \t]+việt|inglés|anglais|englisch"
)
"""Language names (in English, in themselves, in Chinese), any case."""
_CODES = "EN|ZH|CN|ES|FR|DE|JA|JP|KO|RU|PT|IT|VI"
"""Their two-letter codes, in capitals only (`It:` and `De:` open sentences)."""
_LABELLED_RE = lazy(
    r"^(?P<lead>[ \t]*(?:(?:\d{1,4}[.)]|[-*+])[ \t]+)?)(?:\*\*|__)?"
    rf"(?P<lang>(?i:{_LANGUAGES})|{_CODES})[ \t]*(?:[:：](?:\*\*|__)?|(?:\*\*|__)[ \t]*[:：])[ \t]*(?P<text>\S.*)$",
)
"""`1. **中文：** text`, `**English:** text`, `EN: text`, `- **ZH**: text`: a line opened by
a language's label, its text after it."""
_LITERALS = ("文", "语", "語", "어", "nglish", "hinese", "spañol", "EN:", "EN**", "ZH:", "ZH**")
"""What a document must hold for the layout: a language's name (the cheap test first)."""


def language_labels(text: str) -> str:
    """The text with each question's language labels left out where its versions are
    labelled lines over an answer label (a substring test first: most documents hold none)."""
    if not holds(text, *_LITERALS):
        return text
    lines = text.split("\n")
    labelled = {k: m for k, line in outside_code(lines) if (m := _LABELLED_RE.match(line))}
    if len(labelled) < 2:
        return text
    k = 0
    while k < len(lines):
        run = _run(labelled, k)
        if len(run) >= 2 and _answered(lines, k + len(run)):
            for j, m in enumerate(run):
                indent = m.group("lead") if j == 0 else _indent(lines[k + j])
                lines[k + j] = indent + m.group("text")
            k += len(run)
        else:
            k += max(len(run), 1)
    return "\n".join(lines)


def _run(labelled: dict[int, re.Match[str]], k: int) -> list[re.Match[str]]:
    """The matches of the labelled lines from `k` on, each in another language, the first
    alone led by a list marker."""
    run: list[re.Match[str]] = []
    langs: set[str] = set()
    while (m := labelled.get(k + len(run))) is not None:
        lang = m.group("lang").lower()
        if lang in langs or (run and m.group("lead").strip()):
            break
        langs.add(lang)
        run.append(m)
    return run


def _indent(line: str) -> str:
    """A line's leading blanks."""
    return line[: len(line) - len(line.lstrip(" \t"))]


def _answered(lines: list[str], k: int) -> bool:
    """Whether the line at `k` (past blank lines) opens with an answer label, at any indent
    (under `10.` an item's lines are indented four blanks)."""
    while k < len(lines) and not lines[k].strip():
        k += 1
    return k < len(lines) and ANSWER_RE.match(lines[k].lstrip(" \t")) is not None
