"""The rules that need more than a few lines: swapped roles, values, flipped operators and
"only X" (srs/contradictions/__init__.py runs them in turn with the short ones).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping

from srs.contradictions.reading import (
    ONLY_WORDS,
    Conflict,
    Reference,
    _attribute,
    _operators,
    _value_pairs,
    _Word,
)


def _kind(ref: Reference, entity: str) -> str | None:
    """Where an entity came from; `http2` is of the kind of `http`."""
    return ref.entity_class.get(entity) or ref.entity_class.get(entity.rstrip("0123456789."))


def _swaps(words: list[_Word], ref: Reference) -> list[Conflict]:
    """What the answer says of one compared thing that the model answer says only of another.

    Only what tells the things apart counts (a word the model answer says of both is no
    evidence either way). The misattributions must be at least two and outnumber the right
    ones, or two numbers (`layer 3`, `layer 2`) must be misattributed with no number right. One thing named (`git stash apply … removes` where the model answer says `pop`
    removes): every distinguishing word said of it belongs to another thing, at least two.
    """
    said = _attribute(words, ref.entities, carry=False, predicates=ref.predicates)
    named = [e for e in said if said[e]]
    if len(named) < 2:
        return []
    wrong, right = _tally(said, named, ref)
    numeric_wrong = [w for w in wrong if w[2].isdigit()]
    numeric_right = [k for k in right if k.isdigit()]
    fire = (len(wrong) >= 2 and len(wrong) > len(right)) or (
        len(numeric_wrong) >= 2 and not numeric_right
    )
    if not fire:
        return []
    entity, other, key = (numeric_wrong or wrong)[0]
    return [_swap_conflict(words, ref, entity, other, key)]


def _tally(
    said: Mapping[str, set[str]], named: list[str], ref: Reference
) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(wrong, right): what the answer says of each named thing that the model answer says
    only of a rival of the same kind, as (entity, rival, key); and the keys it says of the
    right thing that tell the things apart."""
    wrong: list[tuple[str, str, str]] = []
    right: list[str] = []
    for entity in named:
        own = ref.attributed.get(entity, frozenset())
        kind = _kind(ref, entity)
        rivals = [o for o in named if o != entity and _kind(ref, o) == kind]
        others_said = set().union(*(ref.attributed.get(o, frozenset()) for o in rivals))
        for key in said[entity]:
            if not _evidence(key, said[entity], ref):
                continue
            if key in own and "not:" + key not in own:
                if key not in others_said:  # only what tells the two apart counts
                    right.append(key)
                continue
            other = _first_saying(ref, rivals, key)
            if other is not None:
                wrong.append((entity, other, key))
    return wrong, right


def _evidence(key: str, said_of_it: set[str], ref: Reference) -> bool:
    """Whether a key said of a thing is evidence of what is said of it: another thing's
    name is not, nor a key the answer itself denies ("ping isn't TCP or UDP" says nothing
    of ping and UDP)."""
    if key in ref.entities and key not in ref.predicates:
        return False
    return "not:" + key not in said_of_it


def _first_saying(ref: Reference, rivals: list[str], key: str) -> str | None:
    """The first rival the model answer says `key` of, if any (and does not deny it of:
    "HTTP/2 is binary, instead of textual" says nothing textual of HTTP/2)."""
    for other in rivals:
        theirs = ref.attributed.get(other, frozenset())
        if key in theirs and "not:" + key not in theirs:
            return other
    return None


def _swap_conflict(
    words: list[_Word], ref: Reference, entity: str, other: str, key: str
) -> Conflict:
    """The swap as the feedback shows it: the thing and the word in the answer's spelling,
    the rival in the model answer's."""
    surf = {w.key: w.surface for w in words}
    for w in words:
        surf.update(dict.fromkeys(w.parts, w.surface))
    rsurf = {w.key: w.surface for w in ref.words}
    said_word = surf.get(key, key)
    return Conflict(
        "swap",
        f"{surf.get(entity, entity)} … {said_word}",
        f"{rsurf.get(other, other)} … {said_word}",
    )


_FLIPS: Mapping[str, str] = {
    "==": "!=",
    "!=": "==",
    "<>": "=",
    "=": "!=",
    "<": ">=",
    ">": "<=",
    "<=": ">",
    ">=": "<",
    "+": "-",
    "-": "+",
}
"""An operator and the one that says the opposite of it."""


def _flipped(answer: str, ref: Reference) -> list[Conflict]:
    """The same two operands compared the other way (`!=` for `==`), or a signed argument
    with the other sign (`-size -20M` for `-size +20M`)."""
    mine = _operators(answer)
    if not mine:
        return []
    theirs = {(left, right): op for left, op, right in ref.operators}
    for left, op, right in mine:
        for key in ((left, right), (right, left)):
            ref_op = theirs.get(key)
            if ref_op is not None and ref_op != op and _FLIPS.get(ref_op) == op:
                if ref_op in ("+", "-"):
                    return [Conflict("opposite", f"{left} {op}{right}", f"{left} {ref_op}{right}")]
                return [Conflict("opposite", f"{left} {op} {right}", f"{key[0]} {ref_op} {key[1]}")]
    return []


