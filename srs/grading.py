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
   through the deck's aliases and a built-in list. Keys of three characters or fewer must match
   exactly, so `DP` never matches `PP`; numbers and identifiers must match nearly exactly
   (`float64` is not `float16`, `NCCL_IB_ENABLE` is not `NCCL_IB_DISABLE`); and a longer word
   that merely contains the key is not a typo of it (`parallelism` is not `DataParallel`).
4. Score. The first paragraph of the reference (for a card: its answer, or the right option's
   text) is the main point; when an explanation follows, coverage is the mean of coverage of
   the main point and of everything. A concave curve turns coverage into the score (the first
   key points matter most), and cut points fitted on labelled answers turn it into a quality.

All functions are pure; concept extraction is cached per (reference, question, aliases, corpus).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from math import log

from rapidfuzz import fuzz, process

from srs import contradictions
from srs.contradictions import Conflict
from srs.glossary import builtin as builtin_glossary
from srs.model import Card
from srs.text import STOP_WORDS, Token, normalize, tokenize, words

# --------------------------------------------------------------------------- tuning constants

# Fitted by tests/grader_eval.py on the fit halves of both labelled sets together, 2026-11-24
# (tests/data/graded_answers.yaml and graded_answers_2.yaml; minimum mean absolute error of
# quality; `python -m tests.grader_eval` prints them again). Held-back halves never used.
QUALITY_CUTS: tuple[float, float, float, float, float] = (0.0, 0.2125, 0.2361, 0.3637, 0.6843)
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


REQUIRED_CONCEPTS = 10
"""At most this many concepts (the heaviest) are required; coverage is judged against them."""
POOL_CONCEPTS = 24
"""Matches among this many heaviest concepts count; the rest of a long reference is ignored."""
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
HEAD_SHARE = 0.5
"""Weight of the main point (first paragraph) in coverage when an explanation follows it."""
EXACT_ONLY_LEN = 3
"""Keys this short match exactly or not at all: `DP` must not match `PP`."""

_TECHNICAL_BOOST = 1.5
_HYPHEN_BOOST = 1.25
_NUMBER_FACTOR = 0.5
"""A bare number (`4`, `512`) is rarely the point of a long answer; in a short one it is the
head, and head coverage gives it its due."""
_PHRASE_BOOST = 1.2
_GENERIC_FACTOR = 0.5

FILLER_WORDS: frozenset[str] = words(
    """
    use used using make allow provide require need give take help get let like also instead
    actually called known basically simply generally especially certain able ensure usually
    often typically approximately roughly really thing stuff kind lot way example instance
    perform approach grow become occur happen contain include involve mean result lead
    depend remain keep tend seem consider describe refer represent due recommend
    """
)
"""Words that carry no concept in a model answer (`uses`, `allows`): never required."""

GENERIC_WORDS: frozenset[str] = words(
    """
    work common typical important different many large small high low new first second two
    three still well good better best part case number total whole full end start much far
    gpu model train
    """
)
"""Vague words that say little about whether an answer is right; they weigh half."""

BUILTIN_PHRASES: tuple[str, ...] = (
    "pipeline bubble",
    "batch size",
    "optimizer state",
    "gradient accumulation",
    "activation checkpointing",
    "gradient checkpointing",
    "forward pass",
    "backward pass",
    "micro batch",
    "world size",
    "object store",
    "dynamic range",
    "loss scaling",
    "fault tolerance",
    "elastic training",
    "exponent bits",
    "mixed precision",
    "point to point",
    "weight matrices",
    "linear scaling rule",
    "model parallelism",
    "communication overhead",
    "gradient clipping",
    "replay buffer",
    "backup workers",
    "grid search",
    "random search",
    "bayesian optimization",
    "transfer learning",
    "spot instance",
)
"""Multi-word terms kept whole as one concept when they occur in a reference."""

