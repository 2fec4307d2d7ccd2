"""Concepts of a model answer: extraction, question demoting, code tokens and weights.

Concepts are the content words and terms of art of the reference (`reduce-scatter`, `2(N-1)`,
`xs.reverse()`, known phrases and alias expansions), minus stop words and every word of the
question; weighted by IDF over a Corpus, their look and their repetition. Extracted once per
(reference, question, keywords, aliases, corpus) and cached.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from math import log

from srs.grading.aliases import _alias_table, _AliasTable, _canonical
from srs.model import Card
from srs.text import STOP_WORDS, Token, root, tokenize, words

REQUIRED_CONCEPTS = 10
"""At most this many concepts (the heaviest) are required; coverage is judged against them."""
POOL_CONCEPTS = 24
"""Matches among this many heaviest concepts count; the rest of a long reference is ignored."""

_TECHNICAL_BOOST = 1.5
_HYPHEN_BOOST = 1.25
_NUMBER_FACTOR = 0.5
"""A bare number (`4`, `512`) is rarely the point of a long answer; in a short one it is the
head, and head coverage gives it its due."""
_PHRASE_BOOST = 1.2
_GENERIC_FACTOR = 0.5
_COMMAND_FACTOR = 0.35
_VARIABLE_FACTOR = 0.25
""""The names an example binds are its own: `counter[elem]` is `d[x]` in another answer."""
"""`git` in `git stash pop`: every answer about the tool types it, right or wrong."""

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
    root: str = ""
    """The word family of a one-word concept (srs.text.root of its label; '' for names,
    numbers and phrases): `iterative` in an answer counts for `iteration`."""


@dataclass(frozen=True)
class _ConceptSet:
    concepts: tuple[_Concept, ...]
    """The pool, in reference order."""
    required: frozenset[str]
    required_weight: float
    head_weight: float
    has_body: bool
    restates_question: bool = False
    """Every word of the reference is a question word: repeating the question is then all
    an answer can do, and no echo."""


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
    command: bool = False
    variable: bool = False
    """A name an example's code binds (`numbers`, `elem`, `user`): any other name does."""
    """The program a command line of the reference's code starts with (`git`)."""

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
    found = _candidates(head, body, table)
    text = head + "\n" + body
    code = _code_keys(text)
    commands = _command_names(text)
    variables = _code_variables(text)
    out: list[_Raw] = []
    for raw in found.values():
        if raw.key in code and len(raw.parts) > 1:
            # A method call on an example's variable (`xs.reverse()`): the method counts,
            # unless it is a question word: then only the call written out does
            # ("how they call the function" is no answer to "`.call` or `.apply`?").
            raw.parts = (raw.key,) if raw.parts[-1] in question_keys else raw.parts[-1:]
        if raw.key not in code and _demoted(raw, question_keys, table):
            continue
        _classify(raw, commands, variables, question_keys)
        out.append(raw)
    return out


_LINK_RE = re.compile(r"\[\[?(?P<label>[^\]\n]*)\]?\]\((?P<url>[^)\s]*)\)")
_URL_RE = re.compile(r"(?:https?://|www\.)[^\s)>\]]+")
_LINK_ONLY_LABELS = frozenset(
    "src source sources link links here answer answers ref refs reference references more "
    "read docs documentation article video details see".split()
)
"""Labels of links that point at an answer elsewhere (`[[src]](...)`, `[Answer](...)`):
they name nothing the answer should say."""
_INTRAWORD_BOLD_RE = re.compile(r"(?<=[^\W\d_])\*\*(?=[^\W\d_])")


def _prose_of(text: str) -> str:
    """The words of a reference as a reader reads them: a link is its label (none when the
    label only points elsewhere, `[src]`), web addresses go, and emphasis inside a word
    (`**RE**mote **DI**ctionary`) does not split it."""
    if "](" in text:
        text = _LINK_RE.sub(_link_label, text)
    if "://" in text or "www." in text:
        text = _URL_RE.sub(" ", text)
    if "**" in text:
        text = _INTRAWORD_BOLD_RE.sub("", text)
    return text


def _link_label(m: re.Match[str]) -> str:
    label = m.group("label").strip(" *_`[]")
    return " " if label.lower() in _LINK_ONLY_LABELS else f" {label} "


