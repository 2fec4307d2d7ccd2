"""Moodle's GIFT quiz format -> Markdown questions.

Question banks exported from Moodle (and written by hand for it) use GIFT: each question is
its text, with an optional `::title::` before it and a format tag (`[html]`), then its
answers between braces, one to a line or all on one:

    // question: 5976584  name: How do I import the math library?
    $CATEGORY: $course$/Module 1
    ::Importing::[html]<p>How do I import the math library?</p>{
        =import math#Correct
        ~include math#Incorrect
        ~%50%from math import *
    }

`=` marks a right answer, `~` a wrong one, `~%50%` one worth part of the marks (right when
its weight is above nought); `#` opens an answer's feedback; `\\=`, `\\~`, `\\#`, `\\{`,
`\\}`, `\\:` are the characters themselves. `{T}` / `{FALSE}` is a true-false question, a
brace of `=` answers only is a short-answer question (the first is the answer), `{}` an
essay (no answer: reported).

Read as Markdown the export is a page of comments and braces whose questions no reader
finds (the `// question:` comment lines looked like questions, the question like their
answer). Each question is rewritten on its own lines instead, as a heading that asks, its
options lettered and an `Answer:` line, which the Markdown reader reads as any quiz; the
comment and `$CATEGORY:` lines become blank. Only a text in which at least two questions
parse so is rewritten.
"""

from __future__ import annotations

import html
import re

from srs.importers.lazyre import lazy

__all__ = ["gift_to_markdown"]

_START_RE = lazy(r"^[ \t]*(?:::(?P<title>(?:[^:\\]|\\.|:(?!:))*)::)?[ \t]*(?P<rest>.*)$")
_FORMAT_RE = lazy(r"^\[(?P<format>html|moodle|plain|markdown)\]", re.I)
_WEIGHT_RE = lazy(r"^%(?P<w>-?\d+(?:\.\d+)?)%")
_ESCAPED_RE = lazy(r"\\([~=#{}:\\n])")
"""An escape: a special character itself, `\\n` a line break (read left to right, so that
`\\\\n` is a backslash before an `n`)."""
_ANSWERS_OPEN_RE = lazy(r"(?<!\\)\{\s*[=~]")
"""A brace opening GIFT answers (`{=right`, `{` then `~wrong` on the next line)."""
_TAG_RE = lazy(r"</?[A-Za-z][^<>]*>")
_TRUE_FALSE = {"t": "True", "true": "True", "f": "False", "false": "False"}


def gift_to_markdown(text: str) -> str:
    """The text with each GIFT question made a Markdown question, or the text unchanged when
    it is no GIFT export (substring tests first, then one scan for a brace of answers, then
    fewer than two questions)."""
    if "{" not in text or "}" not in text or ("::" not in text and "$CATEGORY" not in text):
        return text
    if _ANSWERS_OPEN_RE.search(text) is None:
        return text  # no brace opens with `=` / `~`: one scan, before any line is looked at
    lines = text.split("\n")
    questions = list(_questions(lines))
    if len(questions) < 2:
        return text
    out = [("" if _is_comment(line) else line) for line in lines]
    for start, end, written in reversed(questions):
        out[start : end + 1] = written + [""] * (end + 1 - start - len(written))
    return "\n".join(out)


def _is_comment(line: str) -> bool:
    """A `//` comment line or a `$CATEGORY:` line: GIFT's own, no text of a question."""
    stripped = line.lstrip()
    return stripped.startswith("//") or stripped.startswith("$CATEGORY:")


def _questions(lines: list[str]) -> list[tuple[int, int, list[str]]]:
    """Each question as (first line, last line, its Markdown lines): the text from the
    first line after a blank or comment up to the closing brace of its answers."""
    found: list[tuple[int, int, list[str]]] = []
    k = 0
    while k < len(lines):
        line = lines[k]
        if not line.strip() or _is_comment(line) or ("{" not in line and "::" not in line):
            k += 1
            continue
        end = _closing_line(lines, k)
        if end is None:
            k += 1
            continue
        written = _question("\n".join(lines[k : end + 1]))
        if written:
            found.append((k, end, written))
        k = end + 1
    return found


def _closing_line(lines: list[str], start: int) -> int | None:
    """The line holding the unescaped `}` that closes the answers opened at or after
    `start`; None when no brace opens before a blank line, or none closes it."""
    opened = False
    for k in range(start, len(lines)):
        if not lines[k].strip():
            return None
        for ch in _unescaped_braces(lines[k]):
            if ch == "{":
                opened = True
            elif opened:
                return k
    return None


