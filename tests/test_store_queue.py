"""The fast queue (indexes, bounded counts, caches kept across answers) against the plain
queries it replaced: after any mix of answers, undos, suspensions, limit changes, deck edits,
day changes and writes from a second connection, `next_card` and `counts` give exactly what the
original full queries give."""

from __future__ import annotations

import contextlib
import random
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from srs import decks as deckfiles
from srs import sync
from srs.model import Card, Deck
from srs.store import REDRILL_GAP, DeckCounts, QueuedCard, Store
from srs.store.rows import unix_day

TODAY = date(2026, 11, 21)
COLS = Store._CARD_COLS


def _ref_done(store: Store, today: date) -> tuple[dict[str, int], dict[str, int]]:
    new: dict[str, int] = {}
    reviews: dict[str, int] = {}
    for deck_id, was_new, count in store.conn.execute(
        """SELECT c.deck_id, l.was_new, COUNT(*) FROM review_log l
           JOIN cards c ON c.pk = l.card_pk
           WHERE l.day = ? AND l.mode != 1 GROUP BY c.deck_id, l.was_new""",
        (unix_day(today),),  # the log's day: days since 1970; mode 1: a re-drill
    ):
        (new if was_new else reviews)[deck_id] = count
    return new, reviews


def _ref_remaining(store: Store, today: date, ids: list[str]) -> tuple[dict, dict]:
    new_done, rev_done = _ref_done(store, today)
    new_left = {d: max(0, store.setting("new_per_day", d) - new_done.get(d, 0)) for d in ids}
    rev_left = {d: max(0, store.setting("reviews_per_day", d) - rev_done.get(d, 0)) for d in ids}
    return new_left, rev_left


def _ref_next(
    store: Store, today: date, deck_id: str | None = None, exclude: tuple[int, ...] = ()
) -> QueuedCard | None:
    """next_card as it was written before the indexes and caches (full queries each time)."""
    conn = store.conn
    day = today.isoformat()
    ids = (
        [deck_id]
        if deck_id
        else [r[0] for r in conn.execute("SELECT id FROM decks WHERE retired = 0 ORDER BY name")]
    )
    if not ids:
        return None
    new_left, rev_left = _ref_remaining(store, today, ids)
    skip = f" AND c.pk NOT IN ({', '.join('?' * len(exclude))})" if exclude else ""
    base = (
        f"SELECT {COLS} FROM card_state s JOIN cards c ON c.pk = s.card_pk "
        "WHERE c.retired = 0 AND s.suspended = 0"
    )

    def decks_sql(allowed: list[str]) -> str:
        return f" AND c.deck_id IN ({', '.join('?' * len(allowed))})"

    last_log = conn.execute("SELECT COALESCE(MAX(id), 0) FROM review_log").fetchone()[0]
    redrill_sql = (
        " AND s.redrill_day = ?" + decks_sql(ids) + skip + " ORDER BY s.redrill_after LIMIT 1"
    )
    row = conn.execute(
        base + " AND s.redrill_after <= ?" + redrill_sql,
        [last_log - REDRILL_GAP, day, *ids, *exclude],
    ).fetchone()
    if row is not None:
        return store._queued(row, "redrill")
    allowed = [d for d in ids if rev_left[d] > 0]
    if allowed:
        row = conn.execute(
            base
            + " AND s.due <= ? AND (s.redrill_day IS NULL OR s.redrill_day != ?)"
            + decks_sql(allowed)
            + skip
            + " ORDER BY s.due, s.card_pk LIMIT 1",
            [day, day, *allowed, *exclude],
        ).fetchone()
        if row is not None:
            return store._queued(row, "review")
    allowed = [d for d in ids if new_left[d] > 0]
    if allowed:
        row = conn.execute(
            base
            + " AND s.due IS NULL"
            + decks_sql(allowed)
            + skip
            + " ORDER BY s.due, s.card_pk LIMIT 1",
            [*allowed, *exclude],
        ).fetchone()
        if row is not None:
            return store._queued(row, "new")
    row = conn.execute(base + redrill_sql, [day, *ids, *exclude]).fetchone()
    return store._queued(row, "redrill") if row is not None else None


