"""Mock interview: a setup form, timed questions with no feedback, then the scored report."""

from __future__ import annotations

from datetime import date, datetime
from pathlib import Path

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import (
    Button,
    DataTable,
    Footer,
    Input,
    Label,
    Markdown,
    RadioButton,
    RadioSet,
    SelectionList,
    Static,
    Switch,
    TextArea,
)

from srs import interview as iv
from srs import planning
from srs.decks import write_atomic
from srs.errors import SrsError
from srs.store import Store
from tui.commands.output import fit
from tui.keys import with_ids
from tui.screens.base import SCREENS_CSS, SrsScreen
from tui.widgets.cardtext import CardMarkdown
from tui.widgets.charts import bar, sparkline

WARN_SECONDS = 30
TOPIC_WIDTH = 22
MISSED_WIDTH = 22
"""The report's Missed column: the first missed concepts, cut with `…`."""
"""The topic names of the report's "By topic" panel: as long as the longest, up to this."""


def mmss(seconds: float) -> str:
    seconds = max(0, int(seconds + 0.999))
    return f"{seconds // 60:02d}:{seconds % 60:02d}"


class InterviewSetupScreen(SrsScreen[None]):
    """Choose decks, number of questions, minutes per question, and weak-first or fresh.

    Opened from `srs interview --deck X --questions 3 ...`, the form starts filled with those
    options (and keeps the tags, seed and total time the form has no field for).
    """

    CSS_PATH = SCREENS_CSS

    BINDINGS = with_ids(
        "interview-setup",
        [
            Binding("ctrl+s", "start", "start interview", priority=True),
            Binding("escape", "back", "back"),
        ],
    )

    def __init__(self, chosen: iv.Settings | None = None) -> None:
        super().__init__()
        self.chosen = chosen or iv.Settings()

    def compose(self) -> ComposeResult:
        store = self.srs.store
        counts = store.counts(self.srs.today)
        chosen = self.chosen
        with VerticalScroll(id="setup", can_focus=False):
            with Vertical(classes="panel") as decks:
                decks.border_title = "Mock interview · decks"
                yield SelectionList[str](
                    *[
                        (
                            Text(f"{c.name} ({c.cards})"),
                            c.deck_id,
                            not chosen.deck_ids or c.deck_id in chosen.deck_ids,
                        )
                        for c in counts
                    ],
                    id="setup-decks",
                )
            with Horizontal(id="setup-row", classes="panel") as row:
                row.border_title = "Settings"
                yield Label("Questions")
                yield Input(
                    str(chosen.questions), id="setup-questions", type="integer", max_length=3
                )
                yield Label("Minutes each")
                yield Input(f"{chosen.minutes:g}", id="setup-minutes", type="number", max_length=6)
            with Horizontal(id="setup-row2", classes="panel") as row2:
                row2.border_title = "Questions come"
                with RadioSet(id="setup-strategy"):
                    yield RadioButton("weak cards first", value=not chosen.fresh, id="weak-first")
                    yield RadioButton("an even draw", value=chosen.fresh, id="fresh")
            with Horizontal(id="setup-row3", classes="panel") as row3:
                row3.border_title = "Afterwards"
                yield Switch(chosen.count_as_review, id="setup-count")
                yield Label("Count the answers as reviews (moves their schedule)")
            yield Static(Text(self._note(), style="italic"), id="setup-note")
            yield Button("Start (ctrl+s)", id="setup-start", variant="primary")
        yield Footer(compact=True)

    def _note(self) -> str:
        note = (
            "No feedback until the end. Each question has its own countdown; "
            "when it runs out, the answer so far is kept."
        )
        extra = []
        if self.chosen.tags:
            extra.append("tags " + ", ".join(self.chosen.tags))
        if self.chosen.total_minutes:
            extra.append(f"at most {self.chosen.total_minutes:g} minutes in all")
        if self.chosen.seed is not None:
            extra.append(f"seed {self.chosen.seed}")
        return note + (f" Also: {'; '.join(extra)}." if extra else "")

    def on_mount(self) -> None:
        self.query_one("#setup-decks", SelectionList).focus()  # arrows and Space act at once

    @on(Button.Pressed, "#setup-start")
    def _pressed(self) -> None:
        self.action_start()

    def action_back(self) -> None:
        self.app.pop_screen()

    def action_start(self) -> None:
        decks = list(self.query_one("#setup-decks", SelectionList).selected)
        try:
            n = int(self.query_one("#setup-questions", Input).value)
            minutes = float(self.query_one("#setup-minutes", Input).value)
        except ValueError:
            self.notify("Questions and minutes must be numbers.", severity="error", markup=False)
            return
        if not decks:
            self.notify("Choose at least one deck.", severity="error", markup=False)
            return
        if not 1 <= n <= 100 or not 0 < minutes <= 120:
            self.notify(
                "Between 1 and 100 questions, up to 120 minutes each.",
                severity="error",
                markup=False,
            )
            return
        fresh = self.query_one("#fresh", RadioButton).value
        chosen = self.chosen
        seed = chosen.seed if chosen.seed is not None else self.srs.rng.randrange(1, 10**6)
        import random

        plan = iv.plan_interview(
            iv.candidates(self.srs.store, decks),
            n,
            random.Random(seed),
            tags=list(chosen.tags) or None,
            strategy="fresh" if fresh else "weak-first",
        )
        if not plan:
            self.notify("Those decks have no cards.", severity="error", markup=False)
            return
        total = chosen.total_minutes
        self.app.switch_screen(
            InterviewScreen(
                iv.InterviewRun(
                    plan,
                    seconds_per_question=minutes * 60,
                    total_seconds=total * 60 if total else None,
                ),
                seed=seed,
                deck_ids=decks if len(decks) < len(self.srs.store.deck_ids()) else [],
                count_as_review=self.query_one("#setup-count", Switch).value,
                settings={
                    "questions": n,
                    "minutes": minutes,
                    "total_minutes": total,
                    "fresh": fresh,
                    "tags": list(chosen.tags),
                },
            )
        )


