"""A glossary of folded terms: `<details><summary>ACID 特性</summary>` its definition
`</details>`, one block per term, under the page's own section headings.

A `<details>` summary that does not ask is taken for a question only among summaries that
do (srs.importers.structure): alone, or among a few others like it, it is a README's fold
(`Translations`, `Windows` / `macOS` / `Linux`). A page of many short terms, each folding its
definition, is a glossary a learner studies term by term; read by that rule its terms were
dropped and its section headings (`## Basic`, `## Intermediate`) became the questions, each
holding several definitions run together. Six such terms or more, each short and none an
answer's label (`答案`, `Show answer`: a fold under its question, not a term), are kept.
"""

from __future__ import annotations

from collections.abc import Mapping

from srs.importers.common import ANSWER_WORD_RE, Start
from srs.importers.details import REVEAL_RE

__all__ = ["quiet_questions_kept"]

_GLOSSARY_TERMS = 6
"""How many folded terms make a glossary (a README folds a few install steps so)."""
_TERM_LENGTH = 40
"""A term is a few words (`クラスタ化インデックス(Clustered Index)`), no sentence."""


def quiet_questions_kept(quiet: set[int], starts: Mapping[int, Start]) -> set[int]:
    """The summaries that do not ask which are still to be dropped: none when they are a
    glossary's terms (see the module doc), else all of them."""
    if len(quiet) < _GLOSSARY_TERMS:
        return quiet
    labels = [starts[i].label.strip() for i in quiet if i in starts]
    if all(_term(label) for label in labels):
        return set()
    return quiet


def _term(label: str) -> bool:
    """A short label that is neither an answer's label nor a reveal button's text."""
    return (
        0 < len(label) <= _TERM_LENGTH
        and ANSWER_WORD_RE.match(label) is None
        and REVEAL_RE.match(label) is None
    )
