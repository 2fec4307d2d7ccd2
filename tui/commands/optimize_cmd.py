"""`srs optimize`: fit FSRS's parameters to the user's own review log (srs/revlog.py)."""

from __future__ import annotations

import click

from tui.env import Env, handles_errors, pass_env


@click.command("optimize")
@pass_env
@handles_errors
def optimize_cmd(env: Env) -> None:
    """Fit FSRS's parameters to your own answers; the FSRS scheduler and the plan use them."""
    from srs import revlog

    with env.store() as store:
        fit = revlog.optimize(store)
        scheduler = store.setting("scheduler")
    click.echo(
        f"Fitted FSRS parameters to {fit.reviews} reviews: log loss {fit.log_loss_before:.4f} "
        f"with the defaults, {fit.log_loss_after:.4f} with yours (lower predicts better)."
    )
    click.echo(
        "Kept: the interview-date plan uses them"
        + (
            ", and so does the FSRS scheduler."
            if scheduler
            else "; so will `srs config scheduler fsrs`."
        )
    )
