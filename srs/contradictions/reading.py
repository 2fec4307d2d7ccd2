"""How the contradiction check reads a text: words, sentences and clauses, negation scope,
what is said of which thing, quantities, values and operators; and the Reference, the view of
one model answer worked out once per card.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise
from typing import NamedTuple

from srs.text import NEGATION_WORDS, fold, stem, tokenize, tokenize_spans

NEGATORS: frozenset[str] = NEGATION_WORDS | {"without", "nonexistent"}
"""Words that negate the next content word (`n't` is rewritten to `not` first): the plain
negations, and `without`, `nonexistent`, which deny only the word after them (`without a
lock`) and so are no denial of a whole sentence where srs.importers.optionnames reads one."""
_SKIP_AFTER_NEGATOR: frozenset[str] = frozenset(
    "a an the any be is are was were been being do does did have has had need needs to at all "
    "really actually necessarily".split()
)
"""Words between a negation and what it negates (`not a`, `does not need to`)."""
SOFT_NEGATORS: frozenset[str] = frozenset(
    "avoid avoids avoiding prevent prevents preventing bypass bypasses bypassing skip skips "
    "skipping instead rather stop stops stopping lack lacks lacking free".split()
)
"""Words that deny what follows less plainly (`prevents underflow`, `bypassing the OS`): the
word after them is not stated, so no rule fires on it either way."""
ONLY_WORDS: frozenset[str] = frozenset({"only", "just", "solely", "merely", "exclusively"})
_NT_RE = re.compile(
    r"(?i)\b(ca|do|does|did|is|are|was|were|has|have|had|wo|would|should|could|must|need)n[’']?t\b"
)
"""`can't`, `won't`, `doesn't`, and the same typed without the apostrophe (`cant`, `dont`,
`isnt`, `hasnt`), as candidates type them: the verb, then `not`."""
_NT_VERB: Mapping[str, str] = {"ca": "can", "wo": "will"}
_CLAUSE_RE = re.compile(r",\s|:\s|\s(?:while|whereas|but|however|though|although)\s|\s[-–—]\s")
_SENTENCE_RE = re.compile(r"[.;!?]+(?:\s|$)|\n+")
_PREFIXES: tuple[str, ...] = ("non", "un", "a", "dis", "in", "im", "ir", "il")
"""Negating prefixes that make an opposite of a word (`non-blocking`, `asynchronous`)."""
NEIGHBOURHOOD = 3
"""Two opposite words are about the same thing when a content word within this many words of
each is the same."""
ONLY_ANSWER = 8
""""Only X" is checked in answers of at most this many content words; in a longer one it
mostly qualifies a detail ("function expressions hoist only the var")."""
SHORT_ANSWER = 6
"""An answer with at most this many content words is about one thing: no neighbour needed."""

# Quantifier classes: what share of something a phrase claims.
_ALL, _MOST, _FEW, _NONE, _ONE, _MANY = "all", "most", "few", "none", "one", "many"
_QUANTITY_RE = re.compile(
    r"(?i)\b(?P<q>almost all|nearly all|virtually all|all|every|each|most|the majority|"
    r"only a few|a few|few|a small fraction|a fraction|a small number|a minority|about 1/n|"
    r"roughly 1/n|1/n|a subset|a part|a portion|none|no|a single|single|several|multiple|many)"
    r"\b[\s-]+(?:of\s+)?(?:the\s+|its\s+|their\s+)?(?P<noun>[^\W\d_]{3,})"
)
_QUANTITY_CLASS: Mapping[str, str] = {
    "almost all": _MOST,
    "nearly all": _MOST,
    "virtually all": _MOST,
    "most": _MOST,
    "the majority": _MOST,
    "all": _ALL,
    "every": _ALL,
    "each": _ALL,
    "only a few": _FEW,
    "a few": _FEW,
    "few": _FEW,
    "a small fraction": _FEW,
    "a fraction": _FEW,
    "a small number": _FEW,
    "a minority": _FEW,
    "about 1/n": _FEW,
    "roughly 1/n": _FEW,
    "1/n": _FEW,
    "a subset": _FEW,
    "a part": _FEW,
    "a portion": _FEW,
    "none": _NONE,
    "no": _NONE,
    "a single": _ONE,
    "single": _ONE,
    "several": _MANY,
    "multiple": _MANY,
    "many": _MANY,
}
_INCOMPATIBLE: frozenset[frozenset[str]] = frozenset(
    {
        frozenset({_ALL, _FEW}),
        frozenset({_ALL, _NONE}),
        frozenset({_MOST, _FEW}),
        frozenset({_MOST, _NONE}),
        frozenset({_ONE, _MANY}),
    }
)


@dataclass(frozen=True)
class Conflict:
    """One way the answer contradicts the model answer, with the words on each side."""

    kind: str
    """`opposite`, `swap`, `negation`, `value`, `quantity` or `only`."""
    answer_says: str
    model_says: str

    @property
    def message(self) -> str:
        """As the feedback shows it."""
        return f"the answer says *{self.answer_says}*; the model answer says *{self.model_says}*"


class _Word(NamedTuple):
    surface: str
    key: str
    """Canonical key (aliases merged)."""
    raw: str
    """The token's own key (before aliases)."""
    content: bool
    negator: bool
    soft: bool
    """A soft negator (SOFT_NEGATORS)."""
    parts: tuple[str, ...]
    """Canonical keys of its parts (`comma-separated`: comma, separ), when it has several."""
    sentence: int
    clause: int
    """Clauses split a sentence at commas and at while / whereas / but / however."""
    pos: int


