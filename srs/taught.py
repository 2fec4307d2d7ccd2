"""What the user taught the grader: "count *backprop* as *backpropagation* in this deck".

When the user raises a suggested grade, the feedback offers the answer's words that the grader
did not credit, each beside the missed concept it most likely stands for; what the user accepts
is kept in the database (table `taught_aliases`, a migration of srs/store.py) and joins the
deck's aliases from then on, as a synonym: it matches, it never demotes question words. The
feedback says when a taught word was used, and `srs aliases` lists and removes them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime

from rapidfuzz import fuzz

from srs.grading import Grade, is_abbreviation
from srs.store import Store
from srs.text import STOP_WORDS, tokenize

ALL_DECKS = "*"
"""deck_id of a word taught for every deck."""
MAX_OFFERS = 3


@dataclass(frozen=True)
class Taught:
    id: int
    deck_id: str
    word: str
    concept: str
    created: str


def list_taught(store: Store, deck_id: str | None = None) -> list[Taught]:
    """Taught words, of one deck (and those for every deck) or all, oldest first."""
    sql = "SELECT id, deck_id, word, concept, created FROM taught_aliases"
    args: tuple[str, ...] = ()
    if deck_id is not None:
        sql += " WHERE deck_id IN (?, ?)"
        args = (deck_id, ALL_DECKS)
    rows = store.conn.execute(sql + " ORDER BY id", args).fetchall()
    return [Taught(int(r[0]), str(r[1]), str(r[2]), str(r[3]), str(r[4])) for r in rows]


def teach(store: Store, deck_id: str, word: str, concept: str) -> Taught:
    """Keep `word` = `concept` for a deck (ALL_DECKS for every deck); teaching it twice is once."""
    word, concept = word.strip(), concept.strip()
    if not word or not concept:
        raise ValueError("both the word and the concept are needed")
    created = datetime.now().isoformat(timespec="seconds")
    with store._write():
        store.conn.execute(
            "INSERT OR IGNORE INTO taught_aliases (deck_id, word, concept, created) "
            "VALUES (?, ?, ?, ?)",
            (deck_id, word, concept, created),
        )
    row = store.conn.execute(
        "SELECT id, deck_id, word, concept, created FROM taught_aliases "
        "WHERE deck_id = ? AND word = ? AND concept = ?",
        (deck_id, word, concept),
    ).fetchone()
    return Taught(int(row[0]), str(row[1]), str(row[2]), str(row[3]), str(row[4]))


def forget(store: Store, taught_id: int) -> bool:
    """Remove one taught word by its id; False when there is none."""
    with store._write():
        cur = store.conn.execute("DELETE FROM taught_aliases WHERE id = ?", (taught_id,))
    return bool(cur.rowcount)


def aliases_with_taught(
    store: Store, deck_id: str, deck_aliases: Mapping[str, str]
) -> dict[str, str]:
    """The deck's aliases plus what was taught for it (a taught word never replaces an alias)."""
    out = dict(deck_aliases)
    for t in list_taught(store, deck_id):
        out.setdefault(t.word, t.concept)
    return out


def used(grade: Grade, taught: Iterable[Taught]) -> list[tuple[str, str]]:
    """(word, concept) of the taught words this grade relied on: the concept was matched by
    the very word that was taught."""
    out: list[tuple[str, str]] = []
    for t in taught:
        words = grade.matched.get(t.concept)
        if words is None:
            continue
        taught_key = "".join(tok.key for tok in tokenize(t.word))
        typed_key = "".join(tok.key for w in words for tok in tokenize(w))
        if taught_key and taught_key in typed_key:
            out.append((t.word, t.concept))
    return out


def offers(answer: str, grade: Grade, *, limit: int = MAX_OFFERS) -> list[tuple[str, str]]:
    """(answer word, missed concept) pairs to offer teaching after the user raised the grade.

    The answer's content words that matched nothing, each paired with the missed concept it
    most resembles (a shortening, initials, a close spelling); a word like no missed concept
    is offered only when it is the one new word and one concept was missed.
    """
    candidates = _uncredited(answer, grade)
    missed: Sequence[str] = grade.missed
    out: list[tuple[str, str]] = []
    taken: set[str] = set()
    for word in candidates:
        best = _closest(word, missed, taken)
        if best is not None:
            out.append((word, best))
            taken.add(best)
        if len(out) >= limit:
            break
    if not out and len(candidates) == 1 and len(missed) == 1:
        out.append((candidates[0], missed[0]))  # one new word, one missed concept: surely them
    return out


def _uncredited(answer: str, grade: Grade) -> list[str]:
    """The answer's content words (as typed, each once, in order) that matched no concept:
    not function words, numbers or one- and two-letter words (but `GA`, `DP`: initials)."""
    credited = {w.lower() for words in grade.matched.values() for w in words}
    candidates: list[str] = []
    for tok in tokenize(answer):
        low = tok.surface.lower()
        short = len(low) < 3 and not (len(low) == 2 and tok.surface.isupper())
        if tok.stop or low in STOP_WORDS or low in credited or short or tok.numeric:
            continue
        if tok.surface not in candidates:
            candidates.append(tok.surface)
    return candidates


def _closest(word: str, missed: Sequence[str], taken: set[str]) -> str | None:
    """The missed concept (not yet paired) most like `word`, if alike enough (OFFER_LIKENESS);
    the first of equals."""
    best, best_score = None, 0.0
    for concept in missed:
        if concept in taken:
            continue
        score = _likeness(word, concept)
        if score > best_score:
            best, best_score = concept, score
    if best is not None and best_score >= OFFER_LIKENESS:
        return best
    return None


OFFER_LIKENESS = 80.0
"""How alike (0-100) a word and a missed concept must be to be offered as a pair."""


def _likeness(word: str, concept: str) -> float:
    """A shortening (`backprop` / `backpropagation`), an abbreviation by initials
    (`GA` / `gradient accumulation`), or a close spelling."""
    w, c = word.lower(), concept.lower()
    if is_abbreviation(word, concept):
        return 100.0
    if len(w) >= 4 and c.replace(" ", "").startswith(w):
        return 95.0
    return float(fuzz.ratio(w, c))
