"""Today as the app counts days: the study day, which begins at the day-start hour (04:00 by
default), not at midnight. A test that writes `date.today()` fails between midnight and 04:00."""

from __future__ import annotations

from datetime import date, datetime

from srs.config import SETTINGS
from srs.scheduling import study_day


def study_today() -> date:
    return study_day(datetime.now(), SETTINGS["day_start_hour"].default)
