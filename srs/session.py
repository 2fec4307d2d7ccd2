"""A review session: the loop every interface drives (next card, grade, record, undo, summary).

`srs review --plain` and the TUI's review screen are both thin shells around this, so the
rules (what comes next, how an answer is graded and timed, what undo may take back) live here.
Time is injected: `clock` for response times, `now` for log timestamps.
"""

from __future__ import annotations

import dataclasses
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta

from srs import grading, scheduling, sm2, sync
from srs.errors import SrsError
from srs.store import QueuedCard, Recorded, Store

QUALITY_LABELS = {
    0: "blackout",
    1: "wrong, familiar once seen",
    2: "wrong, easy once seen",
    3: "right, with serious difficulty",
    4: "right, after hesitation",
    5: "perfect",
}
"""SM-2's six grades in a few words, for prompts and the grade keys."""


@dataclass(frozen=True)
class Summary:
    """The end-of-session figures."""

    reviewed: int
    correct: int
    """Answers graded 3 or better."""
    seconds: float
    redrill_left: int
    due_tomorrow: int
    missed: tuple[tuple[str, str, str], ...] = ()
    """(deck id, card id, question) of each card whose last answer here failed, in order."""


@dataclass
class _Answered:
    recorded: Recorded
    card: QueuedCard


def _missed(answers: list[_Answered]) -> tuple[tuple[str, str, str], ...]:
    """The cards whose last answer in the session failed (a re-drill passed since clears it)."""
    last: dict[int, _Answered] = {}
    for a in answers:
        last.pop(a.card.pk, None)
        last[a.card.pk] = a
    return tuple(
        (a.card.deck_id, a.card.card.id, a.card.card.question)
        for a in last.values()
        if not scheduling.passed(a.recorded.quality)
    )


def corpus_for(store: Store) -> grading.Corpus:
    """The grader's word-rarity statistics over every active card (as the cut points were fitted),
    as the store keeps them: read key by key, not counted from every card each session."""
    return sync.corpus(store)


def _labelled(card: QueuedCard, today: date) -> QueuedCard:
    """A card taken from a plan, labelled as what it is: in today's re-drill, new (never
    answered) or a review (the screens word the card and its grade bar by it)."""
    if card.state.redrill_day == today:
        kind = scheduling.QueueKind.REDRILL
    elif card.state.sm2.due is None:
        kind = scheduling.QueueKind.NEW
    else:
        kind = scheduling.QueueKind.REVIEW
    return dataclasses.replace(card, kind=kind)


class UndoRefused(SrsError):
    """The session's last answer cannot be undone (another window answered the same card
    since, or undid it): the session goes on, the answer stays as it is."""


