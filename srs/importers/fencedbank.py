"""A question bank kept one question to a code block, each block closed by its key line.

A Chinese exam bank exported from a quiz tool sets every question in a fence of its own
(```` ```java ````): a label (`题库中第1题:`), the question, options `A.`..`D.` (some glued,
`A.JDK ...`), sometimes the program it asks about, and last the key as the tool prints it
(`{correctAnswer='B'}`, `{correctAnswer='正确'}` for a true/false item). Sections
(`### 选择题`, `### 判断题`) head the runs of blocks. Read as written, each section heading was
a question whose answer was the whole run of code, and the 64 questions inside went
unreported.

A run of three fenced blocks or more, each holding text and then a key line as its last line
(`{correctAnswer='X'}`, `correct_answer = "X"`, or an answer label, `Answer: X`, `答案：X`;
not `answer = f(x)`, a line of code),
only blank lines, headings and image lines between them, is a run of questions. Each block
is written, in its own lines, as the labelled question every reader knows: `Q: ` and its
first line of text (the label line before it dropped), the block's other lines that are no
option in a fence of the block's own language (in an untagged or text fence, as text), its
options as `A. text` lines (when no line of the block is one, options written on the
question's own line, `Which planet is largest? A. Mars B. Jupiter`, two or more lettered in
order, are marked there as `A) Mars B) Jupiter`, when the key is a letter of one of them),
then `Answer: X`. The key decides the card: a letter of an
option makes a choice card, several letters the multi-answer open card (warned), anything
else (`正确`, `hello`) an open card answered by it. A fenced block without a key line, or a
run of fewer than three, is left as it is (code in an answer, a format shown by example).

A sorting-algorithms quiz fences each `## Question N` whole, question, `a.`..`d.` options and
`Solution: a`, and in some blocks goes on below the key with why it is right (`To sort n
elements, bubble sort requires ...`). The key line keys the question and what follows it
explains: such a block, its key an answer label (not a tool's field), is keyed as well, the
lines below its key written under `Answer: X`, where the readers take them for the card's
explanation. Read as unkeyed, those blocks broke the run (a block alone was skipped as a
question with no answer). Only a key under two options or more keys so (a choice it
explains; `answer: 42` among a config file's lines is code), and only lines that are no
option and no other key may follow it: an option below it, or a second key, is another
shape (two questions in a block).
"""

from __future__ import annotations

import re
from typing import NamedTuple

from srs.importers.common import ANSWER_RE, HEADING_RE, LETTERS, NUMBERED_LABEL_RE, OPTION_RE
from srs.importers.fences import closed_fences, has_fences
from srs.importers.lazyre import lazy
from srs.importers.markers import fence_info, prose_info
from srs.importers.options import inline_options

__all__ = ["fenced_bank"]

_RUN = 3
"""Keyed blocks in a row from which they are a bank of questions."""

_KEY_FIELD_RE = lazy(
    r"""^[ \t]*(?P<brace>\{)?[ \t]*["']?(?:(?:correct|right)[ _-]?)?answer["']?[ \t]*[=:：][ \t]*"""
    r"""(?P<quote>["']?)(?P<key>[^"'{}\n]+?)(?P=quote)[ \t]*(?(brace)\}|)[ \t]*$""",
    re.IGNORECASE,
)
"""`{correctAnswer='B'}`, `correct_answer = "B"`, `{answer: B}`: a key as a quiz tool prints
the field that holds it, braced or its value quoted (`answer = f(x)` is a line of code)."""
_CJK_LABEL_RE = lazy(r"^[^\s:：]{0,10}第[ \t]*\d{1,4}[ \t]*[题題问問][ \t]*[:：.]?[ \t]*$")
"""`题库中第1题:`, `第3题`: a Chinese question's number alone on its line."""
_GLUED_OPTION_RE = lazy(r"^(?P<l>[A-H])(?P<pl>)[.．、)）][ \t]*(?P<text>\S.*)$")
"""`A.JDK ...`, `B、...`: an option whose letter is glued to its text."""
_IMAGE_LINE_RE = lazy(r"^[ \t]*\[?!\[[^\]\n]*\]\([^)\n]*\)(?:\]\([^)\n]*\))?[ \t]*$")
"""`![fig](url)`, `[![fig](img)](link)`: a figure between two blocks."""


class _Block(NamedTuple):
    opened: int
    closed: int
    key: str
    keyed: int
    """The index of its key line: its last line of text, or one an explanation follows."""


def fenced_bank(text: str) -> str:
    """The text with each run of keyed fenced questions as labelled questions (see the
    module doc)."""
    if not has_fences(text):
        return text
    lines = text.split("\n")
    run: list[_Block] = []
    for block in _keyed_blocks(lines):
        if run and not _between_questions(lines[run[-1].closed + 1 : block.opened]):
            _write_run(lines, run)
            run = []
        run.append(block)
    _write_run(lines, run)
    return "\n".join(lines)