def _values(words: list[_Word], ref: Reference) -> list[Conflict]:
    ref_pairs = ref.values
    if not ref_pairs:
        return []
    ref_values: dict[str, set[str]] = {}
    ref_surface: dict[tuple[str, str], str] = {}
    for key, value, surface, vsurface in ref_pairs:
        ref_values.setdefault(key, set()).add(value)
        ref_surface[(key, value)] = f"{surface} {vsurface}"
    for key, value, surface, vsurface in _value_pairs(words):
        values = ref_values.get(key)
        if values and value not in values and len(values) == 1:
            (right,) = values
            return [Conflict("value", f"{surface} {vsurface}", ref_surface[(key, right)])]
    return []


def _listed(text: str, surface: str) -> bool:
    """`surface` is an item of a list in `text`: next to a comma, `and`, `or` or `plus`."""
    word = re.escape(surface)
    return bool(
        re.search(rf"(?i)\b{word}\b(?:\s+\w+)?\s*(?:,|\band\b|\bor\b|\bplus\b)", text)
        or re.search(rf"(?i)(?:,|\band\b|\bor\b|\bplus\b)\s*(?:the\s+)?{word}\b", text)
    )


def _only(
    words: list[_Word],
    ref: Reference,
    heavy: Collection[str],
    answer_keys: set[str],
    canon: Mapping[str, str],
) -> list[Conflict]:
    """ "Only X" / "just X" where the model answer lists X with other key concepts the answer
    does not name. Nothing when the model answer says "only X" itself."""
    for i in range(len(words)):
        target = _only_target(words, i, heavy, canon)
        if target is None:
            continue
        j, pair = target
        found = _only_against(words, i, j, pair, ref, heavy, answer_keys)
        if found is not None:
            return found
    return []


_DETERMINERS: frozenset[str] = frozenset({"the", "a", "an", "its", "their", "one"})
"""Words between `only` and a noun that make it "only this one thing" (`only the master`)."""


def _only_target(
    words: list[_Word], i: int, heavy: Collection[str], canon: Mapping[str, str]
) -> tuple[int, str] | None:
    """(index of X, the key of X with the word after it) when the word at i is `only` (or
    `just`...) said of a heavy concept X; None otherwise."""
    if words[i].surface.lower() not in ONLY_WORDS:
        return None
    j = i + 1
    determiner = False
    while j < len(words) and not words[j].content:
        determiner |= words[j].surface.lower() in _DETERMINERS
        j += 1
    if j >= len(words):
        return None
    joined = words[j].raw + words[j + 1].raw if j + 1 < len(words) else ""
    pair = canon.get(joined, joined)
    if words[j].key not in heavy and pair not in heavy:  # `optimizer states`: a phrase
        return None
    if not (determiner or words[j].surface.lower().endswith("s")):
        return None  # "just replicate the model": an adverb on a verb, not "only this one"
    return j, pair


def _only_against(
    words: list[_Word],
    i: int,
    j: int,
    pair: str,
    ref: Reference,
    heavy: Collection[str],
    answer_keys: set[str],
) -> list[Conflict] | None:
    """The conflict of "only X" (words i..j) with the first place the model answer lists X
    with others; [] when the model answer says "only X" first (the check stops there), None
    when it never lists X (the next "only" of the answer is tried)."""
    key = words[j].key
    rwords = ref.words
    for k, rw in enumerate(rwords):
        if rw.key != key:
            continue
        if k > 0 and rwords[k - 1].surface.lower() in ONLY_WORDS:
            return []
        listed = _listed_with(ref, k, heavy, answer_keys)
        if listed is not None:
            said = " ".join(x.surface for x in words[i : j + (2 if pair in heavy else 1)])
            return [Conflict("only", said, listed)]
    return None


def _listed_with(
    ref: Reference, k: int, heavy: Collection[str], answer_keys: set[str]
) -> str | None:
    """The stretch of the model answer where its word k is an item of a list with other
    heavy concepts of its sentence, some of them not in the answer; None if it is not."""
    rw = ref.words[k]
    listed_items = [x for x in _heavy_around(ref.words, k, heavy) if _listed(ref.text, x.surface)]
    missing = [x for x in listed_items if x.key not in answer_keys]
    if not (listed_items and missing and _listed(ref.text, rw.surface)):
        return None
    last = max(listed_items, key=lambda x: x.pos)
    first = rw if rw.pos < last.pos else last
    end = last if first is rw else rw
    span = re.search(
        rf"(?i)\b{re.escape(first.surface)}\b[^.;:!?]*?\b{re.escape(end.surface)}\b",
        ref.text,
    )
    return span.group(0) if span else ", ".join(x.surface for x in listed_items)


