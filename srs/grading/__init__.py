"""The fuzzy keyword grader: scores a typed answer against a card's model answer and explanation.

How it works, and why (see DESIGN.md, "Grading free text"):

1. Concepts. The card's `keywords` when it has them; otherwise the content words and terms of
   art of the reference (`reduce-scatter`, `2(N-1)`, `ZeRO-3`, `MASTER_ADDR`, known phrases such
   as `pipeline bubble` and alias expansions), minus stop words and minus every word of the
   question: repeating the question earns nothing ("question demoting").
2. Weights. IDF over a `Corpus` of all cards' references when one is given (rare words say
   more), x1.5 for technical-looking tokens (capitals inside, digits with letters, `_`, `.`),
   x1.25 for hyphenated ones, x0.5 for bare numbers and vague words, and 1 + ln(count) for
   repetition (in a long model answer, the point it keeps coming back to). Only the top
   `REQUIRED_CONCEPTS` by weight are required: coverage is judged against them, so a good
   three-sentence answer to a long model answer can still reach 4 or 5, while matches of the
   next concepts (up to `POOL_CONCEPTS`) still count.
3. Matching. Case, accents, punctuation, hyphenation and spacing never matter
   (`all-reduce` = `allreduce` = `all reduce`); word endings are lightly stemmed; typos get
   full or partial credit by rapidfuzz's ratio; abbreviations match their expansions both ways
   through the deck's aliases and a built-in list; a word of the same family counts for a
   one-word concept (`iterative` for `iteration`, Snowball's stem, prefixes kept: srs.text.root).
   Keys of three characters or fewer must match
   exactly, so `DP` never matches `PP`; numbers and identifiers must match nearly exactly
   (`float64` is not `float16`, `NCCL_IB_ENABLE` is not `NCCL_IB_DISABLE`); and a longer word
   that merely contains the key is not a typo of it (`parallelism` is not `DataParallel`).
4. Score. The first paragraph of the reference (for a card: its answer, or the right option's
   text) is the main point; when an explanation follows, coverage is the mean of coverage of
   the main point and of everything. A concave curve turns coverage into the score (the first
   key points matter most), and cut points fitted on labelled answers turn it into a quality.

All functions are pure; concept extraction is cached per (reference, question, aliases, corpus).
The package by job: `aliases` (glossary, deck aliases, taught words), `concepts` (extraction and
weights), `matching` (an answer against the concepts), and here the score, the quality and the
contradiction check (srs/contradictions).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from rapidfuzz import fuzz

from srs import contradictions
from srs.contradictions import Conflict
from srs.glossary import builtin as builtin_glossary
from srs.grading.aliases import (
    BUILTIN_PHRASES,
    _alias_table,
    _aliases_key,
    _AliasTable,
    _canonical,
    is_abbreviation,
)
from srs.grading.concepts import (
    _FILLER_KEYS,
    CODE_KEYWORDS,
    FILLER_WORDS,
    GENERIC_WORDS,
    POOL_CONCEPTS,
    REQUIRED_CONCEPTS,
    Corpus,
    _concept_set,
    _ConceptSet,
    _question_keys,
    corpus_keys,
    corpus_text,
    split_reference,
    without_code_literals,
)
from srs.grading.concepts import (
    _extract as _extract,
)
from srs.grading.matching import (
    FULL_MATCH_RATIO,
    MATCHED_CREDIT,
    NEGATING_PREFIXES,
    _index_answer,
    _match_concept,
    _worth_saying,
)
from srs.model import Card
from srs.text import Token, normalize, tokenize

__all__ = [
    "BUILTIN_PHRASES",
    "CODE_KEYWORDS",
    "CONFLICT_CAP",
    "FILLER_WORDS",
    "FULL_MATCH_RATIO",
    "GENERIC_WORDS",
    "NEGATING_PREFIXES",
    "POOL_CONCEPTS",
    "QUALITY_CUTS",
    "REQUIRED_CONCEPTS",
    "STRICTNESS",
    "STRICTNESS_SHIFT",
    "Corpus",
    "Grade",
    "alternatives",
    "corpus_keys",
    "corpus_text",
    "cuts_for",
    "grade",
    "grade_answer",
    "is_abbreviation",
    "is_no_answer",
    "pick_choice",
    "quality_for",
    "split_reference",
    "without_code_literals",
]

# --------------------------------------------------------------------------- tuning constants

# Fitted by tests/grader_eval.py on the fit halves of both labelled sets together, 2026-11-24
# (tests/data/graded_answers.yaml and graded_answers_2.yaml; minimum mean absolute error of
# quality; `python -m tests.grader_eval` prints them again). Held-back halves never used.
QUALITY_CUTS: tuple[float, float, float, float, float] = (0.0, 0.2137, 0.2243, 0.2937, 0.6793)
"""Score cut points for quality 1..5: quality = how many cuts the score reaches.