def _words(text: str, canon: Mapping[str, str]) -> list[_Word]:
    get = canon.get
    text = _NT_RE.sub(lambda m: _NT_VERB.get(m.group(1).lower(), m.group(1)) + " not", text)
    if not text.isascii():
        text = fold(text)  # offsets of tokenize_spans are of the folded text
    sentence_ends = [m.end() for m in _SENTENCE_RE.finditer(text)]
    clause_ends = sorted(sentence_ends + [m.end() for m in _CLAUSE_RE.finditer(text)])
    out: list[_Word] = []
    for pos, (start, token) in enumerate(tokenize_spans(text)):
        low = token.surface.lower()
        parts = token.parts
        out.append(
            _Word(
                token.surface,
                get(token.key, token.key),
                token.key,
                not token.stop,
                low in NEGATORS,
                low in SOFT_NEGATORS,
                tuple(get(p, p) for p in parts) if len(parts) > 1 else (),
                bisect_right(sentence_ends, start),
                bisect_right(clause_ends, start),
                pos,
            )
        )
    return out


@lru_cache(maxsize=8)
def _opposite_table(pairs: tuple[tuple[str, str], ...]) -> dict[str, frozenset[str]]:
    """Key -> keys of its opposites (built once per glossary)."""
    return {k: frozenset(v) for k, v in _build_opposites(pairs).items()}


def _build_opposites(pairs: Iterable[tuple[str, str]]) -> dict[str, set[str]]:
    table: dict[str, set[str]] = {}
    for a, b in pairs:
        ka = "".join(t.key for t in tokenize(a))
        kb = "".join(t.key for t in tokenize(b))
        if ka and kb and ka != kb:
            table.setdefault(ka, set()).add(kb)
            table.setdefault(kb, set()).add(ka)
    return table


def _prefixed_opposites(key: str, keys: Collection[str]) -> set[str]:
    """Keys in `keys` that are `key` with a negating prefix, or `key` without one."""
    out: set[str] = set()
    for prefix in _PREFIXES:
        if prefix + key in keys:
            out.add(prefix + key)
        if key.startswith(prefix) and len(key) - len(prefix) >= 4 and key[len(prefix) :] in keys:
            out.add(key[len(prefix) :])
    return out


@dataclass(frozen=True)
class Reference:
    """What the checks need of a model answer, worked out once per card."""

    words: tuple[_Word, ...]
    keys: frozenset[str]
    part_keys: frozenset[str]
    """`keys` and the keys of the parts of joined words (`GPU-to-GPU`: gpu)."""
    entities: frozenset[str]
    """Keys of the things the question compares (named in both question and model answer),
    of code names, and of the glossary's opposite words found in the model answer."""
    predicates: frozenset[str]
    """Entities that are opposite words: predicates in a clause naming another thing."""
    entity_class: Mapping[str, str]
    """Entity -> where it came from (`question`, `opposite`, `code`): only things of one kind
    are compared (`/proc` is not the rival of the question's word `filesystem`)."""
    negated: frozenset[str]
    """Content keys the model answer negates ("no central server": server)."""
    asserted: frozenset[str]
    """Content keys it states without a negation."""
    attributed: Mapping[str, frozenset[str]]
    """Entity -> content keys said of it."""
    quantities: tuple[tuple[str, str, str], ...]
    """(class, noun stem, phrase) of its quantifiers."""
    values: tuple[tuple[str, str, str, str], ...]
    """Its names given a number in prose (`_value_pairs`; code blocks have their own rule)."""
    operators: tuple[tuple[str, str, str], ...]
    """(left, operator, right) of the comparisons and signed numbers of its code."""
    text: str
    question_keys: frozenset[str] = frozenset()
    """Content keys of the question: what two opposite words may both be said of."""


