"""A heading that names who wrote the document (`## Created by Jane Roe on 4/6/19.`,
`## Autor: Max Muster`): a byline, not a topic.

Course quizzes copied from a learning site open with the course's title, then a heading that
credits their author; the questions below were each tagged with the byline's words
(`created-by-jane-roe-on-4-6-19`), a topic nobody reviews by. Such a heading still ends the
section above it; it names none (srs.importers.sections gives it no tag). Only a credit
verb with `by` (or its like in German, French, Spanish, Portuguese, Italian) before a
capitalised name, or an `Author:` label, counts: `## Created by default` or `## Made by hand`
name no one.
"""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy

__all__ = ["byline"]

_BYLINE_RE = lazy(
    r"^(?:(?:(?:created|written|compiled|prepared|authored|maintained|made|curated|edited)"
    r"[ \t]+by|(?:erstellt|verfasst|geschrieben)[ \t]+von|(?:créé|rédigé|écrit)e?s?[ \t]+par"
    r"|(?:creado|escrito|criado|elaborado)[ \t]+por|(?:creato|scritto)[ \t]+da)[ \t]+"
    r"(?-i:@?[A-ZÀ-ÖØ-Þ])|(?:authors?|autor(?:in|en)?|auteure?s?|autore)[ \t]*[:：][ \t]*\S)"
    r"[^\n]{0,60}$",
    re.I,
)
"""A credit verb and `by` before a capitalised name or a handle, or an author's label."""


def byline(title: str) -> bool:
    """Whether a heading's text (its marks gone) credits the document's author (see the
    module doc)."""
    title = title.strip(" *_")
    return title[:1].lower() in "abcegmpsvw" and _BYLINE_RE.match(title) is not None
