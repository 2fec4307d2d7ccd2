"""Conservative detection of an answer that states the opposite of the model answer.

A keyword grader gives full marks to "async is blocking, sync is not" when the model answer
says the reverse: the words are all there. These rules look for the few shapes of a false
statement that can be read off the words with a clear scope, and say nothing otherwise:

- **opposite**: the answer uses a word whose opposite (the glossary's `opposites`, or the word
  with a negating prefix: `blocking` / `non-blocking`) is what the model answer says, the model
  answer never uses the answer's word and the answer never uses the model's; and the two words
  are about the same thing (they share a neighbouring key concept of the model answer) or the
  answer is short.
- **swap**: two things the question compares (`call` and `apply`, `sync` and `async`, server and
  worker) each get, in the answer, what the model answer says of the other: every content word
  is attributed to the nearest thing named before it in its sentence, and the answer's
  attributions that the model makes only for the other thing must outnumber those it agrees on.
- **negation**: the model answer says "no X" / "without X" and the answer states X, or the
  answer says "not X" where the model answer states X; only when X is the first content word
  after the negation (its scope is clear) and one of the reference's heaviest concepts.
- **value**: a name given another number than the model answer gives it (`ssh 53` where it
  says `SSH: 22`, `NCCL_IB_DISABLE to 1` where it says `NCCL_IB_DISABLE=0`).
- **quantity**: "almost all of the keys" where the model answer says "about 1/N of the keys":
  quantifiers of incompatible size (all, most, few, none) on the same noun.
- **only**: "only X" / "just X" where the model answer lists X with other key concepts.

Measured on the labelled sets (tests/grader_eval.py prints how often it fires on correct and
paraphrased answers, the false alarms, beside the hits). The package: `reading` (how a text is
read: words, clauses, negation scope, attribution, the Reference) and `rules` (the longer rules).
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping

from srs.contradictions.reading import (
    _INCOMPATIBLE,
    NEGATORS,
    ONLY_ANSWER,
    ONLY_WORDS,
    SHORT_ANSWER,
    SOFT_NEGATORS,
    Conflict,
    Reference,
    _attribute,
    _denied,
    _negation_targets,
    _neighbours,
    _opposite_table,
    _prefixed_opposites,
    _quantities,
    _Word,
    _words,
    analyse,
)
from srs.contradictions.rules import _definitions, _denials, _flipped, _only, _swaps, _values

__all__ = [
    "NEGATORS",
    "ONLY_WORDS",
    "SOFT_NEGATORS",
    "Conflict",
    "Reference",
    "analyse",
    "find_conflicts",
]


def find_conflicts(
    answer: str,
    ref: Reference,
    canon: Mapping[str, str],
    opposites: tuple[tuple[str, str], ...],
    heavy: Collection[str],
    pool: Collection[str] = (),
) -> tuple[Conflict, ...]:
    """The conflicts between an answer and an analysed model answer (usually none).

    The rules run in turn, cheapest and surest first, and the first that fires is the one
    reported: the feedback shows one reason, and the later rules need not run.

    Args:
        answer: What the user typed.
        ref: analyse() of the model answer.
        canon: Key -> canonical key (aliases merged), as used for `ref`.
        opposites: The glossary's opposite pairs.
        heavy: Canonical keys of the reference's required concepts (negation needs one).
        pool: Canonical keys of all its weighed concepts (what two opposite words must share
            a neighbour among, in a long answer); `heavy` when empty.
    """
    words = _words(answer, canon)
    if not words:
        return ()
    for found in _rules(answer, words, ref, canon, opposites, heavy, pool):
        if found:
            return tuple(found[:1])
    return ()


def _rules(
    answer: str,
    words: list[_Word],
    ref: Reference,
    canon: Mapping[str, str],
    opposites: tuple[tuple[str, str], ...],
    heavy: Collection[str],
    pool: Collection[str],
) -> Iterator[list[Conflict]]:
    """What each rule finds, in the order they are tried; lazily, so that find_conflicts
    stops at the first that fires and the slower rules after it never run."""
    answer_keys = {w.key for w in words if w.content} | {w.raw for w in words}
    content_count = sum(1 for w in words if w.content)
    yield _opposite_words(words, ref, opposites, answer_keys, content_count, set(pool or heavy))
    yield _swaps(words, ref)  # swapped roles
    # granted where the model answer denies it of this thing and grants it another
    yield _denials(words, ref)
    yield _definitions(words, ref)  # one thing defined by what the model answer defines another by
    yield _negations(words, ref, heavy)
    yield _denied_statements(words, ref, heavy)  # the answer denies what the model answer states
    # a name given another value ("ssh 53" where the model answer says "SSH 22")
    yield _values(words, ref)
    if ref.operators:  # a comparison or a sign turned round (`s != s[::-1]`, `-size -20M`)
        yield _flipped(answer, ref)
    if ref.quantities:
        yield _quantity_conflicts(answer, ref)
    if content_count <= ONLY_ANSWER:  # "only X" where the model answer lists X with others
        yield _only(words, ref, heavy, answer_keys, canon)


def _opposite_words(
    words: list[_Word],
    ref: Reference,
    opposites: tuple[tuple[str, str], ...],
    answer_keys: set[str],
    content_count: int,
    pool: set[str],
) -> list[Conflict]:
    """A word whose opposite the model answer uses (and not the word itself), about the same
    thing: one the answer itself negates ("not real files") is not stated, so it is skipped."""
    table = _opposite_table(opposites)
    denied = _denied(words)  # not a soft negator: "to prevent overflow" states overflow
    for i, w in enumerate(words):
        if i in denied or not _may_oppose(w, table, ref):
            continue
        others = _opposites_of(w, table, ref) - answer_keys
        if not others:
            continue
        mine = _neighbours(words, i) & (pool | ref.question_keys)
        said = _opposite_in_reference(ref, others, mine, content_count <= SHORT_ANSWER)
        if said is not None:
            return [Conflict("opposite", w.surface, said)]
    return []


def _may_oppose(w: _Word, table: Mapping[str, frozenset[str]], ref: Reference) -> bool:
    """A word of the answer that could be the opposite of one of the model answer: a content
    word (or one with a known opposite) that the model answer does not use itself, and a
    word, not a name: `campaign_id` is no opposite of `a.campaign_id`."""
    return (
        (w.content or w.raw in table)
        and w.key not in ref.part_keys
        and w.raw not in ref.part_keys
        and w.surface.replace("-", "").isalpha()
    )


def _opposites_of(
    w: _Word, table: Mapping[str, frozenset[str]], ref: Reference
) -> frozenset[str] | set[str]:
    """The keys of the model answer that are opposites of a word (the glossary's, or the
    word with or without a negating prefix)."""
    return (
        table.get(w.key, frozenset())
        | table.get(w.raw, frozenset())
        | _prefixed_opposites(w.key, ref.keys)
    ) & ref.part_keys


def _opposite_in_reference(
    ref: Reference, others: set[str] | frozenset[str], mine: set[str], short: bool
) -> str | None:
    """The surface of the first word of the model answer that is one of `others` and about
    the same thing (a neighbour in common with `mine`, or any in a short answer), not a
    name (`a.b`, `x_y`); None if there is none."""
    for j, rw in enumerate(ref.words):
        if not (rw.key in others or rw.raw in others or others.intersection(rw.parts)):
            continue
        if "." in rw.surface or "_" in rw.surface:
            continue
        if short or mine & _neighbours(ref.words, j):
            return rw.surface
    return None


def _negations(words: list[_Word], ref: Reference, heavy: Collection[str]) -> list[Conflict]:
    """Negation with a clear scope: the model answer denies a heavy concept the answer
    states. (The other way, an answer that says "not X" where the model states X, fired
    mostly on correct paraphrases on the fit halves, "so fp16 gradients don't underflow",
    and is not checked.)"""
    negated_here = {words[j].key for j in _negation_targets(words)}
    others = _said_of_others(words, ref)
    for w in words:
        key = w.key
        if (
            w.content
            and not w.negator
            and key in heavy
            and key in ref.negated
            and key not in ref.asserted
            and key not in negated_here
            and key not in others
        ):
            rw = next(r for r in ref.words if r.key == key)
            return [Conflict("negation", w.surface, f"no {rw.surface}")]
    return []


_HEDGES: frozenset[str] = frozenset(
    "so to that if unless otherwise else when whenever until whether lest".split()
)
"""Words that open a purpose, result or condition clause: a denial after them states no fact
("so small gradients don't underflow", "if it isn't committed")."""
_NOT_A_DENIAL: frozenset[str] = frozenset(
    "only just merely solely necessarily always all every both entirely completely fully "
    "much many more less".split()
)
"""Between a negator and its word, these make it no denial of the word: "not only X", "not
necessarily X", "not always X", "not all X"."""
_NEGATIVE_WORDS: frozenset[str] = frozenset(
    "missing absent unable lack lacks lacking avoid avoids avoiding prevent prevents "
    "preventing instead rather".split()
)
"""Words that make a sentence of the model answer say less than it seems ("the base case is
missing", "it avoids making copies"): what it names there is not plainly stated."""