def _negated_target(words: list[_Word], i: int) -> int | None:
    """Index of the content word a negator at i negates, if its scope is clear."""
    j = i + 1
    if j < len(words) and words[j].surface.lower() in ONLY_WORDS | {"simply"}:
        return None  # "not only X", "not just X": X is granted, with more besides
    while j < len(words) and words[j].sentence == words[i].sentence:
        w = words[j]
        if w.negator:
            return None
        if w.surface.lower() in _SKIP_AFTER_NEGATOR:
            j += 1
            continue
        return j if w.content else None
    return None


def _negation_targets(words: list[_Word]) -> set[int]:
    """Positions of the content words a negator or a soft negator negates with a clear scope
    (what the text does not state: "no central server", "prevents underflow")."""
    return {
        j
        for i, w in enumerate(words)
        if w.negator or w.soft
        for j in [_negated_target(words, i)]
        if j is not None
    }


_CONTRAST: frozenset[str] = frozenset(
    "than unlike versus vs contrast+to opposed+to compared+to compared+with instead+of "
    "differences+with difference+with".split()
)
"""Words before a name that make it the thing compared against ("faster than TCP", "unlike
`var`", "in contrast to SIGTERM", "instead of TCP"): it owns the words right after it in its
clause, but the sentence goes on about the other thing."""


def _contrasted(clause: list[_Word], at: list[int]) -> set[int]:
    """Which of the names at these clause positions follow a _CONTRAST word (`the` and `a`
    between allowed: "unlike the SIGKILL signal"), or a contrasted name and `and` / `or`
    ("in contrast to SIGTERM and SIGINT")."""
    out: set[int] = set()
    for n, j in enumerate(at):
        k = j - 1
        while k >= 0 and clause[k].surface.lower() in ("the", "a", "an"):
            k -= 1
        one = clause[k].surface.lower() if k >= 0 else ""
        two = clause[k - 1].surface.lower() + "+" + one if k >= 1 else ""
        joined = (
            n > 0
            and at[n - 1] in out
            and all(w.surface.lower() in ("and", "or", "nor") for w in clause[at[n - 1] + 1 : j])
        )
        if one in _CONTRAST or two in _CONTRAST or joined:
            out.add(j)
    return out


def _denied(words: list[_Word]) -> set[int]:
    """Positions of the words a negation denies with a clear scope, and of the words joined
    to one by `or` / `nor` ("isn't TCP or UDP" denies both)."""
    out: set[int] = set()
    for i, w in enumerate(words):
        low = w.surface.lower()
        if low in ("instead", "rather") and i + 1 < len(words):
            if words[i + 1].surface.lower() in ("of", "than"):
                j = _negated_target(words, i + 1)  # "binary, instead of textual"
                if j is not None:
                    out.add(j)
            continue
        if not w.negator:
            continue
        j = _negated_target(words, i)
        while j is not None:
            out.add(j)
            nxt = j + 2
            if (
                nxt < len(words)
                and words[j + 1].surface.lower() in ("or", "nor")
                and words[nxt].content
                and words[nxt].sentence == words[j].sentence
            ):
                j = nxt
            else:
                j = None
    return out


def _attribute(
    words: list[_Word],
    entities: Collection[str],
    *,
    carry: bool = True,
    predicates: Collection[str] = (),
) -> dict[str, set[str]]:
    """Entity -> content keys said of it.

    A clause (a sentence cut at commas and at while / whereas / but) that names one thing is
    all about it, words before the name included ("strings and tuples are immutable"); in a
    clause naming several, a word belongs to the nearest name before it (the first name for
    the words before any); a clause naming none continues the sentence's last (in the model
    answer only, `carry`: an answer's clause without a name is not read as anyone's). A name right
    before a number is one thing with it (`HTTP 2`); a name right after another is its kind
    ("synchronous functions"). Negations are attributed too, as `not:` keys, so "sync is
    blocking, async is not" says different things of each; a word a negation denies with a
    clear scope is attributed as `not:KEY` too ("UDP has no acknowledgement": `not:acknowledg`).
    An answer's clause after `but` continues the clause before it ("X is fast for one user
    but slow under load" says both of X), in the model answer as in the answer.
    """
    denied = _denied(words)
    out: dict[str, set[str]] = {}
    last: str | None = None
    previous: str | None = None
    sentence = -1
    after_but = False
    for clause in _clauses(words):
        if clause[0].sentence != sentence:
            previous = last or previous
            last, sentence, after_but = None, clause[0].sentence, False
            if carry and not any(w.key in entities for w in clause):
                last = previous  # "- it is binary": the thing the text is about
        names, skip = _names(clause, entities, predicates)
        for _, key in names:
            out.setdefault(key, set())
        _say(out, clause, names, skip, last if carry or after_but else None, denied)
        last = _subject(clause, names, last, previous)
        after_but = clause[-1].surface.lower() == "but"
    return out