class InterviewScreen(SrsScreen[None]):
    """One question at a time with a countdown; nothing is graded until the end."""

    CSS_PATH = SCREENS_CSS

    BINDINGS = with_ids(
        "interview",
        [
            Binding("ctrl+s", "next", "next", priority=True),
            Binding("ctrl+k", "skip", "skip", priority=True),
            Binding("escape", "stop", "stop (answers so far are kept)", priority=True),
        ],
    )

    def __init__(
        self,
        run: iv.InterviewRun,
        *,
        seed: int | None,
        deck_ids: list[str],
        count_as_review: bool,
        settings: dict[str, object],
    ) -> None:
        super().__init__()
        self.run = run
        self.seed = seed
        self.deck_ids = deck_ids
        self.count_as_review = count_as_review
        self.settings = settings
        self.started: datetime | None = None

    def compose(self) -> ComposeResult:
        with Horizontal(id="interview-top"):
            yield Static(id="interview-title")
            yield Static(id="countdown")
        with Vertical(id="interview-question", classes="panel") as q:
            q.border_title = "Question"
            yield CardMarkdown(id="iv-question")
        answer = TextArea(id="iv-answer", soft_wrap=True, tab_behavior="focus")
        answer.border_title = "Your answer"
        answer.border_subtitle = "no feedback until the end"
        yield answer
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self.started = self.srs.now()
        iv.keep_answers(
            self.srs.store,
            self.run,
            started=self.started,
            seed=self.seed,
            deck_ids=self.deck_ids,
            settings=dict(self.settings, count_as_review=self.count_as_review),
        )
        self.run.begin(self.srs.clock())
        self.show_question()
        self.set_interval(0.5, self.tick)

    def show_question(self) -> None:
        question = self.run.current
        if question is None:
            self.finish()
            return
        deck = self.srs.store.deck_name(question.candidate.deck_id)
        self.query_one("#interview-title", Static).update(
            Text.assemble(
                (" Mock interview", "bold"),
                f" · question {question.position + 1} of {len(self.run.questions)} · ",
                (deck, "dim"),
            )
        )
        self.query_one("#iv-question", Markdown).update(question.card.question)
        area = self.query_one("#iv-answer", TextArea)
        area.text = ""
        area.focus()
        self.tick()

    def tick(self) -> None:
        """Redraw the countdown; at zero keep the answer so far and move on."""
        if self.run.finished or self.run.question_started_at is None:
            return
        left = self.run.time_left(self.srs.clock())
        countdown = self.query_one("#countdown", Static)
        countdown.update(
            Text(f"⏱ {mmss(left)} left ", style="bold red" if left <= WARN_SECONDS else "bold")
        )
        countdown.set_class(left <= WARN_SECONDS, "-warning")
        if left <= 0:
            self.notify("Time is up: your answer so far is kept.", markup=False, timeout=3)
            self._submit(skipped=False)

    def _submit(self, *, skipped: bool) -> None:
        text = "" if skipped else self.query_one("#iv-answer", TextArea).text
        now = self.srs.clock()
        self.run.submit(text, now, skipped=skipped)
        self.run.begin(now)
        self.show_question()

    def action_next(self) -> None:
        self._submit(skipped=False)

    def action_skip(self) -> None:
        self._submit(skipped=True)

    def action_stop(self) -> None:
        typed = self.query_one("#iv-answer", TextArea).text
        if typed.strip() and not self.run.finished:
            self.run.submit(typed, self.srs.clock())
        self.finish()

    def finish(self) -> None:
        if not self.run.answers:
            self.srs.store.forget_interview(self.run.interview_id)
            self.notify("No answers: nothing graded or saved.", markup=False)
            self.app.pop_screen()
            return
        assert self.started is not None
        report = iv.finish(
            self.srs.store,
            self.run,
            started=self.started,
            finished=self.srs.now(),
            seed=self.seed,
            deck_ids=self.deck_ids,
            settings=self.settings,
            count_as_review=self.count_as_review,
            today=self.srs.today,
        )
        self.app.switch_screen(ReportScreen(report))