@dataclass
class ReviewSession:
    """One sitting of reviews over one deck or all decks.

    `today` is the study day the session started in; each answer is logged on the study day of
    the moment it is given (a session that runs past the day start, 04:00 by default, moves
    on to the new day: `current_day`), as measured by the injected `now`.
    """

    store: Store
    today: date
    deck_id: str | None = None
    clock: Callable[[], float] = time.monotonic
    now: Callable[[], datetime] = lambda: datetime.now(UTC)
    current: QueuedCard | None = None
    shown_at: float = 0.0
    answered: list[_Answered] = field(default_factory=list)
    suspended: list[tuple[int, QueuedCard]] = field(default_factory=list)
    """Cards suspended in this session, each with how many answers were on the undo stack
    then: undo takes back whichever came last, an answer or a suspension."""
    settled: list[_Answered] = field(default_factory=list)
    """Answers undo was refused for (another window answered the card since): still this
    session's, no longer on the undo stack."""
    started: float = 0.0
    total_at_start: int = 0
    extra_pks: list[int] = field(default_factory=list)
    """Today's cards of an interview-date plan (srs.planning) that are not due: asked first,
    each unless answered today already (see `daily`)."""
    _corpus: grading.Corpus | None = None
    _aliases: dict[str, dict[str, str]] = field(default_factory=dict)

    _first_today: date | None = None
    _start_day: date | None = None

    def __post_init__(self) -> None:
        self.started = self.clock()
        self._first_today = self.today
        self._start_day = self.store.today(self.now())
        self.total_at_start = self.remaining()

    def current_day(self) -> date:
        """The study day at this moment: the session's first day moved on by the day starts
        passed since it began (by `now`; so an injected `today` and clock stay consistent).
        `today` follows it."""
        assert self._first_today is not None and self._start_day is not None
        passed = self.store.today(self.now()) - self._start_day
        if passed.days > 0:
            self.today = self._first_today + passed
        return self.today

    # ---- the queue ------------------------------------------------------------------------

    def remaining(self) -> int:
        """Cards left in this session as the queues stand (due + new + re-drill), with the
        plan's cards still to come.

        The plan's cards come first (`next_card`), so its new cards use up their deck's daily
        limit of new cards: a deck then introduces the larger of the two numbers, not both.
        """
        pending = [card for pk in self.extra_pks if (card := self._extra_wanted(pk)) is not None]
        planned_new = Counter(c.deck_id for c in pending if c.state.sm2.due is None)
        total = sum(1 for c in pending if c.state.sm2.due is not None)
        for c in self.store.counts(self.today):
            if self.deck_id in (None, c.deck_id):
                total += c.due + c.redrill + max(c.new, planned_new[c.deck_id])
        return total

    def _extra_wanted(self, pk: int) -> QueuedCard | None:
        """A plan card still to ask today: active, in the session's deck, not answered today
        and not due (the due queue asks those)."""
        card = self.store.get_card(pk)
        state = card.state.sm2
        if card.state.suspended or self.deck_id not in (None, card.deck_id):
            return None
        if state.last_review == self.today or (state.due is not None and state.due <= self.today):
            return None
        return _labelled(card, self.today)

    def redrill_left(self) -> int:
        counts = self.store.counts(self.today)
        return sum(c.redrill for c in counts if self.deck_id in (None, c.deck_id))

    def next_card(self) -> QueuedCard | None:
        """Advance to the next card (None when the session is over) and start its timer."""
        day = self.current_day()
        self.current = None
        while self.current is None and self.extra_pks:
            self.current = self._extra_wanted(self.extra_pks.pop(0))
        if self.current is None:
            self.current = self.store.next_card(day, self.deck_id)
        self.shown_at = self.clock()
        return self.current

    @property
    def done(self) -> int:
        return len(self.answered) + len(self.settled)

    # ---- grading --------------------------------------------------------------------------

    def corpus(self) -> grading.Corpus:
        """Word rarity across every card, built once per session for the grader's weights."""
        if self._corpus is None:
            self._corpus = corpus_for(self.store)
        return self._corpus

    def aliases(self, deck_id: str) -> dict[str, str]:
        """The deck's aliases and what the user taught the grader for it (srs.taught)."""
        if deck_id not in self._aliases:
            from srs import taught

            self._aliases[deck_id] = taught.aliases_with_taught(
                self.store, deck_id, self.store.deck_aliases(deck_id)
            )
        return self._aliases[deck_id]

    def taught_used(self, grade: grading.Grade) -> list[tuple[str, str]]:
        """(word, concept) of the taught words the grade of the current card relied on."""
        from srs import taught

        card = self._require_current()
        return taught.used(grade, taught.list_taught(self.store, card.deck_id))

    def teach(self, deck_id: str, word: str, concept: str) -> None:
        """Teach the grader `word` = `concept` in a deck, from the next grade on."""
        from srs import taught

        taught.teach(self.store, deck_id, word, concept)
        self._aliases.pop(deck_id, None)

    def teach_offers(
        self, answer: str, grade: grading.Grade, quality: int
    ) -> list[tuple[str, str]]:
        """(word, concept) the user may teach, when they raised the suggested grade of a typed
        open answer; none otherwise."""
        from srs import taught

        if grade.is_choice or quality <= grade.quality or not grade.missed:
            return []
        return taught.offers(answer, grade)

    def elapsed_ms(self) -> int:
        return int((self.clock() - self.shown_at) * 1000)

    def grade(self, answer: str, *, recall: bool = False) -> grading.Grade:
        """Grade the typed answer to the current card (timed from when it was shown)."""
        card = self._require_current()
        return grading.grade(
            answer,
            card.card,
            aliases=self.aliases(card.deck_id),
            corpus=self.corpus(),
            response_ms=self.elapsed_ms(),
            slow_ms=self.store.setting("slow_answer_seconds") * 1000,
            recall=recall,
            strictness=grading.STRICTNESS[self.store.setting("grading")],
        )

    # ---- the schedule ahead ------------------------------------------------------------------

    def preview_states(self, card: QueuedCard) -> dict[int, sm2.CardState]:
        """The state each grade 0..5 would leave the card in, by the scheduler in force for its
        deck (SM-2, or FSRS: then the intervals are FSRS's and the E-Factor SM-2's)."""
        fsrs = (
            self.store.fsrs_for(card.pk, card.deck_id, self.now())
            if self.store.scheduler(card.deck_id) is scheduling.Scheduler.FSRS
            else None
        )
        return scheduling.preview_states(card.state, self.current_day(), fsrs=fsrs)

    def scheduler_note(self, card: QueuedCard) -> str:
        """`` under SM-2; `FSRS, retention 0.90` when FSRS schedules the card's deck."""
        if self.store.scheduler(card.deck_id) is scheduling.Scheduler.SM2:
            return ""
        retention = self.store.setting("desired_retention", card.deck_id) / 100
        return f"FSRS, retention {retention:.2f}"

    # ---- recording ------------------------------------------------------------------------

    def record(
        self,
        quality: int,
        *,
        answer: str | None = None,
        grade: grading.Grade | None = None,
        response_ms: int | None = None,
    ) -> Recorded:
        """Commit the answer to the current card (one transaction) before anything else shows."""
        card = self._require_current()
        recorded = self.store.record_review(
            card.pk,
            quality,
            self.current_day(),  # the day of this answer, not of the session's start
            answer=answer,
            score=grade.score if grade else None,
            suggested=grade.quality if grade else None,
            response_ms=response_ms if response_ms is not None else self.elapsed_ms(),
            now=self.now(),
        )
        self.answered.append(_Answered(recorded, card))
        self.current = None
        return recorded

    def undo(self) -> QueuedCard | None:
        """Take back this session's last answer; that card becomes the current one again."""
        if not self.answered:
            return None
        last = self.answered.pop()
        history = self.store.history(last.card.pk)
        if not history or history[-1].id != last.recorded.log_id:
            undone = all(entry.id != last.recorded.log_id for entry in history)
            if not undone:
                self.settled.append(last)
            raise UndoRefused(
                f"the last answer ({last.card.deck_id} · {last.card.card.id}) was undone in "
                "another window"
                if undone
                else f"the last answer ({last.card.deck_id} · {last.card.card.id}) cannot be "
                "undone: another window has answered that card since"
            )
        self.store.undo(last.recorded.log_id)
        self.current = self.store.get_card(last.card.pk)
        self.current = QueuedCard(
            pk=self.current.pk,
            deck_id=self.current.deck_id,
            card=self.current.card,
            state=self.current.state,
            kind=last.card.kind,
        )
        self.shown_at = self.clock()
        return self.current

    def skip_suspend(self) -> None:
        """Suspend the current card: it leaves every queue until unsuspended."""
        card = self._require_current()
        self.store.suspend(card.pk)
        self.suspended.append((len(self.answered), card))
        self.current = None

    def record_and_suspend(
        self,
        quality: int,
        *,
        answer: str | None = None,
        grade: grading.Grade | None = None,
        response_ms: int | None = None,
    ) -> Recorded:
        """Keep the answer just graded, then suspend its card: suspending never loses an answer."""
        card = self._require_current()
        recorded = self.record(quality, answer=answer, grade=grade, response_ms=response_ms)
        self.store.suspend(card.pk)
        self.suspended.append((len(self.answered), card))
        return recorded

    def can_undo(self) -> bool:
        return bool(self.answered or self.suspended)

    def undo_suspension(self) -> QueuedCard | None:
        """Unsuspend the card suspended last, when it is this session's last action; None when
        the last action was an answer (then `undo` takes that back)."""
        if not self.suspended or self.suspended[-1][0] != len(self.answered):
            return None
        _, card = self.suspended.pop()
        self.store.suspend(card.pk, False)
        return card

    def summary(self) -> Summary:
        tomorrow = self.today + timedelta(days=1)
        due = self.store.due_per_day(tomorrow, 1)
        answers = self.settled + self.answered
        return Summary(
            reviewed=len(answers),
            correct=sum(1 for a in answers if scheduling.passed(a.recorded.quality)),
            seconds=self.clock() - self.started,
            redrill_left=self.redrill_left(),
            due_tomorrow=sum(due.values()),
            missed=_missed(answers),
        )

    def _require_current(self) -> QueuedCard:
        if self.current is None:
            raise RuntimeError("no current card: call next_card() first")
        return self.current


