"""An answer sheet pasted under its quiz: each entry restates a question and gives the right
option's text.

A mock exam keeps its questions with their numbered options in one file and its answers in
another, each answer under the question restated (`1. What is the smallest unit in
Kubernetes?` over `Pod`). Pasted under the quiz, as the importer's own message invites, the
sheet was read as more questions: every restated one a second card, and the quiz's questions,
no longer alone, cards whose "answers" were their own options, without a word.

So a question asked again later in the document (the same words, numbering and emphasis
aside), whose first asking has two to eight options (lettered, or a numbered list that is its
whole answer) and whose later asking is answered by one option's text, keys the first: it
becomes a choice question with that key, and the restatement is no card. A restatement whose
answer names no single option is left as it is, and counts no more as a question of the quiz
(`restating`): the quiz's unkeyed questions are still told apart as such.
"""

from __future__ import annotations

from srs.importers.lazyre import lazy
from srs.importers.numberedoptions import option_items
from srs.importers.values import Draft

__all__ = ["plain_question", "restated_answers"]

_MARKUP_RE = lazy(r"[*_`]+|<[^>\n]*>")
_SPACE_RE = lazy(r"\s+")
_LABEL_RE = lazy(r"^(?:\(?[A-Ha-h1-8][.)]|[A-Ha-h1-8]:)\s+")
"""An option's label before the text an answer repeats (`D) Pod`, `4. Pod`)."""


def restated_answers(drafts: list[Draft]) -> tuple[list[Draft], set[int]]:
    """The drafts with each restatement that keys an earlier question folded into it (see
    the module docstring), and the ids of the restatements left, which name no option."""
    if len(drafts) < 2:
        return drafts, set()
    asked: dict[str, tuple[int, Draft, dict[str, str]]] = {}
    for k, draft in enumerate(drafts):  # the questions with options still to key, first
        options = _options(draft)
        if options is not None:
            asked.setdefault(plain_question(draft.question), (k, draft, options))
    folded: set[int] = set()
    restating: set[int] = set()
    for k, draft in enumerate(drafts if asked else ()):
        if draft.choices or not draft.answer.strip() or _options(draft) is not None:
            continue
        found = asked.get(plain_question(draft.question))
        if found is None or found[0] >= k:
            continue
        _, earlier, options = found
        letter = _named(options, draft.answer)
        if letter is None:
            restating.add(id(draft))
            continue
        earlier.choices, earlier.answer = options, letter
        earlier.answer_line = draft.block.start.no
        folded.add(id(draft))
    if not folded:
        return drafts, restating
    return [d for d in drafts if id(d) not in folded], restating


def plain_question(text: str) -> str:
    """A question's words for comparing: markup, case and closing punctuation aside."""
    plain = _SPACE_RE.sub(" ", _MARKUP_RE.sub("", text)).strip().casefold()
    return plain.rstrip(" ?.:!？。：")


def _options(draft: Draft) -> dict[str, str] | None:
    """The options of a question asked first: its letters' texts, when it is a choice
    question not yet keyed, or the items of a numbered list that is its whole answer."""
    if draft.choices:
        return None if draft.answer else dict(draft.choices)
    return option_items(draft.answer)


def _named(options: dict[str, str], answer: str) -> str | None:
    """The letter of the one option whose text the answer is (its label before it or not)."""
    if "\n" in answer.strip():
        return None  # (several lines: more than one option's text, or an answer of its own)
    said = plain_question(_LABEL_RE.sub("", answer.strip()))
    named = [letter for letter, text in options.items() if plain_question(text) == said]
    return named[0] if len(named) == 1 else None