def _ref_counts(store: Store, today: date) -> list[DeckCounts]:
    conn = store.conn
    day = today.isoformat()
    decks = list(conn.execute("SELECT id, name FROM decks WHERE retired = 0 ORDER BY name"))
    ids = [d for d, _ in decks]
    new_left, rev_left = _ref_remaining(store, today, ids)
    totals = {d: [0, 0, 0, 0] for d in ids}
    for deck_id, cards, new, due, redrill in conn.execute(
        """SELECT c.deck_id, COUNT(*),
                  SUM(s.due IS NULL AND s.suspended = 0),
                  SUM(s.due <= ? AND s.suspended = 0 AND (s.redrill_day IS NULL OR s.redrill_day != ?)),
                  SUM(s.redrill_day = ? AND s.suspended = 0)
           FROM cards c JOIN card_state s ON s.card_pk = c.pk
           WHERE c.retired = 0 GROUP BY c.deck_id""",
        (day, day, day),
    ):
        if deck_id in totals:
            totals[deck_id] = [cards, new or 0, due or 0, redrill or 0]
    done = dict(
        conn.execute(
            """SELECT c.deck_id, COUNT(*) FROM review_log l JOIN cards c ON c.pk = l.card_pk
               WHERE l.day = ? GROUP BY c.deck_id""",
            (unix_day(today),),
        )
    )
    return [
        DeckCounts(
            deck_id=d,
            name=name,
            cards=totals[d][0],
            new=min(totals[d][1], new_left[d]),
            due=min(totals[d][2], rev_left[d]),
            redrill=totals[d][3],
            reviewed_today=done.get(d, 0),
        )
        for d, name in decks
    ]


def _ref_due_per_day(store: Store, start: date, days: int) -> dict[date, int]:
    end = start + timedelta(days=days - 1)
    out = {start + timedelta(days=i): 0 for i in range(days)}
    for due, n in store.conn.execute(
        """SELECT MAX(s.due, ?), COUNT(*) FROM card_state s JOIN cards c ON c.pk = s.card_pk
           JOIN decks d ON d.id = c.deck_id
           WHERE s.due IS NOT NULL AND s.due <= ? AND c.retired = 0 AND s.suspended = 0
             AND d.retired = 0
           GROUP BY MAX(s.due, ?)""",
        (start.isoformat(), end.isoformat(), start.isoformat()),
    ):
        out[date.fromisoformat(due)] = n
    return out


def _deck(deck_id: str, n: int, *, skip: set[int] = frozenset(), extra: int = 0) -> Deck:  # type: ignore[assignment]
    cards = tuple(
        Card(f"c{i:03d}", f"Question {i} of {deck_id}?", f"Answer {i}.")
        for i in range(n + extra)
        if i not in skip
    )
    return Deck(deck_id, f"Deck {deck_id}", cards)


def _check(store: Store, today: date, deck_ids: list[str]) -> None:
    for deck_id in [None, *deck_ids]:
        assert store.next_card(today, deck_id) == _ref_next(store, today, deck_id), deck_id
    assert store.counts(today) == _ref_counts(store, today)
    sizes = store.queue_counts(today)
    assert sizes == {c.deck_id: (c.new, c.due, c.redrill) for c in _ref_counts(store, today)}
    assert store.due_per_day(today, 7) == _ref_due_per_day(store, today, 7)
    later = _ref_due_per_day(store, today + timedelta(days=1), 60)
    first = next((d for d, n in later.items() if n), None)
    assert store.first_due_day(today + timedelta(days=1), 60) == first


@pytest.mark.parametrize("seed", range(6))
def test_queue_matches_the_plain_queries(tmp_path: Path, seed: int) -> None:
    rng = random.Random(seed)
    db = tmp_path / "q.db"
    store = Store.open(db)
    other = Store.open(db)  # a second window on the same file
    ids = ["alpha", "beta", "gamma"]
    sizes = {"alpha": 30, "beta": 18, "gamma": 9}
    for deck_id in ids:
        sync.sync_deck(store, _deck(deck_id, sizes[deck_id]))
    store.set_setting("new_per_day", 4)
    store.set_setting("reviews_per_day", 6, deck_id="beta")
    today = TODAY
    clock = datetime(2026, 11, 21, 12, tzinfo=UTC)
    history: list[int] = []
    # Some history first: cards reviewed over the past days, some due today.
    for back in range(6, 0, -1):
        day = today - timedelta(days=back)
        for _ in range(rng.randint(3, 8)):
            card = store.next_card(day, rng.choice([None, *ids]))
            if card is not None:
                store.record_review(card.pk, rng.choice([2, 3, 4, 5, 5]), day, now=clock)
    _check(store, today, ids)
    for _step in range(160):
        op = rng.random()
        deck = rng.choice([None, *ids])
        if op < 0.55:
            card = store.next_card(today, deck)
            if card is not None:
                recorded = store.record_review(
                    card.pk, rng.choice([1, 3, 4, 4, 5]), today, answer="x", now=clock
                )
                history.append(recorded.log_id)
        elif op < 0.62 and history:
            with contextlib.suppress(Exception):
                store.undo(history.pop())
        elif op < 0.67:
            pk = rng.choice([r[0] for r in store.conn.execute("SELECT pk FROM cards")])
            store.suspend(pk, rng.random() < 0.7)
        elif op < 0.71:
            pks = [r[0] for r in store.conn.execute("SELECT card_pk FROM card_state")]
            store.bring_forward(rng.sample(pks, 3), today)
        elif op < 0.75:
            store.set_setting(
                rng.choice(["new_per_day", "reviews_per_day"]),
                rng.randint(0, 8),
                deck_id=rng.choice([None, *ids]),
            )
        elif op < 0.84:  # the other window answers a card, or undoes
            card = other.next_card(today, deck)
            if card is not None:
                other.record_review(card.pk, rng.choice([2, 4, 5]), today, now=clock)
            elif rng.random() < 0.5:
                other.undo()
        elif op < 0.88:  # a deck file edited: cards gone (retired), cards added
            deck_id = rng.choice(ids)
            skip = set(rng.sample(range(sizes[deck_id]), 2))
            sync.sync_deck(
                store, _deck(deck_id, sizes[deck_id], skip=skip, extra=rng.randint(0, 2))
            )
        elif op < 0.9:
            today += timedelta(days=1)
        else:
            exclude = tuple(r[0] for r in store.conn.execute("SELECT pk FROM cards LIMIT 5"))
            assert store.next_card(today, deck, exclude=exclude) == _ref_next(
                store, today, deck, exclude
            )
        _check(store, today, ids)
    other.close()
    store.close()