def _denied_statements(
    words: list[_Word], ref: Reference, heavy: Collection[str]
) -> list[Conflict]:
    """The answer denies, right before it, a required concept that the model answer states
    plainly and only (in sentences with no negation at all), outside a purpose or condition
    clause, when the model answer describes one thing: "the message will not be reprocessed"
    where it says "the message will be reprocessed"."""
    if sum(1 for keys in ref.attributed.values() if keys) >= 2:
        return []  # several things described: which one a denial is about is _denials' job
    denied = _denied(words)
    if not denied:
        return []
    for j, negator in _plain_denials(words, denied, _plainly_stated(ref) & set(heavy)):
        rw = next(r for r in ref.words if r.key == words[j].key)
        said = f"{words[negator].surface} … {words[j].surface}"
        return [Conflict("negation", said, rw.surface)]
    return []


def _plain_denials(
    words: list[_Word], denied: set[int], keys: set[str]
) -> Iterator[tuple[int, int]]:
    """(word, its negator) for each denial of one of `keys` that the answer does not also
    state and that is no hedge (_hedged)."""
    stated = {w.key for i, w in enumerate(words) if w.content and i not in denied}
    for j in sorted(denied):
        if words[j].key not in keys or words[j].key in stated:
            continue
        negator = _negator_before(words, j)
        if negator is not None and not _hedged(words, negator, j):
            yield j, negator