Any typed answer gets at least 1 (a blank or "I don't know" is 0 by rule); a 5 needs most of
the main point and of the explanation; the 2-3-4 band is narrow because short paraphrases,
which people grade 4, share few words with the model answer.
"""

STRICTNESS: tuple[str, ...] = ("lenient", "normal", "strict")
"""`srs config grading`: which cut points are in force."""
STRICTNESS_SHIFT: Mapping[str, float] = {"lenient": -0.06, "normal": 0.0, "strict": 0.08}
"""Added to the cut points for qualities 2-5 (the one for 1, any typed answer, stays 0):
lenient suggests a grade more often for a short right answer, strict asks more coverage."""


def cuts_for(strictness: str) -> tuple[float, ...]:
    """QUALITY_CUTS shifted for a strictness (unknown names: normal)."""
    shift = STRICTNESS_SHIFT.get(strictness, 0.0)
    return (QUALITY_CUTS[0], *(max(0.0, min(1.0, c + shift)) for c in QUALITY_CUTS[1:]))


HEAD_SHARE = 0.5
"""Weight of the main point (first paragraph) in coverage when an explanation follows it."""

_IDK_RE = re.compile(
    r"(?:(?:i\s*)?(?:do\s*n'?o?t|dont|don't)\s*(?:know|remember|recall)|no\s*idea|no\s*clue|"
    r"idk|dunno|pass|skip|not\s*sure|(?:i\s*)?(?:have\s*)?no\s*(?:idea|clue)|"
    r"(?:i\s*)?(?:can'?t|cannot)\s*(?:remember|recall)|(?:i\s*)?forgot|\?+|-+|n/a)"
    r"(?:\s+(?:it|this|that|the\s+answer|(?:how|what|why|which|where|when)(?:\s+[\w'-]+){0,6}))?"
    r"(?:\W*(?:sorry|really|at\s*all|either|tbh))*\W*",
    re.IGNORECASE,
)
"""Answers that say "I don't know" ("don't remember it", "no idea how to do the ratio"):
quality 0 like a blank, whatever words they share."""
_LETTER_RE = re.compile(
    r"\s*(?:(?:my\s+|the\s+)?answer(?:\s+is)?\s*[:=-]?\s*|option\s+|choice\s+)?"
    r"(?:\(\s*([A-Za-z])\s*\)|([A-Za-z])\s*[).:]|([A-Za-z]))(?P<rest>.*)",
    re.DOTALL | re.IGNORECASE,
)
"""A letter answer: `c`, `C)`, `(c)`, `c.`, `answer: C`, `Answer is c`, `C) 2(N-1) times`."""


# --------------------------------------------------------------------------- values


@dataclass(frozen=True)
class Grade:
    """The grader's verdict on one answer; the user sees it and has the last word on quality."""

    score: float
    """0.0-1.0: how much of the model answer the answer covers, after the concave curve."""
    quality: int
    """0-5, the suggestion for SM-2 (fitted cut points on `score`; rules for blanks and choices)."""
    matched: dict[str, tuple[str, ...]]
    """Concept -> the words of the answer that matched it, in reference order."""
    missed: tuple[str, ...]
    """Required concepts not found, in reference order."""
    concepts: tuple[str, ...] = ()
    """Every concept the answer was checked against (matched and missed are within it)."""
    is_choice: bool = False
    """Graded as a multiple-choice answer (a letter or an option's text)."""
    correct: bool | None = None
    """For a choice answer: right or wrong. None for an open answer."""
    conflicts: tuple[Conflict, ...] = ()
    """Where the answer states the opposite of the model answer; the quality is then at most
    CONFLICT_CAP, and the feedback shows each Conflict.message."""
    strictness: str = "normal"
    """The cut points in force: `lenient`, `normal` or `strict` (STRICTNESS_SHIFT)."""
    picked: str | None = None
    """For a choice answer: the option letter the user chose (None: blank or not an option)."""
    slow_seconds: int | None = None
    """For a right choice answer graded 4, not 5: the slow-answer limit it took longer than."""
    echo: bool = False
    """The answer only repeats the question's words (is_echo); the quality is then at most
    CONFLICT_CAP."""

    def why(self) -> str:
        """What the suggestion rests on, beyond its label, in a few words ('' if nothing)."""
        if self.slow_seconds is not None:
            return f"right, but it took longer than {self.slow_seconds} s"
        if self.echo:
            return "it repeats the question's words and adds almost nothing"
        return ""