def test_deck_files_lists_what_srs_decks_lists(tmp_path: Path) -> None:
    one, two = tmp_path / "one", tmp_path / "two"
    one.mkdir()
    two.mkdir()
    for name in ("b.yaml", "a.yml", "c.txt", "d.YAML", ".hidden.yaml"):
        (one / name).write_text("x")
    (one / "sub.yaml").mkdir()
    (two / "z.yaml").write_text("x")
    dirs = [one, tmp_path / "missing", two]
    expected = [one / ".hidden.yaml", one / "a.yml", one / "b.yaml", two / "z.yaml"]
    assert deckfiles.deck_files(dirs) == expected  # what the store's sync reads (srs.config)


def _streak(days_with_reviews: set[date], today: date) -> int:
    """The streak by its definition: consecutive days with a review ending today, still
    counting yesterday's run until today ends."""
    day = today if today in days_with_reviews else today - timedelta(days=1)
    count = 0
    while day in days_with_reviews:
        count += 1
        day -= timedelta(days=1)
    return count


def test_streak_and_reviews_today_match_stats(tmp_path: Path) -> None:
    store = Store.open(tmp_path / "s.db")
    sync.sync_deck(store, _deck("alpha", 40))
    clock = datetime(2026, 11, 21, 12, tzinfo=UTC)
    days = [TODAY - timedelta(days=d) for d in (0, 1, 2, 3, 5, 6, 9)]
    for day in sorted(days):
        for _ in range(2):
            card = store.next_card(day)
            assert card is not None
            store.record_review(card.pk, 4, day, now=clock)
    per_day = store.reviews_per_day()
    for today in [TODAY + timedelta(days=d) for d in range(-12, 3)]:
        assert len(store.streak_days(today)) == _streak(set(per_day), today)
        assert store.reviews_on(today) == per_day.get(today, 0)
    store.close()


def _corpus_equal(store: Store) -> None:
    from srs import grading

    kept = sync.corpus(store)
    fresh = grading.Corpus.from_cards(store.iter_cards())
    assert kept.n_docs == fresh.n_docs
    assert dict(kept.doc_freq) == dict(fresh.doc_freq)
    for key in [*list(fresh.doc_freq)[:50], "nosuchkey"]:
        assert kept.idf(key) == fresh.idf(key)


def test_kept_corpus_counts_what_from_cards_counts(tmp_path: Path) -> None:
    folder = tmp_path / "decks"
    folder.mkdir()
    rng = random.Random(3)
    words = "gradient all-reduce ring pipeline bubble shard ZeRO-3 NCCL rank batch the of a".split()

    def card(i: int, salt: int) -> Card:
        text = " ".join(rng.choice(words) for _ in range(12)) + f" w{i}x{salt}"
        if i % 4 == 0:
            return Card(f"c{i}", f"Q{i}?", "B", explanation=text, choices={"A": "one", "B": text})
        return Card(f"c{i}", f"Q{i}?", text, keywords=("NCCL",) if i % 5 == 0 else ())

    store = Store.open(tmp_path / "c.db")
    decks = {d: [card(i, 0) for i in range(12)] for d in ("one", "two")}
    for deck_id, cards in decks.items():
        deckfiles.dump(Deck(deck_id, deck_id, tuple(cards)), folder / f"{deck_id}.yaml")
    sync.sync_decks(store, [folder])
    _corpus_equal(store)  # counted once, from every card
    for step in range(8):  # edits, removals, additions, a deck gone and back
        deck_id = rng.choice(["one", "two"])
        cards = decks[deck_id]
        cards[rng.randrange(len(cards))] = card(rng.randrange(20), step + 1)
        if rng.random() < 0.5:
            cards.pop(rng.randrange(len(cards)))
        decks[deck_id] = list({c.id: c for c in cards}.values())
        deckfiles.dump(Deck(deck_id, deck_id, tuple(decks[deck_id])), folder / f"{deck_id}.yaml")
        if step == 4:
            (folder / "two.yaml").unlink()
        sync.sync_decks(store, [folder])
        _corpus_equal(store)
        if step == 4:
            deckfiles.dump(Deck("two", "two", tuple(decks["two"])), folder / "two.yaml")
            sync.sync_decks(store, [folder])
            _corpus_equal(store)
    store.close()


