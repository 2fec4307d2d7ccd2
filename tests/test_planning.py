"""srs.planning and `srs plan`: targets kept in the store, cards read with their memory."""

from __future__ import annotations

import json
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest
from click.testing import CliRunner

from srs import decks as deckfiles
from srs import planning, sync
from srs.errors import SrsError
from srs.model import Card, Deck
from srs.store import Store
from tests.days import study_today
from tui.cli import main

TODAY = date(2026, 11, 24)
NET = Deck(
    "net",
    "Networking",
    tuple(
        Card(f"q{i:02d}", f"Question {i}?", f"Answer {i}.", tags=("tcp",) if i < 3 else ())
        for i in range(1, 7)
    ),
)
GIT = Deck(
    "git", "Git", tuple(Card(f"q{i:02d}", f"Git {i}?", f"Git answer {i}.") for i in range(1, 4))
)


@pytest.fixture
def deck_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "decks"
    folder.mkdir()
    deckfiles.dump(NET, folder / "net.yaml")
    deckfiles.dump(GIT, folder / "git.yaml")
    return folder


@pytest.fixture
def store(tmp_path: Path, deck_dir: Path) -> Store:
    s = Store.open(tmp_path / "plan.db")
    sync.sync_decks(s, [deck_dir])
    yield s
    s.close()


def test_a_target_is_kept_and_its_cards_carry_their_memory(store: Store) -> None:
    card = store.find_card("net", "q01")
    at = datetime(2026, 11, 20, 9, tzinfo=UTC)
    store.record_review(card.pk, 4, date(2026, 11, 20), now=at, response_ms=12_000)
    failed = store.find_card("net", "q02")
    store.record_review(failed.pk, 1, date(2026, 11, 21), now=at + timedelta(days=1))
    target_id = planning.set_target(
        store, on=TODAY + timedelta(days=10), today=TODAY, decks=["net"], tags=["tcp"], minutes=15
    )
    [target] = store.targets()
    assert (target.id, target.on, target.start, target.decks, target.tags, target.minutes) == (
        target_id,
        TODAY + timedelta(days=10),
        TODAY,
        ("net",),
        ("tcp",),
        15.0,
    )
    cards = {c.key: c for c in planning.target_cards(store, target)}
    assert set(cards) == {"net/q01", "net/q02"}  # the tag keeps only the tcp cards
    assert cards["net/q01"].memory is not None and not cards["net/q01"].failed_last
    assert cards["net/q02"].failed_last
    result = planning.plan_for(store, target, TODAY)
    assert result.plan.feasible and result.plan.days[0].date == TODAY
    assert store.remove_target(target_id) and store.targets() == []


def test_seconds_per_card_is_the_median_once_there_are_enough_answers(store: Store) -> None:
    assert store.seconds_per_card() == 30.0  # too few answers: the default
    pks = [store.find_card(d.id, c.id).pk for d in (NET, GIT) for c in d.cards]
    for n, pk in enumerate(pks + pks[:3]):
        store.record_review(pk, 4, TODAY, response_ms=(10 + n) * 1000)
    assert store.seconds_per_card() == pytest.approx(15.5)  # 12 answers of 10..21 s


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"on": TODAY}, "not after today"),
        ({"on": TODAY + timedelta(days=3), "decks": ["nope"]}, "no deck 'nope'"),
        ({"on": TODAY + timedelta(days=3), "tags": ["nothing"]}, "no cards match"),
        ({"on": TODAY + timedelta(days=3), "minutes": 0}, "more than 0"),
    ],
)
def test_a_target_that_cannot_be_set_says_why(store: Store, kwargs: dict, message: str) -> None:  # type: ignore[type-arg]
    with pytest.raises(SrsError, match=message):
        planning.set_target(store, today=TODAY, **kwargs)
    assert store.targets() == []


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


