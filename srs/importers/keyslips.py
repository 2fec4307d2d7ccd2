"""A key letter typed with a stray letter beside it: the one option it names, warned.

A quiz keys a question `**Answer:** BS` over options A-C: the author's slip (a key hit with
the next one, a word begun and left), the B meant. Read as written, no option is `BS` and a
run of letters must name options only (`AD` under a "Choose two" question), so the question
had options and no answer letter and was skipped: an answered question lost. A key that is
only a short run of capitals, exactly one of them an option's letter and none of the others
(`BS`, `SB`, `BX` over A-C), names that option; the reader keeps it and warns that the rest
was ignored. Not when the question asks for several options (the run may hold two meant
keys, one mistyped), nor when the run is a term the question or its options use (`CPU`
among options that name the CPU: an answer in words, not a slip).
"""

from __future__ import annotations

import re

from srs.importers.boldoptions import ASKS_SEVERAL_RE
from srs.importers.labeltext import unwrap
from srs.importers.lazyre import lazy

__all__ = ["slipped_letter"]

_RUN_RE = lazy(r"[A-Z]{2,3}\.?")
"""`BS`, `BXS`, `BS.`: a key that is only a short run of capitals (a longer one is a word)."""


def slipped_letter(key: str, choices: dict[str, str], asked: str) -> tuple[str, str] | None:
    """(the option's letter, the letters ignored) for a key that names one option among
    letters that are no option's (see the module), None otherwise; `asked` is the text
    above the key (the question and its options)."""
    if len(key) > 16:
        return None  # the cheap test first: most keys not read are sentences
    text = unwrap(key.strip()).strip("` \t")
    if _RUN_RE.fullmatch(text) is None:
        return None
    run = text.rstrip(".")
    named = [c for c in run if c in choices]
    if len(named) != 1 or len(set(run)) != len(run) or ASKS_SEVERAL_RE.search(asked):
        return None
    term = re.compile(rf"\b{run}\b", re.I)
    if term.search(asked) or any(term.search(option) for option in choices.values()):
        return None  # `CPU` under options that name it: an answer in words
    return named[0], run.replace(named[0], "")