class ReportScreen(SrsScreen[None]):
    """The scored report: per question, by topic, what to study next."""

    CSS_PATH = SCREENS_CSS

    BINDINGS = with_ids(
        "report",
        [
            Binding("enter", "open_question", "open question"),
            Binding("e", "export", "export Markdown"),
            Binding("r", "bring_forward", "add missed cards to today's reviews"),
            Binding("escape", "home", "home"),
        ],
    )

    def __init__(self, report: iv.Report) -> None:
        super().__init__()
        self.report = report

    def compose(self) -> ComposeResult:
        r = self.report
        minutes = round(r.seconds / 60)
        yield Static(
            Text.assemble(
                (
                    f" Report · {r.started:%d %b %H:%M} · {len(r.results)} questions · {minutes} min",
                    "bold",
                ),
                "   ",
                (f"Overall {r.overall} / 100 · {r.verdict.capitalize()}", "bold reverse"),
            ),
            id="report-top",
        )
        with VerticalScroll(id="report-body"):
            with Vertical(classes="panel") as qs:
                qs.border_title = "Questions"
                yield DataTable(id="report-table", cursor_type="row")
            with Horizontal(id="report-lower"):
                with Vertical(classes="panel", id="report-topics") as topics:
                    topics.border_title = "By topic"
                    yield Static(id="topics")
                with Vertical(classes="panel", id="report-study") as study:
                    study.border_title = "Study next"
                    yield Static(id="study")
            with Vertical(classes="panel", id="report-detail-panel") as detail:
                detail.border_title = "Question"
                yield CardMarkdown(id="report-detail")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        table = self.query_one("#report-table", DataTable)
        table.add_columns("#", "Question", "Score", "Time", "Missed")
        # the question column takes what the other columns leave (no sideways scrolling)
        question_width = max(self.app.size.width - 50, 20)
        for result in self.report.results:
            a = result.answer
            seconds = round(a.time_ms / 1000)
            time_cell = (
                f"{seconds // 60}:{seconds % 60:02d}"
                + ("⏱" if a.timed_out else "")
                + (" skip" if a.skipped else "")
            )
            table.add_row(
                Text(str(a.question.position + 1)),
                Text(fit(result.card.question, question_width)),
                Text(f"{result.grade.score:.0%}", justify="right"),
                Text(time_cell),
                Text(fit(", ".join(result.grade.missed[:3]), MISSED_WIDTH) or "—"),
                key=str(a.question.position),
            )
        topics = Text()
        by_topic = self.report.by_topic()
        # the "By topic" panel is a third of the screen: the name, a bar and a percentage fit
        room = max(self.app.size.width // 3 - 4 - 14, 8)
        width = min(max((len(t) for t in by_topic), default=0), TOPIC_WIDTH, room)
        for topic, score in by_topic.items():
            topics.append(f"{fit(topic, width):<{width}} ")
            topics.append(
                bar(score, 8),
                style="green" if score >= 0.7 else "yellow" if score >= 0.5 else "red",
            )
            topics.append(f" {score:4.0%}\n")
        self.query_one("#topics", Static).update(topics)
        study = Text()
        for i, weak in enumerate(self.report.weakest(), start=1):
            missed = f" (missed: {', '.join(weak.missed[:3])})" if weak.missed else ""
            study.append(f"{i}. {weak.topic}{missed}\n")
        for result in self.report.study_next(3):
            study.append(f"   · {result.card.id}: {fit(result.card.question, 48)}\n", style="dim")
        asked = sorted({r.answer.question.candidate.deck_id for r in self.report.results})
        ahead = planning.outlook(self.srs.store, self.srs.today, asked)
        if ahead is not None:  # the interview this practice is for: what is still at risk
            study.append(
                f"\nInterview in {ahead.days_left} days · readiness {ahead.readiness:.0%}\n",
                style="bold",
            )
            for risk in ahead.at_risk[:3]:
                study.append(f"   at risk: {risk.topic} ({risk.cards} cards)\n", style="yellow")
        self.query_one("#study", Static).update(study)
        self.query_one("#report-detail-panel").display = False
        table.focus()

    @on(DataTable.RowSelected, "#report-table")
    def _row_selected(self) -> None:
        self.action_open_question()

    def action_open_question(self) -> None:
        table = self.query_one("#report-table", DataTable)
        if table.row_count == 0:
            return
        index = table.cursor_row
        result = self.report.results[index]
        a = result.answer
        md = [
            f"**{' '.join(result.card.question.split())}**",
            "",
            f"Score {result.grade.score:.0%} · suggested quality {result.grade.quality}"
            + (" · time ran out" if a.timed_out else "")
            + (" · skipped" if a.skipped else ""),
            "",
            "*Your answer:* " + (" ".join(a.text.split()) or "(none)"),
            "",
            "*Matched:* "
            + (", ".join(result.grade.matched) or "—")
            + "  ·  *Missed:* "
            + (", ".join(result.grade.missed) or "—"),
            "",
            "**Model answer:** " + result.card.model_answer,
        ]
        if result.card.explanation:
            md += ["", result.card.explanation]
        panel = self.query_one("#report-detail-panel")
        panel.display = True
        panel.border_title = f"Question {a.question.position + 1}"
        self.query_one("#report-detail", Markdown).update("\n".join(md))
        self.query_one("#report-body", VerticalScroll).scroll_to_widget(panel)

    def action_export(self) -> None:
        path = (
            Path.cwd()
            / f"interview-{self.report.interview_id}-{self.report.started:%Y%m%d-%H%M}.md"
        )
        try:
            if path.exists():
                self.notify(
                    f"{path} already exists; not overwritten.", severity="warning", markup=False
                )
                return
            write_atomic(path, iv.to_markdown(self.report))
        except OSError as exc:
            self.notify(
                f"Cannot write {path}: {exc.strerror or exc}", severity="error", markup=False
            )
            return
        self.notify(f"Report written to {path}", markup=False, timeout=8)

    def action_bring_forward(self) -> None:
        weak = [r.answer.question.candidate.pk for r in self.report.results if r.grade.quality < 3]
        self.notify(bring_forward_message(self.srs.store, weak, self.srs.today), markup=False)

    def action_home(self) -> None:
        self.app.pop_screen()


def bring_forward_message(store: Store, card_pks: list[int], today: date) -> str:
    """Move the missed cards into today's reviews and say what happened to each kind: a card
    never reviewed is in the new-card queue already, one due today is already in the queue."""
    if not card_pks:
        return "No missed cards: nothing to add."
    states = [store.get_card(pk).state.sm2 for pk in card_pks]
    new = sum(1 for st in states if st.due is None)
    due = sum(1 for st in states if st.due is not None and st.due <= today)
    moved = store.bring_forward(card_pks, today)
    parts = [f"{moved} moved to today's reviews"]
    if new:
        parts.append(f"{new} never reviewed (already in the new cards)")
    if due:
        parts.append(f"{due} due today already")
    noun = "card" if len(card_pks) == 1 else "cards"
    return f"{len(card_pks)} missed {noun}: " + ", ".join(parts) + "."


class PastInterviewsScreen(SrsScreen[None]):
    """Every mock interview so far with its score, and the trend; enter opens one's report."""

    CSS_PATH = SCREENS_CSS

    BINDINGS = with_ids(
        "past-interviews",
        [
            Binding("enter", "open_report", "open the report", priority=True),
            Binding("escape", "back", "back"),
        ],
    )

    def compose(self) -> ComposeResult:
        yield Static(id="past-top")
        with Vertical(classes="panel") as panel:
            panel.border_title = "Past interviews"
            yield DataTable(id="past-table", cursor_type="row", zebra_stripes=True)
        yield Footer(compact=True)

    def on_mount(self) -> None:
        rows = self.srs.store.interviews()
        table = self.query_one("#past-table", DataTable)
        table.add_columns("Id", "Date", "Questions", "Score", "Verdict", "Decks")
        for r in reversed(rows):  # the latest first
            table.add_row(
                Text(str(r.id), justify="right"),
                Text(f"{r.started.astimezone():%Y-%m-%d %H:%M}"),
                Text(str(r.questions), justify="right"),
                Text(f"{r.score:.0f}" if r.score is not None else "—", justify="right"),
                Text(r.verdict or ("unfinished" if r.finished is None else "—")),
                Text(fit(", ".join(r.deck_ids) or "all decks", 40)),
                key=str(r.id),
            )
        scores = [int(r.score or 0) for r in rows if r.score is not None]
        top = Text(" Past interviews", style="bold")
        if not rows:
            top.append(" · none yet: press i on the home screen to sit one", style="dim")
        elif len(scores) > 1:
            top.append(f" · trend {sparkline(scores)}  first {scores[0]}, latest {scores[-1]}")
        self.query_one("#past-top", Static).update(top)
        table.focus()

    def action_open_report(self) -> None:
        table = self.query_one("#past-table", DataTable)
        if table.row_count == 0:
            return
        key = table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value
        try:
            report = iv.load_report(self.srs.store, int(key or 0))
        except SrsError as error:  # an unfinished one: say how to finish it
            self.notify(str(error), severity="warning", markup=False)
            return
        self.app.push_screen(ReportScreen(report))

    def action_back(self) -> None:
        self.app.pop_screen()
