"""Questions that finish their section's title (`How do I...` over `... get section numbers?`).

A Sphinx FAQ heads a section with the words its questions share and leaves each question to
finish them: under `How do I...`, the definition list's terms read `... create PDF files
without LaTeX?`, `... get section numbers?`. Carded as written, each question was its last
words after an ellipsis, meaning nothing on a card of its own. Here a question that opens
with an ellipsis, in a section whose title ends with one, is the title's words and its own:
`How do I get section numbers?`.
"""

from __future__ import annotations

from srs.importers.values import Draft

__all__ = ["continued_questions"]

_DOTS = ("...", "…")


def continued_questions(drafts: list[Draft]) -> list[Draft]:
    """The drafts with each question that finishes its section's title written whole (see
    the module docstring); the drafts as they are when none opens with an ellipsis."""
    for draft in drafts:
        question = draft.question.lstrip()
        section = draft.block.section
        if not question.startswith(_DOTS) or section is None:
            continue
        title = section.title.rstrip(" :")
        if not title.endswith(_DOTS):
            continue
        lead = title.removesuffix("...").removesuffix("…").rstrip()
        rest = question.removeprefix("...").removeprefix("…").lstrip()
        if lead and rest:
            draft.question = f"{lead} {rest}"
    return drafts