# --------------------------------------------------------------------------- grading


def is_no_answer(answer: str) -> bool:
    """Blank, or a way of saying "I don't know": graded 0 without looking at the words."""
    text = answer.strip()
    return not text or _IDK_RE.fullmatch(text) is not None


def quality_for(score: float, cuts: Sequence[float] = QUALITY_CUTS) -> int:
    """The SM-2 quality a score suggests: how many of the (fitted) cut points it reaches."""
    return sum(1 for cut in cuts if score >= cut)


def grade_answer(
    answer: str,
    reference: str,
    question: str = "",
    *,
    aliases: Mapping[str, str] | None = None,
    corpus: Corpus | None = None,
    keywords: Sequence[str] = (),
) -> Grade:
    """Grade a free-text answer against a reference text.

    Args:
        answer: What the user typed.
        reference: The model answer; a first paragraph followed by a blank line is taken as
            the main point and the rest as explanation (as `Card.reference` builds it).
        question: Its words earn nothing (repeating the question is not an answer).
        aliases: Abbreviation -> expansion, equal in both directions (the deck's aliases).
        corpus: Document frequencies over all references, for IDF weights.
        keywords: Explicit concepts; when given, nothing is extracted from the reference.

    Returns:
        The Grade: score, suggested quality, matched and missed concepts.
    """
    texts = (reference,) if keywords else alternatives(reference)
    options = tuple(split_reference(text) for text in texts)
    return _grade_best(answer, options, question, aliases, corpus, keywords)


_OR_LINE_RE = re.compile(r"(?im)^[ \t]*(?:or|alternatively|or alternatively)[ \t]*:?[ \t]*$")
_FENCE_RE = re.compile(r"```")


def alternatives(text: str) -> tuple[str, ...]:
    """The ways a model answer offers, when it lists them on lines of their own separated by
    `or:` ("```git diff --cached```  or:  ```git diff --staged```"): each alternative with
    the lead-in prose of the first. One alternative (the text) otherwise.

    Why: a right answer gives one of them, and should not lose the credit of the others.
    """
    if not _OR_LINE_RE.search(text):
        return (text,)
    parts = [p.strip() for p in _OR_LINE_RE.split(text) if p.strip()]
    if len(parts) < 2:
        return (text,)
    first = parts[0]
    fence = _FENCE_RE.search(first)
    lead = first[: fence.start()].strip() if fence else ""
    return (first, *(f"{lead}\n\n{p}" if lead else p for p in parts[1:]))


def _grade_best(
    answer: str,
    options: tuple[tuple[str, str], ...],
    question: str,
    aliases: Mapping[str, str] | None,
    corpus: Corpus | None,
    keywords: Sequence[str],
    strictness: str = "normal",
) -> Grade:
    """_grade_text against the one (main point, explanation), or the best of its
    alternatives (`alternatives`)."""
    if len(options) == 1:
        head, body = options[0]
        return _grade_text(answer, head, body, question, aliases, corpus, keywords, strictness)
    grades = [
        _grade_text(answer, head, body, question, aliases, corpus, keywords, strictness)
        for head, body in options
    ]
    return max(grades, key=lambda g: (g.score, -len(g.missed)))