def test_srs_plan_from_the_command_line(deck_dir: Path) -> None:
    ahead = (study_today() + timedelta(days=12)).isoformat()
    mine = ("--deck", "net", "--deck", "git")
    code, out, err = run(
        "--decks", str(deck_dir), "plan", "--date", ahead, *mine, "--minutes-per-day", "10"
    )
    assert code == 0, err
    assert "target 1: net, git by" in out and "readiness 0%" in out and "cards/day" in out
    code, out, _ = run("--decks", str(deck_dir), "plan", "--list")
    assert code == 0 and f"{ahead}  net, git  10 min/day" in out
    code, out, _ = run("--decks", str(deck_dir), "plan", "--status", "--json")
    assert code == 0
    data = json.loads(out)
    [target] = data["targets"]
    assert set(target) == {
        "id",
        "date",
        "days_left",
        "cards",
        "readiness",
        "feasible",
        "daily",
        "at_risk",
    }
    assert target["cards"] == 9 and target["days_left"] == 12 and target["feasible"] is True
    assert set(target["daily"][0]) == {"date", "cards", "minutes"}
    assert set(target["at_risk"][0]) == {"topic", "cards", "readiness"}
    assert sum(day["cards"] for day in target["daily"] if day["cards"]) >= 9
    code, out, _ = run("--decks", str(deck_dir), "plan", "--remove", "1")
    assert code == 0 and "removed target 1" in out
    code, _, err = run("--decks", str(deck_dir), "plan", "--remove", "1")
    assert code == 2 and "no target 1" in err
    code, _, err = run("--decks", str(deck_dir), "plan", "--date", "01/12/2026")
    assert code == 2 and "YYYY-MM-DD" in err


def test_an_infeasible_target_says_what_would_fit(deck_dir: Path) -> None:
    soon = (study_today() + timedelta(days=1)).isoformat()
    code, out, err = run("--decks", str(deck_dir), "plan", "--date", soon, "--minutes-per-day", "1")
    assert code == 0, err
    assert "NOT FEASIBLE" in out and "it fits with" in out and "min/day" in out


def test_todays_plan_is_reviewed_in_order_with_same_day_redrills(store: Store) -> None:
    from srs.session import PlanSession

    planning.set_target(store, on=TODAY + timedelta(days=6), today=TODAY, decks=["net"], minutes=2)
    todays = planning.todays_plan(store, TODAY)
    assert todays is not None
    pks = todays.today_pks()
    assert pks and len(pks) <= todays.plan.capacity
    session = PlanSession(store, TODAY, plan_pks=pks)
    assert session.remaining() == len(pks)
    first = session.next_card()
    assert first is not None and first.pk == pks[0]
    session.record(2)  # wrong: it comes back after two others
    assert session.redrill_left() == 1
    seen = [first.pk]
    while (card := session.next_card()) is not None:
        seen.append(card.pk)
        session.record(4)
    assert seen.count(first.pk) == 2 and set(seen) == set(pks)
    assert session.remaining() == 0


def test_review_plan_without_a_target_says_how_to_set_one(deck_dir: Path) -> None:
    code, _, err = run("--decks", str(deck_dir), "review", "--plan", "--plain")
    assert code == 2 and "srs plan --date" in err


def test_the_interview_report_names_the_targets_readiness_and_risks(deck_dir: Path) -> None:
    ahead = (study_today() + timedelta(days=8)).isoformat()
    code, _, err = run("--decks", str(deck_dir), "plan", "--date", ahead, "--deck", "net")
    assert code == 0, err
    result = CliRunner().invoke(
        main,
        [
            "--decks",
            str(deck_dir),
            "interview",
            "--plain",
            "--deck",
            "net",
            "--questions",
            "1",
            "--seed",
            "1",
        ],
        input="an answer\n",
        catch_exceptions=False,
    )
    assert result.exit_code == 0, result.stderr
    assert "Interview in 8 days · readiness" in result.stdout
    assert "at risk: Networking (4), tcp (2)" in result.stdout


def test_an_interview_belongs_to_the_target_over_its_decks(store: Store) -> None:
    """The report names the target the interview's decks belong to, not merely the nearest."""
    git_only = planning.set_target(store, on=TODAY + timedelta(days=3), today=TODAY, decks=["git"])
    net = planning.set_target(store, on=TODAY + timedelta(days=9), today=TODAY, decks=["net"])
    assert planning.outlook(store, TODAY, ["net"]).target.id == net  # type: ignore[union-attr]
    assert planning.outlook(store, TODAY, ["git"]).target.id == git_only  # type: ignore[union-attr]
    assert planning.outlook(store, TODAY).target.id == git_only  # type: ignore[union-attr]
    store.remove_target(net)
    assert planning.outlook(store, TODAY, ["net"]) is None  # no target covers that deck