def _clauses(words: list[_Word]) -> list[list[_Word]]:
    """The words cut into their clauses (runs of one `clause` number), in order."""
    clauses: list[list[_Word]] = []
    for w in words:
        if clauses and clauses[-1][0].clause == w.clause:
            clauses[-1].append(w)
        else:
            clauses.append([w])
    return clauses


def _names(
    clause: list[_Word], entities: Collection[str], predicates: Collection[str]
) -> tuple[list[tuple[int, str]], set[int]]:
    """The things a clause names, as (index in clause, entity key), and the indexes of the
    words that are part of a name (not said of anything).

    An opposite word (`binary`, `write`) is a predicate in a clause that names a thing the
    question compares ("HTTP 1.1 is binary"), and a thing only in one that does not.
    """
    names: list[tuple[int, str]] = []
    skip: set[int] = set()
    named_here = {w.key for w in clause if w.key in entities and w.key not in predicates}
    for i, w in enumerate(clause):
        if w.key not in entities or i in skip or (named_here and w.key in predicates):
            continue
        if names and names[-1][0] == i - 1 and not w.key.replace(".", "").isdigit():
            skip.add(i)  # "synchronous functions": the second names the kind
            continue
        key = w.key
        if i + 1 < len(clause) and clause[i + 1].key.replace(".", "").isdigit():
            key = w.key + clause[i + 1].key  # `HTTP 2`, `layer 3`
            skip.add(i + 1)
        names.append((i, key))
        skip.add(i)
    return names, skip


def _say(
    out: dict[str, set[str]],
    clause: list[_Word],
    names: list[tuple[int, str]],
    skip: set[int],
    carried: str | None,
    denied: set[int],
) -> None:
    """Attribute the words of a clause to their owners in `out`: the nearest name before
    each word (the first name before any), or `carried` in a clause that names nothing
    (None: such a clause is no one's)."""
    for i, w in enumerate(clause):
        if i in skip:
            continue
        owner = _owner(names, i) if names else carried
        if owner is None:
            continue
        if w.negator:
            out[owner].add("not:")
        elif w.content:
            out[owner].add(w.key)
            if w.parts[:1] == ("non",):  # `non-blocking` denies blocking, it does not state it
                out[owner].update("not:" + p for p in w.parts[1:])
            else:
                out[owner].update(w.parts)
            if w.pos in denied:
                out[owner].add("not:" + w.key)


def _owner(names: list[tuple[int, str]], i: int) -> str:
    """The name a word at clause index i belongs to: the nearest before it, else the first."""
    before = [k for j, k in names if j < i]
    return before[-1] if before else names[0][1]


def _subject(
    clause: list[_Word], names: list[tuple[int, str]], last: str | None, previous: str | None
) -> str | None:
    """What the sentence is about after this clause: its last name that is not a thing
    compared against ("faster than TCP"), else what it was about before."""
    against = _contrasted(clause, [j for j, _ in names])
    subjects = [k for j, k in names if j not in against]
    if subjects:
        return subjects[-1]
    if names and last is None:
        # "In contrast to SIGTERM and SIGINT, this signal ...": still the thing before
        return previous if previous is not None else names[-1][1]
    return last


def _quantities(text: str) -> list[tuple[str, str, str]]:
    found = []
    for m in _QUANTITY_RE.finditer(text):
        q = m.group("q").lower()
        found.append((_QUANTITY_CLASS[q], stem(m.group("noun")), m.group(0)))
    return found


