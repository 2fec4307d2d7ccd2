"""A question over its options inside a choice card's explanation: reported, never lost.

Personal exam notes write some questions with no number or label, a bare question over
`- option` bullets, right under the explanation of the question before (`Which tool does
X?` / `- Alpha` / `- Beta` / `- Gamma`, a key label below or none). No reader sees a start
there, so the question, its options and any key went into the explanation above; one with
no key was never reported as unanswered. A stem that asks by a `(Choose 2)` line under it is
one too. Reading such a paragraph as a question of its own
would take any explanation's own asking line over a list for one; so the card keeps the
text, and the import says where a question seems to hide (its first words and its line), for
the user to check.

Bullets that name the card's own options (`**Why not the others?**` over one bullet per
wrong option, each opening with its words: `terraform validate only checks syntax.`)
are no other question's options: they tell why each of this card's is wrong, the explanation's
own sub-heading, and no warning is given.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

from srs.importers.asking import asks
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy
from srs.importers.values import Line

__all__ = ["asked_line", "asked_over_options"]

_BULLET_RE = lazy(r"^[-*+][ \t]+\S")
_CHOOSE_RE = lazy(r"^[ \t]*\(choose[ \t]+(?:\d{1,2}|all|two|three|four)\)[ \t]*$", re.IGNORECASE)
"""`(Choose 2)` on its own line under a stem: the stem asks, whatever its words."""
_BOLD_TITLE_RE = lazy(
    r"^[ \t]*(?:\*\*|__)[^*_\n]+?(?:[:：][ \t]*(?:\*\*|__)|(?:\*\*|__)[ \t]*[:：])[ \t]*$"
)
"""`**Why other answers are incorrect:**` alone on its line: the bold title of the points
below it (each option's fault), however its words ask; a question hidden there is a sentence,
not a bold label closed by its colon."""
_FEWEST_OPTIONS = 3
"""The fewest bullets under it that look like a question's options, not a point or two."""


def asked_over_options(explanation: str, options: Collection[str] = ()) -> list[str]:
    """Each line of an explanation that asks, set apart by a blank line above it, over three
    or more bullets at the margin right below it that do not name the card's own `options`
    (a cheap test first: most explanations hold no bullet)."""
    if "\n- " not in explanation and "\n* " not in explanation:
        return []
    lines = explanation.split("\n")
    return [
        " ".join(lines[k - 1 : k + 1]).strip() if _CHOOSE_RE.match(line) else line.strip()
        for k, line in outside_code(lines)
        if k > 0
        and _set_apart(lines, k)
        and _over_options(lines, k)
        and not _name_options(lines[k + 1 : k + 1 + _FEWEST_OPTIONS], options)
    ]


def asked_line(lines: Sequence[Line], asked: str, default: int) -> int:
    """The number of the line a hidden question (`asked_over_options`) opens on, among a
    block's lines, for the warning to point at it rather than at the card's own question;
    `default` when no line holds it."""
    for line in lines:
        text = line.text.strip()
        if text and asked.startswith(text):
            return line.no
    return default


_OPTION_WORDS = 2
"""How many opening words of an option a bullet must hold to name it (`terraform apply`)."""


def _name_options(bullets: list[str], options: Collection[str]) -> bool:
    """Whether most `bullets` each open with a different one of the card's options' opening
    words (backticks and emphasis aside): why each of them is right or wrong. One that
    only mentions an option further on (`- **C is wrong:** a cache ...`) may be another
    question's option that happens to share its words."""
    if len(options) < 2:
        return False
    heads = {" ".join(_plain(o).split()[:_OPTION_WORDS]) for o in options}
    heads.discard("")
    if len(heads) < len(options):
        return False  # options that open alike (`Amazon S3 ...`, `Amazon S3 ...`) tell nothing
    named = {h for b in bullets for h in heads if _plain(b[1:]).lstrip().startswith(h)}
    return len(named) * 2 > len(bullets)


def _plain(text: str) -> str:
    """A text without its code and emphasis marks, casefolded."""
    return text.replace("`", "").replace("*", "").casefold()


def _set_apart(lines: list[str], k: int) -> bool:
    """Whether line k opens a paragraph; a `(Choose 2)` line, whether its stem above does."""
    if not _CHOOSE_RE.match(lines[k]):
        return not lines[k - 1].strip()
    return bool(lines[k - 1].strip()) and (k < 2 or not lines[k - 2].strip())


def _over_options(lines: list[str], k: int) -> bool:
    """Whether line k asks (or holds a blank to fill) over three or more bullets."""
    line = lines[k]
    if not line.strip() or _BULLET_RE.match(line):
        return False
    below = lines[k + 1 : k + 1 + _FEWEST_OPTIONS]
    if len(below) < _FEWEST_OPTIONS or not all(_BULLET_RE.match(b) for b in below):
        return False
    if _BOLD_TITLE_RE.match(line):
        return False
    return asks(line) or "____" in line or _CHOOSE_RE.match(line) is not None