def _heavy_around(rwords: tuple[_Word, ...], k: int, heavy: Collection[str]) -> list[_Word]:
    """The other heavy concepts within eight words of word k in its sentence (not the rest
    of its own phrase, the word right after it)."""
    rw = rwords[k]
    return [
        x
        for x in rwords[max(0, k - 8) : k + 9]
        if x.sentence == rw.sentence
        and x.content
        and x.key in heavy
        and x.key != rw.key
        and x.pos != rw.pos + 1  # the rest of the phrase itself
    ]


def _denials(words: list[_Word], ref: Reference) -> list[Conflict]:
    """What the model answer denies of one compared thing and grants another, the answer
    grants it ("UDP acknowledges every packet" where the model answer says UDP has no
    acknowledgement, unlike TCP), or the other way round. One thing named is enough: the
    model answer's own negation, with a clear scope, says which way it goes."""
    said = _attribute(words, ref.entities, carry=False, predicates=ref.predicates)
    for entity, keys in said.items():
        own = ref.attributed.get(entity)
        kind = _kind(ref, entity)
        if not own or kind != "question":
            continue
        rivals = [
            ref.attributed[o] for o in ref.attributed if o != entity and _kind(ref, o) == kind
        ]
        found = _denial(words, ref, entity, keys, own, rivals)
        if found:
            return found
    return []


def _denial(
    words: list[_Word],
    ref: Reference,
    entity: str,
    keys: set[str],
    own: frozenset[str],
    rivals: list[frozenset[str]],
) -> list[Conflict]:
    """The first key (in sorted order) the answer grants a thing that the model answer
    denies of it and grants a rival, or denies of it that the model answer grants it and
    denies a rival."""
    for key in sorted(k for k in keys if not k.startswith("not:")):
        if key in ref.entities:
            continue
        grants = "not:" + key not in keys
        denied_here = "not:" + key in own
        if grants and denied_here and _granted_by_any(key, rivals):
            return [
                Conflict(
                    "negation",
                    _surface(words, entity, key),
                    "no " + _surface(ref.words, entity, key),
                )
            ]
        if not grants and key in own and not denied_here and _denied_by_any(key, rivals):
            return [
                Conflict(
                    "negation",
                    _surface(words, entity, key, "no "),
                    _surface(ref.words, entity, key),
                )
            ]
    return []


def _granted_by_any(key: str, rivals: list[frozenset[str]]) -> bool:
    """Some rival is said to have `key`, and not denied it."""
    return any(key in r and "not:" + key not in r for r in rivals)


def _denied_by_any(key: str, rivals: list[frozenset[str]]) -> bool:
    """Some rival is denied `key`."""
    return any("not:" + key in r for r in rivals)


def _surface(
    words: list[_Word] | tuple[_Word, ...], entity: str, key: str, negation: str = ""
) -> str:
    """`UDP … acknowledges` (`UDP … no acknowledge`): an entity and a key as written."""
    surf = {w.key: w.surface for w in reversed(words)}
    return f"{surf.get(entity, entity)} … {negation}{surf.get(key, key)}"


_COPULAS: frozenset[str] = frozenset("is are means mean measures measure denotes".split())
_HEAD_SKIP: frozenset[str] = frozenset("the a an basically just simply how".split())


def _heads(words: list[_Word] | tuple[_Word, ...], entities: Mapping[str, str]) -> dict[str, str]:
    """Entity -> the first content word of its first definition ("Latency is the time ...":
    latency -> time); only a definition written as `NAME is|means [the] WORD`."""
    out: dict[str, str] = {}
    for i, w in enumerate(words[:-1]):
        if w.key not in entities or w.key in out:
            continue
        if words[i + 1].surface.lower() not in _COPULAS:
            continue
        j = i + 2
        while j < len(words) and words[j].surface.lower() in _HEAD_SKIP:
            j += 1
        if j < len(words) and words[j].content and words[j].sentence == w.sentence:
            head = words[j].key
            if j + 1 < len(words) and words[j + 1].key.replace(".", "").isdigit():
                head += words[j + 1].key  # "layer 2" is not "layer 3"
            out[w.key] = head
    return out


def _definitions(words: list[_Word], ref: Reference) -> list[Conflict]:
    """A compared thing defined by what the model answer defines another by ("latency is the
    number of requests per second" where it says latency is the time and throughput the
    number)."""
    things = {k: v for k, v in ref.entity_class.items() if v == "question"}
    if len(things) < 2:
        return []
    theirs = _heads(ref.words, things)
    if len(set(theirs.values())) < len(theirs):
        return []  # two things defined by the same word: nothing tells them apart
    for entity, head in _heads(words, things).items():
        own = theirs.get(entity)
        if own is None or head == own:
            continue
        for other, other_head in theirs.items():
            if other != entity and other_head == head:
                return [
                    Conflict(
                        "swap",
                        _surface(words, entity, head.rstrip("0123456789.")),
                        _surface(ref.words, other, head.rstrip("0123456789.")),
                    )
                ]
    return []