def analyse(
    reference: str,
    question: str,
    canon: Mapping[str, str],
    opposites: tuple[tuple[str, str], ...],
) -> Reference:
    """The view of one model answer the checks use (cache it per card)."""
    words = _words(reference, canon)
    keys = frozenset(w.key for w in words if w.content)
    part_keys = (
        keys
        | {w.raw for w in words}  # function words too: `same`, `more` have opposites
        | {p for w in words if w.content for p in w.parts}
    )
    q_words = [w for w in _words(question, canon) if w.content]
    q_keys = _question_keys(q_words, canon)
    entity_class = _entity_classes(reference, keys, q_words, q_keys, canon, opposites)
    entities = set(entity_class)
    negated, asserted = _negated_and_asserted(words)
    predicates = {k for k, v in entity_class.items() if v == "opposite"}
    attributed = _attribute(words, entities, predicates=predicates)
    return Reference(
        words=tuple(words),
        keys=keys,
        part_keys=part_keys,
        entities=frozenset(entities),
        entity_class=entity_class,
        predicates=frozenset(predicates),
        negated=frozenset(negated),
        asserted=frozenset(asserted),
        attributed={k: frozenset(v) for k, v in attributed.items()},
        quantities=tuple(_quantities(reference)),
        values=_prose_values(reference, words, canon),
        operators=tuple(
            op for m in re.finditer(r"`+([^`]+)`+", reference) for op in _operators(m.group(1))
        ),
        text=reference,
        question_keys=frozenset(q_keys),
    )


def _question_keys(q_words: list[_Word], canon: Mapping[str, str]) -> set[str]:
    """Content keys of the question, and of the known multi-word names in it ("gradient
    descent": GD), so that a name the question spells out still counts as its."""
    q_keys = {w.key for w in q_words}
    for a, b in pairwise(q_words):
        if b.clause == a.clause and b.pos == a.pos + 1:
            joined = canon.get(a.raw + b.raw)
            if joined is not None:
                q_keys.add(joined)
    return q_keys


def _entity_classes(
    reference: str,
    keys: frozenset[str],
    q_words: list[_Word],
    q_keys: set[str],
    canon: Mapping[str, str],
    opposites: tuple[tuple[str, str], ...],
) -> dict[str, str]:
    """Entity -> where it came from: `code` (a name in backticks), `opposite` (a glossary
    opposite word with its opposite also in the model answer) or `question` (a thing the
    question names, not a kind like "functions" in "asynchronous functions").

    When the question compares things, only they are entities: an opposite word
    (`write`, `synchronously`) is then always said of one of them, never a thing, and so is
    a code name (`ACK`) in "UDP ... its nonexistent acknowledge (`ACK`)".
    """
    table = _opposite_table(opposites)
    entity_class = _code_names(reference, canon)
    for k in keys:
        if k in table and table[k] & keys:
            entity_class[k] = "opposite"
    _mark_compared(entity_class, keys, q_words, q_keys)
    if any(v == "question" for v in entity_class.values()):
        return {k: v for k, v in entity_class.items() if v == "question"}
    return entity_class


def _mark_compared(
    entity_class: dict[str, str], keys: frozenset[str], q_words: list[_Word], q_keys: set[str]
) -> None:
    """Mark as `question` the keys of the model answer that the question names (not numbers,
    not its meta words like "difference"), and drop those that are a kind after another
    word of the question ("the `/proc` filesystem", "asynchronous functions")."""
    heads = {b.key for a, b in pairwise(q_words) if b.pos == a.pos + 1 and b.clause == a.clause}
    for k in keys:
        if k in q_keys and not k.replace(".", "").isdigit() and k not in _META_KEYS:
            entity_class[k] = "question"
    for k in heads & keys:
        if entity_class.get(k) == "question":
            del entity_class[k]


def _code_names(reference: str, canon: Mapping[str, str]) -> dict[str, str]:
    """Canonical key -> `code` for the words of the inline code spans outside fenced blocks
    (`var`, `ACK`): names of things, not numbers or function words."""
    out: dict[str, str] = {}
    for m in re.finditer(r"`([^`\n]+)`", _FENCED_RE.sub(" ", reference)):
        for t in tokenize(m.group(1)):
            if not t.stop and not t.numeric:
                out[canon.get(t.key, t.key)] = "code"
    return out


def _negated_and_asserted(words: list[_Word]) -> tuple[set[str], set[str]]:
    """Content keys a text negates with a clear scope, and those it states."""
    negated: set[str] = set()
    asserted: set[str] = set()
    targets = _negation_targets(words)
    for i, w in enumerate(words):
        if not w.content or w.negator or w.soft:
            continue
        (negated if i in targets else asserted).add(w.key)
    return negated, asserted


