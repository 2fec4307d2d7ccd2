"""Notes of plain prompts, each answered by the bullets right under it:

    What is the package that holds the Calendar class?
    - java.util

    Output of below:
    ```java
    if (0) { ... }
    ```
    - A compile error: 0 is no boolean in Java

Nothing marks the questions (no heading, number or label), so no reader found them: a bullet
was taken for the one question and the prompts were reported as unanswered. Where a document
marks no question otherwise, and three or more of its paragraphs, most of them, run right
into a bullet list at the margin (past code of their own), each such paragraph is labelled
`Q:` and its first bullet `A:` (line for line): a question with its code, its bullets the
answer.

Such notes may sit under headings that only title them (`# Stats review`, `### 1.`), and
they go on as they were typed, so one stray line must not change how the whole page is read:

- a heading that does not ask is a title, neither a prompt nor a mark that the page is read
  otherwise; one that asks still is (its own questions are read by the Markdown reader); a
  bullet with a box (`* [ ] Mars`) or a letter in a run of them (`- a. Quicksort` over
  `- b. Merge sort`) is a quiz's option under its stem, never an answer;
- a line opening with `|` marks a table only over the table's rule row (`|---|---|`): a
  `|||note|||` line is a paragraph like another;
- a follow-up typed right under an answer's bullets (`How do you remove one?` over its own
  bullet or line), a line that ends with `?`, is a prompt of its own, not a line of the answer
  above it: it is labelled so, as a prompt over its bullets is;
- a lone line between prompts that asks, or sets two things against each other (`Mean vs
  median`), is a question left unanswered: labelled `Q:` with no answer, so it is reported
  rather than glued into the answer above. When paragraphs that no prompt claims follow it
  (`What is A/B testing:` / its text / `- 1 tail`), they are its answer.
"""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.common import holds
from srs.importers.fences import fence_after
from srs.importers.labelwords import ANSWER_LABELS, QUESTION_LABELS
from srs.importers.lazyre import lazy
from srs.importers.thematicbreaks import TABLE_RULE_RE

__all__ = ["prompt_bullets"]

_BULLET_RE = lazy(r"^ {0,3}[-*+][ \t]+\S")
_LABELS = "|".join((*QUESTION_LABELS, *ANSWER_LABELS))
_MARKED_RE = lazy(
    r"^(?:#{1,6}[ \t]|\d{1,3}[.)][ \t]|[-*+>|<]|(?:\*\*|__)?(?:q|question|a|answer)[ \t]*\d*[:.)]"
    rf"|(?:\*\*|__)?(?:{_LABELS})[ \t]*\d*[ \t]*[:：])",
    re.I,
)
"""What a line opens with when something marks it already (a heading, a numbered item, a
bullet, a quote, a table, HTML, a label in any language: `Frage:` over `Antwort:`): then the
document is no plain notes of prompts."""
_BOXED_RE = lazy(r"^ {0,3}[-*+][ \t]+\[.?\]")
_LETTERED_RE = lazy(r"^ {0,3}[-*+][ \t]+\(?([A-Ha-h])[.)][ \t]+\S")
"""A bullet that opens with an option's letter (`- a. Quicksort`, `* (B) Stack`)."""
_FEWEST = 3
_SHARE = 0.6
_HEADING_RE = lazy(r"^#{1,6}[ \t]")
_AGAINST_RE = lazy(r"\S[ \t]+(?:vs\.?|versus)[ \t]+\S", re.I)
"""`Mean vs median`: two things set against each other, a prompt that names no question word."""


def prompt_bullets(text: str) -> str:
    """The text with each plain prompt over its bullets labelled (see the module docstring);
    else the text as it is."""
    if not holds(text, "\n- ", "\n* ") or holds(text, "\n+ "):
        return text  # (a `+`/`-` quiz marks its right options with bullets of its own)
    lines = text.split("\n")
    paragraphs, prompts, follow_ups = _paragraphs(lines)
    if len(prompts) < _FEWEST or len(prompts) < _SHARE * len(paragraphs):
        return text
    asked: list[tuple[int, int | None]] = [*prompts, *follow_ups, *_lone_asks(lines, paragraphs)]
    for k, answer in asked:
        lines[k] = f"Q: {lines[k].strip()}"
        if answer is not None:
            lines[answer] = f"A: {lines[answer]}"
    return "\n".join(lines)


def _marks_questions(lines: list[str], k: int) -> bool:
    """Whether the line k, opening a paragraph, is marked already as a question or a table
    (`1. ...`, `Q: ...`, `### What is X?`, `| Q | A |` over its rule): then the page is read
    otherwise. A heading that only titles the notes and a `|||note|||` line mark nothing."""
    line = lines[k]
    if not _MARKED_RE.match(line):
        return False
    if _HEADING_RE.match(line):
        return asks(line.lstrip("#").strip())
    if line[:1] == "|":
        return k + 1 < len(lines) and bool(TABLE_RULE_RE.match(lines[k + 1]))
    return True


