"""A section title led by a pictograph (`🔹 Intermediate Q&A`, `🔥 Advanced Q&A`), or naming a
level of questions (`Advanced Questions`): pages of plain numbered questions mark their levels
so, on a line of their own, with no heading mark and no bold. Such a line titles the questions
under it; it is no part of the answer above."""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy

__all__ = ["LEVEL_TITLE_LAST", "level_title", "pictograph_title", "titles_next"]

_PICTOGRAPH_TITLE_RE = lazy(
    r"^[ \t]*[\u2190-\u2bff\U0001f000-\U0001faff][\ufe0f\u200d]*[ \t]*"
    r"(?:\d\ufe0f?\u20e3[ \t]*|[A-Z][.)][ \t]+)?(?P<text>[^\W\d_](?:[^.!?\n]|(?<=\w)\.(?=\w)){0,60}?)[ \t]*:?[ \t]*$"
)
"""`🔹 Intermediate Q&A`; the part's number may follow as a keycap (`🧠 2️⃣ Joins in practice`),
or its letter as a label (`📂 B. Channels (15)`: the letter's dot ends no sentence);
a dot inside a version or a name is no sentence's end (`🔐 OAuth 2.0 & OpenID Connect (31–60)`,
`🔐 D. sync.Mutex & sync.RWMutex (10)`)."""


def pictograph_title(text: str) -> str | None:
    """The words of a line that is a pictograph and a short title (six words at most, no
    sentence's end), else None. The first character is tested before any pattern: most lines
    open with a letter."""
    first = text.lstrip(" \t")[:1]
    if not first or first < "\u2190":
        return None
    m = _PICTOGRAPH_TITLE_RE.match(text)
    if m is None or len(m.group("text").split()) > 6:
        return None
    return m.group("text")


_LEVEL_TITLE_RE = lazy(
    r"^(?:(?:basic|beginner|easy|intermediate|medium|advanced|hard|expert|senior|junior"
    r"|mid[- ]level|general|common|tricky|technical|behaviou?ral|coding|conceptual|theory"
    r"|theoretical|scenario[- ]based|practical|bonus|more|other|top|final|rapid[- ]fire)"
    r"[ \t]+)+(?:level[ \t]+)?(?:interview[ \t]+)?questions?(?:[ \t]+(?:and|&)[ \t]+answers?)?"
    r"[ \t]*:?$",
    re.IGNORECASE,
)
"""`Advanced Questions`, `Basic Level Questions:` on a line of its own: a section's title,
even typed right under the last answer of the section before (no blank line between)."""
_LEVEL_FIRST = frozenset("bBeEiImMaAhHsSjJgGcCtTpPoOfFrR")


LEVEL_TITLE_LAST = frozenset("nNrRsS:")
"""The last characters of a level's title (`Advanced Questions`, `Basic Answers:`): a reader
tests a line's last character before asking `level_title`."""


def level_title(plain: str) -> bool:
    """Whether a line is a level's title (`Advanced Questions`, `Basic Level Questions:`); the
    first letter is tested before the pattern."""
    if len(plain) > 80 or plain[:1] not in _LEVEL_FIRST:
        return False
    if not plain.rstrip(" \t:").lower().endswith(("question", "questions", "answer", "answers")):
        return False  # the cheap test on every line: a title ends with what it titles
    return _LEVEL_TITLE_RE.match(plain) is not None


_ANSWER_MARKS = ("✅", "✔", "✓", "☑", "❌", "✗", "✘", "👉", "➡", "→", "⇒", "💡")
"""Pictographs that lead an answer or a verdict (`✅ Five`, `👉 Prints 3`), not a title."""


def titles_next(text: str) -> bool:
    """Whether a line alone at the margin titles the questions after it: a pictograph's
    title not led by a mark of an answer (`🔹 Indexing`, not `✅ Five`), or a level's title
    (`Advanced Questions`). The first character is tested before any pattern."""
    first = text[:1]
    if not first.strip() or first in "#-*+>|":
        return False
    if pictograph_title(text) is not None:
        return not text.startswith(_ANSWER_MARKS)
    return level_title(text.strip())


_LEVEL_BANNER_RE = lazy(
    r"^(?:level[ \t]*\d{1,2}|(?:(?:very|super)[ \t]+)?(?:basic|beginner|starter|easy|intermediate"
    r"|medium|advanced|hard|expert|senior|junior|mid[- ]level|entry[- ]level)(?:[ \t]+(?:level"
    r"|tier|questions?))?)[ \t]*[:.]?$",
    re.IGNORECASE,
)


def level_banner(text: str) -> bool:
    """Whether a title only names a level (`Beginner Level`, `🟢 Starter`, `Level 2`): a
    banner over the questions of that level, never the words of one."""
    return _LEVEL_BANNER_RE.match(pictograph_title(text) or text.strip()) is not None
