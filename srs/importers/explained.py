"""An explanation written between a question and its answer: the answer's summary.

Generated interview Q&A pages put, under the question, a paragraph labelled as the
explanation the candidate should give (`**Main question**: What is X?` / `**Explanation**:
X lets ...` / `**Follow-up questions**:` ...) and the full answer under a later `## Answer`
heading or label. The explanation says the answer in short: on the question's side it would
give the answer away, so it opens the answer instead, without its label.
"""

from __future__ import annotations

import re

from srs.importers.common import trim
from srs.importers.lazyre import lazy

_EXPLANATION_RE = lazy(
    r"^[ \t]{0,3}(?:\*\*|__)?explanation[ \t]*(?:\*\*|__)?[ \t]*:[ \t]*(?:\*\*|__)?[ \t]*(?P<rest>\S.*)$",
    re.IGNORECASE,
)

LINK_RE = lazy(r"^[ \t]*<?https?://\S+[ \t]*$")
"""A label's rest that is a link alone (`Answer: https://...`): a source, not an answer."""


def explanation_to_answer(question: list[str], answer: list[str]) -> tuple[list[str], list[str]]:
    """(question, answer) lines with the labelled explanation paragraph found below the
    question's first line moved to the start of the answer; unchanged when there is none."""
    for k in range(1, len(question)):
        line = question[k]
        if "xplanation" not in line[:16] or (m := _EXPLANATION_RE.match(line)) is None:
            continue
        end = next(
            (j for j in range(k + 1, len(question)) if not question[j].strip()), len(question)
        )
        summary = [m.group("rest").strip(), *question[k + 1 : end]]
        after = trim(question[end:])
        rest = trim(question[:k]) + (["", *after] if after else [])
        return rest, [*summary, *([""] if answer else []), *answer]
    return question, answer