def _paragraphs(
    lines: list[str],
) -> tuple[list[tuple[int, int | None]], list[tuple[int, int]], list[tuple[int, int]]]:
    """The first lines of the paragraphs at the margin outside code (with the first bullet's
    line of those that are prompts over bullets), those prompts, and the follow-ups asked
    under a prompt's answer with the line that answers each; all empty when a line that
    opens a paragraph is marked already as a question (`### What ...?`, `1. ...`, `Q: ...`)."""
    paragraphs: list[tuple[int, int | None]] = []
    follow_ups: list[tuple[int, int]] = []
    fence: str | None = None
    blank_before = True
    answering = False  # under a prompt's answer, no blank line since
    for k, line in enumerate(lines):
        was_code = fence is not None
        fence, is_fence = fence_after(fence, line)
        if was_code or is_fence:
            blank_before = False
            continue
        if not line.strip():
            blank_before, answering = True, False
            continue
        if not blank_before and answering and _follows_up(lines, k):
            follow_ups.append((k, k + 1))
        elif blank_before and line[:1] not in " \t" and not _BULLET_RE.match(line):
            if _marks_questions(lines, k):
                return [], [], []
            if not _HEADING_RE.match(line):
                bullet = _bullet_below(lines, k)
                paragraphs.append((k, bullet))
                answering = bullet is not None
        blank_before = _HEADING_RE.match(line) is not None
    prompts = [(k, bullet) for k, bullet in paragraphs if bullet is not None]
    return paragraphs, prompts, follow_ups


def _follows_up(lines: list[str], k: int) -> bool:
    """Whether the line k, under a prompt's answer with no blank line between, asks a
    question of its own: a line at the margin ending with `?`, over a line that answers it."""
    line = lines[k].rstrip()
    if line[-1:] != "?" or line[:1] in " \t" or _BULLET_RE.match(line):
        return False
    return (
        k + 1 < len(lines) and bool(lines[k + 1].strip()) and not fence_after(None, lines[k + 1])[1]
    )


def _lone_asks(
    lines: list[str], paragraphs: list[tuple[int, int | None]]
) -> list[tuple[int, int | None]]:
    """The lone lines among the prompts that ask (or set `X vs Y`), each with the line of the
    paragraph that answers it, or None when a prompt, a heading or the end comes next; the
    paragraphs an answered one claims are its answer, never questions of their own."""
    found: list[tuple[int, int | None]] = []
    claiming = False
    for n, (k, bullet) in enumerate(paragraphs):
        if bullet is not None:
            claiming = False
            continue
        if claiming or not _lone_ask(lines, k):
            continue
        after = paragraphs[n + 1] if n + 1 < len(paragraphs) else None
        if after is None or after[1] is not None or _heading_between(lines, k, after[0]):
            found.append((k, None))
        else:
            found.append((k, after[0]))
            claiming = True
    return found


def _lone_ask(lines: list[str], k: int) -> bool:
    """Whether the paragraph at line k is one line that asks, or sets two things against
    each other, standing between blank lines."""
    if k + 1 < len(lines) and lines[k + 1].strip():
        return False
    text = lines[k].strip()
    return text[:1].isalnum() and (asks(text) or bool(_AGAINST_RE.search(text)))


def _heading_between(lines: list[str], k: int, j: int) -> bool:
    """Whether a heading stands between lines k and j."""
    return any(_HEADING_RE.match(lines[i]) for i in range(k + 1, j))


_LONGEST = 8
"""How many lines a prompt takes at most, its code's lines apart (`What is the error here?`
over two lines of code typed as text)."""


def _bullet_below(lines: list[str], k: int) -> int | None:
    """The line of the bullet at the margin that the paragraph opened at line k runs into
    (past its lines and code blocks, no blank line between), if any. A bullet with a box
    (`* [ ] Mars`, `- [t]`) is an option or a field of a quiz, no answer."""
    fence: str | None = None
    told = 0
    for j in range(k + 1, len(lines)):
        line = lines[j]
        was_code = fence is not None
        fence, is_fence = fence_after(fence, line)
        if was_code or is_fence:
            continue
        if not line.strip():
            return None
        if _BULLET_RE.match(line):
            return None if _BOXED_RE.match(line) or _lettered_options(lines, j) else j
        told += 1
        if told >= _LONGEST:
            return None
    return None


def _lettered_options(lines: list[str], j: int) -> bool:
    """Whether the bullet at line j opens a quiz's lettered options (`- a. Quicksort` over
    `- b. Merge sort`): an option under its stem, never the prompt's answer. Two bullets in
    letter order are asked for, so a lone `- a. ...` point of an answer stays one."""
    first = _LETTERED_RE.match(lines[j])
    second = _LETTERED_RE.match(lines[j + 1]) if j + 1 < len(lines) else None
    if first is None or second is None:
        return False
    return first[1] in "aA" and ord(second[1]) == ord(first[1]) + 1