def _prose_values(
    reference: str, words: list[_Word], canon: Mapping[str, str]
) -> tuple[tuple[str, str, str, str], ...]:
    """_value_pairs of the prose (fenced code blocks have their own rule, `_flipped`)."""
    if "```" in reference:
        return tuple(_value_pairs(_words(_FENCED_RE.sub(" ", reference), canon)))
    return tuple(_value_pairs(words))


def _neighbours(words: list[_Word] | tuple[_Word, ...], i: int) -> set[str]:
    lo, hi = max(0, i - NEIGHBOURHOOD), i + NEIGHBOURHOOD + 1
    return {
        w.key
        for w in words[lo:hi]
        if w.content and w.pos != words[i].pos and w.sentence == words[i].sentence
    }


_META_KEYS: frozenset[str] = frozenset(
    stem(w)
    for w in (
        "difference differences usual usually problem problems explain mean means meaning work "
        "works way ways example main common typical advantage advantages disadvantage "
        "disadvantages benefit benefits purpose reason reasons definition type types kind kinds "
        "happen happens need needs use used"
    ).split()
)
"""Words of a question that are not things it compares ("the difference", "the usual")."""


_NOT_NAMES: frozenset[str] = frozenset(
    "higher lower more less fewer greater smaller larger bigger over under above below about "
    "around approximately roughly nearly almost up down to than least most top first last "
    "every each per step steps times minutes seconds hours days".split()
)
"""Words that a number follows without naming it (`higher than 5`, `every 6 hours`)."""


_FENCED_RE = re.compile(r"```.*?(?:```|\Z)", re.DOTALL)
_COMPARISON_RE = re.compile(
    r"(?P<left>[\w.\[\]:'\"-]+)\s*(?P<op>==|!=|<>|<=|>=|<|>|=)\s*(?P<right>[\w.\[\]:'\"-]+)"
)
_SIGNED_RE = re.compile(r"(?<![\w-])(?P<flag>-{1,2}[a-z]\w*)\s+(?P<sign>[-+])(?P<num>\d+\w*)")


def _operators(text: str) -> list[tuple[str, str, str]]:
    """(left, operator, right): comparisons (`s == s[::-1]`, `status = 'active'`) and signed
    arguments (`-size +20M` as ("-size", "+", "20M")), lower-cased, quotes dropped."""
    out = []
    for m in _COMPARISON_RE.finditer(text):
        out.append((_operand(m.group("left")), m.group("op"), _operand(m.group("right"))))
    for m in _SIGNED_RE.finditer(text):
        out.append((m.group("flag").lower(), m.group("sign"), m.group("num").lower()))
    return out


def _operand(text: str) -> str:
    text = text.strip("'\"").lower()
    return text.split(".")[-1] if "." in text and not text.replace(".", "").isdigit() else text


_VALUE_LINKS: frozenset[str] = frozenset(
    "to is be at on of equal equals was default defaults by".split()
)
"""Words between a name and its number (`set X to 1`, `port is 22`)."""


def _value_pairs(words: list[_Word] | tuple[_Word, ...]) -> list[tuple[str, str, str, str]]:
    """(name key, value, name surface, value surface): a name directly followed (`to`, `is`
    ... between, at most two) by a number in the same sentence (`SSH: 22`, `port is 22`)."""
    out = []
    for j, v in enumerate(words):
        if not v.key.isdigit():
            continue
        i = j - 1
        while i >= 0 and i >= j - 3 and words[i].surface.lower() in _VALUE_LINKS:
            i -= 1
        if i < 0 or i == j - 3:
            continue
        w = words[i]
        if (
            w.sentence != v.sentence
            or not w.content
            or not w.surface[0].isalpha()
            or w.surface.lower() in _NOT_NAMES
        ):
            continue  # a name (`SSH`, `port`, `NCCL_IB_DISABLE`), not "higher than 5"
        if w.clause != v.clause and i > 0 and _number_before(words, i):
            continue  # "22 ssh, 25 smtp": each name has its number before it, not after
        out.append((w.key, v.key, w.surface, v.surface))
    return out


def _number_before(words: list[_Word] | tuple[_Word, ...], i: int) -> bool:
    """The name at i has a number right before it in its clause (`22 ssh`)."""
    before = words[i - 1]
    return before.clause == words[i].clause and before.key.isdigit()
