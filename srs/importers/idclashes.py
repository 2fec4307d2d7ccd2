"""Card ids a document prints twice, told once per run of numbers (srs.importers.cards)."""

from __future__ import annotations

from collections.abc import Callable

from srs.importers.common import block_name
from srs.importers.values import Block

__all__ = ["Clashes"]


class Clashes:
    """The ids a run of numbered questions repeats, warned of once per run: a list numbered
    again from 1 with no heading between (`HTML Questions:` ... `CSS Questions:`) clashes at
    every question, and one warning says it as well as forty."""

    def __init__(self, warn: Callable[[int | None, str], None]) -> None:
        self.warn = warn
        self.last: int | None = None  # the run's last printed number
        self.first: tuple[Block, str, str] | None = None  # the run's first clash
        self.more = 0  # and how many after it

    def numbered(self, number: int | None) -> None:
        """The next question's printed number (None at the end): a number not above the
        last one starts a new run, so the run before is told."""
        if number is None or (self.last is not None and number <= self.last):
            self._tell()
        if number is not None:
            self.last = number

    def clash(self, block: Block, base: str, card_id: str) -> None:
        if self.first is None:
            self.first = (block, base, card_id)
        else:
            self.more += 1

    def _tell(self) -> None:
        if self.first is None:
            return
        block, base, card_id = self.first
        more = f", and {self.more} more after it take a suffix too" if self.more else ""
        self.warn(
            block.start.no,
            f"{block_name(block)} repeats an id already used ({base}); this one is {card_id}{more}",
        )
        self.first, self.more = None, 0
