"""A block's options and keys written one way before the block reader reads them: labelled
parts written as bullets, code options, ballot-box rows, options keyed by a course's feedback, notes under options, marks an
option ends with, keys at a line's end or in bold (each pass in its own module). Each pass runs only where the block's joined
text holds what it reads: most blocks need none of them, and a 10,000-question document
runs this for every question.
"""

from __future__ import annotations

from dataclasses import dataclass

from srs.importers.ballots import BALLOT_EMPTY, ballot_options
from srs.importers.blocklines import indented_code
from srs.importers.codeoptions import code_options
from srs.importers.endmarks import trailing_marks
from srs.importers.feedbackoptions import feedback_options
from srs.importers.keyrewrites import (
    bare_label_key,
    bold_key,
    may_hold_bare_keys,
    may_hold_bold_options,
    may_hold_trailing_keys,
    trailing_key,
)
from srs.importers.labelbullets import labelled_parts
from srs.importers.numberedbold import numbered_bold_options
from srs.importers.optionnotes import may_hold_notes, option_notes
from srs.importers.responselabel import response_label
from srs.importers.rightmarks import may_hold_end_marks
from srs.importers.tickedblank import TICKS, ticked_blank
from srs.importers.values import Line

__all__ = ["EVERY", "OptionHints", "options_and_keys"]


@dataclass(frozen=True)
class OptionHints:
    """Which of the later passes below any block of a document may need, told from the whole
    document once. A 10,000-question document ran each pass's own cheap test on each of its
    blocks, for nothing in most documents: a twentieth of its import. Each hint is a
    necessary condition the pass's own module states on a document, sound where a block's
    lines are lines of the document, cut and unindented (the line reader's: see
    `BlockReader.hints_from_text`); a block that a pass here has reshaped takes every pass."""

    notes: bool = True
    marks: bool = True
    trailing_keys: bool = True
    bare_keys: bool = True
    bold_options: bool = True

    @classmethod
    def of(cls, document: str) -> OptionHints:
        return cls(
            may_hold_notes(document),
            may_hold_end_marks(document),
            may_hold_trailing_keys(document),
            may_hold_bare_keys(document),
            may_hold_bold_options(document),
        )


EVERY = OptionHints()
"""Every pass, for a block whatever it holds."""


def options_and_keys(lines: list[Line], hints: OptionHints = EVERY) -> list[Line]:
    """A block's options and keys written one way (code options, ballot boxes, notes under
    options, marks an option ends with, keys at a line's end or in bold): each pass only
    where the block's one joined text holds what it reads, the cheap tests first, and the
    later ones only where the document's `hints` allow."""
    text = "\n".join([line.text for line in lines])
    read = lines
    if "```" in text or "~~~" in text:  # both passes read fenced code
        lines = code_options(indented_code(lines))
    if "**" in text or "__" in text:  # `- **Answer:** x` / `- **Example:** y`: parts, no list
        lines = labelled_parts(response_label(lines) if "esponse" in text else lines)
        lines = numbered_bold_options(lines, text)  # `1. MAKE` / `2. **CHANGE**` under a stem
    if BALLOT_EMPTY in text:
        lines = ballot_options(lines)
    if "orrect" in text:  # `- **Rules**` over `  - That's correct! ...`
        lines = feedback_options(lines)
    if not text.isascii() and ("**" in text or "__" in text) and any(t in text for t in TICKS):
        lines = ticked_blank(lines)  # `A **key** ✅ identifies each row.`
    return _later_passes(lines, text, hints, fresh=lines is read)


def _later_passes(lines: list[Line], text: str, hints: OptionHints, *, fresh: bool) -> list[Line]:
    """Notes under options, end marks, keys at a line's end or in bold: each where the
    block's text may hold what it reads and, while the block is `fresh` (still the
    document's lines), where the document's hints allow it."""
    keyed = "nswer" in text or "NSWER" in text
    bold = "**" in text or "__" in text or "==" in text or "~~" in text or "<mark>" in text
    for wanted, may, rewrite in (
        (True, hints.notes, option_notes),
        (True, hints.marks, trailing_marks),
        (keyed, hints.trailing_keys, trailing_key),
        (keyed, hints.bare_keys, bare_label_key),
        (bold, hints.bold_options, bold_key),
    ):
        if wanted and (may or not fresh):
            out = rewrite(lines)
            fresh = fresh and out is lines
            lines = out
    return lines
