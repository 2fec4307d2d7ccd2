"""`srs grade`: grade one answer to one card, as the review would, and explain the score."""

from __future__ import annotations

import json

import click

from srs.session import QUALITY_LABELS, ReviewSession
from tui.commands.output import json_option, safe
from tui.env import Env, handles_errors, pass_env


@click.command("grade")
@click.option("--deck", "deck_id", required=True, help="Deck id.")
@click.option("--card", "card_id", required=True, help="Card id within the deck.")
@click.option("--answer", required=True, help="The answer text to grade.")
@click.option("--recall", is_flag=True, help="Grade a choice card as an open question.")
@json_option("Machine-readable output.")
@pass_env
@handles_errors
def grade_cmd(
    env: Env, deck_id: str, card_id: str, answer: str, recall: bool, as_json: bool
) -> None:
    """Grade ANSWER against a card's model answer: score, suggested quality, matched, missed."""
    with env.store() as store:
        card = store.find_card(deck_id, card_id)
        session = ReviewSession(store, store.today(), deck_id)
        session.current = card
        session.shown_at = session.clock()
        grade = session.grade(answer, recall=recall)
        taught = session.taught_used(grade)
    if as_json:
        click.echo(
            json.dumps(
                {
                    "deck": deck_id,
                    "card": card_id,
                    "score": round(grade.score, 4),
                    "quality": grade.quality,
                    "matched": {k: list(v) for k, v in grade.matched.items()},
                    "missed": list(grade.missed),
                    "conflicts": [
                        {"kind": c.kind, "answer": c.answer_says, "model": c.model_says}
                        for c in grade.conflicts
                    ],
                    "strictness": grade.strictness,
                    "taught": [list(pair) for pair in taught],
                },
                ensure_ascii=False,
                indent=2,
            )
        )
        return
    click.echo(
        f"score {grade.score:.0%} · suggested quality {grade.quality} ({QUALITY_LABELS[grade.quality]})"
    )
    for concept, words in grade.matched.items():
        click.echo(f"  ✓ {safe(concept)}" + (f"  ← {safe(', '.join(words))}" if words else ""))
    for concept in grade.missed:
        click.echo(f"  ✗ {safe(concept)}")
    for conflict in grade.conflicts:
        click.echo(f"  ! contradiction: {safe(conflict.message)}")
    for word, concept in taught:
        click.echo(f"  taught: {safe(word)} counts as {safe(concept)} in this deck")
    click.echo(f"grading: {grade.strictness} (srs config grading lenient|normal|strict)")
