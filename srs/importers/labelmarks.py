"""The emphasis marks an answer label's line leaves after the label is read: which close the
label's own bold or italics, and which are the answer's text.

Kept apart from srs.importers.blocks, which finds the labels, so that the rule for each mark
sits in one small place.
"""

from __future__ import annotations

import re

__all__ = ["unclosed_mark_off"]


def unclosed_mark_off(label: re.Match[str]) -> str:
    """The text after an answer label without the bold mark that closes the label's emphasis
    around the whole line (`**Answer: C**`, `**Answer: Paris**`): the label's opening `**` is
    gone with the label, so an odd `**` left at the end is the line's closing mark, not text.
    One left inside the text closes a bold lead-in the label's mark opened (`**Answer. Cache:**
    Fast memory`): the term's, so the mark is given back to it (`**Cache:** Fast memory`);
    one that opens the text is the label's own, glued to it (`**Answer:**<br/>text`). A lone
    star at the end closes italics opened before the label (`*Answer: B (why)*`); with none
    opened there it is the answer's own (`Answer: Σ*`, `Answer: a*`: a Kleene star)."""
    rest = label.group("rest")
    for mark in ("**", "__"):
        if rest.count(mark) % 2 == 0:
            continue
        if rest.endswith(mark):
            return rest[: -len(mark)].rstrip()
        if label.string[: label.start("rest")].count(mark) % 2 == 1:
            # the label's own closing mark, glued to what follows (`**Answer:**<br/>text`)
            return rest[len(mark) :] if rest.startswith(mark) else mark + rest
    opened = label.string[: label.start("rest")].count("*") % 2  # italics before the label
    if rest[-1:] == "*" and rest[-2:-1] not in ("*", "\\") and rest.count("*") % 2 == opened == 1:
        return rest[:-1].rstrip()  # `*Answer: B (why)*`: the italics' closing star
    return rest