_IDK_RE = re.compile(
    r"(?:(?:i\s*)?(?:do\s*n'?o?t|dont|don't)\s*know|no\s*idea|no\s*clue|idk|dunno|pass|skip|"
    r"not\s*sure|(?:i\s*)?(?:have\s*)?no\s*(?:idea|clue)|(?:i\s*)?(?:can'?t|cannot)\s*remember|"
    r"(?:i\s*)?forgot|\?+|-+|n/a)"
    r"(?:\W*(?:sorry|really|at\s*all|either|tbh))*\W*",
    re.IGNORECASE,
)
"""Answers that say "I don't know": quality 0 like a blank, whatever words they share."""
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

    def why(self) -> str:
        """What the suggestion rests on, beyond its label, in a few words ('' if nothing)."""
        if self.slow_seconds is not None:
            return f"right, but it took longer than {self.slow_seconds} s"
        return ""


@dataclass(frozen=True, eq=False)
class Corpus:
    """Document frequencies of concept keys over a set of references, for IDF weights.

    Identity-hashed (eq=False) so that it can key the concept cache: build it once per deck set.
    """

    doc_freq: Mapping[str, int]
    n_docs: int

    @classmethod
    def from_texts(cls, texts: Iterable[str]) -> Corpus:
        """Count, for each concept key, how many of the texts contain it."""
        doc_freq: dict[str, int] = {}
        n_docs = 0
        for text in texts:
            n_docs += 1
            for key in corpus_keys(text):
                doc_freq[key] = doc_freq.get(key, 0) + 1
        return cls(doc_freq, n_docs)

    @classmethod
    def from_cards(cls, cards: Iterable[Card]) -> Corpus:
        """A corpus of every card's reference text (answer or right option, plus explanation)."""
        return cls.from_texts(corpus_text(card) for card in cards)

    def idf(self, key: str) -> float:
        """Smoothed inverse document frequency: 1 for a word in every text, ~ln(N) for a rare one."""
        return 1.0 + log((1 + self.n_docs) / (1 + self.doc_freq.get(key, 0)))


@dataclass(frozen=True)
class _Concept:
    label: str
    """As shown to the user: the first surface form in the reference (`all-reduce`)."""
    key: str
    parts: tuple[str, ...]
    """Part keys that may earn word-by-word credit (question words removed)."""
    variants: tuple[str, ...]
    """The key and every alias key equal to it."""
    weight: float
    head: bool
    """Occurs in the main point (first paragraph) of the reference."""
    order: int
    identifier: bool
    """Matched (nearly) exactly: a name or number, where a near miss is a different thing."""


@dataclass(frozen=True)
class _ConceptSet:
    concepts: tuple[_Concept, ...]
    """The pool, in reference order."""
    required: frozenset[str]
    required_weight: float
    head_weight: float
    has_body: bool


@dataclass(frozen=True, eq=False)
class _AliasTable:
    groups: Mapping[str, frozenset[str]]
    """Key -> every key that counts as the same concept in an answer (itself included)."""
    demote_groups: Mapping[str, frozenset[str]]
    """Key -> every key that is the same NAME (abbreviation and expansion): a question that
    names one makes all of them question words. Narrower than `groups` on purpose: a synonym
    (`rank: process`) must not turn a correct answer's words into question words."""
    canon: Mapping[str, str]
    """Key -> the one key of its `groups` (the least), so that a concept counts once."""
    phrases: frozenset[str]
    """Keys of known multi-word terms (alias expansions and BUILTIN_PHRASES)."""
    phrase_starts: Mapping[str, tuple[int, ...]]
    """Key of a phrase's first word -> the phrase lengths (in tokens) starting with it, longest first."""

    def phrase_at(self, tokens: Sequence[Token], i: int) -> int:
        """Length of the known phrase starting at tokens[i], 0 if none."""
        for n in self.phrase_starts.get(tokens[i].key, ()):
            if i + n <= len(tokens) and "".join(t.key for t in tokens[i : i + n]) in self.phrases:
                return n
        return 0


