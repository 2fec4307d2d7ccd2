"""A card's texts as srs.importers.cards makes them from a draft: HTML as Markdown, the
question with its own heading, references and escapes read, and options written where the
reader looks for none (in a code block, a `Choices:` field, a list the answer names).

These are the rules on one card's texts; srs.importers.cards keeps the rules between cards
(ids, the answer key, what is skipped), and calls these for each draft.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from srs.importers.askedbelow import asked_below
from srs.importers.asking import drop_topic_label
from srs.importers.common import block_name
from srs.importers.escapes import without_entities, without_escapes
from srs.importers.html import answer_markdown, choice_text, html_to_markdown
from srs.importers.italicanswer import unitalicized
from srs.importers.labeltext import (
    drop_grade_line,
    drop_grade_tag,
    explanation_text,
    shown_blanks,
    unlinked,
    unquoted,
)
from srs.importers.letteredlines import options_in_fence
from srs.importers.namedoption import choices_beside_answer, options_in_fields, options_listed_last
from srs.importers.ownheadings import Title, with_heading
from srs.importers.questionhead import tidied_head
from srs.importers.questionlines import (
    without_closing_fields,
    without_closing_rule,
)
from srs.importers.quotednotes import unquoted_notes
from srs.importers.values import Draft


@dataclass
class Fields:
    """A card's texts as they are being made (HTML turned into Markdown)."""

    question: str
    answer: str
    explanation: str
    choices: dict[str, str]


def read_references(fields: Fields, *, escaped: bool) -> None:
    """Each field as it renders: references read (`R&amp;D`), escapes where pandoc wrote; the
    question and the options without the blanks a spacer reference reads as at their edges."""
    texts = (fields.question, fields.answer, fields.explanation, *fields.choices.values())
    if not escaped and not any("&" in text for text in texts):
        return  # the cheap test most cards take

    def read(text: str, markdown: bool = True) -> str:
        return without_entities(without_escapes(text, markdown=markdown) if escaped else text)

    def read_line(text: str, markdown: bool = True) -> str:
        # `&nbsp; What is X?` (a summary's spacer): the blanks it reads as are no text
        return read(text, markdown).strip(" ")

    fields.question, fields.answer = read_line(fields.question), read(fields.answer)
    fields.explanation = read(fields.explanation)
    fields.choices = {k: read_line(v, markdown=False) for k, v in fields.choices.items()}  # plain


def options_read_apart(drafted: Fields, draft: Draft, warn: Callable[[int, str], None]) -> Fields:
    """An open question's fields, or a choice question's when its options were written where
    the reader looks for no options: in a code block, as a `Choices:` field, or as a list that
    ends the question with the answer naming one by its words. A `Choices:` field whose
    answer names none of them makes an open card, with a warning (never in silence)."""
    if drafted.choices:
        return drafted
    fenced = options_in_fence(drafted.question, drafted.answer)
    if fenced is not None:
        why = "\n\n".join(part for part in (fenced.explanation, drafted.explanation) if part)
        return Fields(fenced.question, fenced.letter, why, fenced.choices)
    named = options_in_fields(drafted.question, drafted.answer) or options_listed_last(
        drafted.question, drafted.answer
    )
    if named is None:
        beside = choices_beside_answer(drafted.question, drafted.answer)
        if beside is None:
            return drafted
        warn(
            draft.answer_line,
            f"{block_name(draft.block)}'s answer names none of its choices; made an open card",
        )
        return Fields(*beside, drafted.explanation, {})
    why = "\n\n".join(part for part in (named.explanation, drafted.explanation) if part)
    return Fields(named.question, named.letters, why, named.choices)


def drafted_fields(draft: Draft, own_heading: Title | None) -> Fields:
    """The draft's texts as Markdown; the question with the heading it sits under alone."""
    question = drop_grade_tag(drop_topic_label(html_to_markdown(draft.question)))
    question = shown_blanks(question)  # `over \_\_\_\_.`: the blank to fill, as it shows
    question = tidied_head(question)
    question, source = unlinked(unquoted(question))
    if own_heading is not None:
        question = with_heading(own_heading, question)
    choices = {k: choice_text(v) for k, v in draft.choices.items()}
    explanation = explanation_text(without_closing_fields(html_to_markdown(draft.explanation)))
    if explanation[:2] == "\\\n":  # `**Answer: B**\\` over the why: a line break, no text
        explanation = explanation[2:].lstrip()
    if source is not None:  # the page a linked question comes from: after the explanation
        explanation = f"{explanation}\n\nSource: {source}" if explanation else f"Source: {source}"
    answer = draft.answer
    if not choices:
        answer = without_closing_rule(answer_markdown(answer))
        answer = unitalicized(drop_grade_line(without_closing_fields(answer)))
        answer = unquoted_notes(answer)  # `> to enable scheduling` between command bullets
        question, answer = asked_below(question, answer)
    return Fields(question=question, answer=answer, explanation=explanation, choices=choices)