def _keyed_blocks(lines: list[str]) -> list[_Block]:
    """The closed fenced blocks whose last line of text is a key line, in order."""
    found: list[_Block] = []
    for opened, k in closed_fences(lines):
        texts = [j for j in range(opened + 1, k) if lines[j].strip()]
        key = _key(lines[texts[-1]]) if len(texts) >= 2 else None
        if key:
            found.append(_Block(opened, k, key, texts[-1]))
        elif len(texts) >= 3:
            explained = _explained_key(lines, texts)
            if explained is not None:
                found.append(_Block(opened, k, *explained))
    return found


def _explained_key(lines: list[str], texts: list[int]) -> tuple[str, int] | None:
    """The key and its line's index in a choice question's block whose answer label
    (`Solution: a`) is followed by lines that explain it (see the module doc), or None: no
    label under two options or more, or an option or another key among the lines below it."""
    for n in range(len(texts) - 2, 1, -1):
        line = lines[texts[n]]
        label = ANSWER_RE.match(line.strip())
        if label is not None:
            key = label.group("rest").strip()
            options = sum(1 for j in texts[1:n] if OPTION_RE.match(lines[j]))
            return (key, texts[n]) if key and options >= 2 else None
        if OPTION_RE.match(line) is not None or _KEY_FIELD_RE.match(line) is not None:
            return None  # an option or a key under the key: not one question explained
    return None


def _key(line: str) -> str | None:
    """The key a block's last line gives (`{correctAnswer='B'}`: `B`), or None."""
    m = _KEY_FIELD_RE.match(line)
    if m is not None and (m.group("brace") or m.group("quote")):
        return m.group("key").strip()
    label = ANSWER_RE.match(line.strip())
    if label is None:
        return None
    return label.group("rest").strip() or None


def _between_questions(lines: list[str]) -> bool:
    """Whether the lines between two blocks hold only blanks, headings and figures."""
    return all(
        not line.strip() or HEADING_RE.match(line) or _IMAGE_LINE_RE.match(line) for line in lines
    )


def _write_run(lines: list[str], run: list[_Block]) -> None:
    """Each block of a long enough run as a labelled question, in its own lines."""
    if len(run) < _RUN:
        return
    for block in run:
        written = _question(lines, block)
        span = block.closed - block.opened + 1
        lines[block.opened : block.closed + 1] = written + [""] * (span - len(written))


def _question(lines: list[str], block: _Block) -> list[str]:
    """A keyed block's lines as `Q:`, its code, its options and `Answer:` (no more lines
    than the block has: its two fences and key line make room for the code's two), and
    below the key the lines that explain it."""
    body = _trimmed(lines[block.opened + 1 : block.keyed])  # above the key line
    explanation = _trimmed(lines[block.keyed + 1 : block.closed])
    if body and _is_label(body[0]):
        body = _trimmed(body[1:])
    question, *others = body or [""]
    options = [option for row in others if (option := _option(row)) is not None]
    rest = _trimmed([row for row in others if _option(row) is None])
    info = fence_info(lines[block.opened])
    if rest and not prose_info(info):
        rest = [f"```{info or ''}", *rest, "```"]
    if not options:
        question = _inline(question, block.key)
    return [f"Q: {question.strip()}", *rest, *options, f"Answer: {block.key}", *explanation]


def _inline(question: str, key: str) -> str:
    """The question line with the options written on it (`A. Mars B. Jupiter`, two or more)
    marked `A) Mars B) Jupiter`, as the readers split them off a question's line, when the
    key is the letter of one of them; else the line as it is."""
    found = inline_options(question, fewest=2)
    if found is None or len(key) != 1 or key.upper() not in LETTERS[: len(found[1])]:
        return question
    stem, texts = found
    return " ".join([stem, *(f"{LETTERS[k]}) {text}" for k, text in enumerate(texts))])


def _trimmed(rows: list[str]) -> list[str]:
    """The rows without blank ones at either end, nor trailing blanks."""
    kept = [row.rstrip() for row in rows]
    first = next((k for k, row in enumerate(kept) if row.strip()), len(kept))
    last = max((k for k, row in enumerate(kept) if row.strip()), default=-1)
    return kept[first : last + 1]


def _is_label(line: str) -> bool:
    """Whether a block's first line only numbers its question (`题库中第1题:`, `Question 3:`)."""
    if _CJK_LABEL_RE.match(line):
        return True
    m = NUMBERED_LABEL_RE.match(line)
    return m is not None and not (m.group("text") or "").strip()


def _option(line: str) -> str | None:
    """A block's line as an `A. text` option line, or None when it is no option (an
    indented line is one of the code's)."""
    if line[:1] in (" ", "\t"):
        return None
    m = OPTION_RE.match(line) or _GLUED_OPTION_RE.match(line)
    if m is None:
        return None
    letter = m.group("l") or m.group("pl")
    return f"{letter.upper()}. {m.group('text').strip()}"