@dataclass
class _Raw:
    """A concept while it is being extracted (mutable: counts and flags accumulate)."""

    label: str
    key: str
    parts: tuple[str, ...]
    technical: bool
    hyphenated: bool
    numeric: bool
    identifier: bool
    phrase: bool
    count: int = 1
    head: bool = False
    order: int = 0
    generic: bool = False

    @classmethod
    def of(cls, window: Sequence[Token], label: str | None = None) -> _Raw:
        """The concept a run of tokens makes: one token, a known phrase, or a keyword."""
        parts = tuple(p for t in window if not t.stop for p in t.parts) or tuple(
            p for t in window for p in t.parts
        )
        return cls(
            label=label if label is not None else " ".join(t.surface for t in window),
            key="".join(t.key for t in window),
            parts=parts,
            technical=any(t.technical for t in window),
            hyphenated=any(t.hyphenated for t in window),
            numeric=all(t.numeric for t in window),
            identifier=len(window) == 1 and window[0].identifier,
            phrase=len(window) > 1,
        )


# --------------------------------------------------------------------------- aliases


def _key_of(text: str) -> str:
    return "".join(t.key for t in tokenize(text))


class _UnionFind:
    """Groups of keys joined pairwise (`DDP` ~ `DistributedDataParallel` ~ its words)."""

    def __init__(self) -> None:
        self.parent: dict[str, str] = {}

    def find(self, k: str) -> str:
        parent = self.parent
        while parent.setdefault(k, k) != k:
            parent[k] = parent[parent[k]]
            k = parent[k]
        return k

    def join(self, a: str, b: str) -> None:
        self.parent[self.find(a)] = self.find(b)

    def groups(self) -> dict[str, frozenset[str]]:
        members: dict[str, set[str]] = {}
        for k in list(self.parent):
            members.setdefault(self.find(k), set()).add(k)
        return {k: frozenset(members[self.find(k)]) for k in self.parent}


def is_abbreviation(short: str, long: str) -> bool:
    """`short` abbreviates `long`: its letters are the initials of the words or parts of
    `long` (`DDP` / `DistributedDataParallel`, `FSDP` / `fully sharded data parallel`), or
    it is the start of a single word (`params` / `parameters`, `ckpt`-like contractions are
    not). Used to decide whether a deck's alias is a second name (it then demotes like the
    question's own words) or a synonym (it only matches)."""
    s = "".join(ch for ch in short.lower() if ch.isalnum())
    tokens = tokenize(long)
    if not s or not tokens:
        return False
    initials = "".join(p[0] for t in tokens for p in t.parts if p)
    if s == initials or (len(tokens) > 1 and s == "".join(t.key[0] for t in tokens)):
        return True
    return len(tokens) == 1 and len(s) >= 3 and tokens[0].surface.lower().startswith(s)


@lru_cache(maxsize=64)
def _alias_table(extra: tuple[tuple[str, str], ...]) -> _AliasTable:
    """Union-find over alias keys: the glossary's names and synonyms, plus `extra` (the deck's
    aliases and what the user taught). Two partitions: what matches, and what demotes."""
    glossary = builtin_glossary()
    same = _UnionFind()
    names = _UnionFind()
    phrases: set[str] = set()
    starts: dict[str, set[int]] = {}

    def add_phrase(text: str) -> None:
        tokens = tokenize(text)
        if len(tokens) >= 2:
            phrases.add("".join(t.key for t in tokens))
            starts.setdefault(tokens[0].key, set()).add(len(tokens))

    entries: list[tuple[str, str, bool]] = [(a, b, True) for a, b in glossary.demotes]
    entries.extend((a, b, False) for a, b in glossary.matches)
    entries.extend((a, b, is_abbreviation(a, b) or is_abbreviation(b, a)) for a, b in extra)
    for abbr, expansion, demotes in entries:
        ka, ke = _key_of(abbr), _key_of(expansion)
        if not ka or not ke:
            continue
        same.join(ka, ke)
        if demotes:
            names.join(ka, ke)
        add_phrase(abbr)
        add_phrase(expansion)
    for phrase in BUILTIN_PHRASES:
        add_phrase(phrase)
    groups = same.groups()
    return _AliasTable(
        groups=groups,
        canon={k: min(g) for k, g in groups.items()},
        demote_groups=names.groups(),
        phrases=frozenset(phrases),
        phrase_starts={k: tuple(sorted(v, reverse=True)) for k, v in starts.items()},
    )