def _unescaped_braces(line: str) -> list[str]:
    """The line's braces that are no `\\{` / `\\}`, in order."""
    if "{" not in line and "}" not in line:
        return []
    return [m.group(0) for m in re.finditer(r"(?<!\\)[{}]", line)]


def _question(block: str) -> list[str]:
    """The Markdown lines for one question's text (`block`, its lines joined); [] when it
    is no GIFT question (no title and no answers in braces)."""
    m = _START_RE.match(block.split("\n", 1)[0])
    assert m is not None
    opening = re.search(r"(?<!\\)\{", block)
    closing = re.search(r"(?<!\\)\}", block[opening.end() :]) if opening else None
    if opening is None or closing is None:
        return []
    title = m.group("title")
    start = m.end("title") + 2 if title is not None else 0
    asked = _plain(block[start : opening.start()])
    if not asked:
        asked = _plain(title or "")
    answers = block[opening.end() : opening.end() + closing.start()]
    if not asked or not _gift_answers(answers, titled=title is not None):
        return []
    # (no blank line under the heading: a question over one line per option and its
    # closing brace is written line for line, so every message names the line it means)
    return [f"### {' '.join(asked.split())}", *_answer_lines(answers)]


def _gift_answers(answers: str, *, titled: bool) -> bool:
    """Whether a brace holds GIFT answers: it opens with `=` or `~` (a choice, a short
    answer), or, after a `::title::`, is a true-false key, a numeric one or empty (an essay). Code and
    AsciiDoc attributes in braces (`{ x = 1 }`, `{nbsp}`) open otherwise."""
    body = answers.lstrip()
    if body[:1] in ("=", "~"):
        return True
    return titled and (not body or body.strip().lower() in _TRUE_FALSE or body[:1] == "#")


def _plain(text: str) -> str:
    """A GIFT text as the quiz shows it: the format tag dropped, HTML tags dropped and its
    entities decoded (an option that is one mark, `<p>-</p>`, stays that mark), escapes
    read."""
    text = text.strip()
    m = _FORMAT_RE.match(text)
    if m is not None:
        text = text[m.end() :]
    if "<" in text:
        text = _TAG_RE.sub(" ", text)  # a quiz's styling spans and paragraphs: no text
    if "&" in text:
        text = html.unescape(text)
    return _ESCAPED_RE.sub(_unescaped, text).strip()


def _unescaped(m: re.Match[str]) -> str:
    """An escape's character (`\\n`: a line break)."""
    return "\n" if m.group(1) == "n" else m.group(1)


def _answer_lines(answers: str) -> list[str]:
    """The options and `Answer:` line for the text between a question's braces (see the
    module doc for the kinds)."""
    body = answers.strip()
    if body.lower() in _TRUE_FALSE:
        return [f"Answer: {_TRUE_FALSE[body.lower()]}"]
    if body.startswith("#"):
        return [f"Answer: {_plain(body[1:])}"]  # a numeric answer
    items = _items(body)
    if not items:
        return []  # an essay: no answer, reported as any question without one
    if all(plain_right for plain_right, _, _ in items):
        return [f"Answer: {_shown(items[0][2])}"]  # short answer: the first accepted text
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    out = [f"{letters[n]}) {_shown(text)}" for n, (_, _, text) in enumerate(items[:26])]
    keys = [letters[n] for n, (_, right, _) in enumerate(items[:26]) if right]
    return [*out, f"Answer: {', '.join(keys)}"] if keys else out


def _items(body: str) -> list[tuple[bool, bool, str]]:
    """Each answer as (opened by a plain `=`, right, text): split at the unescaped `=` and
    `~` that open one, the weight read (`~%50%` right, `~%-100%` wrong) and the `#` feedback
    dropped. Only a brace of plain `=` answers is a short-answer question; weights that
    make every option right (`~%25%` four times) are a choice question's keys."""
    items: list[tuple[bool, bool, str]] = []
    for m in re.finditer(r"(?<!\\)([=~])((?:\\.|[^=~\\])*)", body):
        right = m.group(1) == "="
        text = m.group(2).strip()
        weight = _WEIGHT_RE.match(text)
        plain_right = right and weight is None
        if weight is not None:
            right = float(weight.group("w")) > 0
            text = text[weight.end() :]
        text = re.split(r"(?<!\\)#", text, maxsplit=1)[0]
        text = " ".join(_plain(text).split())
        if text:
            items.append((plain_right, right, text))
    return items


def _shown(option: str) -> str:
    """An option that is only marks (`*`, `-`, `>`) set as code, so that no reader takes it
    for a bullet or a quote: the quiz names the character."""
    return option if any(ch.isalnum() for ch in option) else f"`{option}`"