def _candidates(head: str, body: str, table: _AliasTable) -> dict[str, _Raw]:
    """Key -> concept candidate, in order of first occurrence: known phrases (longest
    first, as the table finds them) and single words that are neither stop words nor
    filler; `head` set on those the main point uses."""
    found: dict[str, _Raw] = {}
    for segment, is_head in ((head, True), (body, False)):
        tokens = tokenize(without_code_literals(_prose_of(segment)))
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
    return found


def _classify(
    raw: _Raw, commands: frozenset[str], variables: frozenset[str], question_keys: frozenset[str]
) -> None:
    """Set what weighs a kept candidate (a generic word, a command's program, an example's
    variable: single words only) and drop the question's words from its parts (so that a
    phrase is matched on what it adds), unless that would leave none."""
    raw.generic = not raw.phrase and raw.key in _GENERIC_KEYS
    raw.command = not raw.phrase and raw.key in commands
    raw.variable = not raw.phrase and raw.key in variables
    raw.parts = tuple(p for p in raw.parts if p not in question_keys) or raw.parts


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


_BOUND_RE = re.compile(
    r"""(?mx)
    ^[ \t]*(?P<assigned>[a-z_]\w*)[ \t]*(?:\+|-|\*)?=(?!=)      # x = ..., total += ...
    | \bfor[ \t]+(?P<loop>[a-z_]\w*(?:[ \t]*,[ \t]*[a-z_]\w*)*)[ \t]+in\b
      (?:[ \t]+(?P<iter>[a-z_]\w*)[ \t]*:)?                      # for x in xs:
    | \b(?:def|function)[ \t]+\w+[ \t]*\((?P<params>[^)]*)\)
    | \blambda[ \t]+(?P<lparams>[^:]*):
    | (?<![\w.])[A-Za-z_][\w.]*\((?P<args>[^()'"\n]*)\)              # f(x, 0)
    """
)
_NAME_RE = re.compile(r"[a-z_]\w*")
_USED_AS_API_RE = re.compile(
    r"(?:\bimport[ \t]+|\bfrom[ \t]+|\.)([A-Za-z_]\w*)|([A-Za-z_]\w*)[ \t]*\("
)


def _code_variables(text: str) -> frozenset[str]:
    """Keys of the names that the code blocks of a text bind or pass along (assigned, loop
    and parameter names, plain arguments: `counter`, `elem`, `numbers` in `for elem in
    numbers: counter[elem] = ...`), unless also called, imported or reached by a dot.

    Why: an example's variables are its own choice; a right answer names them otherwise.
    """
    if "```" not in text:
        return frozenset()
    bound: set[str] = set()
    api: set[str] = set()
    for m in _CODE_RE.finditer(text):
        code = m.group("block")
        if code is None:
            continue
        for b in _BOUND_RE.finditer(code):
            for group in ("assigned", "loop", "iter", "params", "lparams", "args"):
                if b.group(group):
                    bound.update(_NAME_RE.findall(b.group(group)))
        for u in _USED_AS_API_RE.finditer(code):
            api.add((u.group(1) or u.group(2)).lower())
    return frozenset(
        t.key for name in bound - api - CODE_KEYWORDS for t in tokenize(name) if not t.stop
    )


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
    tokens = tokenize(without_code_literals(_prose_of(text)))
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


def _weighed(raw: _Raw, table: _AliasTable, corpus: Corpus | None) -> _Concept:
    """A kept candidate as a weighed concept, with its alias variants and word family."""
    return _Concept(
        label=raw.label,
        key=raw.key,
        parts=raw.parts,
        variants=tuple(sorted(table.groups.get(raw.key, frozenset({raw.key})))),
        weight=_weight(raw, corpus),
        head=raw.head,
        order=raw.order,
        identifier=raw.identifier,
        root="" if raw.identifier or raw.technical or raw.phrase else root(raw.label),
    )


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
    restates = False
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
            restates = True
        has_body = any(not r.head for r in raws)
    concepts = [_weighed(raw, table, corpus) for raw in raws]
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
        restates_question=restates,
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
    if raw.command:
        weight *= _COMMAND_FACTOR
    elif raw.variable:
        weight *= _VARIABLE_FACTOR
    elif raw.generic:
        weight *= _GENERIC_FACTOR
    return weight * (1.0 + log(raw.count))