def _grade_text(
    answer: str,
    head: str,
    body: str,
    question: str,
    aliases: Mapping[str, str] | None,
    corpus: Corpus | None,
    keywords: Sequence[str],
    strictness: str = "normal",
) -> Grade:
    """Grade an answer against one (main point, explanation): coverage of the concepts
    turned into a score and a quality, capped when the answer contradicts the model answer
    or only echoes the question (a false statement is worth no more than a blank's 1)."""
    alias_key = _aliases_key(aliases)
    cset = _concept_set(head, body, question, tuple(keywords), alias_key, corpus)
    labels = tuple(c.label for c in cset.concepts)
    if is_no_answer(answer):
        missed = tuple(c.label for c in cset.concepts if c.key in cset.required)
        return Grade(0.0, 0, {}, missed, labels, strictness=strictness)
    table = _alias_table(alias_key)
    tokens = tokenize(answer)
    matched, missed, coverage = _cover(cset, tokens, table)
    score = _curve(coverage)
    conflicts = _conflicts(answer, head, body, question, table, cset)
    q_keys = _question_keys_of(question, alias_key)
    by_weight = sorted(cset.concepts, key=lambda c: -c.weight)
    heavy = frozenset(c.key for c in by_weight[:ECHO_POINT_CONCEPTS])
    echo = (
        not conflicts
        and not cset.restates_question
        and is_echo(answer, tokens, q_keys, table, heavy)
    )
    quality = quality_for(score, cuts_for(strictness))
    if conflicts or echo:
        quality = min(quality, CONFLICT_CAP)
        # The score says the same: below every answer the grader would suggest more for.
        score = min(score, round(QUALITY_CUTS[CONFLICT_CAP] - 0.001, 4))
    return Grade(
        score,
        quality,
        matched,
        missed,
        labels,
        conflicts=conflicts,
        strictness=strictness,
        echo=echo,
    )


def _cover(
    cset: _ConceptSet, tokens: Sequence[Token], table: _AliasTable
) -> tuple[dict[str, tuple[str, ...]], tuple[str, ...], float]:
    """(matched, missed, coverage) of an answer's tokens: which concepts the answer matched,
    with its words that did; the required ones it missed (those worth saying), in reference
    order; and the weighted share of the required concepts covered, the main point counted
    apart when an explanation follows it (HEAD_SHARE)."""
    index = _index_answer(tokens)
    matched: dict[str, tuple[str, ...]] = {}
    missed_list: list[str] = []
    got_all = got_head = 0.0
    for concept in cset.concepts:
        credit, spans = _match_concept(concept, index, table) if tokens else (0.0, [])
        got_all += credit * concept.weight
        if concept.head:
            got_head += credit * concept.weight
        if credit >= MATCHED_CREDIT and spans and concept.label not in matched:
            matched[concept.label] = _words_at(index.surfaces, spans)
        elif (
            concept.key in cset.required and concept.label not in matched and _worth_saying(concept)
        ):
            missed_list.append(concept.label)
    missed = tuple(label for label in missed_list if label not in matched)
    return matched, missed, _coverage(cset, got_all, got_head)


def _words_at(surfaces: Sequence[str], spans: Sequence[tuple[int, int]]) -> tuple[str, ...]:
    """The answer's words in these spans, each once, in order (what the feedback shows as
    the words that matched a concept)."""
    found: list[str] = []
    for start, end in spans:
        for w in surfaces[start:end]:
            if w not in found:
                found.append(w)
    return tuple(found)


def _coverage(cset: _ConceptSet, got_all: float, got_head: float) -> float:
    """Coverage from the weight of the concepts matched (all, and of the main point): of the
    required weight, or the mean with the main point's share when an explanation follows."""
    coverage = min(1.0, got_all / cset.required_weight) if cset.required_weight else 0.0
    if cset.has_body and cset.head_weight:
        head_cov = min(1.0, got_head / cset.head_weight)
        coverage = HEAD_SHARE * head_cov + (1.0 - HEAD_SHARE) * coverage
    return coverage


