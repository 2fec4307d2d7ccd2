"""The bold fields that sort a question rather than answer it (`**Difficulty:** Hard`,
`**Tags:** ML, Theory`, `> **Nível:** Estagiário`): one pattern, read for a card's tags
(srs.importers.questionlines) and kept from being taken for a document's word for "answer"
(srs.importers.answerlabels).
"""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy

__all__ = ["FOREIGN_SORT_WORDS", "TAG_FIELD_RE", "is_tag_field"]

FOREIGN_SORT_WORDS = (
    *("nível", "nivel", "niveau", "livello", "stufe", "schwierigkeit", "dificuldade"),
    *("dificultad", "difficulté", "уровень", "сложность", "seviye", "zorluk", "tingkat"),
    *("categoria", "categoría", "catégorie", "kategorie", "kategori", "категория"),
    *("难度", "難度", "難易度", "난이도", "级别", "級別"),
)
"""A question's level or category in other languages (`> **Nível:** Estagiário`)."""
TAG_FIELD_RE = lazy(
    r"^[ \t]*(?:>[ \t]*)?(?:[-*+][ \t]+)?(?:\*\*|__)(?P<key>categor(?:y|ies)|difficulty|level|tags?"
    rf"|topics?|{'|'.join(FOREIGN_SORT_WORDS)})"
    r"(?:[ \t]*[:：][ \t]*(?:\*\*|__)|(?:\*\*|__)[ \t]*[:：])[ \t]*(?P<value>\S.*?)[ \t]*$",
    re.I,
)
"""`**Tags:** ML Theory, Overfitting`, `**Difficulty:** Easy`: a question bank's fields that
sort its questions, which a card keeps as its tags."""


def is_tag_field(line: str) -> bool:
    """Whether a line is a bold field that sorts its question: the card's tag, never the
    document's word for "answer" however many answers open with it."""
    return TAG_FIELD_RE.match(line) is not None
