"""`srs review`: a review session; `--plain` runs it line by line on stdin/stdout.

Line mode is for plain terminals, screen readers and scripts: no cursor movement, no colour,
card text printed literally with control characters removed. Every answer is committed before
the next card is printed, so end of input or a kill loses nothing already graded.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TextIO

import click

from srs import planning
from srs.errors import UsageError
from srs.grading import Grade
from srs.session import QUALITY_LABELS, PlanSession, ReviewSession, UndoRefused, daily
from srs.store import QueuedCard
from tui.commands.output import safe
from tui.env import Env, handles_errors, open_app, pass_env, plain_stdin, warn


@click.command()
@click.option("--deck", "deck_id", help="Review one deck (default: all decks).")
@click.option(
    "--plain", is_flag=True, help="Line mode on stdin/stdout instead of the full-screen app."
)
@click.option("--plan", is_flag=True, help="Today's cards of your interview-date plan (srs plan).")
@pass_env
@handles_errors
def review(env: Env, deck_id: str | None, plain: bool, plan: bool) -> None:
    """Review the cards due today, typing answers that are graded against the model answer."""
    store, problems = env.open_synced()
    if plain:
        warn(problems)
    with store:
        if deck_id is not None:
            store.deck(deck_id)  # a clear error naming the known decks
        if plan and deck_id is not None:
            raise UsageError("--plan reviews the plan's cards: leave out --deck")
        todays = planning.todays_plan(store, store.today()) if plan else None
        if plan and todays is None:
            raise UsageError("no interview-date target: set one with 'srs plan --date YYYY-MM-DD'")
        if not plain:  # the app takes this store as it is, synced once
            start = "review-plan" if plan else "review"
            open_app(env, start=start, deck_id=deck_id, synced=(store, problems))
            return
        session = (
            PlanSession(store, store.today(), plan_pks=todays.today_pks())
            if todays is not None
            else daily(store, store.today(), deck_id)
        )
        run_plain(session, plain_stdin(), sys.stdout)


def _bar(score: float, width: int = 20) -> str:
    filled = round(score * width)
    return "#" * filled + "-" * (width - filled)


class PlainReview:
    """The line-mode conversation; reads one line per prompt, never more."""

    def __init__(self, session: ReviewSession, inp: TextIO, out: TextIO) -> None:
        self.session = session
        self.inp = inp
        self.out = out

    def say(self, text: str = "") -> None:
        self.out.write(text + "\n")
        self.out.flush()

    def ask(self, prompt: str) -> str | None:
        self.out.write(prompt)
        self.out.flush()
        line = self.inp.readline()
        if not line:
            self.say()
            return None
        return line.rstrip("\r\n")

    def show_card(self, card: QueuedCard) -> None:
        s = self.session
        left = s.remaining()
        redrill = s.redrill_left()
        extra = f" · {redrill} re-drill" if redrill else ""
        kind = {"new": "new", "review": "due", "redrill": "re-drill"}[card.kind]
        self.say()
        self.say(
            f"== {card.deck_id} · {card.card.id} ({kind}) · card {s.done + 1} · {left} left{extra}"
        )
        self.say(safe(card.card.question))
        for letter, text in card.card.choices.items():
            self.say(f"  {letter}) {safe(text)}")

    def show_feedback(self, card: QueuedCard, grade: Grade | None) -> None:
        c = card.card
        if grade is not None:
            self._show_grade(grade, c.answer)
        self.say("Model answer:")
        for line in safe(c.model_answer).splitlines() or [""]:
            self.say(f"  {line}")
        if c.explanation:
            self.say("Explanation:")
            for line in safe(c.explanation).strip().splitlines():
                self.say(f"  {line}")
        self._show_intervals(card)

    def _show_grade(self, grade: Grade, answer: str) -> None:
        why = f" ({grade.why()})" if grade.why() else ""
        self.say(f"Suggested {grade.quality} — {QUALITY_LABELS[grade.quality]}{why}")
        if grade.is_choice:
            verdict = "right" if grade.correct else f"wrong: you chose {grade.picked or 'nothing'}"
            self.say(f"  {verdict}; the answer is {answer}")
        else:
            self.say(f"  covers {grade.score:.0%} of the model answer [{_bar(grade.score)}]")
        if grade.matched:
            self.say("  matched: " + "; ".join(_matched(k, v) for k, v in grade.matched.items()))
        if grade.missed:
            self.say("  missed:  " + "; ".join(safe(m) for m in grade.missed))
        for conflict in grade.conflicts:
            self.say(f"  contradiction: {safe(conflict.message)}")
        for word, concept in self.session.taught_used(grade):
            self.say(f"  taught: {safe(word)} counts as {safe(concept)} in this deck")
        if not grade.is_choice:
            self.say(f"  grading: {grade.strictness}")

    def _show_intervals(self, card: QueuedCard) -> None:
        states = self.session.preview_states(card)
        parts = []
        for q in range(6):
            st = states[q]
            delta = st.ef - card.state.sm2.ef
            parts.append(f"{q}:{st.interval}d ef{delta:+.2f}")
        if card.kind == "redrill":
            self.say("Re-drill: the schedule is not changed; 4 or 5 ends the re-drill.")
        else:
            note = self.session.scheduler_note(card)
            label = f"Next interval per grade ({note})" if note else "Next interval per grade"
            self.say(f"{label}: " + "  ".join(parts))

    def run(self) -> None:
        s = self.session
        if s.total_at_start == 0:
            self.say(self._nothing_due())
            return
        card = s.next_card()
        while card is not None:
            self.show_card(card)
            answer = self.ask("answer (empty: show the answer · u undo · q quit)> ")
            if answer is None:
                break
            command = answer.strip().lower()
            if command in {"q", "quit"} and command.upper() not in card.card.choices:
                break
            if command in {"u", "undo"} and command.upper() not in card.card.choices:
                card = self._undo(card)
                continue
            grade = s.grade(answer) if answer.strip() else None
            response_ms = s.elapsed_ms()
            self.show_feedback(card, grade)
            outcome = self._ask_grade(grade)
            if outcome == "quit":
                break
            if outcome == "undo":
                card = self._undo(card)
                continue
            assert isinstance(outcome, int)
            rec = s.record(outcome, answer=answer or None, grade=grade, response_ms=response_ms)
            after = rec.after.sm2
            when = (
                "again today"
                if rec.after.redrill_day == s.today
                else f"due {after.due:%a %d %b} (in {after.interval}d)"
            )
            self.say(f"Recorded {outcome} — {when}.")
            if grade is not None:
                self._offer_teaching(card, answer, grade, outcome)
            card = s.next_card()
        self._summary()

    def _offer_teaching(self, card: QueuedCard, answer: str, grade: Grade, quality: int) -> None:
        """The user raised the suggestion: offer to teach the grader the words it missed."""
        for word, concept in self.session.teach_offers(answer, grade, quality):
            line = self.ask(
                f"teach the grader: count *{safe(word)}* as *{safe(concept)}* in this deck? [y/N]> "
            )
            if line is None:
                return
            if line.strip().lower() in {"y", "yes"}:
                self.session.teach(card.deck_id, word, concept)
                self.say(
                    f"Taught: {safe(word)} = {safe(concept)} (srs aliases lists and removes it)."
                )

    def _undo(self, card: QueuedCard) -> QueuedCard | None:
        """Take back the last answer of the session; its card is shown again."""
        try:
            previous = self.session.undo()
        except UndoRefused as refused:  # another window answered that card: say so, go on
            self.say(f"{safe(refused)}; it stays recorded.")
            self.session.current = card
            return card
        if previous is None:
            self.say("Nothing to undo yet.")
            self.session.current = card
            return card
        self.say(f"Undone: {previous.deck_id} · {previous.card.id} is back.")
        return previous

    def _ask_grade(self, grade: Grade | None) -> int | str:
        default = grade.quality if grade is not None else None
        hint = f"Enter={default}, " if default is not None else ""
        while True:
            line = self.ask(f"grade [{hint}0-5, u=undo, q=quit]> ")
            if line is None:
                return "quit"
            text = line.strip().lower()
            if text == "" and default is not None:
                return default
            if text in {"0", "1", "2", "3", "4", "5"}:
                return int(text)
            if text in {"u", "undo"}:
                return "undo"
            if text in {"q", "quit"}:
                return "quit"
            self.say(
                "Type a grade 0-5"
                + (", or Enter to accept the suggestion" if default is not None else "")
                + "; u undoes, q ends."
            )

    def _nothing_due(self) -> str:
        s = self.session
        upcoming = s.store.due_per_day(s.today, 30)
        nxt = next(((d, n) for d, n in upcoming.items() if n and d > s.today), None)
        later = f" Next: {nxt[1]} card(s) on {nxt[0]:%a %d %b}." if nxt else ""
        return f"Nothing to review right now.{later}"

    def _summary(self) -> None:
        summary = self.session.summary()
        minutes, seconds = divmod(int(summary.seconds), 60)
        self.say(
            f"Session over: reviewed {summary.reviewed}, correct {summary.correct}, "
            f"re-drill left {summary.redrill_left}, due tomorrow {summary.due_tomorrow}, "
            f"time {minutes}m {seconds:02d}s."
        )


def run_plain(session: ReviewSession, inp: TextIO, out: TextIO) -> None:
    PlainReview(session, inp, out).run()


def _matched(concept: str, words: Sequence[str]) -> str:
    """A matched concept, with the words that matched it when they differ from it."""
    said = ", ".join(words)
    return (
        f"{safe(concept)} ({safe(said)})"
        if words and said.lower() != concept.lower()
        else safe(concept)
    )
