"""Quiz blocks of the mkdocs-quiz plugin -> the Markdown question they show.

A documentation site built with MkDocs writes its self-tests as blocks the plugin draws:

    <?quiz?>
    question: Which command lists running containers?
    answer: docker images
    answer-correct: docker ps
    content:
    `docker ps` shows what runs.
    <?/quiz?>

Read as Markdown, `question:` and `answer:` looked like `Q:`/`A:` labels: each block became an
open card whose answer was its first option (often a wrong one) followed by every other line
of the block, the closing `<?/quiz?>` and the next block's opening with it, and the key was
lost. Here each block's lines are written over as the choice question they are: a `Q:` line,
one lettered option per `answer` line (the author's own letter taken off when it is the
option's place, `answer: A. Kernel`), an `Answer:` line naming the `answer-correct` ones, and
the `content` as its explanation. The question is written from the block's opening line
down and the rest of its lines left blank: the block keeps its length, every line after it
its number. A block without a question or two options stays as written.
"""

from __future__ import annotations

import re

from srs.importers.common import FIELD_LETTERS
from srs.importers.holding import holds
from srs.importers.lazyre import lazy

__all__ = ["mkdocs_quizzes"]

_BLOCK_RE = lazy(r"^[ \t]*<\?quiz\?>[ \t]*\n(?P<body>(?:.*\n)*?)[ \t]*<\?/quiz\?>[ \t]*$", re.M)
"""A quiz block from its opening line to its closing one."""
_FIELD_RE = lazy(
    r"^[ \t]*(?P<key>question|answer-correct|answer|content)[ \t]*:[ \t]?(?P<rest>.*)$"
)
_OWN_LETTER_RE = lazy(r"^(?P<l>[A-Ha-h])[.)][ \t]+(?=\S)")
"""An option's own letter (`A. Kernel`, `b) text`), taken off when it is the option's place."""
_NUMBER_RE = lazy(r"^(\d{1,4})[.)][ \t]+(?=\S)")
"""A question's own number (`question: 3. Which ...`), written as its label's."""


def mkdocs_quizzes(text: str) -> str:
    """The text with each mkdocs-quiz block written as Markdown (see the module docstring);
    unchanged when it has none (cheap test first)."""
    if not holds(text, "<?quiz?>"):
        return text
    return _BLOCK_RE.sub(_rewritten, text)


def _rewritten(m: re.Match[str]) -> str:
    block = m.group(0)
    written = _markdown(m.group("body").split("\n")[:-1])  # (the body ends in a newline)
    if written is None:
        return block
    written += [""] * (block.count("\n") + 1 - len(written))
    return "\n".join(written)


def _markdown(body: list[str]) -> list[str] | None:
    """The block's lines written as a choice question: the question from the opening line
    down, its options, the key, the explanation; None when it has no question, fewer than
    two options, or lines this reader does not know among its options."""
    question: list[str] = []
    options: list[str] = []
    right: list[str] = []
    content: list[str] | None = None
    for line in body:
        m = _FIELD_RE.match(line)
        if m is None:
            if content is not None:
                content.append(line)
            elif options:
                return None  # a line among the options: not a block this reader knows
            elif question:
                question.append(line)
            continue
        key, rest = m.group("key"), m.group("rest").strip()
        if key == "question" and not question and not options:
            question = [rest]
        elif key.startswith("answer") and question and content is None:
            if len(options) >= len(FIELD_LETTERS):
                return None
            letter = FIELD_LETTERS[len(options)]
            own = _OWN_LETTER_RE.match(rest)
            if own is not None and own.group("l").upper() == letter:
                rest = rest[own.end() :]
            options.append(f"{letter}. {rest}")
            if key == "answer-correct":
                right.append(letter)
        elif key == "content" and content is None:
            content = [rest] if rest else []
        else:
            return None
    if not question or not question[0] or len(options) < 2:
        return None
    number = _NUMBER_RE.match(question[0])  # `question: 3. Which ...`: the label's number
    label = f"Q{number.group(1)}: {question[0][number.end() :]}" if number else f"Q: {question[0]}"
    lines = [label, *question[1:], *options]
    lines.append(f"Answer: {', '.join(right)}" if right else "")
    explained = [line for line in content or [] if line.strip()]
    if explained:
        first = next(k for k, line in enumerate(content or []) if line.strip())
        lines += [f"Explanation: {(content or [])[first].strip()}", *(content or [])[first + 1 :]]
    return lines
