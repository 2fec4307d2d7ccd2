"""Aliases: which keys count as the same concept in an answer, and which are the same name.

The glossary's `demotes` (an abbreviation and its expansion: a question naming one makes the
others question words) and `matches` (synonyms, which only match), plus the deck's aliases and
what the user taught, joined by union-find into one table per alias set.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from srs.glossary import builtin as builtin_glossary
from srs.text import Token, tokenize

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


def _canonical(key: str, table: _AliasTable) -> str:
    """One key per concept: `stats` and `statistics`, `DDP` and its expansion, count once."""
    return table.canon.get(key, key)
