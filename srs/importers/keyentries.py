"""An answer key's entry applied to its question's draft: the letter its text names, read
with the question's options, its explanation given to a choice question lacking one or its
text made the answer of an open question answered at the end.

srs.importers.cards matches entries to questions; what an entry says, once matched, is read
here (srs.importers.keytext reads the letter in the entry's words).
"""

from __future__ import annotations

import dataclasses
import re

from srs.importers.answersheets import plain_question
from srs.importers.html import html_to_text
from srs.importers.keytext import (
    contradicts,
    entry_explanation,
    labelled_entry,
    restates_own,
    unbolded,
    without_restated_name,
)
from srs.importers.numberedoptions import numbered_options
from srs.importers.options import read_letter, several_letters
from srs.importers.placeholders import answers_nothing
from srs.importers.values import Draft, KeyEntry


def take_note(note: str, draft: Draft) -> None:
    """A key table's explanation column: a choice question's explanation, if it has none."""
    if draft.choices and not draft.explanation:
        draft.explanation = note


def take_entry_text(entry: KeyEntry, draft: Draft) -> KeyEntry:
    """An entry that says more than a letter, read with its question's options: the entry
    with the letter it names. Its explanation goes to a choice question lacking one, or is
    the answer of an open question answered at the end."""
    entry = _past_restated_question(entry, draft)
    if answers_nothing(draft.answer):
        draft.answer = ""  # `Answer: ______`: the form the key's sample answer fills
    if not draft.choices and draft.answer:
        numbered_options(draft, entry)
    letter, explanation = _read_entry(entry, draft.choices)
    if draft.choices and not html_to_text(draft.explanation).strip():
        draft.explanation = explanation  # (a stray `<b>` under the options explains nothing)
    elif not draft.choices and explanation and draft.answer and entry.headed and draft.unlabelled:
        # `**Question 7:**` over two paragraphs, `**Answer 7:**` in the key: both paragraphs ask
        draft.question, draft.answer = f"{draft.question}\n\n{draft.answer}", explanation
    elif not draft.choices and not draft.answer and explanation:
        draft.answer = explanation
    return KeyEntry(entry.number, letter or entry.letter, entry.line, group=entry.group)


def _past_restated_question(entry: KeyEntry, draft: Draft) -> KeyEntry:
    """An answers section that restates each question over its answer (`1. Which protocol
    resolves names?` over `B) DNS`): the entry's text from the answer on, the question's
    words no part of what it says (they named no option, and made the key unread)."""
    lines = entry.text.strip().split("\n")
    if len(lines) < 2 or plain_question(lines[0]) != plain_question(draft.question):
        return entry
    return dataclasses.replace(entry, text="\n".join(lines[1:]).strip())


NOT_ASKED = "answer key lists question {}, which is not in the document"
CONTRADICTED = "!"
"""The letter of an entry whose text names another option than its letter (keytext)."""
CONTRADICTS = (
    "answer key entry for question {} names an option by a letter and a text that is not "
    "that option's (the options were reordered?); not used"
)


def _read_entry(entry: KeyEntry, choices: dict[str, str]) -> tuple[str, str]:
    """An answers-section entry's letter and explanation, read with its question's options:
    `b) 4 - because ...`, `**Correct answer: b)** because ...`, `Answer: b` on a later line."""
    lines = entry.text.strip().split("\n")
    labelled = labelled_entry(lines, choices)
    if labelled is not None:
        return labelled
    first = unbolded(lines[0]).strip()
    several = several_letters(first, choices) if entry.letter else None
    if several is not None:  # `b or d** - either way`: several right options, not b
        return several[0], entry_explanation([several[1], *lines[1:]])
    if entry.letter:  # `b** — because`, `(c) apple: because`: the pair's letter, then the rest
        m = re.match(rf"\(?{entry.letter}\)?[.):]?(?=\s|$)", first, re.I)
        if m is not None:
            first = f"{entry.letter}) {first[m.end() :].strip()}"
    letter, tail = read_letter(first, choices) if choices else ("", "")
    if (
        letter
        and not restates_own(first, letter, choices)
        and contradicts(letter, tail, lines[1:], choices)
    ):
        return CONTRADICTED, entry_explanation(lines[1:])
    if letter:
        return letter, entry_explanation([*without_restated_name(tail, lines[1:]), *lines[1:]])
    return entry.letter, entry_explanation(lines)