@dataclass
class PlanSession(ReviewSession):
    """Today's cards of an interview-date plan (srs.planning), in the plan's order; a card
    answered below 4 comes again after two others (the same-day re-drill)."""

    plan_pks: list[int] = field(default_factory=list)
    _queue: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._queue = list(self.plan_pks)
        super().__post_init__()

    def remaining(self) -> int:
        return len(self._queue) + (1 if self.current is not None else 0)

    def redrill_left(self) -> int:
        again = {a.card.pk for a in self.answered if a.recorded.quality < 4}
        return sum(1 for pk in self._queue if pk in again)

    def next_card(self) -> QueuedCard | None:
        day = self.current_day()
        self.current = (
            _labelled(self.store.get_card(self._queue.pop(0)), day) if self._queue else None
        )
        self.shown_at = self.clock()
        return self.current

    def record(
        self,
        quality: int,
        *,
        answer: str | None = None,
        grade: grading.Grade | None = None,
        response_ms: int | None = None,
    ) -> Recorded:
        card = self._require_current()
        recorded = super().record(quality, answer=answer, grade=grade, response_ms=response_ms)
        if quality < 4:
            self._queue.insert(min(len(self._queue), 2), card.pk)
        return recorded

    def undo(self) -> QueuedCard | None:
        """The last answer back; the card shown meanwhile goes back to the front of the plan."""
        if not self.answered:
            return None
        last = self.answered[-1]
        shown = self.current
        card = super().undo()
        if shown is not None:
            self._queue.insert(0, shown.pk)
        if last.recorded.quality < 4 and last.card.pk in self._queue:
            self._queue.remove(last.card.pk)  # its re-drill goes with it
        return card


def daily(
    store: Store,
    today: date,
    deck_id: str | None = None,
    *,
    clock: Callable[[], float] = time.monotonic,
    now: Callable[[], datetime] = lambda: datetime.now(UTC),
) -> ReviewSession:
    """The day's review (all decks, or one): the cards the nearest interview-date plan has
    for today that are not due (new cards past the daily limit, a target's early passes),
    then the due queue, so the plan is kept by reviewing as usual (issue 18)."""
    from srs import planning

    todays = planning.todays_plan(store, today)
    extra = todays.today_pks() if todays is not None else []
    return ReviewSession(store, today, deck_id, clock=clock, now=now, extra_pks=extra)