def _plainly_stated(ref: Reference) -> set[str]:
    """Content keys of the model answer found only in sentences with no negation, soft or
    hard, and no word that takes away (`missing`, `avoids`)."""
    negative = {
        w.sentence for w in ref.words if w.negator or w.soft or w.surface.lower() in _NEGATIVE_WORDS
    }
    out: set[str] = set()
    spoiled: set[str] = set()
    for w in ref.words:
        if w.content:
            (spoiled if w.sentence in negative else out).add(w.key)
    return out - spoiled


def _negator_before(words: list[_Word], j: int) -> int | None:
    for i in range(j - 1, -1, -1):
        if words[i].sentence != words[j].sentence:
            return None
        if words[i].negator:
            return i
    return None


def _hedged(words: list[_Word], negator: int, target: int) -> bool:
    """A denial that states nothing against the model answer: far from its word, "not only
    X", "X but not Y" (Y is denied what X is said to do, not denied being), or inside a
    purpose or condition clause."""
    if target - negator > 3:
        return True
    if any(w.surface.lower() in _NOT_A_DENIAL for w in words[negator + 1 : target]):
        return True
    if (
        words[negator].surface.lower() == "not"
        and negator > 0
        and words[negator - 1].surface.lower() in ("but", "and", "or")
    ):
        return True
    clause = words[negator].clause
    k = negator - 1
    while k >= 0 and words[k].clause == clause:
        if words[k].surface.lower() in _HEDGES:
            return True
        k -= 1
    return False


def _said_of_others(words: list[_Word], ref: Reference) -> set[str]:
    """Keys the answer says of a compared thing that the model answer does not deny of it,
    when the model answer describes several things ("immutable types can't be changed";
    "mutable ones can be changed" states nothing against it). Which thing a denial is about
    is the per-thing rules' job (_denials, _swaps), so the plain negation rule leaves these
    keys alone."""
    if len(ref.attributed) < 2:
        return set()  # one thing is named: its denials are the text's
    said = _attribute(words, ref.entities, carry=False, predicates=ref.predicates)
    out: set[str] = set()
    for entity, keys in said.items():
        own = ref.attributed.get(entity, frozenset())
        out.update(k for k in keys if "not:" + k not in own)
    return out


def _quantity_conflicts(answer: str, ref: Reference) -> list[Conflict]:
    """Quantifiers of incompatible size on the same noun ("almost all of the keys" where the
    model answer says "about 1/N of the keys")."""
    ref_says = {(c, n) for c, n, _ in ref.quantities}
    for cls, noun, phrase in _quantities(answer):
        if (cls, noun) in ref_says:
            continue
        for rcls, rnoun, rphrase in ref.quantities:
            if noun == rnoun and frozenset({cls, rcls}) in _INCOMPATIBLE:
                return [Conflict("quantity", phrase, rphrase)]
    return []
