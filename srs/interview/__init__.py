"""Mock interviews: pick the questions, time the answers, grade at the end, write the report.

planning.py  the questions and the clock (pure: randomness and time are passed in)
report.py    results, score, verdict, topics and the Markdown export (pure)
service.py   with the store: candidates, grading, kept answers, `finish` in one transaction
"""

from __future__ import annotations

from srs.interview.planning import (
    DEFAULT_MINUTES,
    DEFAULT_QUESTIONS,
    STRATEGIES,
    Answer,
    Candidate,
    InterviewRun,
    Question,
    Settings,
    plan_interview,
)
from srs.interview.report import (
    QUALITY_POINTS,
    VERDICTS,
    Report,
    Result,
    WeakTopic,
    grade_all,
    points,
    to_markdown,
    verdict,
)
from srs.interview.service import (
    candidates,
    finish,
    finish_unfinished,
    grader_for,
    keep_answers,
    load_report,
    unfinished,
)

__all__ = [
    "DEFAULT_MINUTES",
    "DEFAULT_QUESTIONS",
    "QUALITY_POINTS",
    "STRATEGIES",
    "VERDICTS",
    "Answer",
    "Candidate",
    "InterviewRun",
    "Question",
    "Report",
    "Result",
    "Settings",
    "WeakTopic",
    "candidates",
    "finish",
    "finish_unfinished",
    "grade_all",
    "grader_for",
    "keep_answers",
    "load_report",
    "plan_interview",
    "points",
    "to_markdown",
    "unfinished",
    "verdict",
]