def _aliases_key(aliases: Mapping[str, str] | None) -> tuple[tuple[str, str], ...]:
    if not aliases:
        return ()
    return tuple(sorted((str(k), str(v)) for k, v in aliases.items()))


# --------------------------------------------------------------------------- extraction

_GENERIC_KEYS: frozenset[str] = frozenset(t.key for w in GENERIC_WORDS for t in tokenize(w))
"""Stemmed keys of GENERIC_WORDS."""
_FILLER_KEYS: frozenset[str] = frozenset(t.key for w in FILLER_WORDS for t in tokenize(w))
"""Stemmed keys of FILLER_WORDS."""


def _extract(head: str, body: str, question_keys: frozenset[str], table: _AliasTable) -> list[_Raw]:
    """Concept candidates of a reference in order of first occurrence, merged by key.

    Args:
        head: The main point (the answer, or the right option's text).
        body: The explanation.
        question_keys: Keys and part keys of the question's words, never concepts.
        table: Aliases and known phrases.
    """
    found: dict[str, _Raw] = {}
    for segment, is_head in ((head, True), (body, False)):
        tokens = tokenize(without_code_literals(segment))
        i = 0
        while i < len(tokens):
            raw: _Raw | None = None
            n = table.phrase_at(tokens, i)
            if n:
                raw = _add(found, tokens[i : i + n], table)
                i += n
            else:
                if not tokens[i].stop and tokens[i].key not in _FILLER_KEYS:
                    raw = _add(found, tokens[i : i + 1], table)
                i += 1
            if raw is not None:
                raw.head |= is_head
    code = _code_keys(head + "\n" + body)
    commands = _command_names(head + "\n" + body)
    out: list[_Raw] = []
    for raw in found.values():
        if raw.key in code and len(raw.parts) > 1:
            # A method call on an example's variable (`xs.reverse()`): the method counts,
            # unless it is a question word: then only the call written out does
            # ("how they call the function" is no answer to "`.call` or `.apply`?").
            raw.parts = (raw.key,) if raw.parts[-1] in question_keys else raw.parts[-1:]
        if raw.key not in code and _demoted(raw, question_keys, table):
            continue
        raw.generic = not raw.phrase and (raw.key in _GENERIC_KEYS or raw.key in commands)
        raw.parts = tuple(p for p in raw.parts if p not in question_keys) or raw.parts
        out.append(raw)
    return out


_CODE_RE = re.compile(r"```[^\n]*\n(?P<block>.*?)(?:```|\Z)|`(?P<span>[^`\n]+)`", re.DOTALL)
"""Markdown code: a fenced block (its info string dropped) or an inline span."""
_CODE_LITERAL_RE = re.compile(
    r"""(?x)
    "(?:[^"\\\n]|\\.)*" | '(?:[^'\\\n]|\\.)*'      # string literals
    | (?<=[\[({,=])(?<!==)\s*[-+]?\d[\d_]*(?:\.\d+)?(?:e[-+]?\d+)?\s*(?=[\])},\n]|$)
                                                # number literals: data (`[1, 2, 3]`, `x = 5`),
                                                # not an operand (`s[::-1]`, `n == 0`)
    | \#[^\n]*                                          # comments
    """
)
CODE_KEYWORDS: frozenset[str] = words(
    """
    def return import from class if elif else for while in is not and or lambda pass None True
    False self cls print const let var function new this null undefined true false async await
    try except finally catch throw raise with as yield break continue public private static void
    int str list dict
    """
)
"""Keywords and built-in names of Python and JavaScript: the frame of an example, not its point."""
_CODE_KEYWORD_RE = re.compile(r"(?<![\w.])(?:" + "|".join(sorted(CODE_KEYWORDS)) + r")(?![\w])")