ECHO_SHARE = 0.75
"""An answer whose content words are question words but for at most ECHO_NEW, and at least
this share of them, repeats the question ("sharding is when you shard", "the difference
between call and apply is how they call the function"): the rubric's "the question echoed
back with nothing added". One new word in three is an answer ("automatically searching for
the architecture")."""
ECHO_NEW = 1
ECHO_POINT_CONCEPTS = 3
"""The new word of an echo may not be one of this many heaviest concepts of the model answer:
"synchronous functions are blocking, asynchronous ones are not" adds the point itself."""
ECHO_QUESTION_WORDS = 20
"""A question of more content words than this (a schema, an example) gives the answer its
vocabulary: `select campaign_id from ads` is no echo of it."""
_CODE_CHARS = frozenset("=(`[{")


def is_echo(
    answer: str,
    tokens: Sequence[Token],
    question_keys: frozenset[str],
    table: _AliasTable,
    point: frozenset[str] = frozenset(),
) -> bool:
    """The answer's content words are (nearly) all the question's own (`port 22` is not).

    The one new word may not be one of the heaviest concepts of the model answer
    (ECHO_POINT_CONCEPTS): "synchronous functions are blocking, asynchronous ones are not"
    adds the point itself."""
    if not question_keys or len(question_keys) > 2 * ECHO_QUESTION_WORDS:
        return False
    if any(ch in _CODE_CHARS for ch in answer):
        return False
    content = [
        t for t in tokens if not t.stop and (t.key not in _FILLER_KEYS or t.key in question_keys)
    ]
    if not content:
        return False
    new = _outside(content, question_keys, table)
    if _outside(new, point, table) != new:  # a new word is the model answer's point
        return False
    return not new or (
        len(new) <= ECHO_NEW and (len(content) - len(new)) / len(content) >= ECHO_SHARE
    )


def _outside(tokens: Sequence[Token], keys: frozenset[str], table: _AliasTable) -> list[Token]:
    """The tokens whose key, as written or as its alias names it, is not one of `keys`."""
    return [t for t in tokens if t.key not in keys and _canonical(t.key, table) not in keys]


@lru_cache(maxsize=4096)
def _question_keys_of(question: str, aliases: tuple[tuple[str, str], ...]) -> frozenset[str]:
    table = _alias_table(aliases)
    keys = _question_keys(question, table)
    return keys | {_canonical(k, table) for k in keys}


CONFLICT_CAP = 1
"""The most an answer that states the opposite of the model answer is suggested: the rubric's
"a false statement, even one using the right words"."""


@lru_cache(maxsize=4096)
def _reference_view(
    head: str, body: str, question: str, table: _AliasTable
) -> contradictions.Reference:
    text = head + "\n\n" + body if body else head
    return contradictions.analyse(
        text,
        question,
        table.canon,
        builtin_glossary().opposites,
    )


def _conflicts(
    answer: str, head: str, body: str, question: str, table: _AliasTable, cset: _ConceptSet
) -> tuple[Conflict, ...]:
    ref = _reference_view(head, body, question, table)
    heavy = frozenset(_canonical(c.key, table) for c in cset.concepts if c.key in cset.required)
    pool = frozenset(_canonical(c.key, table) for c in cset.concepts)
    return contradictions.find_conflicts(
        answer, ref, table.canon, builtin_glossary().opposites, heavy, pool
    )


def _curve(coverage: float) -> float:
    """Concave: the first key points matter most (half the concepts -> 0.75)."""
    c = min(1.0, max(0.0, coverage))
    return round(1.0 - (1.0 - c) ** 2, 4)


