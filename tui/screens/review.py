"""Review: the question, the typed answer, graded feedback, and the grade keys with intervals.

Every answer is committed (session.record) before the next card appears; leaving the screen
or killing the terminal loses at most the answer being typed.
"""

from __future__ import annotations

import os
import re
import subprocess
from decimal import Decimal
from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult, SuspendNotSupported
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Footer, Markdown, ProgressBar, Static, TextArea

from srs import planning, sm2
from srs.grading import Grade
from srs.session import QUALITY_LABELS, PlanSession, ReviewSession, UndoRefused, daily
from srs.store import QueuedCard
from tui.editing import editor_command
from tui.keys import with_ids
from tui.screens.base import SrsScreen
from tui.screens.teach import TaughtScreen, TeachScreen
from tui.widgets.cardtext import CardMarkdown
from tui.widgets.charts import bar

GRADE_KEYS = [str(q) for q in range(6)]
CHOICE_KEYS = "abcdefghijklmnopqrstuvwxyz"
"""A choice card's letter keys: a sheet may hold more than eight options (see
`srs.importers.common.FIELD_LETTERS`). A key that also names another action (`e` edit, `s`
suspend, `u` undo) picks an option only on a card that has one by that letter."""


def highlight_markdown(text: str, words: list[str]) -> str:
    """Bold the matched words in Markdown text, leaving code spans and code blocks alone."""
    words = sorted({w for w in words if len(w) > 1}, key=len, reverse=True)
    if not words:
        return text
    pattern = re.compile(
        r"(?<![\w*`])(" + "|".join(re.escape(w) for w in words) + r")(?![\w*`])", re.IGNORECASE
    )
    out = []
    in_fence = False
    for line in text.splitlines(keepends=True):
        if line.lstrip().startswith("```"):
            in_fence = not in_fence
            out.append(line)
            continue
        if in_fence or line.startswith("    ") or "|" in line:
            out.append(line)
            continue
        parts = re.split(r"(`[^`]*`)", line)
        out.append("".join(p if p.startswith("`") else pattern.sub(r"**\1**", p) for p in parts))
    return "".join(out)


SHORT_SCREEN = 32
"""Rows below which the answered question shrinks to leave room for the feedback."""


_QUESTION_ACTIONS = frozenset({"submit", "reveal", "toggle_options", "choose"})
_FEEDBACK_ACTIONS = frozenset({"grade", "accept", "edit", "edit_here", "suspend", "taught"})


