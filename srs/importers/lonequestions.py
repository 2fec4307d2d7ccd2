"""The lines between questions that each ask a whole question of their own: questions the
author has not answered yet, each reported unanswered rather than as a run of text.

A list of questions to prepare after the answered ones mixes `How do you test X?` with
questions told with a full stop (`Difference between A and B.`, `Explain X.`, `Walk me
through your last project.`, srs.importers.toldlines): those are its questions too, each
named, never lumped into "N lines of text" with only the first quoted.
"""

from __future__ import annotations

import bisect
import re

from srs.importers.asking import asks, chat_offer, not_contents, opens_like_a_question
from srs.importers.cjkasks import asks_in_chinese
from srs.importers.lazyre import lazy
from srs.importers.toldlines import told_prompt

__all__ = ["asked_whole", "lone_questions"]


_WRAPPED_LINE_RE = lazy(
    r"^[ \t]*<(?P<tag>p|li|div|span|b|strong|h[1-6])\b[^<>]*>(?P<t>(?:(?!<(?P=tag)\b).)*?)"
    r"</(?P=tag)\s*>[ \t]*$",
    re.I,
)
"""A line wrapped whole in one element (`<p>What is X?</p>`): its text."""


def lone_questions(
    lines: list[tuple[int, str]],
    starts: list[int],
    preamble: list[tuple[int, str]] | None = None,
) -> tuple[list[tuple[int, str]], list[tuple[int, str]]]:
    """The lines of text no card holds that are each a whole question on a line of its own
    (`<p>What are custom elements?</p>`, a list of questions the author has not answered
    yet, `Explain X.` told among them), with their text, and the other lines: each such question goes unanswered,
    reported as a question, not as a run of text. Only where such lines are most of the
    text between two questions (`starts`): a question asked in passing in a page of notes
    (`• What is the probability of a head?`) is part of that text.

    The text before the first question (`preamble`) is such a run too: questions jotted
    above the numbered ones, not yet answered (`// why mark swap noexcept?`, a comment in a
    file of code notes), were reported only as lines of introduction, so that the count of
    questions fell short. Those taken leave `preamble` (in place: what is left is the
    introduction, reported as such) and come first."""
    asked = _preamble_questions(preamble) if preamble else []
    for run in _runs(lines, starts):
        found = [(no, q) for no, text in run if (q := asked_whole(text)) is not None]
        if 2 * len(found) >= len([text for _, text in run if text.strip()]):
            asked.extend(found)
    taken = {no for no, _ in asked}
    return asked, [(no, text) for no, text in lines if no not in taken]


def _preamble_questions(preamble: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The lines of the text before the first question that each ask a whole question,
    when they are all its lines, or two or more and most of them (see `lone_questions`),
    taken out of `preamble`."""
    found = [
        (no, q)
        for no, text in preamble
        if not_contents(text) and (q := _lone_question(_uncommented(text))) is not None
    ]
    lines = len([text for _, text in preamble if text.strip()])
    if not found or (len(found) < lines and (len(found) < 2 or 2 * len(found) < lines)):
        return []  # one asking line among prose: a hook (`Ever wondered why ...?`), no question
    taken = {no for no, _ in found}
    preamble[:] = [(no, text) for no, text in preamble if no not in taken]
    return found


_COMMENT_RE = lazy(r"^[ \t]*//+[ \t]*")
"""A code comment's `//` before a line's text: a question noted in a file of code notes."""


def _uncommented(text: str) -> str:
    """A line's text without the `//` of a code comment (a literal test first)."""
    return _COMMENT_RE.sub("", text, count=1) if "//" in text else text


def _runs(lines: list[tuple[int, str]], starts: list[int]) -> list[list[tuple[int, str]]]:
    """The lines grouped by the questions (`starts`, ascending) they follow."""
    runs: dict[int, list[tuple[int, str]]] = {}
    for no, text in lines:
        runs.setdefault(bisect.bisect(starts, no), []).append((no, text))
    return list(runs.values())


def asked_whole(text: str) -> str | None:
    """A line's question, if it asks one whole, or tells one with a full stop (`Explain X.`,
    `Difference between A and B.`): between answered questions, a question still to answer.
    Not before the first question, where `Explain your reasoning.` may be the quiz's rule."""
    question = _lone_question(text)
    if question is None and text.rstrip()[-1:] == ".":
        plain = " ".join(text.split()).strip(" *_")
        return plain if told_prompt(plain) else None
    return question


def _lone_question(text: str) -> str | None:
    """A line's question, if it asks one whole."""
    m = _WRAPPED_LINE_RE.match(text)
    plain = " ".join((m.group("t") if m else text).split()).strip(" *_")
    if len(plain) > 300 or "<" in plain or chat_offer(plain):
        return None
    # a whole element may leave out its question mark (`<p>What is schematic</p>`)
    if (plain.endswith("?") and asks(plain)) or (m and opens_like_a_question(plain)):
        return plain
    if asks_in_chinese(plain):
        return plain  # `* **设计一个物流系统**`: Chinese sets its questions without `？`
    return None