def without_code_literals(text: str) -> str:
    """The text with the literals, comments and keywords of its code spans and blocks blanked.

    The concepts of code are its identifiers and calls (`xs.reverse()`, `init_process_group`,
    `MASTER_ADDR`); the `1, 2, 3` of an example `xs = [1, 2, 3]` is not what the card asks.
    """
    if "`" not in text:
        return text

    def blank(m: re.Match[str]) -> str:
        if m.group("block") is None:  # an inline span names something: `var`, `xs.reverse()`
            return " " + _CODE_LITERAL_RE.sub(" ", m.group("span") or "") + " "
        code = _CODE_LITERAL_RE.sub(" ", m.group("block"))
        return " " + _CODE_KEYWORD_RE.sub(" ", code) + " "

    return _CODE_RE.sub(blank, text)


_CALL_RE = re.compile(r"([^\W\d][\w]*(?:\.[^\W\d]\w*)+)\s*\(")
"""A method call in code: `xs.reverse(`, `dist.init_process_group(`."""


def _code_keys(text: str) -> frozenset[str]:
    """Keys of the method calls in the code of a text (`xs.reverse()`): the method is what
    the answer names, and it is never demoted (the question "How do you reverse a list?"
    does not make `xs.reverse()` an echo). Plain names and columns (`t.clicks`) are not calls."""
    if "`" not in text:
        return frozenset()
    keys: set[str] = set()
    for m in _CODE_RE.finditer(text):
        for call in _CALL_RE.finditer(m.group(0)):
            keys.update(t.key for t in tokenize(call.group(1)))
    return frozenset(keys)


_COMMAND_LINE_RE = re.compile(r"^\s*(?:\$\s*)?([a-z][\w-]*)\s+\S", re.MULTILINE)


def _command_names(text: str) -> frozenset[str]:
    """Keys of the programs that the command lines of a text's code start with (`git` in
    `git stash pop`): every answer about the tool types them, so they weigh as vague words."""
    if "`" not in text:
        return frozenset()
    keys: set[str] = set()
    for m in _CODE_RE.finditer(text):
        code = m.group("block") if m.group("block") is not None else m.group("span") or ""
        for line in _COMMAND_LINE_RE.finditer(code):
            keys.update(t.key for t in tokenize(line.group(1)))
    return frozenset(keys)


def corpus_text(card: Card) -> str:
    """The text a card contributes to a Corpus: its reference and its keywords."""
    return "\n".join((card.reference, *card.keywords))


def corpus_keys(text: str) -> frozenset[str]:
    """The concept keys a text counts for in a Corpus: `{c.key for c in _extract(text, "",
    frozenset(), table)}` without building the concepts (with no question nothing is
    demoted, so the keys are those of the known phrases and of the other content words)."""
    table = _alias_table(())
    keys: dict[str, str] = {}
    tokens = tokenize(without_code_literals(text))
    i, end = 0, len(tokens)
    while i < end:
        n = table.phrase_at(tokens, i)
        if n:
            key = "".join(t.key for t in tokens[i : i + n])
            keys.setdefault(_canonical(key, table), key)
            i += n
        else:
            token = tokens[i]
            if not token.stop and token.key not in _FILLER_KEYS:
                keys.setdefault(_canonical(token.key, table), token.key)
            i += 1
    return frozenset(keys.values())


def _canonical(key: str, table: _AliasTable) -> str:
    """One key per concept: `stats` and `statistics`, `DDP` and its expansion, count once."""
    return table.canon.get(key, key)