class ReviewScreen(SrsScreen[None]):
    """One review session over a deck, or over all decks."""

    BINDINGS = with_ids(
        "review",
        [
            Binding("ctrl+s", "submit", "submit", priority=True),
            Binding("ctrl+r", "reveal", "reveal without answering", priority=True),
            Binding("ctrl+o", "toggle_options", "options / own words", priority=True),
            *[
                Binding(k, f"choose('{k}')", f"answer {k.upper()}", show=False)
                for k in CHOICE_KEYS[:8]
            ],
            Binding("enter", "accept", "accept", priority=True),
            *[Binding(k, f"grade({k})", f"grade {k}", show=False) for k in GRADE_KEYS],
            Binding("u", "undo", "undo"),
            Binding("ctrl+g", "undo_typing", "undo last answer", show=False, priority=True),
            Binding("ctrl+b", "undo_typing", "undo last answer", show=False, priority=True),
            Binding("e", "edit", "edit card"),
            Binding("ctrl+e", "edit_here", "edit card here", show=False, priority=True),
            Binding("s", "suspend", "suspend card"),
            Binding("t", "taught", "taught words"),
            Binding("escape", "end", "end session", priority=True),
            # past H, after the screen's own keys: the footer lists `s`, `t` where it did
            *[
                Binding(k, f"choose('{k}')", f"answer {k.upper()}", show=False)
                for k in CHOICE_KEYS[8:]
            ],
        ],
    )

    def __init__(self, deck_id: str | None, *, plan: bool = False) -> None:
        super().__init__()
        self.deck_id = deck_id
        self.plan = plan
        self.session: ReviewSession | None = None
        self.phase = "question"
        self.recall = False
        self.grade: Grade | None = None
        self.typed = ""
        self.response_ms: int | None = None
        self._confirm_end = False
        self._confirm_undo = False

    # ---- layout ---------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        with Horizontal(id="review-top"):
            yield Static(id="review-title")
            yield ProgressBar(id="review-progress", show_eta=False, show_percentage=False)
            yield Static(id="review-counts")
        with VerticalScroll(id="review-body"):
            with Vertical(id="question-panel", classes="panel") as q:
                q.border_title = "Question"
                yield CardMarkdown(id="question")
                yield Static(id="choices")
            answer = TextArea(
                id="answer", soft_wrap=True, tab_behavior="focus", show_line_numbers=False
            )
            answer.border_title = "Your answer"
            answer.border_subtitle = "ctrl+s submit · enter = new line"
            yield answer
            with Vertical(id="feedback", classes="panel") as fb:
                fb.border_title = "Score"
                yield Static(id="score")
                yield Static(id="concepts")
                yield Static(id="conflicts")
                yield Static(id="typed")
            with Vertical(id="model-panel", classes="panel") as model:
                model.border_title = "Model answer"
                yield CardMarkdown(id="model")
        yield Static(id="grade-bar")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        if self.plan:
            todays = planning.todays_plan(self.srs.store, self.srs.today)
            if todays is None:
                self.app.pop_screen()
                self.app.notify(
                    "No interview-date target: set one with srs plan --date YYYY-MM-DD.",
                    markup=False,
                )
                return
            self.session = PlanSession(
                self.srs.store,
                self.srs.today,
                None,
                clock=self.srs.clock,
                now=self.srs.now,
                plan_pks=todays.today_pks(),
            )
        else:
            self.session = daily(
                self.srs.store,
                self.srs.today,
                self.deck_id,
                clock=self.srs.clock,
                now=self.srs.now,
            )
        if self.session.total_at_start == 0:
            self.app.pop_screen()
            self.app.notify("Nothing to review right now.", title="All done", markup=False)
            return
        self.show_next()

    # ---- showing a card -------------------------------------------------------------------

    @property
    def card(self) -> QueuedCard | None:
        return self.session.current if self.session else None

    def show_next(self) -> None:
        assert self.session is not None
        card = self.session.next_card()
        if card is None:
            self.finish()
            return
        self.show_question(card)

    def show_question(self, card: QueuedCard) -> None:
        self.phase = "question"
        self.grade = None
        self.typed = ""
        self.recall = False
        self._confirm_end = False
        self._confirm_undo = False
        self._update_top(card)
        self.query_one("#question-panel").remove_class("-answered")
        self.query_one("#question", Markdown).update(card.card.question)
        self._render_choices(card)
        area = self.query_one("#answer", TextArea)
        area.text = ""
        for widget_id in ("#feedback", "#model-panel"):
            self.query_one(widget_id).display = False
        self.query_one("#grade-bar", Static).update("")
        self._apply_mode()
        self.refresh_bindings()

    def _update_top(self, card: QueuedCard) -> None:
        assert self.session is not None
        s = self.session
        deck_name = self.srs.store.deck_name(card.deck_id)
        kind = {"new": "new", "review": "due", "redrill": "re-drill"}[card.kind]
        self.query_one("#review-title", Static).update(
            Text.assemble(
                (f" {card.card.id}", "bold"),
                (f" ({kind})", "dim"),
                f" · {deck_name}",
                no_wrap=True,
                overflow="ellipsis",
            )
        )
        left = s.remaining()
        total = s.done + left
        progress = self.query_one("#review-progress", ProgressBar)
        progress.update(total=max(total, 1), progress=s.done)
        redrill = s.redrill_left()
        extra = f" · {redrill} re-drill" if redrill else ""
        self.query_one("#review-counts", Static).update(Text(f" {s.done + 1} / {total}{extra} "))

    def _render_choices(self, card: QueuedCard, *, picked: str | None = "") -> None:
        """The options; once answered (`picked` is not ''), the right one and the one chosen
        are marked, and the hint to press a letter is gone."""
        choices = self.query_one("#choices", Static)
        if not card.card.is_choice:
            choices.display = False
            return
        answered = picked != ""
        text = Text()
        for letter, option in card.card.choices.items():
            mark, colour = "", ""
            if answered and letter == card.card.answer:
                mark, colour = "✓", "green"
            elif answered and letter == picked:
                mark, colour = "✗", "red"
            if answered:
                text.append(f"{mark:<2}", style=colour)
            text.append(f" {letter} ", style=f"bold reverse {colour}".strip())
            text.append(f"  {option}\n")
        if answered:
            if picked not in (None, card.card.answer):
                text.append(f"you chose {picked}; the answer is {card.card.answer}", style="red")
            text.rstrip()
        else:
            text.append(
                "press a letter to answer · ctrl+o to answer in your own words", style="dim"
            )
        choices.update(text)
        choices.display = True

    def _apply_mode(self) -> None:
        """Options shown (choice card) or the answer box (open card, or recall mode)."""
        card = self.card
        if card is None:
            return
        typing = not card.card.is_choice or self.recall
        self.query_one("#choices").display = card.card.is_choice and not self.recall
        area = self.query_one("#answer", TextArea)
        area.display = typing and self.phase == "question"
        if area.display:
            area.focus()
        else:
            self.set_focus(None)

    # ---- answering ------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in _QUESTION_ACTIONS:
            return self._question_action(action, parameters)
        if action in _FEEDBACK_ACTIONS:
            return self.phase == "feedback"
        if action in ("undo", "undo_typing"):
            can = bool(self.session and self.session.can_undo())
            if action == "undo_typing":  # ctrl+g (ctrl+b outside tmux): from anywhere
                return can
            typing = self.is_mounted and self.focused is self.query_one("#answer", TextArea)
            return can and not typing
        return True

    def _question_action(self, action: str, parameters: tuple[object, ...]) -> bool:
        """Answering keys: only while a question is shown; the choice keys only on a choice
        card, and `submit` on one only in recall mode (the options hidden)."""
        card = self.card.card if self.card is not None else None
        if self.phase != "question" or card is None:
            return False
        if action == "submit":
            return not card.is_choice or self.recall
        if action == "toggle_options":
            return card.is_choice
        if action == "choose":
            return card.is_choice and not self.recall and str(parameters[0]).upper() in card.choices
        return True  # reveal

    def on_descendant_focus(self) -> None:
        self.refresh_bindings()

    def on_descendant_blur(self) -> None:
        self.refresh_bindings()

    def action_submit(self) -> None:
        text = self.query_one("#answer", TextArea).text
        self._answer(text)

    def action_reveal(self) -> None:
        self._answer("")

    def action_choose(self, letter: str) -> None:
        self._answer(letter.upper())

    def action_toggle_options(self) -> None:
        self.recall = not self.recall
        self._apply_mode()
        self.refresh_bindings()

    def _answer(self, text: str) -> None:
        assert self.session is not None
        self.response_ms = self.session.elapsed_ms()
        self.typed = text
        self.grade = self.session.grade(text, recall=self.recall) if text.strip() else None
        self.show_feedback()

    def show_feedback(self) -> None:
        card = self.card
        assert card is not None
        self.phase = "feedback"
        self._apply_mode()
        grade = self.grade
        self.query_one("#feedback").display = True
        if grade is None:
            self._show_revealed()
        else:
            self._show_grade(grade, card)
        matched_words = [w for words in (grade.matched.values() if grade else []) for w in words]
        matched_words += list(grade.matched) if grade else []
        model_md = card.card.model_answer
        if card.card.explanation:
            model_md += "\n\n" + card.card.explanation
        self.query_one("#model", Markdown).update(highlight_markdown(model_md, matched_words))
        self.query_one("#model-panel").display = True
        if card.card.is_choice and not self.recall:
            self._render_choices(card, picked=grade.picked if grade else None)
        self._render_grade_bar(card)
        # On a short screen the question gives up its height to the feedback: it keeps a few
        # lines (and scrolls within them) so the score and the model answer come into view.
        self.query_one("#question-panel").set_class(self.size.height < SHORT_SCREEN, "-answered")
        scroll = self.query_one("#review-body", VerticalScroll)
        scroll.scroll_home(animate=False)
        scroll.focus()  # PageDown, Down and End scroll the feedback at once (80x24 cuts it)
        self.refresh_bindings()

    def _show_revealed(self) -> None:
        self.query_one("#score", Static).update(
            Text("Revealed without an answer: grade yourself, 0-5.", style="italic")
        )
        for name in ("#conflicts", "#concepts", "#typed"):
            self.query_one(name).display = False

    def _show_grade(self, grade: Grade, card: QueuedCard) -> None:
        """The score, what contradicts the model answer or was taught, the concepts as chips,
        and the typed answer with the words that matched highlighted."""
        assert self.session is not None
        self.query_one("#score", Static).update(_headline(grade))
        lines = Text()
        for conflict in grade.conflicts:
            lines.append(f"contradiction: {conflict.message}\n", style="bold red")
        for word, concept in self.session.taught_used(grade):
            lines.append(f"taught: {word} counts as {concept} in this deck\n", style="cyan")
        notes = self.query_one("#conflicts", Static)
        notes.update(lines)
        notes.display = bool(lines.plain)
        chips = Text()
        for mark, style, group in (("✓", "green", grade.matched), ("✗", "red", grade.missed)):
            for concept in group:
                chips.append(_chip(mark, concept), style=style)
                chips.append("   ")
        concepts = self.query_one("#concepts", Static)
        concepts.update(chips)
        concepts.display = bool(grade.matched or grade.missed)
        mine = Text("You: ", style="dim")
        body = Text(self.typed.strip())
        for words in grade.matched.values():
            for word in words:
                body.highlight_words([word], style="bold green", case_sensitive=False)
        mine.append_text(body)
        typed = self.query_one("#typed", Static)
        typed.update(mine)
        typed.display = (
            bool(self.typed.strip()) and self.typed.strip().upper() not in card.card.choices
        )

    def _render_grade_bar(self, card: QueuedCard) -> None:
        suggested = self.grade.quality if self.grade else None
        text = Text(" grade: ", style="bold")
        if card.kind == "redrill":
            text.append("(re-drill: the schedule stays; 4 or 5 ends it)  ", style="dim")
        note = ""
        if self.session is not None:
            states = self.session.preview_states(card)
            note = self.session.scheduler_note(card) if card.kind != "redrill" else ""
        else:
            states = sm2.preview_states(card.state.sm2, self.srs.today)
        efs = Text("    EF: ", style="dim")
        for q in range(6):
            st = states[q]
            label = f"{q}" if card.kind == "redrill" else f"{q}·{st.interval}d"
            cell = f"[{label}]" if q == suggested else f" {label} "
            text.append(cell.ljust(_GRADE_CELL), style="bold reverse" if q == suggested else "")
            efs.append(_ef_change(st.ef - card.state.sm2.ef).center(_GRADE_CELL), style="dim")
        text.append(" enter accept" if suggested is not None else " press 0-5", style="dim")
        if card.kind != "redrill":  # every grade's change of ease, the costly ones too
            if note:  # the days above are FSRS's (short: the row fits 80 columns)
                efs.append(f" days: {note.replace(', retention', '')}", style="dim")
            text.append("\n")
            text.append_text(efs)
        self.query_one("#grade-bar", Static).update(text)

    def action_accept(self) -> None:
        if self.grade is None:
            self.app.bell()
            self.notify("Grade yourself: press 0-5.", markup=False, timeout=3)
            return
        self.action_grade(self.grade.quality)

    def action_grade(self, quality: int) -> None:
        assert self.session is not None
        if self.phase != "feedback" or self.card is None:
            return
        deck_id = self.card.deck_id
        self.session.record(
            int(quality),
            answer=self.typed or None,
            grade=self.grade,
            response_ms=self.response_ms,
        )
        offers = (
            self.session.teach_offers(self.typed, self.grade, int(quality)) if self.grade else []
        )
        if not offers:
            self.show_next()
            return
        self.phase = "teaching"

        def taught(chosen: list[tuple[str, str]] | None) -> None:
            assert self.session is not None
            for word, concept in chosen or []:
                self.session.teach(deck_id, word, concept)
            if chosen:
                names = ", ".join(f"{w} = {c}" for w, c in chosen)
                self.notify(f"Taught: {names}", markup=False, timeout=3)
            self.show_next()

        self.app.push_screen(TeachScreen(offers), taught)

    def action_taught(self) -> None:
        card = self.card
        if card is None:
            return
        self.app.push_screen(TaughtScreen(card.deck_id))

    def action_undo(self) -> None:
        assert self.session is not None
        unsuspended = self.session.undo_suspension()
        if unsuspended is not None:
            self.notify(
                f"Unsuspended {unsuspended.card.id}: it is back in the queue.",
                markup=False,
                timeout=3,
            )
            self.refresh_bindings()
            return
        try:
            card = self.session.undo()
        except UndoRefused as refused:  # another window answered that card: say so, go on
            self.notify(f"{refused}; it stays recorded.", markup=False, severity="warning")
            return
        if card is None:
            self.notify("Nothing to undo in this session.", markup=False)
            return
        self.notify(f"Undone: {card.card.id} is back.", markup=False, timeout=3)
        self.show_question(card)

    def action_undo_typing(self) -> None:
        """Undo from the answer box too; what is typed there is thrown away only when the
        key is pressed a second time."""
        typed = self.query_one("#answer", TextArea).text.strip()
        if self.phase == "question" and typed and not self._confirm_undo:
            self._confirm_undo = True
            self.notify(
                "Undo throws away the answer you typed. Press ctrl+g again to undo.",
                markup=False,
            )
            return
        self._confirm_undo = False
        self.action_undo()

    def action_suspend(self) -> None:
        """Suspend the card; an answer already graded is recorded first (at the suggested
        grade), so suspending never loses it. `u` takes the suspension back."""
        assert self.session is not None
        card = self.card
        if card is None:
            return
        if self.grade is not None:
            self.session.record_and_suspend(
                self.grade.quality,
                answer=self.typed or None,
                grade=self.grade,
                response_ms=self.response_ms,
            )
            kept = f" (your answer is kept, graded {self.grade.quality})"
        else:
            self.session.skip_suspend()
            kept = ""
        self.notify(
            f"Suspended {card.card.id}{kept}: it will not be shown until unsuspended. "
            "u takes it back.",
            markup=False,
        )
        self.show_next()

    def action_edit(self) -> None:
        """Open the card in $EDITOR at its line (a shipped deck: the user's copy of it), then
        read the decks again and show the card as saved."""
        card = self.card
        if card is None:
            return
        deck = self.srs.store.deck(card.deck_id)
        if deck.path is None:
            self.notify("This card has no deck file to edit.", markup=False)
            return
        line = card.card.line or 1
        editor = os.environ.get("VISUAL") or os.environ.get("EDITOR")
        if not editor:
            self.notify(
                f"Set $EDITOR to edit cards here. The card is at {deck.path}:{line}",
                markup=False,
                timeout=10,
            )
            return
        path = self._editable_copy(deck.path)
        if path is None or not self._run_editor(editor, path, line):
            return
        report = self.srs.resync()
        for problem in report.problems:
            self.notify(
                str(problem), title="Deck not loaded", severity="warning", markup=False, timeout=12
            )
        self._show_edited(card)

    def _editable_copy(self, path: Path) -> Path | None:
        """The file to edit: a deck that came with the app is edited in the user's own copy."""
        from srs.sync import adopt_shipped

        try:
            return adopt_shipped(self.srs.store, path)
        except OSError as exc:
            self.notify(
                f"Cannot copy the deck to edit it: {exc.strerror or exc}",
                severity="error",
                markup=False,
            )
            return None

    def _run_editor(self, editor: str, path: Path, line: int) -> bool:
        """Hand the terminal to the editor; False (and why, said) when it could not run."""
        where = f"{path}:{line}"
        try:
            command = editor_command(editor, path, line)
        except ValueError:
            self.notify(f"$EDITOR is not a command. The card is at {where}", markup=False)
            return False
        try:
            with self.app.suspend():
                subprocess.call(command)
        except SuspendNotSupported:
            if not self.app.is_headless:
                self.notify(
                    f"This terminal cannot hand over to an editor. The card is at {where}",
                    markup=False,
                )
                return False
            subprocess.call(command)  # headless (tests, scripts): nothing to hand over
        except OSError as exc:
            self.notify(
                f"Cannot run {editor}: {exc.strerror or exc}", severity="error", markup=False
            )
            return False
        return True

    def action_edit_here(self) -> None:
        """Edit the card in a form inside the app (srs.cardedit), then show it as saved."""
        from tui.screens.cardform import CardForm

        card = self.card
        if card is None or self.phase != "feedback":
            return

        def saved(card_id: str | None) -> None:
            if card_id is not None:
                self._show_edited(card)

        self.app.push_screen(CardForm(card.deck_id, card.card), saved)

    def _show_edited(self, card: QueuedCard) -> None:
        """The card as its file now says, in the feedback (its history and state unchanged)."""
        assert self.session is not None
        try:
            fresh = self.srs.store.get_card(card.pk)
        except KeyError:
            return
        self.session.current = QueuedCard(
            fresh.pk, fresh.deck_id, fresh.card, fresh.state, card.kind
        )
        self.query_one("#question", Markdown).update(fresh.card.question)  # the edited text
        if fresh.card.is_choice:
            self._render_choices(
                self.session.current, picked=self.grade.picked if self.grade else None
            )
        self.show_feedback()

    def action_end(self) -> None:
        typed = self.query_one("#answer", TextArea).text.strip()
        if self.phase == "question" and typed and not self._confirm_end:
            self._confirm_end = True
            self.notify(
                "Your typed answer is not saved. Press esc again to end the session.", markup=False
            )
            return
        self.finish()

    def finish(self) -> None:
        from tui.screens.summary import SummaryScreen

        assert self.session is not None
        summary = self.session.summary()
        self.app.switch_screen(SummaryScreen(summary, self.deck_id, plan=self.plan))


