"""Matching concepts in an answer: exact windows, typos by rapidfuzz, aliases and phrases.

Case, accents, punctuation, hyphenation and spacing never matter (`all-reduce` = `allreduce` =
`all reduce`); typos get full or partial credit; names, numbers and short keys must match
(nearly) exactly; a word with a negating prefix is another word, not a typo.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from rapidfuzz import fuzz, process

from srs.grading.aliases import _AliasTable
from srs.grading.concepts import _GENERIC_KEYS, _Concept
from srs.text import Token, root

FULL_MATCH_RATIO = 85.0
"""rapidfuzz ratio (0-100) from which a fuzzy match earns full credit (`gradiant` ~ `gradient`)."""
STRICT_MATCH_RATIO = 92.0
"""Identifiers and anything with digits need this ratio (one slip in a long name), else no credit."""
PARTIAL_MATCH_RATIO = 75.0
"""Below FULL_MATCH_RATIO and from here, partial credit rising from PARTIAL_CREDIT_FLOOR."""
PARTIAL_CREDIT_FLOOR = 0.3
MATCHED_CREDIT = 0.5
"""A concept is reported as matched from this credit on (partial credit below still counts)."""
PHRASE_PART_CREDIT = 0.8
"""A multi-word concept found only word by word earns at most this much."""
EXACT_ONLY_LEN = 3
"""Keys this short match exactly or not at all: `DP` must not match `PP`."""


# --------------------------------------------------------------------------- matching


@dataclass(frozen=True)
class _AnswerIndex:
    exact: Mapping[str, tuple[int, int]]
    """Window key -> token span (start, end) of its first occurrence."""
    fuzzy_keys: tuple[str, ...]
    """Window keys long enough for fuzzy matching (more than EXACT_ONLY_LEN characters)."""
    fuzzy_spans: tuple[tuple[int, int], ...]
    surfaces: tuple[str, ...]


_MAX_WINDOW = 5
"""Exact matching looks at runs of up to this many word parts (`nvidia collective comm lib`)."""
_MAX_FUZZY_WINDOW = 3
"""Fuzzy matching at up to this many: a typo in a five-word name is rare, and windows cost time."""


def _index_answer(tokens: Sequence[Token]) -> _AnswerIndex:
    """Every run of up to _MAX_WINDOW parts, squashed: `all reduce` and `all-reduce` -> `allreduc`."""
    flat: list[tuple[str, int]] = [(p, i) for i, t in enumerate(tokens) for p in t.parts]
    exact: dict[str, tuple[int, int]] = {}
    fuzzy: dict[str, tuple[int, int]] = {}
    for start in range(len(flat)):
        key = ""
        for end in range(start, min(start + _MAX_WINDOW, len(flat))):
            key += flat[end][0]
            span = (flat[start][1], flat[end][1] + 1)
            exact.setdefault(key, span)
            if (
                end - start < _MAX_FUZZY_WINDOW
                and len(key) > EXACT_ONLY_LEN
                and (span[1] - span[0] == 1 or not any(t.stop for t in tokens[span[0] : span[1]]))
            ):
                fuzzy.setdefault(key, span)  # `and apply` is no typo of `add.apply`
    return _AnswerIndex(
        exact=exact,
        fuzzy_keys=tuple(fuzzy),
        fuzzy_spans=tuple(fuzzy.values()),
        surfaces=tuple(t.surface for t in tokens),
    )


def _credit_for_ratio(ratio: float) -> float:
    if ratio >= FULL_MATCH_RATIO:
        return 1.0
    if ratio < PARTIAL_MATCH_RATIO:
        return 0.0
    span = FULL_MATCH_RATIO - PARTIAL_MATCH_RATIO
    return (
        PARTIAL_CREDIT_FLOOR + (1.0 - PARTIAL_CREDIT_FLOOR) * (ratio - PARTIAL_MATCH_RATIO) / span
    )


_NON_DIGITS_RE = re.compile(r"\D+")


def _digits(key: str) -> str:
    return _NON_DIGITS_RE.sub("", key)


def _worth_saying(concept: _Concept) -> bool:
    """A missed concept the feedback names: `new`, `two` or `0` count, but say nothing."""
    return concept.key not in _GENERIC_KEYS and not concept.key.replace(".", "").isdigit()


def _fuzzy_credit(key: str, ratio: float, *, strict: bool, several_tokens: bool) -> float:
    """Credit for a fuzzy match of `key` at `ratio`, by how much a near miss can be trusted.

    Identifiers and numbers (`NCCL_IB_DISABLE`, `float16`) and short keys must be nearly
    exact: `ENABLE` is not a typo of `DISABLE`, nor `float64` of `float16`. A match across
    several answer words must be close too (`all their` is not `allgather`).
    """
    if strict:
        return 1.0 if ratio >= STRICT_MATCH_RATIO else 0.0
    if len(key) <= 5 or several_tokens:
        return 1.0 if ratio >= FULL_MATCH_RATIO else 0.0
    return _credit_for_ratio(ratio)


NEGATING_PREFIXES: tuple[str, ...] = ("un", "non", "dis", "de", "in", "im", "ir", "il", "a", "anti")
"""A word with one of these in front is not a typo of the word without it: `asynchronous` is
not `synchronous`, `unscale` is not `scale`, `disable` is not `enable`."""


def _another_word(key: str, other: str) -> bool:
    """`other` is a different word from `key`, however close their spelling.

    A word plus a prefix (`unscal` / `scal`, `asynchronou` / `synchronu`, a typo in the rest
    allowed) or plus two or more letters at the end (`everyth` / `every`) is another word;
    a typo drops or adds one letter, not a syllable.
    """
    if len(key) == len(other):
        return False
    short, long = (key, other) if len(key) < len(other) else (other, key)
    if long.endswith(short) or (long.startswith(short) and len(long) - len(short) >= 2):
        return True
    for prefix in NEGATING_PREFIXES:
        if long.startswith(prefix) and not short.startswith(prefix):
            rest = long[len(prefix) :]
            if fuzz.ratio(rest, short) >= FULL_MATCH_RATIO:
                return True
    return False


def _match_key(
    variants: Iterable[str], index: _AnswerIndex, *, identifier: bool = False
) -> tuple[float, tuple[int, int] | None]:
    """Best credit of any variant key against the answer's windows, and where it matched.

    One rapidfuzz call per variant finds every window within PARTIAL_MATCH_RATIO (usually
    none); only those few are checked against the rules of _fuzzy_credit.
    """
    best, where = 0.0, None
    for key in variants:
        span = index.exact.get(key)
        if span is not None:
            return 1.0, span
        size = len(key)
        if size <= EXACT_ONLY_LEN or not index.fuzzy_keys:
            continue
        digits = _digits(key)
        strict = identifier or bool(digits)
        tolerance = max(2, size // 6)
        hits = process.extract(
            key, index.fuzzy_keys, scorer=fuzz.ratio, score_cutoff=PARTIAL_MATCH_RATIO, limit=None
        )
        for wkey, ratio, i in hits:
            if abs(len(wkey) - size) > tolerance or _digits(wkey) != digits:
                continue  # not a typo: a longer word that contains it, or another number
            if _another_word(key, wkey):
                continue
            wspan = index.fuzzy_spans[i]
            several = wspan[1] - wspan[0] > 1
            credit = _fuzzy_credit(key, float(ratio), strict=strict, several_tokens=several)
            if credit > best:
                best, where = credit, wspan
    return best, where


def _family(family: str, index: _AnswerIndex) -> tuple[int, int] | None:
    """Where the answer has a word of this family (srs.text.root), if it does. Looked for
    only when a concept is otherwise missed, so most answers never compute a root."""
    for i, surface in enumerate(index.surfaces):
        if root(surface) == family:
            return i, i + 1
    return None


def _match_concept(
    concept: _Concept, index: _AnswerIndex, table: _AliasTable
) -> tuple[float, list[tuple[int, int]]]:
    credit, span = _match_key(concept.variants, index, identifier=concept.identifier)
    if credit < 1.0 and concept.root and (family := _family(concept.root, index)) is not None:
        credit, span = 1.0, family  # `iterative` for `iteration`: the same word family
    if credit >= 1.0 or concept.parts == (concept.key,):
        return credit, [span] if span else []
    part_credit = 0.0
    spans: list[tuple[int, int]] = []
    for part in concept.parts:
        c, s = _match_key(table.groups.get(part, (part,)), index)
        part_credit += c
        if s is not None and c >= MATCHED_CREDIT:
            spans.append(s)
    by_parts = PHRASE_PART_CREDIT * part_credit / len(concept.parts)
    if by_parts > credit:
        return by_parts, spans
    return credit, [span] if span else []
