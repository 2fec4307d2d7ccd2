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
from dataclasses import dataclass, field

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
    quiz = _Quiz()
    if not all(quiz.take(line) for line in body):
        return None
    if not quiz.question or not quiz.question[0] or len(quiz.options) < 2:
        return None
    first = quiz.question[0]
    number = _NUMBER_RE.match(first)  # `question: 3. Which ...`: the label's number
    label = f"Q{number.group(1)}: {first[number.end() :]}" if number else f"Q: {first}"
    lines = [label, *quiz.question[1:], *quiz.options]
    lines.append(f"Answer: {', '.join(quiz.right)}" if quiz.right else "")
    content = quiz.content or []
    start = next((k for k, line in enumerate(content) if line.strip()), None)
    if start is not None:
        lines += [f"Explanation: {content[start].strip()}", *content[start + 1 :]]
    return lines


@dataclass
class _Quiz:
    """One block's fields as its lines are read, in the order the plugin writes them."""

    question: list[str] = field(default_factory=list)
    options: list[str] = field(default_factory=list)
    right: list[str] = field(default_factory=list)
    content: list[str] | None = None

    def take(self, line: str) -> bool:
        """Read one line of the block; False for one out of the plugin's order."""
        m = _FIELD_RE.match(line)
        if m is None:
            return self._more(line)
        key, rest = m.group("key"), m.group("rest").strip()
        if key == "question":
            first = not self.question and not self.options and self.content is None
            self.question = [rest]
            return first
        if key == "content":
            done = self.content is None
            self.content = [rest] if rest else []
            return done
        return self._option(rest, right=key == "answer-correct")

    def _more(self, line: str) -> bool:
        """A line under a field: more content, or more question; none among the options."""
        if self.content is not None:
            self.content.append(line)
        elif self.options:
            return False
        elif self.question:
            self.question.append(line)
        return True

    def _option(self, text: str, *, right: bool) -> bool:
        if not self.question or self.content is not None or len(self.options) >= len(FIELD_LETTERS):
            return False
        letter = FIELD_LETTERS[len(self.options)]
        own = _OWN_LETTER_RE.match(text)
        if own is not None and own.group("l").upper() == letter:
            text = text[own.end() :]
        self.options.append(f"{letter}. {text}")
        if right:
            self.right.append(letter)
        return True