@pytest.mark.parametrize(
    "text",
    [
        "Ring all-reduce: scatter-reduce then allgather, 2(N-1) steps over the pipeline bubble.",
        "The the of a; FP16 vs BF16 and torch.cuda.amp.autocast with MASTER_ADDR = 10.0.0.1",
        "DistributedDataParallel (DDP) uses NCCL; zero redundancy optimizer shards 1,000 states",
        "",
    ],
)
def test_corpus_keys_are_the_extracted_concepts(text: str) -> None:
    from srs import grading

    table = grading._alias_table(())
    assert grading.corpus_keys(text) == {
        c.key for c in grading._extract(text, "", frozenset(), table)
    }


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.one_of(
            st.sampled_from(
                "pipeline bubble batch size DDP all-reduce the of ZeRO-3 2(N-1) uses make".split()
            ),
            st.text(max_size=12),
        ),
        max_size=30,
    )
)
def test_corpus_keys_match_extraction_on_any_text(parts: list[str]) -> None:
    from srs import grading

    text = " ".join(parts)
    table = grading._alias_table(())
    assert grading.corpus_keys(text) == {
        c.key for c in grading._extract(text, "", frozenset(), table)
    }


_days = st.one_of(st.none(), st.dates(min_value=date(1, 1, 1), max_value=date(9999, 12, 31)))


@settings(max_examples=300, deadline=None)
@given(
    ef=st.integers(130, 1000),
    counts=st.tuples(*[st.integers(0, 10**9)] * 4),
    due=_days,
    last=_days,
    suspended=st.booleans(),
    redrill_day=_days,
    redrill_after=st.one_of(st.none(), st.integers(0, 2**62)),
)
def test_state_json_is_json_dumps_sorted(
    ef: int,
    counts: tuple[int, int, int, int],
    due: date | None,
    last: date | None,
    suspended: bool,
    redrill_day: date | None,
    redrill_after: int | None,
) -> None:
    import json

    from srs import sm2
    from srs.store import StoredState

    reps, interval, lapses, reviews = counts
    state = StoredState(
        sm2.CardState(sm2.ef_from_hundredths(ef), reps, interval, due, lapses, reviews, last),
        suspended,
        redrill_day,
        redrill_after,
    )
    expected = json.dumps(
        {
            "ef": ef,
            "repetitions": reps,
            "interval": interval,
            "due": due.isoformat() if due else None,
            "lapses": lapses,
            "reviews": reviews,
            "last_review": last.isoformat() if last else None,
            "suspended": suspended,
            "redrill_day": redrill_day.isoformat() if redrill_day else None,
            "redrill_after": redrill_after,
        },
        sort_keys=True,
    )
    assert state.to_json() == expected
    assert StoredState.from_json(expected) == state


def test_an_answer_uses_the_state_as_it_is_when_another_window_changed_it(tmp_path: Path) -> None:
    """record_review takes the state as shown only when nothing was written since; here the
    other window answered the same card in between, so the state before is the other's after."""
    db = tmp_path / "q.db"
    mine, other = Store.open(db), Store.open(db)
    sync.sync_deck(mine, _deck("alpha", 3))
    clock = datetime(2026, 11, 21, 12, tzinfo=UTC)
    shown = mine.next_card(TODAY)
    assert shown is not None
    theirs = other.record_review(shown.pk, 5, TODAY, now=clock)
    ours = mine.record_review(shown.pk, 4, TODAY, now=clock)
    assert ours.before == theirs.after != shown.state
    assert mine.get_card(shown.pk).state == ours.after
    # And by this window itself: a second answer to the same card, with no next_card between,
    # starts from the first one's state, not from the state as shown.
    again = mine.next_card(TODAY)
    assert again is not None
    first = mine.record_review(again.pk, 4, TODAY, now=clock)
    second = mine.record_review(again.pk, 5, TODAY, now=clock)
    assert first.before == again.state and second.before == first.after != again.state
    other.close()
    mine.close()