def grade(
    answer: str,
    card: Card,
    *,
    aliases: Mapping[str, str] | None = None,
    corpus: Corpus | None = None,
    response_ms: int | None = None,
    slow_ms: int = 20_000,
    recall: bool = False,
    strictness: str = "normal",
) -> Grade:
    """Grade an answer to a card.

    A choice card answered by its letter (`c`, `C)`, `(c)`, `answer: C`) or by an option's
    text is right or wrong: right gives score 1 and quality 5, or 4 when slower than
    `slow_ms`; wrong gives score 0 and quality 1 (0 when blank). Any other answer to a choice
    card, every answer in recall mode (options hidden) and every answer to an open card is
    graded as free text against `card.reference`.

    Args:
        answer: What the user typed.
        card: The card answered.
        aliases: The deck's aliases.
        corpus: Document frequencies over all cards (Corpus.from_cards), for IDF weights.
        response_ms: How long the user took, for choice answers.
        slow_ms: From how long a right choice answer counts as hesitant (quality 4).
        recall: The options were hidden: grade as an open answer; letters mean nothing.
        strictness: `lenient`, `normal` or `strict` (STRICTNESS_SHIFT), for open answers.

    Returns:
        The Grade.
    """
    if card.is_choice and not recall:
        picked = pick_choice(answer, card.choices)
        if picked is not None or is_no_answer(answer):
            right = picked == card.answer
            label = card.model_answer
            slow = response_ms is not None and response_ms > slow_ms
            if right:
                typed = tuple(answer.split())
                return Grade(
                    1.0,
                    4 if slow else 5,
                    {label: typed},
                    (),
                    (label,),
                    is_choice=True,
                    correct=True,
                    picked=picked,
                    slow_seconds=slow_ms // 1000 if slow else None,
                )
            quality = 0 if is_no_answer(answer) else 1
            return Grade(
                0.0, quality, {}, (label,), (label,), is_choice=True, correct=False, picked=picked
            )
    head = card.correct_choice if card.is_choice else card.answer
    heads = (head,) if card.keywords else alternatives(head)
    options = tuple((alt, card.explanation) for alt in heads)
    return _grade_best(answer, options, card.question, aliases, corpus, card.keywords, strictness)


def pick_choice(answer: str, choices: Mapping[str, str]) -> str | None:
    """Which option an answer names: by its letter, or by (fuzzily) its text; None if unclear."""
    if not choices or not answer.strip():
        return None
    by_letter = _picked_letter(answer, choices)
    if by_letter is not None:
        return by_letter
    return _picked_text(answer, choices)


def _picked_letter(answer: str, choices: Mapping[str, str]) -> str | None:
    """The option an answer names by its letter; `""` for a lone letter that is no option
    (the answer is a letter, so not an option's text either); None when the letter does not
    decide (no letter, or a bare letter followed by words: "a bit like ...")."""
    m = _LETTER_RE.fullmatch(answer)
    if m is None:
        return None
    letters = {k.strip().lower(): k for k in choices}
    marked = m.group(1) or m.group(2)  # "(c)", "C)", "c.", "c:"
    letter = (marked or m.group(3) or "").lower()
    rest = m.group("rest").strip()
    if not rest:  # the whole answer is a letter: an option, or a letter that is none
        return letters.get(letter, "")
    if marked and letter in letters:  # "C) 2(N-1) times"
        return letters[letter]
    return None


def _picked_text(answer: str, choices: Mapping[str, str]) -> str | None:
    """The option whose text the answer (fuzzily) is, when it is clearly the best."""
    text = normalize(answer)
    if not text:
        return None
    scored = sorted(
        ((_option_similarity(text, normalize(opt)), key) for key, opt in choices.items()),
        reverse=True,
    )
    best, key = scored[0]
    runner_up = scored[1][0] if len(scored) > 1 else 0.0
    if best >= 85.0 and best - runner_up >= 8.0:
        return key
    return None


def _option_similarity(answer: str, option: str) -> float:
    if not option:
        return 0.0
    score = float(fuzz.ratio(answer, option))
    score = max(score, 0.95 * float(fuzz.token_sort_ratio(answer, option)))
    if len(answer) >= 0.6 * len(option):
        score = max(score, 0.9 * float(fuzz.partial_ratio(answer, option)))
    return score