def _add(found: dict[str, _Raw], window: Sequence[Token], table: _AliasTable) -> _Raw:
    key = _canonical("".join(t.key for t in window), table)
    raw = found.get(key)
    if raw is None:
        raw = found[key] = _Raw.of(window)
        raw.order = len(found) - 1
    else:
        raw.count += 1
    return raw


def split_reference(reference: str) -> tuple[str, str]:
    """(main point, explanation): split at the first blank line, as `Card.reference` joins them."""
    text = reference.strip()
    m = re.search(r"\n[ \t]*\n", text)
    if not m:
        return text, ""
    return text[: m.start()], text[m.end() :]


def _demoted(raw: _Raw, question_keys: frozenset[str], table: _AliasTable) -> bool:
    if raw.key in question_keys:
        return True
    if any(v in question_keys for v in table.demote_groups.get(raw.key, ())):
        return True
    content = [p for p in raw.parts if p and p not in STOP_WORDS]
    return bool(content) and all(p in question_keys for p in content)


def _question_keys(question: str, table: _AliasTable) -> frozenset[str]:
    keys: set[str] = set()
    tokens = tokenize(question)
    for tok in tokens:
        if tok.stop:
            continue
        keys.add(tok.key)
        keys.update(tok.parts)
        keys.update(table.demote_groups.get(tok.key, ()))
    # Multi-word alias expansions in the question (`Zero Redundancy Optimizer`) demote their
    # abbreviation too, and the other way round.
    for i in range(len(tokens)):
        n = table.phrase_at(tokens, i)
        if n:
            key = "".join(t.key for t in tokens[i : i + n])
            keys.add(key)
            keys.update(table.demote_groups.get(key, ()))
    return frozenset(keys)


@lru_cache(maxsize=4096)
def _concept_set(
    head: str,
    body: str,
    question: str,
    keywords: tuple[str, ...],
    aliases: tuple[tuple[str, str], ...],
    corpus: Corpus | None,
) -> _ConceptSet:
    """Extract and weigh the concepts of one reference once; every later answer reuses them."""
    table = _alias_table(aliases)
    raws: list[_Raw]
    if keywords:
        merged: dict[str, _Raw] = {}
        for kw in keywords:
            for raw in _keyword(kw):
                if raw.key not in merged:
                    raw.order = len(merged)
                    raw.head = True
                    merged[raw.key] = raw
        raws = list(merged.values())
        has_body = False
    else:
        q_keys = _question_keys(question, table)
        raws = _extract(head, body, q_keys, table)
        if not raws:  # the reference only restates the question: grade on its words anyway
            raws = _extract(head, body, frozenset(), table)
        has_body = any(not r.head for r in raws)
    concepts: list[_Concept] = []
    for raw in raws:
        weight = _weight(raw, corpus)
        concepts.append(
            _Concept(
                label=raw.label,
                key=raw.key,
                parts=raw.parts,
                variants=tuple(sorted(table.groups.get(raw.key, frozenset({raw.key})))),
                weight=weight,
                head=raw.head,
                order=raw.order,
                identifier=raw.identifier,
            )
        )
    by_weight = sorted(concepts, key=lambda c: (-c.weight, c.order))
    pool = sorted(by_weight[:POOL_CONCEPTS], key=lambda c: c.order)
    required = by_weight[:REQUIRED_CONCEPTS]
    head_concepts = [c for c in by_weight[:POOL_CONCEPTS] if c.head][:REQUIRED_CONCEPTS]
    return _ConceptSet(
        concepts=tuple(pool),
        required=frozenset(c.key for c in required),
        required_weight=sum(c.weight for c in required),
        head_weight=sum(c.weight for c in head_concepts),
        has_body=has_body and bool(head_concepts),
    )


