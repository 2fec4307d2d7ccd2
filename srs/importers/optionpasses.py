"""A block's options and keys written one way before the block reader reads them: labelled
parts written as bullets, code options, ballot-box rows, options keyed by a course's feedback, notes under options, marks an
option ends with, keys at a line's end or in bold (each pass in its own module). Each pass runs only where the block's joined
text holds what it reads: most blocks need none of them, and a 10,000-question document
runs this for every question.
"""

from __future__ import annotations

from srs.importers.ballots import BALLOT_EMPTY, ballot_options
from srs.importers.blocklines import indented_code
from srs.importers.codeoptions import code_options
from srs.importers.common import Line
from srs.importers.endmarks import trailing_marks
from srs.importers.feedbackoptions import feedback_options
from srs.importers.keyrewrites import bare_label_key, bold_key, trailing_key
from srs.importers.labelbullets import labelled_parts
from srs.importers.optionnotes import option_notes
from srs.importers.responselabel import response_label

__all__ = ["options_and_keys"]


def options_and_keys(lines: list[Line]) -> list[Line]:
    """A block's options and keys written one way (code options, ballot boxes, notes under
    options, marks an option ends with, keys at a line's end or in bold): each pass only
    where the block's one joined text holds what it reads, the cheap tests first."""
    text = "\n".join([line.text for line in lines])
    if "```" in text or "~~~" in text:  # both passes read fenced code
        lines = code_options(indented_code(lines))
    if "**" in text or "__" in text:  # `- **Answer:** x` / `- **Example:** y`: parts, no list
        lines = labelled_parts(response_label(lines) if "esponse" in text else lines)
    if BALLOT_EMPTY in text:
        lines = ballot_options(lines)
    if "orrect" in text:  # `- **Rules**` over `  - That's correct! ...`
        lines = feedback_options(lines)
    lines = option_notes(lines)
    lines = trailing_marks(lines)
    if "nswer" in text or "NSWER" in text:
        lines = bare_label_key(trailing_key(lines))
    if "**" in text or "__" in text:
        lines = bold_key(lines)
    return lines
