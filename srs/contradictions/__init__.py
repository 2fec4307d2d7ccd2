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

from collections.abc import Collection, Mapping

from srs.contradictions.reading import (
    _INCOMPATIBLE,
    NEGATORS,
    ONLY_ANSWER,
    ONLY_WORDS,
    SHORT_ANSWER,
    SOFT_NEGATORS,
    Conflict,
    Reference,
    _denied,
    _negated_target,
    _neighbours,
    _opposite_table,
    _prefixed_opposites,
    _quantities,
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
    found: list[Conflict] = []
    answer_keys = {w.key for w in words if w.content} | {w.raw for w in words}
    content_count = sum(1 for w in words if w.content)
    table = _opposite_table(opposites)

    # opposite words (one the answer itself negates, "not real files", is not stated)
    denied = _denied(words)  # not a soft negator: "to prevent overflow" states overflow
    for i, w in enumerate(words):
        if (
            i in denied
            or not (w.content or w.raw in table)
            or w.key in ref.part_keys
            or w.raw in ref.part_keys
            or not w.surface.replace("-", "").isalpha()
        ):
            continue  # words only: `campaign_id` is no opposite of `a.campaign_id`
        others = (
            table.get(w.key, frozenset())
            | table.get(w.raw, frozenset())
            | _prefixed_opposites(w.key, ref.keys)
        ) & ref.part_keys
        others -= answer_keys
        if not others:
            continue
        mine = _neighbours(words, i) & (set(pool or heavy) | ref.question_keys)
        for j, rw in enumerate(ref.words):
            if (
                (rw.key in others or rw.raw in others or others.intersection(rw.parts))
                and "." not in rw.surface
                and "_" not in rw.surface
                and (content_count <= SHORT_ANSWER or mine & _neighbours(ref.words, j))
            ):
                found.append(Conflict("opposite", w.surface, rw.surface))
                break
        if found:
            break

    # swapped roles
    if not found:
        found.extend(_swaps(words, ref))

    # granted where the model answer denies it of this thing and grants it another
    if not found:
        found.extend(_denials(words, ref))

    # one thing defined by what the model answer defines another by
    if not found:
        found.extend(_definitions(words, ref))

    # negation with a clear scope: the model answer denies what the answer states. (The other
    # way, an answer that says "not X" where the model states X, fired mostly on correct
    # paraphrases on the fit halves, "so fp16 gradients don't underflow", and is not checked.)
    if not found:
        negated_here = {
            words[j].key
            for i, w in enumerate(words)
            if w.negator or w.soft
            for j in [_negated_target(words, i)]
            if j is not None
        }
        for w in words:
            key = w.key
            if (
                w.content
                and not w.negator
                and key in heavy
                and key in ref.negated
                and key not in ref.asserted
                and key not in negated_here
            ):
                rw = next(r for r in ref.words if r.key == key)
                found.append(Conflict("negation", w.surface, f"no {rw.surface}"))
                break

    # a name given another value ("ssh 53" where the model answer says "SSH 22")
    if not found:
        found.extend(_values(words, ref))

    # a comparison or a sign turned round (`s != s[::-1]`, `-size -20M`)
    if not found and ref.operators:
        found.extend(_flipped(answer, ref))

    # quantities on the same noun
    if not found and ref.quantities:
        ref_says = {(c, n) for c, n, _ in ref.quantities}
        for cls, noun, phrase in _quantities(answer):
            if (cls, noun) in ref_says:
                continue
            for rcls, rnoun, rphrase in ref.quantities:
                if noun == rnoun and frozenset({cls, rcls}) in _INCOMPATIBLE:
                    found.append(Conflict("quantity", phrase, rphrase))
                    break
            if found:
                break

    # "only X" where the model answer lists X with other key concepts
    if not found and content_count <= ONLY_ANSWER:
        found.extend(_only(words, ref, heavy, answer_keys, canon))
    return tuple(found[:1])