def _keyword(keyword: str) -> list[_Raw]:
    """One explicit keyword as one concept (a phrase when it has several words)."""
    tokens = tokenize(keyword)
    return [_Raw.of(tokens, label=keyword.strip())] if tokens else []


def _weight(raw: _Raw, corpus: Corpus | None) -> float:
    """How much finding this concept says: rarity, look, vagueness and repetition.

    Repetition is term frequency (1 + ln count): in a long model answer the point it keeps
    coming back to matters more than a rare word it mentions once.
    """
    weight = corpus.idf(raw.key) if corpus is not None else 1.0
    if raw.numeric:
        weight *= _NUMBER_FACTOR
    elif raw.technical:
        weight *= _TECHNICAL_BOOST
    elif raw.hyphenated:
        weight *= _HYPHEN_BOOST
    if raw.phrase:
        weight *= _PHRASE_BOOST
    if raw.generic:
        weight *= _GENERIC_FACTOR
    return weight * (1.0 + log(raw.count))


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
            if end - start < _MAX_FUZZY_WINDOW and len(key) > EXACT_ONLY_LEN:
                fuzzy.setdefault(key, span)
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


def _match_concept(
    concept: _Concept, index: _AnswerIndex, table: _AliasTable
) -> tuple[float, list[tuple[int, int]]]:
    credit, span = _match_key(concept.variants, index, identifier=concept.identifier)
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
    head, body = split_reference(reference)
    return _grade_text(answer, head, body, question, aliases, corpus, keywords)


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
    alias_key = _aliases_key(aliases)
    cset = _concept_set(head, body, question, tuple(keywords), alias_key, corpus)
    labels = tuple(c.label for c in cset.concepts)
    if is_no_answer(answer):
        missed = tuple(c.label for c in cset.concepts if c.key in cset.required)
        return Grade(0.0, 0, {}, missed, labels, strictness=strictness)
    table = _alias_table(alias_key)
    tokens = tokenize(answer)
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
            found: list[str] = []
            for start, end in spans:
                for w in index.surfaces[start:end]:
                    if w not in found:
                        found.append(w)
            matched[concept.label] = tuple(found)
        elif (
            concept.key in cset.required and concept.label not in matched and _worth_saying(concept)
        ):
            missed_list.append(concept.label)
    missed = tuple(label for label in missed_list if label not in matched)
    coverage = min(1.0, got_all / cset.required_weight) if cset.required_weight else 0.0
    if cset.has_body and cset.head_weight:
        head_cov = min(1.0, got_head / cset.head_weight)
        coverage = HEAD_SHARE * head_cov + (1.0 - HEAD_SHARE) * coverage
    score = _curve(coverage)
    conflicts = _conflicts(answer, head, body, question, table, cset)
    cuts = cuts_for(strictness)
    quality = quality_for(score, cuts)
    if conflicts:
        quality = min(quality, CONFLICT_CAP)
        # The score says the same: below every answer the grader would suggest more for.
        score = min(score, round(QUALITY_CUTS[CONFLICT_CAP] - 0.001, 4))
    return Grade(
        score, quality, matched, missed, labels, conflicts=conflicts, strictness=strictness
    )


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
    return _grade_text(
        answer, head, card.explanation, card.question, aliases, corpus, card.keywords, strictness
    )


def pick_choice(answer: str, choices: Mapping[str, str]) -> str | None:
    """Which option an answer names: by its letter, or by (fuzzily) its text; None if unclear."""
    if not choices or not answer.strip():
        return None
    letters = {k.strip().lower(): k for k in choices}
    m = _LETTER_RE.fullmatch(answer)
    if m is not None:
        marked = m.group(1) or m.group(2)  # "(c)", "C)", "c.", "c:"
        letter = (marked or m.group(3) or "").lower()
        rest = m.group("rest").strip()
        if not rest:  # the whole answer is a letter: an option, or a letter that is none
            return letters.get(letter, "")
        if marked and letter in letters:  # "C) 2(N-1) times"
            return letters[letter]
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
