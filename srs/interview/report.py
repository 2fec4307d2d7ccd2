"""The report of a mock interview: per-question results, the overall score and its verdict
band, topics, what to study next, and the Markdown export. Pure."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime

from srs.grading import Grade
from srs.interview.planning import Answer
from srs.model import Card

VERDICTS: tuple[tuple[int, str], ...] = (
    (85, "strong hire"),
    (70, "hire"),
    (50, "lean no hire"),
    (0, "no hire"),
)
"""Overall score (0-100) thresholds for the verdict band, highest first."""

QUALITY_POINTS: tuple[int, ...] = (0, 15, 35, 60, 80, 100)
"""Points (0-100) of a question by the grade the grader suggests for it (0-5): the interview
is scored on the same scale as the per-answer grades, so answers the grader calls right (3, 4)
make a pass band, never a "no hire"; raw coverage would call a right 36% answer a failure."""


def points(grade: Grade) -> float:
    """0.0-1.0: what one answer earns in an interview, from its suggested quality."""
    return QUALITY_POINTS[max(0, min(5, grade.quality))] / 100


# -- the report -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Result:
    answer: Answer
    grade: Grade

    @property
    def card(self) -> Card:
        return self.answer.question.card

    @property
    def topic(self) -> str:
        return self.answer.question.candidate.topic


@dataclass(frozen=True)
class WeakTopic:
    topic: str
    score: float
    missed: tuple[str, ...]
    """The concepts missed most often in this topic, most frequent first."""


@dataclass(frozen=True)
class Report:
    started: datetime
    results: tuple[Result, ...]
    seconds: float
    deck_names: Mapping[str, str] = field(default_factory=dict)
    interview_id: int | None = None

    @property
    def overall(self) -> int:
        """0-100: the mean points of the questions asked (QUALITY_POINTS; a skip scores 0)."""
        if not self.results:
            return 0
        return round(100 * sum(points(r.grade) for r in self.results) / len(self.results))

    @property
    def verdict(self) -> str:
        return verdict(self.overall)

    def by_topic(self) -> dict[str, float]:
        scores: dict[str, list[float]] = defaultdict(list)
        for r in self.results:
            scores[r.topic].append(points(r.grade))
        return {
            t: sum(v) / len(v)
            for t, v in sorted(scores.items(), key=lambda kv: -sum(kv[1]) / len(kv[1]))
        }

    def weakest(self, k: int = 3) -> list[WeakTopic]:
        missed: dict[str, Counter[str]] = defaultdict(Counter)
        for r in self.results:
            missed[r.topic].update(r.grade.missed)
        ranked = sorted(self.by_topic().items(), key=lambda kv: (kv[1], kv[0]))[:k]
        return [WeakTopic(t, s, tuple(c for c, _ in missed[t].most_common(4))) for t, s in ranked]

    def study_next(self, k: int = 5) -> list[Result]:
        """The questions to study next: lowest scores first (skips and time-outs included)."""
        return sorted(
            self.results,
            key=lambda r: (points(r.grade), r.grade.score, r.answer.question.position),
        )[:k]


def verdict(overall: int) -> str:
    for threshold, band in VERDICTS:
        if overall >= threshold:
            return band
    return VERDICTS[-1][1]


def grade_all(answers: Sequence[Answer], grader: Callable[[Answer], Grade]) -> tuple[Result, ...]:
    """Grade every answer at the end of the interview (never during it)."""
    return tuple(Result(a, grader(a)) for a in answers)


def _mmss(ms: int) -> str:
    seconds = round(ms / 1000)
    return f"{seconds // 60}:{seconds % 60:02d}"


def _cell(text: str, limit: int = 70) -> str:
    one = " ".join(text.split()).replace("|", "\\|")
    return one if len(one) <= limit else one[: limit - 1] + "…"


def to_markdown(report: Report, *, full: bool = True) -> str:
    """The report as GitHub-readable Markdown, for sharing with a mentor.

    full=False leaves out the answers and model answers (the plain-mode summary)."""
    minutes = round(report.seconds / 60)
    lines = [
        f"# Mock interview report · {report.started:%d %b %Y %H:%M}",
        "",
        f"**Overall: {report.overall} / 100 · {report.verdict}** · {len(report.results)} questions · {minutes} min",
        "",
        "Verdict bands: "
        + ", ".join(f"{band} ≥ {t}" for t, band in VERDICTS if t)
        + f", otherwise {VERDICTS[-1][1]}.",
        "",
        "## Questions",
        "",
        "| # | Question | Score | Time | Missed |",
        "|---|---|---|---|---|",
    ]
    lines += [_question_row(r) for r in report.results]
    lines += ["", "## By topic", ""]
    for topic, score in report.by_topic().items():
        lines.append(f"- **{topic}**: {score:.0%}")
    lines += ["", "## Weakest topics", ""]
    for i, w in enumerate(report.weakest(), start=1):
        missed = f" (missed: {', '.join(w.missed)})" if w.missed else ""
        lines.append(f"{i}. **{w.topic}** — {w.score:.0%}{missed}")
    lines += ["", "## Study next", ""]
    for r in report.study_next():
        lines.append(
            f"- `{r.answer.question.candidate.deck_id}/{r.card.id}` {_cell(r.card.question, 90)} — {r.grade.score:.0%}"
        )
    if not full:
        return "\n".join(lines).rstrip() + "\n"
    lines += ["", "## Answers and model answers", ""]
    for r in report.results:
        lines += _answer_section(report, r)
    return "\n".join(lines).rstrip() + "\n"


def _question_row(r: Result) -> str:
    """One row of the report's question table."""
    a = r.answer
    flag = " ⏱" if a.timed_out else ""
    if a.skipped:
        flag += " (skipped)"
    missed = ", ".join(r.grade.missed) or "—"
    return (
        f"| {a.question.position + 1} | {_cell(r.card.question)} | {r.grade.score:.0%} | "
        f"{_mmss(a.time_ms)}{flag} | {_cell(missed, 60)} |"
    )


def _answer_section(report: Report, r: Result) -> list[str]:
    """One question's answer, grade and model answer, as the full report shows them."""
    a = r.answer
    deck = report.deck_names.get(a.question.candidate.deck_id, a.question.candidate.deck_id)
    lines = [
        f"### {a.question.position + 1}. {' '.join(r.card.question.split())}",
        "",
        f"*{deck} · {r.card.id} · "
        f"score {r.grade.score:.0%} · suggested quality {r.grade.quality} · {_mmss(a.time_ms)}"
        + (" · time ran out" if a.timed_out else "")
        + (" · skipped" if a.skipped else "")
        + "*",
        "",
        "**Your answer:**",
        "",
    ]
    lines += [
        f"> {line}" if line else ">" for line in (a.text.strip() or "(no answer)").splitlines()
    ]
    if r.grade.matched:
        lines += ["", "Matched: " + ", ".join(r.grade.matched)]
    if r.grade.missed:
        lines += ["", "Missed: " + ", ".join(r.grade.missed)]
    lines += ["", "**Model answer:**", "", r.card.model_answer]
    if r.card.explanation:
        lines += ["", r.card.explanation.strip()]
    lines.append("")
    return lines