_GRADE_CELL = 9
"""Columns of one grade in the grade bar (`[4·12d]` and its EF change below it)."""


def _ef_change(delta: Decimal) -> str:
    """`-.80`, `+.10`, `±0`: how a grade changes the card's ease."""
    if delta == 0:
        return "±0"
    return f"{'+' if delta > 0 else '-'}{f'{abs(delta):.2f}'.lstrip('0')}"


def _headline(grade: Grade) -> Text:
    """The suggested grade first (what the user acts on), why, then the coverage behind it."""
    line = Text()
    line.append(f"suggested: {grade.quality} — {QUALITY_LABELS[grade.quality]}", style="bold")
    why = grade.why()
    if why:
        line.append(f" ({why})", style="italic")
    if grade.is_choice:
        verdict = "right" if grade.correct else "wrong"
        line.append(f"   {verdict}", style="green" if grade.correct else "red")
        return line
    colour = "green" if grade.quality >= 4 else "yellow" if grade.quality == 3 else "red"
    line.append("\n")
    line.append(bar(grade.score, 24), style=colour)
    line.append(f"  covers {grade.score:.0%} of the model answer", style="dim")
    line.append(f"   grading {grade.strictness}", style="dim")
    return line


def _chip(mark: str, concept: str) -> str:
    """A concept as one unbreakable chip: lines wrap between chips, never inside one."""
    return f"{mark}\u00a0{concept}".replace(" ", "\u00a0")
